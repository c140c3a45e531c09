// The primal simplex (optimise after an add) and the dual simplex (after an edit).

extension SolverCore {
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
          if k != .dummy && k != .invalid && rowOf[Int(s)] < 0 && objective.isNegative(Int(s)) {
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

  /// Adds to one component of a symbol's objective coefficient. A component that turns
  /// negative, or reaches zero (which can expose a negative weaker component), makes the
  /// symbol an entering candidate; `optimize` checks the whole vector when it pops it.
  @inline(__always)
  mutating func objAdd(_ level: Int, _ s: Int32, _ c: Double) {
    let i = Int(s)
    let v = objective[level, i] + c
    let stored = nearZero(v) ? 0 : v
    objective[level, i] = stored
    if stored <= objective.tolerance { negHeap.push(s) }
  }

  /// Puts a new error symbol into the objective at its constraint's level and weight.
  mutating func addToObjective(_ s: Int32, _ strength: Strength) {
    let level = objective.level(for: strength.value)
    objective.tolerance = max(objective.tolerance, strength.weight * 1e-12)
    objAdd(level, s, strength.weight)
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
      var enteringCoeff = 0.0
      for c in row.cells where c.coeff > 0 {
        let k = kind[Int(c.sym)]
        if k == .dummy || k == .invalid { continue }
        if entering == 0
          || objective.ratioLess(Int(c.sym), c.coeff, Int(entering), enteringCoeff)
        {
          entering = c.sym
          enteringCoeff = c.coeff
        }
      }
      guardCount += 1
      if entering == 0 || guardCount > 1_000_000 { continue }
      pivot(entering, ri)
    }
  }
}
