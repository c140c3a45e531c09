// MARK: - SolverCore

/// The solver's whole state and algorithms as one value type.
///
/// Kept in a struct (owned by the `Solver` class) so that the hot loops mutate arrays through
/// static exclusivity instead of paying a dynamic access check on every class-property write.
struct SolverCore {
  /// This core's identity for the slot caches in `Constraint` and `Variable`; the token lives
  /// as long as the core, so no other live core can have the same identifier.
  final class Token {}
  let token = Token()
  var identity: ObjectIdentifier { ObjectIdentifier(token) }
  // MARK: Symbols (indexed by symbol id; id 0 is "none")
  var kind: [SymbolKind] = [.invalid]
  /// The row where the symbol is basic, or -1.
  var rowOf: [Int32] = [-1]
  /// Rows that hold the symbol as a parametric cell (unordered, but built deterministically).
  var cols: [[Int32]] = [[]]
  /// The constraint a marker/error symbol belongs to (for conflict reports), as its slot in
  /// `tagList` and its add sequence (the slot may be reused later): a reference per symbol
  /// cost a retain when made and a release when freed, a tenth of freeing a big solver.
  var owner: [SymbolOwner] = [.none]
  struct SymbolOwner {
    var slot: Int32
    /// `Tag.seq`, truncated: tells the owner from a later constraint in the same slot.
    var seq: Int32
    static let none = SymbolOwner(slot: -1, seq: 0)
  }
  /// How many active constraints name this (external) symbol directly.
  var uses: [Int32] = [0]
  /// Index into `defs` when the variable is defined by a required equality, else -1.
  var defn: [Int32] = [-1]
  /// Scratch for `expand` (dense accumulator by symbol id), all zero/false between calls.
  var scratch: [Double] = [0]
  var touchedFlag: [Bool] = [false]
  var touched: [Int32] = []
  var heap: [Int64] = []
  /// Storage `directTerms` reuses (see there); empty whenever an add is not running.
  var termBuffer: [Cell] = []
  /// Values by symbol during `updateVariables`.
  var valueOf: [Double] = [0]

  // MARK: Tableau
  var rows: [Row] = []
  var freeRows: [Int32] = []
  /// The objective (Σ weight·error per strength level, levels in strict order) by symbol id,
  /// dense: substitution into it costs the length of the substituted row, not of the objective.
  var objective = Objective()
  /// Symbols whose objective coefficient may have turned negative (min-heap by id, checked
  /// when popped): the entering candidates of Bland's rule without scanning the objective.
  var negHeap = SymbolHeap()
  var artificial: Row?
  var infeasible: [Int32] = []

  // MARK: Definitions
  var defs = DefinitionTable()
  /// The value last written to each variable (by symbol), so unchanged ones are skipped.
  var written: [Double] = [.nan]
  /// Definitions that read each symbol (indices into `defs`; may name dead ones), as one
  /// linked list per symbol in a shared array (`forEachDependent`): an array per symbol cost
  /// an allocation for nearly every variable of a big form. Readers never depend on the order.
  var firstDependent: [Int32] = [-1]
  var dependentLinks: [DependentLink] = []
  struct DependentLink {
    var definition: Int32
    /// The next entry of the same symbol's list, or -1.
    var next: Int32
  }

