// Commands that draw every root of an Interface Builder file skip the roots with nothing to
// draw, saying so, instead of failing the whole run on them.
import Formshot

/// `documents` without those that have nothing to draw (a root stored 0 pt tall), each of
/// which is named on standard error as a located warning.
func drawableDocuments(_ documents: [FormDocument]) -> [FormDocument] {
  documents.filter { document in
    guard let empty = document.nothingToDraw else { return true }
    Console.errLine(String(describing: empty) + "; skipped")
    return false
  }
}
