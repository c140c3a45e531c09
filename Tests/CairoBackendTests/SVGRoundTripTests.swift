import CairoBackend
import Drawing
import Foundation
import Geometry
import PNG
import Testing

/// The SVG must be a document another renderer (librsvg) draws like cairo does.
@Suite("SVG validity (rsvg-convert)")
struct SVGRoundTripTests {
  static let scale = 2.0

  /// `rsvg-convert` on PATH or in /usr/bin; the test fails (not skips) without it.
  static func rsvgConvert() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    let dirs = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
    return dirs.map { $0 + "/rsvg-convert" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// Renders `list` through SVG + rsvg-convert and directly to pixels; returns the fraction
  /// of pixels whose channels differ by more than `tolerance`.
  static func differingFraction(_ list: DisplayList, tolerance: Int) throws -> Double? {
    guard let tool = rsvgConvert() else {
      Issue.record("rsvg-convert is missing: install the Debian package librsvg2-bin")
      return nil
    }
    let renderer = try CairoRenderer()
    let direct = try renderer.pixels(list, scale: scale)
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("formshot-svg-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let svgURL = dir.appendingPathComponent("scene.svg")
    let pngURL = dir.appendingPathComponent("rsvg.png")
    try Data(renderer.svg(list)).write(to: svgURL)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["-z", String(scale), "-o", pngURL.path, svgURL.path]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 0, "rsvg-convert failed: \(message)")
    guard process.terminationStatus == 0 else { return nil }

    let viaSVG = try PNGCodec.decode(Array(try Data(contentsOf: pngURL)))
    #expect(viaSVG.width == direct.width && viaSVG.height == direct.height)
    guard viaSVG.width == direct.width, viaSVG.height == direct.height else { return nil }
    var differing = 0
    for pixel in 0..<(direct.width * direct.height) {
      for channel in 0..<4 {
        let a = Int(direct.rgba[pixel * 4 + channel]), b = Int(viaSVG.rgba[pixel * 4 + channel])
        if abs(a - b) > tolerance { differing += 1; break }
      }
    }
    return Double(differing) / Double(direct.width * direct.height)
  }

  /// Tolerance 2: the SVG writes colours as rounded percentages, so flat areas may be off by 1.
  @Test("the full scene through rsvg-convert differs in < 1.5% of pixels")
  func fullScene() throws {
    guard let fraction = try Self.differingFraction(SampleScene.signUp(), tolerance: 2) else {
      return
    }
    #expect(fraction < 0.015, "\(fraction * 100)% of pixels differ")
  }

  @Test("shapes alone through rsvg-convert match almost exactly")
  func shapesOnly() throws {
    guard let fraction = try Self.differingFraction(SampleScene.shapes(), tolerance: 8) else {
      return
    }
    #expect(fraction < 0.0005, "\(fraction * 100)% of pixels differ")
  }
}
