// Totals of `formshot check --stored-frames` over many roots (a folder of IB files), split by
// the stale-frame verdict: a team's one figure for "how close is formshot to Xcode on our
// screens", with the roots whose stored frames say nothing (stale) apart.
import JSON
import LayoutContract
import LayoutVocabulary

/// The figures of many roots' `StoredFrameReport`s, split into up-to-date and stale roots.
public struct StoredFrameSummary: Sendable {
  /// Roots and their views' figures.
  public struct Group: Sendable, Equatable {
    public var roots = 0
    public var nonText = StoredFrameReport.Tally()
    public var all = StoredFrameReport.Tally()
    public init(roots: Int = 0, nonText: StoredFrameReport.Tally = .init(), all: StoredFrameReport.Tally = .init()) {
      self.roots = roots
      self.nonText = nonText
      self.all = all
    }

    mutating func add(_ other: Group) {
      roots += other.roots
      nonText.add(other.nonText)
      all.add(other.all)
    }
  }

  /// Roots whose stored frames satisfy every constraint between views.
  public var upToDate = Group()
  /// Roots whose stored frames break a constraint between views (`StoredFrameReport.isStale`).
  public var stale = Group()
  /// Up-to-date roots where a constraint to a guide or margin does not hold (stale frames, or
  /// formshot places that guide differently from Xcode).
  public var upToDateBreakingGuides = 0
  /// Files with at least one root compared with its stored frames.
  public var files = 0
  /// Files checked (opened or not): `files` of them had a root to compare.
  public var filesGiven = 0
  /// Files that opened but have no root (an empty xib): nothing to compare, not an error.
  public var rootless: [String] = []
  /// Roots whose plain check found errors, and those with warnings only: `--summary` and
  /// `--json` hide the check's lines, so the totals say why the exit status is 1.
  public var checkErrorRoots = 0
  public var checkWarningRoots = 0
  /// A file that could not be opened (`root` nil) or a root that could not be laid out.
  public struct Failure: Sendable, Equatable {
    public var file: String
    public var root: String?
    /// The error's first line, usually starting with the file's path.
    public var message: String
    public init(file: String, root: String? = nil, message: String) {
      self.file = file
      self.root = root
      self.message = message
    }

    /// The message once with its path, then the root it concerns.
    var line: String {
      (message.hasPrefix(file) ? message : "\(file): \(message)") + (root.map { " (root \($0))" } ?? "")
    }
  }
  /// Files or roots that could not be opened or laid out, with the error.
  public var failed: [Failure] = []

  public init() {}

  /// Every compared root.
  public var overall: Group {
    var g = upToDate
    g.add(stale)
    return g
  }

  /// One root's plain check: `errors` and `warnings` found.
  public mutating func addCheck(errors: Int, warnings: Int) {
    if errors > 0 {
      checkErrorRoots += 1
    } else if warnings > 0 {
      checkWarningRoots += 1
    }
  }

  public mutating func add(_ report: StoredFrameReport) {
    let group = Group(roots: 1, nonText: report.nonText, all: report.all)
    if report.isStale {
      stale.add(group)
    } else {
      upToDate.add(group)
      if !report.brokenThroughGuides.isEmpty { upToDateBreakingGuides += 1 }
    }
  }

  /// The totals as `check --stored-frames` ends with them (no trailing newline).
  public func text() -> String {
    func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
    var out = [
      "Total: \(plural(overall.roots, "root")) in \(files == filesGiven ? "" : "\(files) of ")\(plural(filesGiven, "file")), "
        + "Xcode's stored frames against formshot's layout"
    ]
    out.append(overall.nonText.line("views whose size does not come from text", indent: 2))
    out.append(overall.all.line("all views", indent: 2))
    let guides =
      upToDateBreakingGuides == 0
      ? ""
      : "; \(upToDateBreakingGuides) of them with a constraint to a guide or margin that does not hold"
    out.append(
      "  up to date: \(plural(upToDate.roots, "root")) (the stored frames satisfy the constraints between views\(guides))")
    if upToDate.roots > 0 {
      out.append(upToDate.nonText.line("views whose size does not come from text", indent: 4))
      out.append(upToDate.all.line("all views", indent: 4))
    }
    out.append(
      "  stale: \(plural(stale.roots, "root")) (the stored frames break a constraint between views: "
        + "they say nothing about formshot)")
    if stale.roots > 0 {
      out.append(stale.nonText.line("views whose size does not come from text", indent: 4))
      out.append(stale.all.line("all views", indent: 4))
    }
    if !rootless.isEmpty {
      out.append("  no root in \(plural(rootless.count, "file")): " + rootless.joined(separator: ", "))
    }
    if !failed.isEmpty {
      let roots = failed.filter { $0.root != nil }.count
      let noun =
        roots == 0 ? plural(failed.count, "file")
        : roots == failed.count ? plural(failed.count, "root")
        : "\(failed.count) files or roots"
      out.append("  \(noun) could not be opened or laid out:")
      for f in failed { out.append("    " + f.line) }
    }
    if checkErrorRoots + checkWarningRoots > 0 {
      out.append(
        "  check: \(plural(checkErrorRoots, "root")) with errors, \(checkWarningRoots) with warnings"
          + " (their lines are left out with --summary)")
    }
    return out.joined(separator: "\n")
  }

