/// Long chains of labels (issue 15): the tableau stays sparse, and the orders that decide ties
/// and conflicts with hugging and compression resistance.
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import AutoLayout

@Suite struct LabelChainTests {
  /// `n` labels, each 2 pt below the previous one, in a content view that must hold them all
  /// (`content.bottom >= last.bottom`, the closing constraint of a scroll view's content).
  func chain(_ n: Int) -> FormBuilder {
    var f = FormBuilder()
    f.view("content")
    f.pin("content.top", .equal, "root.top", 40)
    f.pin("content.left", .equal, "root.left")
    f.pin("content.width", .equal, nil, 300)
    f.pin("content.height", .equal, nil, 0, priority: 1)
    for i in 0..<n {
      f.label(ItemID("l\(i)"), "Label number \(i)", parent: "content")
      if i == 0 {
        f.pin("l0.top", .equal, "content.top", 8)
      } else {
        f.pin("l\(i).top", .equal, "l\(i - 1).bottom", 2)
      }
      f.pin("l\(i).left", .equal, "content.left", 16)
    }
    f.pin("content.bottom", .greaterThanOrEqual, "l\(n - 1).bottom")
    return f
  }

  @Test func aLongChainOfLabelsDoesNotFillInTheTableau() {
    let n = 1_500
    let session = LayoutSession(chain(n).form, measuring: FixedAdvanceTextMeasurer())
    let r = session.result
    for i in [0, 1, n / 2, n - 1] {
      #expect(close(r[ItemID("l\(i)")].minY, 48 + Double(i) * (body.lineHeight + 2)))
      #expect(close(r[ItemID("l\(i)")].height, body.lineHeight))
    }
    #expect(close(r["content"].maxY, r[ItemID("l\(n - 1)")].maxY))
    #expect(r.brokenConstraints.isEmpty && r.ambiguousItems.isEmpty)
    // Hugging and compression resistance added after the closing constraint each filled in
    // its row (about n²/2 cells; 1,500 labels: over a million).
    let size = session.tableauSize
    #expect(size.cells <= 16 * n)
    #expect(size.longestRow <= 3 * n)
  }

  @Test func aChainOfLabelsInAScrollViewDoesNotPivotAgainstTheClosingRow() {
    // The scroll content guide's height is a weak edit variable that pulls down. With each
    // label's hugging added before its compression resistance, the closing constraint made
    // every label pivot once against the closing row (as long as the chain): quadratic.
    let n = 400
    var f = FormBuilder()
    f.view("sv", kind: .scrollView(ItemKind.ScrollView(contentInset: .zero)))
    f.pin("sv.left", .equal, "root.left")
    f.pin("sv.top", .equal, "root.top", 40)
    f.pin("sv.width", .equal, nil, 390)
    f.pin("sv.height", .equal, nil, 700)
    f.view("sv.content", parent: "sv", kind: .guide(.scrollContent))
    f.pin("sv.content.left", .equal, "sv.left")
    f.pin("sv.content.width", .equal, "sv.width")
    for i in 0..<n {
      f.label(ItemID("l\(i)"), "Label number \(i)", parent: "sv")
      f.pin("l\(i).top", .equal, i == 0 ? "sv.content.top" : "l\(i - 1).bottom", 2)
      f.pin("l\(i).left", .equal, "sv.content.left", 16)
    }
    f.pin("sv.content.bottom", .greaterThanOrEqual, "l\(n - 1).bottom", 8)
    let session = LayoutSession(f.form, measuring: FixedAdvanceTextMeasurer())
    let r = session.result
    #expect(close(r["sv.content"].height, Double(n) * (body.lineHeight + 2) + 8))
    #expect(close(r[ItemID("l\(n - 1)")].height, body.lineHeight))
    #expect(r.brokenConstraints.isEmpty)
    #expect(session.pivotCount < n / 2, "\(session.pivotCount) pivots for \(n) labels")
  }

  @Test func requiredCompressionResistanceStillBreaksAfterTheFormsConstraints() {
    // Required intrinsic constraints keep their place after the form's: the form's required
    // width holds and the compression resistance is the one reported broken.
    var f = FormBuilder()
    f.label("l", "A label of some length", resistance: 1000)
    f.pin("l.left", .equal, "root.left", 20)
    f.pin("l.top", .equal, "root.top", 100)
    f.pin("l.width", .equal, nil, 50)
    let r = solve(f)
    #expect(close(r["l"].width, 50))
    #expect(r.brokenConstraints.count == 1)
    let b = r.brokenConstraints.first
    #expect(b?.broken.origin == .derived(.compressionResistance))
    #expect(b?.conflicting.contains(f.constraints[2]) == true)
  }

  @Test func anOptionalConstraintTiedWithCompressionResistanceIsAmbiguous() {
    // Same priority on both sides: either width is a best layout, and UIKit calls it
    // ambiguous. (Since the optional intrinsic constraints go in before the form's, the
    // solver lands on the intrinsic width; before, on the form's 80.)
    let text = "A label of some length"
    var f = FormBuilder()
    f.label("l", text, resistance: 750)
    f.pin("l.left", .equal, "root.left", 20)
    f.pin("l.top", .equal, "root.top", 100)
    f.pin("l.width", .equal, nil, 80, priority: 750)
    let r = solve(f)
    #expect(r.ambiguousItems.contains("l"))
    #expect(close(r["l"].width, oneLineWidth(text)) || close(r["l"].width, 80))
    #expect(r.brokenConstraints.isEmpty)
    // One level apart, the higher wins whatever the order.
    f.constraints[2].priority = LayoutPriority(751)
    #expect(close(solve(f)["l"].width, 80))
    f.constraints[2].priority = LayoutPriority(749)
    #expect(close(solve(f)["l"].width, oneLineWidth(text)))
  }
}
