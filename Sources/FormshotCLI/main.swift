// The `formshot` command: renders UIKit-style forms, checks them, and keeps snapshots.
// Exit status: 0 success, 1 a problem with the input or a failed check, 2 a usage error.
import CommandArguments
import Formshot
import Foundation

/// Every subcommand: a spec for parsing and help, and what it does.
protocol Subcommand {
  static var spec: CommandSpec { get }
  static func run(_ args: ParsedArguments) throws -> Int32
}

let subcommands: [any Subcommand.Type] = [
  RenderSubcommand.self, LayoutSubcommand.self, StatesSubcommand.self, CheckSubcommand.self,
  AuditSubcommand.self, SnapshotSubcommand.self, DocsSubcommand.self, SolveSubcommand.self,
  ReportSubcommand.self, ScenesSubcommand.self, PreviewSubcommand.self,
]



@MainActor func mainHelp() -> String {
  var s = """
    OVERVIEW: formshot renders UIKit-style forms (Auto Layout constraints, layout guides, the
    keyboard layout guide) to PNG and SVG, without a Mac or a simulator.

    USAGE: formshot <command> [options]

    COMMANDS:

    """
  let width = subcommands.map { $0.spec.name.count }.max() ?? 0
  for c in subcommands {
    s += "  " + c.spec.name + String(repeating: " ", count: width - c.spec.name.count + 2)
      + c.spec.abstract + "\n"
  }
  s += """

    FORM is a .form file, a bundled form's name, or an Interface Builder file (.xib,
    .storyboard; 'formshot scenes FILE' lists its roots for --scene). With no FORM argument,
    commands use the bundled sign-up form. Examples:
      formshot render --state kb-shown
      formshot layout --state regular,login --json
      formshot snapshot --record

    See 'formshot <command> --help' for a command's options.

    """
  return s
}

@MainActor func runMain() -> Int32 {
  var arguments = Array(CommandLine.arguments.dropFirst())
  guard let first = arguments.first else {
    Console.out(mainHelp())
    return 0
  }
  switch first {
  case "-h", "--help", "help":
    if arguments.count > 1, let c = subcommands.first(where: { $0.spec.name == arguments[1] }) {
      Console.out(c.spec.help)
      return 0
    }
    Console.out(mainHelp())
    return 0
  case "--version":
    Console.out(VersionInfo.text)
    return 0
  case "__completions":
    // Hidden: what scripts/install writes (generated from the command table, so it cannot drift).
    guard arguments.count == 2, let shell = Shell(rawValue: arguments[1]) else {
      Console.err("usage: formshot __completions bash|zsh|fish\n")
      return 2
    }
    Console.out(Completions.script(for: shell))
    return 0
  case "__manpage":
    Console.out(ManPage.text)
    return 0
  default: break
  }
  guard let command = subcommands.first(where: { $0.spec.name == first }) else {
    Console.err(
      "formshot: unknown command '\(first)'\n"
        + "Commands: \(subcommands.map { $0.spec.name }.joined(separator: ", "))\n"
        + "See 'formshot --help'.\n")
    return 2
  }
  arguments.removeFirst()
  if asksForHelp(arguments) {
    Console.out(command.spec.help)
    return 0
  }
  do {
    let parsed = try ParsedArguments(arguments, spec: command.spec)
    return try command.run(parsed)
  } catch let error as UsageError {
    Console.err(error.text(for: command.spec, command: "formshot \(command.spec.name)"))
    if let hint = spacedStateTokensHint(arguments) { Console.err(hint) }
    return 2
  } catch let error as FormshotError {
    let message = message(for: error)
    Console.errLine(message)
    if case .unknownBundledForm = error, let hint = spacedStateTokensHint(arguments) {
      Console.err(hint)
    }
    return 1
  } catch let error as CLIError {
    Console.errLine(error.message)
    return error.status
  } catch {
    Console.err("formshot \(command.spec.name): \(error)\n")
    return 1
  }
}

/// How the command words a library error: problems with the form or its state are located
/// (`file:line:col: error: …`, a caret under form diagnostics) and stand alone; problems of the
/// machine or the theme say that formshot failed.
func message(for error: FormshotError) -> String {
  switch error {
  case .file, .unknownBundledForm, .diagnostics, .state, .resolve:
    return error.description
  case .fonts, .theme, .render:
    return "formshot: \(error)"
  }
}

exit(runMain())
