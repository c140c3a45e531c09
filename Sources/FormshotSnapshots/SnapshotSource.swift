import Geometry
import LayoutFile
import PNG

/// What Snapshotting needs from a renderer, so this module knows nothing about forms (not even
/// their words: trait tokens and captions come from `axes`): the CLI and FormshotTesting pass
/// the real form source, tests pass synthetic ones.
public protocol SnapshotSource: Sendable {
  /// The form's name, the first part of every snapshot name (`signup`).
  var formName: String { get }
  /// The full matrix of states, each a list of canonical state tokens.
  func matrix() throws -> [[String]]
  /// The axes the states vary along: which tokens are traits in snapshot names, which axis
  /// sits side by side in the docs gallery, and how tokens read in captions. Default: none
  /// (no traits, every state its own gallery row, captions from the tokens).
  var axes: [SnapshotAxis] { get }
  /// Renders one state: the image (PNG bytes, or the painted pixels) and the layout snapshot
  /// (frames, as `formshot layout --json` prints them).
  ///
  /// Called concurrently from several workers; implementations create their own renderers per
  /// call or per thread.
  func render(state: [String]) throws -> SnapshotArtifact
  /// Renders one state, told whether its PNG will be written for sure (recording, or no
  /// baseline yet): then a source that can encode straight from its raster should return PNG
  /// bytes, else it should return pixels. Default: `render(state:)`.
  func render(state: [String], encoding: ArtifactEncoding) throws -> SnapshotArtifact
  /// `text` painted as one centred line on `background`, `width` pixels wide: the caption the
  /// docs contact sheet puts under each picture (nil: none; Snapshotting paints no text).
  func caption(_ text: String, width: Int, background: Color) -> PixelImage?
}

/// What the runner will do with a state's image, so a source can pick the cheaper form.
public enum ArtifactEncoding: Sendable, Equatable {
  /// The image will be compared first and maybe never written: pixels save the encoding.
  case pixelsPreferred
  /// The PNG will be written anyway: encoding straight from the raster saves a copy.
  case pngPreferred
  /// The image will be compared with these baseline bytes first: a source that can compare its
  /// raster with them directly returns an artifact that `matchesBaseline` when the pixels are
  /// equal (no copy of either picture is made), and pixels otherwise.
  case pixelsUnlessMatching([UInt8])
}

extension SnapshotSource {
  public func render(state: [String], encoding: ArtifactEncoding) throws -> SnapshotArtifact {
    try render(state: state)
  }

  public var axes: [SnapshotAxis] { [] }

  /// No captions on the contact sheet unless the source can paint text.
  public func caption(_ text: String, width: Int, background: Color) -> PixelImage? { nil }
}

/// One rendered state.
///
/// A source may hand over the painted `pixels` instead of PNG bytes. Then the runner encodes
/// only what it writes: a state whose pixels equal its baseline is never encoded (encoding is
/// most of the cost of a state), and a changed one is encoded once.
public struct SnapshotArtifact: Sendable, Equatable {
  /// The encoded PNG; empty when the source gave `pixels` instead.
  public var png: [UInt8]
  /// The painted pixels (straight-alpha RGBA), when the source gives them unencoded.
  public var pixels: PixelImage?
  /// The layout; compared before the pixels, stored beside the PNG as its `json` text.
  public var layout: LayoutSnapshot
  /// The SVG rendering, when the source produces one (not compared; used by docs only).
  public var svg: String?
  /// The pixels equal those of the baseline the source was given
  /// (`ArtifactEncoding.pixelsUnlessMatching`): the baseline's bytes are the image.
  public var matchesBaseline = false

  public init(png: [UInt8], layout: LayoutSnapshot, svg: String? = nil) {
    self.png = png
    self.layout = layout
    self.svg = svg
  }

  /// A rendering whose pixels equal the baseline's (see `ArtifactEncoding.pixelsUnlessMatching`).
  public init(matchingBaselineWith layout: LayoutSnapshot) {
    self.png = []
    self.layout = layout
    self.matchesBaseline = true
  }

  /// An unencoded rendering; the PNG is `PNGCodec.encode(pixels)` when needed.
  public init(pixels: PixelImage, layout: LayoutSnapshot, svg: String? = nil) {
    self.png = []
    self.pixels = pixels
    self.layout = layout
    self.svg = svg
  }
}

// MARK: - Encoding on demand

/// A rendered state's image, encoded or decoded at most once and only when asked.
final class RenderedImage {
  private var png: [UInt8]?
  private var image: PixelImage?
  /// Where the image will be written, for error messages.
  let path: String

  init(_ artifact: SnapshotArtifact, path: String) {
    self.png = artifact.pixels == nil ? artifact.png : nil
    self.image = artifact.pixels
    self.path = path
  }

  /// The pixels when the source gave them (no decoding), else nil.
  var unencodedPixels: PixelImage? { png == nil ? image : nil }

  /// The PNG bytes (encoding the pixels on first use).
  func bytes() throws(SnapshotError) -> [UInt8] {
    if let png { return png }
    guard let image else { return [] }
    do {
      let encoded = try PNGCodec.encode(image)
      png = encoded
      return encoded
    } catch {
      throw .io(path: path, message: "cannot encode PNG: \(error)")
    }
  }

  /// Drops the pixels once the PNG bytes exist (they can be decoded again if needed).
  func releasePixels() {
    if png != nil { image = nil }
  }

  /// The pixels (decoding the PNG on first use).
  func pixels() throws(SnapshotError) -> PixelImage {
    if let image { return image }
    do {
      let decoded = try PNGCodec.decode(png ?? [])
      image = decoded
      return decoded
    } catch {
      throw .decode(path: path, message: "\(error)")
    }
  }
}
