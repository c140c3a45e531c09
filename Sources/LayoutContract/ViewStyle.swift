/// The `CALayer`-level look any view may have: corner radius, border, shadow, alpha, clipping,
/// and whether a control is enabled. Kept apart from `ItemKind` so every kind gets it the same
/// way; the scene applies it around the kind's own drawing.

/// `UIView`/`CALayer` styling of one item. Colours are colour texts (`ColorExpression`).
public struct ViewStyle: Sendable, Equatable {
  /// `layer.cornerRadius`; nil when not set (a kind may round itself, e.g. a table).
  public var cornerRadius: CornerRadius?
  /// `layer.borderWidth` in points, drawn inside the bounds as Core Animation does.
  public var borderWidth: Double
  /// `layer.borderColor` (default opaque black, as Core Animation's).
  public var borderColor: String
  /// `layer.shadow…`; nil = no shadow (`shadowOpacity` 0).
  public var shadow: Shadow?
  /// `alpha`: the view and its subviews are composited at this opacity.
  public var alpha: Double
  /// `clipsToBounds`: subviews are clipped to the (rounded) bounds.
  public var clipsToBounds: Bool
  /// `UIControl.isEnabled`: a disabled control is painted dimmed.
  public var isEnabled: Bool
  /// `backgroundColor` of a view whose kind has no background of its own (a label, a button,
  /// an image view, a stack view: Interface Builder sets it on any view), filled under its
  /// content in the layer's shape; nil = clear.
  public var backgroundColor: String?
  /// `overrideUserInterfaceStyle`: the view and its subviews are painted in this appearance
  /// whatever the state's; nil = inherited.
  public var appearance: FormEnvironment.Appearance?

  public init(
    cornerRadius: CornerRadius? = nil, borderWidth: Double = 0, borderColor: String = "#000000",
    shadow: Shadow? = nil, alpha: Double = 1, clipsToBounds: Bool = false, isEnabled: Bool = true,
    backgroundColor: String? = nil
  ) {
    self.backgroundColor = backgroundColor
    self.cornerRadius = cornerRadius
    self.borderWidth = borderWidth
    self.borderColor = borderColor
    self.shadow = shadow
    self.alpha = alpha
    self.clipsToBounds = clipsToBounds
    self.isEnabled = isEnabled
  }

  public enum CornerRadius: Sendable, Equatable {
    case points(Double)
    /// Half the shorter side of the solved frame (a pill or a circle).
    case capsule

    /// The radius for a frame of `width` × `height`, never more than half the shorter side.
    public func radius(width: Double, height: Double) -> Double {
      let half = max(0, min(width, height) / 2)
      switch self {
      case .points(let r): return min(max(0, r), half)
      case .capsule: return half
      }
    }
  }

  /// `layer.shadowOffset`, `shadowRadius` (the blur, in points) and `shadowColor` with
  /// `shadowOpacity` folded into the colour's alpha.
  public struct Shadow: Sendable, Equatable {
    public var offsetX: Double
    public var offsetY: Double
    public var radius: Double
    public var color: String
    public init(offsetX: Double, offsetY: Double, radius: Double, color: String) {
      self.offsetX = offsetX
      self.offsetY = offsetY
      self.radius = radius
      self.color = color
    }
  }
}
