import Geometry

/// The three-panel picture written for a changed snapshot: expected | changes | actual (resvg's
/// diff layout). The middle panel shows the expected image faded to grey with every differing
/// pixel in solid magenta, so a one-pixel change is still visible at a glance.
package enum DiffImage {
  /// Width in pixels of the neutral gap between panels.
  package static let gap = 4
  static let gapColor: [UInt8] = [128, 128, 128, 255]
  static let marker: [UInt8] = [255, 0, 255, 255]

  /// Builds the panel image. Panels are top-aligned; for different sizes every pixel outside
  /// the common area counts as changed.
  package static func make(expected: PixelImage, actual: PixelImage, differ: Differ) -> PixelImage {
    let midW = max(expected.width, actual.width), h = max(expected.height, actual.height)
    let width = expected.width + midW + actual.width + 2 * gap
    var out = [UInt8](repeating: 0, count: width * h * 4)
    for i in stride(from: 0, to: out.count, by: 4) { out[i..<(i + 4)] = gapColor[0..<4] }
    blit(expected, into: &out, width: width, x: 0)
    blit(actual, into: &out, width: width, x: expected.width + midW + 2 * gap)
    let midX = expected.width + gap
    expected.rgba.withUnsafeBufferPointer { e in
      actual.rgba.withUnsafeBufferPointer { a in
        for y in 0..<h {
          for x in 0..<midW {
            let o = ((y * width) + midX + x) * 4
            let inE = x < expected.width && y < expected.height
            let inA = x < actual.width && y < actual.height
            guard inE && inA else {
              out[o..<(o + 4)] = marker[0..<4]
              continue
            }
            let ei = (y * expected.width + x) * 4, ai = (y * actual.width + x) * 4
            if Differ.delta(e, a, ei, ai) > differ.perChannel {
              out[o..<(o + 4)] = marker[0..<4]
            } else {
              // Faded grey of the expected pixel over white, so changes stand out.
              let lum = (Int(e[ei]) * 3 + Int(e[ei + 1]) * 6 + Int(e[ei + 2])) / 10
              let alpha = Int(e[ei + 3])
              let g = UInt8(255 - (255 - lum) * alpha / 255 / 3)
              out[o] = g; out[o + 1] = g; out[o + 2] = g; out[o + 3] = 255
            }
          }
        }
      }
    }
    return PixelImage(width: width, height: h, rgba: out)
  }

  private static func blit(_ img: PixelImage, into out: inout [UInt8], width: Int, x: Int) {
    for y in 0..<img.height {
      let src = y * img.width * 4, dst = (y * width + x) * 4
      out[dst..<(dst + img.width * 4)] = img.rgba[src..<(src + img.width * 4)]
    }
  }
}
