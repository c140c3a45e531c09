import CommandArguments
import Formshot
import Foundation
import FormshotSnapshots

/// `formshot snapshot`: verify (or record) a form's whole state matrix against `Snapshots/`.
enum SnapshotSubcommand: Subcommand {
  static let spec = CommandSpec(
    name: "snapshot",
    abstract: "Verify every state of a form against stored snapshots (or record them).",
    usage: "formshot snapshot [FORM...] [--record | --record-missing | --update-changed] [--prune] [filters] [--junit PATH] [--init [--force]]",
    options: [
      sceneOption,
      OptionSpec(names: ["--record"], value: nil, help: "Write every snapshot (files already right are left alone)."),
      OptionSpec(names: ["--record-missing"], value: nil, help: "Write missing snapshots, verify the rest."),
      OptionSpec(names: ["--update-changed"], value: nil, help: "Rewrite changed and missing snapshots."),
      OptionSpec(names: ["--prune"], value: nil, help: "Delete snapshots that no state produces any more."),
      OptionSpec(names: ["--state", "-s"], value: "TOKENS", help: "Only states with all these tokens (comma-separated).", repeatable: true),
      OptionSpec(names: ["--only"], value: "GLOB", help: "Only snapshot names matching GLOB (e.g. 'signup/regular-*/*').", repeatable: true),
      OptionSpec(names: ["--exclude"], value: "GLOB", help: "Skip snapshot names matching GLOB.", repeatable: true),
      OptionSpec(names: ["--shard"], value: "I/N", help: "Run the I-th of N stable parts of the matrix (1-based)."),
      OptionSpec(names: ["--xray"], value: nil, help: "Include every state again with X-ray on."),
      themeOption,
      OptionSpec(names: ["--names"], value: "TEMPLATE", help: "Snapshot name template (default: '{form}/{traits}/{rest}'; see docs/snapshots.md)."),
      OptionSpec(names: ["--snapshots"], value: "DIR", help: "Snapshot folder (default: Snapshots)."),
      OptionSpec(names: ["--artifacts"], value: "DIR", help: "Where actual images, diffs and the report go (default: .formshot-artifacts)."),
      OptionSpec(names: ["--report"], value: "PATH", help: "HTML report path (default: ARTIFACTS/report-FORM.html)."),
      OptionSpec(names: ["--tolerance"], value: "N", help: "Accept per-channel differences up to N (0-255; default 0)."),
      OptionSpec(names: ["--max-diff"], value: "SHARE", help: "Accept up to this share of differing pixels, e.g. 0.001 (default 0)."),
      scaleOption,
      OptionSpec(names: ["--jobs", "-j"], value: "N", help: "Parallel workers (default: the number of cores)."),
      OptionSpec(names: ["--junit"], value: "PATH", help: "Also write JUnit XML (one test case per state) for CI."),
      OptionSpec(names: ["--init"], value: nil, help: "Write SNAPSHOTS/formshot.json from the given forms and flags, then stop."),
      OptionSpec(names: ["--force"], value: nil, help: "With --init: replace an existing formshot.json."),
      OptionSpec(names: ["--no-config"], value: nil, help: "Ignore SNAPSHOTS/formshot.json."),
    ],
    discussion: """
      Exit status 0 only when every snapshot matches. Missing snapshots fail unless recorded
      explicitly. FORMSHOT_RECORD=1 (all) or =missing records too — except when CI is set: CI
      runs never record implicitly. Names: Snapshots/FORM/SIZECLASS-APPEARANCE/REST.png, with the
      layout beside it as .json (see docs/snapshots.md).

      SNAPSHOTS/formshot.json (format formshot-snapshots/1, written by --init) records how the
      folder is made: forms, scale, theme, xray, state/only/exclude filters and the name
      template. Without FORM arguments and flags, the command verifies exactly that; a FORM
      argument or a flag overrides the file's value.

      Every run leaves ARTIFACTS/results-FORM.json beside the HTML report; 'formshot report
      merge' joins the results of several shards (see docs/ci.md).
      """)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    let modes: [(String, RecordMode)] = [
      ("--record", .all), ("--record-missing", .missing), ("--update-changed", .changed),
    ]
    let chosen = modes.filter { args.flag($0.0) }
    if chosen.count > 1 {
      throw UsageError(message: "\(chosen.map(\.0).joined(separator: " and ")) cannot be combined")
    }
    if args.flag("--force") && !args.flag("--init") {
      throw UsageError(message: "--force only goes with --init")
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
    let snapshots = args.value("--snapshots") ?? "Snapshots"
    let configPath = snapshots + "/" + SnapshotConfig.fileName
    let flagged = try configuration(from: args)
    if args.flag("--init") { return try initialize(flagged, at: configPath, force: args.flag("--force")) }
    var config = flagged
    if !args.flag("--no-config") && FileManager.default.fileExists(atPath: configPath) {
      config = try SnapshotConfig.load(path: configPath).overridden(by: flagged, args)
    }
    let naming: NameTemplate
    do {
      naming = try config.names.map { t throws(SnapshotError) in try NameTemplate(t) } ?? .standard
    } catch {
      throw UsageError(message: "\(error)")
    }
    let artifacts = args.value("--artifacts") ?? ".formshot-artifacts"
    let arguments: [String?] = config.forms.isEmpty ? [nil] : config.forms
    var status: Int32 = 0
    var records: [RunResults.StateRecord] = []
    let documents = drawableDocuments(try arguments.flatMap { try FormDocument.all($0, scene: args.value("--scene")) })
    // A filter names states of some of the forms (`--only 'signup/*'` over a configuration of
    // four): the others are skipped; only a filter that keeps nothing of any form is an error.
    var unselected: (forms: Int, filter: String) = (0, "")
    for document in documents {
      try requireKnownColors(document, theme: config.theme)
      let source = FormSnapshotSource(
        document: document, scale: config.scale, theme: config.theme, includeXray: config.xray)
      let options = SnapshotOptions(
        snapshotDirectory: snapshots, artifactsDirectory: artifacts,
        reportPath: args.value("--report"), record: chosen.first?.1, prune: args.flag("--prune"),
        differ: perChannel == 0 && maxShare == 0
          ? .exact : .tolerance(perChannel: perChannel, maxShare: maxShare),
        naming: naming,
        filter: MatrixFilter(
          stateTokens: config.state, only: config.only, exclude: config.exclude, shard: shard),
        workers: jobs,
        recordHint: "record it with: formshot snapshot --record-missing")
      let summary: SnapshotSummary
      do {
        summary = try SnapshotRunner(source: source, options: options).run()
        let results = RunResults(summary, form: document.name, relativeTo: artifacts)
        _ = try FileStore.write(results.json(), to: "\(artifacts)/results-\(document.name).json")
        records += results.rebased(from: artifacts, to: ".").states
      } catch SnapshotError.noStateSelected(let filter) where documents.count > 1 {
        unselected = (unselected.forms + 1, filter)
        continue
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
    if unselected.forms > 0 && unselected.forms == documents.count {
      throw CLIError(
        message: "formshot snapshot: \(SnapshotError.noStateSelected(unselected.filter))")
    }
    if let junit = args.value("--junit") {
      do {
        _ = try FileStore.write(RunResults(states: records).junit(), to: junit)
      } catch {
        throw CLIError(message: "formshot snapshot: \(error)")
      }
      Console.err("junit: \(junit)\n")
    }
    return status
  }

  /// The configuration the command line spells out (forms, scale, theme, xray, filters, names).
  static func configuration(from args: ParsedArguments) throws -> SnapshotConfig {
    var c = SnapshotConfig()
    c.forms = args.positionals
    c.scale = try scaleValue(args)
    c.theme = args.value("--theme")
    c.xray = args.flag("--xray")
    c.state = stateTokens(args)
    c.only = args.all("--only")
    c.exclude = args.all("--exclude")
    c.names = args.value("--names")
    if let names = c.names {
      do { _ = try NameTemplate(names) } catch { throw UsageError(message: "\(error)") }
    }
    return c
  }

  /// `--init`: writes the configuration file, never over an existing one without `--force`.
  static func initialize(_ config: SnapshotConfig, at path: String, force: Bool) throws -> Int32 {
    if FileManager.default.fileExists(atPath: path) && !force {
      throw CLIError(
        message: "formshot snapshot: \(path) already exists; add --force to replace it", status: 1)
    }
    for form in config.forms { _ = try FormDocument.all(form, scene: nil) }
    do {
      _ = try FileStore.write(config.text, to: path)
    } catch {
      throw CLIError(message: "formshot snapshot: \(error)")
    }
    Console.out("wrote \(path)\n")
    return 0
  }
}

extension SnapshotConfig {
  /// This file's values, with every one the command line gives replacing it.
  func overridden(by flags: SnapshotConfig, _ args: ParsedArguments) -> SnapshotConfig {
    var c = self
    if !flags.forms.isEmpty { c.forms = flags.forms }
    if let scale = flags.scale { c.scale = scale }
    if let theme = flags.theme { c.theme = theme }
    if flags.xray { c.xray = true }
    if args.flag("--state") { c.state = flags.state }
    if args.flag("--only") { c.only = flags.only }
    if args.flag("--exclude") { c.exclude = flags.exclude }
    if let names = flags.names { c.names = names }
    return c
  }
}
