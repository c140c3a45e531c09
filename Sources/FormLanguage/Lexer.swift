// Turns form text into tokens, reporting bad characters, numbers and strings without stopping.
// Works on the UTF-8 bytes (decoding a scalar only where one is looked at), so it runs at tens
// of megabytes per second on any input.
import LayoutVocabulary

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

struct Lexer {
  private let bytes: [UInt8]
  private let file: String
  /// A byte offset, always at the start of a scalar.
  private var index = 0
  private var line = 1
  private var column = 1
  private(set) var diagnostics: [Diagnostic] = []
  /// Every name read so far, numbered (a name token carries its number).
  private(set) var names = NameTable()
  static let maxNumber = 10_000_000.0
  /// `ByteClass.table`, held by the lexer so a lookup is one load (no lazy-global check).
  private let byteClasses: [UInt8] = ByteClass.table

  init(source: String, file: String) {
    self.bytes = Array(source.utf8)
    self.file = file
  }

  /// What an ASCII byte is, as `ByteClass` bits (0 for bytes from 0x80 on).
  @inline(__always) private func byteClass(_ b: UInt8) -> UInt8 { byteClasses[Int(b)] }

  /// The exact source text of a token (for messages and a constant's label).
  func text(of token: Token) -> String {
    switch token.kind {
    case .newline: return "\\n"
    case .eof: return ""
    case .string: if let raw = stringTexts[token.start] { return raw }
    default: break
    }
    return text(token.start, token.end)
  }

  /// The source's bytes `from..<end` as a string (read in place: an array slice would retain
  /// and release the source for every name and number).
  @inline(__always) private func text(_ from: Int, _ end: Int) -> String {
    bytes.withUnsafeBufferPointer { buffer in
      String(decoding: UnsafeBufferPointer(rebasing: buffer[from..<end]), as: UTF8.self)
    }
  }

  /// The text of a string token holding a `\u{…}` escape, by its start: such a token's text
  /// (as messages have always quoted it) leaves the braces and digits out.
  private var stringTexts: [Int: String] = [:]

  // MARK: - Scanning

  /// The byte length of the scalar starting at byte `i` (the text is valid UTF-8).
  @inline(__always) private func scalarLength(at i: Int) -> Int {
    let b = bytes[i]
    return b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4
  }

  /// The scalar starting at byte `i`.
  @inline(__always) private func scalar(at i: Int) -> Unicode.Scalar {
    let b = UInt32(bytes[i])
    if b < 0x80 { return Unicode.Scalar(UInt8(b)) }
    var value: UInt32
    let length = scalarLength(at: i)
    switch length {
    case 2: value = b & 0x1F
    case 3: value = b & 0x0F
    default: value = b & 0x07
    }
    for k in 1..<length where i + k < bytes.count {
      value = value << 6 | UInt32(bytes[i + k] & 0x3F)
    }
    return Unicode.Scalar(value) ?? "\u{FFFD}"
  }

