// Chinese, Japanese and Korean through Pango on the pinned Noto Sans CJK: real glyphs, measured
// as iOS measures them (one em each); RightToLeftTextTests checks their pixels from two renderers.
import CairoBackend
import Drawing
import Geometry
import Testing

@Suite struct CJKTextTests {
  /// Han and kana glyphs are one em wide, as in PingFang and Hiragino before iOS 13 (Yep's
  /// 13-pt "大观园" is stored 39 wide by Xcode; from iOS 13 they are spaced 0.02 em further,
  /// `TextStyle.cjkSpacing`, here 0); Hangul syllables are a little narrower (0.92 em in Noto
  /// Sans CJK). A missing-glyph box is 10 pt at 13 pt (0.77 em), so tofu fails both.
  @Test func glyphsAreRealAndAboutOneEmWide() throws {
    let measurer = try PangoTextMeasurer()
    var style = TextStyle(size: 13)
    style.cjkSpacing = 0
    func width(_ text: String) -> Double {
      measurer.measure(text, style: style, maxWidth: nil, maxLines: 1).size.width
    }
    for text in ["大观园", "こんにちは"] {
      #expect(abs(width(text) - 13 * Double(text.count)) < 0.5, "\(text): \(width(text))")
    }
    let hangul = "안녕하세요"
    #expect(width(hangul) > 0.85 * 13 * 5 && width(hangul) <= 13 * 5, "\(width(hangul))")
  }
}
