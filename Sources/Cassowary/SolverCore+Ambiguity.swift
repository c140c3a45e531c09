// Ambiguity: which variables could move without making the layout worse (UIKit's
// `hasAmbiguousLayout`), in time linear in the tableau for well-determined chains.

extension SolverCore {
  /// True when v's value could change without making the objective worse (UIKit
  /// `hasAmbiguousLayout` per variable). Best effort: a zero-cost direction blocked only by a
  /// degenerate row counts as blocked.
  ///
  /// Only parameters that could count as free are looked at (`ambiguityReach`): expanding a
  /// variable whose definitions and rows reach none of them cannot find one, so it is not
  /// expanded at all, and branches that reach none are not followed. Expanding every
  /// variable of a 20,000-label chain in full cost O(chain length) each.
  mutating func isAmbiguous(_ v: Variable) -> Bool {
    guard let s = existingSymbol(for: v) else { return true }
    if ambiguityReach.isEmpty { findAmbiguityReach() }
    guard ambiguityReach[Int(s)] else { return false }
    // A chain's variables are definitions of definitions: expanding each from scratch cost
    // O(chain length) per variable, so a 4,000-view chain took seconds. Small expansions of
    // definitions are remembered until the next add or remove.
    let (_, cells) =
      memoizedDefinition(s).map { expand($0.cells, $0.constant, onlyReaching: true) }
      ?? expand([Cell(sym: s, coeff: 1)], 0, onlyReaching: true)
    for cell in cells {
      let k = kind[Int(cell.sym)]
      if k == .dummy || k == .invalid { continue }
      if !objective.isZero(Int(cell.sym), scale: max(1, abs(cell.coeff))) { continue }
      if k == .external { return true }
      if !isBlocked(cell.sym) { return true }
    }
    return false
  }

  /// A zero-cost direction for the parametric `sym` ends at once: a row of a restricted
  /// symbol with a (near) zero constant would go negative.
  func isBlocked(_ sym: Int32) -> Bool {
    for ri in cols[Int(sym)] {
      let row = rows[Int(ri)]
      if kind[Int(row.basic)] != .external && nearZero(row.constant)
        && row.coefficient(sym) < 0
      {
        return true
      }
    }
    return false
  }

  /// Fills `ambiguityReach`. A parameter is a candidate when `isAmbiguous` could count it as
  /// free: not a dummy, a user variable or not blocked, and an objective cost that is zero,
  /// or small enough to pass for zero at the largest coefficient any expansion can have (a
  /// bound: the sum of absolute coefficients along definitions and rows). A row reaches one
  /// when it holds a candidate; a definition when one of its terms reaches one (index order
  /// is evaluation order, so its terms are done first). A superset of what expanding finds,
  /// so the answers are those of expanding everything.
  mutating func findAmbiguityReach() {
    let n = kind.count
    var bound = [Double](repeating: 1, count: n)
    for row in rows where row.basic != 0 {
      bound[Int(row.basic)] = row.cells.reduce(0) { $0 + abs($1.coeff) }
    }
    for d in 0..<defs.total where defs.alive[d] {
      let a = Int(defs.start[d])
      var b = 0.0
      for k in a..<(a + Int(defs.length[d])) {
        b += abs(defs.cells[k].coeff) * bound[Int(defs.cells[k].sym)]
      }
      bound[Int(defs.sym[d])] = b
    }
    // 2×: headroom for rounding in the sums expanding does.
    let largest = 2 * max(1, bound.max() ?? 1)
    var reach = [Bool](repeating: false, count: n)
    for s in 1..<n where rowOf[s] < 0 && defn[s] < 0 {
      let k = kind[s]
      if k == .dummy || k == .invalid { continue }
      var cost = 0.0
      for l in objective.coefficients.indices { cost = max(cost, abs(objective[l, s])) }
      guard cost == 0 || !(cost / largest >= epsilon) else { continue }
      reach[s] = k == .external || !isBlocked(Int32(s))
    }
    for row in rows where row.basic != 0 {
      reach[Int(row.basic)] = row.cells.contains { reach[Int($0.sym)] }
    }
    for d in 0..<defs.total where defs.alive[d] {
      let a = Int(defs.start[d])
      reach[Int(defs.sym[d])] = defs.cells[a..<(a + Int(defs.length[d]))].contains {
        reach[Int($0.sym)]
      }
    }
    ambiguityReach = reach
  }
}
