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

  @Test func hasFollowsAddAndRemove() throws {
    let x = Variable("x")
    let s = Solver()
    let c = x >= 3
    #expect(!s.has(c))
    try s.add(c)
    #expect(s.has(c))
    try s.remove(c)
    #expect(!s.has(c))
  }

  @Test func removeRestoresTheWeakerAnswer() throws {
    let x = Variable("x")
    let s = Solver()
    let strong = (x == 10).withStrength(.strong)
    try s.add(strong)
    try s.add((x == 20).withStrength(.weak))
    s.updateVariables()
    #expect(x.value == 10)
    try s.remove(strong)
    s.updateVariables()
    #expect(x.value == 20)
  }

  @Test func editVariableLifecycle() throws {
    let x = Variable("x")
    let s = Solver()
    try s.add((x == 10).withStrength(.weak))
    #expect(!s.hasEditVariable(x))
    try s.addEditVariable(x, strength: .strong)
    #expect(s.hasEditVariable(x))
    s.updateVariables()
    #expect(x.value == 0)  // an unsuggested edit pulls to 0 (kiwi)
    try s.suggestValue(x, 30)
    s.updateVariables()
    #expect(x.value == 30)
    try s.removeEditVariable(x)
    #expect(!s.hasEditVariable(x))
    s.updateVariables()
    #expect(x.value == 10)
  }

  @Test func editsResolveWithoutRebuild() throws {
    let w = Variable("root.w")
    let cw = Variable("child.w")
    let cx = Variable("child.x")
    let s = Solver()
    try s.add(cw == 0.5 * w - 10)
    try s.add(cx == (w - cw) / 2)
    try s.add(cx >= 0)
    try s.addEditVariable(w, strength: .strong)
    try s.suggestValue(w, 400)
    s.updateVariables()
    let rows = s.rowInsertCount
    let rebuilds = s.rebuildCount
    for (value, width, x) in [(600.0, 290.0, 155.0), (320, 150, 85), (400, 190, 105)] {
      try s.suggestValue(w, value)
      s.updateVariables()
      #expect(cw.value == width)
      #expect(cx.value == x)
    }
    #expect(s.rowInsertCount == rows)
    #expect(s.rebuildCount == rebuilds)
  }

  @Test func dualSimplexClipsAnEditAtARequiredBound() throws {
    let top = Variable("kb.top")
    let btn = Variable("btn.y")
    let s = Solver()
    try s.add(top <= 844)
    try s.add(btn == top - 52)
    try s.addEditVariable(top, strength: .strong)
    try s.suggestValue(top, 900)
    s.updateVariables()
    #expect(top.value == 844)
    #expect(btn.value == 792)
    let pivots = s.pivotCount
    try s.suggestValue(top, 508)
    s.updateVariables()
    #expect(top.value == 508)
    #expect(btn.value == 456)
    #expect(s.pivotCount - pivots <= 2)
  }

  @Test func weakWeightsStillDecideNextToANearRequiredEdit() throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    try s.addEditVariable(x, strength: .create(999, 1000, 1000))  // ≈ 1e9
    try s.add(y >= x)
    try s.add((y == 10).withStrength(.weak))
    try s.add((y == 20).withStrength(.create(0, 0, 2)))  // weight 2 beats weight 1
    try s.suggestValue(x, 3)
    s.updateVariables()
    #expect(x.value == 3)
    #expect(y.value == 20)
    try s.suggestValue(x, 25)
    s.updateVariables()
    #expect(y.value == 25)
  }

  @Test func resetForgetsEverything() throws {
    let x = Variable("x")
    let s = Solver()
    let c = x == 5
    try s.add(c)
    try s.addEditVariable(x, strength: .weak)
    s.reset()
    #expect(!s.has(c))
    #expect(!s.hasEditVariable(x))
    try s.add(x == 7)
    s.updateVariables()
    #expect(x.value == 7)
  }

  @Test func requiredEqualitiesDefiningFreshVariablesStayOutOfTheTableau() throws {
    // A form-like chain: each top is the previous bottom + 8.
    let s = Solver()
    var prevBottom: Expression = Expression(constant: 59)
    var heights: [Variable] = []
    var tops: [Variable] = []
    for i in 0..<50 {
      let top = Variable("v\(i).y")
      let h = Variable("v\(i).h")
      try s.add(top == prevBottom + 8)
      try s.add((h >= 21).withStrength(Strength(priority: 750)))
      try s.add((h <= 21).withStrength(Strength(priority: 250)))
      prevBottom = top + h
      tops.append(top)
      heights.append(h)
    }
    s.updateVariables()
    for (i, top) in tops.enumerated() { #expect(top.value == 59 + 8 + Double(i) * 29) }
    #expect(s.definitionCount == 50)
    #expect(s.rowCount <= 2 * 50)
  }

  @Test func removingAUsedDefinitionRebuildsCorrectly() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let s = Solver()
    let defA = a == 10
    try s.add(defA)  // defines a
    try s.add(b == a + 5)  // defines b over a
    try s.add(c >= b)
    try s.add((c == 0).withStrength(.weak))
    try s.add((a == 3).withStrength(.medium))  // inert while a is required to be 10
    s.updateVariables()
    #expect(c.value == 15)
    try s.remove(defA)
    s.updateVariables()
    #expect(s.rebuildCount == 1)
    #expect(a.value == 3)
    #expect(b.value == 8)
    #expect(c.value == 8)
  }

  @Test func isAmbiguousSpotsFreeVariables() throws {
    let left = Variable("left")
    let right = Variable("right")
    let pinned = Variable("pinned")
    let s = Solver()
    try s.add(right == left + 10)
    try s.add(right <= 100)
    try s.add(left >= 0)
    try s.add(pinned == 4)
    try s.add((left == 20).withStrength(.weak))
    s.updateVariables()
    #expect(!s.isAmbiguous(left))
    #expect(!s.isAmbiguous(right))
    #expect(!s.isAmbiguous(pinned))
    let free = Variable("free")
    let t = Solver()
    try t.add(free + left == 10)
    t.updateVariables()
    #expect(t.isAmbiguous(free))
    #expect(t.isAmbiguous(Variable("never used")))
  }

  @Test func operatorsBuildLinearExpressions() throws {
    let x = Variable("x")
    let y = Variable("y")
    let e: Expression = 2 * x - y / 4 + 3 - (x - 1) * 2
    // 2x - 0.25y + 3 - 2x + 2 = -0.25y + 5
    x.value = 7
    y.value = 8
    #expect(e.value == 3)
    let c = (x + 1 <= y).withStrength(.medium)
    #expect(c.op == .lessThanOrEqual)
    #expect(c.strength == .medium)
    #expect(c.expression.value == 0)  // 7 + 1 - 8
    #expect(-x * 1 == Term(variable: x, coefficient: -1))
  }
}

