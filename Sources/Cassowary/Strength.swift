// MARK: - Strength

/// How much the solver cares about a constraint: `required` is hard, everything below is a weight.
///
/// Values follow kiwi: `create(a, b, c, w)` = a·10⁶ + b·10³ + c, each clamped to 0…1000
/// after scaling by `w`. Strengths are clipped to 0…required when a constraint is made.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The weight of a violation in the objective (required constraints never enter it).
  public let value: Double

  /// Makes a strength from a raw weight, clipped to 0…required.
  public init(value: Double) {
    self.value = Swift.min(Swift.max(value.isNaN ? 0 : value, 0), 1_001_001_000)
  }

  /// kiwi's strength constructor: three symbolic levels collapsed into one weight.
  public static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Strength {
    func clamp(_ v: Double) -> Double { Swift.max(0, Swift.min(1000, v * w)) }
    return Strength(value: clamp(a) * 1_000_000 + clamp(b) * 1000 + clamp(c))
  }

  public static let required = Strength(value: 1_001_001_000)
  public static let strong = Strength(value: 1_000_000)
  public static let medium = Strength(value: 1000)
  public static let weak = Strength(value: 1)

  /// The single bridge from a UIKit priority (1…1000) to a strength: weight = 1000·priority.
  ///
  /// Priorities of 1000 and above are `required`; a proportional weight keeps every gap
  /// between neighbouring priorities (251 vs 250) a real difference of 1000, and keeps 999 far
  /// below required (which is hard, see the module notes). Values below 0 count as 0.
  public init(priority: Double) {
    if priority >= 1000 {
      self = .required
    } else {
      self.init(value: Swift.max(priority, 0) * 1000)
    }
  }

  /// True for constraints the solver must satisfy or reject.
  public var isRequired: Bool { value >= Strength.required.value }

  public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.value < rhs.value }

  public var description: String {
    switch self {
    case .required: return "required"
    case .strong: return "strong"
    case .medium: return "medium"
    case .weak: return "weak"
    default: return "\(value)"
    }
  }
}
