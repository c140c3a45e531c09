/// Leaf value types shared by every stage: points, sizes, rectangles, insets.
///
/// All values are in points (pt), origin top-left, y growing downwards — the UIKit convention.
/// Nothing here knows about forms, solvers or Cairo.

/// A position in points.
public struct Point: Sendable, Hashable, Codable {
  public var x: Double
  public var y: Double
  public init(x: Double, y: Double) { self.x = x; self.y = y }
  public static let zero = Point(x: 0, y: 0)
}

/// A width and height in points.
public struct Size: Sendable, Hashable, Codable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) { self.width = width; self.height = height }
  public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in points (UIKit's `CGRect`, always standardized: size ≥ 0 is not
/// enforced, because a broken layout may legitimately produce a negative size and the painter
/// must be able to show it).
public struct Rect: Sendable, Hashable, Codable {
  public var origin: Point
  public var size: Size
  public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.origin = Point(x: x, y: y)
    self.size = Size(width: width, height: height)
  }
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }

  /// The rectangle shrunk by `insets` on each side.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: minX + insets.left, y: minY + insets.top,
      width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
  }

  /// The rectangle grown (positive) or shrunk (negative) by `dx`, `dy` on each side.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width, height: height)
  }

  /// The overlap of two rectangles, or nil when they do not overlap.
  public func intersection(_ other: Rect) -> Rect? {
    let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
    guard x1 > x0, y1 > y0 else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  public func contains(_ p: Point) -> Bool {
    p.x >= minX && p.x <= maxX && p.y >= minY && p.y <= maxY
  }

  /// The rectangle with each edge on the nearest line of a grid of `pixelsPerPoint` (halves
  /// away from zero), as UIKit places a view laid out by Auto Layout: the edges, not the
  /// origin and size, so two views that touch still touch.
  public func snapped(toPixelGrid pixelsPerPoint: Double) -> Rect {
    let x0 = minX.snapped(toPixelGrid: pixelsPerPoint), y0 = minY.snapped(toPixelGrid: pixelsPerPoint)
    return Rect(
      x: x0, y: y0, width: maxX.snapped(toPixelGrid: pixelsPerPoint) - x0,
      height: maxY.snapped(toPixelGrid: pixelsPerPoint) - y0)
  }
}

extension Double {
  /// The nearest line of a grid of `pixelsPerPoint` (halves away from zero), where UIKit puts
  /// a view's edge or a stack view's spacing.
  public func snapped(toPixelGrid pixelsPerPoint: Double) -> Double {
    // A centred view's edge is often a half pixel solved a hair short of it (137.83333 x 3
    // = 413.49999…): a millionth of a pixel more rounds it as the exact half it is. `+ 0`
    // turns a rounded -0 into 0, which prints as "0".
    let pixels = self * pixelsPerPoint
    return (pixels + (pixels < 0 ? -1e-6 : 1e-6)).rounded(.toNearestOrAwayFromZero) / pixelsPerPoint + 0
  }
}

/// Insets in points, top/left/bottom/right (UIKit's `UIEdgeInsets`; leading/trailing are
/// resolved to left/right before they reach this type).
public struct EdgeInsets: Sendable, Hashable, Codable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top; self.left = left; self.bottom = bottom; self.right = right
  }
  public static let zero = EdgeInsets()
}

/// A colour in sRGB with straight (not premultiplied) alpha, components 0…1.
public struct Color: Sendable, Hashable, Codable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
  }

  /// `#RRGGBB` or `#RRGGBBAA`, or nil when the text is not such a colour.
  public init?(hex: String) {
    var s = Substring(hex)
    if s.hasPrefix("#") { s = s.dropFirst() }
    guard s.count == 6 || s.count == 8, let v = UInt64(s, radix: 16) else { return nil }
    let n = s.count == 6 ? (v << 8 | 0xFF) : v
    self.init(
      red: Double((n >> 24) & 0xFF) / 255, green: Double((n >> 16) & 0xFF) / 255,
      blue: Double((n >> 8) & 0xFF) / 255, alpha: Double(n & 0xFF) / 255)
  }

  public func withAlpha(_ a: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: a) }

  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
