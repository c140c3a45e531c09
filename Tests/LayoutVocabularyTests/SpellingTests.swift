import LayoutVocabulary
import Testing

/// "Did you mean": the same answers from the rolling-row distance as from the full table.
@Suite struct SpellingTests {
  static let properties = ["color", "cornerRadius", "label", "labelWidth", "placeholder", "alpha"]

  @Test(arguments: [
    ("colr", "color"),  // one deletion
    ("lable", "label"),  // neighbours swapped count 1
    ("COLOR", "color"),  // case is ignored
    ("colör", "color"),  // a non-ASCII letter is one substitution
    ("placeholdr", "placeholder"),
    ("labelWidht", "labelWidth"),
    ("alp", "alpha"),  // two insertions in a word of 3: too far for a short word
  ])
  func suggests(word: String, expected: String) {
    let answer = closestSpelling(to: word, in: Self.properties)
    #expect(answer == (word == "alp" ? nil : expected), "\(word)")
  }

  @Test func farWordsAndEmptyInputsSuggestNothing() {
    #expect(closestSpelling(to: "xyzzy", in: Self.properties) == nil)
    #expect(closestSpelling(to: "", in: Self.properties) == nil)
    #expect(closestSpelling(to: "color", in: []) == nil)
    #expect(closestSpelling(to: String(repeating: "a", count: 100_000), in: Self.properties) == nil)
  }

  @Test func theNearestOfSeveralWins() {
    #expect(closestSpelling(to: "labl", in: ["labelWidth", "label"]) == "label")
  }
}
