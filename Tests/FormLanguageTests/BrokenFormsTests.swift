// The corpus of broken forms: each Fixtures/broken/NAME.form comes with NAME.expected, the
// exact one-line diagnostics (`NAME.form:L:C: severity: message`) it must produce.
import FormLanguage
import LayoutVocabulary
import Testing

@Suite struct BrokenFormsTests {
  static let names: [String] = listDirectory(Paths.fixtures + "/broken")
    .filter { $0.hasSuffix(".form") }.map { String($0.dropLast(".form".count)) }

  @Test func corpusIsLarge() {
    #expect(Self.names.count >= 40)
  }

  @Test(arguments: names) func reportsExpectedDiagnostics(_ name: String) throws {
    let dir = Paths.fixtures + "/broken/"
    let source = try #require(readText(dir + name + ".form"))
    let expected = try #require(readText(dir + name + ".expected"))
      .split(separator: "\n").map(String.init)
    let (spec, diagnostics) = FormParser.parse(source, path: name + ".form")
    #expect(diagnostics.map(\.description) == expected)
    // A file with an error yields no spec; a file with only warnings still does.
    #expect((spec == nil) == diagnostics.hasErrors)
  }

  @Test(arguments: names) func rendersEveryDiagnosticWithCaret(_ name: String) throws {
    let source = try #require(readText(Paths.fixtures + "/broken/" + name + ".form"))
    let (_, diagnostics) = FormParser.parse(source, path: name + ".form")
    #expect(!diagnostics.isEmpty)
    for d in diagnostics {
      let lines = d.rendered(source: source).split(
        separator: "\n", omittingEmptySubsequences: false)
      #expect(lines[0] == Substring(d.description))
      // The caret sits under the reported column (when the line exists).
      if lines.count == 3 {
        #expect(lines[2].last == "^")
        #expect(lines[2].unicodeScalars.count == d.location.column)
      }
    }
  }
}
