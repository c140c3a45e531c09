/// The seed's keyboard avoidance on the bundled sign-up form: a focused field scrolls into the
/// band its scroll view's `revealPadding` keeps above the keyboard; typed values show in the
/// account preview.
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import AutoLayout

@Suite struct KeyboardAvoidanceTests {
  @Test(arguments: ["name", "email", "pw"], [["compact"], ["regular", "kb-shown"]])
  func focusedFieldIsInsideThePaddedBandAboveTheKeyboard(field: String, tokens: [String]) throws {
    let l = try Laid("signup", tokens + ["focus=\(field)"])
    #expect(l.form.environment.keyboard != .hidden, "focus raises the software keyboard")
    let sv = l["sv"]
    #expect(close(sv.maxY, l.guide.minY), "the scroll view ends at the keyboard")
    guard case .scrollView(let scroll)? = l.form.item("sv")?.kind,
      let padding = scroll.reveal?.padding
    else {
      Issue.record("no reveal")
      return
    }
    #expect(padding.top == 52 && padding.bottom == 82, "the seed's scroll-padding-block")
    let frame = l[ItemID(field)]
    #expect(frame.minY >= sv.minY + padding.top - 1e-6)
    #expect(frame.maxY <= sv.maxY - padding.bottom + 1e-6)
    #expect(l.clean)
  }

  @Test func fieldBelowTheBandScrollsTheLeastThatRevealsIt() throws {
    // A short window: with the keyboard up the password sits below the band until scrolled.
    let still = try Laid("signup", ["kb-shown"])
    let focused = try Laid("signup", ["kb-shown", "focus=pw"])
    let band = focused["sv"].maxY - 82
    if still["pw"].maxY > band {
      #expect(focused.result.contentOffset("sv") > 0)
      #expect(close(focused["pw"].maxY, band), "scrolled just enough")
    } else {
      #expect(focused.result.contentOffset("sv") == 0, "already visible: no scroll")
    }
  }

  @Test func typedValuesShowInTheAccountPreview() throws {
    let l = try Laid("signup", ["value:name=Ada Lovelace", "value:email=ada@example.com"])
    for (row, value) in [("row-name.val", "Ada Lovelace"), ("row-email.val", "ada@example.com")] {
      guard case .label(let label)? = l.form.item(ItemID(row))?.kind else {
        Issue.record("no \(row)")
        continue
      }
      #expect(label.text == value)
    }
    guard case .textField(let email)? = l.form.item("email")?.kind else {
      Issue.record("no text field 'email'")
      return
    }
    #expect(email.value == "ada@example.com")
  }
}
