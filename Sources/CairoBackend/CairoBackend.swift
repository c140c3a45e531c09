/// CairoBackend: paints a `DisplayList` to PNG / SVG bytes with Cairo, and measures text with
/// Pango exactly as it is painted.
///
/// - Input: a `DisplayList` (points) and a pixel scale; text as `String` + `TextStyle`.
/// - Output: PNG bytes (`CairoRenderer.png`), SVG bytes (`CairoRenderer.svg`), raw pixels
///   (`CairoRenderer.pixels`), `TextMetrics` (`PangoTextMeasurer`), and a PNG codec
///   (`PNGCodec`) for stored snapshots.
/// - Guarantees: the same display list gives byte-identical PNG and SVG, within a process and
///   across processes, whatever fontconfig setup the machine has. Fonts come from a fixed set
///   of files (Debian fonts-inter, fonts-jetbrains-mono) loaded through a private fontconfig
///   configuration: no system or user fontconfig file (FONTCONFIG_FILE, ~/.config/fontconfig,
///   /etc/fonts) and no system font directory is ever read, so local fonts and rules (hinting,
///   subpixel rgba, a fake "Inter") cannot change a pixel. Text layout happens once, unscaled,
///   and the same glyph positions are drawn at every scale and into SVG.
/// - Threads: `CairoRenderer` and `PangoTextMeasurer` own native handles and are not
///   `Sendable`; create one per task / thread. Separate instances may run in parallel.
/// - Limitations: left-to-right text only; shadows of `Shape.path` ignore `spread`; SVG text is
///   glyph outlines (cairo), and shadows are embedded as blurred bitmaps.
