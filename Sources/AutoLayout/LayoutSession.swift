// One form's live layout: the solver, its variables and the bookkeeping that maps solver
// constraints back to the form's constraints.
import Cassowary
import LayoutContract
import LayoutVocabulary
import Geometry

/// Keeps the solver of one form alive so that environment-driven changes (the keyboard guide's
/// height, a scroll offset) re-solve through edit variables instead of rebuilding.
///
/// Build order (the order decides which required constraint breaks, as in UIKit): engine
/// constraints (root frame, baselines, scroll offsets), optional hugging and compression
/// resistance (they cannot conflict; added later, a chain's closing constraint made every one
/// of them a long row), the form's constraints in form order, then required intrinsic-size
/// constraints. Among optional constraints at the same priority the one added last tends to
/// give way, so a form constraint tied with an intrinsic one now wins less often than before;
/// UIKit reports such ties as ambiguous, and so does formshot. A required constraint that cannot be added is
/// recorded as a `BrokenConstraint` and **dropped** (not re-added as an optional one): UIKit
/// also stops honouring the broken constraint, and an optional copy would drag the layout
/// towards a half-satisfied compromise that nothing in the form asked for.
public final class LayoutSession {
  /// The strength of edit variables (environment-driven constants, scroll offsets): just below
  /// required, so it beats every UIKit priority up to 999 but can never make `add` fail.
  static let editStrength = Strength.create(999, 1000, 1000)
  /// Bound on solve → re-measure/scroll → re-solve rounds (UIKit bounds its passes too).
  static let maxPasses = 6
  /// Bound on the rounds that feed insets worked out from the frames (safe areas, margins)
  /// back into the solver; still changing after them, the guides are reported as unsettled.
  static let maxInsetRounds = 4

  public private(set) var form: ResolvedForm
  /// The latest layout.
  public private(set) var result = LayoutResult(frames: [])
  /// How many times a solver was built (tests check that edits do not rebuild).
  public private(set) var buildCount = 0
  /// Pivots the solver has done (tests check that building does not pivot per label twice).
  package var pivotCount: Int { solver.pivotCount }
  /// The solver's tableau: rows, cells and the longest row (tests check it does not fill in).
  package var tableauSize: (rows: Int, cells: Int, longestRow: Int) {
    (solver.rowCount, solver.cellCount, solver.longestRow)
  }

  private let measuring: TextMeasuring
  private var solver = Solver()
  private var vars: [ItemVariables] = []
  private var indexOf: [ItemID: Int] = [:]
  private var lastLookups: ((id: ItemID, index: Int)?, (id: ItemID, index: Int)?) = (nil, nil)
  /// Every constraint handed to the solver, with the form constraint it stands for, by the
  /// handle's `tag` (its add order, which is also the order conflicts compare); nil once it
  /// left the solver.
  private var records: [Record?] = []
  /// The layout constraints of `Record.made`, by index.
  private var madeLayouts: [LayoutConstraint] = []
  /// Broken constraints in the order they broke; `owner` names the intrinsic or baseline slot
  /// that re-adds its constraints after a re-measure, so stale reports can be withdrawn.
  private var broken: [(report: BrokenConstraint, owner: Owner?)] = []
  /// Edit variables standing for `isEdit` constraints: (index in `form.constraints`, variable).
  private var edits: [(constraint: Int, variable: Variable)] = []
  private var intrinsic: [IntrinsicState] = []
  private var scrolls: [ScrollState] = []
  /// Form constraints that tie a content guide's top to its scroll view's top, by index: they
  /// get the content offset term (`sign × offset` added to `first − second`).
  private var offsetTerms: [Int: (offset: Variable, sign: Double)] = [:]
  /// The constraints stack views generated (UIKit's `UISV-…`), in item order.
  private var generated: [LayoutConstraint] = []
  /// The solver handles of the `UISV-fill-proportionally` constraints, by their index in
  /// `generated`: re-shared when wrapping text changes an arranged view's intrinsic size.
  private var proportional: [(index: Int, handle: Constraint)] = []
  /// Guides and rows placed by insets worked out from the frames (`LayoutItem.frameInsets`).
  private var framedGuides: [FramedGuide] = []
  /// Guides whose insets still changed after the last allowed round.
  private var unsettled: [ItemID] = []
  /// What the loops over the items ask of each, read in one pass (`scanItems`).
  private var scan = ItemScan()
  /// For a stack view, the item whose first / last baseline is the stack's (`baselineViews`).
  private var stackBaselines: [Int: (first: Int, last: Int)] = [:]
  /// For a stack view, the size its visible arranged views and spacing add up to
  /// (`stackNaturalSizes`), from the intrinsic sizes the solver is built with.
  private var stackSizes: [Int: (width: Double?, height: Double?)] = [:]
  /// The lengths views without an intrinsic size give themselves (`fixedLengths`), as the
  /// solver is built: a stack's natural size counts them, and a fillProportionally stack
  /// shares an arranged view of no intrinsic size by them.
  private var ownLengths: [Int: (width: Double?, height: Double?)] = [:]

  /// The kinds and contents the session's loops look for, found in one pass over the items.
  /// A `LayoutItem` is 840 bytes and matching its `kind` or `intrinsic` copied the enum (370
  /// bytes) out of it: each loop over a 20,000-view form's items read 17 MB, and the build,
  /// every pass and the result made about ten such loops. Re-read whenever `form` changes
  /// other than in a scroll view's offset.
  struct ItemScan {
    var root: Int?
    var isRoot: [Bool] = []
    var isGuide: [Bool] = []
    var isHidden: [Bool] = []
    /// The index of the item's parent, or -1 when it has none or no item has that id.
    var parent: [Int32] = []
    var stacks: [(index: Int, view: ItemKind.StackView)] = []
    var scrollViews: [(index: Int, view: ItemKind.ScrollView)] = []
    /// Items with `frameInsets` (framed guides, list rows).
    var framed: [Int] = []
    /// Items whose text wraps (`IntrinsicContentSize.dependsOnWidth`).
    var wrapping: [Int] = []
    /// Items with a symbol or a symbol and a title (`symbolSizes`).
    var symbols: [Int] = []
    /// Items with a symbol and a title, or buttons with an image and a text (`titleWidths`).
    var titled: [Int] = []
    /// Classic buttons (an Interface Builder `<button>`) whose image is a symbol: measured for
    /// `symbolSizes` only, never for their layout.
    var buttonSymbols: [Int] = []
    /// For a view inside an arranged view of a `fill` stack (or that arranged view itself),
    /// per axis, the arranged view's place in the nearest such stack along that axis.
    var fillPlace: [Int: (horizontal: Int?, vertical: Int?)] = [:]
  }

  /// Reads `scan` from the items (after `indexOf` is filled).
  private func scanItems() {
    var scan = ItemScan()
    withItems { items in
      scan.isRoot.reserveCapacity(items.count)
      scan.isGuide.reserveCapacity(items.count)
      scan.isHidden.reserveCapacity(items.count)
      scan.parent.reserveCapacity(items.count)
      for i in items.indices {
        var root = false
        var guide = false
        switch items[i].kind {
        case .root: root = true
        case .guide: guide = true
        case .stack(let view): scan.stacks.append((i, view))
        case .scrollView(let view): scan.scrollViews.append((i, view))
        case .button(let button):
          if button.image != nil, case .text = items[i].intrinsic { scan.titled.append(i) }
          // A classic button's symbol, drawn at its own point size inside the image's slot.
          if case .symbol? = button.image?.content {
            switch items[i].intrinsic {
            case .symbol, .symbolAndTitle: break
            default: scan.buttonSymbols.append(i)
            }
          }
        default: break
        }
        if root && scan.root == nil { scan.root = i }
        scan.isRoot.append(root)
        scan.isGuide.append(guide)
        scan.isHidden.append(items[i].isHidden)
        var parent: Int32 = -1
        if let id = items[i].parent, let p = indexOf[id], p < items.count { parent = Int32(p) }
        scan.parent.append(parent)
        if items[i].frameInsets != nil { scan.framed.append(i) }
        switch items[i].intrinsic {
        case .symbol: scan.symbols.append(i)
        case .symbolAndTitle:
          scan.symbols.append(i)
          scan.titled.append(i)
        case .text(_, _, _, let maxLines, _, _) where maxLines != 1 && items[i].preferredMaxLayoutWidth == nil:
          scan.wrapping.append(i)
        default: break
        }
      }
    }
    /// Per arranged view of a fill stack: its axis and how many views come before it.
    var arrangedPlace: [Int: (horizontal: Bool, place: Int)] = [:]
    for (_, view) in scan.stacks where view.distribution == .fill {
      for (place, arranged) in view.arranged.enumerated() {
        if let i = indexOf[arranged.id] { arrangedPlace[i] = (view.axis == .horizontal, place) }
      }
    }
    if !arrangedPlace.isEmpty {
      for i in scan.parent.indices {
        var places: (horizontal: Int?, vertical: Int?) = (nil, nil)
        var k = i
        var steps = 0
        while k >= 0, steps < 64, places.horizontal == nil || places.vertical == nil {
          if let a = arrangedPlace[k] {
            if a.horizontal { places.horizontal = places.horizontal ?? a.place } else { places.vertical = places.vertical ?? a.place }
          }
          k = Int(scan.parent[k])
          steps += 1
        }
        if places.horizontal != nil || places.vertical != nil { scan.fillPlace[i] = places }
      }
    }
    self.scan = scan
  }

