// Form text → parse (lexer, parser, analyzer) → rendered diagnostics, as `formshot check` and
// every command that reads a form do. Must never crash, hang or leak; the diagnostics must
// point inside the text.
import FormLanguage
import FuzzSupport

fuzz { bytes in
  guard let text = utf8Text(bytes) else { return }
  let (spec, diagnostics) = FormParser.parse(text, path: "fuzz.form")
  precondition((spec == nil) == diagnostics.hasErrors, "a spec is returned exactly when no error is")
  for d in diagnostics {
    precondition(d.location.line >= 1 && d.location.column >= 1, "diagnostic outside the text: \(d)")
  }
  _ = diagnostics.rendered(source: text)
}
