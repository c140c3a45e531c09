import AutoLayout
import CommandArguments
import FormState
import Formshot
import Foundation
import LayoutContract
import FormshotSnapshots

/// `formshot render`: one state of a form to a PNG or SVG file.
enum RenderSubcommand: Subcommand {
  static let spec = CommandSpec(
    name: "render",
    abstract: "Render one state of a form to PNG or SVG.",
    usage: "formshot render [FORM] [--state TOKENS] [--scene ID] [--format png|svg] [--scale N] [--theme NAME] [-o PATH] [--animate FROM..TO [--fps N]]",
    options: [
      stateOption, sceneOption,
      OptionSpec(names: ["--format", "-f"], value: "png|svg", help: "Image format (default: from -o's extension, else png)."),
      scaleOption, themeOption,
      OptionSpec(names: ["--output", "-o"], value: "PATH", help: "A .png or .svg file, or a folder (existing, or ending in /); missing folders are created (default: ./FORM-STATE.EXT)."),
      OptionSpec(names: ["--timings"], value: nil, help: "Print the time of each stage, from process start, to stderr."),
      OptionSpec(names: ["--audit"], value: nil, help: "Outline this state's audit findings in red, each with its rule (see 'formshot audit'); use with xray."),
      OptionSpec(names: ["--inspector-page"], value: "N", help: "With xray: the inspector's page N when its cards take several (default 1)."),
    ] + RenderAnimation.options,
    discussion: """
      FORM is a .form file, a bundled form's name (a bare NAME that is not bundled is
      ./NAME.form) or an Interface Builder file (.xib, .storyboard; --scene picks the root
      when it has several); without it, the bundled sign-up form. -o's extension picks the format
      (.png or .svg; any other extension is an error); -o DIR/ writes the default name there.
      The file is written atomically and its path printed. Broken or ambiguous constraints are
      reported on stderr in UIKit's words; the image is still written.
      --animate FROM..TO writes the keyboard's motion between two states (iOS's spring, 0.5 s;
      see docs/keyboard.md) as an APNG, or an animated WebP when -o ends in .webp; the last
      frame holds for a second.

      EXAMPLES:
        formshot render --state kb-shown
        formshot render --state regular,dark,login -o docs/regular-dark.png
        formshot render my.form --format svg
        formshot render Main.storyboard --scene login --state kb-shown,dark
        formshot render --animate kb-hidden..kb-shown -o show.png
      """,
    maxPositionals: 1)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    if let range = args.value("--animate") { return try RenderAnimation.run(args, range: range) }
    if args.value("--fps") != nil { throw UsageError(message: "--fps goes with --animate") }
    var stages = StageClock(enabled: args.flag("--timings"))
    let scale = try scaleValue(args)
    let output = try OutputPath(args.value("--output"))
    var format = output.format ?? .png
    if let f = args.value("--format") {
      guard let parsed = OutputFormat(rawValue: f.lowercased()) else {
        throw UsageError(message: "--format takes png or svg, not '\(f)'")
      }
      if let implied = output.format, implied != parsed {
        throw UsageError(
          message: "--format \(parsed.rawValue) contradicts -o \(output.file ?? ""): "
            + "drop one, or give the file a .\(parsed.rawValue) name")
      }
      format = parsed
    }
    // The fonts load on a second thread while the form is read; a PNG is then painted on
    // both cores (the same pixels as on one).
    let fonts = RendererLoader(
      paintOnTwoCores: format == .png && ProcessInfo.processInfo.activeProcessorCount > 1)
    let document = try FormDocument.resolve(args.positionals.first, scene: args.value("--scene"))
    try document.requireSomethingToDraw()
    let tokens = stateTokens(args)
    let state = try document.state(tokens)
    stages.lap("parse")
    // The state is resolved and the colours are checked while the fonts load; their errors
    // are still reported after a font error, in the same order as before.
    let resolved = Result { () throws(FormshotError) -> ResolvedForm in
      try document.resolve(state)
    }
    stages.lap("resolve")
    let colorErrors = ThemeLookup().colorDiagnostics(document.spec, theme: args.value("--theme"))
    // The picture's size is known: its memory is backed with pages on the second core while
    // this thread waits for the fonts and solves (started only now, so that it does not take
    // the fonts' core while this one still has work).
    if format == .png, fonts.paintsOnTwoCores, case .success(let form) = resolved {
      FormRenderer.preparePicture(for: form, scale: scale)
    }
    stages.lap("colour check (both themes)")
    let renderer = try fonts.renderer()
    stages.lap("fonts (fontconfig, Pango; waited for)")
    if !colorErrors.isEmpty { throw FormshotError.diagnostics(colorErrors, source: document.source) }
    let rendered = try renderer.render(
      document, state: state.canonicalTokens, format: format, scale: scale,
      theme: args.value("--theme"),
      inspectorPage: try args.int("--inspector-page", range: 1...1000) ?? 1,
      audit: args.flag("--audit"), resolved: try resolved.get())
    stages.lap("render")
    let name = defaultFileName(document: document, tokens: state.canonicalTokens, format: format)
    let path = output.file ?? output.folder.map { ($0 as NSString).appendingPathComponent(name) } ?? name
    do {
      try FileStore.write(rendered.bytes, to: path)
    } catch {
      throw CLIError(message: "formshot render: \(error)")
    }
    stages.lap("write")
    let log = LayoutLog.describe(rendered.layout)
    if !log.isEmpty { Console.err(log.hasSuffix("\n") ? log : log + "\n") }
    Console.out(path + "\n")
    stages.lap("report")
    if stages.enabled {
      let t = rendered.timings
      var rows = [("start → main (CPU: dynamic loader, runtimes)", stages.startCPU)]
      for (name, seconds) in stages.laps {
        guard name == "render" else {
          rows.append((name, seconds))
          continue
        }
        rows += [("solve", t.layout - rendered.resolveTime), ("scene", t.scene)]
        if format == .png {
          rows.append(("paint", rendered.rasterTimings.paint))
          if let cpu = rendered.bandCPU {
            rows += [("  upper band, CPU (painted, packed)", cpu.upper), ("  lower band, CPU", cpu.lower)]
          }
          rows.append(("encode", rendered.rasterTimings.encode))
        } else {
          rows.append(("paint+encode", t.rasterAndEncode))
        }
      }
      rows.append(("total in main", stages.total))
      rows.append(("CPU total (user + system, start to here)", StageClock.processCPU()))
      Console.err(StageClock.table(rows))
    }
    // Done: the file is written and closed, and stdout and stderr are unbuffered. Ending here
    // leaves the fonts, Pango's caches and the picture to the kernel, which drops them at once,
    // instead of releasing them one by one and running exit handlers first (1–2 ms).
    _exit(0)
  }

  /// `signup-kb-shown-dark.png`: the form's name plus the tokens that differ from the default
  /// state, so the default state is just `signup.png`.
  static func defaultFileName(document: FormDocument, tokens: [String], format: OutputFormat) -> String {
    let defaults = Set((try? document.state([]))?.canonicalTokens ?? [])
    let parts = [document.name] + tokens.filter { !defaults.contains($0) }
    let safe = parts.joined(separator: "-").map { c -> Character in
      c.isLetter || c.isNumber || c == "-" || c == "_" || c == "." ? c : "_"
    }
    return shortened(String(safe)) + "." + format.rawValue
  }

  /// The longest default name, in bytes (file systems allow 255): a longer one, say from a
  /// 100 KB `value:` token, is cut and given a hash of the whole, so it stays distinct.
  static let maxDefaultNameBytes = 120

  static func shortened(_ name: String) -> String {
    guard name.utf8.count > maxDefaultNameBytes else { return name }
    var hash: UInt32 = 2_166_136_261  // FNV-1a, so the same name is cut the same way everywhere
    for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    var head = ""
    for c in name {
      if head.utf8.count + c.utf8.count > maxDefaultNameBytes - 9 { break }
      head.append(c)
    }
    let hex = String(hash, radix: 16)
    return head + "-" + String(repeating: "0", count: 8 - hex.count) + hex
  }
}

