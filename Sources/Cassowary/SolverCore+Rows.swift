// Rows: the tableau with its column index, and building a constraint's row.

extension SolverCore {
  // MARK: - Rows in the table

  @discardableResult
  mutating func insertRow(_ row: Row) -> Int32 {
    let ri = rows.store(row, reusingFreeSlotFrom: &freeRows)
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
    for level in objective.coefficients.indices {
      let oc = objective[level, Int(sym)]
      if oc == 0 { continue }
      objective[level, Int(sym)] = 0
      for cell in src.cells { objAdd(level, cell.sym, oc * cell.coeff) }
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
      objective.clear(Int(sym))
    }
    owner[Int(sym)] = .none
    kind[Int(sym)] = .invalid
  }

  // MARK: - Building rows

  mutating func makeRow(_ c: Constraint, _ direct: [Cell], seq: Int) -> (Row, Tag) {
    let (constant, cells) = expand(direct, c.expression.constant)
    var row = Row(constant: constant, cells: cells)
    var tag = Tag(constraint: c, marker: 0, other: 0, def: -1, seq: seq)
    let required = c.strength.isRequired
    // The slot `storeTag` will give the tag: nothing stores or frees a tag before it.
    let me = SymbolOwner(
      slot: freeTags.last ?? Int32(tagList.count), seq: Int32(truncatingIfNeeded: seq))
    switch c.op {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let coeff: Double = c.op == .lessThanOrEqual ? 1 : -1
      let slack = newSymbol(.slack, owner: me)
      tag.marker = slack
      row.add(slack, coeff)
      if !required {
        let err = newSymbol(.error, owner: me)
        tag.other = err
        row.add(err, -coeff)
        addToObjective(err, c.strength)
      }
    case .equal:
      if required {
        let d = newSymbol(.dummy, owner: me)
        tag.marker = d
        row.add(d, 1)
      } else {
        let plus = newSymbol(.error, owner: me)
        let minus = newSymbol(.error, owner: me)
        tag.marker = plus
        tag.other = minus
        row.add(plus, -1)
        row.add(minus, 1)
        addToObjective(plus, c.strength)
        addToObjective(minus, c.strength)
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

  /// The required constraints owning `syms`, with the definitions they read, in insertion
  /// order, then the rejected one. A row that names a defined variable was written with the
  /// definition expanded and keeps no symbol of it, so the definitions are found through the
  /// members' own variables (and the variables of those definitions, in turn); without them a
  /// report could leave out the very constraint that fixes a size.
  func conflictSet(_ syms: [Int32], adding c: Constraint) -> [Constraint] {
    var found: [(Int, Constraint)] = []
    var seen = Set<ObjectIdentifier>()
    for s in syms {
      let o = owner[Int(s)]
      guard o.slot >= 0, Int(o.slot) < tagList.count, let t = tagList[Int(o.slot)],
        Int32(truncatingIfNeeded: t.seq) == o.seq
      else { continue }
      let oc = t.constraint
      guard oc !== c, oc.strength.isRequired, seen.insert(ObjectIdentifier(oc)).inserted
      else { continue }
      found.append((t.seq, oc))
    }
    var pending = ([c] + found.map(\.1)).flatMap { $0.expression.terms.compactMap { existingSymbol(for: $0.variable) } }
    var visited = Set<Int32>()
    while let s = pending.popLast() {
      let d = defn[Int(s)]
      guard d >= 0, defs.alive[Int(d)], visited.insert(d).inserted,
        let t = tagList[Int(defs.slot[Int(d)])]
      else { continue }
      let a = Int(defs.start[Int(d)])
      for k in a..<(a + Int(defs.length[Int(d)])) { pending.append(defs.cells[k].sym) }
      let o = t.constraint
      guard o !== c, o.strength.isRequired, seen.insert(ObjectIdentifier(o)).inserted
      else { continue }
      found.append((t.seq, o))
    }
    found.sort { $0.0 < $1.0 }
    return found.map(\.1) + [c]
  }
}
