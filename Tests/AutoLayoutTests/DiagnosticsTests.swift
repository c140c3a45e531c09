/// Broken constraints, ambiguity, the UIKit-style log, the JSON/table reports, determinism.
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import AutoLayout

@Suite struct DiagnosticsTests {
  func conflictForm() -> FormBuilder {
    var f = FormBuilder()
    f.view("v")
    f.pin("v.left", .equal, "root.left", 10)
    f.pin("v.top", .equal, "root.top", 10)
    f.pin("v.height", .equal, nil, 20)
    f.pin("v.width", .equal, nil, 100, origin: .init(line: 3, column: 1))
    f.pin("v.width", .equal, "root.width", times: 0.5, -5, origin: .init(line: 4, column: 5))
    f.view("w")
    f.pin("w.top", .equal, "v.bottom", 8)
    f.pin("w.left", .equal, "v.left")
    f.pin("w.width", .equal, "v.width")
    f.pin("w.height", .equal, nil, 20)
    return f
  }

  @Test func conflictingRequiredPairBreaksTheLaterOne() {
    let f = conflictForm()
    let r = solve(f)
    #expect(r.brokenConstraints.count == 1)
    let b = r.brokenConstraints.first
    #expect(b?.broken == f.constraints[4])
    #expect(b?.conflicting.contains(f.constraints[3]) == true)
    #expect(b?.conflicting.contains(f.constraints[4]) == true)
    // The layout completes with the surviving constraint.
    #expect(close(r["v"].width, 100))
    #expect(close(r["w"].minY, r["v"].maxY + 8))
    #expect(close(r["w"].width, 100))
  }

  @Test func logNamesTheConflictAndTheBrokenConstraint() {
    let log = LayoutLog.describe(solve(conflictForm()))
    let first = "v.width == 100 @1000  (t.form:3:1)"
    let second = "v.width == 0.5 * root.width - 5 @1000  (t.form:4:5)"
    #expect(log.hasPrefix("Unable to simultaneously satisfy constraints."))
    #expect(log.contains("\"\(first)\""))
    #expect(log.contains("\"\(second)\""))
    #expect(log.contains("Will attempt to recover by breaking constraint\n\"\(second)\""))
  }

  @Test func cleanLayoutHasAnEmptyLog() {
    var f = FormBuilder()
    f.view("v")
    f.frame("v", 0, 0, 10, 10)
    let r = solve(f)
    #expect(r.brokenConstraints.isEmpty && r.ambiguousItems.isEmpty)
    #expect(LayoutLog.describe(r) == "")
  }

  @Test func underConstrainedViewIsAmbiguous() {
    var f = FormBuilder()
    f.view("loose")
    f.pin("loose.left", .equal, "root.left", 10)
    f.pin("loose.top", .equal, "root.top", 10)
    f.pin("loose.width", .equal, nil, 10)  // no height
    f.view("fixed")
    f.frame("fixed", 0, 0, 10, 10)
    f.label("text", "Hello")  // intrinsic size settles width and height
    f.pin("text.left", .equal, "root.left")
    f.pin("text.top", .equal, "root.top", 40)
    let r = solve(f)
    #expect(r.ambiguousItems == ["loose"])
    #expect(LayoutLog.describe(r).contains("Layout is ambiguous for: loose"))
  }

  @Test func jsonFormatIsExact() {
    var f = FormBuilder()
    f.view("box")
    f.pin("box.left", .equal, "root.left", -0.0001)
    f.pin("box.top", .equal, "root.top", 20.5)
    f.pin("box.width", .equal, nil, 100)
    f.pin("box.height", .equal, nil, 1.0 / 3)
    f.view("ghost", hidden: true)
    f.frame("ghost", 1, 2, 3, 4)
    let json = LayoutReport.json(form: f.form, result: solve(f))
    #expect(
      json == """
        {"format": "formshot-layout/1", "form": "test", "state": ["compact", "light"], \
        "canvas": {"width": 390, "height": 844}, \
        "views": {"box": {"x": 0, "y": 20.5, "width": 100, "height": 0.333, "hidden": false}, \
        "ghost": {"x": 1, "y": 2, "width": 3, "height": 4, "hidden": true}}, "contentOffsets": {}}
        """)
  }

  @Test func tableIsAligned() {
    var f = FormBuilder()
    f.view("box")
    f.frame("box", 10, 20.5, 100, 44)
    f.view("a-long-name", hidden: true)
    f.frame("a-long-name", 1, 2, 3, 4)
    let lines = LayoutReport.table(form: f.form, result: solve(f)).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("name"))
    #expect(lines[1].hasPrefix("box "))
    #expect(lines[2].hasPrefix("a-long-name"))
    #expect(lines[1].hasSuffix("no") && lines[2].hasSuffix("yes"))
    // The hidden column starts at the same place on every line, and the right-aligned
    // heights all end right before it.
    let lastCells = ["hidden", "no", "yes"]
    let starts = zip(lines, lastCells).map { $0.count - $1.count }
    #expect(Set(starts).count == 1)
    #expect(lines[1].dropLast(2).hasSuffix("44  "))
    #expect(lines[2].dropLast(3).hasSuffix(" 4  "))
  }

  @Test func solvingTwiceIsIdentical() {
    let form = ScrollTests().scrollForm(
      reveal: .init(item: "f8", padding: EdgeInsets(top: 8, left: 0, bottom: 8, right: 0)))
    let a = solve(form)
    let b = solve(form)
    #expect(a == b)
    let json = { LayoutReport.json(form: form.form, result: $0) }
    #expect(json(a) == json(b))
  }

  @Test func notationOfEachConstraintShape() {
    var f = FormBuilder()
    f.pin("cta.bottom", .equal, "kbd.top", -8)
    f.pin("col.width", .equal, "margins.width", times: 0.5, -18, priority: 750)
    f.pin("v.height", .greaterThanOrEqual, nil, 44)
    f.pin("d.width", .lessThanOrEqual, "row.width", 2.5, priority: 251)
    #expect(f.constraints.map(LayoutLog.notation) == [
      "cta.bottom == kbd.top - 8 @1000",
      "col.width == 0.5 * margins.width - 18 @750",
      "v.height >= 44 @1000",
      "d.width <= row.width + 2.5 @251",
    ])
  }

  @Test func numbersPrintShortest() {
    #expect(Notation.number(-0.0) == "0")
    #expect(Notation.number(-0.0004) == "0")
    #expect(Notation.number(12) == "12")
    #expect(Notation.number(12.5) == "12.5")
    #expect(Notation.number(0.1 + 0.2) == "0.3")
    #expect(Notation.number(-3.14159) == "-3.142")
  }
}
