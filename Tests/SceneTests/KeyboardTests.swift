import DisplayList
import FormState
import Geometry
import Testing
@testable import Scene

@Suite struct KeyboardTests {
  /// Key widths measured on the seed's kb-shown picture (390 pt wide phone, 3 pt side padding).
  @Test func keyRowsMatchTheSeedsFlexLayout() {
    let row = Rect(x: 3, y: 0, width: 384, height: 42)
    let m = KeyboardMetrics.compact
    let letters = ScenePainter.flexRow(roles: Array(repeating: .character, count: 10),
      in: row, metrics: m)
    #expect(letters.allSatisfy { abs($0.width - 33) < 0.5 })
    #expect(abs(letters[0].minX - 3) < 0.5 && abs(letters[9].maxX - 387) < 0.5)

    let bottom = ScenePainter.flexRow(
      roles: ["123", "space", "@", ".", "return"].map(KeyRole.init(caption:)), in: row,
      metrics: m)
    let measured = [52.5, 156, 41, 41, 69.5]
    for (frame, width) in zip(bottom, measured) { #expect(abs(frame.width - width) < 0.75) }

    let third = ScenePainter.flexRow(
      roles: ["⇧", "z", "x", "c", "v", "b", "n", "m", "⌫"].map(KeyRole.init(caption:)),
      in: row, metrics: m)
    #expect(abs(third[0].width - 44.5) < 0.75 && abs(third[1].width - 35.3) < 0.75)
  }

  @Test func keysStopAtTheirMaximumWidthAndTheRowIsCentred() {
    let row = Rect(x: 0, y: 0, width: 1000, height: 50)
    let keys = ScenePainter.flexRow(roles: Array(repeating: .character, count: 3), in: row,
      metrics: .regular)
    #expect(keys.allSatisfy { $0.width == 84 })
    let total = keys[2].maxX - keys[0].minX
    #expect(abs(keys[0].minX - (1000 - total) / 2) < 0.001)
  }

  @Test func dockedKeyboardPaintsSuggestionsKeysAndTheReturnCaption() {
    var f = FormFixture()
    let kb = Keyboard(layout: .docked, rows: [
      "qwertyuiop".map(String.init), "asdfghjkl".map(String.init),
      ["⇧"] + "zxcvbnm".map(String.init) + ["⌫"], ["123", "space", "@", ".", "return"],
    ], returnKey: "next", suggestions: ["", "", "Hide"])
    f.add("kb", .keyboard(kb), Rect(x: 0, y: 548, width: 390, height: 296))
    let list = f.build()
    let strings = list.texts.map(\.string)
    #expect(strings.first == "Hide")
    #expect(strings.contains("next") && !strings.contains("return"))
    #expect(!strings.contains("⇧") && !strings.contains("⌫"))  // drawn as paths
    #expect(list.fills(Theme.testLight.color("keyFunction")).count == 3)  // ⇧ ⌫ 123
    #expect(list.fills(Theme.testLight.color("tint")).count == 1)  // return
    // First key row starts right under the 44 pt suggestion bar.
    let keyTops = list.fills(Theme.testLight.color("key")).compactMap { s -> Double? in
      if case .rect(let r, 5) = s { return r.minY } else { return nil }
    }
    #expect(keyTops.min() == 548.0 + 44.0)
  }
}
