// `formshot audit`: each rule fires on a form built to break it, and stays quiet on the
// bundled forms where they are fine.
import AutoLayout
import Drawing
import FormState
import LayoutContract
import Geometry
import LayoutVocabulary
import Foundation
import Testing

@testable import Formshot

@Suite(.serialized) struct AuditTests {
  static func findings(_ source: String, states: [[String]]? = nil) throws -> [AuditFinding] {
    let document = try FormDocument(source: source, path: "broken.form")
    return try FormAudit.run(document, states: states, renderer: try FormRenderer())
  }

  static func only(_ findings: [AuditFinding], _ rule: AuditFinding.Rule) -> [AuditFinding] {
    findings.filter { $0.rule == rule }
  }

  @Test func truncatedTextAtALargerTextSize() throws {
    let found = try Self.findings(
      """
      form t
      screen s {
        label a "Quarterly statement" { pin-top 100; pin-leading 20; width = 170 }
        label b "Three lines of text that will not all fit in the box" { lines: 0
          below a 8; pin-leading 20; width = 200; height = 30 }
      }
      """, states: [[], ["ax3"]])
    let cut = Self.only(found, .truncated)
    #expect(Set(cut.map(\.view)) == ["a", "b"], "\(found.map(\.message))")
    // `a` fits at l and is cut at ax3 only; `b` never fits (clipped lines are always faults).
    let a = try #require(cut.first { $0.view == "a" })
    #expect(a.states == [["kb-hidden", "compact", "light", "ax3"]])
    #expect(a.message.contains("needs") && a.figure > 0)
    #expect(a.location.line == 3 && a.location.column == 9)
    let b = try #require(cut.first { $0.view == "b" })
    #expect(b.states.count == 2)
    #expect(b.message.contains("does not fit"))
  }

  @Test func overlapsOnlyWhenTheBaseStateIsApart() throws {
    let found = try Self.findings(
      """
      form t
      screen s {
        view line { pin-top 100; pin-x; height = 44
          label lbl "A long label that grows" { leading = superview.leading + 20; pin-y }
          switch sw { trailing = superview.trailing - 20; centerY = superview.centerY }
        }
        button x "Tap" { pin-top 200; pin-leading 20; width = 100; height = 50 }
        button y "Here" { pin-top 220; pin-leading 60; width = 100; height = 50 }
      }
      """, states: [[], ["pseudo=double"]])
    let overlaps = Self.only(found, .overlap)
    // x and y overlap in the base state too: the design. lbl runs into sw only in double.
    #expect(overlaps.map(\.view) == ["lbl"], "\(found.map(\.message))")
    #expect(overlaps.first?.states == [["kb-hidden", "compact", "light", "pseudo=double"]])
    #expect(overlaps.first?.severity == .error)
  }

  @Test func offscreenHitTargetContrastAndKeyboard() throws {
    let found = try Self.findings(
      """
      form t
      screen s {
        label wide "Off the edge" { pin-top 100; leading = superview.leading + 300; width = 200 }
        button tiny "X" { pin-top 160; pin-leading 20; width = 30; height = 30 }
        label faint "Barely there" { color: #C8C8C8; pin-top 220; pin-leading 20 }
        label fine "Readable" { pin-top 260; pin-leading 20 }
        textField low "Name" { pin-bottom 40; pin-x 20; height = 50 }
      }
      """, states: [[], ["kb-shown", "focus=low"]])
    #expect(Self.only(found, .offscreen).map(\.view) == ["wide"])
    let small = Self.only(found, .hitTarget)
    #expect(small.map(\.view) == ["tiny"])
    #expect(small.first?.figure == 30)
    let contrast = Self.only(found, .contrast)
    #expect(contrast.map(\.view).contains("faint"), "\(contrast.map(\.message))")
    #expect(!contrast.map(\.view).contains("fine"))
    let faint = try #require(contrast.first { $0.view == "faint" })
    #expect(faint.figure < 2 && faint.severity == .error)
    #expect(faint.message.contains("#C8C8C8 on #F2F2F7") || faint.message.contains("on #FFFFFF"))
    let covered = Self.only(found, .keyboardCover)
    #expect(covered.map(\.view) == ["low"])
    #expect(covered.first?.states == [["kb-shown", "compact", "light", "focus=low"]])
  }

  @Test func textThatIgnoresDynamicType() throws {
    let found = try Self.findings(
      """
      form t
      screen s {
        label fixed "Fixed" { size: 17; pin-top 100; pin-leading 20 }
        label scaled "Scaled" { size: 17; scalesWithTextSize: true; pin-top 160; pin-leading 20 }
        label styled "Styled" { pin-top 260; pin-leading 20 }
        label capped "Capped" { maximumTextSize: l; pin-top 320; pin-leading 20 }
      }
      """, states: [[], ["ax2"]])
    #expect(Self.only(found, .fixedText).map(\.view) == ["fixed"], "\(found.map(\.message))")
  }

  /// The bundled forms: no errors anywhere; no truncation, overlap, offscreen text, covered
  /// field or fixed text in their matrices, nor in the sign-up form at ax3, right to left,
  /// in German and in Arabic. (Apple's system greys and blue measure 3.3–4 : 1, under AA's
  /// 4.5 : 1 for body text, and are reported as contrast warnings.)
  @Test func quietOnTheBundledForms() throws {
    let renderer = try FormRenderer()
    for name in FormDocument.bundledNames {
      let document = try FormDocument.bundled(name)
      var states = document.matrix()
      if name == "signup" {
        states += [["ax3"], ["ax3", "regular"], ["rtl"], ["locale=de"], ["locale=ar"], ["locale=ar", "regular"]]
      }
      let found = try FormAudit.run(document, states: states, renderer: renderer)
      let loud = found.filter { $0.severity == .error || ![.contrast, .hitTarget].contains($0.rule) }
      #expect(loud.isEmpty, "\(name): \(loud.map { "\($0.rule.rawValue) \($0.view) \($0.message)" })")
    }
  }

