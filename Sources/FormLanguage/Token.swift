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
    /// A name: letters, digits, `_`, and `-` when followed by a letter (`row-tz`). Held as
    /// its number in the lexer's `NameTable`, a string as its index in the lexer's string
    /// values: a token holds no reference, so the parser copies it without retaining.
    ///
    /// A name's second number is -1 when its text is the table's (`NameTable.strings`), else
    /// the index of its own spelling in the lexer: a name canonically equal to an earlier one
    /// but written differently (`K` and U+212A) shares its number, and messages quote it as
    /// written.
    case name(Int32, Int32)
    case number(Double)
    case string(Int32)
    case punct(Punct)
    /// End of a line (statement terminator).
    case newline
    case eof
  }
  var kind: Kind
  // Positions in 32 bits: a token is copied at every step of the parser; small and free of
  // references, it is copied as plain bytes.
  private var line32: Int32
  private var column32: Int32
  private var start32: Int32
  private var end32: Int32

  init(kind: Kind, line: Int, column: Int, start: Int, end: Int) {
    self.kind = kind
    line32 = Int32(truncatingIfNeeded: line)
    column32 = Int32(truncatingIfNeeded: column)
    start32 = Int32(truncatingIfNeeded: start)
    end32 = Int32(truncatingIfNeeded: end)
  }

  var line: Int { Int(line32) }
  var column: Int { Int(column32) }
  /// The byte range of its text in the source (a name's or number's cut to the length a
  /// message quotes).
  var start: Int { Int(start32) }
  var end: Int { Int(end32) }

  /// A name's number in the lexer's `NameTable`.
  var nameKey: Int32? {
    if case .name(let n, _) = kind { return n }
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
