import CPNGCodec
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
    // The per-pixel work is in C (CPNGCodec), so it stays fast in debug builds: a failing
    // assertion in a user's `swift test` runs this at the speed of a passing one.
    out.withUnsafeMutableBufferPointer { o in
      expected.rgba.withUnsafeBufferPointer { e in
        actual.rgba.withUnsafeBufferPointer { a in
          let gapPixel = [gapColor.0, gapColor.1, gapColor.2, gapColor.3]
          let mark = [marker.0, marker.1, marker.2, marker.3]
          fs_rgba_fill(o.baseAddress, width * h, gapPixel)
          blit(e, width: expected.width, height: expected.height, into: o, stride: width, x: 0)
          blit(
            a, width: actual.width, height: actual.height, into: o, stride: width,
            x: expected.width + midW + 2 * gap)
          fs_diff_panel(
            e.baseAddress, expected.width, expected.height, a.baseAddress, actual.width,
            actual.height, o.baseAddress, width, expected.width + Self.gap, midW, h,
            Int32(clamping: differ.perChannel), mark)
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
