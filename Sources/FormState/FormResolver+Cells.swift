// Table cells: the built-in `UITableViewCell` styles (generated text labels, image view and
// switch, placed by derived constraints), text fields as rows of a grouped table, and the
// table placing rows that the form does not place itself.
import FormLanguage
import Geometry
import LayoutContract
import LayoutVocabulary

/// UIKit's metrics for the built-in cell styles on an iPhone at the default ("Large") text
/// size, iOS 15–17 (docs/form-language.md, *Table cells*, says where each comes from).
enum CellMetrics {
  /// A row's height: `UITableView.rowHeight`'s 44 pt default.
  static let rowHeight = 44.0
  /// Above and below the text: (44 − 22) / 2, a body line centred in a 44 pt row.
  static let verticalPadding = 11.0
  /// From the cell image's trailing edge to the text (and the separator).
  static let imageToText = 15.0
  /// The slot a cell's symbol is centred in, so texts align down the table whatever the glyph's
  /// width (UIListContentConfiguration reserves one for symbols); also the Settings icon tile.
  static let symbolSlot = 29.0
  static let iconRadius = 7.0
  /// Between the content and the accessory.
  static let accessoryGap = 10.0
  /// value1: the least space between the text and the detail.
  static let value1Gap = 8.0
  /// value2: the width of the right-aligned text column, and the gap to the detail.
  static let value2Column = 90.0
  static let value2Gap = 6.0
  /// The accessory glyphs' boxes (the switch is a `UISwitch`, 51 × 31).
  static func accessoryWidth(_ accessory: ItemKind.Cell.Accessory) -> Double {
    switch accessory {
    case .none: return 0
    case .disclosureIndicator: return 8
    case .checkmark: return 14
    case .detailButton: return 22
    case .switch: return 51
    }
  }
}

/// `UITableViewCell.CellStyle`.
enum CellStyle: String {
  case `default`, value1, value2, subtitle
}

extension Resolution {
  /// Rows and text fields of the table `id`, in order.
  func tableRows(of id: String) -> [ViewSpec] {
    (rowIndices[id] ?? []).map { spec.views[$0] }
  }

  /// The view called `id` (as `spec.view`, through the index).
  func view(_ id: String) -> ViewSpec? { viewIndex[id].map { spec.views[$0] } }

  func isInTable(_ v: ViewSpec) -> Bool {
    guard let parent = v.parent else { return false }
    return view(parent)?.kind == .table
  }

  /// A text field that is a row of a table, or sits inside a row (City and ZIP side by side):
  /// it is part of the cell, so it draws no card of its own and is as tall as a cell.
  func isInCell(_ v: ViewSpec) -> Bool {
    if isInTable(v) { return true }
    var current = v.parent
    var steps = 0
    while let id = current, steps < spec.views.count, let parent = view(id) {
      if parent.kind == .row { return true }
      if parent.kind == .table { return false }
      current = parent.parent
      steps += 1
    }
    return false
  }

  /// The row's `textLabel` text: `text:` or the text after its name; nil without one.
  func cellText(_ v: ViewSpec) -> String? {
    guard v.kind == .row else { return nil }
    return stringIfSet(v.id, .text) ?? v.text
  }

  func cellStyle(_ v: ViewSpec) -> CellStyle {
    if let name = nameIfSet(v.id, .cellStyle), let style = CellStyle(rawValue: name) {
      return style
    }
    return stringIfSet(v.id, .detail) != nil ? .value1 : .default
  }

  func accessory(_ v: ViewSpec) throws(ResolveError) -> ItemKind.Cell.Accessory {
    let name = try name(v, .accessory)
    guard let accessory = ItemKind.Cell.Accessory(rawValue: name) else {
      throw ResolveError(message: "unknown accessory '\(name)'")
    }
    return accessory
  }

  /// The cell image's size in points (the image file for the device's scale; a symbol's slot).
  func cellImageSize(_ v: ViewSpec) -> Size? {
    if stringIfSet(v.id, .symbol) != nil {
      return Size(width: CellMetrics.symbolSlot, height: CellMetrics.symbolSlot)
    }
    guard let source = stringIfSet(v.id, .source) else { return nil }
    return spec.images[source]?.variant(for: device.scale)?.pointSize
  }

