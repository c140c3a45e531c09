// UIKit-style console text for a layout's problems.
import LayoutContract
import LayoutVocabulary

/// Explains what went wrong in a layout the way UIKit's console does, so that a form author can
/// recognise the message.
public enum LayoutLog {
  /// One constraint in Auto Layout notation (`cta.bottom == kbd.top - 8 @1000`), the form the
  /// log uses, for inspectors and command-line output.
  public static func notation(_ constraint: LayoutConstraint) -> String {
    Notation.constraint(constraint)
  }

  /// "Unable to simultaneously satisfy constraints." for each broken constraint, then
  /// "Layout is ambiguous for: …". Empty when the layout is clean.
  public static func describe(_ result: LayoutResult) -> String {
    var out = ""
    for b in result.brokenConstraints {
      out += "Unable to simultaneously satisfy constraints.\n"
      out += "\tProbably at least one of the constraints in the following list is one you "
      out += "don't want.\n"
      out += "\tTry this:\n"
      out += "\t\t(1) look at each constraint and try to figure out which you don't expect;\n"
      out += "\t\t(2) find where the unwanted constraint or constraints were written and fix it.\n"
      out += "(\n"
      let lines = b.conflicting.map { "    \"\(Notation.constraintWithSource($0))\"" }
      out += lines.joined(separator: ",\n") + "\n"
      out += ")\n\n"
      out += "Will attempt to recover by breaking constraint\n"
      out += "\"\(Notation.constraintWithSource(b.broken))\"\n\n"
    }
    if !result.ambiguousItems.isEmpty {
      out += "Layout is ambiguous for: "
      out += result.ambiguousItems.map(\.rawValue).joined(separator: ", ")
      out += "\n"
    }
    return out
  }
}
