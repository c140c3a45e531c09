/// The iOS type ramp at the default ("Large") text size: ios-metrics.md §4.

/// One text style of the ramp.
public struct RampStyle: Sendable, Equatable {
  public var name: String
  public var size: Double
  public var lineHeight: Double
  public var tracking: Double
  /// CSS/OpenType weight (400 regular, 600 semibold, 700 bold).
  public var weight: Int

  /// Every style, by its UIKit name (`UIFont.TextStyle`).
  public static let all: [RampStyle] = [
    RampStyle(name: "largeTitle", size: 34, lineHeight: 41, tracking: 0.40, weight: 400),
    RampStyle(name: "title1", size: 28, lineHeight: 34, tracking: 0.38, weight: 400),
    RampStyle(name: "title2", size: 22, lineHeight: 28, tracking: -0.26, weight: 400),
    RampStyle(name: "title3", size: 20, lineHeight: 25, tracking: -0.45, weight: 400),
    RampStyle(name: "headline", size: 17, lineHeight: 22, tracking: -0.43, weight: 600),
    RampStyle(name: "body", size: 17, lineHeight: 22, tracking: -0.43, weight: 400),
    RampStyle(name: "callout", size: 16, lineHeight: 21, tracking: -0.31, weight: 400),
    RampStyle(name: "subheadline", size: 15, lineHeight: 20, tracking: -0.23, weight: 400),
    RampStyle(name: "footnote", size: 13, lineHeight: 18, tracking: -0.08, weight: 400),
    RampStyle(name: "caption1", size: 12, lineHeight: 16, tracking: 0, weight: 400),
    RampStyle(name: "caption2", size: 11, lineHeight: 13, tracking: 0.06, weight: 400),
  ]

  public static func named(_ name: String) -> RampStyle? { all.first { $0.name == name } }

  /// Weight names accepted by `weight:` and after a style name.
  public static let weights: [(String, Int)] = [
    ("ultraLight", 100), ("thin", 200), ("light", 300), ("regular", 400), ("medium", 500),
    ("semibold", 600), ("bold", 700), ("heavy", 800), ("black", 900),
  ]
  public static func weight(named name: String) -> Int? {
    weights.first { $0.0 == name }?.1
  }
}
