import Drawing
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing
@testable import Scene

@Suite struct XRayTests {
  func fixture(xray: Bool, sizeClass: FormEnvironment.SizeClass = .compact) -> FormFixture {
    var f = FormFixture()
    f.xray = xray
    f.sizeClass = sizeClass
    f.add("kbd", .guide(.keyboard(followsUndockedKeyboard: false)),
      Rect(x: 0, y: 810, width: 390, height: 34))
    f.add("name", .textField(ItemKind.TextField(label: "Name", placeholder: "Required", style: body17)),
      Rect(x: 20, y: 200, width: 350, height: 50), named: true)
    f.add("email", .textField(ItemKind.TextField(label: "Email", placeholder: "", style: body17)),
      Rect(x: 20, y: 258, width: 350, height: 50), named: true)
    f.add("_7", .view(background: nil, cornerRadius: 0), Rect(x: 0, y: 0, width: 10, height: 10))
    f.add("cta", .button(ItemKind.Button(title: "Go", style: .filled, textStyle: body17)),
      Rect(x: 20, y: 752, width: 350, height: 50), named: true)
    f.constraints = [
      LayoutConstraint(Anchor("email", .top), .equal, Anchor("name", .bottom), constant: 8),
      LayoutConstraint(Anchor("name", .height), .equal, nil, constant: 50),
      LayoutConstraint(Anchor("cta", .bottom), .equal, Anchor("kbd", .top), constant: -8,
        changedByState: true),
      LayoutConstraint(Anchor("email", .width), .equal, Anchor("name", .width),
        multiplier: 0.5, constant: -18, priority: .defaultHigh),
      LayoutConstraint(Anchor("kbd", .top), .equal, Anchor("root", .bottom), constant: -34,
        changedByState: true, origin: .derived(.keyboard(.hidden))),
      LayoutConstraint(Anchor("kbd", .height), .equal, nil, constant: 34, isEdit: true),
    ]
    return f
  }

  /// The popover hangs under the button the form marks `inspectorButton: true`, whatever its
  /// name; that button reads pressed, a button not marked (even one named `cbtn`) does not.
  @Test func theInspectorButtonIsTheMarkedOneNotANamedOne() {
    func popover(_ f: FormFixture) -> Rect? {
      f.build().items.compactMap { item -> Rect? in
        if case .pushClip(.rect(let r, 13)) = item { return r }
        return nil
      }.first
    }
    func regular() -> FormFixture {
      var f = fixture(xray: true, sizeClass: .regular)
      f.frames[0].frame = Rect(x: 0, y: 0, width: 1000, height: 760)
      return f
    }
    var marked = regular()
    marked.add(
      "tools",
      .button(ItemKind.Button(title: "Tools", style: .plain, textStyle: body17, opensInspector: true)),
      Rect(x: 300, y: 30, width: 80, height: 40))
    #expect(popover(marked)?.minX == 300)
    #expect(popover(marked)?.minY == 30.0 + 40.0 + 8.0)

    var unmarked = regular()
    unmarked.add(
      "cbtn", .button(ItemKind.Button(title: "Constraints", style: .plain, textStyle: body17)),
      Rect(x: 300, y: 30, width: 80, height: 40))
    let corner = popover(unmarked)
    #expect(corner?.minX == 16)
    #expect(corner?.minY == 47.0 + 44.0 + 8.0)  // the fixture's safe-area top + a bar
  }

  @Test func derivedEquationsArePrintedWithoutASecondPriority() {
    let c = LayoutConstraint(Anchor("a", .width), .equal, Anchor("b", .width), priority:
      LayoutPriority(749), origin: .derived(.guide))
    #expect(ConstraintText.line(c) == "a.width = b.width @749")
    var plain = c
    plain.origin = nil
    #expect(ConstraintText.line(plain) == "a.width = b.width @749")
  }

  @Test func xrayOutlinesNamedAnchorsOnly() {
    let list = fixture(xray: true).build()
    let outlined = list.dashedStrokes.compactMap { s -> Rect? in
      if case .rect(let r, 0) = s { return r } else { return nil }
    }
    for named in [Rect(x: 20, y: 200, width: 350, height: 50),
      Rect(x: 20, y: 258, width: 350, height: 50), Rect(x: 20, y: 752, width: 350, height: 50)]
    {
      #expect(outlined.contains(named.insetBy(dx: 0.5, dy: 0.5)))
    }
    #expect(!outlined.contains { $0.size == Size(width: 9, height: 9) })  // the anonymous view
    #expect(fixture(xray: false).build().dashedStrokes.isEmpty)
  }

