// MARK: - RelationalOperator

/// The relation between a constraint's expression and zero.
public enum RelationalOperator: Sendable {
  case lessThanOrEqual, equal, greaterThanOrEqual
}

// MARK: - Constraint

/// `expression (<=|==|>=) 0` at a strength; a handle the solver adds and removes by identity.
///
/// Two constraints made from the same text are different handles (kiwi): adding the same
/// handle twice is `duplicateConstraint`, adding an equal new one is accepted.
/// Immutable; `@unchecked Sendable` only because its expression refers to `Variable`s.
public final class Constraint: Hashable, CustomStringConvertible, @unchecked Sendable {
  public let expression: Expression
  public let op: RelationalOperator
  public let strength: Strength
  /// A number the caller chooses (default -1) to find its own record of this constraint
  /// without hashing, e.g. an index into an array; the solver never reads it.
  public let tag: Int
  /// Where the solver that added this handle first keeps its book-keeping (see
  /// `SolverCore.tagSlot(of:)`): a cache checked by identity, so a stale value only costs a
  /// dictionary lookup.
  var slotOwner: ObjectIdentifier?
  var slot: Int32 = -1

  /// Creates a constraint `expression op 0`; the strength is clipped to 0…required.
  public init(
    _ expression: Expression, _ op: RelationalOperator, strength: Strength = .required,
    tag: Int = -1
  ) {
    self.expression = expression
    self.op = op
    self.strength = strength
    self.tag = tag
  }

  /// A new handle for the same relation at another strength.
  public func withStrength(_ s: Strength) -> Constraint {
    Constraint(expression, op, strength: s, tag: tag)
  }

  public static func == (lhs: Constraint, rhs: Constraint) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  public var description: String {
    var s = ""
    for (i, t) in expression.terms.enumerated() {
      let c = t.coefficient
      if i > 0 { s += c < 0 ? " - " : " + " } else if c < 0 { s += "-" }
      if abs(c) != 1 { s += "\(abs(c))*" }
      s += t.variable.description
    }
    if expression.constant != 0 || expression.terms.isEmpty {
      if expression.terms.isEmpty {
        s += "\(expression.constant)"
      } else {
        s += expression.constant < 0 ? " - \(-expression.constant)" : " + \(expression.constant)"
      }
    }
    switch op {
    case .lessThanOrEqual: s += " <= 0"
    case .equal: s += " == 0"
    case .greaterThanOrEqual: s += " >= 0"
    }
    return strength.isRequired ? s : s + " | \(strength)"
  }
}

// MARK: - SolverError

/// Why a solver call was refused; every case carries the object that caused it.
public enum SolverError: Error, Equatable {
  /// A required constraint cannot hold together with the required constraints already added.
  /// `conflicting` lists required constraints that together are infeasible (best effort, in
  /// insertion order, including the rejected one). The solver is unchanged.
  case unsatisfiable(Constraint, conflicting: [Constraint])
  /// The same constraint handle was added twice.
  case duplicateConstraint(Constraint)
  /// The constraint handle was never added (or already removed).
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must be soft: a required edit would make every suggestion a hard fact.
  case badRequiredStrength
  /// A coefficient, the constant or the strength is infinite or NaN: the tableau works in
  /// doubles and cannot hold it. The solver is unchanged.
  case nonFinite(Constraint)
}
