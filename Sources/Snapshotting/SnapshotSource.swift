/// What Snapshotting needs from a renderer, so this module knows nothing about forms: the CLI
/// and FormshotTesting pass the real form source, tests pass synthetic ones.
public protocol SnapshotSource: Sendable {
  /// The form's name, the first part of every snapshot name (`signup`).
  var formName: String { get }
  /// The full matrix of states, each a list of canonical state tokens.
  func matrix() throws -> [[String]]
  /// Renders one state: PNG bytes and the layout JSON (frames, as `formshot layout --json`
  /// prints them).
  ///
  /// Called concurrently from several workers; implementations create their own renderers per
  /// call or per thread.
  func render(state: [String]) throws -> SnapshotArtifact
}

/// One rendered state.
public struct SnapshotArtifact: Sendable, Equatable {
  /// The encoded PNG.
  public var png: [UInt8]
  /// The layout as JSON; compared before the pixels.
  public var layoutJSON: String
  /// The SVG rendering, when the source produces one (not compared; used by docs only).
  public var svg: String?

  public init(png: [UInt8], layoutJSON: String, svg: String? = nil) {
    self.png = png
    self.layoutJSON = layoutJSON
    self.svg = svg
  }
}
