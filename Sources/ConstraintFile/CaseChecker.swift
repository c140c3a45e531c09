// MARK: - Checker

/// Compares a run with a case's expectations; an empty list means the case passes.
///
/// Match rule of the format: |got − expected| ≤ abs + rel·|expected|; bounds widen by abs.
package enum CaseChecker {
  package static func problems(
    _ c: ConstraintCase, _ run: CaseRun, toleranceAbs: Double = 1e-6, toleranceRel: Double = 1e-9
  ) -> [String] {
    var problems: [String] = []
    func check(_ e: Expectation, _ got: [(String, Double)], _ at: String) {
      func value(_ n: String) -> Double? { got.first { $0.0 == n }?.1 }
      for (n, exp) in e.values {
        guard let g = value(n) else { continue }
        if abs(g - exp) > toleranceAbs + toleranceRel * abs(exp) {
          problems.append("\(at): \(n) = \(g), expected \(exp)")
        }
      }
      for (n, lo, hi) in e.bounds {
        guard let g = value(n) else { continue }
        if g < lo - toleranceAbs || g > hi + toleranceAbs {
          problems.append("\(at): \(n) = \(g), expected within [\(lo), \(hi)]")
        }
      }
    }
    // Errors in the constraint list.
    if let want = c.expectError {
      guard let f = run.failure, f.step == nil else {
        problems.append(
          "expected error '\(want)' while adding constraints, "
            + (run.failure.map { "got '\($0.name)' at step \($0.step ?? -1)" } ?? "none raised"))
        return problems
      }
      if f.name != want { problems.append("raised '\(f.name)', expected '\(want)'") }
      if let at = c.errorAt {
        let ok: Bool
        switch at {
        case .index(let i): ok = f.constraintIndex == i
        case .id(let id): ok = f.constraintID == id || f.constraintIndex.map { "\($0)" } == id
        }
        if !ok {
          problems.append(
            "error at constraint \(f.constraintIndex ?? -1) (\(f.constraintID ?? "?")), "
              + "expected at \(at)")
        }
      }
      return problems
    }
    // Steps: expected errors, unexpected errors and checkpoints.
    var expectIndex = 0
    for (si, entry) in c.steps.enumerated() {
      if si >= run.stepsRun && run.failure != nil { break }
      if let want = entry.expectError {
        let raised =
          run.expectedStepErrors.first { $0.0 == si }?.1
          ?? (run.failure?.step == si ? run.failure?.name : nil)
        if raised != want {
          problems.append(
            "step \(si): expected error '\(want)', got \(raised.map { "'\($0)'" } ?? "none")")
        }
      }
      if case .expect(let e) = entry.step, expectIndex < run.steps.count {
        check(e, run.steps[expectIndex], "step \(si) (expect)")
        expectIndex += 1
      }
    }
    if let f = run.failure {
      let wanted = f.step.map { c.steps[$0].expectError == f.name } ?? false
      if !wanted {
        let at = f.step.map { "step \($0)" } ?? "constraint \(f.constraintIndex ?? -1)"
        problems.append("\(at): unexpected error '\(f.name)'")
      }
      return problems
    }
    check(c.expect, run.values, "final")
    return problems
  }
}
