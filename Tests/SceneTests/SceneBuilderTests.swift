import AutoLayout
import Drawing
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing
@testable import Scene

@Suite struct SceneBuilderTests {
  // MARK: - Labels

  /// A multi-line label squeezed shorter than its text draws the lines that fit (UILabel),
  /// the last one cut: 1.6 lines of room draw one, room for five keeps a limit of three, and
  /// a frame rounded to the pixel grid half a point short of two lines still draws two.
  @Test func aSqueezedMultiLineLabelDrawsTheLinesThatFit() {
    var f = FormFixture()
    let long = "Average colour from the image, as the library works it out"
    f.add("squeezed", .label(ItemKind.Label(text: long, style: body17, numberOfLines: 0)),
      Rect(x: 20, y: 100, width: 120, height: 22 * 1.6))
    f.add("limited", .label(ItemKind.Label(text: long, style: body17, numberOfLines: 3)),
      Rect(x: 20, y: 200, width: 120, height: 22 * 5))
    f.add("rounded", .label(ItemKind.Label(text: long, style: body17, numberOfLines: 0)),
      Rect(x: 20, y: 400, width: 120, height: 43.67))
    let runs = f.build().texts
    #expect(runs.map(\.maxLines) == [1, 3, 2])
  }

  // MARK: - Visibility and clipping

  @Test func hiddenItemsAndTheirChildrenAreNotPainted() {
    var f = FormFixture()
    f.add("name", .textField(ItemKind.TextField(label: "Name", placeholder: "Required", style: body17)),
      Rect(x: 20, y: 200, width: 350, height: 50), hidden: true)
    f.add("box", .view(background: "cell", cornerRadius: 4), Rect(x: 0, y: 300, width: 10,
      height: 10), hidden: true)
    f.add("inner", .label(ItemKind.Label(text: "Inside hidden", style: body17)), in: "box",
      Rect(x: 0, y: 300, width: 100, height: 22))
    f.add("visible", .label(ItemKind.Label(text: "Shown", style: body17)), Rect(x: 20, y: 400,
      width: 100, height: 22))
    let list = f.build()
    let strings = list.texts.map(\.string)
    #expect(strings == ["Shown"])
    #expect(list.fills(Theme.testLight.color("cell")).isEmpty)
  }

