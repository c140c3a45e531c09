// SF Pro's tracking by point size. Here rather than in a front end because both the `.form`
// resolver and the Interface Builder reader set the system font with it.

/// The tracking San Francisco (SF Pro) applies at each point size: the system font tightens
/// text around body sizes and opens it up at display sizes, so a style that Dynamic Type
/// grows changes its tracking too. Source: HIG Typography → Specifications → "iOS, iPadOS
/// tracking values", SF Pro (docs/traits.md); the ramp's tracking is this table at the
/// ramp's sizes.
public enum SystemFontTracking {
  /// (point size, tracking in points) as Apple lists them, ascending; sizes Apple skips
  /// (55, 57, …) interpolate between their neighbours.
  static let table: [(size: Double, points: Double)] = [
    (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0), (13, -0.08),
    (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44), (19, -0.45), (20, -0.45),
    (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07), (25, 0.15), (26, 0.22), (27, 0.29),
    (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39), (32, 0.41), (33, 0.40), (34, 0.40),
    (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37), (39, 0.38), (40, 0.37), (41, 0.36),
    (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35), (46, 0.36), (47, 0.37), (48, 0.35),
    (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33), (53, 0.31), (54, 0.32), (56, 0.30),
    (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22), (66, 0.19), (68, 0.17), (70, 0.14),
    (72, 0.14), (76, 0.07), (80, 0),
  ]

  /// Tracking in points at `size`: the table's value, linear between listed sizes, the 6 pt
  /// value below 6 and none from 80 pt up.
  public static func points(atSize size: Double) -> Double {
    guard let first = table.first, let last = table.last else { return 0 }
    if size <= first.size { return first.points }
    if size >= last.size { return last.points }
    let upper = table.firstIndex { $0.size >= size } ?? table.count - 1
    let (a, b) = (table[upper - 1], table[upper])
    if b.size == size { return b.points }
    let t = (size - a.size) / (b.size - a.size)
    return ((a.points + t * (b.points - a.points)) * 100).rounded() / 100
  }
}
