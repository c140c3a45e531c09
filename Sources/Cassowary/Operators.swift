// Operator overloads that build expressions and constraints (kiwi's symbolics).
// Generated once by hand-run script; every overload forwards to `_sum` or `Constraint.init`.

// MARK: - Sums

public func + (lhs: Expression, rhs: Expression) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, 1)
}
public func + (lhs: Expression, rhs: Variable) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, 1)
}
public func + (lhs: Expression, rhs: Term) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, 1)
}
public func + (lhs: Expression, rhs: Double) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, 1)
}
public func + (lhs: Variable, rhs: Expression) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, 1)
}
public func + (lhs: Variable, rhs: Variable) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, 1)
}
public func + (lhs: Variable, rhs: Term) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, 1)
}
public func + (lhs: Variable, rhs: Double) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, 1)
}
public func + (lhs: Term, rhs: Expression) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, 1)
}
public func + (lhs: Term, rhs: Variable) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, 1)
}
public func + (lhs: Term, rhs: Term) -> Expression { _sum(lhs.asExpression, rhs.asExpression, 1) }
public func + (lhs: Term, rhs: Double) -> Expression { _sum(lhs.asExpression, rhs.asExpression, 1) }
public func + (lhs: Double, rhs: Expression) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, 1)
}
public func + (lhs: Double, rhs: Variable) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, 1)
}
public func + (lhs: Double, rhs: Term) -> Expression { _sum(lhs.asExpression, rhs.asExpression, 1) }
public func - (lhs: Expression, rhs: Expression) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, -1)
}
public func - (lhs: Expression, rhs: Variable) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, -1)
}
public func - (lhs: Expression, rhs: Term) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, -1)
}
public func - (lhs: Expression, rhs: Double) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, -1)
}
public func - (lhs: Variable, rhs: Expression) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, -1)
}
public func - (lhs: Variable, rhs: Variable) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, -1)
}
public func - (lhs: Variable, rhs: Term) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, -1)
}
public func - (lhs: Variable, rhs: Double) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, -1)
}
public func - (lhs: Term, rhs: Expression) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, -1)
}
public func - (lhs: Term, rhs: Variable) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, -1)
}
public func - (lhs: Term, rhs: Term) -> Expression { _sum(lhs.asExpression, rhs.asExpression, -1) }
public func - (lhs: Term, rhs: Double) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, -1)
}
public func - (lhs: Double, rhs: Expression) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, -1)
}
public func - (lhs: Double, rhs: Variable) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, -1)
}
public func - (lhs: Double, rhs: Term) -> Expression {
  _sum(lhs.asExpression, rhs.asExpression, -1)
}

// MARK: - Scaling

public func * (lhs: Double, rhs: Variable) -> Term { Term(variable: rhs, coefficient: lhs) }
public func * (lhs: Variable, rhs: Double) -> Term { Term(variable: lhs, coefficient: rhs) }
public func * (lhs: Double, rhs: Term) -> Term {
  Term(variable: rhs.variable, coefficient: lhs * rhs.coefficient)
}
public func * (lhs: Term, rhs: Double) -> Term {
  Term(variable: lhs.variable, coefficient: lhs.coefficient * rhs)
}
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(lhs) }
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(rhs) }
public func / (lhs: Variable, rhs: Double) -> Term { Term(variable: lhs, coefficient: 1 / rhs) }
public func / (lhs: Term, rhs: Double) -> Term {
  Term(variable: lhs.variable, coefficient: lhs.coefficient / rhs)
}
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(1 / rhs) }
public prefix func - (operand: Variable) -> Term { Term(variable: operand, coefficient: -1) }
public prefix func - (operand: Term) -> Term {
  Term(variable: operand.variable, coefficient: -operand.coefficient)
}
public prefix func - (operand: Expression) -> Expression { operand.scaled(-1) }

// MARK: - Relations (required; use `withStrength` for a soft constraint)

public func == (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func == (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func == (lhs: Expression, rhs: Term) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func == (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func == (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func == (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func == (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func == (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func == (lhs: Term, rhs: Expression) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func == (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func == (lhs: Term, rhs: Term) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func == (lhs: Term, rhs: Double) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func == (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func == (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func == (lhs: Double, rhs: Term) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .equal)
}
public func <= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func <= (lhs: Expression, rhs: Term) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func <= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func <= (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func <= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func <= (lhs: Term, rhs: Expression) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func <= (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func <= (lhs: Term, rhs: Term) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func <= (lhs: Term, rhs: Double) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func <= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func <= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func <= (lhs: Double, rhs: Term) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .lessThanOrEqual)
}
public func >= (lhs: Expression, rhs: Expression) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
public func >= (lhs: Expression, rhs: Term) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
public func >= (lhs: Expression, rhs: Double) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
public func >= (lhs: Variable, rhs: Term) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
public func >= (lhs: Variable, rhs: Double) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
public func >= (lhs: Term, rhs: Expression) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
public func >= (lhs: Term, rhs: Variable) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
public func >= (lhs: Term, rhs: Term) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
public func >= (lhs: Term, rhs: Double) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
public func >= (lhs: Double, rhs: Expression) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
public func >= (lhs: Double, rhs: Variable) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
public func >= (lhs: Double, rhs: Term) -> Constraint {
  Constraint(_sum(lhs.asExpression, rhs.asExpression, -1), .greaterThanOrEqual)
}
