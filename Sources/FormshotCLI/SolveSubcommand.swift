import CommandArguments
import ConstraintFile
import Foundation

/// `formshot solve`: the raw solver on a `formshot-constraints/1` file, for cross-checks.
enum SolveSubcommand: Subcommand {
  static let spec = CommandSpec(
    name: "solve",
    abstract: "Solve a raw constraint system (formshot-constraints/1 JSON) and print the values.",
    usage: "formshot solve FILE.json",
    options: [],
    discussion: """
      A single system prints {"values": {NAME: number}}; a case file prints
      {"cases": [{"name", "values", "steps"}]} with "error" on cases that stop on an error.
      The format is described in docs/solver.md.
      """,
    maxPositionals: 1)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    guard let path = args.positionals.first else {
      throw UsageError(message: "missing FILE.json")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLIError(message: "\(path): error: cannot read the file")
    }
    do {
      let text = try SolveCommand.run(json: [UInt8](data), path: path)
      Console.out(text.hasSuffix("\n") ? text : text + "\n")
      return 0
    } catch {
      throw CLIError(message: "\(error)")
    }
  }
}
