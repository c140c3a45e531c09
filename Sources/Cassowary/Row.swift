// MARK: - Symbol kinds

/// What a tableau symbol stands for (kiwi's Symbol::Type); ids order everything else.
enum SymbolKind: UInt8 {
  /// A freed or never-used id.
  case invalid
  /// A user variable: unrestricted in sign.
  case external
  /// The slack of an inequality (≥ 0).
  case slack
  /// A violation of a soft constraint (≥ 0), weighted in the objective.
  case error
  /// The marker of a required equality: always 0, never pivots in.
  case dummy
}

/// One non-zero coefficient of a row.
struct Cell {
  var sym: Int32
  var coeff: Double
}

/// Coefficients smaller than this are treated as zero (kiwi uses the same 1e-8).
let epsilon = 1e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { x < epsilon && x > -epsilon }

// MARK: - Row

/// `basic = constant + Σ cells`: one row of the tableau, cells sorted by symbol id.
///
/// A sorted small vector keeps lookups at a binary search and merges linear, and makes every
/// iteration over a row follow symbol ids, so tie-breaks are deterministic.
struct Row {
  var basic: Int32
  var constant: Double
  var cells: [Cell]

  init(basic: Int32 = 0, constant: Double = 0, cells: [Cell] = []) {
    self.basic = basic
    self.constant = constant
    self.cells = cells
  }

  /// The index of `sym` in `cells`, or where it would be inserted (negative: -(pos+1)).
  @inline(__always)
  func find(_ sym: Int32) -> Int {
    var lo = 0
    var hi = cells.count
    while lo < hi {
      let mid = (lo + hi) >> 1
      let s = cells[mid].sym
      if s == sym { return mid }
      if s < sym { lo = mid + 1 } else { hi = mid }
    }
    return -(lo + 1)
  }

  /// The coefficient of `sym` (0 when absent).
  @inline(__always)
  func coefficient(_ sym: Int32) -> Double {
    let i = find(sym)
    return i >= 0 ? cells[i].coeff : 0
  }

  /// Adds `coeff·sym`, dropping the cell when it cancels. Untracked: for rows outside the table.
  mutating func add(_ sym: Int32, _ coeff: Double) {
    let i = find(sym)
    if i >= 0 {
      let c = cells[i].coeff + coeff
      if nearZero(c) { cells.remove(at: i) } else { cells[i].coeff = c }
    } else if !nearZero(coeff) {
      cells.insert(Cell(sym: sym, coeff: coeff), at: -(i + 1))
    }
  }

  /// Removes `sym`, returning its coefficient (0 when absent).
  @discardableResult
  mutating func remove(_ sym: Int32) -> Double {
    let i = find(sym)
    guard i >= 0 else { return 0 }
    return cells.remove(at: i).coeff
  }

  /// Multiplies the row through (constant included).
  mutating func scale(_ f: Double) {
    constant *= f
    for i in cells.indices { cells[i].coeff *= f }
  }
}

/// Merges `dst + factor·src` (both sorted); reports symbols that appear or vanish.
@inline(__always)
func mergeCells(
  _ dst: [Cell], _ src: [Cell], _ factor: Double,
  appeared: (Int32) -> Void, vanished: (Int32) -> Void
) -> [Cell] {
  var out: [Cell] = []
  out.reserveCapacity(dst.count + src.count)
  var i = 0
  var j = 0
  let n = dst.count
  let m = src.count
  while i < n || j < m {
    if j >= m || (i < n && dst[i].sym < src[j].sym) {
      out.append(dst[i])
      i += 1
    } else if i >= n || src[j].sym < dst[i].sym {
      let c = src[j].coeff * factor
      if !nearZero(c) {
        out.append(Cell(sym: src[j].sym, coeff: c))
        appeared(src[j].sym)
      }
      j += 1
    } else {
      let c = dst[i].coeff + src[j].coeff * factor
      if nearZero(c) { vanished(dst[i].sym) } else { out.append(Cell(sym: dst[i].sym, coeff: c)) }
      i += 1
      j += 1
    }
  }
  return out
}
