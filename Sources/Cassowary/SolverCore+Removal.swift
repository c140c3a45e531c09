// Removing constraints and edit variables without rebuilding.

extension SolverCore {
  // MARK: - Removing

  mutating func removeErrorEffects(_ tag: Tag, strength: Strength) {
    let level = objective.level(for: strength.value)
    for s in [tag.marker, tag.other] where s != 0 && kind[Int(s)] == .error {
      let r = rowOf[Int(s)]
      if r >= 0 {
        let cells = rows[Int(r)].cells
        for cell in cells { objAdd(level, cell.sym, -strength.weight * cell.coeff) }
      } else {
        objAdd(level, s, -strength.weight)
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
    // After the pivot the marker is basic; a debug build stops here if not, a release build
    // leaves the row alone rather than index row -1.
    guard rowOf[Int(marker)] >= 0 else {
      assertionFailure("marker \(marker) is not basic after leaving")
      return
    }
    dropRow(rowOf[Int(marker)])
    owner[Int(marker)] = .none
    kind[Int(marker)] = .invalid
  }

  /// kiwi's three-tier choice that keeps the tableau feasible when a marker leaves.
  /// A ratio can be infinite (a huge constant over a tiny coefficient): the first candidate is
  /// taken whatever its ratio, so ties are only ever broken against a chosen row.
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
        if first < 0 || r < r1 || (r == r1 && row.basic < rows[Int(first)].basic) {
          r1 = r
          first = ri
        }
      } else {
        let r = row.constant / c
        if second < 0 || r < r2 || (r == r2 && row.basic < rows[Int(second)].basic) {
          r2 = r
          second = ri
        }
      }
    }
    if first >= 0 { return first }
    if second >= 0 { return second }
    return third >= 0 ? third : nil
  }
}
