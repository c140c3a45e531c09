import Testing

@testable import Cassowary

// MARK: - One test per error (kiwi style), plus transactional failure

@Suite struct SolverErrorTests {
  @Test func duplicateConstraintIsByIdentity() throws {
    let x = Variable("x")
    let s = Solver()
    let c = x <= 100
    try s.add(c)
    #expect(throws: SolverError.duplicateConstraint(c)) { try s.add(c) }
    try s.add(x <= 100)  // an equal, new handle is fine
  }

  @Test func unknownConstraint() throws {
    let s = Solver()
    let c = Variable("x") == 1
    #expect(throws: SolverError.unknownConstraint(c)) { try s.remove(c) }
  }

  @Test func editVariableErrors() throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    try s.addEditVariable(x, strength: .strong)
    #expect(throws: SolverError.duplicateEditVariable(x)) {
      try s.addEditVariable(x, strength: .strong)
    }
    #expect(throws: SolverError.unknownEditVariable(y)) { try s.suggestValue(y, 1) }
    #expect(throws: SolverError.unknownEditVariable(y)) { try s.removeEditVariable(y) }
    #expect(throws: SolverError.badRequiredStrength) {
      try s.addEditVariable(y, strength: .required)
    }
    #expect(!s.hasEditVariable(y))
  }

  @Test func unsatisfiableThroughTheDummyPath() throws {
    let x = Variable("x")
    let s = Solver()
    let ten = x == 10
    try s.add(ten)
    let eleven = x == 11
    #expect(throws: SolverError.unsatisfiable(eleven, conflicting: [ten, eleven])) {
      try s.add(eleven)
    }
    s.updateVariables()
    #expect(x.value == 10)
  }

  @Test func unsatisfiableThroughTheArtificialPathNamesTheChain() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("unrelated")
    let s = Solver()
    let c0 = x >= 0
    let c1 = y >= x + 10
    let other = z >= 3
    try s.add(c0)
    try s.add(other)
    try s.add(c1)
    let c2 = y <= 5
    #expect(throws: SolverError.unsatisfiable(c2, conflicting: [c0, c1, c2])) { try s.add(c2) }
  }

  /// A definition read by an earlier row, not by the rejected constraint: the row was written
  /// with the definition expanded, yet the conflict needs it (a cell's fixed height, read
  /// through its content's bottom pin, against a stack too tall for it).
  @Test func unsatisfiableNamesTheDefinitionsTheConflictingRowsRead() throws {
    let x = Variable("height")
    let y = Variable("content")
    let s = Solver()
    let sum = x + y == 10  // x is new: a definition, x = 10 - y
    let difference = x - y == 2  // reads x: a row written with x's definition expanded
    try s.add(sum)
    try s.add(difference)
    let seven = y == 7
    #expect(throws: SolverError.unsatisfiable(seven, conflicting: [sum, difference, seven])) {
      try s.add(seven)
    }
    s.updateVariables()
    #expect(x.value == 6 && y.value == 4)
  }

  /// nucleic/kiwi#52: kiwi keeps the rejected row and later solves break required constraints.
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
    try s.add((x == 30).withStrength(.create(2, 0, 0)))  // twice strong: wins, clipped at 12
    s.updateVariables()
    #expect(x.value == 12)
    try s.remove(atLeast10)
    try s.add(x <= 5)
    s.updateVariables()
    #expect(x.value == 5)
  }

  @Test func failedAddMatchesASolverThatNeverSawIt() throws {
    func build(_ withFailure: Bool) throws -> [Double] {
      let a = Variable("a")
      let b = Variable("b")
      let c = Variable("c")
      let s = Solver()
      try s.add(a + b <= 50)
      try s.add(c == a - b)
      try s.add((a == 40).withStrength(.medium))
      try s.add((b == 30).withStrength(.weak))
      if withFailure {
        #expect(throws: SolverError.self) { try s.add(a + b >= 60) }
        #expect(throws: SolverError.self) { try s.add(2 * a + 2 * b == 120) }
      }
      try s.add((c >= 0).withStrength(.strong))
      try s.addEditVariable(b, strength: .medium)
      try s.suggestValue(b, 5)
      s.updateVariables()
      return [a.value, b.value, c.value]
    }
    #expect(try build(true) == build(false))
  }
}

// MARK: - Degenerate constraints

@Suite struct DegenerateConstraintTests {
  @Test func constantConstraints() throws {
    let s = Solver()
    let five = Constraint(Expression(constant: 5), .equal)
    #expect(throws: SolverError.unsatisfiable(five, conflicting: [five])) { try s.add(five) }
    let never = Constraint(Expression(constant: 5), .lessThanOrEqual)
    #expect(throws: SolverError.unsatisfiable(never, conflicting: [never])) { try s.add(never) }
    try s.add(Constraint(Expression(constant: 0), .equal))  // 0 == 0 is redundant, fine
    try s.add(Constraint(Expression(constant: -1), .lessThanOrEqual))
    try s.add(Constraint(Expression(constant: 3), .equal, strength: .weak))  // soft: just violated
  }

  @Test func cancellingTermsAndRepeatedVariables() throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    try s.add(x - x + y == 4)
    try s.add(x + x == 2 * y + 2)  // 2x = 10
    s.updateVariables()
    #expect(y.value == 4)
    #expect(x.value == 5)
  }

  @Test func removingTwiceIsAnError() throws {
    let x = Variable("x")
    let s = Solver()
    let c = x == 1
    try s.add(c)
    try s.remove(c)
    #expect(throws: SolverError.unknownConstraint(c)) { try s.remove(c) }
    try s.add(c)  // and it can come back
    s.updateVariables()
    #expect(x.value == 1)
  }
}
