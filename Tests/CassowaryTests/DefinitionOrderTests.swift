import Testing

@testable import Cassowary

/// Required equalities that define a variable which, so far, only other definitions read
/// (a label's `baseline = top + offset` comes before the form places its `top`).
@Suite struct DefinitionOrderTests {
  @Test func aVariableOnlyDefinitionsReadIsDefinedAndItsReadersFollowIt() throws {
    let root = Variable("root")
    let top = Variable("top")
    let baseline = Variable("baseline")
    let s = Solver()
    try s.addEditVariable(root, strength: .strong)
    try s.add(baseline == top + 16)  // defines baseline, which reads top
    try s.add(top == root + 8)  // top is in no row: a definition too, not a row
    #expect(s.definitionCount == 2)
    try s.suggestValue(root, 50)
    s.updateVariables()
    #expect(top.value == 58)
    #expect(baseline.value == 74)
    // After an edit only the moved definitions are re-evaluated: in the order they read.
    try s.suggestValue(root, 100)
    s.updateVariables()
    #expect(top.value == 108)
    #expect(baseline.value == 124)
  }

  @Test func anEqualityThatReadsItsVariableBackStaysARow() throws {
    let top = Variable("top")
    let baseline = Variable("baseline")
    let s = Solver()
    try s.add(baseline == top + 16)
    // top = top + 19: a contradiction the tableau must find, not a definition that hides it.
    let contradiction = top == baseline + 3
    #expect(throws: SolverError.self) { try s.add(contradiction) }
    #expect(!s.has(contradiction))
    // top = top: a repetition, accepted, and top stays free to be placed.
    try s.add(top == baseline - 16)
    try s.add(top == 5)
    s.updateVariables()
    #expect(top.value == 5)
    #expect(baseline.value == 21)
  }

  @Test func removingAMovedDefinitionKeepsTheRest() throws {
    let top = Variable("top")
    let baseline = Variable("baseline")
    let last = Variable("last")
    let s = Solver()
    let first = baseline == top + 16
    try s.add(first)
    try s.add(last == top + 30)
    let place = top == 100
    try s.add(place)  // moves both readers after it
    s.updateVariables()
    #expect(baseline.value == 116 && last.value == 130)
    try s.remove(first)
    try s.add(baseline == top + 20)
    s.updateVariables()
    #expect(baseline.value == 120 && last.value == 130)
    try s.remove(place)  // top is read by definitions: the solver rebuilds without it
    try s.add(top == 10)
    s.updateVariables()
    #expect(baseline.value == 30 && last.value == 40)
  }

  /// A chain of labels as `LayoutSession` adds it: baselines first, then the chain
  /// (`top = previous.bottom + 2`), a content guide that must hold every label, then each
  /// label's hugging and compression resistance.
  func labelChain(_ n: Int, anchored: Bool) throws -> (Solver, [Variable], [Variable]) {
    let s = Solver()
    let contentTop = Variable("content.top")
    let contentHeight = Variable("content.height")
    try s.addEditVariable(contentHeight, strength: .weak)
    var tops: [Variable] = []
    var heights: [Variable] = []
    for i in 0..<n {
      let top = Variable("l\(i).top")
      let height = Variable("l\(i).height")
      try s.add(Variable("l\(i).baseline") == top + 16)
      tops.append(top)
      heights.append(height)
    }
    if anchored { try s.add(contentTop == 47) }
    try s.add(tops[0] == contentTop + 8)
    for i in 1..<n { try s.add(tops[i] == tops[i - 1] + heights[i - 1] + 2) }
    try s.add(contentTop + contentHeight >= tops[n - 1] + heights[n - 1])
    for h in heights {
      try s.add((h >= 22).withStrength(Strength(priority: 750)))
      try s.add((h <= 22).withStrength(Strength(priority: 250)))
    }
    s.updateVariables()
    return (s, tops, heights)
  }

  @Test func aChainOfLabelsStaysOutOfTheTableau() throws {
    let n = 400
    let (s, tops, heights) = try labelChain(n, anchored: true)
    for (i, top) in tops.enumerated() { #expect(top.value == 47 + 8 + Double(i) * 24) }
    #expect(heights.allSatisfy { $0.value == 22 })
    // Baselines, tops and the anchor are definitions; the rows are the intrinsic sizes and
    // the guide. Before, each top was a row as long as the chain above it.
    #expect(s.definitionCount == 2 * n + 1)
    #expect(s.rowCount <= 2 * n + 4)
    #expect(!tops.contains { s.isAmbiguous($0) })
    #expect(!heights.contains { s.isAmbiguous($0) })
  }

  @Test func anUnanchoredChainIsAmbiguousAllTheWayDown() throws {
    let (s, tops, heights) = try labelChain(50, anchored: false)
    #expect(tops.allSatisfy { s.isAmbiguous($0) })
    #expect(!heights.contains { s.isAmbiguous($0) })
    let (anchored, anchoredTops, _) = try labelChain(50, anchored: true)
    #expect(!anchoredTops.contains { anchored.isAmbiguous($0) })
  }
}
