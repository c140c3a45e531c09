// Translation files → the `Localizable.strings` reader and the String Catalog
// (`Localizable.xcstrings`) reader, as loading a form with strings files next to it does. Every
// input goes through both readers (each rejects the other's format at once), decoded the way
// the loader decodes a file (invalid UTF-8 becomes U+FFFD). A rejected file is fine if the
// error points inside the text; crashes, hangs, leaks and errors pointing elsewhere are findings.
import FormLanguage
import Formshot
import FuzzSupport

/// The error must sit on a line of the text, at most one column past its end (in characters,
/// the unit of every column formshot prints; a byte column runs past the end of a line with
/// accented letters), and render with its caret.
func checkLocated(_ error: FormshotError, _ text: String) {
  guard case .diagnostics(let diagnostics, let source) = error else {
    preconditionFailure("a translation file's error is not located: \(error)")
  }
  precondition(source == text, "the error quotes another text")
  let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
  for d in diagnostics {
    let location = d.location
    precondition(location.line >= 1 && location.line <= lines.count, "line outside the text: \(d)")
    precondition(
      location.column >= 1 && location.column <= lines[location.line - 1].count + 1,
      "column outside line: \(d)")
  }
  _ = diagnostics.rendered(source: source)
}

fuzz { bytes in
  let text = String(decoding: bytes, as: UTF8.self)
  do {
    let entries = try TranslationFileReaders.readStrings(text, path: "de.lproj/Localizable.strings")
    precondition(entries.count <= bytes.count, "more entries than bytes")
  } catch {
    checkLocated(error, text)
  }
  do {
    _ = try TranslationFileReaders.readCatalog(text, path: "Localizable.xcstrings")
  } catch {
    checkLocated(error, text)
  }
}
