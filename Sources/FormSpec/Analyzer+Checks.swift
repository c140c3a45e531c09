// Whole-form checks once every statement is read: chain cycles, unused names.
import LayoutVocabulary

extension Analyzer {
  /// Cycles in `below`/`above`/`after`/`before` chains, in the base and in each `when` block
  /// combined with the base.
  func checkChains() {
    let blocks = [0] + Array(Set(chainEdges.map(\.block))).filter { $0 != 0 }.sorted()
    var reported: Set<String> = []
    for axis in [AnchorAttribute.Axis.vertical, .horizontal] {
      for b in blocks {
        let edges = chainEdges.filter { $0.axis == axis && ($0.block == 0 || $0.block == b) }
        for (i, e) in edges.enumerated() {
          // Is there a path from e.to back to e.from using edges up to and including this one?
          let usable = Array(edges[...i])
          guard let path = findPath(from: e.to, to: e.from, edges: usable) else { continue }
          let cycle = [e.from] + path
          let key = cycle.dropLast().sorted().joined(separator: ",")
          if reported.insert(key).inserted {
            error(e.location, "cycle in '\(e.keyword)' chain: " + cycle.joined(separator: " → "))
          }
        }
      }
    }
  }

  func findPath(from: String, to: String, edges: [ChainEdge]) -> [String]? {
    var queue: [[String]] = [[from]]
    var seen: Set<String> = [from]
    while !queue.isEmpty {
      let path = queue.removeFirst()
      let last = path[path.count - 1]
      if last == to { return path }
      for e in edges where e.from == last && !seen.contains(e.to) {
        seen.insert(e.to)
        queue.append(path + [e.to])
      }
    }
    return nil
  }

  func warnUnused() {
    for t in templateOrder where !usedTemplates.contains(t.name) {
      warning(t.location, "template '\(t.name)' is never used")
    }
    for axis in axes where !axis.isBuiltIn {
      if !axis.tokens.contains(where: { testedTokens.contains($0) }), let l = axis.location {
        warning(l, "no 'when' block tests the axis '\(axis.name)'")
      }
    }
    for v in views where v.kind == .guide && v.isNamed && !referenced.contains(v.id) {
      warning(v.location, "guide '\(v.id)' is never used")
    }
  }
}