  /// A guide at its owner's edges inset by four edit variables (top, left, bottom, right),
  /// suggested between passes from the solved frames, as UIKit does.
  struct FramedGuide {
    var guide: Int
    var owner: Int
    var kind: FrameInsets
    var variables: [Variable]
    /// The insets from the owner's edges; for a row: its offsets from the list's top and left,
    /// its height (`bottom`) and width (`right`).
    var insets: EdgeInsets
  }
  /// `structureFingerprint(of: form)` of the form the solver was built from: forms whose
  /// fingerprints differ cannot share this solver, so most comparisons stop at one integer.
  /// Computed when first compared (a one-off layout never needs it); edits and updates keep
  /// it, since they change nothing it hashes.
  private var builtStructure: Int?
  private var structure: Int {
    if let known = builtStructure { return known }
    let fingerprint = Self.structureFingerprint(of: form)
    builtStructure = fingerprint
    return fingerprint
  }

  /// The form constraint a solver constraint stands for, kept small and spelled out as a
  /// `LayoutConstraint` only when a conflict reports it (`layout(of:)`): a copy of the whole
  /// constraint per record (two anchors with their ids, the origin) was a tenth of the
  /// session's memory on a big form, and intrinsic sizes are most of the records.
  enum Record {
    /// `form.constraints[index]` (an edit constraint's current constant included).
    case form(Int)
    /// `madeLayouts[index]`: the engine's own and stack views' constraints.
    case made(Int)
    /// `size (<=|>=) value @priority` of `form.items[item]`: hugging or compression resistance.
    case intrinsic(item: Int32, horizontal: Bool, relation: Relation, priority: LayoutPriority,
      value: Double)
    /// `baseline == edge + offset` of `form.items[item]`, `edge` its top, vertical centre or
    /// bottom (`LayoutItem.contentVerticalAlignment`).
    case baseline(item: Int32, first: Bool, edge: AnchorAttribute, offset: Double)
  }

  /// The form constraint a record stands for.
  private func layout(of record: Record) -> LayoutConstraint {
    switch record {
    case .form(let index): return form.constraints[index]
    case .made(let index): return madeLayouts[index]
    case .intrinsic(let item, let horizontal, let relation, let priority, let value):
      return LayoutConstraint(
        Anchor(form.items[Int(item)].id, horizontal ? .width : .height), relation, nil,
        constant: value, priority: priority,
        origin: .derived(relation == .lessThanOrEqual ? .contentHugging : .compressionResistance))
    case .baseline(let item, let first, let edge, let offset):
      let id = form.items[Int(item)].id
      return LayoutConstraint(
        Anchor(id, first ? .firstBaseline : .lastBaseline), .equal, Anchor(id, edge),
        constant: offset, origin: .derived(.textBaseline))
    }
  }

  /// The form constraint of a handle this session made, if it is still in the solver.
  private func layout(_ c: Constraint) -> LayoutConstraint? {
    record(c).map(layout(of:))
  }

  /// Keeps a layout constraint that has no compact record.
  private func made(_ layout: LayoutConstraint) -> Record {
    madeLayouts.append(layout)
    return .made(madeLayouts.count - 1)
  }

  /// The intrinsic or baseline slot whose constraints are re-added after a re-measure.
  enum Owner: Equatable {
    case baselines(Int)
    case intrinsic(Int, horizontal: Bool)
  }

  /// The record of a handle this session made, if it is still in the solver.
  private func record(_ c: Constraint) -> Record? {
    records.indices.contains(c.tag) ? records[c.tag] : nil
  }

  /// The constraints currently standing for one item's intrinsic content.
  struct IntrinsicState {
    var size = IntrinsicContentSize()
    var horizontal = Few()
    var vertical = Few()
    var baselines = Few()
  }

  /// At most three constraints (hugging, resistance and a fill stack's tie-break, or the two
  /// baselines) without an array of their own: an array per axis and item was an allocation
  /// (and a free) each.
  struct Few {
    var a: Constraint?
    var b: Constraint?
    var c: Constraint?
    var isEmpty: Bool { a == nil && b == nil && c == nil }
    mutating func append(_ constraint: Constraint) {
      if a == nil { a = constraint } else if b == nil { b = constraint } else { c = constraint }
    }
    func forEach(_ body: (Constraint) -> Void) {
      if let a { body(a) }
      if let b { body(b) }
      if let c { body(c) }
    }
  }

  struct ScrollState {
    var item: Int
    var contentGuide: Int
    var scrollView: ItemKind.ScrollView
    /// The content offset, an edit variable.
    var offset: Variable
    /// Items whose bottoms make up the content extent (visible, non-guide descendants).
    var content: [Int]
  }

  /// Builds the solver for `form` and lays it out.
  public init(_ form: ResolvedForm, measuring: TextMeasuring) {
    self.form = form
    self.measuring = measuring
    build()
  }

  /// Lays out `newForm`. When it differs from the current form only in what edit variables
  /// carry (the constants of `isEdit` constraints, scroll offsets and reveals) or in painting-only
  /// content (colours, focus rings, the keyboard state itself), the values are suggested to the
  /// live solver; otherwise the solver is rebuilt.
  @discardableResult
  public func update(to newForm: ResolvedForm) -> LayoutResult {
    update(to: newForm, fingerprint: Self.structureFingerprint(of: newForm), known: false)
  }

  /// `update(to:)` with the new form's fingerprint computed by the caller; `known`: the caller
  /// has already found the structure the same (the pool), so it is not compared again.
  private func update(to newForm: ResolvedForm, fingerprint: Int, known: Bool) -> LayoutResult {
    guard known || canUpdate(to: newForm, fingerprint: fingerprint) else {
      form = newForm
      build()
      builtStructure = fingerprint
      return result
    }
    form = newForm
    scanItems()
    for k in scrolls.indices {
      if case .scrollView(let sv) = form.items[scrolls[k].item].kind {
        scrolls[k].scrollView = sv
      }
      scrolls[k].content = visibleDescendants(of: scrolls[k].item)
    }
    suggestEditValues()
    suggestStartOffsets()
    runPasses()
    return result
  }

  /// Records `structureFingerprint(of: form)` computed by the caller (the pool).
  func remember(fingerprint: Int) { builtStructure = fingerprint }

  /// `update(to:)` for a form `canUpdate(to:fingerprint:)` has just accepted (the pool).
  func reuse(for newForm: ResolvedForm, fingerprint: Int) -> LayoutResult {
    update(to: newForm, fingerprint: fingerprint, known: true)
  }

  /// Re-solves after changing only what edit variables carry: the constants of `isEdit`
  /// constraints (by index in `form.constraints`) and scroll views' content offsets (set
  /// exactly: no reveal). No structural comparison and, unless asked, no ambiguity search
  /// (the last layout's is kept): the per-frame path of keyboard animations.
  @discardableResult
  public func edit(
    constants: [(index: Int, value: Double)], contentOffsets: [ItemID: Double] = [:],
    findingAmbiguities: Bool = false
  ) -> LayoutResult {
    for (index, value) in constants
    where form.constraints.indices.contains(index) && form.constraints[index].isEdit {
      form.constraints[index].constant = value
    }
    for k in scrolls.indices {
      let item = scrolls[k].item
      guard let offset = contentOffsets[form.items[item].id] else { continue }
      scrolls[k].scrollView.contentOffset = offset
      scrolls[k].scrollView.reveal = nil
      form.items[item].kind = .scrollView(scrolls[k].scrollView)
    }
    suggestEditValues()
    suggestStartOffsets()
    runPasses(findingAmbiguities: findingAmbiguities)
    return result
  }

  // MARK: - Building

