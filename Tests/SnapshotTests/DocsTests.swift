import Foundation
import Geometry
import PNG
import Testing

@testable import FormshotSnapshots

@Suite struct DocsTests {
  @Test func galleryIsWrittenOnceAndNotRewritten() throws {
    let root = TempRoot()
    defer { root.remove() }
    let out = root.path + "/docs"
    let gen = DocsGenerator(
      source: FakeSource(),
      options: DocsOptions(outputDirectory: out, thumbnailWidth: 10, progress: false))
    let first = try gen.generate()
    let expectedFiles = [
      "README.md", "contact-sheet.png", "docs-manifest.txt", "index.html",
      "kb-hidden-compact-dark-signup.png",
      "kb-hidden-compact-light-signup.png", "kb-shown-compact-dark-login.png",
      "kb-shown-compact-light-login.png",
    ]
    #expect(first.files == expectedFiles)
    #expect(first.written == expectedFiles)
    #expect(root.files(out) == expectedFiles)
    let mtimes = root.mtimes(out)
    Thread.sleep(forTimeInterval: 0.05)
    let second = try gen.generate()
    #expect(second.written.isEmpty)
    #expect(root.mtimes(out) == mtimes)
  }

  @Test func animationsAreWrittenListedAndShown() throws {
    let root = TempRoot()
    defer { root.remove() }
    let out = root.path + "/docs"
    var options = DocsOptions(outputDirectory: out, thumbnailWidth: 10, progress: false)
    options.animations = [
      DocsAnimation(file: "form-keyboard-shows.png", caption: "keyboard shows", bytes: [1, 2, 3]),
      DocsAnimation(file: "form-keyboard-hides.png", caption: "keyboard hides", bytes: [4, 5]),
    ]
    let summary = try DocsGenerator(source: FakeSource(), options: options).generate()
    #expect(summary.files.contains("form-keyboard-shows.png"))
    #expect(summary.written.contains("form-keyboard-hides.png"))
    #expect(FileStore.read(out + "/form-keyboard-shows.png") == [1, 2, 3])
    let html = String(decoding: FileStore.read(out + "/index.html") ?? [], as: UTF8.self)
    #expect(html.contains("<img src=\"form-keyboard-shows.png\" alt=\"keyboard shows\">"))
    let readme = String(decoding: FileStore.read(out + "/README.md") ?? [], as: UTF8.self)
    #expect(readme.contains("![keyboard hides](form-keyboard-hides.png)"))
    let manifest = String(decoding: FileStore.read(out + "/docs-manifest.txt") ?? [], as: UTF8.self)
    #expect(manifest.contains("form-keyboard-shows.png\n"))
    // A later run without them removes them, as it does images of states that left.
    let later = try DocsGenerator(
      source: FakeSource(), options: DocsOptions(outputDirectory: out, thumbnailWidth: 10, progress: false)
    ).generate()
    #expect(later.removed == ["form-keyboard-hides.png", "form-keyboard-shows.png"])
  }

