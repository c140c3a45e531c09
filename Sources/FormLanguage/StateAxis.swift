// The axes a form's state varies along.
import LayoutVocabulary

/// One axis: its name and tokens; the first token is the default.
public struct StateAxis: Sendable, Equatable {
  public var name: String
  public var tokens: [String]
  /// A presence flag (`xray`): the axis is "off" unless its single token is given.
  public var isFlag: Bool
  public var isBuiltIn: Bool
  public var location: SourceLocation?

  public init(
    name: String, tokens: [String], isFlag: Bool = false, isBuiltIn: Bool = false,
    location: SourceLocation? = nil
  ) {
    self.name = name
    self.tokens = tokens
    self.isFlag = isFlag
    self.isBuiltIn = isBuiltIn
    self.location = location
  }

  /// Keyboard tracking conditions (UITrackingLayoutGuide): `kb-near-EDGE` holds while the
  /// keyboard layout guide is near that window edge, `kb-away-EDGE` while it is not. They are
  /// not state tokens (a state never lists them): the resolver derives them from where the
  /// guide is, so `when kb-near-top { … }` is `setConstraints(_:activeWhenNearEdge: .top)`.
  public static let trackingTokens: [String] = TrackingCondition.allCases.map(\.token)

  /// The token used when a state does not mention this axis (nil for a flag).
  public var defaultToken: String? { isFlag ? nil : tokens.first }

  /// The built-in axes, in canonical order (`BuiltInAxis`).
  public static let builtIn: [StateAxis] = BuiltInAxis.allCases.map(\.axis)
}

// MARK: - Built-in axes and their tokens

/// A built-in axis. Its tokens are an enum each (`KeyboardToken`, `SizeClassToken`,
/// `AppearanceToken`, `XRayToken`), so code that decides on them cannot misspell one; axes a
/// form declares (`axis mode: signup | login`) stay data (`StateAxis`).
public enum BuiltInAxis: String, Sendable, CaseIterable {
  case keyboard, sizeClass, appearance, xray

  /// The axis's tokens, the default first.
  public var tokens: [String] {
    switch self {
    case .keyboard: return KeyboardToken.allCases.map(\.rawValue)
    case .sizeClass: return SizeClassToken.allCases.map(\.rawValue)
    case .appearance: return AppearanceToken.allCases.map(\.rawValue)
    case .xray: return XRayToken.allCases.map(\.rawValue)
    }
  }

  /// The axis as a form's state sees it.
  public var axis: StateAxis {
    StateAxis(name: rawValue, tokens: tokens, isFlag: self == .xray, isBuiltIn: true)
  }
}

/// A token of a built-in axis.
public protocol BuiltInToken: RawRepresentable<String>, CaseIterable, Sendable, Hashable {
  static var axis: BuiltInAxis { get }
}

/// Where the keyboard is. `kb-floating`, `kb-split` and `kb-hardware` (the shortcut bar of a
/// hardware keyboard) are iPad keyboards: valid with `regular` only.
public enum KeyboardToken: String, BuiltInToken {
  case hidden = "kb-hidden"
  case shown = "kb-shown"
  case floating = "kb-floating"
  case split = "kb-split"
  case hardware = "kb-hardware"

  public static let axis = BuiltInAxis.keyboard
  /// Only an iPad (the `regular` size class) has this keyboard.
  public var isIPadOnly: Bool { self == .floating || self == .split || self == .hardware }
}

/// The horizontal size class: an iPhone (`compact`) or the iPad form sheet (`regular`).
public enum SizeClassToken: String, BuiltInToken {
  case compact, regular
  public static let axis = BuiltInAxis.sizeClass
}

/// Light or dark appearance.
public enum AppearanceToken: String, BuiltInToken {
  case light, dark
  public static let axis = BuiltInAxis.appearance
}

/// X-ray: a flag, on when given.
public enum XRayToken: String, BuiltInToken {
  case xray
  public static let axis = BuiltInAxis.xray
}

/// A keyboard tracking condition of a `when` block: `kb-near-EDGE` / `kb-away-EDGE`.
public struct TrackingCondition: Sendable, Hashable {
  public var edge: KeyboardEdge
  /// `kb-near-…` (true) or `kb-away-…` (false).
  public var isNear: Bool

  public init(edge: KeyboardEdge, isNear: Bool) {
    self.edge = edge
    self.isNear = isNear
  }

  /// The condition a token names; nil for any other token.
  public init?(token: String) {
    for near in [true, false] {
      let prefix = Self.prefix(near: near)
      guard token.hasPrefix(prefix),
        let edge = KeyboardEdge(rawValue: String(token.dropFirst(prefix.count)))
      else { continue }
      self.init(edge: edge, isNear: near)
      return
    }
    return nil
  }

  /// `kb-near-top`, `kb-away-leading`, ….
  public var token: String { Self.prefix(near: isNear) + edge.rawValue }

  /// Every condition: near and away for each edge, in edge order.
  public static let allCases: [TrackingCondition] = KeyboardEdge.allCases.flatMap {
    [TrackingCondition(edge: $0, isNear: true), TrackingCondition(edge: $0, isNear: false)]
  }

  static func prefix(near: Bool) -> String { near ? "kb-near-" : "kb-away-" }
}

/// A window edge the keyboard layout guide can be near (UIKit `NSDirectionalRectEdge`).
public enum KeyboardEdge: String, Sendable, Equatable, CaseIterable {
  case top, leading, bottom, trailing

}
