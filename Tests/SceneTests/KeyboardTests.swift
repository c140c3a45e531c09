import Drawing
import Geometry
import LayoutContract
import LayoutVocabulary
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
    let kb = ItemKind.Keyboard(layout: .docked, rows: [
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

  /// UIKit's default return key (`return`) is grey; named actions (next, go, send) are tinted.
  @Test func thePlainReturnKeyIsAFunctionKey() {
    func fills(_ returnKey: String) -> (function: Int, tint: Int) {
      var f = FormFixture()
      let kb = ItemKind.Keyboard(layout: .docked, rows: [["123", "space", "return"]],
        returnKey: returnKey, suggestions: [])
      f.add("kb", .keyboard(kb), Rect(x: 0, y: 548, width: 390, height: 296))
      let list = f.build()
      return (list.fills(Theme.testLight.color("keyFunction")).count,
        list.fills(Theme.testLight.color("tint")).count)
    }
    #expect(fills("return") == (function: 2, tint: 0))
    #expect(fills("send") == (function: 1, tint: 1))
  }

  func keyFrames(_ layout: ItemKind.Keyboard.Layout, _ state: KeyboardState) -> [Rect] {
    var f = FormFixture()
    f.sizeClass = .regular
    f.frames[0].frame = Rect(x: 0, y: 0, width: 1000, height: 760)
    let kb = ItemKind.Keyboard(layout: layout, rows: [
      "qwertyuiop".map(String.init), ["123", "space", "return"],
    ], returnKey: "go", suggestions: ["a", "b", "c"])
    f.add("kb", .keyboard(kb), Rect(x: 0, y: 460, width: 1000, height: 300))
    var form = f.form
    form.environment.keyboard = state
    let list = SceneBuilder.build(form: form, layout: f.layout, theme: .testLight)
    return list.items.compactMap {
      if case .shadow(.rect(let r, 5), _, _, _, _) = $0 { return r } else { return nil }
    }
  }

  @Test func splitKeyboardSharesEveryKeyBetweenItsHalves() {
    let left = Rect(x: 0, y: 520, width: 320, height: 240)
    let right = Rect(x: 680, y: 520, width: 320, height: 240)
    let keys = keyFrames(.split, .split(left: left, right: right))
    #expect(keys.count == 13)
    #expect(keys.allSatisfy { k in
      [left, right].contains { $0.contains(k.origin) && $0.contains(Point(x: k.maxX, y: k.maxY)) }
    })
    #expect(keys.filter { left.contains($0.origin) }.count == 7)  // 5 + 2: the first halves
  }

  @Test func floatingKeyboardKeepsItsKeysInsideItsFrame() {
    let panel = Rect(x: 600, y: 380, width: 320, height: 200)
    let keys = keyFrames(.floating, .floating(frame: panel))
    #expect(keys.count == 13)
    #expect(keys.allSatisfy { panel.contains($0.origin) && panel.contains(Point(x: $0.maxX,
      y: $0.maxY)) })
  }
}
