/// When baselines are written. Recording is always explicit: a flag, an option, or
/// `FORMSHOT_RECORD` outside CI.
public enum RecordMode: String, Sendable, Equatable, CaseIterable {
  /// Verify only (the default): missing and changed snapshots fail.
  case never
  /// Write missing baselines, verify the rest (`--record-missing`, `FORMSHOT_RECORD=missing`).
  case missing
  /// Rewrite changed and missing baselines (`--update-changed`, `FORMSHOT_RECORD=changed`).
  case changed
  /// Write every baseline (`--record`, `FORMSHOT_RECORD=1`) without decoding or diffing the
  /// old ones; files whose bytes are already right are left alone.
  case all

  /// Whether a missing baseline gets written.
  var recordsMissing: Bool { self != .never }
  /// Whether a changed baseline gets rewritten.
  var recordsChanged: Bool { self == .changed || self == .all }

  /// The mode a run uses: the explicit one when given, else `FORMSHOT_RECORD`, which is ignored
  /// when `CI` is set (CI runs must fail, never quietly record).
  /// - Returns: the mode and whether a `FORMSHOT_RECORD` value was ignored because of CI.
  /// - Throws: `SnapshotError.invalidRecordValue` for an unknown `FORMSHOT_RECORD` value.
  public static func resolve(explicit: RecordMode?, environment: [String: String])
    throws(SnapshotError) -> (mode: RecordMode, ignoredForCI: Bool)
  {
    if let explicit { return (explicit, false) }
    guard let raw = environment["FORMSHOT_RECORD"] else { return (.never, false) }
    let value: RecordMode
    switch raw.lowercased() {
    case "", "0", "false", "no", "never": value = .never
    case "1", "true", "yes", "all": value = .all
    case "missing": value = .missing
    case "changed", "failed": value = .changed
    default: throw .invalidRecordValue(raw)
    }
    if isCI(environment) && value != .never { return (.never, true) }
    return (value, false)
  }

  /// `CI` set to anything but empty, `0` or `false`.
  static func isCI(_ environment: [String: String]) -> Bool {
    guard let ci = environment["CI"] else { return false }
    return !["", "0", "false"].contains(ci.lowercased())
  }
}
