// Repainting only the rows of a picture that differ from the previous picture's.
import CCairo
import Drawing
import Geometry

/// What decides the pixels of each band of rows of a raster picture, so that two pictures can
/// be compared band by band before either is painted.
///
/// A band's pixels depend only on the items that may touch it (`Painter.mayTouch`, the rule
/// that lets two threads paint the two halves of one picture byte for byte as one thread does):
/// the background, the picture's size and scale, those items in order, and the bounds of each
/// layer among them (a layer is clipped to what it paints, which its items outside the band
/// decide too). Two pictures whose bands list equal items in the same order have equal pixels
/// in that band, whatever else differs.
struct RowSignature {
  /// Rows per band: small enough that a changed label repaints little more than its line.
  static let bandRows = 16

  let width: Int
  let height: Int
  let scale: Double
  let size: Size
  let background: Color
  let items: [DisplayItem]
  /// The clip a layer gets (`Painter.paintedBounds` of its items), by the index of its
  /// `pushLayer`.
  let layerBounds: [Int: Rect]
  /// For each band, the indices of the items that may touch it, in painting order.
  let bands: [[Int32]]

  /// The signature of `list` painted at `scale` into `width` × `height` pixels; nil when the
  /// list cannot be painted in bands (from a dashed stroke on, one pass paints the rest).
  /// `reach` gives the rows an item can paint (`Painter.laidOutReach`; nil: every row).
  init?(
    _ list: DisplayList, scale: Double, width: Int, height: Int,
    reach: (DisplayItem) -> Rect? = Painter.reach(of:)
  ) {
    let items = list.items
    guard Painter.bandablePrefix(items) == items.count, items.count < Int(Int32.max) else {
      return nil
    }
    self.width = width
    self.height = height
    self.scale = scale
    self.size = list.size
    self.background = list.background
    self.items = items
    var layerBounds: [Int: Rect] = [:]
    let bandCount = (height + Self.bandRows - 1) / Self.bandRows
    var bands = [[Int32]](repeating: [], count: bandCount)
    /// The bands an item with this reach may touch (they are contiguous).
    func touched(_ reach: Rect?) -> Range<Int> {
      guard reach != nil else { return 0..<bandCount }
      let rows = { Self.rows($0, height: height, scale: scale, width: list.size.width) }
      guard let first = (0..<bandCount).first(where: { Painter.mayTouch(reach: reach, rows: rows($0)) })
      else { return 0..<0 }
      var end = first + 1
      while end < bandCount, Painter.mayTouch(reach: reach, rows: rows(end)) { end += 1 }
      return first..<end
    }
    func clamped(_ range: Range<Int>, to outer: Range<Int>) -> Range<Int> {
      let lower = max(range.lowerBound, outer.lowerBound)
      return lower..<max(lower, min(range.upperBound, outer.upperBound))
    }
    // A clip or a layer paints nothing outside its own reach (its shape, the layer's bounds),
    // so bands it cannot reach leave it out with everything in it, push and pop alike.
    var open: [Range<Int>] = []
    for (index, item) in items.enumerated() {
      let enclosing = open.last ?? 0..<bandCount
      let range: Range<Int>
      switch item {
      case .pushClip(let shape):
        range = clamped(touched(shape.isFinite ? shape.bounds : nil), to: enclosing)
        open.append(range)
      case .pushLayer:
        let end = Painter.matchingPop(items, from: index)
        let bounds = Painter.paintedBounds(items[(index + 1)..<end])
        if let bounds { layerBounds[index] = bounds }
        range = clamped(touched(bounds), to: enclosing)
        open.append(range)
      case .pop:
        range = open.popLast() ?? 0..<bandCount  // a stray pop is ignored by the painter
      default:
        range = clamped(touched(reach(item)), to: enclosing)
      }
      for band in range { bands[band].append(Int32(index)) }
    }
    self.layerBounds = layerBounds
    self.bands = bands
  }

  /// Band `band`'s rows in points, as `Painter.mayTouch` reads them.
  static func rows(_ band: Int, height: Int, scale: Double, width: Double) -> Rect {
    let top = Double(band * bandRows) / scale
    let bottom = Double(min(height, (band + 1) * bandRows)) / scale
    return Rect(x: 0, y: top, width: width, height: bottom - top)
  }

  /// The rows of pixels whose bands differ from `previous`'s, as ranges (adjacent bands
  /// merged); every row when the pictures differ in size, scale or background.
  func changedRows(since previous: RowSignature) -> [Range<Int>] {
    guard width == previous.width, height == previous.height, scale == previous.scale,
      size == previous.size, background == previous.background
    else { return [0..<height] }
    var same: [Int: Bool] = [:]  // item pairs already compared (new index << 32 | old index)
    func equal(_ new: Int32, _ old: Int32) -> Bool {
      let key = Int(new) << 32 | Int(old)
      if let known = same[key] { return known }
      let result =
        items[Int(new)] == previous.items[Int(old)]
        && layerBounds[Int(new)] == previous.layerBounds[Int(old)]
      same[key] = result
      return result
    }
    var ranges: [Range<Int>] = []
    for band in bands.indices {
      let mine = bands[band], theirs = previous.bands[band]
      let unchanged =
        mine.count == theirs.count && zip(mine, theirs).allSatisfy { equal($0, $1) }
      if unchanged { continue }
      let rows = (band * Self.bandRows)..<min(height, (band + 1) * Self.bandRows)
      if let last = ranges.last, last.upperBound == rows.lowerBound {
        ranges[ranges.count - 1] = last.lowerBound..<rows.upperBound
      } else {
        ranges.append(rows)
      }
    }
    return ranges
  }
}

/// The last picture a renderer painted, kept so that the next one repaints only what changed.
final class PreviousPicture {
  let surface: CairoSurface
  let signature: RowSignature

  init(surface: CairoSurface, signature: RowSignature) {
    self.surface = surface
    self.signature = signature
  }
}
