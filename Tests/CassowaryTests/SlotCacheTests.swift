import Testing

@testable import Cassowary

/// A solver finds its book-keeping of a constraint, and the symbol of a variable, through a
/// slot cached in the handle itself (no hashing). The cache belongs to the first solver that
/// met the handle; these tests share handles between solvers, reset and rebuild solvers, and
/// check that no solver ever answers from another solver's (or a stale) slot.
@Suite struct SlotCacheTests {
  @Test func oneConstraintInTwoSolvers() throws {
    let x = Variable("x")
    let a = Solver()
    let b = Solver()
    let c = x >= 3
    try a.add(c)
    try b.add(c)  // cached by `a`: `b` keeps it aside
    #expect(a.has(c) && b.has(c))
    #expect(throws: SolverError.duplicateConstraint(c)) { try a.add(c) }
    #expect(throws: SolverError.duplicateConstraint(c)) { try b.add(c) }
    try a.remove(c)
    #expect(!a.has(c))
    #expect(b.has(c))
    #expect(throws: SolverError.unknownConstraint(c)) { try a.remove(c) }
    try a.add(c)  // the cache is free again: `a` takes it back
    try b.remove(c)
    #expect(a.has(c) && !b.has(c))
    try b.add(c)
    #expect(a.has(c) && b.has(c))
  }

  @Test func slotsAreReusedWithoutConfusingConstraints() throws {
    let x = Variable("x")
    let s = Solver()
    let first = (x == 1).withStrength(.weak)
    let second = (x == 2).withStrength(.strong)
    try s.add(first)
    try s.remove(first)
    try s.add(second)  // takes the slot `first` had
    #expect(!s.has(first))
    #expect(s.has(second))
    #expect(throws: SolverError.unknownConstraint(first)) { try s.remove(first) }
    s.updateVariables()
    #expect(x.value == 2)
  }

  @Test func sharedVariablesKeepTheirOwnSymbolsPerSolver() throws {
    let x = Variable("x")
    let y = Variable("y")
    let a = Solver()
    let b = Solver()
    try a.add(x == 10)
    try a.add(y == x + 1)
    // `b` meets y first, so the two solvers number the variables differently.
    try b.add(y == 5)
    try b.add(x == y * 2)
    a.updateVariables()
    #expect(x.value == 10 && y.value == 11)
    b.updateVariables()
    #expect(x.value == 10 && y.value == 5)
    #expect(!a.isAmbiguous(x) && !b.isAmbiguous(y))
    let free = Variable("free")
    try b.add((free == 0).withStrength(.weak))
    try b.add((free == 100).withStrength(.weak))
    #expect(b.isAmbiguous(free))
    #expect(a.isAmbiguous(free))  // `a` has never met it: nothing fixes it there
  }

  @Test func resetLetsAnotherSolverCacheTheHandles() throws {
    let x = Variable("x")
    let a = Solver()
    let c = x == 4
    try a.add(c)
    a.reset()
    #expect(!a.has(c))
    let b = Solver()
    try b.add(c)
    #expect(b.has(c) && !a.has(c))
    try a.add(x == 7)
    a.updateVariables()
    #expect(x.value == 7)
    b.updateVariables()
    #expect(x.value == 4)
  }

  @Test func rebuildAfterRemovingAUsedDefinitionKeepsEveryHandle() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let s = Solver()
    let defineX = x == y + 1  // x is defined, then read by the next constraint
    let useX = z == x * 2
    let fixY = y == 3
    try s.add(defineX)
    try s.add(useX)
    try s.add(fixY)
    let rebuilds = s.rebuildCount
    try s.remove(defineX)
    #expect(s.rebuildCount == rebuilds + 1)
    #expect(!s.has(defineX) && s.has(useX) && s.has(fixY))
    try s.add(x == 10)
    s.updateVariables()
    #expect(z.value == 20 && y.value == 3)
    try s.remove(useX)
    #expect(!s.has(useX))
  }

  @Test func aFailedAddLeavesNoCachedVariable() throws {
    let x = Variable("x")
    let fresh = Variable("fresh")
    let a = Solver()
    try a.add(x == 1)
    #expect(throws: (any Error).self) { try a.add(x + fresh * 0 == 2) }
    // `fresh` was rolled back: another solver can cache it and solve with it.
    let b = Solver()
    try b.add(fresh == 9)
    b.updateVariables()
    #expect(fresh.value == 9)
    try a.add(fresh == 8)
    a.updateVariables()
    #expect(fresh.value == 8 && x.value == 1)
  }
}
