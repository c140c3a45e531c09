// JSON's overview (input, output, guarantees, decisions): JSON.docc/JSON.md
import LayoutVocabulary

// MARK: - JSONValue

/// A parsed JSON value; objects keep their key order so output and errors follow the file.
package enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])

  package static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: return false
    }
  }

  /// The member `key` of an object (first occurrence), or nil.
  package subscript(key: String) -> JSONValue? {
    if case .object(let members) = self {
      for (k, v) in members where k == key { return v }
    }
    return nil
  }

  package var string: String? { if case .string(let s) = self { return s } else { return nil } }
  package var number: Double? { if case .number(let n) = self { return n } else { return nil } }
  package var array: [JSONValue]? { if case .array(let a) = self { return a } else { return nil } }
  package var members: [(key: String, value: JSONValue)]? {
    if case .object(let m) = self { return m } else { return nil }
  }

  /// A short description of the kind, for error messages.
  package var kindName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

// MARK: - Parsing

extension JSONValue {
  /// Parses UTF-8 text; see `JSONReader.parse`.
  package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try JSONReader.parse(Array(text.utf8))
  }
}

/// A JSON syntax error at a 1-based line and column.
package struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
  package var line: Int
  package var column: Int
  package var message: String
  package var description: String { "invalid JSON at line \(line), column \(column): \(message)" }
}

/// Where each value of a parsed document starts, by JSON Pointer (RFC 6901: `""` is the root,
/// `/cases/0/constraints/2/expr` a member), so a reader of the document can locate its own
/// errors by line and column.
package struct JSONPositions: Sendable {
  fileprivate var offsets: [String: Int] = [:]
  fileprivate var escaped: Set<String> = []
  fileprivate let bytes: [UInt8]

  /// The byte offset where the value at `pointer` starts (a string's opening quote).
  package func offset(_ pointer: String) -> Int? { offsets[pointer] }

  /// The 1-based line and column (in bytes) of a byte offset.
  package func lineColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
    JSONReader.lineColumn(bytes, offset)
  }

  /// The line and column of byte `index` of the string value at `pointer`, when the string is
  /// written without escapes (so its bytes are the file's); else of its opening quote.
  package func lineColumn(_ pointer: String, byteInString index: Int? = nil)
    -> (line: Int, column: Int)?
  {
    guard let start = offsets[pointer] else { return nil }
    if let index, !escaped.contains(pointer) { return lineColumn(ofOffset: start + 1 + index) }
    return lineColumn(ofOffset: start)
  }
}

