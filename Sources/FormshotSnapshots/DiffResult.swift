/// The outcome of comparing two images: a closed set, so every caller handles "within
/// tolerance" and "different size" on purpose (paparazzi's sealed `DiffResult`).
public enum DiffResult: Sendable, Equatable {
  /// Same size, every pixel equal.
  case identical
  /// Differences the differ's tolerance accepts. Still reported, so a tolerance never hides a
  /// change silently.
  case similar(differingPixels: Int, totalPixels: Int, maxChannelDelta: Int)
  /// Differences beyond the tolerance.
  case different(differingPixels: Int, totalPixels: Int, maxChannelDelta: Int)
  /// The images have different sizes (never accepted by a tolerance).
  case sizeMismatch(expectedWidth: Int, expectedHeight: Int, actualWidth: Int, actualHeight: Int)

  /// True for `.identical` and `.similar`.
  public var isMatch: Bool {
    switch self {
    case .identical, .similar: return true
    case .different, .sizeMismatch: return false
    }
  }

  /// Pixels beyond the per-channel tolerance (all of them for a size mismatch).
  public var differingPixels: Int {
    switch self {
    case .identical: return 0
    case .similar(let n, _, _), .different(let n, _, _): return n
    case .sizeMismatch(_, _, let w, let h): return w * h
    }
  }

  /// Share of differing pixels, 0…1.
  public var share: Double {
    switch self {
    case .identical: return 0
    case .similar(let n, let total, _), .different(let n, let total, _):
      return total == 0 ? 0 : Double(n) / Double(total)
    case .sizeMismatch: return 1
    }
  }

  /// Human text: `3 of 250000 pixels differ (0.0012%)`, `size 100×200 → 100×210`.
  public var summary: String {
    switch self {
    case .identical: return "identical"
    case .similar(let n, let total, let d):
      return
        "\(n) of \(total) pixels differ (\(DiffResult.percent(share))), max channel delta \(d), "
        + "within tolerance"
    case .different(let n, let total, let d):
      return "\(n) of \(total) pixels differ (\(DiffResult.percent(share))), max channel delta \(d)"
    case .sizeMismatch(let ew, let eh, let aw, let ah): return "size \(ew)×\(eh) → \(aw)×\(ah)"
    }
  }

  /// A share as a percentage with up to 4 decimals: `0.0004%`, `12.5%`.
  public static func percent(_ share: Double) -> String {
    let p = (share * 100 * 10000).rounded() / 10000
    if share > 0, p == 0 { return "<0.0001%" }
    if p == p.rounded() { return String(Int(p)) + "%" }
    return String(p) + "%"
  }
}