  @Test func scrollViewChildrenAreClippedToTheScrollView() {
    var f = FormFixture()
    let sv = Rect(x: 0, y: 47, width: 390, height: 500)
    f.add("sv", .scrollView(ItemKind.ScrollView(contentInset: .zero)), sv)
    f.add("title", .label(ItemKind.Label(text: "Title", style: body17)), in: "sv",
      Rect(x: 20, y: 600, width: 200, height: 22))
    let items = f.build().items
    let clip = items.firstIndex(of: .pushClip(.rect(sv, cornerRadius: 0)))
    let text = items.firstIndex { if case .text = $0 { return true } else { return false } }
    let pop = items.lastIndex(of: .pop)
    #expect(clip != nil && text != nil && pop != nil)
    if let clip, let text, let pop { #expect(clip < text && text < pop) }
  }

  // MARK: - Text fields

  @Test func textFieldShowsValueInsteadOfPlaceholder() {
    var f = FormFixture()
    f.add("email", .textField(ItemKind.TextField(label: "Email", placeholder: "you@example.com",
      value: "ann@example.com", style: body17)), Rect(x: 20, y: 200, width: 350, height: 50))
    let texts = f.build().texts
    #expect(texts.map(\.string) == ["Email", "ann@example.com"])
    // The value is in label colour, after the 16 + 88 + 8 pt label column.
    let value = texts[1]
    #expect(value.color == Theme.testLight.color("label"))
    #expect(value.frame.minX == 20 + 16 + 88 + 8)
    #expect(value.frame.maxX == 20 + 350 - 16)
    #expect(abs(value.frame.midY - 225) < 0.001)
  }

  @Test func emptyFieldShowsPlaceholderInTertiaryLabel() {
    var f = FormFixture()
    f.add("name", .textField(ItemKind.TextField(label: "Name", placeholder: "Required", value: "",
      style: body17)), Rect(x: 20, y: 200, width: 350, height: 50))
    let placeholder = f.build().texts.last
    #expect(placeholder?.string == "Required")
    #expect(placeholder?.color == Theme.testLight.color("tertiaryLabel"))
  }

  @Test func secureFieldShowsOneDotPerCharacter() {
    var f = FormFixture()
    f.add("pw", .textField(ItemKind.TextField(label: "Password", placeholder: "8+ characters",
      value: "hunter2", isSecure: true, style: body17)),
      Rect(x: 20, y: 200, width: 350, height: 50))
    let strings = f.build().texts.map(\.string)
    #expect(strings == ["Password", "•••••••"])
    #expect(!strings.contains { $0.contains("hunter2") })
  }

  @Test func focusedFieldWithAHardwareKeyboardGetsATintRing() {
    var f = FormFixture()
    let frame = Rect(x: 20, y: 200, width: 350, height: 50)
    // The ring is an iPad's with a hardware keyboard (an iPhone field shows only its caret:
    // TableCellSceneTests).
    f.add("a", .textField(ItemKind.TextField(label: "A", placeholder: "", isFocused: true,
      style: body17, showsFocusRing: true)), frame)
    f.add("b", .textField(ItemKind.TextField(label: "B", placeholder: "", style: body17)),
      frame.offsetBy(dx: 0, dy: 60))
    let tint = Theme.testLight.color("tint")
    let rings = f.build().items.compactMap { item -> Rect? in
      if case .stroke(.rect(let r, _), let c, 2, []) = item, c == tint { return r }
      return nil
    }
    #expect(rings.count == 1)
    // Centred 1 pt outside the field, so the 2 pt ring lies wholly outside (box-shadow 0 0 0 2px).
    #expect(rings.first == frame.insetBy(dx: -1, dy: -1))
  }

  // MARK: - Themes

  @Test func darkThemePaintsDarkColours() {
    var f = FormFixture()
    f.add("name", .textField(ItemKind.TextField(label: "Name", placeholder: "Required", style: body17)),
      Rect(x: 20, y: 200, width: 350, height: 50))
    let dark = f.build(.testDark)
    #expect(dark.background == Color(hex: "#000000"))
    #expect(dark.fills(Color(hex: "#1C1C1E")!).count == 1)
    #expect(dark.texts.first?.color == Color(hex: "#FFFFFF"))
    let light = f.build(.testLight)
    #expect(light.background == Color(hex: "#F2F2F7"))
  }

  // MARK: - Table rows and switches

  @Test func rowSeparatorIsAHairlineInsetSixteenFromTheLeadingEdge() {
    var f = FormFixture()
    let table = Rect(x: 20, y: 100, width: 350, height: 88)
    f.add("t", .table, table)
    f.add("r1", .tableRow(separator: false), in: "t", Rect(x: 20, y: 100, width: 350, height: 44))
    f.add("r2", .tableRow(separator: true), in: "t", Rect(x: 20, y: 144, width: 350, height: 44))
    let seps = f.build().fills(Theme.testLight.color("separator"))
    #expect(seps == [.rect(Rect(x: 36, y: 144, width: 334, height: 0.5), cornerRadius: 0)])
  }

  @Test func switchKnobMovesToTheTrailingEndWhenOn() {
    func knob(_ on: Bool) -> Rect? {
      var f = FormFixture()
      f.add("s", .toggle(isOn: on), Rect(x: 300, y: 100, width: 51, height: 31))
      let white = Theme.testLight.color("switchKnob")
      for case .fill(.ellipse(let r), .solid(let c)) in f.build().items where c == white {
        return r
      }
      return nil
    }
    let off = knob(false), on = knob(true)
    #expect(off?.width == 27 && off?.height == 27)
    #expect(off?.minX == 302)
    #expect(on?.maxX == 349)
  }

  // MARK: - Navigation bar

  func navBarTexts(offset: Double) -> (list: DisplayList, titleLayers: [Double]) {
    var f = FormFixture()
    f.add("sv", .scrollView(ItemKind.ScrollView(contentInset: .zero)), Rect(x: 0, y: 47, width: 390,
      height: 763))
    f.add("nav", .navigationBar(ItemKind.NavigationBar(title: "Create account", scrollView: "sv")),
      Rect(x: 0, y: 47, width: 390, height: 44))
    f.offsets = [("sv", offset)]
    let list = f.build()
    var layers: [Double] = []
    var open: [Double] = []
    for item in list.items {
      switch item {
      case .pushLayer(let o): open.append(o)
      case .pop: if !open.isEmpty { open.removeLast() }
      case .text(let run) where run.string == "Create account": layers.append(open.last ?? 1)
      default: break
      }
    }
    return (list, layers)
  }

  @Test func navigationTitleAppearsOnlyAfterTheLargeTitleScrollsAway() {
    #expect(navBarTexts(offset: 0).titleLayers.isEmpty)
    #expect(navBarTexts(offset: 40).titleLayers.isEmpty)
    #expect(navBarTexts(offset: 52).titleLayers == [0.5])
    #expect(navBarTexts(offset: 64).titleLayers == [1])
    #expect(navBarTexts(offset: 200).titleLayers == [1])
  }

  @Test func navigationBarBackgroundFadesInOverTheFirstFortyPoints() {
    let bar = Theme.testLight.color("bar")
    #expect(navBarTexts(offset: 0).list.fills(bar).isEmpty)
    let half = navBarTexts(offset: 20).list
    #expect(half.fills(bar).count == 1)
    #expect(half.items.contains(.pushLayer(opacity: 0.5)))
    #expect(!navBarTexts(offset: 40).list.items.contains { if case .pushLayer = $0 {
      return true } else { return false } })
  }

  // MARK: - Determinism

  @Test func buildingTwiceGivesTheSameDump() {
    var f = FormFixture()
    f.xray = true
    f.add("name", .textField(ItemKind.TextField(label: "Name", placeholder: "Required", style: body17)),
      Rect(x: 20, y: 200, width: 350, height: 50), named: true)
    f.constraints = [LayoutConstraint(Anchor("name", .height), .equal, nil, constant: 50)]
    #expect(f.build().dump() == f.build().dump())
    #expect(f.build() == f.build())
  }
}

