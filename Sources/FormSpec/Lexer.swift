/// Turns form text into tokens, reporting bad characters, numbers and strings without stopping.
struct Lexer {
  private let scalars: [Unicode.Scalar]
  private let file: String
  private var index = 0
  private var line = 1
  private var column = 1
  private(set) var diagnostics: [Diagnostic] = []
  static let maxNumber = 10_000_000.0

  init(source: String, file: String) {
    self.scalars = Array(source.unicodeScalars)
    self.file = file
  }

  /// All tokens, ending with `.eof`.
  mutating func tokenize() -> [Token] {
    var tokens: [Token] = []
    while true {
      let token = next()
      tokens.append(token)
      if token.kind == .eof { break }
    }
    return tokens
  }

  // MARK: - Scanning

  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    let i = index + offset
    return i < scalars.count ? scalars[i] : nil
  }

  private mutating func advance() {
    guard index < scalars.count else { return }
    if scalars[index] == "\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

  private static func isLetter(_ c: Unicode.Scalar) -> Bool {
    if c.isASCII {
      return ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
    }
    return c.properties.isAlphabetic
  }

  /// Longer names are typos or garbage; messages quote at most this many characters anyway.
  static let maxNameLength = 256
  private static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

  /// The next token; bad characters are reported and skipped in a loop (a file of 100,000 bad
  /// characters once recursed once per character and overflowed the stack).
  private mutating func next() -> Token {
    while true {
      if let token = nextOrSkip() { return token }
    }
  }

  /// The next token, or nil after reporting and skipping one bad character.
  private mutating func nextOrSkip() -> Token? {
    skipBlanksAndComments()
    let start = here
    guard let c = peek() else { return Token(kind: .eof, location: start, text: "") }
    if c == "\n" {
      advance()
      return Token(kind: .newline, location: start, text: "\\n")
    }
    if Self.isLetter(c) { return name(start) }
    if Self.isDigit(c) || (c == "." && peek(1).map(Self.isDigit) == true) { return number(start) }
    if c == "\"" { return string(start) }
    advance()
    let two = peek().map { String(c) + String($0) }
    switch c {
    case "=":
      if peek() == "=" {
        advance()
        return Token(kind: .punct("="), location: start, text: "==")
      }
      return Token(kind: .punct("="), location: start, text: "=")
    case "<", ">":
      if peek() == "=" {
        advance()
        return Token(kind: .punct(two ?? "<="), location: start, text: two ?? "")
      }
      report(
        start, "'\(c)' is not a relation; write '\(c)=' (Auto Layout has no strict inequalities)")
      return Token(kind: .punct(String(c) + "="), location: start, text: String(c))
    case "≤": return Token(kind: .punct("<="), location: start, text: "≤")
    case "≥": return Token(kind: .punct(">="), location: start, text: "≥")
    case "−": return Token(kind: .punct("-"), location: start, text: "−")
    case "×": return Token(kind: .punct("*"), location: start, text: "×")
    case "{", "}", "(", ")", ":", ";", ",", ".", "+", "-", "*", "@", "|":
      return Token(kind: .punct(String(c)), location: start, text: String(c))
    default:
      report(start, "unexpected character '\(c)'")
      return nil
    }
  }

  private mutating func skipBlanksAndComments() {
    while let c = peek() {
      if c == " " || c == "\t" || c == "\r" || c == "\u{FEFF}" {
        advance()
      } else if c == "/" && peek(1) == "/" {
        while let d = peek(), d != "\n" { advance() }
      } else if c == "/" && peek(1) == "*" {
        let start = here
        advance()
        advance()
        var closed = false
        while let d = peek() {
          if d == "*" && peek(1) == "/" {
            advance()
            advance()
            closed = true
            break
          }
          advance()
        }
        if !closed { report(start, "unterminated comment '/*'") }
      } else {
        return
      }
    }
  }

  private mutating func name(_ start: SourceLocation) -> Token {
    var text = ""
    while let c = peek() {
      if Self.isLetter(c) || Self.isDigit(c) {
        text.unicodeScalars.append(c)
        advance()
      } else if c == "-", let d = peek(1), Self.isLetter(d), !text.isEmpty {
        text.unicodeScalars.append(c)
        advance()
      } else {
        break
      }
    }
    if text.unicodeScalars.count > Self.maxNameLength {
      report(
        start,
        "name \(quoted(text)) is \(text.unicodeScalars.count) characters long (at most \(Self.maxNameLength))"
      )
      text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(Self.maxNameLength)))
    }
    return Token(kind: .name(text), location: start, text: text)
  }

  private mutating func number(_ start: SourceLocation) -> Token {
    var text = ""
    var dots = 0
    while let c = peek() {
      if Self.isDigit(c) {
        text.unicodeScalars.append(c)
      } else if c == ".", let d = peek(1), Self.isDigit(d) {
        dots += 1
        text.unicodeScalars.append(c)
      } else {
        break
      }
      advance()
    }
    // Glued letters or a second dot make the whole run one bad number (`12px`, `1.2.3`).
    var bad = dots > 1
    while let c = peek(), Self.isLetter(c) || Self.isDigit(c) || c == "%" {
      text.unicodeScalars.append(c)
      advance()
      bad = true
    }
    if !bad, let value = Double(text), value.isFinite {
      // Forms measure points; a larger number is a typo and would overflow later stages.
      if value > Self.maxNumber {
        report(start, "number \(quoted(text, statingLength: true)) is too large (at most 10000000)")
        return Token(kind: .number(Self.maxNumber), location: start, text: text)
      }
      return Token(kind: .number(value), location: start, text: text)
    }
    report(start, "bad number \(quoted(text, statingLength: true))")
    return Token(kind: .number(0), location: start, text: text)
  }

  private mutating func string(_ start: SourceLocation) -> Token {
    advance()  // opening quote
    var value = ""
    var raw = "\""
    while true {
      guard let c = peek(), c != "\n" else {
        report(start, "unterminated string (a string ends on the same line with '\"')")
        return Token(kind: .string(value), location: start, text: raw)
      }
      advance()
      raw.unicodeScalars.append(c)
      if c == "\"" { break }
      if c == "\\" {
        let escape = here
        guard let e = peek(), e != "\n" else { continue }
        advance()
        raw.unicodeScalars.append(e)
        switch e {
        case "n": value += "\n"
        case "t": value += "\t"
        case "\"": value += "\""
        case "\\": value += "\\"
        case "u":
          var hex = ""
          if peek() == "{" {
            advance()
            while let h = peek(), h != "}", h != "\n", h != "\"" {
              hex.unicodeScalars.append(h)
              advance()
            }
            if peek() == "}" { advance() }
          }
          if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) {
            value.unicodeScalars.append(s)
          } else {
            report(escape, "bad unicode escape '\\u{\(hex)}'")
          }
        default:
          report(escape, "unknown escape '\\\(e)' (use \\\" \\\\ \\n \\t or \\u{…})")
        }
        continue
      }
      value.unicodeScalars.append(c)
    }
    return Token(kind: .string(value), location: start, text: raw)
  }

  private mutating func report(_ at: SourceLocation, _ message: String) {
    diagnostics.append(Diagnostic(.error, at, message))
  }
}
