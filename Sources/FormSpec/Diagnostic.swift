/// Problems found in a form file, each tied to where it was written.
import LayoutVocabulary

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
    var text = description
    guard let line = Self.line(location.line, of: source) else { return text }
    let scalars = Array(line.unicodeScalars)
    // Keep tabs so the caret lines up under tab-indented code.
    var pad = ""
    for i in 0..<max(0, min(location.column - 1, scalars.count)) {
      pad.append(scalars[i] == "\t" ? "\t" : " ")
    }
    text += "\n" + line + "\n" + pad + "^"
    return text
  }

  /// Line `number` (1-based) of `source` without its terminator, or nil past the end.
  static func line(_ number: Int, of source: String) -> String? {
    guard number >= 1 else { return nil }
    var current = 1
    for piece in source.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == number {
        return piece.hasSuffix("\r") ? String(piece.dropLast()) : String(piece)
      }
      current += 1
    }
    return nil
  }
}

extension Array where Element == Diagnostic {
  /// True when at least one diagnostic is an error.
  public var hasErrors: Bool { contains { $0.isError } }

  /// Every diagnostic rendered with its source line and caret, one after another.
  public func rendered(source: String) -> String {
    map { $0.rendered(source: source) }.joined(separator: "\n")
  }
}
