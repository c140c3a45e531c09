import Geometry

/// The three-panel picture written for a changed snapshot: expected | changes | actual (resvg's
/// diff layout). The middle panel shows the expected image faded to grey with every differing
/// pixel in solid magenta, so a one-pixel change is still visible at a glance.
package enum DiffImage {
  /// Width in pixels of the neutral gap between panels.
  package static let gap = 4
  static let gapColor: (UInt8, UInt8, UInt8, UInt8) = (128, 128, 128, 255)
  package static let marker: (UInt8, UInt8, UInt8, UInt8) = (255, 0, 255, 255)

  /// Builds the panel image. Panels are top-aligned; for different sizes every pixel outside
  /// the common area counts as changed.
  package static func make(expected: PixelImage, actual: PixelImage, differ: Differ) -> PixelImage {
    let midW = max(expected.width, actual.width)
    let h = max(expected.height, actual.height)
    let width = expected.width + midW + actual.width + 2 * gap
    var out = [UInt8](repeating: 0, count: width * h * 4)
    out.withUnsafeMutableBufferPointer { o in
      expected.rgba.withUnsafeBufferPointer { e in
        actual.rgba.withUnsafeBufferPointer { a in
          func put(_ at: Int, _ px: (UInt8, UInt8, UInt8, UInt8)) {
            o[at] = px.0
            o[at + 1] = px.1
            o[at + 2] = px.2
            o[at + 3] = px.3
          }
          var i = 0
          while i < o.count {
            put(i, gapColor)
            i += 4
          }
          blit(e, width: expected.width, height: expected.height, into: o, stride: width, x: 0)
          blit(
            a, width: actual.width, height: actual.height, into: o, stride: width,
            x: expected.width + midW + 2 * gap)
          let midX = expected.width + gap
          for y in 0..<h {
            for x in 0..<midW {
              let at = ((y * width) + midX + x) * 4
              guard
                x < expected.width && y < expected.height && x < actual.width
                  && y < actual.height
              else {
                put(at, marker)
                continue
              }
              let ei = (y * expected.width + x) * 4
              let ai = (y * actual.width + x) * 4
              if Differ.delta(e, a, ei, ai) > differ.perChannel {
                put(at, marker)
              } else {
                // Faded grey of the expected pixel over white, so changes stand out.
                let lum = (Int(e[ei]) * 3 + Int(e[ei + 1]) * 6 + Int(e[ei + 2])) / 10
                let g = UInt8(255 - (255 - lum) * Int(e[ei + 3]) / 255 / 3)
                put(at, (g, g, g, 255))
              }
            }
          }
        }
      }
    }
    return PixelImage(width: width, height: h, rgba: out)
  }

  private static func blit(
    _ src: UnsafeBufferPointer<UInt8>, width: Int, height: Int,
    into out: UnsafeMutableBufferPointer<UInt8>, stride: Int, x: Int
  ) {
    guard let base = src.baseAddress, let dst = out.baseAddress else { return }
    for y in 0..<height {
      (dst + (y * stride + x) * 4).update(from: base + y * width * 4, count: width * 4)
    }
  }
}
