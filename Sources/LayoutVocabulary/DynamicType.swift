// Dynamic Type: the text-size categories and each text style's size and leading in each.
// Here rather than in a front end because both the `.form` resolver and the Interface Builder
// reader size text styles by them.

/// A Dynamic Type text size (`UIContentSizeCategory`), from the smallest to the largest:
/// seven standard sizes, then five accessibility sizes. `large` is the default.
public enum ContentSizeCategory: Int, Sendable, CaseIterable, Comparable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
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

  /// Style name → (size, leading) per category, in `ContentSizeCategory` order
  /// (extraSmall … accessibilityExtraExtraExtraLarge).
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
  public static func metrics(_ style: String, at category: ContentSizeCategory) -> Metrics? {
    guard let row = rows.first(where: { $0.style == style }) else { return nil }
    let (size, leading) = row.metrics[category.rawValue]
    return Metrics(size: size, leading: leading)
  }

  /// tvOS's text styles, one size each (tvOS had no text-size setting before tvOS 27): the HIG's
  /// "tvOS built-in text styles" table (Typography → Specifications), all medium; subheadline
  /// and footnote, which that table leaves out, at UIKit's 29 pt with the body's leading.
  static let tvRows: [String: (size: Double, leading: Double)] = [
    "title1": (76, 96), "title2": (57, 66), "title3": (48, 56), "headline": (38, 46),
    "callout": (31, 38), "body": (29, 36), "subheadline": (29, 36), "footnote": (29, 36),
    "caption1": (25, 32), "caption2": (23, 30),
  ]

  /// A text style's size and leading on tvOS; nil for a style tvOS does not have.
  public static func tvMetrics(_ style: String) -> Metrics? {
    tvRows[style].map { Metrics(size: $0.size, leading: $0.leading) }
  }

  /// The text styles the table covers, in ramp order.
  public static var styles: [String] { rows.map(\.style) }

  /// How much a style grows from Large to `category` (UIFontMetrics' scale for a custom size).
  public static func scale(_ style: String, at category: ContentSizeCategory) -> Double {
    guard let large = metrics(style, at: .large), let there = metrics(style, at: category) else {
      return 1
    }
    return there.size / large.size
  }
}
