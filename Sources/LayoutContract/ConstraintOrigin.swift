/// Where a constraint comes from, kept as data rather than as pre-rendered text: front ends and
/// stages say *why* a constraint exists, and the inspector line and the log's note are rendered
/// from that here, in one place.
import LayoutVocabulary

/// Where a constraint comes from. A new source of constraints gets its own case here (a stack
/// view's generated `UISV-spacing`, an Interface Builder constraint's object id) and its text in
/// `inspectorText` / `sourceNote`, never a string made up at the call site.
public enum ConstraintOrigin: Sendable, Hashable {
  /// Written in a source file. `constantAsWritten` keeps a constant written as several terms
  /// (` + 36 + 16`, ` + systemSpacing`) so the inspector shows it as its author wrote it.
  case written(SourceLocation, constantAsWritten: String? = nil)
  /// Made by a front end or a stage to express a rule of the platform.
  case derived(DerivedReason)
}

extension ConstraintOrigin {
  /// Where it was written; nil for a derived constraint.
  public var location: SourceLocation? {
    if case .written(let location, _) = self { return location }
    return nil
  }
}

/// Why a front end or stage made a constraint that nobody wrote.
public enum DerivedReason: Sendable, Hashable {
  /// A guide placed by its owner (safe area insets, readable content width, scroll view
  /// guides, the keyboard guide's sides): the equation says it all.
  case guide
  /// A layout margins guide's leading or trailing edge. UIKit reports it against the
  /// superview with the whole inset (safe area plus margin), so the inspector does too:
  /// `margins.leading = superview.leading + 36`.
  case layoutMargin(inset: Double)
  /// The keyboard layout guide's height, set by where the keyboard is.
  case keyboard(KeyboardGuidePlacement)
  /// The system keyboard view, which fills the keyboard layout guide.
  case systemKeyboard
  /// The root view's frame is the canvas.
  case rootFrame
  /// `contentLayoutGuide.top = scrollView.top − contentOffset`: the scroll offset.
  case contentOffset
  /// A scroll view's frame layout guide is its frame.
  case scrollFrame
  /// A text item's baseline below its top.
  case textBaseline
  /// Intrinsic content size: `size <= intrinsic @hugging`.
  case contentHugging
  /// Intrinsic content size: `size >= intrinsic @compressionResistance`.
  case compressionResistance
}

/// Where the keyboard puts the keyboard layout guide.
public enum KeyboardGuidePlacement: Sendable, Hashable {
  /// A docked software keyboard: the guide is the keyboard.
  case shown
  /// No keyboard: the guide is the safe area's bottom inset.
  case hidden
  /// A floating or split keyboard the guide does not follow.
  case undocked
  /// A floating or split keyboard the guide follows (`followsUndockedKeyboard`).
  case undockedFollowed
  /// A hardware keyboard's shortcut bar, the guide spanning the window's width.
  case hardwareBar
  /// A hardware keyboard's shortcut bar the guide follows.
  case hardwareBarFollowed
}

extension LayoutConstraint {
  /// The constraint's equation with its anchors as they are named in the form.
  public var equation: ConstraintEquation {
    var constantAsWritten: String?
    if case .written(_, let text)? = origin { constantAsWritten = text }
    return ConstraintEquation(
      first: first.description, relation: relation, second: second?.description,
      multiplier: multiplier, constant: constant, priority: priority,
      constantAsWritten: constantAsWritten)
  }

  /// The constraint as an equation: `first relation [multiplier ×] second ± constant`, or
  /// `first relation constant`.
  public func notation(_ style: NotationStyle) -> String { equation.notation(style) }

  /// The inspector's line: the equation as written, or the reason a stage made the
  /// constraint, with the priority when it is optional (`content hugging @250`).
  public var inspectorText: String {
    guard let reason = reasonText else { return notation(.inspector) }
    return priority.isRequired ? reason : reason + " @\(priority)"
  }

  /// What the log adds in parentheses after the equation: `file:line:column` for a written
  /// constraint, the reason for a derived one; nil when the origin is unknown.
  public var sourceNote: String? {
    switch origin {
    case .written(let location, _)?: return location.description
    case .derived(.guide)?: return notation(.inspector)
    case .derived?: return reasonText
    case nil: return nil
    }
  }

  /// The words for a derived constraint whose equation would not explain it; nil when the
  /// equation is the best text.
  private var reasonText: String? {
    guard case .derived(let reason)? = origin else { return nil }
    let id = first.item
    switch reason {
    case .guide: return nil
    case .layoutMargin(let inset):
      let attribute = first.attribute
      let sign = attribute == .trailing || attribute == .right ? "−" : "+"
      return "\(first) = superview.\(attribute.rawValue) \(sign) "
        + NumberFormat.exact.string(inset)
    case .keyboard(let placement):
      switch placement {
      case .shown: return "\(id).top = keyboard.top (keyboard shown)"
      case .hidden: return "\(id).top = safeArea.bottom (keyboard hidden)"
      case .undocked: return "\(id).top = safeArea.bottom (keyboard undocked)"
      case .undockedFollowed: return "\(id) = keyboard (undocked keyboard, followed)"
      case .hardwareBar: return "\(id).top = shortcutBar.top (hardware keyboard)"
      case .hardwareBarFollowed: return "\(id) = shortcutBar (hardware keyboard, followed)"
      }
    case .systemKeyboard:
      return "keyboard.\(first.attribute.rawValue) = \(second.map(\.description) ?? "")"
    case .rootFrame: return "root frame"
    case .contentOffset: return "contentLayoutGuide.top = scrollView.top − contentOffset"
    case .scrollFrame: return "frameLayoutGuide = scrollView frame"
    case .textBaseline: return "text baseline"
    case .contentHugging: return "content hugging"
    case .compressionResistance: return "compression resistance"
    }
  }
}
