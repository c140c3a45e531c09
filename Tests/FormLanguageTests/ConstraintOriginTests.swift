// The resolver says why it made each constraint it derived; the inspector and the log render
// that reason. These are the texts the inspector printed when the reason was a pre-rendered
// label, so the pictures and logs stay as they were.
import FormLanguage
import FormState
import LayoutContract
import LayoutVocabulary
import Testing

@Suite struct ConstraintOriginTests {
  /// The inspector texts of the derived constraints on `item`, in order.
  func derived(_ form: ResolvedForm, _ item: String) -> [String] {
    form.constraints.filter {
      if case .derived? = $0.origin { return $0.first.item == ItemID(item) }
      return false
    }.map(\.inspectorText)
  }

  @Test func guidesPrintTheirEquationsAndMarginsTheWholeInset() throws {
    let compact = try resolve(["kb-hidden"])
    #expect(
      derived(compact, "safeArea") == [
        "safeArea.top = scr.top + 47", "safeArea.bottom = scr.bottom − 34",
        "safeArea.leading = scr.leading", "safeArea.trailing = scr.trailing",
      ])
    #expect(
      derived(compact, "margins") == [
        "margins.top = safeArea.top", "margins.bottom = safeArea.bottom",
        "margins.leading = superview.leading + 20", "margins.trailing = superview.trailing − 20",
      ])
    let regular = try resolve(["regular", "kb-hidden"])
    #expect(
      derived(regular, "margins").suffix(2) == [
        "margins.leading = superview.leading + 40", "margins.trailing = superview.trailing − 40",
      ])
  }

  @Test func theKeyboardGuideSaysWhereTheKeyboardIs() throws {
    let cases: [([String], String)] = [
      (["kb-hidden"], "kbd.top = safeArea.bottom (keyboard hidden)"),
      (["kb-shown"], "kbd.top = keyboard.top (keyboard shown)"),
      (["regular", "kb-floating"], "kbd.top = safeArea.bottom (keyboard undocked)"),
      (["regular", "kb-hardware"], "kbd.top = shortcutBar.top (hardware keyboard)"),
    ]
    for (tokens, height) in cases {
      let form = try resolve(tokens)
      #expect(
        derived(form, "kbd") == [
          "kbd.leading = scr.leading", "kbd.trailing = scr.trailing", "kbd.bottom = scr.bottom",
          height,
        ], "\(tokens)")
    }
  }

  @Test func theSystemKeyboardFillsTheKeyboardGuide() throws {
    let login = try #require(parseBundled("login").0)
    let form = try FormResolver.resolve(login, state: try StateSet.parse(["kb-shown"], for: login))
    let guide = try #require(
      form.items.first { $0.kind == .guide(.keyboard(followsUndockedKeyboard: false)) })
    let g = guide.id.rawValue
    #expect(
      derived(form, "_keyboard") == [
        "keyboard.top = \(g).top", "keyboard.bottom = \(g).bottom",
        "keyboard.leading = \(g).leading", "keyboard.trailing = \(g).trailing",
      ])
  }

  @Test func theLogNotesWhereEachConstraintCameFrom() throws {
    let form = try resolve(["kb-shown"])
    let height = try #require(form.constraints.first { $0.first == Anchor("kbd", .height) })
    #expect(height.sourceNote == "kbd.top = keyboard.top (keyboard shown)")
    let safeTop = try #require(form.constraints.first { $0.first == Anchor("safeArea", .top) })
    #expect(safeTop.sourceNote == "safeArea.top = scr.top + 47")
    let written = try #require(form.constraints.first { $0.origin?.location != nil })
    let location = try #require(written.origin?.location)
    #expect(written.sourceNote == "\(location.file):\(location.line):\(location.column)")
  }
}
