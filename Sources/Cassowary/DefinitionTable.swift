// MARK: - DefinitionTable

/// Required equalities kept out of the tableau: `variable = constant + Σ cells`.
///
/// A required equality that names a variable no other constraint mentions cannot conflict
/// and only fixes that variable, so the solver records it here instead of adding a row. This
/// is what keeps form-like chains (`top = previous.bottom + 8`) from filling the tableau in.
/// Stored column-wise so that `updateVariables` evaluates them in one tight pass. A definition
/// only refers to tableau variables or to earlier definitions, so index order is a valid
/// evaluation order.
struct DefinitionTable {
  var sym: [Int32] = []
  var constant: [Double] = []
  var start: [Int32] = []
  var length: [Int32] = []
  var alive: [Bool] = []
  /// The defining constraint's slot in `SolverCore.tagList` (stable while it is in the solver,
  /// and a definition lives no longer): a reference here was a second retain and release of
  /// nearly every constraint of a form, and freeing a big solver paid a cache miss for each.
  var slot: [Int32] = []
  var cells: [Cell] = []
  var dead = 0

  /// Room for `count` more definitions of about two terms each.
  mutating func reserveCapacity(_ count: Int) {
    let n = sym.count + count
    sym.reserveCapacity(n)
    constant.reserveCapacity(n)
    start.reserveCapacity(n)
    length.reserveCapacity(n)
    alive.reserveCapacity(n)
    slot.reserveCapacity(n)
    cells.reserveCapacity(cells.count + 2 * count)
  }

  var total: Int { sym.count }
  var liveCount: Int { sym.count - dead }

  mutating func append(
    sym s: Int32, slot k: Int32, terms: some Collection<Cell>, constant c: Double
  ) -> Int32 {
    sym.append(s)
    constant.append(c)
    start.append(Int32(cells.count))
    length.append(Int32(terms.count))
    alive.append(true)
    slot.append(k)
    cells.append(contentsOf: terms)
    return Int32(sym.count - 1)
  }

  /// Appends `s = constant + Σ factor·t` over the terms of `direct` other than `s` itself and
  /// those within rounding noise of 0, written straight into `cells` (a temporary array per
  /// definition was an allocation and a free for nearly every constraint of a form).
  mutating func appendDefinition(
    of s: Int32, slot k: Int32, direct: [Cell], factor f: Double, constant c: Double
  ) -> Int32 {
    let first = cells.count
    for t in direct where t.sym != s && !nearZero(t.coeff) {
      cells.append(Cell(sym: t.sym, coeff: t.coeff * f))
    }
    sym.append(s)
    constant.append(c)
    start.append(Int32(first))
    length.append(Int32(cells.count - first))
    alive.append(true)
    slot.append(k)
    return Int32(sym.count - 1)
  }

  /// Appends a copy of definition `d` (its cells copied within `cells`, no array between).
  mutating func appendCopy(of d: Int) -> Int32 {
    let a = Int(start[d])
    let n = Int(length[d])
    sym.append(sym[d])
    constant.append(constant[d])
    start.append(Int32(cells.count))
    length.append(Int32(n))
    alive.append(true)
    slot.append(slot[d])
    cells.reserveCapacity(cells.count + n)
    for k in a..<(a + n) { cells.append(cells[k]) }
    return Int32(sym.count - 1)
  }

  mutating func kill(_ i: Int) {
    if alive[i] {
      alive[i] = false
      dead += 1
    }
  }

  /// Evaluates every live definition in order, reading and writing values by symbol id.
  func evaluate(into values: inout [Double]) {
    cells.withUnsafeBufferPointer { cp in
      values.withUnsafeMutableBufferPointer { vp in
        for i in 0..<sym.count where alive[i] {
          var x = constant[i]
          let a = Int(start[i])
          for k in a..<(a + Int(length[i])) { x += cp[k].coeff * vp[Int(cp[k].sym)] }
          vp[Int(sym[i])] = x
        }
      }
    }
  }

  /// Drops dead definitions; returns the new index of every old one (-1 when dropped).
  mutating func compact() -> [Int32] {
    var map = [Int32](repeating: -1, count: sym.count)
    var next = DefinitionTable()
    for i in 0..<sym.count where alive[i] {
      let a = Int(start[i])
      map[i] = next.append(
        sym: sym[i], slot: slot[i], terms: cells[a..<(a + Int(length[i]))], constant: constant[i])
    }
    self = next
    return map
  }
}
