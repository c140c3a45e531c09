import Testing

@testable import Cassowary
@testable import ConstraintFile

// MARK: - Determinism

@Suite struct DeterminismTests {
  /// A form-like system with ties (an ambiguous segment), hugging/compression conflicts and an
  /// edit, built with fresh objects each time; `padding` shifts object addresses so hashed
  /// lookups land in different buckets.
  static func solve(padding: Int) throws -> (values: [UInt64], pivots: Int) {
    var keepAlive: [Variable] = []
    for i in 0..<padding { keepAlive.append(Variable("pad\(i)")) }
    let s = Solver()
    var vars: [Variable] = []
    var prev: Variable?
    let kb = Variable("kb.top")
    vars.append(kb)
    try s.addEditVariable(kb, strength: .strong)
    for i in 0..<30 {
      let y = Variable("v\(i).y")
      let h = Variable("v\(i).h")
      let l = Variable("v\(i).left")
      let r = Variable("v\(i).right")
      vars += [y, h, l, r]
      if let prev { try s.add(y >= prev + 8) } else { try s.add(y == 67) }
      try s.add((h >= Double(20 + i % 4 * 10)).withStrength(Strength(priority: 750)))
      try s.add(
        (h <= Double(20 + i % 4 * 10)).withStrength(Strength(priority: 250 + Double(i % 2))))
      try s.add(r == l + 100)  // free segment: any left in [0, 290] is optimal
      try s.add(l >= 0)
      try s.add(r <= 390)
      let bottom = Variable("v\(i).bottom")
      vars.append(bottom)
      try s.add(bottom == y + h)
      prev = bottom
    }
    try s.add((prev! + 8 <= kb).withStrength(Strength(priority: 500)))
    for v in [844.0, 508, 600, 700] {
      try s.suggestValue(kb, v)
      s.updateVariables()
    }
    keepAlive.removeAll()
    return (vars.map(\.value.bitPattern), s.pivotCount)
  }

  @Test func sameAnswerAndPivotsWhateverTheObjectAddresses() throws {
    let first = try Self.solve(padding: 0)
    for padding in [1, 7, 64, 1000] {
      let again = try Self.solve(padding: padding)
      #expect(again.values == first.values)
      #expect(again.pivots == first.pivots)
    }
  }

  @Test func solveCommandOutputIsStable() throws {
    let bytes = try fixtureBytes("solver_cases.json")
    let a = try SolveCommand.run(json: bytes, path: "cases.json")
    let b = try SolveCommand.run(json: bytes, path: "cases.json")
    #expect(a == b)
  }
}
