import CairoBackend
import Geometry
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
