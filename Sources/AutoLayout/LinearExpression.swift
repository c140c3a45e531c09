// A small linear-expression builder that merges repeated variables before the expression is
// handed to the solver (`a.left == 0.5 × a.right` mentions `a.left` twice).
import Cassowary

struct LinearExpression {
  /// Terms in first-mention order (deterministic), one per variable.
  private(set) var terms: [(variable: Variable, coefficient: Double)] = []
  var constant: Double = 0

  init(constant: Double = 0) { self.constant = constant }

  init(_ variable: Variable, _ coefficient: Double = 1, constant: Double = 0) {
    self.constant = constant
    add(variable, coefficient)
  }

  mutating func add(_ variable: Variable, _ coefficient: Double) {
    if let i = terms.firstIndex(where: { $0.variable === variable }) {
      terms[i].coefficient += coefficient
    } else {
      terms.append((variable, coefficient))
    }
  }

  mutating func add(_ other: LinearExpression, times factor: Double = 1) {
    for t in other.terms { add(t.variable, t.coefficient * factor) }
    constant += other.constant * factor
  }

  static func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    var r = a
    r.add(b)
    return r
  }

  static func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    var r = a
    r.add(b, times: -1)
    return r
  }

  static func + (a: LinearExpression, c: Double) -> LinearExpression {
    var r = a
    r.constant += c
    return r
  }

  static func * (a: LinearExpression, f: Double) -> LinearExpression {
    var r = LinearExpression(constant: a.constant * f)
    for t in a.terms { r.add(t.variable, t.coefficient * f) }
    return r
  }

  /// Whether every coefficient and the constant are finite (a NaN would poison the tableau).
  var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

  /// The solver's expression, without zero terms.
  var solverExpression: Expression {
    Expression(
      terms: terms.filter { $0.coefficient != 0 }.map {
        Term(variable: $0.variable, coefficient: $0.coefficient)
      },
      constant: constant)
  }
}
