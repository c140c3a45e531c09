// Pass 2 walks each view's parsed statements in place — its templates' first, then its own —
// and finds the child node of each `view` statement by its position (issue 15: the front
// end's speed). These pin the order rules come out in, and that a declaration that fails
// keeps its place, so the views after it are still walked as themselves.
import FormLanguage
import LayoutVocabulary
import Testing

@Suite struct ViewWalkTests {
  @Test func rulesComeInSourceOrderWithTemplatesFirstAndChildrenWhereDeclared() throws {
    let s = try spec(
      """
      form t
      template card {
        label title "T" { top = superview.top + 1 }
        height = 40
      }
      screen s {
        view a : card {
          width = 10
          view inner { top = superview.top + 3 }
          leading = superview.leading + 4
        }
        view b { top = a.bottom + 2 }
      }
      """)
    let firsts = baseConstraints(s).map(\.first.description)
    #expect(firsts == ["title.top", "a.height", "a.width", "inner.top", "a.leading", "b.top"])
    #expect(baseConstraints(s).map(\.constant) == [1, 40, 10, 3, 4, 2])
  }

  @Test func aViewThatCannotBeDeclaredKeepsItsPlace() {
    let source = """
      form t
      screen s {
        view a { width = 10 }
        screen b { width = 20 }
        view c { top = a.bottom + 8; leading = nowhere.leading }
        view d { height = -1 }
      }
      """
    let (spec, diagnostics) = FormParser.parse(source, path: "t.form")
    #expect(spec == nil)
    #expect(
      diagnostics.filter(\.isError).map(\.description) == [
        "t.form:4:3: error: 'screen' is the root view; there is only one, at the top level",
        "t.form:5:42: error: unknown view 'nowhere'",
        "t.form:6:12: error: a height cannot be negative (height = -1)",
      ])
  }
}
