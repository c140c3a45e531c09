import CairoBackend
import Drawing
import Geometry
import Testing

/// What the layout engine measures is what the painter draws, on every thread.
@Suite("Measuring matches painting")
struct ConsistencyTests {
  static func picture(_ run: TextRun, renderer: CairoRenderer) throws -> PixelImage {
    let list = DisplayList(
      size: Size(width: 400, height: 120), background: .white, items: [.text(run)])
    return try renderer.pixels(list, scale: 3)
  }

  @Test("a frame exactly as wide as the measured text draws it uncut")
  func exactWidthDoesNotTruncate() throws {
    let measurer = try PangoTextMeasurer()
    let renderer = CairoRenderer(sharingFontsWith: measurer)
    for (text, style) in [
      ("Password", TextStyle(size: 17, tracking: -0.4)),
      ("Create account", TextStyle(size: 34, weight: .bold, tracking: 0.4)),
      ("section header", TextStyle(size: 13, weight: .semibold, uppercase: true)),
      // Han characters take no SF tracking: a line that ends or starts with one is as wide as
      // measured too.
      ("Tab 标签", TextStyle(size: 17, tracking: -0.43)),
      ("只有图片 only", TextStyle(size: 17, tracking: -0.43)),
    ] {
      let width = measurer.measure(text, style: style, maxWidth: nil, maxLines: 1).size.width
      let origin = Point(x: 4, y: 10)
      let exact = TextRun(
        text, style: style, color: .black,
        frame: Rect(origin: origin, size: Size(width: width, height: style.lineHeight)))
      var roomy = exact
      roomy.frame.size.width = 390
      var narrow = exact
      narrow.frame.size.width = width - 1
      let exactPicture = try Self.picture(exact, renderer: renderer)
      #expect(exactPicture == (try Self.picture(roomy, renderer: renderer)), "\(text)")
      #expect(exactPicture != (try Self.picture(narrow, renderer: renderer)), "\(text)")
      #expect(width < 380)
    }
  }

  /// A frame computed from a measured width can come back a hair narrower (float and solver
  /// noise); invisible overhang must not cost the text its last letters ("Create accou…").
  @Test("a frame a hair narrower than the measured text still draws it uncut", arguments: [
    ("Create account", TextStyle(size: 34, weight: .bold, lineHeight: 41, tracking: 0.37)),
    ("Sign up", TextStyle(size: 15, weight: .semibold, tracking: 0.2)),
    ("Email", TextStyle(size: 17, tracking: -0.41)),
  ])
  func nearlyExactWidthDoesNotTruncate(text: String, style: TextStyle) throws {
    let measurer = try PangoTextMeasurer()
    let renderer = CairoRenderer(sharingFontsWith: measurer)
    let width = measurer.measure(text, style: style, maxWidth: nil, maxLines: 1).size.width
    func picture(_ frameWidth: Double, _ truncation: TextTruncation) throws -> PixelImage {
      try Self.picture(TextRun(
        text, style: style, color: .black,
        frame: Rect(x: 4, y: 10, width: frameWidth, height: style.lineHeight),
        truncation: truncation, maxLines: 1), renderer: renderer)
    }
    let roomy = try picture(390, .tail)
    #expect(try picture(width - 0.005, .tail) == roomy)
    #expect(try picture(width - 0.005, .wrap) == roomy)
    // Measuring at that width keeps the whole text too: one line, no narrower than the frame.
    let again = measurer.measure(text, style: style, maxWidth: width - 0.005, maxLines: 0)
    #expect(again.lineCount == 1)
    // A visibly narrower frame still cuts.
    #expect(try picture(width - 0.5, .tail) != roomy)
  }