  // MARK: Dirty tracking for updateVariables
  /// Set by any structural change (add, remove, rebuild): the next update visits everything.
  var allDirty = true
  /// `memoizedDefinition`'s results and the definitions too large for it, valid until the next
  /// add or remove.
  var definitionMemo: [Int32: (constant: Double, cells: [Cell])] = [:]
  var definitionsTooBig: Set<Int32> = []
  /// By symbol: whether expanding it can reach a parameter that `isAmbiguous` could count as
  /// free; empty when out of date (any add, remove or suggestion clears it).
  var ambiguityReach: [Bool] = []
  let maxMemoizedCells = 32
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
  /// Book-keeping of every constraint in the solver, by slot; nil slots are free (`freeTags`).
  /// A constraint finds its slot through its `slot` cache, or through `tagOverflow` when it
  /// was already cached by another solver.
  var tagList: [Tag?] = []
  var freeTags: [Int32] = []
  var tagOverflow: [ObjectIdentifier: Int32] = [:]
  var edits: [ObjectIdentifier: Edit] = [:]
  /// Variables in first-use order, with their external symbols.
  var vars: [Variable] = []
  var varSyms: [Int32] = []
  /// Variables cached by another solver: their index in `vars` (the rest use `Variable.slot`).
  var varOverflow: [ObjectIdentifier: Int32] = [:]
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
    if tagSlot(of: c) != nil { throw .duplicateConstraint(c) }
    guard c.expression.constant.isFinite, c.strength.value.isFinite, c.strength.weight.isFinite,
      c.expression.terms.allSatisfy({ $0.coefficient.isFinite })
    else { throw .nonFinite(c) }
    seq += 1
    try add(c, seq: seq)
  }

  mutating func add(_ c: Constraint, seq: Int) throws(SolverError) {
    allDirty = true
    ambiguityReach = []
    if !definitionMemo.isEmpty { definitionMemo.removeAll() }
    if !definitionsTooBig.isEmpty { definitionsTooBig.removeAll() }
    let symMark = kind.count
    let varMark = vars.count
    let direct = directTerms(c.expression)
    defer { termBuffer = direct }  // nothing keeps `direct`: its storage serves the next add
    if c.op == .equal && c.strength.isRequired, let fresh = definable(direct) {
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
    storeTag(tag)
    countUses(direct, excluding: 0, by: 1)
    optimize(objectiveRow: false)
    infeasible.removeAll()
  }

  /// Removes a constraint added before.
  /// - Throws: `.unknownConstraint` when the handle is not in the solver.
  mutating func remove(_ c: Constraint) throws(SolverError) {
    allDirty = true
    ambiguityReach = []
    definitionMemo.removeAll()
    definitionsTooBig.removeAll()
    guard let tag = removeTag(of: c) else { throw .unknownConstraint(c) }
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
  func has(_ c: Constraint) -> Bool { tagSlot(of: c) != nil }

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
    guard var e = edits[key], let tag = self.tag(of: e.constraint) else {
      throw .unknownEditVariable(v)
    }
    let delta = value - e.constant
    e.constant = value
    ambiguityReach = []
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
    var k = firstDependent[i]
    while k >= 0 {
      let d = dependentLinks[Int(k)].definition
      k = dependentLinks[Int(k)].next
      if defQueued[Int(d)] { continue }
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
    forgetVariables()
    forgetTags()
    edits = [:]
  }

  mutating func resetTableau() {
    kind = [.invalid]
    rowOf = [-1]
    cols = [[]]
    owner = [.none]
    uses = [0]
    defn = [-1]
    scratch = [0]
    touchedFlag = [false]
    valueOf = [0]
    written = [.nan]
    firstDependent = [-1]
    dependentLinks = []
    allDirty = true
    dirty = []
    dirtyFlag = [false]
    defQueue = SymbolHeap()
    defQueued = []
    rows = []
    freeRows = []
    objective = Objective()
    negHeap = SymbolHeap()
    artificial = nil
    infeasible = []
    defs = DefinitionTable()
    ambiguityReach = []
  }

  /// `s`'s definition with every definition in it expanded (not the tableau rows), when `s`
  /// is defined and that expansion has at most `maxMemoizedCells` cells; nil otherwise.
  /// Iterative, so a 20,000-long chain of definitions does not recurse.
  mutating func memoizedDefinition(_ s: Int32) -> (constant: Double, cells: [Cell])? {
    guard defn[Int(s)] >= 0 else { return nil }
    if let known = definitionMemo[s] { return known }
    var stack: [(sym: Int32, ready: Bool)] = [(s, false)]
    while let (sym, ready) = stack.popLast() {
      if definitionMemo[sym] != nil || definitionsTooBig.contains(sym) { continue }
      let di = Int(defn[Int(sym)])
      let range = Int(defs.start[di])..<(Int(defs.start[di]) + Int(defs.length[di]))
      if !ready {
        stack.append((sym, true))
        for k in range {
          let t = defs.cells[k].sym
          if defn[Int(t)] >= 0, definitionMemo[t] == nil, !definitionsTooBig.contains(t) {
            stack.append((t, false))
          }
        }
        continue
      }
      var constant = defs.constant[di]
      var sums: [Int32: Double] = [:]
      var tooBig = false
      for k in range {
        let cell = defs.cells[k]
        guard defn[Int(cell.sym)] >= 0 else {
          sums[cell.sym, default: 0] += cell.coeff
          continue
        }
        guard let inner = definitionMemo[cell.sym] else {
          tooBig = true
          break
        }
        constant += cell.coeff * inner.constant
        for x in inner.cells { sums[x.sym, default: 0] += cell.coeff * x.coeff }
      }
      var cells = sums.map { Cell(sym: $0.key, coeff: $0.value) }
      if tooBig || cells.count > maxMemoizedCells {
        definitionsTooBig.insert(sym)  // its users fall back to `expand`
        continue
      }
      cells.sort { $0.sym < $1.sym }
      definitionMemo[sym] = (constant, cells)
    }
    return definitionMemo[s]
  }

  /// Reserves room for about `constraints` more constraints over `variables` more variables,
  /// so that building a large system does not regrow (and copy) every per-symbol array a
  /// dozen times. Only capacity: nothing the solver answers depends on it.
  mutating func reserveCapacity(constraints: Int, variables: Int) {
    // Each constraint brings at most two symbols of its own (markers and errors).
    let symbols = kind.count + variables + 2 * constraints
    kind.reserveCapacity(symbols)
    rowOf.reserveCapacity(symbols)
    cols.reserveCapacity(symbols)
    owner.reserveCapacity(symbols)
    uses.reserveCapacity(symbols)
    defn.reserveCapacity(symbols)
    scratch.reserveCapacity(symbols)
    touchedFlag.reserveCapacity(symbols)
    valueOf.reserveCapacity(symbols)
    written.reserveCapacity(symbols)
    firstDependent.reserveCapacity(symbols)
    dependentLinks.reserveCapacity(dependentLinks.count + 2 * constraints)
    dirtyFlag.reserveCapacity(symbols)
    objective.reserveCapacity(symbols)
    tagList.reserveCapacity(tagList.count + constraints)
    rows.reserveCapacity(rows.count + constraints)
    vars.reserveCapacity(vars.count + variables)
    varSyms.reserveCapacity(varSyms.count + variables)
    defs.reserveCapacity(constraints)
    defQueued.reserveCapacity(defs.total + constraints)
  }

  // MARK: - Symbols

  mutating func newSymbol(_ k: SymbolKind, owner c: SymbolOwner = .none) -> Int32 {
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
    objective.appendSymbol()
    firstDependent.append(-1)
    dirtyFlag.append(false)
    return Int32(kind.count - 1)
  }

  mutating func symbol(for v: Variable) -> Int32 {
    if let k = varSlot(of: v) { return varSyms[k] }
    let s = newSymbol(.external)
    let k = Int32(vars.count)
    if v.slotOwner == nil || v.slotOwner == identity {
      v.slotOwner = identity
      v.slot = k
    } else {
      varOverflow[ObjectIdentifier(v)] = k
    }
    vars.append(v)
    varSyms.append(s)
    return s
  }

  /// The index of `v` in `vars`, or nil when the solver has not met it.
  @inline(__always)
  func varSlot(of v: Variable) -> Int? {
    let k = Int(v.slot)
    if v.slotOwner == identity && k >= 0 && k < vars.count && vars[k] === v { return k }
    if varOverflow.isEmpty { return nil }
    return varOverflow[ObjectIdentifier(v)].map(Int.init)
  }

  /// The external symbol of `v`, or nil when the solver has not met it.
  func existingSymbol(for v: Variable) -> Int32? {
    varSlot(of: v).map { varSyms[$0] }
  }

  /// Forgets every variable (and lets other solvers cache the ones this one cached).
  mutating func forgetVariables() {
    for v in vars where v.slotOwner == identity { v.slotOwner = nil }
    vars = []
    varSyms = []
    varOverflow = [:]
  }

  // MARK: - Tags

  /// The slot of `c` in `tagList`, or nil when `c` is not in the solver.
  @inline(__always)
  func tagSlot(of c: Constraint) -> Int? {
    let k = Int(c.slot)
    if c.slotOwner == identity && k >= 0 && k < tagList.count && tagList[k]?.constraint === c {
      return k
    }
    if tagOverflow.isEmpty { return nil }
    return tagOverflow[ObjectIdentifier(c)].map(Int.init)
  }

  func tag(of c: Constraint) -> Tag? {
    tagSlot(of: c).flatMap { tagList[$0] }
  }

  /// Stores the tag of a constraint not in the solver yet.
  mutating func storeTag(_ tag: Tag) {
    let c = tag.constraint
    let k = tagList.store(tag, reusingFreeSlotFrom: &freeTags)
    if c.slotOwner == nil || c.slotOwner == identity {
      c.slotOwner = identity
      c.slot = k
    } else {
      tagOverflow[ObjectIdentifier(c)] = k
    }
  }

  /// Removes and returns the tag of `c`, or nil when `c` is not in the solver.
  mutating func removeTag(of c: Constraint) -> Tag? {
    guard let k = tagSlot(of: c) else { return nil }
    let tag = tagList[k]
    tagList[k] = nil
    freeTags.append(Int32(k))
    if c.slotOwner == identity && Int(c.slot) == k {
      c.slotOwner = nil
    } else {
      tagOverflow[ObjectIdentifier(c)] = nil
    }
    return tag
  }

  /// Forgets every tag (and lets other solvers cache the constraints this one cached).
  mutating func forgetTags() {
    for case let t? in tagList where t.constraint.slotOwner == identity {
      t.constraint.slotOwner = nil
    }
    tagList = []
    freeTags = []
    tagOverflow = [:]
  }

  /// Drops symbols created by a failed add, so the solver is exactly as before.
  mutating func rollBackSymbols(_ symMark: Int, _ varMark: Int) {
    while vars.count > varMark {
      let v = vars.removeLast()
      varSyms.removeLast()
      if v.slotOwner == identity && Int(v.slot) == vars.count {
        v.slotOwner = nil
      } else {
        varOverflow[ObjectIdentifier(v)] = nil
      }
    }
    var top = kind.count
    while top > symMark && rowOf[top - 1] < 0 && cols[top - 1].isEmpty
      && objective.isExactlyZero(top - 1) && defn[top - 1] < 0
    {
      top -= 1
    }
    for s in top..<kind.count {  // still referenced: keep the id but make it inert
      owner[s] = .none
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
    objective.truncate(to: top)
    firstDependent.removeSubrange(top...)  // a failed add made no definition: no links
    dirtyFlag.removeSubrange(top...)
  }
}

// MARK: - Free slots

extension Array {
  /// Puts `element` into the slot freed last (popped from `freeSlots`), or appends it when
  /// none is free, and returns its index: the tableau's rows and the constraints' tags keep
  /// their indices for life, so freed ones are reused instead of the array growing.
  @inline(__always)
  mutating func store(_ element: Element, reusingFreeSlotFrom freeSlots: inout [Int32]) -> Int32 {
    if let free = freeSlots.popLast() {
      self[Int(free)] = element
      return free
    }
    append(element)
    return Int32(count - 1)
  }
}
