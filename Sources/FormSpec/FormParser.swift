/// The entry point of stage 1.
import LayoutVocabulary
public enum FormParser {
  /// Parses and checks a form. Returns the spec (nil when there is any error) and every
  /// diagnostic in source order. Never traps, always terminates.
  public static func parse(_ source: String, path: String) -> (FormSpec?, [Diagnostic]) {
    var lexer = Lexer(source: source, file: path)
    let tokens = lexer.tokenize()
    let parser = Parser(tokens: tokens)
    let statements = parser.parseFile()
    let analyzer = Analyzer(file: path)
    let spec = analyzer.analyze(statements)
    var diagnostics = lexer.diagnostics + parser.diagnostics + analyzer.diagnostics
    // Stable sort by position so the report reads top to bottom.
    diagnostics = diagnostics.enumerated().sorted { a, b in
      let (l, r) = (a.element.location, b.element.location)
      if l.line != r.line { return l.line < r.line }
      if l.column != r.column { return l.column < r.column }
      return a.offset < b.offset
    }.map(\.element)
    // A template's problem is found once per view using it: report it once.
    var seen: Set<Diagnostic> = []
    diagnostics = diagnostics.filter { seen.insert($0).inserted }
    return (diagnostics.hasErrors ? nil : spec, diagnostics)
  }
}
