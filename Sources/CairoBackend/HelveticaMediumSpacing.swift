import CPangoCairo
import Geometry

/// Helvetica Neue's medium face, which no free font matches, is set in Liberation Sans Regular
/// with each character widened by half of what Liberation Sans Bold adds to it: the medium
/// face's advances are about halfway between the regular's and the bold's, as Xcode's stored
/// widths show (its digits are 0.556 em in all three). Of the read sets' 31 one-line HelveticaNeue-Medium labels whose width is
/// their text's (7 apps), 16 are within 0.5 pt of their stored width this way and 30 within
/// 2 pt, where Inter Medium put 6 and 17. By the font files' advances alone, Liberation Sans
/// Regular puts 6 and 14 there, Bold 5 and 15, a third of the way (the weight's 500 between
/// 400 and 700) 12 and 28.
///
/// Reads the advances from the pinned font files themselves (HarfBuzz), one character at a
/// time, cached. Not thread-safe, like the `TextEngine` that owns it.
final class HelveticaMediumSpacing {
  private struct Pair {
    var regular: OpaquePointer
    var bold: OpaquePointer
    var upem: Double
  }
  private var upright: Pair?
  private var italic: Pair?
  private var loaded = false
  private var cache: [Key: Double] = [:]
  private struct Key: Hashable {
    var scalar: UInt32
    var italic: Bool
  }

  /// Whether a style is set this way: the Helvetica stand-in at medium weight, which would
  /// otherwise snap to the regular face.
  static func applies(to style: TextStyle) -> Bool {
    style.family == .helvetica && style.fontFile == nil && style.weight == .medium
  }

  deinit {
    for pair in [upright, italic].compactMap({ $0 }) {
      hb_font_destroy(pair.regular)
      hb_font_destroy(pair.bold)
    }
  }

  /// The extra advance of `scalar` in ems (0 for a character neither face has).
  func extraEm(_ scalar: Unicode.Scalar, italic isItalic: Bool) -> Double {
    let key = Key(scalar: scalar.value, italic: isItalic)
    if let cached = cache[key] { return cached }
    load()
    var extra = 0.0
    if let pair = isItalic ? italic : upright {
      var regularGlyph: hb_codepoint_t = 0
      var boldGlyph: hb_codepoint_t = 0
      if hb_font_get_nominal_glyph(pair.regular, scalar.value, &regularGlyph) != 0,
        hb_font_get_nominal_glyph(pair.bold, scalar.value, &boldGlyph) != 0
      {
        let regular = Double(hb_font_get_glyph_h_advance(pair.regular, regularGlyph))
        let bold = Double(hb_font_get_glyph_h_advance(pair.bold, boldGlyph))
        extra = (bold - regular) / 2 / pair.upem
      }
    }
    cache[key] = extra
    return extra
  }

  private func load() {
    guard !loaded else { return }
    loaded = true
    func path(_ face: String) -> String? {
      PinnedFonts.helveticaFiles.map(\.path).first { $0.hasSuffix("-\(face).ttf") }
    }
    upright = Self.pair(path("Regular"), path("Bold"))
    italic = Self.pair(path("Italic"), path("BoldItalic"))
  }

  private static func pair(_ regularPath: String?, _ boldPath: String?) -> Pair? {
    guard let regularPath, let boldPath, let regular = HarfBuzzFile.font(regularPath) else { return nil }
    guard let bold = HarfBuzzFile.font(boldPath) else {
      hb_font_destroy(regular.font)
      return nil
    }
    return Pair(regular: regular.font, bold: bold.font, upem: regular.upem)
  }
}
