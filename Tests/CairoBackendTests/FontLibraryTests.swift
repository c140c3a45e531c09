import CPangoCairo
import Foundation
import Geometry
import Testing

@testable import CairoBackend

@Suite("Pinned fonts")
struct FontLibraryTests {
  @Test("a missing font file is a typed error naming the Debian package")
  func missingFile() {
    let files = [
      PinnedFontFile(path: "/nonexistent/Inter-Regular.otf", debianPackage: "fonts-inter")
    ]
    #expect(
      throws: FontError.missingFontFile(
        path: "/nonexistent/Inter-Regular.otf", debianPackage: "fonts-inter")
    ) {
      _ = try FontLibrary(files: files)
    }
    let message = FontError.missingFontFile(path: "/x.otf", debianPackage: "fonts-inter")
      .description
    #expect(message.contains("apt-get install fonts-inter"))
  }

  @Test("a file that is not a font is refused")
  func notAFont() {
    let source = #filePath  // exists wherever the tests are built, and is not a font
    let files = [PinnedFontFile(path: source, debianPackage: "none")]
    #expect(throws: FontError.unreadableFontFile(path: source)) {
      _ = try FontLibrary(files: files)
    }
  }

  @Test("every pinned file exists and styles map to the pinned families")
  func mapping() throws {
    _ = try FontLibrary()
    #expect(PinnedFonts.files.count == 9 + 9 + 4 + 1 + 4)  // Inter upright + italic, mono, icons, Noto Arabic/Hebrew
    #expect(PinnedFonts.cjkFiles.count == 2)  // Noto Sans CJK Regular, Bold: loaded when a text needs them
    // Inter Regular first: `--version` reports it and a missing-font error names it.
    #expect(PinnedFonts.files.first?.path.hasSuffix("/Inter-Regular.otf") == true)
    #expect(PinnedFonts.familyName(for: TextStyle(size: 17)) == "Inter")
    #expect(PinnedFonts.familyName(for: TextStyle(size: 34, weight: .bold)) == "Inter")
    #expect(
      PinnedFonts.familyName(for: TextStyle(family: .monospaced, size: 30)) == "JetBrains Mono")
    #expect(PinnedFonts.snappedWeight(FontWeight(300), family: .monospaced) == 400)
    #expect(PinnedFonts.snappedWeight(FontWeight(550), family: .monospaced) == 600)
    #expect(PinnedFonts.snappedWeight(FontWeight(900), family: .monospaced) == 700)
    // Inter has every UIKit weight, ultraLight (100) to black (900).
    for weight in stride(from: 100, through: 900, by: 100) {
      #expect(PinnedFonts.snappedWeight(FontWeight(weight), family: .system) == weight)
    }
    #expect(PinnedFonts.snappedWeight(FontWeight(650), family: .system) == 700)
    // Liberation Sans, loaded when a Helvetica style needs it: regular and bold.
    #expect(PinnedFonts.helveticaFiles.count == 4)
    #expect(PinnedFonts.familyName(for: TextStyle(family: .helvetica, size: 17)) == "Liberation Sans")
    #expect(PinnedFonts.snappedWeight(FontWeight(500), family: .helvetica) == 400)
    #expect(PinnedFonts.snappedWeight(FontWeight(600), family: .helvetica) == 700)
  }

  /// Liberation Sans stands in for Helvetica because it has Arial's advance widths, which are
  /// Helvetica's: "H" is 1479/2048 em, "i" 455/2048 em. Inter is wider.
  @Test("the Helvetica stand-in has Helvetica's advance widths")
  func helveticaWidths() throws {
    let measurer = try PangoTextMeasurer()
    let style = TextStyle(family: .helvetica, size: 20.48)
    let h = measurer.measure("HHHH", style: style, maxWidth: nil, maxLines: 1).size.width
    let i = measurer.measure("iiii", style: style, maxWidth: nil, maxLines: 1).size.width
    #expect(abs(h - 4 * 14.79) < 0.05, "H: \(h)")
    #expect(abs(i - 4 * 4.55) < 0.05, "i: \(i)")
    let inter = measurer.measure("HHHH", style: TextStyle(size: 20.48), maxWidth: nil, maxLines: 1).size.width
    #expect(inter > h + 1, "Inter \(inter) against \(h)")
  }

  /// Helvetica Neue's medium face is halfway between the regular and bold advances: set in
  /// Liberation Sans Regular, each character takes half of what the bold face adds to it ("o"
  /// 1139 and 1251 of 2048 em, so 1195), and a digit, 1139 in both, nothing. One more
  /// character inside a word adds its whole advance (Pango trims letter spacing only at the
  /// line's ends).
  @Test("Helvetica Neue Medium is set halfway between the stand-in's regular and bold advances")
  func helveticaMediumWidths() throws {
    let measurer = try PangoTextMeasurer()
    let medium = TextStyle(family: .helvetica, size: 20.48, weight: .medium)
    func advance(_ c: String, _ style: TextStyle) -> Double {
      measurer.measure(String(repeating: c, count: 5), style: style, maxWidth: nil, maxLines: 1).size.width
        - measurer.measure(String(repeating: c, count: 4), style: style, maxWidth: nil, maxLines: 1).size.width
    }
    #expect(abs(advance("o", medium) - 11.95) < 0.05, "o: \(advance("o", medium))")
    #expect(abs(advance("0", medium) - 11.39) < 0.05, "0: \(advance("0", medium))")
    let regular = TextStyle(family: .helvetica, size: 20.48)
    #expect(abs(advance("o", regular) - 11.39) < 0.05, "regular o: \(advance("o", regular))")
  }

  @Test("the font cache is used only where FORMSHOT_FONT_CACHE names an absolute folder")
  func cacheOnlyWhenAsked() {
    #expect(FontCache.root(named: nil) == nil)
    #expect(FontCache.root(named: "") == nil)
    #expect(FontCache.root(named: "relative/cache") == nil)
    #expect(FontCache.root(named: "/tmp/formshot-fonts") == "/tmp/formshot-fonts")
  }

  @Test("the private font cache holds the faces a scan of each file finds, in the same order")
  func cacheMatchesScan() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("formshot-font-cache-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let scanned = try FontLibrary(cacheRoot: nil).faces
    let first = try FontLibrary(cacheRoot: root).faces  // scans the folder, writes the cache
    let cacheFiles = try FileManager.default.contentsOfDirectory(
      atPath: FontCache.fontconfigCacheFolder(root: root))
    #expect(cacheFiles.contains { $0.contains(".cache-") })
    let second = try FontLibrary(cacheRoot: root).faces  // reads the cache
    // Every pinned file, in order; a collection (Noto Sans CJK's .ttc) holds several faces.
    #expect(scanned.map(\.file).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } } == PinnedFonts.files.map(\.path))
    for faces in [first, second] {
      #expect(faces.map(\.family) == scanned.map(\.family))
      // Each face comes from a link to the pinned file at the same place in the set.
      let targets = faces.map { (try? FileManager.default.destinationOfSymbolicLink(atPath: $0.file)) ?? $0.file }
      #expect(targets == scanned.map(\.file))
    }
  }

  @Test("a font file changed after it was cached is scanned again, never read from the cache")
  func cacheNotStale() throws {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("formshot-font-stale-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let root = dir.appendingPathComponent("cache").path
    let font = dir.appendingPathComponent("form-font.otf").path
    let inter = try Data(contentsOf: URL(fileURLWithPath: PinnedFonts.files[0].path))
    let mono = try Data(contentsOf: URL(fileURLWithPath: "\(PinnedFonts.monoDirectory)/JetBrainsMono-Regular.ttf"))
    let files = [PinnedFontFile(path: font, debianPackage: "none")]
    try inter.write(to: URL(fileURLWithPath: font))
    #expect(try FontLibrary(files: files, cacheRoot: root).faces.map(\.family) == ["Inter"])
    #expect(try FontLibrary(files: files, cacheRoot: root).faces.map(\.family) == ["Inter"])
    // The same path, rewritten in place (same inode): another font now.
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: font))
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: mono)
    try handle.close()
    #expect(try FontLibrary(files: files, cacheRoot: root).faces.map(\.family) == ["JetBrains Mono"])
  }

  @Test("a file that is not a font is refused through the cache too, by its own path")
  func notAFontThroughCache() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("formshot-font-bad-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let source = #filePath
    let files = [PinnedFontFile(path: source, debianPackage: "none")]
    #expect(throws: FontError.unreadableFontFile(path: source)) {
      _ = try FontLibrary(files: files, cacheRoot: root)
    }
  }

  @Test("the CJK collections are loaded only when a text has Han, kana or Hangul")
  func cjkOnDemand() throws {
    let engine = try TextEngine(fonts: FontLibrary(cacheRoot: nil))
    func hasCJK() -> Bool { engine.fonts.faces.contains { $0.family.hasPrefix("Noto Sans CJK") } }
    let style = TextStyle(size: 17)
    engine.withLayout("Sign up — Ünïcödé, عربي", style: style, width: nil, mode: .tail) { _, _ in }
    #expect(!hasCJK())
    engine.withLayout("登录", style: style, width: nil, mode: .tail) { _, _ in }
    #expect(hasCJK())
    #expect(PinnedFonts.needsCJK("ログイン") && PinnedFonts.needsCJK("로그인") && PinnedFonts.needsCJK("，"))
    #expect(!PinnedFonts.needsCJK("Привет, שלום"))
  }

  /// Pango 1.50 matches and sorts each new font pattern on threads of its own; clearing the
  /// caches of the font map in use under them (`pango_fc_font_map_config_changed`) let a thread
  /// finish into a destroyed table and kill the process now and then. So a font added on
  /// demand moves the context to a new font map, and text laid out before and after measures
  /// with the fonts it asks for.
  @Test("a font added on demand moves the context to a new font map, never clears the one in use")
  func addingAFontMakesANewFontMap() throws {
    let engine = try TextEngine(fonts: FontLibrary(cacheRoot: nil))
    let style = TextStyle(size: 17)
    let before = engine.withLayout("Sign up", style: style, width: nil, mode: .tail) { _, shape in shape.metrics.size }
    // Held here, so that a map made later cannot take its freed address.
    let first = engine.fonts.fontMap
    g_object_ref(first)
    defer { g_object_unref(first) }
    engine.withLayout("登录", style: style, width: nil, mode: .tail) { _, _ in }
    let second = engine.fonts.fontMap
    #expect(second != first)
    #expect(pango_context_get_font_map(engine.fonts.context) == second)
    #expect(engine.fonts.faces.contains { $0.family.hasPrefix("Noto Sans CJK") })
    let after = engine.withLayout("Sign up", style: style, width: nil, mode: .tail) { _, shape in shape.metrics.size }
    #expect(after == before)
  }

  @Test("a font file's line is its hhea ascender and descender, as Core Text reads it, also when it asks for its typographic metrics")
  func lineHeightIsTheHorizontalHeadersLine() throws {
    var font = try Data(contentsOf: URL(fileURLWithPath: "\(PinnedFonts.monoDirectory)/JetBrainsMono-Regular.ttf"))
    func uint16(_ at: Int) -> Int { Int(font[at]) << 8 | Int(font[at + 1]) }
    func write(_ value: Int, at: Int) {
      let bits = UInt16(bitPattern: Int16(value))
      font[at] = UInt8(bits >> 8)
      font[at + 1] = UInt8(bits & 0xFF)
    }
    // The table directory: a 12-byte header, then 16 bytes per table (tag, checksum, offset, length).
    func table(_ tag: String) -> Int? {
      (0..<uint16(4)).lazy.map { 12 + 16 * $0 }
        .first { String(decoding: font[$0..<($0 + 4)], as: UTF8.self) == tag }
        .map { uint16($0 + 8) << 16 | uint16($0 + 10) }
    }
    let (head, hhea, os2) = (try #require(table("head")), try #require(table("hhea")), try #require(table("OS/2")))
    let unitsPerEm = Double(uint16(head + 18))
    // hhea: a line of 1.25 em; OS/2: typographic metrics of 1 em, and USE_TYPO_METRICS (bit 7 of fsSelection).
    write(Int(unitsPerEm), at: hhea + 4)
    write(-Int(unitsPerEm / 4), at: hhea + 6)
    write(Int(unitsPerEm * 0.8), at: os2 + 68)
    write(-Int(unitsPerEm * 0.2), at: os2 + 70)
    write(uint16(os2 + 62) | 0x80, at: os2 + 62)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("formshot-typo-\(UUID().uuidString).ttf").path
    try font.write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let perPoint = try #require(PinnedFonts.lineHeightPerPoint(ofFile: path))
    #expect(abs(perPoint - 1.25) < 0.001, "\(perPoint)")
    #expect(PinnedFonts.lineHeightPerPoint(ofFile: #filePath) == nil)
  }
}
