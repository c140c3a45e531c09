// Arabic and Hebrew through Pango on the pinned Noto fonts: shaped (joined, ligated), measured,
// and the same pixels from two renderers.
import CairoBackend
import Drawing
import Geometry
import Testing

@Suite struct RightToLeftTextTests {
  /// Shaping: "السلام" is 6 code points; Pango joins its letters and draws lām + alif as one
  /// ligature glyph, so fewer glyphs come out than code points go in. Hebrew does not join.
  @Test func arabicIsShapedIntoFewerGlyphsThanCodePoints() throws {
    let measurer = try PangoTextMeasurer()
    let style = TextStyle(size: 17)
    let arabic = "السلام"
    #expect(arabic.unicodeScalars.count == 6)
    let glyphs = measurer.glyphCount(arabic, style: style)
    #expect(glyphs > 0 && glyphs < arabic.unicodeScalars.count, "\(glyphs) glyphs")
    #expect(measurer.glyphCount("لا", style: style) == 1)
    #expect(measurer.glyphCount("שלום", style: style) == 4)
    // Real glyphs, not boxes: a missing-glyph box is as wide for every letter.
    let width = measurer.measure(arabic, style: style, maxWidth: nil, maxLines: 1).size.width
    #expect(width > 20 && width < 80, "\(width)")
  }

  /// The scripts Pango reaches in fonts other than Inter (Noto Arabic, Noto CJK).
  @Test(arguments: ["إنشاء حساب", "登录 ログイン 로그인"])
  func nonLatinPixelsAreTheSameFromTwoRenderers(text: String) throws {
    let run = TextRun(
      text, style: TextStyle(size: 22, weight: .bold), color: Color(red: 0, green: 0, blue: 0),
      frame: Rect(x: 10, y: 10, width: 200, height: 30), alignment: .trailing, truncation: .tail)
    let list = DisplayList(
      size: Size(width: 220, height: 50), background: Color(red: 1, green: 1, blue: 1),
      items: [.text(run)])
    let a = try CairoRenderer().pixels(list, scale: 2)
    let b = try CairoRenderer().pixels(list, scale: 2)
    #expect(a == b)
    // Something was drawn.
    #expect(a.rgba.contains { $0 < 128 })
  }
}