  @Test func captionsNameWhatChangedAndLightSitsBesideDark() throws {
    let root = TempRoot()
    defer { root.remove() }
    let out = root.path + "/docs"
    _ = try DocsGenerator(
      source: FakeSource(),
      options: DocsOptions(outputDirectory: out, thumbnailWidth: 10, progress: false)
    ).generate()
    let md = String(decoding: try #require(FileStore.read(out + "/README.md")), as: UTF8.self)
    #expect(md.contains("## base state"))
    #expect(md.contains("## keyboard shown, login mode"))
    let light = try #require(md.range(of: "(kb-shown-compact-light-login.png)"))
    let dark = try #require(md.range(of: "(kb-shown-compact-dark-login.png)"))
    #expect(light.lowerBound < dark.lowerBound)
    #expect(md[light.lowerBound..<dark.lowerBound].contains("\n") == false)  // same table row
    let html = String(decoding: try #require(FileStore.read(out + "/index.html")), as: UTF8.self)
    #expect(html.contains("keyboard shown, login mode"))

    // Contact sheet: 2 rows of light|dark pairs in a 2-column grid of 10-px-wide thumbnails.
    let sheet = try PNGCodec.decode(try #require(FileStore.read(out + "/contact-sheet.png")))
    let src = FakeSource()
    let thumbH = (src.height * 10 + src.width / 2) / src.width
    let g = DocsGenerator.sheetGap
    let pg = DocsGenerator.pairGap
    #expect(sheet.width == g + 2 * (10 + pg + 10 + g))
    #expect(sheet.height == g + thumbH + g)
    // The first thumbnail's top-left pixel is the light base state's colour.
    let base = src.image(["kb-hidden", "compact", "light", "signup"])
    let o = (g * sheet.width + g) * 4
    #expect(Array(sheet.rgba[o..<(o + 4)]) == Array(base.rgba[0..<4]))
  }
}

/// Every picture pair on the contact sheet has its caption under it, in the gallery's words.
@Suite struct ContactSheetCaptionTests {
  @Test func eachPairHasItsCaptionUnderIt() throws {
    let root = TempRoot()
    defer { root.remove() }
    let out = root.path + "/docs"
    var source = FakeSource()
    let red = Color(red: 1, green: 0, blue: 0)
    source.captionColor = red
    _ = try DocsGenerator(
      source: source,
      options: DocsOptions(outputDirectory: out, thumbnailWidth: 10, progress: false)
    ).generate()
    #expect(source.captionsAsked.texts == ["base state", "keyboard shown, login mode"])
    let sheet = try PNGCodec.decode(try #require(FileStore.read(out + "/contact-sheet.png")))
    let thumbH = (source.height * 10 + source.width / 2) / source.width
    let g = DocsGenerator.sheetGap
    let pg = DocsGenerator.pairGap
    #expect(sheet.height == g + thumbH + pg + 5 + g)
    // Under the first pair, left edge and right edge of the pair: the caption's colour.
    for x in [g, g + 10 + pg + 10 - 1] {
      let o = ((g + thumbH + pg + 2) * sheet.width + x) * 4
      #expect(Array(sheet.rgba[o..<(o + 4)]) == [255, 0, 0, 255])
    }
  }
}

/// The gallery takes its pairing and words from the source, not from a built-in list.
@Suite struct DocsAxesTests {
  @Test func theSourcesSideBySideAxisPairsAndItsCaptionsAreUsed() throws {
    let root = TempRoot()
    defer { root.remove() }
    let out = root.path + "/docs"
    var source = FakeSource()
    source.axes = [
      SnapshotAxis(name: "contrast", tokens: ["normal", "high"], isSideBySide: true),
      SnapshotAxis(name: "size", tokens: ["small", "big"], captions: ["big": "large text"]),
    ]
    source.states = [
      ["small", "light", "normal"], ["small", "light", "high"], ["big", "dark", "high"],
      ["big", "dark", "normal"],
    ]
    _ = try DocsGenerator(
      source: source,
      options: DocsOptions(outputDirectory: out, thumbnailWidth: 10, progress: false)
    ).generate()
    let md = String(decoding: try #require(FileStore.read(out + "/README.md")), as: UTF8.self)
    // normal before high (the axis order) in one row; light and dark are not paired.
    #expect(md.contains("| normal | high |"))
    #expect(md.contains("## large text, dark\n"))
    let normal = try #require(md.range(of: "(big-dark-normal.png)"))
    let high = try #require(md.range(of: "(big-dark-high.png)"))
    #expect(normal.lowerBound < high.lowerBound)
    #expect(md[normal.lowerBound..<high.lowerBound].contains("\n") == false)
  }

  /// A state that left the matrix takes its image with it; files docs did not write stay.
  @Test func imagesOfStatesThatLeftTheMatrixAreRemovedAndNothingElse() throws {
    let root = TempRoot()
    defer { root.remove() }
    let out = root.path + "/docs"
    let options = DocsOptions(outputDirectory: out, thumbnailWidth: 10, progress: false)
    _ = try DocsGenerator(source: FakeSource(), options: options).generate()
    try FileStore.write(Array("mine".utf8), to: out + "/notes.png")
    try FileStore.write(Array("mine".utf8), to: out + "/kb-hidden-regular-light-signup.png")
    var smaller = FakeSource()
    smaller.states = Array(FakeSource.defaultStates.prefix(2))
    let second = try DocsGenerator(source: smaller, options: options).generate()
    #expect(second.removed == ["kb-shown-compact-dark-login.png", "kb-shown-compact-light-login.png"])
    #expect(
      root.files(out) == [
        "README.md", "contact-sheet.png", "docs-manifest.txt", "index.html",
        "kb-hidden-compact-dark-signup.png", "kb-hidden-compact-light-signup.png",
        "kb-hidden-regular-light-signup.png", "notes.png",
      ])
  }
}
