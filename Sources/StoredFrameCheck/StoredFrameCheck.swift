// StoredFrameCheck's overview: StoredFrameCheck.docc/StoredFrameCheck.md
//
// The last stage for an Interface Builder root: formshot's solved frames against the frames
// Xcode stored in the file, and the file's own required constraints evaluated on Xcode's
// stored frames (stale frames break them). A report: it never feeds the layout.
import AutoLayout
import Geometry
import InterfaceBuilder
import LayoutContract
import LayoutVocabulary

/// The comparison of one root's layout with Xcode's stored frames.
public struct StoredFrameReport: Sendable {
  /// Views counted, within 0.5 pt and within 2 pt on every edge and size.
  public struct Tally: Sendable, Equatable {
    public var views = 0
    public var withinHalf = 0
    public var withinTwo = 0
    /// Views formshot does not lay out (counted as differing).
    public var missing = 0
    public init(views: Int = 0, withinHalf: Int = 0, withinTwo: Int = 0, missing: Int = 0) {
      self.views = views
      self.withinHalf = withinHalf
      self.withinTwo = withinTwo
      self.missing = missing
    }
  }

  /// A view whose frame differs from Xcode's by more than 0.5 pt.
  public struct Difference: Sendable {
    public var view: IBStoredFrames.View
    public var stored: Rect
    /// Nil: formshot does not lay the view out.
    public var formshot: Rect?
    /// The largest difference of x, y, width and height (infinite when missing).
    public var error: Double
  }

  /// A required constraint that Xcode's stored frames do not satisfy.
  public struct BrokenConstraint: Sendable {
    public var constraint: LayoutConstraint
    public var location: SourceLocation?
    /// How far from holding, in points.
    public var off: Double
  }

  public var rootID: ItemID
  /// Views whose size does not come from text.
  public var nonText = Tally()
  public var all = Tally()
  /// Every view differing by more than 0.5 pt, worst first.
  public var differences: [Difference] = []
  /// Views Xcode marks `misplaced="YES"`: left out of the figures.
  public var misplaced: [IBStoredFrames.View] = []
  /// Views inside a misplaced view, also left out.
  public var insideMisplaced = 0
  /// Required constraints evaluated on the stored frames, and those off by more than 0.5 pt,
  /// worst first.
  public var evaluated = 0
  /// Constraints between views only (their stored frames, nothing of formshot's model) that
  /// do not hold: the file's frames are stale.
  public var broken: [BrokenConstraint] = []
  /// Constraints to a guide or a margin that do not hold with formshot's placement of it (its
  /// safe area, margins, layout guides): stale frames, or formshot places the guide
  /// differently from Xcode; either way not proof the file is stale.
  public var brokenThroughGuides: [BrokenConstraint] = []
  /// Required constraints that cannot be evaluated on stored frames, by reason.
  public var skipped: [(reason: String, count: Int)] = []

  /// The stored frames break a required constraint: Xcode's frames are stale.
  public var isStale: Bool { !broken.isEmpty }
}

/// Compares formshot's layout of a root with the frames Xcode stored for it.
public enum StoredFrameCheck {
  /// Tolerances: a view matches within 0.5 pt (the figure the oracle reports) or 2 pt; a
  /// constraint holds within 0.5 pt.
  public static let tolerance = 0.5

  /// `stored` against `result` (formshot's solution of `form`, the same root in the file's
  /// own state).
  public static func compare(
    _ stored: IBStoredFrames, form: ResolvedForm, result: LayoutResult
  ) -> StoredFrameReport {
    var report = StoredFrameReport(rootID: stored.rootID)
    var solved: [ItemID: Rect] = [:]
    for entry in result.frames { solved[entry.id] = entry.frame }
    compareViews(stored, solved: solved, into: &report)
    evaluateConstraints(stored, form: form, solved: solved, into: &report)
    return report
  }

