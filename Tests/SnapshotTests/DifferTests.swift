import Geometry
import JSON
import Testing

@testable import Snapshotting

@Suite struct DifferTests {
  func px(_ rgba: [UInt8]) -> PixelImage { PixelImage(width: 1, height: 1, rgba: rgba) }

  @Test func exactOnOnePixel() {
    #expect(Differ.exact.compare(px([1, 2, 3, 255]), px([1, 2, 3, 255])) == .identical)
    #expect(
      Differ.exact.compare(px([1, 2, 3, 255]), px([1, 2, 4, 255]))
        == .different(differingPixels: 1, totalPixels: 1, maxChannelDelta: 1))
    // Fully transparent pixels match whatever their colour.
    #expect(Differ.exact.compare(px([9, 9, 9, 0]), px([0, 0, 0, 0])) == .identical)
  }

  @Test func perChannelTolerance() {
    let d = Differ.tolerance(perChannel: 2)
    #expect(
      d.compare(px([10, 10, 10, 255]), px([12, 8, 10, 255]))
        == .similar(differingPixels: 0, totalPixels: 1, maxChannelDelta: 2))
    #expect(!d.compare(px([10, 10, 10, 255]), px([13, 10, 10, 255])).isMatch)
  }

  @Test func sizeMismatchIsNeverAccepted() {
    let a = PixelImage(width: 2, height: 1, fill: .white)
    let b = PixelImage(width: 1, height: 2, fill: .white)
    let r = Differ.tolerance(perChannel: 255, maxShare: 1).compare(a, b)
    #expect(
      r == .sizeMismatch(expectedWidth: 2, expectedHeight: 1, actualWidth: 1, actualHeight: 2))
    #expect(!r.isMatch)
    let panel = DiffImage.make(expected: a, actual: b, differ: .exact)
    #expect(panel.width == 2 + 2 + 1 + 2 * DiffImage.gap && panel.height == 2)
  }

  @Test func toleranceValuesAreClamped() {
    #expect(Differ.tolerance(perChannel: 999, maxShare: 7) == Differ(perChannel: 255, maxShare: 1))
    #expect(Differ.tolerance(perChannel: -3, maxShare: .nan) == .exact)
  }

  @Test func percentText() {
    #expect(DiffResult.percent(1.0 / 600) == "0.1667%")
    #expect(DiffResult.percent(0.5) == "50%")
    #expect(DiffResult.percent(1e-9) == "<0.0001%")
  }
}

@Suite struct LayoutDiffTests {
  let base =
    #"{"frames":[{"id":"title","x":16,"y":100},{"id":"cta","x":16,"y":540}],"contentOffsets":[{"id":"scroll","offset":0}]}"#

  @Test func movedAddedRemoved() throws {
    let moved =
      #"{"frames":[{"id":"title","x":16,"y":100},{"id":"cta","x":16,"y":548.25},{"id":"hint","x":1,"y":2}],"contentOffsets":[{"id":"scroll","offset":12}]}"#
    let changes = try LayoutComparer.changes(expected: base, actual: moved).map(\.description)
    #expect(changes == ["cta.y 540 → 548.25", "contentOffsets.scroll.offset 0 → 12", "hint added"])
    let removed =
      #"{"frames":[{"id":"cta","x":16,"y":540}],"contentOffsets":[{"id":"scroll","offset":0}]}"#
    #expect(
      try LayoutComparer.changes(expected: base, actual: removed).map(\.description) == [
        "title removed"
      ])
  }

  @Test func nestedFrameShapesGiveTheSamePaths() throws {
    let a = #"{"frames":[{"id":"cta","frame":{"x":16,"y":540}}]}"#
    let b = #"{"frames":{"cta":[16,548,343,50]}}"#
    let c = #"{"frames":[{"id":"cta","frame":[16,540,343,50]}]}"#
    #expect(
      try LayoutComparer.changes(expected: c, actual: b).map(\.description) == ["cta.y 540 → 548"])
    #expect(try LayoutComparer.changes(expected: a, actual: a).isEmpty)
  }

  @Test func viewsObjectOfTheLayoutReportIsKeyedByViewID() throws {
    // The shape `formshot layout --json` prints: "views" keyed by id.
    let a = #"{"form":"f","views":{"cta":{"x":20,"y":490,"hidden":false},"sv.content":{"y":47}}}"#
    let b = #"{"form":"f","views":{"cta":{"x":20,"y":482,"hidden":false},"hint":{"y":1}}}"#
    let changes = try LayoutComparer.changes(expected: a, actual: b)
    #expect(changes.map(\.description) == ["cta.y 490 → 482", "sv.content removed", "hint added"])
  }

  @Test func toleranceAndBadJSON() throws {
    let a = #"{"frames":[{"id":"cta","y":540}]}"#
    let b = #"{"frames":[{"id":"cta","y":540.4}]}"#
    #expect(try LayoutComparer.changes(expected: a, actual: b, tolerance: 0.5).isEmpty)
    #expect(throws: JSONSyntaxError.self) {
      try LayoutComparer.changes(expected: a, actual: "{\"frames\":[")
    }
  }

  @Test func jsonReaderKeepsOrderAndEscapes() throws {
    let v = try JSONValue.parse(#"{"b":1,"a":"x\"\u00e9\ud83d\ude00","c":[true,null,-1.5e2]}"#)
    guard case .object(let m) = v else {
      Issue.record("not an object")
      return
    }
    #expect(m.map(\.key) == ["b", "a", "c"])
    #expect(v["a"] == .string("x\"é😀"))
    #expect(v["c"] == .array([.bool(true), .null, .number(-150)]))
    #expect(throws: JSONSyntaxError.self) { try JSONValue.parse("[1,]") }
    #expect(throws: JSONSyntaxError.self) { try JSONValue.parse("{} x") }
  }
}
