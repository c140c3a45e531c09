/// Priorities: hugging, compression resistance, required versus optional.
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import AutoLayout

@Suite struct PriorityTests {
  /// Two labels in a row between the margins, with room to spare: the higher hugging hugs.
  func row(_ texts: (String, String), hugging: (Double, Double), resistance: (Double, Double))
    -> FormBuilder
  {
    var f = FormBuilder()
    f.label("a", texts.0, hugging: hugging.0, resistance: resistance.0)
    f.label("b", texts.1, hugging: hugging.1, resistance: resistance.1)
    f.pin("a.leading", .equal, "root.leading", 20)
    f.pin("b.leading", .equal, "a.trailing", 8)
    f.pin("b.trailing", .equal, "root.trailing", -20)
    f.pin("a.top", .equal, "root.top", 100)
    f.pin("b.top", .equal, "root.top", 100)
    return f
  }

  @Test func hugging251BeatsHugging250() {
    let r = solve(row(("Name", "Ada"), hugging: (251, 250), resistance: (750, 750)))
    #expect(close(r["a"].width, oneLineWidth("Name")))
    #expect(r["b"].width > oneLineWidth("Ada") + 1)
    #expect(close(r["b"].maxX, canvas.width - 20))

    let swapped = solve(row(("Name", "Ada"), hugging: (250, 251), resistance: (750, 750)))
    #expect(close(swapped["b"].width, oneLineWidth("Ada")))
    #expect(swapped["a"].width > oneLineWidth("Name") + 1)
  }

  @Test func equalHuggingLeavesTheSplitAmbiguous() {
    // UIKit reports this row as ambiguous: either label could take the spare room.
    let r = solve(row(("Name", "Ada"), hugging: (250, 250), resistance: (750, 750)))
    #expect(r.ambiguousItems.contains("a") || r.ambiguousItems.contains("b"))
    let settled = solve(row(("Name", "Ada"), hugging: (251, 250), resistance: (750, 750)))
    #expect(settled.ambiguousItems.isEmpty)
  }

  @Test func compression751BeatsCompression750() {
    let long = String(repeating: "x", count: 30)  // 300 pt each, only 342 pt of room
    let r = solve(row((long, long), hugging: (250, 250), resistance: (751, 750)))
    #expect(close(r["a"].width, oneLineWidth(long)))
    #expect(r["b"].width < oneLineWidth(long) - 1)  // b truncates
    #expect(close(r["b"].minX, r["a"].maxX + 8))

    let swapped = solve(row((long, long), hugging: (250, 250), resistance: (750, 751)))
    #expect(close(swapped["b"].width, oneLineWidth(long)))
    #expect(swapped["a"].width < oneLineWidth(long) - 1)
  }

  @Test func requiredBeatsOptional() {
    var f = FormBuilder()
    f.view("v")
    f.pin("v.width", .equal, nil, 200, priority: 999)
    f.pin("v.width", .equal, nil, 100)
    f.pin("v.left", .equal, "root.left")
    f.pin("v.top", .equal, "root.top")
    f.pin("v.height", .equal, nil, 10)
    let r = solve(f)
    #expect(close(r["v"].width, 100))
    #expect(r.brokenConstraints.isEmpty)
  }

  @Test func higherOptionalPriorityWins() {
    var f = FormBuilder()
    f.view("v")
    f.frame("v", 0, 0, 10, 10)
    f.view("w")
    f.pin("w.width", .equal, nil, 200, priority: 500)
    f.pin("w.width", .equal, nil, 100, priority: 501)
    f.pin("w.left", .equal, "root.left")
    f.pin("w.top", .equal, "root.top")
    f.pin("w.height", .equal, nil, 10)
    #expect(close(solve(f)["w"].width, 100))
  }
}
