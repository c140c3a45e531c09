// Definitions: required equalities that only define a variable stay out of the tableau and
// are expanded where other constraints mention that variable (no fill-in on chains).

extension SolverCore {
  // MARK: - Definitions

  /// The expression's variables as symbols, duplicates combined, in first-seen order.
  /// The array comes from `termBuffer` when `add` gave one back: a constraint's terms are
  /// read once per add, and a fresh array each time was an allocation per constraint.
  mutating func directTerms(_ e: Expression) -> [Cell] {
    var out = termBuffer
    termBuffer = []
    out.removeAll(keepingCapacity: true)
    out.reserveCapacity(e.terms.count)
    for t in e.terms {
      let s = symbol(for: t.variable)
      if let i = out.firstIndex(where: { $0.sym == s }) {
        out[i].coeff += t.coefficient
      } else {
        out.append(Cell(sym: s, coeff: t.coefficient))
      }
    }
    return out
  }

  /// True when no constraint mentions the variable: a required equality may define it.
  func isFresh(_ s: Int32) -> Bool {
    let i = Int(s)
    return kind[i] == .external && uses[i] == 0 && defn[i] < 0 && rowOf[i] < 0
      && cols[i].isEmpty && objective.isExactlyZero(i)
  }

  /// True when the tableau and the objective do not hold the variable and no definition
  /// defines it: nothing constrains it yet, though definitions may read it (a label's
  /// `baseline = top + offset` comes before the form places `top`).
  func isUnconstrained(_ s: Int32) -> Bool {
    let i = Int(s)
    return kind[i] == .external && defn[i] < 0 && rowOf[i] < 0 && cols[i].isEmpty
      && objective.isExactlyZero(i)
  }

  /// The term a required equality can define, or nil when it must become a row: the first
  /// fresh variable, else the first unconstrained one that only definitions read, unless the
  /// equality reads it back through them (`top = baseline + 3` with `baseline = top + 16` is
  /// a contradiction or a repetition, for the tableau to find out).
  mutating func definable(_ direct: [Cell]) -> Cell? {
    if let fresh = direct.first(where: { abs($0.coeff) > 1e-6 && isFresh($0.sym) }) {
      return fresh
    }
    for v in direct where abs(v.coeff) > 1e-6 && isUnconstrained(v.sym) {
      let readers = Set(definitionsReading(v.sym).map { defs.sym[Int($0)] })
      if !direct.contains(where: { readers.contains($0.sym) }) { return v }
    }
    return nil
  }

  /// The live definitions that read `s`, directly or through other definitions, in index order.
  func definitionsReading(_ s: Int32) -> [Int32] {
    var found: [Int32] = []
    var seen = Set<Int32>()
    var queue = [s]
    var k = 0
    while k < queue.count {
      let t = queue[k]
      k += 1
      var link = firstDependent[Int(t)]
      while link >= 0 {
        let d = dependentLinks[Int(link)].definition
        link = dependentLinks[Int(link)].next
        if defs.alive[Int(d)] && seen.insert(d).inserted {
          found.append(d)
          queue.append(defs.sym[Int(d)])
        }
      }
    }
    return found.sorted()
  }

  /// Records `v = -(rest + constant)/a` instead of adding a row (it cannot conflict).
  /// Definitions that already read `v` move after the new one, so that index order stays an
  /// order of evaluation (each definition reads only earlier ones).
  mutating func define(_ v: Cell, _ direct: [Cell], _ c: Constraint, seq: Int) {
    let readers = uses[Int(v.sym)] > 0 ? definitionsReading(v.sym) : []
    let f = -1 / v.coeff
    // The slot `storeTag` will give the tag: nothing stores or frees a tag before it.
    let slot = freeTags.last ?? Int32(tagList.count)
    let index = defs.appendDefinition(
      of: v.sym, slot: slot, direct: direct, factor: f, constant: c.expression.constant * f)
    defn[Int(v.sym)] = index
    defQueued.append(false)
    let a = Int(defs.start[Int(index)])
    for k in a..<(a + Int(defs.length[Int(index)])) { addDependent(index, of: defs.cells[k].sym) }
    storeTag(Tag(constraint: c, marker: 0, other: 0, def: index, seq: seq))
    assert(tagList[Int(slot)]?.constraint === c)
    countUses(direct, excluding: v.sym, by: 1)
    for d in readers { moveToEnd(Int(d)) }
  }

  /// Appends a copy of definition `d` and kills the original.
  mutating func moveToEnd(_ d: Int) {
    let s = defs.sym[d]
    let slot = Int(defs.slot[d])
    let index = defs.appendCopy(of: d)
    defs.kill(d)
    defn[Int(s)] = index
    defQueued.append(false)
    let a = Int(defs.start[Int(index)])
    for k in a..<(a + Int(defs.length[Int(index)])) { addDependent(index, of: defs.cells[k].sym) }
    tagList[slot]?.def = index
  }

