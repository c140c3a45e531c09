// The constraints inspector on the bundled forms: no generated names, cards in story order,
// highlights that follow the keyboard, the pressed Constraints button, and a sheet or popover
// that leaves a docked keyboard (and its tinted guide) in view.
import AutoLayout
import Drawing
import Formshot
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import Scene

/// The inspector's cards for a bundled form in one state (real parser, solver and measurer).
func inspectorCards(_ name: String, _ tokens: [String]) throws -> [InspectorContent.Group] {
  let document = try FormDocument.bundled(name)
  let form = try document.resolve(try document.state(tokens))
  var frames: [ItemID: Rect] = [:]
  for (id, frame) in try FormRenderer().layout(form).frames where frames[id] == nil {
    frames[id] = frame
  }
  return InspectorContent(form: form, frames: frames).groups()
}

extension [InspectorContent.Group] {
  func card(_ title: String) -> InspectorContent.Group? { first { $0.title == title } }
  func index(_ title: String) -> Int? { firstIndex { $0.title == title } }
  func isHighlighted(_ line: String) -> Bool? {
    lazy.flatMap(\.lines).first { $0.text == line }?.highlighted
  }
}

@Suite struct InspectorTests {
  /// `_34` is a generated id: `_` followed by digits, as a whole word.
  static func containsGeneratedID(_ s: String) -> Bool {
    let chars = Array(s)
    for (i, c) in chars.enumerated() where c == "_" {
      let before = i == 0 ? " " : chars[i - 1]
      if !(before.isLetter || before.isNumber), i + 1 < chars.count, chars[i + 1].isNumber {
        return true
      }
    }
    return false
  }

  @Test(arguments: [
    ("signup", ["kb-shown", "xray"]), ("signup", ["regular", "login", "xray"]),
    ("chat", ["kb-shown", "xray"]), ("notes", ["regular", "kb-floating@top", "xray"]),
    ("drawing", ["regular", "kb-floating@leading", "xray"]),
  ])
  func generatedNamesNeverReachTheInspector(form: String, tokens: [String]) throws {
    // Every card, including those below the fold of the sheet.
    let cards = try inspectorCards(form, tokens)
    let text = cards.flatMap { [$0.title] + $0.lines.map(\.text) }
    #expect(text.count > 20)
    let shown = text.filter(Self.containsGeneratedID)
    #expect(shown.isEmpty, "\(shown)")
    #expect(Self.containsGeneratedID("sv.content.bottom ≥ _34.bottom"))
  }

