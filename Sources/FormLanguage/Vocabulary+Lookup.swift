// The parser asks "is this word a view kind / a shorthand?" for every statement. The
// synthesized `init(rawValue:)` compares the word with each case's name in turn (a call per
// comparison under the fuzzer's tracing); a dictionary answers with one hash.
import LayoutVocabulary

extension ViewKind {
  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
  /// The same as `ViewKind(rawValue:)`, by one lookup.
  static func named(_ word: String) -> ViewKind? { byName[word] }
}

extension ShorthandKeyword {
  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
  /// The same as `ShorthandKeyword(rawValue:)`, by one lookup.
  static func named(_ word: String) -> ShorthandKeyword? { byName[word] }
}

extension AnchorAttribute {
  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
  /// The same as `AnchorAttribute(rawValue:)`, by one lookup (every anchor of every equation).
  static func named(_ word: String) -> AnchorAttribute? { byName[word] }
}

extension ViewProperty {
  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })
  /// The same as `ViewProperty(rawValue:)`, by one lookup (every property statement).
  static func named(_ word: String) -> ViewProperty? { byName[word] }
}