  /// Where the text starts, from the row's leading edge: the margin, or after the image.
  func cellTextInset(_ v: ViewSpec) throws(ResolveError) -> Double {
    let margin = try margins(of: v).left
    guard let image = cellImageSize(v) else { return margin }
    return margin + image.width + CellMetrics.imageToText
  }

  /// The row's own payload: its separator (inset to the text) and accessory.
  func tableRow(_ v: ViewSpec) throws(ResolveError) -> ItemKind {
    let separator = boolIfSet(v.id, .separator) ?? !isFirstRow(v)
    return .tableRow(
      separator: separator,
      cell: ItemKind.Cell(separatorInset: try cellTextInset(v), accessory: try accessory(v)))
  }

  /// A row's height before layout: 44, or a subtitle cell's two lines with their padding.
  func rowHeight(_ v: ViewSpec) -> Double {
    guard cellText(v) != nil, cellStyle(v) == .subtitle, stringIfSet(v.id, .detail) != nil else {
      return CellMetrics.rowHeight
    }
    let text = RampStyle.named("body")?.lineHeight ?? 22
    let detail = RampStyle.named("subheadline")?.lineHeight ?? 20
    return max(CellMetrics.rowHeight, 2 * CellMetrics.verticalPadding + text + detail)
  }

  func rampStyle(_ name: String, weight: Int? = nil) -> TextStyle {
    let ramp = RampStyle.named(name) ?? RampStyle.all[5]
    return TextStyle(
      size: ramp.size, weight: FontWeight(weight ?? ramp.weight), lineHeight: ramp.lineHeight,
      tracking: ramp.tracking)
  }

  // MARK: Generated items

  /// The subviews a built-in cell style adds to row `v`: `textLabel`, `detailTextLabel`,
  /// `imageView` and the switch accessory, named under the row (`wifi.textLabel`).
  func cellItems(_ v: ViewSpec, row: LayoutItem) throws(ResolveError) -> [LayoutItem] {
    guard v.kind == .row else { return [] }
    var items: [LayoutItem] = []
    let parent = row.id
    func add(_ name: String, _ kind: ItemKind, _ intrinsic: IntrinsicContent) -> Int {
      items.append(
        LayoutItem(
          id: ItemID(v.id + "." + name), kind: kind, parent: parent, intrinsic: intrinsic))
      return items.count - 1
    }
    if let symbol = try symbol(v) {
      // A symbol centred in its 29 pt slot; on an icon tile (Settings) the tile is the slot.
      let tile = nameIfSet(v.id, .iconBackground)
      var parentID = parent
      if let tile {
        let index = add("iconView", .view(background: tile, cornerRadius: CellMetrics.iconRadius),
          .size(width: CellMetrics.symbolSlot, height: CellMetrics.symbolSlot))
        parentID = items[index].id
      }
      let tint = nameIfSet(v.id, .tint) ?? (tile != nil ? "white" : "tint")
      items.append(
        LayoutItem(
          id: ItemID(v.id + ".imageView"),
          kind: .image(ItemKind.ImageView(symbol: symbol, contentMode: .center, tint: tint)),
          parent: parentID, intrinsic: .symbol(symbol)))
    } else if let source = stringIfSet(v.id, .source), let asset = spec.images[source] {
      let size = cellImageSize(v)
      _ = add(
        "imageView", .image(ItemKind.ImageView(asset: asset, contentMode: .center)),
        .size(width: size?.width, height: size?.height))
    }
    if let text = cellText(v) {
      let style = cellStyle(v)
      let weight = numberIfSet(v.id, .weight).map { Int($0) }
      let textStyle =
        style == .value2
        ? rampStyle("subheadline", weight: weight ?? 600) : rampStyle("body", weight: weight)
      let defaultColor = style == .value2 ? "tint" : "label"
      let textColor = nameIfSet(v.id, .color) ?? defaultColor
      let label = add(
        "textLabel",
        .label(
          ItemKind.Label(
            text: text, style: textStyle, color: textColor,
            alignment: style == .value2 ? .trailing : .leading)),
        .text(text, textStyle, padding: .zero, maxLines: 1, minHeight: nil))
      // value1: the text keeps its width and the detail truncates (as in Settings).
      items[label].compressionResistance.horizontal = LayoutPriority(751)
      if style != .default, let detail = stringIfSet(v.id, .detail) {
        let detailStyle: TextStyle
        var detailColor: String
        switch style {
        case .value1: (detailStyle, detailColor) = (rampStyle("body", weight: weight), "secondaryLabel")
        case .value2: (detailStyle, detailColor) = (rampStyle("subheadline", weight: weight), "label")
        default: (detailStyle, detailColor) = (rampStyle("subheadline", weight: weight), "secondaryLabel")
        }
        if let color = nameIfSet(v.id, .detailColor) { detailColor = color }
        _ = add(
          "detailTextLabel",
          .label(
            ItemKind.Label(
              text: detail, style: detailStyle, color: detailColor,
              alignment: style == .value1 ? .trailing : .leading)),
          .text(detail, detailStyle, padding: .zero, maxLines: 1, minHeight: nil))
      }
    }
    if try accessory(v) == .switch {
      let size = ViewKind.switch.intrinsicSize
      _ = add(
        "accessoryView", .toggle(isOn: try bool(v, .on)),
        .size(width: size?.width, height: size?.height))
    }
    return items
  }

