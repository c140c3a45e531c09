/// Devices as data: one preset per size class, overridable by `device NAME { … }`.

/// Insets in points, top/left/bottom/right (UIKit order). FormSpec's own type so the parser
/// needs no other module.
public struct Insets: Sendable, Hashable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// The window a size class renders into.
public struct DeviceSpec: Sendable, Equatable {
  /// The most pixels a picture may have (canvas × scale², 50 megapixels); the renderer
  /// refuses larger ones before allocating (CairoRenderer.pixelBudget is the same number).
  public static let pixelBudget = 50_000_000

  /// `compact` or `regular`.
  public var sizeClass: String
  public var width: Double
  public var height: Double
  /// Safe-area insets while the keyboard is hidden.
  public var safeArea: Insets
  /// The root view's layout margins (left/right used; top/bottom add to the safe area).
  public var margins: Insets
  /// The docked software keyboard's height, home-indicator area included.
  public var keyboardHeight: Double
  /// A hardware keyboard is attached: focusing a field does not raise the software keyboard;
  /// only `kb-shown` does.
  public var hardwareKeyboard: Bool
  /// The status bar shows the Dynamic Island.
  public var island: Bool
  /// Default pixels per point.
  public var scale: Double

  public init(
    sizeClass: String, width: Double, height: Double, safeArea: Insets, margins: Insets,
    keyboardHeight: Double, hardwareKeyboard: Bool, island: Bool, scale: Double
  ) {
    self.sizeClass = sizeClass
    self.width = width
    self.height = height
    self.safeArea = safeArea
    self.margins = margins
    self.keyboardHeight = keyboardHeight
    self.hardwareKeyboard = hardwareKeyboard
    self.island = island
    self.scale = scale
  }

  /// iPhone 13/14 (390 × 844 pt): safe area 47/34, docked keyboard 262 + 34, margins 20.
  public static let compact = DeviceSpec(
    sizeClass: SizeClassToken.compact.rawValue, width: 390, height: 844, safeArea: Insets(top: 47, bottom: 34),
    margins: Insets(left: 20, right: 20), keyboardHeight: 296, hardwareKeyboard: false,
    island: true, scale: 3)

  /// The seed's iPad form sheet (1000 × 760 pt): safe area 24/20, keyboard 300, margins 40,
  /// a hardware keyboard attached.
  public static let regular = DeviceSpec(
    sizeClass: SizeClassToken.regular.rawValue, width: 1000, height: 760, safeArea: Insets(top: 24, bottom: 20),
    margins: Insets(left: 40, right: 40), keyboardHeight: 300, hardwareKeyboard: true,
    island: false, scale: 2)
}
