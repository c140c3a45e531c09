import CPangoCairo

/// Which characters a font file has glyphs for, read from the file itself (HarfBuzz), one
/// character at a time, cached: the characters a font lacks are set in another family
/// (`TextStyle.fallbackFamily`). Not thread-safe, like the `TextEngine` that owns it.
final class FontCoverage {
  private var fonts: [String: OpaquePointer?] = [:]
  private var cache: [Key: Bool] = [:]
  private struct Key: Hashable {
    var file: String
    var scalar: UInt32
  }

  deinit {
    for case let font? in fonts.values { hb_font_destroy(font) }
  }

  /// Whether the first face of the file at `path` maps `scalar` to a glyph (true when the file
  /// cannot be read: nothing is then known to fall back).
  func covers(_ scalar: Unicode.Scalar, file path: String) -> Bool {
    let key = Key(file: path, scalar: scalar.value)
    if let known = cache[key] { return known }
    var covered = true
    if let font = font(path) {
      var glyph: hb_codepoint_t = 0
      covered = hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }
    cache[key] = covered
    return covered
  }

  private func font(_ path: String) -> OpaquePointer? {
    if let known = fonts[path] { return known }
    let font = HarfBuzzFile.font(path)?.font
    fonts[path] = font
    return font
  }
}
