// The seed's constraints inspector (spec() in seeds/000_…), checked as relations on the frames
// the layout engine solves for the bundled form, in every keyboard × size class × mode ×
// priority combination. Numbers come from the seed, never from formshot's own output.
import AutoLayout
import FormLanguage
import FormState
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

/// The font-free measurer: layout relations, not glyph shapes, are under test.

struct Solved {
  let form: ResolvedForm
  let layout: LayoutResult
  subscript(_ id: String) -> Rect {
    guard let r = layout.frame(ItemID(id)) else {
      Issue.record("no frame for \(id)")
      return .zero
    }
    return r
  }
}

func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.01 }

@Suite struct InspectorRelationTests {
  static let combinations: [[String]] = {
    var out: [[String]] = []
    for kb in ["kb-hidden", "kb-shown"] {
      for size in ["compact", "regular"] {
        for mode in ["signup", "login"] {
          for prio in ["label-wins", "value-wins"] { out.append([kb, size, mode, prio]) }
        }
      }
    }
    return out
  }()

  func solve(_ tokens: [String]) throws -> Solved {
    let form = try resolve(tokens)
    return Solved(form: form, layout: LayoutEngine.solve(form, measuring: FixedAdvanceTextMeasurer()))
  }

  @Test(arguments: combinations) func inspectorHolds(_ tokens: [String]) throws {
    let f = try solve(tokens)
    let regular = tokens.contains("regular")
    let shown = tokens.contains("kb-shown")
    let signup = tokens.contains("signup")
    let valueWins = tokens.contains("value-wins")
    let canvas = regular ? Size(width: 1000, height: 760) : Size(width: 390, height: 844)
    let safeTop = regular ? 24.0 : 47
    let safeBottom = regular ? 20.0 : 34
    let margin = regular ? 40.0 : 20
    let keyboard = regular ? 300.0 : 296
    #expect(
      f.layout.brokenConstraints.isEmpty,
      "\(f.layout.brokenConstraints.map { $0.broken.inspectorText })")

    // keyboardLayoutGuide: top = keyboard.top (shown) / safeArea.bottom (hidden);
    // leading/trailing/bottom = superview.
    let kbd = f["kbd"]
    #expect(near(kbd.minY, shown ? canvas.height - keyboard : canvas.height - safeBottom))
    #expect(near(kbd.minY, shown ? kbd.minY : f["safeArea"].maxY))
    #expect(near(kbd.minX, 0) && near(kbd.maxX, canvas.width) && near(kbd.maxY, canvas.height))

    // primaryButton
    let cta = f["cta"]
    let name = f["name"]
    #expect(near(cta.maxY, kbd.minY - 8))
    if regular {
      #expect(near(cta.minX, name.minX) && near(cta.width, name.width))
    } else {
      #expect(near(cta.minX, 20) && near(cta.maxX, canvas.width - 20))
    }
    #expect(near(cta.height, 50))

    // scrollView: top = safeArea.top, bottom = keyboardLayoutGuide.top, leading/trailing = superview
    let sv = f["sv"]
    #expect(near(sv.minY, safeTop) && near(sv.maxY, kbd.minY))
    #expect(near(sv.minX, 0) && near(sv.maxX, canvas.width))

    // navigationBar
    let nav = f["nav"]
    #expect(near(nav.minY, safeTop) && near(nav.minX, 0) && near(nav.maxX, canvas.width))
    #expect(near(nav.height, 44))

    // layoutMarginsGuide
    let margins = f["margins"]
    #expect(near(margins.minX, margin) && near(margins.maxX, canvas.width - margin))

    // largeTitle, subtitle, segmented control; columns are 0.5 × margins.width − 18 on regular
    let w = regular ? 0.5 * margins.width - 18 : margins.width
    let title = f["title"]
    let sub = f["sub"]
    let seg = f["seg"]
    #expect(near(title.minY, f["sv.content"].minY + 48) && near(title.minX, margins.minX))
    #expect(near(sub.minY, title.maxY + 6) && near(sub.minX, title.minX) && near(sub.width, w))
    #expect(near(seg.minY, sub.maxY + 20) && near(seg.minX, margins.minX) && near(seg.width, w))
    #expect(near(f["seg-a"].width, f["seg-b"].width))
    #expect(f["pill"] == f[signup ? "seg-a" : "seg-b"])

