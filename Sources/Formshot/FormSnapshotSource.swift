import AutoLayout
import CairoBackend
import Foundation
import Scene
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
    let worker = try Worker.current()
    let form = try document.resolve(try document.state(state))
    let layout = LayoutEngine.solve(form, measuring: worker.measurer)
    let list = SceneBuilder.build(
      form: form, layout: layout, theme: try FormRenderer.theme(named: theme, for: form))
    let json = LayoutReport.json(form: form, result: layout)
    let scale = self.scale ?? form.environment.scale
    do {
      switch encoding {
      case .pixelsPreferred:
        return SnapshotArtifact(
          pixels: try worker.cairo.pixels(list, scale: scale), layoutJSON: json)
      case .pngPreferred:
        return SnapshotArtifact(png: try worker.cairo.png(list, scale: scale), layoutJSON: json)
      }
    } catch {
      throw FormError(message: "formshot: cannot render: \(error)")
    }
  }

  // MARK: - Per-thread fonts

  /// One thread's text measurer and painter. Loading the pinned fonts per state would cost
  /// more than painting it; they must stay on one thread, and the worker pool has a fixed
  /// number of threads, so this keeps one pair per worker.
  final class Worker {
    let measurer: PangoTextMeasurer
    let cairo: CairoRenderer

    private init() throws(FormError) {
      do { measurer = try PangoTextMeasurer() } catch {
        throw FormError(message: "formshot: \(error)")
      }
      cairo = CairoRenderer(sharingFontsWith: measurer)
    }

    private static let key = "formshot.FormSnapshotSource.worker"

    static func current() throws(FormError) -> Worker {
      let storage = Thread.current.threadDictionary
      if let worker = storage[key] as? Worker { return worker }
      let worker = try Worker()
      storage[key] = worker
      return worker
    }
  }
}
