// The language: equations, shorthands, scopes, templates, properties and diagnostics.
import FormLanguage
import LayoutVocabulary
import Testing

/// Parses a form that must be free of errors and returns its spec.
func spec(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
  -> FormSpec
{
  let (spec, diagnostics) = FormParser.parse(source, path: "t.form")
  #expect(
    !diagnostics.hasErrors, "\(diagnostics.rendered(source: source))",
    sourceLocation: sourceLocation)
  return try #require(spec, sourceLocation: sourceLocation)
}

/// The constraints of the base (no `when`), in order.
func baseConstraints(_ s: FormSpec) -> [ConstraintSpec] {
  s.rules.compactMap { rule in
    guard rule.isBase, case .constraint(let c) = rule.action else { return nil }
    return c
  }
}

/// Wraps statements in a minimal form with two labels `a` and `b`.
func form(_ body: String, axes: String = "") -> String {
  """
  form t
  \(axes)
  screen s {
    label a "A" { pin-top; pin-leading }
  \(body)
  }
  """
}

@Suite struct ParserTests {
  @Test func bundledFormsParseClean() {
    for name in ["signup", "login"] {
      let (spec, diagnostics, source) = parseBundled(name)
      #expect(diagnostics.isEmpty, "\(name): \(diagnostics.rendered(source: source))")
      #expect(spec?.name == name)
    }
  }

  @Test func equationWithConstant() throws {
    let s = try spec(form("label b \"B\" { pin-leading }\nb.top = a.bottom + 8"))
    let c = try #require(baseConstraints(s).last)
    #expect(c.first == AnchorSpec("b", .top))
    #expect(c.second == AnchorSpec("a", .bottom))
    #expect(c.relation == .equal && c.constant == 8 && c.multiplier == 1 && c.priority == 1000)
    #expect(c.label() == "b.top = a.bottom + 8")
  }

