// MARK: - SolverCore

/// The solver's whole state and algorithms as one value type.
///
/// Kept in a struct (owned by the `Solver` class) so that the hot loops mutate arrays through
/// static exclusivity instead of paying a dynamic access check on every class-property write.
struct SolverCore {
  // MARK: Symbols (indexed by symbol id; id 0 is "none")
  var kind: [SymbolKind] = [.invalid]
  /// The row where the symbol is basic, or -1.
  var rowOf: [Int32] = [-1]
  /// Rows that hold the symbol as a parametric cell (unordered, but built deterministically).
  var cols: [[Int32]] = [[]]
  /// The constraint a marker/error symbol belongs to (for conflict reports).
  var owner: [Constraint?] = [nil]
  /// How many active constraints name this (external) symbol directly.
  var uses: [Int32] = [0]
  /// Index into `defs` when the variable is defined by a required equality, else -1.
  var defn: [Int32] = [-1]
  /// Scratch for `expand` (dense accumulator by symbol id), all zero/false between calls.
  var scratch: [Double] = [0]
  var touchedFlag: [Bool] = [false]
  var touched: [Int32] = []
  var heap: [Int64] = []
  var expandedDefs: [Int32] = []
  /// Values by symbol during `updateVariables`.
  var valueOf: [Double] = [0]

  // MARK: Tableau
  var rows: [Row] = []
  var freeRows: [Int32] = []
  /// The objective (Σ strength·error) by symbol id, dense: substitution into it costs the
  /// length of the substituted row, not of the objective.
  var obj: [Double] = [0]
  /// Symbols whose objective coefficient went negative (min-heap by id, checked when popped):
  /// the entering candidates of Bland's rule without scanning the objective.
  var negHeap = SymbolHeap()
  /// Objective coefficients above -objTolerance count as zero: rounding noise on weights near
  /// 1e9 is ~1e-7, far above kiwi's absolute 1e-8 but far below a weak weight of 1.
  var objTolerance = epsilon
  var artificial: Row?
  var infeasible: [Int32] = []

  // MARK: Definitions
  var defs = DefinitionTable()
  /// The value last written to each variable (by symbol), so unchanged ones are skipped.
  var written: [Double] = [.nan]
  /// Definitions that read each symbol (indices into `defs`; may name dead ones).
  var dependents: [[Int32]] = [[]]

  // MARK: Dirty tracking for updateVariables
  /// Set by any structural change (add, remove, rebuild): the next update visits everything.
  var allDirty = true
  /// User variables whose row constant or basis changed since the last update (edits only).
  var dirty: [Int32] = []
  var dirtyFlag: [Bool] = [false]
  var defQueue = SymbolHeap()
  var defQueued: [Bool] = []

  // MARK: Book-keeping
  struct Tag {
    var constraint: Constraint
    var marker: Int32
    var other: Int32
    /// The definition index for an eliminated required equality, else -1.
    var def: Int32
    var seq: Int
  }
  struct Edit {
    var constraint: Constraint
    var constant: Double
  }
  var tags: [ObjectIdentifier: Tag] = [:]
  var edits: [ObjectIdentifier: Edit] = [:]
  /// Variables in first-use order, with their external symbols.
  var vars: [Variable] = []
  var varSyms: [Int32] = []
  var symOfVar: [ObjectIdentifier: Int32] = [:]
  var seq = 0

  /// Pivots done so far (tests use it to show that an edit re-solves without a rebuild).
  var pivotCount = 0
  /// Rows ever inserted into the tableau (a rebuild would insert one per constraint again).
  var rowInsertCount = 0
  /// Full rebuilds (only when a definition that other constraints use is removed).
  var rebuildCount = 0
  /// Required equalities kept out of the tableau as definitions.
  var definitionCount: Int { defs.liveCount }

  // MARK: - Public API

  /// Adds a constraint; a required one that cannot hold throws `.unsatisfiable` and changes
  /// nothing (unlike kiwi, see nucleic/kiwi#52).
  /// - Throws: `.duplicateConstraint` if the handle is already added, `.unsatisfiable`.
  mutating func add(_ c: Constraint) throws(SolverError) {
    if tags[ObjectIdentifier(c)] != nil { throw .duplicateConstraint(c) }
    seq += 1
    try add(c, seq: seq)
  }

