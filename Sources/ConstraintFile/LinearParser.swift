import Cassowary

// MARK: - Parsed constraints

/// `Σ coefficient·name + constant  op  0`, names in first-seen order (the file's grammar).
package struct LinearConstraint: Equatable, Sendable {
  package var terms: [(name: String, coefficient: Double)]
  package var constant: Double
  package var op: RelationalOperator

  package static func == (a: LinearConstraint, b: LinearConstraint) -> Bool {
    a.constant == b.constant && a.op == b.op && a.terms.count == b.terms.count
      && zip(a.terms, b.terms).allSatisfy { $0.name == $1.name && $0.coefficient == $1.coefficient }
  }
}

/// Why an expression string was rejected.
package struct LinearSyntaxError: Error, Equatable {
  package var message: String
  /// The byte offset in the expression where the problem is, when it has one place.
  package var offset: Int? = nil
}

// MARK: - Parser

/// Parses `expr (==|>=|<=) expr` with `+ - * /`, parentheses and floats; products must stay
/// linear, divisors must be non-zero constants, identifiers (`[A-Za-z_][A-Za-z0-9_.]*`) known.
package struct LinearParser {
  private enum Token: Equatable {
    case number(Double)
    case ident(String)
    case op(String)
    case end
  }

  /// A linear form while parsing: coefficients in first-seen order.
  private struct Lin {
    var names: [String] = []
    var coeffs: [String: Double] = [:]
    var constant: Double = 0
    var isConstant: Bool { names.allSatisfy { coeffs[$0] == 0 } }

    func adding(_ o: Lin, _ sign: Double) -> Lin {
      var r = self
      for n in o.names {
        if r.coeffs[n] == nil { r.names.append(n) }
        r.coeffs[n, default: 0] += sign * (o.coeffs[n] ?? 0)
      }
      r.constant += sign * o.constant
      return r
    }

    func scaled(_ f: Double) -> Lin {
      var r = self
      for n in names { r.coeffs[n] = (coeffs[n] ?? 0) * f }
      r.constant *= f
      return r
    }
  }

  private let text: String
  private var tokens: [Token] = []
  /// The byte offset of each token in `text`.
  private var offsets: [Int] = []
  private var i = 0
  private let known: Set<String>?
  /// Parentheses open around the current position; deeper is an error, not a stack overflow.
  private var depth = 0
  package static let maxDepth = 64

  /// Parses one constraint; identifiers must be in `known` (nil accepts any name).
  package static func parse(
    _ text: String, known: Set<String>?
  ) throws(LinearSyntaxError) -> LinearConstraint {
    var p = try LinearParser(text: text, known: known)
    return try p.constraint()
  }

  private init(text: String, known: Set<String>?) throws(LinearSyntaxError) {
    self.text = text
    self.known = known
    (self.tokens, self.offsets) = try Self.tokenize(text)
  }

  private static func tokenize(_ text: String) throws(LinearSyntaxError) -> ([Token], [Int]) {
    let b = Array(text.utf8)
    var out: [Token] = []
    var offsets: [Int] = []
    var p = 0
    func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    func isIdentStart(_ c: UInt8) -> Bool {
      (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F
    }
    while p < b.count {
      let c = b[p]
      offsets.append(p)
      if c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D {
        p += 1
        offsets.removeLast()
      } else if isDigit(c) || (c == 0x2E && p + 1 < b.count && isDigit(b[p + 1])) {
        let start = p
        while p < b.count && isDigit(b[p]) { p += 1 }
        if p < b.count && b[p] == 0x2E {
          p += 1
          while p < b.count && isDigit(b[p]) { p += 1 }
        }
        if p < b.count && (b[p] == 0x65 || b[p] == 0x45) {
          var q = p + 1
          if q < b.count && (b[q] == 0x2B || b[q] == 0x2D) { q += 1 }
          if q < b.count && isDigit(b[q]) {
            p = q
            while p < b.count && isDigit(b[p]) { p += 1 }
          }
        }
        let s = String(decoding: b[start..<p], as: UTF8.self)
        guard let v = Double(s.hasSuffix(".") ? s + "0" : s) else {
          throw LinearSyntaxError(message: "bad number '\(s)' in '\(text)'", offset: start)
        }
        guard v.isFinite else {
          throw LinearSyntaxError(message: "number '\(s)' is not finite", offset: start)
        }
        out.append(.number(v))
      } else if isIdentStart(c) {
        let start = p
        while p < b.count && (isIdentStart(b[p]) || isDigit(b[p]) || b[p] == 0x2E) { p += 1 }
        out.append(.ident(String(decoding: b[start..<p], as: UTF8.self)))
      } else if p + 1 < b.count && b[p + 1] == 0x3D && (c == 0x3D || c == 0x3E || c == 0x3C) {
        out.append(.op(String(decoding: b[p...p + 1], as: UTF8.self)))
        p += 2
      } else if "+-*/()".utf8.contains(c) {
        out.append(.op(String(UnicodeScalar(c))))
        p += 1
      } else {
        throw LinearSyntaxError(message: "bad token at \(p) in '\(text)'", offset: p)
      }
    }
    out.append(.end)
    offsets.append(b.count)
    return (out, offsets)
  }

  /// The byte offset of the token just taken.
  private var takenOffset: Int { offsets[max(0, i - 1)] }

  /// A sum or product that left the finite numbers is an error at its operator (the solver
  /// works in doubles; infinity there once made it index out of range).
  private func checkFinite(_ lin: Lin, _ what: String, at offset: Int) throws(LinearSyntaxError) {
    guard lin.constant.isFinite, lin.names.allSatisfy({ lin.coeffs[$0]?.isFinite ?? true }) else {
      throw LinearSyntaxError(message: "the \(what) overflows to infinity", offset: offset)
    }
  }

  private var peek: Token { tokens[i] }
  private mutating func take() -> Token {
    let t = tokens[i]
    if i < tokens.count - 1 { i += 1 }
    return t
  }

  private mutating func constraint() throws(LinearSyntaxError) -> LinearConstraint {
    let lhs = try expr()
    let op: RelationalOperator
    switch take() {
    case .op("=="): op = .equal
    case .op("<="): op = .lessThanOrEqual
    case .op(">="): op = .greaterThanOrEqual
    default: throw LinearSyntaxError(message: "expected ==, >= or <= in '\(text)'")
    }
    let rhs = try expr()
    guard peek == .end else { throw LinearSyntaxError(message: "trailing input in '\(text)'") }
    let lin = lhs.adding(rhs, -1)
    let terms = lin.names.compactMap { n -> (name: String, coefficient: Double)? in
      let c = lin.coeffs[n] ?? 0
      return c == 0 ? nil : (n, c)
    }
    return LinearConstraint(terms: terms, constant: lin.constant, op: op)
  }

  private mutating func expr() throws(LinearSyntaxError) -> Lin {
    var node = try term()
    while peek == .op("+") || peek == .op("-") {
      let sign: Double = take() == .op("+") ? 1 : -1
      let at = takenOffset
      node = node.adding(try term(), sign)
      try checkFinite(node, "sum", at: at)
    }
    return node
  }

  private mutating func term() throws(LinearSyntaxError) -> Lin {
    var node = try unary()
    while peek == .op("*") || peek == .op("/") {
      let isProduct = take() == .op("*")
      let at = takenOffset
      let rhs = try unary()
      if isProduct {
        if rhs.isConstant {
          node = node.scaled(rhs.constant)
        } else if node.isConstant {
          node = rhs.scaled(node.constant)
        } else {
          throw LinearSyntaxError(message: "non-linear product in '\(text)'")
        }
      } else {
        guard rhs.isConstant, rhs.constant != 0 else {
          throw LinearSyntaxError(message: "division by a variable or zero in '\(text)'")
        }
        node = node.scaled(1 / rhs.constant)
      }
      try checkFinite(node, isProduct ? "product" : "quotient", at: at)
    }
    return node
  }

  /// Signs in front of a primary, folded in a loop (100,000 `-` once overflowed the stack).
  private mutating func unary() throws(LinearSyntaxError) -> Lin {
    var negative = false
    while peek == .op("-") || peek == .op("+") {
      if take() == .op("-") { negative.toggle() }
    }
    let operand = try primary()
    return negative ? operand.scaled(-1) : operand
  }

  private mutating func primary() throws(LinearSyntaxError) -> Lin {
    switch take() {
    case .number(let v):
      return Lin(constant: v)
    case .ident(let name):
      guard known?.contains(name) ?? true else {
        throw LinearSyntaxError(message: "undeclared variable '\(name)' in '\(text)'")
      }
      return Lin(names: [name], coeffs: [name: 1], constant: 0)
    case .op("("):
      depth += 1
      defer { depth -= 1 }
      guard depth <= Self.maxDepth else {
        throw LinearSyntaxError(
          message: "expression nested deeper than \(Self.maxDepth)", offset: takenOffset)
      }
      let node = try expr()
      guard take() == .op(")") else { throw LinearSyntaxError(message: "missing ')' in '\(text)'") }
      return node
    case .op(let o):
      throw LinearSyntaxError(message: "unexpected '\(o)' in '\(text)'")
    case .end:
      throw LinearSyntaxError(message: "unexpected end of '\(text)'")
    }
  }
}
