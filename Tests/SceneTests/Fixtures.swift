// Hand-built forms and layouts, so scene tests need neither the parser nor the solver.
import AutoLayout
import Drawing
import FormState
import Formshot
import Geometry
import Testing
@testable import Scene
import LayoutContract
import LayoutVocabulary

/// A small form under construction: items with frames, in painting order.
struct FormFixture {
  var items: [LayoutItem] = [LayoutItem(id: "root", kind: .root, parent: nil)]
  var frames: [(id: ItemID, frame: Rect)] = [("root", Rect(x: 0, y: 0, width: 390, height: 844))]
  var constraints: [LayoutConstraint] = []
  var offsets: [(id: ItemID, offset: Double)] = []
  var sizeClass = FormEnvironment.SizeClass.compact
  var xray = false

  mutating func add(
    _ id: ItemID, _ kind: ItemKind, in parent: ItemID = "root", _ frame: Rect,
    hidden: Bool = false, named: Bool = false, intrinsic: IntrinsicContent = .none
  ) {
    items.append(LayoutItem(id: id, kind: kind, parent: parent, isHidden: hidden,
      intrinsic: intrinsic, isNamedAnchor: named))
    frames.append((id, frame))
  }

  var form: ResolvedForm {
    let size = frames[0].frame.size
    return ResolvedForm(
      name: "test", state: [], environment: FormEnvironment(
        canvasSize: size, sizeClass: sizeClass, appearance: .light,
        safeAreaInsets: EdgeInsets(top: 47, bottom: 34), layoutMargins: EdgeInsets(left: 20,
          right: 20), keyboard: .hidden, xray: xray),
      items: items, constraints: constraints)
  }

  var layout: LayoutResult { LayoutResult(frames: frames, contentOffsets: offsets) }

  func build(_ theme: Theme = .testLight) -> DisplayList {
    SceneBuilder.build(form: form, layout: layout, theme: theme)
  }
}

extension Theme {
  /// The bundled light theme. A theme that cannot load records a test failure (never a silent
  /// fallback to an empty theme, which would paint every role in a default colour).
  static var testLight: Theme { bundled("light") }
  static var testDark: Theme { bundled("dark") }

  private static func bundled(_ name: String) -> Theme {
    do {
      return try ThemeLookup().theme(named: name, dark: name == "dark")
    } catch {
      Issue.record("the bundled \(name) theme did not load: \(error)")
      return Theme(name: name, colors: [:])
    }
  }
}

extension DisplayList {
  /// Every text run, in painting order.
  var texts: [TextRun] {
    items.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
  }

  /// Strokes with a dash pattern, with their shapes.
  var dashedStrokes: [Shape] {
    items.compactMap {
      if case .stroke(let shape, _, _, let dash) = $0, !dash.isEmpty { return shape }
      return nil
    }
  }

  /// Solid fills of exactly this colour.
  func fills(_ color: Color) -> [Shape] {
    items.compactMap {
      if case .fill(let shape, .solid(let c)) = $0, c == color { return shape }
      return nil
    }
  }
}

let body17 = TextStyle(size: 17, lineHeight: 22, tracking: -0.41)
