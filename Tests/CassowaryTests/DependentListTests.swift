import Testing

@testable import Cassowary

/// The definitions that read each variable are kept as linked lists in one array
/// (`SolverCore.firstDependent`, `dependentLinks`); after an edit only those are re-evaluated.
/// These tests fail if a list loses a reader, keeps a removed one, or goes stale when the
/// definitions are compacted; and if reserving room changes an answer.
@Suite struct DependentListTests {
  /// `v[i] = root + i` for every i, and `w[i] = v[i] + 1000` read through them.
  static func fanOut(_ s: Solver, _ count: Int) throws -> (root: Variable, v: [Variable], w: [Variable], vc: [Constraint]) {
    let root = Variable("root")
    try s.addEditVariable(root, strength: .strong)
    let v = (0..<count).map { Variable("v\($0)") }
    let w = (0..<count).map { Variable("w\($0)") }
    var vc: [Constraint] = []
    for i in 0..<count {
      let c = v[i] == root + Double(i)
      try s.add(c)
      vc.append(c)
      try s.add(w[i] == v[i] + 1000)
    }
    return (root, v, w, vc)
  }

  @Test func anEditReachesEveryReaderOfAVariable() throws {
    let s = Solver()
    let (root, v, w, _) = try Self.fanOut(s, 300)
    #expect(s.definitionCount == 600)
    for value in [10.0, -4.5, 250] {
      try s.suggestValue(root, value)
      s.updateVariables()
      for i in v.indices {
        #expect(v[i].value == value + Double(i))
        #expect(w[i].value == value + Double(i) + 1000)
      }
    }
  }

  @Test func aRebuildKeepsEveryReader() throws {
    let s = Solver()
    let (root, v, w, vc) = try Self.fanOut(s, 100)
    try s.suggestValue(root, 1)
    s.updateVariables()
    // w[i] reads v[i]: removing v[i]'s definition rebuilds the solver, lists and all.
    for i in 0..<30 { try s.remove(vc[i]) }
    #expect(s.rebuildCount == 30)
    try s.suggestValue(root, 7)
    s.updateVariables()
    for i in 30..<100 {
      #expect(v[i].value == 7 + Double(i))
      #expect(w[i].value == 7 + Double(i) + 1000)
    }
    // Definitions added after the rebuilds join the lists too.
    let late = (0..<80).map { Variable("late\($0)") }
    for i in late.indices { try s.add(late[i] == root * 2 + Double(i)) }
    try s.suggestValue(root, -3)
    s.updateVariables()
    for i in late.indices { #expect(late[i].value == -6 + Double(i)) }
    for i in 30..<100 { #expect(w[i].value == -3 + Double(i) + 1000) }
  }

  @Test func plainRemovalsCompactTheTableAndEditsStillArrive() throws {
    let s = Solver()
    let root = Variable("root")
    try s.addEditVariable(root, strength: .strong)
    let v = (0..<300).map { Variable("v\($0)") }
    let c = v.indices.map { v[$0] == root + Double($0) }
    for x in c { try s.add(x) }
    // Nothing reads v: each removal only kills its definition; past 64 dead and half the
    // table, the table is compacted and the lists rebuilt.
    for i in 0..<250 { try s.remove(c[i]) }
    #expect(s.definitionCount == 50)
    #expect(s.core.defs.total < 300)  // compacted
    #expect(s.rebuildCount == 0)
    for value in [5.0, 11] {
      try s.suggestValue(root, value)
      s.updateVariables()
      for i in 250..<300 { #expect(v[i].value == value + Double(i)) }
    }
  }

  @Test func reservingRoomChangesNoAnswer() throws {
    func solve(reserving: Bool) throws -> [Double] {
      let s = Solver()
      if reserving { s.reserveCapacity(constraints: 5_000, variables: 5_000) }
      let (root, v, w, _) = try Self.fanOut(s, 50)
      let x = Variable("x")
      try s.add(x >= v[3] + 1)
      try s.add((x <= 40).withStrength(.weak))
      try s.suggestValue(root, 12)
      s.updateVariables()
      if reserving { s.reserveCapacity(constraints: 10, variables: 10) }  // on a live solver
      try s.suggestValue(root, 20)
      s.updateVariables()
      return [root.value, x.value] + v.map(\.value) + w.map(\.value)
    }
    #expect(try solve(reserving: true) == solve(reserving: false))
  }
}
