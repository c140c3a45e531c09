/// A hand-built miniature of the seed sign-up form: every stage feature at once, checked for a
/// clean layout (nothing broken, nothing ambiguous) and the seed's relations.
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import AutoLayout

@Suite struct SignUpFormTests {
  static let safeTop = 59.0
  static let safeBottom = 34.0

  func signUp(keyboard: Double = safeBottom, focus: ItemID? = nil) -> ResolvedForm {
    var f = FormBuilder()
    f.view("safe", kind: .guide(.safeArea))
    f.pin("safe.top", .equal, "root.top", Self.safeTop)
    f.pin("safe.bottom", .equal, "root.bottom", -Self.safeBottom)
    f.pin("safe.leading", .equal, "root.leading")
    f.pin("safe.trailing", .equal, "root.trailing")
    f.view("margins", kind: .guide(.layoutMargins))
    f.pin("margins.leading", .equal, "root.leading", 20)
    f.pin("margins.trailing", .equal, "root.trailing", -20)
    f.pin("margins.top", .equal, "safe.top")
    f.pin("margins.bottom", .equal, "safe.bottom")
    f.view("kbd", kind: .guide(.keyboard(followsUndockedKeyboard: false)))
    f.pin("kbd.leading", .equal, "root.leading")
    f.pin("kbd.trailing", .equal, "root.trailing")
    f.pin("kbd.bottom", .equal, "root.bottom")
    f.pin("kbd.height", .equal, nil, keyboard, isEdit: true)

    let reveal = focus.map {
      ItemKind.ScrollView.Reveal(item: $0, padding: EdgeInsets(top: 52, left: 0, bottom: 74, right: 0))
    }
    f.view(
      "sv",
      kind: .scrollView(
        ItemKind.ScrollView(contentInset: EdgeInsets(top: 44, left: 0, bottom: 96, right: 0),
          reveal: reveal)))
    f.pin("sv.top", .equal, "safe.top")
    f.pin("sv.bottom", .equal, "kbd.top")
    f.pin("sv.leading", .equal, "root.leading")
    f.pin("sv.trailing", .equal, "root.trailing")
    f.view("sv.content", parent: "sv", kind: .guide(.scrollContent))
    f.pin("sv.content.leading", .equal, "sv.leading")
    f.pin("sv.content.width", .equal, "sv.width")

    f.view(
      "title", parent: "sv",
      intrinsic: .text("Create Account", TextStyle(size: 34, weight: .bold), padding: .zero,
        maxLines: 1, minHeight: nil))
    f.pin("title.top", .equal, "sv.content.top", 48)
    f.pin("title.leading", .equal, "margins.leading")
    f.label("sub", "One account for the store, the forums and support.", parent: "sv", maxLines: 0)
    f.pin("sub.top", .equal, "title.bottom", 6)
    f.pin("sub.leading", .equal, "title.leading")
    f.pin("sub.width", .equal, "margins.width")
    let fields = [("name", "sub", 20.0), ("email", "name", 8), ("password", "email", 8)]
    for (id, above, gap) in fields {
      f.view(ItemID(id), parent: "sv", intrinsic: .size(width: nil, height: 44))
      f.pin("\(id).top", .equal, "\(above).bottom", gap)
      f.pin("\(id).leading", .equal, "margins.leading")
      f.pin("\(id).width", .equal, "margins.width")
    }
    f.view(
      "row", parent: "sv", kind: .tableRow(separator: false),
      margins: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    f.pin("row.top", .equal, "password.bottom", 28)
    f.pin("row.leading", .equal, "margins.leading")
    f.pin("row.width", .equal, "margins.width")
    f.pin("row.height", .equal, nil, 44)
    f.label("row.label", "Time Zone", parent: "row", hugging: 251, resistance: 751)
    f.label("row.detail", "Europe/Amsterdam, Central European Time", parent: "row")
    f.pin("row.label.leading", .equal, "row.leadingMargin")
    f.pin("row.label.centerY", .equal, "row.centerY")
    f.pin("row.detail.leading", .equal, "row.label.trailing", 8)
    f.pin("row.detail.trailing", .equal, "row.trailingMargin")
    f.pin("row.detail.firstBaseline", .equal, "row.label.firstBaseline")

    f.view("cta", intrinsic: .size(width: nil, height: 50))
    f.pin("cta.bottom", .equal, "kbd.top", -8)
    f.pin("cta.leading", .equal, "root.leading", 20)
    f.pin("cta.trailing", .equal, "root.trailing", -20)
    return f.form
  }

  @Test func laysOutCleanly() {
    let r = LayoutEngine.solve(signUp(), measuring: FixedAdvanceTextMeasurer())
    #expect(r.brokenConstraints.isEmpty)
    #expect(r.ambiguousItems.isEmpty)
    #expect(LayoutLog.describe(r) == "")
    #expect(close(r["cta"].maxY, canvas.height - Self.safeBottom - 8))
    #expect(close(r["cta"].height, 50))
    #expect(close(r["sv"].maxY, r["kbd"].minY))
    #expect(close(r["email"].minY, r["name"].maxY + 8))
    // The subtitle wraps inside the margins and pushes the fields down.
    #expect(close(r["sub"].width, canvas.width - 40))
    #expect(r["sub"].height > body.lineHeight)
    #expect(close(r["name"].minY, r["sub"].maxY + 20))
    // Label hugs at 251 and resists at 751; the detail truncates to the row's margin.
    #expect(close(r["row.label"].width, oneLineWidth("Time Zone")))
    #expect(close(r["row.detail"].maxX, r["row"].maxX - 16))
    #expect(r["row.detail"].width < oneLineWidth("Europe/Amsterdam, Central European Time"))
  }

  @Test func keyboardAndFocusScrollThePasswordIntoView() {
    let session = LayoutSession(signUp(), measuring: FixedAdvanceTextMeasurer())
    let shown = signUp(keyboard: 336)
    let r = session.update(to: shown)
    #expect(session.buildCount == 1)
    #expect(close(r["cta"].maxY, canvas.height - 336 - 8))
    #expect(close(r["sv"].maxY, canvas.height - 336))

    let focused = LayoutEngine.solve(signUp(keyboard: 336, focus: "row"), measuring: FixedAdvanceTextMeasurer())
    let offset = focused.contentOffset("sv")
    #expect(offset > 0)
    #expect(close(focused["row"].maxY, focused["sv"].maxY - 74))
    #expect(close(focused["title"].minY, r["title"].minY - offset))
    #expect(focused.brokenConstraints.isEmpty && focused.ambiguousItems.isEmpty)
  }
}