  /// `check --stored-frames --json` (format formshot-stored-frames/1): each root's record
  /// (`StoredFrameReport.json`), the failures and the totals.
  public func json(roots: [String]) -> String {
    func group(_ g: Group) -> String {
      "{\"roots\": \(g.roots), \"nonText\": \(g.nonText.json), \"all\": \(g.all.json)}"
    }
    var out = "{\n  \"format\": \"formshot-stored-frames/1\",\n  \"roots\": ["
    out += roots.isEmpty ? "],\n" : "\n    " + roots.joined(separator: ",\n    ") + "\n  ],\n"
    out += "  \"failed\": ["
    out +=
      failed.isEmpty
      ? "],\n"
      : "\n    "
        + failed.map {
          "{\"file\": \(jsonString($0.file)), \"root\": \($0.root.map(jsonString) ?? "null"), \"error\": \(jsonString($0.message))}"
        }
        .joined(separator: ",\n    ") + "\n  ],\n"
    let totals = [
      ("files", "\(files)"), ("failed", "\(failed.count)"), ("overall", group(overall)),
      ("upToDate", group(upToDate)), ("upToDateBreakingGuides", "\(upToDateBreakingGuides)"),
      ("stale", group(stale)),
      // Appended after the first release's keys, so their order stays.
      ("filesGiven", "\(filesGiven)"), ("rootless", "[" + rootless.map(jsonString).joined(separator: ", ") + "]"),
      ("check", "{\"errorRoots\": \(checkErrorRoots), \"warningRoots\": \(checkWarningRoots)}"),
    ]
    out += "  \"totals\": {\n" + totals.map { "    \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n  }\n}\n"
    return out
  }
}

extension StoredFrameReport.Tally {
  mutating func add(_ other: Self) {
    views += other.views
    withinHalf += other.withinHalf
    withinTwo += other.withinTwo
    missing += other.missing
  }

  /// `name N: within 0.5 pt n (p %), within 2 pt m (q %)[, k not laid out]`, indented.
  func line(_ name: String, indent: Int) -> String {
    func share(_ n: Int) -> String {
      views == 0 ? "" : " (\(NumberFormat.rounded(1).string(100 * Double(n) / Double(views))) %)"
    }
    return String(repeating: " ", count: indent)
      + "\(name) \(views): within 0.5 pt \(withinHalf)\(share(withinHalf)), "
      + "within 2 pt \(withinTwo)\(share(withinTwo))"
      + (missing > 0 ? ", \(missing) not laid out" : "")
  }

  var json: String {
    "{\"views\": \(views), \"withinHalf\": \(withinHalf), \"withinTwo\": \(withinTwo), \"missing\": \(missing)}"
  }
}

extension StoredFrameReport {
  /// One root's record in `check --stored-frames --json`: its figures and the stale verdict
  /// with the counts it rests on; `check` is the plain check's errors and warnings.
  public func json(path: String, check: (errors: Int, warnings: Int)) -> String {
    "{\"file\": \(jsonString(path)), \"root\": \(jsonString(rootID.rawValue)), "
      + "\"stale\": \(isStale), \"nonText\": \(nonText.json), \"all\": \(all.json), "
      + "\"differing\": \(differences.count), \"misplaced\": \(misplaced.count), "
      + "\"evaluated\": \(evaluated), \"broken\": \(Self.json(broken)), "
      + "\"brokenThroughGuides\": \(Self.json(brokenThroughGuides)), "
      + "\"check\": {\"errors\": \(check.errors), \"warnings\": \(check.warnings)}}"
  }

  /// Broken constraints as `[{"constraint", "off", "line"}]`, worst first.
  static func json(_ list: [BrokenConstraint]) -> String {
    "["
      + list.map { b in
        "{\"constraint\": \(jsonString(b.constraint.notation(.inspector))), \"off\": "
          + "\(NumberFormat.rounded(3).string(b.off)), \"line\": \(b.location.map { String($0.line) } ?? "null")}"
      }.joined(separator: ", ") + "]"
  }
}
