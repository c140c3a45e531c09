// The keyboard in every state, painted from the bundled forms: the floating keyboard with its
// grabber, the split halves, the shortcut bar, the keyboard seen through a narrow window, and
// the X-ray tracking card.
import Drawing
import Formshot
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import Scene

/// A bundled form in one state, laid out with the real measurer and painted.
func painted(_ name: String, _ tokens: [String]) throws -> (ResolvedForm, DisplayList) {
  let document = try FormDocument.bundled(name)
  let form = try document.resolve(try document.state(tokens))
  let renderer = try FormRenderer()
  let theme = try ThemeLookup().theme(named: form.environment.appearance == .dark ? "dark" : "light")
  return (form, SceneBuilder.build(form: form, layout: renderer.layout(form), theme: theme))
}

extension DisplayList {
  /// Shapes of every shadow, in painting order (keyboard panels cast one each).
  var shadowShapes: [Shape] {
    items.compactMap { if case .shadow(let s, _, _, _, _) = $0 { return s } else { return nil } }
  }
}

@Suite struct KeyboardStatesTests {
  let keyboardBackground = Theme.testLight.color("keyboardBackground")

  @Test func floatingKeyboardIsAPanelWithAGrabberWhereTheStateSaysItIs() throws {
    let (form, list) = try painted("signup", ["regular", "kb-floating@top"])
    guard case .floating(let frame) = form.environment.keyboard else {
      Issue.record("not floating")
      return
    }
    #expect(list.fills(keyboardBackground).contains(.rect(frame, cornerRadius: 13)))
    // The grabber: a small pill centred under the keys.
    let grabber = list.items.contains {
      if case .fill(.rect(let r, _), _) = $0 {
        return r.width == 36 && r.height == 5 && r.midX == frame.midX && r.maxY <= frame.maxY
      }
      return false
    }
    #expect(grabber)
  }

