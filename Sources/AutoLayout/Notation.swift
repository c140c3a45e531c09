/// Text forms of numbers and constraints shared by the log and the reports.
import FormState

enum Notation {
  /// `v` rounded to 1/1000 pt, printed shortest (see `NumberText`).
  static func number(_ v: Double) -> String { NumberText.format(v, decimals: 3) }

  /// A constraint in Auto Layout notation: `cta.bottom == kbd.top - 8 @1000`.
  static func constraint(_ c: LayoutConstraint) -> String { c.notation(.log) }

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
