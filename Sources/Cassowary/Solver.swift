// MARK: - Solver

/// An incremental Cassowary solver: add and remove constraints, edit variables, read values.
///
/// The tableau keeps every row optimal after each call, so `suggestValue` re-solves with a few
/// dual-simplex pivots instead of a rebuild. A column index (symbol → rows holding it) lets
/// every substitution touch only the rows that contain the symbol. All calls are transactional:
/// a thrown error leaves the constraint set as it was.
public final class Solver {
  // MARK: Symbols (indexed by symbol id; id 0 is "none")
  var kind: [SymbolKind] = [.invalid]
  /// The row where the symbol is basic, or -1.
  var rowOf: [Int32] = [-1]
  /// Rows that hold the symbol as a parametric cell (unordered, but built deterministically).
  var cols: [[Int32]] = [[]]
  /// The constraint a marker/error symbol belongs to (for conflict reports).
  var owner: [Constraint?] = [nil]

  // MARK: Tableau
  var rows: [Row] = []
  var freeRows: [Int32] = []
  var objective = Row()
  var artificial: Row?
  var infeasible: [Int32] = []

  // MARK: Book-keeping
  struct Tag {
    var marker: Int32
    var other: Int32
    var seq: Int
  }
  struct Edit {
    var constraint: Constraint
    var constant: Double
  }
  var tags: [ObjectIdentifier: Tag] = [:]
  var edits: [ObjectIdentifier: Edit] = [:]
  /// Variables in first-use order, with their external symbols.
  var vars: [Variable] = []
  var varSyms: [Int32] = []
  var symOfVar: [ObjectIdentifier: Int32] = [:]
  var seq = 0

  /// Pivots done so far (tests use it to show that an edit re-solves without a rebuild).
  package private(set) var pivotCount = 0
  /// Rows ever inserted into the tableau (a rebuild would insert one per constraint again).
  package private(set) var rowInsertCount = 0

  public init() {}

  // MARK: - Public API

  /// Adds a constraint; a required one that cannot hold throws `.unsatisfiable` and changes
  /// nothing (unlike kiwi, see nucleic/kiwi#52).
  /// - Throws: `.duplicateConstraint` if the handle is already added, `.unsatisfiable`.
  public func add(_ c: Constraint) throws(SolverError) {
    let key = ObjectIdentifier(c)
    if tags[key] != nil { throw .duplicateConstraint(c) }
    let symMark = kind.count
    let varMark = vars.count
    seq += 1
    var (row, tag) = makeRow(c)
    var subject = chooseSubject(row, tag)
    if subject == 0 && allDummies(row) {
      if !nearZero(row.constant) {
        let conflicting = conflictSet(row.cells.map(\.sym), adding: c)
        rollBackSymbols(symMark, varMark)
        throw .unsatisfiable(c, conflicting: conflicting)
      }
      subject = tag.marker
    }
    if subject == 0 {
      if let conflicting = addWithArtificialVariable(row, tag, c) {
        rollBackSymbols(symMark, varMark)
        optimize(objectiveRow: false)
        infeasible.removeAll()
        throw .unsatisfiable(c, conflicting: conflicting)
      }
    } else {
      solveFor(&row, subject)
      let ri = insertRow(row)
      substitute(subject, ri)
    }
    tags[key] = tag
    optimize(objectiveRow: false)
    infeasible.removeAll()
  }

  /// Removes a constraint added before.
  /// - Throws: `.unknownConstraint` when the handle is not in the solver.
  public func remove(_ c: Constraint) throws(SolverError) {
    guard let tag = tags.removeValue(forKey: ObjectIdentifier(c)) else {
      throw .unknownConstraint(c)
    }
    removeErrorEffects(tag, strength: c.strength)
    removeMarker(tag.marker)
    if tag.other != 0 { eliminate(tag.other) }
    optimize(objectiveRow: false)
    infeasible.removeAll()
  }

  /// True when the handle is in the solver.
  public func has(_ c: Constraint) -> Bool { tags[ObjectIdentifier(c)] != nil }

  /// Makes `v` editable: a soft `v == 0` at `strength` until `suggestValue` moves it.
  /// - Throws: `.duplicateEditVariable`, `.badRequiredStrength` for a required strength.
  public func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {
    let key = ObjectIdentifier(v)
    if edits[key] != nil { throw .duplicateEditVariable(v) }
    if strength.isRequired { throw .badRequiredStrength }
    let c = Constraint(Expression(v), .equal, strength: strength)
    try add(c)
    edits[key] = Edit(constraint: c, constant: 0)
  }

