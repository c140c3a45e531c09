/// What makes up a scroll view's content extent: every visible view inside it at any depth,
/// never a guide, never a hidden view or anything inside one; and a state that only hides or
/// shows a view re-reads it on the live solver.
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import AutoLayout

@Suite struct ScrollExtentTests {
  /// A 400 pt scroll view holding `a` (content top + 20, 40 high), `box` 40 pt below it (50
  /// high) with `inner` inside it reaching content top + 400, and a guide far below them all.
  func form(hideBox: Bool = false, hideInner: Bool = false) -> FormBuilder {
    var f = FormBuilder()
    f.view("sv", kind: .scrollView(ItemKind.ScrollView(contentInset: .zero)))
    f.frame("sv", 0, 0, 320, 400)
    f.view("sv.content", parent: "sv", kind: .guide(.scrollContent))
    f.pin("sv.content.left", .equal, "sv.left")
    f.pin("sv.content.width", .equal, "sv.width")
    f.view("a", parent: "sv")
    f.pin("a.top", .equal, "sv.content.top", 20)
    f.pin("a.left", .equal, "sv.content.left", 16)
    f.pin("a.width", .equal, nil, 100)
    f.pin("a.height", .equal, nil, 40)
    f.view("box", parent: "sv", hidden: hideBox)
    f.pin("box.top", .equal, "a.bottom", 40)
    f.pin("box.left", .equal, "sv.content.left", 16)
    f.pin("box.width", .equal, nil, 200)
    f.pin("box.height", .equal, nil, 50)
    f.view("inner", parent: "box", hidden: hideInner)
    f.pin("inner.top", .equal, "box.top", 250)
    f.pin("inner.left", .equal, "box.left", 8)
    f.pin("inner.width", .equal, nil, 20)
    f.pin("inner.height", .equal, nil, 50)
    f.view("marker", parent: "sv", kind: .guide(.layoutMargins))
    f.pin("marker.top", .equal, "sv.content.top", 900)
    f.pin("marker.left", .equal, "sv.content.left")
    f.pin("marker.width", .equal, nil, 10)
    f.pin("marker.height", .equal, nil, 10)
    return f
  }

  @Test func aViewInsideAContentViewCountsAndAGuideDoesNot() {
    let r = solve(form())
    #expect(close(r["inner"].maxY - r["sv.content"].minY, 400))
    #expect(close(r["sv.content"].height, 400))
  }

  @Test func aHiddenViewHidesWhatIsInsideItFromTheExtent() {
    #expect(close(solve(form(hideBox: true))["sv.content"].height, 60))
    // Only the inner view hidden: the box itself still counts (it ends 150 pt down).
    #expect(close(solve(form(hideInner: true))["sv.content"].height, 150))
  }

  @Test func showingAViewAgainReSolvesTheLiveSolverWithTheLongerExtent() {
    let session = LayoutSession(form(hideBox: true).form, measuring: FixedAdvanceTextMeasurer())
    #expect(close(session.result["sv.content"].height, 60))
    let shown = session.update(to: form().form)
    #expect(close(shown["sv.content"].height, 400))
    let hiddenAgain = session.update(to: form(hideInner: true).form)
    #expect(close(hiddenAgain["sv.content"].height, 150))
    #expect(session.buildCount == 1)
  }
}