  @Test func splitKeyboardPaintsTwoHalvesWithHalfTheKeysEach() throws {
    let (form, list) = try painted("signup", ["regular", "kb-split"])
    guard case .split(let left, let right) = form.environment.keyboard else {
      Issue.record("not split")
      return
    }
    let panels = list.fills(keyboardBackground)
    #expect(panels.contains(.rect(left, cornerRadius: 13)))
    #expect(panels.contains(.rect(right, cornerRadius: 13)))
    let keys = list.texts.filter { $0.string.count == 1 && $0.string.first?.isLetter == true }
    #expect(
      keys.contains { $0.string == "q" && left.contains(Point(x: $0.frame.midX, y: $0.frame.midY)) }
    )
    #expect(
      keys.contains {
        $0.string == "p" && right.contains(Point(x: $0.frame.midX, y: $0.frame.midY))
      })
  }

  @Test func shortcutBarIsNarrowerThanTheWindow() throws {
    let (form, list) = try painted("chat", ["regular", "kb-hardware"])
    guard case .hardwareBar(let bar) = form.environment.keyboard else {
      Issue.record("no bar")
      return
    }
    #expect(bar.width < form.environment.canvasSize.width)
    // Resting on the window's bottom edge: docked there, square bottom corners.
    #expect(bar.maxY == form.environment.canvasSize.height)
    #expect(list.fills(keyboardBackground).contains(.roundedRect(bar, radii: CornerRadii(
      topLeft: 13, topRight: 13, bottomRight: 0, bottomLeft: 0))))
    // Its buttons sit above the home indicator's strip (the bottom safe-area inset).
    let strip = form.environment.canvasSize.height - form.environment.safeAreaInsets.bottom
    let great = try #require(list.texts.first { $0.string == "Great" })
    #expect(bar.contains(Point(x: great.frame.midX, y: great.frame.midY)))
    #expect(great.frame.midY < strip && great.frame.maxY <= strip + 2)
    // Undo and redo at the leading end, hide-keyboard at the trailing end.
    let ink = Theme.testLight.color("keyInk")
    let glyphs: [[Point]] = list.items.compactMap {
      guard case .stroke(let shape, let color, _, _) = $0, color == ink else { return nil }
      switch shape {
      case .path(let elements):
        return elements.compactMap {
          switch $0 {
          case .move(let p), .line(let p): return p
          case .curve(_, _, let p): return p
          default: return nil
          }
        }
      case .rect(let r, _): return [r.origin, Point(x: r.maxX, y: r.maxY)]
      default: return nil
      }
    }
    #expect(glyphs.allSatisfy { $0.allSatisfy { $0.y < strip } })
    let leading = glyphs.filter { $0.allSatisfy { bar.contains($0) && $0.x < bar.minX + 96 } }
    let trailing = glyphs.filter { $0.allSatisfy { bar.contains($0) && $0.x > bar.maxX - 56 } }
    #expect(leading.count == 4, "two arrows, each a hook and a head")
    #expect(trailing.count == 3, "keyboard outline, key row, chevron")
  }

  @Test func dockedKeyboardInASlideOverWindowSpansThatWindow() throws {
    let (form, list) = try painted("chat", ["regular", "kb-shown", "window=slide-over"])
    let width = form.environment.canvasSize.width
    #expect(width == 320)
    #expect(
      list.fills(keyboardBackground).contains {
        if case .rect(let r, 0) = $0 { return r.minX == 0 && r.width == width }
        return false
      })
  }

  @Test func keyboardOutsideTheWindowIsNotPainted() throws {
    let (_, list) = try painted("notes", ["regular", "kb-floating", "window=slide-over"])
    #expect(list.fills(keyboardBackground).isEmpty)
  }

  // MARK: - X-ray

  @Test func xrayCardNamesTheNearEdgesAndTheActiveSet() throws {
    let (_, top) = try painted("notes", ["regular", "kb-floating@top", "xray"])
    let lines = top.texts
    #expect(lines.contains { $0.string.hasPrefix("tracking: near top (within 40 pt)") })
    let active = try #require(lines.first { $0.string.contains("active: when kb-near-top") })
    #expect(active.color == Theme.testLight.color("tint"))
    #expect(lines.contains { $0.string.hasPrefix("off: when kb-away-top") })

    let (_, resting) = try painted("notes", ["regular", "kb-floating", "xray"])
    #expect(resting.texts.contains { $0.string.hasPrefix("tracking: near no edge") })
    #expect(resting.texts.contains { $0.string.contains("active: when kb-away-top") })
  }

  @Test func formsWithoutTrackingHaveNoTrackingCard() throws {
    let (_, list) = try painted("signup", ["regular", "kb-floating", "xray"])
    #expect(!list.texts.contains { $0.string.hasPrefix("tracking:") })
  }

  @Test func inspectorNamesAPriorityOnce() {
    let written = LayoutConstraint(
      Anchor("bar", .width), .equal, nil, constant: 320, priority: .defaultHigh,
      origin: .written(SourceLocation(file: "f.form", line: 3, column: 5)))
    #expect(ConstraintText.line(written) == "bar.width = 320 @750")
    var bare = written
    bare.origin = nil
    #expect(ConstraintText.line(bare) == "bar.width = 320 @750")
  }

  @Test func digitPadKeysShareEachRowEqually() {
    var f = FormFixture()
    let rows = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], [".", "0", "⌫"]]
    f.add(
      "kb", .keyboard(ItemKind.Keyboard(layout: .docked, rows: rows, returnKey: "", suggestions: [])),
      Rect(x: 0, y: 548, width: 390, height: 296))
    let list = f.build()
    let theme = Theme.testLight
    var keys: [Rect] = []
    for color in [theme.color("key"), theme.color("keyFunction")] {
      for case .rect(let r, 5) in list.fills(color) { keys.append(r) }
    }
    #expect(keys.count == 12)
    let lastRow = keys.filter { close($0.minY, keys.map(\.minY).max() ?? 0) }
    #expect(lastRow.count == 3)
    let widths = lastRow.map(\.width)
    #expect((widths.max() ?? 0) - (widths.min() ?? 1) < 1e-9, "⌫ is as wide as a digit")
    #expect(widths.reduce(0, +) > 0.9 * 390, "the keys fill the row")
  }
}

func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
