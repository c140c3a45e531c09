// Hostile inputs (issue 16): every one of these used to crash (stack overflow), run for
// minutes or print gigabytes. Each must now end with a short, located error.
import Formshot
import FormLanguage
import Foundation
import Testing
import LayoutVocabulary

private func parse(_ text: String) -> (FormSpec?, [Diagnostic]) {
  FormParser.parse(text, path: "h.form")
}

private func errors(_ text: String) -> [Diagnostic] { parse(text).1.filter(\.isError) }

@Suite struct HardeningTests {
  // MARK: - Stack overflows

  @Test func aLongRunOfBadCharactersIsAShortReport() {
    let text = "form t\nscreen s { }\n" + String(repeating: "$", count: 40_000) + "\n"
    let found = errors(text)
    // 50 errors and one that counts the rest.
    #expect(found.count == 51)
    #expect(found[0].description == "h.form:3:1: error: unexpected character '$'")
    #expect(found.last?.message == "…and 39950 more errors")
    let rendered = found.rendered(source: text)
    #expect(rendered.utf8.count < 40_000)
  }

  @Test func fiftyThousandNotsDoNotOverflowTheStack() {
    let text =
      "form t\nscreen s {\n  when " + String(repeating: "not ", count: 50_000)
      + "dark { }\n}\n"
    let (spec, diagnostics) = parse(text)
    #expect(spec != nil, "\(diagnostics.prefix(3))")
  }

  @Test func fiftyThousandAndsAreALocatedError() {
    let text =
      "form t\nscreen s {\n  when dark"
      + String(repeating: " and dark", count: 50_000) + " { }\n}\n"
    let found = errors(text)
    #expect(found.count == 1)
    #expect(found.first?.location.line == 3)
    #expect(found.first?.message.contains("more than 256 terms") == true)
  }

  @Test func templatesNestedTenThousandDeepAreALocatedError() {
    var text = "form t\ntemplate t0 { width = 10 }\n"
    for i in 1..<10_000 { text += "template t\(i) { view v scope: t\(i - 1) }\n" }
    text += "screen s {\n  view first: t9999\n}\n"
    let found = errors(text)
    #expect(found.count == 1, "\(found.prefix(3))")
    #expect(found.first?.message.hasPrefix("views nested deeper than 64") == true)
    #expect(found.first?.message.contains("t9999 → t9998") == true)
  }

  // MARK: - Blow-ups

  @Test func templateDoublingHitsTheExpansionBudget() {
    var text = "form t\ntemplate t0 { width = 10; height = 10 }\n"
    for i in 1...40 { text += "template t\(i) { view a scope: t\(i - 1); view b scope: t\(i - 1) }\n" }
    text += "screen s {\n  view first: t40\n}\n"
    #expect(text.utf8.count < 2_500)
    let found = errors(text)
    #expect(found.count == 1, "\(found.prefix(3))")
    let message = found.first?.message ?? ""
    #expect(message.hasPrefix("template expansion produces more than"))
    #expect(message.contains("t40 → t39"))
    #expect(found.first?.location.line == 44)
  }

  @Test func tenThousandNestedViewsGiveOneNestingErrorAndOneUnclosedError() {
    let text = "form t\nscreen s {\n" + String(repeating: "view {\n", count: 10_000)
    let found = errors(text)
    // The innermost block that really opened (depth 64) is the one reported as unclosed.
    #expect(found.map(\.message) == ["'{' is never closed", "blocks nested too deeply (deeper than 64)"])
    #expect(found.map(\.location.line) == [65, 66])
  }

  @Test func tenThousandClosedNestedViewsGiveOneError() {
    let text =
      "form t\nscreen s {\n" + String(repeating: "view {\n", count: 10_000)
      + String(repeating: "}\n", count: 10_000) + "}\n"
    let found = errors(text)
    #expect(found.map(\.message) == ["blocks nested too deeply (deeper than 64)"])
  }

  // MARK: - Located and readable errors

  @Test func aHugeTokenIsCutInTheMessageWithItsLength() {
    let word = String(repeating: "a", count: 5_000_000)
    let text = "form t\n" + word + "\nscreen s { }\n"
    let found = errors(text)
    #expect(found.count == 1)
    let d = found[0]
    #expect(d.location.line == 2 && d.location.column == 1)
    #expect(d.message.contains("5000000 characters"), "\(d.message.prefix(200))")
    #expect(d.message.count < 200)
    let rendered = [d].rendered(source: text)
    #expect(rendered.count < 400)
    #expect(rendered.contains("^"))
  }

