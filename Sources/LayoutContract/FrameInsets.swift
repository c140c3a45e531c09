// Insets UIKit works out from the frames of a view's superview chain after a layout pass, not
// from constraints: a subview's safe area, its layout margins (grown by the safe area, by the
// superview's margins, or to the readable width), its readable content guide, and the rows a
// list places in itself. The engine
// solves, computes these from the solved frames, feeds them back as constants and solves again.
import Geometry

/// How a view's layout margins follow its surroundings (UIKit's `UIView` margin properties).
/// The view's own margins are its `LayoutItem.layoutMargins`.
public struct MarginRule: Sendable, Equatable, Hashable {
  /// `insetsLayoutMarginsFromSafeArea` at the sides: the margins grow by the part of the view
  /// under the safe area's left and right insets.
  public var insetsFromSafeAreaAtSides: Bool
  /// `insetsLayoutMarginsFromSafeArea` at the top and bottom.
  public var insetsFromSafeAreaAtTopAndBottom: Bool
  /// `preservesSuperviewLayoutMargins`: each margin reaches at least as far in as the
  /// superview's margin on that side.
  public var preservesSuperviewMargins: Bool
  /// Whether that reaches the top and bottom too. Off for a row of a table or collection view:
  /// the list's margins sit at the edges of its visible bounds, not around a row scrolled
  /// anywhere in its content.
  public var preservesSuperviewMarginsAtTopAndBottom: Bool
  /// `layoutMarginsFollowReadableWidth`: the readable width (it grows with the text size)
  /// the side margins grow to, centring the space between them; nil when off.
  public var readableWidth: Double?

  public init(
    insetsFromSafeAreaAtSides: Bool = true, insetsFromSafeAreaAtTopAndBottom: Bool = true,
    preservesSuperviewMargins: Bool = false, preservesSuperviewMarginsAtTopAndBottom: Bool = true,
    readableWidth: Double? = nil
  ) {
    self.insetsFromSafeAreaAtSides = insetsFromSafeAreaAtSides
    self.insetsFromSafeAreaAtTopAndBottom = insetsFromSafeAreaAtTopAndBottom
    self.preservesSuperviewMargins = preservesSuperviewMargins
    self.preservesSuperviewMarginsAtTopAndBottom = preservesSuperviewMarginsAtTopAndBottom
    self.readableWidth = readableWidth
  }
}

/// A guide whose edges are its owner's edges inset by values worked out from the frames.
public enum FrameInsets: Sendable, Equatable, Hashable {
  /// The owner's safe area: how far the root's safe area insets reach into the owner.
  case safeArea
  /// The owner's layout margins, per its `MarginRule`.
  case layoutMargins
  /// The owner's readable content guide: inside its margins, centred, at most `width` wide.
  case readableContent(width: Double)
  /// A row of a list (a table view's cell): `top` below the list's top, `height` tall, `left`
  /// and `right` in from its sides. The list places its rows after its own layout, so
  /// nothing inside a row can move or resize the list.
  case row(top: Double, left: Double, right: Double, height: Double)
}
