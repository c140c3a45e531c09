// Animated WebP through libwebp's WebPAnimEncoder (CWebPCodec); lossless, so every frame is
// the picture formshot painted, and deterministic for a given libwebp (Debian 12's 1.2.4).
import CWebPCodec
import CairoBackend
import Geometry

/// Writes and reads animated WebP files.
public enum AnimatedWebP {
  /// Encodes same-size straight-RGBA frames; frame i shows from `timestamps[i]` to
  /// `timestamps[i + 1]` milliseconds (one more timestamp than frames). Loops forever.
  public static func encode(_ frames: [PixelImage], timestamps: [Int]) throws(FormshotError)
    -> [UInt8]
  {
    guard let first = frames.first, timestamps.count == frames.count + 1,
      frames.allSatisfy({ $0.width == first.width && $0.height == first.height })
    else { throw .render(.cairo(stage: "webp", status: "frames of different sizes")) }
    var out: UnsafeMutablePointer<UInt8>? = nil
    var size = 0
    let buffers = frames.map(\.rgba)
    let code = withPointers(buffers) { pointers in
      timestamps.map(Int32.init).withUnsafeBufferPointer { times in
        fs_webp_anim_encode(
          pointers, frames.count, Int32(first.width), Int32(first.height), times.baseAddress, 0,
          &out, &size)
      }
    }
    guard code == FS_WEBP_OK, let out else {
      throw .render(.cairo(stage: "webp", status: "libwebp could not encode the animation (code \(code))"))
    }
    defer { fs_webp_free(out) }
    return Array(UnsafeBufferPointer(start: out, count: size))
  }

  /// Decodes every frame (full canvas, RGBA) and its end time in milliseconds; nil when the
  /// bytes are not a WebP libwebp can read.
  public static func decode(_ bytes: [UInt8]) -> [(image: PixelImage, endMs: Int)]? {
    var width: Int32 = 0, height: Int32 = 0, count = 0
    var pixels: UnsafeMutablePointer<UInt8>? = nil
    var times: UnsafeMutablePointer<Int32>? = nil
    let code = bytes.withUnsafeBufferPointer {
      fs_webp_anim_decode($0.baseAddress, $0.count, &width, &height, &count, &pixels, &times)
    }
    guard code == FS_WEBP_OK, let pixels, let times else { return nil }
    defer {
      fs_webp_free(pixels)
      fs_webp_free(times)
    }
    let frameSize = Int(width) * Int(height) * 4
    return (0..<count).map { i in
      let rgba = Array(UnsafeBufferPointer(start: pixels + i * frameSize, count: frameSize))
      return (PixelImage(width: Int(width), height: Int(height), rgba: rgba), Int(times[i]))
    }
  }

  private static func withPointers<R>(
    _ buffers: [[UInt8]], _ body: (UnsafePointer<UnsafePointer<UInt8>?>) -> R
  ) -> R {
    var pointers: [UnsafePointer<UInt8>?] = []
    func nest(_ i: Int) -> R {
      if i == buffers.count { return pointers.withUnsafeBufferPointer { body($0.baseAddress!) } }
      return buffers[i].withUnsafeBufferPointer { b in
        pointers.append(b.baseAddress)
        return nest(i + 1)
      }
    }
    return nest(0)
  }
}
