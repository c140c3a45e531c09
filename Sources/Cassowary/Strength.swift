// MARK: - Strength

/// How much the solver cares about a constraint: `required` is hard, everything below is a
/// level in a strict order.
///
/// A higher `value` is satisfied before a lower one, whatever the number of constraints at the
/// lower level (the original Cassowary's symbolic weights; UIKit's "higher priority constraints
/// are satisfied before lower priority constraints"). Violations at the same `value` add up,
/// each scaled by its `weight`. Values follow kiwi's scale (`create(a, b, c, w)` =
/// a·10⁶ + b·10³ + c; a UIKit priority p is 1000·p), so every ordering kiwi gives stays.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The level: a violation here outweighs any violations at lower levels.
  public let value: Double
  /// The weight of a violation among the constraints of the same level (1 unless asked).
  public let weight: Double

  /// Makes a strength at level `value`, clipped to 0…required; `weight` (≥ 0) scales its
  /// violations against others at the same level.
  public init(value: Double, weight: Double = 1) {
    self.value = Swift.min(Swift.max(value.isNaN ? 0 : value, 0), 1_001_001_000)
    self.weight = weight.isNaN ? 0 : Swift.max(weight, 0)
  }

  /// kiwi's strength constructor: three symbolic levels collapsed into one level value.
  public static func create(_ a: Double, _ b: Double, _ c: Double, _ w: Double = 1) -> Strength {
    func clamp(_ v: Double) -> Double { Swift.max(0, Swift.min(1000, v * w)) }
    return Strength(value: clamp(a) * 1_000_000 + clamp(b) * 1000 + clamp(c))
  }

  public static let required = Strength(value: 1_001_001_000)
  public static let strong = Strength(value: 1_000_000)
  public static let medium = Strength(value: 1000)
  public static let weak = Strength(value: 1)

  /// The single bridge from a UIKit priority (1…1000) to a strength: level = 1000·priority.
  ///
  /// Priorities of 1000 and above are `required`; every other priority is its own level, so
  /// 251 beats any number of 250s and 999 stays below required (which is hard, see the module
  /// notes). Values below 0 count as 0. `weight` scales an optional constraint's violations
  /// against others at its level.
  public init(priority: Double, weight: Double = 1) {
    if priority >= 1000 {
      self = .required
    } else {
      self.init(value: Swift.max(priority, 0) * 1000, weight: weight)
    }
  }

  /// True for constraints the solver must satisfy or reject.
  public var isRequired: Bool { value >= Strength.required.value }

  public static func < (lhs: Strength, rhs: Strength) -> Bool {
    lhs.value != rhs.value ? lhs.value < rhs.value : lhs.weight < rhs.weight
  }

  public var description: String {
    let level: String
    switch value {
    case Strength.required.value: level = "required"
    case Strength.strong.value: level = "strong"
    case Strength.medium.value: level = "medium"
    case Strength.weak.value: level = "weak"
    default: level = "\(value)"
    }
    return weight == 1 ? level : "\(level)×\(weight)"
  }
}
