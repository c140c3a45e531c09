// Recursive-descent parser from tokens to `Statement`s. On a syntax error it records a
// diagnostic, skips to the end of the statement (keeping braces balanced) and continues, so
// every error of a file is reported in one run.
import LayoutVocabulary
final class Parser {
  private var tokens: [Token]
  private var pos = 0
  private(set) var diagnostics: [Diagnostic] = []
  /// Guards against pathological nesting (`{{{{…`): deeper blocks are an error, not a crash.
  private var depth = 0
  private static let maxDepth = 64
  /// Terms (state tokens) in the condition being read: a condition is a tree as deep as its
  /// operators, and later stages walk it recursively, so its size is bounded too.
  private var conditionTerms = 0
  static let maxConditionTerms = 256
  /// Set once a missing `}` is reported: the enclosing blocks are unclosed for the same reason.
  private var reportedUnclosed = false
  /// The first brace whose `}` sat left of the line that opened it: when a `{` is never closed,
  /// that is the brace the author left open (its `}` closed an outer block instead).
  private var misalignedOpen: SourceLocation?
  /// The first token of each statement being parsed, innermost last (its column is the
  /// statement's indentation).
  private var statementStarts: [Token] = []

  init(tokens: [Token]) {
    self.tokens =
      tokens.isEmpty
      ? [Token(kind: .eof, location: .init(file: "", line: 1, column: 1), text: "")] : tokens
  }

  // MARK: - Token access

  /// `pos` never passes the last token (`.eof`): `advance` stops there.
  private var current: Token { tokens[pos] }
  private func peek(_ offset: Int) -> Token { tokens[min(pos + offset, tokens.count - 1)] }
  private func advance() { if pos < tokens.count - 1 { pos += 1 } }

  private func skipNewlines() {
    while current.kind == .newline || current.isPunct(";") { advance() }
  }

  /// After an operator a statement continues on the next line.
  private func skipLineBreaks() {
    while current.kind == .newline { advance() }
  }

  private func error(_ at: SourceLocation, _ message: String) {
    diagnostics.append(Diagnostic(.error, at, message))
  }

  private struct SyntaxError: Error {}

  private func fail(_ message: String, at token: Token? = nil) -> SyntaxError {
    let t = token ?? current
    error(t.location, message)
    return SyntaxError()
  }

  private func describe(_ t: Token) -> String {
    switch t.kind {
    case .eof: return "end of file"
    case .newline: return "end of line"
    case .string:
      // The token's text keeps its own double quotes.
      let short = quoted(t.text) == "'\(t.text)'"
      return short ? "string \(t.text)" : "a string of \(t.text.unicodeScalars.count - 2) characters"
    default: return quoted(t.text, statingLength: true)
    }
  }

  /// Skips the rest of a bad statement: up to a newline, `;` or an unbalanced `}` (not consumed).
  private func recover() {
    var braces = 0
    while true {
      switch current.kind {
      case .eof: return
      case .newline:
        if braces == 0 { return }
      case .punct(";"):
        if braces == 0 { return }
      case .punct("{"): braces += 1
      case .punct("}"):
        if braces == 0 { return }
        braces -= 1
      default: break
      }
      advance()
    }
  }

  private func expectName(_ what: String) throws(SyntaxError) -> Ident {
    guard let n = current.name else { throw fail("expected \(what), found \(describe(current))") }
    let id = Ident(name: n, location: current.location)
    advance()
    return id
  }

  private func expectPunct(_ p: String, _ what: String) throws(SyntaxError) {
    guard current.isPunct(p) else { throw fail("expected \(what), found \(describe(current))") }
    advance()
  }

  /// A statement must end here: newline, `;`, `}` or end of file.
  private func expectEnd() throws(SyntaxError) {
    guard current.isEnd else {
      throw fail("unexpected \(describe(current)); expected the end of the statement")
    }
    if current.isPunct(";") || current.kind == .newline { advance() }
  }

  // MARK: - File and blocks

  func parseFile() -> [Statement] {
    var statements: [Statement] = []
    skipNewlines()
    while current.kind != .eof {
      if current.isPunct("}") {
        error(current.location, "unmatched '}'")
        advance()
      } else if let s = statement(topLevel: true) {
        statements.append(s)
      }
      skipNewlines()
    }
    return statements
  }

