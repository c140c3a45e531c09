import Testing

@testable import Cassowary

// MARK: - Seeded generator

/// splitmix64: a tiny seeded PRNG so every run sees the same systems.
struct SplitMix64: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

// MARK: - Systems with a unique optimum by construction

/// A random system whose optimum is known without a solver.
///
/// Each base variable has required bounds [lo, hi] and soft targets at one level whose
/// weights are distinct powers of two (so no subset of weights is half the total): its
/// optimum is the unique
/// weighted median of the targets, clipped to the bounds. Coupling constraints are then added
/// that this point satisfies (required inequalities, some tight; required equalities between
/// variables; definitions of derived variables; soft constraints it satisfies exactly), which
/// keeps it the unique optimum.
struct RandomSystem {
  var vars: [Variable] = []
  var expected: [Double] = []
  var required: [Constraint] = []
  var soft: [Constraint] = []
  /// Required constraints that conflict with `required` (each must be rejected).
  var infeasible: [Constraint] = []

  init(seed: UInt64, baseCount: Int) {
    var rng = SplitMix64(seed: seed)
    func int(_ r: ClosedRange<Int>) -> Double { Double(Int.random(in: r, using: &rng)) }
    for i in 0..<baseCount {
      let x = Variable("x\(i)")
      vars.append(x)
      let lo = int(-100...40)
      let hi = lo + int(0...120)
      required.append(x >= lo)
      required.append(x <= hi)
      let count = Int.random(in: 1...4, using: &rng)
      var targets: [(Double, Double)] = []
      for k in 0..<count {
        let t = int(-150...150)
        let w = Double(1 << (2 * k + Int.random(in: 0...1, using: &rng)))  // distinct powers of 2
        targets.append((t, w))
        soft.append((x == t).withStrength(Strength(value: 1, weight: w)))  // one level: weights add up
      }
      // The weighted median: the smallest target where the cumulative weight passes half.
      targets.sort { $0.0 < $1.0 }
      let total = targets.reduce(0) { $0 + $1.1 }
      var acc = 0.0
      var median = targets[0].0
      for (t, w) in targets {
        acc += w
        if acc > total / 2 {
          median = t
          break
        }
      }
      expected.append(min(max(median, lo), hi))
      infeasible.append(x >= hi + 1 + int(0...10))
    }
    // Coupling that the optimum satisfies.
    for j in 0..<(baseCount * 2) {
      let a = Int.random(in: 0..<baseCount, using: &rng)
      let b = Int.random(in: 0..<baseCount, using: &rng)
      let ca = int(-3...3)
      let cb = int(-3...3)
      let value = ca * expected[a] + cb * expected[b]
      switch j % 4 {
      case 0:  // inequality, sometimes tight
        required.append(ca * vars[a] + cb * vars[b] <= value + int(0...2) * 5)
      case 1:  // a derived variable defined by a required equality
        let z = Variable("z\(j)")
        vars.append(z)
        expected.append(value + 7)
        required.append(z == ca * vars[a] + cb * vars[b] + 7)
        soft.append((z >= value).withStrength(.weak))  // satisfied at the optimum
      case 2:  // soft constraint satisfied at the optimum
        soft.append((ca * vars[a] + cb * vars[b] >= value - 3).withStrength(.strong))
      default:  // required inequality through a derived variable (coefficient 2)
        let z = Variable("d\(j)")
        vars.append(z)
        expected.append(2 * expected[a] - 1)
        required.append(2 * vars[a] == z + 1)
        required.append(z + vars[b] >= 2 * expected[a] - 1 + expected[b] - int(0...1) * 3)
      }
    }
  }
}

@Suite struct RandomizedTests {
  static let seeds: [UInt64] = Array(1...40)

