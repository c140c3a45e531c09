import CommandArguments
import Foundation
import FormshotSnapshots

/// `formshot report merge`: joins what several snapshot runs (CI shards) left behind into one
/// HTML report, one JUnit file and one results file.
enum ReportSubcommand: Subcommand {
  static let spec = CommandSpec(
    name: "report",
    abstract: "Merge the results of several snapshot runs (CI shards) into one report.",
    usage: "formshot report merge DIR... -o OUT [--junit PATH]",
    options: [
      OptionSpec(names: ["--output", "-o"], value: "OUT", help: "Folder for report.html, junit.xml and results.json (required)."),
      OptionSpec(names: ["--junit"], value: "PATH", help: "Write the JUnit XML here instead of OUT/junit.xml."),
    ],
    discussion: """
      Each DIR is searched (recursively) for the results-FORM.json files that 'formshot
      snapshot' leaves in its artifacts folder (format formshot-results/1). The merged report
      links the shards' images where they are, so keep the shard folders next to OUT.
      A state found in two shards is an error (the shards overlap). Exit status 0 when every
      merged state passed, 1 when any changed, is missing or failed (or on an error).

      EXAMPLE (after downloading each shard's artifacts into shards/1, shards/2, …):
        formshot report merge shards/* -o merged
      """)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    guard args.positionals.first == "merge" else {
      throw UsageError(
        message: args.positionals.isEmpty
          ? "missing action: formshot report merge DIR..."
          : "unknown action '\(args.positionals[0])' (the action is: merge)")
    }
    let dirs = Array(args.positionals.dropFirst())
    guard !dirs.isEmpty else { throw UsageError(message: "merge needs at least one DIR") }
    guard let out = args.value("--output") else { throw UsageError(message: "merge needs -o OUT") }
    var merged: [RunResults.StateRecord] = []
    var seen: [String: String] = [:]
    for dir in dirs {
      var isDir: ObjCBool = false
      guard FileManager.default.fileExists(atPath: dir, isDirectory: &isDir), isDir.boolValue else {
        throw CLIError(message: "\(dir): error: no such folder")
      }
      let files = resultFiles(under: dir)
      if files.isEmpty {
        throw CLIError(message: "\(dir): error: no results-*.json file (written by 'formshot snapshot')")
      }
      for file in files {
        let results: RunResults
        do { results = try RunResults.read(path: file) } catch {
          throw CLIError(message: "\(file): error: \(error)")
        }
        let folder = (file as NSString).deletingLastPathComponent
        for state in results.rebased(from: folder, to: out).states {
          let key = state.form + "\u{0}" + state.name
          if let other = seen[key] {
            throw CLIError(message: "\(file): error: '\(state.name)' is also in \(other): the shards overlap")
          }
          seen[key] = file
          merged.append(state)
        }
      }
    }
    let results = RunResults(states: merged)
    let junit = args.value("--junit") ?? out + "/junit.xml"
    let junitResults = results.rebased(from: out, to: ".")
    do {
      _ = try FileStore.write(results.html(title: "formshot snapshots (merged)"), to: out + "/report.html")
      _ = try FileStore.write(results.json(), to: out + "/results.json")
      _ = try FileStore.write(junitResults.junit(), to: junit)
    } catch {
      throw CLIError(message: "formshot report: \(error)")
    }
    let text = "\(results.line) (\(merged.count) states from \(seen.values.reduce(into: Set<String>()) { $0.insert($1) }.count) results files)\nreport: \(out)/report.html\njunit: \(junit)\n"
    if results.succeeded { Console.out(text) } else { Console.err(text) }
    return results.succeeded ? 0 : 1
  }

  /// `results-*.json` files below `dir`, sorted (a merged `results.json` counts too).
  static func resultFiles(under dir: String) -> [String] {
    guard let e = FileManager.default.enumerator(atPath: dir) else { return [] }
    var out: [String] = []
    while let rel = e.nextObject() as? String {
      let base = (rel as NSString).lastPathComponent
      if (base.hasPrefix("results-") || base == "results.json") && base.hasSuffix(".json") {
        out.append(dir + "/" + rel)
      }
    }
    return out.sorted()
  }
}
