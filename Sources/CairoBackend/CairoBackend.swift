/// CairoBackend: paints a `DisplayList` to PNG / SVG bytes with cairo, and measures text with
/// Pango exactly as it is painted.
///
/// - Input: a `DisplayList` (points) and a pixel scale; text as `String` + `TextStyle`.
/// - Output: PNG bytes (`CairoRenderer.png`), SVG bytes (`CairoRenderer.svg`), raw pixels
///   (`CairoRenderer.pixels`), `TextMetrics` (`PangoTextMeasurer`). PNG encoding goes through
///   the `PNG` module's `PNGCodec`, which also reads stored snapshots without linking Cairo.
/// - Guarantees:
///   - The same display list gives byte-identical PNG and SVG, within a process and across
///     processes (debug or release), whatever fontconfig setup the machine has.
///   - Fonts are a fixed set of files (Debian fonts-inter, fonts-jetbrains-mono, fonts-noto-core's Noto Sans Arabic/Hebrew, fonts-noto-cjk's Noto Sans CJK, fonts-liberation's Liberation Sans for Helvetica) loaded by
///     absolute path into a private fontconfig configuration (`FcConfigCreate`). Nothing here
///     reads FONTCONFIG_FILE, ~/.config/fontconfig, /etc/fonts or any font directory, so local
///     fonts and rules (hinting, subpixel rgba, antialias, a fake "Inter") cannot change a
///     pixel. A missing file is a `FontError` naming the package to install.
///   - Text is laid out once, unscaled, with pinned options (no hinting, no hinted metrics,
///     unrounded glyph positions, language en-us). PNGs fill the glyph outlines at those exact
///     positions; SVGs use the same positions. So measuring, PNG at any scale and SVG agree.
/// - Threads: `CairoRenderer` and `PangoTextMeasurer` own native handles and are not
///   `Sendable`; create one per task / thread. Separate instances run in parallel safely: font
///   setup is serialised by a lock, and so is every use of cairo's process-wide font faces
///   (`FontFaceLock`).
/// - Limitations: left-to-right text only; shadows of `Shape.path` ignore `spread`; SVG text is
///   glyph outlines (cairo `<symbol>`s), not selectable text, and shadows are embedded bitmaps.