  /// `{ statements }`; reports a missing `}` at the opening brace.
  private func block() throws(SyntaxError) -> [Statement] {
    let open = current
    try expectPunct("{", "'{'")
    depth += 1
    defer { depth -= 1 }
    if depth > Self.maxDepth {
      // One error for the whole too-deep block, however deep it goes on.
      error(open.location, "blocks nested too deeply (deeper than \(Self.maxDepth))")
      skipBlockRest()
      return []
    }
    var body: [Statement] = []
    skipNewlines()
    while !current.isPunct("}") {
      if current.kind == .eof {
        if !reportedUnclosed {
          error(misalignedOpen ?? open.location, "'{' is never closed")
        }
        reportedUnclosed = true
        return body
      }
      if let s = statement(topLevel: false) { body.append(s) }
      skipNewlines()
    }
    let close = current
    let startsLine = pos == 0 || tokens[pos - 1].kind == .newline
    if misalignedOpen == nil, startsLine, let opener = statementStarts.last,
      close.location.line != opener.location.line,
      close.location.column < opener.location.column
    {
      misalignedOpen = open.location
    }
    advance()  // }
    return body
  }

  /// Skips to just after the `}` that closes an already opened block (or to the end of file).
  private func skipBlockRest() {
    var open = 1
    while current.kind != .eof {
      if current.isPunct("{") { open += 1 }
      if current.isPunct("}") {
        open -= 1
        if open == 0 {
          advance()
          return
        }
      }
      advance()
    }
  }

  private func statement(topLevel: Bool) -> Statement? {
    let start = pos
    statementStarts.append(current)
    defer { statementStarts.removeLast() }
    do {
      let s = try statementBody(topLevel: topLevel)
      return s
    } catch {
      if pos == start { advance() }  // always make progress
      recover()
      return nil
    }
  }

  private func statementBody(topLevel: Bool) throws(SyntaxError) -> Statement {
    let t = current
    guard let word = t.name else {
      throw fail("expected a statement, found \(describe(t))")
    }
    let next = peek(1)
    if word == "strings", next.isPunct(":"), case .string(let path) = peek(2).kind {
      // `strings: "Localizable.xcstrings"`: a form-level setting, not a view's property.
      advance()
      advance()
      let at = current.location
      advance()
      try expectEnd()
      return .strings(Ident(name: path, location: at))
    }
    let isPathStart = next.isPunct(".") || next.isPunct(":")
    if !isPathStart {
      switch word {
      case "form":
        advance()
        let name = try expectName("the form's name")
        try expectEnd()
        return .form(name)
      case "axis":
        advance()
        return try axis()
      case "device":
        advance()
        let name = try expectName("a size class name (compact or regular)")
        let body = try block()
        try expectEnd()
        return .device(name, body)
      case "template":
        advance()
        let name = try expectName("the template's name")
        let body = try block()
        try expectEnd()
        return .template(name, body)
      case "when":
        advance()
        conditionTerms = 0
        let condition = try self.condition()
        let body = try block()
        try expectEnd()
        return .when(condition, body, t.location)
      case "remove", "unset":
        advance()
        let path = try self.path()
        try expectEnd()
        return .remove(path)
      default: break
      }
      if word == "guide", next.name != nil, peek(2).isPunct("=") {
        advance()
        let name = try expectName("the guide's name")
        advance()  // =
        let builtin = try expectName(
          "a built-in guide (safeArea, layoutMargins, readableContent, keyboard)")
        try expectEnd()
        return .alias(name, builtin)
      }
      if ViewKind.named(word).map({ ViewKind.declarable.contains($0) }) == true {
        return try view()
      }
      if let keyword = ShorthandKeyword.named(word), !next.isPunct("=") {
        return try shorthand(keyword)
      }
    }
    // A property (`path: value`) or an equation (`path = …`).
    let path = try self.path()
    if current.isPunct(":") {
      advance()
      let value = try self.value()
      try expectEnd()
      return .property(path, value)
    }
    if case .punct(let p) = current.kind, ["=", "<=", ">="].contains(p) {
      return try equation(lhs: path)
    }
    if path.parts.count == 1 {
      let looksLikeView: Bool
      switch current.kind {
      case .name, .string, .punct("{"): looksLikeView = true
      default: looksLikeView = false
      }
      let words = ViewKind.declarable.map(\.rawValue) + ShorthandKeyword.allCases.map(\.rawValue)
      if looksLikeView {
        throw fail("unknown view kind or shorthand \(quoted(word))" + didYouMean(word, words), at: t)
      }
      if current.isEnd {
        throw fail("unknown statement \(quoted(word))" + didYouMean(word, words), at: t)
      }
    }
    throw fail(
      "expected ':' or a relation ('=', '<=', '>=') after '\(path.text)', found \(describe(current))"
    )
  }

  // MARK: - Declarations

  private func axis() throws(SyntaxError) -> Statement {
    let name = try expectName("the axis name")
    try expectPunct(":", "':' after the axis name")
    var values = [try expectName("a state token")]
    while current.isPunct("|") {
      advance()
      skipLineBreaks()
      values.append(try expectName("a state token after '|'"))
    }
    try expectEnd()
    return .axis(name, values)
  }

