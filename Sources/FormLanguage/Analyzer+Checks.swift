// Whole-form checks once every statement is read: chain cycles, unused names.
import LayoutVocabulary

extension Analyzer {
  /// Cycles in `below`/`above`/`after`/`before` chains, in the base and in each `when` block
  /// combined with the base. Edges are taken in source order; the edge that closes a cycle
  /// reports it, with the shortest path back. Linear for chains without cycles: an edge can
  /// only close a cycle when its two ends are already connected (union-find), and only then is
  /// a path searched.
  mutating func checkChains() {
    let blocks = [0] + Array(Set(chainEdges.map(\.block))).filter { $0 != 0 }.sorted()
    var reported: Set<String> = []
    let vertical = chainEdges.reduce(0) { $0 + ($1.axis == .vertical ? 1 : 0) }
    // Each end numbered once (equal ids, equal numbers), so the graphs index arrays.
    var numbers = NameTable()
    var ends: [(from: Int32, to: Int32)] = []
    ends.reserveCapacity(chainEdges.count)
    // Each number's id as first written (an id has one spelling: it is the view's own).
    var idByNumber: [String] = []
    for k in chainEdges.indices {
      let from = numbers.enter(chainEdges[k].from)
      if Int(from) == idByNumber.count { idByNumber.append(chainEdges[k].from) }
      let to = numbers.enter(chainEdges[k].to)
      if Int(to) == idByNumber.count { idByNumber.append(chainEdges[k].to) }
      ends.append((from, to))
    }
    // Node by number, shared by the graphs: each graph clears what it set, so many `when`
    // blocks do not each pay for every number.
    var index = [Int](repeating: -1, count: numbers.count)
    for axis in [AnchorAttribute.Axis.vertical, .horizontal] {
      let edgesOnAxis = axis == .vertical ? vertical : chainEdges.count - vertical
      for b in blocks {
        var graph = ChainGraph(capacity: edgesOnAxis, index: index)
        index = []
        defer { index = graph.clearedIndex() }
        // Edges are read field by field: copying one out retained its ids and location.
        for k in chainEdges.indices
        where chainEdges[k].axis == axis && (chainEdges[k].block == 0 || chainEdges[k].block == b) {
          let from = graph.node(ends[k].from)
          let to = graph.node(ends[k].to)
          let connected = graph.find(from) == graph.find(to)
          graph.addEdge(from, to)
          // Is there a path from e.to back to e.from using edges up to and including this one?
          guard connected || from == to, let path = graph.shortestPath(from: to, to: from)
          else { continue }
          let e = chainEdges[k]
          let cycle = [e.from] + path.map { idByNumber[Int(graph.numbers[$0])] }
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
  mutating func checkContextualProperties() {
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

  mutating func warnUnused() {
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
  /// A view's node by its number in the check's `NameTable` (-1: not in the graph yet).
  var index: [Int]
  /// Each node's number, to clear `index` afterwards.
  var numbers: [Int32] = []
  /// Each node's outgoing edges in the order they were added, as a list threaded through
  /// the edge arrays (one array per node cost an allocation each).
  var firstEdge: [Int] = []
  var lastEdge: [Int] = []
  var edgeTarget: [Int] = []
  var nextEdge: [Int] = []
  var parent: [Int] = []

  /// Room for the views of `edges` edges (at most two each), so the tables do not grow;
  /// `index` holds -1 for every number.
  init(capacity edges: Int, index: [Int]) {
    let nodes = min(2 * edges, 1 << 20)
    self.index = index
    numbers.reserveCapacity(nodes)
    firstEdge.reserveCapacity(nodes)
    lastEdge.reserveCapacity(nodes)
    parent.reserveCapacity(nodes)
    edgeTarget.reserveCapacity(min(edges, 1 << 20))
    nextEdge.reserveCapacity(min(edges, 1 << 20))
  }

  /// The node of the view numbered `number`, added when new.
  mutating func node(_ number: Int32) -> Int {
    let i = index[Int(number)]
    if i >= 0 { return i }
    let new = numbers.count
    numbers.append(number)
    index[Int(number)] = new
    firstEdge.append(-1)
    lastEdge.append(-1)
    parent.append(new)
    return new
  }

  /// `index` with every entry this graph set back to -1.
  mutating func clearedIndex() -> [Int] {
    for n in numbers { index[Int(n)] = -1 }
    let cleared = index
    index = []
    return cleared
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
    let edge = edgeTarget.count
    edgeTarget.append(to)
    nextEdge.append(-1)
    if lastEdge[from] >= 0 { nextEdge[lastEdge[from]] = edge } else { firstEdge[from] = edge }
    lastEdge[from] = edge
    let (a, b) = (find(from), find(to))
    if a != b { parent[a] = b }
  }

  /// Breadth-first, successors in edge order: the same path the original search found.
  mutating func shortestPath(from: Int, to: Int) -> [Int]? {
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
      var edge = firstEdge[last]
      while edge >= 0 {
        let next = edgeTarget[edge]
        if cameFrom[next] == nil {
          cameFrom[next] = last
          queue.append(next)
        }
        edge = nextEdge[edge]
      }
    }
    return nil
  }
}
