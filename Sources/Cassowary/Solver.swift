// MARK: - Solver

/// An incremental Cassowary solver: add and remove constraints, edit variables, read values.
///
/// The tableau stays optimal after each call, so `suggestValue` re-solves with a few
/// dual-simplex pivots instead of a rebuild. A column index (symbol → rows holding it) lets
/// every substitution touch only the rows that contain the symbol, and required equalities
/// that merely define a fresh variable never enter the tableau (see `DefinitionTable`).
/// Calls are transactional: a thrown error leaves the constraint set as it was.
public final class Solver {
  var core = SolverCore()

  public init() {}

  /// Adds a constraint; a required one that cannot hold throws `.unsatisfiable` and changes
  /// nothing (unlike kiwi, see nucleic/kiwi#52).
  /// - Throws: `.duplicateConstraint` if the handle is already added; `.unsatisfiable` with the
  ///   required constraints it conflicts with.
  public func add(_ c: Constraint) throws(SolverError) { try core.add(c) }

  /// Removes a constraint added before.
  /// - Throws: `.unknownConstraint` when the handle is not in the solver.
  public func remove(_ c: Constraint) throws(SolverError) { try core.remove(c) }

  /// True when the handle is in the solver.
  public func has(_ c: Constraint) -> Bool { core.has(c) }

  /// Makes `v` editable: a soft `v == 0` at `strength` until `suggestValue` moves it.
  /// - Throws: `.duplicateEditVariable`; `.badRequiredStrength` for a required strength.
  public func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {
    try core.addEditVariable(v, strength: strength)
  }

  /// Stops editing `v` and drops its soft equality.
  /// - Throws: `.unknownEditVariable` when `v` is not being edited.
  public func removeEditVariable(_ v: Variable) throws(SolverError) {
    try core.removeEditVariable(v)
  }

  /// True when `v` is an edit variable.
  public func hasEditVariable(_ v: Variable) -> Bool { core.hasEditVariable(v) }

  /// Asks for `v == value` at the edit strength; re-solves with the dual simplex (no rebuild).
  /// - Throws: `.unknownEditVariable` when `v` is not being edited.
  public func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
    try core.suggestValue(v, value)
  }

  /// Copies the solution into the variables; after an edit only into the ones it moved.
  public func updateVariables() { core.updateVariables() }

  /// Forgets every constraint and edit variable.
  public func reset() { core.reset() }

  /// Makes room for about `constraints` more constraints over `variables` more variables:
  /// a caller that knows the size of its system saves the solver's arrays from regrowing.
  public func reserveCapacity(constraints: Int, variables: Int) {
    core.reserveCapacity(constraints: constraints, variables: variables)
  }

  /// True when v's value could change without making the objective worse (UIKit
  /// `hasAmbiguousLayout` per variable). Best effort: a zero-cost direction blocked only by a
  /// degenerate row counts as blocked.
  public func isAmbiguous(_ v: Variable) -> Bool { core.isAmbiguous(v) }

  // MARK: - Statistics (tests and benchmarks)

  /// Pivots done so far (tests use it to show that an edit re-solves without a rebuild).
  package var pivotCount: Int { core.pivotCount }
  /// Rows ever inserted into the tableau (a rebuild inserts one per constraint again).
  package var rowInsertCount: Int { core.rowInsertCount }
  /// Full rebuilds (only when a definition that other constraints use is removed).
  package var rebuildCount: Int { core.rebuildCount }
  /// Required equalities kept out of the tableau as definitions.
  package var definitionCount: Int { core.definitionCount }
  /// Cells currently in the tableau (its fill-in).
  package var cellCount: Int { core.rows.reduce(0) { $0 + $1.cells.count } }
  /// The longest row.
  package var longestRow: Int { core.rows.reduce(0) { max($0, $1.cells.count) } }
  /// Rows currently in the tableau.
  package var rowCount: Int { core.rows.count - core.freeRows.count }
}