  /// Stops editing `v` and drops its soft equality.
  /// - Throws: `.unknownEditVariable` when `v` is not being edited.
  public func removeEditVariable(_ v: Variable) throws(SolverError) {
    guard let e = edits.removeValue(forKey: ObjectIdentifier(v)) else {
      throw .unknownEditVariable(v)
    }
    try remove(e.constraint)
  }

  /// True when `v` is an edit variable.
  public func hasEditVariable(_ v: Variable) -> Bool { edits[ObjectIdentifier(v)] != nil }

  /// Asks for `v == value` at the edit strength; re-solves with the dual simplex (no rebuild).
  /// - Throws: `.unknownEditVariable` when `v` is not being edited.
  public func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
    let key = ObjectIdentifier(v)
    guard var e = edits[key], let tag = tags[ObjectIdentifier(e.constraint)] else {
      throw .unknownEditVariable(v)
    }
    let delta = value - e.constant
    e.constant = value
    edits[key] = e
    let plus = tag.marker
    let minus = tag.other
    if rowOf[Int(plus)] >= 0 {
      let ri = Int(rowOf[Int(plus)])
      rows[ri].constant -= delta
      if rows[ri].constant < 0 { infeasible.append(plus) }
    } else if rowOf[Int(minus)] >= 0 {
      let ri = Int(rowOf[Int(minus)])
      rows[ri].constant += delta
      if rows[ri].constant < 0 { infeasible.append(minus) }
    } else {
      for r in cols[Int(plus)] {
        let ri = Int(r)
        let c = rows[ri].coefficient(plus)
        rows[ri].constant += delta * c
        let b = rows[ri].basic
        if rows[ri].constant < 0 && kind[Int(b)] != .external { infeasible.append(b) }
      }
    }
    dualOptimize()
  }

  /// Copies the solution into every variable's `value`.
  public func updateVariables() {
    for (i, v) in vars.enumerated() {
      let r = rowOf[Int(varSyms[i])]
      let x = r >= 0 ? rows[Int(r)].constant : 0
      v.value = x == 0 ? 0 : x  // no -0
    }
  }

  /// Forgets every constraint and edit variable.
  public func reset() {
    kind = [.invalid]
    rowOf = [-1]
    cols = [[]]
    owner = [nil]
    rows = []
    freeRows = []
    objective = Row()
    artificial = nil
    infeasible = []
    tags = [:]
    edits = [:]
    vars = []
    varSyms = []
    symOfVar = [:]
  }

  /// True when v's value could change without making the objective worse (UIKit
  /// `hasAmbiguousLayout` per variable). Best effort: a zero-cost direction blocked only by a
  /// degenerate row counts as blocked.
  public func isAmbiguous(_ v: Variable) -> Bool {
    guard let s = symOfVar[ObjectIdentifier(v)] else { return true }
    let r = rowOf[Int(s)]
    let cells = r >= 0 ? rows[Int(r)].cells : [Cell(sym: s, coeff: 1)]
    for cell in cells {
      let k = kind[Int(cell.sym)]
      if k == .dummy || k == .invalid { continue }
      if !nearZero(objective.coefficient(cell.sym) / max(1, abs(cell.coeff))) { continue }
      if k == .external { return true }
      var blocked = false
      for ri in cols[Int(cell.sym)] {
        let row = rows[Int(ri)]
        if kind[Int(row.basic)] != .external && nearZero(row.constant)
          && row.coefficient(cell.sym) < 0
        {
          blocked = true
          break
        }
      }
      if !blocked { return true }
    }
    return false
  }

  // MARK: - Symbols

  func newSymbol(_ k: SymbolKind, owner c: Constraint? = nil) -> Int32 {
    kind.append(k)
    rowOf.append(-1)
    cols.append([])
    owner.append(c)
    return Int32(kind.count - 1)
  }

  func symbol(for v: Variable) -> Int32 {
    let key = ObjectIdentifier(v)
    if let s = symOfVar[key] { return s }
    let s = newSymbol(.external)
    symOfVar[key] = s
    vars.append(v)
    varSyms.append(s)
    return s
  }

  /// Drops symbols created by a failed add, so the solver is exactly as before.
  func rollBackSymbols(_ symMark: Int, _ varMark: Int) {
    while vars.count > varMark {
      let v = vars.removeLast()
      varSyms.removeLast()
      symOfVar[ObjectIdentifier(v)] = nil
    }
    var top = kind.count
    while top > symMark && rowOf[top - 1] < 0 && cols[top - 1].isEmpty
      && objective.find(Int32(top - 1)) < 0
    {
      top -= 1
    }
    for s in top..<kind.count {  // still referenced: keep the id but make it inert
      owner[s] = nil
    }
    kind.removeSubrange(top...)
    rowOf.removeSubrange(top...)
    cols.removeSubrange(top...)
    owner.removeSubrange(top...)
  }

  // MARK: - Rows in the table

  @discardableResult
  func insertRow(_ row: Row) -> Int32 {
    let ri: Int32
    if let free = freeRows.popLast() {
      ri = free
      rows[Int(ri)] = row
    } else {
      ri = Int32(rows.count)
      rows.append(row)
    }
    for c in row.cells { cols[Int(c.sym)].append(ri) }
    rowOf[Int(row.basic)] = ri
    rowInsertCount += 1
    return ri
  }

  func dropRow(_ ri: Int32) {
    let row = rows[Int(ri)]
    for c in row.cells { colRemove(c.sym, ri) }
    rowOf[Int(row.basic)] = -1
    rows[Int(ri)] = Row()
    freeRows.append(ri)
  }

  @inline(__always)
  func colRemove(_ sym: Int32, _ ri: Int32) {
    let s = Int(sym)
    var k = cols[s].count - 1
    while k >= 0 && cols[s][k] != ri { k -= 1 }
    if k >= 0 {
      cols[s].swapAt(k, cols[s].count - 1)
      cols[s].removeLast()
    }
  }

  /// Adds `factor·src` to the table row `ri`, keeping the column index.
  func addScaled(into ri: Int32, _ src: Row, _ factor: Double) {
    let i = Int(ri)
    rows[i].constant += src.constant * factor
    let dst = rows[i].cells
    rows[i].cells = []
    let merged = mergeCells(
      dst, src.cells, factor,
      appeared: { cols[Int($0)].append(ri) },
      vanished: { colRemove($0, ri) })
    rows[i].cells = merged
  }

  /// Adds `factor·src` to a row outside the table (objective, artificial, a new row).
  static func addScaled(_ row: inout Row, _ src: Row, _ factor: Double) {
    row.constant += src.constant * factor
    row.cells = mergeCells(row.cells, src.cells, factor, appeared: { _ in }, vanished: { _ in })
  }

  /// Turns `0 = constant + Σ` into `subject = …`.
  func solveFor(_ row: inout Row, _ subject: Int32) {
    let a = row.remove(subject)
    row.scale(-1 / a)
    row.basic = subject
  }

  /// Replaces `sym` by its row `ri` everywhere else (rows holding it, objective, artificial).
  func substitute(_ sym: Int32, _ ri: Int32) {
    let src = rows[Int(ri)]
    let holders = cols[Int(sym)]
    cols[Int(sym)] = []
    for r in holders where r != ri {
      let k = Int(r)
      let c = rows[k].remove(sym)
      if c == 0 { continue }
      addScaled(into: r, src, c)
      let b = rows[k].basic
      if rows[k].constant < 0 && kind[Int(b)] != .external { infeasible.append(b) }
    }
    let oc = objective.remove(sym)
    if oc != 0 { Solver.addScaled(&objective, src, oc) }
    if artificial != nil {
      let ac = artificial?.remove(sym) ?? 0
      if ac != 0, var a = artificial {
        artificial = nil
        Solver.addScaled(&a, src, ac)
        artificial = a
      }
    }
  }

  /// Makes `entering` basic in row `ri` (whose basic leaves) and substitutes it everywhere.
  func pivot(_ entering: Int32, _ ri: Int32) {
    pivotCount += 1
    let i = Int(ri)
    var row = rows[i]
    rows[i] = Row()
    let leaving = row.basic
    for c in row.cells { colRemove(c.sym, ri) }
    let a = row.remove(entering)
    row.scale(-1 / a)
    row.add(leaving, 1 / a)
    row.basic = entering
    rowOf[Int(leaving)] = -1
    rows[i] = row
    for c in row.cells { cols[Int(c.sym)].append(ri) }
    rowOf[Int(entering)] = ri
    substitute(entering, ri)
  }

  /// Drops a symbol that no longer belongs to any constraint (fixes it at 0).
  func eliminate(_ sym: Int32) {
    let r = rowOf[Int(sym)]
    if r >= 0 {
      dropRow(r)
    } else {
      let holders = cols[Int(sym)]
      cols[Int(sym)] = []
      for ri in holders { rows[Int(ri)].remove(sym) }
      objective.remove(sym)
    }
    owner[Int(sym)] = nil
    kind[Int(sym)] = .invalid
  }

  // MARK: - Building rows

  func makeRow(_ c: Constraint) -> (Row, Tag) {
    var row = Row(constant: c.expression.constant)
    for t in c.expression.terms where !nearZero(t.coefficient) {
      let s = symbol(for: t.variable)
      let r = rowOf[Int(s)]
      if r >= 0 {
        Solver.addScaled(&row, rows[Int(r)], t.coefficient)
      } else {
        row.add(s, t.coefficient)
      }
    }
    var tag = Tag(marker: 0, other: 0, seq: seq)
    let required = c.strength.isRequired
    switch c.op {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coeff: Double = c.op == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack, owner: c)
      tag.marker = slack
      row.add(slack, coeff)
      if !required {
        let err = newSymbol(.error, owner: c)
        tag.other = err
        row.add(err, -coeff)
        objective.add(err, c.strength.value)
      }
    case .equal:
      if required {
        let d = newSymbol(.dummy, owner: c)
        tag.marker = d
        row.add(d, 1)
      } else {
        let plus = newSymbol(.error, owner: c)
        let minus = newSymbol(.error, owner: c)
        tag.marker = plus
        tag.other = minus
        row.add(plus, -1)
        row.add(minus, 1)
        objective.add(plus, c.strength.value)
        objective.add(minus, c.strength.value)
      }
    }
    if row.constant < 0 { row.scale(-1) }
    return (row, tag)
  }

  /// The first user variable, else a slack/error marker with a negative coefficient, else 0.
  func chooseSubject(_ row: Row, _ tag: Tag) -> Int32 {
    for c in row.cells where kind[Int(c.sym)] == .external { return c.sym }
    for s in [tag.marker, tag.other] where s != 0 {
      let k = kind[Int(s)]
      if (k == .slack || k == .error) && row.coefficient(s) < 0 { return s }
    }
    return 0
  }

  func allDummies(_ row: Row) -> Bool {
    row.cells.allSatisfy { kind[Int($0.sym)] == .dummy }
  }

  /// Phase 1: minimise an artificial variable equal to the new row. Returns nil on success,
  /// else the conflicting constraints after undoing the row (the tableau keeps only its basis
  /// change, which leaves the solution set unchanged).
  func addWithArtificialVariable(_ row: Row, _ tag: Tag, _ c: Constraint) -> [Constraint]? {
    let art = newSymbol(.slack)
    var r = row
    r.basic = art
    insertRow(r)
    artificial = Row(constant: row.constant, cells: row.cells)
    optimize(objectiveRow: true)
    let final = artificial ?? Row()
    artificial = nil
    if nearZero(final.constant) {
      let ar = rowOf[Int(art)]
      if ar >= 0 {
        let cells = rows[Int(ar)].cells
        if let entering = cells.first(where: { kind[Int($0.sym)] != .dummy })?.sym {
          pivot(entering, ar)
        } else {
          dropRow(ar)  // art = combination of dummies: the row is redundant
        }
      }
      eliminate(art)
      return nil
    }
    // Undo: remove the equation `art = row` (pivot art in if needed), then its marker.
    removeMarker(art)
    kind[Int(art)] = .invalid
    eliminate(tag.marker)
    return conflictSet(final.cells.map(\.sym), adding: c)
  }

  /// The required constraints owning `syms`, in insertion order, then the rejected one.
  func conflictSet(_ syms: [Int32], adding c: Constraint) -> [Constraint] {
    var found: [(Int, Constraint)] = []
    var seen = Set<ObjectIdentifier>()
    for s in syms {
      guard let o = owner[Int(s)], o !== c, o.strength.isRequired,
        let t = tags[ObjectIdentifier(o)], seen.insert(ObjectIdentifier(o)).inserted
      else { continue }
      found.append((t.seq, o))
    }
    found.sort { $0.0 < $1.0 }
    return found.map(\.1) + [c]
  }

  // MARK: - Removing

  func removeErrorEffects(_ tag: Tag, strength: Strength) {
    for s in [tag.marker, tag.other] where s != 0 && kind[Int(s)] == .error {
      let r = rowOf[Int(s)]
      if r >= 0 {
        Solver.addScaled(&objective, rows[Int(r)], -strength.value)
      } else {
        objective.add(s, -strength.value)
      }
    }
  }

  /// Takes a constraint's marker out of the table: pivot it in if parametric, drop its row.
  func removeMarker(_ marker: Int32) {
    if rowOf[Int(marker)] < 0 {
      guard let ri = markerLeavingRow(marker) else {
        eliminate(marker)  // it occurs nowhere: nothing to remove
        return
      }
      pivot(marker, ri)
    }
    dropRow(rowOf[Int(marker)])
    owner[Int(marker)] = nil
    kind[Int(marker)] = .invalid
  }

  /// kiwi's three-tier choice that keeps the tableau feasible when a marker leaves.
  func markerLeavingRow(_ marker: Int32) -> Int32? {
    var r1 = Double.infinity
    var r2 = Double.infinity
    var first: Int32 = -1
    var second: Int32 = -1
    var third: Int32 = -1
    for ri in cols[Int(marker)] {
      let row = rows[Int(ri)]
      let c = row.coefficient(marker)
      if c == 0 { continue }
      if kind[Int(row.basic)] == .external {
        if third < 0 || row.basic < rows[Int(third)].basic { third = ri }
      } else if c < 0 {
        let r = -row.constant / c
        if r < r1 || (r == r1 && row.basic < rows[Int(first)].basic) {
          r1 = r
          first = ri
        }
      } else {
        let r = row.constant / c
        if r < r2 || (r == r2 && row.basic < rows[Int(second)].basic) {
          r2 = r
          second = ri
        }
      }
    }
    if first >= 0 { return first }
    if second >= 0 { return second }
    return third >= 0 ? third : nil
  }

  // MARK: - Simplex

  /// Primal simplex on the objective (or the artificial row): Bland's rule by symbol id.
  func optimize(objectiveRow artificialRow: Bool) {
    var guardCount = 0
    while true {
      let obj = artificialRow ? (artificial ?? Row()) : objective
      var entering: Int32 = 0
      for c in obj.cells where c.coeff < -epsilon {
        let k = kind[Int(c.sym)]
        if k != .dummy && k != .invalid {
          entering = c.sym
          break
        }
      }
      if entering == 0 { return }
      var best = Double.infinity
      var leave: Int32 = -1
      var leaveBasic: Int32 = .max
      for ri in cols[Int(entering)] {
        let row = rows[Int(ri)]
        if kind[Int(row.basic)] == .external { continue }
        let c = row.coefficient(entering)
        if c < 0 {
          let r = -row.constant / c
          if r < best || (r == best && row.basic < leaveBasic) {
            best = r
            leave = ri
            leaveBasic = row.basic
          }
        }
      }
      guardCount += 1
      if leave < 0 || guardCount > 1_000_000 { return }  // unbounded: cannot happen for L1 objectives
      pivot(entering, leave)
    }
  }

  /// Dual simplex after an edit: restore feasibility while keeping optimality.
  func dualOptimize() {
    var guardCount = 0
    while let b = infeasible.popLast() {
      guard Int(b) < rowOf.count else { continue }
      let ri = rowOf[Int(b)]
      guard ri >= 0 else { continue }
      let row = rows[Int(ri)]
      guard row.constant < 0 && !nearZero(row.constant) else { continue }
      var entering: Int32 = 0
      var best = Double.infinity
      for c in row.cells where c.coeff > 0 {
        let k = kind[Int(c.sym)]
        if k == .dummy || k == .invalid { continue }
        let r = objective.coefficient(c.sym) / c.coeff
        if r < best {
          best = r
          entering = c.sym
        }
      }
      guardCount += 1
      if entering == 0 || guardCount > 1_000_000 { continue }
      pivot(entering, ri)
    }
  }
}
