// Keyboard states in the language and on the command line: floating spots, windows, tracking
// conditions, followsUndockedKeyboard, and the state matrix.
import FormLanguage
import FormState
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

func parseText(_ text: String) -> (FormSpec?, [Diagnostic]) {
  FormParser.parse(text, path: "t.form")
}

@Suite struct KeyboardStateTests {
  // MARK: - Floating spots

  @Test func floatingSpotIsPartOfTheCanonicalState() throws {
    let spec = try signupSpec()
    let top = try StateSet.parse(["regular", "kb-floating@top"], for: spec)
    #expect(top.keyboard == .floating && top.isActive("kb-floating"))
    #expect(top.floatingSpot == .top)
    #expect(top.canonicalTokens.first == "kb-floating@top")
    // A state parses back from its own canonical tokens.
    #expect(try StateSet.parse(top.canonicalTokens, for: spec) == top)
    #expect(top != (try StateSet.parse(["regular", "kb-floating"], for: spec)))
  }

  @Test func floatingPointSurvivesTheCommaSplitOfTheStateOption() throws {
    let spec = try signupSpec()
    // `--state regular,kb-floating@120,300` reaches the parser split at every comma.
    let split = try StateSet.parse(["regular", "kb-floating@120", "300"], for: spec)
    #expect(split.floatingSpot == .point(x: 120, y: 300))
    #expect(split.canonicalTokens.first == "kb-floating@120,300")
    let whole = try StateSet.parse(["kb-floating@120,300", "regular"], for: spec)
    #expect(whole == split)
  }

