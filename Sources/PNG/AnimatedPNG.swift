// APNG: the PNG container plus three chunk types (acTL, fcTL, fdAT), written next to the still
// encoder so an animation's frames compress exactly as a still image does.
import CPNGCodec
import Geometry

/// Writes animated PNGs (APNG, https://wiki.mozilla.org/APNG_Specification).
///
/// Deterministic like `PNGCodec.encode`: filter NONE, libdeflate at the same level, RGB when
/// every frame is opaque. Frame 0 is the default image (a viewer without APNG shows it); every
/// later frame stores only the rectangle that differs from the frame before it (dispose NONE,
/// blend SOURCE), which is most of an animation's saving in size and encoding time.
public enum AnimatedPNG {
  /// One frame, compressed: its rectangle on the canvas and its zlib stream.
  public struct EncodedFrame: Sendable {
    public var x: Int, y: Int, width: Int, height: Int
    public var data: [UInt8]
  }

  /// Whether RGB (3) or RGBA (4) samples are stored: 3 when every frame is opaque.
  public static func channels(for frames: [PixelImage]) -> Int {
    for image in frames {
      let opaque = image.rgba.withUnsafeBufferPointer {
        fs_rgba_is_opaque($0.baseAddress, image.width * image.height)
      }
      if opaque == 0 { return 4 }
    }
    return 3
  }

  /// Compresses `image` as a frame: whole when `previous` is nil, else the rectangle that
  /// differs from `previous` (1 × 1 at the origin when nothing does). Independent of other
  /// frames' compression, so frames can be compressed on several threads.
  public static func compressFrame(
    _ image: PixelImage, previous: PixelImage?, channels: Int
  ) throws(PNGError) -> EncodedFrame {
    guard image.width > 0, image.height > 0, image.rgba.count == image.width * image.height * 4,
      channels == 3 || channels == 4
    else { throw .invalidImage("frame \(image.width)×\(image.height), \(channels) channels") }
    var x = 0, y = 0, w = image.width, h = image.height
    if let previous {
      guard previous.width == image.width, previous.height == image.height else {
        throw .invalidImage("frames of different sizes")
      }
      var bx = 0, by = 0, bw = 0, bh = 0
      let differs = image.rgba.withUnsafeBufferPointer { a in
        previous.rgba.withUnsafeBufferPointer { b in
          fs_rgba_diff_bounds(b.baseAddress, a.baseAddress, image.width, image.height, &bx, &by, &bw, &bh)
        }
      }
      (x, y, w, h) = differs != 0 ? (bx, by, bw, bh) : (0, 0, 1, 1)
    }
    var samples = image.rgba
    if channels == 3 {
      samples = [UInt8](repeating: 0, count: image.width * image.height * 3)
      image.rgba.withUnsafeBufferPointer { src in
        samples.withUnsafeMutableBufferPointer { dst in
          fs_rgba_to_rgb(src.baseAddress, dst.baseAddress, image.width * image.height)
        }
      }
    }
    let stride = image.width * channels
    var out: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    var message = [CChar](repeating: 0, count: Int(FS_PNG_MESSAGE_SIZE))
    let code = samples.withUnsafeBufferPointer { buffer in
      fs_png_compress_rows(
        buffer.baseAddress! + y * stride + x * channels, UInt32(w), UInt32(h), Int32(channels),
        stride, PNGCodec.compressionLevel, &out, &size, &message)
    }
    guard code == FS_PNG_OK, let out else {
      let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .encodeFailed(text.isEmpty ? "error code \(code)" : text)
    }
    defer { fs_png_free(out) }
    return EncodedFrame(x: x, y: y, width: w, height: h, data: Array(UnsafeBufferPointer(start: out, count: size)))
  }

