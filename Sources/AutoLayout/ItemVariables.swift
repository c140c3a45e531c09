// The solver variables of one item and the expressions of its anchors.
import Cassowary
import LayoutContract
import LayoutVocabulary
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
  /// without text, whose first baseline is the top edge and last baseline the bottom edge, as
  /// UIKit's `forFirstBaselineLayout` / `forLastBaselineLayout` document (UIView's baseline
  /// offsets from the top and from the bottom are both 0).
  let firstBaseline: Variable?
  let lastBaseline: Variable?

  /// `borrowing`: `form.items.map(ItemVariables.init)` copied every item into the call.
  init(_ item: borrowing LayoutItem) {
    let name = item.id.rawValue
    left = Variable(name, suffix: ".left")
    top = Variable(name, suffix: ".top")
    width = Variable(name, suffix: ".width")
    height = Variable(name, suffix: ".height")
    margins = item.layoutMargins
    if item.intrinsic.hasBaseline {
      firstBaseline = Variable(name, suffix: ".firstBaseline")
      lastBaseline = Variable(name, suffix: ".lastBaseline")
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

  /// The anchor `attribute` as a linear expression of this item's variables, left-to-right
  /// (leading = left edge).
  ///
  /// Right-to-left layouts evaluate a constraint that mentions leading/trailing in mirrored
  /// coordinates (`x' = canvasWidth − x`), so `a.leading = b.trailing + 8` puts `a` 8 pt to
  /// the *left* of `b` and every relation keeps its meaning in reading direction, as in UIKit.
  func expression(_ attribute: AnchorAttribute, mirroredIn canvasWidth: Double? = nil)
    -> LinearExpression
  {
    anchor(attribute, mirroredIn: canvasWidth).linear
  }

  /// `expression(_:mirroredIn:)` as at most two terms, without allocating (the session builds
  /// one constraint's terms in a single array from these).
  func anchor(_ attribute: AnchorAttribute, mirroredIn canvasWidth: Double? = nil)
    -> AnchorExpression
  {
    if let canvasWidth, attribute.axis == .horizontal, !attribute.isSize {
      let physical: AnchorAttribute
      switch attribute {
      case .leading: physical = .right
      case .trailing: physical = .left
      case .leadingMargin: physical = .rightMargin
      case .trailingMargin: physical = .leftMargin
      default: physical = attribute
      }
      return anchor(physical).mirrored(in: canvasWidth)
    }
    switch attribute {
    case .left, .leading: return AnchorExpression(left)
    case .right, .trailing: return edgeRight(inset: 0)
    case .top: return AnchorExpression(top)
    case .bottom: return edgeBottom(inset: 0)
    case .width: return AnchorExpression(width)
    case .height: return AnchorExpression(height)
    case .centerX: return AnchorExpression(left, plus: width, times: 0.5, adding: 0)
    case .centerY: return AnchorExpression(top, plus: height, times: 0.5, adding: 0)
    case .leftMargin, .leadingMargin: return AnchorExpression(left, constant: margins.left)
    case .rightMargin, .trailingMargin: return edgeRight(inset: margins.right)
    case .topMargin: return AnchorExpression(top, constant: margins.top)
    case .bottomMargin: return edgeBottom(inset: margins.bottom)
    case .firstBaseline:
      return firstBaseline.map { AnchorExpression($0) } ?? AnchorExpression(top)
    case .lastBaseline:
      return lastBaseline.map { AnchorExpression($0) } ?? edgeBottom(inset: 0)
    }
  }

  private func edgeRight(inset: Double) -> AnchorExpression {
    AnchorExpression(left, plus: width, times: 1, adding: -inset)
  }

  private func edgeBottom(inset: Double) -> AnchorExpression {
    AnchorExpression(top, plus: height, times: 1, adding: -inset)
  }
}
