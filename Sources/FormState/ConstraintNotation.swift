/// Printing constraints and numbers. The layout log and the X-ray inspector print the same
/// constraints in two dialects; one implementation keeps them from drifting apart.

/// How a constraint is written.
public enum NotationStyle: Sendable {
  /// UIKit's log: `cta.bottom == kbd.top - 8 @1000` (ASCII operators, priority always).
  case log
  /// The seed's inspector: `cta.bottom = kbd.top − 8` (typographic = ≤ ≥ × −, no priority).
  case inspector
}

/// Numbers as people read them in layouts.
public enum NumberText {
  /// `v` rounded to `decimals` places and printed shortest: no "-0", integers without ".0",
  /// very large values in exponent form (never a trap). Non-finite values print as `null`:
  /// they only come from a broken layout.
  public static func format(_ v: Double, decimals: Int) -> String {
    guard v.isFinite else { return "null" }
    var scale = 1.0
    for _ in 0..<max(0, decimals) { scale *= 10 }
    var r = (v * scale).rounded() / scale
    if r == 0 { r = 0 }  // folds -0 into 0
    if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
    return "\(r)"
  }
}

extension LayoutConstraint {
  /// The constraint as an equation: `first relation [multiplier ×] second ± constant`, or
  /// `first relation constant`.
  public func notation(_ style: NotationStyle) -> String {
    let log = style == .log
    let number = { (v: Double) in NumberText.format(v, decimals: log ? 3 : 2) }
    let op: String
    switch relation {
    case .equal: op = log ? "==" : "="
    case .lessThanOrEqual: op = log ? "<=" : "≤"
    case .greaterThanOrEqual: op = log ? ">=" : "≥"
    }
    var rhs: String
    if let second {
      rhs = multiplier == 1 ? "\(second)" : "\(number(multiplier)) \(log ? "*" : "×") \(second)"
      if constant > 0 { rhs += " + \(number(constant))" }
      if constant < 0 { rhs += " \(log ? "-" : "−") \(number(-constant))" }
    } else {
      rhs = number(constant)
    }
    return "\(first) \(op) \(rhs)" + (log ? " @\(priority)" : "")
  }
}
