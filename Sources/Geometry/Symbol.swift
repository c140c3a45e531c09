/// A symbol image (`UIImage(systemName:)` with a `UIImage.SymbolConfiguration`): which glyph,
/// and the point size, weight and scale it is drawn at. One value for every view that shows a
/// symbol (image views, buttons, cells), measured by the layout engine and drawn by the painter.
///
/// The rules (`UIImage.SymbolConfiguration` semantics, with numbers formshot picks where Apple
/// publishes none; docs/symbols.md explains them):
/// - **Point size** is the font size the symbol matches. A symbol configured with a text style
///   takes that style's size (and weight); without any configuration it is the body style's
///   (17 pt regular), as an image view draws a symbol.
/// - **Scale** sizes the symbol relative to that text: `small` 0.783, `medium` 1, `large` 1.29
///   (the proportions of the small/medium/large guides of Apple's SF Symbols templates).
/// - **Size**: the icon font draws on a 24-unit grid whose live area is 20 units; the glyph is
///   set at `pointSize × scale × 24/20`, so the live area spans one scaled point size (a
///   circle symbol is about as tall as the text's line of capitals plus its descenders, as SF's
///   is). The image's size (its intrinsic content size) is the glyph's ink box.
/// - **Baseline**: a symbol is centred on the cap height of text at its point size, as SF
///   Symbols are, whatever its scale; so its baseline (`baselineOffsetFromBottom`) lies
///   `inkHeight / 2 − capHeight / 2` above its bottom, where `capHeight` is
///   `pointSize × 0.727` (the cap height of Inter, the pinned text font).
/// - **Weight**: the icon font has one weight (about SF's regular). Heavier weights are drawn
///   by stroking the glyph's outline (`outlineWidth`); lighter ones draw as regular.
public struct Symbol: Sendable, Hashable, Codable {
  /// `UIImage.SymbolScale`.
  public enum Scale: String, Sendable, Hashable, Codable, CaseIterable {
    case small, medium, large
    /// The size relative to `medium`.
    public var factor: Double {
      switch self {
      case .small: return 0.783
      case .medium: return 1
      case .large: return 1.29
      }
    }
  }

  /// The SF Symbols name (`chevron.right`), for the inspector and errors.
  public var name: String
  /// The icon font's character drawn for it.
  public var glyph: String
  public var pointSize: Double
  public var weight: FontWeight
  public var scale: Scale
  /// Mirrored in a right-to-left layout (arrows, chevrons).
  public var isDirectional: Bool

  public init(
    name: String, glyph: String, pointSize: Double = 17, weight: FontWeight = .regular,
    scale: Scale = .medium, isDirectional: Bool = false
  ) {
    self.name = name
    self.glyph = glyph
    self.pointSize = pointSize
    self.weight = weight
    self.scale = scale
    self.isDirectional = isDirectional
  }

  /// Inter's cap height per point of size (1490 / 2048 units).
  public static let capHeightRatio = 0.727

  /// The icon font's size: its 20-unit live area spans one scaled point size.
  public var glyphFontSize: Double { pointSize * scale.factor * 24 / 20 }

  /// The style the glyph is set in.
  public var glyphStyle: TextStyle {
    TextStyle(family: .symbols, size: glyphFontSize, lineHeight: glyphFontSize)
  }

  /// The outline stroke that stands in for a heavier weight, in points: 0 up to regular, then
  /// growing with the weight to 1/16 of the glyph size at black (900) — about the stem
  /// difference between SF Symbols' regular and black.
  public var outlineWidth: Double {
    guard weight.value > FontWeight.regular.value else { return 0 }
    return glyphFontSize / 16 * Double(min(weight.value, 900) - 400) / 500
  }

  /// The image's size and baseline from the glyph's ink box (`inkSize`, grown by the outline
  /// stroke): UIKit's `size` and `baselineOffsetFromBottom` (here from the top: the first and
  /// only baseline).
  public func metrics(inkSize: Size) -> (size: Size, baselineFromTop: Double) {
    let grow = outlineWidth
    let size = Size(width: inkSize.width + grow, height: inkSize.height + grow)
    let capHeight = pointSize * Self.capHeightRatio
    return (size, size.height / 2 + capHeight / 2)
  }
}
