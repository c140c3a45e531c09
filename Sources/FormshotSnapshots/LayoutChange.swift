// Layout comparison: frames are compared before pixels because "cta.y 540 → 548" tells a
// reviewer what moved, where a red pixel mask only tells them that something did (taffy's
// text frame dumps before pixels).

import LayoutFile

/// One difference between the expected and the actual layout snapshot.
public struct LayoutChange: Sendable, Equatable, CustomStringConvertible {
  /// Dotted path of the value, views by id (`cta.y`, `canvas.height`, `contentOffsets.sv`).
  public var path: String
  /// The expected value as text, nil when the value (or view) is new.
  public var before: String?
  /// The actual value as text, nil when the value (or view) disappeared.
  public var after: String?

  public init(path: String, before: String?, after: String?) {
    self.path = path
    self.before = before
    self.after = after
  }

  /// `cta.y 540 → 548`, `cta added`, `cta removed`.
  public var description: String {
    switch (before, after) {
    case (let b?, let a?): return "\(path) \(b) → \(a)"
    case (nil, let a?):
      return a == LayoutChange.viewMarker ? "\(path) added" : "\(path) added (\(a))"
    case (let b?, nil):
      return b == LayoutChange.viewMarker ? "\(path) removed" : "\(path) removed (was \(b))"
    case (nil, nil): return path
    }
  }

  static let viewMarker = "<view>"
}

// MARK: - Comparing

/// Compares two layout snapshots field by field.
package enum LayoutComparer {
  /// The changes from `expected` to `actual`: the form, the state, the canvas, then each view
  /// in the expected order (a view only one side has reads `added` / `removed`), views new in
  /// `actual` in its order, and the content offsets the same way. Numbers within `tolerance`
  /// count as equal.
  package static func changes(
    expected: LayoutSnapshot, actual: LayoutSnapshot, tolerance: Double = 0
  ) -> [LayoutChange] {
    if expected == actual { return [] }
    var changes: [LayoutChange] = []
    func number(_ path: String, _ a: Double, _ b: Double) {
      let same = a == b || abs(a - b) <= tolerance || (a.isNaN && b.isNaN)
      if !same { changes.append(LayoutChange(path: path, before: text(a), after: text(b))) }
    }
    if expected.form != actual.form {
      changes.append(LayoutChange(path: "form", before: quoted(expected.form), after: quoted(actual.form)))
    }
    if expected.state != actual.state {
      changes.append(
        LayoutChange(path: "state", before: list(expected.state), after: list(actual.state)))
    }
    number("canvas.width", expected.canvas.width, actual.canvas.width)
    number("canvas.height", expected.canvas.height, actual.canvas.height)

    let actualViews = Dictionary(actual.views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    let expectedIDs = Set(expected.views.map(\.id))
    for view in expected.views {
      guard let now = actualViews[view.id] else {
        changes.append(LayoutChange(path: view.id, before: LayoutChange.viewMarker, after: nil))
        continue
      }
      for (field, after) in zip(view.numbers, now.numbers) {
        number("\(view.id).\(field.name)", field.value, after.value)
      }
      if view.hidden != now.hidden {
        changes.append(
          LayoutChange(path: "\(view.id).hidden", before: "\(view.hidden)", after: "\(now.hidden)"))
      }
    }
    for view in actual.views where !expectedIDs.contains(view.id) {
      changes.append(LayoutChange(path: view.id, before: nil, after: LayoutChange.viewMarker))
    }

    let actualOffsets = Dictionary(
      actual.contentOffsets.map { ($0.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
    let expectedOffsetIDs = Set(expected.contentOffsets.map(\.id))
    for offset in expected.contentOffsets {
      let path = "contentOffsets.\(offset.id)"
      if let now = actualOffsets[offset.id] {
        number(path, offset.offset, now)
      } else {
        changes.append(LayoutChange(path: path, before: text(offset.offset), after: nil))
      }
    }
    for offset in actual.contentOffsets where !expectedOffsetIDs.contains(offset.id) {
      changes.append(
        LayoutChange(path: "contentOffsets.\(offset.id)", before: nil, after: text(offset.offset)))
    }
    return changes
  }

  /// How a number reads in a change (`540`, `548.25`): as in the file.
  static func text(_ v: Double) -> String { LayoutSnapshot.text(v) }

  private static func quoted(_ s: String) -> String { "\"\(s)\"" }

  private static func list(_ tokens: [String]) -> String {
    "[" + tokens.joined(separator: " ") + "]"
  }
}
