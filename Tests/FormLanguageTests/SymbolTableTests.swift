// The symbol table (`SymbolCatalog`) is the one source of the SF Symbols names formshot draws:
// the analyzer checks `symbol:` against it, the resolver draws its glyphs and docs/symbols.md
// prints it.
import FormLanguage
import LayoutVocabulary
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct SymbolTableTests {
  static let docPath = Paths.packageRoot() + "/docs/symbols.md"

  /// docs/symbols.md's table is the printed table. With FORMSHOT_REGENERATE_DOCS=1 the test
  /// writes it into the doc instead (and still checks the result).
  @Test func theDocsTableIsPrintedFromTheCode() throws {
    let text = try #require(readText(Self.docPath), "cannot read \(Self.docPath)")
    let expected = try #require(
      SymbolCatalog.replacingTable(in: text), "docs/symbols.md has no generated symbol table")
    if getenv("FORMSHOT_REGENERATE_DOCS") != nil, expected != text {
      try #require(writeText(Self.docPath, expected), "cannot write \(Self.docPath)")
    }
    let now = try #require(readText(Self.docPath))
    #expect(
      now == expected,
      """
      docs/symbols.md disagrees with SymbolCatalog. Regenerate it: \
      FORMSHOT_REGENERATE_DOCS=1 swift test --filter SymbolTableTests
      """)
  }

  @Test func theTableHasTheCommonNamesOnce() {
    #expect(SymbolCatalog.all.count >= 150)
    #expect(Set(SymbolCatalog.names).count == SymbolCatalog.all.count, "a name is listed twice")
    let common = [
      "chevron.right", "chevron.left", "chevron.up", "chevron.down", "checkmark", "xmark", "plus",
      "minus", "gear", "bell", "person", "person.crop.circle", "magnifyingglass", "trash", "heart",
      "star", "envelope", "lock", "eye", "eye.slash", "info.circle", "exclamationmark.triangle",
      "arrow.up", "arrow.down", "arrow.left", "arrow.right", "square.and.arrow.up", "camera",
      "photo", "paperplane", "mic", "wifi", "heart.fill", "star.fill", "bell.fill",
      "checkmark.circle.fill", "xmark.circle.fill", "plus.circle.fill", "info.circle.fill",
    ]
    for name in common { #expect(SymbolCatalog.glyph(named: name) != nil, "\(name)") }
    let table = SymbolCatalog.markdown()
    #expect(table.contains("| `chevron.right` | `chevron-right` | U+F142 | directional: mirrored right-to-left |"))
    #expect(table.contains("| `camera` | `camera` | U+F100 | same glyph as `camera.fill` (the font has no outline form) |"))
  }

  /// Arrows and chevrons along the reading direction are directional; vertical ones are not.
  @Test func directionalSymbolsAreMarked() {
    for name in ["chevron.right", "chevron.backward", "arrow.left", "arrowshape.turn.up.left"] {
      #expect(SymbolCatalog.glyph(named: name)?.isDirectional == true, "\(name)")
    }
    for name in ["chevron.up", "arrow.down", "checkmark", "gear"] {
      #expect(SymbolCatalog.glyph(named: name)?.isDirectional == false, "\(name)")
    }
  }

  /// Each code point is the one the font's own stylesheet gives the icon name
  /// (fonts-materialdesignicons-webfont's `scss/_variables.scss`: `"chevron-right": F142,`).
  @Test func codePointsAreTheFontsOwn() throws {
    let path = "/usr/share/fonts-materialdesignicons-webfont/scss/_variables.scss"
    let scss = try #require(readText(path), "fonts-materialdesignicons-webfont is not installed")
    var codes: [String: UInt32] = [:]
    for line in scss.split(separator: "\n") {
      let parts = line.split(separator: "\"")
      guard parts.count == 3, let colon = parts[2].firstIndex(of: ":") else { continue }
      let hex = parts[2][parts[2].index(after: colon)...].filter(\.isHexDigit)
      if let value = UInt32(hex, radix: 16) { codes[String(parts[1])] = value }
    }
    #expect(codes.count > 1500)
    for glyph in SymbolCatalog.all {
      #expect(codes[glyph.iconName] == glyph.codePoint, "\(glyph.name) → \(glyph.iconName)")
    }
  }

  @Test func anUnknownNameIsALocatedErrorWithDidYouMean() {
    let source = """
      form f
      screen s {
        image go { symbol: "chevron.rigth"; pin-top; pin-leading }
      }
      """
    let (spec, diagnostics) = FormParser.parse(source, path: "f.form")
    #expect(spec == nil)
    #expect(
      diagnostics.map(\.description) == [
        "f.form:3:22: error: unknown symbol 'chevron.rigth' (did you mean 'chevron.right'?); "
          + "docs/symbols.md lists the \(SymbolCatalog.all.count) names formshot draws"
      ])
  }

  @Test func aSymbolTakesTheTextPropertiesThatConfigureIt() {
    let source = """
      form f
      screen s {
        image go {
          symbol: "gear"; style: headline; weight: bold; size: 22; symbolScale: large
          pin-top; pin-leading
        }
      }
      """
    let (spec, diagnostics) = FormParser.parse(source, path: "f.form")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(spec != nil)
    let (_, bad) = FormParser.parse(
      "form f\nscreen s { image go { symbol: \"gear\"; symbolScale: huge; pin-top; pin-leading } }",
      path: "f.form")
    #expect(bad.map(\.description).first?.contains("expected small, medium, large, found 'huge'") == true)
  }
}
