/// Scroll views: content offset, reveal of a focused field, clamping; the keyboard guide edit.
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import AutoLayout

@Suite struct ScrollTests {
  /// A scroll view from y = 50 down to the keyboard guide, ten 44 pt fields 60 pt apart.
  func scrollForm(offset: Double? = nil, reveal: ItemKind.ScrollView.Reveal? = nil, keyboard: Double = 344)
    -> FormBuilder
  {
    var f = FormBuilder()
    f.view("kbd", kind: .guide(.keyboard(followsUndockedKeyboard: false)))
    f.pin("kbd.left", .equal, "root.left")
    f.pin("kbd.right", .equal, "root.right")
    f.pin("kbd.bottom", .equal, "root.bottom")
    f.pin("kbd.height", .equal, nil, keyboard, isEdit: true)
    let sv = ItemKind.ScrollView(
      contentInset: EdgeInsets(top: 0, left: 0, bottom: 20, right: 0), contentOffset: offset,
      reveal: reveal)
    f.view("sv", kind: .scrollView(sv))
    f.pin("sv.left", .equal, "root.left")
    f.pin("sv.right", .equal, "root.right")
    f.pin("sv.top", .equal, "root.top", 50)
    f.pin("sv.bottom", .equal, "kbd.top")
    f.view("sv.content", parent: "sv", kind: .guide(.scrollContent))
    f.pin("sv.content.left", .equal, "sv.left")
    f.pin("sv.content.width", .equal, "sv.width")
    for i in 0..<10 {
      f.view(ItemID("f\(i)"), parent: "sv")
      f.pin("f\(i).top", .equal, "sv.content.top", 20 + Double(i) * 60)
      f.pin("f\(i).left", .equal, "sv.content.left", 16)
      f.pin("f\(i).right", .equal, "sv.content.right", -16)
      f.pin("f\(i).height", .equal, nil, 44)
    }
    return f
  }

  /// Extent = lowest content bottom − content top + contentInset.bottom (20).
  func maxOffset(_ r: LayoutResult) -> Double {
    r["f9"].maxY - r["sv.content"].minY + 20 - r["sv"].height
  }

  @Test func unscrolledContentStartsAtTheScrollViewTop() {
    let r = solve(scrollForm())
    #expect(r.contentOffset("sv") == 0)
    #expect(close(r["sv.content"].minY, r["sv"].minY))
    #expect(close(r["f0"].minY, r["sv"].minY + 20))
    // The content guide is as tall as the content, so it is not ambiguous.
    #expect(close(r["sv.content"].height, r["f9"].maxY - r["sv.content"].minY))
    #expect(!r.ambiguousItems.contains("sv.content"))
  }

  @Test func resolverPlacedContentTopGetsTheOffset() {
    // The resolver may tie the content guide's top to the scroll view's (offset 0 placement);
    // the engine then scrolls through that constraint instead of fighting it.
    var f = scrollForm(offset: 30)
    f.pin("sv.content.top", .equal, "sv.top")
    let r = solve(f)
    #expect(r.brokenConstraints.isEmpty)
    #expect(close(r.contentOffset("sv"), 30))
    #expect(close(r["sv.content"].minY, r["sv"].minY - 30))
    var reversed = scrollForm(offset: 30)
    reversed.pin("sv.top", .equal, "sv.content.top")
    #expect(close(solve(reversed)["sv.content"].minY, r["sv.content"].minY))
  }

  @Test func contentPinnedToTheGuideBottomIsStable() {
    var f = scrollForm()
    f.view("footer", parent: "sv")
    f.pin("footer.bottom", .equal, "sv.content.bottom")
    f.pin("footer.top", .greaterThanOrEqual, "f9.bottom", 24)
    f.pin("footer.left", .equal, "sv.content.left")
    f.pin("footer.width", .equal, nil, 100)
    f.pin("footer.height", .equal, nil, 30)
    let r = solve(f)
    #expect(close(r["footer"].minY, r["f9"].maxY + 24))
    #expect(close(r["sv.content"].maxY, r["footer"].maxY))
  }

  @Test func frameGuideFollowsTheScrollView() {
    var f = scrollForm(offset: 40)
    f.view("sv.frame", parent: "sv", kind: .guide(.scrollFrame))
    let r = solve(f)
    #expect(r["sv.frame"] == r["sv"])
    #expect(!r.ambiguousItems.contains("sv.frame"))
  }

  @Test func revealOfAnItemOutsideTheScrollViewDoesNotScroll() {
    // The keyboard guide lies below the scroll view, but scrolling cannot move it.
    let r = solve(scrollForm(reveal: .init(item: "kbd", padding: .zero)))
    #expect(maxOffset(r) > 0)
    #expect(r.contentOffset("sv") == 0)
  }

  @Test func contentOffsetMovesTheContentUp() {
    let still = solve(scrollForm())
    let scrolled = solve(scrollForm(offset: 30))
    #expect(close(scrolled.contentOffset("sv"), 30))
    #expect(close(scrolled["f0"].minY, still["f0"].minY - 30))
    #expect(scrolled["sv"] == still["sv"])
  }

