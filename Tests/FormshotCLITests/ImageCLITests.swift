// Images as users write them: files beside the form, located errors for missing or unreadable
// files from `check` and `render`, and the intrinsic size in points.
import Foundation
import Testing

@Suite struct ImageCLITests {
  /// A minimal RGBA PNG of `width`×`height` opaque pixels (stored, not compressed).
  static func png(width: Int, height: Int) -> Data {
    func be(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
    func crc(_ bytes: [UInt8]) -> [UInt8] {
      var c: UInt32 = 0xFFFF_FFFF
      for b in bytes {
        c ^= UInt32(b)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
      }
      return be(Int(c ^ 0xFFFF_FFFF))
    }
    func adler(_ bytes: [UInt8]) -> [UInt8] {
      var a = 1, b = 0
      for x in bytes { a = (a + Int(x)) % 65521; b = (b + a) % 65521 }
      return be(b << 16 | a)
    }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let t = Array(type.utf8)
      return be(data.count) + t + data + crc(t + data)
    }
    var raw: [UInt8] = []
    for _ in 0..<height { raw += [0] + Array(repeating: [0x34, 0xC7, 0x59, 0xFF], count: width).flatMap { $0 } }
    let stored = [0x78, 0x01, 0x01] + [UInt8(raw.count & 0xFF), UInt8(raw.count >> 8),
      UInt8(~raw.count & 0xFF), UInt8((~raw.count >> 8) & 0xFF)] + raw + adler(raw)
    let ihdr = be(width) + be(height) + [8, 6, 0, 0, 0]
    return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr)
      + chunk("IDAT", stored) + chunk("IEND", []))
  }

  static let form = """
    form pictures
    screen scr {
      image avatar { source: "avatar.png"; top = safeArea.top + 20; pin-leading 20 }
    }
    """

  @Test func aMissingImageIsALocatedErrorFromCheckAndRender() throws {
    let dir = try CLI.temporaryDirectory()
    try Self.form.write(to: dir.appendingPathComponent("p.form"), atomically: true, encoding: .utf8)
    for command in [["check", "p.form"], ["render", "p.form", "-o", "p.png"]] {
      let result = try CLI.run(command, in: dir)
      #expect(result.status == 1)
      #expect(result.stderr.contains(
        "p.form:3:18: error: image 'avatar.png' not found (looked for avatar.png, avatar@2x.png, avatar@3x.png"),
        "\(result.stderr)")
    }
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("p.png").path))
    try Data("not a png".utf8).write(to: dir.appendingPathComponent("avatar.png"))
    let unreadable = try CLI.run(["check", "p.form"], in: dir)
    #expect(unreadable.status == 1)
    #expect(unreadable.stderr.contains("p.form:3:18: error: cannot read image"), "\(unreadable.stderr)")
  }

  /// 66×66 pixels at @3x are 22×22 points: the view's intrinsic size.
  @Test func theImageSizesTheViewInPoints() throws {
    let dir = try CLI.temporaryDirectory()
    try Self.form.write(to: dir.appendingPathComponent("p.form"), atomically: true, encoding: .utf8)
    try Self.png(width: 66, height: 66).write(to: dir.appendingPathComponent("avatar@3x.png"))
    let check = try CLI.run(["check", "p.form"], in: dir)
    #expect(check.status == 0, "\(check.stderr)")
    let layout = try CLI.run(["layout", "p.form", "--json"], in: dir)
    #expect(layout.status == 0, "\(layout.stderr)")
    let compact = layout.stdout.filter { !$0.isWhitespace }
    #expect(compact.contains("\"width\":22") && compact.contains("\"height\":22"), "\(layout.stdout)")
    let render = try CLI.run(["render", "p.form", "--format", "svg", "-o", "p.svg"], in: dir)
    #expect(render.status == 0, "\(render.stderr)")
    let svg = try String(contentsOf: dir.appendingPathComponent("p.svg"), encoding: .utf8)
    #expect(svg.contains("data:image/png;base64,"))
  }

  /// A form's `source:` may be an SVG or a PDF: sized by its page in points (a 24 × 12 SVG,
  /// a 30 × 20 PDF); one that does not parse is the located error of any unreadable image.
  @Test func vectorSourcesAreSizedByTheirPage() throws {
    let dir = try CLI.temporaryDirectory()
    let form = """
      form pictures
      screen scr {
        image logo { source: "logo.svg"; top = safeArea.top + 20; pin-leading 20 }
        image badge { source: "badge.pdf"; top = logo.bottom + 20; pin-leading 20 }
      }
      """
    try form.write(to: dir.appendingPathComponent("v.form"), atomically: true, encoding: .utf8)
    try VectorImageCLITests.svg.write(to: dir.appendingPathComponent("logo.svg"))
    try VectorImageCLITests.pdf(width: 30, height: 20, rgb: "0 0 0").write(to: dir.appendingPathComponent("badge.pdf"))
    let frames = try CLI.layoutFrames("v.form", in: dir)
    let logo = try #require(frames["logo"])
    let badge = try #require(frames["badge"])
    #expect(logo["width"] == 24 && logo["height"] == 12, "\(logo)")
    #expect(badge["width"] == 30 && badge["height"] == 20, "\(badge)")
    try Data("<svg".utf8).write(to: dir.appendingPathComponent("logo.svg"))
    let broken = try CLI.run(["check", "v.form"], in: dir)
    #expect(broken.status == 1)
    #expect(broken.stderr.contains("v.form:3:16: error: cannot read image 'logo.svg': not an SVG document"), "\(broken.stderr)")
  }
}
