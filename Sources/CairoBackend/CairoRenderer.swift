/// `DisplayList` → PNG / SVG / pixels with cairo.
import CCairo
import DisplayList
import Geometry

/// Paints display lists. Deterministic: the same list gives byte-identical PNG and SVG in every
/// process (pinned fonts and options, unscaled text layout, normalised SVG ids).
///
/// Not `Sendable`: it owns a Pango font map and a reusable layout. Create one per thread or
/// task; separate instances render in parallel safely.
public final class CairoRenderer {
  let text: TextEngine
  /// Shadow masks in SVG are bitmaps at this many pixels per point.
  static let svgMaskScale = 2.0
  /// cairo's image size limit.
  static let maxPixels = 32_767

  /// Loads the pinned fonts (throws `FontError.missingFontFile` naming the Debian package).
  public init() throws(FontError) {
    text = try TextEngine()
  }

  /// Shares `measurer`'s fonts and layout (saves loading them twice); both must then stay on
  /// the same thread.
  public init(sharingFontsWith measurer: PangoTextMeasurer) {
    text = measurer.engine
  }

  // MARK: - Raster

  /// The painted pixels, `round(size × scale)` pixels, straight-alpha RGBA.
  public func pixels(_ list: DisplayList, scale: Double) throws(RenderError) -> PixelImage {
    let surface = try raster(list, scale: scale)
    return Self.withPixels(surface) { data, width, height, stride in
      var rgba = [UInt8](repeating: 0, count: width * height * 4)
      rgba.withUnsafeMutableBufferPointer { out in
        var o = 0
        for y in 0..<height {
          let row = data + y * stride
          for x in 0..<width {
            let p = row.load(fromByteOffset: x * 4, as: UInt32.self)
            let (r, g, b, a) = Self.unpremultiplied(p)
            out[o] = r; out[o + 1] = g; out[o + 2] = b; out[o + 3] = a
            o += 4
          }
        }
      }
      return PixelImage(width: width, height: height, rgba: rgba)
    }
  }

  /// A PNG of `round(size × scale)` pixels: RGB when every pixel is opaque, RGBA otherwise.
  public func png(_ list: DisplayList, scale: Double) throws(RenderError) -> [UInt8] {
    let surface = try raster(list, scale: scale)
    let (bytes, width, height, channels) = Self.withPixels(surface) {
      data, width, height, stride in
      var opaque = true
      for y in 0..<height where opaque {
        let row = data + y * stride
        for x in 0..<width where row.load(fromByteOffset: x * 4, as: UInt32.self) >> 24 != 255 {
          opaque = false
          break
        }
      }
      let channels = opaque ? 3 : 4
      var bytes = [UInt8](repeating: 0, count: width * height * channels)
      bytes.withUnsafeMutableBufferPointer { out in
        var o = 0
        for y in 0..<height {
          let row = data + y * stride
          for x in 0..<width {
            let p = row.load(fromByteOffset: x * 4, as: UInt32.self)
            if opaque {
              out[o] = UInt8(truncatingIfNeeded: p >> 16)
              out[o + 1] = UInt8(truncatingIfNeeded: p >> 8)
              out[o + 2] = UInt8(truncatingIfNeeded: p)
              o += 3
            } else {
              let (r, g, b, a) = Self.unpremultiplied(p)
              out[o] = r; out[o + 1] = g; out[o + 2] = b; out[o + 3] = a
              o += 4
            }
          }
        }
      }
      return (bytes, width, height, channels)
    }
    do {
      return try PNGCodec.encode(rgba: bytes, width: width, height: height, channels: channels)
    } catch {
      throw .png(error)
    }
  }

