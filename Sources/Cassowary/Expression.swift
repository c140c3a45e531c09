// MARK: - Term

/// A variable scaled by a coefficient, one summand of an `Expression`.
public struct Term {
  public var variable: Variable
  public var coefficient: Double

  public init(variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}

// MARK: - Expression

/// A linear form `Σ coefficient·variable + constant`, the left side of every constraint.
///
/// Terms keep the order in which they were written; repeated variables are only combined when
/// the solver reads the expression (in first-seen order, so the result stays deterministic).
public struct Expression {
  public var terms: [Term]
  public var constant: Double

  public init(terms: [Term] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1·v`.
  public init(_ v: Variable) {
    self.init(terms: [Term(variable: v)], constant: 0)
  }

  /// The expression `t`.
  public init(_ t: Term) {
    self.init(terms: [t], constant: 0)
  }

  /// A constant expression.
  public init(constant: Double) {
    self.init(terms: [], constant: constant)
  }

  /// The value of the expression with the variables' current values.
  public var value: Double {
    var sum = constant
    for t in terms { sum += t.coefficient * t.variable.value }
    return sum
  }

  func scaled(_ f: Double) -> Expression {
    Expression(
      terms: terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * f) },
      constant: constant * f)
  }
}

// MARK: - Conversions

/// Anything that reads as a linear expression (used by the operator overloads only).
protocol ExpressionConvertible {
  var asExpression: Expression { get }
}

extension Expression: ExpressionConvertible { var asExpression: Expression { self } }
extension Term: ExpressionConvertible { var asExpression: Expression { Expression(self) } }
extension Variable: ExpressionConvertible {
  var asExpression: Expression { Expression(self) }
}
extension Double: ExpressionConvertible {
  var asExpression: Expression { Expression(constant: self) }
}

@inline(__always)
func _sum(_ a: Expression, _ b: Expression, _ sign: Double) -> Expression {
  var terms = a.terms
  terms.reserveCapacity(a.terms.count + b.terms.count)
  for t in b.terms { terms.append(Term(variable: t.variable, coefficient: sign * t.coefficient)) }
  return Expression(terms: terms, constant: a.constant + sign * b.constant)
}