/// Makes a `FormRenderer` (the fonts: 5–6 ms) on a thread of its own, and opens the faces the
/// text is set in, so that the fonts load while the main thread reads the form. `@unchecked Sendable`: `result` is written once by
/// that thread before it signals `done`, and read only after waiting for it.
final class RendererLoader: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var result: Result<FormRenderer, FormshotError>?
  /// Whether the renderer paints PNGs on two cores.
  let paintsOnTwoCores: Bool

  init(paintOnTwoCores: Bool) {
    paintsOnTwoCores = paintOnTwoCores
    Thread.detachNewThread { [self] in
      result = Result { () throws(FormshotError) -> FormRenderer in
        let renderer = try FormRenderer()
        renderer.warmUpFonts()
        // The lower band's fonts load after these (on a thread of their own, while the form
        // is solved), so that the two do not share the second core while the main thread
        // waits for the first.
        if paintOnTwoCores { renderer.paintOnTwoCores() }
        return renderer
      }
      done.signal()
    }
  }

  /// The renderer, once its fonts are loaded; throws what loading them threw.
  func renderer() throws(FormshotError) -> FormRenderer {
    done.wait()
    done.signal()  // a second call does not wait forever
    return try result!.get()
  }
}

/// What `-o` names: a file (its extension picks the format), or a folder to write the default
/// file name into (an existing folder, or a path ending in `/`). Missing parent folders are
/// created when writing.
struct OutputPath {
  var file: String?
  var folder: String?
  /// The format the file's extension implies; nil without a file or an extension.
  var format: OutputFormat?

