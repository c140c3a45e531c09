/// Problems found in a form file, each tied to where it was written.

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
    var text = description
    guard let line = lines.line(location.line) else { return text }
    var scalars = Array(line.unicodeScalars)
    var caret = max(0, location.column - 1)
    var note = ""
    if scalars.count > Self.maxEchoedLine {
      // A window around the column, so a 5 MB line prints as one readable line.
      let from = max(0, min(caret - Self.maxEchoedLine / 2, scalars.count - Self.maxEchoedLine))
      let to = min(scalars.count, from + Self.maxEchoedLine)
      var window: [Unicode.Scalar] = from > 0 ? ["…"] : []
      window += scalars[from..<to]
      if to < scalars.count { window.append("…") }
      caret = caret - from + (from > 0 ? 1 : 0)
      scalars = window
      note = " (line \(location.line) is \(line.unicodeScalars.count) characters long)"
    }
    // Keep tabs so the caret lines up under tab-indented code.
    var pad = ""
    for i in 0..<max(0, min(caret, scalars.count)) {
      pad.append(scalars[i] == "\t" ? "\t" : " ")
    }
    var shown = ""
    shown.unicodeScalars.append(contentsOf: scalars)
    text += "\n" + shown + "\n" + pad + "^" + note
    return text
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
    for (i, b) in utf8.enumerated() where b == 0x0A { starts.append(i + 1) }
  }

  func line(_ number: Int) -> String? {
    guard number >= 1, number <= starts.count else { return nil }
    let from = starts[number - 1]
    var to = number < starts.count ? starts[number] - 1 : utf8.count
    if to > from, utf8[to - 1] == 0x0D { to -= 1 }
    return String(decoding: utf8[from..<to], as: UTF8.self)
  }
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
  /// "…and N more errors" at the first one left out.
  func cappingErrors() -> [Diagnostic] {
    var kept: [Diagnostic] = []
    var errors = 0
    for (i, d) in enumerated() {
      if d.isError {
        if errors == maxReportedErrors {
          let rest = self[i...].filter(\.isError).count
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
