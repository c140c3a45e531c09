/// "Did you mean" for every front end: form properties, state tokens and command-line flags
/// suggest a fix the same way.

/// The closest candidate within edit distance 2 (1 for words of up to 3 characters; a swap of
/// neighbours counts 1), ignoring case; nil when nothing is that close.
public func closestSpelling(to word: String, in candidates: [String]) -> String? {
  var best: (String, Int)?
  let length = word.count
  let allowed = length <= 3 ? 1 : 2
  let lowered = Array(word.lowercased().unicodeScalars)
  // Three rows of the distance table, reused for every candidate: this runs for every unknown
  // name in a form, so a fuzzer or a long list of typos must not pay an allocation per cell row.
  var rows = DistanceRows(capacity: lowered.count + 1)
  var scalars: [Unicode.Scalar] = []
  for c in candidates {
    // The distance is at least the difference in length: skip the table for far-off words
    // (a 5 MB name once built a 5M-row table per candidate). A word has at most as many
    // characters as bytes, so a short candidate is skipped before counting its characters.
    guard c.utf8.count >= length - allowed, abs(c.count - length) <= allowed else { continue }
    scalars.removeAll(keepingCapacity: true)
    scalars.append(contentsOf: c.lowercased().unicodeScalars)
    let d = rows.distance(lowered, scalars, atMost: allowed)
    if d <= allowed, d < (best?.1 ?? Int.max) { best = (c, d) }
  }
  return best?.0
}

/// Optimal string alignment distance (Levenshtein plus a swap of neighbours counting 1), kept
/// in three rolling rows; stops as soon as every cell of a row is past `atMost`.
private struct DistanceRows {
  var twoBack: [Int]
  var previous: [Int]
  var current: [Int]

  init(capacity: Int) {
    twoBack = Array(repeating: 0, count: capacity)
    previous = twoBack
    current = twoBack
  }

  /// The distance from `b` to `a` (rows follow `b`, columns `a`), or `atMost + 1` once it is
  /// certain to be larger than `atMost`.
  mutating func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost: Int) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let width = a.count + 1
    if previous.count < width {
      twoBack = Array(repeating: 0, count: width)
      previous = twoBack
      current = twoBack
    }
    for j in 0..<width { previous[j] = j }
    // Cells more than `atMost` off the diagonal always exceed `atMost`: only the band around it
    // is computed, and the cells just outside it read as `atMost + 1` (the minimum of the
    // neighbours then gives the same answer for every distance up to `atMost`).
    let outside = atMost + 1
    if abs(a.count - b.count) > atMost { return outside }
    for i in 1...b.count {
      current[0] = i
      var rowMinimum = i
      let low = max(1, i - atMost)
      let high = min(width - 1, i + atMost)
      if low > 1 { current[low - 1] = outside }
      if high + 1 < width { current[high + 1] = outside }
      if low > high { return outside }
      for j in low...high {
        let cost = b[i - 1] == a[j - 1] ? 0 : 1
        var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, b[i - 1] == a[j - 2], b[i - 2] == a[j - 1] {
          d = min(d, twoBack[j - 2] + 1)
        }
        current[j] = d
        rowMinimum = min(rowMinimum, d)
      }
      if rowMinimum > atMost { return atMost + 1 }
      swap(&twoBack, &previous)
      swap(&previous, &current)
    }
    return previous[width - 1]
  }
}
