// The lexical units of a form file.
import LayoutVocabulary

/// One token with where it starts.
struct Token: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    /// A name: letters, digits, `_`, and `-` when followed by a letter (`row-tz`).
    case name(String)
    case number(Double)
    case string(String)
    /// Punctuation and operators, normalised: `−` → `-`, `×` → `*`, `≤` → `<=`, `≥` → `>=`,
    /// `==` → `=`.
    case punct(String)
    /// End of a line (statement terminator).
    case newline
    case eof
  }
  var kind: Kind
  var location: SourceLocation
  /// The exact source text (for messages).
  var text: String

  var name: String? {
    if case .name(let n) = kind { return n }
    return nil
  }
  func isPunct(_ p: String) -> Bool { kind == .punct(p) }
  var isEnd: Bool {
    switch kind {
    case .newline, .eof: return true
    case .punct(let p): return p == ";" || p == "}"
    default: return false
    }
  }
}
