// A small linear-expression builder that merges repeated variables before the expression is
// handed to the solver (`a.left == 0.5 × a.right` mentions `a.left` twice).
import Cassowary

struct LinearExpression {
  /// Terms in first-mention order (deterministic), one per variable. Kept as the solver's own
  /// `Term`s, so handing them over copies nothing unless a coefficient cancelled to zero.
  private(set) var terms: [Term] = []
  var constant: Double = 0

  init(constant: Double = 0) { self.constant = constant }

  init(_ variable: Variable, _ coefficient: Double = 1, constant: Double = 0) {
    self.constant = constant
    add(variable, coefficient)
  }

  /// An empty expression with room for `capacity` terms (one allocation for a whole constraint).
  init(reserving capacity: Int, constant: Double = 0) {
    self.constant = constant
    terms.reserveCapacity(capacity)
  }

  mutating func add(_ variable: Variable, _ coefficient: Double) {
    for i in terms.indices where terms[i].variable === variable {
      terms[i].coefficient += coefficient
      return
    }
    terms.append(Term(variable: variable, coefficient: coefficient))
  }

  mutating func add(_ other: LinearExpression, times factor: Double = 1) {
    for t in other.terms { add(t.variable, t.coefficient * factor) }
    constant += other.constant * factor
  }

  /// Adds `factor × anchor`, the same arithmetic as `add(LinearExpression(anchor), times:)`.
  mutating func add(_ anchor: AnchorExpression, times factor: Double) {
    add(anchor.first, anchor.firstCoefficient * factor)
    if let second = anchor.second { add(second, anchor.secondCoefficient * factor) }
    constant += anchor.constant * factor
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
    guard terms.contains(where: { $0.coefficient == 0 }) else {
      return Expression(terms: terms, constant: constant)
    }
    return Expression(terms: terms.filter { $0.coefficient != 0 }, constant: constant)
  }
}

/// One anchor as a linear expression of at most two variables, built without allocating
/// (`right` is `left + width`, `centerY` is `top + 0.5 × height`). Its arithmetic is exactly
/// that of the `LinearExpression` it stands for, so the solver sees the same numbers.
struct AnchorExpression {
  var first: Variable
  var firstCoefficient: Double = 1
  var second: Variable?
  var secondCoefficient: Double = 0
  var constant: Double = 0

  init(_ first: Variable, constant: Double = 0) {
    self.first = first
    self.constant = constant
  }

  /// `first + coefficient × second + constant`, the constant added last (`… + (-inset)`).
  init(_ first: Variable, plus second: Variable, times coefficient: Double, adding constant: Double) {
    self.first = first
    self.second = second
    secondCoefficient = coefficient
    // `LinearExpression(first) + LinearExpression(second, c)` has constant 0 + 0 × 1, then
    // `+ constant`: 0 + constant (which turns a −0 inset into +0, as before).
    self.constant = 0 + constant
  }

  /// `width − self` (a right-to-left layout's mirrored coordinate).
  func mirrored(in width: Double) -> AnchorExpression {
    var m = self
    m.firstCoefficient = firstCoefficient * -1
    m.secondCoefficient = secondCoefficient * -1
    m.constant = width + constant * -1
    return m
  }

  var linear: LinearExpression {
    var e = LinearExpression(reserving: 2, constant: constant)
    e.add(first, firstCoefficient)
    if let second { e.add(second, secondCoefficient) }
    return e
  }
}
