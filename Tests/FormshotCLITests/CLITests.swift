import Foundation
import Testing

/// End-to-end: the `formshot` binary as a user runs it.
@Suite(.serialized) struct CLITests {
  @Test func helpListsEveryCommandAndEachCommandHasHelp() throws {
    let main = try CLI.run(["--help"])
    #expect(main.status == 0)
    for command in ["render", "layout", "states", "check", "snapshot", "docs", "solve"] {
      #expect(main.stdout.contains("  \(command) "), "main help lists \(command)")
      let help = try CLI.run([command, "--help"])
      #expect(help.status == 0)
      #expect(help.stdout.contains("USAGE: formshot \(command)"))
    }
  }

  @Test func unknownCommandAndOptionAreUsageErrors() throws {
    let command = try CLI.run(["paint"])
    #expect(command.status == 2)
    #expect(command.stderr.contains("unknown command 'paint'"))
    let option = try CLI.run(["render", "--colour", "red"])
    #expect(option.status == 2)
    #expect(option.stderr.contains("unknown option '--colour'"))
    #expect(option.stderr.contains("formshot render --help"))
  }

  @Test func renderWithoutArgumentsWritesTheDefaultFormIntoTheCurrentFolder() throws {
    let dir = try CLI.temporaryDirectory()
    let result = try CLI.run(["render", "--state", "kb-shown"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "signup-kb-shown.png\n")
    #expect(CLI.files(in: dir) == ["signup-kb-shown.png"], "nothing else is written")
    let png = try Data(contentsOf: dir.appendingPathComponent("signup-kb-shown.png"))
    #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    // IHDR width/height: 390×844 pt at the iPhone's 3 px/pt.
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 390 * 3 && height == 844 * 3)
  }

