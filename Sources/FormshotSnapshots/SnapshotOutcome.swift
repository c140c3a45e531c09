/// What happened to one state: a closed set, so reports and exit codes handle every case.
public enum SnapshotOutcome: Sendable, Equatable {
  /// The rendering matches the baseline (`.identical`, or `.similar` within tolerance).
  case matched(DiffResult)
  /// The baseline was written. `previous` is the change it replaced, nil for a new one.
  case recorded(previous: SnapshotChange?)
  /// Layout or pixels differ from the baseline.
  case changed(SnapshotChange)
  /// No baseline exists and the mode does not record.
  case missing
  /// Rendering, reading or decoding failed.
  case failed(SnapshotError)

  /// True when the state counts against the exit status.
  public var isFailure: Bool {
    switch self {
    case .matched, .recorded: return false
    case .changed, .missing, .failed: return true
    }
  }
}

/// How a rendering differs from its baseline: layout first, then pixels.
public struct SnapshotChange: Sendable, Equatable {
  /// Moved, added or removed views and values (empty when the layout matches).
  public var layout: [LayoutChange]
  /// The pixel comparison.
  public var pixels: DiffResult

  public init(layout: [LayoutChange], pixels: DiffResult) {
    self.layout = layout
    self.pixels = pixels
  }
}

/// One state's outcome with the files it concerns.
public struct SnapshotResult: Sendable, Equatable {
  /// The state tokens.
  public var state: [String]
  /// The snapshot name (`signup/compact-light/kb-shown-login`).
  public var name: String
  public var outcome: SnapshotOutcome
  /// The baseline PNG path.
  public var baselinePath: String
  /// The rendered PNG in the artifacts folder (nil when rendering failed).
  public var actualPath: String?
  /// Copy of the baseline in the artifacts folder (changed/updated only).
  public var expectedPath: String?
  /// The three-panel diff image (expected | changes | actual), when pixels differ.
  public var diffPath: String?
  /// The failure (or recording) message; nil for a plain match.
  public var message: String?
}
