// A reusable raster canvas for the frames of an animation: one surface painted over and over,
// read in cairo's own pixel format, so a frame costs its painting and nothing else (no new
// 12 MB surface, no page faults, no conversion of the whole picture).
import CCairo
import Drawing
import Geometry

/// One premultiplied ARGB32 surface of a fixed pixel size, painted once per frame.
///
/// Painting a display list replaces every pixel (its background is painted with SOURCE over
/// the whole canvas first), so a reused canvas gives exactly the pixels of a fresh one — the
/// same pixels `CairoRenderer.pixels` converts to RGBA. Not thread-safe: one per worker.
public final class FrameCanvas {
  /// Pixels across and down.
  public let width: Int, height: Int
  /// Device pixels per point.
  public let scale: Double
  /// The size in points it was made for.
  public let size: Size
  private let surface: CairoSurface

  /// A canvas for display lists of `size` points at `scale`.
  /// - Throws: `RenderError.invalidCanvas` as `CairoRenderer.pixels` does for that size,
  ///   `RenderError.cairo` when cairo cannot make the surface.
  public init(size: Size, scale: Double) throws(RenderError) {
    let (w, h) = try CairoRenderer.pixelSize(size, scale: scale)
    guard let pointer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else {
      throw .cairo(stage: "creating the image surface", status: "no surface")
    }
    surface = CairoSurface(pointer)
    guard surface.status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(stage: "creating the image surface", status: describe(surface.status))
    }
    width = w
    height = h
    self.scale = scale
    self.size = size
  }

  /// Paints `list` (of this canvas's size in points) with `renderer`'s fonts, replacing the
  /// previous frame.
  public func paint(_ list: DisplayList, with renderer: CairoRenderer) throws(RenderError) {
    let (w, h) = try CairoRenderer.pixelSize(list.size, scale: scale)
    guard w == width, h == height else {
      throw .invalidCanvas(
        width: list.size.width, height: list.size.height, scale: scale,
        reason: "a frame of \(w)×\(h) pixels on a \(width)×\(height) canvas")
    }
    let context = CairoContext(surface)
    cairo_scale(context.pointer, scale, scale)
    Painter(cr: context.pointer, text: renderer.text, maskScale: scale).paint(list)
    guard context.status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(stage: "painting", status: describe(context.status))
    }
    cairo_surface_flush(surface.pointer)
  }

  /// The pixels as native-endian premultiplied ARGB32 words, row after row with no padding
  /// (`width` words a row; cairo's stride for ARGB32 is exactly that).
  public func withPixels<R, E: Error>(_ body: (UnsafeBufferPointer<UInt32>) throws(E) -> R) throws(E) -> R {
    let stride = Int(cairo_image_surface_get_stride(surface.pointer))
    precondition(stride == width * 4, "ARGB32 rows are width × 4 bytes")
    let words = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface.pointer)!)
      .assumingMemoryBound(to: UInt32.self)
    return try body(UnsafeBufferPointer(start: words, count: width * height))
  }
}
