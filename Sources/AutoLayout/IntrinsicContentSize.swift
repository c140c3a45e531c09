// Intrinsic content size: what an item's content asks for, measured through `TextMeasuring`.
import LayoutContract
import LayoutVocabulary
import Geometry

/// The measured intrinsic metrics of one item (UIKit `intrinsicContentSize` plus the baseline
/// offsets a text view reports).
struct IntrinsicContentSize: Equatable {
  /// Nil on an axis without an intrinsic metric (`UIView.noIntrinsicMetric`).
  var width: Double?
  var height: Double?
  /// Distances from the top of the item to its first / last baseline; nil without text.
  var firstBaseline: Double?
  var lastBaseline: Double?

  /// Whether the height depends on the width the layout gives the item (wrapping text).
  static func dependsOnWidth(_ content: IntrinsicContent) -> Bool {
    if case .text(_, _, _, let maxLines, _) = content { return maxLines != 1 }
    return false
  }

  /// Measures `content`. `width` is the item's solved width for wrapping text (nil before the
  /// first solve: the text is then measured on one unbounded line, as UILabel does without a
  /// `preferredMaxLayoutWidth`).
  ///
  /// When `minHeight` raises the height, the text box is centred vertically in it, and the
  /// baselines say so.
  static func measure(_ content: IntrinsicContent, width: Double?, with measuring: TextMeasuring)
    -> IntrinsicContentSize
  {
    switch content {
    case .none:
      return IntrinsicContentSize()
    case .size(let w, let h):
      return IntrinsicContentSize(width: finite(w), height: finite(h))
    case .symbol(let symbol):
      let ink = measuring.inkBox(symbol.glyph, style: symbol.glyphStyle)
      let (size, baseline) = symbol.metrics(inkSize: ink.size)
      return IntrinsicContentSize(
        width: finite(size.width), height: finite(size.height), firstBaseline: finite(baseline),
        lastBaseline: finite(baseline))
    case .text(let text, let style, let padding, let maxLines, let minHeight):
      let line = measuring.measure(text, style: style, maxWidth: nil, maxLines: maxLines)
      var box = line
      if maxLines != 1, let width, width.isFinite {
        let available = max(0, width - padding.left - padding.right)
        box = measuring.measure(text, style: style, maxWidth: available, maxLines: maxLines)
      }
      let textHeight = clean(box.size.height) + padding.top + padding.bottom
      let height = max(textHeight, finite(minHeight) ?? 0)
      let shift = (height - textHeight) / 2 + padding.top
      return IntrinsicContentSize(
        width: clean(line.size.width) + padding.left + padding.right, height: height,
        firstBaseline: shift + clean(box.firstBaseline),
        lastBaseline: shift + clean(box.lastBaseline))
    }
  }

  private static func finite(_ v: Double?) -> Double? {
    guard let v, v.isFinite else { return nil }
    return v
  }

  private static func clean(_ v: Double) -> Double { v.isFinite ? v : 0 }
}
