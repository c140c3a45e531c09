// A stack view is non-rendering (UIStackView): only its arranged views are painted, and X-ray
// outlines it like any named view.
import AutoLayout
import Drawing
import Formshot
import Geometry
import LayoutContract
import Testing

@testable import Scene

@Suite struct StackSceneTests {
  static let source = """
    form t
    screen s {
      stack bar {
        spacing: 10; distribution: fillEqually
        pin-top 100; pin-x 20; height = 40
        view a { background: systemRed }
        view b { background: systemBlue }
      }
    }
    """

  func build(xray: Bool) throws -> (Rect, DisplayList) {
    let document = try FormDocument(source: Self.source, path: "t.form")
    let form = try document.resolve(try document.state(xray ? ["xray"] : []))
    let layout = try FormRenderer().layout(form)
    let theme = try ThemeLookup().theme(named: "light")
    let frame = try #require(layout.frame("bar"))
    return (frame, SceneBuilder.build(form: form, layout: layout, theme: theme,
      options: SceneOptions(showsInspector: false)))
  }

  func shapes(_ list: DisplayList) -> [Shape] {
    list.items.compactMap { item in
      switch item {
      case .fill(let shape, _), .stroke(let shape, _, _, _): return shape
      default: return nil
      }
    }
  }

  @Test func theStackItselfDrawsNothing() throws {
    let (frame, list) = try build(xray: false)
    #expect(frame == Rect(x: 20, y: 100, width: 350, height: 40))
    let touchingStack = shapes(list).filter {
      if case .rect(let r, _) = $0 { return r == frame || r == frame.insetBy(dx: 0.5, dy: 0.5) }
      return false
    }
    #expect(touchingStack.isEmpty)
    // Its arranged views are painted where the stack put them.
    let filled = shapes(list).compactMap { s -> Rect? in
      if case .rect(let r, _) = s { return r } else { return nil }
    }
    #expect(filled.contains(Rect(x: 20, y: 100, width: 170, height: 40)))
    #expect(filled.contains(Rect(x: 200, y: 100, width: 170, height: 40)))
  }

  @Test func xrayOutlinesTheStack() throws {
    let (frame, list) = try build(xray: true)
    let outlined = list.dashedStrokes.compactMap { s -> Rect? in
      if case .rect(let r, 0) = s { return r } else { return nil }
    }
    #expect(outlined.contains(frame.insetBy(dx: 0.5, dy: 0.5)))
  }
}
