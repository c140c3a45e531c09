/// The axes a form's state varies along.
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

  /// Keyboard tokens that only exist on an iPad (the `regular` size class).
  public static let iPadKeyboardTokens = ["kb-floating", "kb-split", "kb-hardware"]

  /// Keyboard tracking conditions (UITrackingLayoutGuide): `kb-near-EDGE` holds while the
  /// keyboard layout guide is near that window edge, `kb-away-EDGE` while it is not. They are
  /// not state tokens (a state never lists them): the resolver derives them from where the
  /// guide is, so `when kb-near-top { … }` is `setConstraints(_:activeWhenNearEdge: .top)`.
  public static let trackingTokens: [String] = KeyboardEdge.allCases.flatMap {
    ["kb-near-\($0.rawValue)", "kb-away-\($0.rawValue)"]
  }

  /// The token used when a state does not mention this axis (nil for a flag).
  public var defaultToken: String? { isFlag ? nil : tokens.first }

  /// The built-in axes, in canonical order. `kb-floating`, `kb-split` and `kb-hardware` (the
  /// shortcut bar of a hardware keyboard) are iPad keyboards: valid with `regular` only.
  public static let builtIn: [StateAxis] = [
    StateAxis(
      name: "keyboard",
      tokens: ["kb-hidden", "kb-shown", "kb-floating", "kb-split", "kb-hardware"],
      isBuiltIn: true),
    StateAxis(name: "sizeClass", tokens: ["compact", "regular"], isBuiltIn: true),
    StateAxis(name: "appearance", tokens: ["light", "dark"], isBuiltIn: true),
    StateAxis(name: "xray", tokens: ["xray"], isFlag: true, isBuiltIn: true),
  ]
}

/// A window edge the keyboard layout guide can be near (UIKit `NSDirectionalRectEdge`).
public enum KeyboardEdge: String, Sendable, Equatable, CaseIterable {
  case top, leading, bottom, trailing

  /// The edge and whether it is `near` (`kb-near-top` → (.top, true)); nil for other tokens.
  public static func tracking(_ token: String) -> (edge: KeyboardEdge, near: Bool)? {
    for near in [true, false] {
      let prefix = near ? "kb-near-" : "kb-away-"
      guard token.hasPrefix(prefix) else { continue }
      if let edge = KeyboardEdge(rawValue: String(token.dropFirst(prefix.count))) {
        return (edge, near)
      }
    }
    return nil
  }
}