    // nameField, emailField, passwordField
    let hdrp = f["hdrp"]
    let email = f["email"]
    let pw = f["pw"]
    #expect(f.form.item("name")?.isHidden == !signup)
    if signup { #expect(near(name.minY, hdrp.maxY + 8)) }
    #expect(near(name.minX, margins.minX) && near(name.width, w))
    #expect(near(email.minY, (signup ? name.maxY : hdrp.maxY) + 8))
    #expect(near(email.minX, name.minX) && near(email.width, name.width))
    #expect(
      near(pw.minY, email.maxY + 8) && near(pw.minX, email.minX) && near(pw.width, email.width))
    #expect(near(name.height, 50) && near(email.height, 50) && near(pw.height, 50))

    // previewHeader
    let hdra = f["hdra"]
    if regular {
      #expect(near(hdra.minY, hdrp.minY) && near(hdra.minX, name.maxX + 36 + 16))
    } else {
      #expect(near(hdra.minY, (signup ? f["hint"].maxY : pw.maxY) + 28))
      #expect(near(hdra.minX, margins.minX + 16))
    }

    // previewTable
    let table = f["summary"]
    #expect(near(table.minY, hdra.maxY + 6) && near(table.minX, hdra.minX - 16))
    #expect(near(table.width, regular ? name.width : margins.width))

    // row: label ↔ detail (every row of the template, the seed's rowTz in particular)
    for row in ["row-name", "row-email", "row-tz"] {
      let r = f[row]
      let lbl = f[row + ".lbl"]
      let val = f[row + ".val"]
      #expect(near(val.maxX, r.maxX - 16) && near(lbl.minX, r.minX + 16))
      if valueWins {
        #expect(val.width <= r.width - 104 + 0.01)
        #expect(near(lbl.maxX, val.minX - 8))
      } else {
        #expect(near(val.minX, lbl.maxX + 8))
      }
      #expect(near(r.height, 44))
    }
    // Who truncates: the long time zone does not fit, so the loser is narrower than its text.
    let measurer = FixedAdvanceTextMeasurer()
    func textWidth(_ id: String) -> Double {
      guard case .text(let t, let style, _, _, _, _)? = f.form.item(ItemID(id))?.intrinsic else {
        return 0
      }
      return measurer.measure(t, style: style, maxWidth: nil, maxLines: 1).size.width
    }
    let lbl = f["row-tz.lbl"]
    let val = f["row-tz.val"]
    if valueWins {
      #expect(near(val.width, f["row-tz"].width - 104), "the value takes all it may")
      #expect(lbl.width < textWidth("row-tz.lbl") - 0.01, "the label truncates")
    } else {
      #expect(near(lbl.width, textWidth("row-tz.lbl")), "the label keeps its text")
      #expect(val.width < textWidth("row-tz.val") - 0.01, "the value truncates")
    }

    // Stacking inside the table, the footer and the home indicator.
    #expect(near(f["row-name"].minY, table.minY) && near(f["row-prio"].maxY, table.maxY))
    #expect(near(f["row-email"].minY, f["row-name"].maxY))
    let footer = f["footer"]
    #expect(near(footer.minY, table.maxY + 7) && near(footer.minX, table.minX + 16))
    #expect(near(footer.width, table.width - 32))
    let home = f.form.items.last.map { f[$0.id.rawValue] } ?? .zero
    #expect(near(home.width, regular ? 200 : 134) && near(home.height, 5))
    #expect(near(home.maxY, canvas.height - (regular ? 6 : 8)) && near(home.midX, canvas.width / 2))
    // ctabar: 66 high, bottom = keyboardLayoutGuide.top, full width
    let bar = f["ctabar"]
    #expect(near(bar.maxY, kbd.minY) && near(bar.height, 66) && near(bar.width, canvas.width))
    // The software keyboard fills the guide while shown.
    if shown { #expect(f["kb"] == kbd) }
  }

  @Test func bundledFormsLayOutWithoutConflicts() throws {
    for name in ["signup", "login"] {
      let spec = try #require(parseBundled(name).0)
      for state in FormChecker.allStates(spec) {
        let form = try FormResolver.resolve(spec, state: state)
        let layout = LayoutEngine.solve(form, measuring: FixedAdvanceTextMeasurer())
        #expect(layout.brokenConstraints.isEmpty, "\(name) \(state.canonicalTokens)")
        #expect(
          layout.ambiguousItems.isEmpty,
          "\(name) \(state.canonicalTokens): \(layout.ambiguousItems)")
      }
    }
  }

  @Test func focusScrollsTheFieldIntoTheBand() throws {
    let f = try solve(["focus=pw"])
    let pw = f["pw"]
    let sv = f["sv"]
    #expect(pw.minY >= sv.minY + 52 - 0.01)
    #expect(pw.maxY <= sv.maxY - 82 + 0.01)
  }
}
