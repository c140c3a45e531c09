/// Stack views: every distribution × alignment on fixed-size and text-sized arranged views,
/// with a hidden one, against frames worked out by hand from UIStackView's rules.
import Foundation
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import AutoLayout

@Suite struct StackViewTests {
  /// The stack's frame in every case: x 10, y 100, 300 × 60 (or 60 × 300 when vertical).
  static let origin = (x: 10.0, y: 100.0)
  static let length = 300.0
  static let thickness = 60.0
  static let spacing = 10.0

  enum Children: CaseIterable { case fixed, text }

  /// Arranged views a, b, hidden h, d; their intrinsic sizes along and across the axis.
  struct Child {
    var id: ItemID
    var main: Double
    var cross: Double
    var hidden = false
  }

  static func children(_ kind: Children, _ axis: ItemKind.StackView.Axis) -> [Child] {
    switch kind {
    case .fixed:
      return [
        Child(id: "a", main: 40, cross: 20), Child(id: "b", main: 60, cross: 30),
        Child(id: "h", main: 50, cross: 50, hidden: true), Child(id: "d", main: 80, cross: 10),
      ]
    case .text:
      // FixedAdvanceTextMeasurer: 10 pt a character at 20 pt, lines 24 pt tall.
      let texts = ["ab", "abcd", "abcdefgh", "abcdef"]
      return zip(["a", "b", "h", "d"], texts).map { id, text in
        let w = Double(text.count) * 10
        return axis == .horizontal
          ? Child(id: ItemID(id), main: w, cross: 24, hidden: id == "h")
          : Child(id: ItemID(id), main: 24, cross: w, hidden: id == "h")
      }
    }
  }

  static func build(
    _ axis: ItemKind.StackView.Axis, _ distribution: ItemKind.StackView.Distribution,
    _ alignment: ItemKind.StackView.Alignment, _ kind: Children
  ) -> FormBuilder {
    var f = FormBuilder()
    let kids = children(kind, axis)
    f.view(
      "s",
      kind: .stack(
        ItemKind.StackView(
          axis: axis, distribution: distribution, alignment: alignment, spacing: spacing,
          arranged: kids.map { ItemKind.StackView.Arranged($0.id) })))
    let horizontal = axis == .horizontal
    f.frame(
      "s", origin.x, origin.y, horizontal ? length : thickness, horizontal ? thickness : length)
    for (i, c) in kids.enumerated() {
      // In fill, the last view hugs least, so it is the one that stretches (UIKit: the lowest
      // hugging priority; equal ones would be ambiguous).
      let hugging = i == kids.count - 1 ? 200.0 : 250.0
      switch kind {
      case .fixed:
        f.view(
          c.id, parent: "s",
          intrinsic: horizontal
            ? .size(width: c.main, height: c.cross) : .size(width: c.cross, height: c.main),
          hugging: hugging, hidden: c.hidden)
      case .text:
        let text = String(repeating: "x", count: Int((horizontal ? c.main : c.cross) / 10))
        f.view(
          c.id, parent: "s",
          intrinsic: .text(text, body, padding: .zero, maxLines: 1, minHeight: nil),
          hugging: hugging, hidden: c.hidden)
      }
    }
    return f
  }

  /// (start, length) along the axis for each visible child, by UIStackView's rules.
  static func expectedMain(_ d: ItemKind.StackView.Distribution, _ visible: [Child]) -> [(Double, Double)]
  {
    let n = Double(visible.count)
    let gaps = spacing * (n - 1)
    let sizes = visible.map(\.main)
    let sum = sizes.reduce(0, +)
    var lengths = sizes
    var gap = spacing
    switch d {
    case .fill: lengths[lengths.count - 1] = length - gaps - sizes.dropLast().reduce(0, +)
    case .fillEqually: lengths = sizes.map { _ in (length - gaps) / n }
    case .fillProportionally: lengths = sizes.map { $0 * (length - gaps) / sum }
    case .equalSpacing: gap = (length - sum) / (n - 1)
    case .equalCentering:
      let first = sizes[0] / 2
      let last = length - sizes[sizes.count - 1] / 2
      let step = (last - first) / (n - 1)
      return sizes.enumerated().map { i, s in (first + step * Double(i) - s / 2, s) }
    }
    var out: [(Double, Double)] = []
    var position = 0.0
    for l in lengths {
      out.append((position, l))
      position += l + gap
    }
    return out
  }

