/// Machine- and human-readable dumps of solved frames (`formshot layout`).
import LayoutContract
import LayoutVocabulary
import Geometry
import JSON

/// The frames of one layout as JSON (for scripts and cross-checks) or as an aligned table.
public enum LayoutReport {
  /// `{"form": NAME, "state": [TOKENS], "canvas": {...}, "views": {"NAME": {...}}}` on one line,
  /// every item but the root in item order; numbers rounded to 1/1000 pt, printed shortest.
  /// Written by hand so that the key order is stable.
  public static func json(form: ResolvedForm, result: LayoutResult) -> String {
    let state = form.state.map(quoted).joined(separator: ", ")
    let canvas = form.environment.canvasSize
    let views = rows(form: form, result: result).map { row in
      "\(quoted(row.id.rawValue)): {\"x\": \(n(row.frame.minX)), \"y\": \(n(row.frame.minY)), "
        + "\"width\": \(n(row.frame.width)), \"height\": \(n(row.frame.height)), "
        + "\"hidden\": \(row.hidden)}"
    }
    return "{\"form\": \(quoted(form.name)), \"state\": [\(state)], "
      + "\"canvas\": {\"width\": \(n(canvas.width)), \"height\": \(n(canvas.height))}, "
      + "\"views\": {\(views.joined(separator: ", "))}}"
  }

  /// Aligned columns name / x / y / width / height / hidden, one item per line.
  public static func table(form: ResolvedForm, result: LayoutResult) -> String {
    let header = ["name", "x", "y", "width", "height", "hidden"]
    let body = rows(form: form, result: result).map { row in
      [
        row.id.rawValue, n(row.frame.minX), n(row.frame.minY), n(row.frame.width),
        n(row.frame.height), row.hidden ? "yes" : "no",
      ]
    }
    let all = [header] + body
    let widths = header.indices.map { col in all.map { $0[col].count }.max() ?? 0 }
    return all.map { cells in
      cells.enumerated().map { col, cell in
        let pad = String(repeating: " ", count: widths[col] - cell.count)
        // Names and the flag read left-aligned, numbers right-aligned.
        return col == 0 || col == 5 ? cell + pad : pad + cell
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }.joined(separator: "\n") + "\n"
  }

  // MARK: - Helpers

  private static func rows(form: ResolvedForm, result: LayoutResult)
    -> [(id: ItemID, frame: Rect, hidden: Bool)]
  {
    form.items.filter { $0.kind != .root }.map { item in
      (item.id, result.frame(item.id) ?? .zero, item.isHidden)
    }
  }

  private static func n(_ v: Double) -> String { Notation.number(v) }

  private static func quoted(_ s: String) -> String { jsonString(s) }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var s = Substring(self)
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}