  private func build() {
    buildCount += 1
    builtStructure = nil
    solver = Solver()
    // Roughly one record per form constraint and four per item (root frame, baselines,
    // hugging and resistance): growing the table step by step rehashed it a dozen times.
    records = []
    records.reserveCapacity(form.constraints.count + 4 * form.items.count)
    madeLayouts = []
    // Four frame variables per item, two baselines for some.
    solver.reserveCapacity(
      constraints: form.constraints.count + 4 * form.items.count, variables: 5 * form.items.count)
    broken = []
    edits = []
    scrolls = []
    framedGuides = []
    unsettled = []
    offsetTerms = [:]
    indexOf = [:]
    lastLookups = (nil, nil)
    // `for item in form.items`, and even `form.items[i].field`, copied every item (840 bytes
    // and a retain per string and array in it) to look at one field: see `withItems`.
    let pixelGrid = form.environment.pixelGrid
    withItems { items in
      vars = items.indices.map { ItemVariables(items[$0]) }
      // Room for every id at once, and one hash per id: filled last to first, so the first
      // item of an id is the one kept (growing the table rehashed every id a dozen times).
      indexOf.reserveCapacity(items.count)
      for i in items.indices.reversed() { indexOf[items[i].id] = i }
      intrinsic = items.indices.map { i in
        // UIButton reports its title's size in whole points (a 17 pt title is 21 tall, its
        // width 64.7 is 65), where a label keeps the pixel grid.
        var grid = pixelGrid
        if grid != nil, case .button = items[i].kind { grid = 1 }
        let preferred = items[i].preferredMaxLayoutWidth
        var size = IntrinsicContentSize.measure(
          items[i].intrinsic, width: preferred, with: measuring, pixelGrid: grid)
        // An explicit preferred width also gives the width: the widest line wrapped at it.
        if let preferred, let wrapped = IntrinsicContentSize.wrappedWidth(
          items[i].intrinsic, width: preferred, with: measuring, pixelGrid: grid),
          let width = size.width, wrapped < width
        {
          size.width = wrapped
        }
        return IntrinsicState(size: size)
      }
    }
    scanItems()
    measureStackContents()
    stackBaselines = baselineViews()

    addRootFrame()
    for i in form.items.indices { setBaselines(of: i) }
    addScrollViews()
    addFramedGuides()
    // Optional hugging and compression resistance go in before the form's constraints: they
    // cannot conflict, and added after a chain's closing constraint (`content.bottom >=
    // last.bottom`, whose row sums every height in the chain) each of them filled in that
    // long row again (2,000 chained labels: 8 s). Required ones keep their place at the end,
    // so the order of required constraints, which decides what breaks, is unchanged.
    for i in form.items.indices {
      addIntrinsic(of: i, axis: .horizontal, required: false)
      addIntrinsic(of: i, axis: .vertical, required: false)
    }
    for (i, c) in form.constraints.enumerated() { addFormConstraint(c, index: i) }
    addStackViews()
    for i in form.items.indices {
      addIntrinsic(of: i, axis: .horizontal, required: true)
      addIntrinsic(of: i, axis: .vertical, required: true)
    }
    suggestEditValues()
    suggestStartOffsets()
    runPasses()
  }

  /// Runs `body` over the form's items in place: `form.items[i].field` went through the
  /// array's getter, which copied the whole item (840 bytes, with a retain and release per
  /// string and array in it) to read one field. A stored field read through the buffer's
  /// subscript copies only that field; matching `kind` or `intrinsic` still copies the enum,
  /// so those matches happen once, in `scanItems`. `body` must not change `form`.
  @inline(__always)
  private func withItems<R>(_ body: (UnsafeBufferPointer<LayoutItem>) throws -> R) rethrows -> R {
    let items = form.items
    return try items.withUnsafeBufferPointer(body)
  }

  private func addRootFrame() {
    guard let root = scan.root else { return }
    let id = form.items[root].id
    let size = form.environment.canvasSize
    let v = vars[root]
    let fixed: [(AnchorAttribute, Variable, Double)] = [
      (.left, v.left, 0), (.top, v.top, 0), (.width, v.width, size.width),
      (.height, v.height, size.height),
    ]
    for (attribute, variable, value) in fixed {
      let layout = LayoutConstraint(
        Anchor(id, attribute), .equal, nil, constant: value, origin: .derived(.rootFrame))
      add(LinearExpression(variable, constant: 0 + (-value)), .equal, .required, made(layout))
    }
  }

  /// Generates and adds every stack view's constraints, after the form's own (a stack adds
  /// them when it lays out, as UIKit's does). Spacing guides get variables past the items.
  private func addStackViews() {
    generated = []
    proportional = []
    let marginsGuides = stackMarginsGuides()
    // Innermost stacks first, as UIKit's constraint update pass runs from subviews up to
    // their superviews: where required constraints conflict, an outer stack's are the ones
    // added last.
    for (k, stackView) in scan.stacks.reversed() {
      let made = stackConstraints(k, stackView, marginsGuides: marginsGuides)
      for guide in made.guides where indexOf[guide.id] == nil {
        indexOf[guide.id] = vars.count
        vars.append(ItemVariables(guide))
      }
      generated += made.constraints
    }
    for (n, c) in generated.enumerated() {
      let handle = addFormConstraint(c, index: -1)
      if let handle, Self.isProportional(c) { proportional.append((n, handle)) }
    }
  }

  /// A stack whose margins the engine works out from the frames arranges inside that guide.
  private func stackMarginsGuides() -> [ItemID: ItemID] {
    var marginsGuides: [ItemID: ItemID] = [:]
    for i in scan.framed where form.items[i].frameInsets == .layoutMargins {
      if let owner = form.items[i].parent { marginsGuides[owner] = form.items[i].id }
    }
    return marginsGuides
  }

  /// The constraints the stack view at `k` generates from the current intrinsic sizes.
  private func stackConstraints(
    _ k: Int, _ stackView: ItemKind.StackView, marginsGuides: [ItemID: ItemID]
  ) -> StackViewConstraints {
    let item = form.items[k]
    return StackViewConstraints(
      stack: item, view: stackView,
      isHidden: { id in indexOf[id].map { form.items[$0].isHidden } ?? false },
      intrinsic: { id in
        guard let i = indexOf[id], i < intrinsic.count else { return (nil, nil) }
        return (intrinsic[i].size.width, intrinsic[i].size.height)
      },
      hasBaseline: { id in
        guard let i = indexOf[id] else { return false }
        return stackBaselines[i] != nil || form.items[i].intrinsic.hasBaseline
      },
      marginsGuide: marginsGuides[item.id],
      contentSize: { [self] id in
        guard let i = indexOf[id], i < intrinsic.count else { return (nil, nil) }
        if let natural = stackSizes[i] { return natural }
        // A plain view of a fixed length shares by it (cometchat's sign-up column of Xcode 12:
        // a 50-pt button row under a nested stack, stored at the shares their lengths give,
        // where a share of 0 had stretched the column by 229 pt).
        let own = ownLengths[i]
        return (intrinsic[i].size.width ?? own?.width, intrinsic[i].size.height ?? own?.height)
      }, pixelGrid: form.environment.pixelGrid)
  }

  private static func isProportional(_ c: LayoutConstraint) -> Bool {
    if case .derived(.stackView(.fillProportionally, _)) = c.origin { return true }
    return false
  }

  /// A stack view rebuilds its proportional constraints when an arranged view's intrinsic
  /// size changes, as UIKit's does: text wrapped at its width shares by its wrapped height,
  /// not the one line it measured before it had a width. Returns whether any share changed.
  private func reshareProportionalStacks() -> Bool {
    guard !proportional.isEmpty else { return false }
    measureStackContents()
    let marginsGuides = stackMarginsGuides()
    var fresh: [LayoutConstraint] = []
    for (k, stackView) in scan.stacks where stackView.distribution == .fillProportionally {
      fresh += stackConstraints(k, stackView, marginsGuides: marginsGuides).constraints
        .filter(Self.isProportional)
    }
    let old = proportional
    guard fresh.count == old.count, fresh != old.map({ generated[$0.index] }) else { return false }
    proportional = []
    for ((n, handle), c) in zip(old, fresh) {
      remove(handle)
      generated[n] = c
      if let h = addFormConstraint(c, index: -1) { proportional.append((n, h)) }
    }
    return true
  }

  private func addScrollViews() {
    for (i, sv) in scan.scrollViews {
      let item = form.items[i]
      guard let guide = child(of: item.id, role: .scrollContent) else { continue }
      let offset = Variable(item.id.rawValue + ".contentOffset")
      try? solver.addEditVariable(offset, strength: Self.editStrength)
      // contentGuide.top = scrollView.top − contentOffset. When the form already ties the two
      // tops (the resolver places the content at offset 0), that constraint gets the offset
      // term; otherwise the engine adds its own.
      let guideTop = Anchor(form.items[guide].id, .top)
      let svTop = Anchor(item.id, .top)
      for k in form.constraints.indices {
        let c = form.constraints[k]
        guard c.relation == .equal && c.multiplier == 1 && !c.isEdit else { continue }
        if c.first == guideTop && c.second == svTop { offsetTerms[k] = (offset, 1) }
        if c.first == svTop && c.second == guideTop { offsetTerms[k] = (offset, -1) }
      }
      if !offsetTerms.values.contains(where: { $0.offset === offset }) {
        let layout = LayoutConstraint(
          guideTop, .equal, svTop,
          origin: .derived(.contentOffset))
        let expr = LinearExpression(vars[guide].top) - LinearExpression(vars[i].top)
          + LinearExpression(offset)
        add(expr, .equal, .required, made(layout))
      }
      // The frame guide is the scroll view's frame (UIKit); optional, so a resolver constraint
      // saying the same is merely redundant and one saying otherwise wins without a conflict.
      if let frameGuide = child(of: item.id, role: .scrollFrame) {
        for attribute in [AnchorAttribute.left, .top, .width, .height] {
          let layout = LayoutConstraint(
            Anchor(form.items[frameGuide].id, attribute), .equal, Anchor(item.id, attribute),
            priority: LayoutPriority(999), origin: .derived(.scrollFrame))
          let expr = vars[frameGuide].expression(attribute) - vars[i].expression(attribute)
          add(expr, .equal, Strength(priority: 999), made(layout))
        }
      }
      // A weak height so the content guide is not ambiguous; suggested as the content's height.
      try? solver.addEditVariable(vars[guide].height, strength: .weak)
      scrolls.append(
        ScrollState(
          item: i, contentGuide: guide, scrollView: sv, offset: offset,
          content: visibleDescendants(of: i)))
    }
  }

