// The parser asks "is this word a keyword / a view kind / a shorthand?" for every statement,
// and the analyzer looks up an anchor, a property or a guide name for every constraint. The
// synthesized `init(rawValue:)` compares the word with each case's name in turn (a call per
// comparison under the fuzzer's tracing); a `WordTable` answers with one cheap hash.
import LayoutVocabulary

/// A fixed set of words and what each means, built once. Looked up with a multiplicative
/// hash of the word's bytes and linear probing: a `Dictionary` keyed by `String` pays for
/// SipHash (seeding and finalizing) on every lookup, and these run once per statement.
/// Answers exactly what a dictionary of the same pairs would (`WordTableTests`).
struct WordTable<Value>: Sendable where Value: Sendable {
  private var words: [String?]
  private var values: [Value?]
  private let mask: Int
  /// No word longer than this is in the table: a longer one is answered without hashing.
  private let longest: Int

  /// Later pairs replace earlier ones with the same word, as dictionary assignments do.
  init(_ pairs: [(String, Value)]) {
    var size = 8
    while size < 4 * pairs.count { size *= 2 }
    words = Array(repeating: nil, count: size)
    values = Array(repeating: nil, count: size)
    mask = size - 1
    longest = pairs.map(\.0.utf8.count).max() ?? 0
    for (word, value) in pairs {
      var i = Self.hash(word) & mask
      while let w = words[i], w != word { i = (i + 1) & mask }
      words[i] = word
      values[i] = value
    }
  }

  init(_ words: [String]) where Value == Bool {
    self.init(words.map { ($0, true) })
  }

  @inline(__always) static func hash(_ word: String) -> Int {
    var h = 0
    for byte in word.utf8 { h = (h &+ Int(byte)) &* 0x100_0000_01B3 }
    return h ^ (h >> 29)
  }

  subscript(word: String) -> Value? {
    guard word.utf8.count <= longest else { return nil }
    var i = Self.hash(word) & mask
    while let w = words[i] {
      if w == word { return values[i] }
      i = (i + 1) & mask
    }
    return nil
  }

  func contains(_ word: String) -> Bool { self[word] != nil }
}

extension ViewKind {
  private static let byName = WordTable(allCases.map { ($0.rawValue, $0) })
  /// The same as `ViewKind(rawValue:)`, by one lookup.
  static func named(_ word: String) -> ViewKind? { byName[word] }
}

extension ShorthandKeyword {
  private static let byName = WordTable(allCases.map { ($0.rawValue, $0) })
  /// The same as `ShorthandKeyword(rawValue:)`, by one lookup.
  static func named(_ word: String) -> ShorthandKeyword? { byName[word] }
}

extension AnchorAttribute {
  private static let byName = WordTable(allCases.map { ($0.rawValue, $0) })
  /// The same as `AnchorAttribute(rawValue:)`, by one lookup (every anchor of every equation).
  static func named(_ word: String) -> AnchorAttribute? { byName[word] }
}

extension ViewProperty {
  private static let byName = WordTable(allCases.map { ($0.rawValue, $0) })
  /// The same as `ViewProperty(rawValue:)`, by one lookup (every property statement).
  static func named(_ word: String) -> ViewProperty? { byName[word] }
}