  @Test func revealScrollsAFieldBelowTheKeyboardIntoView() {
    let padding = EdgeInsets(top: 10, left: 0, bottom: 16, right: 0)
    let before = solve(scrollForm())
    #expect(before["f7"].maxY > before["sv"].maxY - 16)  // hidden behind the keyboard
    let r = solve(scrollForm(reveal: .init(item: "f7", padding: padding)))
    // Minimal scroll: the field's bottom lands exactly on the padded band's bottom.
    #expect(close(r["f7"].maxY, r["sv"].maxY - 16))
    #expect(r.contentOffset("sv") > 0)
    #expect(close(r["f7"].minY, before["f7"].minY - r.contentOffset("sv")))
  }

  @Test func revealOfAVisibleFieldDoesNotScroll() {
    let padding = EdgeInsets(top: 10, left: 0, bottom: 16, right: 0)
    let r = solve(scrollForm(reveal: .init(item: "f2", padding: padding)))
    #expect(r.contentOffset("sv") == 0)
  }

  @Test func revealClampsAtTheEnd() {
    let padding = EdgeInsets(top: 0, left: 0, bottom: 200, right: 0)
    let r = solve(scrollForm(reveal: .init(item: "f9", padding: padding)))
    #expect(maxOffset(r) > 0)
    #expect(close(r.contentOffset("sv"), maxOffset(r)))
    #expect(r["f9"].maxY > r["sv"].maxY - 200)  // could not scroll far enough
  }

  @Test func revealClampsAtTheStart() {
    let padding = EdgeInsets(top: 40, left: 0, bottom: 0, right: 0)
    let r = solve(scrollForm(offset: 100, reveal: .init(item: "f0", padding: padding)))
    #expect(r.contentOffset("sv") == 0)
    #expect(close(r["sv.content"].minY, r["sv"].minY))
  }

  @Test func revealScrollsUpToAFieldAboveTheBand() {
    let padding = EdgeInsets(top: 10, left: 0, bottom: 16, right: 0)
    let r = solve(scrollForm(offset: 150, reveal: .init(item: "f1", padding: padding)))
    #expect(close(r["f1"].minY, r["sv"].minY + 10))
    #expect(r.contentOffset("sv") < 150)
  }

  @Test func keyboardEditReSolvesWithoutRebuilding() {
    var f = scrollForm(keyboard: 0)
    f.view("cta")
    f.pin("cta.bottom", .equal, "kbd.top", -8)
    f.pin("cta.left", .equal, "root.left", 20)
    f.pin("cta.right", .equal, "root.right", -20)
    f.pin("cta.height", .equal, nil, 50)
    let session = LayoutSession(f.form, measuring: FixedAdvanceTextMeasurer())
    #expect(close(session.result["cta"].maxY, canvas.height - 8))

    var shown = f
    shown.constraints[3].constant = 336
    shown.constraints[3].origin = .derived(.keyboard(.shown))
    shown.constraints[3].changedByState = true
    var shownForm = shown.form
    shownForm.environment.keyboard = .docked(height: 336)
    let r = session.update(to: shownForm)
    #expect(session.buildCount == 1)
    #expect(close(r["kbd"].minY, canvas.height - 336))
    #expect(close(r["cta"].maxY, r["kbd"].minY - 8))
    #expect(close(r["sv"].maxY, r["kbd"].minY))
    // The incremental answer is the fresh one.
    let fresh = LayoutEngine.solve(shownForm, measuring: FixedAdvanceTextMeasurer())
    for (a, b) in zip(r.frames, fresh.frames) {
      #expect(a.id == b.id)
      #expect(close(a.frame.minY, b.frame.minY) && close(a.frame.height, b.frame.height))
    }

    // A structural change rebuilds.
    var changed = shown
    changed.pin("cta.width", .lessThanOrEqual, nil, 100, priority: 500)
    session.update(to: changed.form)
    #expect(session.buildCount == 2)
  }

  @Test func scrollingAndFocusChangesReuseTheSolver() {
    let session = LayoutSession(scrollForm().form, measuring: FixedAdvanceTextMeasurer())
    let top = session.result["f0"].minY
    let scrolled = session.update(to: scrollForm(offset: 60).form)
    #expect(close(scrolled["f0"].minY, top - 60))
    let padding = EdgeInsets(top: 10, left: 0, bottom: 16, right: 0)
    var focused = scrollForm(reveal: .init(item: "f8", padding: padding))
    if let i = focused.items.firstIndex(where: { $0.id == "f8" }) {
      focused.items[i].kind = .view(background: "tint", cornerRadius: 10)  // painting only
    }
    let revealed = session.update(to: focused.form)
    #expect(close(revealed["f8"].maxY, revealed["sv"].maxY - 16))
    // Hiding the last field shortens the content: the extent follows without a rebuild.
    var shorter = scrollForm(offset: 1000)
    if let i = shorter.items.firstIndex(where: { $0.id == "f9" }) {
      shorter.items[i].isHidden = true
    }
    let r = session.update(to: shorter.form)
    let extent = r["f8"].maxY - r["sv.content"].minY + 20
    #expect(close(r.contentOffset("sv"), extent - r["sv"].height))
    #expect(session.buildCount == 1)
  }

  @Test func editBeatsPriority999() {
    var f = scrollForm(keyboard: 300)
    f.pin("kbd.height", .equal, nil, 100, priority: 999)
    let r = solve(f)
    #expect(close(r["kbd"].height, 300))
  }
}