  /// (start, length) across the axis.
  static func expectedCross(_ a: ItemKind.StackView.Alignment, _ c: Child, tallest: Double) -> (
    Double, Double
  ) {
    switch a {
    case .fill: return (0, thickness)
    case .leading: return (0, c.cross)
    case .center: return ((thickness - c.cross) / 2, c.cross)
    case .trailing: return (thickness - c.cross, c.cross)
    case .firstBaseline:
      // Views without text have their first baseline at the top (UIKit's
      // `forFirstBaselineLayout`); the labels are equally tall.
      return (0, c.cross)
    case .lastBaseline:
      // Views without text have their last baseline at the bottom; the labels are equally tall.
      return (tallest - c.cross, c.cross)
    }
  }

  static let distributions: [ItemKind.StackView.Distribution] = [
    .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
  ]
  static let alignments: [ItemKind.StackView.Alignment] = [
    .fill, .leading, .center, .trailing, .firstBaseline, .lastBaseline,
  ]

  @Test(arguments: distributions, alignments)
  func horizontal(_ distribution: ItemKind.StackView.Distribution, _ alignment: ItemKind.StackView.Alignment) {
    for kind in Children.allCases {
      check(.horizontal, distribution, alignment, kind)
    }
  }

  @Test(arguments: distributions, [ItemKind.StackView.Alignment.fill, .leading, .center, .trailing])
  func vertical(_ distribution: ItemKind.StackView.Distribution, _ alignment: ItemKind.StackView.Alignment) {
    for kind in Children.allCases {
      check(.vertical, distribution, alignment, kind)
    }
  }