  @Test func badFloatingSpotsAreErrorsThatNameTheSyntax() throws {
    let spec = try signupSpec()
    for token in ["kb-floating@middle", "kb-floating@1,2,3", "kb-floating@", "kb-floating@x,1"] {
      let error = #expect(throws: StateError.self) {
        try StateSet.parse(["regular", token], for: spec)
      }
      #expect(error?.message.contains("kb-floating@X,Y") == true, "\(token)")
    }
    #expect(throws: StateError.self) {
      try StateSet.parse(["regular", "kb-floating@top", "kb-floating@bottom"], for: spec)
    }
    // Still an iPad keyboard.
    let compact = #expect(throws: StateError.self) {
      try StateSet.parse(["kb-floating@top"], for: spec)
    }
    #expect(compact?.message.contains("regular") == true)
  }

  // MARK: - Windows

  @Test func windowTokensNeedTheIPadAndAreCanonical() throws {
    let spec = try signupSpec()
    let half = try StateSet.parse(["window=split-half", "regular", "kb-shown"], for: spec)
    #expect(half.window == .splitHalf)
    #expect(half.canonicalTokens.contains("window=split-half"))
    #expect(try StateSet.parse(half.canonicalTokens, for: spec) == half)
    #expect(throws: StateError.self) { try StateSet.parse(["window=split-half"], for: spec) }
    let bad = #expect(throws: StateError.self) {
      try StateSet.parse(["regular", "window=quarter"], for: spec)
    }
    #expect(bad?.message.contains("slide-over") == true)
  }

  @Test func windowIsTheCanvasAndTheKeyboardStaysTheScreens() throws {
    let spec = try signupSpec()
    let full = try FormResolver.resolve(
      spec, state: try StateSet.parse(["regular", "kb-shown"], for: spec))
    let slide = try FormResolver.resolve(
      spec, state: try StateSet.parse(["regular", "kb-shown", "window=slide-over"], for: spec))
    #expect(slide.environment.canvasSize.width == 320)
    #expect(slide.environment.canvasSize.height == full.environment.canvasSize.height)
    #expect(slide.environment.keyboard == full.environment.keyboard, "same docked height")
  }

  // MARK: - Tracking conditions

  @Test func trackingConditionsAreValidInWhenBlocksOnly() throws {
    let (spec, diagnostics) = parseText(
      """
      form t
      screen s {
        keyboard.followsUndockedKeyboard: true
        view bar {
          pin-x; height = 44
          when kb-away-top { bottom = keyboard.top }
          when kb-near-top { bottom = safeArea.bottom }
          when kb-near-leading and kb-away-trailing { hidden: true }
        }
      }
      """)
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    let parsed = try #require(spec)
    let error = #expect(throws: StateError.self) {
      try StateSet.parse(["kb-near-top"], for: parsed)
    }
    #expect(error?.message.contains("tracking") == true)
  }

  @Test func misspelledTrackingConditionSuggestsTheRightOne() {
    let (_, diagnostics) = parseText(
      "form t\nscreen s {\n  view v { when kb-near-tpo { hidden: true } }\n}\n")
    #expect(diagnostics.contains { $0.message.contains("did you mean 'kb-near-top'") })
  }

  @Test func followsUndockedKeyboardBelongsToTheKeyboardGuide() throws {
    let (_, diagnostics) = parseText(
      "form t\nscreen s {\n  view v { followsUndockedKeyboard: true }\n}\n")
    #expect(
      diagnostics.contains {
        $0.isError && $0.message.contains("'followsUndockedKeyboard' does not apply to a view")
      })
    let (spec, _) = parseText(
      "form t\nscreen s {\n  guide kbd = keyboard\n  kbd.followsUndockedKeyboard: true\n}\n")
    let form = try FormResolver.resolve(
      try #require(spec),
      state: try StateSet.parse(["regular", "kb-floating"], for: #require(spec)))
    #expect(form.item("kbd")?.kind == .guide(.keyboard(followsUndockedKeyboard: true)))
    #expect(form.tracking?.followsUndockedKeyboard == true)
  }

  @Test func followsUndockedKeyboardCannotDependOnTracking() {
    let (_, diagnostics) = parseText(
      "form t\nscreen s {\n  when kb-near-top { keyboard.followsUndockedKeyboard: true }\n}\n")
    #expect(diagnostics.contains { $0.isError && $0.message.contains("decides the tracking") })
  }

  @Test func trackingSetsAreReportedWithTheirState() throws {
    let (s, _, _) = parseBundled("notes")
    let spec = try #require(s)
    func active(_ tokens: [String]) throws -> [String] {
      let form = try FormResolver.resolve(spec, state: try StateSet.parse(tokens, for: spec))
      return form.tracking?.sets.filter(\.isActive).map(\.condition) ?? []
    }
    #expect(try active(["regular", "kb-floating@top"]) == ["kb-near-top"])
    #expect(try active(["regular", "kb-floating@bottom"]) == ["kb-away-top"])
    // Docked and hidden guides are at the bottom: away from the top.
    #expect(try active(["kb-hidden"]) == ["kb-away-top"])
    #expect(try active(["regular", "kb-shown"]) == ["kb-away-top"])
  }

  // MARK: - The state matrix

  @Test func matrixHasIPadKeyboardsOnlyOnRegularAndOneFloatingPosition() throws {
    let spec = try signupSpec()
    let states = FormChecker.allStates(spec)
    let compactKeyboards = Set(states.filter { $0.sizeClass == .compact }.map(\.keyboard.rawValue))
    let regularKeyboards = Set(states.filter { $0.sizeClass == .regular }.map(\.keyboard.rawValue))
    #expect(compactKeyboards == ["kb-hidden", "kb-shown"])
    #expect(regularKeyboards == Set(StateAxis.builtIn[0].tokens))
    #expect(states.allSatisfy { $0.floatingSpot == nil && $0.window == .full })
    // (2 compact + 5 regular keyboards) × 2 appearances × the form's 2 × 2.
    #expect(states.count == (2 + 5) * 2 * 2 * 2)
  }

  @Test func bundledKeyboardFormsParseWithoutWarnings() {
    for name in ["chat", "notes", "drawing"] {
      let (spec, diagnostics, source) = parseBundled(name)
      #expect(spec != nil && diagnostics.isEmpty, "\(diagnostics.rendered(source: source))")
      if let spec { #expect(FormChecker.check(spec).isEmpty, "\(name)") }
    }
  }

  // MARK: - Docs

  @Test func keyboardDocsStateTheThresholdTheCodeUses() {
    let text = readText(Paths.packageRoot() + "/docs/keyboard.md") ?? ""
    let points = Int(KeyboardGeometry.nearThreshold)
    #expect(text.contains("## \"Near\": \(points) pt"))
    #expect(text.contains("at most **\(points) pt**"))
    // The justification: below a 44 pt bar, above the iPad's inset plus the 8 pt spot gap.
    #expect(KeyboardGeometry.nearThreshold < 44)
    #expect(KeyboardGeometry.nearThreshold >= DeviceSpec.regular.safeArea.top + 8)
    for name in ["chat", "notes", "drawing"] { #expect(text.contains("`\(name).form`")) }
  }

  // MARK: - Keyboard of the field's type

  @Test func focusedFieldPicksTheKeyLayerReturnKeyAndSuggestions() throws {
    let (s, diagnostics) = parseText(
      """
      form t
      screen s {
        textField pin "PIN" { keyboardType: number; pin-x; pin-top 80 }
        textField site "Site" { keyboardType: url; returnKey: go; suggestions: "a.com"; pin-x; below pin 8 }
        keyboard kb { fill keyboard }
      }
      """)
    let spec = try #require(s, "\(diagnostics)")
    func keyboard(_ focus: String) throws -> ItemKind.Keyboard? {
      let form = try FormResolver.resolve(
        spec, state: try StateSet.parse(["focus=\(focus)"], for: spec))
      if case .keyboard(let k)? = form.item("kb")?.kind { return k }
      return nil
    }
    let pad = try #require(try keyboard("pin"))
    #expect(pad.rows.allSatisfy { $0.count == 3 })
    #expect(
      pad.rows.joined().filter { $0.first?.isNumber == true }.sorted() == (0...9).map(String.init))
    #expect(pad.suggestions.isEmpty, "a digit pad has no QuickType bar")
    let url = try #require(try keyboard("site"))
    #expect(url.rows.last?.contains(".com") == true && url.rows.last?.contains("/") == true)
    #expect(url.returnKey == "go" && url.suggestions == ["a.com"])
  }

  @Test func numberIsTheNumberPadAndDecimalPadAddsThePoint() throws {
    let (s, diagnostics) = parseText(
      """
      form t
      screen s {
        textField code "Code" { keyboardType: number; pin-x; pin-top 80 }
        textField amount "Amount" { keyboardType: decimalPad; pin-x; below code 8 }
      }
      """)
    let spec = try #require(s, "\(diagnostics)")
    func lastRow(_ focus: String) throws -> [String]? {
      let form = try FormResolver.resolve(
        spec, state: try StateSet.parse(["focus=\(focus)"], for: spec))
      for item in form.items { if case .keyboard(let k) = item.kind { return k.rows.last } }
      return nil
    }
    // UIKeyboardType.numberPad: no decimal point, an empty place left of 0.
    #expect(try lastRow("code") == ["", "0", "⌫"])
    #expect(try lastRow("amount") == [".", "0", "⌫"])
  }

  // MARK: - Forms without text input

  /// A settings screen (switches, chevrons) cannot show a keyboard: its keyboard axis has only
  /// kb-hidden, so its matrix has no keyboard states, and asking for one says why.
  @Test func aFormWithoutTextInputHasNoKeyboardStates() throws {
    let (s, diagnostics) = parseText(
      """
      form settings
      screen s {
        table t {
          top = safeArea.top + 20; pin-x 20
          row a "Airplane Mode" { accessory: switch }
          row b "Wi-Fi" { detail: "Home"; accessory: disclosureIndicator }
        }
      }
      """)
    let spec = try #require(s, "\(diagnostics)")
    #expect(!spec.canShowKeyboard)
    #expect(spec.axes.first { $0.name == "keyboard" }?.tokens == ["kb-hidden"])
    let states = FormChecker.allStates(spec)
    #expect(states.count == 2 * 2)  // compact/regular × light/dark
    #expect(states.allSatisfy { $0.keyboard == .hidden })
    for token in ["kb-shown", "kb-floating"] {
      #expect {
        _ = try StateSet.parse([token, "regular"], for: spec)
      } throws: { error in
        let message = (error as? StateError)?.message ?? ""
        return message.contains("has no text input") && message.contains("kb-hidden")
      }
    }
    #expect(try StateSet.parse(["kb-hidden"], for: spec).keyboard == .hidden)
    #expect(FormChecker.check(spec).isEmpty)
  }

  @Test func aFieldAKeyboardOrTheKeyboardGuideMakesAFormShowAKeyboard() throws {
    for body in [
      #"textField f "Name" { pin-x; pin-top 80 }"#,
      "keyboard kb { fill keyboard }",
      "view bar { pin-x; height = 44; bottom = keyboard.top }",
    ] {
      let spec = try #require(parseText("form t\nscreen s {\n  \(body)\n}\n").0, "\(body)")
      #expect(spec.canShowKeyboard, "\(body)")
      #expect(spec.axes.first { $0.name == "keyboard" }?.tokens == StateAxis.builtIn[0].tokens)
    }
    // The sign-up form keeps every keyboard state (its baselines are byte-for-byte).
    #expect(try signupSpec().canShowKeyboard)
  }

  // MARK: - The example forms

  @Test func exampleFormsAreCleanAndOnlyTheSettingsScreenHasNoKeyboard() throws {
    for name in ["settings", "checkout", "verification"] {
      let (spec, diagnostics, source) = parseBundled(name)
      let parsed = try #require(spec, "\(diagnostics.rendered(source: source))")
      #expect(diagnostics.isEmpty, "\(diagnostics.rendered(source: source))")
      #expect(FormChecker.check(parsed).isEmpty, "\(name)")
      let keyboards = Set(FormChecker.allStates(parsed).map(\.keyboard))
      #expect(keyboards == (name == "settings" ? [.hidden] : Set(KeyboardToken.allCases)), "\(name)")
    }
  }

  /// The code screen focuses no field in its matrix: its keyboard view's own keyboardType
  /// shows the number pad.
  @Test func aKeyboardViewsOwnKeyboardTypePicksTheLayerWithoutFocus() throws {
    let spec = try #require(parseBundled("verification").0)
    let form = try FormResolver.resolve(spec, state: try StateSet.parse(["kb-shown"], for: spec))
    let pad = form.items.compactMap { item -> ItemKind.Keyboard? in
      if case .keyboard(let k) = item.kind, !item.isHidden { return k }
      return nil
    }.first
    #expect(pad?.rows.last == ["", "0", "⌫"])
    #expect(pad?.suggestions == [])
  }
}
