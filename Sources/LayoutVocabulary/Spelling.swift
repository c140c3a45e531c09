/// "Did you mean" for every front end: form properties, state tokens and command-line flags
/// suggest a fix the same way.

/// The closest candidate within edit distance 2 (1 for words of up to 3 characters; a swap of
/// neighbours counts 1), ignoring case; nil when nothing is that close.
public func closestSpelling(to word: String, in candidates: [String]) -> String? {
  var best: (String, Int)?
  let length = word.count
  let allowed = length <= 3 ? 1 : 2
  let lowered = word.lowercased()
  for c in candidates {
    // The distance is at least the difference in length: skip the table for far-off words
    // (a 5 MB name once built a 5M-row table per candidate).
    guard abs(c.count - length) <= allowed else { continue }
    let d = editDistance(lowered, c.lowercased())
    if d <= allowed, d < (best?.1 ?? Int.max) { best = (c, d) }
  }
  return best?.0
}

private func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  // Optimal string alignment: Levenshtein plus transposition of neighbours.
  var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in 0...a.count { d[i][0] = i }
  for j in 0...b.count { d[0][j] = j }
  for i in 1...a.count {
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
      }
    }
  }
  return d[a.count][b.count]
}
