import AutoLayout
import CommandArguments
import Formshot
import FormLanguage
import FormState
import FormshotSnapshots
import Foundation
import LayoutContract
import LayoutVocabulary
import StoredFrameCheck

/// `formshot check`: validates forms in every state without rendering.
enum CheckSubcommand: Subcommand {
  static let spec = CommandSpec(
    name: "check",
    abstract: "Validate forms in every state: errors, unsatisfiable or ambiguous layouts, unused names.",
    usage: "formshot check [FORM|FOLDER...] [--scene ID] [--theme NAME] [--stored-frames [--summary] [--json]] [--verbose]",
    options: [
      themeOption, sceneOption,
      OptionSpec(
        names: ["--stored-frames"], value: nil,
        help: "Interface Builder files: after each root's check, compare formshot's layout with the frames Xcode stored in the file, and say whether those frames still satisfy the file's own required constraints (stale frames do not); ends with the totals when several roots are checked."),
      OptionSpec(
        names: ["--summary"], value: nil,
        help: "With --stored-frames: print only the totals (no per-root report, no per-root check output; the exit status is still the checks', and the totals count the roots with check errors and warnings)."),
      OptionSpec(
        names: ["--json"], value: nil,
        help: "With --stored-frames: print every root's figures and verdict and the totals as JSON (formshot-stored-frames/1) instead of text."),
      OptionSpec(
        names: ["--verbose", "-v"], value: nil,
        help: "List every state a problem occurs in (by default: a summary such as 'in all compact states'); with --stored-frames, every differing view and broken constraint (ignored with --summary and --json, which print no per-root lines).")
    ],
    discussion: """
      Resolves and solves every combination of the form's axes. A problem found in several
      states is reported once, with the states summarised. Exit status 0 only when every
      form is clean (no errors and no warnings) and every file opened; 1 otherwise; 2 a usage
      error. An Interface Builder file is checked root by root (all of them unless --scene
      picks one; --scene takes one file). A FOLDER means every .form, .xib and .storyboard
      file below it (only .xib and .storyboard with --stored-frames), sorted by path, hidden
      files and folders skipped; symbolic links to files are followed, to folders below it are
      not. A file named twice (a folder and a file in it) is checked once. A folder with
      nothing to check (or, with --stored-frames, a path that does not exist) is an error
      (exit 1) and the other files are still checked.

      --stored-frames lays each root out in the file's own state and prints how many views
      land within 0.5 pt and 2 pt of Xcode's stored frame (views whose size does not come from
      text, and all views), the worst views (at most 10 per root unless --verbose), the views
      Xcode marks misplaced (left out), and the file's required constraints evaluated on the
      stored frames: when some do not hold, the frames are stale (re-save the file in Xcode
      with Editor > Update Frames before comparing). With more than one root it ends with the
      totals, overall and split into up-to-date and stale roots, and lists the files that could
      not be opened. The comparison is a report (Inter stands in for SF, so text sizes differ
      by design): differences do not change the exit status; a root that cannot be compared
      does (exit 1). Progress goes to stderr when stderr is a terminal.
      """)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    // Solving needs the measured text: without the fonts there is nothing to check, and that is
    // an error, not a pass. One renderer (fonts, Pango) serves every state of every form;
    // FormChecker calls the layout check synchronously on this thread, where it was made.
    let storedFrames = args.flag("--stored-frames")
    let summaryOnly = args.flag("--summary")
    let json = args.flag("--json")
    for flag in ["--summary", "--json"] where args.flag(flag) && !storedFrames {
      throw UsageError(message: "\(flag) goes with --stored-frames (the totals of the comparison with Xcode's frames)")
    }
    if summaryOnly && json {
      throw UsageError(message: "--summary and --json are two forms of the same totals; pick one")
    }
    let scene = args.value("--scene")
    let (files, unusable) = try expand(args.positionals, interfaceBuilderOnly: storedFrames, scene: scene)
    if storedFrames {
      // No argument: the bundled form, which has no stored frames either.
      for file in args.positionals.isEmpty ? ["signup"] : files where !FormDocument.isInterfaceBuilder(file) {
        throw UsageError(
          message: "--stored-frames compares an Interface Builder file (.xib, .storyboard) with "
            + "the frames Xcode stored in it; '\(file)' is a form")
      }
    }
    // Per-root output: the check's lines and the report; --summary and --json print the totals only.
    let perRoot = !summaryOnly && !json
    nonisolated(unsafe) let renderer = try FormRenderer()
    // No argument: the bundled form (nil).
    let arguments: [String?] = args.positionals.isEmpty ? [nil] : files
    // `[3/120] path` on stderr when it is a terminal and there is more than one file.
    let progress = ProgressLine(total: arguments.count, enabled: arguments.count > 1 ? nil : false)
    var clean = unusable.isEmpty
    var summary = StoredFrameSummary()
    // An empty folder or a missing file is an error of the input, not of the run: the other
    // files are still checked and counted (a CI job's --json stays parseable).
    for failure in unusable {
      if perRoot { Console.errLine(failure.message) }
      summary.failed.append(failure)
    }
    var records: [String] = []
    for (index, argument) in arguments.enumerated() {
      let name = argument ?? "signup"
      // Files finished so far, and the one being checked.
      progress.update(index, name)
      summary.filesGiven += 1
      let documents: [FormDocument]
      do {
        documents = try FormDocument.all(argument, scene: scene)
      } catch {
        let text = message(for: error)
        progress.finish()
        if perRoot { Console.errLine(text) }
        summary.failed.append(.init(file: name, message: firstLine(text)))
        clean = false
        continue
      }
      if documents.isEmpty { summary.rootless.append(name) }
      var compared = false
      for document in documents {
      let spec = document.spec
      // States that differ only in keyboard height, scroll offset or appearance share a solver.
      nonisolated(unsafe) let pool = renderer.makeLayoutPool()
      let diagnostics =
        document.warnings
        + renderer.themes.colorDiagnostics(spec, theme: args.value("--theme"))
        + FormChecker.check(
          spec, verbose: args.flag("--verbose"),
          layout: { form in
            layoutDiagnostics(
              form, spec: spec, layout: pool.layout(form), locate: document.location(of:))
          }, resolve: document.interfaceBuilderResolver)
      progress.finish()
      let errors = diagnostics.filter { $0.severity == .error }.count
      summary.addCheck(errors: errors, warnings: diagnostics.count - errors)
      if diagnostics.isEmpty {
        if perRoot { Console.out("\(document.path): ok (\(document.matrix().count) states)\n") }
      } else {
        clean = false
        if perRoot { Console.err(diagnostics.rendered(source: document.source) + "\n") }
      }
      guard storedFrames else { continue }
      let report: StoredFrameReport
      do {
        // nil only for a form, which --stored-frames turned away above.
        guard let made = try document.storedFrameReport(layout: renderer.layout) else { continue }
        report = made
      } catch {
        // Differences are a report; a root that cannot be compared at all is an error (exit 1).
        let text = message(for: error)
        if perRoot { Console.errLine(text) }
        summary.failed.append(.init(file: document.path, root: document.name, message: firstLine(text)))
        clean = false
        continue
      }
      summary.add(report)
      if !compared { summary.files += 1 }
      compared = true
      if json {
        records.append(report.json(path: document.path, check: (errors, diagnostics.count - errors)))
      } else if perRoot {
        Console.out(report.text(path: document.path, limit: args.flag("--verbose") ? nil : 10) + "\n")
      }
      }
    }
    progress.finish()
    if json {
      Console.out(summary.json(roots: records))
    } else if storedFrames && (summaryOnly || summary.overall.roots + summary.failed.count > 1) {
      Console.out((perRoot ? "\n" : "") + summary.text() + "\n")
    }
    return clean ? 0 : 1
  }

  /// The files the arguments name, each once (the first spelling, in order), and the arguments
  /// that name nothing to check. A folder stands for every file below it that `check` takes
  /// (.form, .xib, .storyboard; only the Interface Builder files with `--stored-frames`, which a
  /// form cannot have), sorted by path, hidden files and folders skipped; symbolic links to
  /// files are followed, to folders below it are not (they could loop). A missing path is
  /// passed on (it may name a bundled form) except with `--stored-frames`.
  static func expand(
    _ positionals: [String], interfaceBuilderOnly: Bool, scene: String?
  ) throws -> (files: [String], unusable: [StoredFrameSummary.Failure]) {
    let folderCount = positionals.filter(isFolder).count
    if scene != nil, let folder = positionals.first(where: isFolder) {
      throw UsageError(message: "--scene picks a root of one file, not of every file in the folder '\(folder)'")
    }
    if scene != nil && positionals.count - folderCount > 1 {
      throw UsageError(message: "--scene picks a root of one file; give one file with it")
    }
    let kinds = interfaceBuilderOnly ? [".xib", ".storyboard"] : [".form", ".xib", ".storyboard"]
    var files: [String] = []
    var unusable: [StoredFrameSummary.Failure] = []
    var seen = Set<String>()
    func take(_ path: String) {
      // `a/`, `./a/x.xib` and a link to it are one file: the totals count it once.
      if seen.insert(URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path).inserted {
        files.append(path)
      }
    }
    for argument in positionals {
      guard isFolder(argument) else {
        if interfaceBuilderOnly && !FileManager.default.fileExists(atPath: argument) {
          unusable.append(.init(file: argument, message: "\(argument): error: no such file or folder"))
        } else {
          take(argument)
        }
        continue
      }
      var found: [String] = []
      // A linked folder given by name is walked (its target, printed under the name given).
      let base = URL(fileURLWithPath: argument).resolvingSymlinksInPath()
      let walker = FileManager.default.enumerator(
        at: base, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
      while let url = walker?.nextObject() as? URL {
        guard kinds.contains(where: { url.lastPathComponent.hasSuffix($0) }),
          (try? url.resolvingSymlinksInPath().resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true
        else { continue }
        // The folder as the user wrote it, then the path below it.
        let below = url.path.dropFirst(base.path.count).drop { $0 == "/" }
        found.append((argument as NSString).appendingPathComponent(String(below)))
      }
      if found.isEmpty {
        unusable.append(
          .init(
            file: argument,
            message: "\(argument): error: no \(interfaceBuilderOnly ? "" : ".form, ").xib or .storyboard file below this folder"))
      }
      found.sorted().forEach(take)
    }
    return (files, unusable)
  }

  static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }

  static func firstLine(_ text: String) -> String {
    String(text.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
  }

  /// Broken constraints (errors) and ambiguous views (warnings) of one state, worded without
  /// the state: the checker groups equal messages across states.
  static func layoutDiagnostics(
    _ form: ResolvedForm, spec: FormSpec, layout result: LayoutResult,
    locate: (ItemID) -> SourceLocation? = { _ in nil }
  ) -> [Diagnostic] {
    let top = SourceLocation(file: spec.path, line: 1, column: 1)
    var out: [Diagnostic] = []
    var parent: [ItemID: ItemID] = [:]
    for item in form.items { parent[item.id] = item.parent }
    /// Where a view is written: its form declaration or its IB element; for a part formshot
    /// adds to a view (a segmented control's selection, a search bar's field), that view's.
    func place(of id: ItemID) -> SourceLocation? {
      var current: ItemID? = id
      for _ in 0..<form.items.count {
        guard let item = current else { break }
        if let location = spec.view(item.rawValue)?.location ?? locate(item) { return location }
        current = parent[item]
      }
      return nil
    }
    for broken in result.brokenConstraints {
      let others = broken.conflicting.filter { $0 != broken.broken }.map(LayoutLog.notation)
      // A constraint formshot made (a stack view's alignment, a guide's edge) is written
      // nowhere: the view it constrains first says where to look.
      let location =
        broken.broken.origin?.location ?? place(of: broken.broken.first.item)
        ?? broken.broken.second.flatMap { place(of: $0.item) } ?? top
      out.append(
        Diagnostic(
          .error, location,
          "unsatisfiable: '\(LayoutLog.notation(broken.broken))' conflicts with "
            + "\(others.isEmpty ? "the required constraints" : others.map { "'\($0)'" }.joined(separator: ", "))"))
    }
    // A view inside an ambiguous view, ambiguous on the same axis, follows from it: one
    // warning for the outermost, counting the views inside it.
    func outermost(_ a: Ambiguity) -> ItemID? {
      var current = parent[a.item]
      var found: ItemID?
      for _ in 0..<form.items.count {
        guard let p = current else { break }
        if result.ambiguities.contains(where: { $0.item == p && $0.axis == a.axis }) { found = p }
        current = parent[p]
      }
      return found
    }
    var inside: [String: Int] = [:]
    var reported: [Ambiguity] = []
    for ambiguity in result.ambiguities {
      if let owner = outermost(ambiguity) {
        inside[owner.rawValue + ambiguity.axis.rawValue, default: 0] += 1
      } else {
        reported.append(ambiguity)
      }
    }
    for ambiguity in reported {
      let id = ambiguity.item
      let location = place(of: id) ?? top
      var message =
        "the layout of '\(id)' is ambiguous \(ambiguity.axis.rawValue)ly: \(cause(ambiguity))"
      if let n = inside[id.rawValue + ambiguity.axis.rawValue] {
        message += "; so \(n == 1 ? "is 1 view" : "are \(n) views") inside it"
      }
      out.append(Diagnostic(.warning, location, message))
    }
    for guide in result.unsettledGuides {
      // A guide's id names its owner (`<owner>.layoutMarginsGuide`, an IB guide id).
      let owner = form.items.first { $0.id == guide }?.parent ?? guide
      out.append(
        Diagnostic(
          .warning, place(of: owner) ?? top,
          "the insets of '\(guide)', worked out from the frames, were still changing after the "
            + "last layout pass: the view is placed by its own margins or safe area"))
    }
    return out
  }

  /// The likely cause of an ambiguity: which edge or size nothing fixes.
  static func cause(_ a: Ambiguity) -> String {
    let horizontal = a.axis == .horizontal
    let size = horizontal ? "width" : "height"
    let edges = horizontal ? "leading, trailing or centerX" : "top, bottom or centerY"
    switch (a.positionIsFree, a.sizeIsFree) {
    case (true, true):
      return "neither its position nor its \(size) is fixed (no \(edges) constraint, no \(size))"
    case (true, false):
      return "its position is free (no \(edges) constraint places it)"
    default:
      return "its \(size) is free (constrain its \(horizontal ? "trailing" : "bottom") edge "
        + "or its \(size))"
    }
  }
}
