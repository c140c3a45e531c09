// The documented rules of `when` blocks, on small forms: order, replacement, removal,
// properties, and the lexical conveniences.
import FormLanguage
import FormState
import LayoutContract
import LayoutVocabulary
import Testing

func resolveSmall(_ source: String, _ tokens: [String]) throws -> ResolvedForm {
  let s = try spec(source)
  return try FormResolver.resolve(s, state: try StateSet.parse(tokens, for: s))
}

@Suite struct SemanticsTests {
  static let source = """
    form t
    axis mode: one | two
    axis size: small | big
    screen s {
      label a "A" { pin-top; pin-leading }
      label b "B" {
        below a 8
        align-leading a
        width >= 10
        width <= 300
        when two { below a 20; width = 50 }
        when big { below a 40 }
        when two and big { remove leading }
        when one {
          leading = a.leading + 1
          leading = a.leading + 2     // same block: both stay
        }
        when two { text: "Two" }
      }
    }
    """

  func labels(_ tokens: [String], _ attribute: AnchorAttribute) throws -> [String] {
    try resolveSmall(Self.source, tokens).constraints("b", attribute).map(\.inspectorText)
  }

  @Test func baseAppliesAlone() throws {
    try #expect(labels(["small", "two"], .top) == ["b.top = a.bottom + 20"])
    try #expect(labels(["small", "one"], .top) == ["b.top = a.bottom + 8"])
  }

  @Test func laterBlocksWin() throws {
    try #expect(labels(["big", "two"], .top) == ["b.top = a.bottom + 40"])
    try #expect(labels(["big", "one"], .top) == ["b.top = a.bottom + 40"])
  }

  @Test func replacementNeedsTheSameRelation() throws {
    // `width = 50` replaces nothing: the base has only `>=` and `<=` on b.width.
    try #expect(labels(["two"], .width) == ["b.width ≥ 10", "b.width ≤ 300", "b.width = 50"])
  }

  @Test func constraintsOfOneBlockDoNotReplaceEachOther() throws {
    try #expect(
      labels(["one"], .leading) == ["b.leading = a.leading + 1", "b.leading = a.leading + 2"])
  }

  @Test func removeDropsEveryEarlierConstraintOnTheAnchor() throws {
    try #expect(labels(["two", "big"], .leading).isEmpty)
    try #expect(labels(["two", "small"], .leading) == ["b.leading = a.leading"])
  }

  @Test func propertiesFollowTheState() throws {
    guard case .label(let two)? = try resolveSmall(Self.source, ["two"]).item("b")?.kind,
      case .label(let one)? = try resolveSmall(Self.source, ["one"]).item("b")?.kind
    else {
      Issue.record("labels")
      return
    }
    #expect(two.text == "Two" && one.text == "B")
  }

  @Test func changedByStateMarksBlockConstraintsOnly() throws {
    let form = try resolveSmall(Self.source, ["two"])
    #expect(form.constraints("b", .top).allSatisfy { $0.changedByState })
    #expect(form.constraints("a", .top).allSatisfy { !$0.changedByState })
  }

  @Test func lexicalConveniences() throws {
    let s = try spec(
      """
      form t /* a block
      comment */
      screen s {
        label a "A\\u{2026}" { pin-top; pin-leading }   // trailing comment
        label b "B" { pin-leading
          top = a.bottom +
            8
          width ≤ 0.5 ×
            a.width − 4 @low
        }
      }
      """)
    let labels = baseConstraints(s).filter { $0.first.item == "b" }.map { $0.label() }
    #expect(
      labels == [
        "b.leading = s.leading", "b.top = a.bottom + 8", "b.width ≤ 0.5 × a.width − 4 @250",
      ])
    #expect(s.view("a")?.text == "A…")
  }
}