  mutating func compactDefinitions() {
    let map = defs.compact()
    for s in defn.indices where defn[s] >= 0 { defn[s] = map[Int(defn[s])] }
    firstDependent = [Int32](repeating: -1, count: firstDependent.count)
    dependentLinks.removeAll(keepingCapacity: true)
    for d in 0..<defs.total {
      let a = Int(defs.start[d])
      for k in a..<(a + Int(defs.length[d])) { addDependent(Int32(d), of: defs.cells[k].sym) }
    }
    defQueue.removeAll()
    defQueued = [Bool](repeating: false, count: defs.total)
    for k in tagList.indices {
      if let d = tagList[k]?.def, d >= 0 { tagList[k]?.def = map[Int(d)] }
    }
  }

  /// Records that definition `d` reads symbol `s`.
  mutating func addDependent(_ d: Int32, of s: Int32) {
    dependentLinks.append(DependentLink(definition: d, next: firstDependent[Int(s)]))
    firstDependent[Int(s)] = Int32(dependentLinks.count - 1)
  }

  func varIndex(_ s: Int32) -> Int {
    // Externals are created in `vars` order, so the symbol ids are increasing along `vars`.
    var lo = 0
    var hi = varSyms.count - 1
    while lo < hi {
      let mid = (lo + hi) >> 1
      if varSyms[mid] < s { lo = mid + 1 } else { hi = mid }
    }
    return lo
  }

  /// Counts (or uncounts) a constraint's variables as used, each once.
  mutating func countUses(_ direct: [Cell], excluding: Int32, by delta: Int32) {
    for t in direct where t.sym != excluding { uses[Int(t.sym)] += delta }
  }

  /// `Σ terms + constant` rewritten over parametric symbols: definitions expanded (each once,
  /// newest first, so shared sub-definitions never multiply) and basic variables replaced by
  /// their rows. Cells come out sorted by id. `onlyReaching` (for `isAmbiguous`) leaves out
  /// every symbol `ambiguityReach` rules out, and with it the constant; the cells of the
  /// others are computed as they would be without it.
  mutating func expand(
    _ terms: [Cell], _ constant0: Double, onlyReaching: Bool = false
  ) -> (Double, [Cell]) {
    var constant = constant0
    touched.removeAll(keepingCapacity: true)
    heap.removeAll(keepingCapacity: true)
    @inline(__always) func bump(_ s: Int32, _ c: Double) {
      let i = Int(s)
      if onlyReaching && !ambiguityReach[i] { return }
      if !touchedFlag[i] {
        touchedFlag[i] = true
        touched.append(s)
        if defn[i] >= 0 { heapPush(Int64(defn[i]) << 32 | Int64(s)) }
      }
      scratch[i] += c
    }
    for t in terms { bump(t.sym, t.coeff) }
    while let key = heapPop() {
      let s = Int(key & 0xFFFF_FFFF)
      let c = scratch[s]
      scratch[s] = 0
      if c == 0 { continue }
      let di = Int(defn[s])
      constant += c * defs.constant[di]
      let a = Int(defs.start[di])
      for k in a..<(a + Int(defs.length[di])) { bump(defs.cells[k].sym, c * defs.cells[k].coeff) }
    }
    let firstPass = touched.count
    for k in 0..<firstPass {
      let s = Int(touched[k])
      let r = rowOf[s]
      guard r >= 0, defn[s] < 0 else { continue }
      let c = scratch[s]
      scratch[s] = 0
      if c == 0 { continue }
      constant += c * rows[Int(r)].constant
      for cell in rows[Int(r)].cells { bump(cell.sym, c * cell.coeff) }
    }
    var cells: [Cell] = []
    for s in touched {
      let i = Int(s)
      let c = scratch[i]
      scratch[i] = 0
      touchedFlag[i] = false
      if !nearZero(c) && defn[i] < 0 && rowOf[i] < 0 { cells.append(Cell(sym: s, coeff: c)) }
    }
    cells.sort { $0.sym < $1.sym }
    return (constant, cells)
  }

  mutating func heapPush(_ x: Int64) {
    heap.append(x)
    var i = heap.count - 1
    while i > 0 {
      let p = (i - 1) >> 1
      if heap[p] >= heap[i] { break }
      heap.swapAt(p, i)
      i = p
    }
  }

  mutating func heapPop() -> Int64? {
    guard let top = heap.first else { return nil }
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      var i = 0
      while true {
        let l = 2 * i + 1
        let r = l + 1
        var m = i
        if l < heap.count && heap[l] > heap[m] { m = l }
        if r < heap.count && heap[r] > heap[m] { m = r }
        if m == i { break }
        heap.swapAt(i, m)
        i = m
      }
    }
    return top
  }

  /// Re-adds every constraint (in insertion order) and re-applies the edits' suggestions.
  mutating func rebuild() {
    rebuildCount += 1
    let entries = tagList.compactMap { $0 }.sorted { $0.seq < $1.seq }
    let editList = edits.values.sorted {
      (tag(of: $0.constraint)?.seq ?? 0) < (tag(of: $1.constraint)?.seq ?? 0)
    }
    let oldVars = vars
    resetTableau()
    forgetVariables()
    forgetTags()
    for v in oldVars { _ = symbol(for: v) }
    for e in entries {
      do throws(SolverError) {
        try add(e.constraint, seq: e.seq)
      } catch {
        continue  // cannot happen: the set was feasible before (kept out if it does)
      }
    }
    for e in editList where e.constant != 0 {
      guard let tag = tag(of: e.constraint) else { continue }
      applyEditDelta(tag, e.constant)
    }
    dualOptimize()
  }
}
