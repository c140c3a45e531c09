/// A deterministic gaussian blur of an 8-bit alpha mask, for CSS-like box shadows.
///
/// Three successive box blurs per axis approximate a gaussian within a few percent (the
/// central limit theorem; the box widths follow the usual "boxes for gauss" choice). Integer
/// arithmetic only, so the result is the same on every machine.
enum AlphaBlur {
  /// The radii of three box blurs whose combination has standard deviation ≈ `sigma` (pixels).
  static func boxRadii(sigma: Double) -> [Int] {
    guard sigma.isFinite, sigma > 0.2 else { return [] }
    let passes = 3.0
    let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
    var lower = Int(ideal.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    lower = max(lower, 1)
    let upper = lower + 2
    let l = Double(lower)
    let m = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4))
      .rounded()
    return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
  }

  /// Blurs `height` rows of `width` bytes, rows `stride` bytes apart, in place.
  ///
  /// Pixels outside the mask count as 0.
  static func blur(
    _ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
  ) {
    let radii = boxRadii(sigma: sigma).filter { $0 > 0 }
    guard !radii.isEmpty, width > 0, height > 0 else { return }
    var line = [UInt8](repeating: 0, count: max(width, height))
    var out = [UInt8](repeating: 0, count: max(width, height))
    line.withUnsafeMutableBufferPointer { line in
      out.withUnsafeMutableBufferPointer { out in
        for radius in radii {
          for y in 0..<height {  // rows
            let row = data + y * stride
            for x in 0..<width { line[x] = row[x] }
            box(line, out, count: width, radius: radius)
            for x in 0..<width { row[x] = out[x] }
          }
        }
        for radius in radii {
          for x in 0..<width {  // columns
            for y in 0..<height { line[y] = data[y * stride + x] }
            box(line, out, count: height, radius: radius)
            for y in 0..<height { data[y * stride + x] = out[y] }
          }
        }
      }
    }
  }

  /// One box blur of `count` samples with a window of 2·radius+1, rounding to nearest.
  private static func box(
    _ input: UnsafeMutableBufferPointer<UInt8>, _ output: UnsafeMutableBufferPointer<UInt8>,
    count: Int, radius: Int
  ) {
    let window = 2 * radius + 1
    let half = window / 2
    var sum = 0
    for i in 0...min(radius, count - 1) { sum += Int(input[i]) }
    guard window < 4096 else {
      for i in 0..<count {
        output[i] = UInt8((sum + half) / window)
        let entering = i + radius + 1
        if entering < count { sum += Int(input[entering]) }
        let leaving = i - radius
        if leaving >= 0 { sum -= Int(input[leaving]) }
      }
      return
    }
    // (sum + half) / window as a multiply and a shift, the same quotient: with
    // m = ⌈2³² / window⌉, n·m / 2³² exceeds n / window by less than n / 2³², under 1 / window
    // for every n below 2³² / window (here n ≤ 256·window), which cannot carry the quotient
    // past the next whole number. Division was most of a shadow's cost.
    let m = ((UInt64(1) << 32) + UInt64(window) - 1) / UInt64(window)
    for i in 0..<count {
      output[i] = UInt8(truncatingIfNeeded: (UInt64(sum + half) &* m) >> 32)
      let entering = i + radius + 1
      if entering < count { sum += Int(input[entering]) }
      let leaving = i - radius
      if leaving >= 0 { sum -= Int(input[leaving]) }
    }
  }
}

// MARK: - Upsampling

extension AlphaBlur {
  /// Scales an A8 mask up by an integer `factor` with bilinear interpolation.
  ///
  /// Pixel centres are aligned and edges clamped; `width·factor × height·factor` pixels are
  /// written into `destination` (rows `destinationStride` bytes apart). Integer arithmetic only.
  ///
  /// Why not let cairo scale the mask pattern: pixman's bilinear A8 path is several times slower
  /// than this plus a 1:1 composite, and shadows are the costliest item in a scene.
  static func upsample(
    _ source: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, factor: Int,
    into destination: UnsafeMutablePointer<UInt8>, destinationStride: Int
  ) {
    guard width > 0, height > 0, factor >= 1 else { return }
    let outWidth = width * factor, outHeight = height * factor
    // Per output coordinate: the two source indices and the weight (0…256) of the second.
    func axis(_ count: Int) -> [(Int, Int, Int)] {
      (0..<(count * factor)).map { index in
        let u = (Double(index) + 0.5) / Double(factor) - 0.5
        let lower = Int(u.rounded(.down))
        let weight = Int(((u - Double(lower)) * 256).rounded())
        let i0 = min(max(lower, 0), count - 1), i1 = min(max(lower + 1, 0), count - 1)
        return (i0, i1, weight)
      }
    }
    let xs = axis(width), ys = axis(height)
    // Horizontal pass into 16-bit rows (value × 256), then vertical into the destination.
    var rows = [UInt16](repeating: 0, count: outWidth * height)
    rows.withUnsafeMutableBufferPointer { rows in
      for y in 0..<height {
        let src = source + y * stride
        let row = y * outWidth
        for x in 0..<outWidth {
          let (i0, i1, w) = xs[x]
          rows[row + x] = UInt16(Int(src[i0]) * (256 - w) + Int(src[i1]) * w)
        }
      }
      for y in 0..<outHeight {
        let (j0, j1, w) = ys[y]
        let a = j0 * outWidth, b = j1 * outWidth
        let out = destination + y * destinationStride
        for x in 0..<outWidth {
          let value = Int(rows[a + x]) * (256 - w) + Int(rows[b + x]) * w
          out[x] = UInt8((value + 32_768) >> 16)
        }
      }
    }
  }
}