extension Term: Equatable {
  public static func == (a: Term, b: Term) -> Bool {
    a.variable === b.variable && a.coefficient == b.coefficient
  }
}

// MARK: - Strengths and priorities

@Suite struct StrengthTests {
  @Test func kiwiValues() {
    #expect(Strength.required.value == 1_001_001_000)
    #expect(Strength.strong.value == 1_000_000)
    #expect(Strength.medium.value == 1000)
    #expect(Strength.weak.value == 1)
    #expect(Strength.create(1000, 1000, 1000) == .required)
    #expect(Strength.create(2000, 0, 0).value == 1_000_000_000)  // clamped per level
    #expect(Strength.create(1, 2, 3, 2).value == 2_004_006)
  }

  @Test func priorityBridgeKeepsUIKitOrder() {
    #expect(Strength(priority: 1000).isRequired)
    #expect(Strength(priority: 1200).isRequired)
    #expect(!Strength(priority: 999).isRequired)
    #expect(Strength(priority: 251) > Strength(priority: 250))
    #expect(Strength(priority: 751) > Strength(priority: 750))
    #expect(Strength(priority: 999) < .required)
    #expect(Strength(priority: 50) > Strength(priority: 1))
  }

  @Test func huggingAndCompressionTieBreaksSolve() throws {
    // Two labels share 292 pt: the 251-hugging one keeps its size, the 250 one stretches.
    let w1 = Variable("l1.w")
    let w2 = Variable("l2.w")
    let s = Solver()
    try s.add(w1 + 8 + w2 == 300)
    try s.add((w1 >= 100).withStrength(Strength(priority: 750)))
    try s.add((w1 <= 100).withStrength(Strength(priority: 251)))
    try s.add((w2 >= 100).withStrength(Strength(priority: 750)))
    try s.add((w2 <= 100).withStrength(Strength(priority: 250)))
    s.updateVariables()
    #expect(w1.value == 100)
    #expect(w2.value == 192)
    // Squeezed to 150: the 751-compression one keeps its size.
    let a = Variable("a")
    let b = Variable("b")
    let t = Solver()
    try t.add(a + 8 + b == 150)
    try t.add((a >= 100).withStrength(Strength(priority: 751)))
    try t.add((b >= 100).withStrength(Strength(priority: 750)))
    t.updateVariables()
    #expect(a.value == 100)
    #expect(b.value == 42)
  }
}
