// Recursive-descent parser from tokens to `Statement`s. On a syntax error it records a
// diagnostic, skips to the end of the statement (keeping braces balanced) and continues, so
// every error of a file is reported in one run.
import LayoutVocabulary
/// A struct, not a class: the lexer it pulls from and the token it stands on change with
/// every token, and a class's stored properties are checked for exclusive access at run time.
struct Parser {
  /// The parser pulls tokens as it goes: no array of every token is built.
  private var lexer: Lexer
  private let file: String
  /// The token being looked at, the one before it, and the next ones asked for by `peek`.
  private var current: Token
  private var previous: Token?
  private var next1: Token?
  private var next2: Token?
  /// How many tokens have been moved past.
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
  /// A `{` written after `form NAME` (read as if absent, once reported): its `}` closes it.
  private var headerBraceOpen = false
  /// Where each statement being parsed starts, innermost last (its column is the
  /// statement's indentation).
  private var statementStarts: [(line: Int, column: Int)] = []
  /// Whether the block `block()` read last holds only properties, equations, shorthands and
  /// removes (`ViewSyntax.bodyIsPlain`).
  private var lastBlockIsPlain = true

  init(lexer: Lexer, file: String) {
    self.lexer = lexer
    self.file = file
    current = self.lexer.next()
  }

  /// What the lexer reported (read once parsing is done: the lexer has then read everything).
  var lexerDiagnostics: [Diagnostic] { lexer.diagnostics }
  var lexerUnrecordedErrors: Int { lexer.unrecordedErrors }
  /// The names read, numbered (the analyzer keys its scope tables on the numbers).
  var names: NameTable { lexer.names }

  // MARK: - Token access

  /// The token after the current one (`.eof` past the end: the lexer repeats it).
  private mutating func peek() -> Token {
    if let next1 { return next1 }
    let t = lexer.next()
    next1 = t
    return t
  }

  /// The token two after the current one.
  private mutating func peek2() -> Token {
    _ = peek()
    if let next2 { return next2 }
    let t = lexer.next()
    next2 = t
    return t
  }

  /// Moves to the next token; never past `.eof`.
  private mutating func advance() {
    guard current.kind != .eof else { return }
    previous = current
    if let next = next1 {
      current = next
      next1 = next2
      next2 = nil
    } else {
      current = lexer.next()
    }
    pos += 1
  }

  private func location(_ t: Token) -> SourceLocation {
    SourceLocation(file: file, line: t.line, column: t.column)
  }
  private func text(_ t: Token) -> String { lexer.text(of: t) }
  /// A name token's text; nil for any other token.
  private func nameText(_ t: Token) -> String? {
    if case .name(let k, let spelling) = t.kind { return lexer.name(k, spelling) }
    return nil
  }

  /// The words the parser tests a name token against, found by the name's number.
  private enum Word: UInt8 {
    case other, system, scope, and, or, not
    /// `nan`, `inf`, `infinity` in any case (`rejectNonFiniteWord`).
    case nonFinite
  }
  /// `Word` by name number, filled in the first time a name is tested: one array load per
  /// test instead of making the name's `String` and comparing it.
  private var wordByName = NameAnswers<Word>()

  /// What the name token `t` is among the words the parser tests; `.other` for any other
  /// token. Two names share a number exactly when their `String`s are equal, so the number's
  /// text answers for every spelling.
  private mutating func word(_ t: Token) -> Word {
    guard case .name(let key, _) = t.kind else { return .other }
    if let known = wordByName[key] { return known }
    let text = lexer.names.strings[Int(key)]
    let found: Word
    switch text {
    case "system": found = .system
    case "scope": found = .scope
    case "and": found = .and
    case "or": found = .or
    case "not": found = .not
    default:
      found = ["nan", "inf", "infinity"].contains(text.lowercased()) ? .nonFinite : .other
    }
    wordByName[key] = found
    return found
  }

