import Geometry
import PNG
import Testing

/// PNGs written by other tools (gray, palette, 16-bit) decode to the same RGBA8 pixels.
@Suite("PNGCodec colour types")
struct PNGDecodeFormatsTests {
  // MARK: - A minimal PNG writer (stored deflate blocks, no compression)

  static func be(_ v: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) }
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in body {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return be(UInt32(data.count)) + body + be(~crc)
  }

  /// A PNG of `rows` (each already packed for the colour type and bit depth).
  static func png(
    width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, rows: [[UInt8]],
    extra: [[UInt8]] = []
  ) -> [UInt8] {
    var raw: [UInt8] = []
    for row in rows { raw += [0] + row }  // filter type 0 per row
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    let length = UInt16(raw.count)
    var zlib: [UInt8] = [0x78, 0x01, 0x01]  // zlib header, one final stored block
    zlib += [UInt8(length & 0xFF), UInt8(length >> 8)]
    zlib += [UInt8(~length & 0xFF), UInt8(~length >> 8)]
    zlib += raw
    zlib += be(b << 16 | a)
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png += chunk("IHDR", be(width) + be(height) + [bitDepth, colorType, 0, 0, 0])
    for chunk in extra { png += chunk }
    png += chunk("IDAT", zlib)
    png += chunk("IEND", [])
    return png
  }

  // MARK: - Cases

  @Test("8-bit gray")
  func gray() throws {
    let image = try PNGCodec.decode(
      Self.png(width: 2, height: 1, bitDepth: 8, colorType: 0, rows: [[0, 200]]))
    #expect(image.rgba == [0, 0, 0, 255, 200, 200, 200, 255])
  }

  @Test("1-bit gray expands to 0 / 255")
  func grayOneBit() throws {
    let image = try PNGCodec.decode(
      Self.png(width: 3, height: 1, bitDepth: 1, colorType: 0, rows: [[0b1010_0000]]))
    #expect(image.rgba == [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 255])
  }

  @Test("gray + alpha")
  func grayAlpha() throws {
    let image = try PNGCodec.decode(
      Self.png(width: 1, height: 1, bitDepth: 8, colorType: 4, rows: [[90, 128]]))
    #expect(image.rgba == [90, 90, 90, 128])
  }

  @Test("palette with a transparent entry")
  func palette() throws {
    let plte = Self.chunk("PLTE", [255, 0, 0, 0, 0, 255])
    let trns = Self.chunk("tRNS", [255, 0])
    let image = try PNGCodec.decode(
      Self.png(
        width: 2, height: 1, bitDepth: 8, colorType: 3, rows: [[1, 0]], extra: [plte, trns]))
    #expect(image.rgba == [0, 0, 255, 0, 255, 0, 0, 255])
  }

  @Test("16-bit RGB keeps the high bytes")
  func sixteenBit() throws {
    let image = try PNGCodec.decode(
      Self.png(
        width: 1, height: 1, bitDepth: 16, colorType: 2, rows: [[0x12, 0x34, 0xAB, 0xCD, 0xFF, 0]]
      ))
    #expect(image.rgba == [0x12, 0xAB, 0xFF, 255])
  }

  @Test("8-bit RGBA as written by another encoder")
  func rgba() throws {
    let pixels: [UInt8] = [1, 2, 3, 4, 250, 251, 252, 253]
    let image = try PNGCodec.decode(
      Self.png(width: 2, height: 1, bitDepth: 8, colorType: 6, rows: [pixels]))
    #expect(image == PixelImage(width: 2, height: 1, rgba: pixels))
  }
}