  // MARK: Constraints

  /// The constraints of every built-in cell and of the rows their table places.
  func cellConstraints(items: [LayoutItem]) throws(ResolveError) -> [LayoutConstraint] {
    // A cell's parts are looked up as `row.name`: only ids with a dot can match, and most
    // items of a big form have none.
    // Read in place: `items.lazy.map(\.id)` copied every item (840 bytes) to take its id.
    var ids = Set<ItemID>()
    items.withUnsafeBufferPointer { items in
      for i in items.indices where items[i].id.rawValue.utf8.contains(UInt8(ascii: ".")) {
        ids.insert(items[i].id)
      }
    }
    var out: [LayoutConstraint] = []
    for v in spec.views where v.kind == .row {
      out += try cellContentConstraints(v, ids: ids)
    }
    // Which items a constraint applied in this state places, per axis (a width or height
    // alone does not place it): one pass, not one per row.
    // Room for every entry on each axis at once: growing a set rehashes every id in it.
    var placed: [AnchorAttribute.Axis: Set<String>] = [
      .horizontal: Set(minimumCapacity: entries.count),
      .vertical: Set(minimumCapacity: entries.count),
    ]
    for entry in entries where !entry.removed && !entry.constraint.first.attribute.isSize {
      placed[entry.constraint.first.attribute.axis, default: []].insert(entry.constraint.first.item)
    }
    for v in spec.views where v.kind == .table {
      out += tablePlacement(v) { placed[$1]?.contains($0) == true }
    }
    return out
  }

