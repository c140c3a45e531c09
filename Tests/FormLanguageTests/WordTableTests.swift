// `WordTable` answers the parser's and analyzer's vocabulary lookups in place of a
// `Dictionary` (issue 15: the front end's speed). A wrong answer would misread a statement, so
// the table is checked against a dictionary of the same pairs: every word in it, words
// that differ by one byte, prefixes, longer words, and words that collide in the table.
@testable import FormLanguage
import LayoutVocabulary
import Testing

@Suite struct WordTableTests {
  /// Every word the parser classifies, plus words close to them.
  private static let probes: [String] = {
    var words = ViewKind.allCases.map(\.rawValue) + ShorthandKeyword.allCases.map(\.rawValue)
      + AnchorAttribute.allCases.map(\.rawValue) + ViewProperty.allCases.map(\.rawValue)
      + ["form", "axis", "when", "unset", "remove", "", "a", "vie", "views", "View", "viewx",
        "label ", "-", "top-", "align-leadin", "align-leadingg", "é", "viéw", "ßcreen",
        String(repeating: "a", count: 300), "below2", "belo", "sync-widths"]
    for w in Array(words) {
      if let last = w.unicodeScalars.last {
        words.append(String(w.dropLast()) + String(Character(Unicode.Scalar(last.value ^ 1)!)))
      }
      words.append(w + "s")
      words.append(String(w.prefix(w.count / 2)))
    }
    return words
  }()

  @Test func answersWhatADictionaryOfTheSamePairsAnswers() {
    let pairs = ViewKind.allCases.map { ($0.rawValue, $0) }
    let table = WordTable(pairs)
    let dictionary = Dictionary(uniqueKeysWithValues: pairs)
    for word in Self.probes {
      #expect(table[word] == dictionary[word], "\(word)")
    }
  }

  @Test func aLaterPairReplacesAnEarlierOneWithTheSameWord() {
    let table = WordTable([("view", 1), ("label", 2), ("view", 3)])
    #expect(table["view"] == 3)
    #expect(table["label"] == 2)
    #expect(table["button"] == nil)
  }

  @Test func wordsThatShareASlotAreAllFound() {
    // 200 words in a table of 1,024 slots: many start their probe in the same slot.
    let words = (0..<200).map { "w\($0)" }
    let table = WordTable(words.enumerated().map { ($1, $0) })
    for (i, w) in words.enumerated() { #expect(table[w] == i) }
    for i in 200..<400 { #expect(table["w\(i)"] == nil) }
    #expect(table["w"] == nil)
  }

  @Test func theVocabularyLookupsMatchTheirRawValues() {
    for word in Self.probes {
      #expect(ViewKind.named(word) == ViewKind(rawValue: word), "\(word)")
      #expect(ShorthandKeyword.named(word) == ShorthandKeyword(rawValue: word), "\(word)")
      #expect(AnchorAttribute.named(word) == AnchorAttribute(rawValue: word), "\(word)")
      #expect(ViewProperty.named(word) == ViewProperty(rawValue: word), "\(word)")
    }
  }
}
