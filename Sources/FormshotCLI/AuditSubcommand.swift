import CommandArguments
import Formshot
import FormState
import Foundation
import JSON
import LayoutVocabulary

/// `formshot audit`: reads every state for truncated text, overlaps, small hit targets, low
/// contrast, a field under the keyboard and text that ignores Dynamic Type.
enum AuditSubcommand: Subcommand {
  static let spec = CommandSpec(
    name: "audit",
    abstract: "Find truncated text, overlaps, small hit targets, low contrast and more in every state.",
    usage: "formshot audit [FORM] [--scene ID] [--state TOKENS]... [--json] [--fail-on warning|error|never]",
    options: [
      sceneOption,
      OptionSpec(
        names: ["--state", "-s"], value: "TOKENS",
        help: "Audit this state (comma-separated tokens); repeat for more states (default: the form's whole matrix).",
        repeatable: true),
      OptionSpec(names: ["--json"], value: nil, help: "Print the findings as JSON (formshot-audit/1)."),
      OptionSpec(
        names: ["--fail-on"], value: "SEVERITY",
        help: "Exit 1 when a finding is at least this severe: error (default), warning, or never."),
    ],
    discussion: """
      Solves and paints each state and reports, per view: text cut or not fitting (truncated),
      views overlapping a sibling they do not overlap in the base state (overlap), views past
      the screen's edge (offscreen), interactive views under 44 x 44 pt (hit-target), text
      under WCAG AA contrast against the colours painted under it (contrast), a focused field
      under the keyboard (keyboard-cover), and text that keeps its size at another text size
      (fixed-text). A fault found in several states is one finding, with its worst figure and
      the states summarised. An Interface Builder file is audited root by root (all of them
      unless --scene picks one); with several roots, --json prints {"format", "roots": [...]}
      with one report per root. See docs/traits.md.
      """)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    guard args.positionals.count <= 1 else {
      throw UsageError(message: "audit takes one form (got \(args.positionals.count))")
    }
    let failOn = args.value("--fail-on") ?? "error"
    let threshold: AuditFinding.Severity?
    switch failOn {
    case "warning": threshold = .warning
    case "error": threshold = .error
    case "never": threshold = nil
    default:
      throw UsageError(message: "--fail-on takes warning, error or never, not '\(failOn)'")
    }
    let documents = drawableDocuments(try FormDocument.all(args.positionals.first, scene: args.value("--scene")))
    let given = args.all("--state").map { value in
      value.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
    let renderer = try FormRenderer()
    var reports: [String] = []
    var all: [AuditFinding] = []
    for document in documents {
      let findings = try FormAudit.run(
        document, states: given.isEmpty ? nil : given, renderer: renderer)
      all += findings
      let stateCount = given.isEmpty ? document.matrix().count : given.count
      if !args.flag("--json"),
        let note = try FormAudit.unfocusedKeyboardNote(document, states: given.isEmpty ? nil : given)
      {
        Console.err(note + "\n")
      }
      if args.flag("--json") {
        reports.append(json(findings, document: document, states: stateCount))
      } else if findings.isEmpty {
        Console.out("\(document.path)\(rootSuffix(document, of: documents)): no findings (\(stateCount) states)\n")
      } else {
        Console.err(findings.map(text).joined(separator: "\n") + "\n")
        let errors = findings.filter { $0.severity == .error }.count
        Console.err(
          "\(document.path)\(rootSuffix(document, of: documents)): \(findings.count) finding\(findings.count == 1 ? "" : "s") "
            + "(\(errors) error\(errors == 1 ? "" : "s")) in \(stateCount) states\n")
      }
    }
    if args.flag("--json") {
      if reports.count == 1 {
        Console.out(reports[0])
      } else {
        // One report per root, each as a single root's report is.
        let indented = reports.map { report in
          report.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        }
        Console.out(
          "{\n  \"format\": \"formshot-audit/1\",\n  \"roots\": [\n    "
            + indented.joined(separator: ",\n    ") + "\n  ]\n}\n")
      }
    }
    let findings = all
    guard let threshold else { return 0 }
    return findings.contains { $0.severity >= threshold } ? 1 : 0
  }

  /// ` (NAME-ROOT)` after the path when the file has several roots.
  static func rootSuffix(_ document: FormDocument, of documents: [FormDocument]) -> String {
    documents.count > 1 ? " (\(document.name))" : ""
  }

  /// `file:line:col: error: [rule] 'view' message (in … states)`.
  static func text(_ f: AuditFinding) -> String {
    "\(f.location): \(f.severity.rawValue): [\(f.rule.rawValue)] '\(f.view)' \(f.message) "
      + "(\(f.statesSummary))"
  }

  static func json(_ findings: [AuditFinding], document: FormDocument, states: Int) -> String {
    var out = "{\n  \"format\": \"formshot-audit/1\",\n  \"form\": \(jsonString(document.name)),\n"
    out += "  \"states\": \(states),\n  \"findings\": ["
    for (i, f) in findings.enumerated() {
      out += i == 0 ? "\n" : ",\n"
      out += "    {\"rule\": \(jsonString(f.rule.rawValue)), "
      out += "\"severity\": \(jsonString(f.severity.rawValue)), \"view\": \(jsonString(f.view)), "
      out += "\"file\": \(jsonString(f.location.file)), \"line\": \(f.location.line), "
      out += "\"column\": \(f.location.column), \"figure\": \(jsonNumber(f.figure)), "
      out += "\"message\": \(jsonString(f.message)), \"states\": ["
      out += f.states.map { jsonString($0.joined(separator: ",")) }.joined(separator: ", ")
      out += "]}"
    }
    out += findings.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
    return out
  }
}
