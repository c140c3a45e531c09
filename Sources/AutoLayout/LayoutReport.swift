// Machine- and human-readable dumps of solved frames (`formshot layout`).
import LayoutContract
import LayoutVocabulary
import Geometry
import LayoutFile

/// The frames of one layout as a layout snapshot (JSON, for scripts, cross-checks and stored
/// snapshots) or as an aligned table.
public enum LayoutReport {
  /// The typed layout snapshot: every item but the root in item order, and the scroll views'
  /// content offsets.
  public static func snapshot(form: ResolvedForm, result: LayoutResult) -> LayoutSnapshot {
    let canvas = form.environment.canvasSize
    return LayoutSnapshot(
      form: form.name, state: form.state,
      canvas: LayoutSnapshot.Canvas(width: canvas.width, height: canvas.height),
      views: rows(form: form, result: result).map { row in
        LayoutSnapshot.View(
          id: row.id.rawValue, x: row.frame.minX, y: row.frame.minY, width: row.frame.width,
          height: row.frame.height, hidden: row.hidden)
      },
      contentOffsets: result.contentOffsets.map {
        LayoutSnapshot.ContentOffset(id: $0.id.rawValue, offset: $0.offset)
      })
  }

  /// The snapshot's canonical JSON text (`formshot-layout/1`, one line; see docs/snapshots.md).
  public static func json(form: ResolvedForm, result: LayoutResult) -> String {
    snapshot(form: form, result: result).json
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
    // One lookup table instead of `result.frame(_:)` per item (a linear search: quadratic on
    // forms of thousands of views). The first frame of an id wins, as in `frame(_:)`.
    var frames: [ItemID: Rect] = [:]
    frames.reserveCapacity(result.frames.count)
    for entry in result.frames where frames[entry.id] == nil { frames[entry.id] = entry.frame }
    return form.items.filter { $0.kind != .root }.map { item in
      (item.id, frames[item.id] ?? .zero, item.isHidden)
    }
  }

  private static func n(_ v: Double) -> String { Notation.number(v) }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    // Bytes, not Characters (a grapheme walk per space was a tenth of `layout` on big forms):
    // after an ASCII byte, a space is always a Character of its own.
    let bytes = utf8
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[bytes.index(before: end)] == 0x20 {
      end = bytes.index(before: end)
    }
    if end == bytes.endIndex { return self }
    if end == bytes.startIndex || bytes[bytes.index(before: end)] < 0x80 {
      return String(self[..<end])
    }
    var s = Substring(self)
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}