  @Test(arguments: [1, 2]) func scaleSetsThePixelSize(scale: Int) throws {
    let dir = try CLI.temporaryDirectory()
    let result = try CLI.run(["render", "--scale", "\(scale)", "-o", "out.png"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    let png = try Data(contentsOf: dir.appendingPathComponent("out.png"))
    #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } == 390 * scale)
  }

  /// `--timings` lists every stage on stderr and changes nothing else: same stdout, same bytes.
  @Test func renderTimingsGoToStderrAndLeaveTheImageAlone() throws {
    let dir = try CLI.temporaryDirectory()
    let plain = try CLI.run(["render", "--scale", "1", "-o", "plain.png"], in: dir)
    let timed = try CLI.run(["render", "--scale", "1", "-o", "timed.png", "--timings"], in: dir)
    #expect(plain.status == 0 && timed.status == 0, "\(timed.stderr)")
    #expect(timed.stdout == "timed.png\n")
    let stages = timed.stderr.split(separator: "\n").filter { $0.hasSuffix(" ms") }
      .map { $0.split(separator: " ").first.map(String.init) ?? "" }
    // Each band's CPU follows the paint when it is painted on two cores.
    let bands = ProcessInfo.processInfo.activeProcessorCount > 1 ? ["upper", "lower"] : []
    #expect(
      stages == [
        "start", "parse", "resolve", "colour", "fonts", "solve", "scene", "paint",
      ] + bands + ["encode", "write", "report", "total", "CPU"],
      "\(timed.stderr)")
    #expect(!plain.stderr.contains("timings"))
    let a = try Data(contentsOf: dir.appendingPathComponent("plain.png"))
    let b = try Data(contentsOf: dir.appendingPathComponent("timed.png"))
    #expect(a == b)
  }

  @Test func renderingIsByteIdenticalAcrossProcesses() throws {
    let dir = try CLI.temporaryDirectory()
    for (i, format) in ["png", "svg", "png", "svg"].enumerated() {
      let r = try CLI.run(
        ["render", "--state", "kb-shown,dark,xray", "--scale", "1", "-o", "\(i).\(format)"], in: dir)
      #expect(r.status == 0, "\(r.stderr)")
    }
    let bytes = (0..<4).map { try? Data(contentsOf: dir.appendingPathComponent("\($0).\($0 % 2 == 0 ? "png" : "svg")")) }
    #expect(bytes[0] != nil && bytes[0] == bytes[2], "PNG identical in two processes")
    #expect(bytes[1] != nil && bytes[1] == bytes[3], "SVG identical in two processes")
    let svg = String(decoding: bytes[1] ?? Data(), as: UTF8.self)
    #expect(svg.contains("<svg") && svg.contains("viewBox=\"0 0 390 844\""))
  }

  /// A machine's own fontconfig must not change a pixel: a user config that turns on subpixel
  /// rendering and full hinting and that maps "Inter" to another font is ignored.
  @Test func hostileFontconfigDoesNotChangeTheOutput() throws {
    let dir = try CLI.temporaryDirectory()
    let clean = try CLI.run(["render", "--scale", "1", "-o", "clean.png"], in: dir)
    #expect(clean.status == 0, "\(clean.stderr)")
    let home = dir.appendingPathComponent("home")
    let conf = home.appendingPathComponent(".config/fontconfig")
    try FileManager.default.createDirectory(at: conf, withIntermediateDirectories: true)
    let hostile = """
      <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
      <fontconfig>
        <dir>/usr/share/fonts</dir>
        <match target="pattern"><test name="family"><string>Inter</string></test>
          <edit name="family" mode="assign" binding="strong"><string>DejaVu Serif</string></edit></match>
        <match target="font"><edit name="rgba" mode="assign"><const>rgb</const></edit>
          <edit name="hintstyle" mode="assign"><const>hintfull</const></edit>
          <edit name="antialias" mode="assign"><bool>false</bool></edit></match>
      </fontconfig>
      """
    try hostile.write(to: conf.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
    let attacked = try CLI.run(
      ["render", "--scale", "1", "-o", "hostile.png"], in: dir,
      environment: [
        "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path,
        "FONTCONFIG_FILE": conf.appendingPathComponent("fonts.conf").path, "LANG": "tr_TR.UTF-8",
      ])
    #expect(attacked.status == 0, "\(attacked.stderr)")
    let a = try Data(contentsOf: dir.appendingPathComponent("clean.png"))
    let b = try Data(contentsOf: dir.appendingPathComponent("hostile.png"))
    #expect(a == b)
  }

  @Test func aBrokenFormIsReportedWithLocationAndCaretAndWritesNothing() throws {
    let dir = try CLI.temporaryDirectory()
    let form = """
      form broken

      screen root {
        label hello "Hi" {
          top = safeArea.top + 8
          leading = nowhere.leading
        }
      }
      """
    try form.write(to: dir.appendingPathComponent("broken.form"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["render", "broken.form", "-o", "out.png"], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.contains("broken.form:6:"), "\(result.stderr)")
    #expect(result.stderr.contains("nowhere"))
    #expect(result.stderr.contains("^"), "a caret under the problem")
    #expect(CLI.files(in: dir) == ["broken.form"], "no output, no temp file left behind")
  }

  /// A user's brand theme in ./Themes changes the tint and nothing else breaks; a broken theme
  /// file is reported with its file and line.
  @Test func aUserThemeFromTheThemesFolderIsUsed() throws {
    let dir = try CLI.temporaryDirectory()
    let themes = dir.appendingPathComponent("Themes")
    try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
    try "inherit light\ntint = #AF52DE\n".write(
      to: themes.appendingPathComponent("brand.theme"), atomically: true, encoding: .utf8)
    let plain = try CLI.run(["render", "--scale", "1", "-o", "plain.png"], in: dir)
    let brand = try CLI.run(["render", "--scale", "1", "--theme", "brand", "-o", "brand.png"], in: dir)
    #expect(plain.status == 0 && brand.status == 0, "\(brand.stderr)")
    let a = try Data(contentsOf: dir.appendingPathComponent("plain.png"))
    let b = try Data(contentsOf: dir.appendingPathComponent("brand.png"))
    #expect(a != b, "the brand tint shows")

    try "inherit light\ntint = purple\n".write(
      to: themes.appendingPathComponent("bad.theme"), atomically: true, encoding: .utf8)
    let bad = try CLI.run(["render", "--theme", "bad", "-o", "bad.png"], in: dir)
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("bad.theme:2"), "\(bad.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("bad.png").path))
  }

  @Test func unknownStateTokenListsTheValidOnes() throws {
    let result = try CLI.run(["layout", "--state", "kb-sideways"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("kb-sideways"))
    #expect(result.stderr.contains("kb-shown") && result.stderr.contains("regular"))
  }

  @Test func missingFormFileIsAClearError() throws {
    let result = try CLI.run(["render", "nope/missing.form"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("nope/missing.form: error: no such file"))
  }

  @Test func layoutJSONHasEveryNamedViewInCanvasCoordinates() throws {
    let result = try CLI.run(["layout", "--state", "kb-shown", "--json"])
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(json?["format"] as? String == "formshot-layout/1")
    #expect(json?["form"] as? String == "signup")
    #expect(json?["contentOffsets"] as? [String: Double] == ["sv": 0])
    let views = json?["views"] as? [String: [String: Any]] ?? [:]
    for name in ["nav", "cta", "kbd", "row-tz.val", "row-tz.lbl", "margins", "sv"] {
      #expect(views[name] != nil, "\(name) is reported")
    }
    let cta = views["cta"], kbd = views["kbd"]
    let ctaBottom = (cta?["y"] as? Double ?? 0) + (cta?["height"] as? Double ?? 0)
    #expect(abs(ctaBottom - ((kbd?["y"] as? Double) ?? -1) + 8) < 0.001, "button rides 8 pt above the keyboard guide")
  }

  @Test func statesListsTheFormsAxes() throws {
    let result = try CLI.run(["states"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("mode:") && result.stdout.contains("signup (default) | login"))
    #expect(result.stdout.contains("priority:") && result.stdout.contains("value-wins"))
  }

  @Test func checkPassesTheBundledFormsAndFailsABrokenOne() throws {
    let ok = try CLI.run(["check", "signup", "login"])
    #expect(ok.status == 0, "\(ok.stderr)")
    let dir = try CLI.temporaryDirectory()
    let form = """
      form conflicted

      screen root {
        view box {
          top = safeArea.top
          leading = safeArea.leading
          width = 100
          width = 200
          height = 50
        }
      }
      """
    try form.write(to: dir.appendingPathComponent("c.form"), atomically: true, encoding: .utf8)
    let bad = try CLI.run(["check", "c.form"], in: dir)
    #expect(bad.status == 1)
    #expect(bad.stderr.contains("c.form:"), "\(bad.stderr)")
    #expect(bad.stderr.contains("unsatisfiable"))
  }

  /// The settings screen has no text input: `states` says it has only kb-hidden, and asking
  /// for the keyboard is an error that says why, with no file written.
  @Test func aFormWithoutTextInputRefusesKeyboardStates() throws {
    let dir = try CLI.temporaryDirectory()
    let states = try CLI.run(["states", "settings"], in: dir)
    #expect(states.status == 0)
    #expect(
      states.stdout.contains(
        "keyboard:   kb-hidden (default)   (no text input: the form never shows a keyboard)"),
      "\(states.stdout)")
    let render = try CLI.run(["render", "settings", "--state", "kb-shown", "-o", "s.png"], in: dir)
    #expect(render.status == 1)
    #expect(
      render.stderr.contains(
        "error: 'kb-shown': form 'settings' has no text input (no textField, keyboard view or "
          + "keyboard-guide constraint), so it never shows a keyboard"), "\(render.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("s.png").path))
  }

  /// One missing constraint is one warning naming the view, the axis, the states in a few
  /// words and the free size, not one line per state; `--verbose` lists the states.
  @Test func checkSaysOneCauseOnce() throws {
    let dir = try CLI.temporaryDirectory()
    let form = """
      form loose
      screen root {
        label title "Hello" { pin-top 20; pin-leading 20 }
        view box { below title 8; pin-leading 20; pin-trailing 20 }
        when regular { box.height = 40 }
        // A text field: the form has keyboard states (a form without one has only kb-hidden).
        textField note "Note" { pin-bottom 20; pin-x 20 }
      }
      """
    try form.write(to: dir.appendingPathComponent("l.form"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["check", "l.form"], in: dir)
    #expect(result.status == 1)
    let warnings = result.stderr.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(
      warnings == [
        "l.form:4:8: warning: the layout of 'box' is ambiguous vertically: its height is free "
          + "(constrain its bottom edge or its height) (in all compact states (4 of 44))"
      ], "\(result.stderr)")
    let verbose = try CLI.run(["check", "--verbose", "l.form"], in: dir)
    let listed = verbose.stderr.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(listed.count == 1)
    #expect(listed.first?.contains("in 4 of 44 states: kb-hidden,compact,light;") == true)
    // Views ambiguous because the view around them is: one warning, for the outer view.
    let nested = """
      form nested
      screen root {
        view card {
          pin-top 20; pin-x 16
          view inner { pin-top 8; pin-x 8; pin-bottom 8 }
          view half { pin-top; pin-leading; width = 10; height = inner.height }
        }
        textField note "Note" { pin-bottom 20; pin-x 20 }
      }
      """
    try nested.write(to: dir.appendingPathComponent("n.form"), atomically: true, encoding: .utf8)
    let inner = try CLI.run(["check", "n.form"], in: dir)
    let found = inner.stderr.split(separator: "\n").filter { $0.contains("warning:") }
    #expect(
      found == [
        "n.form:3:8: warning: the layout of 'card' is ambiguous vertically: its height is free "
          + "(constrain its bottom edge or its height); so are 2 views inside it (in all 44 states)"
      ], "\(inner.stderr)")
  }

  @Test func solveCrossChecksARawSystem() throws {
    let dir = try CLI.temporaryDirectory()
    let system = """
      {"format": "formshot-constraints/1", "name": "tiny", "variables": ["x", "y"],
       "constraints": [{"expr": "x + y == 10"}, {"expr": "x >= 3"}, {"expr": "x == 0", "strength": "weak"}]}
      """
    try system.write(to: dir.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["solve", "s.json"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let values = json?["values"] as? [String: Double]
    #expect(values?["x"] == 3 && values?["y"] == 7)
  }
}