  /// The first item that is a guide of `role` whose parent is `parent`.
  private func child(of parent: ItemID, role: GuideRole) -> Int? {
    guard let p = indexOf[parent] else { return nil }
    return withItems { items in
      items.indices.first { i in
        guard scan.parent[i] == p, scan.isGuide[i], case .guide(let r) = items[i].kind else {
          return false
        }
        return r == role
      }
    }
  }

  /// Ties each framed guide to its owner's edges through four edit variables. The starting
  /// insets are the owner's own margins (or none): the first pass corrects them.
  private func addFramedGuides() {
    for i in scan.framed {
      let item = form.items[i]
      guard let kind = item.frameInsets, let ownerID = item.parent, let owner = indexOf[ownerID],
        owner != i
      else { continue }
      let name = item.id.rawValue
      let variables = [
        Variable(name, suffix: ".inset.top"), Variable(name, suffix: ".inset.left"),
        Variable(name, suffix: ".inset.bottom"), Variable(name, suffix: ".inset.right"),
      ]
      guard variables.allSatisfy({ (try? solver.addEditVariable($0, strength: Self.editStrength)) != nil })
      else { continue }
      let g = vars[i], o = vars[owner]
      var edges: [(AnchorAttribute, LinearExpression)] = [
        (.top, LinearExpression(g.top) - LinearExpression(o.top) - LinearExpression(variables[0])),
        (.left, LinearExpression(g.left) - LinearExpression(o.left) - LinearExpression(variables[1])),
      ]
      if case .row = kind {
        // A row's size is a number the list sets, not tied to the list's own variables.
        edges += [
          (.height, LinearExpression(g.height) - LinearExpression(variables[2])),
          (.width, LinearExpression(g.width) - LinearExpression(variables[3])),
        ]
      } else {
        edges += [
          (.bottom, g.expression(.bottom) - o.expression(.bottom) + LinearExpression(variables[2])),
          (.right, g.expression(.right) - o.expression(.right) + LinearExpression(variables[3])),
        ]
      }
      for (attribute, expr) in edges {
        let layout = LayoutConstraint(
          Anchor(item.id, attribute), .equal, Anchor(ownerID, attribute), origin: .derived(.guide))
        add(expr, .equal, .required, made(layout))
      }
      var start = EdgeInsets.zero
      switch kind {
      case .safeArea: break
      case .row(let top, let left, _, let height): start = EdgeInsets(top: top, left: left, bottom: height)
      case .layoutMargins, .readableContent: start = form.items[owner].layoutMargins
      }
      framedGuides.append(
        FramedGuide(guide: i, owner: owner, kind: kind, variables: variables, insets: start))
      suggest(framedGuides[framedGuides.count - 1])
    }
  }

  private func suggest(_ g: FramedGuide) {
    let values = [g.insets.top, g.insets.left, g.insets.bottom, g.insets.right]
    for (variable, value) in zip(g.variables, values) where value.isFinite {
      try? solver.suggestValue(variable, value)
    }
  }

  /// Works every framed guide's insets (with `rowsOnly`, the list rows') out from the solved
  /// frames and suggests the ones that changed. Returns whether any did.
  private func updateFramedInsets(rowsOnly: Bool = false) -> Bool {
    guard !framedGuides.isEmpty else { return false }
    var memo: [Int: EdgeInsets] = [:]
    var changed = false
    for k in framedGuides.indices {
      let g = framedGuides[k]
      if rowsOnly { guard case .row = g.kind else { continue } }
      let insets: EdgeInsets
      switch g.kind {
      case .safeArea: insets = safeAreaInsets(of: g.owner)
      case .layoutMargins: insets = margins(of: g.owner, memo: &memo)
      case .readableContent(let width):
        insets = readableInsets(of: g.owner, width: width, memo: &memo)
      case .row(let top, let left, let right, let height):
        insets = EdgeInsets(
          top: top, left: left, bottom: height, right: max(0, vars[g.owner].width.value - left - right))
      }
      let old = g.insets
      guard !same(insets.top, old.top) || !same(insets.left, old.left)
        || !same(insets.bottom, old.bottom) || !same(insets.right, old.right)
      else { continue }
      framedGuides[k].insets = insets
      suggest(framedGuides[k])
      changed = true
    }
    return changed
  }

  /// UIKit's `safeAreaInsets` of a view: how far the root's unsafe bands (its safe area
  /// insets, inside the root) reach into its frame, per side (none where the view lies inside
  /// the safe area). What reaches past the root's edge is under no band: SwiftSpinner's
  /// backdrop of Xcode 10.1, pinned by its bottom margin to the bottom of an iPhone 8's screen,
  /// is stored 8 pt past it (its own margin), not pushed further by its own overhang (which
  /// grew the margin on every pass).
  private func safeAreaInsets(of i: Int) -> EdgeInsets {
    guard let root = scan.root else { return .zero }
    let r = vars[root].frame
    let s = form.environment.safeAreaInsets
    let f = vars[i].frame
    func clamp(_ v: Double, _ limit: Double) -> Double { min(max(0, v), max(0, limit)) }
    return EdgeInsets(
      top: clamp(r.minY + s.top - max(f.minY, r.minY), f.height),
      left: clamp(r.minX + s.left - max(f.minX, r.minX), f.width),
      bottom: clamp(min(f.maxY, r.maxY) - (r.maxY - s.bottom), f.height),
      right: clamp(min(f.maxX, r.maxX) - (r.maxX - s.right), f.width))
  }

  /// A view's layout margins as UIKit works them out from the frames: its own, grown by the
  /// safe area reaching into it, by the superview's margins (`preservesSuperviewLayoutMargins`)
  /// and to the readable width, per its `MarginRule`. The root's are its own.
  private func margins(of i: Int, memo: inout [Int: EdgeInsets]) -> EdgeInsets {
    if let known = memo[i] { return known }
    let item = form.items[i]
    var m = item.layoutMargins
    guard let rule = item.marginRule else { return m }
    memo[i] = m  // a cycle (never in a view tree) stops here
    let f = vars[i].frame
    let safe = safeAreaInsets(of: i)
    if rule.insetsFromSafeAreaAtSides {
      m.left += safe.left
      m.right += safe.right
    }
    if rule.insetsFromSafeAreaAtTopAndBottom {
      m.top += safe.top
      m.bottom += safe.bottom
    }
    if rule.preservesSuperviewMargins, let parentID = item.parent, let p = indexOf[parentID] {
      let theirs = margins(of: p, memo: &memo)
      let pf = vars[p].frame
      m.left = max(m.left, theirs.left - (f.minX - pf.minX))
      m.right = max(m.right, theirs.right - (pf.maxX - f.maxX))
      if rule.preservesSuperviewMarginsAtTopAndBottom {
        m.top = max(m.top, theirs.top - (f.minY - pf.minY))
        m.bottom = max(m.bottom, theirs.bottom - (pf.maxY - f.maxY))
      }
    }
    if let width = rule.readableWidth {
      m = Self.narrowed(m, frameWidth: f.width, to: width)
    }
    memo[i] = m
    return m
  }

  /// The readable content guide's insets: the owner's margins, grown at the sides to centre
  /// a column no wider than `width`.
  private func readableInsets(of i: Int, width: Double, memo: inout [Int: EdgeInsets]) -> EdgeInsets {
    Self.narrowed(margins(of: i, memo: &memo), frameWidth: vars[i].frame.width, to: width)
  }

  static func narrowed(_ m: EdgeInsets, frameWidth: Double, to width: Double) -> EdgeInsets {
    let inner = frameWidth - m.left - m.right
    guard inner > width else { return m }
    let extra = (inner - width) / 2
    var out = m
    out.left += extra
    out.right += extra
    return out
  }

  /// Non-guide, non-hidden items below `ancestor` (hidden subtrees do not scroll into view).
  private func visibleDescendants(of ancestor: Int) -> [Int] {
    // An item's parent is the ancestor when their ids are equal, that is when the parent's
    // index is the ancestor id's (`indexOf` keeps the first item of an id).
    guard let target = indexOf[form.items[ancestor].id] else { return [] }
    let count = scan.parent.count
    return (0..<count).filter { i in
      guard !scan.isGuide[i] else { return false }
      var current = i
      for _ in 0..<count {
        if scan.isHidden[current] { return false }
        let parent = Int(scan.parent[current])
        guard parent >= 0 else { return false }
        if parent == target { return true }
        current = parent
      }
      return false
    }
  }

  /// The attributes a right-to-left layout mirrors.
  private static func isDirectional(_ attribute: AnchorAttribute) -> Bool {
    switch attribute {
    case .leading, .trailing, .leadingMargin, .trailingMargin: return true
    default: return false
    }
  }