  private mutating func skipNewlines() {
    while current.kind == .newline || current.isPunct(.semicolon) { advance() }
  }

  /// After an operator a statement continues on the next line.
  private mutating func skipLineBreaks() {
    while current.kind == .newline { advance() }
  }

  private mutating func error(_ at: SourceLocation, _ message: String) {
    diagnostics.append(Diagnostic(.error, at, message))
  }

  private struct SyntaxError: Error {}

  private mutating func fail(_ message: String, at token: Token? = nil) -> SyntaxError {
    let t = token ?? current
    error(location(t), message)
    return SyntaxError()
  }

  private func describe(_ t: Token) -> String {
    switch t.kind {
    case .eof: return "end of file"
    case .newline: return "end of line"
    case .string:
      // The token's text keeps its own double quotes.
      let short = quoted(text(t)) == "'\(text(t))'"
      return short ? "string \(text(t))" : "a string of \(text(t).unicodeScalars.count - 2) characters"
    default: return quoted(text(t), statingLength: true)
    }
  }

  /// Skips the rest of a bad statement: up to a newline, `;` or an unbalanced `}` (not consumed).
  private mutating func recover() {
    var braces = 0
    while true {
      switch current.kind {
      case .eof: return
      case .newline:
        if braces == 0 { return }
      case .punct(.semicolon):
        if braces == 0 { return }
      case .punct(.openBrace): braces += 1
      case .punct(.closeBrace):
        if braces == 0 { return }
        braces -= 1
      default: break
      }
      advance()
    }
  }

  private mutating func expectName(_ what: String) throws(SyntaxError) -> Ident {
    guard let n = nameText(current) else { throw fail("expected \(what), found \(describe(current))") }
    let id = Ident(name: n, location: location(current), key: current.nameKey ?? -1)
    advance()
    return id
  }

  private mutating func expectPunct(_ p: Punct, _ what: String) throws(SyntaxError) {
    guard current.isPunct(p) else { throw fail("expected \(what), found \(describe(current))") }
    advance()
  }

  /// A statement must end here: newline, `;`, `}` or end of file.
  private mutating func expectEnd() throws(SyntaxError) {
    guard current.isEnd else {
      throw fail("unexpected \(describe(current)); expected the end of the statement")
    }
    if current.isPunct(.semicolon) || current.kind == .newline { advance() }
  }

  // MARK: - File and blocks

  mutating func parseFile() -> [Statement] {
    var statements: [Statement] = []
    skipNewlines()
    while current.kind != .eof {
      if current.isPunct(.closeBrace) {
        if headerBraceOpen {
          headerBraceOpen = false
        } else {
          error(location(current), "unmatched '}'")
        }
        advance()
      } else if let s = statement(topLevel: true) {
        statements.append(s)
      }
      skipNewlines()
    }
    return statements
  }

  /// `{ statements }`; reports a missing `}` at the opening brace.
  private mutating func block() throws(SyntaxError) -> [Statement] {
    let open = current
    try expectPunct(.openBrace, "'{'")
    depth += 1
    defer { depth -= 1 }
    if depth > Self.maxDepth {
      // One error for the whole too-deep block, however deep it goes on.
      error(location(open), "blocks nested too deeply (deeper than \(Self.maxDepth))")
      skipBlockRest()
      return []
    }
    var body: [Statement] = []
    var plain = true
    defer { lastBlockIsPlain = plain }
    skipNewlines()
    // Room for a typical view's block at once (grown from empty, most blocks reallocated
    // twice or three times on the way to their size).
    if !current.isPunct(.closeBrace) { body.reserveCapacity(6) }
    while !current.isPunct(.closeBrace) {
      if current.kind == .eof {
        if !reportedUnclosed {
          error(misalignedOpen ?? location(open), "'{' is never closed")
        }
        reportedUnclosed = true
        return body
      }
      if let s = statement(topLevel: false) {
        switch s {
        case .property, .equation, .shorthand, .remove: break
        default: plain = false
        }
        body.append(s)
      }
      skipNewlines()
    }
    let close = current
    let startsLine = previous.map { $0.kind == .newline } ?? true
    if misalignedOpen == nil, startsLine, let opener = statementStarts.last,
      close.line != opener.line, close.column < opener.column
    {
      misalignedOpen = location(open)
    }
    advance()  // }
    return body
  }

