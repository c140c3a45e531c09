import CommandArguments
import Formshot
import FormLanguage
import Foundation
import FormshotSnapshots

/// `formshot docs`: every state of a form as documentation images plus a gallery.
enum DocsSubcommand: Subcommand {
  static let spec = CommandSpec(
    name: "docs",
    abstract: "Render every state of a form into a gallery (index.html, README.md, contact sheet).",
    usage: "formshot docs [FORM] -o DIR [--scene ID] [--scale N] [--xray] [--theme NAME]",
    options: [
      OptionSpec(names: ["--output", "-o"], value: "DIR", help: "Folder to write into (required)."),
      scaleOption, themeOption, sceneOption,
      OptionSpec(names: ["--xray"], value: nil, help: "Include every state again with X-ray on."),
      OptionSpec(names: ["--jobs", "-j"], value: "N", help: "Parallel workers (default: the number of cores)."),
    ],
    discussion: """
      Images are named by state; light and dark sit side by side in the gallery. Files whose
      content has not changed are not rewritten, so re-running is cheap and diff-friendly.
      The scale defaults to the device's, as in render and snapshot. docs-manifest.txt lists
      the images a run wrote: the next run removes those of states that left the matrix, and
      never touches any other file. The gallery also shows the keyboard showing and hiding
      (FORM-keyboard-shows.png, FORM-keyboard-hides.png: APNG, as render --animate writes)
      and, for a form with iPad states, the floating keyboard, the split keyboard and the
      shortcut bar coming up (FORM-floating-keyboard-shows.png, FORM-split-keyboard-shows.png,
      FORM-shortcut-bar-shows.png).
      """,
    maxPositionals: 1)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    guard let dir = args.value("--output") else { throw UsageError(message: "missing -o DIR") }
    let documents = drawableDocuments(try FormDocument.all(args.positionals.first, scene: args.value("--scene")))
    // Several roots of an Interface Builder file: one folder per root.
    for document in documents {
    let dir = documents.count > 1 ? dir + "/" + document.name : dir
    try requireKnownColors(document, theme: args.value("--theme"))
    let source = FormSnapshotSource(
      document: document, scale: try scaleValue(args), theme: args.value("--theme"),
      includeXray: args.flag("--xray"))
    var options = DocsOptions(
      outputDirectory: dir, workers: try args.int("--jobs", range: 1...64))
    options.animations = try keyboardAnimations(
      document, scale: try scaleValue(args), theme: args.value("--theme"))
    do {
      let summary = try DocsGenerator(source: source, options: options).generate()
      Console.out(
        "\(summary.files.count) files in \(dir) (\(summary.written.count) written, "
          + "\(summary.files.count - summary.written.count) unchanged"
          + (summary.removed.isEmpty ? "" : ", \(summary.removed.count) removed") + ")\n")
    } catch {
      throw CLIError(message: "formshot docs: \(error)")
    }
    }
    return 0
  }

  /// The keyboard showing and hiding in the form's default state, and each iPad keyboard the
  /// form's state matrix has (floating, split, the shortcut bar) coming up in the first state
  /// of the matrix that shows it (none for a form without a keyboard layout guide).
  static func keyboardAnimations(_ document: FormDocument, scale: Double?, theme: String?) throws
    -> [DocsAnimation]
  {
    guard document.spec.views.contains(where: { $0.kind == .keyboardGuide }) else { return [] }
    let renderer = try FormRenderer()
    var pairs: [(from: [String], to: [String], words: String)] = [
      (["kb-hidden"], ["kb-shown"], "keyboard-shows"), (["kb-shown"], ["kb-hidden"], "keyboard-hides"),
    ]
    let matrix = document.matrix()
    for (token, words) in [
      ("kb-floating", "floating-keyboard-shows"), ("kb-split", "split-keyboard-shows"),
      ("kb-hardware", "shortcut-bar-shows"),
    ] {
      guard let state = matrix.first(where: { $0.contains(token) }) else { continue }
      pairs.append((state.map { $0 == token ? "kb-hidden" : $0 }, state, words))
    }
    var out: [DocsAnimation] = []
    for (from, to, words) in pairs {
      let animation = try KeyboardAnimation(document, from: from, to: to)
      let bytes = try renderer.renderAnimation(animation, format: .png, scale: scale, theme: theme).bytes
      out.append(
        DocsAnimation(
          file: "\(document.name)-\(words).png", caption: words.replacingOccurrences(of: "-", with: " "),
          bytes: bytes))
    }
    return out
  }
}
