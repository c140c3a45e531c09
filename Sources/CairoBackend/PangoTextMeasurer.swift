// `TextMeasuring` on Pango and the pinned fonts: the layout engine's view of text.
import CPangoCairo
import Geometry

/// Measures text exactly as `CairoRenderer` draws it (same fonts, same shaping code, same line
/// boxes), so a label sized by the layout engine never wraps or truncates differently on screen.
///
/// - `maxWidth` nil: one unbounded line per paragraph. `maxLines` 1: one line, "…" at the end
///   when wider than `maxWidth` (UILabel's default). Otherwise lines wrap at `maxWidth`, up to
///   `maxLines` (0 = unlimited), with "…" at the end of the last line.
/// - Each line box is `style.lineHeight` tall, glyphs centred in it (CSS half-leading) or at
///   its bottom (`glyphsAtLineBottom`), `style.lineSpacing` between boxes; the baselines are
///   measured from the first box's top. An empty string measures as zero size, 0 lines.
///
/// Holds native resources and a cache; use one instance per thread / task.
public final class PangoTextMeasurer: TextMeasuring {
  let engine: TextEngine
  private var cache: [Key: TextMetrics] = [:]
  /// Past this many entries the cache starts over (it only memoises; results never depend on it).
  private let cacheLimit = 20_000

  private struct Key: Hashable {
    var text: String
    var style: TextStyle
    var maxWidth: Double?
    var maxLines: Int
  }

  /// Loads the pinned fonts.
  ///
  /// - Throws: `FontError.missingFontFile` naming the Debian package to install when a font
  ///   file is missing.
  public init() throws(FontError) {
    engine = try TextEngine()
  }

  /// Loads `fontFiles` instead of the pinned set (tests: a missing file must be an error).
  package init(fontFiles: [PinnedFontFile]) throws(FontError) {
    engine = try TextEngine(fonts: FontLibrary(files: fontFiles))
  }

  public func measure(
    _ text: String, style: TextStyle, maxWidth: Double?, maxLines: Int
  ) -> TextMetrics {
    let key = Key(text: text, style: style, maxWidth: maxWidth, maxLines: maxLines)
    if let cached = cache[key] { return cached }
    let mode: LineMode = maxLines == 1 ? .tail : .wrap(maxLines: maxLines)
    let metrics = engine.withLayout(text, style: style, width: maxWidth, mode: mode) { $1.metrics }
    if cache.count >= cacheLimit { cache.removeAll(keepingCapacity: true) }
    cache[key] = metrics
    return metrics
  }

  public func inkBox(_ text: String, style: TextStyle) -> Rect {
    engine.ink(text, style: style).box
  }

  /// How many characters of `text` no pinned font draws (tests: every symbol has its glyph).
  package func unknownGlyphCount(_ text: String, style: TextStyle) -> Int {
    engine.ink(text, style: style).unknownGlyphs
  }

  /// How many glyphs Pango shapes `text` into on one line: Arabic letters join and ligate
  /// (lām + alif is one glyph), so this differs from the count of code points.
  package func glyphCount(_ text: String, style: TextStyle) -> Int {
    engine.withLayout(text, style: style, width: nil, mode: .clip) { layout, _ in
      var count = 0
      guard let iter = pango_layout_get_iter(layout) else { return 0 }
      repeat {
        if let run = pango_layout_iter_get_run_readonly(iter) {
          count += Int(run.pointee.glyphs.pointee.num_glyphs)
        }
      } while pango_layout_iter_next_run(iter) != 0
      pango_layout_iter_free(iter)
      return count
    }
  }
}