  private func view() throws(SyntaxError) -> Statement {
    let kind = Ident(name: current.name ?? "", location: current.location)
    advance()
    var syntax = ViewSyntax(
      kind: kind, name: nil, text: nil, textLocation: nil, isScope: false, templates: [], body: [])
    if let n = current.name, n != "scope" {
      syntax.name = Ident(name: n, location: current.location)
      advance()
    }
    if case .string(let s) = current.kind {
      syntax.text = s
      syntax.textLocation = current.location
      advance()
    }
    if current.name == "scope" {
      syntax.isScope = true
      advance()
    }
    if current.isPunct(":") {
      advance()
      syntax.templates.append(try expectName("a template name"))
      while current.isPunct(",") {
        advance()
        syntax.templates.append(try expectName("a template name"))
      }
    }
    if current.isPunct("{") {
      syntax.body = try block()
    }
    try expectEnd()
    return .view(syntax)
  }

  // MARK: - Constraints

  private func path() throws(SyntaxError) -> PathSyntax {
    var parts = [try expectName("a name")]
    while current.isPunct(".") {
      advance()
      parts.append(try expectName("a name after '.'"))
    }
    return PathSyntax(parts: parts)
  }

  /// `nan`, `inf`, `infinity` where a number belongs: named as what they are, not as an
  /// unknown attribute or priority.
  private func rejectNonFiniteWord() throws(SyntaxError) {
    guard let word = current.name, ["nan", "inf", "infinity"].contains(word.lowercased()),
      !peek(1).isPunct(".")
    else { return }
    throw fail(
      "'\(word)' is not a number; a form's numbers are finite (at most \(formatNumber(Lexer.maxNumber)))"
    )
  }

  private func number() throws(SyntaxError) -> Double {
    var sign = 1.0
    if current.isPunct("-") {
      sign = -1
      advance()
    } else if current.isPunct("+") {
      advance()
    }
    guard case .number(let v) = current.kind else {
      try rejectNonFiniteWord()
      throw fail("expected a number, found \(describe(current))")
    }
    advance()
    return sign * v
  }

  private var startsConstant: Bool {
    if case .number = current.kind { return true }
    return current.name == "system" || current.isPunct("+") || current.isPunct("-")
  }

  /// `[sign] term { sign term }`, terms being numbers or `system` (8).
  private func constant() throws(SyntaxError) -> ConstantSyntax {
    let start = current
    var value = 0.0
    var text = ""
    var first = true
    while true {
      var sign = 1.0
      if current.isPunct("+") || current.isPunct("-") {
        sign = current.isPunct("-") ? -1 : 1
        advance()
        skipLineBreaks()
      } else if !first {
        break
      }
      let term: Double
      let termText: String
      if current.name == "system" {
        term = 8
        termText = "system"
        advance()
      } else if case .number(let v) = current.kind {
        term = v
        termText = current.text
        advance()
      } else {
        try rejectNonFiniteWord()
        throw fail("expected a number or 'system', found \(describe(current))")
      }
      value += sign * term
      text += (sign < 0 ? " − " : " + ") + termText
      first = false
    }
    // Each number is capped by the lexer; a sum of them is capped the same way.
    guard abs(value) <= Lexer.maxNumber else {
      throw fail(
        "the constant \(formatNumber(value)) is past the number cap (at most \(formatNumber(Lexer.maxNumber)) either way)",
        at: start)
    }
    return ConstantSyntax(value: value, text: text)
  }

  private func priority() throws(SyntaxError) -> PrioritySyntax? {
    guard current.isPunct("@") else { return nil }
    let at = current.location
    advance()
    try rejectNonFiniteWord()
    if let n = current.name {
      let named: [String: Double] = [
        "required": 1000, "high": 750, "defaultHigh": 750, "low": 250, "defaultLow": 250,
        "fittingSize": 50,
      ]
      guard let v = named[n] else {
        throw fail("unknown priority '\(n)' (use 1…1000, required, high, low or fittingSize)")
      }
      advance()
      return PrioritySyntax(value: v, location: at)
    }
    guard case .number(let v) = current.kind else {
      throw fail("expected a priority after '@', found \(describe(current))")
    }
    advance()
    guard v >= 1, v <= 1000 else {
      throw fail("priority \(formatNumber(v)) is out of range (1…1000)", at: tokens[pos - 1])
    }
    return PrioritySyntax(value: v, location: at)
  }

