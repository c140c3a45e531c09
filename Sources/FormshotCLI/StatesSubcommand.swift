import CommandArguments
import FormLanguage
import Formshot

/// `formshot states`: the axes a form varies along and the tokens of each.
enum StatesSubcommand: Subcommand {
  static let spec = CommandSpec(
    name: "states",
    abstract: "List a form's state axes and their tokens.",
    usage: "formshot states [FORM] [--scene ID]",
    options: [sceneOption],
    discussion: """
      The first token of an axis is its default. Flags (xray) are off unless given. Also
      accepted: focus=FIELD, scroll=N (points), value:FIELD=TEXT.
      """,
    maxPositionals: 1)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    let document = try FormDocument.resolve(args.positionals.first, scene: args.value("--scene"))
    var out = "\(document.name):\n"
    let width = document.spec.axes.map(\.name.count).max() ?? 0
    for axis in document.spec.axes {
      let tokens = axis.tokens.enumerated().map { i, t in
        !axis.isFlag && i == 0 ? "\(t) (default)" : t
      }
      out += "  " + axis.name + ":" + String(repeating: " ", count: width - axis.name.count + 1)
        + tokens.joined(separator: " | ") + (axis.isFlag ? "   (flag)" : "") + "\n"
    }
    Console.out(out)
    return 0
  }
}