  @Test(arguments: seeds)
  func uniqueOptimumUnderShuffledOrder(_ seed: UInt64) throws {
    let sys = RandomSystem(seed: seed, baseCount: 6 + Int(seed % 7))
    var rng = SplitMix64(seed: seed &* 7919)
    var reference: [UInt64]?
    for round in 0..<3 {
      var all = sys.required + sys.soft
      if round > 0 { all.shuffle(using: &rng) }
      let s = Solver()
      for c in all { try s.add(c) }
      s.updateVariables()
      for (v, e) in zip(sys.vars, sys.expected) {
        #expect(
          abs(v.value - e) <= 1e-6, "seed \(seed) round \(round): \(v.name) = \(v.value), want \(e)"
        )
      }
      for c in sys.required { #expect(satisfied(c), "seed \(seed): violates \(c)") }
      // Unique by construction, so nothing may be reported ambiguous.
      let ambiguous = sys.vars.filter { s.isAmbiguous($0) }.map(\.name)
      #expect(ambiguous.isEmpty, "seed \(seed) round \(round): \(ambiguous)")
      // Same answer bit for bit when the optimum is unique (rounded to kill -0/1 ulp noise).
      let bits = sys.vars.map { ($0.value * 1e6).rounded().bitPattern }
      if let reference { #expect(bits == reference) } else { reference = bits }
    }
  }

  @Test(arguments: seeds)
  func failedAndRemovedConstraintsLeaveTheOptimum(_ seed: UInt64) throws {
    let sys = RandomSystem(seed: seed, baseCount: 5 + Int(seed % 5))
    var rng = SplitMix64(seed: seed &+ 99)
    let s = Solver()
    var extras: [Constraint] = []
    var pending = sys.required + sys.soft
    pending.shuffle(using: &rng)
    for (i, c) in pending.enumerated() {
      try s.add(c)
      if i % 3 == 0 {
        // A conflicting required constraint is rejected, leaving everything as it was.
        let bad = sys.infeasible[i % sys.infeasible.count]
        if s.has(sys.required[2 * (i % sys.infeasible.count) + 1]) {
          #expect(throws: SolverError.self) { try s.add(bad) }
          #expect(!s.has(bad))
        }
        // A strong pull that is removed later.
        let v = sys.vars[i % sys.vars.count]
        let pull = (v == Double(i * 13 % 200 - 100)).withStrength(.strong)
        try s.add(pull)
        extras.append(pull)
      }
    }
    s.updateVariables()
    for c in sys.required { #expect(satisfied(c), "seed \(seed): violates \(c)") }
    extras.shuffle(using: &rng)
    for c in extras { try s.remove(c) }
    s.updateVariables()
    for (v, e) in zip(sys.vars, sys.expected) {
      #expect(abs(v.value - e) <= 1e-6, "seed \(seed): \(v.name) = \(v.value), want \(e)")
    }
    for c in sys.required { #expect(satisfied(c), "seed \(seed): violates \(c)") }
  }

  @Test(arguments: seeds)
  func removingDefinitionsMatchesAFreshSolver(_ seed: UInt64) throws {
    let sys = RandomSystem(seed: seed, baseCount: 5)
    var rng = SplitMix64(seed: seed &+ 5)
    let s = Solver()
    for c in sys.required + sys.soft { try s.add(c) }
    // Remove a random third of the required constraints (definitions included).
    var kept: [Constraint] = []
    for c in sys.required {
      if Int.random(in: 0..<3, using: &rng) == 0 { try s.remove(c) } else { kept.append(c) }
    }
    s.updateVariables()
    for c in kept { #expect(satisfied(c), "seed \(seed): violates \(c)") }
    let objective = softViolation(sys.soft)
    let fresh = Solver()
    for c in kept + sys.soft { try fresh.add(c) }
    fresh.updateVariables()
    // Both are optima of the same problem: same objective value.
    #expect(abs(softViolation(sys.soft) - objective) <= 1e-6 * max(1, objective))
  }
}

extension RandomizedTests {
  /// Edits re-solved incrementally (dual simplex, dirty-only updates) agree with a solver
  /// built from scratch with the same suggestions. Edit weights are powers of two above every
  /// target weight, so each optimum stays unique.
  @Test(arguments: seeds)
  func incrementalEditsMatchFreshSolvers(_ seed: UInt64) throws {
    let sys = RandomSystem(seed: seed, baseCount: 6)
    var rng = SplitMix64(seed: seed &+ 1234)
    let edited = Array(sys.vars.prefix(3))
    let strengths = [Strength(value: 512), Strength(value: 2048), Strength(value: 8192)]
    let s = Solver()
    for (v, st) in zip(edited, strengths) { try s.addEditVariable(v, strength: st) }
    for c in sys.required + sys.soft { try s.add(c) }
    var current = [Double](repeating: 0, count: edited.count)
    for _ in 0..<8 {
      let k = Int.random(in: 0..<edited.count, using: &rng)
      current[k] = Double(Int.random(in: -200...200, using: &rng))
      try s.suggestValue(edited[k], current[k])
      s.updateVariables()
      let incremental = sys.vars.map(\.value)
      for c in sys.required { #expect(satisfied(c), "seed \(seed): violates \(c)") }
      let fresh = Solver()
      for (v, st) in zip(edited, strengths) { try fresh.addEditVariable(v, strength: st) }
      for c in sys.required + sys.soft { try fresh.add(c) }
      for (v, x) in zip(edited, current) { try fresh.suggestValue(v, x) }
      fresh.updateVariables()
      for (v, x) in zip(sys.vars, incremental) {
        #expect(
          abs(v.value - x) <= 1e-6, "seed \(seed): \(v.name) incremental \(x), fresh \(v.value)")
      }
      // `fresh` wrote the shared variables; a structural change makes `s` write them all again.
      for v in sys.vars { v.value = .nan }
      try s.add(Variable() >= 0)
      s.updateVariables()
      #expect(sys.vars.map(\.value) == incremental)
    }
  }
}

// MARK: - Helpers

func satisfied(_ c: Constraint, tolerance: Double = 1e-6) -> Bool {
  let v = c.expression.value
  switch c.op {
  case .equal: return abs(v) <= tolerance
  case .lessThanOrEqual: return v <= tolerance
  case .greaterThanOrEqual: return v >= -tolerance
  }
}

/// Σ level·weight·violation with the variables' current values: equal for two optima of the
/// same problem, since lexicographic optima agree on every level's total.
func softViolation(_ cs: [Constraint]) -> Double {
  cs.reduce(0) { sum, c in
    let v = c.expression.value
    let bad: Double
    switch c.op {
    case .equal: bad = abs(v)
    case .lessThanOrEqual: bad = max(0, v)
    case .greaterThanOrEqual: bad = max(0, -v)
    }
    return sum + c.strength.value * c.strength.weight * bad
  }
}
