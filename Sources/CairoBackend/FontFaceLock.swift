// One lock for every use of cairo's FreeType faces, whichever renderer or measurer makes it.
import Synchronization

/// Serialises everything that can open, read, make or free a font face inside cairo: shaping
/// and measuring a layout (glyph extents, font metrics), turning glyphs into paths, writing an
/// SVG's glyphs, and freeing a layout or a font map (which frees the fonts they hold).
///
/// Why one lock for the process when every renderer and measurer has its own fonts: cairo 1.16
/// (Debian 12's) keeps one FreeType face per font file for the whole process, with the list of
/// cairo faces made from it and at most ten faces open at once, and does not guard all of that
/// against two threads. Two renderers on two threads crashed the process on a null glyph slot
/// in cairo (one full test run in CI); eight threads measuring text in varied faces crashed it
/// on every run, still did with only the layouts locked, and stopped once freeing was locked
/// too. Filling the glyphs' paths, compositing, PNG encoding and layout stay parallel; only the
/// work on glyphs takes turns.
///
/// Poppler and librsvg draw a vector image's text through the same cairo, so drawing one
/// holds it too (`ImageFiles.vectorVariants`).
///
/// Not reentrant: a caller holding it never calls code that takes it.
package enum FontFaceLock {
  private static let mutex = Mutex<Void>(())

  package static func withLock<R>(_ body: () -> R) -> R {
    mutex.withLock { _ in body() }
  }
}
