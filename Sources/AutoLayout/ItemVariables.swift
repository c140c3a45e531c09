/// The solver variables of one item and the expressions of its anchors.
import Cassowary
import FormState
import Geometry

/// left, top, width, height of one view or guide (canvas coordinates), plus the per-item data
/// that anchors need (margins, baseline offsets).
final class ItemVariables {
  let left: Variable
  let top: Variable
  let width: Variable
  let height: Variable
  let margins: EdgeInsets
  /// The first / last baseline of an item with text (`top + measured offset`, kept by a
  /// required constraint the session swaps when wrapping changes the offset); nil for items
  /// without text, whose baselines are the bottom edge as in UIKit.
  let firstBaseline: Variable?
  let lastBaseline: Variable?

  init(_ item: Item) {
    let name = item.id.rawValue
    left = Variable(name + ".left")
    top = Variable(name + ".top")
    width = Variable(name + ".width")
    height = Variable(name + ".height")
    margins = item.layoutMargins
    if case .text = item.intrinsic {
      firstBaseline = Variable(name + ".firstBaseline")
      lastBaseline = Variable(name + ".lastBaseline")
    } else {
      firstBaseline = nil
      lastBaseline = nil
    }
  }

  /// The four frame variables, in x, y, width, height order.
  var frameVariables: [Variable] { [left, top, width, height] }

  var frame: Rect {
    Rect(x: left.value, y: top.value, width: width.value, height: height.value)
  }

  /// The anchor `attribute` as a linear expression of this item's variables.
  func expression(_ attribute: Attribute, direction: Environment.LayoutDirection)
    -> LinearExpression
  {
    let rtl = direction == .rightToLeft
    switch attribute {
    case .left: return LinearExpression(left)
    case .right: return edgeRight(inset: 0)
    case .top: return LinearExpression(top)
    case .bottom: return edgeBottom(inset: 0)
    case .width: return LinearExpression(width)
    case .height: return LinearExpression(height)
    case .centerX: return LinearExpression(left) + LinearExpression(width, 0.5)
    case .centerY: return LinearExpression(top) + LinearExpression(height, 0.5)
    case .leading: return rtl ? edgeRight(inset: 0) : LinearExpression(left)
    case .trailing: return rtl ? LinearExpression(left) : edgeRight(inset: 0)
    case .leftMargin: return LinearExpression(left, constant: margins.left)
    case .rightMargin: return edgeRight(inset: margins.right)
    case .topMargin: return LinearExpression(top, constant: margins.top)
    case .bottomMargin: return edgeBottom(inset: margins.bottom)
    case .leadingMargin:
      return rtl ? edgeRight(inset: margins.right) : LinearExpression(left, constant: margins.left)
    case .trailingMargin:
      return rtl ? LinearExpression(left, constant: margins.left) : edgeRight(inset: margins.right)
    case .firstBaseline:
      return firstBaseline.map { LinearExpression($0) } ?? edgeBottom(inset: 0)
    case .lastBaseline:
      return lastBaseline.map { LinearExpression($0) } ?? edgeBottom(inset: 0)
    }
  }

  private func edgeRight(inset: Double) -> LinearExpression {
    LinearExpression(left) + LinearExpression(width) + (-inset)
  }

  private func edgeBottom(inset: Double) -> LinearExpression {
    LinearExpression(top) + LinearExpression(height) + (-inset)
  }
}
