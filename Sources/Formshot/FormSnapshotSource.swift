import AutoLayout
import Foundation
import Snapshotting

/// Feeds a form's state matrix to the snapshot runner and the docs generator.
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

  /// Renders one state (called from several workers at once). Each thread reuses its own
  /// renderer: loading the pinned fonts per state would cost more than painting the state.
  public func render(state: [String]) throws -> SnapshotArtifact {
    let renderer = try Self.threadRenderer()
    let out = try renderer.render(document, state: state, format: .png, scale: scale, theme: theme)
    return SnapshotArtifact(
      png: out.bytes, layoutJSON: LayoutReport.json(form: out.form, result: out.layout))
  }

  // MARK: - Per-thread renderer

  private static let rendererKey = "formshot.FormSnapshotSource.renderer"

  /// The calling thread's renderer, created on first use. A `FormRenderer` must stay on one
  /// thread; the worker pool has a fixed number of threads, so this holds one per worker.
  static func threadRenderer() throws(FormError) -> FormRenderer {
    let storage = Thread.current.threadDictionary
    if let renderer = storage[rendererKey] as? FormRenderer { return renderer }
    let renderer = try FormRenderer()
    storage[rendererKey] = renderer
    return renderer
  }
}
