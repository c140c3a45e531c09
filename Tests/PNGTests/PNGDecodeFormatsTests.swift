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
    extra: [[UInt8]] = [], filters: [UInt8]? = nil, bytesPerPixel: Int = 1, idatParts: Int = 1
  ) -> [UInt8] {
    var raw: [UInt8] = []
    for (y, row) in rows.enumerated() {
      let type = filters?[y] ?? 0
      raw += [type] + filtered(row, above: y > 0 ? rows[y - 1] : nil, type: type,
        bpp: bytesPerPixel)
    }
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
    let part = (zlib.count + idatParts - 1) / idatParts
    for start in stride(from: 0, to: zlib.count, by: part) {
      png += chunk("IDAT", Array(zlib[start..<min(zlib.count, start + part)]))
    }
    png += chunk("IEND", [])
    return png
  }

  /// PNG row filters (sub, up, average, Paeth) applied to unfiltered rows.
  static func filtered(_ row: [UInt8], above: [UInt8]?, type: UInt8, bpp: Int) -> [UInt8] {
    func left(_ i: Int) -> Int { i >= bpp ? Int(row[i - bpp]) : 0 }
    func up(_ i: Int) -> Int { above.map { Int($0[i]) } ?? 0 }
    func corner(_ i: Int) -> Int { i >= bpp ? (above.map { Int($0[i - bpp]) } ?? 0) : 0 }
    return row.indices.map { i in
      let predictor: Int
      switch type {
      case 1: predictor = left(i)
      case 2: predictor = up(i)
      case 3: predictor = (left(i) + up(i)) / 2
      case 4:
        let (a, b, c) = (left(i), up(i), corner(i))
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
      default: predictor = 0
      }
      return UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
    }
  }

  // MARK: - Cases

  @Test("8-bit RGB and RGBA with every row filter and the data split over IDAT chunks")
  func filteredRows() throws {
    for (colorType, bpp) in [(UInt8(2), 3), (UInt8(6), 4)] {
      let width = 3
      var rows: [[UInt8]] = []
      for y in 0..<5 {
        var row: [UInt8] = []
        for x in 0..<(width * bpp) {
          let value: Int = x * 37 + y * 91 + x * y * 13
          row.append(UInt8(value % 256))
        }
        rows.append(row)
      }
      let bytes = Self.png(
        width: UInt32(width), height: 5, bitDepth: 8, colorType: colorType, rows: rows,
        filters: [0, 1, 2, 3, 4], bytesPerPixel: bpp, idatParts: 3)
      let image = try PNGCodec.decode(bytes)
      var expected: [UInt8] = []
      for row in rows {
        for i in stride(from: 0, to: row.count, by: bpp) {
          expected += row[i..<(i + 3)]
          expected.append(bpp == 4 ? row[i + 3] : 255)
        }
      }
      #expect(image.width == width && image.height == 5)
      #expect(image.rgba == expected, "colour type \(colorType)")
    }
  }

  @Test("a corrupt CRC in a formshot-shaped PNG is still an error")
  func corruptCRC() throws {
    var bytes = Self.png(
      width: 1, height: 1, bitDepth: 8, colorType: 2, rows: [[1, 2, 3]], bytesPerPixel: 3)
    bytes[bytes.count - 20] ^= 0xFF  // inside the IDAT chunk
    #expect(throws: PNGError.self) { try PNGCodec.decode(bytes) }
  }

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
