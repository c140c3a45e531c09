import Cassowary

// MARK: - Results

/// What running a case produced: values at every `expect` step, the final values, the error.
package struct CaseRun {
  /// A solver error and where it happened (a constraint of the list, or a step).
  package struct Failure: Equatable {
    package var name: String
    package var constraintIndex: Int?
    package var constraintID: String?
    package var step: Int?
  }

  package var name: String
  /// Final values in declaration order (the state where the run stopped, after an error).
  package var values: [(String, Double)] = []
  /// Values in declaration order at each `expect` step, in order.
  package var steps: [[(String, Double)]] = []
  /// The error that stopped the run, if any.
  package var failure: Failure?
  /// Errors raised by steps that expected them (step index, name).
  package var expectedStepErrors: [(Int, String)] = []
  /// Number of steps run.
  package var stepsRun = 0
  /// Variables whose final value could move without a worse objective (`Solver.isAmbiguous`).
  package var ambiguous: [String] = []
}

// MARK: - Runner

/// Runs a case through `Solver` in the file format's order.
///
/// Order: add every edit variable, add the constraints in order (the first error stops the
/// run), suggest the edits that have a value, run the steps (`expect` = updateVariables and
/// record), then updateVariables. A step error that the step expects is recorded and the run
/// goes on, except `unsatisfiable`, which stops (the format follows kiwi, see nucleic/kiwi#52).
package enum CaseRunner {
  package static func run(_ c: ConstraintCase) -> CaseRun {
    var out = CaseRun(name: c.name)
    var vars: [String: Variable] = [:]
    for n in c.variables { vars[n] = Variable(n) }
    func variable(_ n: String) -> Variable { vars[n] ?? Variable(n) }
    func make(_ cc: CaseConstraint) -> Constraint {
      let terms = cc.linear.terms.map {
        Term(variable: variable($0.name), coefficient: $0.coefficient)
      }
      return Constraint(
        Expression(terms: terms, constant: cc.linear.constant), cc.linear.op,
        strength: cc.strength)
    }
    func snapshot() -> [(String, Double)] { c.variables.map { ($0, variable($0).value) } }

    let solver = Solver()
    var active: [String: Constraint] = [:]
    do throws(SolverError) {
      for e in c.edits { try solver.addEditVariable(variable(e.variable), strength: e.strength) }
    } catch {
      out.failure = .init(name: error.name)
      solver.updateVariables()
      out.values = snapshot()
      return out
    }
    for (i, cc) in c.constraints.enumerated() {
      let k = make(cc)
      do throws(SolverError) {
        try solver.add(k)
        active[cc.id] = k
      } catch {
        out.failure = .init(name: error.name, constraintIndex: i, constraintID: cc.id)
        solver.updateVariables()
        out.values = snapshot()
        return out
      }
    }
    do throws(SolverError) {
      for e in c.edits {
        if let v = e.value { try solver.suggestValue(variable(e.variable), v) }
      }
    } catch {
      out.failure = .init(name: error.name)
      solver.updateVariables()
      out.values = snapshot()
      return out
    }
    for (si, entry) in c.steps.enumerated() {
      out.stepsRun = si + 1
      do throws(SolverError) {
        switch entry.step {
        case .add(let cc):
          let k: Constraint
          if let old = active[cc.id], entry.expectError == "duplicate_constraint" {
            k = old  // the same handle again: an identity duplicate
          } else {
            k = make(cc)
          }
          try solver.add(k)
          active[cc.id] = k
        case .remove(let id):
          try solver.remove(active[id] ?? Constraint(Expression(constant: 0), .equal))
          active[id] = nil
        case .addEdit(let v, let st):
          try solver.addEditVariable(variable(v), strength: st)
        case .removeEdit(let v):
          try solver.removeEditVariable(variable(v))
        case .suggest(let v, let value):
          try solver.suggestValue(variable(v), value)
        case .expect:
          solver.updateVariables()
          out.steps.append(snapshot())
        }
      } catch {
        if entry.expectError == error.name && error.name != "unsatisfiable" {
          out.expectedStepErrors.append((si, error.name))
          continue
        }
        out.failure = .init(name: error.name, step: si)
        solver.updateVariables()
        out.values = snapshot()
        return out
      }
    }
    solver.updateVariables()
    out.values = snapshot()
    out.ambiguous = c.variables.filter { solver.isAmbiguous(variable($0)) }
    return out
  }
}
