import AutoLayout
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

  /// Renders one state with a renderer of its own (called from several workers at once).
  public func render(state: [String]) throws -> SnapshotArtifact {
    let renderer = try FormRenderer()
    let out = try renderer.render(document, state: state, format: .png, scale: scale, theme: theme)
    return SnapshotArtifact(
      png: out.bytes, layoutJSON: LayoutReport.json(form: out.form, result: out.layout))
  }
}
