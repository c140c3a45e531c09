// Hostile translation files (issue 16): the String Catalog and `.strings` readers give a
// located error for every bad input, never a crash, and the catalog's nesting is bounded by
// the JSON reader's depth limit. Inputs the `strings` fuzz target found live in
// Fuzz/regressions/strings/ and are replayed by `scripts/fuzz --smoke`.
import FormLanguage
import LayoutVocabulary
import Testing

@testable import Formshot

@Suite struct StringsFileHardeningTests {
  /// The one diagnostic of a rejected file, as `file:line:column: error: message`.
  static func error(_ read: () throws(FormshotError) -> Void) -> Diagnostic? {
    do {
      try read()
      return nil
    } catch {
      guard case .diagnostics(let diagnostics, _) = error else { return nil }
      return diagnostics.first
    }
  }

  static func catalogError(_ text: String) -> Diagnostic? {
    error { () throws(FormshotError) in
      _ = try TranslationFileReaders.readCatalog(text, path: "Localizable.xcstrings")
    }
  }

  static func stringsError(_ text: String) -> Diagnostic? {
    error { () throws(FormshotError) in
      _ = try TranslationFileReaders.readStrings(text, path: "Localizable.strings")
    }
  }

  /// 100,000 nested arrays under "strings": the JSON reader's depth limit stops the recursion
  /// with an error where the 513th bracket opens, not a stack overflow.
  @Test func deeplyNestedCatalogIsALocatedError() {
    let depth = 100_000
    let text = "{\"strings\": " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
    let d = Self.catalogError(text)
    #expect(d?.description == "Localizable.xcstrings:1:524: error: invalid JSON: nested deeper than 512")
    // Nested objects the same way, on their own lines.
    let objects = "{\"strings\":\n" + String(repeating: "{\"a\":", count: depth) + "1" + String(repeating: "}", count: depth) + "}"
    #expect(Self.catalogError(objects)?.location.line == 2)
    #expect(Self.catalogError(objects)?.message == "invalid JSON: nested deeper than 512")
  }

  /// Columns count characters, as in every other formshot error: the JSON reader's byte columns
  /// put the caret one column too far right for each accented letter before it.
  @Test func catalogErrorsCountColumnsInCharacters() {
    let text = """
      {"strings": {"Café für dich": {"localizations": {"de": {"stringUnit": {"state": "new"}}}}}}
      """
    let d = Self.catalogError(text)
    // The stringUnit object is the sixth `{` on the line.
    let scalars = Array(text.unicodeScalars)
    let sixth = scalars.indices.filter { scalars[$0] == "{" }[5]
    #expect(d?.description == "Localizable.xcstrings:1:\(sixth + 1): error: the de translation of 'Café für dich' has no \"value\" string")
    let bad = "{\"strings\": {\"Größe\": ]}}"
    #expect(Self.catalogError(bad)?.description == "Localizable.xcstrings:1:23: error: invalid JSON: unexpected character")
  }

  @Test func stringsErrorsCountColumnsInCharacters() {
    #expect(Self.stringsError("\"Größe\" = \"Size\";\n\"Höhe\" = ;")?.description
      == "Localizable.strings:2:10: error: expected a quoted value after '='")
  }
}
