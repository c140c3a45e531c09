// Problems found in a form file, each tied to where it was written.
import LayoutVocabulary

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One error or warning with its place, printed as `path:line:column: error: message` followed by
/// the source line and a caret (the compiler convention, so editors can jump to it).
public struct Diagnostic: Sendable, Hashable, CustomStringConvertible {
  public enum Severity: String, Sendable, Hashable { case error, warning }

  public var severity: Severity
  public var location: SourceLocation
  public var message: String

  public init(_ severity: Severity, _ location: SourceLocation, _ message: String) {
    self.severity = severity
    self.location = location
    self.message = message
  }

  public var isError: Bool { severity == .error }

  /// The one-line form: `path:line:column: error: message`.
  public var description: String { "\(location): \(severity.rawValue): \(message)" }

  /// The one-line form plus the offending source line and a caret under the column.
  public func rendered(source: String) -> String {
    rendered(lines: SourceLines(source))
  }

  /// Echoed source lines longer than this are cut to a window around the caret.
  static let maxEchoedLine = 120

  func rendered(lines: SourceLines) -> String {
    let text = description
    guard let bytes = lines.bytes(ofLine: location.line) else { return text }
    // Built in bytes: every message a fuzzed form produces is rendered, and scalar-by-scalar
    // string appends were a fifth of the `parse` fuzz target's time.
    var caret = max(0, location.column - 1)
    var shown = bytes
    var ellipsisBefore = false
    var ellipsisAfter = false
    var note = ""
    // A line of at most `maxEchoedLine` bytes has at most that many scalars.
    if bytes.count > Self.maxEchoedLine {
      let total = scalarCount(bytes)
      if total > Self.maxEchoedLine {
        // A window around the column, so a 5 MB line prints as one readable line.
        let from = max(0, min(caret - Self.maxEchoedLine / 2, total - Self.maxEchoedLine))
        let to = min(total, from + Self.maxEchoedLine)
        shown = lines.slice(bytes, scalars: from..<to)
        ellipsisBefore = from > 0
        ellipsisAfter = to < total
        caret = caret - from + (from > 0 ? 1 : 0)
        note = " (line \(location.line) is \(total) characters long)"
      }
    }
    let ellipsis: [UInt8] = [0xE2, 0x80, 0xA6]
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 2 * shown.count + note.utf8.count + 16)
    out.append(contentsOf: text.utf8)
    out.append(0x0A)
    if ellipsisBefore { out.append(contentsOf: ellipsis) }
    out.append(contentsOf: shown)
    if ellipsisAfter { out.append(contentsOf: ellipsis) }
    out.append(0x0A)
    // Keep tabs so the caret lines up under tab-indented code; the leading "…" is a space.
    var padded = 0
    if ellipsisBefore, caret > 0 {
      out.append(0x20)
      padded = 1
    }
    if padded < caret {
      for b in shown where b & 0xC0 != 0x80 {
        out.append(b == 0x09 ? 0x09 : 0x20)
        padded += 1
        if padded >= caret { break }
      }
    }
    out.append(0x5E)  // ^
    out.append(contentsOf: note.utf8)
    return String(decoding: out, as: UTF8.self)
  }

  /// Line `number` (1-based) of `source` without its terminator, or nil past the end.
  static func line(_ number: Int, of source: String) -> String? {
    SourceLines(source).line(number)
  }
}

/// The start of every line of a source text, found once, so rendering N diagnostics costs
/// N short lines and not N passes over the file. Lines end at LF; a CR before it is dropped
/// (Swift treats CRLF as one character, so splitting on "\n" would miss it).
struct SourceLines {
  private let utf8: [UInt8]
  private var starts: [Int] = [0]

  init(_ source: String) {
    utf8 = Array(source.utf8)
    // memchr, not a loop of byte comparisons: under the fuzzer's comparison tracing each
    // comparison is a call, and this ran over the whole input for every report.
    var found: [Int] = []
    utf8.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      var at = base
      var left = buffer.count
      while left > 0, let hit = memchr(at, 0x0A, left) {
        let newline = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self))
        found.append(newline - base + 1)
        left -= newline + 1 - at
        at = newline + 1
      }
    }
    starts += found
  }

  func line(_ number: Int) -> String? {
    bytes(ofLine: number).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The UTF-8 bytes of line `number` (1-based) without its terminator, or nil past the end.
  func bytes(ofLine number: Int) -> ArraySlice<UInt8>? {
    guard number >= 1, number <= starts.count else { return nil }
    let from = starts[number - 1]
    var to = number < starts.count ? starts[number] - 1 : utf8.count
    if to > from, utf8[to - 1] == 0x0D { to -= 1 }
    return utf8[from..<to]
  }

  /// The bytes of scalars `range` (counted from 0) of a line's bytes.
  func slice(_ line: ArraySlice<UInt8>, scalars range: Range<Int>) -> ArraySlice<UInt8> {
    var scalar = -1
    var from = line.endIndex
    var to = line.endIndex
    for i in line.indices where line[i] & 0xC0 != 0x80 {
      scalar += 1
      if scalar == range.lowerBound { from = i }
      if scalar == range.upperBound {
        to = i
        break
      }
    }
    return line[min(from, to)..<to]
  }
}

/// The number of Unicode scalars in valid UTF-8 `bytes`: the bytes that are not continuation
/// bytes (`10xxxxxx`). Counted with arithmetic, not comparisons, which the fuzzer's comparison
/// tracing turns into a call per byte.
@inline(__always)
func scalarCount<C: Collection>(_ bytes: C) -> Int where C.Element == UInt8 {
  var continuations = 0
  for b in bytes { continuations &+= Int((b >> 7) & ~(b >> 6) & 1) }
  return bytes.count - continuations
}

/// `'text'` for a message, cut to a readable length (`'aaaa…'`); with `statingLength`, a cut
/// text is followed by its length, e.g. `'aaaa…' (5000000 characters)`.
func quoted(_ text: String, statingLength: Bool = false) -> String {
  let limit = 40
  var count = 0
  var cut = text.unicodeScalars.startIndex
  for i in text.unicodeScalars.indices {
    if count == 32 { cut = i }
    count += 1
    if count > limit { break }
  }
  if count <= limit { return "'\(text)'" }
  let head = String(text.unicodeScalars[..<cut])
  let length = statingLength ? " (\(text.unicodeScalars.count) characters)" : ""
  return "'\(head)…'" + length
}

/// The most errors one report lists; the rest are counted in one closing error.
let maxReportedErrors = 50

extension Array where Element == Diagnostic {
  /// The first `maxReportedErrors` errors (and the warnings among them), then one error
  /// "…and N more errors" at the first one left out; `unlisted` errors were only counted.
  func cappingErrors(unlisted: Int = 0) -> [Diagnostic] {
    var kept: [Diagnostic] = []
    var errors = 0
    for (i, d) in enumerated() {
      if d.isError {
        if errors == maxReportedErrors {
          let rest = self[i...].filter(\.isError).count + unlisted
          kept.append(Diagnostic(.error, d.location, "…and \(rest) more errors"))
          return kept
        }
        errors += 1
      }
      kept.append(d)
    }
    return kept
  }
}

extension Array where Element == Diagnostic {
  /// True when at least one diagnostic is an error.
  public var hasErrors: Bool { contains { $0.isError } }

  /// Every diagnostic rendered with its source line and caret, one after another.
  public func rendered(source: String) -> String {
    let lines = SourceLines(source)
    return map { $0.rendered(lines: lines) }.joined(separator: "\n")
  }
}
