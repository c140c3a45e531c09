// The backend draws images (the variant for its scale, stretched, template-tinted, embedded in
// SVG as a data URI) and the styling items the scene emits for views (borders, layers).
import CairoBackend
import Drawing
import Geometry
import PNG
import Testing

@Suite("CairoBackend images and view styling")
struct ImageAndStyleDrawingTests {
  /// A variant whose every pixel is `color`, so the drawn variant can be told by its colour.
  static func solid(_ scale: Int, _ color: Color, side: Int = 4) -> ImageVariant {
    ImageVariant(scale: scale, pixels: PixelImage(width: side * scale, height: side * scale, fill: color))
  }
  static let red = Color(red: 1, green: 0, blue: 0)
  static let green = Color(red: 0, green: 1, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 1)

  static func list(_ run: ImageRun) -> DisplayList {
    DisplayList(size: Size(width: 20, height: 20), background: .white, items: [.image(run)])
  }

  func pixel(_ image: PixelImage, _ x: Int, _ y: Int) -> [UInt8] {
    let i = (y * image.width + x) * 4
    return Array(image.rgba[i..<(i + 4)])
  }

  @Test("the variant for the render scale is drawn: @2x at 2, @3x at 3, 1x at 1", arguments: [
    (1.0, [UInt8(255), 0, 0]), (2.0, [0, 255, 0]), (3.0, [0, 0, 255]),
  ])
  func variantPerScale(scale: Double, rgb: [UInt8]) throws {
    let asset = ImageAsset(source: "a.png", variants: [
      Self.solid(1, Self.red), Self.solid(2, Self.green), Self.solid(3, Self.blue)])
    let run = ImageRun(asset: asset, frame: Rect(x: 4, y: 4, width: 8, height: 8))
    let image = try PNGCodec.decode(try CairoRenderer().png(Self.list(run), scale: scale))
    let s = Int(scale)
    #expect(Array(pixel(image, 8 * s, 8 * s).prefix(3)) == rgb)
    // Outside the frame: the background.
    #expect(pixel(image, 1 * s, 1 * s) == [255, 255, 255, 255])
  }

  @Test("with only @2x, a 3× render takes @2x and a 1× render takes @2x too")
  func fallback() throws {
    let asset = ImageAsset(source: "a@2x.png", variants: [Self.solid(2, Self.green)])
    #expect(asset.variant(for: 3)?.scale == 2)
    #expect(asset.variant(for: 1)?.scale == 2)
    let both = ImageAsset(source: "a.png", variants: [Self.solid(1, Self.red), Self.solid(3, Self.blue)])
    #expect(both.variant(for: 2)?.scale == 3)
    #expect(both.variant(for: 1)?.scale == 1)
    #expect(both.variant(for: 3)?.pointSize == Size(width: 4, height: 4))
  }

  @Test("a template image's alpha is painted in its tint")
  func template() throws {
    // A 2×1 image: left opaque black, right transparent.
    let pixels = PixelImage(width: 2, height: 1, rgba: [0, 0, 0, 255, 0, 0, 0, 0])
    let asset = ImageAsset(source: "t.png", variants: [ImageVariant(scale: 1, pixels: pixels)])
    let run = ImageRun(
      asset: asset, frame: Rect(x: 0, y: 0, width: 20, height: 10), tint: Color(hex: "#FF2D55"))
    let image = try PNGCodec.decode(try CairoRenderer().png(Self.list(run), scale: 1))
    #expect(pixel(image, 2, 5) == [0xFF, 0x2D, 0x55, 255])
    #expect(pixel(image, 18, 5) == [255, 255, 255, 255])
  }

  @Test("SVG embeds the image as a data URI, byte-identical across runs")
  func svg() throws {
    let asset = ImageAsset(source: "a.png", variants: [Self.solid(1, Self.red), Self.solid(2, Self.green)])
    let run = ImageRun(asset: asset, frame: Rect(x: 4, y: 4, width: 8, height: 8))
    let first = try CairoRenderer().svg(Self.list(run))
    let second = try CairoRenderer().svg(Self.list(run))
    #expect(first == second)
    #expect(String(decoding: first, as: UTF8.self).contains("data:image/png;base64,"))
  }

  @Test("a border stroke inside a layer at half opacity blends with the background")
  func borderInLayer() throws {
    let list = DisplayList(size: Size(width: 20, height: 20), background: .white, items: [
      .pushLayer(opacity: 0.5),
      .stroke(.rect(Rect(x: 1, y: 1, width: 18, height: 18), cornerRadius: 0), color: .black,
        width: 2, dash: []),
      .pop,
    ])
    let image = try PNGCodec.decode(try CairoRenderer().png(list, scale: 1))
    #expect(pixel(image, 0, 10) == [128, 128, 128, 255] || pixel(image, 0, 10) == [127, 127, 127, 255])
    #expect(pixel(image, 10, 10) == [255, 255, 255, 255])
  }
}