  /// Paints into a premultiplied ARGB32 image surface of `round(size × scale)` pixels.
  func raster(_ list: DisplayList, scale: Double) throws(RenderError) -> CairoSurface {
    let (width, height) = try Self.pixelSize(list.size, scale: scale)
    guard let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw .cairo(stage: "creating the image surface", status: "no surface") }
    let surface = CairoSurface(pointer)
    guard surface.status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(stage: "creating the image surface", status: describe(surface.status))
    }
    let context = CairoContext(surface)
    cairo_scale(context.pointer, scale, scale)
    Painter(cr: context.pointer, text: text, maskScale: scale).paint(list)
    guard context.status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(stage: "painting", status: describe(context.status))
    }
    cairo_surface_flush(surface.pointer)
    return surface
  }

  static func pixelSize(_ size: Size, scale: Double) throws(RenderError) -> (Int, Int) {
    func fail(_ reason: String) -> RenderError {
      .invalidCanvas(width: size.width, height: size.height, scale: scale, reason: reason)
    }
    guard scale.isFinite, scale > 0 else { throw fail("the scale must be a positive number") }
    let w = (size.width * scale).rounded(), h = (size.height * scale).rounded()
    guard w.isFinite, h.isFinite else { throw fail("the size is not finite") }
    guard w >= 1, h >= 1 else { throw fail("it rounds to \(w)×\(h) pixels") }
    guard w <= Double(maxPixels), h <= Double(maxPixels) else {
      throw fail("\(Int(w))×\(Int(h)) pixels exceeds cairo's limit of \(maxPixels)")
    }
    return (Int(w), Int(h))
  }

  private static func withPixels<R>(
    _ surface: CairoSurface, _ body: (UnsafeMutableRawPointer, Int, Int, Int) -> R
  ) -> R {
    let width = Int(cairo_image_surface_get_width(surface.pointer))
    let height = Int(cairo_image_surface_get_height(surface.pointer))
    let stride = Int(cairo_image_surface_get_stride(surface.pointer))
    guard let data = cairo_image_surface_get_data(surface.pointer) else {
      var empty = [UInt8](repeating: 0, count: max(1, stride * height))
      return empty.withUnsafeMutableBytes { body($0.baseAddress!, width, height, stride) }
    }
    return body(UnsafeMutableRawPointer(data), width, height, stride)
  }

  /// A native-endian premultiplied ARGB32 pixel as straight-alpha R, G, B, A.
  @inline(__always)
  static func unpremultiplied(_ p: UInt32) -> (UInt8, UInt8, UInt8, UInt8) {
    let a = p >> 24
    let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
    switch a {
    case 255: return (UInt8(r), UInt8(g), UInt8(b), 255)
    case 0: return (0, 0, 0, 0)
    default:
      func un(_ c: UInt32) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
      return (un(r), un(g), un(b), UInt8(a))
    }
  }

  // MARK: - SVG

  /// An SVG document in px (viewBox = points). Text is glyph outlines; shadows are embedded
  /// bitmaps. Byte-identical for the same list (cairo's process-global ids are renumbered).
  public func svg(_ list: DisplayList) throws(RenderError) -> [UInt8] {
    _ = try Self.pixelSize(list.size, scale: 1)
    let sink = SVGSink()
    let write: cairo_write_func_t = { closure, data, length in
      guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
      let sink = Unmanaged<SVGSink>.fromOpaque(closure).takeUnretainedValue()
      sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
      return CAIRO_STATUS_SUCCESS
    }
    let status: cairo_status_t = withExtendedLifetime(sink) {
      let closure = Unmanaged.passUnretained(sink).toOpaque()
      guard let pointer = cairo_svg_surface_create_for_stream(
        write, closure, list.size.width, list.size.height)
      else { return CAIRO_STATUS_NO_MEMORY }
      let surface = CairoSurface(pointer)
      cairo_svg_surface_set_document_unit(surface.pointer, CAIRO_SVG_UNIT_PX)
      do {
        let context = CairoContext(surface)
        Painter(
          cr: context.pointer, text: text, maskScale: Self.svgMaskScale, glyphs: .glyphs).paint(list)
        if context.status != CAIRO_STATUS_SUCCESS { return context.status }
      }
      cairo_surface_finish(surface.pointer)
      return surface.status
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(stage: "writing SVG", status: describe(status))
    }
    return SVGIDs.normalized(sink.bytes)
  }
}

/// Collects the bytes cairo streams out.
private final class SVGSink {
  var bytes: [UInt8] = []
}
