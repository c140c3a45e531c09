// Resolution of the bundled sign-up form: replacement semantics, guides, kinds and guarantees.
import FormLanguage
import FormState
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

func resolve(_ tokens: [String]) throws -> ResolvedForm {
  let spec = try signupSpec()
  return try FormResolver.resolve(spec, state: try StateSet.parse(tokens, for: spec))
}

extension ResolvedForm {
  /// Constraints whose first anchor is `item.attribute`.
  func constraints(_ item: String, _ attribute: AnchorAttribute) -> [LayoutConstraint] {
    constraints.filter { $0.first == Anchor(ItemID(item), attribute) }
  }
  func index(_ id: String) -> Int? { items.firstIndex { $0.id == ItemID(id) } }
}

@Suite struct ResolverTests {
  @Test(arguments: FormChecker.allStates(try! signupSpec()).map(\.canonicalTokens))
  func everyStateKeepsTheGuarantees(_ tokens: [String]) throws {
    let form = try resolve(tokens)
    #expect(FormChecker.guaranteeProblems(form) == [])
    #expect(form.state == tokens)
  }

  @Test func checkerFindsNothingWrongWithTheBundledForms() throws {
    for name in ["signup", "login"] {
      let spec = try #require(parseBundled(name).0)
      #expect(FormChecker.check(spec) == [], "\(name)")
      // compact: kb-hidden, kb-shown; regular: those and the three iPad keyboards.
      let keyboards = 2 + 5
      #expect(FormChecker.allStates(spec).count == keyboards * 2 * (name == "signup" ? 4 : 1))
    }
  }