  @discardableResult
  private func addFormConstraint(_ c: LayoutConstraint, index: Int) -> Constraint? {
    let mirror =
      form.environment.layoutDirection == .rightToLeft
        && (Self.isDirectional(c.first.attribute)
          || c.second.map { Self.isDirectional($0.attribute) } == true)
    let width: Double? = mirror ? form.environment.canvasSize.width : nil
    guard let first = anchor(c.first, mirroredIn: width) else { return nil }
    // first − (constant + multiplier × second), in one array and with the arithmetic of
    // `first - rhs` on whole expressions (term order and rounding decide ties in the solver).
    var expr = LinearExpression(reserving: 5)
    expr.add(first, times: 1)
    expr.constant = first.constant
    if c.isEdit && c.second == nil && c.relation == .equal {
      // first == e, with e an edit variable suggested to the constant.
      let e = Variable("\(c.first).edit")
      guard (try? solver.addEditVariable(e, strength: Self.editStrength)) != nil else { return nil }
      expr.add(e, 1 * -1)
      expr.constant += 0 * -1
      // Its record reads `form.constraints[index]`, so the label stays current ("keyboard
      // shown") as the constant changes.
      let handle = add(expr, .equal, .required, index >= 0 ? .form(index) : made(c))
      edits.append((index, e))
      return handle
    }
    var rhsConstant = c.constant
    if let second = c.second {
      guard let s = anchor(second, mirroredIn: width) else { return nil }
      expr.add(s.first, s.firstCoefficient * c.multiplier * -1)
      if let v = s.second { expr.add(v, s.secondCoefficient * c.multiplier * -1) }
      rhsConstant += s.constant * c.multiplier
    }
    expr.constant += rhsConstant * -1
    if let term = offsetTerms[index] { expr.add(term.offset, term.sign) }
    return add(
      expr, c.relation.solverOperator, Strength(priority: c.priority.rawValue),
      index >= 0 ? .form(index) : made(c))
  }

  private func anchor(_ anchor: Anchor, mirroredIn width: Double?) -> AnchorExpression? {
    guard var i = itemIndex(anchor.item) else { return nil }
    if !stackBaselines.isEmpty, let views = stackBaselines[i] {
      if anchor.attribute == .firstBaseline { i = views.first }
      if anchor.attribute == .lastBaseline { i = views.last }
    }
    return vars[i].anchor(anchor.attribute, mirroredIn: width)
  }

  /// Fills `ownLengths` and `stackSizes` from the intrinsic sizes the solver is built with
  /// (nothing to do without stack views).
  private func measureStackContents() {
    ownLengths = scan.stacks.isEmpty ? [:] : fixedLengths()
    stackSizes = stackNaturalSizes()
  }

  /// The lengths views without an intrinsic size give themselves (a required `width` or
  /// `height` equal to a constant): a nested stack's natural size counts them, as UIKit's
  /// fitting size does (OktaOIDC's example stores a stack of a text view 259 tall and two
  /// buttons at 329 and shares its outer fill-proportionally stack by it).
  private func fixedLengths() -> [Int: (width: Double?, height: Double?)] {
    var lengths: [Int: (width: Double?, height: Double?)] = [:]
    for c in form.constraints where c.second == nil && c.relation == .equal && c.priority.isRequired && !c.isEdit {
      guard let i = indexOf[c.first.item] else { continue }
      switch c.first.attribute {
      case .width: lengths[i, default: (nil, nil)].width = c.constant
      case .height: lengths[i, default: (nil, nil)].height = c.constant
      default: break
      }
    }
    return lengths
  }

  /// Each stack view's size as its visible arranged views' intrinsic sizes and its spacing
  /// add up (nested stacks followed down; a view without an intrinsic size counts the length
  /// it gives itself, else 0): what a stack asks for when nothing else sizes it, which a
  /// fillProportionally stack it is arranged in shares by (Xcode stores such nested stacks at
  /// that size, not crushed to 0).
  private func stackNaturalSizes() -> [Int: (width: Double?, height: Double?)] {
    guard !scan.stacks.isEmpty else { return [:] }
    var stackAt: [Int: ItemKind.StackView] = [:]
    for (k, view) in scan.stacks { stackAt[k] = view }
    var sizes: [Int: (width: Double?, height: Double?)] = [:]
    let fixed = ownLengths
    func size(_ i: Int, depth: Int) -> (width: Double, height: Double) {
      guard let view = stackAt[i], depth < 64 else {
        return (intrinsic[i].size.width ?? fixed[i]?.width ?? 0, intrinsic[i].size.height ?? fixed[i]?.height ?? 0)
      }
      if let known = sizes[i] { return (known.width ?? 0, known.height ?? 0) }
      let views = view.arranged.compactMap { indexOf[$0.id] }.filter { !scan.isHidden[$0] }
      let each = views.map { size($0, depth: depth + 1) }
      let spacing = view.spacing * Double(max(0, views.count - 1))
      let result =
        view.axis == .horizontal
        ? (each.map(\.width).reduce(0, +) + spacing, each.map(\.height).max() ?? 0)
        : (each.map(\.width).max() ?? 0, each.map(\.height).reduce(0, +) + spacing)
      sizes[i] = (result.0, result.1)
      return result
    }
    for (k, _) in scan.stacks { _ = size(k, depth: 0) }
    return sizes
  }

  /// The view whose baselines stand for each stack view's, as UIStackView's
  /// `forFirstBaselineLayout` / `forLastBaselineLayout` answer: a vertical stack's first / last
  /// visible arranged view, a horizontal one's tallest (the first of equals), followed down
  /// nested stacks. Only stacks whose chain ends at a view with text are listed; the others
  /// keep their own edges. Heights are the intrinsic ones the solver is built with (a stack's
  /// is `stackSizes`'), so the choice holds until the next build.
  private func baselineViews() -> [Int: (first: Int, last: Int)] {
    guard !scan.stacks.isEmpty else { return [:] }
    var stackAt: [Int: ItemKind.StackView] = [:]
    for (k, view) in scan.stacks { stackAt[k] = view }
    func visible(_ view: ItemKind.StackView) -> [Int] {
      view.arranged.compactMap { indexOf[$0.id] }.filter { !scan.isHidden[$0] }
    }
    func height(_ i: Int) -> Double { (stackSizes[i]?.height ?? intrinsic[i].size.height) ?? 0 }
    func baselineView(_ i: Int, first: Bool, depth: Int) -> Int? {
      guard let view = stackAt[i] else { return vars[i].firstBaseline != nil ? i : nil }
      guard depth < 64 else { return nil }
      let views = visible(view)
      let next: Int?
      if view.axis == .horizontal {
        var tallest: (index: Int, height: Double)?
        for v in views {
          let h = height(v)
          if tallest == nil || h > tallest!.height { tallest = (v, h) }
        }
        next = tallest?.index
      } else {
        next = first ? views.first : views.last
      }
      return next.flatMap { baselineView($0, first: first, depth: depth + 1) }
    }
    var result: [Int: (first: Int, last: Int)] = [:]
    for (k, _) in scan.stacks {
      if let f = baselineView(k, first: true, depth: 0), let l = baselineView(k, first: false, depth: 0) {
        result[k] = (f, l)
      }
    }
    return result
  }

  /// `indexOf[id]`, remembering the last two answers: a view's constraints come one after
  /// another in the form, so most lookups ask for the view or the neighbour asked for just
  /// before (an id is a string, and hashing it per anchor was a visible share of building a
  /// big form). `indexOf` only gains entries after `build` fills it, so a remembered answer
  /// stays right until the next build, which forgets both.
  private func itemIndex(_ id: ItemID) -> Int? {
    if let last = lastLookups.0, last.id == id { return last.index }
    if let last = lastLookups.1, last.id == id { return last.index }
    guard let i = indexOf[id] else { return nil }
    lastLookups = ((id, i), lastLookups.0)
    return i
  }

  // MARK: - Intrinsic content

  /// (Re)adds `baseline == top + offset` for an item with text.
  private func setBaselines(of i: Int) {
    let v = vars[i]
    guard !intrinsic[i].baselines.isEmpty || v.firstBaseline != nil || v.lastBaseline != nil
    else { return }
    intrinsic[i].baselines.forEach(remove)
    let owner = Owner.baselines(i)
    if !broken.isEmpty { broken.removeAll { $0.owner == owner } }
    intrinsic[i].baselines = Few()
    let size = intrinsic[i].size
    // Text centred (or at the bottom) in a frame of another height than its own moves with the
    // frame's centre (bottom): the measured offset is taken from that edge of the intrinsic box.
    // A label's last baseline keeps its distance from the bottom edge: Firebase's post cell
    // (Xcode 16) aligns a 17-pt count's top with an icon centred on a bold title and its
    // baseline with the title's, and Xcode stores the count 2 pt taller than its text with both
    // labels' bottoms level, where a baseline at a fixed depth below the top (or the centre)
    // had stretched the title instead (docs/interface-builder.md, "baselines").
    let alignment = form.items[i].contentVerticalAlignment
    func anchorEdge(first: Bool) -> (edge: AnchorAttribute, share: Double) {
      guard let height = size.baselineBox ?? size.height else { return (.top, 0) }
      switch alignment {
      case .edges: return first ? (.top, 0) : (.bottom, height)
      case .top: return (.top, 0)
      case .center: return (.centerY, 0.5 * height)
      case .bottom: return (.bottom, height)
      }
    }
    func add(_ first: Bool, _ variable: Variable?, _ measured: Double?) {
      guard let variable, let measured else { return }
      let (edge, share) = anchorEdge(first: first)
      let offset = measured - share
      let layout = Record.baseline(item: Int32(i), first: first, edge: edge, offset: offset)
      // variable − edge − offset, with the constant as `… - top + (-offset)` computed it.
      var expr = LinearExpression(reserving: 3, constant: 0 + 0 * -1 + (-offset))
      expr.add(variable, 1)
      expr.add(v.top, 1 * -1)
      if edge != .top { expr.add(v.height, edge == .centerY ? -0.5 : -1) }
      if let c = self.add(expr, .equal, .required, layout, owner: owner) {
        intrinsic[i].baselines.append(c)
      }
    }
    add(true, v.firstBaseline, size.firstBaseline)
    add(false, v.lastBaseline, size.lastBaseline)
  }