  init(_ text: String?) throws(UsageError) {
    guard let text else { return }
    var isFolder: ObjCBool = false
    if text.hasSuffix("/") || (FileManager.default.fileExists(atPath: text, isDirectory: &isFolder)
      && isFolder.boolValue)
    {
      folder = text
      return
    }
    file = text
    let ext = (text as NSString).pathExtension
    guard !ext.isEmpty else { return }
    guard let implied = OutputFormat(rawValue: ext.lowercased()) else {
      throw UsageError(
        message: "-o \(text): formshot writes .png or .svg files, not .\(ext)")
    }
    format = implied
  }
}

/// Wall time per stage of one command, for `--timings` (stderr only; never in the output).
struct StageClock {
  let enabled: Bool
  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private var last: ContinuousClock.Instant
  private(set) var laps: [(String, Double)] = []

  /// The CPU time the process had used when the clock started: before `main`, that is the
  /// dynamic loader (about 70 libraries) and the runtimes' start-up.
  let startCPU: Double

  init(enabled: Bool) {
    self.enabled = enabled
    startCPU = enabled ? Self.processCPU() : 0
    start = clock.now
    last = start
  }

  /// The CPU time (user + system) this process has used so far, in seconds.
  static func processCPU() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// Ends the stage called `name`.
  mutating func lap(_ name: String) {
    guard enabled else { return }
    let now = clock.now
    laps.append((name, Self.seconds(now - last)))
    last = now
  }

  var total: Double { Self.seconds(clock.now - start) }

  static func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }

  /// `timings:` then one `  stage  12.3 ms` line per stage.
  static func table(_ rows: [(String, Double)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    var text = "timings:\n"
    for (name, s) in rows {
      let padded = name + String(repeating: " ", count: width - name.count)
      text += "  \(padded)  " + String(format: "%7.2f ms", s * 1000) + "\n"
    }
    return text
  }
}

/// A colour role the theme does not define is a located error (`file:line:col` with "did you
/// mean"), the same one `check` reports — for `render`, `snapshot` and `docs` alike, before
/// anything is drawn.
func requireKnownColors(
  _ document: FormDocument, theme: String?, themes: ThemeLookup = ThemeLookup()
) throws {
  let colorErrors = themes.colorDiagnostics(document.spec, theme: theme)
  if !colorErrors.isEmpty {
    throw FormshotError.diagnostics(colorErrors, source: document.source)
  }
}
