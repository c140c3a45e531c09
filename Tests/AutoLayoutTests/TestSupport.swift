/// Hand-built forms and a predictable text measurer, so the engine is tested without the form
/// parser or Pango.
import Geometry
import LayoutContract
import LayoutVocabulary

@testable import AutoLayout

// MARK: - Fake text measuring

/// The font-free measurer: layout relations, not glyph shapes, are under test.

// MARK: - Form builder

let canvas = Size(width: 390, height: 844)
let body = TextStyle(size: 20, lineHeight: 24)

/// Builds a `ResolvedForm` item by item; constraints are written `"a.left"`-style.
struct FormBuilder {
  var items: [LayoutItem] = [LayoutItem(id: "root", kind: .root, parent: nil)]
  var constraints: [LayoutConstraint] = []
  var direction: FormEnvironment.LayoutDirection = .leftToRight

  mutating func view(
    _ id: ItemID, parent: ItemID = "root", kind: ItemKind = .view(background: nil, cornerRadius: 0),
    intrinsic: IntrinsicContent = .none, hugging: Double = 250, resistance: Double = 750,
    hidden: Bool = false, margins: EdgeInsets = .zero
  ) {
    items.append(
      LayoutItem(
        id: id, kind: kind, parent: parent, isHidden: hidden, layoutMargins: margins,
        intrinsic: intrinsic,
        hugging: .init(horizontal: LayoutPriority(hugging), vertical: LayoutPriority(hugging)),
        compressionResistance: .init(
          horizontal: LayoutPriority(resistance), vertical: LayoutPriority(resistance))))
  }

  mutating func label(
    _ id: ItemID, _ text: String, parent: ItemID = "root", maxLines: Int = 1,
    hugging: Double = 250, resistance: Double = 750
  ) {
    view(
      id, parent: parent,
      intrinsic: .text(text, body, padding: .zero, maxLines: maxLines, minHeight: nil),
      hugging: hugging, resistance: resistance)
  }

  /// `first relation multiplier × second + constant @priority`.
  mutating func pin(
    _ first: String, _ relation: Relation = .equal, _ second: String? = nil,
    times multiplier: Double = 1, _ constant: Double = 0, priority: Double = 1000,
    isEdit: Bool = false, origin: SourceLocationLite? = nil
  ) {
    constraints.append(
      LayoutConstraint(
        anchor(first), relation, second.map(anchor), multiplier: multiplier, constant: constant,
        priority: LayoutPriority(priority), isEdit: isEdit,
        origin: origin.map { .written($0.location) }))
  }

  /// Pins left, top, width and height at once.
  mutating func frame(_ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
    pin("\(id).left", .equal, "root.left", x)
    pin("\(id).top", .equal, "root.top", y)
    pin("\(id).width", .equal, nil, w)
    pin("\(id).height", .equal, nil, h)
  }

  var form: ResolvedForm {
    ResolvedForm(
      name: "test", state: ["compact", "light"],
      environment: FormEnvironment(
        canvasSize: canvas, sizeClass: .compact, appearance: .light, layoutDirection: direction,
        safeAreaInsets: .zero, layoutMargins: .zero, keyboard: .hidden),
      items: items, constraints: constraints)
  }

  private func anchor(_ text: String) -> Anchor {
    let dot = text.lastIndex(of: ".") ?? text.endIndex
    let item = String(text[..<dot])
    let attribute = AnchorAttribute(rawValue: String(text[text.index(after: dot)...])) ?? .left
    return Anchor(ItemID(item), attribute)
  }
}

/// A source location written `line:column` in the file `t.form`.
struct SourceLocationLite {
  var line: Int
  var column: Int
  var location: SourceLocation { SourceLocation(file: "t.form", line: line, column: column) }
}

// MARK: - Helpers

func solve(_ builder: FormBuilder) -> LayoutResult {
  LayoutEngine.solve(builder.form, measuring: FixedAdvanceTextMeasurer())
}

extension LayoutResult {
  /// The frame of `id`, or a NaN rect that fails every comparison when it is missing.
  subscript(_ id: ItemID) -> Rect {
    frame(id) ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan)
  }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
  abs(a - b) <= tolerance
}

/// The fake measurer's one-line width of `text` in `body`.
func oneLineWidth(_ text: String) -> Double { Double(text.count) * 0.5 * body.size }
