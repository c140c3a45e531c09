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
  /// An opt-in axis (`text-size`, `direction`): every token is a valid state token, but the
  /// state matrix visits only `matrixTokens`, so the matrix does not grow unless a form asks
  /// (`axis text-size: ax3`). Its default token is left out of state names.
  public var isOptIn: Bool
  /// The tokens the state matrix visits, the default first (for an axis that is not opt-in:
  /// every token).
  public var matrixTokens: [String]

  public init(
    name: String, tokens: [String], isFlag: Bool = false, isBuiltIn: Bool = false,
    isOptIn: Bool = false, location: SourceLocation? = nil
  ) {
    self.name = name
    self.tokens = tokens
    self.isFlag = isFlag
    self.isBuiltIn = isBuiltIn
    self.isOptIn = isOptIn
    self.matrixTokens = isOptIn ? Array(tokens.prefix(1)) : tokens
    self.location = location
  }

  /// `when ax-sizes { … }`: holds at any accessibility text size (ax1…ax5).
  public static let accessibilitySizesToken = "ax-sizes"

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
  case keyboard, sizeClass, appearance
  case textSize = "text-size"
  case direction, xray

  /// The axis's tokens, the default first.
  public var tokens: [String] {
    switch self {
    case .keyboard: return KeyboardToken.allCases.map(\.rawValue)
    case .sizeClass: return SizeClassToken.allCases.map(\.rawValue)
    case .appearance: return AppearanceToken.allCases.map(\.rawValue)
    case .textSize: return TextSizeToken.allCases.map(\.rawValue)
    case .direction: return DirectionToken.allCases.map(\.rawValue)
    case .xray: return XRayToken.allCases.map(\.rawValue)
    }
  }

  /// Axes whose tokens a form adds to its matrix itself (`axis text-size: l | ax3`).
  public var isOptIn: Bool { self == .textSize || self == .direction }

  /// The axis as a form's state sees it.
  public var axis: StateAxis {
    StateAxis(
      name: rawValue, tokens: tokens, isFlag: self == .xray, isBuiltIn: true, isOptIn: isOptIn)
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

/// The layout direction: left-to-right (the default) or right-to-left. Arabic and Hebrew
/// locales and `pseudo=rtl` imply right-to-left as well.
public enum DirectionToken: String, BuiltInToken {
  case ltr, rtl
  public static let axis = BuiltInAxis.direction
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
