// Whole-form checks once every statement is read: chain cycles, unused names.
import LayoutVocabulary

extension Analyzer {
  /// Cycles in `below`/`above`/`after`/`before` chains, in the base and in each `when` block
  /// combined with the base. Edges are taken in source order; the edge that closes a cycle
  /// reports it, with the shortest path back. Linear for chains without cycles: an edge can
  /// only close a cycle when its two ends are already connected (union-find), and only then is
  /// a path searched.
  func checkChains() {
    let blocks = [0] + Array(Set(chainEdges.map(\.block))).filter { $0 != 0 }.sorted()
    var reported: Set<String> = []
    let vertical = chainEdges.reduce(0) { $0 + ($1.axis == .vertical ? 1 : 0) }
    for axis in [AnchorAttribute.Axis.vertical, .horizontal] {
      let edgesOnAxis = axis == .vertical ? vertical : chainEdges.count - vertical
      for b in blocks {
        var graph = ChainGraph(capacity: edgesOnAxis)
        for e in chainEdges where e.axis == axis && (e.block == 0 || e.block == b) {
          let from = graph.node(e.from)
          let to = graph.node(e.to)
          let connected = graph.find(from) == graph.find(to)
          graph.addEdge(from, to)
          // Is there a path from e.to back to e.from using edges up to and including this one?
          guard connected || from == to, let path = graph.shortestPath(from: to, to: from)
          else { continue }
          let cycle = [e.from] + path.map { graph.names[$0] }
          let key = cycle.dropLast().sorted().joined(separator: ",")
          if reported.insert(key).inserted {
            error(e.location, "cycle in '\(e.keyword)' chain: " + cycle.joined(separator: " → "))
          }
        }
      }
    }
  }

  /// Properties that only mean something in a particular superview: `spacingAfter` is
  /// `UIStackView.setCustomSpacing(_:after:)`, so on a view that is not arranged in a stack it
  /// would do nothing — a located warning instead of silence.
  func checkContextualProperties() {
    var reported: Set<SourceLocation> = []
    // Each list on its own: joining them would copy every rule of the form.
    for rule in [baseRules, whenRules].joined() {
      guard case .property(let item, ViewProperty.spacingAfter.rawValue, _) = rule.action,
        let view = views.first(where: { $0.id == item }),
        reported.insert(rule.location).inserted
      else { continue }
      let parent = view.parent.flatMap { p in views.first { $0.id == p } }
      guard parent?.kind != .stack else { continue }
      warning(
        rule.location,
        "'spacingAfter' does nothing on '\(item)': it is the custom spacing after an arranged "
          + "view of a stack (setCustomSpacing(_:after:)), and '\(item)' is in "
          + (parent.map { "\($0.kind.rawValue) '\($0.id)'" } ?? "no view") + ", not a stack")
    }
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

/// The views of one chain axis as numbered nodes: directed edges in source order (for the
/// path search) and undirected connectivity (union-find, to skip searches that cannot succeed).
struct ChainGraph {
  var names: [String] = []
  var index: [String: Int] = [:]
  var successors: [[Int]] = []
  var parent: [Int] = []

  /// Room for the views of `edges` edges (at most two each), so the tables do not grow.
  init(capacity edges: Int) {
    let nodes = min(2 * edges, 1 << 20)
    names.reserveCapacity(nodes)
    index.reserveCapacity(nodes)
    successors.reserveCapacity(nodes)
    parent.reserveCapacity(nodes)
  }

  mutating func node(_ name: String) -> Int {
    if let i = index[name] { return i }
    let i = names.count
    names.append(name)
    index[name] = i
    successors.append([])
    parent.append(i)
    return i
  }

  mutating func find(_ i: Int) -> Int {
    var root = i
    while parent[root] != root { root = parent[root] }
    var j = i
    while parent[j] != root {
      let next = parent[j]
      parent[j] = root
      j = next
    }
    return root
  }

  mutating func addEdge(_ from: Int, _ to: Int) {
    successors[from].append(to)
    let (a, b) = (find(from), find(to))
    if a != b { parent[a] = b }
  }

  /// Breadth-first, successors in edge order: the same path the original search found.
  func shortestPath(from: Int, to: Int) -> [Int]? {
    var cameFrom = [Int: Int]()
    cameFrom[from] = from
    var queue = [from]
    var head = 0
    while head < queue.count {
      let last = queue[head]
      head += 1
      if last == to {
        var path = [last]
        var at = last
        while at != from {
          at = cameFrom[at]!
          path.append(at)
        }
        return path.reversed()
      }
      for next in successors[last] where cameFrom[next] == nil {
        cameFrom[next] = last
        queue.append(next)
      }
    }
    return nil
  }
}
