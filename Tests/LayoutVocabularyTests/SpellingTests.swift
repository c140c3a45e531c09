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

/// The distance is computed only in a band around the diagonal; its answers must match the
/// full table's on every pair (words from a small alphabet, so many pairs are close).
@Suite struct SpellingBandTests {
  /// Optimal string alignment distance over the whole table, as the suggestion is defined.
  static func fullDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = Array(repeating: Array(repeating: 0, count: a.count + 1), count: b.count + 1)
    for i in 0...b.count { d[i][0] = i }
    for j in 0...a.count { d[0][j] = j }
    for i in 1...b.count {
      for j in 1...a.count {
        let cost = b[i - 1] == a[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, b[i - 1] == a[j - 2], b[i - 2] == a[j - 1] {
          d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
        }
      }
    }
    return d[b.count][a.count]
  }

  @Test func bandedAnswersMatchTheFullTable() {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ n: Int) -> Int {
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((seed >> 33) % UInt64(n))
    }
    let letters = Array("abcd")
    func word() -> String { String((0..<(1 + next(9))).map { _ in letters[next(letters.count)] }) }
    var close = 0
    for _ in 0..<4_000 {
      let (w, c) = (word(), word())
      let allowed = w.count <= 3 ? 1 : 2
      let distance = Self.fullDistance(Array(w.unicodeScalars), Array(c.unicodeScalars))
      let expected = abs(c.count - w.count) <= allowed && distance <= allowed ? c : nil
      if expected != nil { close += 1 }
      #expect(closestSpelling(to: w, in: [c]) == expected, "\(w) → \(c): distance \(distance)")
    }
    #expect(close > 200, "the pairs must include many close ones")
  }
}