  /// `v` to 1/1000 pt, the precision Xcode stores frames with (`20.333`): a difference of
  /// 0.5000001 is within 0.5 pt.
  static func thousandths(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

  static func frame(_ alignment: Rect, _ insets: EdgeInsets?) -> Rect {
    guard let i = insets else { return alignment }
    return Rect(
      x: alignment.minX - i.left, y: alignment.minY - i.top, width: alignment.width + i.left + i.right,
      height: alignment.height + i.top + i.bottom)
  }

  static func alignmentRect(_ frame: Rect, _ insets: EdgeInsets?) -> Rect {
    guard let i = insets else { return frame }
    return Rect(
      x: frame.minX + i.left, y: frame.minY + i.top, width: frame.width - i.left - i.right,
      height: frame.height - i.top - i.bottom)
  }

  static func compareViews(
    _ stored: IBStoredFrames, solved: [ItemID: Rect], into report: inout StoredFrameReport
  ) {
    for view in stored.views where view.hasFrame {
      if view.isMisplaced {
        if view.isMarkedMisplaced { report.misplaced.append(view) } else { report.insideMisplaced += 1 }
        continue
      }
      let got = solved[view.id].map { frame($0, stored.alignmentInsets[view.id]) }
      let s = view.frame
      let error =
        got.map {
          thousandths(
            max(abs($0.minX - s.minX), abs($0.minY - s.minY), abs($0.width - s.width), abs($0.height - s.height)))
        } ?? .infinity
      for text in view.sizeFromText ? [false] : [false, true] {
        func count(_ t: inout StoredFrameReport.Tally) {
          t.views += 1
          if got == nil { t.missing += 1 }
          if error <= tolerance { t.withinHalf += 1 }
          if error <= 2 { t.withinTwo += 1 }
        }
        if text { count(&report.nonText) } else { count(&report.all) }
      }
      if error > tolerance {
        report.differences.append(.init(view: view, stored: s, formshot: got, error: error))
      }
    }
    // Worst first; equal errors in document order.
    report.differences = report.differences.enumerated().sorted {
      $0.element.error != $1.element.error ? $0.element.error > $1.element.error : $0.offset < $1.offset
    }.map(\.element)
  }

  /// Each required written constraint evaluated with the views' alignment rects taken from the
  /// stored frames and everything else (guides, margins, safe area) placed relative to its
  /// view as formshot's own solution places it. Baselines (the text's metrics), a scroll
  /// view's content size (nothing stores it) and constraints through a misplaced view are
  /// skipped and counted.
  static func evaluateConstraints(
    _ stored: IBStoredFrames, form: ResolvedForm, solved: [ItemID: Rect],
    into report: inout StoredFrameReport
  ) {
    var items: [ItemID: LayoutItem] = [:]
    for item in form.items { items[item.id] = item }
    var views: [ItemID: IBStoredFrames.View] = [:]
    for view in stored.views { views[view.id] = view }
    // Guides that span a scroll view's content: its size is not stored.
    var contentSized: Set<ItemID> = []
    for item in form.items where item.kind == .guide(.scrollContent) { contentSized.insert(item.id) }
    for c in form.constraints where c.relation == .equal {
      guard let s = c.second else { continue }
      if contentSized.contains(s.item), items[c.first.item]?.isLayoutGuide == true {
        contentSized.insert(c.first.item)
      }
    }
    /// An item's rect on the stored frames: a view's stored alignment rect; a guide (or a
    /// control's part) at the insets from its view that formshot's solution gives it.
    func rect(_ id: ItemID) -> Rect? {
      if let v = views[id] { return alignmentRect(v.frame, stored.alignmentInsets[id]) }
      var owner = items[id]?.parent
      var steps = 0
      while let o = owner, views[o] == nil, steps < 1000 {
        owner = items[o]?.parent
        steps += 1
      }
      guard let o = owner, let v = views[o], let mine = solved[id], let theirs = solved[o] else { return nil }
      let base = alignmentRect(v.frame, stored.alignmentInsets[o])
      let left = base.minX + (mine.minX - theirs.minX)
      let top = base.minY + (mine.minY - theirs.minY)
      let right = base.maxX - (theirs.maxX - mine.maxX)
      let bottom = base.maxY - (theirs.maxY - mine.maxY)
      return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }
    /// The view an item belongs to (itself, or a guide's owner).
    func view(of id: ItemID) -> ItemID? {
      var current: ItemID? = id
      var steps = 0
      while let c = current, steps < 1000 {
        if views[c] != nil { return c }
        current = items[c]?.parent
        steps += 1
      }
      return nil
    }
    /// The item's view, or a view from it up to `owner` (exclusive), marked misplaced.
    func misplacedOnPath(_ id: ItemID, to owner: ItemID) -> Bool {
      var current = view(of: id)
      if let c = current, views[c]?.isMarkedMisplaced == true { return true }
      var steps = 0
      while let c = current, c != owner, steps < 1000 {
        if views[c]?.isMarkedMisplaced == true { return true }
        current = views[c]?.superview
        steps += 1
      }
      return false
    }
    var skipped: [String: Int] = [:]
    var broken: [(StoredFrameReport.BrokenConstraint, Int)] = []
    var throughGuides: [(StoredFrameReport.BrokenConstraint, Int)] = []
    for (index, (c, owner)) in stored.constraints.enumerated() where c.priority.isRequired {
      let anchors = [c.first] + (c.second.map { [$0] } ?? [])
      if anchors.contains(where: { $0.attribute == .firstBaseline || $0.attribute == .lastBaseline }) {
        skipped["baselines", default: 0] += 1
        continue
      }
      if anchors.contains(where: {
        contentSized.contains($0.item) && ![.left, .top, .leading].contains($0.attribute)
      }) {
        skipped["a scroll view's content size", default: 0] += 1
        continue
      }
      if anchors.contains(where: { misplacedOnPath($0.item, to: owner) }) {
        skipped["through a misplaced view", default: 0] += 1
        continue
      }
      // Xcode leaves out the `<rect>` of an all-zero frame, and files of early versions store
      // none: nothing to evaluate.
      if anchors.contains(where: { views[$0.item].map { !$0.hasFrame } ?? false }) {
        skipped["a view without a stored frame", default: 0] += 1
        continue
      }
      guard let lhs = value(c.first, rect(c.first.item), items[c.first.item]) else {
        skipped["an item without a frame", default: 0] += 1
        continue
      }
      var rhs = c.constant
      var left = lhs
      if let s = c.second {
        guard let v = value(s, rect(s.item), items[s.item]) else {
          skipped["an item without a frame", default: 0] += 1
          continue
        }
        // A multiplier on a position applies from the holding view's origin.
        var origin = 0.0
        if c.multiplier != 1, !c.first.attribute.isSize || !s.attribute.isSize,
          let o = views[owner]
        {
          origin = c.first.attribute.axis == .horizontal ? o.frame.minX : o.frame.minY
        }
        left = lhs - (c.first.attribute.isSize ? 0 : origin)
        rhs = c.multiplier * (v - (s.attribute.isSize ? 0 : origin)) + c.constant
      }
      let off: Double
      switch c.relation {
      case .equal: off = abs(left - rhs)
      case .greaterThanOrEqual: off = rhs - left
      case .lessThanOrEqual: off = left - rhs
      }
      report.evaluated += 1
      if thousandths(off) > tolerance {
        let entry = (StoredFrameReport.BrokenConstraint(constraint: c, location: c.origin?.location, off: off), index)
        let viewsOnly = anchors.allSatisfy { views[$0.item] != nil && !Self.marginAttributes.contains($0.attribute) }
        if viewsOnly { broken.append(entry) } else { throughGuides.append(entry) }
      }
    }
    func worstFirst(_ list: [(StoredFrameReport.BrokenConstraint, Int)]) -> [StoredFrameReport.BrokenConstraint] {
      list.sorted { $0.0.off != $1.0.off ? $0.0.off > $1.0.off : $0.1 < $1.1 }.map(\.0)
    }
    report.broken = worstFirst(broken)
    report.brokenThroughGuides = worstFirst(throughGuides)
    report.skipped = skipped.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
      .map { (reason: $0.key, count: $0.value) }
  }

  static let marginAttributes: Set<AnchorAttribute> = [
    .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
  ]

  /// An anchor's value on `r` (left to right: leading is the left edge).
  static func value(_ anchor: Anchor, _ r: Rect?, _ item: LayoutItem?) -> Double? {
    guard let r else { return nil }
    let m = item?.layoutMargins ?? .zero
    switch anchor.attribute {
    case .left, .leading: return r.minX
    case .right, .trailing: return r.maxX
    case .top: return r.minY
    case .bottom: return r.maxY
    case .width: return r.width
    case .height: return r.height
    case .centerX: return r.midX
    case .centerY: return r.midY
    case .leftMargin, .leadingMargin: return r.minX + m.left
    case .rightMargin, .trailingMargin: return r.maxX - m.right
    case .topMargin: return r.minY + m.top
    case .bottomMargin: return r.maxY - m.bottom
    case .firstBaseline, .lastBaseline: return nil
    }
  }
}
