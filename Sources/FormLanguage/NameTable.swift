// The parse's names, each stored once and numbered: the lexer enters every name it reads, the
// analyzer keys its scope tables on the numbers. Comparing and hashing a name's bytes once in
// the lexer replaces a `String` hash (SipHash) per lookup in the analyzer.

/// Every distinct name of one parse, numbered from 0 in order of first appearance. Two names
/// get the same number exactly when they are equal as `String`s (Swift compares canonical
/// equivalents as equal): ASCII names by their bytes; a name of ASCII and U+212A KELVIN SIGN
/// (the one letter canonically equal to an ASCII one, `K`) as its ASCII equivalent; any other
/// name through a `Dictionary`, which hashes the canonical form (`NameTableTests`).
struct NameTable {
  /// A name's text by its number (for a name entered through its ASCII equivalent, that
  /// equivalent).
  private(set) var strings: [String] = []
  /// ASCII names: open addressing over the numbers (-1 empty), the bytes in `arena`.
  private var slots: [Int32]
  private var mask: Int
  private var arenaStarts: [Int] = []
  private var arenaEnds: [Int] = []
  private var arena: [UInt8] = []
  private var asciiCount = 0
  /// Names holding other non-ASCII scalars.
  private var others: [String: Int32] = [:]

  init() {
    slots = Array(repeating: -1, count: 1024)
    mask = 1023
  }

  var count: Int { strings.count }

  /// A multiplicative hash of the bytes, one `step` per byte and `finish` at the end (the
  /// lexer hashes a name while scanning it).
  @inline(__always) static func step(_ h: Int, _ byte: UInt8) -> Int {
    (h &+ Int(byte)) &* 0x100_0000_01B3
  }
  @inline(__always) static func finish(_ h: Int) -> Int { h ^ (h >> 29) }
  @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var h = 0
    for byte in bytes { h = step(h, byte) }
    return finish(h)
  }

  /// The number of the ASCII name `bytes`, entering it (with `string`, or a string made from
  /// the bytes) when new. `insert` false: nil when it is not in the table.
  mutating private func ascii(
    _ bytes: UnsafeBufferPointer<UInt8>, hash: Int? = nil, string: String?, insert: Bool
  ) -> Int32? {
    var i = (hash ?? Self.hash(bytes)) & mask
    while true {
      let k = slots[i]
      if k < 0 { break }
      let start = arenaStarts[Int(k)]
      let end = arenaEnds[Int(k)]
      if end - start == bytes.count {
        let same = arena.withUnsafeBufferPointer { a in
          bytes.count == 0 || memcmpEqual(a.baseAddress! + start, bytes.baseAddress!, bytes.count)
        }
        if same { return k }
      }
      i = (i + 1) & mask
    }
    guard insert else { return nil }
    let k = Int32(strings.count)
    strings.append(string ?? String(decoding: bytes, as: UTF8.self))
    arenaStarts.append(arena.count)
    arena.append(contentsOf: bytes)
    arenaEnds.append(arena.count)
    slots[i] = k
    asciiCount += 1
    if 2 * asciiCount > slots.count { grow() }
    return k
  }

  mutating private func grow() {
    let size = slots.count * 2
    var fresh = [Int32](repeating: -1, count: size)
    let m = size - 1
    arena.withUnsafeBufferPointer { a in
      for k in slots where k >= 0 {
        let start = arenaStarts[Int(k)]
        let bytes = UnsafeBufferPointer(rebasing: a[start..<arenaEnds[Int(k)]])
        var i = Self.hash(bytes) & m
        while fresh[i] >= 0 { i = (i + 1) & m }
        fresh[i] = k
      }
    }
    slots = fresh
    mask = m
  }

  /// The number of a name read from the source as ASCII bytes, entered when new; the name's
  /// text is `strings[number]`.
  mutating func enter(ascii bytes: UnsafeBufferPointer<UInt8>, hash: Int?) -> Int32 {
    ascii(bytes, hash: hash, string: nil, insert: true)!
  }

  /// The number of any name, entered when new.
  mutating func enter(_ name: String) -> Int32 { number(of: name, insert: true)! }

  /// The number of a name, or nil when no name equal to it was entered.
  func number(of name: String) -> Int32? {
    var copy = self
    return copy.number(of: name, insert: false)
  }

  mutating private func number(of name: String, insert: Bool) -> Int32? {
    var name = name
    let string = name
    // An ASCII name (every view id the analyzer numbers) by its own bytes, checked in place:
    // no scalar walk and no copy.
    let asciiNumber: Int32?? = name.withUTF8 { bytes in
      for byte in bytes where byte >= 0x80 { return .none }
      return .some(ascii(bytes, string: string, insert: insert))
    }
    if let asciiNumber { return asciiNumber }
    if var equivalent = Self.asciiEquivalent(name) {
      let string = equivalent
      return equivalent.withUTF8 { ascii($0, string: string, insert: insert) }
    }
    if let k = others[name] { return k }
    guard insert else { return nil }
    name.makeContiguousUTF8()
    let k = Int32(strings.count)
    strings.append(name)
    // The byte ranges are indexed by number too: an empty one (never probed: the name is not
    // in `slots`) keeps the numbers of later ASCII names in step.
    arenaStarts.append(arena.count)
    arenaEnds.append(arena.count)
    others[name] = k
    return k
  }

  /// The ASCII string canonically equal to `name`, if any: the name itself when it is ASCII,
  /// with each KELVIN SIGN read as `K` when that is its only non-ASCII scalar.
  static func asciiEquivalent(_ name: String) -> String? {
    if name.utf8.allSatisfy({ $0 < 0x80 }) { return name }
    var ascii = ""
    for scalar in name.unicodeScalars {
      if scalar.isASCII {
        ascii.unicodeScalars.append(scalar)
      } else if scalar == "\u{212A}" {
        ascii += "K"
      } else {
        return nil
      }
    }
    return ascii
  }
}

