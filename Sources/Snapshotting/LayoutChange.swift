/// Layout comparison: frames are compared before pixels because "cta.y 540 → 548" tells a
/// reviewer what moved, where a red pixel mask only tells them that something did (taffy's
/// text frame dumps before pixels).

/// One difference between the expected and the actual layout JSON.
import JSON
import LayoutVocabulary
public struct LayoutChange: Sendable, Equatable, CustomStringConvertible {
  /// Dotted path of the value, views by id (`cta.y`, `contentOffsets.scroll`).
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

/// Compares two layout JSON texts (as `formshot layout --json` prints them).
package enum LayoutComparer {
  /// The changes from `expected` to `actual`, in the order the expected layout lists them, then
  /// additions in the order of the actual layout. Numbers within `tolerance` count as equal.
  /// - Throws: `JSONSyntaxError` when either text is not JSON.
  package static func changes(
    expected: String, actual: String, tolerance: Double = 0
  ) throws(JSONSyntaxError) -> [LayoutChange] {
    if expected == actual { return [] }
    let old = flatten(try JSONValue.parse(expected))
    let new = flatten(try JSONValue.parse(actual))
    let oldViews = Set(old.compactMap(\.view))
    let newViews = Set(new.compactMap(\.view))
    var newByPath: [String: JSONValue] = [:]
    for leaf in new { newByPath[leaf.path] = leaf.value }
    let oldPaths = Set(old.map(\.path))
    var changes: [LayoutChange] = []
    var reported = Set<String>()
    for leaf in old {
      if let view = leaf.view, !newViews.contains(view) {
        if reported.insert(view).inserted {
          changes.append(LayoutChange(path: view, before: LayoutChange.viewMarker, after: nil))
        }
        continue
      }
      guard let value = newByPath[leaf.path] else {
        changes.append(LayoutChange(path: leaf.path, before: text(leaf.value), after: nil))
        continue
      }
      if !equal(leaf.value, value, tolerance: tolerance) {
        changes.append(LayoutChange(path: leaf.path, before: text(leaf.value), after: text(value)))
      }
    }
    for leaf in new where !oldPaths.contains(leaf.path) {
      if let view = leaf.view, !oldViews.contains(view) {
        if reported.insert(view).inserted {
          changes.append(LayoutChange(path: view, before: nil, after: LayoutChange.viewMarker))
        }
        continue
      }
      changes.append(LayoutChange(path: leaf.path, before: nil, after: text(leaf.value)))
    }
    return changes
  }

  // MARK: - Flattening

  struct Leaf {
    var path: String
    var value: JSONValue
    /// The view id when the leaf belongs to a frame entry.
    var view: String?
  }

  /// Leaves in document order. `frames` (or `views`, as `formshot layout --json` names them)
  /// entries are keyed by their `id` (or `name`, or their member name) without the prefix, and a nested `frame` object or `[x, y, width, height]` array is unwrapped,
  /// so both `{"id":"cta","y":540}` and `{"id":"cta","frame":{"y":540}}` give `cta.y`.
  static func flatten(_ root: JSONValue) -> [Leaf] {
    var out: [Leaf] = []
    guard case .object(let members) = root else {
      walk(root, path: "", view: nil, into: &out)
      return out
    }
    for (key, value) in members {
      if key == "frames" || key == "views" {
        for (id, entry) in keyedEntries(value) {
          if case .object(let fields) = entry {
            for (field, v) in fields where field != "id" && field != "name" {
              if field == "frame" {
                walkFrame(v, path: id, view: id, into: &out)
              } else {
                walk(v, path: "\(id).\(field)", view: id, into: &out)
              }
            }
          } else {
            walkFrame(entry, path: id, view: id, into: &out)
          }
        }
      } else {
        walk(value, path: key, view: nil, into: &out)
      }
    }
    return out
  }

  private static func walkFrame(_ v: JSONValue, path: String, view: String, into out: inout [Leaf])
  {
    if case .array(let xs) = v, xs.count == 4 {
      for (name, x) in zip(["x", "y", "width", "height"], xs) {
        out.append(Leaf(path: "\(path).\(name)", value: x, view: view))
      }
    } else {
      walk(v, path: path, view: view, into: &out)
    }
  }

  /// Entries of an array keyed by their `id`/`name` member (index otherwise), or of an object
  /// keyed by member name.
  private static func keyedEntries(_ v: JSONValue) -> [(String, JSONValue)] {
    switch v {
    case .object(let members): return members.map { ($0.key, $0.value) }
    case .array(let items):
      return items.enumerated().map { i, item in (identity(item) ?? "[\(i)]", item) }
    default: return [("", v)]
    }
  }

  private static func identity(_ v: JSONValue) -> String? {
    if case .string(let s)? = v["id"] { return s }
    if case .string(let s)? = v["name"] { return s }
    return nil
  }

  private static func walk(_ v: JSONValue, path: String, view: String?, into out: inout [Leaf]) {
    func join(_ s: String) -> String { path.isEmpty ? s : "\(path).\(s)" }
    switch v {
    case .object(let members):
      for (k, x) in members { walk(x, path: join(k), view: view, into: &out) }
    case .array(let items):
      for (k, x) in keyedEntries(.array(items)) {
        walk(x, path: k.hasPrefix("[") ? path + k : join(k), view: view, into: &out)
      }
    default: out.append(Leaf(path: path, value: v, view: view))
    }
  }

  // MARK: - Values

  private static func equal(_ a: JSONValue, _ b: JSONValue, tolerance: Double) -> Bool {
    if case .number(let x) = a, case .number(let y) = b { return abs(x - y) <= tolerance }
    return a == b
  }

  /// Numbers without a needless ".0" and rounded to 1/1000, strings quoted.
  static func text(_ v: JSONValue) -> String {
    switch v {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let x): return formatNumber(x)
    case .string(let s): return "\"\(s)\""
    case .array: return "[…]"
    case .object: return "{…}"
    }
  }

  static func formatNumber(_ x: Double) -> String {
    NumberFormat(decimals: 3, nonFinite: .swift).string(x)
  }
}
