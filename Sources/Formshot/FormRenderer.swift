import AutoLayout
import CairoBackend
import Drawing
import FormLanguage
import FormState
import Foundation
import Geometry
import LayoutContract
import Scene

/// The output formats `render` writes.
public enum OutputFormat: String, Sendable, CaseIterable {
  case png, svg
}

/// One rendered state with the intermediate results, so callers can print layouts or logs
/// without solving twice.
public struct RenderedState: Sendable {
  public var form: ResolvedForm
  public var layout: LayoutResult
  public var displayList: DisplayList
  /// The encoded image (PNG or SVG bytes).
  public var bytes: [UInt8]
  /// Time spent per stage, in seconds, for benchmarks: resolve + solve, building the display
  /// list, and rasterizing + encoding it (Cairo paints and encodes in one call).
  public var timings: (layout: Double, scene: Double, rasterAndEncode: Double)
  /// `rasterAndEncode` split into painting and PNG encoding (both 0 for SVG, which Cairo
  /// paints and writes in one pass).
  public var rasterTimings: (paint: Double, encode: Double) = (0, 0)
  /// The part of `timings.layout` spent resolving (the rest is solving, text measured).
  public var resolveTime: Double = 0
  /// The CPU seconds of each band's thread when the PNG was painted in two bands (painting
  /// and packing its rows); nil otherwise.
  public var bandCPU: (upper: Double, lower: Double)?
}

/// Runs the pipeline for one state at a time.
///
/// Holds the native text resources (a Pango font map on the pinned fonts): create one per
/// thread and reuse it; never share one between threads.
public final class FormRenderer {
  private let measurer: PangoTextMeasurer
  /// The pinned-font measurer layouts are solved with (the audit measures text it cut).
  var textMeasurer: PangoTextMeasurer { measurer }
  let cairo: CairoRenderer
  /// Where theme names are looked up (default: bundled, then `./Themes/NAME.theme`).
  public var themes: ThemeLookup
  /// Renderers for the other threads of a parallel job (animation frames), made once and
  /// kept, so a second animation does not load the fonts again.
  var helpers: [FormRenderer] = []

  /// Loads the pinned fonts.
  /// - Throws: `FormshotError.fonts` when they are missing (naming the Debian package).
  public convenience init(themes: ThemeLookup = ThemeLookup()) throws(FormshotError) {
    try self.init(fontFiles: nil, themes: themes)
  }

  /// Loads `fontFiles` instead of the pinned fonts (nil: the pinned ones); tests use it to make
  /// the font setup fail.
  package init(fontFiles: [PinnedFontFile]?, themes: ThemeLookup = ThemeLookup())
    throws(FormshotError)
  {
    do {
      if let fontFiles {
        measurer = try PangoTextMeasurer(fontFiles: fontFiles)
      } else {
        measurer = try PangoTextMeasurer()
      }
    } catch {
      throw .fonts(error)
    }
    cairo = CairoRenderer(sharingFontsWith: measurer)
    self.themes = themes
  }

  /// Maps the memory of the next PNG's picture and has the kernel back it with pages on a
  /// second thread (`CairoRenderer.preparePicture`), before any renderer exists: for a process
  /// that renders one state, as soon as it has resolved it.
  public static func preparePicture(for form: ResolvedForm, scale: Double?) {
    CairoRenderer.preparePicture(
      size: form.environment.canvasSize, scale: scale ?? form.environment.scale)
  }

  /// Paints each PNG on two cores from now on (`CairoRenderer.paintOnTwoCores`): for a process
  /// that renders one picture; the same pixels as one core paints.
  public func paintOnTwoCores() { cairo.paintOnTwoCores() }

  /// Opens the faces every form uses (the text family, regular to bold) by measuring a line
  /// in each, so that a caller who makes the renderer ahead of time (on a thread of its own,
  /// while the form is read) does not pay for opening them while solving. Results never
  /// depend on it: the measurer only memoises.
  public func warmUpFonts() {
    for weight in [FontWeight.regular, .medium, .semibold, .bold] {
      _ = measurer.measure("Ag", style: TextStyle(size: 17, weight: weight, lineHeight: 22), maxWidth: nil, maxLines: 1)
    }
  }

  /// Paints each PNG over the previous one, repainting only the rows whose display items
  /// changed (`CairoRenderer.reuseUnchangedRows`): for a worker rendering many states of a
  /// form; the same pixels as a fresh paint.
  public func reuseUnchangedRows() { cairo.reuseUnchangedRows() }

  /// Solves the form's constraints (intrinsic sizes measured with the pinned fonts).
  public func layout(_ form: ResolvedForm) -> LayoutResult {
    LayoutEngine.solve(form, measuring: measurer)
  }

  /// A pool that lays out many states of a form on shared solvers (see `LayoutSessionPool`);
  /// it measures with this renderer's fonts, so it belongs to the same thread.
  public func makeLayoutPool() -> LayoutSessionPool {
    LayoutSessionPool(measuring: measurer)
  }

  /// A live layout of `form` that re-solves edit-only changes (keyboard animations); it
  /// measures with this renderer's fonts, so it belongs to the same thread.
  public func makeLayoutSession(_ form: ResolvedForm) -> LayoutSession {
    LayoutSession(form, measuring: measurer)
  }

  /// An item's intrinsic content size with the pinned fonts, wrapping text at `width`.
  public func intrinsicSize(_ item: LayoutItem, width: Double?) -> (width: Double?, height: Double?) {
    LayoutEngine.intrinsicSize(of: item.intrinsic, width: width, measuring: measurer)
  }

