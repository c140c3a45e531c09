/// The words of the language: view kinds, layout attributes, shorthands, properties.

/// The kinds of views a form can declare (the language's words, mapped to `ItemKind` by the
/// resolver). Built-in guides have their own kinds so the resolver knows how to place them.
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
  case screen, view, spacer, guide, statusBar, navigationBar, barButton, scrollView
  case label, largeTitle, sectionHeader, footnote, textField
  case segmentedControl, segment, selection, table, row
  case `switch`, button, buttonBar, homeIndicator, keyboard
  /// `UIImageView` showing a PNG (`source:`); sized by the image in points.
  case image
  /// A `UIStackView`: its child views are its arranged subviews, in order.
  case stack
  // Built in (never written as a kind):
  case safeAreaGuide, layoutMarginsGuide, readableContentGuide, keyboardGuide
  case scrollContentGuide, scrollFrameGuide

  /// The kinds a form may write.
  static let declarable: [ViewKind] = allCases.filter { !$0.isBuiltInGuide }

  public var isBuiltInGuide: Bool {
    switch self {
    case .safeAreaGuide, .layoutMarginsGuide, .readableContentGuide, .keyboardGuide,
      .scrollContentGuide, .scrollFrameGuide:
      return true
    default: return false
    }
  }
  /// Kinds that are a `UILabel` in some role: their content is text styled by `style:` and
  /// friends, and they share the text properties (`lines`, `alignment`, `mirror`, …).
  public var isText: Bool {
    switch self {
    case .label, .largeTitle, .sectionHeader, .footnote: return true
    default: return false
    }
  }
  /// The text kinds, in declaration order.
  public static let textKinds: [ViewKind] = allCases.filter(\.isText)
  /// The size the kind has by itself (UIKit's `intrinsicContentSize`; nil on an axis it
  /// leaves to constraints), for kinds whose size does not come from text.
  public var intrinsicSize: (width: Double?, height: Double?)? {
    switch self {
    case .textField: return (nil, 50)
    case .switch: return (51, 31)
    case .segmentedControl: return (nil, 32)
    case .row: return (nil, 44)
    default: return nil
    }
  }

  /// The padding around a one-line title, for kinds sized by their title (buttons).
  public var titlePadding: Insets? {
    switch self {
    case .barButton: return Insets(top: 8, left: 8, bottom: 8, right: 8)
    case .button: return Insets(top: 14, left: 20, bottom: 14, right: 20)
    default: return nil
    }
  }

  /// Kinds that open a name scope by themselves.
  var opensScope: Bool { self == .row }
}

/// The built-in guides, by every name they answer to.
enum BuiltInGuide: String, CaseIterable {
  case safeArea, layoutMargins, readableContent, keyboard

  /// Every name `named` answers to.
  static let allNames = [
    "safeArea", "safeAreaLayoutGuide", "layoutMargins", "margins", "layoutMarginsGuide",
    "readableContent", "readableContentGuide", "keyboard", "keyboardLayoutGuide",
  ]

  static func named(_ name: String) -> BuiltInGuide? {
    switch name {
    case "safeArea", "safeAreaLayoutGuide": return .safeArea
    case "layoutMargins", "margins", "layoutMarginsGuide": return .layoutMargins
    case "readableContent", "readableContentGuide": return .readableContent
    case "keyboard", "keyboardLayoutGuide": return .keyboard
    default: return nil
    }
  }
  var kind: ViewKind {
    switch self {
    case .safeArea: return .safeAreaGuide
    case .layoutMargins: return .layoutMarginsGuide
    case .readableContent: return .readableContentGuide
    case .keyboard: return .keyboardGuide
    }
  }
}

/// The seed's anchor vocabulary.
enum ShorthandKeyword: String, CaseIterable {
  case below, above, after, before
  case alignLeading = "align-leading"
  case alignTrailing = "align-trailing"
  case alignTop = "align-top"
  case alignBottom = "align-bottom"
  case alignCenterX = "align-centerX"
  case alignCenterY = "align-centerY"
  case syncWidth = "sync-width"
  case syncHeight = "sync-height"
  case pinTop = "pin-top"
  case pinBottom = "pin-bottom"
  case pinLeading = "pin-leading"
  case pinTrailing = "pin-trailing"
  case pinX = "pin-x"
  case pinY = "pin-y"
  case fill
  case stretchX = "stretch-x"
  case stretchY = "stretch-y"
  case to, side

  /// Whether a target may follow the keyword.
  var takesTarget: Bool {
    switch self {
    case .pinTop, .pinBottom, .pinLeading, .pinTrailing, .pinX, .pinY, .side: return false
    default: return true
    }
  }
  var takesMultiplier: Bool { self == .syncWidth || self == .syncHeight }
  /// The four that make an ordering chain (and may be used after `side`).
  var isSide: Bool { [.below, .above, .after, .before].contains(self) }
}
