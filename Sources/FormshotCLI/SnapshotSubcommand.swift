import CommandArguments
import Formshot
import Foundation
import Snapshotting

/// `formshot snapshot`: verify (or record) a form's whole state matrix against `Snapshots/`.
enum SnapshotSubcommand: Subcommand {
  static let spec = CommandSpec(
    name: "snapshot",
    abstract: "Verify every state of a form against stored snapshots (or record them).",
    usage: "formshot snapshot [FORM...] [--record | --record-missing | --update-changed] [--prune] [filters]",
    options: [
      OptionSpec(names: ["--record"], value: nil, help: "Write every snapshot (files already right are left alone)."),
      OptionSpec(names: ["--record-missing"], value: nil, help: "Write missing snapshots, verify the rest."),
      OptionSpec(names: ["--update-changed"], value: nil, help: "Rewrite changed and missing snapshots."),
      OptionSpec(names: ["--prune"], value: nil, help: "Delete snapshots that no state produces any more."),
      OptionSpec(names: ["--state", "-s"], value: "TOKENS", help: "Only states with all these tokens (comma-separated).", repeatable: true),
      OptionSpec(names: ["--only"], value: "GLOB", help: "Only snapshot names matching GLOB (e.g. 'signup/regular-*/*').", repeatable: true),
      OptionSpec(names: ["--exclude"], value: "GLOB", help: "Skip snapshot names matching GLOB.", repeatable: true),
      OptionSpec(names: ["--shard"], value: "I/N", help: "Run the I-th of N stable parts of the matrix (1-based)."),
      OptionSpec(names: ["--xray"], value: nil, help: "Include every state again with X-ray on."),
      OptionSpec(names: ["--snapshots"], value: "DIR", help: "Snapshot folder (default: Snapshots)."),
      OptionSpec(names: ["--artifacts"], value: "DIR", help: "Where actual images, diffs and the report go (default: .formshot-artifacts)."),
      OptionSpec(names: ["--report"], value: "PATH", help: "HTML report path (default: ARTIFACTS/report-FORM.html)."),
      OptionSpec(names: ["--tolerance"], value: "N", help: "Accept per-channel differences up to N (0-255; default 0)."),
      OptionSpec(names: ["--max-diff"], value: "SHARE", help: "Accept up to this share of differing pixels, e.g. 0.001 (default 0)."),
      scaleOption, themeOption,
      OptionSpec(names: ["--jobs", "-j"], value: "N", help: "Parallel workers (default: the number of cores)."),
    ],
    discussion: """
      Exit status 0 only when every snapshot matches. Missing snapshots fail unless recorded
      explicitly. FORMSHOT_RECORD=1 (all) or =missing records too — except when CI is set: CI
      runs never record implicitly. Names: Snapshots/FORM/SIZECLASS-APPEARANCE/REST.png, with the
      layout beside it as .json (see docs/snapshots.md).
      """)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    let modes: [(String, RecordMode)] = [
      ("--record", .all), ("--record-missing", .missing), ("--update-changed", .changed),
    ]
    let chosen = modes.filter { args.flag($0.0) }
    if chosen.count > 1 {
      throw UsageError(message: "\(chosen.map(\.0).joined(separator: " and ")) cannot be combined")
    }
    let shard: Shard?
    if let text = args.value("--shard") {
      do { shard = try Shard(parsing: text) } catch { throw UsageError(message: "\(error)") }
    } else {
      shard = nil
    }
    let perChannel = try args.int("--tolerance", range: 0...255) ?? 0
    let maxShare = try args.double("--max-diff", range: 0...1) ?? 0
    let jobs = try args.int("--jobs", range: 1...64)
    let scale = try scaleValue(args)
    let arguments: [String?] = args.positionals.isEmpty ? [nil] : args.positionals
    var status: Int32 = 0
    for argument in arguments {
      let document = try FormDocument.resolve(argument)
      let source = FormSnapshotSource(
        document: document, scale: scale, theme: args.value("--theme"),
        includeXray: args.flag("--xray"))
      let options = SnapshotOptions(
        snapshotDirectory: args.value("--snapshots") ?? "Snapshots",
        artifactsDirectory: args.value("--artifacts") ?? ".formshot-artifacts",
        reportPath: args.value("--report"), record: chosen.first?.1, prune: args.flag("--prune"),
        differ: perChannel == 0 && maxShare == 0
          ? .exact : .tolerance(perChannel: perChannel, maxShare: maxShare),
        filter: MatrixFilter(
          stateTokens: stateTokens(args), only: args.all("--only"),
          exclude: args.all("--exclude"), shard: shard),
        workers: jobs,
        recordHint: "record it with: formshot snapshot --record-missing")
      let summary: SnapshotSummary
      do {
        summary = try SnapshotRunner(source: source, options: options).run()
      } catch {
        throw CLIError(message: "formshot snapshot: \(error)")
      }
      let text = summary.text
      if summary.succeeded {
        Console.out(text + "\n")
      } else {
        Console.err(text + "\n")
        status = 1
      }
      if let report = summary.reportPath { Console.err("report: \(report)\n") }
    }
    return status
  }
}
