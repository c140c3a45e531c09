/// A small JSON reader that keeps object keys in source order, so layout diffs list views in
/// the order the layout printed them (Foundation's dictionaries would lose that order).

/// A parsed JSON value.
package enum JSONValue: Sendable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// Members in source order.
  case object([(key: String, value: JSONValue)])

  package static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
    default: return false
    }
  }

  /// The member `key` of an object, nil otherwise.
  package subscript(key: String) -> JSONValue? {
    if case .object(let members) = self { return members.first { $0.key == key }?.value }
    return nil
  }

  /// Parses `text`.
  /// - Throws: `JSONError` with the byte offset of the first problem.
  package static func parse(_ text: String) throws(JSONError) -> JSONValue {
    var reader = JSONReader(bytes: Array(text.utf8))
    reader.skipSpace()
    let value = try reader.value(depth: 0)
    reader.skipSpace()
    guard reader.pos == reader.bytes.count else { throw reader.error("trailing characters") }
    return value
  }
}

/// Why a JSON text could not be read, and where.
package struct JSONError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Byte offset into the text.
  package var offset: Int
  package var reason: String
  package var description: String { "invalid JSON at byte \(offset): \(reason)" }
}

// MARK: - Reader

private struct JSONReader {
  let bytes: [UInt8]
  var pos = 0

  func error(_ reason: String) -> JSONError { JSONError(offset: pos, reason: reason) }

  mutating func skipSpace() {
    while pos < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[pos]) { pos += 1 }
  }

  mutating func expect(_ literal: String) throws(JSONError) {
    let lit = Array(literal.utf8)
    guard pos + lit.count <= bytes.count, Array(bytes[pos..<(pos + lit.count)]) == lit else {
      throw error("expected \(literal)")
    }
    pos += lit.count
  }

  mutating func value(depth: Int) throws(JSONError) -> JSONValue {
    guard depth < 200 else { throw error("nesting too deep") }
    guard pos < bytes.count else { throw error("unexpected end") }
    switch bytes[pos] {
    case UInt8(ascii: "{"):
      pos += 1
      var members: [(key: String, value: JSONValue)] = []
      skipSpace()
      if pos < bytes.count, bytes[pos] == UInt8(ascii: "}") {
        pos += 1
        return .object(members)
      }
      while true {
        skipSpace()
        let key = try string()
        skipSpace()
        try expect(":")
        skipSpace()
        members.append((key, try value(depth: depth + 1)))
        skipSpace()
        guard pos < bytes.count else { throw error("unterminated object") }
        if bytes[pos] == UInt8(ascii: ",") {
          pos += 1
          continue
        }
        if bytes[pos] == UInt8(ascii: "}") {
          pos += 1
          return .object(members)
        }
        throw error("expected , or }")
      }
    case UInt8(ascii: "["):
      pos += 1
      var items: [JSONValue] = []
      skipSpace()
      if pos < bytes.count, bytes[pos] == UInt8(ascii: "]") {
        pos += 1
        return .array(items)
      }
      while true {
        skipSpace()
        items.append(try value(depth: depth + 1))
        skipSpace()
        guard pos < bytes.count else { throw error("unterminated array") }
        if bytes[pos] == UInt8(ascii: ",") {
          pos += 1
          continue
        }
        if bytes[pos] == UInt8(ascii: "]") {
          pos += 1
          return .array(items)
        }
        throw error("expected , or ]")
      }
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"):
      try expect("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expect("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expect("null")
      return .null
    default: return .number(try number())
    }
  }

  mutating func number() throws(JSONError) -> Double {
    let start = pos
    let allowed = Array("+-0123456789.eE".utf8)
    while pos < bytes.count, allowed.contains(bytes[pos]) { pos += 1 }
    guard pos > start, let v = Double(String(decoding: bytes[start..<pos], as: UTF8.self)) else {
      pos = start
      throw error("expected a value")
    }
    return v
  }

  mutating func string() throws(JSONError) -> String {
    guard pos < bytes.count, bytes[pos] == UInt8(ascii: "\"") else {
      throw error("expected string")
    }
    pos += 1
    var out = [UInt8]()
    while pos < bytes.count {
      let b = bytes[pos]
      pos += 1
      if b == UInt8(ascii: "\"") { return String(decoding: out, as: UTF8.self) }
      if b != UInt8(ascii: "\\") {
        out.append(b)
        continue
      }
      guard pos < bytes.count else { break }
      let e = bytes[pos]
      pos += 1
      switch e {
      case UInt8(ascii: "n"): out.append(0x0A)
      case UInt8(ascii: "t"): out.append(0x09)
      case UInt8(ascii: "r"): out.append(0x0D)
      case UInt8(ascii: "b"): out.append(0x08)
      case UInt8(ascii: "f"): out.append(0x0C)
      case UInt8(ascii: "u"):
        guard pos + 4 <= bytes.count,
          let code = UInt32(String(decoding: bytes[pos..<(pos + 4)], as: UTF8.self), radix: 16)
        else { throw error("bad \\u escape") }
        pos += 4
        // Surrogate pairs are joined; a lone surrogate becomes U+FFFD.
        var scalarValue = code
        if (0xD800..<0xDC00).contains(code), pos + 6 <= bytes.count,
          bytes[pos] == UInt8(ascii: "\\"), bytes[pos + 1] == UInt8(ascii: "u"),
          let low = UInt32(
            String(decoding: bytes[(pos + 2)..<(pos + 6)], as: UTF8.self), radix: 16),
          (0xDC00..<0xE000).contains(low)
        {
          pos += 6
          scalarValue = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
        out.append(contentsOf: Array(String(Character(scalar)).utf8))
      default: out.append(e)
      }
    }
    throw error("unterminated string")
  }
}
