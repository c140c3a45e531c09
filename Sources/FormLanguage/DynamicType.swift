// Dynamic Type in a form's states: the text-size tokens (`xs` … `ax5`); the table of sizes is
// LayoutVocabulary's `DynamicTypeTable`.

import LayoutVocabulary

/// A Dynamic Type text size (`UIContentSizeCategory`): seven standard sizes and five
/// accessibility sizes. `l` (Large) is the default, the size the type ramp (`RampStyle`) lists.
public enum TextSizeToken: String, BuiltInToken, Comparable {
  case l, xs, s, m, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5

  public static let axis = BuiltInAxis.textSize

  /// The categories from the smallest to the largest (`allCases` starts with the default).
  public static let ascending: [TextSizeToken] = [
    .xs, .s, .m, .l, .xl, .xxl, .xxxl, .ax1, .ax2, .ax3, .ax4, .ax5,
  ]

  /// Position in `ascending`: xs is 0, ax5 is 11.
  public var rank: Int { Self.ascending.firstIndex(of: self) ?? 3 }

  /// One of the five larger accessibility sizes (`isAccessibilityCategory`).
  public var isAccessibilitySize: Bool { rank >= TextSizeToken.ax1.rank }

  /// UIKit's name for the category, for messages and docs (`extraSmall`, …).
  public var uikitName: String { String(describing: category) }

  public static func < (a: TextSizeToken, b: TextSizeToken) -> Bool { a.rank < b.rank }
}

extension TextSizeToken {
  /// The UIKit category the token names.
  public var category: ContentSizeCategory { ContentSizeCategory(rawValue: rank) ?? .large }
}

extension DynamicTypeTable {
  /// The style's size and leading at the text size a form's state names.
  public static func metrics(_ style: String, at size: TextSizeToken) -> Metrics? {
    metrics(style, at: size.category)
  }

  /// How much a style grows from Large to the text size a form's state names.
  public static func scale(_ style: String, at size: TextSizeToken) -> Double {
    scale(style, at: size.category)
  }
}
