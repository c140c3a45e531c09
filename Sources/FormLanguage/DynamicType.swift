// Dynamic Type: the text-size categories and each text style's size and leading in each.

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

  /// UIKit's name for the category, for messages and docs.
  public var uikitName: String {
    switch self {
    case .xs: return "extraSmall"
    case .s: return "small"
    case .m: return "medium"
    case .l: return "large"
    case .xl: return "extraLarge"
    case .xxl: return "extraExtraLarge"
    case .xxxl: return "extraExtraExtraLarge"
    case .ax1: return "accessibilityMedium"
    case .ax2: return "accessibilityLarge"
    case .ax3: return "accessibilityExtraLarge"
    case .ax4: return "accessibilityExtraExtraLarge"
    case .ax5: return "accessibilityExtraExtraExtraLarge"
    }
  }

  public static func < (a: TextSizeToken, b: TextSizeToken) -> Bool { a.rank < b.rank }
}

/// Apple's Dynamic Type size tables for iOS and iPadOS: each text style's font size and
/// leading (line height) in points at each text size. Source: Human Interface Guidelines,
/// Typography → Specifications → "iOS, iPadOS Dynamic Type sizes" (docs/traits.md). Tracking
/// stays the style's (`RampStyle.tracking`).
public enum DynamicTypeTable {
  /// Size and leading of one style at one category.
  public struct Metrics: Sendable, Equatable {
    public var size: Double
    public var leading: Double
    public init(size: Double, leading: Double) {
      self.size = size
      self.leading = leading
    }
  }

  /// Style name → (size, leading) per category in `TextSizeToken.ascending` order
  /// (xs s m l xl xxl xxxl ax1 ax2 ax3 ax4 ax5).
  static let rows: [(style: String, metrics: [(Double, Double)])] = [
    (
      "largeTitle",
      [
        (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
        (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
      ]
    ),
    (
      "title1",
      [
        (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
        (38, 46), (43, 51), (48, 57), (53, 62), (58, 68),
      ]
    ),
    (
      "title2",
      [
        (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
        (34, 41), (39, 47), (44, 52), (50, 59), (56, 66),
      ]
    ),
    (
      "title3",
      [
        (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
        (31, 38), (37, 44), (43, 51), (49, 58), (55, 65),
      ]
    ),
    (
      "headline",
      [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
        (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
      ]
    ),
    (
      "body",
      [
        (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
        (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
      ]
    ),
    (
      "callout",
      [
        (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
        (26, 32), (32, 39), (38, 46), (44, 52), (51, 60),
      ]
    ),
    (
      "subheadline",
      [
        (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
        (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
      ]
    ),
    (
      "footnote",
      [
        (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
        (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
      ]
    ),
    (
      "caption1",
      [
        (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
        (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
      ]
    ),
    (
      "caption2",
      [
        (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
        (20, 25), (24, 30), (29, 35), (34, 41), (40, 48),
      ]
    ),
  ]

  /// The style's size and leading at `category`; nil for a name that is not a text style.
  public static func metrics(_ style: String, at category: TextSizeToken) -> Metrics? {
    guard let row = rows.first(where: { $0.style == style }) else { return nil }
    let (size, leading) = row.metrics[category.rank]
    return Metrics(size: size, leading: leading)
  }

  /// The text styles the table covers, in ramp order.
  public static var styles: [String] { rows.map(\.style) }

  /// How much a style grows from Large to `category` (UIFontMetrics' scale for a custom size).
  public static func scale(_ style: String, at category: TextSizeToken) -> Double {
    guard let large = metrics(style, at: .l), let there = metrics(style, at: category) else {
      return 1
    }
    return there.size / large.size
  }
}
