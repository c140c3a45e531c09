/// The self-contained HTML report: one file, images linked relative to it, written in every
/// mode (verify included), failures first, then new, then unchanged. All text is escaped.
package enum HTMLReport {
  /// Writes the report for `summary` to `path` (skipped when the bytes are unchanged).
  package static func write(_ summary: SnapshotSummary, form: String, to path: String)
    throws(SnapshotError)
  {
    try FileStore.write(html(summary, form: form, reportPath: path), to: path)
  }

  /// Which section an outcome belongs to.
  enum Section: Int, CaseIterable {
    case failures, new, unchanged

    var title: String {
      switch self {
      case .failures: return "Changed and failed"
      case .new: return "New"
      case .unchanged: return "Unchanged"
      }
    }
  }

  static func section(_ o: SnapshotOutcome) -> Section {
    switch o {
    case .changed, .failed: return .failures
    case .recorded(let previous): return previous == nil ? .new : .failures
    case .missing: return .new
    case .matched: return .unchanged
    }
  }

  static func html(_ summary: SnapshotSummary, form: String, reportPath: String) -> String {
    let dir = FileStore.parent(reportPath)
    func link(_ p: String?) -> String? { p.map { FileStore.relative($0, from: dir) } }
    var out = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8">
      <title>formshot snapshots: \(escape(form))</title>
      <style>
      body{font:14px system-ui,sans-serif;margin:24px;background:#f6f6f6;color:#111}
      h2{margin-top:32px}
      .entry{background:#fff;border:1px solid #ddd;border-radius:8px;padding:12px;margin:12px 0}
      .entry.changed,.entry.failed,.entry.missing{border-color:#d33}
      .status{font-weight:600;text-transform:uppercase;font-size:12px;margin-right:8px}
      .images{display:flex;gap:12px;align-items:flex-start;overflow-x:auto}
      figure{margin:0}figcaption{font-size:12px;color:#555}
      img{max-height:480px;border:1px solid #ccc;
      background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
      pre{white-space:pre-wrap;font-size:12px;background:#f0f0f0;padding:8px}
      </style></head><body>
      <h1>formshot snapshots: \(escape(form))</h1>
      <p id="summary">\(escape(summary.line))</p>

      """
    for section in Section.allCases {
      let items = summary.results.filter { HTMLReport.section($0.outcome) == section }
      out += "<h2 id=\"\(section)\">\(escape(section.title)) (\(items.count))</h2>\n"
      for r in items {
        let (status, share) = describe(r.outcome)
        out += "<div class=\"entry \(status)\" data-name=\"\(escape(r.name))\">\n"
        out += "<p><span class=\"status\">\(escape(status))</span><code>\(escape(r.name))</code> "
        out += "[\(escape(r.state.joined(separator: " ")))]"
        out += (share.map { " — " + escape($0) } ?? "") + "</p>\n"
        if let m = r.message { out += "<pre>\(escape(m))</pre>\n" }
        out += "<div class=\"images\">\n"
        for (caption, path) in [
          ("expected", r.expectedPath), ("actual", r.actualPath),
          ("diff: expected | changes | actual", r.diffPath),
        ] {
          guard let rel = link(path) else { continue }
          out += "<figure><img src=\"\(escape(rel))\" alt=\"\(escape(caption))\">"
          out += "<figcaption>\(escape(caption))</figcaption></figure>\n"
        }
        out += "</div></div>\n"
      }
    }
    if summary.pruneRequested {
      out += "<h2 id=\"pruned\">Pruned (\(summary.pruned.count))</h2>\n<ul>\n"
      for p in summary.pruned { out += "<li><code>\(escape(p))</code></li>\n" }
      out += "</ul>\n"
    }
    out += "</body></html>\n"
    return out
  }

  /// Status word and difference text for an outcome.
  static func describe(_ o: SnapshotOutcome) -> (String, String?) {
    switch o {
    case .matched(let d): return ("matched", d == .identical ? nil : d.summary)
    case .recorded(let prev):
      return (prev == nil ? "recorded" : "updated", prev.map { changeText($0) })
    case .changed(let c): return ("changed", changeText(c))
    case .missing: return ("missing", "no baseline")
    case .failed(let e): return ("failed", e.description)
    }
  }

  static func changeText(_ c: SnapshotChange) -> String {
    var parts: [String] = []
    switch c.pixels {
    case .identical: break
    case .similar(let n, let total, _), .different(let n, let total, _):
      parts.append("difference \(DiffResult.percent(c.pixels.share)) (\(n) of \(total) pixels)")
    case .sizeMismatch: parts.append(c.pixels.summary)
    }
    if !c.layout.isEmpty {
      parts.append("layout: " + c.layout.map(\.description).joined(separator: ", "))
    }
    return parts.joined(separator: "; ")
  }

  /// Escapes `& < > " '` for text and attribute values.
  package static func escape(_ s: String) -> String {
    var out = ""
    out.reserveCapacity(s.utf8.count)
    for ch in s.unicodeScalars {
      switch ch {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(ch)
      }
    }
    return out
  }
}