  /// On iOS the keyboard is system UI: a form that declares none still shows it, filling the
  /// keyboard guide, under the home indicator; a form that declares one gets no second.
  @Test func aFormWithoutAKeyboardViewGetsTheSystemKeyboard() throws {
    let (s, _, _) = parseBundled("login")
    let login = try #require(s)
    func keyboards(_ form: ResolvedForm) -> [LayoutItem] {
      form.items.filter { if case .keyboard = $0.kind { return true } else { return false } }
    }
    let shown = try FormResolver.resolve(login, state: try StateSet.parse(["kb-shown"], for: login))
    let keyboard = try #require(keyboards(shown).first)
    #expect(keyboards(shown).count == 1 && !keyboard.isHidden)
    let guide = try #require(shown.items.first { $0.kind == .guide(.keyboard(followsUndockedKeyboard: false)) })
    for attribute in [AnchorAttribute.top, .bottom, .leading, .trailing] {
      #expect(shown.constraints.contains {
        $0.first == Anchor(keyboard.id, attribute) && $0.second == Anchor(guide.id, attribute)
          && $0.relation == .equal && $0.priority.isRequired
      })
    }
    let order = shown.items.map(\.id)
    if let indicator = shown.items.first(where: { $0.kind == .homeIndicator }) {
      #expect(order.firstIndex(of: keyboard.id)! < order.firstIndex(of: indicator.id)!)
    }
    let hidden = try FormResolver.resolve(login, state: try StateSet.parse(["kb-hidden"], for: login))
    #expect(keyboards(hidden).allSatisfy { $0.isHidden })
    let signup = try resolve(["kb-shown"])
    #expect(keyboards(signup).map(\.id) == ["kb"], "signup declares its own")
  }

  @Test func loginReanchorsEmailAndHidesNameAndHint() throws {
    let signup = try resolve([])
    #expect(signup.constraints("email", .top).map(\.inspectorText) == ["email.top = name.bottom + 8"])
    let login = try resolve(["login"])
    let top = login.constraints("email", .top)
    #expect(top.map(\.inspectorText) == ["email.top = hdrp.bottom + 8"])
    #expect(top.first?.changedByState == true)
    #expect(login.item("name")?.isHidden == true)
    #expect(login.item("hint")?.isHidden == true)
    #expect(signup.item("name")?.isHidden == false)
    #expect(login.constraints("hdra", .top).map(\.inspectorText) == ["hdra.top = pw.bottom + 28"])
    #expect(login.constraints("pill", .leading).map(\.inspectorText) == ["pill.leading = seg-b.leading"])
  }

  @Test func regularPutsThePreviewBesideTheNameColumn() throws {
    for mode in ["signup", "login"] {
      let form = try resolve(["regular", mode])
      #expect(form.constraints("hdra", .top).map(\.inspectorText) == ["hdra.top = hdrp.top"])
      #expect(
        form.constraints("hdra", .leading).map(\.inspectorText) == [
          "hdra.leading = name.trailing + 36 + 16"
        ])
      #expect(form.constraints("summary", .width).map(\.inspectorText) == ["summary.width = name.width"])
      #expect(form.constraints("cta", .leading).map(\.inspectorText) == ["cta.leading = name.leading"])
      #expect(form.constraints("cta", .width).map(\.inspectorText) == ["cta.width = name.width"])
      #expect(form.constraints("cta", .trailing).isEmpty)
      #expect(
        form.constraints("name", .width).map(\.inspectorText) == ["name.width = 0.5 × margins.width − 18"])
    }
    let compact = try resolve([])
    #expect(compact.constraints("name", .width).map(\.inspectorText) == ["name.width = margins.width"])
    #expect(
      compact.constraints("cta", .trailing).map(\.inspectorText) == ["cta.trailing = scr.trailing − 20"])
  }

  @Test func valueWinsFlipsCompressionResistance() throws {
    let labelWins = try resolve([])
    let valueWins = try resolve(["value-wins"])
    for row in ["row-name", "row-email", "row-tz"] {
      let lbl = "\(row).lbl"
      let val = "\(row).val"
      #expect(labelWins.item(ItemID(lbl))?.compressionResistance.horizontal == LayoutPriority(751))
      #expect(labelWins.item(ItemID(val))?.compressionResistance.horizontal == LayoutPriority(750))
      #expect(valueWins.item(ItemID(lbl))?.compressionResistance.horizontal == LayoutPriority(750))
      #expect(valueWins.item(ItemID(val))?.compressionResistance.horizontal == LayoutPriority(751))
      #expect(
        labelWins.constraints(val, .leading).map(\.inspectorText) == [
          "\(val).leading = \(lbl).trailing + 8"
        ])
      #expect(valueWins.constraints(val, .leading).isEmpty)
      #expect(
        valueWins.constraints(val, .width).map(\.inspectorText) == ["\(val).width ≤ \(row).width − 104"])
      #expect(
        valueWins.constraints(lbl, .trailing).map(\.inspectorText) == [
          "\(lbl).trailing = \(val).leading − 8"
        ])
    }
    if case .toggle(let on)? = valueWins.item("row-prio.sw")?.kind {
      #expect(on)
    } else {
      Issue.record("no switch")
    }
  }

  @Test func keyboardGuideFollowsTheKeyboard() throws {
    func height(_ tokens: [String]) throws -> LayoutConstraint? {
      try resolve(tokens).constraints("kbd", .height).first
    }
    let hidden = try #require(try height([]))
    #expect(hidden.isEdit && hidden.constant == 34 && hidden.second == nil)
    #expect(try height(["kb-shown"])?.constant == 296)
    #expect(try height(["regular"])?.constant == 20)
    #expect(try height(["regular", "kb-shown"])?.constant == 300)
    #expect(try height(["regular", "focus=email"])?.constant == 20, "hardware keyboard")
    let shown = try resolve(["kb-shown"])
    #expect(shown.environment.keyboard == .docked(height: 296))
    #expect(shown.constraints("kbd", .bottom).first?.second == Anchor("scr", .bottom))
    #expect(shown.constraints("kbd", .leading).first?.second == Anchor("scr", .leading))
    #expect(shown.constraints("kbd", .trailing).first?.second == Anchor("scr", .trailing))
    #expect(shown.item("kb")?.isHidden == false)
    #expect(try resolve([]).item("kb")?.isHidden == true)
  }

  @Test func paintingOrderFollowsTheSeedsZIndex() throws {
    let form = try resolve(["kb-shown"])
    #expect(form.items.first?.kind == .root)
    let order = ["sv", "ctabar", "cta", "safe", "nav", "kb"].compactMap { form.index($0) }
    #expect(order.count == 6 && order == order.sorted())
    #expect(form.items.last?.kind == .homeIndicator)
  }

  @Test func everyWrittenConstraintHasAnOriginAndALabel() throws {
    let form = try resolve(["regular", "login"])
    let written = form.constraints.filter { $0.origin?.location != nil }
    #expect(written.count > 60)
    #expect(form.constraints.allSatisfy { $0.origin != nil })
    #expect(written.contains { $0.changedByState })
    // State-block constraints come after the base ones, even those written later in the file.
    let reanchored = form.constraints.firstIndex { $0.inspectorText == "email.top = hdrp.bottom + 8" }
    let homeIndicator = form.constraints.lastIndex { $0.origin?.location != nil && !$0.changedByState }
    #expect(reanchored != nil && homeIndicator != nil && reanchored! > homeIndicator!)
  }

  @Test func intrinsicContentOfTheKinds() throws {
    let form = try resolve([])
    #expect(form.item("email")?.intrinsic == .size(width: nil, height: 50))
    #expect(form.item("row-prio.sw")?.intrinsic == .size(width: 51, height: 31))
    #expect(form.item("seg")?.intrinsic == .size(width: nil, height: 32))
    guard
      case .text(let text, let style, _, let maxLines, let minHeight, _)? = form.item("row-tz.val")?
        .intrinsic
    else {
      Issue.record("row value has no text")
      return
    }
    #expect(text == "Pacific Daylight Time (Los Angeles, United States)")
    #expect(style.size == 17 && maxLines == 1 && minHeight == 44)
    guard case .label(let title)? = form.item("title")?.kind else {
      Issue.record("no title")
      return
    }
    #expect(title.style.size == 34 && title.style.weight == .bold && title.style.lineHeight == 41)
    guard case .label(let header)? = form.item("hdrp")?.kind else {
      Issue.record("no header")
      return
    }
    #expect(header.style.uppercase && header.style.size == 13 && header.color == "secondaryLabel")
  }

  @Test func textsFollowTheMode() throws {
    let login = try resolve(["login"])
    guard case .label(let title)? = login.item("title")?.kind,
      case .button(let cta)? = login.item("cta")?.kind,
      case .navigationBar(let nav)? = login.item("nav")?.kind,
      case .segment(let b)? = login.item("seg-b")?.kind
    else {
      Issue.record("kinds")
      return
    }
    #expect(title.text == "Welcome back" && cta.title == "Log in" && nav.title == "Welcome back")
    #expect(b.isSelected && b.style.weight == .semibold)
  }

  @Test func focusRevealsTheFieldAndDrivesTheKeyboard() throws {
    let form = try resolve(["focus=pw", "value:name=Ada"])
    guard case .keyboard(let kb)? = form.item("kb")?.kind,
      case .scrollView(let sv)? = form.item("sv")?.kind,
      case .textField(let pw)? = form.item("pw")?.kind,
      case .label(let mirror)? = form.item("row-name.val")?.kind
    else {
      Issue.record("kinds")
      return
    }
    #expect(pw.isFocused)
    #expect(kb.returnKey == "go" && kb.suggestions == ["Strong Password", "hunter2", "Hide"])
    #expect(
      sv.reveal
        == ItemKind.ScrollView.Reveal(
          item: "pw", padding: EdgeInsets(top: 52, left: 0, bottom: 82, right: 0)))
    #expect(mirror.text == "Ada")
    #expect(form.environment.keyboard == .docked(height: 296))
  }

  @Test func guidesArePlacedFromTheDevice() throws {
    let form = try resolve(["regular"])
    #expect(form.environment.canvasSize == Size(width: 1000, height: 760))
    #expect(form.constraints("safeArea", .top).first?.constant == 24)
    #expect(form.constraints("margins", .leading).first?.constant == 40)
    #expect(form.item("margins")?.kind == .guide(.layoutMargins))
    #expect(form.item("sv.content")?.parent == "sv")
  }

  @Test func iPadKeyboards() throws {
    // Undocked keyboards leave the guide at the safe area (followsUndockedKeyboard = false).
    for token in ["kb-floating", "kb-split"] {
      let form = try resolve(["regular", token])
      #expect(form.constraints("kbd", .height).first?.constant == 20)
      #expect(form.item("kb")?.isHidden == false)
    }
    let floating = try resolve(["regular", "kb-floating"])
    guard case .floating(let panel) = floating.environment.keyboard,
      case .keyboard(let kb)? = floating.item("kb")?.kind
    else {
      Issue.record("not floating")
      return
    }
    #expect(kb.layout == .floating)
    #expect(panel.minX >= 0 && panel.maxX <= 1000 && panel.maxY <= 760 - 20)
    guard
      case .split(let left, let right) = try resolve(["regular", "kb-split"]).environment.keyboard
    else {
      Issue.record("not split")
      return
    }
    #expect(left.maxX < right.minX && left.minY == right.minY)
    // The shortcut bar is docked: the guide rises to its top.
    let hardware = try resolve(["regular", "kb-hardware"])
    guard case .hardwareBar(let bar) = hardware.environment.keyboard else {
      Issue.record("no bar")
      return
    }
    #expect(hardware.constraints("kbd", .height).first?.constant == bar.height)
    #expect(bar.maxY == 760)
  }

  @Test func iPadKeyboardsNeedRegular() throws {
    let spec = try signupSpec()
    for token in ["kb-floating", "kb-split", "kb-hardware"] {
      let error = #expect(throws: StateError.self) { try StateSet.parse([token], for: spec) }
      #expect(error?.message.contains("regular") == true)
      #expect(throws: Never.self) { try StateSet.parse([token, "regular"], for: spec) }
    }
  }

  @Test func xrayOutlinesExactlyTheSeedsNamedAnchors() throws {
    let form = try resolve(["xray"])
    let outlined = Set(form.items.filter(\.isNamedAnchor).map(\.id.rawValue))
    // data-⚓️-name in the seed's HTML (the rows' children are scoped, one lbl/val per row).
    var seed: Set<String> = [
      "scr", "safe", "kbd", "nav", "cbtn", "margins", "title", "sub", "seg", "seg-a", "seg-b",
      "hdrp", "name", "email", "pw", "hint", "hdra", "summary", "footer", "cta",
    ]
    for row in ["row-name", "row-email", "row-tz"] { seed.formUnion(["\(row).lbl", "\(row).val"]) }
    #expect(outlined == seed)
    #expect(form.environment.xray)
  }
}
