/// Items: hidden, margins, priorities and intrinsic content of each view.
import FormSpec
import Geometry

extension Resolution {
  // MARK: Items

  func buildItems() throws(ResolveError) -> [Item] {
    var items: [Item] = []
    for v in spec.views {
      var item = Item(
        id: ItemID(v.id), kind: try kind(of: v), parent: v.parent.map { ItemID($0) },
        isHidden: bool(v.id, "hidden") ?? false, layoutMargins: margins(of: v),
        intrinsic: intrinsic(of: v), isNamedAnchor: v.isNamed && bool(v.id, "outline") != false)
      item.hugging = priorities(v.id, "hugging", default: .defaultLow)
      item.compressionResistance = priorities(v.id, "compressionResistance", default: .defaultHigh)
      if v.kind == .keyboard, case .hidden = keyboardState { item.isHidden = true }
      items.append(item)
    }
    return items
  }

  func priorities(_ item: String, _ base: String, default d: LayoutPriority) -> AxisPriorities {
    let both = number(item, base)
    return AxisPriorities(
      horizontal: LayoutPriority(number(item, base + "-x") ?? both ?? d.rawValue),
      vertical: LayoutPriority(number(item, base + "-y") ?? both ?? d.rawValue))
  }

  func margins(of v: ViewSpec) -> EdgeInsets {
    if case .insets(let i)? = property(v.id, "layoutMargins") { return edge(i) }
    switch v.kind {
    case .row: return EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    case .screen: return edge(device.margins)
    default: return .zero
    }
  }

  func intrinsic(of v: ViewSpec) -> IntrinsicContent {
    switch v.kind {
    case .label, .largeTitle, .sectionHeader, .footnote:
      return .text(
        labelText(v), textStyle(v), padding: .zero, maxLines: lines(v),
        minHeight: number(v.id, "minHeight"))
    case .textField: return .size(width: nil, height: 50)
    case .switch: return .size(width: 51, height: 31)
    case .segmentedControl: return .size(width: nil, height: 32)
    case .row: return .size(width: nil, height: 44)
    case .barButton:
      return .text(
        text(v), textStyle(v), padding: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
        maxLines: 1, minHeight: nil)
    case .button:
      return .text(
        text(v), textStyle(v), padding: EdgeInsets(top: 14, left: 20, bottom: 14, right: 20),
        maxLines: 1, minHeight: nil)
    default: return .none
    }
  }

  func lines(_ v: ViewSpec) -> Int {
    if let n = number(v.id, "lines") { return Int(n) }
    return v.kind == .footnote ? 0 : 1
  }
}
