import AutoLayout
import CommandArguments
import Formshot
import FormSpec
import FormState
import Formshot
import LayoutContract
import LayoutVocabulary

/// `formshot check`: validates forms in every state without rendering.
enum CheckSubcommand: Subcommand {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Validate forms in every state: errors, unsatisfiable or ambiguous layouts, unused names.",
    usage: "formshot check [FORM...] [--theme NAME]",
    options: [themeOption],
    discussion: """
      Resolves and solves every combination of the form's axes. Exit status 0 only when every
      form is clean (no errors and no warnings); 1 otherwise.
      """)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    let arguments: [String?] = args.positionals.isEmpty ? [nil] : args.positionals
    // Solving needs the measured text: without the fonts there is nothing to check, and that is
    // an error, not a pass. One renderer (fonts, Pango) serves every state of every form;
    // FormChecker calls the layout check synchronously on this thread, where it was made.
    nonisolated(unsafe) let renderer = try FormRenderer()
    var clean = true
    for argument in arguments {
      let document: FormDocument
      do {
        document = try FormDocument.resolve(argument)
      } catch {
        let text = message(for: error)
        Console.err(text.hasSuffix("\n") ? text : text + "\n")
        clean = false
        continue
      }
      let spec = document.spec
      // States that differ only in keyboard height, scroll offset or appearance share a solver.
      nonisolated(unsafe) let pool = renderer.makeLayoutPool()
      let diagnostics =
        document.warnings
        + renderer.themes.colorDiagnostics(spec, theme: args.value("--theme"))
        + FormChecker.check(spec) { form in
          layoutDiagnostics(form, spec: spec, layout: pool.layout(form))
        }
      if diagnostics.isEmpty {
        Console.out("\(document.path): ok (\(document.matrix().count) states)\n")
      } else {
        clean = false
        Console.err(diagnostics.rendered(source: document.source))
      }
    }
    return clean ? 0 : 1
  }

  /// Broken constraints (errors) and ambiguous views (warnings) of one state.
  static func layoutDiagnostics(_ form: ResolvedForm, spec: FormSpec, layout result: LayoutResult)
    -> [Diagnostic]
  {
    let state = form.state.joined(separator: ",")
    let top = SourceLocation(file: spec.path, line: 1, column: 1)
    var out: [Diagnostic] = []
    for broken in result.brokenConstraints {
      let others = broken.conflicting.filter { $0 != broken.broken }.map(LayoutLog.notation)
      out.append(
        Diagnostic(
          .error, broken.broken.origin?.location ?? top,
          "unsatisfiable: '\(LayoutLog.notation(broken.broken))' conflicts with "
            + "\(others.isEmpty ? "the required constraints" : others.map { "'\($0)'" }.joined(separator: ", ")) "
            + "(state \(state))"))
    }
    for id in result.ambiguousItems {
      let location = spec.view(id.rawValue)?.location ?? top
      out.append(Diagnostic(.warning, location, "the layout of '\(id)' is ambiguous (state \(state))"))
    }
    return out
  }
}
