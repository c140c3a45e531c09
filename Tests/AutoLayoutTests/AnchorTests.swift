/// Anchors: leading/trailing under RTL, baselines, multipliers, margins, hidden items.
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import AutoLayout

@Suite struct AnchorTests {
  @Test func rightToLeftFlipsLeadingAndTrailing() {
    var f = FormBuilder()
    f.view("v")
    f.pin("v.leading", .equal, "root.leading", 20)
    f.pin("v.width", .equal, nil, 50)
    f.pin("v.top", .equal, "root.top")
    f.pin("v.height", .equal, nil, 10)
    f.view("m", margins: EdgeInsets(top: 0, left: 4, bottom: 0, right: 6))
    f.frame("m", 100, 100, 200, 10)
    f.view("w")
    f.pin("w.leading", .equal, "m.leadingMargin")
    f.pin("w.trailing", .equal, "m.trailingMargin")
    f.pin("w.top", .equal, "root.top")
    f.pin("w.height", .equal, nil, 10)
    f.view("next")
    f.pin("next.leading", .equal, "v.trailing", 8)
    f.pin("next.width", .equal, nil, 30)
    f.pin("next.top", .equal, "root.top")
    f.pin("next.height", .equal, nil, 10)

    let ltr = solve(f)
    #expect(close(ltr["next"].minX, ltr["v"].maxX + 8))
    #expect(close(ltr["v"].minX, 20))
    #expect(close(ltr["w"].minX, ltr["m"].minX + 4))
    #expect(close(ltr["w"].maxX, ltr["m"].maxX - 6))

    f.direction = .rightToLeft
    let rtl = solve(f)
    #expect(close(rtl["v"].maxX, canvas.width - 20))
    #expect(close(rtl["v"].width, 50))
    #expect(close(rtl["next"].maxX, rtl["v"].minX - 8))  // reading order runs leftwards
    // Margins are already left/right: the guide between them is the same band.
    #expect(close(rtl["w"].minX, rtl["m"].minX + 4))
    #expect(close(rtl["w"].maxX, rtl["m"].maxX - 6))
  }

  @Test func baselineAlignment() {
    var f = FormBuilder()
    f.label("big", "Title")
    f.view(
      "small",
      intrinsic: .text("Detail", TextStyle(size: 12, lineHeight: 16), padding: .zero, maxLines: 1,
        minHeight: nil))
    f.view("box")
    f.pin("big.left", .equal, "root.left")
    f.pin("big.top", .equal, "root.top", 100)
    f.pin("small.left", .equal, "big.right", 8)
    f.pin("small.firstBaseline", .equal, "big.firstBaseline")
    f.pin("box.left", .equal, "root.left")
    f.pin("box.width", .equal, nil, 10)
    f.pin("box.height", .equal, nil, 10)
    f.pin("box.lastBaseline", .equal, "big.firstBaseline")  // no text: baseline = bottom
    let r = solve(f)
    let baseline = r["big"].minY + 0.8 * body.lineHeight
    #expect(close(r["small"].minY + 0.8 * 16, baseline))
    #expect(r["small"].minY > r["big"].minY)  // the smaller text sits lower
    #expect(close(r["box"].maxY, baseline))
  }

  /// An item whose text is centred in its height (`contentVerticalAlignment`) moves its
  /// baselines with its centre when it is taller than its text; at the bottom, with its bottom.
  @Test func centredTextMovesItsBaselineWithTheHeight() {
    var f = FormBuilder()
    f.label("title", "Room:")
    f.pin("title.left", .equal, "root.left")
    f.pin("title.top", .equal, "root.top", 100)
    for (i, alignment) in [ContentVerticalAlignment.top, .center, .bottom].enumerated() {
      f.label(ItemID("field\(i)"), "Name")
      f.items[f.items.count - 1].contentVerticalAlignment = alignment
      f.pin("field\(i).left", .equal, "title.right", 8 + 100 * Double(i))
      f.pin("field\(i).height", .equal, nil, 40)
      f.pin("field\(i).firstBaseline", .equal, "title.firstBaseline")
    }
    let r = solve(f)
    let baseline = r["title"].minY + 0.8 * body.lineHeight
    #expect(close(r["field0"].minY + 0.8 * body.lineHeight, baseline))
    #expect(close(r["field1"].minY + 8 + 0.8 * body.lineHeight, baseline))  // (40 − 24) / 2 above its text
    #expect(close(r["field2"].minY + 16 + 0.8 * body.lineHeight, baseline))
  }