  @Test func anonymousSpacersAreCalledByTheirKindAndNumbered() throws {
    let cards = try inspectorCards("signup", ["kb-shown"])
    #expect(cards.card("spacer[0]")?.lines.first?.text == "spacer[0].top = hint.bottom")
    #expect(cards.card("spacer[1]")?.lines.first?.text == "spacer[1].top = footer.bottom")
    let content = try #require(cards.card("sv.content · contentLayoutGuide"))
    #expect(content.lines.map(\.text).contains("sv.content.bottom ≥ spacer[1].bottom"))
    // Alone of its kind, an anonymous item needs no number.
    #expect(cards.card("homeIndicator")?.lines.first?.text == "homeIndicator.bottom = "
      + "superview.bottom − 8")
  }

  @Test func linesHangingOffTheRaisedKeyboardGuideAreHighlightedOnlyWhileItIsUp() throws {
    let shown = try inspectorCards("signup", ["kb-shown"])
    #expect(shown.isHighlighted("cta.bottom = kbd.top − 8") == true)
    #expect(shown.isHighlighted("sv.bottom = kbd.top") == true)
    // The guide's bottom and sides do not move with the keyboard.
    #expect(shown.isHighlighted("kb.bottom/leading/trailing = kbd") == false)
    #expect(shown.isHighlighted("sv.top = safeArea.top") == false)
    let hidden = try inspectorCards("signup", ["kb-hidden"])
    #expect(hidden.isHighlighted("cta.bottom = kbd.top − 8") == false)
    #expect(hidden.isHighlighted("sv.bottom = kbd.top") == false)
    // The edit that places the guide is highlighted in both.
    #expect(hidden.isHighlighted("kbd.top = safeArea.bottom (keyboard hidden)") == true)
    #expect(shown.isHighlighted("kbd.top = keyboard.top (keyboard shown)") == true)
  }

  @Test func aFloatingKeyboardGuidesOwnMovedEdgesAreHighlighted() throws {
    let cards = try inspectorCards("notes", ["regular", "kb-floating"])
    let guide = try #require(cards.first { $0.title.hasPrefix("kbd ·") })
    let left = try #require(guide.lines.first { $0.text.hasPrefix("kbd.left = ") })
    #expect(left.highlighted)
    #expect(cards.isHighlighted("toolbar.bottom = kbd.top − 8") == true)
  }

  @Test func thePopoverEndsAboveAFloatingKeyboardBelowIt() throws {
    let (form, list) = try painted("notes", ["regular", "kb-floating", "xray"])
    guard case .floating(let keyboard) = form.environment.keyboard else {
      Issue.record("keyboard not floating")
      return
    }
    let popover = list.items.compactMap { item -> Rect? in
      if case .pushClip(.rect(let r, 13)) = item { return r }
      return nil
    }
    #expect(popover.count == 1)
    if let p = popover.first, p.minX < keyboard.maxX, p.maxX > keyboard.minX {
      #expect(p.maxY <= keyboard.minY - 8)
    }
  }

  @Test func cardsTellTheStoryOfTheState() throws {
    let shown = try inspectorCards("signup", ["kb-shown"])
    // The keyboard guide, then the named anchor hanging off it, then the other views on it.
    #expect(shown.prefix(3).map(\.title) == [
      "kbd · keyboardLayoutGuide", "cta · primaryButton", "sv · scrollView",
    ])
    // System guides come after every view.
    let firstGuide = try #require(shown.index("safeArea · safeAreaLayoutGuide"))
    for title in ["title · label", "footer · label", "nav · navigationBar", "homeIndicator"] {
      #expect((shown.index(title) ?? .max) < firstGuide, "\(title)")
    }
    for title in ["margins · layoutMarginsGuide", "sv.content · contentLayoutGuide"] {
      #expect((shown.index(title) ?? -1) > firstGuide, "\(title)")
    }
    // Logging in re-anchors the email field under the header: its card leads the views.
    let login = try inspectorCards("signup", ["login"])
    #expect(login.isHighlighted("email.top = hdrp.bottom + 8") == true)
    #expect((login.index("email · textField") ?? .max) < (login.index("title · label") ?? -1))
    // In the email card the re-anchored top keeps the top's place.
    #expect(login.card("email · textField")?.lines.first?.text == "email.top = hdrp.bottom + 8")
  }

  @Test func edgesPinnedToTheSameEdgeShareALine() throws {
    let cards = try inspectorCards("signup", ["kb-shown"])
    #expect(cards.card("sv · scrollView")?.lines.map(\.text) == [
      "sv.top = safeArea.top", "sv.bottom = kbd.top", "sv.leading/trailing = superview",
    ])
    // Sizes keep their own line, as in the seed.
    #expect(cards.card("email · textField")?.lines.map(\.text) == [
      "email.top = name.bottom + 8", "email.leading = name.leading", "email.width = name.width",
    ])
  }

  @Test func prioritiesAreShownWhereTextCompetesForWidth() throws {
    let cards = try inspectorCards("signup", ["kb-shown"])
    #expect(cards.card("title · label")?.lines.contains { $0.text.hasPrefix("hugging") } == false)
    let label = try #require(cards.card("row-tz.lbl · label")?.lines.last?.text)
    let value = try #require(cards.card("row-tz.val · label")?.lines.last?.text)
    #expect(label == "hugging 251 · compressionResistance 751")
    #expect(value == "hugging 250 · compressionResistance 750 ← truncates first")
    let wins = try inspectorCards("signup", ["value-wins"])
    #expect(wins.card("row-tz.lbl · label")?.lines.last?.text.hasSuffix("← truncates first")
      == true)
    #expect(wins.card("row-tz.val · label")?.lines.last?.text.hasSuffix("751") == true)
  }

  @Test func hiddenItemsSayTheyAreHidden() throws {
    let login = try inspectorCards("signup", ["login"])
    #expect(login.card("name · textField")?.lines.last?.text == "name.isHidden = true")
    let signup = try inspectorCards("signup", [])
    #expect(signup.card("name · textField")?.lines.contains { $0.text.contains("isHidden") }
      == false)
  }

  @Test func constraintsButtonReadsPressedWhileTheInspectorIsOpen() throws {
    func weight(_ tokens: [String]) throws -> FontWeight? {
      try painted("signup", tokens).1.texts.first { $0.string == "Constraints" }?.style.weight
    }
    #expect(try weight(["kb-shown", "xray"]) == .semibold)
    #expect(try weight(["kb-shown"]) == .regular)
    // The seed's other pressed bar button: Keyboard, while the software keyboard is up.
    func keyboardWeight(_ tokens: [String]) throws -> FontWeight? {
      try painted("signup", tokens).1.texts.first { $0.string == "Keyboard" }?.style.weight
    }
    for software in ["kb-shown", "kb-floating", "kb-split"] {
      #expect(try keyboardWeight(["regular", software]) == .semibold, "\(software)")
    }
    #expect(try keyboardWeight(["regular", "kb-hidden"]) == .regular)
    #expect(try keyboardWeight(["regular", "kb-hardware"]) == .regular)
  }

  /// The sheet (compact) and the popover (regular) end above a docked keyboard.
  @Test(arguments: [
    ("signup", ["kb-shown", "xray"]), ("signup", ["regular", "kb-shown", "xray"]),
    ("chat", ["kb-shown", "xray"]),
  ])
  func inspectorLeavesTheDockedKeyboardInView(form name: String, tokens: [String]) throws {
    let (form, list) = try painted(name, tokens)
    guard case .docked(let height) = form.environment.keyboard else {
      Issue.record("keyboard not docked")
      return
    }
    let keyboardTop = form.environment.canvasSize.height - height
    let panels = list.items.compactMap { item -> Rect? in
      switch item {
      case .pushClip(.roundedRect(let r, let radii)) where radii.topLeft == 13: return r
      case .pushClip(.rect(let r, 13)): return r
      default: return nil
      }
    }
    #expect(panels.count == 1)
    let panel = try #require(panels.first)
    #expect(panel.maxY <= keyboardTop)
    if form.environment.sizeClass == .compact {
      #expect(panel.maxY == keyboardTop, "the sheet rests on the keyboard")
      #expect(abs(panel.height - keyboardTop * 0.52) <= 0.5)
    }
    // The tinted guide is painted over the keyboard, outside any clip.
    let tint = Theme.testLight.color("xrayGuideFill")
    var depth = 0
    var tinted: [Rect] = []
    for item in list.items {
      switch item {
      case .pushClip, .pushLayer: depth += 1
      case .pop: depth -= 1
      case .fill(.rect(let r, _), .solid(let c)) where c == tint && depth == 0: tinted.append(r)
      default: break
      }
    }
    #expect(tinted.map(\.minY) == [keyboardTop])
  }

  @Test func guideOutlinesStopAtADockedKeyboard() throws {
    let (form, list) = try painted("signup", ["kb-shown", "xray"])
    guard case .docked(let height) = form.environment.keyboard else {
      Issue.record("kb-shown should dock the keyboard, got \(form.environment.keyboard)")
      return
    }
    let top = form.environment.canvasSize.height - height
    let width = form.environment.canvasSize.width
    #expect(list.items.contains(.pushClip(.rect(Rect(x: 0, y: 0, width: width, height: top),
      cornerRadius: 0))))
    // Undocked halves: the clip is the window with a hole per half.
    let (split, splitList) = try painted("signup", ["regular", "kb-split", "xray"])
    guard case .split(let left, let right) = split.environment.keyboard else {
      Issue.record("kb-split should split the keyboard, got \(split.environment.keyboard)")
      return
    }
    let holes = splitList.items.compactMap { item -> [Point]? in
      guard case .pushClip(.path(let elements)) = item else { return nil }
      return elements.compactMap { if case .move(let p) = $0 { return p } else { return nil } }
    }
    #expect(holes == [[.zero, Point(x: left.minX, y: left.maxY),
      Point(x: right.minX, y: right.maxY)]])
  }

  @Test func longLinesBreakAfterTheRelationWithTheRightSideIndented() {
    let lines = ScenePainter.wrapMono(
      "row-name.lbl.trailing = row-name.val.leading − 8", columns: 30)
    #expect(lines == ["row-name.lbl.trailing =", "  row-name.val.leading − 8"])
    #expect(ScenePainter.wrapMono("sv.top = safeArea.top", columns: 30) == [
      "sv.top = safeArea.top"
    ])
  }
}

