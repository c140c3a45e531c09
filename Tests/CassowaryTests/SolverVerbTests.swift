import Testing

@testable import Cassowary

// MARK: - Per-verb tests (kiwi style)

@Suite struct SolverVerbTests {
  @Test func addSolvesEqualities() throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    try s.add(x == 20)
    try s.add(x + 2 == y + 10)
    s.updateVariables()
    #expect(x.value == 20)
    #expect(y.value == 12)
  }

  @Test func kiwi52FailedAddLeavesSolverUnchanged() throws {
    let x = Variable("x")
    let s = Solver()
    let atLeast10 = x >= 10
    try s.add(atLeast10)
    try s.add((x == 0).withStrength(.weak))
    let atMost5 = x <= 5
    #expect(throws: SolverError.unsatisfiable(atMost5, conflicting: [atLeast10, atMost5])) {
      try s.add(atMost5)
    }
    #expect(!s.has(atMost5))
    s.updateVariables()
    #expect(x.value == 10)
    // Later adds and solves still honour every required constraint.
    try s.add(x <= 12)
    try s.add((x == 11).withStrength(.strong))
    s.updateVariables()
    #expect(x.value == 11)
    try s.remove(atLeast10)
    s.updateVariables()
    #expect(x.value == 11)
    try s.add(x <= 5)
    s.updateVariables()
    #expect(x.value == 5)
  }

  @Test func editResolvesWithoutRebuild() throws {
    let w = Variable("root.w")
    let cw = Variable("child.w")
    let s = Solver()
    try s.add(cw == 0.5 * w - 10)
    try s.addEditVariable(w, strength: .strong)
    try s.suggestValue(w, 400)
    s.updateVariables()
    #expect(cw.value == 190)
    let rowsBefore = s.rowInsertCount
    try s.suggestValue(w, 600)
    s.updateVariables()
    #expect(cw.value == 290)
    #expect(s.rowInsertCount == rowsBefore)
  }
}
