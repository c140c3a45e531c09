import Foundation
import Geometry
import JSON
import LayoutFile
import Testing

@testable import FormshotSnapshots

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
  func layout(
    _ views: [(String, Double)], offsets: [(String, Double)] = [("sv", 0)], hidden: Set<String> = []
  ) -> LayoutSnapshot {
    LayoutSnapshot(
      form: "signup", state: ["kb-shown", "compact", "light"],
      canvas: .init(width: 390, height: 844),
      views: views.map {
        .init(id: $0.0, x: 16, y: $0.1, width: 343, height: 50, hidden: hidden.contains($0.0))
      },
      contentOffsets: offsets.map { .init(id: $0.0, offset: $0.1) })
  }

  @Test func movedAddedRemovedFieldByField() throws {
    let base = layout([("title", 100), ("cta", 540)])
    let moved = layout([("title", 100), ("cta", 548.25), ("hint", 2)], offsets: [("sv", 12)])
    #expect(
      LayoutComparer.changes(expected: base, actual: moved).map(\.description) == [
        "cta.y 540 → 548.25", "hint added", "contentOffsets.sv 0 → 12",
      ])
    #expect(
      LayoutComparer.changes(expected: base, actual: layout([("cta", 540)])).map(\.description)
        == ["title removed"])
    #expect(LayoutComparer.changes(expected: base, actual: base).isEmpty)
  }

  @Test func hiddenStateCanvasAndOffsetsAreCompared() throws {
    let base = layout([("cta", 540)])
    var other = layout([("cta", 540)], offsets: [], hidden: ["cta"])
    other.canvas = .init(width: 390, height: 600)
    other.state = ["kb-hidden", "compact", "light"]
    #expect(
      LayoutComparer.changes(expected: base, actual: other).map(\.description) == [
        "state [kb-shown compact light] → [kb-hidden compact light]",
        "canvas.height 844 → 600", "cta.hidden false → true", "contentOffsets.sv removed (was 0)",
      ])
  }

  @Test func toleranceAppliesToNumbers() throws {
    let a = layout([("cta", 540)])
    let b = layout([("cta", 540.4)])
    #expect(LayoutComparer.changes(expected: a, actual: b, tolerance: 0.5).isEmpty)
    #expect(LayoutComparer.changes(expected: a, actual: b).map(\.description) == ["cta.y 540 → 540.4"])
  }

  @Test func theTextRoundTripsAndNamesItsFormat() throws {
    let a = layout([("title", 100.0004), ("cta", -0.0001)])
    let text = a.json
    #expect(text.hasPrefix(#"{"format": "formshot-layout/1", "form": "signup", "#))
    #expect(text.contains(#""title": {"x": 16, "y": 100, "width": 343, "height": 50, "hidden": false}"#))
    #expect(text.contains(#""cta": {"x": 16, "y": 0,"#))
    #expect(text.hasSuffix(#""contentOffsets": {"sv": 0}}"#))
    #expect(try LayoutSnapshot(json: text) == a)
    // Views keep the file's order.
    #expect(try LayoutSnapshot(json: text).views.map(\.id) == ["title", "cta"])
    // JSONDecoder reads the same shape.
    let decoded = try JSONDecoder().decode(LayoutSnapshot.self, from: Data(text.utf8))
    #expect(decoded.form == "signup" && Set(decoded.views.map(\.id)) == ["title", "cta"])
  }

  @Test func otherFormatsAndBrokenFilesAreClearErrors() throws {
    let old = #"{"form": "signup", "state": [], "canvas": {"width": 1, "height": 1}, "views": {}}"#
    #expect(throws: LayoutFileError.unsupportedFormat(nil)) { try LayoutSnapshot(json: old) }
    #expect(throws: LayoutFileError.unsupportedFormat("formshot-layout/2")) {
      try LayoutSnapshot(json: #"{"format": "formshot-layout/2"}"#)
    }
    let noHidden = layout([("cta", 540)]).json.replacingOccurrences(of: #", "hidden": false"#, with: "")
    #expect(throws: LayoutFileError.field("cta.hidden", expected: "true or false")) {
      try LayoutSnapshot(json: noHidden)
    }
    #expect {
      try LayoutSnapshot(json: #"{"format": "#)
    } throws: { error in
      guard case LayoutFileError.syntax = error else { return false }
      return true
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
