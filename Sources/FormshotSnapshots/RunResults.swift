import Foundation

/// What one `formshot snapshot` run (or CI shard) leaves behind for merging and for CI:
/// `ARTIFACTS/results-FORM.json` (format `formshot-results/1`) beside the HTML report. Paths
/// in it are relative to the file's own folder, so a downloaded shard folder still resolves.
/// `formshot report merge` reads these to write one HTML report and one JUnit file.
public struct RunResults: Codable, Sendable, Equatable {
  public static let formatName = "formshot-results/1"

  public var format: String = RunResults.formatName
  /// Every covered state of every form, in run order.
  public var states: [StateRecord]

  public init(states: [StateRecord]) { self.states = states }

  /// One state's outcome as plain data.
  public struct StateRecord: Codable, Sendable, Equatable {
    public var form: String
    public var name: String
    public var state: [String]
    /// matched, recorded, updated, changed, missing or failed.
    public var status: String
    /// How it differs (`difference 0.12% (…)`, `no baseline`, …), when there is something to say.
    public var detail: String?
    public var message: String?
    public var baseline: String
    public var actual: String?
    public var expected: String?
    public var diff: String?

    /// Whether the state counts against the exit status.
    public var isFailure: Bool { ["changed", "missing", "failed"].contains(status) }
  }

  /// The records of `summary` for `form`, paths made relative to `folder`.
  public init(_ summary: SnapshotSummary, form: String, relativeTo folder: String) {
    states = summary.results.map { r in
      let (status, detail) = HTMLReport.describe(r.outcome)
      func rel(_ p: String?) -> String? { p.map { FileStore.relative($0, from: folder) } }
      return StateRecord(
        form: form, name: r.name, state: r.state, status: status, detail: detail,
        message: r.message, baseline: FileStore.relative(r.baselinePath, from: folder),
        actual: rel(r.actualPath), expected: rel(r.expectedPath), diff: rel(r.diffPath))
    }
  }

  /// Paths rebased from `from` (the folder they are relative to) to `to`.
  public func rebased(from: String, to: String) -> RunResults {
    func move(_ p: String?) -> String? {
      guard let p else { return nil }
      let absolute = p.hasPrefix("/") ? p : from + "/" + p
      return FileStore.relative(absolute, from: to)
    }
    var out = self
    out.states = states.map { s in
      var s = s
      s.baseline = move(s.baseline) ?? s.baseline
      s.actual = move(s.actual)
      s.expected = move(s.expected)
      s.diff = move(s.diff)
      return s
    }
    return out
  }

  /// `48 matched, 1 changed, 0 missing` over all records.
  public var line: String {
    func count(_ s: String) -> Int { states.filter { $0.status == s }.count }
    var s = "\(count("matched")) matched, \(count("changed")) changed, \(count("missing")) missing"
    if count("failed") > 0 { s += ", \(count("failed")) failed" }
    let recorded = count("recorded") + count("updated")
    if recorded > 0 { s += ", \(recorded) recorded" }
    return s
  }

  public var succeeded: Bool { !states.contains(where: \.isFailure) }