  func check(
    _ axis: ItemKind.StackView.Axis, _ distribution: ItemKind.StackView.Distribution,
    _ alignment: ItemKind.StackView.Alignment, _ kind: Children
  ) {
    let f = Self.build(axis, distribution, alignment, kind)
    let r = solve(f)
    let context = "\(axis) \(distribution) \(alignment) \(kind)"
    #expect(r.ambiguousItems.isEmpty, "\(context): ambiguous \(r.ambiguousItems)")
    #expect(r.brokenConstraints.isEmpty, "\(context): broke \(r.brokenConstraints.count)")
    let kids = Self.children(kind, axis)
    let visible = kids.filter { !$0.hidden }
    let main = Self.expectedMain(distribution, visible)
    let tallest = visible.map(\.cross).max() ?? 0
    let horizontal = axis == .horizontal
    for (c, (start, length)) in zip(visible, main) {
      let frame = r[c.id]
      let (crossStart, crossLength) = Self.expectedCross(alignment, c, tallest: tallest)
      let x = horizontal ? start : crossStart, y = horizontal ? crossStart : start
      let w = horizontal ? length : crossLength, h = horizontal ? crossLength : length
      let expected = Rect(x: Self.origin.x + x, y: Self.origin.y + y, width: w, height: h)
      #expect(
        close(frame.minX, expected.minX, 1e-4) && close(frame.minY, expected.minY, 1e-4)
          && close(frame.width, expected.width, 1e-4)
          && close(frame.height, expected.height, 1e-4),
        "\(context): \(c.id) is \(frame), expected \(expected)")
    }
    // The hidden view collapses in the gap after the view before it, half the spacing in: no
    // space, no length.
    let hidden = r["h"]
    let before = r["b"]
    #expect(close(horizontal ? hidden.width : hidden.height, 0), "\(context): hidden has length")
    #expect(
      close(horizontal ? hidden.minX : hidden.minY, (horizontal ? before.maxX : before.maxY) + Self.spacing / 2),
      "\(context): hidden at \(hidden)")
  }

  /// fillProportionally with an arranged view that has no length of its own (an empty label,
  /// a plain view) is laid out as fill: the sized views keep their lengths and it takes the
  /// rest, where sharing by length would give it none.
  @Test func fillProportionallyWithAnUnsizedViewFills() {
    var f = FormBuilder()
    f.view(
      "s",
      kind: .stack(
        ItemKind.StackView(
          axis: .horizontal, distribution: .fillProportionally, spacing: Self.spacing,
          arranged: [.init("a"), .init("empty"), .init("d")])))
    f.frame("s", Self.origin.x, Self.origin.y, Self.length, Self.thickness)
    f.view("a", parent: "s", intrinsic: .size(width: 40, height: 20))
    f.view("empty", parent: "s", intrinsic: .size(width: nil, height: 20))
    f.view("d", parent: "s", intrinsic: .size(width: 60, height: 20))
    let r = solve(f)
    #expect(r.brokenConstraints.isEmpty)
    #expect(close(r["a"].width, 40) && close(r["d"].width, 60))
    #expect(close(r["empty"].minX, Self.origin.x + 50) && close(r["empty"].width, Self.length - 120))
  }

  @Test func stackSizesItselfFromItsViews() {
    var f = FormBuilder()
    f.view(
      "s",
      kind: .stack(
        ItemKind.StackView(
          axis: .horizontal, alignment: .center, spacing: 10,
          arranged: [.init("a"), .init("b", spacingAfter: 4), .init("c")])))
    f.pin("s.left", .equal, "root.left", 20)
    f.pin("s.top", .equal, "root.top", 50)
    f.view("a", parent: "s", intrinsic: .size(width: 40, height: 20))
    f.view("b", parent: "s", intrinsic: .size(width: 60, height: 30))
    f.view("c", parent: "s", intrinsic: .size(width: 80, height: 10))
    let r = solve(f)
    #expect(r.ambiguousItems.isEmpty)
    // 40 + 10 + 60 + 4 (custom spacing after b) + 80; as tall as the tallest view.
    #expect(r["s"] == Rect(x: 20, y: 50, width: 194, height: 30))
    #expect(r["c"] == Rect(x: 134, y: 60, width: 80, height: 10))
    let names = Set(r.generatedConstraints.compactMap { c -> String? in
      if case .derived(.stackView(let name, "s"))? = c.origin { return name.rawValue }
      return nil
    })
    #expect(
      names == [
        "UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-spanning-boundary",
        "UISV-spanning-fit",
      ])
    let spacing = r.generatedConstraints.first { $0.first == Anchor("c", .leading) }
    #expect(spacing?.inspectorText == "UISV-spacing: c.leading = b.trailing + 4")
    #expect(spacing?.sourceNote == "UISV-spacing, generated by stack s")
    // An optional generated constraint names its priority once, in the quoted equation.
    let fit = r.generatedConstraints.first {
      if case .derived(.stackView(.spanningFit, "s"))? = $0.origin { return !$0.priority.isRequired }
      return false
    }
    #expect(fit.map { $0.inspectorText.components(separatedBy: "@").count } == 2)
  }

  @Test func layoutMarginsRelativeArrangement() {
    var f = FormBuilder()
    f.view(
      "s",
      kind: .stack(
        ItemKind.StackView(
          axis: .vertical, spacing: 8, isLayoutMarginsRelativeArrangement: true,
          arranged: [.init("a"), .init("b")])),
      margins: EdgeInsets(top: 5, left: 16, bottom: 7, right: 12))
    f.pin("s.left", .equal, "root.left")
    f.pin("s.top", .equal, "root.top")
    f.pin("s.width", .equal, nil, 200)
    f.view("a", parent: "s", intrinsic: .size(width: nil, height: 20))
    f.view("b", parent: "s", intrinsic: .size(width: nil, height: 30))
    let r = solve(f)
    #expect(r.ambiguousItems.isEmpty)
    #expect(r["a"] == Rect(x: 16, y: 5, width: 172, height: 20))
    #expect(r["b"] == Rect(x: 16, y: 33, width: 172, height: 30))
    #expect(r["s"].height == 5 + 20 + 8 + 30 + 7)
  }

  @Test func nestedStacks() {
    var f = FormBuilder()
    f.view(
      "outer",
      kind: .stack(
        ItemKind.StackView(axis: .vertical, spacing: 12, arranged: [.init("row1"), .init("row2")])))
    f.pin("outer.left", .equal, "root.left", 10)
    f.pin("outer.top", .equal, "root.top", 10)
    f.pin("outer.width", .equal, nil, 300)
    for row in ["row1", "row2"] {
      f.view(
        ItemID(row), parent: "outer",
        kind: .stack(
          ItemKind.StackView(
            axis: .horizontal, distribution: .fillEqually, spacing: 6,
            arranged: [.init(ItemID(row + "a")), .init(ItemID(row + "b"))])))
      f.label(ItemID(row + "a"), "abc", parent: ItemID(row))
      f.label(ItemID(row + "b"), "abcdefg", parent: ItemID(row))
    }
    let r = solve(f)
    #expect(r.ambiguousItems.isEmpty)
    #expect(r["row1a"] == Rect(x: 10, y: 10, width: 147, height: 24))
    #expect(r["row1b"] == Rect(x: 163, y: 10, width: 147, height: 24))
    #expect(r["row2a"] == Rect(x: 10, y: 46, width: 147, height: 24))
    #expect(r["outer"] == Rect(x: 10, y: 10, width: 300, height: 60))
  }

  @Test func hidingAllButOneLeavesItAlone() {
    var f = Self.build(.horizontal, .fill, .fill, .fixed)
    f.items = f.items.map { item in
      var item = item
      if item.id == "a" || item.id == "b" { item.isHidden = true }
      return item
    }
    let r = solve(f)
    #expect(r["d"] == Rect(x: 10, y: 100, width: 300, height: 60))
    #expect(r["a"].width == 0 && r["b"].width == 0 && r["h"].width == 0)
  }


  /// In a fill stack whose views hug equally, the first stretches, as UIKit resizes views of
  /// equal priority by their place in `arrangedSubviews`: corona-warn-app's notification
  /// settings (Xcode 12.3) store their first row, a label beside a switch, stretched to 108
  /// over the button below it, element's room header its name label over the sections after
  /// it. Vertically too.
  @Test(arguments: [ItemKind.StackView.Axis.horizontal, .vertical])
  func equalHuggingStretchesTheFirstView(_ axis: ItemKind.StackView.Axis) {
    var f = FormBuilder()
    let horizontal = axis == .horizontal
    f.view(
      "s", kind: .stack(ItemKind.StackView(axis: axis, spacing: 10, arranged: [.init("a"), .init("b"), .init("c")])))
    f.frame("s", 10, 100, horizontal ? 300 : 60, horizontal ? 60 : 300)
    for (id, length) in [("a", 40.0), ("b", 60), ("c", 80)] {
      f.view(
        ItemID(id), parent: "s",
        intrinsic: horizontal ? .size(width: length, height: 20) : .size(width: 20, height: length),
        hugging: 250)
    }
    let r = solve(f)
    let lengths = ["a", "b", "c"].map { horizontal ? r[ItemID($0)].width : r[ItemID($0)].height }
    #expect(lengths == [300 - 20 - 60 - 80, 60, 80])
  }

  /// So does the content of the first: a row of two boxes (stacks of views hugging equally
  /// along it) wider than the boxes stretches the first box, as Zap's widget (Xcode 10.1)
  /// stores its rows of boxes, each a label inside a plain view: the first box's label 72
  /// wide, the last one's at its text's 42.
  @Test func equalHuggingStretchesTheFirstViewsContent() {
    var f = FormBuilder()
    f.view("row", kind: .stack(ItemKind.StackView(axis: .horizontal, arranged: [.init("box1"), .init("box2")])))
    f.frame("row", 10, 100, 300, 40)
    for box in ["box1", "box2"] {
      f.view(
        ItemID(box), parent: "row",
        kind: .stack(ItemKind.StackView(axis: .vertical, spacing: 8, arranged: [.init(ItemID(box + "a")), .init(ItemID(box + "b"))])))
      for part in ["a", "b"] {
        f.view(ItemID(box + part), parent: ItemID(box), intrinsic: .size(width: 50, height: 16), hugging: 251)
      }
    }
    let r = solve(f)
    #expect(r["box2"] == Rect(x: 260, y: 100, width: 50, height: 40))
    #expect(r["box1"].width == 250)
  }

  /// The place in the stack decides only a tie: where stretching the first view also stretches
  /// views that hug less, a later view that stretches alone does. Monitorizare Vot's question
  /// cell (Xcode 11) has a column 68 tall of a header row — a code label hugging at 999 beside
  /// two 16-pt icons hugging at 750 — and a note label hugging at 999, and stores the note
  /// stretched to 42.5 under the row at its label's 19.5; formshot had raised each later view's
  /// hugging a thousandth above the first's, and stretched the row's label and icons by 11.
  @Test func thePlaceInTheStackBreaksOnlyATie() {
    var f = FormBuilder()
    f.view("col", kind: .stack(ItemKind.StackView(axis: .vertical, spacing: 6, arranged: [.init("row"), .init("note")])))
    f.frame("col", 32, 21, 256, 68)
    f.view("row", parent: "col", kind: .stack(ItemKind.StackView(axis: .horizontal, spacing: 16, arranged: [.init("code"), .init("edit"), .init("check")])))
    f.view("code", parent: "row", intrinsic: .size(width: 24, height: 19.5), hugging: 999)
    for icon in ["edit", "check"] {
      f.view(ItemID(icon), parent: "row", intrinsic: .size(width: 16, height: 16), hugging: 750)
    }
    f.view("note", parent: "col", intrinsic: .size(width: 256, height: 31.5), hugging: 999)
    let r = solve(f)
    #expect(r["row"].height == 19.5)
    #expect(r["note"] == Rect(x: 32, y: 46.5, width: 256, height: 42.5))
  }

  /// The stack orders only its own views: a view outside it that hugs as they do is not
  /// outranked by them. MoPub's adapter cell (Xcode 11) puts a title label above a column of
  /// rows of labels, all hugging at 251, in a 155-pt cell, and stores the title stretched to
  /// 86 with every row at its text's 13.5; formshot had lowered the rows' hugging below 251
  /// and stretched the last row to 79 instead.
  @Test func aViewBeforeTheStackHuggingAsItsViewsDoStretchesFirst() {
    var f = FormBuilder()
    f.view("cell")
    f.frame("cell", 0, 0, 375, 155)
    f.view("title", parent: "cell", intrinsic: .size(width: 40, height: 20.5), hugging: 251)
    f.view("col", parent: "cell", kind: .stack(ItemKind.StackView(axis: .vertical, spacing: 4, arranged: [.init("row1"), .init("row2")])))
    for row in ["row1", "row2"] {
      f.view(
        ItemID(row), parent: "col",
        kind: .stack(ItemKind.StackView(axis: .horizontal, arranged: [.init(ItemID(row + "a")), .init(ItemID(row + "b"))])))
      for part in ["a", "b"] {
        f.view(ItemID(row + part), parent: ItemID(row), intrinsic: .size(width: 100, height: 13.5), hugging: 251)
      }
    }
    f.pin("title.top", .equal, "cell.top", 8)
    f.pin("title.left", .equal, "cell.left", 8)
    f.pin("title.right", .equal, "cell.right", -8)
    f.pin("col.top", .equal, "title.bottom", 4)
    f.pin("col.left", .equal, "cell.left", 8)
    f.pin("col.right", .equal, "cell.right", -8)
    f.pin("col.bottom", .equal, "cell.bottom", -8)
    let r = solve(f)
    #expect(r["row1"].height == 13.5 && r["row2"].height == 13.5)
    #expect(r["title"] == Rect(x: 8, y: 8, width: 359, height: 155 - 16 - 4 - 31))
  }


  /// Stack views make their constraints innermost first, as UIKit's update pass runs from
  /// subviews up: where a nested stack's content cannot fit its outer stack, the outer stack's
  /// constraint, added last, is the one broken, and the inner stack keeps its views in order
  /// (sendbird's hidden sign-in column, whose required rows cannot collapse, had a label
  /// turned −569 tall when the inner stack's spacing broke instead).
  @Test func anOuterStacksConstraintBreaksBeforeAnInnerOnes() {
    var f = FormBuilder()
    f.view("outer", kind: .stack(ItemKind.StackView(axis: .vertical, arranged: [.init("inner")])))
    f.frame("outer", 10, 100, 300, 100)
    f.view("inner", parent: "outer", kind: .stack(ItemKind.StackView(axis: .vertical, arranged: [.init("a"), .init("b")])))
    for id in ["a", "b"] {
      f.view(ItemID(id), parent: "inner")
      f.pin("\(id).height", .equal, nil, 80)
    }
    let r = solve(f)
    #expect(r.brokenConstraints.count == 1)
    if case .derived(.stackView(_, let stack))? = r.brokenConstraints.first?.broken.origin {
      #expect(stack == "outer")
    } else {
      Issue.record("broke \(String(describing: r.brokenConstraints.first?.broken))")
    }
    #expect(r["a"].height == 80 && r["b"].height == 80)
    #expect(r["b"].minY == r["a"].maxY)
  }
}