  @Test func guidesAreOutlinedAndOtherGuidesOnlyWhenNamed() {
    var f = fixture(xray: true)
    let safe = Rect(x: 0, y: 47, width: 390, height: 763)
    let margins = Rect(x: 20, y: 47, width: 350, height: 763)
    let readable = Rect(x: 30, y: 47, width: 330, height: 763)
    let plain = Rect(x: 40, y: 47, width: 310, height: 763)
    f.add("safeArea", .guide(.safeArea), safe)
    f.add("margins", .guide(.layoutMargins), margins)
    f.add("readable", .guide(.readableContent), readable)
    f.add("spacer", .guide(.plain), plain, named: true)
    let outlined = f.build().dashedStrokes.compactMap { s -> Rect? in
      if case .rect(let r, 0) = s { return r } else { return nil }
    }
    for shown in [safe, margins, plain, Rect(x: 0, y: 810, width: 390, height: 34)] {
      #expect(outlined.contains(shown.insetBy(dx: -0.5, dy: -0.5)))
    }
    #expect(!outlined.contains(readable.insetBy(dx: -0.5, dy: -0.5)))
  }

  @Test func keyboardGuideIsTintedInXray() {
    let list = fixture(xray: true).build()
    let guideFill = Theme.testLight.color("xrayGuideFill")
    #expect(list.fills(guideFill).contains(.rect(Rect(x: 0, y: 810, width: 390, height: 34),
      cornerRadius: 0)))
    #expect(fixture(xray: false).build().fills(guideFill).isEmpty)
  }

  @Test func primaryButtonIsTaggedWithItsSide() {
    let texts = fixture(xray: true).build().texts.map(\.string)
    #expect(texts.contains("side: above"))
  }

  /// Changed by the state or driven by the environment (`isEdit`, the keyboard guide height).
  @Test func inspectorListsExactlyTheFormsConstraintsWithChangedOnesInTint() {
    let f = fixture(xray: true)
    let theme = Theme.testLight
    let mono = f.build().texts.filter { $0.style.family == .monospaced && $0.style.size == 12 }
    // The keyboard guide's card first (its edit leading), then the other groups the state
    // changed, then the rest in item order.
    let expected: [(String, Bool)] = [
      ("kbd.height = 34", true),
      ("kbd.top = safeArea.bottom (keyboard hidden)", true),
      ("cta.bottom = kbd.top − 8", true),
      ("name.height = 50", false),
      ("email.top = name.bottom + 8", false),
      ("email.width = 0.5 × name.width − 18 @750", false),
    ]
    #expect(mono.map(\.string) == expected.map(\.0))
    for (run, (_, changed)) in zip(mono, expected) {
      #expect(run.color == theme.color(changed ? "tint" : "secondaryLabel"), "\(run.string)")
    }
  }

  @Test func inspectorIsABottomSheetOnCompactAndAPopoverOnRegular() {
    let sheet = fixture(xray: true).build()
    let sheetShape = sheet.items.compactMap { item -> Rect? in
      if case .pushClip(.roundedRect(let r, let radii)) = item, radii.topLeft == 13,
        radii.bottomLeft == 0 { return r }
      return nil
    }
    #expect(sheetShape.count == 1)
    if let r = sheetShape.first {
      #expect(r.maxY == 844 && r.width == 390)
      #expect(abs(r.height - 844 * 0.52) < 1)
    }
    var regular = fixture(xray: true, sizeClass: .regular)
    regular.frames[0].frame = Rect(x: 0, y: 0, width: 1000, height: 760)
    regular.add(
      "cbtn",
      .button(
        ItemKind.Button(title: "Constraints", style: .plain, textStyle: body17, opensInspector: true)),
      Rect(x: 8, y: 24, width: 110, height: 38))
    let popover = regular.build().items.compactMap { item -> Rect? in
      if case .pushClip(.rect(let r, 13)) = item { return r }
      return nil
    }
    #expect(popover.count == 1)
    #expect(popover.first?.width == 400)
    #expect(popover.first?.minY == 24.0 + 38.0 + 8.0)
    #expect(popover.first?.minX == 8)
  }

  @Test func longInspectorLinesWrapAtWordsWithinTheCard() {
    let lines = ScenePainter.wrapMono("scrollView.bottom = keyboardLayoutGuide.top", columns: 20)
    // After the relation first; a word longer than the line is cut.
    #expect(lines == ["scrollView.bottom =", "  keyboardLayoutGuid", "  e.top"])
    #expect(lines.allSatisfy { $0.count <= 20 })
  }
}