  /// Compresses an opaque frame given as cairo's native-endian premultiplied ARGB32 words
  /// (`width` × `height`, no row padding): whole when `previous` is nil, else the rectangle
  /// that differs from `previous` — the same `EncodedFrame` `compressFrame` makes of the RGBA
  /// pixels of these frames with 3 channels, at a fraction of the work: only the changed
  /// rectangle is converted to RGB, and nothing is allocated for the rest of the picture.
  /// - Returns: nil when a pixel that must be stored is not opaque (then every frame needs
  ///   RGBA: use `compressFrame` on straight-alpha pixels instead).
  public static func compressOpaqueFrame(
    argb: UnsafeBufferPointer<UInt32>, previous: UnsafeBufferPointer<UInt32>?, width: Int,
    height: Int
  ) throws(PNGError) -> EncodedFrame? {
    guard width > 0, height > 0, argb.count == width * height, UInt32(1).littleEndian == 1
    else { throw .invalidImage("frame \(width)×\(height) of \(argb.count) ARGB32 pixels") }
    var x = 0, y = 0, w = width, h = height
    if let previous {
      guard previous.count == argb.count else { throw .invalidImage("frames of different sizes") }
      var bx = 0, by = 0, bw = 0, bh = 0
      // Four bytes a pixel, compared as bytes: the same rectangle as on RGBA pixels, since an
      // opaque pixel's premultiplied colour is its colour.
      let differs = argb.withMemoryRebound(to: UInt8.self) { a in
        previous.withMemoryRebound(to: UInt8.self) { b in
          fs_rgba_diff_bounds(b.baseAddress, a.baseAddress, width, height, &bx, &by, &bw, &bh)
        }
      }
      (x, y, w, h) = differs != 0 ? (bx, by, bw, bh) : (0, 0, 1, 1)
    }
    // The rectangle as packed RGB rows, checking alpha on the way.
    var opaque = true
    let rgb = [UInt8](unsafeUninitializedCapacity: w * h * 3) { buffer, initialized in
      var out = buffer.baseAddress!
      var alpha: UInt32 = 0xFF00_0000
      for row in y..<(y + h) {
        let start = row * width + x
        for p in argb[start..<(start + w)] {
          alpha &= p
          out[0] = UInt8(truncatingIfNeeded: p >> 16)
          out[1] = UInt8(truncatingIfNeeded: p >> 8)
          out[2] = UInt8(truncatingIfNeeded: p)
          out += 3
        }
      }
      opaque = alpha == 0xFF00_0000
      initialized = w * h * 3
    }
    guard opaque else { return nil }
    var out: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    var message = [CChar](repeating: 0, count: Int(FS_PNG_MESSAGE_SIZE))
    let code = rgb.withUnsafeBufferPointer { buffer in
      fs_png_compress_rows(
        buffer.baseAddress!, UInt32(w), UInt32(h), 3, w * 3, PNGCodec.compressionLevel, &out, &size,
        &message)
    }
    guard code == FS_PNG_OK, let out else {
      let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .encodeFailed(text.isEmpty ? "error code \(code)" : text)
    }
    defer { fs_png_free(out) }
    return EncodedFrame(x: x, y: y, width: w, height: h, data: Array(UnsafeBufferPointer(start: out, count: size)))
  }

  /// The APNG file of compressed frames on a `width` × `height` canvas.
  /// - Parameters:
  ///   - delays: each frame's display time as a fraction (numerator, denominator) of a second.
  ///   - plays: how many times it plays; 0 loops forever.
  public static func assemble(
    width: Int, height: Int, channels: Int, frames: [EncodedFrame],
    delays: [(numerator: UInt16, denominator: UInt16)], plays: Int = 0
  ) throws(PNGError) -> [UInt8] {
    guard !frames.isEmpty, frames.count == delays.count, width > 0, height > 0,
      width <= PNGCodec.maxSide, height <= PNGCodec.maxSide, channels == 3 || channels == 4,
      frames[0].width == width, frames[0].height == height
    else { throw .invalidImage("an animation of \(frames.count) frames on \(width)×\(height)") }
    var out: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    func chunk(_ type: String, _ data: [UInt8]) {
      append32(&out, UInt32(data.count))
      let start = out.count
      out += Array(type.utf8)
      out += data
      let crc = out[start...].withUnsafeBufferPointer { fs_png_crc32(0, $0.baseAddress, $0.count) }
      append32(&out, crc)
    }
    var ihdr: [UInt8] = []
    append32(&ihdr, UInt32(width))
    append32(&ihdr, UInt32(height))
    ihdr += [8, channels == 4 ? 6 : 2, 0, 0, 0]
    chunk("IHDR", ihdr)
    var actl: [UInt8] = []
    append32(&actl, UInt32(frames.count))
    append32(&actl, UInt32(plays))
    chunk("acTL", actl)
    var sequence: UInt32 = 0
    for (i, frame) in frames.enumerated() {
      var fctl: [UInt8] = []
      append32(&fctl, sequence)
      sequence += 1
      for v in [frame.width, frame.height, frame.x, frame.y] { append32(&fctl, UInt32(v)) }
      append16(&fctl, delays[i].numerator)
      append16(&fctl, delays[i].denominator)
      fctl += [0, 0]  // dispose NONE, blend SOURCE
      chunk("fcTL", fctl)
      if i == 0 {
        chunk("IDAT", frame.data)
      } else {
        var fdat: [UInt8] = []
        fdat.reserveCapacity(frame.data.count + 4)
        append32(&fdat, sequence)
        sequence += 1
        fdat += frame.data
        chunk("fdAT", fdat)
      }
    }
    chunk("IEND", [])
    return out
  }

  /// Encodes `frames` (same size, straight RGBA) on one thread.
  public static func encode(
    _ frames: [PixelImage], delays: [(numerator: UInt16, denominator: UInt16)], plays: Int = 0
  ) throws(PNGError) -> [UInt8] {
    guard let first = frames.first else { throw .invalidImage("an animation without frames") }
    let channels = channels(for: frames)
    var encoded: [EncodedFrame] = []
    for (i, frame) in frames.enumerated() {
      encoded.append(try compressFrame(frame, previous: i == 0 ? nil : frames[i - 1], channels: channels))
    }
    return try assemble(
      width: first.width, height: first.height, channels: channels, frames: encoded,
      delays: delays, plays: plays)
  }

  private static func append32(_ out: inout [UInt8], _ v: UInt32) {
    out += [UInt8(v >> 24), UInt8((v >> 16) & 0xff), UInt8((v >> 8) & 0xff), UInt8(v & 0xff)]
  }
  private static func append16(_ out: inout [UInt8], _ v: UInt16) {
    out += [UInt8(v >> 8), UInt8(v & 0xff)]
  }
}
