// Small vector glyphs drawn as paths: the status bar icons and the keyboard's ⇧ and ⌫, which
// the pinned fonts (Inter, JetBrains Mono) do not have.
import Drawing
import Geometry

enum Glyphs {
  /// The cellular signal: a right triangle rising to the trailing edge.
  static func signal(in r: Rect) -> Shape {
    .path([
      .move(Point(x: r.minX, y: r.maxY)), .line(Point(x: r.maxX, y: r.minY)),
      .line(Point(x: r.maxX, y: r.maxY)), .close,
    ])
  }

  /// Wi-Fi: a fan narrowing to a point at the bottom, its top corners softened (the seed's
  /// clipped rounded box).
  static func wifi(in r: Rect) -> Shape {
    let w = r.width, h = r.height
    func p(_ x: Double, _ y: Double) -> Point { Point(x: r.minX + x * w, y: r.minY + y * h) }
    return .path([
      .move(p(0.5, 1)), .line(p(0.07, 0.32)),
      .curve(p(0.1, 0.26), p(0.12, 0.22), p(0.15, 0.2)),
      .line(p(0.85, 0.2)),
      .curve(p(0.88, 0.22), p(0.9, 0.26), p(0.93, 0.32)), .close,
    ])
  }

  /// ⇧: an outlined upward arrow centred on `c`, `size` tall.
  static func shift(center c: Point, size s: Double) -> Shape {
    func p(_ x: Double, _ y: Double) -> Point { Point(x: c.x + x * s, y: c.y + y * s) }
    return .path([
      .move(p(0, -0.5)), .line(p(0.5, 0.02)), .line(p(0.24, 0.02)), .line(p(0.24, 0.5)),
      .line(p(-0.24, 0.5)), .line(p(-0.24, 0.02)), .line(p(-0.5, 0.02)), .close,
    ])
  }

  /// ⌫: the outline of a key pointing left, centred on `c`, `size` tall.
  static func deleteOutline(center c: Point, size s: Double) -> Shape {
    func p(_ x: Double, _ y: Double) -> Point { Point(x: c.x + x * s, y: c.y + y * s) }
    return .path([
      .move(p(-0.72, 0)), .line(p(-0.32, -0.5)), .line(p(0.72, -0.5)), .line(p(0.72, 0.5)),
      .line(p(-0.32, 0.5)), .close,
    ])
  }

  /// The × inside ⌫ (two strokes as one open path pair).
  static func deleteCross(center c: Point, size s: Double) -> [Shape] {
    let cx = c.x + 0.12 * s, d = 0.2 * s
    return [
      .path([.move(Point(x: cx - d, y: c.y - d)), .line(Point(x: cx + d, y: c.y + d))]),
      .path([.move(Point(x: cx + d, y: c.y - d)), .line(Point(x: cx - d, y: c.y + d))]),
    ]
  }
}
