/// How formshot prints a number: one implementation for the parser's messages, the inspector,
/// the layout log and report, layout comparisons and the JSON writers. Contexts differ only in
/// the two options below, and each context names its preset.
public struct NumberFormat: Sendable, Hashable {
  /// What a non-finite value (infinity, NaN) prints as.
  public enum NonFinite: Sendable, Hashable {
    /// Swift's own text: `inf`, `-inf`, `nan` (messages that echo what was read).
    case swift
    /// `null`: JSON has no infinity, and in a layout a non-finite value only comes from a
    /// broken layout.
    case null
  }

  /// Rounds to this many decimal places first (layout results carry solver noise such as
  /// 0.30000000000000004); nil prints the value exactly, as written or computed.
  public var decimals: Int?
  public var nonFinite: NonFinite

  public init(decimals: Int?, nonFinite: NonFinite) {
    self.decimals = decimals
    self.nonFinite = nonFinite
  }

  /// Values as written or computed from written values: `8`, `0.5`, `-18`, `749.5`.
  public static let exact = NumberFormat(decimals: nil, nonFinite: .swift)
  /// JSON numbers: exact, with non-finite values as `null`.
  public static let json = NumberFormat(decimals: nil, nonFinite: .null)
  /// Solved values: rounded to `decimals` places (3 in the log and layout files, 2 on
  /// screen), non-finite as `null`.
  public static func rounded(_ decimals: Int) -> NumberFormat {
    NumberFormat(decimals: decimals, nonFinite: .null)
  }

  /// The shortest text for `value`: integers below 1e15 without ".0", never "-0"; larger
  /// values as Swift prints them (`1000000000000000.0`, `1e+16`), never a trap.
  public func string(_ value: Double) -> String {
    guard value.isFinite else { return nonFinite == .null ? "null" : "\(value)" }
    let v = round(value)
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    return "\(v)"
  }

  /// The value this format prints: rounded to `decimals` places (as it is without them), -0
  /// folded into 0, non-finite values unchanged. Files that store rounded numbers (the layout
  /// snapshot) round with this, so the stored value and its text agree.
  public func round(_ value: Double) -> Double {
    guard value.isFinite else { return value }
    var v = value
    if let decimals {
      var scale = 1.0
      for _ in 0..<max(0, decimals) { scale *= 10 }
      v = (v * scale).rounded() / scale
    }
    return v == 0 ? 0 : v
  }
}
