// An asset catalog's PDF and SVG image sets: sized by their page, drawn as Xcode rasterizes them.
import Foundation
import Geometry
import IBTestSupport
import PNG
import Testing
import VectorImages

@Suite struct VectorImageCLITests {
  /// A one-page PDF `width` × `height` points filled with one colour (`r g b` from 0 to 1), with
  /// a correct cross-reference table (so Poppler has nothing to repair or complain about).
  static func pdf(width: Int, height: Int, rgb: String) -> Data {
    let content = "\(rgb) rg 0 0 \(width) \(height) re f\n"
    let objects = [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
      "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R >>",
      "<< /Length \(content.utf8.count) >>\nstream\n\(content)endstream",
    ]
    var text = "%PDF-1.4\n"
    var offsets: [Int] = []
    for (i, object) in objects.enumerated() {
      offsets.append(text.utf8.count)
      text += "\(i + 1) 0 obj\n\(object)\nendobj\n"
    }
    let xref = text.utf8.count
    text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
    for offset in offsets { text += String(format: "%010d 00000 n \n", offset) }
    text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    return Data(text.utf8)
  }

  static let svg = Data(
    ##"<svg xmlns="http://www.w3.org/2000/svg" width="24" height="12" viewBox="0 0 24 12"><rect width="24" height="12" fill="#0000ff"/></svg>"##.utf8)

  /// Two image views pinned by their corner, one showing a PDF set and one an SVG set: each is
  /// its page's size (30 × 20, 24 × 12 points) and drawn in its colour.
  @Test func pdfAndSVGImageSetsAreSizedAndDrawn() throws {
    let dir = try CLI.temporaryDirectory("formshot-vector-images")
    defer { try? FileManager.default.removeItem(at: dir) }
    let catalog = dir.appendingPathComponent("Assets.xcassets")
    for (set, file, data) in [("badge", "badge.pdf", Self.pdf(width: 30, height: 20, rgb: "1 0 0")), ("mark", "mark.svg", Self.svg)] {
      let folder = catalog.appendingPathComponent("\(set).imageset")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try data.write(to: folder.appendingPathComponent(file))
    }
    let xib = Fixture.screen("""
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="badge" translatesAutoresizingMaskIntoConstraints="NO" id="img-pd-f01">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </imageView>
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="mark" translatesAutoresizingMaskIntoConstraints="NO" id="img-sv-g01">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </imageView>
    """, constraints: """
                    <constraint firstItem="img-pd-f01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="c01-pd-f01"/>
                    <constraint firstItem="img-pd-f01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c02-pd-f01"/>
                    <constraint firstItem="img-sv-g01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="c01-sv-g01"/>
                    <constraint firstItem="img-sv-g01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="200" id="c02-sv-g01"/>
    """)
    let file = dir.appendingPathComponent("Card.xib")
    try xib.write(to: file, atomically: true, encoding: .utf8)
    let frames = try CLI.layoutFrames(file.path)
    let badge = try #require(frames["img-pd-f01"])
    let mark = try #require(frames["img-sv-g01"])
    #expect(badge["width"] == 30 && badge["height"] == 20, "\(badge)")
    #expect(mark["width"] == 24 && mark["height"] == 12, "\(mark)")

    let png = dir.appendingPathComponent("card.png")
    let rendered = try CLI.run(["render", file.path, "--scale", "2", "-o", png.path])
    #expect(rendered.status == 0, "\(rendered.stderr)")
    #expect(!rendered.stderr.contains("not supported"), "\(rendered.stderr)")
    let image = try PNGCodec.decode([UInt8](try Data(contentsOf: png)))
    func pixel(_ x: Double, _ y: Double) -> [UInt8] {
      let i = (Int(y * 2) * image.width + Int(x * 2)) * 4
      return Array(image.rgba[i..<i + 4])
    }
    #expect(pixel(35, 110) == [255, 0, 0, 255], "the PDF's red: \(pixel(35, 110))")
    #expect(pixel(32, 206) == [0, 0, 255, 255], "the SVG's blue: \(pixel(32, 206))")
  }

  /// Each scale is drawn at its own resolution; bytes that are no document of that kind, a page
  /// with no size or a file over 16 MB give no image (the view keeps its placeholder).
  @Test func rasterizingFollowsTheScaleAndRefusesBadFiles() throws {
    let pdf = [UInt8](Self.pdf(width: 30, height: 20, rgb: "0 1 0"))
    for scale in 1...3 {
      let image = try VectorImage.rasterize(pdf, format: .pdf, scale: scale).get()
      #expect(image.pixels.width == 30 * scale && image.pixels.height == 20 * scale)
      #expect(image.points == Size(width: 30, height: 20))
      #expect(Array(image.pixels.rgba[0..<4]) == [0, 255, 0, 255])
    }
    let svg = try VectorImage.rasterize([UInt8](Self.svg), format: .svg, scale: 3).get()
    #expect(svg.pixels.width == 72 && svg.pixels.height == 36)
    #expect(VectorImage.rasterize(Array("not a pdf".utf8), format: .pdf, scale: 2).failure == .unreadable)
    #expect(VectorImage.rasterize(Array("<svg".utf8), format: .svg, scale: 2).failure == .unreadable)
    let empty = [UInt8](#"<svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8)
    #expect(VectorImage.rasterize(empty, format: .svg, scale: 2).failure == .badSize)
    let huge = [UInt8](repeating: 0x20, count: VectorImage.maximumFileSize + 1)
    #expect(VectorImage.rasterize(huge, format: .svg, scale: 1).failure == .badSize)
  }
}

extension Result {
  fileprivate var failure: Failure? {
    if case .failure(let error) = self { return error }
    return nil
  }
}
