// Painting of a table cell's accessory glyphs (the labels, image and switch of a built-in
// cell style are child items, painted as any label, image and switch).
import Drawing
import LayoutContract
import LayoutVocabulary
import Geometry

extension ScenePainter {
  /// `UITableViewCell.AccessoryType` at the row's trailing margin, centred vertically:
  /// the chevron in `tertiaryLabel`, the checkmark and the detail button in the tint colour
  /// (mirrored in right-to-left: the chevron then points left).
  mutating func paintAccessory(_ cell: ItemKind.Cell, item: LayoutItem, _ frame: Rect) {
    let accessory = cell.accessory
    let margin = cell.trailingInset ?? (isRTL ? item.layoutMargins.left : item.layoutMargins.right)
    func box(_ width: Double, _ height: Double) -> Rect {
      let x = isRTL ? frame.minX + margin : frame.maxX - margin - width
      return Rect(x: x, y: frame.midY - height / 2, width: width, height: height)
    }
    switch accessory {
    case .none, .switch: break
    case .disclosureIndicator:
      // chevron.forward at 17 pt semibold, small scale: about 8 × 13 pt, a 2 pt stroke.
      let b = box(8, 13).insetBy(dx: 1, dy: 1)
      let tip = isRTL ? b.minX : b.maxX
      let back = isRTL ? b.maxX : b.minX
      out.append(
        .stroke(
          .path([
            .move(Point(x: back, y: b.minY)), .line(Point(x: tip, y: b.midY)),
            .line(Point(x: back, y: b.maxY)),
          ]), color: color("tertiaryLabel"), width: 2, dash: []))
    case .checkmark:
      // checkmark at 17 pt semibold: about 14 × 12 pt.
      let b = box(14, 12).insetBy(dx: 1, dy: 1)
      func p(_ fx: Double, _ fy: Double) -> Point {
        Point(x: isRTL ? b.maxX - fx * b.width : b.minX + fx * b.width, y: b.minY + fy * b.height)
      }
      out.append(
        .stroke(
          .path([.move(p(0, 0.55)), .line(p(0.36, 0.95)), .line(p(1, 0))]),
          color: color("tint"), width: 2, dash: []))
    case .detailButton:
      // info.circle, 22 × 22: a ring and an "i".
      let b = box(22, 22)
      out.append(
        .stroke(.ellipse(b.insetBy(dx: 0.75, dy: 0.75)), color: color("tint"), width: 1.5, dash: []))
      let style = TextStyle(size: 15, weight: .semibold, lineHeight: 22, tracking: 0)
      text("i", style, color("tint"), b, .center)
    }
  }
}
