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

  /// Hangul syllables are as wide as iOS's Korean font sets them (Apple SD Gothic Neo, 0.868
  /// em), not the stand-in's 0.92 em: SF's tracking skips them, tracking the text sets itself
  /// (a form's `tracking:`) is added to them as to any character.
  @Test func hangulSyllablesAreIOSsWidth() throws {
    let measurer = try PangoTextMeasurer()
    let system = TextStyle(size: 17, tracking: -0.43)
    var explicit = system
    explicit.trackingIsExplicit = true
    let own = measurer.measure("문의하기", style: system, maxWidth: nil, maxLines: 1).size.width
    let tracked = measurer.measure("문의하기", style: explicit, maxWidth: nil, maxLines: 1).size.width
    #expect(abs(own - 4 * 17 * 0.868) < 0.02, "\(own)")
    #expect(abs(tracked - 4 * (17 * 0.868 - 0.43)) < 0.02, "\(tracked)")
  }
}
