/// The axes a form's state varies along.

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
