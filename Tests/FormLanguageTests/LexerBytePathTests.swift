// The lexer reads ASCII through a byte-class table and falls back to Unicode scalars for
// everything else (issue 16: the `parse` fuzz target's speed). These pin the seams between the
// two paths: columns after comments holding accented letters, a byte-order mark inside a line,
// names that turn non-ASCII after a hyphen, numbers with glued letters, and carets under tabs.
import FormLanguage
import LayoutVocabulary
import Testing

private func diagnostics(_ text: String) -> [String] {
  FormParser.parse(text, path: "l.form").1.map(\.description)
}

@Suite struct LexerBytePathTests {
  @Test func commentsWithAccentsKeepColumns() {
    #expect(diagnostics("form f\n/* é ü */ $\n").contains("l.form:2:11: error: unexpected character '$'"))
    #expect(diagnostics("form f // ü é\n$\n").contains("l.form:2:1: error: unexpected character '$'"))
    #expect(diagnostics("form f\n/* a\né */ $\n").contains("l.form:3:6: error: unexpected character '$'"))
    #expect(diagnostics("form f\n/* ü").contains("l.form:2:1: error: unterminated comment '/*'"))
  }

  @Test func aByteOrderMarkIsSkippedAnywhereAndCountsOneColumn() {
    #expect(diagnostics("\u{FEFF}form f\n \u{FEFF}$\n").contains("l.form:2:3: error: unexpected character '$'"))
  }

  @Test func namesMixingASCIIAndOtherLetters() {
    let text = "form f\nscreen s {\n  ab-é \"x\"\n  gröBe-äb \"y\"\n}\n"
    let found = diagnostics(text)
    #expect(found.contains { $0.hasPrefix("l.form:3:3: error: unknown view kind or shorthand 'ab-é'") }, "\(found)")
    #expect(found.contains { $0.hasPrefix("l.form:4:3: error: unknown view kind or shorthand 'gröBe-äb'") }, "\(found)")
  }

  @Test func numbersWithGluedLettersAreOneBadNumber() {
    let found = diagnostics("form f\nscreen s {\n  x: 12é\n  y: 1.2.3\n  z: 7px\n}\n")
    #expect(found.contains("l.form:3:6: error: bad number '12é'"), "\(found)")
    #expect(found.contains("l.form:4:6: error: bad number '1.2.3'"), "\(found)")
    #expect(found.contains("l.form:5:6: error: bad number '7px'"), "\(found)")
  }

  /// A long line's length is counted in characters, not bytes (each `é` is two bytes), and a
  /// `//` comment's end is found on the right line.
  @Test func longLinesWithAccentsAreCountedInCharacters() {
    let text = "form f\nscreen s {\n  view a { widht = 10 } // " + String(repeating: "é", count: 200) + "\n}\n"
    let rendered = FormParser.parse(text, path: "l.form").1.rendered(source: text)
    let shown = "  view a { widht = 10 } // " + String(repeating: "é", count: 93) + "…"
    #expect(
      rendered.hasPrefix("l.form:3:12: error: 'widht' is not an attribute")
        && rendered.hasSuffix("\n" + shown + "\n           ^ (line 3 is 227 characters long)"), "\(rendered)")
  }

  @Test func caretsLineUpUnderTabsAndAccents() {
    let text = "form f\n\tä\t$\n"
    let (_, found) = FormParser.parse(text, path: "l.form")
    let rendered = found.rendered(source: text)
    #expect(rendered.contains("l.form:2:4: error: unexpected character '$'\n\tä\t$\n\t \t^"), "\(rendered)")
  }
}
