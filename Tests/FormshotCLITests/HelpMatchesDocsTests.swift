import Foundation
import Testing

/// `--help` and docs/cli.md list the same commands and, per command, the same flags: a flag
/// added to one and not the other fails here, in both directions.
@Suite struct HelpMatchesDocsTests {
  /// The commands `formshot --help` lists.
  static func commands() throws -> [String] {
    let help = try CLI.run(["--help"]).stdout
    guard let start = help.range(of: "COMMANDS:\n") else { return [] }
    var names: [String] = []
    for line in help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("  "), let word = line.split(separator: " ").first else { break }
      names.append(String(word))
    }
    return names
  }

  /// Every spelling in a command's OPTIONS section (`--state`, `-s`, `--help`, `-h`).
  static func helpFlags(_ command: String) throws -> Set<String> {
    let help = try CLI.run([command, "--help"]).stdout
    guard let start = help.range(of: "OPTIONS:\n") else { return [] }
    var flags: Set<String> = []
    for line in help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
      guard line.hasPrefix("  -") else { break }
      // The left column ends at the first run of two spaces after the flags.
      let left = line.dropFirst(2).components(separatedBy: "  ").first ?? ""
      for part in left.split(separator: ",") {
        if let word = part.split(separator: " ").first, word.hasPrefix("-") {
          flags.insert(String(word))
        }
      }
    }
    return flags
  }

  /// docs/cli.md: per `## \`formshot NAME\`` section, the backticked flags in the first cell
  /// of its table rows.
  static func documentedFlags() throws -> [String: Set<String>] {
    let text = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("docs/cli.md"), encoding: .utf8)
    var result: [String: Set<String>] = [:]
    var section: String?
    for line in text.split(separator: "\n") {
      if line.hasPrefix("## `formshot ") {
        let name = line.dropFirst("## `formshot ".count).prefix { $0 != "`" && $0 != " " }
        section = String(name)
        result[String(name), default: []] = []
      } else if line.hasPrefix("## ") {
        section = nil
      } else if let section, line.hasPrefix("| `-") {
        let cell = line.dropFirst(2).prefix { $0 != "|" }
        let pieces = cell.split(separator: "`", omittingEmptySubsequences: false)
        for (i, piece) in pieces.enumerated() where i % 2 == 1 {
          if let word = piece.split(separator: " ").first, word.hasPrefix("-") {
            result[section, default: []].insert(String(word))
          }
        }
      }
    }
    return result
  }

  @Test func everyCommandIsDocumentedAndEveryDocumentedCommandExists() throws {
    let commands = try Self.commands()
    #expect(commands.count >= 7)
    let documented = try Self.documentedFlags()
    #expect(Set(commands) == Set(documented.keys))
  }

  @Test func eachCommandsHelpAndDocsListTheSameFlags() throws {
    let documented = try Self.documentedFlags()
    for command in try Self.commands() {
      let help = try Self.helpFlags(command)
      let docs = documented[command] ?? []
      #expect(
        help.subtracting(docs).isEmpty,
        "formshot \(command): in --help, not in docs/cli.md: \(help.subtracting(docs).sorted())")
      #expect(
        docs.subtracting(help).isEmpty,
        "formshot \(command): in docs/cli.md, not in --help: \(docs.subtracting(help).sorted())")
    }
  }
}
