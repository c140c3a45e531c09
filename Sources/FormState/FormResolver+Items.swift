// Items: hidden, margins, priorities and intrinsic content of each view.
import FormLanguage
import Geometry
import LayoutContract
import LayoutVocabulary

extension Resolution {
  // MARK: Items

  func buildItems() throws(ResolveError) -> [LayoutItem] {
    var items: [LayoutItem] = []
    items.reserveCapacity(spec.views.count + 1)
    for v in spec.views {
      var item = LayoutItem(
        id: ItemID(v.id), kind: try kind(of: v), parent: v.parent.map { ItemID($0) },
        isHidden: try bool(v, .hidden), layoutMargins: try margins(of: v),
        intrinsic: try intrinsic(of: v),
        isNamedAnchor: v.isNamed && boolIfSet(v.id, .outline) != false)
      item.hugging = try priorities(v, .hugging, x: .huggingX, y: .huggingY)
      item.compressionResistance = try priorities(
        v, .compressionResistance, x: .compressionResistanceX, y: .compressionResistanceY)
      item.style = try style(of: v)
      if v.kind == .keyboard, case .hidden = keyboardState { item.isHidden = true }
      items.append(item)
      items += try cellItems(v, row: item)
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
    if v.kind == .button, let configuration = try buttonConfiguration(v) {
      return .symbolAndTitle(configuration.content)
    }
    if let padding = v.kind.titlePadding {
      return try .text(text(v), textStyle(v), padding: edge(padding), maxLines: 1, minHeight: nil)
    }
    if v.kind == .image {
      // UIImageView's intrinsic size is its image's size in points (a symbol's: its glyph's).
      if let symbol = try symbol(v) { return .symbol(symbol) }
      let source = try string(v, .source)
      if let size = spec.images[source]?.variant(for: device.scale)?.pointSize {
        return .size(width: size.width, height: size.height)
      }
      return .none
    }
    if v.kind == .row { return .size(width: nil, height: rowHeight(v)) }
    if v.kind == .textField, try name(v, .axis) == "vertical" {
      // The label above the input: as tall as the label wrapped over the field's width, the
      // input's line and the field's padding (`ItemKind.TextField.stacked…`), at least a one-line field.
      let style = try textStyle(v)
      let p = ItemKind.TextField.stackedPadding
      return .text(
        text(v), style,
        padding: EdgeInsets(
          top: p, left: ItemKind.TextField.stackedInset, bottom: ItemKind.TextField.stackedGap + style.lineHeight + p,
          right: ItemKind.TextField.stackedInset),
        maxLines: 0, minHeight: ViewKind.textField.intrinsicSize?.height)
    }
    if v.kind == .textField, isInCell(v) {
      // A field that is a row of a grouped table (or sits in one) is as tall as a cell.
      return .size(width: nil, height: CellMetrics.rowHeight)
    }
    if let size = v.kind.intrinsicSize {
      return .size(width: size.width, height: size.height)
    }
    if v.kind == .table { return tableHeight(v) }
    return .none
  }

  /// A table sizes to its rows, as a self-sizing `UITableView` whose intrinsic content size is
  /// its content size: as tall as its visible rows' own heights (44 pt each, a subtitle cell
  /// 64; text fields in it are rows too). Constraints that set its height win (the intrinsic
  /// size only hugs and resists at 250/750).
  func tableHeight(_ v: ViewSpec) -> IntrinsicContent {
    let rows = tableRows(of: v.id).filter { boolIfSet($0.id, .hidden) != true }
    guard !rows.isEmpty else { return .none }
    let height = rows.reduce(0.0) { sum, row in
      sum + (row.kind == .row ? rowHeight(row) : CellMetrics.rowHeight)
    }
    return .size(width: nil, height: height)
  }

  func lines(_ v: ViewSpec) throws(ResolveError) -> Int { Int(try number(v, .lines)) }

  /// The layer styling (`cornerRadius`, `border…`, `shadow`, `alpha`, `clipsToBounds`,
  /// `isEnabled`).
  func style(of v: ViewSpec) throws(ResolveError) -> ViewStyle {
    var style = ViewStyle()
    if nameIfSet(v.id, .cornerRadius) == "capsule" {
      style.cornerRadius = .capsule
    } else if let r = numberIfSet(v.id, .cornerRadius) {
      style.cornerRadius = .points(r)
    }
    style.borderWidth = try number(v, .borderWidth)
    style.borderColor = try name(v, .borderColor)
    style.alpha = try number(v, .alpha)
    style.clipsToBounds = try bool(v, .clipsToBounds)
    if let shadow = nameIfSet(v.id, .shadow) {
      // The analyzer wrote `X Y RADIUS COLOUR…`.
      let words = shadow.split(separator: " ", maxSplits: 3).map(String.init)
      if words.count == 4, let x = Double(words[0]), let y = Double(words[1]),
        let r = Double(words[2])
      {
        style.shadow = ViewStyle.Shadow(offsetX: x, offsetY: y, radius: r, color: words[3])
      }
    }
    if let enabled = boolIfSet(v.id, .isEnabled) { style.isEnabled = enabled }
    return style
  }
}
