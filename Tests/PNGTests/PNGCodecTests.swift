import Geometry
import PNG
import Testing

@Suite("PNGCodec")
struct PNGCodecTests {
  /// A deterministic pseudo-random image (xorshift), alpha varied or opaque.
  static func image(width: Int, height: Int, opaque: Bool) -> PixelImage {
    var state: UInt32 = 0x9E37_79B9
    var bytes = [UInt8]()
    for i in 0..<(width * height * 4) {
      state ^= state << 13; state ^= state >> 17; state ^= state << 5
      bytes.append(opaque && i % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: state))
    }
    return PixelImage(width: width, height: height, rgba: bytes)
  }

  @Test("decode(encode(x)) == x", arguments: [true, false])
  func roundTrip(opaque: Bool) throws {
    let image = Self.image(width: 37, height: 23, opaque: opaque)
    let png = try PNGCodec.encode(image)
    #expect(png[25] == (opaque ? 2 : 6))  // colour type: RGB only when fully opaque
    #expect(try PNGCodec.decode(png) == image)
    #expect(try PNGCodec.encode(image) == png)
  }

  @Test("garbage, truncated and empty input throw")
  func garbage() throws {
    let png = try PNGCodec.encode(Self.image(width: 20, height: 20, opaque: true))
    let inputs: [[UInt8]] = [
      [], [1, 2, 3], Array(png.prefix(8)), Array(png.prefix(60)), Array(png.prefix(png.count - 20)),
      Array(repeating: 0x41, count: 4000),
      png.enumerated().map { $0.offset > 40 && $0.offset % 7 == 0 ? ~$0.element : $0.element },
    ]
    for input in inputs {
      #expect(throws: PNGError.self) { try PNGCodec.decode(input) }
    }
  }

  @Test("an invalid image is refused")
  func invalidImage() {
    #expect(throws: PNGError.self) {
      try PNGCodec.encode(PixelImage(width: 0, height: 0, rgba: []))
    }
  }
}

@Suite("PNGCodec limits")
struct PNGCodecLimitTests {
  /// A valid PNG start (signature, IHDR with a correct CRC, the start of an IDAT chunk) for a
  /// huge image: everything a decoder reads before it allocates the pixels.
  static func header(width: UInt32, height: UInt32) -> [UInt8] {
    func be(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      var crc: UInt32 = 0xFFFF_FFFF
      for byte in body {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
      }
      return be(UInt32(data.count)) + body + be(~crc)
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0])
      + chunk("IDAT", [0x78, 0x9C, 0x01, 0x00, 0x00, 0xFF, 0xFF])
  }

  @Test("a header claiming a giant image is refused before allocating it")
  func giantHeader() {
    for (w, h) in [(30_000, 30_000), (1_000_000, 10), (10, 1 << 30)] as [(UInt32, UInt32)] {
      do {
        _ = try PNGCodec.decode(Self.header(width: w, height: h))
        Issue.record("a \(w)×\(h) image was decoded")
      } catch {
        // Refused by a size check on the header, not by running out of data or memory.
        let text = error.description
        #expect(text.contains("large") || text.contains("IHDR"), "\(error)")
      }
    }
  }
}
