// A token no longer carries a copy of its text: messages read it from the source by the
// token's byte range (issue 15: the front end's speed). These pin what messages quote where
// the text is not simply those bytes: a string with a `\u{…}` escape (quoted, as it always
// was, without the braces and digits), normalised punctuation quoted as written, and a
// relation written `==`.
import FormLanguage
import LayoutVocabulary
import Testing

private func errors(_ text: String) -> [String] {
  FormParser.parse(text, path: "t.form").1.filter(\.isError).map(\.description)
}

@Suite struct TokenTextTests {
  @Test func aStringWithAUnicodeEscapeIsQuotedWithoutTheEscapeDigits() {
    #expect(errors("form \"a\\u{41}b\"\n").contains("t.form:1:6: error: expected the form's name, found string \"a\\ub\""))
    let inValue = errors("form f\nscreen s {\n  view v { top = superview.top + \"a\\u{42}\" }\n}\n")
    #expect(inValue.contains("t.form:3:34: error: expected a number or 'system', found string \"a\\u\""), "\(inValue)")
  }

  @Test func aPlainStringIsQuotedAsWritten() {
    let found = errors("form f\nscreen s {\n  view v { \"x\\ty\" }\n}\n")
    #expect(found.contains("t.form:3:12: error: expected a statement, found string \"x\\ty\""), "\(found)")
  }

  @Test func punctuationIsQuotedAsWrittenNotAsNormalised() {
    let relation = errors("form f\nscreen s {\n  view v { top <= superview.top ≤ 3 }\n}\n")
    #expect(relation.contains("t.form:3:33: error: unexpected '≤'; expected the end of the statement"), "\(relation)")
    let times = errors("form f\nscreen s {\n  view v { top == 3 ×× }\n}\n")
    #expect(times.contains("t.form:3:22: error: expected a name, found '×'"), "\(times)")
    let equal = errors("form f\nscreen s {\n  view v { width: 1 == }\n}\n")
    #expect(equal.contains("t.form:3:21: error: unexpected '==' in a value"), "\(equal)")
  }

  @Test func aDoubleEqualsIsARelation() {
    let (spec, diagnostics) = FormParser.parse(
      "form f\nscreen s {\n  view v { top == superview.top + 8; leading = superview.leading; width = 10; height = 10 }\n}\n",
      path: "t.form")
    #expect(diagnostics.filter(\.isError).isEmpty, "\(diagnostics)")
    let top = spec?.rules.compactMap { rule -> ConstraintSpec? in
      guard case .constraint(let c) = rule.action, c.first.attribute == .top else { return nil }
      return c
    }.first
    #expect(top?.relation == .equal)
    #expect(top?.second == AnchorSpec("s", .top))
    #expect(top?.constant == 8)
  }
}
