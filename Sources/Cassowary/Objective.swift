// MARK: - Objective

/// The objective as symbolic weights: each symbol's coefficient is a small vector with one
/// component per strength level in use, compared strongest level first (the original
/// Cassowary's `ClSymbolicWeight`, with a level per distinct strength instead of three).
///
/// Stored level-major: one dense array by symbol id per level, so adding a level never moves
/// the others and substituting a row into one level touches only that level's array. A
/// level's array only reaches as far as the highest symbol written at that level (the rest
/// read as 0): a new symbol costs nothing here, where appending a 0 to every level was a
/// seventh of adding a constraint to a big form.
struct Objective {
  /// `coefficients[level][symbol]`, each level as long as its highest written symbol + 1;
  /// read through `self[level, symbol]`.
  var coefficients: [[Double]] = []
  /// The strength value of each level, in order of first use.
  var levelValue: [Double] = []
  /// Level indices, strongest first: the order in which components are compared.
  var order: [Int] = []
  /// Symbol ids in use (id 0 is "none").
  var symbolCount = 1
  /// Coefficients within ±tolerance count as zero when comparing (rounding noise of weights).
  var tolerance = epsilon
  /// Symbols each level's array has room for (`reserveCapacity`), also for levels made later.
  var reservedSymbols = 0

  mutating func reserveCapacity(_ symbols: Int) {
    reservedSymbols = max(reservedSymbols, symbols)
    for l in coefficients.indices { coefficients[l].reserveCapacity(symbols) }
  }

  /// The level of a strength value, created on first use.
  mutating func level(for value: Double) -> Int {
    if let i = levelValue.firstIndex(of: value) { return i }
    levelValue.append(value)
    var column: [Double] = []
    column.reserveCapacity(reservedSymbols)
    coefficients.append(column)
    let i = levelValue.count - 1
    let position = order.firstIndex { levelValue[$0] < value } ?? order.count
    order.insert(i, at: position)
    return i
  }

  mutating func appendSymbol() {
    symbolCount += 1
  }

  /// Forgets symbols from `count` on (a rolled-back add).
  mutating func truncate(to count: Int) {
    symbolCount = count
    for l in coefficients.indices where coefficients[l].count > count {
      coefficients[l].removeSubrange(count...)
    }
  }

  /// One component of a symbol's coefficient: 0 past the end of the level's array; a write
  /// past it grows the array with zeros first.
  subscript(level: Int, symbol: Int) -> Double {
    @inline(__always) get {
      symbol < coefficients[level].count ? coefficients[level][symbol] : 0
    }
    set {
      if symbol >= coefficients[level].count {
        if newValue == 0 { return }
        let missing = symbol + 1 - coefficients[level].count
        coefficients[level].append(contentsOf: repeatElement(0, count: missing))
      }
      coefficients[level][symbol] = newValue
    }
  }

  /// True when every component is exactly 0.
  func isExactlyZero(_ s: Int) -> Bool {
    for l in coefficients.indices where self[l, s] != 0 { return false }
    return true
  }

  /// True when every component, divided by `scale`, is within rounding noise of 0.
  func isZero(_ s: Int, scale: Double) -> Bool {
    for l in coefficients.indices where !nearZero(self[l, s] / scale) { return false }
    return true
  }

  /// True when the first component that is not zero (strongest level first) is negative:
  /// moving this symbol up improves the objective.
  func isNegative(_ s: Int) -> Bool {
    for l in order {
      let v = self[l, s]
      if v < -tolerance { return true }
      if v > tolerance { return false }
    }
    return false
  }

  mutating func clear(_ s: Int) {
    for l in coefficients.indices where s < coefficients[l].count { coefficients[l][s] = 0 }
  }

  /// `coefficients[a] / ca < coefficients[b] / cb`, strongest level first (the dual simplex's
  /// ratio test); equal vectors are not less, so the first candidate seen keeps a tie.
  func ratioLess(_ a: Int, _ ca: Double, _ b: Int, _ cb: Double) -> Bool {
    for l in order {
      let x = self[l, a] / ca
      let y = self[l, b] / cb
      if x < y - tolerance { return true }
      if x > y + tolerance { return false }
    }
    return false
  }
}
