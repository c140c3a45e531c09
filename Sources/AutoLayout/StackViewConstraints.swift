// The constraints a `UIStackView` generates for its arranged subviews.
//
// UIKit's stack view is a non-rendering view that owns constraints: it adds them when its
// arranged subviews, their `isHidden` or their intrinsic sizes change. The engine does the same
// when it builds the solver, so every stack constraint is an ordinary solver constraint (no
// extra pass) whose origin names it as UIKit does (`UISV-spacing`, …; see
// `StackConstraintName` and docs/form-language.md for the full table).
//
// Along the axis (`lead`/`trail` are leading/trailing in a horizontal stack, top/bottom in a
// vertical one; `length` is width or height):
// - `UISV-canvas-connection`: `stack.lead = first.lead`, `stack.trail = last.trail` (the
//   stack's margins instead with `isLayoutMarginsRelativeArrangement`);
// - `UISV-spacing`: `next.lead = previous.trail + spacing` (`>=` for equalSpacing and
//   equalCentering); the spacing is the custom spacing after `previous` when it has one,
//   rounded to the screen's pixel grid when the form has one;
//   with `isBaselineRelativeArrangement` (vertical stacks) it runs from `previous`'s last
//   baseline to `next`'s first baseline, a view without text standing in with its bottom
//   (top) edge, as UIKit's `forLastBaselineLayout` (`forFirstBaselineLayout`) documents;
// - fillEqually `UISV-fill-equally`: `view.length = first.length`;
// - fillProportionally `UISV-fill-proportionally @999−k` (k the view's index among the
//   arranged views): `view.length = share × stack.length − share × (spacings + margins)`,
//   share = the view's intrinsic length / the sum of them (fillEqually @249 when no view has
//   one, so what is inside the views sizes them first; plain `fill` when only some have one);
// - equalSpacing / equalCentering: a `UISV-distributing` guide between neighbours from edge to
//   edge (centre to centre), `UISV-distributing-edge` at its ends, all guides as long as the
//   first (`UISV-fill-equally`, @150 for equalCentering so it gives way before a view is
//   compressed), and `UISV-ambiguity-suppression guide.length = 0 @50` so a stack that nothing
//   sizes keeps its minimum spacing.
// - A hidden arranged view takes no space: `UISV-hiding view.length = 0` (at the view's
//   `hidingPriority`, required unless its front end says otherwise), out of the spacing
//   chain, in the gap it leaves: half the spacing after the previous visible view, ending where
//   the first visible view begins when none comes before it (starting there in a fill stack
//   without spacing), at the end of the last; across the axis it is aligned as the visible
//   views are. With every arranged view hidden the stack has no length along its axis, and
//   across it `UISV-spanning-fit` keeps it as small as its constraints allow; in a fill stack
//   the hidden views still span whatever width (height) it is given, just below that (@50).
//
// Across the axis, per alignment: fill ties both edges to the stack; leading/trailing/center
// tie that edge (centre) of every view to the first's (`UISV-alignment`) and the first's to the
// stack (`UISV-canvas-connection`), keep the other edges inside (`UISV-spanning-boundary`) and
// make the stack no larger than needed (`UISV-spanning-fit stack.crossLength = 0 @51`); views
// without an intrinsic cross size get `UISV-ambiguity-suppression crossLength = 0 @25`.
// First/last baseline (horizontal stacks) align baselines, keep every view inside, and put the
// highest view at the top (`UISV-canvas-connection stack.top = view.top @49`); in a vertical
// stack they act as fill.
import Geometry
import LayoutContract
import LayoutVocabulary

struct StackViewConstraints {
  /// The spacing guides (equalSpacing, equalCentering), as items owned by the stack.
  var guides: [LayoutItem] = []
  var constraints: [LayoutConstraint] = []

  private let stack: LayoutItem
  private let view: ItemKind.StackView