/// A small strict JSON (RFC 8259) reader: no Foundation, key order kept.
package struct JSONReader {
  private let bytes: [UInt8]
  private var pos = 0
  private var depth = 0
  /// Arrays and objects nest at most this deep (the reader is recursive).
  package static let maxDepth = 512
  /// The JSON Pointer of the value being read, when positions are recorded.
  private var pointer: String? = nil
  private var positions: JSONPositions

  package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
    var r = JSONReader(bytes: bytes)
    return try r.document()
  }

  /// Parses and records where every value starts (see `JSONPositions`).
  package static func parseWithPositions(
    _ bytes: [UInt8]
  ) throws(JSONSyntaxError) -> (JSONValue, JSONPositions) {
    var r = JSONReader(bytes: bytes)
    r.pointer = ""
    let v = try r.document()
    return (v, r.positions)
  }

  private mutating func document() throws(JSONSyntaxError) -> JSONValue {
    skipSpace()
    let v = try value()
    skipSpace()
    if pos < bytes.count { throw fail("unexpected text after the JSON value") }
    return v
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    self.positions = JSONPositions(bytes: bytes)
  }

  fileprivate static func lineColumn(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var col = 1
    for b in bytes[..<min(max(0, offset), bytes.count)] {
      if b == 0x0A {
        line += 1
        col = 1
      } else {
        col += 1
      }
    }
    return (line, col)
  }

  private func fail(_ message: String) -> JSONSyntaxError {
    fail(message, at: pos)
  }

  private func fail(_ message: String, at offset: Int) -> JSONSyntaxError {
    let (line, col) = Self.lineColumn(bytes, offset)
    return JSONSyntaxError(line: line, column: col, message: message)
  }

  /// Reads a member or element with its pointer extended by `token`.
  private mutating func value(at token: String) throws(JSONSyntaxError) -> JSONValue {
    guard let outer = pointer else { return try value() }
    let escapedToken = token.replacingAll("~", "~0").replacingAll("/", "~1")
    pointer = outer + "/" + escapedToken
    defer { pointer = outer }
    return try value()
  }

  private mutating func skipSpace() {
    while pos < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[pos]) { pos += 1 }
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue {
    guard pos < bytes.count else { throw fail("unexpected end of input") }
    if let pointer { positions.offsets[pointer] = pos }
    switch bytes[pos] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return .number(try number())
    }
  }

  private mutating func literal(_ word: String, _ v: JSONValue) throws(JSONSyntaxError) -> JSONValue
  {
    let w = Array(word.utf8)
    guard pos + w.count <= bytes.count, Array(bytes[pos..<pos + w.count]) == w else {
      throw fail("unexpected character")
    }
    pos += w.count
    return v
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    depth += 1
    if depth > Self.maxDepth { throw fail("nested deeper than \(Self.maxDepth)") }
    defer { depth -= 1 }
    pos += 1
    var members: [(String, JSONValue)] = []
    skipSpace()
    if pos < bytes.count && bytes[pos] == UInt8(ascii: "}") {
      pos += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else {
        throw fail("expected a string key")
      }
      let key = try string()
      skipSpace()
      guard pos < bytes.count, bytes[pos] == UInt8(ascii: ":") else { throw fail("expected ':'") }
      pos += 1
      skipSpace()
      members.append((key, try value(at: key)))
      skipSpace()
      guard pos < bytes.count else { throw fail("unexpected end of input in an object") }
      if bytes[pos] == UInt8(ascii: ",") {
        pos += 1
      } else if bytes[pos] == UInt8(ascii: "}") {
        pos += 1
        return .object(members)
      } else {
        throw fail("expected ',' or '}'")
      }
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONValue {
    depth += 1
    if depth > Self.maxDepth { throw fail("nested deeper than \(Self.maxDepth)") }
    defer { depth -= 1 }
    pos += 1
    var items: [JSONValue] = []
    skipSpace()
    if pos < bytes.count && bytes[pos] == UInt8(ascii: "]") {
      pos += 1
      return .array(items)
    }
    while true {
      skipSpace()
      items.append(try value(at: String(items.count)))
      skipSpace()
      guard pos < bytes.count else { throw fail("unexpected end of input in an array") }
      if bytes[pos] == UInt8(ascii: ",") {
        pos += 1
      } else if bytes[pos] == UInt8(ascii: "]") {
        pos += 1
        return .array(items)
      } else {
        throw fail("expected ',' or ']'")
      }
    }
  }

  private mutating func string() throws(JSONSyntaxError) -> String {
    let stringPointer = pointer
    pos += 1
    var out: [UInt8] = []
    while true {
      guard pos < bytes.count else { throw fail("unterminated string") }
      let b = bytes[pos]
      pos += 1
      if b == UInt8(ascii: "\"") { break }
      if b < 0x20 { throw fail("control character in a string") }
      if b != UInt8(ascii: "\\") {
        out.append(b)
        continue
      }
      if let stringPointer { positions.escaped.insert(stringPointer) }
      guard pos < bytes.count else { throw fail("unterminated escape") }
      let e = bytes[pos]
      pos += 1
      switch e {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "u"):
        let escapeStart = pos - 2
        var code = try hex4()
        if (0xDC00..<0xE000).contains(code) {
          throw fail("a lone low surrogate", at: escapeStart)
        }
        if (0xD800..<0xDC00).contains(code) {
          // A high surrogate needs `\uDC00`…`\uDFFF` right after it (RFC 8259 §7).
          let lowStart = pos
          guard pos + 1 < bytes.count, bytes[pos] == UInt8(ascii: "\\"),
            bytes[pos + 1] == UInt8(ascii: "u")
          else { throw fail("a high surrogate must be followed by a low surrogate", at: lowStart) }
          pos += 2
          let low = try hex4()
          guard (0xDC00..<0xE000).contains(low) else {
            throw fail("a high surrogate must be followed by a low surrogate", at: lowStart)
          }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else {
          throw fail("bad \\u escape", at: escapeStart)
        }
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
      default: throw fail("bad escape")
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    guard pos + 4 <= bytes.count else { throw fail("bad \\u escape") }
    var v: UInt32 = 0
    for b in bytes[pos..<pos + 4] {
      let d: UInt8
      switch b {
      case 0x30...0x39: d = b - 0x30
      case 0x41...0x46: d = b - 0x41 + 10
      case 0x61...0x66: d = b - 0x61 + 10
      default: throw fail("bad \\u escape")
      }
      v = v * 16 + UInt32(d)
    }
    pos += 4
    return v
  }

  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = pos
    while pos < bytes.count {
      switch bytes[pos] {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"),
        UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"):
        pos += 1
        continue
      default: break
      }
      break
    }
    let text = String(decoding: bytes[start..<pos], as: UTF8.self)
    guard !text.isEmpty else { throw fail("unexpected character") }
    guard Self.isRFC8259Number(bytes[start..<pos]), let v = Double(text) else {
      throw fail("bad number '\(text.count > 40 ? text.prefix(32) + "…" : text)'", at: start)
    }
    guard v.isFinite else {
      throw fail("number '\(text.count > 40 ? text.prefix(32) + "…" : text)' is not finite", at: start)
    }
    return v
  }

  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` — no `+1`, `01`, `.5`, `1.`.
  private static func isRFC8259Number(_ b: ArraySlice<UInt8>) -> Bool {
    var i = b.startIndex
    func digits() -> Int {
      let from = i
      while i < b.endIndex, (0x30...0x39).contains(b[i]) { i += 1 }
      return i - from
    }
    if i < b.endIndex, b[i] == UInt8(ascii: "-") { i += 1 }
    guard i < b.endIndex else { return false }
    if b[i] == UInt8(ascii: "0") {
      i += 1
    } else if digits() == 0 {
      return false
    }
    if i < b.endIndex, b[i] == UInt8(ascii: ".") {
      i += 1
      if digits() == 0 { return false }
    }
    if i < b.endIndex, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
      i += 1
      if i < b.endIndex, b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") { i += 1 }
      if digits() == 0 { return false }
    }
    return i == b.endIndex
  }
}

// MARK: - Writing

/// Formats a number for JSON output: integers without a fraction, others shortest round-trip.
package func jsonNumber(_ x: Double) -> String { NumberFormat.json.string(x) }

/// Quotes a string for JSON output.
package func jsonString(_ s: String) -> String {
  var out = "\""
  for u in s.unicodeScalars {
    switch u {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    case "\n": out += "\\n"
    case "\r": out += "\\r"
    case "\t": out += "\\t"
    default:
      if u.value < 0x20 {
        let h = String(u.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - h.count) + h
      } else {
        out.unicodeScalars.append(u)
      }
    }
  }
  return out + "\""
}

extension String {
  fileprivate func replacingAll(_ target: Character, _ replacement: String) -> String {
    guard contains(target) else { return self }
    var out = ""
    for c in self {
      if c == target { out += replacement } else { out.append(c) }
    }
    return out
  }
}
