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
  /// The height of the box the baselines are measured in where it is not `height`: an empty
  /// label's one line. UIKit places an empty label's baselines by its font as if it held a
  /// line, though it asks for no size: pocket-casts' add cell aligns an empty 21-pt label's
  /// baseline with its title's, and Xcode stores both at the same y (not 21 higher, where a
  /// line of no height would put its baseline at its bottom).
  var baselineBox: Double? = nil

  /// Whether the height depends on the width the layout gives the item (wrapping text).
  static func dependsOnWidth(_ content: IntrinsicContent) -> Bool {
    if case .text(_, _, _, let maxLines, _, _) = content { return maxLines != 1 }
    return false
  }

  /// Measures `content`. `width` is the item's solved width for wrapping text (nil before the
  /// first solve: the text is then measured on one unbounded line, as UILabel does without a
  /// `preferredMaxLayoutWidth`).
  ///
  /// When `minHeight` raises the height, the text box is centred vertically in it, and the
  /// baselines say so; `minWidth` raises the width alone.
  /// With `pixelGrid`, a wrapping text's height is rounded up to that many pixels per point
  /// (UILabel rounds the whole text, not each line), and so is every text's width (UILabel
  /// reports its text's size rounded up to the screen's pixels: 84.2 pt is 84.5 at @2x).
  static func measure(
    _ content: IntrinsicContent, width: Double?, with measuring: TextMeasuring,
    pixelGrid: Double? = nil
  ) -> IntrinsicContentSize {
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
    case .symbolAndTitle(let content):
      let parts = measureParts(content, with: measuring)
      let size = content.contentSize(symbol: parts.symbol, titleWidth: parts.titleWidth)
      let insets = content.insets
      let frame = Rect(
        x: 0, y: 0, width: size.width + insets.left + insets.right,
        height: size.height + insets.top + insets.bottom)
      let placed = content.place(
        in: frame, symbol: parts.symbol, titleWidth: parts.titleWidth, rightToLeft: false)
      // The baseline is the title's; a symbol alone has its own (`Symbol.metrics`).
      var baseline = placed.title.minY + parts.titleBaseline
      if content.title.isEmpty, let symbolRect = placed.symbol {
        baseline = symbolRect.minY + parts.symbolBaseline
      }
      return IntrinsicContentSize(
        width: finite(frame.width), height: finite(frame.height), firstBaseline: finite(baseline),
        lastBaseline: finite(baseline))
    case .segments(let titles, let style, let padding, let widths, let divider, let height, let apportioned):
      let columns = titles.map {
        (clean(measuring.measure($0, style: style, maxWidth: nil, maxLines: 1).size.width) - 1e-6).rounded(.up) + padding
      }
      let column = columns.max() ?? padding
      let width =
        widths.indices.map { i in widths[i] ?? (apportioned && columns.indices.contains(i) ? columns[i] : column) }
        .reduce(0, +) + divider * Double(max(0, widths.count - 1))
      return IntrinsicContentSize(width: finite(width), height: finite(height))
    case .text(let text, let style, let padding, let maxLines, let minHeight, let minWidth):
      let line = measuring.measure(text, style: style, maxWidth: nil, maxLines: maxLines)
      var box = line
      if maxLines != 1, let width, width.isFinite {
        let available = max(0, width - padding.left - padding.right)
        box = measuring.measure(text, style: style, maxWidth: available, maxLines: maxLines)
      }
      var boxHeight = clean(box.size.height)
      if maxLines != 1, let grid = pixelGrid, grid > 0 {
        boxHeight = (boxHeight * grid - 1e-6).rounded(.up) / grid
      }
      let textHeight = boxHeight + padding.top + padding.bottom
      let height = max(textHeight, finite(minHeight) ?? 0)
      // No text: the baselines are a line's of the font, centred as that line would be.
      let measuredIn = text.isEmpty ? style.height(ofLines: 1) + padding.top + padding.bottom : textHeight
      let shift = (max(height, measuredIn) - measuredIn) / 2 + padding.top
      return IntrinsicContentSize(
        width: max(onGrid(clean(line.size.width), pixelGrid) + padding.left + padding.right, finite(minWidth) ?? 0),
        height: height,
        firstBaseline: shift + clean(box.firstBaseline),
        lastBaseline: shift + clean(box.lastBaseline),
        baselineBox: text.isEmpty ? max(height, measuredIn) : nil)
    }
  }

  /// The width wrapping text asks for once laid out at `width`: its widest line (UILabel's
  /// intrinsic width when its `preferredMaxLayoutWidth` is the width of the previous layout
  /// pass). Nil for content that does not wrap.
  static func wrappedWidth(
    _ content: IntrinsicContent, width: Double, with measuring: TextMeasuring, pixelGrid: Double? = nil
  ) -> Double? {
    guard case .text(let text, let style, let padding, let maxLines, _, _) = content, maxLines != 1,
      width.isFinite
    else { return nil }
    let available = max(0, width - padding.left - padding.right)
    let box = measuring.measure(text, style: style, maxWidth: available, maxLines: maxLines)
    return onGrid(clean(box.size.width), pixelGrid) + padding.left + padding.right
  }

  /// `width` rounded up to `grid` pixels per point (unchanged without a grid).
  static func onGrid(_ width: Double, _ grid: Double?) -> Double {
    guard let grid, grid > 0 else { return width }
    return (width * grid - 1e-6).rounded(.up) / grid
  }

  /// A symbol-and-title's measured parts: the symbol's size and baseline, the title's width and
  /// first baseline in its line box.
  static func measureParts(_ content: SymbolAndTitle, with measuring: TextMeasuring) -> (
    symbol: Size?, symbolBaseline: Double, titleWidth: Double, titleBaseline: Double
  ) {
    var symbolSize: Size?
    var symbolBaseline = 0.0
    if let symbol = content.symbol {
      let ink = measuring.inkBox(symbol.glyph, style: symbol.glyphStyle)
      let metrics = symbol.metrics(inkSize: ink.size)
      symbolSize = metrics.size
      symbolBaseline = metrics.baselineFromTop
    }
    let title = measuring.measure(content.title, style: content.style, maxWidth: nil, maxLines: 1)
    return (symbolSize, symbolBaseline, clean(title.size.width), clean(title.firstBaseline))
  }

  private static func finite(_ v: Double?) -> Double? {
    guard let v, v.isFinite else { return nil }
    return v
  }

  private static func clean(_ v: Double) -> Double { v.isFinite ? v : 0 }
}
