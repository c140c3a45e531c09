import Testing

@testable import Cassowary

/// A marker or error symbol names its constraint by tag slot and add sequence
/// (`SolverCore.SymbolOwner`), and a removed constraint's slot is reused by the next add: a
/// conflict must name the constraints in the solver now, never one removed before.
@Suite struct OwnerSlotTests {
  @Test func aConflictNamesTheConstraintInAReusedSlot() throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    let old = x <= 50
    try s.add(old)
    try s.add(y >= 0)
    try s.remove(old)  // its slot is free again
    let atMost20 = x <= 20
    try s.add(atMost20)  // takes the freed slot
    let atLeast30 = x >= 30
    #expect(throws: SolverError.unsatisfiable(atLeast30, conflicting: [atMost20, atLeast30])) {
      try s.add(atLeast30)
    }
    // The rejected add freed nothing and stored nothing: the next conflict still finds its
    // owner, through the same slot.
    let equals40 = x == 40
    #expect(throws: SolverError.unsatisfiable(equals40, conflicting: [atMost20, equals40])) {
      try s.add(equals40)
    }
    s.updateVariables()
    #expect(x.value <= 20)
  }

  @Test func softConstraintsInReusedSlotsAreNotNamed() throws {
    let x = Variable("x")
    let s = Solver()
    var soft: [Constraint] = []
    for k in 0..<4 {
      let c = (x == Double(10 * k)).withStrength(.medium)
      try s.add(c)
      soft.append(c)
    }
    for c in soft { try s.remove(c) }
    let atLeast5 = x >= 5
    try s.add(atLeast5)
    try s.add((x == 100).withStrength(.weak))  // reuses a soft one's slot
    let atMost1 = x <= 1
    #expect(throws: SolverError.unsatisfiable(atMost1, conflicting: [atLeast5, atMost1])) {
      try s.add(atMost1)
    }
  }

  @Test func aVariableNamedWithASuffixShowsItsWholeName() throws {
    let v = Variable("p12", suffix: ".left")
    #expect(v.name == "p12.left")
    #expect(v.description == "p12.left")
    #expect(Variable("p12").name == "p12")
    #expect((v == 3).description == "p12.left - 3.0 == 0")
    let s = Solver()
    try s.addEditVariable(v, strength: .strong)
    #expect(throws: SolverError.duplicateEditVariable(v)) {
      try s.addEditVariable(v, strength: .strong)
    }
  }
}