  func cellContentConstraints(_ v: ViewSpec, ids: Set<ItemID>) throws(ResolveError)
    -> [LayoutConstraint]
  {
    var out: [LayoutConstraint] = []
    let row = ItemID(v.id)
    func id(_ name: String) -> ItemID? {
      let id = ItemID(v.id + "." + name)
      return ids.contains(id) ? id : nil
    }
    func c(
      _ a: ItemID, _ aa: AnchorAttribute, _ r: Relation, _ b: ItemID?, _ ba: AnchorAttribute?,
      _ k: Double = 0, _ priority: LayoutPriority = .required
    ) {
      out.append(
        LayoutConstraint(
          Anchor(a, aa), r, b.flatMap { i in ba.map { Anchor(i, $0) } }, constant: k,
          priority: priority, origin: .derived(.tableLayout)))
    }
    let accessory = try accessory(v)
    // The content ends before the accessory (the switch is a real view, placed too).
    var trailingGap = 0.0
    if accessory != .none {
      trailingGap = CellMetrics.accessoryWidth(accessory) + CellMetrics.accessoryGap
    }
    if let sw = id("accessoryView") {
      c(sw, .trailing, .equal, row, .trailingMargin)
      c(sw, .centerY, .equal, row, .centerY)
    }
    var leadingAnchor = Anchor(row, .leadingMargin)
    var leadingGap = 0.0
    if let tile = id("iconView") {
      // The tile is 29 × 29 whatever the text wants (a narrow window squeezes the text).
      c(tile, .width, .equal, nil, nil, CellMetrics.symbolSlot)
      c(tile, .height, .equal, nil, nil, CellMetrics.symbolSlot)
      c(tile, .leading, .equal, row, .leadingMargin)
      c(tile, .centerY, .equal, row, .centerY)
      leadingAnchor = Anchor(tile, .trailing)
      leadingGap = CellMetrics.imageToText
      if let image = id("imageView") {
        c(image, .centerX, .equal, tile, .centerX)
        c(image, .centerY, .equal, tile, .centerY)
      }
    } else if let image = id("imageView") {
      c(image, .centerY, .equal, row, .centerY)
      if stringIfSet(v.id, .symbol) != nil {
        // The symbol's centre is the slot's: the text starts after the slot, not the glyph.
        let slot = CellMetrics.symbolSlot
        c(image, .centerX, .equal, row, .leadingMargin, slot / 2)
        leadingAnchor = Anchor(row, .leadingMargin)
        leadingGap = slot + CellMetrics.imageToText
      } else {
        c(image, .leading, .equal, row, .leadingMargin)
        leadingAnchor = Anchor(image, .trailing)
        leadingGap = CellMetrics.imageToText
      }
    }
    guard let text = id("textLabel") else { return out }
    func lead(_ item: ItemID, _ k: Double = 0) {
      c(item, .leading, .equal, leadingAnchor.item, leadingAnchor.attribute, leadingGap + k)
    }
    /// `item.trailing <= row.trailingMargin − trailingGap` (or `=`).
    func trail(_ item: ItemID, _ relation: Relation) {
      c(item, .trailing, relation, row, .trailingMargin, -trailingGap)
    }
    let pad = CellMetrics.verticalPadding
    let detail = id("detailTextLabel")
    switch cellStyle(v) {
    case .default:
      lead(text)
      trail(text, .lessThanOrEqual)
      c(text, .centerY, .equal, row, .centerY)
    case .value1:
      lead(text)
      c(text, .centerY, .equal, row, .centerY)
      if let detail {
        trail(detail, .equal)
        c(detail, .leading, .greaterThanOrEqual, text, .trailing, CellMetrics.value1Gap)
        c(detail, .centerY, .equal, row, .centerY)
      } else {
        trail(text, .lessThanOrEqual)
      }
    case .value2:
      lead(text)
      c(text, .width, .equal, nil, nil, CellMetrics.value2Column)
      c(text, .centerY, .equal, row, .centerY)
      if let detail {
        c(detail, .leading, .equal, text, .trailing, CellMetrics.value2Gap)
        trail(detail, .lessThanOrEqual)
        c(detail, .firstBaseline, .equal, text, .firstBaseline)
      }
    case .subtitle:
      lead(text)
      trail(text, .lessThanOrEqual)
      if let detail {
        c(text, .top, .equal, row, .top, pad)
        lead(detail)
        trail(detail, .lessThanOrEqual)
        c(detail, .top, .equal, text, .bottom)
        c(row, .bottom, .greaterThanOrEqual, detail, .bottom, pad)
      } else {
        c(text, .centerY, .equal, row, .centerY)
      }
    }
    // The row grows with its text (a larger text size): the text keeps its padding.
    c(row, .bottom, .greaterThanOrEqual, text, .bottom, pad)
    c(text, .top, .greaterThanOrEqual, row, .top, pad)
    return out
  }

  /// `UITableView` lays out its cells: a row (or field) the form places on neither axis goes
  /// below the previous visible one (the first at the table's top), as wide as the table, and
  /// when the last row is placed so, the table ends at its bottom.
  func tablePlacement(
    _ table: ViewSpec, constrains: (String, AnchorAttribute.Axis) -> Bool
  ) -> [LayoutConstraint] {
    var out: [LayoutConstraint] = []
    let t = ItemID(table.id)
    func c(
      _ a: ItemID, _ aa: AnchorAttribute, _ b: ItemID, _ ba: AnchorAttribute,
      _ priority: LayoutPriority = .required
    ) {
      out.append(
        LayoutConstraint(
          Anchor(a, aa), .equal, Anchor(b, ba), priority: priority, origin: .derived(.tableLayout)))
    }
    var previous: ItemID?
    var lastPlaced = false
    for v in tableRows(of: table.id) where boolIfSet(v.id, .hidden) != true {
      let id = ItemID(v.id)
      lastPlaced = false
      if !constrains(v.id, .vertical) {
        if let previous { c(id, .top, previous, .bottom) } else { c(id, .top, t, .top) }
        lastPlaced = true
      }
      if !constrains(v.id, .horizontal) {
        c(id, .leading, t, .leading)
        c(id, .trailing, t, .trailing)
      }
      previous = id
    }
    if lastPlaced, let previous {
      // A self-sizing table is as tall as its rows; a height the form sets wins.
      c(t, .bottom, previous, .bottom, LayoutPriority(999))
    }
    return out
  }
}
