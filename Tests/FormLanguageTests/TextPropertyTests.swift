// The text properties of issue 10: italic in `style:`, `monospacedDigits`, `font`, `lineBreak`
// and `alignment: natural`, as the analyzer accepts and refuses them.
import FormLanguage
import Testing

@Suite struct TextPropertyTests {
  func parse(_ body: String) -> (FormSpec?, [String]) {
    let (spec, diagnostics) = FormParser.parse(
      "form f\nscreen s {\n  label l \"Text\" { \(body); pin-top; pin-leading }\n}\n", path: "f.form")
    return (spec, diagnostics.map(\.description))
  }

  func styleValue(_ spec: FormSpec?) -> PropertyValue? {
    for rule in spec?.rules ?? [] {
      if case .property("l", "style", let value) = rule.action { return value }
    }
    return nil
  }

  @Test func italicGoesAfterTheStyleNameWithOrWithoutAWeight() {
    for (text, weight) in [("body italic", 0), ("body semibold italic", 600), ("body italic black", 900)] {
      let (spec, errors) = parse("style: \(text)")
      #expect(errors.isEmpty, "\(text): \(errors)")
      #expect(styleValue(spec) == .style("body", weight: weight, italic: true), "\(text)")
    }
    #expect(styleValue(parse("style: body ultraLight").0) == .style("body", weight: 100, italic: false))
  }

  @Test func aWrongStyleWordIsRefused() {
    #expect(
      parse("style: body slanted").1 == [
        "f.form:3:27: error: expected a text style (e.g. body, footnote, largeTitle bold, "
          + "body italic), found 'body slanted'"
      ])
    #expect(parse("style: body italic italic").1.count == 1)
    #expect(parse("style: body bold semibold").1.count == 1)
  }

  @Test func theOtherTextPropertiesParse() {
    for body in [
      "monospacedDigits: true", "font: \"Brand.otf\"", "lineBreak: truncateMiddle",
      "lineBreak: charWrap", "alignment: natural", "lines: 2",
    ] {
      #expect(parse(body).1.isEmpty, "\(body)")
    }
    #expect(
      parse("lineBreak: byWordWrapping").1 == [
        "f.form:3:31: error: expected wordWrap, charWrap, clip, truncateHead, truncateMiddle, "
          + "truncateTail, found 'byWordWrapping'"
      ])
  }
}
