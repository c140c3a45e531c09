import FormLanguage
import LayoutVocabulary
import Testing

/// A rule's `source` (the statement as messages quote it) is spelled out from its action only
/// when read; it must read exactly as the label the analyzer used to store with every rule.
@Suite struct RuleSourceTests {
  static let text = form(
    """
    label b "B" {
      below a 36 + 16
      align-leading a system
      width <= 0.5 * a.width - 18 @750
      height >= 20
      alpha: 0.5
    }
    remove b.height
    """)

  @Test func sourcesReadAsTheStatementsWritten() throws {
    let s = try spec(Self.text)
    let sources = s.rules.filter { rule in
      switch rule.action {
      case .constraint(let c): return c.first.item == "b"
      case .property(let item, _, _): return item == "b"
      case .remove: return true
      }
    }.map(\.source)
    #expect(
      sources == [
        "b.top = a.bottom + 36 + 16",
        "b.leading = a.leading + system",
        "b.width ≤ 0.5 × a.width − 18 @750",
        "b.height ≥ 20",
        "b.alpha",
        "remove b.height",
      ])
  }

  @Test func aSourceReadsAsTheConstraintsLabel() throws {
    let s = try spec(Self.text)
    for rule in s.rules {
      guard case .constraint(let c) = rule.action else { continue }
      #expect(rule.source == c.label())
    }
  }

  @Test func aSourceSetByHandIsKeptAndComparedAsText() throws {
    let s = try spec(Self.text)
    let rule = try #require(s.rules.first { $0.source == "b.alpha" })
    let written = Rule(
      condition: rule.condition, action: rule.action, location: rule.location,
      source: "b.alpha", block: rule.block, whenLocation: rule.whenLocation)
    #expect(written == rule)
    var renamed = rule
    renamed.source = "alpha of b"
    #expect(renamed.source == "alpha of b")
    #expect(renamed != rule)
  }
}
