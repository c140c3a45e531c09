import AutoLayout
import Drawing
import Foundation
import Geometry
import LayoutContract
import FormshotSnapshots
import FormLanguage

/// Feeds a form's state matrix to the snapshot runner and the docs generator.
///
/// States are handed over as painted pixels, not PNG bytes: the runner encodes only what it
/// writes, so verifying a state that matches its baseline costs no PNG encoding.
public struct FormSnapshotSource: SnapshotSource {
  public let document: FormDocument
  /// Pixels per point (nil: the device's default).
  public var scale: Double?
  public var theme: String?
  /// Include every state again with X-ray on.
  public var includeXray: Bool

  public init(
    document: FormDocument, scale: Double? = nil, theme: String? = nil, includeXray: Bool = false
  ) {
    self.document = document
    self.scale = scale
    self.theme = theme
    self.includeXray = includeXray
  }

  public var formName: String { document.name }

  public func matrix() throws -> [[String]] { document.matrix(xray: includeXray) }

  /// The form's axes: size class and appearance are the traits of snapshot names, light and
  /// dark sit side by side in the docs gallery, and tokens read as `tokenCaptions` say; a token
  /// of the form's own axes reads as "TOKEN AXIS" ("login mode"), or as its words when it is
  /// several ("value-wins" → "value wins").
  public var axes: [SnapshotAxis] {
    document.spec.axes.map { axis in
      let traitAxes = ["sizeClass", "appearance"]
      var captions: [String: String] = [:]
      for token in axis.tokens {
        if axis.isBuiltIn {
          captions[token] = Self.tokenCaptions[token]
        } else if !token.contains("-") {
          captions[token] = "\(token) \(axis.name)"
        }
      }
      return SnapshotAxis(
        name: axis.name, tokens: axis.tokens,
        isTrait: axis.isBuiltIn && traitAxes.contains(axis.name),
        isSideBySide: axis.isBuiltIn && axis.name == "appearance", captions: captions)
    }
  }

  /// How the built-in tokens read in docs captions.
  public static let tokenCaptions: [String: String] = [
    "kb-shown": "keyboard shown", "kb-hidden": "keyboard hidden",
    "kb-floating": "floating keyboard", "kb-hardware": "hardware keyboard (shortcut bar)",
    "kb-split": "split keyboard", "compact": "compact width", "regular": "regular width",
    "dark": "dark appearance", "light": "light appearance", "xray": "X-ray",
    "rtl": "right to left", "ltr": "left to right", "l": "large text",
    "xs": "extra small text", "s": "small text", "m": "medium text", "xl": "extra large text",
    "xxl": "extra extra large text", "xxxl": "extra extra extra large text",
    "ax1": "accessibility text size 1", "ax2": "accessibility text size 2",
    "ax3": "accessibility text size 3", "ax4": "accessibility text size 4",
    "ax5": "accessibility text size 5",
  ]

  /// Resolves, solves and paints one state (called from several workers at once): the same
  /// pipeline as `FormRenderer.render`, handing over the pixels unencoded.
  public func render(state: [String]) throws -> SnapshotArtifact {
    try render(state: state, encoding: .pixelsPreferred)
  }

  /// Pixels when the runner will compare first; PNG bytes straight from the raster when it
  /// will write the image anyway (one pass less over the pixels).
  public func render(state: [String], encoding: ArtifactEncoding) throws -> SnapshotArtifact {
    let renderer = try Self.threadRenderer()
    let (form, layout, list) = try renderer.scene(document, state: state, theme: theme)
    let snapshot = LayoutReport.snapshot(form: form, result: layout)
    let scale = self.scale ?? form.environment.scale
    switch encoding {
    case .pixelsPreferred:
      return SnapshotArtifact(pixels: try renderer.pixels(list, scale: scale), layout: snapshot)
    case .pixelsUnlessMatching(let baseline):
      guard let pixels = try renderer.pixels(list, scale: scale, unlessMatching: baseline) else {
        return SnapshotArtifact(matchingBaselineWith: snapshot)
      }
      return SnapshotArtifact(pixels: pixels, layout: snapshot)
    case .pngPreferred:
      return SnapshotArtifact(
        png: try renderer.encode(list, format: .png, scale: scale), layout: snapshot)
    }
  }

  /// A contact-sheet caption: one line of 12-pt system text, centred, truncated to `width`.
  public func caption(_ text: String, width: Int, background: Color) -> PixelImage? {
    guard width > 0, let renderer = try? Self.threadRenderer() else { return nil }
    let height = 22.0
    let run = TextRun(
      text, style: TextStyle(size: 12), color: Color(red: 0.2, green: 0.2, blue: 0.22),
      frame: Rect(x: 2, y: 4, width: Double(width) - 4, height: height - 4),
      alignment: .center, truncation: .tail)
    let list = DisplayList(
      size: Size(width: Double(width), height: height), background: background,
      items: [.text(run)])
    return try? renderer.pixels(list, scale: 1)
  }

  // MARK: - Per-thread fonts

  /// This thread's renderer. Loading the pinned fonts per state would cost more than painting
  /// it; a renderer must stay on one thread, and the worker pool has a fixed number of
  /// threads, so each worker keeps one. It paints each state over the worker's previous one,
  /// repainting only the rows that differ (neighbouring states of a matrix share most rows).
  static func threadRenderer() throws(FormshotError) -> FormRenderer {
    let storage = Thread.current.threadDictionary
    if let renderer = storage[rendererKey] as? FormRenderer { return renderer }
    let renderer = try FormRenderer()
    renderer.reuseUnchangedRows()
    storage[rendererKey] = renderer
    return renderer
  }

  private static let rendererKey = "formshot.FormSnapshotSource.renderer"
}
