import AutoLayout
import CommandArguments
import FormState
import Formshot
import Foundation
import Snapshotting

/// `formshot render`: one state of a form to a PNG or SVG file.
enum RenderSubcommand: Subcommand {
  static let spec = CommandSpec(
    name: "render",
    abstract: "Render one state of a form to PNG or SVG.",
    usage: "formshot render [FORM] [--state TOKENS] [--format png|svg] [--scale N] [--theme NAME] [-o PATH]",
    options: [
      stateOption,
      OptionSpec(names: ["--format", "-f"], value: "png|svg", help: "Image format (default: from -o's extension, else png)."),
      scaleOption, themeOption,
      OptionSpec(names: ["--output", "-o"], value: "PATH", help: "Where to write (default: FORM-STATE.EXT in the current folder)."),
      OptionSpec(names: ["--inspector-page"], value: "N", help: "With xray: the inspector's page N when its cards take several (default 1)."),
    ],
    discussion: """
      FORM is a .form file or a bundled form's name; without it, the bundled sign-up form.
      The file is written atomically and its path printed. Broken or ambiguous constraints are
      reported on stderr in UIKit's words; the image is still written.

      EXAMPLES:
        formshot render --state kb-shown
        formshot render --state regular,dark,login -o docs/regular-dark.png
        formshot render my.form --format svg
      """,
    maxPositionals: 1)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    let scale = try scaleValue(args)
    let output = args.value("--output")
    let format: OutputFormat
    if let f = args.value("--format") {
      guard let parsed = OutputFormat(rawValue: f.lowercased()) else {
        throw UsageError(message: "--format takes png or svg, not '\(f)'")
      }
      format = parsed
    } else if let output, output.lowercased().hasSuffix(".svg") {
      format = .svg
    } else {
      format = .png
    }
    let document = try FormDocument.resolve(args.positionals.first)
    let tokens = stateTokens(args)
    let state = try document.state(tokens)
    let renderer = try FormRenderer()
    let rendered = try renderer.render(
      document, state: state.canonicalTokens, format: format, scale: scale,
      theme: args.value("--theme"),
      inspectorPage: try args.int("--inspector-page", range: 1...1000) ?? 1)
    let path = output ?? defaultFileName(document: document, tokens: state.canonicalTokens, format: format)
    do {
      try FileStore.write(rendered.bytes, to: path)
    } catch {
      throw CLIError(message: "formshot render: \(error)")
    }
    let log = LayoutLog.describe(rendered.layout)
    if !log.isEmpty { Console.err(log.hasSuffix("\n") ? log : log + "\n") }
    Console.out(path + "\n")
    return 0
  }

  /// `signup-kb-shown-dark.png`: the form's name plus the tokens that differ from the default
  /// state, so the default state is just `signup.png`.
  static func defaultFileName(document: FormDocument, tokens: [String], format: OutputFormat) -> String {
    let defaults = Set((try? document.state([]))?.canonicalTokens ?? [])
    let parts = [document.name] + tokens.filter { !defaults.contains($0) }
    let safe = parts.joined(separator: "-").map { c -> Character in
      c.isLetter || c.isNumber || c == "-" || c == "_" || c == "." ? c : "_"
    }
    return String(safe) + "." + format.rawValue
  }
}
