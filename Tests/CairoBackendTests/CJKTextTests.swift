// Chinese, Japanese and Korean through Pango on the pinned Noto Sans CJK: real glyphs, measured
// as iOS measures them (one em each), and the same pixels from two renderers.
import CairoBackend
import Drawing
import Geometry
import Testing

@Suite struct CJKTextTests {
  /// Han and kana glyphs are one em wide, as in PingFang and Hiragino on iOS (Yep's 13-pt
  /// "大观园" is stored 39 wide by Xcode); Hangul syllables are a little narrower (0.92 em in
  /// Noto Sans CJK). A missing-glyph box is 10 pt at 13 pt (0.77 em), so tofu fails both.
  @Test func glyphsAreRealAndAboutOneEmWide() throws {
    let measurer = try PangoTextMeasurer()
    let style = TextStyle(size: 13)
    func width(_ text: String) -> Double {
      measurer.measure(text, style: style, maxWidth: nil, maxLines: 1).size.width
    }
    for text in ["大观园", "こんにちは"] {
      #expect(abs(width(text) - 13 * Double(text.count)) < 0.5, "\(text): \(width(text))")
    }
    let hangul = "안녕하세요"
    #expect(width(hangul) > 0.85 * 13 * 5 && width(hangul) <= 13 * 5, "\(width(hangul))")
  }

  @Test func pixelsAreTheSameFromTwoRenderers() throws {
    let run = TextRun(
      "登录 ログイン 로그인", style: TextStyle(size: 17, weight: .bold), color: Color(red: 0, green: 0, blue: 0),
      frame: Rect(x: 10, y: 10, width: 300, height: 30), alignment: .leading, truncation: .tail)
    let list = DisplayList(
      size: Size(width: 320, height: 50), background: Color(red: 1, green: 1, blue: 1),
      items: [.text(run)])
    let a = try CairoRenderer().pixels(list, scale: 2)
    let b = try CairoRenderer().pixels(list, scale: 2)
    #expect(a == b)
    #expect(a.rgba.contains { $0 < 128 })
  }
}
