import Testing

@testable import Cassowary

/// Strengths are levels in a strict order (symbolic weights): a higher priority is satisfied
/// before any number of lower ones; violations within one level add up.
@Suite struct StrictPriorityTests {
  func at(_ c: Constraint, _ priority: Double) -> Constraint {
    c.withStrength(Strength(priority: priority))
  }

  @Test func threeAt250DoNotOutweighOneAt700() throws {
    let x = Variable("x")
    let s = Solver()
    let high = at(x == 0, 700)
    try s.add(high)
    let low = (0..<3).map { _ in at(x == 10, 250) }
    for c in low { try s.add(c) }
    s.updateVariables()
    #expect(x.value == 0)  // a weighted sum gives 10: 3 × 250 > 700
    // Removing the higher level hands the variable to the lower one, and back.
    try s.remove(high)
    s.updateVariables()
    #expect(x.value == 10)
    try s.add(high)
    s.updateVariables()
    #expect(x.value == 0)
  }

  @Test func orderDoesNotMatter() throws {
    let x = Variable("x")
    let s = Solver()
    for _ in 0..<50 { try s.add(at(x == 10, 1)) }
    try s.add(at(x == 0, 2))
    s.updateVariables()
    #expect(x.value == 0)
  }

  @Test func aLadderOfLevelsIsSatisfiedTopDown() throws {
    // 1 constraint at 300, 5 at 200, 50 at 100: each level wins over every level below it.
    let x = Variable("x")
    let s = Solver()
    let tops = [at(x == 1, 300)]
    let middles = (0..<5).map { _ in at(x == 2, 200) }
    let bottoms = (0..<50).map { _ in at(x == 3, 100) }
    for c in bottoms + middles + tops { try s.add(c) }
    s.updateVariables()
    #expect(x.value == 1)
    for c in tops { try s.remove(c) }
    s.updateVariables()
    #expect(x.value == 2)
    for c in middles { try s.remove(c) }
    s.updateVariables()
    #expect(x.value == 3)
  }

  @Test func lowerLevelsChooseWithinWhatHigherLevelsLeave() throws {
    // Level 900 keeps x in [3, 7] (optional inequalities), level 800 would like x = 0 but is
    // beaten by both; level 100 picks the end of what is left nearest its target.
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    try s.add(at(x >= 3, 900))
    try s.add(at(x <= 7, 900))
    try s.add(at(x == 0, 800))
    try s.add(at(y == x + 20, 100))
    try s.add(at(y == 5, 50))
    s.updateVariables()
    #expect(x.value == 3)
    #expect(y.value == 23)
  }

  @Test func tiesWithinALevelStillSum() throws {
    // Same level: the weighted L1 optimum, the median of the targets.
    let x = Variable("x")
    let s = Solver()
    try s.add(at(x == 0, 500))
    try s.add(at(x == 10, 500))
    try s.add(at(x == 10, 500))
    s.updateVariables()
    #expect(x.value == 10)
    // Explicit weights within one level add up the same way: 3 > 1 + 1.
    let y = Variable("y")
    let t = Solver()
    try t.add((y == 0).withStrength(Strength(value: 7, weight: 3)))
    try t.add((y == 10).withStrength(Strength(value: 7)))
    try t.add((y == 10).withStrength(Strength(value: 7)))
    t.updateVariables()
    #expect(y.value == 0)
  }

  @Test func requiredStaysRequired() throws {
    let x = Variable("x")
    let s = Solver()
    try s.add(x <= 4)
    for _ in 0..<20 { try s.add(at(x == 10, 999)) }
    s.updateVariables()
    #expect(x.value == 4)
    #expect(throws: SolverError.self) { try s.add(x >= 5) }
    #expect(Strength(priority: 1000).isRequired && !Strength(priority: 999).isRequired)
  }

  @Test func editVariablesFollowTheirLevel() throws {
    // An edit at 600 against three constraints at 500 (a sum would pin x at 0: 1500 > 600),
    // re-solved by the dual simplex on every suggestion, never rebuilt.
    let x = Variable("x")
    let s = Solver()
    try s.addEditVariable(x, strength: Strength(priority: 600))
    for _ in 0..<3 { try s.add(at(x == 0, 500)) }
    try s.add(x <= 70)
    try s.suggestValue(x, 50)
    s.updateVariables()
    #expect(x.value == 50)
    let rows = s.rowInsertCount
    try s.suggestValue(x, 80)
    s.updateVariables()
    #expect(x.value == 70)
    try s.suggestValue(x, -20)
    s.updateVariables()
    #expect(x.value == -20)
    #expect(s.rowInsertCount == rows)
    #expect(s.rebuildCount == 0)
    // Without the edit the lower level takes over.
    try s.removeEditVariable(x)
    s.updateVariables()
    #expect(x.value == 0)
  }

  @Test func anEditBelowTheOthersMovesOnlyWhatTheyLeaveFree() throws {
    // The keyboard case: the edit is weaker than a 750 bound, so it is clipped there, and a
    // chain of 250s cannot drag it anywhere.
    let top = Variable("kb.top")
    let button = Variable("button.bottom")
    let s = Solver()
    try s.addEditVariable(top, strength: Strength(priority: 700))
    try s.add(at(top >= 400, 750))
    try s.add(button == top - 8)
    for _ in 0..<4 { try s.add(at(button == 800, 250)) }
    try s.suggestValue(top, 300)
    s.updateVariables()
    #expect(top.value == 400)
    #expect(button.value == 392)
    try s.suggestValue(top, 600)
    s.updateVariables()
    #expect(top.value == 600)
    #expect(button.value == 592)
  }

  @Test func removingAConstraintRestoresTheNextLevel() throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    try s.add(x + y == 100)
    let keepX = at(x == 80, 600)
    try s.add(keepX)
    for _ in 0..<4 { try s.add(at(y == 60, 400)) }
    s.updateVariables()
    #expect(x.value == 80 && y.value == 20)
    try s.remove(keepX)
    s.updateVariables()
    #expect(x.value == 40 && y.value == 60)
  }

  @Test func strengthOrderIsLevelThenWeight() {
    #expect(Strength(priority: 251) > Strength(priority: 250))
    #expect(Strength(value: 2, weight: 1) > Strength(value: 1, weight: 100))
    #expect(Strength(value: 1, weight: 3) > Strength(value: 1))
    #expect(Strength.strong > Strength(priority: 999))
    #expect(Strength.weak < Strength(priority: 1))
    #expect(Strength(value: 5, weight: .nan).weight == 0)
  }
}
