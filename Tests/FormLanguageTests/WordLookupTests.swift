// The parser and analyzer classify the words they test (`system`, `scope`, `not`, `and`,
// `or`, `self`, `superview`, `root`, a scroll view's guides) once per distinct name, by the
// name's number, instead of comparing strings at every use (issue 15: the front end's speed).
// A word must mean the same wherever in a form it first appears.
import FormLanguage
import LayoutVocabulary
import Testing

@Suite struct WordLookupTests {
  private func constraint(_ spec: FormSpec, _ item: String, _ attribute: AnchorAttribute)
    -> ConstraintSpec?
  {
    for rule in spec.rules {
      if case .constraint(let c) = rule.action, c.first.item == item, c.first.attribute == attribute {
        return c
      }
    }
    return nil
  }

  @Test func keywordsMeanTheSameWhereverTheyFirstAppear() throws {
    let s = try spec(
      """
      form words
      axis mode: a | b
      screen {
        view box scope { top = safeArea.top + system; pin-x; height = 20
          view inner { top = superview.top; leading = root.leading + 8 + system; width = 4; height = 4 }
        }
        view other { below box system; pin-x; height = 10 }
        when not a and b or a { box.height = 30 }
        scrollView sv { below other; pin-x; bottom = safeArea.bottom
          view c { top = content.top; leading = frame.leading; width = sv.frame.width; height = 5 }
        }
      }
      """)
    #expect(s.views.contains { $0.id == "box.inner" })
    #expect(constraint(s, "box", .top)?.constant == 8)
    #expect(constraint(s, "box.inner", .leading)?.constant == 16)
    #expect(constraint(s, "box.inner", .leading)?.second == AnchorSpec("box", .leading))
    #expect(constraint(s, "other", .top)?.constant == 8)
    #expect(constraint(s, "c", .top)?.second == AnchorSpec("sv.content", .top))
    #expect(constraint(s, "c", .width)?.second == AnchorSpec("sv.frame", .width))
    let conditions = s.rules.map(\.condition.description)
    #expect(conditions.contains("((not a and b) or a)"))
  }

  @Test func nonFiniteWordsAreNamedInAnyCase() {
    for word in ["nan", "NaN", "INF", "Infinity"] {
      let source = "form f\nscreen {\n  view a { top = safeArea.top + \(word); pin-x }\n}\n"
      let (spec, diagnostics) = FormParser.parse(source, path: "t.form")
      #expect(spec == nil)
      #expect(
        diagnostics.first?.message
          == "'\(word)' is not a number; a form's numbers are finite (at most 10000000)")
    }
  }
}
