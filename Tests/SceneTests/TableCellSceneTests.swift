import AutoLayout
import Drawing
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing
@testable import Scene

/// What a table cell draws itself: separators inset to its text, field rows without cards,
/// the accessory glyphs, and focus without a ring on an iPhone.
@Suite struct TableCellSceneTests {
  let body17 = TextStyle(size: 17, lineHeight: 22, tracking: -0.43)

  @Test func aRowWithACellImageInsetsItsSeparatorToTheText() {
    var f = FormFixture()
    f.add("t", .table, Rect(x: 20, y: 100, width: 350, height: 88))
    f.add("r1", .tableRow(separator: false), in: "t", Rect(x: 20, y: 100, width: 350, height: 44))
    // A 29 pt icon at the 16 pt margin, then 15 pt: the text and the separator start at 60.
    f.add(
      "r2", .tableRow(separator: true, cell: ItemKind.Cell(separatorInset: 60)), in: "t",
      Rect(x: 20, y: 144, width: 350, height: 44))
    let seps = f.build().fills(Theme.testLight.color("separator"))
    #expect(seps == [.rect(Rect(x: 80, y: 144, width: 290, height: 0.5), cornerRadius: 0)])
  }

  @Test func textFieldRowsShareTheTableCardAndAreSeparatedAtTheirLabel() {
    var f = FormFixture()
    f.add("t", .table, Rect(x: 20, y: 100, width: 350, height: 88))
    f.add(
      "a", .textField(ItemKind.TextField(label: "Name", placeholder: "", style: body17, isTableRow: true)),
      in: "t", Rect(x: 20, y: 100, width: 350, height: 44))
    f.add(
      "b",
      .textField(
        ItemKind.TextField(label: "Email", placeholder: "", style: body17, isTableRow: true, separator: true)),
      in: "t", Rect(x: 20, y: 144, width: 350, height: 44))
    let list = f.build()
    // One card (the table's), no card per field.
    #expect(list.fills(Theme.testLight.color("cell")).count == 1)
    // The separator is not hidden under a field's card: it is drawn after the card, at the
    // label's start (16 pt in), to the card's trailing edge.
    #expect(
      list.fills(Theme.testLight.color("separator"))
        == [.rect(Rect(x: 36, y: 144, width: 334, height: 0.5), cornerRadius: 0)])
  }

  @Test func aFocusedIPhoneFieldHasACaretAndNoRing() {
    func items(ring: Bool) -> [DisplayItem] {
      var f = FormFixture()
      f.add(
        "a",
        .textField(
          ItemKind.TextField(
            label: "Name", placeholder: "Required", isFocused: true, style: body17,
            showsFocusRing: ring)),
        Rect(x: 20, y: 100, width: 350, height: 50))
      return f.build().items
    }
    let tint = Theme.testLight.color("tint")
    func strokes(_ items: [DisplayItem]) -> Int {
      items.filter { if case .stroke(_, let c, _, _) = $0 { return c == tint } else { return false } }.count
    }
    let phone = items(ring: false)
    #expect(strokes(phone) == 0)
    // The caret: 2 pt wide, a line tall, where the text starts (16 + 88 + 8 from the edge).
    #expect(
      phone.contains(
        .fill(.rect(Rect(x: 132, y: 114, width: 2, height: 22), cornerRadius: 1), .solid(tint))))
    #expect(strokes(items(ring: true)) == 1)
  }

  @Test func accessoriesSitAtTheTrailingMarginAndMirror() {
    func chevron(rtl: Bool) -> [PathElement]? {
      var f = FormFixture()
      f.add(
        "r", .tableRow(separator: false, cell: ItemKind.Cell(accessory: .disclosureIndicator)),
        Rect(x: 20, y: 100, width: 350, height: 44))
      f.items[f.items.count - 1].layoutMargins = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
      var form = f.form
      if rtl { form.environment.layoutDirection = .rightToLeft }
      let list = SceneBuilder.build(form: form, layout: f.layout, theme: .testLight)
      for case .stroke(.path(let p), _, _, _) in list.items { return p }
      return nil
    }
    // The chevron's box is 8 × 13 at the trailing margin: x 346…354, its tip at the trailing side.
    let ltr = chevron(rtl: false)
    #expect(ltr == [.move(Point(x: 347, y: 116.5)), .line(Point(x: 353, y: 122)), .line(Point(x: 347, y: 127.5))])
    let rtl = chevron(rtl: true)
    #expect(rtl == [.move(Point(x: 43, y: 116.5)), .line(Point(x: 37, y: 122)), .line(Point(x: 43, y: 127.5))])
  }
}