  mutating func add(_ c: Constraint, seq: Int) throws(SolverError) {
    allDirty = true
    let key = ObjectIdentifier(c)
    let symMark = kind.count
    let varMark = vars.count
    let direct = directTerms(c.expression)
    if c.op == .equal && c.strength.isRequired,
      let fresh = direct.first(where: { abs($0.coeff) > 1e-6 && isFresh($0.sym) })
    {
      define(fresh, direct, c, seq: seq)
      return
    }
    var (row, tag) = makeRow(c, direct, seq: seq)
    var subject = chooseSubject(row, tag)
    if subject == 0 && allDummies(row) {
      if !nearZero(row.constant) {
        let conflicting = conflictSet(row.cells.map(\.sym), adding: c)
        rollBackSymbols(symMark, varMark)
        throw .unsatisfiable(c, conflicting: conflicting)
      }
      subject = tag.marker
    }
    if subject == 0 {
      if let conflicting = addWithArtificialVariable(row, tag, c) {
        rollBackSymbols(symMark, varMark)
        optimize(objectiveRow: false)
        infeasible.removeAll()
        throw .unsatisfiable(c, conflicting: conflicting)
      }
    } else {
      solveFor(&row, subject)
      let ri = insertRow(row)
      substitute(subject, ri)
    }
    tags[key] = tag
    countUses(direct, excluding: 0, by: 1)
    optimize(objectiveRow: false)
    infeasible.removeAll()
  }

  /// Removes a constraint added before.
  /// - Throws: `.unknownConstraint` when the handle is not in the solver.
  mutating func remove(_ c: Constraint) throws(SolverError) {
    allDirty = true
    guard let tag = tags.removeValue(forKey: ObjectIdentifier(c)) else {
      throw .unknownConstraint(c)
    }
    if tag.def >= 0 {
      let dsym = defs.sym[Int(tag.def)]
      if uses[Int(dsym)] > 0 {
        rebuild()  // other constraints saw the definition expanded: start over without it
      } else {
        countUses(directTerms(c.expression), excluding: dsym, by: -1)
        defs.kill(Int(tag.def))
        defn[Int(dsym)] = -1
        if defs.dead > 64 && defs.dead * 2 > defs.total { compactDefinitions() }
      }
      return
    }
    countUses(directTerms(c.expression), excluding: 0, by: -1)
    removeErrorEffects(tag, strength: c.strength)
    removeMarker(tag.marker)
    if tag.other != 0 { eliminate(tag.other) }
    optimize(objectiveRow: false)
    infeasible.removeAll()
  }

  /// True when the handle is in the solver.
  func has(_ c: Constraint) -> Bool { tags[ObjectIdentifier(c)] != nil }

  /// Makes `v` editable: a soft `v == 0` at `strength` until `suggestValue` moves it.
  /// - Throws: `.duplicateEditVariable`, `.badRequiredStrength` for a required strength.
  mutating func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {
    let key = ObjectIdentifier(v)
    if edits[key] != nil { throw .duplicateEditVariable(v) }
    if strength.isRequired { throw .badRequiredStrength }
    let c = Constraint(Expression(v), .equal, strength: strength)
    try add(c)
    edits[key] = Edit(constraint: c, constant: 0)
  }