  /// (Re)adds `size <= intrinsic @hugging` and `size >= intrinsic @compressionResistance`.
  private func setIntrinsic(of i: Int, axis: AnchorAttribute.Axis) {
    let horizontal = axis == .horizontal
    let old = horizontal ? intrinsic[i].horizontal : intrinsic[i].vertical
    old.forEach(remove)
    let owner = Owner.intrinsic(i, horizontal: horizontal)
    if !broken.isEmpty { broken.removeAll { $0.owner == owner } }
    if horizontal { intrinsic[i].horizontal = Few() } else { intrinsic[i].vertical = Few() }
    addIntrinsic(of: i, axis: axis, required: nil)
  }

  /// The level at which later views of a fill stack hug more than earlier ones (weighted by
  /// how many views come before): below every UIKit priority, so it breaks only ties.
  static let fillPlaceTieBreak = LayoutPriority(0.0005)

  /// Adds the item's hugging and compression-resistance constraints on `axis`: the required
  /// ones (priority 1000), the optional ones, or (nil) both; hugging before resistance.
  private func addIntrinsic(of i: Int, axis: AnchorAttribute.Axis, required: Bool?) {
    let horizontal = axis == .horizontal
    guard let value = horizontal ? intrinsic[i].size.width : intrinsic[i].size.height else { return }
    let owner = Owner.intrinsic(i, horizontal: horizontal)
    let variable = horizontal ? vars[i].width : vars[i].height
    let (hugging, resistance) = withItems { items in
      horizontal
        ? (items[i].hugging.horizontal, items[i].compressionResistance.horizontal)
        : (items[i].hugging.vertical, items[i].compressionResistance.vertical)
    }
    // A fill stack resizes views of equal priority by their place in it (UIStackView's
    // documentation): the first of equally hugging views stretches, and so does the content
    // of the first (Zap's widget rows stretch their first box's label, element's room header
    // its name label, corona-warn-app's notification settings their first row, not the button
    // below it). Each later view, and what it holds, also hugs at a level below every priority,
    // as much more per view before it (`fillPlaceTieBreak`): the place decides only where every
    // priority ties, so a first view whose stretching would stretch views hugging less gives
    // way to a later one that stretches alone (Monitorizare Vot's question cell stretches its
    // note, not the header row's label and icons), and a view outside the stack hugging as
    // much is not outranked by the stack's order (MoPub's title label above a column of rows
    // stretches, as stored, not a row).
    let place = scan.fillPlace[i].flatMap { horizontal ? $0.horizontal : $0.vertical } ?? 0
    func add(_ relation: Relation, _ priority: LayoutPriority, weight: Double = 1) {
      guard required == nil || priority.isRequired == required else { return }
      let layout = Record.intrinsic(
        item: Int32(i), horizontal: horizontal, relation: relation, priority: priority, value: value)
      let expr = LinearExpression(variable, constant: 0 + (-value))
      let strength = Strength(priority: priority.rawValue, weight: weight)
      guard let c = self.add(expr, relation.solverOperator, strength, layout, owner: owner)
      else { return }
      if horizontal { intrinsic[i].horizontal.append(c) } else { intrinsic[i].vertical.append(c) }
    }
    // Optional ones go in resistance first: added hugging first, a text's height ended up
    // expressed through its hugging slack, and the scroll content guide's weak height (which
    // pulls down) then pivoted every label once against the chain's closing row, as long as
    // the chain: quadratic in the number of labels (5,000 labels: 2 × 5,000 × 11,000 cells
    // moved). Resistance first leaves nothing to pivot; the optimum is the same.
    if required == false {
      add(.greaterThanOrEqual, resistance)
      add(.lessThanOrEqual, hugging)
    } else {
      add(.lessThanOrEqual, hugging)
      add(.greaterThanOrEqual, resistance)
    }
    if place > 0, !hugging.isRequired { add(.lessThanOrEqual, Self.fillPlaceTieBreak, weight: Double(place)) }
  }

  // MARK: - Adding with UIKit-style recovery

  /// Whether `c` is a written constraint between a view's bottom (or trailing) edge and its
  /// superview's, the edge a conflict breaks first: where a view's required constraints ask
  /// for another size than its superview has, Xcode's stored frames keep the layout from the
  /// top and leading edges and break the pin at the far end (AGPU's and Cosmostation's cells
  /// keep an image 10 below the content view's top and give up its bottom 10). Breaking the
  /// constraint being added instead followed the file's order, which is no order of Apple's
  /// engine (the 257 files with conflicts of the read sets: +371 / -14 views within 0.5 pt).
  private func pinsToFarEdge(_ c: LayoutConstraint) -> Bool {
    guard let second = c.second, Self.isFarEdge(c.first.attribute), Self.isFarEdge(second.attribute) else { return false }
    return isWrittenBetweenViewAndSuperview(c)
  }

  /// Whether `c` was written (in a form or an Interface Builder file: it has a source
  /// location) between a view and its superview.
  private func isWrittenBetweenViewAndSuperview(_ c: LayoutConstraint) -> Bool {
    guard c.origin?.location != nil, let second = c.second,
      let a = indexOf[c.first.item], let b = indexOf[second.item], a < scan.parent.count, b < scan.parent.count
    else { return false }
    return scan.parent[a] == Int32(b) || scan.parent[b] == Int32(a)
  }

  /// Whether `c` is a written constraint centring a view in its superview (or the superview
  /// on the view), the constraint a conflict breaks before any other of its priority.
  private func centresInSuperview(_ c: LayoutConstraint) -> Bool {
    guard Self.isCentre(c.first.attribute), c.second?.attribute == c.first.attribute else { return false }
    return isWrittenBetweenViewAndSuperview(c)
  }

  private static func isCentre(_ attribute: AnchorAttribute) -> Bool {
    attribute == .centerX || attribute == .centerY
  }

  /// The last of `candidates` (centring constraints already in the solver) without which `c`
  /// can be added, after adding it; nil when `c` conflicts with the others whatever happens
  /// to them (the solver is then as before). The solver's conflict lists every required
  /// constraint on the rows involved, so a centre it names may well be no part of the clash.
  private func breakCentre(among candidates: [Constraint], adding c: Constraint) -> Constraint? {
    for centre in candidates.reversed() {
      guard (try? solver.remove(centre)) != nil else { continue }
      if (try? solver.add(c)) != nil { return centre }
      try? solver.add(centre)
    }
    return nil
  }

  /// Whether two written constraints relate the same two anchors (either way round).
  private static func joinSameAnchors(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
    guard a.origin?.location != nil, b.origin?.location != nil, let a2 = a.second, let b2 = b.second,
      a.relation == b.relation
    else { return false }
    return (a.first == b.first && a2 == b2) || (a.first == b2 && a2 == b.first)
  }

  private static func isFixedSize(_ c: LayoutConstraint) -> Bool {
    c.second == nil && c.first.attribute.isSize
  }

  private static func isFarEdge(_ attribute: AnchorAttribute) -> Bool {
    switch attribute {
    case .bottom, .bottomMargin, .right, .rightMargin, .trailing, .trailingMargin: return true
    default: return false
    }
  }

