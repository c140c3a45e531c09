import AutoLayout
import CommandArguments
import Formshot
import Foundation

/// `formshot layout`: the solved frames of one state, as a table or JSON.
enum LayoutSubcommand: Subcommand {
  static let spec = CommandSpec(
    name: "layout",
    abstract: "Print the solved frames of one state (table or JSON).",
    usage: "formshot layout [FORM] [--state TOKENS] [--scene ID] [--json] [--xcode-canvas]",
    options: [
      stateOption, sceneOption,
      OptionSpec(names: ["--json"], value: nil, help: "Print the layout snapshot as JSON (formshot-layout/1: form, state, canvas, views, contentOffsets; see docs/snapshots.md)."),
      OptionSpec(
        names: ["--xcode-canvas"], value: nil,
        help: "Interface Builder files: lay out as Xcode's canvas did when it stored the file's frames, to compare with them: text styles at the canvas's size (Extra Small in files of Xcode 12.5 to 13) unless the state names another text size, and placeholder constraints kept."),
    ],
    discussion: """
      Frames are in points, in canvas coordinates after scrolling; scoped names are qualified
      (row-tz.val); an Interface Builder file's views are keyed by their IB id, with their
      userLabel, outlet and accessibility names under "aliases". Broken constraints and ambiguous views are reported on stderr.
      """,
    maxPositionals: 1)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    var document = try FormDocument.resolve(args.positionals.first, scene: args.value("--scene"))
    if args.flag("--xcode-canvas") {
      guard document.interfaceBuilder != nil else {
        throw UsageError(message: "--xcode-canvas lays an Interface Builder file out as Xcode stored it; '\(document.path)' is a form")
      }
      document = document.asXcodeCanvas()
    }
    let form = try document.resolve(try document.state(stateTokens(args)))
    let result = try FormRenderer().layout(form)
    let text = args.flag("--json")
      ? document.layoutJSON(form: form, result: result)
      : LayoutReport.table(form: form, result: result)
    Console.out(text.hasSuffix("\n") ? text : text + "\n")
    let log = LayoutLog.describe(result)
    if !log.isEmpty { Console.err(log.hasSuffix("\n") ? log : log + "\n") }
    return 0
  }
}
