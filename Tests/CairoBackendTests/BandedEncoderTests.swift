import CairoBackend
import Drawing
import Geometry
import PNG
import Testing

/// On two cores each band's thread packs its own rows into PNG rows, towards the band split,
/// in the surface's memory, and the picture's memory can be mapped ahead (`preparePicture`):
/// none of it may show in the bytes, whichever rows are translucent.
@Suite struct BandedEncoderTests {
  static let size = Size(width: 37, height: 29)  // odd sizes: rows that are no multiple of 4 pixels

  /// Pictures whose translucent rows stop the upper band's packing part-way (it walks up from
  /// the split), the lower band's (it walks down), both, neither, and a single translucent
  /// pixel deep in the lower band.
  static var lists: [(String, DisplayList)] {
    let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    let half = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
    func band(_ y: Double, _ height: Double, _ color: Color) -> DisplayItem {
      .fill(.rect(Rect(x: 0, y: y, width: size.width, height: height), cornerRadius: 0), .solid(color))
    }
    return [
      ("opaque", DisplayList(size: size, background: .white, items: [
        .fill(.rect(Rect(x: 3, y: 4, width: 25, height: 20), cornerRadius: 6), .solid(.black)),
      ])),
      ("translucent top", DisplayList(size: size, background: .white, items: [band(0, 5, half)])),
      ("translucent bottom", DisplayList(size: size, background: .white, items: [band(24, 5, half)])),
      ("opaque middle", DisplayList(size: size, background: clear, items: [band(8, 13, .white)])),
      ("all translucent", DisplayList(size: size, background: half, items: [])),
      ("one pixel", DisplayList(size: size, background: .white, items: [
        .fill(.rect(Rect(x: 20, y: 25, width: 1, height: 1), cornerRadius: 0), .solid(half)),
      ])),
    ]
  }

  @Test func bandsPackedByTheirThreadsGiveTheReferenceEncodersBytes() throws {
    let oneCore = try CairoRenderer()
    let twoCores = try CairoRenderer()
    twoCores.paintOnTwoCores()
    for (name, list) in Self.lists {
      for scale in [1.0, 2.0, 3.0] {
        let reference = try PNGCodec.encode(try oneCore.pixels(list, scale: scale))
        #expect(try oneCore.png(list, scale: scale) == reference, "\(name) at \(scale)× on one core")
        #expect(try twoCores.png(list, scale: scale) == reference, "\(name) at \(scale)× on two cores")
      }
    }
  }

  /// Memory mapped ahead for the picture (populated on another thread), or for a picture of
  /// another size (then left unused), paints and encodes the same bytes; so does memory of an
  /// earlier picture.
  @Test func preparedMemoryLeavesNoTrace() throws {
    let oneCore = try CairoRenderer()
    let twoCores = try CairoRenderer()
    twoCores.paintOnTwoCores()
    let big = Size(width: 400, height: 900)  // over 2 MB at 3×: mapped, populated memory
    let plain = DisplayList(size: big, background: .white, items: [])
    let busy = DisplayList(
      size: big, background: Color(red: 0, green: 0, blue: 0, alpha: 0),
      items: [.fill(.rect(Rect(x: 10, y: 10, width: 380, height: 880), cornerRadius: 40), .solid(.black))])
    for list in [plain, busy, plain] {
      let reference = try oneCore.png(list, scale: 3)
      CairoRenderer.preparePicture(size: big, scale: 3)
      #expect(try twoCores.png(list, scale: 3) == reference)
      CairoRenderer.preparePicture(size: Size(width: 500, height: 900), scale: 3)
      #expect(try twoCores.png(list, scale: 3) == reference)
    }
  }
}
