// Where the iPad's undocked keyboards rest on a screen. iOS does not publish this geometry
// (ios-metrics.md §2 marks it uncertain; docs/keyboard.md), so it is formshot's choice, the
// same for forms and Interface Builder files: a 320 × 260 floating keyboard centred 24 pt
// above the bottom safe-area inset, split halves 30 % of the screen wide and 240 high above
// that inset, and a 560 × 55 shortcut bar centred on the bottom edge.
import Geometry

extension KeyboardState {
  public static let floatingKeyboardSize = Size(width: 320, height: 260)
  public static let shortcutBarSize = Size(width: 560, height: 55)

  /// The floating keyboard where it rests until dragged: centred, 24 pt above the bottom
  /// safe-area inset (`bottomInset`) of a `screen`-sized screen.
  public static func restingFloating(screen: Size, bottomInset: Double) -> Rect {
    let size = floatingKeyboardSize
    return Rect(
      x: (screen.width - size.width) / 2, y: screen.height - bottomInset - 24 - size.height,
      width: size.width, height: size.height)
  }

  /// The split keyboard's halves, at the screen's sides above the bottom safe-area inset.
  public static func splitHalves(screen: Size, bottomInset: Double) -> (left: Rect, right: Rect) {
    let half = (0.3 * screen.width).rounded()
    let top = screen.height - bottomInset - 240
    return (
      Rect(x: 0, y: top, width: half, height: 240),
      Rect(x: screen.width - half, y: top, width: half, height: 240)
    )
  }

  /// A hardware keyboard's shortcut bar, centred on the bottom edge (at most the screen wide).
  public static func shortcutBar(screen: Size) -> Rect {
    let width = min(shortcutBarSize.width, screen.width)
    return Rect(
      x: (screen.width - width) / 2, y: screen.height - shortcutBarSize.height, width: width,
      height: shortcutBarSize.height)
  }
}