@inline(__always) private func memcmpEqual(
  _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int
) -> Bool {
  var i = 0
  while i < count {
    if a[i] != b[i] { return false }
    i += 1
  }
  return true
}

/// (scope number, name number) → item id: every scope's names in one open-addressing table
/// keyed by two integers, hashed by one multiplication. Only looked up, never iterated.
struct ScopeNameMap {
  private var keys: [UInt64]
  private var values: [String]
  private var mask: Int
  private var used = 0

  init() {
    keys = Array(repeating: 0, count: 1024)
    values = Array(repeating: "", count: 1024)
    mask = 1023
  }

  /// Scope and name packed, plus one so that 0 marks an empty slot.
  @inline(__always) private static func key(_ scope: Int, _ name: Int32) -> UInt64 {
    (UInt64(UInt32(truncatingIfNeeded: scope)) << 32 | UInt64(UInt32(bitPattern: name))) &+ 1
  }
  @inline(__always) private static func slot(_ key: UInt64, _ mask: Int) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  subscript(scope: Int, name: Int32) -> String? {
    let k = Self.key(scope, name)
    var i = Self.slot(k, mask)
    while true {
      let here = keys[i]
      if here == k { return values[i] }
      if here == 0 { return nil }
      i = (i + 1) & mask
    }
  }

  /// Sets the id of a name in a scope; returns the id it replaced.
  @discardableResult
  mutating func updateValue(_ id: String, scope: Int, name: Int32) -> String? {
    let k = Self.key(scope, name)
    var i = Self.slot(k, mask)
    while true {
      let here = keys[i]
      if here == k {
        let old = values[i]
        values[i] = id
        return old
      }
      if here == 0 { break }
      i = (i + 1) & mask
    }
    keys[i] = k
    values[i] = id
    used += 1
    if 2 * used > keys.count { grow() }
    return nil
  }

  private mutating func grow() {
    let size = keys.count * 2
    var freshKeys = [UInt64](repeating: 0, count: size)
    var freshValues = [String](repeating: "", count: size)
    let m = size - 1
    for (k, v) in zip(keys, values) where k != 0 {
      var i = Self.slot(k, m)
      while freshKeys[i] != 0 { i = (i + 1) & m }
      freshKeys[i] = k
      freshValues[i] = v
    }
    keys = freshKeys
    values = freshValues
    mask = m
  }
}

/// An answer kept per name number: the parser and the analyzer classify a name (a keyword, a
/// view kind, an attribute) the first time they meet it, not by comparing its `String` at every
/// use. Two names share a number exactly when their `String`s are equal, so the answer for the
/// number holds for every spelling.
struct NameAnswers<Value> {
  private var answers: [Value?] = []

  /// The answer kept for name number `number`, nil before one is stored.
  subscript(number: Int32) -> Value? {
    get {
      let k = Int(number)
      return k < answers.count ? answers[k] : nil
    }
    set {
      let k = Int(number)
      if k >= answers.count {
        answers.append(contentsOf: repeatElement(nil, count: k + 1 - answers.count))
      }
      answers[k] = newValue
    }
  }

  /// The answer for `name`: kept by its number, worked out by `work` from its spelling the
  /// first time (every time for a name read without a number).
  mutating func answer(for name: Ident, _ work: (String) -> Value) -> Value {
    guard name.key >= 0 else { return work(name.name) }
    if let known = self[name.key] { return known }
    let found = work(name.name)
    self[name.key] = found
    return found
  }
}
