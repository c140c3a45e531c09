/// Everything a snapshot run can be told; the defaults verify exactly and record nothing.
public struct SnapshotOptions: Sendable {
  /// Where baselines live (`<dir>/<name>.png` + `<name>.json`).
  public var snapshotDirectory: String
  /// Where actual images, diff images and the report go; never inside `snapshotDirectory`.
  public var artifactsDirectory: String
  /// The HTML report; default `<artifactsDirectory>/report-<form>.html`.
  public var reportPath: String?
  /// Explicit record mode; nil = from `FORMSHOT_RECORD` (ignored under `CI`), else `.never`.
  public var record: RecordMode?
  /// Delete baselines of this form's naming scheme that no state of the full matrix produces.
  public var prune: Bool
  /// Pixel comparison strategy.
  public var differ: Differ
  /// Largest accepted difference of a number in the layout JSON (0 = exact).
  public var layoutTolerance: Double
  /// How states are named.
  public var naming: NameTemplate
  /// Which states to cover.
  public var filter: MatrixFilter
  /// Parallel workers; nil = active CPU count.
  public var workers: Int?
  /// Progress line on stderr; nil = only when stderr is a terminal.
  public var progress: Bool?
  /// The environment consulted for `FORMSHOT_RECORD` and `CI`; nil = the process's.
  public var environment: [String: String]?
  /// How the failure messages tell users to record (the CLI sets its command line).
  public var recordHint: String
  /// How the failure messages tell users to accept a change: the CLI names its flag, a test
  /// runner its environment variable (a CLI flag means nothing to `swift test`).
  public var acceptHint: String

  public init(
    snapshotDirectory: String = "Snapshots", artifactsDirectory: String = ".formshot-artifacts",
    reportPath: String? = nil, record: RecordMode? = nil, prune: Bool = false,
    differ: Differ = .exact, layoutTolerance: Double = 0, naming: NameTemplate = .standard,
    filter: MatrixFilter = .all, workers: Int? = nil, progress: Bool? = nil,
    environment: [String: String]? = nil,
    recordHint: String = "re-run with --record-missing (or FORMSHOT_RECORD=missing, outside CI)",
    acceptHint: String = "re-run with --update-changed (or FORMSHOT_RECORD=changed, outside CI)"
  ) {
    self.snapshotDirectory = snapshotDirectory
    self.artifactsDirectory = artifactsDirectory
    self.reportPath = reportPath
    self.record = record
    self.prune = prune
    self.differ = differ
    self.layoutTolerance = layoutTolerance
    self.naming = naming
    self.filter = filter
    self.workers = workers
    self.progress = progress
    self.environment = environment
    self.recordHint = recordHint
    self.acceptHint = acceptHint
  }
}