  /// The theme for a state: `name` when given (looked up through `themes`), else the bundled
  /// theme of its appearance; checked against the colour roles the form names.
  public func theme(named name: String?, for form: ResolvedForm) throws(FormshotError) -> Theme {
    let themeName = name ?? form.environment.appearance.rawValue
    let dark = form.environment.appearance == .dark
    do {
      // A bundled theme is parsed once per process (`ThemeLookup.theme(named:dark:)`).
      let theme = try themes.theme(named: themeName, dark: dark)
      try theme.validate(for: form)
      return try withCounterpart(theme, named: name, for: form)
    } catch {
      throw .theme(error)
    }
  }

  /// `theme` with the theme of the other appearance attached (`Theme.counterpart`) when a view
  /// of `form` forces that appearance (`overrideUserInterfaceStyle`): the same named theme
  /// (`name`), or the bundled `light` / `dark`; `theme` itself when no view does.
  public func withCounterpart(_ theme: Theme, named name: String?, for form: ResolvedForm) throws(ThemeError) -> Theme {
    let dark = form.environment.appearance == .dark
    guard form.items.contains(where: { $0.style.appearance.map { ($0 == .dark) != dark } ?? false })
    else { return theme }
    let other = try themes.theme(named: name ?? (dark ? "light" : "dark"), dark: !dark)
    try other.validate(for: form)
    var attached = theme
    attached.counterpart = other
    return attached
  }

  /// Resolves, solves and builds the display list of one state: everything but the raster.
  /// - Parameter theme: a theme name or path (nil: light or dark by the state's appearance).
  public func scene(_ document: FormDocument, state tokens: [String], theme: String? = nil)
    throws(FormshotError) -> (form: ResolvedForm, layout: LayoutResult, displayList: DisplayList)
  {
    let form = try document.resolve(try document.state(tokens))
    let layout = self.layout(form)
    let list = SceneBuilder.build(
      form: form, layout: layout, theme: try self.theme(named: theme, for: form))
    return (form, layout, list)
  }

  /// The display list as pixels (for comparing without encoding).
  public func pixels(_ list: DisplayList, scale: Double) throws(FormshotError) -> PixelImage {
    do { return try cairo.pixels(list, scale: scale) } catch { throw .render(error) }
  }

  /// The display list as pixels, or nil when they equal the pixels of `png` (a verify's
  /// baseline): then no copy of either picture is made.
  public func pixels(_ list: DisplayList, scale: Double, unlessMatching png: [UInt8])
    throws(FormshotError) -> PixelImage?
  {
    do { return try cairo.pixels(list, scale: scale, unlessMatching: png) } catch {
      throw .render(error)
    }
  }

  /// The display list encoded as PNG (at `scale` pixels per point) or SVG.
  public func encode(_ list: DisplayList, format: OutputFormat, scale: Double) throws(FormshotError)
    -> [UInt8]
  {
    do {
      switch format {
      case .png: return try cairo.png(list, scale: scale)
      case .svg: return try cairo.svg(list)
      }
    } catch {
      throw .render(error)
    }
  }

  /// Resolves, solves, paints and encodes one state.
  /// - Parameters:
  ///   - scale: pixels per point for PNG (nil: the device's default).
  ///   - theme: a theme name or path (nil: light or dark by the state's appearance).
  ///   - inspectorPage: the X-ray inspector's page when its cards take several (1-based).
  ///   - resolved: the state already resolved (`document.resolve` of `tokens`), by a caller
  ///     that resolves while the fonts load.
  public func render(
    _ document: FormDocument, state tokens: [String], format: OutputFormat = .png,
    scale: Double? = nil, theme: String? = nil, inspectorPage: Int = 1, audit: Bool = false,
    resolved: ResolvedForm? = nil
  ) throws(FormshotError) -> RenderedState {
    let clock = ContinuousClock()
    let t0 = clock.now
    let form: ResolvedForm
    if let resolved {
      form = resolved
    } else {
      form = try document.resolve(try document.state(tokens))
    }
    let resolvedAt = clock.now
    let layout = self.layout(form)
    let t1 = clock.now
    var list = SceneBuilder.build(
      form: form, layout: layout, theme: try self.theme(named: theme, for: form),
      options: SceneOptions(inspectorPage: inspectorPage))
    if audit {
      // The audit overlay: this state's findings outlined in red, each with its rule, painted
      // over the app but under X-ray's outlines and inspector (which X-ray adds on top).
      let findings = try FormAudit.run(document, states: [tokens], renderer: self)
      list.items.insert(
        contentsOf: FormAudit.overlay(findings, layout: layout),
        at: FormAudit.inspectorStart(list, xray: form.environment.xray))
    }
    let t2 = clock.now
    let bytes: [UInt8]
    var rasterTimings = (paint: 0.0, encode: 0.0)
    if format == .png {
      do {
        let timed = try cairo.timedPNG(list, scale: scale ?? form.environment.scale)
        bytes = timed.bytes
        rasterTimings = (timed.paint, timed.encode)
      } catch {
        throw .render(error)
      }
    } else {
      bytes = try encode(list, format: format, scale: scale ?? form.environment.scale)
    }
    let t3 = clock.now
    func seconds(_ d: Duration) -> Double {
      Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }
    return RenderedState(
      form: form, layout: layout, displayList: list, bytes: bytes,
      timings: (seconds(t1 - t0), seconds(t2 - t1), seconds(t3 - t2)),
      rasterTimings: rasterTimings, resolveTime: seconds(resolvedAt - t0),
      bandCPU: format == .png ? cairo.lastBandCPU : nil)
  }
}