@Suite struct RobustnessTests {
  @Test func duplicateIdsInAParentChainDoNotLoop() {
    var f = FormFixture()
    f.add("x", .view(background: "cell", cornerRadius: 0), in: "y", Rect(x: 0, y: 0, width: 5,
      height: 5))
    f.add("y", .view(background: "cell", cornerRadius: 0), in: "x", Rect(x: 0, y: 0, width: 5,
      height: 5))
    f.items.append(LayoutItem(id: "x", kind: .label(ItemKind.Label(text: "root x", style: body17)),
      parent: nil))
    let list = f.build()
    #expect(list.fills(Theme.testLight.color("cell")).count <= 2)
  }

  @Test func itemsWithoutFramesAreSkipped() {
    var f = FormFixture()
    f.items.append(LayoutItem(id: "ghost", kind: .label(ItemKind.Label(text: "no frame", style: body17)),
      parent: "root"))
    #expect(f.build().texts.isEmpty)
  }
}

@Suite struct NavigationBarSceneTests {
  /// A standard navigation bar (from an IB file) always shows: its bar tint, the hairline, the
  /// centred title, and its items in the tint colour at 16 pt from the edges (the leading item
  /// trailing in right-to-left).
  @Test func aStandardNavigationBarShowsItsTitleAndItems() {
    let bar = ItemKind.NavigationBar(
      title: "Accounts", isStandard: true, leadingItems: [.init(title: "Cancel")],
      trailingItems: [.init(title: "Save", isDone: true)], barTint: "#FFFFFF")
    for rtl in [false, true] {
      var f = FormFixture()
      f.add("bar", .navigationBar(bar), Rect(x: 0, y: 59, width: 390, height: 44))
      var form = f.form
      form.environment.layoutDirection = rtl ? .rightToLeft : .leftToRight
      let list = SceneBuilder.build(form: form, layout: f.layout, theme: .testLight)
      #expect(list.items.first == .fill(.rect(Rect(x: 0, y: 59, width: 390, height: 44), cornerRadius: 0),
        .solid(Color(hex: "#FFFFFF")!)))
      let texts = list.items.compactMap { item -> TextRun? in
        if case .text(let run) = item { return run }
        return nil
      }
      #expect(texts.map(\.string) == ["Accounts", "Cancel", "Save"])
      let cancel = texts.first { $0.string == "Cancel" }
      let save = texts.first { $0.string == "Save" }
      let cancelX: Double = rtl ? 260 : 16
      let saveMaxX: Double = rtl ? 130 : 374
      #expect(abs((cancel?.frame.minX ?? -1) - cancelX) < 1e-9, "Cancel at \(String(describing: cancel?.frame))")
      #expect(abs((save?.frame.maxX ?? -1) - saveMaxX) < 1e-9, "Save at \(String(describing: save?.frame))")
      #expect(save?.style.weight == .semibold)
      #expect(cancel?.color == Theme.testLight.color("tint"))
    }
  }

  /// Items share the outer third of their side beside a centred title, but the half where no
  /// title is centred in their row (a large title's bar): "Reset  Animate" is not cut off.
  @Test func itemsBesideALargeTitleHaveHalfTheBar() {
    let items: [ItemKind.NavigationBar.BarItem] = [.init(title: "Reset"), .init(title: "Animate")]
    for (large, room) in [(false, 390.0 / 3 - 16), (true, 390.0 / 2 - 16)] {
      var f = FormFixture()
      let bar = ItemKind.NavigationBar(title: "TableView", isStandard: true, trailingItems: items, hasLargeTitle: large)
      f.add("bar", .navigationBar(bar), Rect(x: 0, y: 59, width: 390, height: large ? 96 : 44))
      let run = f.build().texts.first { $0.string == "Reset  Animate" }
      #expect(abs((run?.frame.width ?? -1) - room) < 1e-9, "\(String(describing: run?.frame))")
      #expect(abs((run?.frame.maxX ?? -1) - (390 - 16)) < 1e-9)
    }
  }

  /// The inline title stays clear of the bar button items: a short title is centred on the
  /// bar, a long one beside a wide item is centred in the room between the items (and cut
  /// there), not drawn across the item.
  @Test func anInlineTitleStaysClearOfTheBarItems() {
    let item = ItemKind.NavigationBar.BarItem(title: "barButton")
    for (title, centred) in [("Home", true), ("ActionSheetPicker", false)] {
      var f = FormFixture()
      let bar = ItemKind.NavigationBar(title: title, isStandard: true, trailingItems: [item])
      f.add("bar", .navigationBar(bar), Rect(x: 0, y: 20, width: 320, height: 44))
      let texts = f.build().texts
      let run = texts.first { $0.string == title }, button = texts.first { $0.string == "barButton" }
      guard let run, let button else { Issue.record("no title or item"); continue }
      let itemStart = 320 - 16 - 9 * 17 * 0.55
      #expect(run.frame.maxX <= itemStart, "\(title): \(run.frame) against the item from \(itemStart)")
      #expect(button.frame.maxX == 320 - 16)
      #expect(abs(run.frame.midX - 160) < 1e-9 || !centred, "\(title) is centred on the bar: \(run.frame)")
      #expect(run.frame.minX >= 16 || centred)
    }
  }
}