  /// Stops editing `v` and drops its soft equality.
  /// - Throws: `.unknownEditVariable` when `v` is not being edited.
  mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
    guard let e = edits.removeValue(forKey: ObjectIdentifier(v)) else {
      throw .unknownEditVariable(v)
    }
    try remove(e.constraint)
  }

  /// True when `v` is an edit variable.
  func hasEditVariable(_ v: Variable) -> Bool { edits[ObjectIdentifier(v)] != nil }

  /// Asks for `v == value` at the edit strength; re-solves with the dual simplex (no rebuild).
  /// - Throws: `.unknownEditVariable` when `v` is not being edited.
  mutating func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
    let key = ObjectIdentifier(v)
    guard var e = edits[key], let tag = tags[ObjectIdentifier(e.constraint)] else {
      throw .unknownEditVariable(v)
    }
    let delta = value - e.constant
    e.constant = value
    edits[key] = e
    applyEditDelta(tag, delta)
    dualOptimize()
  }

  /// Moves an edit constraint's constant by `delta`, queueing rows that turn infeasible.
  mutating func applyEditDelta(_ tag: Tag, _ delta: Double) {
    let plus = tag.marker
    let minus = tag.other
    if rowOf[Int(plus)] >= 0 {
      let ri = Int(rowOf[Int(plus)])
      rows[ri].constant -= delta  // an error row: no user variable moves yet
      if rows[ri].constant < 0 { infeasible.append(plus) }
    } else if rowOf[Int(minus)] >= 0 {
      let ri = Int(rowOf[Int(minus)])
      rows[ri].constant += delta
      if rows[ri].constant < 0 { infeasible.append(minus) }
    } else {
      for r in cols[Int(plus)] {
        let ri = Int(r)
        let c = rows[ri].coefficient(plus)
        rows[ri].constant += delta * c
        let b = rows[ri].basic
        markDirty(b)
        if rows[ri].constant < 0 && kind[Int(b)] != .external { infeasible.append(b) }
      }
    }
  }

  /// Copies the solution into every variable's `value` (only the ones that changed).
  ///
  /// After an edit only the user variables whose rows changed are read, and only the
  /// definitions that depend on them are re-evaluated (in definition order).
  mutating func updateVariables() {
    if allDirty {
      updateAll()
      return
    }
    for s in dirty {
      let i = Int(s)
      dirtyFlag[i] = false
      let r = rowOf[i]
      valueOf[i] = r >= 0 ? rows[Int(r)].constant : 0
      write(s)
    }
    dirty.removeAll(keepingCapacity: true)
    while let d = defQueue.pop() {
      let di = Int(d)
      defQueued[di] = false
      guard defs.alive[di] else { continue }
      var x = defs.constant[di]
      let a = Int(defs.start[di])
      for k in a..<(a + Int(defs.length[di])) {
        x += defs.cells[k].coeff * valueOf[Int(defs.cells[k].sym)]
      }
      let s = defs.sym[di]
      valueOf[Int(s)] = x
      write(s)
    }
  }

  /// Writes one variable's value if it changed, queueing the definitions that read it.
  @inline(__always)
  mutating func write(_ s: Int32) {
    let i = Int(s)
    let x = valueOf[i] == 0 ? 0 : valueOf[i]  // no -0
    guard x.bitPattern != written[i].bitPattern else { return }
    written[i] = x
    vars[varIndex(s)].value = x
    if allDirty { return }
    for d in dependents[i] where !defQueued[Int(d)] {
      defQueued[Int(d)] = true
      defQueue.push(d)
    }
  }

  mutating func updateAll() {
    for s in dirty { dirtyFlag[Int(s)] = false }
    dirty.removeAll(keepingCapacity: true)
    for i in 0..<varSyms.count {
      let s = Int(varSyms[i])
      if defn[s] >= 0 { continue }
      let r = rowOf[s]
      valueOf[s] = r >= 0 ? rows[Int(r)].constant : 0
    }
    defs.evaluate(into: &valueOf)
    for i in 0..<varSyms.count {  // every one: another solver may have written it meanwhile
      let s = Int(varSyms[i])
      let x = valueOf[s] == 0 ? 0 : valueOf[s]  // no -0
      written[s] = x
      vars[i].value = x
    }
    allDirty = false
  }

  /// Remembers that a user variable's value may have changed (edits only; see `allDirty`).
  @inline(__always)
  mutating func markDirty(_ s: Int32) {
    let i = Int(s)
    if !allDirty && kind[i] == .external && !dirtyFlag[i] {
      dirtyFlag[i] = true
      dirty.append(s)
    }
  }

  /// Forgets every constraint and edit variable.
  mutating func reset() {
    resetTableau()
    vars = []
    varSyms = []
    symOfVar = [:]
    tags = [:]
    edits = [:]
  }

  mutating func resetTableau() {
    kind = [.invalid]
    rowOf = [-1]
    cols = [[]]
    owner = [nil]
    uses = [0]
    defn = [-1]
    scratch = [0]
    touchedFlag = [false]
    valueOf = [0]
    written = [.nan]
    dependents = [[]]
    allDirty = true
    dirty = []
    dirtyFlag = [false]
    defQueue = SymbolHeap()
    defQueued = []
    rows = []
    freeRows = []
    obj = [0]
    negHeap = SymbolHeap()
    objTolerance = epsilon
    artificial = nil
    infeasible = []
    defs = DefinitionTable()
  }

  /// True when v's value could change without making the objective worse (UIKit
  /// `hasAmbiguousLayout` per variable). Best effort: a zero-cost direction blocked only by a
  /// degenerate row counts as blocked.
  mutating func isAmbiguous(_ v: Variable) -> Bool {
    guard let s = symOfVar[ObjectIdentifier(v)] else { return true }
    let (_, cells) = expand([Cell(sym: s, coeff: 1)], 0)
    for cell in cells {
      let k = kind[Int(cell.sym)]
      if k == .dummy || k == .invalid { continue }
      if !nearZero(obj[Int(cell.sym)] / max(1, abs(cell.coeff))) { continue }
      if k == .external { return true }
      var blocked = false
      for ri in cols[Int(cell.sym)] {
        let row = rows[Int(ri)]
        if kind[Int(row.basic)] != .external && nearZero(row.constant)
          && row.coefficient(cell.sym) < 0
        {
          blocked = true
          break
        }
      }
      if !blocked { return true }
    }
    return false
  }

  // MARK: - Symbols

  mutating func newSymbol(_ k: SymbolKind, owner c: Constraint? = nil) -> Int32 {
    kind.append(k)
    rowOf.append(-1)
    cols.append([])
    owner.append(c)
    uses.append(0)
    defn.append(-1)
    scratch.append(0)
    touchedFlag.append(false)
    valueOf.append(0)
    written.append(.nan)
    obj.append(0)
    dependents.append([])
    dirtyFlag.append(false)
    return Int32(kind.count - 1)
  }

  mutating func symbol(for v: Variable) -> Int32 {
    let key = ObjectIdentifier(v)
    if let s = symOfVar[key] { return s }
    let s = newSymbol(.external)
    symOfVar[key] = s
    vars.append(v)
    varSyms.append(s)
    return s
  }

  /// Drops symbols created by a failed add, so the solver is exactly as before.
  mutating func rollBackSymbols(_ symMark: Int, _ varMark: Int) {
    while vars.count > varMark {
      let v = vars.removeLast()
      varSyms.removeLast()
      symOfVar[ObjectIdentifier(v)] = nil
    }
    var top = kind.count
    while top > symMark && rowOf[top - 1] < 0 && cols[top - 1].isEmpty
      && obj[top - 1] == 0 && defn[top - 1] < 0
    {
      top -= 1
    }
    for s in top..<kind.count {  // still referenced: keep the id but make it inert
      owner[s] = nil
    }
    kind.removeSubrange(top...)
    rowOf.removeSubrange(top...)
    cols.removeSubrange(top...)
    owner.removeSubrange(top...)
    uses.removeSubrange(top...)
    defn.removeSubrange(top...)
    scratch.removeSubrange(top...)
    touchedFlag.removeSubrange(top...)
    valueOf.removeSubrange(top...)
    written.removeSubrange(top...)
    obj.removeSubrange(top...)
    dependents.removeSubrange(top...)
    dirtyFlag.removeSubrange(top...)
  }

  // MARK: - Definitions

  /// The expression's variables as symbols, duplicates combined, in first-seen order.
  mutating func directTerms(_ e: Expression) -> [Cell] {
    var out: [Cell] = []
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
      && cols[i].isEmpty && obj[i] == 0
  }

  /// Records `v = -(rest + constant)/a` instead of adding a row (it cannot conflict).
  mutating func define(_ v: Cell, _ direct: [Cell], _ c: Constraint, seq: Int) {
    let f = -1 / v.coeff
    var terms: [Cell] = []
    for t in direct where t.sym != v.sym && !nearZero(t.coeff) {
      terms.append(Cell(sym: t.sym, coeff: t.coeff * f))
    }
    let index = defs.append(
      sym: v.sym, variable: vars[varIndex(v.sym)], constraint: c, terms: terms,
      constant: c.expression.constant * f)
    defn[Int(v.sym)] = index
    defQueued.append(false)
    for t in terms { dependents[Int(t.sym)].append(index) }
    tags[ObjectIdentifier(c)] = Tag(constraint: c, marker: 0, other: 0, def: index, seq: seq)
    countUses(direct, excluding: v.sym, by: 1)
  }

  mutating func compactDefinitions() {
    let map = defs.compact()
    for s in defn.indices where defn[s] >= 0 { defn[s] = map[Int(defn[s])] }
    for s in dependents.indices { dependents[s].removeAll() }
    for d in 0..<defs.total {
      let a = Int(defs.start[d])
      for k in a..<(a + Int(defs.length[d])) { dependents[Int(defs.cells[k].sym)].append(Int32(d)) }
    }
    defQueue.removeAll()
    defQueued = [Bool](repeating: false, count: defs.total)
    for (k, t) in tags where t.def >= 0 { tags[k]?.def = map[Int(t.def)] }
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
  /// their rows. Cells come out sorted by id.
  mutating func expand(_ terms: [Cell], _ constant0: Double) -> (Double, [Cell]) {
    var constant = constant0
    touched.removeAll(keepingCapacity: true)
    heap.removeAll(keepingCapacity: true)
    expandedDefs.removeAll(keepingCapacity: true)
    @inline(__always) func bump(_ s: Int32, _ c: Double) {
      let i = Int(s)
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
      expandedDefs.append(Int32(di))
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
    let entries = tags.values.sorted { $0.seq < $1.seq }
    let editList = edits.values.sorted {
      (tags[ObjectIdentifier($0.constraint)]?.seq ?? 0)
        < (tags[ObjectIdentifier($1.constraint)]?.seq ?? 0)
    }
    let oldVars = vars
    resetTableau()
    vars = []
    varSyms = []
    symOfVar = [:]
    tags = [:]
    for v in oldVars { _ = symbol(for: v) }
    for e in entries {
      do throws(SolverError) {
        try add(e.constraint, seq: e.seq)
      } catch {
        continue  // cannot happen: the set was feasible before (kept out if it does)
      }
    }
    for e in editList where e.constant != 0 {
      guard let tag = tags[ObjectIdentifier(e.constraint)] else { continue }
      applyEditDelta(tag, e.constant)
    }
    dualOptimize()
  }

  // MARK: - Rows in the table

  @discardableResult
  mutating func insertRow(_ row: Row) -> Int32 {
    let ri: Int32
    if let free = freeRows.popLast() {
      ri = free
      rows[Int(ri)] = row
    } else {
      ri = Int32(rows.count)
      rows.append(row)
    }
    for c in row.cells { cols[Int(c.sym)].append(ri) }
    rowOf[Int(row.basic)] = ri
    rowInsertCount += 1
    return ri
  }

  mutating func dropRow(_ ri: Int32) {
    let row = rows[Int(ri)]
    for c in row.cells { colRemove(c.sym, ri) }
    rowOf[Int(row.basic)] = -1
    rows[Int(ri)] = Row()
    freeRows.append(ri)
  }

  @inline(__always)
  mutating func colRemove(_ sym: Int32, _ ri: Int32) {
    let s = Int(sym)
    var k = cols[s].count - 1
    while k >= 0 && cols[s][k] != ri { k -= 1 }
    if k >= 0 {
      cols[s].swapAt(k, cols[s].count - 1)
      cols[s].removeLast()
    }
  }

  /// Adds `factor·src` to the table row `ri`, keeping the column index.
  mutating func addScaled(into ri: Int32, _ src: Row, _ factor: Double) {
    let i = Int(ri)
    rows[i].constant += src.constant * factor
    var dst = rows[i].cells
    rows[i].cells = []
    if src.cells.count * 16 < dst.count {
      // A short row into a long one: binary search and patch in place (memmove is far
      // cheaper than re-merging thousands of cells).
      for cell in src.cells {
        let c = cell.coeff * factor
        var lo = 0
        var hi = dst.count
        while lo < hi {
          let mid = (lo + hi) >> 1
          if dst[mid].sym < cell.sym { lo = mid + 1 } else { hi = mid }
        }
        if lo < dst.count && dst[lo].sym == cell.sym {
          let v = dst[lo].coeff + c
          if nearZero(v) {
            dst.remove(at: lo)
            colRemove(cell.sym, ri)
          } else {
            dst[lo].coeff = v
          }
        } else if !nearZero(c) {
          dst.insert(Cell(sym: cell.sym, coeff: c), at: lo)
          cols[Int(cell.sym)].append(ri)
        }
      }
      rows[i].cells = dst
      return
    }
    let merged = mergeCells(
      dst, src.cells, factor,
      appeared: { cols[Int($0)].append(ri) },
      vanished: { colRemove($0, ri) })
    rows[i].cells = merged
  }

  /// Adds `factor·src` to a row outside the table (objective, artificial, a new row).
  static func addScaled(_ row: inout Row, _ src: Row, _ factor: Double) {
    row.constant += src.constant * factor
    row.cells = mergeCells(row.cells, src.cells, factor, appeared: { _ in }, vanished: { _ in })
  }

  /// Turns `0 = constant + Σ` into `subject = …`.
  mutating func solveFor(_ row: inout Row, _ subject: Int32) {
    let a = row.remove(subject)
    row.scale(-1 / a)
    row.basic = subject
  }

  /// Replaces `sym` by its row `ri` everywhere else (rows holding it, objective, artificial).
  mutating func substitute(_ sym: Int32, _ ri: Int32) {
    let src = rows[Int(ri)]
    let holders = cols[Int(sym)]
    cols[Int(sym)] = []
    for r in holders where r != ri {
      let k = Int(r)
      let c = rows[k].remove(sym)
      if c == 0 { continue }
      addScaled(into: r, src, c)
      let b = rows[k].basic
      markDirty(b)
      if rows[k].constant < 0 && kind[Int(b)] != .external { infeasible.append(b) }
    }
    let oc = obj[Int(sym)]
    if oc != 0 {
      obj[Int(sym)] = 0
      for cell in src.cells { objAdd(cell.sym, oc * cell.coeff) }
    }
    if artificial != nil {
      let ac = artificial?.remove(sym) ?? 0
      if ac != 0, var a = artificial {
        artificial = nil
        Self.addScaled(&a, src, ac)
        artificial = a
      }
    }
  }

  /// Makes `entering` basic in row `ri` (whose basic leaves) and substitutes it everywhere.
  mutating func pivot(_ entering: Int32, _ ri: Int32) {
    pivotCount += 1
    let i = Int(ri)
    var row = rows[i]
    rows[i] = Row()
    let leaving = row.basic
    for c in row.cells { colRemove(c.sym, ri) }
    let a = row.remove(entering)
    row.scale(-1 / a)
    row.add(leaving, 1 / a)
    row.basic = entering
    rowOf[Int(leaving)] = -1
    rows[i] = row
    for c in row.cells { cols[Int(c.sym)].append(ri) }
    rowOf[Int(entering)] = ri
    markDirty(leaving)
    markDirty(entering)
    substitute(entering, ri)
  }

  /// Drops a symbol that no longer belongs to any constraint (fixes it at 0).
  mutating func eliminate(_ sym: Int32) {
    let r = rowOf[Int(sym)]
    if r >= 0 {
      dropRow(r)
    } else {
      let holders = cols[Int(sym)]
      cols[Int(sym)] = []
      for ri in holders { rows[Int(ri)].remove(sym) }
      obj[Int(sym)] = 0
    }
    owner[Int(sym)] = nil
    kind[Int(sym)] = .invalid
  }

  // MARK: - Building rows

  mutating func makeRow(_ c: Constraint, _ direct: [Cell], seq: Int) -> (Row, Tag) {
    let (constant, cells) = expand(direct, c.expression.constant)
    var row = Row(constant: constant, cells: cells)
    var tag = Tag(constraint: c, marker: 0, other: 0, def: -1, seq: seq)
    let required = c.strength.isRequired
    switch c.op {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coeff: Double = c.op == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack, owner: c)
      tag.marker = slack
      row.add(slack, coeff)
      if !required {
        let err = newSymbol(.error, owner: c)
        tag.other = err
        row.add(err, -coeff)
        objTolerance = max(objTolerance, c.strength.value * 1e-12)
        objAdd(err, c.strength.value)
      }
    case .equal:
      if required {
        let d = newSymbol(.dummy, owner: c)
        tag.marker = d
        row.add(d, 1)
      } else {
        let plus = newSymbol(.error, owner: c)
        let minus = newSymbol(.error, owner: c)
        tag.marker = plus
        tag.other = minus
        row.add(plus, -1)
        row.add(minus, 1)
        objTolerance = max(objTolerance, c.strength.value * 1e-12)
        objAdd(plus, c.strength.value)
        objAdd(minus, c.strength.value)
      }
    }
    if row.constant < 0 { row.scale(-1) }
    return (row, tag)
  }

  /// The first user variable, else a slack/error marker with a negative coefficient, else 0.
  func chooseSubject(_ row: Row, _ tag: Tag) -> Int32 {
    // Among user variables, the one held by the fewest rows: substituting it touches least
    // and fills in least (kiwi takes the first by id). Ties go to the lowest id.
    var best: Int32 = 0
    var bestCount = Int.max
    for c in row.cells where kind[Int(c.sym)] == .external {
      let n = cols[Int(c.sym)].count
      if n < bestCount {
        best = c.sym
        bestCount = n
        if n == 0 { break }
      }
    }
    if best != 0 { return best }
    for s in [tag.marker, tag.other] where s != 0 {
      let k = kind[Int(s)]
      if (k == .slack || k == .error) && row.coefficient(s) < 0 { return s }
    }
    return 0
  }

  func allDummies(_ row: Row) -> Bool {
    row.cells.allSatisfy { kind[Int($0.sym)] == .dummy }
  }

  /// Phase 1: minimise an artificial variable equal to the new row. Returns nil on success,
  /// else the conflicting constraints after undoing the row (the tableau keeps only its basis
  /// change, which leaves the solution set unchanged).
  mutating func addWithArtificialVariable(_ row: Row, _ tag: Tag, _ c: Constraint) -> [Constraint]?
  {
    let art = newSymbol(.slack)
    var r = row
    r.basic = art
    insertRow(r)
    artificial = Row(constant: row.constant, cells: row.cells)
    optimize(objectiveRow: true)
    let final = artificial ?? Row()
    artificial = nil
    if nearZero(final.constant) {
      let ar = rowOf[Int(art)]
      if ar >= 0 {
        let cells = rows[Int(ar)].cells
        if let entering = cells.first(where: { kind[Int($0.sym)] != .dummy })?.sym {
          pivot(entering, ar)
        } else {
          dropRow(ar)  // art = combination of dummies: the row is redundant
        }
      }
      eliminate(art)
      return nil
    }
    // Undo: remove the equation `art = row` (pivot art in if needed), then its marker.
    removeMarker(art)
    kind[Int(art)] = .invalid
    eliminate(tag.marker)
    return conflictSet(final.cells.map(\.sym), adding: c)
  }

  /// The required constraints owning `syms`, in insertion order, then the rejected one.
  func conflictSet(_ syms: [Int32], adding c: Constraint) -> [Constraint] {
    var found: [(Int, Constraint)] = []
    var seen = Set<ObjectIdentifier>()
    let owners =
      syms.map { owner[Int($0)] } + expandedDefs.map { Optional(defs.constraint[Int($0)]) }
    for o in owners {
      guard let o, o !== c, o.strength.isRequired,
        let t = tags[ObjectIdentifier(o)], seen.insert(ObjectIdentifier(o)).inserted
      else { continue }
      found.append((t.seq, o))
    }
    found.sort { $0.0 < $1.0 }
    return found.map(\.1) + [c]
  }

  // MARK: - Removing

  mutating func removeErrorEffects(_ tag: Tag, strength: Strength) {
    for s in [tag.marker, tag.other] where s != 0 && kind[Int(s)] == .error {
      let r = rowOf[Int(s)]
      if r >= 0 {
        let cells = rows[Int(r)].cells
        for cell in cells { objAdd(cell.sym, -strength.value * cell.coeff) }
      } else {
        objAdd(s, -strength.value)
      }
    }
  }

  /// Takes a constraint's marker out of the table: pivot it in if parametric, drop its row.
  mutating func removeMarker(_ marker: Int32) {
    if rowOf[Int(marker)] < 0 {
      guard let ri = markerLeavingRow(marker) else {
        eliminate(marker)  // it occurs nowhere: nothing to remove
        return
      }
      pivot(marker, ri)
    }
    dropRow(rowOf[Int(marker)])
    owner[Int(marker)] = nil
    kind[Int(marker)] = .invalid
  }

  /// kiwi's three-tier choice that keeps the tableau feasible when a marker leaves.
  func markerLeavingRow(_ marker: Int32) -> Int32? {
    var r1 = Double.infinity
    var r2 = Double.infinity
    var first: Int32 = -1
    var second: Int32 = -1
    var third: Int32 = -1
    for ri in cols[Int(marker)] {
      let row = rows[Int(ri)]
      let c = row.coefficient(marker)
      if c == 0 { continue }
      if kind[Int(row.basic)] == .external {
        if third < 0 || row.basic < rows[Int(third)].basic { third = ri }
      } else if c < 0 {
        let r = -row.constant / c
        if r < r1 || (r == r1 && row.basic < rows[Int(first)].basic) {
          r1 = r
          first = ri
        }
      } else {
        let r = row.constant / c
        if r < r2 || (r == r2 && row.basic < rows[Int(second)].basic) {
          r2 = r
          second = ri
        }
      }
    }
    if first >= 0 { return first }
    if second >= 0 { return second }
    return third >= 0 ? third : nil
  }

  // MARK: - Simplex

  /// Primal simplex on the objective (or the artificial row): Bland's rule by symbol id.
  mutating func optimize(objectiveRow artificialRow: Bool) {
    var guardCount = 0
    while true {
      var entering: Int32 = 0
      if artificialRow {
        for c in (artificial ?? Row()).cells where c.coeff < -epsilon {
          let k = kind[Int(c.sym)]
          if k != .dummy && k != .invalid {
            entering = c.sym
            break
          }
        }
      } else {
        while let s = negHeap.pop() {
          guard Int(s) < kind.count else { continue }  // dropped by a rollback
          let k = kind[Int(s)]
          if obj[Int(s)] < -objTolerance && k != .dummy && k != .invalid && rowOf[Int(s)] < 0 {
            entering = s
            break
          }
        }
      }
      if entering == 0 { return }
      var best = Double.infinity
      var leave: Int32 = -1
      var leaveBasic: Int32 = .max
      for ri in cols[Int(entering)] {
        let row = rows[Int(ri)]
        if kind[Int(row.basic)] == .external { continue }
        let c = row.coefficient(entering)
        if c < 0 {
          let r = -row.constant / c
          if r < best || (r == best && row.basic < leaveBasic) {
            best = r
            leave = ri
            leaveBasic = row.basic
          }
        }
      }
      guardCount += 1
      // Unbounded cannot happen for an L1 objective; the guard only bounds float trouble.
      if leave < 0 || guardCount > 1_000_000 { return }
      pivot(entering, leave)
    }
  }

  /// Adds to one objective coefficient, remembering it as an entering candidate if negative.
  @inline(__always)
  mutating func objAdd(_ s: Int32, _ c: Double) {
    let i = Int(s)
    let v = obj[i] + c
    obj[i] = nearZero(v) ? 0 : v
    if obj[i] < -objTolerance { negHeap.push(s) }
  }

  /// Dual simplex after an edit: restore feasibility while keeping optimality.
  mutating func dualOptimize() {
    var guardCount = 0
    while let b = infeasible.popLast() {
      guard Int(b) < rowOf.count else { continue }
      let ri = rowOf[Int(b)]
      guard ri >= 0 else { continue }
      let row = rows[Int(ri)]
      guard row.constant < 0 && !nearZero(row.constant) else { continue }
      var entering: Int32 = 0
      var best = Double.infinity
      for c in row.cells where c.coeff > 0 {
        let k = kind[Int(c.sym)]
        if k == .dummy || k == .invalid { continue }
        let r = obj[Int(c.sym)] / c.coeff
        if r < best {
          best = r
          entering = c.sym
        }
      }
      guardCount += 1
      if entering == 0 || guardCount > 1_000_000 { continue }
      pivot(entering, ri)
    }
  }
}
