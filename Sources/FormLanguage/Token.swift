// The lexical units of a form file.
import LayoutVocabulary

/// Punctuation and operators, normalised: `−` → `-`, `×` → `*`, `≤` → `<=`, `≥` → `>=`,
/// `==` → `=`. Compared as one byte, not as strings.
enum Punct: UInt8, Sendable {
  case openBrace, closeBrace, openParen, closeParen, colon, semicolon, comma, dot, plus, minus
  case star, at, bar, slash, equal, lessOrEqual, greaterOrEqual

  /// The normalised spelling (`<=` for `≤`).
  var text: String {
    switch self {
    case .openBrace: return "{"
    case .closeBrace: return "}"
    case .openParen: return "("
    case .closeParen: return ")"
    case .colon: return ":"
    case .semicolon: return ";"
    case .comma: return ","
    case .dot: return "."
    case .plus: return "+"
    case .minus: return "-"
    case .star: return "*"
    case .at: return "@"
    case .bar: return "|"
    case .slash: return "/"
    case .equal: return "="
    case .lessOrEqual: return "<="
    case .greaterOrEqual: return ">="
    }
  }

  /// The one-character punctuation an ASCII byte is, if any.
  static func ascii(_ byte: UInt8) -> Punct? {
    switch byte {
    case UInt8(ascii: "{"): return .openBrace
    case UInt8(ascii: "}"): return .closeBrace
    case UInt8(ascii: "("): return .openParen
    case UInt8(ascii: ")"): return .closeParen
    case UInt8(ascii: ":"): return .colon
    case UInt8(ascii: ";"): return .semicolon
    case UInt8(ascii: ","): return .comma
    case UInt8(ascii: "."): return .dot
    case UInt8(ascii: "+"): return .plus
    case UInt8(ascii: "-"): return .minus
    case UInt8(ascii: "*"): return .star
    case UInt8(ascii: "@"): return .at
    case UInt8(ascii: "|"): return .bar
    case UInt8(ascii: "/"): return .slash
    case UInt8(ascii: "="): return .equal
    default: return nil
    }
  }
}

/// One token with where it starts. Its exact text (for messages) is not copied: it is the
/// source's bytes `start..<end` (`Lexer.text(of:)`), and the file name is the parser's.
struct Token: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// A name: letters, digits, `_`, and `-` when followed by a letter (`row-tz`).
    case name(String)
    case number(Double)
    case string(String)
    case punct(Punct)
    /// End of a line (statement terminator).
    case newline
    case eof
  }
  var kind: Kind
  var line: Int
  var column: Int
  /// The byte range of its text in the source (a name's or number's cut to the length a
  /// message quotes).
  var start: Int
  var end: Int

  var name: String? {
    if case .name(let n) = kind { return n }
    return nil
  }
  func isPunct(_ p: Punct) -> Bool {
    if case .punct(let q) = kind { return q == p }
    return false
  }
  var isEnd: Bool {
    switch kind {
    case .newline, .eof, .punct(.semicolon), .punct(.closeBrace): return true
    default: return false
    }
  }
}
