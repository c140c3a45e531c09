// Symbols end to end: every table glyph is in the pinned icon font; a symbol image's size
// follows its point size and scale; its baseline centres it on the cap height of text; the
// scene draws it tinted, stroked for heavier weights and mirrored right-to-left.
import AutoLayout
import CairoBackend
import Drawing
import FormState
import Formshot
import Geometry
import LayoutContract
import LayoutVocabulary
import Scene
import Testing

@Suite struct SymbolTests {
  @Test func everyTableGlyphIsInThePinnedFont() throws {
    let measurer = try PangoTextMeasurer()
    let style = TextStyle(family: .symbols, size: 24, lineHeight: 24)
    for glyph in SymbolCatalog.all {
      #expect(
        measurer.unknownGlyphCount(glyph.character, style: style) == 0,
        "\(glyph.name): U+\(String(glyph.codePoint, radix: 16)) is not in the font")
      let ink = measurer.inkBox(glyph.character, style: style)
      #expect(ink.width > 1 && ink.height > 1, "\(glyph.name) draws nothing: \(ink)")
    }
    // A code point the font lacks is reported (the check above can fail).
    #expect(measurer.unknownGlyphCount("\u{F0FFF}", style: style) == 1)
  }

  static let form = """
    form symbols
    screen scr {
      label text "Settings" { pin-top 100; pin-leading 20 }
      image small { symbol: "heart.fill"; symbolScale: small; after text 8; firstBaseline = text.firstBaseline }
      image medium { symbol: "heart.fill"; after small 8; firstBaseline = text.firstBaseline }
      image large { symbol: "heart.fill"; symbolScale: large; after medium 8; firstBaseline = text.firstBaseline }
      image bold { symbol: "heart.fill"; weight: black; after large 8; firstBaseline = text.firstBaseline }
      image titled { symbol: "heart.fill"; style: largeTitle; below text 20; pin-leading 20 }
      image sized { symbol: "heart.fill"; size: 34; after titled 8; top = titled.top }
      image back { symbol: "chevron.backward"; tint: systemRed; below titled 20; pin-leading 20 }
    }
    """

  /// The layout and display list; `rightToLeft` sets the environment's direction (the state
  /// token for it is another feature's).
  func solved(rightToLeft: Bool = false) throws -> (LayoutResult, DisplayList) {
    let document = try FormDocument(source: Self.form, path: "symbols.form")
    let renderer = try FormRenderer()
    var form = try document.resolve(try document.state([]))
    if rightToLeft { form.environment.layoutDirection = .rightToLeft }
    let layout = renderer.layout(form)
    let list = SceneBuilder.build(
      form: form, layout: layout, theme: try renderer.theme(named: nil, for: form))
    return (layout, list)
  }

  @Test func sizeFollowsPointSizeAndScale() throws {
    let (layout, _) = try solved()
    let small = try #require(layout.frame("small")), medium = try #require(layout.frame("medium"))
    let large = try #require(layout.frame("large"))
    // The body style's 17 pt: the glyph set at 17 × 24/20 = 20.4 pt; heart's ink is 20/24 wide
    // of that less the font's side bearings (the ink box, measured from the outline).
    #expect(medium.width > 15 && medium.width < 18.5, "\(medium)")
    #expect(abs(small.width / medium.width - 0.783) < 0.01)
    #expect(abs(large.width / medium.width - 1.29) < 0.01)
    #expect(abs(small.height / medium.height - 0.783) < 0.01)
    // A text style gives its size: largeTitle is 34 pt, as `size: 34` is.
    let titled = try #require(layout.frame("titled")), sized = try #require(layout.frame("sized"))
    #expect(abs(titled.width - sized.width) < 1e-9 && abs(titled.height - sized.height) < 1e-9)
    #expect(abs(titled.width / medium.width - 2) < 0.01)
    // A heavier weight strokes the outline: the image grows by the stroke (1/16 of 20.4 at black).
    let bold = try #require(layout.frame("bold"))
    #expect(abs(bold.width - medium.width - 20.4 / 16) < 1e-6)
  }

  /// Every scale is centred on the cap height of the text it sits on (Inter's 0.727 em).
  @Test func baselineCentresTheSymbolOnTheCapHeight() throws {
    let (layout, _) = try solved()
    let text = try #require(layout.frame("text"))
    let measurer = try PangoTextMeasurer()
    let metrics = measurer.measure("Settings", style: TextStyle(size: 17, lineHeight: 22), maxWidth: nil, maxLines: 1)
    let baseline = text.minY + metrics.firstBaseline
    let capMiddle = baseline - 17 * 0.727 / 2
    for name in ["small", "medium", "large", "bold"] {
      let frame = try #require(layout.frame(ItemID(name)))
      #expect(abs(frame.midY - capMiddle) < 1e-6, "\(name): \(frame.midY) vs \(capMiddle)")
    }
  }

  @Test func theSceneDrawsTheGlyphTintedStrokedAndMirrored() throws {
    let (_, list) = try solved()
    let runs = list.items.compactMap { item -> SymbolRun? in
      if case .symbol(let run) = item { return run }
      return nil
    }
    try #require(runs.count == 7)
    let heart = try #require(SymbolCatalog.glyph(named: "heart.fill")).character
    #expect(runs[1].glyph == heart && abs(runs[1].style.size - 20.4) < 1e-9)
    #expect(runs[1].outlineWidth == 0 && runs[3].outlineWidth > 0)
    let back = runs[6]
    #expect(!back.mirrored)
    #expect(back.color != runs[1].color)  // systemRed, not the tint
    let (_, rtl) = try solved(rightToLeft: true)
    let mirrored = rtl.items.compactMap { item -> SymbolRun? in
      if case .symbol(let run) = item { return run }
      return nil
    }
    #expect(mirrored.last?.mirrored == true, "a directional symbol mirrors right-to-left")
    #expect(mirrored.first?.mirrored == false, "a heart does not")
  }

  /// Same form, same bytes: the symbol font is part of the pinned set.
  @Test func rendersDeterministically() throws {
    let document = try FormDocument(source: Self.form, path: "symbols.form")
    let a = try FormRenderer().render(document, state: [], scale: 2).bytes
    let b = try FormRenderer().render(document, state: [], scale: 2).bytes
    #expect(a == b)
  }
}