  private func equation(lhs: PathSyntax) throws(SyntaxError) -> Statement {
    guard case .punct(let relation) = current.kind else { throw fail("expected a relation") }
    let relationLocation = current.location
    advance()
    skipLineBreaks()
    var multiplier: Double?
    var rhs: PathSyntax?
    var constant = ConstantSyntax(value: 0, text: "")
    if case .number(let v) = current.kind, peek(1).isPunct("*") {
      multiplier = v
      advance()
      advance()
      skipLineBreaks()
      rhs = try path()
    } else if let n = current.name, n != "system" {
      _ = n
      try rejectNonFiniteWord()
      rhs = try path()
    }
    if rhs != nil, current.isPunct("*") {
      advance()
      skipLineBreaks()
      let m = try number()
      if multiplier != nil { throw fail("the multiplier is given twice") }
      multiplier = m
    }
    if rhs == nil || current.isPunct("+") || current.isPunct("-") {
      constant = try self.constant()
    }
    let priority = try self.priority()
    try expectEnd()
    return .equation(
      EquationSyntax(
        lhs: lhs, relation: relation, multiplier: multiplier, rhs: rhs, constant: constant,
        priority: priority, relationLocation: relationLocation))
  }

  private func shorthand(_ keyword: ShorthandKeyword) throws(SyntaxError) -> Statement {
    var syntax = ShorthandSyntax(
      keyword: Ident(name: keyword.rawValue, location: current.location), side: nil,
      target: nil, multiplier: nil, constant: nil, priority: nil)
    advance()
    if keyword == .side {
      let side = try expectName("a side (above, below, after or before)")
      guard ShorthandKeyword.named(side.name)?.isSide == true else {
        throw fail(
          "unknown side '\(side.name)' (use above, below, after or before)", at: tokens[pos - 1])
      }
      syntax.side = side
    }
    if let n = current.name, n != "system" {
      guard keyword.takesTarget else {
        throw fail("'\(keyword.rawValue)' takes no target (it always uses the superview)")
      }
      syntax.target = try path()
    }
    if keyword == .to {
      guard syntax.target != nil else { throw fail("'to' needs a target view or guide") }
      try expectEnd()
      return .shorthand(syntax)
    }
    if current.isPunct("*") {
      guard keyword.takesMultiplier else {
        throw fail("a multiplier only applies to sync-width and sync-height")
      }
      advance()
      syntax.multiplier = try number()
    }
    if startsConstant { syntax.constant = try constant() }
    syntax.priority = try priority()
    try expectEnd()
    return .shorthand(syntax)
  }

  // MARK: - Conditions and values

  private func condition() throws(SyntaxError) -> ConditionSyntax {
    var left = try conjunction()
    while current.name == "or" {
      advance()
      skipLineBreaks()
      left = .or(left, try conjunction())
    }
    return left
  }

  private func conjunction() throws(SyntaxError) -> ConditionSyntax {
    var left = try unary()
    while current.name == "and" || current.isPunct(",") {
      advance()
      skipLineBreaks()
      left = .and(left, try unary())
    }
    return left
  }

  private func unary() throws(SyntaxError) -> ConditionSyntax {
    // `not not x` is `x`: a run of 50,000 `not`s folds here instead of recursing.
    var negated = false
    while current.name == "not" {
      negated.toggle()
      advance()
    }
    let operand: ConditionSyntax
    if current.isPunct("(") {
      advance()
      depth += 1
      defer { depth -= 1 }
      if depth > Self.maxDepth {
        throw fail("condition nested too deeply (deeper than \(Self.maxDepth))")
      }
      let inner = try condition()
      try expectPunct(")", "')'")
      operand = inner
    } else {
      conditionTerms += 1
      if conditionTerms > Self.maxConditionTerms {
        throw fail("a condition has more than \(Self.maxConditionTerms) terms")
      }
      operand = .token(try expectName("a state token (e.g. login, regular, kb-shown)"))
    }
    return negated ? .not(operand) : operand
  }

  private func value() throws(SyntaxError) -> ValueSyntax {
    let location = current.location
    var atoms: [(ValueAtom, SourceLocation)] = []
    while !current.isEnd {
      let t = current
      switch t.kind {
      case .string(let s):
        atoms.append((.string(s), t.location))
        advance()
      case .number(let v):
        atoms.append((.number(v), t.location))
        advance()
      case .name(let n):
        atoms.append((.name(n), t.location))
        advance()
      case .punct(","):
        atoms.append((.comma, t.location))
        advance()
        skipLineBreaks()
      case .punct("-"), .punct("+"):
        let v = try number()
        atoms.append((.number(v), t.location))
      case .punct("/"), .punct("@"):
        // A colour's light/dark pair and its opacity: `#1C1C1E / #F2F2F7`, `label @ 0.6`.
        atoms.append((.operator(t.text), t.location))
        advance()
      default:
        throw fail("unexpected \(describe(t)) in a value")
      }
    }
    guard !atoms.isEmpty else { throw fail("expected a value after ':'") }
    return ValueSyntax(atoms: atoms, location: location)
  }
}

/// `8`, `0.5`, `-18` — integers without a trailing `.0` (`NumberFormat.exact`).
func formatNumber(_ v: Double) -> String { NumberFormat.exact.string(v) }