  /// An Interface Builder frame fits SF's text, which the stand-in may set a few percent wider
  /// (`TextStyle.standInSlack`): a subtitle cell's "Title" stored 2 % narrower than Inter's
  /// "Title" is drawn whole, condensed to its frame — as much ink as the uncut word, none past
  /// the frame's edge — where without the slack it shows "Ti…"; a frame 10 % short still cuts.
  @Test func aLineAFewPercentWiderThanItsInterfaceBuilderFrameIsDrawnWhole() throws {
    let measurer = try PangoTextMeasurer()
    let renderer = CairoRenderer(sharingFontsWith: measurer)
    var style = TextStyle(size: 17, tracking: -0.43)
    style.standInSlack = 0.04
    let width = measurer.measure("Title", style: style, maxWidth: nil, maxLines: 1).size.width
    func picture(_ frameWidth: Double, slack: Double) throws -> PixelImage {
      var slackStyle = style
      slackStyle.standInSlack = slack
      return try Self.picture(
        TextRun("Title", style: slackStyle, color: .black, frame: Rect(x: 4, y: 10, width: frameWidth, height: 21)),
        renderer: renderer)
    }
    func ink(_ image: PixelImage) -> (total: Int, right: Int) {
      var total = 0, right = 0
      for y in 0..<image.height {
        for x in 0..<image.width where image.rgba[(y * image.width + x) * 4] < 128 {
          total += 1
          right = max(right, x)
        }
      }
      return (total, right)
    }
    let whole = ink(try picture(390, slack: 0))
    let short = width * 0.98
    let condensed = ink(try picture(short, slack: 0.04))
    let cut = ink(try picture(short, slack: 0))
    #expect(Double(condensed.total) > 0.93 * Double(whole.total), "\(condensed.total) of \(whole.total)")
    #expect(Double(cut.total) < 0.85 * Double(whole.total), "\(cut.total) of \(whole.total)")
    #expect(Double(condensed.right) < (4 + short) * 3)
    #expect(try picture(width * 0.9, slack: 0.04) == (try picture(width * 0.9, slack: 0)))
  }

  @Test("wrapped text breaks the same way at the measured width")
  func wrapAtMeasuredWidth() throws {
    let measurer = try PangoTextMeasurer()
    let renderer = try CairoRenderer()
    let style = TextStyle(size: 15, lineHeight: 20)
    let text = "By signing up you agree to the terms of service."
    let measured = measurer.measure(text, style: style, maxWidth: 150, maxLines: 0)
    #expect(measured.lineCount > 1)
    func run(_ width: Double) -> TextRun {
      TextRun(
        text, style: style, color: .black, frame: Rect(x: 2, y: 2, width: width, height: 100),
        truncation: .wrap, maxLines: 0)
    }
    let atLimit = try Self.picture(run(150), renderer: renderer)
    let atMeasured = try Self.picture(run(measured.size.width), renderer: renderer)
    #expect(atLimit == atMeasured)
    // The painted text stays inside lineCount × lineHeight (+ a little descender slack).
    let bottom = 2 + measured.size.height
    var lowest = 0
    for y in 0..<atLimit.height {
      for x in 0..<atLimit.width where atLimit.rgba[(y * atLimit.width + x) * 4] < 200 {
        lowest = max(lowest, y)
      }
    }
    #expect(Double(lowest) / 3 <= bottom)
    #expect(Double(lowest) / 3 > bottom - style.lineHeight)
  }

  @Test("glyphs are vertically centred in their line box")
  func halfLeading() throws {
    let renderer = try CairoRenderer()
    let style = TextStyle(size: 20, lineHeight: 60)
    let run = TextRun(
      "HHHH", style: style, color: .black, frame: Rect(x: 0, y: 0, width: 200, height: 60))
    let image = try renderer.pixels(
      DisplayList(size: Size(width: 200, height: 60), background: .white, items: [.text(run)]),
      scale: 1)
    var rows: [Int] = []
    for y in 0..<image.height
    where (0..<image.width).contains(where: { image.rgba[(y * image.width + $0) * 4] < 128 }) {
      rows.append(y)
    }
    let top = Double(rows.first ?? 0), bottom = Double(rows.last ?? 0)
    // Capitals sit above the baseline, so their centre is a little above the box centre;
    // with half-leading the ink stays in the middle third of a 3× line box.
    #expect(top > 20 && bottom < 40)
  }

