import Geometry

/// Small raster helpers for the docs contact sheet: area-average downscaling and composing
/// images onto a canvas. Pure Swift on `PixelImage`, so the result is the same on every machine.
package enum ImageOps {
  /// `image` scaled to `width` pixels wide (height keeps the aspect ratio) by averaging every
  /// source pixel a target pixel covers, with alpha-weighted colour. Never upscales.
  package static func downscale(_ image: PixelImage, toWidth width: Int) -> PixelImage {
    guard image.width > width, width > 0, image.height > 0 else { return image }
    let height = max(1, (image.height * width + image.width / 2) / image.width)
    var out = [UInt8](repeating: 0, count: width * height * 4)
    for ty in 0..<height {
      let y0 = ty * image.height / height
      let y1 = max(y0 + 1, (ty + 1) * image.height / height)
      for tx in 0..<width {
        let x0 = tx * image.width / width
        let x1 = max(x0 + 1, (tx + 1) * image.width / width)
        var r = 0
        var g = 0
        var b = 0
        var a = 0
        for y in y0..<y1 {
          var o = (y * image.width + x0) * 4
          for _ in x0..<x1 {
            let al = Int(image.rgba[o + 3])
            r += Int(image.rgba[o]) * al
            g += Int(image.rgba[o + 1]) * al
            b += Int(image.rgba[o + 2]) * al
            a += al
            o += 4
          }
        }
        let n = (y1 - y0) * (x1 - x0)
        let o = (ty * width + tx) * 4
        if a > 0 {
          out[o] = UInt8((r + a / 2) / a)
          out[o + 1] = UInt8((g + a / 2) / a)
          out[o + 2] = UInt8((b + a / 2) / a)
        }
        out[o + 3] = UInt8((a + n / 2) / n)
      }
    }
    return PixelImage(width: width, height: height, rgba: out)
  }

  /// Draws `image` onto `canvas` at (`x`, `y`) with source-over blending, clipped to the canvas.
  package static func draw(_ image: PixelImage, onto canvas: inout PixelImage, x: Int, y: Int) {
    for sy in 0..<image.height {
      let cy = y + sy
      guard cy >= 0, cy < canvas.height else { continue }
      for sx in 0..<image.width {
        let cx = x + sx
        guard cx >= 0, cx < canvas.width else { continue }
        let s = (sy * image.width + sx) * 4
        let d = (cy * canvas.width + cx) * 4
        let sa = Int(image.rgba[s + 3])
        if sa == 255 {
          for c in 0..<4 { canvas.rgba[d + c] = image.rgba[s + c] }
          continue
        }
        let da = Int(canvas.rgba[d + 3])
        let outA = sa + da * (255 - sa) / 255
        guard outA > 0 else { continue }
        for c in 0..<3 {
          let v = (Int(image.rgba[s + c]) * sa + Int(canvas.rgba[d + c]) * da * (255 - sa) / 255)
          canvas.rgba[d + c] = UInt8(min(255, v / outA))
        }
        canvas.rgba[d + 3] = UInt8(outA)
      }
    }
  }
}
