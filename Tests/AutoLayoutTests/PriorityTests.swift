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

  // MARK: Strict order: a higher priority is satisfied first, however many lower ones pull

  /// Three labels (10 characters, 100 pt) pinned between a container's edges, the container
  /// 300 pt wide at priority 500 (not required).
  func threeLabels(hugging: Double) -> FormBuilder {
    var f = FormBuilder()
    f.view("box")
    f.pin("box.left", .equal, "root.left", 20)
    f.pin("box.top", .equal, "root.top", 100)
    f.pin("box.height", .equal, nil, 200)
    f.pin("box.width", .equal, nil, 300, priority: 500)
    for (i, id) in ["a", "b", "c"].enumerated() {
      f.label(ItemID(id), String(repeating: "x", count: 10), parent: "box", hugging: hugging)
      f.pin("\(id).leading", .equal, "box.leading")
      f.pin("\(id).trailing", .equal, "box.trailing")
      f.pin("\(id).top", .equal, "box.top", Double(i) * 40)
    }
    return f
  }

  @Test func threeHuggingsAt250DoNotOutweighOneConstraintAt500() {
    // A weighted sum would shrink the box to the labels (3 × 250 > 500); UIKit keeps 300.
    let r = solve(threeLabels(hugging: 250))
    #expect(close(r["box"].width, 300))
    for id: ItemID in ["a", "b", "c"] { #expect(close(r[id].width, 300)) }
  }

  @Test func huggingAbove500StillWins() {
    // One level up (501), the labels' hugging is satisfied first and the box gives way.
    let r = solve(threeLabels(hugging: 501))
    #expect(close(r["box"].width, oneLineWidth(String(repeating: "x", count: 10))))
  }

  @Test func compressionResistance750HoldsAgainstTwoConstraintsAt500() {
    // Two optional constraints at 500 pull the 200 pt label narrower (a sum: 1000 > 750).
    var f = FormBuilder()
    let text = String(repeating: "x", count: 20)  // 200 pt
    f.label("l", text)
    f.pin("l.left", .equal, "root.left", 20)
    f.pin("l.top", .equal, "root.top", 100)
    f.pin("l.width", .equal, nil, 100, priority: 500)
    f.pin("l.right", .lessThanOrEqual, "root.left", 150, priority: 500)
    let r = solve(f)
    #expect(close(r["l"].width, oneLineWidth(text)))
    #expect(r.brokenConstraints.isEmpty)

    // Below the two (compression 499), they win: the label is compressed to 100 pt, the width
    // constraint holding exactly and the edge 30 pt short of its bound.
    var weak = FormBuilder()
    weak.label("l", text, resistance: 499)
    weak.constraints = f.constraints
    #expect(close(solve(weak)["l"].width, 100))
  }
}

