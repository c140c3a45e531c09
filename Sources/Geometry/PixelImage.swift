/// A decoded raster image: the common currency of the PNG codec, the snapshot differ and the
/// diff-image builder, so none of them needs to know about Cairo surfaces.

/// 8-bit RGBA pixels, straight alpha, rows top to bottom without padding.
public struct PixelImage: Sendable, Equatable {
  public var width: Int
  public var height: Int
  /// `width × height × 4` bytes: R, G, B, A.
  public var rgba: [UInt8]

  public init(width: Int, height: Int, rgba: [UInt8]) {
    precondition(rgba.count == width * height * 4, "PixelImage: buffer size mismatch")
    self.width = width
    self.height = height
    self.rgba = rgba
  }

  /// An image filled with one colour.
  public init(width: Int, height: Int, fill: Color) {
    let px: [UInt8] = [fill.red, fill.green, fill.blue, fill.alpha].map {
      UInt8((max(0, min(1, $0)) * 255).rounded())
    }
    var bytes = [UInt8]()
    bytes.reserveCapacity(width * height * 4)
    for _ in 0..<(width * height) { bytes.append(contentsOf: px) }
    self.init(width: width, height: height, rgba: bytes)
  }
}