  @Test("renderers on parallel tasks produce identical bytes")
  func parallel() async throws {
    let reference = try CairoRenderer().png(SampleScene.signUp(), scale: 1)
    let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
      for _ in 0..<4 {
        group.addTask {
          let renderer = try CairoRenderer()
          let measurer = try PangoTextMeasurer()
          _ = measurer.measure(
            "Create account", style: SampleScene.title, maxWidth: 100, maxLines: 2)
          return try renderer.png(SampleScene.signUp(), scale: 1)
        }
      }
      var all: [[UInt8]] = []
      for try await png in group { all.append(png) }
      return all
    }
    #expect(results.count == 4)
    for png in results { #expect(png == reference) }
  }
}

@Suite("Text alignment")
struct AlignmentTests {
  /// The x (points) of the leftmost and rightmost dark pixel.
  static func inkRange(_ run: TextRun) throws -> (Double, Double) {
    let list = DisplayList(
      size: Size(width: 300, height: 60), background: .white, items: [.text(run)])
    let image = try CairoRenderer().pixels(list, scale: 2)
    var minX = Int.max, maxX = Int.min
    for y in 0..<image.height {
      for x in 0..<image.width where image.rgba[(y * image.width + x) * 4] < 128 {
        minX = min(minX, x)
        maxX = max(maxX, x)
      }
    }
    return (Double(minX) / 2, Double(maxX + 1) / 2)
  }

  @Test(
    "leading, centre and trailing place the ink at the frame's edges and middle",
    arguments: ["Create", "Create account with a long name"])
  func alignment(text: String) throws {
    let style = TextStyle(size: 20, weight: .bold)
    let frame = Rect(x: 50, y: 10, width: 200, height: 30)
    func run(_ alignment: TextAlignment) -> TextRun {
      TextRun(text, style: style, color: .black, frame: frame, alignment: alignment)
    }
    let leading = try Self.inkRange(run(.leading))
    let center = try Self.inkRange(run(.center))
    let trailing = try Self.inkRange(run(.trailing))
    #expect(abs(leading.0 - frame.minX) < 1.5)
    #expect(abs(trailing.1 - frame.maxX) < 1.5)  // also when ellipsized: "…" ends at the edge
    #expect(abs((center.0 + center.1) / 2 - frame.midX) < 2)
    #expect(leading.1 <= frame.maxX + 1)
  }

  /// SF's own tracking skips Han and Hangul: iOS sets them in its CJK fonts, spaced their own
  /// way — Han 1.02 em at 17 pt where the stand-in's are 1 em, Hangul syllables Apple SD Gothic
  /// Neo's 0.868 em where the stand-in's are 0.92. Tracking the text sets itself
  /// (`trackingIsExplicit`, a form's `tracking:`) is added to each character as to any (to the
  /// stand-in's em for Han).
  @Test(arguments: [("只有图片", 17 * 1.02, 17.0), ("문의하기", 17 * 0.868, 17 * 0.868)])
  func systemTrackingSkipsCJKAndExplicitTrackingDoesNot(text: String, own perCharacter: Double, tracked base: Double) throws {
    let measurer = try PangoTextMeasurer()
    let system = TextStyle(size: 17, tracking: -0.43)
    var explicit = system
    explicit.trackingIsExplicit = true
    let own = measurer.measure(text, style: system, maxWidth: nil, maxLines: 1).size.width
    let tracked = measurer.measure(text, style: explicit, maxWidth: nil, maxLines: 1).size.width
    #expect(abs(own - 4 * perCharacter) < 0.02, "\(text): \(own)")
    #expect(abs(tracked - 4 * (base - 0.43)) < 0.02, "\(text): \(tracked)")
  }
}
