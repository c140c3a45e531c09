/// Printing constraints. The layout log and the X-ray inspector print the same constraints in
/// two dialects; the parser, the layout contract and the stages all print through
/// `ConstraintEquation`, so the dialects cannot drift apart.

/// How a constraint is written.
public enum NotationStyle: Sendable {
  /// UIKit's log: `cta.bottom == kbd.top - 8 @1000` (ASCII operators, the priority always,
  /// numbers rounded to 1/1000).
  case log
  /// The seed's inspector: `cta.bottom = kbd.top − 8`, `w = 0.5 × row.width @750`
  /// (typographic = ≤ ≥ × −, numbers exact, the priority only when optional).
  case inspector
}

/// `first relation multiplier × second + constant @priority` with its anchors already named:
/// what any front end's or stage's constraint prints from.
public struct ConstraintEquation: Sendable, Hashable {
  /// `item.attribute`.
  public var first: String
  public var relation: Relation
  /// Nil for a constant constraint (`height = 50`).
  public var second: String?
  public var multiplier: Double
  public var constant: Double
  public var priority: LayoutPriority
  /// The inspector prints this (e.g. ` + 36 + 16`, ` + systemSpacing`) after `second` in place
  /// of the constant, to show a constant the way its author wrote it.
  public var constantAsWritten: String?

  public init(
    first: String, relation: Relation, second: String?, multiplier: Double = 1,
    constant: Double = 0, priority: LayoutPriority = .required, constantAsWritten: String? = nil
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.constantAsWritten = constantAsWritten
  }

  /// The equation in `style`: `first relation [multiplier ×] second ± constant`, or
  /// `first relation constant`, with the priority as the dialect wants it.
  public func notation(_ style: NotationStyle) -> String {
    let log = style == .log
    let format: NumberFormat = log ? .rounded(3) : .exact
    let number = format.string
    let minus = log ? "-" : "−"
    let op: String
    switch relation {
    case .equal: op = log ? "==" : "="
    case .lessThanOrEqual: op = log ? "<=" : "≤"
    case .greaterThanOrEqual: op = log ? ">=" : "≥"
    }
    var rhs: String
    if let second {
      rhs = multiplier == 1 ? second : "\(number(multiplier)) \(log ? "*" : "×") \(second)"
      if !log, let constantAsWritten {
        rhs += constantAsWritten
      } else if constant > 0 {
        rhs += " + \(number(constant))"
      } else if constant < 0 {
        rhs += " \(minus) \(number(-constant))"
      }
    } else {
      // The log prints a negative constant as a number (`-5`); the inspector with its minus.
      rhs = !log && constant < 0 ? minus + number(-constant) : number(constant)
    }
    let text = "\(first) \(op) \(rhs)"
    if log { return text + " @\(priority)" }
    return priority.isRequired ? text : text + " @\(priority)"
  }
}
