// PNG's overview (input, output, guarantees, decisions): PNG.docc/PNG.md
import CPNGCodec
import Geometry

/// Encodes snapshots and decodes stored ones.
///
/// Encoding is deterministic: RGB when every pixel is opaque, RGBA otherwise, filter NONE (UI
/// images compress better and 2–3× faster without per-row filters), one IDAT chunk compressed by
/// libdeflate at a fixed level; no time or text chunks. The bytes depend on libdeflate's version
/// (Debian 12's 1.14): the version is pinned with the Debian release, like the fonts.
public enum PNGCodec {
  /// libdeflate level, chosen by measurement (`formshot-render-bench` prints every level's time
  /// and size). Part of the output's identity: changing it changes every PNG's bytes.
  package static let compressionLevel: Int32 = 6
  /// Decoding refuses images wider or taller than this (a corrupt header must not allocate GBs).
  public static let maxSide = 32_767

  /// Encodes `image` (straight-alpha RGBA8) as a PNG.
  ///
  /// - Throws: `PNGError.invalidImage` for an empty or inconsistent image,
  ///   `PNGError.encodeFailed` when compression fails.
  public static func encode(_ image: PixelImage) throws(PNGError) -> [UInt8] {
    guard image.width > 0, image.height > 0, image.rgba.count == image.width * image.height * 4
    else {
      throw .invalidImage("size \(image.width)×\(image.height) with \(image.rgba.count) bytes")
    }
    // C loops: these run over every pixel and must stay fast in debug builds too.
    let pixels = image.width * image.height
    let opaque = image.rgba.withUnsafeBufferPointer { fs_rgba_is_opaque($0.baseAddress, pixels) }
    if opaque == 0 {
      return try encode(
        rgba: image.rgba, width: image.width, height: image.height, channels: 4)
    }
    var rgb = [UInt8](repeating: 0, count: pixels * 3)
    image.rgba.withUnsafeBufferPointer { src in
      rgb.withUnsafeMutableBufferPointer { dst in
        fs_rgba_to_rgb(src.baseAddress, dst.baseAddress, pixels)
      }
    }
    return try encode(rgba: rgb, width: image.width, height: image.height, channels: 3)
  }

  /// Encodes tightly packed rows of `channels` (3 or 4) bytes per pixel (the Cairo backend
  /// converts its surface straight to these rows; the render bench tries other levels).
  package static func encode(
    rgba pixels: [UInt8], width: Int, height: Int, channels: Int,
    level: Int32 = compressionLevel
  ) throws(PNGError) -> [UInt8] {
    guard width > 0, height > 0, width <= maxSide, height <= maxSide,
      pixels.count == width * height * channels
    else { throw .invalidImage("size \(width)×\(height), \(channels) channels") }
    var out: UnsafeMutablePointer<UInt8>? = nil
    var outSize = 0
    var message = [CChar](repeating: 0, count: Int(FS_PNG_MESSAGE_SIZE))
    let code = pixels.withUnsafeBufferPointer { buffer in
      fs_png_encode_deflate(
        buffer.baseAddress, UInt32(width), UInt32(height), Int32(channels), width * channels,
        level, &out, &outSize, &message)
    }
    guard code == FS_PNG_OK, let out else {
      throw .encodeFailed(Self.text(message, code: code))
    }
    defer { fs_png_free(out) }
    return Array(UnsafeBufferPointer(start: out, count: outSize))
  }

  /// Decodes any 8- or 16-bit gray / gray+alpha / RGB / RGBA / palette PNG to RGBA8.
  ///
  /// Gamma and colour-profile chunks are ignored: the samples are returned as stored.
  /// - Throws: `PNGError.decodeFailed` for anything that is not a readable PNG (bad signature,
  ///   truncated or corrupt data, more than `maxSide` pixels on a side).
  public static func decode(_ bytes: [UInt8]) throws(PNGError) -> PixelImage {
    guard bytes.count >= 8 else { throw .decodeFailed("not a PNG file (\(bytes.count) bytes)") }
    var out: UnsafeMutablePointer<UInt8>? = nil
    var width: UInt32 = 0, height: UInt32 = 0
    var message = [CChar](repeating: 0, count: Int(FS_PNG_MESSAGE_SIZE))
    let code = bytes.withUnsafeBufferPointer { buffer in
      fs_png_decode(
        buffer.baseAddress, buffer.count, UInt32(maxSide), &out, &width, &height, &message)
    }
    guard code == FS_PNG_OK, let out else {
      throw .decodeFailed(Self.text(message, code: code))
    }
    defer { fs_png_free(out) }
    let count = Int(width) * Int(height) * 4
    return PixelImage(
      width: Int(width), height: Int(height),
      rgba: Array(UnsafeBufferPointer(start: out, count: count)))
  }

  private static func text(_ message: [CChar], code: Int32) -> String {
    let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let text = String(decoding: bytes, as: UTF8.self)
    return text.isEmpty ? "error code \(code)" : text
  }
}

/// Why a PNG could not be encoded or decoded.
public enum PNGError: Error, Equatable, CustomStringConvertible {
  /// The image to encode is empty or inconsistent.
  case invalidImage(String)
  /// Compression failed while writing (out of memory).
  case encodeFailed(String)
  /// The bytes are not a PNG this codec can read (or are corrupt / truncated / too large).
  case decodeFailed(String)

  public var description: String {
    switch self {
    case .invalidImage(let m): return "PNG encode: invalid image: \(m)"
    case .encodeFailed(let m): return "PNG encode failed: \(m)"
    case .decodeFailed(let m): return "PNG decode failed: \(m)"
    }
  }
}
