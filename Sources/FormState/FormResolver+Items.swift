/// Items: hidden, margins, priorities and intrinsic content of each view.
import FormSpec
import Geometry
import LayoutContract
import LayoutVocabulary

extension Resolution {
  // MARK: Items

  func buildItems() throws(ResolveError) -> [Item] {
    var items: [Item] = []
    for v in spec.views {
      var item = Item(
        id: ItemID(v.id), kind: try kind(of: v), parent: v.parent.map { ItemID($0) },
        isHidden: try bool(v, .hidden), layoutMargins: try margins(of: v),
        intrinsic: try intrinsic(of: v),
        isNamedAnchor: v.isNamed && boolIfSet(v.id, .outline) != false)
      item.hugging = try priorities(v, .hugging, x: .huggingX, y: .huggingY)
      item.compressionResistance = try priorities(
        v, .compressionResistance, x: .compressionResistanceX, y: .compressionResistanceY)
      if v.kind == .keyboard, case .hidden = keyboardState { item.isHidden = true }
      items.append(item)
    }
    return items
  }

  /// A priority on each axis: the axis's own property, else the one for both axes.
  func priorities(
    _ v: ViewSpec, _ both: ViewProperty, x: ViewProperty, y: ViewProperty
  ) throws(ResolveError) -> AxisPriorities {
    let bothAxes = try number(v, both)
    return AxisPriorities(
      horizontal: LayoutPriority(numberIfSet(v.id, x) ?? bothAxes),
      vertical: LayoutPriority(numberIfSet(v.id, y) ?? bothAxes))
  }

  /// The view's layout margins; a screen's default to the device's.
  func margins(of v: ViewSpec) throws(ResolveError) -> EdgeInsets {
    if v.kind == .screen, setting(v.id, .layoutMargins) == nil { return edge(device.margins) }
    return try insets(v, .layoutMargins)
  }

  func intrinsic(of v: ViewSpec) throws(ResolveError) -> IntrinsicContent {
    if v.kind.isText {
      return try .text(
        labelText(v), textStyle(v), padding: .zero, maxLines: lines(v),
        minHeight: numberIfSet(v.id, .minHeight))
    }
    if let padding = v.kind.titlePadding {
      return try .text(text(v), textStyle(v), padding: edge(padding), maxLines: 1, minHeight: nil)
    }
    if let size = v.kind.intrinsicSize {
      return .size(width: size.width, height: size.height)
    }
    if v.kind == .table { return tableHeight(v) }
    return .none
  }

  /// A table sizes to its rows, as a self-sizing `UITableView` whose intrinsic content size is
  /// its content size: as tall as its visible rows' own heights (44 pt each). Constraints that
  /// set its height win (the intrinsic size only hugs and resists at 250/750).
  func tableHeight(_ v: ViewSpec) -> IntrinsicContent {
    let rowHeight = ViewKind.row.intrinsicSize?.height ?? 44
    let rows = spec.views.filter {
      $0.parent == v.id && $0.kind == .row && boolIfSet($0.id, .hidden) != true
    }
    guard !rows.isEmpty else { return .none }
    return .size(width: nil, height: rowHeight * Double(rows.count))
  }

  func lines(_ v: ViewSpec) throws(ResolveError) -> Int { Int(try number(v, .lines)) }
}