  /// The current scalar (`offset` 0) or the one after it (`offset` 1).
  private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
    var i = index
    if offset > 0 {
      guard i < bytes.count else { return nil }
      i += scalarLength(at: i)
    }
    return i < bytes.count ? scalar(at: i) : nil
  }

  private mutating func advance() {
    guard index < bytes.count else { return }
    if bytes[index] == 0x0A {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += scalarLength(at: index)
  }

  private var here: SourceLocation { SourceLocation(file: file, line: line, column: column) }

  /// Where a token starts: its line, column and byte offset.
  struct Position {
    var line: Int
    var column: Int
    var offset: Int
  }
  private var position: Position { Position(line: line, column: column, offset: index) }

  /// A token from `start` to the current byte (or to `end` when its text is cut short).
  private func token(_ kind: Token.Kind, _ start: Position, end: Int? = nil) -> Token {
    Token(kind: kind, line: start.line, column: start.column, start: start.offset, end: end ?? index)
  }

  /// A name token's text as written.
  func name(_ key: Int32, _ spelling: Int32) -> String {
    spelling >= 0 ? spellings[Int(spelling)] : names.strings[Int(key)]
  }
  /// The spellings of names whose text differs from their number's (`Token.Kind.name`).
  private var spellings: [String] = []

  /// A name token for a non-ASCII name (or a colour literal) `text`.
  private mutating func nameToken(_ text: String, _ start: Position, end: Int) -> Token {
    let key = names.enter(text)
    var spelling: Int32 = -1
    if !names.strings[Int(key)].utf8.elementsEqual(text.utf8) {
      spellings.append(text)
      spelling = Int32(truncatingIfNeeded: spellings.count - 1)
    }
    return token(.name(key, spelling), start, end: end)
  }
  /// A string token's value (escapes applied).
  func stringValue(_ index: Int32) -> String { stringValues[Int(index)] }
  private var stringValues: [String] = []

  private static func isLetter(_ c: Unicode.Scalar) -> Bool {
    if c.isASCII {
      return ("a"..."z").contains(c) || ("A"..."Z").contains(c) || c == "_"
    }
    return c.properties.isAlphabetic
  }

  /// Longer names are typos or garbage; messages quote at most this many characters anyway.
  static let maxNameLength = 256
  private static func isDigit(_ c: Unicode.Scalar) -> Bool { ("0"..."9").contains(c) }

  /// The next token (`.eof` at the end, again and again); bad characters are reported and
  /// skipped in a loop (a file of 100,000 bad characters once recursed once per character and
  /// overflowed the stack).
  mutating func next() -> Token {
    while true {
      if let token = nextOrSkip() { return token }
    }
  }

  /// The next token, or nil after reporting and skipping one bad character.
  private mutating func nextOrSkip() -> Token? {
    skipBlanksAndComments()
    let start = position
    guard index < bytes.count else { return token(.eof, start) }
    // ASCII names and single-character punctuation, the bulk of every form, by one table load.
    let first = byteClass(bytes[index])
    if first & ByteClass.letter != 0 { return name(start) }
    if first & ByteClass.single != 0, let p = Punct.ascii(bytes[index]) {
      index += 1
      column += 1
      return token(.punct(p), start)
    }
    if first & ByteClass.digit != 0 { return number(start) }
    if first & ByteClass.newline != 0 {
      index += 1
      line += 1
      column = 1
      return token(.newline, start)
    }
    guard let c = peek() else { return token(.eof, start) }
    if c == "\n" {
      advance()
      return token(.newline, start)
    }
    if Self.isLetter(c) { return name(start) }
    if Self.isDigit(c) || (c == "." && peek(1).map(Self.isDigit) == true) { return number(start) }
    if c == "\"" { return string(start) }
    if c == "#" { return colorLiteral(start) }
    advance()
    switch c {
    case "=":
      if peek() == "=" { advance() }
      return token(.punct(.equal), start)
    case "<", ">":
      let relation: Punct = c == "<" ? .lessOrEqual : .greaterOrEqual
      if peek() == "=" {
        advance()
        return token(.punct(relation), start)
      }
      report(
        start, "'\(c)' is not a relation; write '\(c)=' (Auto Layout has no strict inequalities)")
      return token(.punct(relation), start)
    case "≤": return token(.punct(.lessOrEqual), start)
    case "≥": return token(.punct(.greaterOrEqual), start)
    case "−": return token(.punct(.minus), start)
    case "×": return token(.punct(.star), start)
    case "{", "}", "(", ")", ":", ";", ",", ".", "+", "-", "*", "@", "|", "/":
      return token(.punct(Punct.ascii(UInt8(c.value))!), start)
    default:
      report(start, "unexpected character '\(c)'")
      return nil
    }
  }

  private mutating func skipBlanksAndComments() {
    while index < bytes.count {
      let b = bytes[index]
      if byteClass(b) & ByteClass.blank != 0 {
        index += 1
        column += 1
      } else if b == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBB,
        bytes[index + 2] == 0xBF
      {
        // U+FEFF, a byte-order mark.
        index += 3
        column += 1
      } else if b == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
        // `//` to the end of the line (the newline stays: it ends the statement). Found with
        // memchr and counted with arithmetic: comparisons are calls under the fuzzer's tracing.
        let end = offsetOfNewline(from: index)
        column += scalarCount(bytes[index..<end])
        index = end
      } else if b == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
        let start = here
        index += 2
        column += 2
        var closed = false
        while index < bytes.count {
          let d = bytes[index]
          if d == 0x2A, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
            index += 2
            column += 2
            closed = true
            break
          }
          if d == 0x0A {
            line += 1
            column = 1
          } else if d & 0xC0 != 0x80 {
            column += 1
          }
          index += 1
        }
        if !closed { report(start, "unterminated comment '/*'") }
      } else {
        return
      }
    }
  }

  /// The offset of the first `\n` at or after byte `from`, or the end of the text.
  private func offsetOfNewline(from: Int) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, from < buffer.count,
        let hit = memchr(base + from, 0x0A, buffer.count - from)
      else { return buffer.count }
      return UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
    }
  }

  /// Where the text from byte `from` to the current position ends when cut to at most `limit`
  /// scalars.
  private func end(from: Int, limit: Int) -> Int {
    var end = from
    var count = 0
    while end < index, count < limit {
      end += scalarLength(at: end)
      count += 1
    }
    return end
  }

  /// Moves over a run of scalars on one line; `matches(scalar, next scalar, position in the
  /// run)`. Returns the run's length in scalars (names and numbers hold no newline, so the
  /// column moves by it).
  @discardableResult
  private mutating func skipRun(while matches: (Unicode.Scalar, Unicode.Scalar?, Int) -> Bool)
    -> Int
  {
    var count = 0
    while index < bytes.count {
      let length = scalarLength(at: index)
      let next = index + length < bytes.count ? scalar(at: index + length) : nil
      guard matches(scalar(at: index), next, count) else { break }
      index += length
      count += 1
    }
    column += count
    return count
  }

  private mutating func name(_ start: Position) -> Token {
    let from = index
    // ASCII letters, digits and `_`, and `-` before an ASCII letter, byte by byte; anything
    // else non-ASCII continues scalar by scalar below.
    var length = 0
    var ascii = true
    // The name table's hash of the bytes, computed on the way (`NameTable.hash`).
    var hash = 0
    while index < bytes.count {
      let b = bytes[index]
      let cls = byteClass(b)
      if cls & ByteClass.nameByte != 0 {
        hash = NameTable.step(hash, b)
        index += 1
        length += 1
        continue
      }
      if b == 0x2D, length > 0, index + 1 < bytes.count {
        let next = bytes[index + 1]
        if byteClass(next) & ByteClass.letter != 0 {
          hash = NameTable.step(hash, b)
          index += 1
          length += 1
          continue
        }
        if next >= 0x80 { ascii = false }
      } else if b >= 0x80 {
        ascii = false
      }
      break
    }
    column += length
    if !ascii {
      let before = length
      length += skipRun { c, next, i in
        if Self.isLetter(c) || Self.isDigit(c) { return true }
        // `-` belongs to a name when a letter follows (`row-tz`).
        return c == "-" && before + i > 0 && next.map(Self.isLetter) == true
      }
    }
    let end =
      length == index - from
      ? from + min(length, Self.maxNameLength) : self.end(from: from, limit: Self.maxNameLength)
    // An ASCII name is entered by its bytes: a name seen before costs no new string.
    if length > Self.maxNameLength {
      report(
        start,
        "name \(quoted(self.text(from, end))) is \(length) characters long (at most \(Self.maxNameLength))")
    }
    guard ascii else { return nameToken(self.text(from, end), start, end: end) }
    let finished = length <= Self.maxNameLength ? NameTable.finish(hash) : nil
    let key = bytes.withUnsafeBufferPointer {
      names.enter(ascii: UnsafeBufferPointer(rebasing: $0[from..<end]), hash: finished)
    }
    return token(.name(key, -1), start, end: end)
  }

  /// `#RRGGBB` / `#RRGGBBAA`: a colour literal, kept as a name token with its `#` (the
  /// analyzer checks the digits where a colour is expected).
  private mutating func colorLiteral(_ start: Position) -> Token {
    let from = index
    skipRun { c, _, i in i == 0 ? c == "#" : (Self.isLetter(c) || Self.isDigit(c)) && i <= 16 }
    let end = end(from: from, limit: 17)
    return nameToken(text(from, end), start, end: end)
  }

  private mutating func number(_ start: Position) -> Token {
    let from = index
    var dots = 0
    // Digits, and a `.` before a digit: all ASCII, so byte by byte.
    var numeral = 0
    while index < bytes.count {
      let b = bytes[index]
      if byteClass(b) & ByteClass.digit != 0 {
        index += 1
        numeral += 1
      } else if b == 0x2E, index + 1 < bytes.count, byteClass(bytes[index + 1]) & ByteClass.digit != 0 {
        dots += 1
        index += 1
        numeral += 1
      } else {
        break
      }
    }
    column += numeral
    // Glued letters or a second dot make the whole run one bad number (`12px`, `1.2.3`).
    let glued = skipRun { c, _, _ in Self.isLetter(c) || Self.isDigit(c) || c == "%" }
    let length = numeral + glued
    let bad = dots > 1 || glued > 0 || length > 1_000
    // Whole numbers of up to 15 digits, the usual case, read from the bytes: exact, so the
    // same value `Double(text)` gives, without making the text.
    if !bad, dots == 0, numeral <= 15 {
      var value = 0
      for k in from..<index { value = value &* 10 &+ Int(bytes[k] &- 0x30) }
      let number = Double(value)
      if number > Self.maxNumber {
        report(start, "number \(quoted(self.text(from, index), statingLength: true)) is too large (at most 10000000)")
        return token(.number(Self.maxNumber), start, end: index)
      }
      return token(.number(number), start, end: index)
    }
    let end = length == index - from ? from + min(length, 1_000) : self.end(from: from, limit: 1_000)
    let text = self.text(from, end)
    if !bad, let value = Double(text), value.isFinite {
      // Forms measure points; a larger number is a typo and would overflow later stages.
      if value > Self.maxNumber {
        report(start, "number \(quoted(text, statingLength: true)) is too large (at most 10000000)")
        return token(.number(Self.maxNumber), start, end: end)
      }
      return token(.number(value), start, end: end)
    }
    let shown = length > 1_000 ? "\(quoted(text)) (\(length) characters)" : quoted(text, statingLength: true)
    report(start, "bad number \(shown)")
    return token(.number(0), start, end: end)
  }

  private mutating func string(_ start: Position) -> Token {
    advance()  // opening quote
    // The usual string, plain text up to its closing quote on the same line: its value is the
    // source's bytes, made once (no escape, so no quoted text of its own to keep).
    do {
      var end = index
      var scalars = 0
      while end < bytes.count, bytes[end] != 0x22, bytes[end] != 0x5C, bytes[end] != 0x0A {
        if bytes[end] & 0xC0 != 0x80 { scalars += 1 }
        end += 1
      }
      if end < bytes.count, bytes[end] == 0x22 {
        stringValues.append(text(index, end))
        index = end + 1
        column += scalars + 1
        return token(.string(Int32(truncatingIfNeeded: stringValues.count - 1)), start)
      }
    }
    var value = ""
    var raw = "\""
    while true {
      // Plain text up to the next quote, backslash or newline (all ASCII), copied in one go.
      let from = index
      var plainScalars = 0
      while index < bytes.count, bytes[index] != 0x22, bytes[index] != 0x5C, bytes[index] != 0x0A {
        if bytes[index] & 0xC0 != 0x80 { plainScalars += 1 }
        index += 1
      }
      if index > from {
        let plain = text(from, index)
        value += plain
        raw += plain
        column += plainScalars
      }
      guard let c = peek(), c != "\n" else {
        report(start, "unterminated string (a string ends on the same line with '\"')")
        return stringToken(value, raw: raw, start)
      }
      advance()
      raw.unicodeScalars.append(c)
      if c == "\"" { break }
      if c == "\\" {
        let escape = here
        guard let e = peek(), e != "\n" else { continue }
        advance()
        raw.unicodeScalars.append(e)
        switch e {
        case "n": value += "\n"
        case "t": value += "\t"
        case "\"": value += "\""
        case "\\": value += "\\"
        case "u":
          var hex = ""
          if peek() == "{" {
            advance()
            while let h = peek(), h != "}", h != "\n", h != "\"" {
              hex.unicodeScalars.append(h)
              advance()
            }
            if peek() == "}" { advance() }
          }
          if let v = UInt32(hex, radix: 16), let s = Unicode.Scalar(v) {
            value.unicodeScalars.append(s)
          } else {
            report(escape, "bad unicode escape '\\u{\(hex)}'")
          }
        default:
          report(escape, "unknown escape '\\\(e)' (use \\\" \\\\ \\n \\t or \\u{…})")
        }
        continue
      }
      value.unicodeScalars.append(c)
    }
    return stringToken(value, raw: raw, start)
  }

  /// A string token; its text is the source's unless an escape left part of it out.
  private mutating func stringToken(_ value: String, raw: String, _ start: Position) -> Token {
    if raw.utf8.count != index - start.offset { stringTexts[start.offset] = raw }
    stringValues.append(value)
    return token(.string(Int32(truncatingIfNeeded: stringValues.count - 1)), start)
  }

  /// Errors past the first `maxReportedErrors + 1` are only counted: the lexer reports in
  /// source order, so no later one can be among the errors a report lists.
  private(set) var unrecordedErrors = 0

  private mutating func report(_ at: Position, _ message: String) {
    report(SourceLocation(file: file, line: at.line, column: at.column), message)
  }

  private mutating func report(_ at: SourceLocation, _ message: String) {
    guard diagnostics.count <= maxReportedErrors else {
      unrecordedErrors += 1
      return
    }
    diagnostics.append(Diagnostic(.error, at, message))
  }
}

