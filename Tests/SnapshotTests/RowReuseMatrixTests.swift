import Drawing
import Foundation
import Geometry
import PNG
import Testing

@testable import CairoBackend
@testable import Formshot
@testable import FormshotSnapshots

/// Snapshot workers paint each state over their previous one, repainting only the rows whose
/// display items changed: every picture must still be what a fresh paint gives.
@Suite struct RowReuseMatrixTests {
  /// Every sign-up baseline, painted in matrix order by one renderer that reuses rows (as a
  /// worker does), is byte for byte the stored file; and rows were reused (in the states
  /// without X-ray, which alternate with X-ray ones).
  @Test(.timeLimit(.minutes(20))) func reusedRowsGiveTheBaselinesByteForByte() throws {
    let document = try FormDocument.bundled("signup")
    let source = FormSnapshotSource(
      document: document, scale: ProjectBaselines.scale, includeXray: ProjectBaselines.xray)
    let options = ProjectBaselines.options()
    let entries = try options.filter.apply(
      try SnapshotRunner(source: source, options: options).entries())
    #expect(entries.count >= 8)
    let renderer = try FormRenderer()
    renderer.reuseUnchangedRows()
    var painted = 0, total = 0
    for entry in entries {
      let path = ProjectBaselines.snapshots + "/" + entry.name + ".png"
      let baseline = try #require(FileManager.default.contents(atPath: path), "\(path)")
      let rendered = try renderer.render(
        document, state: entry.state, format: .png, scale: ProjectBaselines.scale)
      #expect(rendered.bytes == [UInt8](baseline), "\(entry.name)")
      // X-ray pictures (dashed outlines) are always painted whole; the others reuse rows.
      guard !entry.state.contains("xray") else { continue }
      painted += renderer.cairo.lastPaintedRows
      total += Int((rendered.displayList.size.height * ProjectBaselines.scale).rounded())
    }
    #expect(painted < total * 3 / 4, "\(painted) of \(total) rows painted")
  }

  /// At 3× (the device scale of the matrix the bench times) a reusing renderer's pixels
  /// are a fresh renderer's, state after state, through the verify path too.
  @Test(.timeLimit(.minutes(20))) func reusedRowsEqualFreshPaintsAtThreeTimes() throws {
    let document = try FormDocument.bundled("signup")
    let reusing = try FormRenderer()
    reusing.reuseUnchangedRows()
    let fresh = try FormRenderer()
    var reused = false
    for tokens in [
      ["kb-shown"], ["kb-shown", "value-wins"], ["kb-shown", "login"],
      ["kb-shown", "login", "value-wins"], ["kb-hidden", "login", "value-wins"],
      ["kb-hidden", "dark"], ["kb-hidden", "dark", "value-wins"], ["kb-shown", "dark"],
    ] {
      let (_, _, list) = try fresh.scene(document, state: tokens)
      let expected = try fresh.pixels(list, scale: 3)
      #expect(try reusing.pixels(list, scale: 3) == expected, "\(tokens)")
      if reusing.cairo.lastPaintedRows < expected.height { reused = true }
      let png = try PNGCodec.encode(expected)
      #expect(try reusing.pixels(list, scale: 3, unlessMatching: png) == nil, "\(tokens)")
    }
    #expect(reused)
  }
}
