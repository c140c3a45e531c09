import AutoLayout
import Foundation
import Snapshotting

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
    case .pngPreferred:
      return SnapshotArtifact(
        png: try renderer.encode(list, format: .png, scale: scale), layout: snapshot)
    }
  }

  // MARK: - Per-thread fonts

  /// This thread's renderer. Loading the pinned fonts per state would cost more than painting
  /// it; a renderer must stay on one thread, and the worker pool has a fixed number of
  /// threads, so each worker keeps one.
  static func threadRenderer() throws(FormshotError) -> FormRenderer {
    let storage = Thread.current.threadDictionary
    if let renderer = storage[rendererKey] as? FormRenderer { return renderer }
    let renderer = try FormRenderer()
    storage[rendererKey] = renderer
    return renderer
  }

  private static let rendererKey = "formshot.FormSnapshotSource.renderer"
}
