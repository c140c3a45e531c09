/// Everything that can go wrong in a snapshot run, one case per cause, each carrying the thing
/// that failed (a name, a path, a state).
public enum SnapshotError: Error, Sendable, Equatable, CustomStringConvertible {
  /// A snapshot name (from the template) is not usable as a path.
  case invalidName(String, reason: String)
  /// The name template has an unknown placeholder or invalid characters.
  case invalidTemplate(String, reason: String)
  /// Two states produce the same snapshot name.
  case duplicateName(String, states: [[String]])
  /// A `--shard` value that is not `i/n` with 1 ≤ i ≤ n.
  case invalidShard(String)
  /// The state tokens and globs match no state of the matrix.
  case noStateSelected(String)
  /// `FORMSHOT_RECORD` holds a value that is not a record mode.
  case invalidRecordValue(String)
  /// The artifacts folder is the snapshot folder or inside it (artifacts never go next to
  /// baselines), or the other way round.
  case overlappingFolders(snapshots: String, artifacts: String)
  /// The source could not produce its matrix.
  case matrix(String)
  /// The source failed to render a state.
  case render(state: [String], message: String)
  /// A file could not be read or written.
  case io(path: String, message: String)
  /// A PNG (baseline or rendered) could not be decoded.
  case decode(path: String, message: String)
  /// A baseline layout file cannot be read (not JSON, not `formshot-layout/1`, a field missing).
  case layoutJSON(path: String, message: String)

  public var description: String {
    switch self {
    case .invalidName(let n, let r): return "invalid snapshot name '\(n)': \(r)"
    case .invalidTemplate(let t, let r): return "invalid name template '\(t)': \(r)"
    case .duplicateName(let n, let states):
      let list = states.map { "[" + $0.joined(separator: " ") + "]" }.joined(separator: ", ")
      return "snapshot name '\(n)' is produced by several states: \(list)"
    case .invalidShard(let s): return "invalid shard '\(s)': expected i/n with 1 ≤ i ≤ n"
    case .noStateSelected(let f): return "no state of the matrix matches \(f)"
    case .invalidRecordValue(let v):
      return "invalid FORMSHOT_RECORD value '\(v)': use 1, all, missing, changed or 0"
    case .overlappingFolders(let s, let a):
      return "artifacts folder '\(a)' and snapshot folder '\(s)' overlap; keep them apart"
    case .matrix(let m): return "could not build the state matrix: \(m)"
    case .render(let state, let m):
      return "rendering [\(state.joined(separator: " "))] failed: \(m)"
    case .io(let p, let m): return "\(p): \(m)"
    case .decode(let p, let m): return "\(p): cannot decode PNG: \(m)"
    case .layoutJSON(let p, let m): return "\(p): \(m)"
    }
  }
}
