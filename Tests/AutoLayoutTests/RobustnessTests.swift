/// Bad input lays out without trapping: the engine records or skips what it cannot use.
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import AutoLayout

@Suite struct RobustnessTests {
  @Test func badConstraintsAreSkippedAndTheRestIsLaidOut() {
    var f = FormBuilder()
    f.view("v")
    f.frame("v", 10, 20, 30, 40)
    f.pin("v.left", .equal, "missing.left")  // unknown item
    f.pin("v.width", .equal, nil, .nan)  // not a number
    f.pin("v.width", .equal, "root.width", times: .infinity)
    f.pin("v.height", .greaterThanOrEqual, nil, 10, priority: -5)  // out-of-range priority
    f.view("orphan", parent: "nowhere")
    f.frame("orphan", 1, 2, 3, 4)
    let r = solve(f)
    #expect(r["v"] == Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(r["orphan"] == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(r.frames.count == f.items.count)
  }

  @Test func parentCycleDoesNotHangTheScrollExtent() {
    var f = ScrollTests().scrollForm()
    f.view("a", parent: "b")
    f.view("b", parent: "a")
    f.frame("a", 0, 0, 1, 1)
    f.frame("b", 0, 0, 1, 1)
    let r = solve(f)
    #expect(r["a"] == Rect(x: 0, y: 0, width: 1, height: 1))
  }

  @Test func formWithoutItemsGivesAnEmptyResult() {
    var f = FormBuilder()
    f.items = []
    let r = solve(f)
    #expect(r.frames.isEmpty && r.brokenConstraints.isEmpty)
    #expect(LayoutReport.json(form: f.form, result: r).hasSuffix("\"views\": {}, \"contentOffsets\": {}}"))
  }

  @Test func reMeasuredConflictIsReportedOnceWithTheCurrentHeight() {
    var f = FormBuilder()
    let text = "a wrapping label that is far too tall for its box"
    f.label("l", text, maxLines: 0, hugging: 250, resistance: 1000)
    f.pin("l.left", .equal, "root.left")
    f.pin("l.top", .equal, "root.top")
    f.pin("l.width", .equal, nil, 100)
    f.pin("l.height", .equal, nil, 10)
    let r = solve(f)
    let wrapped = FixedAdvanceTextMeasurer().measure(text, style: body, maxWidth: 100, maxLines: 0)
    let vertical = r.brokenConstraints.filter { $0.broken.first.attribute == .height }
    #expect(vertical.count == 1)
    #expect(vertical.first?.broken.constant == wrapped.size.height)
    #expect(close(r["l"].height, 10))
  }

  @Test func requiredHuggingConflictIsReportedNotFatal() {
    var f = FormBuilder()
    f.label("l", "Hello", hugging: 1000, resistance: 1000)
    f.pin("l.left", .equal, "root.left")
    f.pin("l.top", .equal, "root.top")
    f.pin("l.width", .equal, nil, 300)
    let r = solve(f)
    #expect(r.brokenConstraints.count >= 1)
    #expect(close(r["l"].width, 300))  // the form's constraint came first and stays
    #expect(r.brokenConstraints.first?.broken.origin == .derived(.contentHugging))
    // The log names the reason in place of a source location.
    #expect(LayoutLog.describe(r).contains(" @1000  (content hugging)\"\n"))
  }
}