  @Test func relationsPrioritiesAndMultipliers() throws {
    let s = try spec(
      form(
        """
        label b "B" {
          pin-top
          leading == a.trailing
          width <= 0.5 * a.width - 18 @750
          width ≥ a.width × 0.25 @low
          height >= 20 @high
          height <= 100 @fittingSize
        }
        """))
    let cs = baseConstraints(s).filter { $0.first.item == "b" }
    #expect(cs.count == 6)
    #expect(cs[1].relation == .equal && cs[1].second == AnchorSpec("a", .trailing))
    #expect(cs[2].relation == .lessThanOrEqual && cs[2].multiplier == 0.5 && cs[2].constant == -18)
    #expect(cs[2].priority == 750)
    #expect(cs[2].label() == "b.width ≤ 0.5 × a.width − 18 @750")
    #expect(
      cs[3].relation == .greaterThanOrEqual && cs[3].multiplier == 0.25 && cs[3].priority == 250)
    #expect(cs[4].second == nil && cs[4].constant == 20 && cs[4].priority == 750)
    #expect(cs[5].priority == 50)
  }

  @Test func systemSpacingIsEight() throws {
    let s = try spec(form("label b \"B\" { pin-leading; top = a.bottom + system }"))
    let c = try #require(baseConstraints(s).last)
    #expect(c.constant == 8)
    #expect(c.label() == "b.top = a.bottom + system")
  }

  @Test func sideShorthandsExpandToEquations() throws {
    let s = try spec(
      form(
        """
        label b "B" { below a 8; after a 4 }
        label c "C" { above a 6; before a 2 }
        """))
    let labels = baseConstraints(s).filter { $0.first.item != "a" }.map { $0.label() }
    #expect(
      labels == [
        "b.top = a.bottom + 8", "b.leading = a.trailing + 4",
        "c.bottom = a.top − 6", "c.trailing = a.leading − 2",
      ])
  }

  @Test func pinFillStretchAndAlign() throws {
    let s = try spec(
      form(
        """
        view box {
          pin-x 20; pin-y 10
          view inner { fill 4 }
          view bar { to a; stretch-x; align-top 2 }
        }
        """))
    let labels = baseConstraints(s).filter { $0.first.item != "a" }.map { $0.label() }
    #expect(
      labels == [
        "box.leading = s.leading + 20", "box.trailing = s.trailing − 20",
        "box.top = s.top + 10", "box.bottom = s.bottom − 10",
        "inner.top = box.top + 4", "inner.bottom = box.bottom − 4",
        "inner.leading = box.leading + 4", "inner.trailing = box.trailing − 4",
        "bar.leading = a.leading", "bar.trailing = a.trailing", "bar.top = a.top + 2",
      ])
  }

  @Test func toAndSide() throws {
    let s = try spec(form("button go \"Go\" { to keyboard; side above 8; pin-x 20; height = 50 }"))
    let c = try #require(baseConstraints(s).first { $0.first.item == "go" })
    #expect(c.label() == "go.bottom = keyboard.top − 8")
  }

  @Test func syncWidthTakesMultAndOffsetProperties() throws {
    let s = try spec(
      form("label b \"B\" { below a; align-leading a; sync-width a; mult-x: 0.5; offset-x: -18 }"))
    let c = try #require(baseConstraints(s).first { $0.first == AnchorSpec("b", .width) })
    #expect(c.scaleFromProperties == .horizontal)
    // An explicit multiplier or constant wins over the properties.
    let t = try spec(form("label b \"B\" { below a; align-leading a; sync-width a * 0.5 - 18 }"))
    let d = try #require(baseConstraints(t).first { $0.first == AnchorSpec("b", .width) })
    #expect(d.scaleFromProperties == nil && d.multiplier == 0.5 && d.constant == -18)
  }

  @Test func rowsAreScopes() throws {
    let s = try spec(
      """
      form t
      screen s {
        table t { pin-top; pin-x
          row one { pin-top; pin-x; label lbl "1" { pin-y; pin-leading } }
          row two { below one; pin-x; pin-bottom; label lbl "2" { pin-y; pin-leading; after one.lbl } }
        }
      }
      """)
    let ids = s.views.map(\.id)
    #expect(ids.contains("one.lbl") && ids.contains("two.lbl"))
    let c = try #require(
      baseConstraints(s).first {
        $0.first == AnchorSpec("two.lbl", .leading) && $0.second?.item == "one.lbl"
      })
    #expect(c.second?.attribute == .trailing)
  }

  @Test func templatesAddTheirStatementsFirst() throws {
    let s = try spec(
      """
      form t
      template pair {
        label lbl { pin-y; pin-leading }
        label val { pin-y; pin-trailing; color: secondaryLabel }
      }
      screen s {
        table t { pin-top; pin-x
          row r1 : pair { pin-top; pin-x; pin-bottom; lbl.text: "One"; val.text: "1" }
        }
      }
      """)
    #expect(s.views.map(\.id).filter { $0.hasPrefix("r1.") } == ["r1.lbl", "r1.val"])
    let texts = s.rules.compactMap { rule -> String? in
      if case .property(let item, "text", .string(let t)) = rule.action { return "\(item)=\(t)" }
      return nil
    }
    #expect(texts == ["r1.lbl=One", "r1.val=1"])
  }

  @Test func builtInGuidesAndAliases() throws {
    let s = try spec(
      """
      form t
      screen s {
        guide kbd = keyboard
        scrollView sv { top = safeArea.top; above kbd; pin-x
          label a "A" { top = content.top + 8; align-leading margins }
        }
        label b "B" { below sv.frame; align-leading readableContent; bottom = keyboardLayoutGuide.top }
      }
      """)
    #expect(
      s.views.prefix(5).map(\.id) == ["s", "safeArea", "layoutMargins", "readableContent", "kbd"])
    let cs = baseConstraints(s).map { $0.label() }
    #expect(cs.contains("sv.bottom = kbd.top"))
    #expect(cs.contains("a.top = sv.content.top + 8"))
    #expect(cs.contains("a.leading = layoutMargins.leading"))
    #expect(cs.contains("b.top = sv.frame.bottom"))
    #expect(cs.contains("b.bottom = kbd.top"))
  }

  @Test func whenBlocksFollowTheBase() throws {
    let s = try spec(
      form(
        """
        label b "B" {
          when login { below a 20 }
          below a 8
          pin-leading
        }
        """, axes: "axis mode: signup | login"))
    let blocks = s.rules.map(\.block)
    #expect(blocks == blocks.sorted(), "base rules come first")
    let last = try #require(s.rules.last)
    #expect(last.condition == .token("login"))
  }

  @Test func conditionsCombine() throws {
    let s = try spec(
      form(
        """
        label b "B" { below a; pin-leading
          when regular and login { hidden: true }
          when not (compact or signup) { hidden: true }
        }
        """, axes: "axis mode: signup | login"))
    let conditions = s.rules.filter { !$0.isBase }.map(\.condition)
    #expect(conditions.count == 2)
    for c in conditions {
      #expect(c.holds { ["regular", "login"].contains($0) })
      #expect(!c.holds { ["compact", "login"].contains($0) })
    }
  }

  @Test func axesIncludeBuiltInsThenTheFormsOwn() throws {
    let (s, _, _) = parseBundled("signup")
    let spec = try #require(s)
    #expect(
      spec.axes.map(\.name) == [
        "keyboard", "sizeClass", "appearance", "text-size", "direction", "xray", "mode", "priority",
      ])
    #expect(spec.axes.last?.tokens == ["label-wins", "value-wins"])
    #expect(spec.formAxes.map(\.name) == ["mode", "priority"])
  }

  @Test func devicesCanBeOverridden() throws {
    let s = try spec(
      """
      form t
      device compact { canvas: 375 x 667; safeArea: 20 0 0 0; keyboard: 260 }
      screen s {}
      """)
    let d = try #require(s.device("compact"))
    #expect(d.width == 375 && d.height == 667 && d.safeArea.top == 20 && d.keyboardHeight == 260)
    #expect(s.device("regular") == .regular)
  }

  @Test func everyErrorOfAFileIsReported() {
    let source = """
      form t
      screen s {
        label a "A" { pin-top; below nowhere }
        label b "B" { colr: red; pin-top }
        label c "C" { width = 1O }
        label d "D" { top = a.leading }
      }
      """
    let (spec, diagnostics) = FormParser.parse(source, path: "t.form")
    #expect(spec == nil)
    #expect(diagnostics.map(\.location.line) == [3, 4, 5, 6])
  }

  @Test func renderedDiagnosticHasLineAndCaret() {
    let source = "form t\nscreen s {\n  label a \"A\" { below zzz }\n}\n"
    let (_, diagnostics) = FormParser.parse(source, path: "x.form")
    let d = diagnostics.first
    #expect(
      d?.rendered(source: source) == """
        x.form:3:23: error: unknown view 'zzz'
          label a "A" { below zzz }
                              ^
        """)
  }
}
