/// A binary min-heap of symbol or definition ids, so "the lowest id first" (Bland's rule, and
/// definitions in dependency order) never needs a scan. Duplicates are allowed; callers skip
/// entries that went stale while queued.
struct SymbolHeap {
  private var items: [Int32] = []

  var isEmpty: Bool { items.isEmpty }

  mutating func push(_ x: Int32) {
    items.append(x)
    var i = items.count - 1
    while i > 0 {
      let parent = (i - 1) >> 1
      if items[parent] <= items[i] { break }
      items.swapAt(parent, i)
      i = parent
    }
  }

  mutating func pop() -> Int32? {
    guard let top = items.first else { return nil }
    let last = items.removeLast()
    if !items.isEmpty {
      items[0] = last
      var i = 0
      while true {
        let l = 2 * i + 1
        let r = l + 1
        var m = i
        if l < items.count && items[l] < items[m] { m = l }
        if r < items.count && items[r] < items[m] { m = r }
        if m == i { break }
        items.swapAt(i, m)
        i = m
      }
    }
    return top
  }

  mutating func removeAll() { items.removeAll(keepingCapacity: true) }
}