  /// Adds one constraint; when it conflicts with required ones, breaks the lowest-priority
  /// constraint of the conflict (never a size's non-negativity while another can break) and
  /// records it. Among equals: the one being added when it is a
  /// fixed width or height (a front end adds last the sizes that should give way, as
  /// Interface Builder's table rows do), else a written centre in a superview that the
  /// conflict needs (see `breakCentre`), else a written pin to a superview's far edge (see
  /// `pinsToFarEdge`), else the one being added.
  /// Returns the constraint when it is in the solver afterwards.
  @discardableResult
  private func add(
    _ expr: LinearExpression, _ op: RelationalOperator, _ strength: Strength,
    _ source: Record, owner: Owner? = nil
  ) -> Constraint? {
    guard expr.isFinite else { return nil }
    let c = Constraint(expr.solverExpression, op, strength: strength, tag: records.count)
    records.append(source)
    // Each round either adds `c` or removes one earlier constraint, so the loop is bounded.
    for _ in 0..<8 {
      do throws(SolverError) {
        try solver.add(c)
        return c
      } catch .unsatisfiable(_, let conflicting) {
        var involved = conflicting.filter { $0 !== c && record($0) != nil }
        involved.sort { $0.tag < $1.tag }  // add order
        // Each member with its layout constraint, looked up once.
        let all = (involved + [c]).map { (constraint: $0, layout: layout($0)) }
        func priority(_ m: (constraint: Constraint, layout: LayoutConstraint?)) -> Double {
          m.layout?.priority.rawValue ?? 1000
        }
        let lowest = all.map(priority).min() ?? 1000
        // Among the constraints with the lowest priority: `c` when it is a fixed width or
        // height, else the last written pin to a superview's bottom or trailing edge, else the
        // last of them (`c` itself among equals).
        // A size's non-negativity breaks last: Xcode never stores a view inside out, it gives
        // up one of the constraints that would turn it so.
        var weakest = all.filter { priority($0) <= lowest }
        let breakable = weakest.filter { $0.layout?.origin != .derived(.nonNegativeSize) }
        if !breakable.isEmpty { weakest = breakable }
        let addsFixedSize = weakest.last?.constraint === c && weakest.last?.layout.map(Self.isFixedSize) == true
        // A view centred in its superview gives up its centre first, where the conflict needs
        // the centre at all (Zenith's reward screens and ZoddL's code pop-up, pinned 8 and 7 or
        // 38 and 37 in from a 375-pt screen's sides and centred too, keep both insets half a
        // point off centre; Alzahem's verification screen keeps its column from the top and
        // gives up its button's centre 72 below the screen's).
        let centres = addsFixedSize ? [] : weakest.filter { $0.constraint !== c && $0.layout.map(centresInSuperview) == true }
        if !centres.isEmpty, let centre = breakCentre(among: centres.map(\.constraint), adding: c) {
          recordBroken(layout(centre) ?? layout(of: source), conflicting: all.compactMap(\.layout), owner: owner)
          records[centre.tag] = nil
          return c
        }
        // A constraint written again between the same two anchors, with another constant:
        // the later one in the file holds (ZoddL's divider 13.5, not 13, after a field;
        // EZAR's rating row 8, not 4, below the stars).
        let restated = all.last?.layout.flatMap { added in
          weakest.first { $0.constraint !== c && $0.layout.map { Self.joinSameAnchors($0, added) } == true }
        }
        let preferred = addsFixedSize ? nil : restated ?? weakest.last { $0.layout.map(pinsToFarEdge) == true }
        let victim = (preferred ?? weakest.last).map { $0.constraint } ?? c
        recordBroken(layout(victim) ?? layout(of: source), conflicting: all.compactMap(\.layout), owner: owner)
        if victim === c {
          records[c.tag] = nil
          return nil
        }
        remove(victim)
      } catch {
        records[c.tag] = nil
        return nil
      }
    }
    return nil
  }

  /// Reports `constraint` as broken by the conflict of `conflicting`, once.
  private func recordBroken(_ constraint: LayoutConstraint, conflicting: [LayoutConstraint], owner: Owner?) {
    let report = BrokenConstraint(broken: constraint, conflicting: conflicting)
    if !broken.contains(where: { $0.report == report }) { broken.append((report, owner)) }
  }

  private func remove(_ c: Constraint) {
    try? solver.remove(c)
    if records.indices.contains(c.tag) { records[c.tag] = nil }
  }

  // MARK: - Solving passes

  private func suggestEditValues() {
    for (index, variable) in edits where form.constraints.indices.contains(index) {
      let value = form.constraints[index].constant
      if value.isFinite { try? solver.suggestValue(variable, value) }
    }
  }

  private func suggestStartOffsets() {
    for s in scrolls {
      let start = s.scrollView.contentOffset ?? 0
      try? solver.suggestValue(s.offset, start.isFinite ? start : 0)
    }
  }

  /// Solve, then re-measure wrapping text at the solved widths and scroll, until nothing
  /// changes (at most `maxPasses` rounds).
  private func runPasses(findingAmbiguities: Bool = true) {
    var insetRounds = 0
    for _ in 0..<Self.maxPasses {
      solver.updateVariables()
      // A list places its rows from its own width before anything inside them is measured: a
      // row starts 0 wide, and text wrapped at that width would keep its one-word lines.
      if updateFramedInsets(rowsOnly: true) { continue }
      if remeasureWrappingText() { continue }
      if insetRounds < Self.maxInsetRounds, updateFramedInsets() {
        insetRounds += 1
        continue
      }
      if !scroll() { break }
    }
    solver.updateVariables()
    unsettled = []
    if !framedGuides.isEmpty {
      // Still moving after the last round: say which guides, keep the layout as it is.
      let before = framedGuides.map(\.insets)
      if updateFramedInsets() {
        unsettled = framedGuides.indices.filter { framedGuides[$0].insets != before[$0] }
          .map { form.items[framedGuides[$0].guide].id }
        solver.updateVariables()
      }
    }
    collect(findingAmbiguities: findingAmbiguities)
  }

  /// UIKit's `preferredMaxLayoutWidth` round: returns whether any height or baseline changed.
  private func remeasureWrappingText() -> Bool {
    var changed = false
    for i in scan.wrapping {
      let item = form.items[i]
      let size = IntrinsicContentSize.measure(
        item.intrinsic, width: vars[i].width.value, with: measuring,
        pixelGrid: form.environment.pixelGrid)
      let old = intrinsic[i].size
      // Wrapped at its width, the text asks for its widest line: hugging can then narrow the
      // view to it, as UIKit's second pass does.
      if let wrapped = IntrinsicContentSize.wrappedWidth(
        item.intrinsic, width: vars[i].width.value, with: measuring,
        pixelGrid: form.environment.pixelGrid),
        let current = old.width, wrapped < current - 0.01
      {
        intrinsic[i].size.width = wrapped
        setIntrinsic(of: i, axis: .horizontal)
        changed = true
      }
      guard !same(size.height, old.height) || !same(size.lastBaseline, old.lastBaseline)
        || !same(size.firstBaseline, old.firstBaseline)
      else { continue }
      intrinsic[i].size.height = size.height
      intrinsic[i].size.firstBaseline = size.firstBaseline
      intrinsic[i].size.lastBaseline = size.lastBaseline
      intrinsic[i].size.baselineBox = size.baselineBox
      setBaselines(of: i)
      setIntrinsic(of: i, axis: .vertical)
      changed = true
    }
    if changed { _ = reshareProportionalStacks() }
    return changed
  }

  /// Sizes each scroll view's content guide and moves its offset (reveal, clamping).
  /// Returns whether any suggestion changed.
  private func scroll() -> Bool {
    var changed = false
    for s in scrolls {
      let sv = vars[s.item].frame
      let guide = vars[s.contentGuide]
      let contentTop = guide.top.value
      let bottom = s.content.map { vars[$0].frame.maxY }.max() ?? contentTop
      // The guide spans the content itself (without the inset), so content pinned to the
      // guide's bottom does not push it further down on every pass.
      let contentHeight = max(0, bottom - contentTop)
      let extent = contentHeight + s.scrollView.contentInset.bottom
      if !same(contentHeight, guide.height.value) {
        try? solver.suggestValue(guide.height, contentHeight)
        changed = true
      }
      let maxOffset = max(0, extent - sv.height)
      let current = s.offset.value
      var target = current
      // Only content moves with the offset; revealing anything else could never converge.
      if let reveal = s.scrollView.reveal, let r = indexOf[reveal.item], s.content.contains(r) {
        let frame = vars[r].frame
        let bandTop = sv.minY + reveal.padding.top
        let bandBottom = sv.maxY - reveal.padding.bottom
        if frame.minY < bandTop || frame.height > bandBottom - bandTop {
          target = current - (bandTop - frame.minY)
        } else if frame.maxY > bandBottom {
          target = current + (frame.maxY - bandBottom)
        }
      }
      target = min(max(target, 0), maxOffset)
      if target.isFinite && !same(target, current) {
        try? solver.suggestValue(s.offset, target)
        changed = true
      }
    }
    return changed
  }