/// Bits saying what an ASCII byte can be in a form, looked up instead of compared: with the
/// fuzzer's comparison tracing every comparison is a call, and the lexer made millions.
enum ByteClass {
  /// Starts a name: `A`–`Z`, `a`–`z`, `_`.
  static let letter: UInt8 = 1
  /// Continues a name: a letter or `0`–`9`.
  static let nameByte: UInt8 = 2
  /// Skipped between tokens: space, tab, carriage return.
  static let blank: UInt8 = 4
  /// `0`–`9`.
  static let digit: UInt8 = 16
  /// `\n`, a token of its own (it ends a statement).
  static let newline: UInt8 = 32
  /// A one-character punctuation token whatever follows: `{ } ( ) : ; , + - * / @ |` (a
  /// comment's `//` or `/*` is skipped before). `.` `=` `<` `>` depend on the next character.
  static let single: UInt8 = 8

  static let table: [UInt8] = {
    var t = [UInt8](repeating: 0, count: 256)
    for b in UInt8(ascii: "a")...UInt8(ascii: "z") { t[Int(b)] = letter | nameByte }
    for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { t[Int(b)] = letter | nameByte }
    t[Int(UInt8(ascii: "_"))] = letter | nameByte
    for b in UInt8(ascii: "0")...UInt8(ascii: "9") { t[Int(b)] = nameByte | digit }
    t[0x0A] = newline
    for c in " \t\r".utf8 { t[Int(c)] = blank }
    for c in "{}():;,+-*/@|".utf8 { t[Int(c)] = single }
    return t
  }()
}