  /// A label (`.edges`, the default) taller than its text keeps its first baseline at the
  /// text's distance below its top edge and its last baseline at the text's distance above its
  /// bottom edge, as UIKit measures a view's baseline offsets.
  @Test func aTallLabelsBaselinesKeepTheirDistanceFromItsEdges() {
    var f = FormBuilder()
    f.label("title", "Room:")
    f.pin("title.left", .equal, "root.left")
    f.pin("title.top", .equal, "root.top", 100)
    f.label("first", "Name")
    f.label("last", "Name")
    for (i, id) in ["first", "last"].enumerated() {
      f.pin("\(id).left", .equal, "title.right", 8 + 100 * Double(i))
      f.pin("\(id).height", .equal, nil, 40)
    }
    f.pin("first.firstBaseline", .equal, "title.firstBaseline")
    f.pin("last.lastBaseline", .equal, "title.lastBaseline")
    let r = solve(f)
    #expect(close(r["first"].minY, r["title"].minY))
    #expect(close(r["last"].maxY, r["title"].maxY))
  }

  @Test func multiplierOnMarginsWidth() {
    var f = FormBuilder()
    f.view("margins", kind: .guide(.layoutMargins))
    f.pin("margins.leading", .equal, "root.leading", 20)
    f.pin("margins.trailing", .equal, "root.trailing", -20)
    f.pin("margins.top", .equal, "root.top")
    f.pin("margins.bottom", .equal, "root.bottom")
    f.view("col")
    f.pin("col.leading", .equal, "margins.leading")
    f.pin("col.width", .equal, "margins.width", times: 0.5, -18)
    f.pin("col.top", .equal, "root.top")
    f.pin("col.height", .equal, nil, 10)
    let r = solve(f)
    #expect(close(r["col"].width, 0.5 * r["margins"].width - 18))
    #expect(close(r["margins"].width, canvas.width - 40))
  }

  @Test func hiddenViewKeepsItsConstraints() {
    var f = FormBuilder()
    f.view("name")
    f.frame("name", 20, 100, 300, 44)
    f.view("email")
    f.pin("email.top", .equal, "name.bottom", 8)
    f.pin("email.left", .equal, "name.left")
    f.pin("email.width", .equal, "name.width")
    f.pin("email.height", .equal, nil, 44)
    let visible = solve(f)
    f.items[1].isHidden = true
    let hidden = solve(f)
    #expect(hidden["name"] == Rect(x: 20, y: 100, width: 300, height: 44))
    #expect(close(hidden["email"].minY, hidden["name"].maxY + 8))
    #expect(hidden["email"] == visible["email"])
    #expect(LayoutReport.json(form: f.form, result: hidden).contains("\"hidden\": true"))
  }

  @Test func multiLineLabelGrowsAtNarrowerWidth() {
    func layout(width: Double) -> (Rect, TextMetrics) {
      var f = FormBuilder()
      let text = "The quick brown fox jumps over the lazy dog again and again"
      f.label("note", text, maxLines: 0)
      f.pin("note.left", .equal, "root.left", 16)
      f.pin("note.top", .equal, "root.top", 100)
      f.pin("note.width", .equal, nil, width)
      f.view("below")
      f.pin("below.top", .equal, "note.bottom", 8)
      f.pin("below.left", .equal, "root.left")
      f.pin("below.width", .equal, nil, 10)
      f.pin("below.height", .equal, nil, 10)
      let r = solve(f)
      #expect(close(r["below"].minY, r["note"].maxY + 8))
      let expected = FixedAdvanceTextMeasurer().measure(text, style: body, maxWidth: width, maxLines: 0)
      return (r["note"], expected)
    }
    let (wide, wideText) = layout(width: 300)
    let (narrow, narrowText) = layout(width: 120)
    #expect(close(wide.height, wideText.size.height))
    #expect(close(narrow.height, narrowText.size.height))
    #expect(narrow.height > wide.height)
  }

  @Test func multiLineLastBaselineFollowsWrapping() {
    var f = FormBuilder()
    f.label("note", "one two three four five six seven eight nine ten", maxLines: 0)
    f.pin("note.left", .equal, "root.left")
    f.pin("note.top", .equal, "root.top", 50)
    f.pin("note.width", .equal, nil, 100)
    f.view("mark")
    f.pin("mark.bottom", .equal, "note.lastBaseline")
    f.pin("mark.left", .equal, "root.left")
    f.pin("mark.width", .equal, nil, 4)
    f.pin("mark.height", .equal, nil, 4)
    let r = solve(f)
    #expect(close(r["mark"].maxY, r["note"].maxY - 0.2 * body.lineHeight))
    #expect(r["note"].height > body.lineHeight)
  }
}