  private func same(_ a: Double?, _ b: Double?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return abs(a - b) <= 1e-9 * max(1, abs(a))
    default: return false
    }
  }

  private func collect(findingAmbiguities: Bool = true) {
    var ambiguous: [ItemID] = findingAmbiguities ? [] : result.ambiguousItems
    var ambiguities: [Ambiguity] = findingAmbiguities ? [] : result.ambiguities
    let frames: [(id: ItemID, frame: Rect)] = withItems { items in
      for i in items.indices where findingAmbiguities && !scan.isRoot[i] {
        let v = vars[i]
        let free = (
          x: solver.isAmbiguous(v.left), y: solver.isAmbiguous(v.top),
          width: solver.isAmbiguous(v.width), height: solver.isAmbiguous(v.height))
        guard free.x || free.y || free.width || free.height else { continue }
        let id = items[i].id
        ambiguous.append(id)
        if free.x || free.width {
          ambiguities.append(
            Ambiguity(item: id, axis: .horizontal, positionIsFree: free.x, sizeIsFree: free.width))
        }
        if free.y || free.height {
          ambiguities.append(
            Ambiguity(item: id, axis: .vertical, positionIsFree: free.y, sizeIsFree: free.height))
        }
      }
      // Views land on the device's pixel grid, as UIKit places them; guides are not drawn and
      // keep the engine's values (`scan.isGuide`: matching each item's kind copied it).
      let grid = form.environment.pixelGrid
      return items.indices.map { i in
        let frame = vars[i].frame
        guard let grid, !scan.isGuide[i] else { return (id: items[i].id, frame: frame) }
        return (id: items[i].id, frame: frame.snapped(toPixelGrid: grid))
      }
    }
    result = LayoutResult(
      frames: frames,
      contentOffsets: scrolls.map { (form.items[$0.item].id, $0.offset.value) },
      brokenConstraints: broken.map(\.report), ambiguousItems: ambiguous,
      generatedConstraints: generated, ambiguities: ambiguities,
      symbolSizes: symbolSizes(), titleWidths: titleWidths(), unsettledGuides: unsettled)
  }

  /// Each symbol's measured size: a symbol image's (its intrinsic size, already measured), or
  /// the symbol of a symbol-and-title.
  private func symbolSizes() -> [ItemID: Size] {
    var sizes: [ItemID: Size] = [:]
    withItems { items in
      for i in scan.symbols {
        switch items[i].intrinsic {
        case .symbol where i < intrinsic.count:
          let size = intrinsic[i].size
          sizes[items[i].id] = Size(width: size.width ?? 0, height: size.height ?? 0)
        case .symbolAndTitle(let content):
          sizes[items[i].id] = IntrinsicContentSize.measureParts(content, with: measuring).symbol
        default: break
        }
      }
      // A classic button's symbol at the point size, weight and scale it was given (its
      // title's font unless configured): the painter draws it at this size, while the
      // button's layout keeps the image's slot.
      for i in scan.buttonSymbols {
        guard case .button(let button) = items[i].kind, case .symbol(let symbol)? = button.image?.content
        else { continue }
        let ink = measuring.inkBox(symbol.glyph, style: symbol.glyphStyle)
        sizes[items[i].id] = symbol.metrics(inkSize: ink.size).size
      }
    }
    return sizes
  }

  /// The title widths of the symbol-and-title items and of classic buttons with an image:
  /// the painter places the image beside the title.
  private func titleWidths() -> [ItemID: Double] {
    var widths: [ItemID: Double] = [:]
    withItems { items in
      for i in scan.titled {
        switch items[i].intrinsic {
        case .symbolAndTitle(let content):
          widths[items[i].id] = IntrinsicContentSize.measureParts(content, with: measuring).titleWidth
        case .text:
          // The button is checked first: binding every label's text and style only to skip it
          // was a copy and a retain per label.
          guard case .button(let button) = items[i].kind, button.image != nil,
            case .text(let title, let style, _, _, _, _) = items[i].intrinsic
          else { continue }
          widths[items[i].id] =
            measuring.measure(title, style: style, maxWidth: nil, maxLines: 1).size.width
        default:
          continue
        }
      }
    }
    return widths
  }

  // MARK: - Edit-only changes

  /// Whether `other` builds the same solver: same layout-relevant items, same constraints up to
  /// the constants of `isEdit` ones, same canvas and direction.
  /// Whether `update(to:)` can lay out `other` through edit variables, without a rebuild.
  public func canUpdate(to other: ResolvedForm) -> Bool {
    canUpdate(to: other, fingerprint: Self.structureFingerprint(of: other))
  }

  /// `canUpdate(to:)` with `other`'s fingerprint already computed: a different fingerprint
  /// answers no at once; an equal one is confirmed by the full comparison.
  func canUpdate(to other: ResolvedForm, fingerprint: Int) -> Bool {
    fingerprint == structure && sameStructure(other)
  }

  private func sameStructure(_ other: ResolvedForm) -> Bool {
    let a = form.environment, b = other.environment
    guard a.canvasSize == b.canvasSize, a.layoutDirection == b.layoutDirection,
      a.pixelGrid == b.pixelGrid,
      other.items.count == form.items.count,
      other.constraints.count == form.constraints.count
    else { return false }
    for (a, b) in zip(form.items, other.items) where Self.layoutKey(a) != Self.layoutKey(b) {
      return false
    }
    // A stack's constraints depend on which arranged views are hidden.
    if form.items.contains(where: { if case .stack = $0.kind { return true } else { return false } }),
      zip(form.items, other.items).contains(where: { $0.isHidden != $1.isHidden })
    {
      return false
    }
    for (a, b) in zip(form.constraints, other.constraints) {
      var b = b
      if a.isEdit && b.isEdit {
        // Only the anchor matters to the solver; the rest describes the new value.
        b.constant = a.constant
        b.origin = a.origin
        b.changedByState = a.changedByState
      }
      if a != b { return false }
    }
    return true
  }

  /// A hash of what `sameStructure` compares (a part of it: equal structures always have equal
  /// fingerprints; unequal ones almost never do, and the full comparison settles the rest).
  static func structureFingerprint(of form: ResolvedForm) -> Int {
    var h = Hasher()
    let env = form.environment
    h.combine(env.canvasSize)
    h.combine(env.layoutDirection == .rightToLeft)
    h.combine(env.pixelGrid)
    h.combine(form.items.count)
    h.combine(form.constraints.count)
    var hasStack = false
    for item in form.items {
      h.combine(item.id)
      h.combine(item.parent)
      switch item.kind {
      case .root: h.combine(1)
      case .guide: h.combine(2)
      case .stack:
        h.combine(3)
        hasStack = true
      case .scrollView(let sv):
        h.combine(4)
        h.combine(sv.contentInset)
      default: h.combine(5)
      }
      h.combine(item.layoutMargins)
      h.combine(item.marginRule)
      h.combine(item.frameInsets)
      h.combine(item.preferredMaxLayoutWidth)
      switch item.intrinsic {
      case .none: h.combine(0)
      case .size(let width, let height):
        h.combine(1)
        h.combine(width)
        h.combine(height)
      case .text(let text, let style, _, let maxLines, let minHeight, let minWidth):
        h.combine(2)
        h.combine(text)
        h.combine(style)
        h.combine(maxLines)
        h.combine(minHeight)
        h.combine(minWidth)
      case .symbol: h.combine(3)
      case .symbolAndTitle(let content):
        h.combine(4)
        h.combine(content.title)
        h.combine(content.style)
      case .segments(let titles, let style, let padding, let widths, let divider, let height, let apportioned):
        h.combine(5)
        h.combine(apportioned)
        h.combine(titles)
        h.combine(style)
        h.combine(padding)
        h.combine(widths)
        h.combine(divider)
        h.combine(height)
      }
      h.combine(item.hugging.horizontal)
      h.combine(item.hugging.vertical)
      h.combine(item.compressionResistance.horizontal)
      h.combine(item.compressionResistance.vertical)
    }
    if hasStack {
      for item in form.items { h.combine(item.isHidden) }
    }
    for c in form.constraints {
      h.combine(c.first)
      h.combine(c.relation)
      h.combine(c.second)
      h.combine(c.multiplier)
      h.combine(c.priority)
      h.combine(c.isEdit)
      if !c.isEdit { h.combine(c.constant) }
    }
    return h.finalize()
  }

  /// The part of an item the solver is built from: painting-only content and `isHidden` are
  /// blanked, and a scroll view keeps only its inset (offset and reveal are edit values).
  private static func layoutKey(_ item: LayoutItem) -> LayoutItem {
    var key = item
    switch item.kind {
    case .root, .guide, .stack: break
    case .scrollView(let sv): key.kind = .scrollView(ItemKind.ScrollView(contentInset: sv.contentInset))
    default: key.kind = .view(background: nil, cornerRadius: 0)
    }
    key.isNamedAnchor = false
    key.isHidden = false  // hidden items keep their constraints; only the scroll extent cares
    return key
  }
}

extension Relation {
  var solverOperator: RelationalOperator {
    switch self {
    case .equal: return .equal
    case .lessThanOrEqual: return .lessThanOrEqual
    case .greaterThanOrEqual: return .greaterThanOrEqual
    }
  }
}

/// Lays out many states of one form (`formshot check`): a state that differs from an earlier
/// one only in what edit variables carry or in painting (keyboard height, scroll offset,
/// appearance) re-solves that state's live session instead of building a new solver.
///
/// Not thread-safe: one pool per thread, like the measurer it uses.
public final class LayoutSessionPool {
  private let measuring: TextMeasuring
  private var sessions: [LayoutSession] = []
  /// How many solvers were built (the rest of the layouts were re-solves).
  public private(set) var builds = 0
  /// How many layouts were asked for.
  public private(set) var layouts = 0

  public init(measuring: TextMeasuring) {
    self.measuring = measuring
  }

  /// The layout of `form`, from a live session when one has the same structure.
  public func layout(_ form: ResolvedForm) -> LayoutResult {
    layouts += 1
    // One fingerprint per state, compared with each session's before anything deeper.
    let fingerprint = LayoutSession.structureFingerprint(of: form)
    if let session = sessions.first(where: { $0.canUpdate(to: form, fingerprint: fingerprint) }) {
      return session.reuse(for: form, fingerprint: fingerprint)
    }
    builds += 1
    let session = LayoutSession(form, measuring: measuring)
    session.remember(fingerprint: fingerprint)
    sessions.append(session)
    return session.result
  }
}
