import CairoBackend
import Formshot
import Foundation
import PNG
import Testing

@testable import FormshotSnapshots

/// `formshot render` paints a PNG in two bands on two threads and packs the picture into PNG
/// rows in its own memory; every byte must still be what one thread and the reference
/// encoder write, which the stored baselines were recorded with.
@Suite struct TwoCorePaintTests {
  /// Every baseline of the bundled forms (the states `formshot snapshot` verifies), rendered
  /// by a two-core renderer, is byte for byte the stored file.
  @Test(.timeLimit(.minutes(5)), arguments: ["signup"] + ProjectBaselines.exampleForms)
  func twoCoreRendersAreTheBaselinesByteForByte(_ name: String) throws {
    let document = try FormDocument.bundled(name)
    let source = FormSnapshotSource(
      document: document, scale: ProjectBaselines.scale, includeXray: ProjectBaselines.xray)
    let options = ProjectBaselines.options(
      exclude: name == "signup" ? [] : ProjectBaselines.exampleExcludes)
    let entries = try options.filter.apply(
      try SnapshotRunner(source: source, options: options).entries())
    #expect(entries.count >= 8)
    let renderer = try FormRenderer()
    renderer.paintOnTwoCores()
    for entry in entries {
      let path = ProjectBaselines.snapshots + "/" + entry.name + ".png"
      let baseline = try #require(FileManager.default.contents(atPath: path), "\(path)")
      let rendered = try renderer.render(
        document, state: entry.state, format: .png, scale: ProjectBaselines.scale)
      #expect(rendered.bytes == [UInt8](baseline), "\(entry.name)")
    }
  }

  /// At the device scales the bands split glyphs, shadows and rounded corners in new places:
  /// two threads and one thread give the same bytes, which are the reference encoder's bytes
  /// of one thread's pixels.
  @Test(.timeLimit(.minutes(5))) func twoCoresAndOneCoreAgreeAtEveryScale() throws {
    let document = try FormDocument.bundled("signup")
    let oneCore = try FormRenderer()
    let twoCores = try FormRenderer()
    twoCores.paintOnTwoCores()
    for (tokens, scale) in [
      (["kb-shown"], 3.0), (["kb-hidden", "dark", "login"], 2.0), (["regular", "xray"], 3.0),
      (["kb-shown", "rtl"], 1.5),
    ] {
      let one = try oneCore.render(document, state: tokens, format: .png, scale: scale)
      let two = try twoCores.render(document, state: tokens, format: .png, scale: scale)
      #expect(one.bytes == two.bytes, "\(tokens) at \(scale)×")
      // As `formshot render` does it: resolved first, the picture's memory prepared ahead.
      let form = try document.resolve(try document.state(tokens))
      FormRenderer.preparePicture(for: form, scale: scale)
      let prepared = try twoCores.render(
        document, state: tokens, format: .png, scale: scale, resolved: form)
      #expect(one.bytes == prepared.bytes, "\(tokens) at \(scale)×, prepared")
      let pixels = try oneCore.pixels(one.displayList, scale: scale)
      #expect(one.bytes == (try PNGCodec.encode(pixels)), "\(tokens) at \(scale)×")
    }
  }
}
