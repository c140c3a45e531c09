// The seed demo's CSS constants that are looks, not layout (layout comes from the frames).
import Geometry

enum Metrics {
  // MARK: - Cells and controls
  static let cellRadius = 12.0
  static let cellPadding = 16.0
  static let fieldLabelGap = 8.0
  static let focusRingWidth = 2.0
  /// The text insertion point (UITextView's caret is 2 pt wide).
  static let caretWidth = 2.0
  static let segmentTrackRadius = 9.0
  static let segmentPillRadius = 7.0
  static let separatorInset = 16.0
  static let hairline = 0.5
  /// The margin of a standard navigation bar's items on a phone (UIKit's 16 pt).
  static let navigationBarMargin = 16.0
  /// The box of a bar button item's symbol, and the room between two items.
  static let barItemSymbolSize = 24.0
  static let barItemSpacing = 16.0
  /// The row of a navigation bar's items (a large title goes below it).
  static let navigationBarHeight = 44.0
  static let buttonRadius = 14.0
  static let switchKnobInset = 2.0
  /// A disabled UISwitch's opacity.
  static let disabledSwitchOpacity = 0.5
  /// `linear-gradient(to top, var(--bg) 60%, transparent)`.
  static let buttonBarSolidFraction = 0.6

  /// The seed's regular-width screen (`border-radius: 28px`).
  static let sheetCornerRadius = 28.0

  // MARK: - Bars
  static let islandSize = Size(width: 124, height: 36)
  static let islandTop = 11.0
  static let islandRadius = 20.0
  /// Scroll distance over which the bar background fades in (`animation-range: 0px 40px`).
  static let barFadeEnd = 40.0
  /// Scroll range over which the inline title fades in (`animation-range: 40px 64px`).
  static let titleFade = 40.0...64.0
  /// Opacity of the background veil under translucent bars (stands in for the blur).
  static let barVeil = 0.9

  // MARK: - Page controls and steppers
  /// UIPageControl's dots, centre to centre.
  static let pageControlPitch = 16.0
  /// UIStepper (iOS 13 and later): corner radius, glyph length and stroke.
  static let stepperRadius = 8.0
  static let stepperGlyph = 14.0
  static let stepperStroke = 2.0

  // MARK: - Type
  static let body = TextStyle(size: 17, lineHeight: 22, tracking: -0.41)
  static let bodySemibold = TextStyle(size: 17, weight: .semibold, lineHeight: 22, tracking: -0.41)
  /// UIKit's large title (`.largeTitle`, bold).
  static let largeTitle = TextStyle(size: 34, weight: .bold, lineHeight: 41, tracking: 0.37)
  static let footnote = TextStyle(size: 13, lineHeight: 18, tracking: -0.08)
  static let footnoteSemibold = TextStyle(
    size: 13, weight: .semibold, lineHeight: 18, tracking: -0.08)
  static let mono = TextStyle(family: .monospaced, size: 12, lineHeight: 18)
  static let monoTag = TextStyle(family: .monospaced, size: 11, lineHeight: 16)
  /// JetBrains Mono advances every glyph 0.6 em, so monospaced widths are known without Pango.
  static let monoAdvance = 0.6

  // MARK: - Shadows (CSS box-shadow layers, back to front)
  static let pillShadows: [(color: Color, y: Double, blur: Double)] = [
    (Color.black.withAlpha(0.12), 3, 8), (Color.black.withAlpha(0.04), 3, 1),
  ]
  static let knobShadows: [(color: Color, y: Double, blur: Double)] = [
    (Color.black.withAlpha(0.15), 3, 8), (Color.black.withAlpha(0.06), 3, 1),
  ]
}