/// The inspector shows every card: when they do not fit, they go on pages (the footer names
/// the page and how to see the next), none is cut off, and a card whose view the panel covers
/// says so.
@Suite struct InspectorPagingTests {
  func page(_ name: String, _ tokens: [String], _ page: Int) throws -> DisplayList {
    let document = try FormDocument.bundled(name)
    let form = try document.resolve(try document.state(tokens))
    let renderer = try FormRenderer()
    let theme = try ThemeLookup().theme(
      named: form.environment.appearance == .dark ? "dark" : "light")
    return SceneBuilder.build(
      form: form, layout: renderer.layout(form), theme: theme,
      options: SceneOptions(inspectorPage: page))
  }

  @Test(arguments: [["kb-shown", "xray"], ["kb-hidden", "xray"], ["regular", "kb-shown", "xray"]])
  func everyCardIsOnSomePage(tokens: [String]) throws {
    let cards = try inspectorCards("signup", tokens)
    let first = try page("signup", tokens, 1).texts.map(\.string)
    let footer = try #require(first.first { $0.hasPrefix("Page 1 of ") }, "\(first)")
    let count = try #require(Int(footer.dropFirst("Page 1 of ".count).prefix { $0.isNumber }))
    #expect(count > 1)
    var shown: [String] = []
    for p in 1...count {
      let texts = try page("signup", tokens, p).texts.map(\.string)
      #expect(texts.contains { $0.hasPrefix("Page \(p) of \(count)") })
      #expect(texts.contains { $0.contains("--inspector-page \(p + 1)") } == (p < count))
      shown += texts
    }
    for card in cards {
      #expect(
        shown.contains { $0 == card.title || $0.hasPrefix(card.title + " · under this panel") },
        "\(card.title) is on no page")
    }
    // Pages past the last show the last one.
    let past = try page("signup", tokens, count + 5).texts.map(\.string)
    #expect(past == (try page("signup", tokens, count).texts.map(\.string)))
  }

  /// The footer follows the page's last card (its band 8 pt below it, less where the card
  /// ends at the panel's last band; its 16-pt line centred in the 28-pt band): no blank band
  /// between them when the next card did not fit.
  @Test(arguments: [["kb-shown", "xray"], ["kb-hidden", "xray"], ["regular", "kb-shown", "xray"]])
  func theFooterSitsRightUnderTheLastCard(tokens: [String]) throws {
    let first = try page("signup", tokens, 1)
    let theme = try ThemeLookup().theme(named: "light")
    let cell = theme.color("cell")
    let count = try #require(
      first.texts.map(\.string).first { $0.hasPrefix("Page 1 of ") }
        .flatMap { Int($0.dropFirst("Page 1 of ".count).prefix { $0.isNumber }) })
    for p in 1...count {
      let list = try page("signup", tokens, p)
      let footer = try #require(list.texts.first { $0.string.hasPrefix("Page \(p) of ") })
      let cards = list.items.compactMap { item -> Rect? in
        if case .fill(.rect(let r, cornerRadius: 10), .solid(cell)) = item { return r }
        return nil
      }
      let last = try #require(cards.map(\.maxY).max())
      // 8 pt below the card, or less where the card ends at the panel's last footer band.
      let gap = footer.frame.minY - 6 - last
      #expect(gap >= 0 && gap <= 8 + 1e-9, "page \(p): \(footer.frame) after \(last)")
    }
  }

  @Test func aCardOverTheViewItDescribesSaysSo() throws {
    // With the keyboard hidden the compact sheet covers the lower half of the form: the views
    // down there are described under a panel that hides them.
    var titles: [String] = []
    let tokens = ["kb-hidden", "xray"]
    let first = try page("signup", tokens, 1).texts.map(\.string)
    let footer = try #require(first.first { $0.hasPrefix("Page 1 of ") })
    let count = try #require(Int(footer.dropFirst("Page 1 of ".count).prefix { $0.isNumber }))
    for p in 1...count { titles += try page("signup", tokens, p).texts.map(\.string) }
    #expect(titles.contains { $0.hasSuffix(" · under this panel") })
    #expect(titles.contains("email · textField · under this panel"))
    #expect(titles.contains("title · label"))  // the large title stays in view above the sheet
  }
}

@Suite struct InspectorSizeFloorTests {
  /// The `size >= 0` floors the Interface Builder front end gives every view (two per view)
  /// are implicit, as in UIKit: a card lists the view's own constraints, not the floors.
  @Test func sizeFloorsAreNotListed() {
    var f = FormFixture()
    f.add("badge", .view(background: nil, cornerRadius: 0), Rect(x: 20, y: 100, width: 60, height: 0))
    f.constraints = [
      LayoutConstraint(Anchor("badge", .height), .equal, nil, constant: 0),
      LayoutConstraint(
        Anchor("badge", .width), .greaterThanOrEqual, nil, priority: LayoutPriority(999.9),
        origin: .derived(.nonNegativeSize)),
      LayoutConstraint(
        Anchor("badge", .height), .greaterThanOrEqual, nil, priority: LayoutPriority(999.9),
        origin: .derived(.nonNegativeSize)),
    ]
    let cards = InspectorContent(form: f.form, frames: ["badge": f.frames[1].frame]).groups()
    let lines = cards.flatMap { $0.lines.map(\.text) }
    #expect(lines == ["badge.height = 0"], "\(lines)")
  }
}