  /// Skips to just after the `}` that closes an already opened block (or to the end of file).
  private mutating func skipBlockRest() {
    var open = 1
    while current.kind != .eof {
      if current.isPunct(.openBrace) { open += 1 }
      if current.isPunct(.closeBrace) {
        open -= 1
        if open == 0 {
          advance()
          return
        }
      }
      advance()
    }
  }

  private mutating func statement(topLevel: Bool) -> Statement? {
    let start = pos
    statementStarts.append((current.line, current.column))
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

  /// What a statement's first word starts, when it is not a path: a keyword, a declarable
  /// view kind or a shorthand, found by one lookup instead of a comparison per keyword.
  private enum LeadingWord {
    case form, axis, device, template, when, remove
    /// `guide NAME = BUILTIN`, or else a `guide` view.
    case guide
    case view
    case shorthand(ShorthandKeyword)
  }

  /// Keywords first, then view kinds, then shorthands (the order they are tried in).
  private static let leadingWords: WordTable<LeadingWord> = {
    var words: [(String, LeadingWord)] = []
    for keyword in ShorthandKeyword.allCases { words.append((keyword.rawValue, .shorthand(keyword))) }
    for kind in ViewKind.declarable { words.append((kind.rawValue, .view)) }
    words.append((ViewKind.guide.rawValue, .guide))
    words += [
      ("form", .form), ("axis", .axis), ("device", .device), ("template", .template),
      ("when", .when), ("remove", .remove), ("unset", .remove),
    ]
    return WordTable(words)
  }()

  /// `leadingWords[word]`, looked up once per distinct name (by its number) and kept.
  private var leadingByName = NameAnswers<LeadingWord?>()
  private mutating func leadingWord(_ t: Token, _ word: String) -> LeadingWord? {
    guard let key = t.nameKey else { return Self.leadingWords[word] }
    if let known = leadingByName[key] { return known }
    let found = Self.leadingWords[word]
    leadingByName[key] = .some(found)
    return found
  }

  private mutating func statementBody(topLevel: Bool) throws(SyntaxError) -> Statement {
    let t = current
    guard let word = nameText(t) else {
      throw fail("expected a statement, found \(describe(t))")
    }
    let next = peek()
    if next.isPunct(.colon), word == "strings", case .string(let k) = peek2().kind {
      let path = lexer.stringValue(k)
      // `strings: "Localizable.xcstrings"`: a form-level setting, not a view's property.
      advance()
      advance()
      let at = location(current)
      advance()
      try expectEnd()
      return .strings(Ident(name: path, location: at))
    }
    let isPathStart = next.isPunct(.dot) || next.isPunct(.colon)
    if !isPathStart, let leading = leadingWord(t, word) {
      switch leading {
      case .form:
        advance()
        let name = try expectName("the form's name")
        if topLevel && current.isPunct(.openBrace) {
          // `form NAME {`, as in other languages: say what the header is and read on as if
          // the brace were not there, so one slip is one error.
          error(location(current), "'form \(name.name)' stands alone on its line; what the form holds follows it, without braces")
          advance()
          headerBraceOpen = true
          return .form(name)
        }
        try expectEnd()
        return .form(name)
      case .axis:
        advance()
        return try axis()
      case .device:
        advance()
        let name = try expectName("a size class name (compact or regular)")
        let body = try block()
        try expectEnd()
        return .device(name, body)
      case .template:
        advance()
        let name = try expectName("the template's name")
        let body = try block()
        try expectEnd()
        return .template(name, body)
      case .when:
        advance()
        conditionTerms = 0
        let condition = try self.condition()
        let body = try block()
        try expectEnd()
        return .when(condition, body, location(t))
      case .remove:
        advance()
        let path = try self.path()
        try expectEnd()
        return .remove(path)
      case .guide:
        if nameText(next) != nil, peek2().isPunct(.equal) {
          advance()
          let name = try expectName("the guide's name")
          advance()  // =
          let builtin = try expectName(
            "a built-in guide (safeArea, layoutMargins, readableContent, keyboard)")
          try expectEnd()
          return .alias(name, builtin)
        }
        return try view()
      case .view:
        return try view()
      case .shorthand(let keyword):
        if !next.isPunct(.equal) { return try shorthand(keyword) }
      }
    }
    // A property (`path: value`) or an equation (`path = …`).
    let path = try self.path()
    if current.isPunct(.colon) {
      advance()
      let value = try self.value()
      try expectEnd()
      return .property(path, value)
    }
    if case .punct(let p) = current.kind, p == .equal || p == .lessOrEqual || p == .greaterOrEqual {
      return try equation(lhs: path)
    }
    if path.count == 1 {
      let looksLikeView: Bool
      switch current.kind {
      case .name, .string, .punct(.openBrace): looksLikeView = true
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

  private mutating func axis() throws(SyntaxError) -> Statement {
    let name = try expectName("the axis name")
    try expectPunct(.colon, "':' after the axis name")
    var values = [try expectName("a state token")]
    while current.isPunct(.bar) {
      advance()
      skipLineBreaks()
      values.append(try expectName("a state token after '|'"))
    }
    try expectEnd()
    return .axis(name, values)
  }

  private mutating func view() throws(SyntaxError) -> Statement {
    let kind = Ident(
      name: nameText(current) ?? "", location: location(current), key: current.nameKey ?? -1)
    advance()
    var name: Ident?
    var text: String?
    var textLocation: SourceLocation?
    var isScope = false
    var templates: [Ident] = []
    var body: [Statement] = []
    if let n = nameText(current), word(current) != .scope {
      name = Ident(name: n, location: location(current), key: current.nameKey ?? -1)
      advance()
    }
    if case .string(let s) = current.kind {
      text = lexer.stringValue(s)
      textLocation = location(current)
      advance()
    }
    if word(current) == .scope {
      isScope = true
      advance()
    }
    if current.isPunct(.colon) {
      advance()
      templates.append(try expectName("a template name"))
      while current.isPunct(.comma) {
        advance()
        templates.append(try expectName("a template name"))
      }
    }
    var bodyIsPlain = true
    if current.isPunct(.openBrace) {
      body = try block()
      bodyIsPlain = lastBlockIsPlain
    }
    try expectEnd()
    return .view(
      ViewSyntax(
        kind: kind, name: name, text: text, textLocation: textLocation, isScope: isScope,
        templates: templates, body: body, bodyIsPlain: bodyIsPlain))
  }

  // MARK: - Constraints

  private mutating func path() throws(SyntaxError) -> PathSyntax {
    let first = try expectName("a name")
    guard current.isPunct(.dot) else { return PathSyntax(first: first, second: nil) }
    advance()
    let second = try expectName("a name after '.'")
    var more: [Ident] = []
    while current.isPunct(.dot) {
      advance()
      more.append(try expectName("a name after '.'"))
    }
    return PathSyntax(first: first, second: second, more: more)
  }

  /// `nan`, `inf`, `infinity` where a number belongs: named as what they are, not as an
  /// unknown attribute or priority.
  private mutating func rejectNonFiniteWord() throws(SyntaxError) {
    // The number's text decides for the usual name; the spelling as written is checked too.
    guard word(current) == .nonFinite, let text = nameText(current),
      ["nan", "inf", "infinity"].contains(text.lowercased()), !peek().isPunct(.dot)
    else { return }
    throw fail(
      "'\(text)' is not a number; a form's numbers are finite (at most \(formatNumber(Lexer.maxNumber)))"
    )
  }

  private mutating func number() throws(SyntaxError) -> Double {
    var sign = 1.0
    if current.isPunct(.minus) {
      sign = -1
      advance()
    } else if current.isPunct(.plus) {
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
    mutating get {
      if case .number = current.kind { return true }
      return word(current) == .system || current.isPunct(.plus) || current.isPunct(.minus)
    }
  }

  /// `[sign] term { sign term }`, terms being numbers or `system` (8).
  private mutating func constant() throws(SyntaxError) -> ConstantSyntax {
    let start = current
    var value = 0.0
    // The terms as written are kept only where the label shows them (more than one term, or
    // `system`: `constantAsWritten`); one number is the label's own number.
    var written: String?
    var firstTerm: (negative: Bool, token: Token)?
    var first = true
    while true {
      var sign = 1.0
      if current.isPunct(.plus) || current.isPunct(.minus) {
        sign = current.isPunct(.minus) ? -1 : 1
        advance()
        skipLineBreaks()
      } else if !first {
        break
      }
      let term: Double
      if word(current) == .system {
        term = 8
        if let (negative, token) = firstTerm {
          written = (negative ? " − " : " + ") + text(token)
          firstTerm = nil
        }
        written = (written ?? "") + (sign < 0 ? " − " : " + ") + "system"
        advance()
      } else if case .number(let v) = current.kind {
        term = v
        if first {
          firstTerm = (sign < 0, current)
        } else {
          if let (negative, token) = firstTerm {
            written = (negative ? " − " : " + ") + text(token)
            firstTerm = nil
          }
          written = (written ?? "") + (sign < 0 ? " − " : " + ") + text(current)
        }
        advance()
      } else {
        try rejectNonFiniteWord()
        throw fail("expected a number or 'system', found \(describe(current))")
      }
      value += sign * term
      first = false
    }
    // Each number is capped by the lexer; a sum of them is capped the same way.
    guard abs(value) <= Lexer.maxNumber else {
      throw fail(
        "the constant \(formatNumber(value)) is past the number cap (at most \(formatNumber(Lexer.maxNumber)) either way)",
        at: start)
    }
    return ConstantSyntax(value: value, text: written)
  }

  private mutating func priority() throws(SyntaxError) -> PrioritySyntax? {
    guard current.isPunct(.at) else { return nil }
    let at = location(current)
    advance()
    try rejectNonFiniteWord()
    if let n = nameText(current) {
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
      throw fail("priority \(formatNumber(v)) is out of range (1…1000)", at: previous)
    }
    return PrioritySyntax(value: v, location: at)
  }

  private mutating func equation(lhs: PathSyntax) throws(SyntaxError) -> Statement {
    guard case .punct(let relation) = current.kind else { throw fail("expected a relation") }
    let relationLocation = location(current)
    advance()
    skipLineBreaks()
    var multiplier: Double?
    var rhs: PathSyntax?
    var constant = ConstantSyntax(value: 0, text: nil)
    if case .number(let v) = current.kind, peek().isPunct(.star) {
      multiplier = v
      advance()
      advance()
      skipLineBreaks()
      rhs = try path()
    } else if current.nameKey != nil, word(current) != .system {
      try rejectNonFiniteWord()
      rhs = try path()
    }
    if rhs != nil, current.isPunct(.star) {
      advance()
      skipLineBreaks()
      let m = try number()
      if multiplier != nil { throw fail("the multiplier is given twice") }
      multiplier = m
    }
    if rhs == nil || current.isPunct(.plus) || current.isPunct(.minus) {
      constant = try self.constant()
    }
    let priority = try self.priority()
    try expectEnd()
    return .equation(
      EquationSyntax(
        lhs: lhs, relation: relation.text, multiplier: multiplier, rhs: rhs, constant: constant,
        priority: priority, relationLocation: relationLocation))
  }

  private mutating func shorthand(_ keyword: ShorthandKeyword) throws(SyntaxError) -> Statement {
    let keywordIdent = Ident(name: keyword.rawValue, location: location(current))
    var side: Ident?
    var target: PathSyntax?
    var multiplier: Double?
    var constant: ConstantSyntax?
    advance()
    if keyword == .side {
      let word = try expectName("a side (above, below, after or before)")
      guard ShorthandKeyword.named(word.name)?.isSide == true else {
        throw fail(
          "unknown side '\(word.name)' (use above, below, after or before)", at: previous)
      }
      side = word
    }
    if current.nameKey != nil, word(current) != .system {
      guard keyword.takesTarget else {
        throw fail("'\(keyword.rawValue)' takes no target (it always uses the superview)")
      }
      target = try path()
    }
    func syntax(_ priority: PrioritySyntax?) -> Statement {
      .shorthand(
        ShorthandSyntax(
          keyword: keywordIdent, kind: keyword, side: side, target: target,
          multiplier: multiplier, constant: constant, priority: priority))
    }
    if keyword == .to {
      guard target != nil else { throw fail("'to' needs a target view or guide") }
      try expectEnd()
      return syntax(nil)
    }
    if current.isPunct(.star) {
      guard keyword.takesMultiplier else {
        throw fail("a multiplier only applies to sync-width and sync-height")
      }
      advance()
      multiplier = try number()
    }
    if startsConstant { constant = try self.constant() }
    let priority = try self.priority()
    try expectEnd()
    return syntax(priority)
  }

  // MARK: - Conditions and values

  private mutating func condition() throws(SyntaxError) -> ConditionSyntax {
    var left = try conjunction()
    while word(current) == .or {
      advance()
      skipLineBreaks()
      left = .or(left, try conjunction())
    }
    return left
  }

  private mutating func conjunction() throws(SyntaxError) -> ConditionSyntax {
    var left = try unary()
    while word(current) == .and || current.isPunct(.comma) {
      advance()
      skipLineBreaks()
      left = .and(left, try unary())
    }
    return left
  }

  private mutating func unary() throws(SyntaxError) -> ConditionSyntax {
    // `not not x` is `x`: a run of 50,000 `not`s folds here instead of recursing.
    var negated = false
    while word(current) == .not {
      negated.toggle()
      advance()
    }
    let operand: ConditionSyntax
    if current.isPunct(.openParen) {
      advance()
      depth += 1
      defer { depth -= 1 }
      if depth > Self.maxDepth {
        throw fail("condition nested too deeply (deeper than \(Self.maxDepth))")
      }
      let inner = try condition()
      try expectPunct(.closeParen, "')'")
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

  private mutating func value() throws(SyntaxError) -> ValueSyntax {
    let start = location(current)
    var atoms: [(ValueAtom, SourceLocation)] = []
    while !current.isEnd {
      let t = current
      switch t.kind {
      case .string(let s):
        atoms.append((.string(lexer.stringValue(s)), location(t)))
        advance()
      case .number(let v):
        atoms.append((.number(v), location(t)))
        advance()
      case .name(let n, let spelling):
        atoms.append((.name(lexer.name(n, spelling)), location(t)))
        advance()
      case .punct(.comma):
        atoms.append((.comma, location(t)))
        advance()
        skipLineBreaks()
      case .punct(.minus), .punct(.plus):
        let v = try number()
        atoms.append((.number(v), location(t)))
      case .punct(.slash), .punct(.at):
        // A colour's light/dark pair and its opacity: `#1C1C1E / #F2F2F7`, `label @ 0.6`.
        atoms.append((.operator(text(t)), location(t)))
        advance()
      default:
        throw fail("unexpected \(describe(t)) in a value")
      }
    }
    guard !atoms.isEmpty else { throw fail("expected a value after ':'") }
    return ValueSyntax(atoms: atoms, location: start)
  }
}

/// `8`, `0.5`, `-18` — integers without a trailing `.0` (`NumberFormat.exact`).
func formatNumber(_ v: Double) -> String { NumberFormat.exact.string(v) }