  @Test func crlfFormsKeepTheSourceLineAndCaret() {
    let text = "form t\r\nscreen s {\r\n  view a { widht = 10 }\r\n}\r\n"
    let found = errors(text)
    #expect(found.count == 1)
    let rendered = found.rendered(source: text)
    #expect(rendered.hasPrefix("h.form:3:"))
    #expect(rendered.contains("\n  view a { widht = 10 }\n"))
    #expect(rendered.hasSuffix("^"))
    #expect(!rendered.contains("\r"))
  }

  @Test func invalidUTF8IsLocatedWithTheByteValue() throws {
    let bytes = Array("form t\nscreen s {\n  label a \"caf".utf8) + [0xE9] + Array("\" }\n}\n".utf8)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "formshot-utf8-\(getpid()).form")
    try Data(bytes).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    do {
      _ = try FormDocument.load(path: url.path)
      Issue.record("a form with a bad byte loaded")
    } catch {
      #expect(
        "\(error)".hasPrefix("\(url.path):3:15: error: not UTF-8 text: byte 0xE9"),
        "\(error)")
    }
  }

  @Test func nanAndInfinityAreNamedAsNonFiniteNumbers() {
    for word in ["nan", "inf", "infinity", "NaN"] {
      let text = "form t\nscreen s {\n  view a { width = \(word) }\n}\n"
      let found = errors(text)
      #expect(found.count == 1, "\(found)")
      #expect(found.first?.location.column == 20)
      #expect(
        found.first?.message
          == "'\(word)' is not a number; a form's numbers are finite (at most 10000000)")
    }
    let priority = errors("form t\nscreen s {\n  view a { width = 10 @ inf }\n}\n")
    #expect(priority.map(\.message) == ["'inf' is not a number; a form's numbers are finite (at most 10000000)"])
    let exponent = errors("form t\nscreen s {\n  view a { width = 10 @ 1e999 }\n}\n")
    #expect(exponent.map(\.message) == ["bad number '1e999'"])
  }

  @Test func constantsPastTheNumberCapAreErrors() {
    let sum = errors(
      "form t\nscreen s {\n  view a { width = 9000000 + 9000000 }\n}\n")
    #expect(sum.map(\.description) == [
      "h.form:3:20: error: the constant 18000000 is past the number cap (at most 10000000 either way)"
    ])
    let negative = errors("form t\nscreen s {\n  view a { width = -10000000 }\n}\n")
    #expect(negative.map(\.description) == [
      "h.form:3:12: error: a width cannot be negative (width = -10000000)"
    ])
    // A negative constant relative to another anchor is ordinary.
    #expect(errors("form t\nscreen s {\n  view a { pin-top; pin-leading; width = superview.width - 16; height = 10 }\n}\n").isEmpty)
  }

  // MARK: - Linear front end

  @Test func aLongBelowChainStillReportsItsCycle() {
    var text = "form t\nscreen s {\n"
    for i in 0..<2_000 { text += "  view v\(i) { below v\(i == 0 ? 1_999 : i - 1) }\n" }
    text += "}\n"
    let found = errors(text)
    #expect(found.count == 1)
    #expect(found.first?.message.hasPrefix("cycle in 'below' chain: v") == true)
  }
}

/// `'{' is never closed` names the brace the author left open, not an outer one whose block
/// merely ran to the end of the file.
@Suite struct UnclosedBraceTests {
  private func unclosed(_ text: String) -> [Diagnostic] {
    let (_, diagnostics) = FormParser.parse(text, path: "t.form")
    return diagnostics.filter { $0.message == "'{' is never closed" }
  }

  @Test func aMissingBraceInsideIsReportedWhereItWasOpened() {
    // The label's `{` on line 3 is left open; the `}` on line 5 then closes the label, so the
    // screen runs to the end of the file.
    let text = """
      form t
      screen s {
        label a "A" { pin-top; pin-leading
        label b "B" { pin-top }
      }

      """
    let found = unclosed(text)
    #expect(found.count == 1)
    #expect(found.first.map { [$0.location.line, $0.location.column] } == [3, 15])
  }

  @Test func anOuterBraceLeftOpenIsReportedThere() {
    let text = "form t\nscreen s {\n  label a \"A\" { pin-top }\n"
    let found = unclosed(text)
    #expect(found.first.map { [$0.location.line, $0.location.column] } == [2, 10])
  }
}
