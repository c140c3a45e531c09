// MARK: - Variable

/// A named unknown of a constraint system; the solver writes its value in `updateVariables()`.
///
/// Variables have identity semantics: two variables with the same name are different unknowns.
/// Hashing goes through `ObjectIdentifier`, which is only used for lookups; the solver never
/// iterates a hashed collection into a result, so answers do not depend on hashing order.
/// `@unchecked Sendable` so errors can carry it: only the solver using it writes `value`, so
/// keep a solver and its variables on one task.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
  /// The name used in error messages and dumps; it takes no part in identity.
  public var name: String {
    suffix.utf8CodeUnitCount == 0 ? base : base + suffix.description
  }
  /// The name is `base + suffix`, joined only when read: a layout names four to six
  /// variables per view (`p12.left`, …) and never prints most of them, and each joined name
  /// longer than 15 bytes was an allocation of its own.
  let base: String
  let suffix: StaticString
  /// The value found by the last `Solver.updateVariables()`; 0 before any solve.
  public internal(set) var value: Double = 0
  /// Where the solver that met this variable first keeps it (`SolverCore.symbol(for:)`): a
  /// cache checked by identity, so a stale value only costs a dictionary lookup.
  var slotOwner: ObjectIdentifier?
  var slot: Int32 = -1

  /// Creates a fresh unknown.
  public init(_ name: String = "") {
    self.base = name
    self.suffix = ""
  }

  /// A variable named `base + suffix` (`Variable("p12", suffix: ".left")`).
  public init(_ base: String, suffix: StaticString) {
    self.base = base
    self.suffix = suffix
  }

  public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  public var description: String { name.isEmpty ? "<var>" : name }
}
