/// Text forms of numbers and constraints shared by the log and the reports.
import FormState

enum Notation {
  /// `v` rounded to 1/1000 pt, printed shortest: no "-0", integers without ".0".
  /// Non-finite values print as `null` (they only come from a broken layout).
  static func number(_ v: Double) -> String {
    guard v.isFinite else { return "null" }
    var r = (v * 1000).rounded() / 1000
    if r == 0 { r = 0 }  // folds -0 into 0
    if r == r.rounded(), abs(r) < 1e15 { return String(Int(r)) }
    return "\(r)"
  }

  /// A constraint in Auto Layout notation: `cta.bottom == kbd.top - 8 @1000`.
  static func constraint(_ c: LayoutConstraint) -> String {
    let op: String
    switch c.relation {
    case .equal: op = "=="
    case .lessThanOrEqual: op = "<="
    case .greaterThanOrEqual: op = ">="
    }
    var rhs = ""
    if let second = c.second {
      rhs = c.multiplier == 1 ? "\(second)" : "\(number(c.multiplier)) * \(second)"
      if c.constant != 0 {
        rhs += (c.constant < 0 ? " - " : " + ") + number(abs(c.constant))
      }
    } else {
      rhs = number(c.constant)
    }
    return "\(c.first) \(op) \(rhs) @\(c.priority)"
  }

  /// The notation plus where the constraint came from: `file:line:col` for written ones, the
  /// engine's reason for derived ones.
  static func constraintWithSource(_ c: LayoutConstraint) -> String {
    var text = constraint(c)
    if let origin = c.origin {
      text += "  (\(origin))"
    } else if let label = c.label {
      text += "  (\(label))"
    }
    return text
  }
}
