// The entry point of stage 1.
import LayoutVocabulary
public enum FormParser {
  /// Parses and checks a form. Returns the spec (nil when there is any error) and every
  /// diagnostic in source order. Never traps, always terminates.
  public static func parse(_ source: String, path: String) -> (FormSpec?, [Diagnostic]) {
    // The parser pulls tokens from the lexer; it reads to the end of the text.
    var parser = Parser(lexer: Lexer(source: source, file: path), file: path)
    let statements = parser.parseFile()
    let lexerDiagnostics = parser.lexerDiagnostics
    var analyzer = Analyzer(file: path, names: parser.names)
    let spec = analyzer.analyze(statements)
    // An error the lexer found (a bad number, an overlong name) explains everything the parser
    // and analyzer then say about the same token: keep only the lexer's.
    let lexed = Set(lexerDiagnostics.map(\.location))
    var diagnostics =
      lexerDiagnostics
      + (parser.diagnostics + analyzer.diagnostics).filter { !lexed.contains($0.location) }
    // Stable sort by position so the report reads top to bottom.
    diagnostics = diagnostics.enumerated().sorted { a, b in
      let (l, r) = (a.element.location, b.element.location)
      if l.line != r.line { return l.line < r.line }
      if l.column != r.column { return l.column < r.column }
      return a.offset < b.offset
    }.map(\.element)
    // A template's problem is found once per view using it: report it once. Equal diagnostics
    // share a location, so only messages at one location are compared.
    var deduplicated: [Diagnostic] = []
    deduplicated.reserveCapacity(diagnostics.count)
    var groupStart = 0
    for d in diagnostics {
      if let last = deduplicated.last, last.location != d.location {
        groupStart = deduplicated.count
      }
      if !deduplicated[groupStart...].contains(d) { deduplicated.append(d) }
    }
    diagnostics = deduplicated.cappingErrors(unlisted: parser.lexerUnrecordedErrors)
    return (diagnostics.hasErrors ? nil : spec, diagnostics)
  }
}

extension FormParser {
  /// Where a form file's bytes stop being UTF-8: an error at the line and column of the first
  /// byte that does not begin a valid character, naming its value; nil for valid UTF-8.
  public static func utf8Problem(in bytes: [UInt8], path: String) -> Diagnostic? {
    var i = 0
    var line = 1
    var column = 1
    while i < bytes.count {
      let b = bytes[i]
      let length = utf8SequenceLength(bytes, at: i)
      guard length > 0 else {
        let hex = String(b, radix: 16, uppercase: true)
        return Diagnostic(
          .error, SourceLocation(file: path, line: line, column: column),
          "not UTF-8 text: byte 0x\(hex.count < 2 ? "0" + hex : hex) does not begin a valid UTF-8 character"
        )
      }
      if b == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
      i += length
    }
    return nil
  }

  /// The length of the well-formed UTF-8 sequence at `i` (RFC 3629: no overlong forms, no
  /// surrogates, nothing past U+10FFFF), or 0 when there is none.
  private static func utf8SequenceLength(_ bytes: [UInt8], at i: Int) -> Int {
    let b = bytes[i]
    if b < 0x80 { return 1 }
    let length: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch b {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      second = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      second = 0x80...0x9F
    case 0xF0:
      length = 4
      second = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      second = 0x80...0x8F
    default: return 0
    }
    guard i + length <= bytes.count, second.contains(bytes[i + 1]) else { return 0 }
    for k in 2..<length where !(0x80...0xBF).contains(bytes[i + k]) { return 0 }
    return length
  }
}
