/// The result of a run, in matrix order, with the one-line summary the CLI prints last.
public struct SnapshotSummary: Sendable, Equatable {
  /// Every covered state, in matrix order.
  public var results: [SnapshotResult]
  /// Baseline files deleted by `prune` (relative to the snapshot folder), sorted.
  public var pruned: [String]
  /// The record mode in effect.
  public var mode: RecordMode
  /// Whether pruning was requested.
  public var pruneRequested: Bool
  /// The HTML report written, if any.
  public var reportPath: String?

  /// Counts per outcome.
  public var matched: Int {
    results.filter { if case .matched = $0.outcome { true } else { false } }.count
  }
  public var changed: Int {
    results.filter { if case .changed = $0.outcome { true } else { false } }.count
  }
  public var missing: Int {
    results.filter { if case .missing = $0.outcome { true } else { false } }.count
  }
  public var recorded: Int {
    results.filter { if case .recorded = $0.outcome { true } else { false } }.count
  }
  public var failed: Int {
    results.filter { if case .failed = $0.outcome { true } else { false } }.count
  }

  /// True only when no state is changed, missing or failed.
  public var succeeded: Bool { !results.contains { $0.outcome.isFailure } }

  /// 0 on success, 1 otherwise.
  public var exitCode: Int32 { succeeded ? 0 : 1 }

  /// `48 matched, 1 changed, 0 missing` (+ `, N failed`, `, N recorded`, `, N pruned` when they
  /// apply: failures when any, recorded when the mode records, pruned when pruning).
  public var line: String {
    var s = "\(matched) matched, \(changed) changed, \(missing) missing"
    if failed > 0 { s += ", \(failed) failed" }
    if mode != .never || recorded > 0 { s += ", \(recorded) recorded" }
    if pruneRequested { s += ", \(pruned.count) pruned" }
    return s
  }

  /// Every message (failures and recordings, in matrix order), then the summary line.
  public var text: String {
    (results.compactMap(\.message) + [line]).joined(separator: "\n")
  }
}
