// Text forms of numbers and constraints shared by the log and the reports.
import LayoutContract
import LayoutVocabulary

enum Notation {
  /// `v` rounded to 1/1000 pt, printed shortest (see `NumberFormat`).
  static func number(_ v: Double) -> String { NumberFormat.rounded(3).string(v) }

  /// A constraint in Auto Layout notation: `cta.bottom == kbd.top - 8 @1000`.
  static func constraint(_ c: LayoutConstraint) -> String { c.notation(.log) }

  /// The notation plus where the constraint came from: `file:line:col` for written ones, the
  /// engine's reason for derived ones.
  static func constraintWithSource(_ c: LayoutConstraint) -> String {
    var text = constraint(c)
    if let note = c.sourceNote { text += "  (\(note))" }
    return text
  }
}
