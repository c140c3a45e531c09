// The language reference must not lie: every complete form in docs/form-language.md parses
// clean, and the shipped login.form is the reference's own example.
import FormLanguage
import Testing

@Suite struct DocsTests {
  /// The fenced ```swift blocks of the reference that are whole forms (they have a `form` line).
  static func exampleForms() -> [String] {
    let text = readText(Paths.packageRoot() + "/docs/form-language.md") ?? ""
    var blocks: [String] = []
    var current: [Substring]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line.hasPrefix("```swift") {
        current = []
      } else if current != nil, line.hasPrefix("```") {
        if let c = current, c.contains(where: { $0.hasPrefix("form ") }) {
          blocks.append(c.joined(separator: "\n"))
        }
        current = nil
      } else {
        current?.append(line)
      }
    }
    return blocks
  }

  @Test func completeExamplesParseClean() {
    let examples = Self.exampleForms()
    #expect(examples.count >= 2)
    for (i, source) in examples.enumerated() {
      let (spec, diagnostics) = FormParser.parse(source, path: "example\(i).form")
      #expect(diagnostics.isEmpty, "\(diagnostics.rendered(source: source))")
      #expect(spec != nil)
    }
  }

  @Test func loginFormIsTheReferenceExample() throws {
    let login = try #require(readText(Paths.forms + "/login.form"))
    #expect(Self.exampleForms().contains { login.contains($0) })
  }
}
