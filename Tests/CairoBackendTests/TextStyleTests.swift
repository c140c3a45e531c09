// The text features a style carries: italic and every weight of the pinned Inter, tabular
// digits, and the line break modes (`NSLineBreakMode`) measured as they are drawn.
import CairoBackend
import Geometry
import Testing

@Suite struct TextStyleTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }

  func width(_ text: String, _ style: TextStyle) -> Double {
    measurer.measure(text, style: style, maxWidth: nil, maxLines: 1).size.width
  }

  @Test func italicIsItsOwnFace() {
    let upright = TextStyle(size: 17)
    let italic = TextStyle(size: 17, italic: true)
    let text = "Create your account"
    #expect(width(text, italic) != width(text, upright))
    // The italic face slants: its ink leans right of the upright's at the top of the line.
    let ink = measurer.inkBox("l", style: italic), straight = measurer.inkBox("l", style: upright)
    #expect(ink.width > straight.width + 1)
  }

  /// Inter has all nine weights: each is a face of its own, heavier ones wider.
  @Test func everyWeightIsItsOwnFace() {
    let text = "Settings"
    let widths = stride(from: 100, through: 900, by: 100).map {
      width(text, TextStyle(size: 20, weight: FontWeight($0)))
    }
    for (lighter, heavier) in zip(widths, widths.dropFirst()) { #expect(heavier > lighter) }
  }

  @Test func monospacedDigitsAreEquallyWide() {
    let tabular = TextStyle(size: 17, monospacedDigits: true)
    let proportional = TextStyle(size: 17)
    #expect(width("1111.11", tabular) == width("8888.88", tabular))
    #expect(width("1111.11", proportional) < width("8888.88", proportional))
  }

  static let long = "Two lines at most: this text wraps onto a second line and is then cut off"

  /// `lines: 2` (truncating tail): two lines, the second ending in "…" within the width.
  @Test func twoLinesTruncate() {
    let style = TextStyle(size: 17, lineHeight: 22)
    let all = measurer.measure(Self.long, style: style, maxWidth: 200, maxLines: 0)
    #expect(all.lineCount > 2)
    let two = measurer.measure(Self.long, style: style, maxWidth: 200, maxLines: 2)
    #expect(two.lineCount == 2)
    #expect(two.size.height == 44)
    #expect(two.size.width <= 200)
  }

  /// Word wrapping keeps words whole; character wrapping fills each line to the width.
  @Test func charWrapBreaksInsideWords() {
    let text = "The quick brown fox jumps over the lazy dog again and again and again"
    let words = TextStyle(size: 17, lineHeight: 22, lineBreak: .wordWrap)
    let chars = TextStyle(size: 17, lineHeight: 22, lineBreak: .charWrap)
    let byWord = measurer.measure(text, style: words, maxWidth: 300, maxLines: 0)
    let byChar = measurer.measure(text, style: chars, maxWidth: 300, maxLines: 0)
    #expect(byChar.size.width > byWord.size.width)
    #expect(byChar.size.width > 288, "a character wrap fills the line to within a glyph")
    #expect(byChar.lineCount <= byWord.lineCount)
  }

  /// One line that does not fit: the truncating modes fill the width with "…", the others
  /// measure the whole line (the painter clips it).
  @Test func oneLineModes() {
    let text = "A long label that is cut because it cannot fit"
    for mode in [LineBreakMode.truncateHead, .truncateMiddle, .truncateTail] {
      let m = measurer.measure(
        text, style: TextStyle(size: 17, lineBreak: mode), maxWidth: 150, maxLines: 1)
      #expect(m.size.width <= 150 && m.size.width > 140, "\(mode)")
    }
    let clipped = measurer.measure(
      text, style: TextStyle(size: 17, lineBreak: .clip), maxWidth: 150, maxLines: 1)
    #expect(clipped.lineCount == 1)
  }
}
