import CairoBackend
import Geometry
import Testing

@Suite("PangoTextMeasurer")
struct MeasurerTests {
  let measurer: PangoTextMeasurer
  init() throws { measurer = try PangoTextMeasurer() }

  func width(_ text: String, _ style: TextStyle) -> Double {
    measurer.measure(text, style: style, maxWidth: nil, maxLines: 1).size.width
  }

  @Test("bigger and bolder text is wider; tracking changes the width")
  func widths() {
    let large = TextStyle(size: 34, weight: .bold)
    let small = TextStyle(size: 17)
    #expect(width("Create account", large) > width("Create account", small) * 1.8)
    var tracked = small
    tracked.tracking = 1
    let plain = width("Create account", small)
    #expect(width("Create account", tracked) > plain + 10)  // 14 characters × 1 pt, roughly
    tracked.tracking = -0.5
    #expect(width("Create account", tracked) < plain)
    #expect(width("Create account", TextStyle(size: 17, weight: .bold)) > plain)
  }

  @Test("control characters take no room, as iOS draws them: no box each")
  func controlCharacters() {
    let style = TextStyle(size: 14)
    let plain = width("members\u{300D}, scanning", style)
    #expect(width("members\u{300D}\u{10}\u{10}\u{10}, scanning", style) == plain)
    #expect(width("members\u{300D}\u{7F}, scanning", style) == plain)
    #expect(width("members\t, scanning", style) > plain, "a tab still takes room")
  }

  @Test("a single line is one line box tall with the baseline inside it")
  func singleLine() {
    let style = TextStyle(size: 17, lineHeight: 22)
    let m = measurer.measure("Email", style: style, maxWidth: nil, maxLines: 1)
    #expect(m.lineCount == 1)
    #expect(m.size.height == 22)
    #expect(m.firstBaseline == m.lastBaseline)
    #expect(m.firstBaseline > 11 && m.firstBaseline < 22)
    // Half-leading: a taller line box moves the baseline down by half the extra height.
    let tall = measurer.measure(
      "Email", style: TextStyle(size: 17, lineHeight: 32), maxWidth: nil, maxLines: 1)
    #expect(abs((tall.firstBaseline - m.firstBaseline) - 5) < 1e-9)
    #expect(tall.size.width == m.size.width)
  }

  @Test("a long text in a narrow frame is ellipsized within the width")
  func ellipsis() {
    let style = TextStyle(size: 17)
    let text = "a very long placeholder text that cannot fit"
    let full = width(text, style)
    let m = measurer.measure(text, style: style, maxWidth: 120, maxLines: 1)
    #expect(full > 120)
    #expect(m.size.width <= 120)
    #expect(m.size.width > 60)
    #expect(m.lineCount == 1)
  }

  @Test("wrapping gives several lines of lineHeight each")
  func wrapping() {
    let style = TextStyle(size: 17, lineHeight: 22)
    let text = "By signing up you agree to the terms of service and the privacy policy."
    let m = measurer.measure(text, style: style, maxWidth: 150, maxLines: 0)
    #expect(m.lineCount > 1)
    #expect(m.size.height == Double(m.lineCount) * 22)
    #expect(m.size.width <= 150)
    #expect(m.lastBaseline == m.firstBaseline + Double(m.lineCount - 1) * 22)
    let limited = measurer.measure(text, style: style, maxWidth: 150, maxLines: 2)
    #expect(limited.lineCount == 2)
    #expect(limited.size.height == 44)
    // Unbounded width: one line.
    #expect(measurer.measure(text, style: style, maxWidth: nil, maxLines: 0).lineCount == 1)
  }

  @Test("uppercase measures the upper-cased string")
  func uppercase() {
    var style = TextStyle(size: 13, weight: .semibold)
    let plain = measurer.measure("Section header", style: style, maxWidth: nil, maxLines: 1)
    let upper = measurer.measure("SECTION HEADER", style: style, maxWidth: nil, maxLines: 1)
    style.uppercase = true
    let styled = measurer.measure("Section header", style: style, maxWidth: nil, maxLines: 1)
    #expect(styled == upper)
    #expect(styled != plain)
  }

  @Test("one family at every size: width grows with the size, without a jump at 20 pt")
  func oneFamilyAtEverySize() {
    let text = "Create account"
    let text19 = width(text, TextStyle(size: 19.999, weight: .bold))
    let text20 = width(text, TextStyle(size: 20, weight: .bold))
    #expect(text20 > text19)
    #expect(text20 - text19 < 0.1)  // a family change would jump by several points
  }

  @Test("monospaced glyphs all have the same advance")
  func monospaced() {
    let style = TextStyle(family: .monospaced, size: 12)
    #expect(abs(width("iiiii", style) - width("WWWWW", style)) < 1e-9)
    #expect(abs(width("iiiii", TextStyle(size: 12)) - width("WWWWW", TextStyle(size: 12))) > 5)
  }

  @Test("empty text measures as zero, and results are stable across instances")
  func emptyAndStable() throws {
    let style = TextStyle(size: 17)
    let empty = measurer.measure("", style: style, maxWidth: 100, maxLines: 1)
    #expect(empty.size == .zero)
    #expect(empty.lineCount == 0)
    let other = try PangoTextMeasurer()
    let text = "Password (at least 8 characters)"
    #expect(
      other.measure(text, style: style, maxWidth: 140, maxLines: 0)
        == measurer.measure(text, style: style, maxWidth: 140, maxLines: 0))
  }
}

@Suite("Text normalisation")
struct TextNormalisationTests {
  @Test("one-line text shows line breaks as spaces; NUL characters are dropped")
  func singleLine() throws {
    let measurer = try PangoTextMeasurer()
    let style = TextStyle(size: 17)
    let spaced = measurer.measure("Email address", style: style, maxWidth: nil, maxLines: 1)
    #expect(measurer.measure("Email\naddress", style: style, maxWidth: nil, maxLines: 1) == spaced)
    #expect(
      measurer.measure("Email\u{0} address", style: style, maxWidth: nil, maxLines: 1) == spaced)
    // Wrapping keeps explicit line breaks.
    let wrapped = measurer.measure("Email\naddress", style: style, maxWidth: 300, maxLines: 0)
    #expect(wrapped.lineCount == 2)
  }
}