  /// `isHidden(id)`, `intrinsic(id)` and `hasBaseline(id)` report on arranged views (their
  /// intrinsic size as measured when the solver is built; whether they show text).
  /// `contentSize(id)` is the length fillProportionally shares by: the intrinsic size, or for a
  /// nested stack view the size its arranged views' add up to (defaults to `intrinsic`).
  /// `marginsGuide` is the stack's layout-margins guide when its margins grow beyond its own
  /// (`preservesSuperviewLayoutMargins`, the safe area): a margins-relative arrangement sits
  /// inside that guide, as UIKit's does inside `layoutMarginsGuide`. `pixelGrid` is the
  /// screen's pixels per point, the grid the spacings are rounded to (none: as written).
  init(
    stack: LayoutItem, view: ItemKind.StackView, isHidden: (ItemID) -> Bool,
    intrinsic: (ItemID) -> (width: Double?, height: Double?),
    hasBaseline: (ItemID) -> Bool = { _ in false }, marginsGuide: ItemID? = nil,
    contentSize: ((ItemID) -> (width: Double?, height: Double?))? = nil, pixelGrid: Double? = nil
  ) {
    self.stack = stack
    self.view = view
    // The spacing after an arranged view, on the screen's pixel grid (halves away from zero):
    // a stack spaces its views by whole pixels, so 0.5 pt on a 3x screen is 2 pixels, not the
    // 1.5 that snapping each edge would alternate between 1 and 2 (LeaveCasa's settings rows
    // at 0.5 and IamQatar's overlapping ones at -0.5, on iPhone X, are stored 0.667 apart).
    func spacing(after a: ItemKind.StackView.Arranged) -> Double {
      let points = a.spacingAfter ?? view.spacing
      guard let grid = pixelGrid, grid > 0, points.isFinite else { return points }
      return points.snapped(toPixelGrid: grid)
    }
    let horizontal = view.axis == .horizontal
    let margins = view.isLayoutMarginsRelativeArrangement
    let lead: AnchorAttribute = horizontal ? .leading : .top
    let trail: AnchorAttribute = horizontal ? .trailing : .bottom
    let length: AnchorAttribute = horizontal ? .width : .height
    let center: AnchorAttribute = horizontal ? .centerX : .centerY
    let crossLead: AnchorAttribute = horizontal ? .top : .leading
    let crossTrail: AnchorAttribute = horizontal ? .bottom : .trailing
    let crossLength: AnchorAttribute = horizontal ? .height : .width
    let crossCenter: AnchorAttribute = horizontal ? .centerY : .centerX
    // The arrangement's frame: the stack's edges, its own margins, or its margins guide.
    let guide = margins ? marginsGuide : nil
    let inOwnMargins = margins && guide == nil
    let stackLead: AnchorAttribute = inOwnMargins ? (horizontal ? .leadingMargin : .topMargin) : lead
    let stackTrail: AnchorAttribute =
      inOwnMargins ? (horizontal ? .trailingMargin : .bottomMargin) : trail
    let stackCrossLead: AnchorAttribute =
      inOwnMargins ? (horizontal ? .topMargin : .leadingMargin) : crossLead
    let stackCrossTrail: AnchorAttribute =
      inOwnMargins ? (horizontal ? .bottomMargin : .trailingMargin) : crossTrail
    let insets = stack.layoutMargins
    // Margins along and across the axis (leading/trailing as left/right: the mirror flips both).
    let mainMargins = margins ? (horizontal ? insets.left + insets.right : insets.top + insets.bottom) : 0
    let crossCenterOffset =
      inOwnMargins
      ? (horizontal ? (insets.top - insets.bottom) / 2 : (insets.left - insets.right) / 2) : 0

    let s = stack.id
    /// The item the arrangement's edges belong to.
    let frame = guide ?? s
    let visible = view.arranged.filter { !isHidden($0.id) }

    // Along the axis.
    if let first = visible.first, let last = visible.last {
      add(.canvasConnection, Anchor(frame, stackLead), .equal, Anchor(first.id, lead))
      add(.canvasConnection, Anchor(frame, stackTrail), .equal, Anchor(last.id, trail))
    } else if !view.arranged.isEmpty {
      // Every arranged view hidden: the stack collapses along its axis, as a stack with no
      // arranged views has no length, rather than leaving it free for optional constraints to
      // stretch (or turn negative). Only a required constraint outweighs it (999): sentry's
      // row of hidden fields in a vertical fill stack is stored as wide as that stack's
      // margins, 377, not 0. Across the axis no view spans it either, and it is as
      // small as its own constraints allow (`UISV-spanning-fit`, weak): Xcode stores such a
      // stack 0 across (threema's alert row of a hidden 36-pt button, 0 × 0; sentry's row of
      // hidden 34-pt fields, 0 tall) rather than stretched by what surrounds it.
      add(.canvasConnection, Anchor(frame, stackTrail), .equal, Anchor(frame, stackLead), priority: 999)
      add(.spanningFit, Anchor(s, crossLength), .equal, nil, priority: 51)
    }
    let distributes = view.distribution == .equalSpacing || view.distribution == .equalCentering
    var totalSpacing = 0.0
    let baselines = view.isBaselineRelativeArrangement && !horizontal
    for (a, b) in zip(visible, visible.dropFirst()) {
      let gap = spacing(after: a)
      totalSpacing += gap
      let next: AnchorAttribute = baselines && hasBaseline(b.id) ? .firstBaseline : lead
      let previous: AnchorAttribute = baselines && hasBaseline(a.id) ? .lastBaseline : trail
      add(
        .spacing, Anchor(b.id, next), distributes ? .greaterThanOrEqual : .equal,
        Anchor(a.id, previous), constant: gap)
    }
    switch view.distribution {
    case .fill: break
    case .fillEqually:
      fillEqually(visible, length)
    case .fillProportionally:
      let lengths = visible.map { v -> Double in
        let size = contentSize?(v.id) ?? intrinsic(v.id)
        return max(0, (horizontal ? size.width : size.height) ?? 0)
      }
      let total = lengths.reduce(0, +)
      guard total > 0 else {
        fillEqually(visible, length, priority: Self.unsizedProportionalPriority)
        break
      }
      // An arranged view with no length of its own (a plain view, an empty label, a date
      // picker) makes UIKit lay the stack out as `fill`: the others keep their intrinsic
      // lengths and it takes the rest. NCB's QR-transfer rows (Xcode 10.2) store "Số dư" at its
      // 45.5 and the empty amount label beside it at the other 332.5 of 390, MyZiyara's time
      // picker row, Forbrands' favourites card and BC Health Gateway's comment box likewise (5
      // apps); sharing by length had given the empty label nothing.
      if lengths.contains(0) { break }
      // UIKit gives the first arranged view's constraint 999, the next 998, and so on: where
      // the shares cannot all hold (a view with a required length), the later views give way
      // first and the earlier ones keep their shares.
      for (v, l) in zip(visible, lengths) {
        let share = l / total
        let k = view.arranged.firstIndex { $0.id == v.id } ?? 0
        add(
          .fillProportionally, Anchor(v.id, length), .equal, Anchor(s, length), multiplier: share,
          constant: -share * (totalSpacing + mainMargins), priority: max(1, 999 - Double(k)))
      }
    case .equalSpacing, .equalCentering:
      let edges = view.distribution == .equalSpacing ? (trail, lead) : (center, center)
      var first: ItemID?
      for (k, (a, b)) in zip(visible, visible.dropFirst()).enumerated() {
        let guide = ItemID("\(s).UISV-distributing-\(k + 1)")
        guides.append(LayoutItem(id: guide, kind: .guide(.plain), parent: s))
        add(.distributingEdge, Anchor(guide, lead), .equal, Anchor(a.id, edges.0))
        add(.distributingEdge, Anchor(guide, trail), .equal, Anchor(b.id, edges.1))
        add(.distributingEdge, Anchor(guide, crossLead), .equal, Anchor(s, crossLead))
        add(.distributingEdge, Anchor(guide, crossLength), .equal, nil)
        add(.ambiguitySuppression, Anchor(guide, length), .equal, nil, priority: 50)
        if let first {
          add(
            .fillEqually, Anchor(guide, length), .equal, Anchor(first, length),
            priority: view.distribution == .equalSpacing ? 1000 : 150)
        } else {
          first = guide
        }
      }
    }

    // Hidden views: no length, out of the chain, in the gap they leave (UIKit's hiding
    // constraints): half the spacing after the previous visible view, so the whole spacing
    // stays between the visible ones; the first ends where the first visible view begins;
    // the last begins where the last visible one ends. A hidden view whose own constraints
    // keep a length keeps it there, as Xcode stores it (a 30-pt button hidden before an icon
    // at x −30, another between views 16 apart 8 after the first: 23 of the 27 hidden
    // arranged views of the diagnosis sets, 4 apps). Across the axis they are aligned as the
    // visible ones are (below).
    var previous: ItemKind.StackView.Arranged?
    let hidden = view.arranged.filter { isHidden($0.id) }.map(\.id)
    for (k, v) in view.arranged.enumerated() {
      guard isHidden(v.id) else {
        previous = v
        continue
      }
      let next = view.arranged[(k + 1)...].first { !isHidden($0.id) }
      add(.hiding, Anchor(v.id, length), .equal, nil, priority: v.hidingPriority.rawValue)
      // Where it sits gives way before its length does: a subview centred on something else
      // places it (Lumenshine's hidden "load" stack, first in its row, whose button is
      // centred on the safe area, is stored 0 wide at the middle, not stretched to start
      // where the next view starts).
      let position = v.hidingPriority.rawValue - 0.05
      if let previous {
        let half = next == nil ? 0 : spacing(after: previous) / 2
        add(.hiding, Anchor(v.id, lead), .equal, Anchor(previous.id, trail), constant: half, priority: position)
      } else if let next {
        // With no spacing in a fill stack it starts where that view starts instead (Xcode
        // stores it so: 7 views of Green and xDrip in every save; with spacing, 10 end there).
        let overlaps = view.distribution == .fill && view.spacing == 0
        add(.hiding, Anchor(v.id, overlaps ? lead : trail), .equal, Anchor(next.id, lead), priority: position)
      } else {
        add(.hiding, Anchor(v.id, lead), .equal, Anchor(frame, stackLead), priority: position)
      }
      if (horizontal ? intrinsic(v.id).height : intrinsic(v.id).width) == nil {
        add(.ambiguitySuppression, Anchor(v.id, crossLength), .equal, nil, priority: 25)
      }
    }

    // Across the axis.
    var alignment = view.alignment
    if !horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) {
      alignment = .fill
    }
    // Hidden views are aligned as the others are; by their top where those share a baseline
    // or none is visible.
    let alignsBaselines = alignment == .firstBaseline || alignment == .lastBaseline
    let aligned = alignsBaselines || visible.isEmpty ? [] : hidden
    if aligned.isEmpty {
      for v in hidden { add(.hiding, Anchor(v, crossLead), .equal, Anchor(frame, stackCrossLead)) }
    }
    // With none visible, a fill stack's hidden views still reach across it, as visible ones
    // would: yomojo's eight hidden setting rows and element's two hidden room banners are
    // stored as wide as their stacks (320 and 375, which constraints outside give them). Just
    // below the stack's own wish to be small (`UISV-spanning-fit` @51), so a stack nothing
    // sizes across stays 0 wide rather than growing to its hidden views.
    if visible.isEmpty && alignment == .fill {
      for v in hidden { add(.hiding, Anchor(v, crossTrail), .equal, Anchor(frame, stackCrossTrail), priority: 50) }
    }
    guard let first = visible.first?.id else { return }
    let others = visible.dropFirst().map(\.id)
    switch alignment {
    case .fill:
      add(.canvasConnection, Anchor(frame, stackCrossLead), .equal, Anchor(first, crossLead))
      add(.canvasConnection, Anchor(frame, stackCrossTrail), .equal, Anchor(first, crossTrail))
      for v in others + aligned {
        add(.alignment, Anchor(v, crossLead), .equal, Anchor(first, crossLead))
        add(.alignment, Anchor(v, crossTrail), .equal, Anchor(first, crossTrail))
      }
    case .leading, .trailing, .center:
      let edge = alignment == .leading ? crossLead : alignment == .trailing ? crossTrail : crossCenter
      let stackEdge =
        alignment == .leading
        ? stackCrossLead : alignment == .trailing ? stackCrossTrail : crossCenter
      add(
        .canvasConnection, Anchor(frame, stackEdge), .equal, Anchor(first, edge),
        constant: edge == crossCenter ? -crossCenterOffset : 0)
      for v in others + aligned { add(.alignment, Anchor(v, edge), .equal, Anchor(first, edge)) }
      for v in visible.map(\.id) {
        if alignment != .leading {
          add(.spanningBoundary, Anchor(v, crossLead), .greaterThanOrEqual, Anchor(frame, stackCrossLead))
        }
        if alignment != .trailing {
          add(.spanningBoundary, Anchor(v, crossTrail), .lessThanOrEqual, Anchor(frame, stackCrossTrail))
        }
      }
      add(.spanningFit, Anchor(s, crossLength), .equal, nil, priority: 51)
      suppressAmbiguity(
        visible, horizontal: horizontal, intrinsic: intrinsic,
        span: (frame, crossLength, stackCrossLead, stackCrossTrail))
    case .firstBaseline, .lastBaseline:
      let baseline: AnchorAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
      for v in others { add(.alignment, Anchor(v, baseline), .equal, Anchor(first, baseline)) }
      for v in visible.map(\.id) {
        add(.spanningBoundary, Anchor(v, .top), .greaterThanOrEqual, Anchor(frame, stackCrossLead))
        add(.spanningBoundary, Anchor(v, .bottom), .lessThanOrEqual, Anchor(frame, stackCrossTrail))
        add(.canvasConnection, Anchor(frame, stackCrossLead), .equal, Anchor(v, .top), priority: 49)
      }
      add(.spanningFit, Anchor(s, crossLength), .equal, nil, priority: 51)
      suppressAmbiguity(
        visible, horizontal: horizontal, intrinsic: intrinsic,
        span: (frame, crossLength, stackCrossLead, stackCrossTrail))
    }
  }

  private mutating func fillEqually(
    _ visible: [ItemKind.StackView.Arranged], _ length: AnchorAttribute, priority: Double = 1000
  ) {
    guard let first = visible.first else { return }
    for v in visible.dropFirst() {
      add(.fillEqually, Anchor(v.id, length), .equal, Anchor(first.id, length), priority: priority)
    }
  }

  /// fillProportionally with no arranged view of an intrinsic length shares equally, but only
  /// where nothing inside the views sizes them (below the default hugging, 250): Stop
  /// COVID-19 Croatia's exposure screen (Xcode 11.4) stores its three container rows at their
  /// contents' 50, 156 and 50 pt, where required equal shares made each 174.
  static let unsizedProportionalPriority = 249.0

  /// A visible view with no size of its own across the axis: 0 across at 25 (UIKit's
  /// `UISV-ambiguity-suppression`), or, where the arranged view says so (Interface Builder's
  /// canvas), as weakly from the arrangement's leading edge to its trailing one across, or a
  /// length of its own.
  private mutating func suppressAmbiguity(
    _ visible: [ItemKind.StackView.Arranged], horizontal: Bool,
    intrinsic: (ItemID) -> (width: Double?, height: Double?),
    span: (frame: ItemID, length: AnchorAttribute, lead: AnchorAttribute, trail: AnchorAttribute)
  ) {
    let crossLead: AnchorAttribute = horizontal ? .top : .leading
    let crossTrail: AnchorAttribute = horizontal ? .bottom : .trailing
    for v in visible {
      let size = intrinsic(v.id)
      guard (horizontal ? size.height : size.width) == nil else { continue }
      switch v.freeCross {
      case .zero:
        add(.ambiguitySuppression, Anchor(v.id, span.length), .equal, nil, priority: 25)
      case .fill:
        add(.ambiguitySuppression, Anchor(v.id, crossLead), .equal, Anchor(span.frame, span.lead), priority: 25)
        add(.ambiguitySuppression, Anchor(v.id, crossTrail), .equal, Anchor(span.frame, span.trail), priority: 25)
      case .length(let length):
        // The spanning boundaries (required) keep it inside the stack.
        add(.ambiguitySuppression, Anchor(v.id, span.length), .equal, nil, constant: length, priority: 25)
      }
    }
  }

  private mutating func add(
    _ name: StackConstraintName, _ first: Anchor, _ relation: Relation, _ second: Anchor?,
    multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
  ) {
    constraints.append(
      LayoutConstraint(
        first, relation, second, multiplier: multiplier, constant: constant,
        priority: LayoutPriority(priority), origin: .derived(.stackView(name, stack: stack.id))))
  }
}