  /// The file's text: pretty, keys sorted, so equal runs give equal bytes.
  public func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self) + "\n"
  }

  /// Reads a results file; problems name the file.
  public static func read(path: String) throws(SnapshotError) -> RunResults {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .io(path: path, message: "cannot read")
    }
    let results: RunResults
    do {
      results = try JSONDecoder().decode(RunResults.self, from: data)
    } catch {
      throw .io(path: path, message: "not a formshot results file (\(RunResults.formatName))")
    }
    guard results.format == formatName else {
      throw .io(path: path, message: "unsupported format '\(results.format)'; expected '\(formatName)'")
    }
    return results
  }

  // MARK: - JUnit

  /// JUnit XML as CI systems read it: one `<testsuite>` per form, one `<testcase>` per state;
  /// changed and missing states are `<failure>`s, rendering errors `<error>`s, recorded states
  /// `<skipped>` (written, not verified). Messages carry the baseline and artifact paths as
  /// stored in the records.
  public func junit() -> String {
    let e = HTMLReport.escape
    var forms: [String] = []
    for s in states where !forms.contains(s.form) { forms.append(s.form) }
    func n(_ xs: [StateRecord], _ statuses: [String]) -> Int {
      xs.filter { statuses.contains($0.status) }.count
    }
    let all = (tests: states.count, failures: n(states, ["changed", "missing"]),
      errors: n(states, ["failed"]), skipped: n(states, ["recorded", "updated"]))
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"formshot snapshot\" tests=\"\(all.tests)\" failures=\"\(all.failures)\" errors=\"\(all.errors)\" skipped=\"\(all.skipped)\">\n"
    for form in forms {
      let xs = states.filter { $0.form == form }
      out += "  <testsuite name=\"\(e(form))\" tests=\"\(xs.count)\" failures=\"\(n(xs, ["changed", "missing"]))\" errors=\"\(n(xs, ["failed"]))\" skipped=\"\(n(xs, ["recorded", "updated"]))\">\n"
      for s in xs {
        let caseOpen = "    <testcase classname=\"formshot.\(e(form))\" name=\"\(e(s.name))\""
        let summary = s.status + (s.detail.map { ": " + $0 } ?? "")
        var body = [s.message ?? summary]
        body.append("baseline: \(s.baseline)")
        for (label, path) in [("actual", s.actual), ("expected", s.expected), ("diff", s.diff)] {
          if let path { body.append("\(label): \(path)") }
        }
        switch s.status {
        case "changed", "missing", "failed":
          let tag = s.status == "failed" ? "error" : "failure"
          out += caseOpen + ">\n"
          out += "      <\(tag) message=\"\(e(summary))\" type=\"\(s.status)\">\(e(body.joined(separator: "\n")))</\(tag)>\n"
          out += "    </testcase>\n"
        case "recorded", "updated":
          out += caseOpen + ">\n      <skipped message=\"\(e(summary))\"/>\n    </testcase>\n"
        default:
          out += caseOpen + "/>\n"
        }
      }
      out += "  </testsuite>\n"
    }
    out += "</testsuites>\n"
    return out
  }

  // MARK: - Merged HTML

  /// One HTML report over every record (shards merged): failures first, then new, then
  /// unchanged, images linked relative to the report's folder.
  public func html(title: String) -> String {
    let e = HTMLReport.escape
    var out = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <title>\(e(title))</title>
      <style>
      body{font:14px system-ui,sans-serif;margin:24px;background:#f6f6f6;color:#111}
      .entry{background:#fff;border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0}
      .entry.changed,.entry.failed,.entry.missing{border-color:#d33}
      .status{font-weight:600;text-transform:uppercase;font-size:12px;margin-right:8px}
      .images{display:flex;gap:12px;overflow-x:auto}figure{margin:0}
      figcaption{font-size:12px;color:#555}img{max-height:480px;border:1px solid #ccc}
      pre{white-space:pre-wrap;font-size:12px;background:#f0f0f0;padding:8px}
      </style></head><body>
      <h1>\(e(title))</h1>
      <p id="summary">\(e(line))</p>

      """
    let sections: [(String, String, [String])] = [
      ("failures", "Changed and failed", ["changed", "failed", "updated"]),
      ("new", "New", ["missing", "recorded"]), ("unchanged", "Unchanged", ["matched"]),
    ]
    for (id, title, statuses) in sections {
      let xs = states.filter { statuses.contains($0.status) }
      out += "<h2 id=\"\(id)\">\(e(title)) (\(xs.count))</h2>\n"
      for s in xs {
        out += "<div class=\"entry \(e(s.status))\" data-name=\"\(e(s.name))\">\n"
        out += "<p><span class=\"status\">\(e(s.status))</span><code>\(e(s.name))</code> "
        out += "[\(e(s.state.joined(separator: " ")))]" + (s.detail.map { " — " + e($0) } ?? "")
        out += "</p>\n"
        if let m = s.message { out += "<pre>\(e(m))</pre>\n" }
        out += "<div class=\"images\">\n"
        for (caption, path) in [
          ("expected", s.expected), ("actual", s.actual),
          ("diff: expected | changes | actual", s.diff),
        ] {
          guard let path else { continue }
          out += "<figure><img src=\"\(e(path))\" alt=\"\(e(caption))\">"
          out += "<figcaption>\(e(caption))</figcaption></figure>\n"
        }
        out += "</div></div>\n"
      }
    }
    out += "</body></html>\n"
    return out
  }
}