  /// The sign-up form in Xcode's long pseudo-languages and at the largest text sizes, in
  /// both modes, priorities and widths: nothing runs off screen or over a sibling (the title
  /// and section headers wrap, the rows' labels wrap and the rows grow, the fields stack). What
  /// remains is cut text the design accepts: the seed's fixed 88 pt label column, which
  /// doubled English ("Password Password", 154 pt) does not fit, and a row's value (label-wins)
  /// or label (value-wins) giving way by compression resistance, which the form demonstrates.
  @Test func theSignUpFormHoldsUpInLongLanguagesAndAtAccessibilitySizes() throws {
    var states: [[String]] = []
    for trait in ["pseudo=double", "pseudo=accented", "ax4", "ax5"] {
      for width in ["compact", "regular"] {
        for mode in ["signup", "login"] {
          for priority in ["label-wins", "value-wins"] {
            states.append(["kb-hidden", trait, width, mode, priority])
          }
        }
      }
    }
    let found = try FormAudit.run(
      try FormDocument.bundled("signup"), states: states, renderer: try FormRenderer())
    let loud = found.filter { ![.contrast, .hitTarget].contains($0.rule) }
    #expect(!found.contains { $0.severity == .error }, "\(loud.map(\.message))")
    #expect(
      Set(loud.map { "\($0.rule.rawValue) \($0.view)" })
        == ["truncated name", "truncated pw", "truncated row-name.val", "truncated row-name.lbl"],
      "\(loud.map { "\($0.rule.rawValue) \($0.view) \($0.message)" })")
    #expect(loud.allSatisfy { $0.states.allSatisfy { $0.contains("pseudo=double") } })
  }

  /// `axis: vertical` puts a field's label above its input (the fields of the sign-up form at
  /// the accessibility sizes): the field grows to the label's lines, the input line and the
  /// padding, and the label paints above the input.
  @Test func aStackedFieldGrowsToItsLabelAndInput() throws {
    let renderer = try FormRenderer()
    let document = try FormDocument(
      source: """
        form t
        screen s {
          textField f "Email address" { axis: vertical; placeholder: "you@example.com"
            pin-top 100; pin-x 20 }
          textField g "Email" { placeholder: "x"; below f 8; pin-x 20 }
        }
        """, path: "t.form")
    let (_, layout, list) = try renderer.scene(document, state: [])
    let f = try #require(layout.frame("f"))
    #expect(f.height == 11 + 22 + 2 + 22 + 11)
    #expect(try #require(layout.frame("g")).height == 50)  // beside: the 50 pt field
    var runs: [String: Double] = [:]
    for item in list.items { if case .text(let run) = item { runs[run.string] = run.frame.minY } }
    let label = try #require(runs["Email address"])
    let placeholder = try #require(runs["you@example.com"])
    #expect(label == f.minY + 11)
    #expect(placeholder == f.minY + 11 + 22 + 2)

    // The sign-up form's fields stack at ax5, each as tall as its 62 pt lines need.
    let (form, ax5, _) = try renderer.scene(try FormDocument.bundled("signup"), state: ["ax5"])
    for id in ["name", "email", "pw"] {
      guard case .textField(let field)? = form.item(ItemID(id))?.kind else {
        Issue.record("no field \(id)")
        continue
      }
      #expect(field.isStacked, "\(id)")
      #expect(try #require(ax5.frame(ItemID(id))).height >= 11 + 62 + 2 + 62 + 11, "\(id)")
    }
  }

  /// `keyboard-cover` checks the first responder, which only `focus=` names; when the states
  /// audited show the keyboard but none has a focused field, audit says so.
  @Test func keyboardStatesWithoutFocusGetANote() throws {
    let signup = try FormDocument.bundled("signup")
    let note = try #require(try FormAudit.unfocusedKeyboardNote(signup))
    let keyboardStates = signup.matrix().filter { !$0.contains("kb-hidden") }.count
    #expect(note.contains("none of the \(keyboardStates) states with the keyboard up"), "\(note)")
    #expect(note.contains("--state kb-shown,focus=name"), "\(note)")
    #expect(try FormAudit.unfocusedKeyboardNote(signup, states: [["kb-shown", "focus=email"]]) == nil)
    #expect(try FormAudit.unfocusedKeyboardNote(signup, states: [["kb-hidden"]]) == nil)
    // A field the keyboard covers in kb-shown is not reported without focus (no guess) …
    let source = """
      form t
      screen s {
        textField low "Name" { pin-bottom 40; pin-x 20; height = 50 }
      }
      """
    #expect(Self.only(try Self.findings(source, states: [["kb-shown"]]), .keyboardCover).isEmpty)
    // … and is once it has focus.
    #expect(
      Self.only(try Self.findings(source, states: [["kb-shown", "focus=low"]]), .keyboardCover)
        .map(\.view) == ["low"])
  }

  @Test func wcagContrastRatios() {
    let black = Geometry.Color(red: 0, green: 0, blue: 0)
    let white = Geometry.Color(red: 1, green: 1, blue: 1)
    #expect(abs(FormAudit.contrast(black, white) - 21) < 1e-9)
    #expect(abs(FormAudit.contrast(white, white) - 1) < 1e-9)
    // #767676 on white is the classic 4.54 : 1.
    let grey = Geometry.Color(red: 118 / 255, green: 118 / 255, blue: 118 / 255)
    #expect(abs(FormAudit.contrast(grey, white) - 4.54) < 0.01)
  }
}
