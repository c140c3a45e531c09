// One Interface Builder root in one state → the `ResolvedForm` every later stage reads: views
// become items (kinds for the painter, intrinsic sizes for the engine), IB constraints become
// layout constraints with their IB id and line, and the platform's rules (safe area per device,
// layout margins, scroll-view content, stack views, autoresizing masks) become the constraints
// UIKit would make.
import Foundation
import Geometry
import LayoutContract
import LayoutVocabulary

/// A root resolved in one state, with what only Interface Builder files have.
public struct IBResolved: Sendable {
  public var form: ResolvedForm
  /// Unsupported elements and attributes met on the way (located).
  public var warnings: [IBWarning]
  /// Other names of views: `userLabel`, outlet property names, accessibility identifiers.
  public var aliases: [(id: ItemID, names: [String])]
  /// Views whose alignment rect differs from their frame (switches, sliders, segmented
  /// controls): the engine lays out alignment rects, frames are these insets outside them.
  public var alignmentInsets: [ItemID: EdgeInsets]
  /// The device the state uses (nil for a file without one).
  public var device: IBDevice?
  /// The safe-area insets of the root in this state.
  public var safeAreaInsets: EdgeInsets

  /// The frame of `id` from its solved alignment rect.
  public func frame(of id: ItemID, alignmentRect r: Rect) -> Rect {
    guard let i = alignmentInsets[id] else { return r }
    return Rect(
      x: r.minX - i.left, y: r.minY - i.top, width: r.width + i.left + i.right,
      height: r.height + i.top + i.bottom)
  }
}

/// A font file an app bundles (found in its project by the PostScript name a file names).
public struct AppFontFile: Sendable, Equatable {
  public var path: String
  /// Its `font.lineHeight` per point of size (ascender plus descender).
  public var lineHeightPerPoint: Double

  public init(path: String, lineHeightPerPoint: Double) {
    self.path = path
    self.lineHeightPerPoint = lineHeightPerPoint
  }
}

/// Resolves Interface Builder roots.
public enum IBResolver {
  /// The id suffix of the label naming an unsupported view's placeholder (`<id>~caption`):
  /// formshot's stand-in, not the app's text, so the audit leaves it out.
  public static let placeholderCaptionSuffix = "~caption"

  /// `root` of `document` in `state`. `image` returns the decoded asset-catalog image of a name
  /// (nil when there is none: a placeholder showing the name is painted); `fontFile` the font
  /// file the app bundles for a custom font's PostScript name (nil: a stand-in sets it).
  public static func resolve(
    _ document: IBDocument, root: IBRoot, state: IBState,
    image: @escaping (String) -> ImageAsset? = { _ in nil },
    fontFile: @escaping (String) -> AppFontFile? = { _ in nil }
  ) -> IBResolved {
    let r = Resolution.run(document, root, state, image, fontFile)
    let form = ResolvedForm(
      name: root.storyboardIdentifier ?? root.id, state: state.tokens,
      environment: r.environment(), items: r.items, constraints: r.constraints)
    return IBResolved(
      form: form, warnings: document.warnings + r.warnings, aliases: r.aliases,
      alignmentInsets: r.alignmentInsets, device: r.device, safeAreaInsets: r.safe)
  }
}

/// The working state of one resolution.
final class Resolution {
  /// A resolution of `root` in `state`, run: its items, constraints and views read.
  static func run(
    _ document: IBDocument, _ root: IBRoot, _ state: IBState, _ image: @escaping (String) -> ImageAsset?,
    _ fontFile: @escaping (String) -> AppFontFile? = { _ in nil }
  ) -> Resolution {
    let r = Resolution(document: document, root: root, state: state, image: image, fontFile: fontFile)
    r.run()
    return r
  }

  let doc: IBDocument
  let root: IBRoot
  let state: IBState
  let image: (String) -> ImageAsset?
  /// The app's own font file for a custom font's PostScript name (`IBResolver.resolve`).
  let fontFile: (String) -> AppFontFile?
  let rootNode: XMLNode
  let controller: XMLNode?
  let device: IBDevice?
  /// The screen the root was last laid out on: the file's device, or the one a controller's
  /// root is stored at the full screen of (see `IBDevice.laidOutOn`).
  let fileDevice: IBDevice?
  let isPad: Bool
  let widthClass: String
  let heightClass: String
  /// The root's size: its stored one, or what `Chrome.laidOutHeight` makes it.
  private(set) var canvas: Size
  var safe = EdgeInsets.zero
  /// The bars Xcode simulates around the root (nil for a cell), worked out once: the safe
  /// area keeps room for them and `addSimulatedBars` draws them.
  var chrome: Chrome?
  let scale: Double
  let isDark: Bool

  var items: [LayoutItem] = []
  var constraints: [LayoutConstraint] = []
  var warnings: [IBWarning] = []
  var aliases: [(id: ItemID, names: [String])] = []
  var alignmentInsets: [ItemID: EdgeInsets] = [:]

  /// Views of the root by IB id, with their superview's id.
  var views: [String: XMLNode] = [:]
  var superview: [String: String] = [:]
  var viewOrder: [String] = []
  /// IB guide ids → (kind, owner view id).
  var guides: [String: (kind: String, owner: String)] = [:]
  /// Constraint elements with the view that holds them.
  var constraintNodes: [(node: XMLNode, owner: String)] = []
  /// Embedded scenes laid out in their container views: the scene's root view id → the
  /// container's id (`IBState.embedsContainedScenes`).
  var embeddedScenes: [String: String] = [:]
  /// The controllers whose scenes are being collected, outermost first: a scene that embeds
  /// one of them again is left a placeholder.
  var embeddingControllers: [String] = []
  /// Installed-state rules from `<variation><mask>`: id → (specificity, included).
  var maskRules: [String: [(Int, Bool)]] = [:]
  /// Views that some installed constraint mentions.
  var constrained: Set<String> = []
  /// The axes on which some constraint other than an aspect ratio of their own mentions views.
  var constrainedAxes: [String: Set<AnchorAttribute.Axis>] = [:]
  /// Scroll views' content and frame guide item ids.
  var contentGuide: [String: ItemID] = [:]
  var frameGuide: [String: ItemID] = [:]
  /// Margin guides made for `…WithinMargins` attributes.
  var marginGuides: [String: ItemID] = [:]
  /// Margin guides of subviews whose margins include their safe-area overlap.
  var safeMarginGuides: [String: ItemID] = [:]
  var helperCount = 0
  /// Asset-catalog colour sets read so far, by name (nil: none found).
  var catalogColors: [String: String?] = [:]
  /// Every item id made so far (constraints to anything else are left out).
  var emitted: Set<ItemID> = []
  /// Controls whose parts are child items, made after the views.
  var pendingSegments: [(id: String, titles: [String], widths: [Double?], selected: Int, style: TextStyle, apportioned: ApportionedSegments?)] = []
  /// What a segmented control whose segments are as wide as their titles
  /// (`apportionsSegmentWidthsByContent`) measures them in: its title font, the padding each
  /// segment adds, the divider between two.
  struct ApportionedSegments {
    var measured: TextStyle
    var padding: Double
    var divider: Double
  }
  var pendingSliders: [(id: String, value: Double, min: Double, max: Double)] = []
  /// Progress views whose filled part (`progress` of the width, in `color`) is a child item.
  var pendingProgress: [(id: String, progress: Double, color: String)] = []
  /// Search bars whose field, magnifying glass and placeholder are added as child items.
  var pendingSearchBars: [(id: String, placeholder: String)] = []
  /// Compact date pickers whose date and time buttons are added as child items.
  var pendingDatePickers: [(id: String, date: Bool, time: Bool)] = []
  var safeGuideOfRoot: ItemID?

  static let scrollElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
  /// The stack item that arranges the subviews of a root that is itself a stack view.
  static let rootStackID: ItemID = "_rootStack"

  init(
    document: IBDocument, root: IBRoot, state: IBState, image: @escaping (String) -> ImageAsset?,
    fontFile: @escaping (String) -> AppFontFile? = { _ in nil }
  ) {
    doc = document
    self.root = root
    self.state = state
    self.image = image
    self.fontFile = fontFile
    let (view, controller) = document.elements(of: root)
    rootNode = view
    self.controller = controller
    let fileDevice = document.device.map {
      $0.laidOutOn(
        rootWidth: root.size.width, rootHeight: root.size.height, landscape: document.isLandscape,
        fullScreen: root.kind == .viewController
          && controller.map(Self.isSizedFreely) != true
          && controller?["id"].map { document.infersFreeformSize(controllerID: $0, size: root.size) } != true)
    }
    self.fileDevice = fileDevice
    var device = fileDevice
    // A file naming no device (or one formshot does not know): see `unnamedDevice(for:)`.
    if device == nil {
      let unnamed = document.unnamedDevice(for: root)
      switch state.sizeClass {
      case nil: device = unnamed
      case .compact?: if unnamed.idiom == .phone { device = unnamed }
      case .regular?: if unnamed.idiom == .pad { device = unnamed }
      }
    }
    switch state.sizeClass {
    case .compact?: if device?.idiom != .phone { device = IBDevice.defaultPhone }
    // An Apple TV file's `regular` is its own TV (tvOS's width class is regular).
    case .regular?: if device?.idiom != .pad && device?.idiom != .tv { device = IBDevice.defaultPad }
    case nil: break
    }
    self.device = device
    isPad = device?.idiom == .pad
    let landscape = document.isLandscape
    // Xcode 6 and 7 drew a file of size classes without a device on the 600-pt canvas of the
    // any-width, any-height class, where only a constraint's or attribute's base value holds
    // (its `<variation key="default">`), not the ones set for a regular or compact class:
    // kiwix's storyboards of Xcode 7.2 store their iPad-only containers (centred at 0.7 of the
    // width under `heightClass=regular-widthClass=regular`) at the full 600 × 600 of their
    // base constraints.
    if Self.isAnyClassCanvas(document, root: root, device: device) {
      widthClass = "any"
      heightClass = "any"
    } else if isPad || device?.idiom == .tv {
      widthClass = "regular"
      heightClass = "regular"
    } else if landscape {
      widthClass = device?.isWidePhone == true ? "regular" : "compact"
      heightClass = "compact"
    } else {
      widthClass = "compact"
      heightClass = "regular"
    }
    scale = device?.scale ?? 3
    // A style the root view or its controller forces (`overrideUserInterfaceStyle`), else the
    // app's (`UIUserInterfaceStyle` in its Info.plist), is what the device shows whatever the
    // system's appearance; otherwise the state's, and without one the canvas's (Xcode's
    // preview setting, `<device appearance=…>`: the default state, not a device's look).
    isDark =
      Self.interfaceStyleOverride(view) ?? Self.interfaceStyleOverride(controller)
      ?? controller.flatMap { Self.containerInterfaceStyle(document, controllerID: $0["id"]) }
      ?? Self.appInterfaceStyle(near: document.folder)
      ?? state.appearance.map { $0 == .dark } ?? document.prefersDark
    // The canvas: the root's stored size, or the state's device screen for a view controller
    // designed full screen on another device (a file's unnamed screen keeps the root's size).
    var size = root.size
    if let device, device != fileDevice, !device.isSizedByRoot,
      root.kind == .viewController
    {
      let screen =
        landscape
        ? Size(width: device.height, height: device.width)
        : Size(width: device.width, height: device.height)
      if let fileDevice {
        let fileScreen =
          landscape
          ? Size(width: fileDevice.height, height: fileDevice.width)
          : Size(width: fileDevice.width, height: fileDevice.height)
        if abs(root.size.width - fileScreen.width) < 0.5 {
          size = Size(
            width: screen.width, height: screen.height - (fileScreen.height - root.size.height))
        }
      } else {
        size = screen
      }
    }
    canvas = size
  }

  func location(_ node: XMLNode) -> SourceLocation { doc.location(node) }

  /// Whether the root is drawn in Xcode 6 and 7's class of any width and any height, in a file
  /// of size classes that names no device (not on a phone a `compact` state asks for): a
  /// storyboard controller's root on that 600-pt canvas, 600 wide and at most 600 tall, and a
  /// xib's top-level view or cell whatever its size (popcorntime's 545 × 171 header of Xcode
  /// 6.3 stores its base constraints' frames, not its compact-width variation's).
  static func isAnyClassCanvas(_ document: IBDocument, root: IBRoot, device: IBDevice?) -> Bool {
    guard document.device == nil && device?.id == IBDevice.unnamedID
      && document.tree["useTraitCollections"] == "YES" && !document.isLandscape
    else { return false }
    return root.kind != .viewController || (root.size.width == 600 && root.size.height <= 600)
  }

  func warn(_ node: XMLNode, _ message: String) {
    let w = IBWarning(location(node), message)
    if !warnings.contains(w) { warnings.append(w) }
  }

  // MARK: - Variations

  /// Whether a size-class variation key (`heightClass=regular-widthClass=regular`) holds.
  func applies(_ key: String) -> Bool {
    if key == "default" { return true }
    var any = false
    for part in key.split(separator: "-") {
      let kv = part.split(separator: "=", maxSplits: 1).map(String.init)
      guard kv.count == 2 else { return false }
      any = true
      switch kv[0] {
      case "widthClass": if kv[1] != widthClass { return false }
      case "heightClass": if kv[1] != heightClass { return false }
      default: return false
      }
    }
    return any
  }

  static func specificity(_ key: String) -> Int {
    key == "default" ? 0 : key.split(separator: "-").count
  }

  /// An attribute after the applicable `<variation>` children (the most specific last).
  func attribute(_ node: XMLNode, _ name: String) -> String? {
    var value = node[name]
    var best = -1
    for v in node.children("variation") {
      guard let key = v["key"], applies(key), let override = v[name] else { continue }
      let s = Self.specificity(key)
      if s >= best {
        best = s
        value = override
      }
    }
    return value
  }

  /// A child element (`fontDescription`, `color key=…`) after the applicable variations.
  func element(_ node: XMLNode, _ name: String, key: String? = nil) -> XMLNode? {
    var found = node.child(name, key: key)
    var best = -1
    for v in node.children("variation") {
      guard let k = v["key"], applies(k), let e = v.child(name, key: key) else { continue }
      let s = Self.specificity(k)
      if s >= best {
        best = s
        found = e
      }
    }
    return found
  }

  func collectMasks(_ node: XMLNode) {
    for child in node.children {
      if child.name == "variation", let key = child["key"], applies(key) {
        let s = Self.specificity(key)
        for mask in child.children("mask") {
          for e in mask.children {
            guard let ref = e["reference"] else { continue }
            maskRules[ref, default: []].append((s, e.name == "include"))
          }
        }
      }
      collectMasks(child)
    }
  }

  /// Xcode 6 and 7 installed the views added while editing one size class in that class only:
  /// drawn in another (a deviceless file's any-size canvas), such a root is empty, as Xcode
  /// showed it. Says which variation installs them and which state lays them out.
  func warnIfNoSubviewIsInstalled() {
    let listed = Set(rootNode.child("subviews")?.children.compactMap { $0["id"] } ?? [])
    guard !listed.isEmpty, !listed.contains(where: { views[$0] != nil }) else { return }
    let installing = rootNode.children("variation").first { variation in
      variation.children("mask").contains { mask in
        mask["key"] == "subviews"
          && mask.children.contains { $0.name == "include" && listed.contains($0["reference"] ?? "") }
      }
    }
    guard let key = installing?["key"] else { return }
    let state = key.contains("widthClass=compact") ? "compact" : key.contains("widthClass=regular") ? "regular" : nil
    warn(rootNode, "none of this view's subviews is installed in the size class drawn; "
      + "<variation key=\"\(key)\"> installs them" + (state.map { " (--state \($0) lays them out)" } ?? ""))
  }

  func isInstalled(_ id: String) -> Bool {
    guard let rules = maskRules[id], !rules.isEmpty else { return true }
    return rules.max { $0.0 < $1.0 }!.1
  }

  // MARK: - Run

  func run() {
    collectMasks(doc.tree)
    chrome = simulatedChrome()
    if let height = chrome?.laidOutHeight { canvas = Size(width: canvas.width, height: height) }
    safe = safeAreaInsets()
    collectViews(rootNode, parent: nil)
    warnIfNoSubviewIsInstalled()
    for (node, owner) in constraintNodes where isLaidOut(constraint: node) {
      guard let id = node["id"], isInstalled(id) else { continue }
      // A constraint without a first item is its owner's.
      let ends = [node["firstItem"] ?? owner] + (node["secondItem"].map { [$0] } ?? [])
      constrained.formUnion(ends)
      let isOwnRatio =
        ends.count == 2 && ends[0] == ends[1]
        && Set([node["firstAttribute"], node["secondAttribute"]]) == ["width", "height"]
      if !isOwnRatio {
        for (end, name) in zip(ends, [node["firstAttribute"], node["secondAttribute"]]) {
          constrainedAxes[end, default: []].formUnion(Self.axes(ofAttribute: name))
        }
      }
    }
    makeItems()
    emitted = Set(items.map(\.id))
    makeControlParts()
    // A stack arranging inside margins that grow (preserved superview margins, the safe area)
    // arranges inside its margins guide, as UIKit's does inside `layoutMarginsGuide`.
    for id in viewOrder where views[id]?.name == "stackView" && emitted.contains(ItemID(id)) {
      if let node = views[id], arrangesInsideMargins(node) { _ = safeMarginsGuide(ItemID(id)) }
    }
    // A table keeps a row at its height: where the row's content cannot fit, the fixed sizes
    // of views inside the row give way, the first written first (the engine breaks the
    // constraint it cannot add, so they go last, in reverse).
    let rowSizes = constraintNodes.filter { isRowContentSize($0.node, owner: $0.owner) }
    for (node, owner) in constraintNodes where !isRowContentSize(node, owner: owner) {
      addConstraint(node, owner: owner)
    }
    for (node, owner) in rowSizes.reversed() { addConstraint(node, owner: owner) }
    pinEmbeddedScenes()
    addNonNegativeSizes()
    addSimulatedBars()
    addKeyboard()
    addHomeIndicator()
  }

  /// Interface Builder never stores a negative width or height (no frame of the read sets has
  /// one): where optional constraints (a label's edges at 750, compression resistance) would
  /// turn a view inside out, Xcode keeps it 0 long and breaks them instead, and where required
  /// ones would, it breaks one of those (Shop's stock cell keeps its labels' heights and gives
  /// up the pin of the last one to its box's bottom). Required, as Apple's engine holds it.
  static let nonNegativeSize = LayoutPriority.required
  /// A hidden arranged view whose subviews need length keeps that length, its subviews 0 long:
  /// on Xcode's canvas a size's non-negativity wins over the stack's hiding constraint.
  /// lockdown's hidden warning row (Xcode 12.4; a label 4 from its top and bottom) is stored 8
  /// tall with the label 0, the NHS app's hidden question rows (Xcode 11.4; a label 16 above
  /// the bottom) 16 with the label 0. Just under required, so every required constraint (and
  /// a size's non-negativity) holds over it.
  static let hiding = LayoutPriority(999.8)
  func addNonNegativeSizes() {
    // Views the file's constraints lay out, and the arranged views of stack views inside a
    // hidden arranged view, whose hiding constraint (`hiding`, just under these) would
    // otherwise turn them inside out to shrink it: fearless's staking screen (Xcode 14.1)
    // stores a hidden row's title 0 tall, where formshot had it 64 pt inside out. And arranged
    // views with content of their own (labels, images, controls) along their stack's axis,
    // which a stack too short for its content squeezes by their compression resistance
    // (`isArrangedContentView`; a nested stack too, squeezed through its own arranged
    // views). (Plain views have no compression resistance to squeeze them, and two more
    // constraints for every view would cost the solver a tenth of its time.)
    for id in viewOrder where emitted.contains(ItemID(id)) {
      let lengths: [AnchorAttribute]
      if constrained.contains(id) || isArrangedInHiddenArrangedView(id) {
        lengths = [.width, .height]
      } else if isArrangedContentView(id) {
        // The stack's axis as its state resolves it (a size-class variation may turn it).
        let stack = superview[id].flatMap { views[$0] }
        lengths = [stack.map { attribute($0, "axis") } == "vertical" ? .height : .width]
      } else {
        continue
      }
      for a in lengths {
        constraints.append(LayoutConstraint(
          Anchor(ItemID(id), a), .greaterThanOrEqual, nil, priority: Self.nonNegativeSize,
          origin: .derived(.nonNegativeSize)))
      }
    }
  }

  /// An arranged view with content of its own: a stack compressed below its content (its own
  /// size required) squeezes such views by their compression resistance, which alone would
  /// turn one inside out. pocket-casts' podcast header (Xcode 15) is an equal-spacing stack
  /// 53.5 pt short of its content: Xcode keeps every label at 0 or more (its title 3 tall,
  /// its description 0). SimpleLogin's mailbox row (Xcode 12) gives a two-line label and a
  /// 105-pt button their room and keeps its 18-pt icon, which formshot had turned 24.5 pt
  /// inside out. A stack nested in a stack has its arranged views' content: Mad's profile
  /// header (Xcode 12) squeezes a row stack holding a 16-pt label to 0, where formshot had it
  /// 14.5 pt inside out.
  func isArrangedContentView(_ id: String) -> Bool {
    guard let name = views[id]?.name, !Self.viewsWithoutContent.contains(name) else { return false }
    return isArranged(id)
  }

  /// Views with no content size of their own (no compression resistance squeezes them).
  static let viewsWithoutContent: Set<String> = [
    "view", "scrollView", "tableView", "collectionView", "containerView",
  ]

  /// Whether `id` is an arranged view of a stack view that has a hidden arranged view among
  /// its ancestors (the stack itself, or a view holding it).
  func isArrangedInHiddenArrangedView(_ id: String) -> Bool {
    guard isArranged(id) else { return false }
    return ancestors(of: id).contains { a in
      isArranged(a) && views[a].map { attribute($0, "hidden") == "YES" } == true
    }
  }

  /// Whether `id` is an arranged subview of a stack view.
  func isArranged(_ id: String) -> Bool {
    superview[id].flatMap { views[$0]?.name } == "stackView"
  }

  // MARK: - Views

  static let notViews: Set<String> = [
    "constraints", "connections", "variation", "viewLayoutGuide", "keyboardLayoutGuide",
    "layoutGuides", "point", "segue", "outlet", "action", "color", "fontDescription",
    "accessibility", "userDefinedRuntimeAttributes", "gestureRecognizers", "navigationItem",
    "tabBarItem", "barButtonItem", "attributedString", "textInputTraits", "state",
    "buttonConfiguration", "rect", "autoresizingMask", "size", "edgeInsets",
  ]

  /// Whether `node` is a view: a root, an element of a `<subviews>` list (Xcode leaves out the
  /// `<rect key="frame">` of a view whose frame is all zeros: jami's empty name label, 0 × 0 at
  /// the top of its stack view), or an element with a frame.
  func isView(_ node: XMLNode, parent: String?, listed: Bool = false) -> Bool {
    guard node["id"] != nil, !Self.notViews.contains(node.name) else { return false }
    if parent == nil || listed { return true }
    return node.child("rect", key: "frame") != nil || node.name.hasSuffix("CellContentView")
  }

  func collectViews(_ node: XMLNode, parent: String?, listed: Bool = false) {
    var current = parent
    if isView(node, parent: parent, listed: listed), let id = node["id"] {
      guard isInstalled(id) || parent == nil else { return }
      views[id] = node
      viewOrder.append(id)
      if let parent { superview[id] = parent }
      current = id
    }
    guard let owner = current else { return }
    for child in node.children {
      switch child.name {
      case "viewLayoutGuide":
        if let gid = child["id"] { guides[gid] = (child["key"] ?? "plain", owner) }
      case "keyboardLayoutGuide":
        if let gid = child["id"] { guides[gid] = ("keyboard", owner) }
      case "constraints":
        for c in child.children("constraint") { constraintNodes.append((c, owner)) }
      case "connections", "variation": continue
      case "subviews": for view in child.children { collectViews(view, parent: owner, listed: true) }
      // A table's prototype cells are views even without a frame (Xcode 6 stored none: see
      // `unframedRow`).
      case "prototypes" where node.name == "tableView":
        for cell in child.children { collectViews(cell, parent: owner, listed: cell.name == "tableViewCell") }
      // So are a static table's cells.
      case "sections" where node.name == "tableView":
        for cell in child.children("tableViewSection").flatMap({ $0.child("cells")?.children ?? [] }) {
          collectViews(cell, parent: owner, listed: cell.name == "tableViewCell")
        }
      default: collectViews(child, parent: owner)
      }
    }
    if node === rootNode, let controller {
      for g in controller.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
        if let gid = g["id"] { guides[gid] = ("legacy-" + (g["type"] ?? "top"), owner) }
      }
    }
    if node.name == "containerView", owner == node["id"] { collectEmbeddedScene(of: node, container: owner) }
  }

  /// A container view's embedded scene, collected as the container's subview when the state
  /// embeds scenes and the scene is a controller of the file whose root is a view, a table or
  /// a collection view (not a navigation controller, not a scene already being embedded, at
  /// most four deep; each scene once per root). Its controller's legacy
  /// layout guides become guides of zero length at its root's edges: a child controller's
  /// view is not under the bars.
  func collectEmbeddedScene(of container: XMLNode, container id: String) {
    guard state.embedsContainedScenes, embeddingControllers.count < 4, let scene = embeddedRoot(of: container),
      let controllerID = scene.controllerID, !embeddingControllers.contains(controllerID),
      controllerID != controller?["id"]
    else { return }
    let (view, sceneController) = doc.elements(of: scene)
    guard ["view", "tableView", "collectionView"].contains(view.name), views[scene.id] == nil else { return }
    embeddingControllers.append(controllerID)
    defer { embeddingControllers.removeLast() }
    embeddedScenes[scene.id] = id
    collectViews(view, parent: id, listed: true)
    for g in sceneController?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
      if let gid = g["id"] { guides[gid] = ("embedded-" + (g["type"] ?? "top"), scene.id) }
    }
  }

  /// Pins each embedded scene's root view to its container's edges, as UIKit sizes a child
  /// controller's view to its container's bounds. Added last, so that where the scene's own
  /// constraints cannot fit the container, these break and the screen around keeps its layout.
  func pinEmbeddedScenes() {
    for (sceneRoot, container) in embeddedScenes.sorted(by: { $0.key < $1.key }) where emitted.contains(ItemID(sceneRoot)) {
      for a in [AnchorAttribute.left, .top, .width, .height] {
        constraints.append(
          LayoutConstraint(Anchor(ItemID(sceneRoot), a), .equal, Anchor(ItemID(container), a), origin: .derived(.guide)))
      }
    }
  }

  func isAncestor(_ a: String, of b: String) -> Bool {
    var current = superview[b]
    var steps = 0
    while let c = current, steps < 10_000 {
      if c == a { return true }
      current = superview[c]
      steps += 1
    }
    return false
  }

  /// Where a guide id or view id lives: the view itself, or the owner of a guide.
  func ownerView(of ref: String) -> String? {
    if views[ref] != nil { return ref }
    return guides[ref]?.owner
  }

  // MARK: - Items

  func makeItems() {
    let rootID = ItemID(root.id)
    var rootItem = LayoutItem(id: rootID, kind: .root, parent: nil)
    rootItem.layoutMargins = margins(of: rootNode, isRoot: true)
    items.append(rootItem)
    let background = colorText(element(rootNode, "color", key: "backgroundColor"))
      ?? (root.kind == .cell ? "systemBackground" : nil)
    if let background {
      // The root view's own colour, painted first under its subviews.
      items.append(LayoutItem(id: "_background", kind: .view(background: background, cornerRadius: 0), parent: rootID))
      for a in [AnchorAttribute.left, .top, .width, .height] {
        constraints.append(LayoutConstraint(Anchor("_background", a), .equal, Anchor(rootID, a), origin: .derived(.guide)))
      }
    }
    if rootNode.name == "stackView" {
      // A xib's top-level stack view arranges its subviews as any UIStackView does: the root
      // keeps the canvas size, and a stack item filling it generates the arrangement.
      var stack = LayoutItem(id: Self.rootStackID, kind: .stack(stackView(rootNode, id: root.id)), parent: rootID)
      stack.layoutMargins = rootItem.layoutMargins
      items.append(stack)
      for a in [AnchorAttribute.left, .top, .width, .height] {
        constraints.append(LayoutConstraint(Anchor(Self.rootStackID, a), .equal, Anchor(rootID, a), origin: .derived(.guide)))
      }
    }
    addAliases(rootNode, id: root.id)
    if rootNode.name == "scrollView" {
      // A root scroll view (a controller's `view`, a xib's top-level one) scrolls its subviews
      // as any other: their constraints to its edges attach to the content.
      addScrollGuides(rootNode, id: root.id)
    }
    addGuides(of: root.id, node: rootNode)
    for id in viewOrder where id != root.id {
      guard let node = views[id], let parent = superview[id] else { continue }
      makeItem(node, id: id, parent: parent)
      addGuides(of: id, node: node)
    }
    if rootNode.name == "tableView" { addSectionTitles(of: rootNode, table: rootID) }
  }

  /// The date and time a compact date picker shows: the day the iPhone was introduced, at the
  /// status bar's 9:41.
  static let compactPickerDate = "Jan 9, 2007"
  static let compactPickerTime = "9:41 AM"

  /// Segments with the selection pill, a slider's track and thumb, a progress view's filled
  /// part, a search bar's field, a compact date picker's buttons: parts placed in their
  /// control by constraints.
  func makeControlParts() {
    func add(_ item: LayoutItem, _ pins: [(AnchorAttribute, Anchor, Double)]) {
      items.append(item)
      emitted.insert(item.id)
      for (a, other, k) in pins {
        constraints.append(LayoutConstraint(Anchor(item.id, a), .equal, other, constant: k, origin: .derived(.guide)))
      }
    }
    for s in pendingSegments {
      let control = ItemID(s.id)
      let n = Double(max(1, s.titles.count))
      // Segments with their own widths keep them, 1 pt apart (the dividers); the others share
      // what is left equally. Without any, every segment is an equal share.
      let fixed = s.widths.compactMap { $0 }
      let divider: Double = s.apportioned?.divider ?? (fixed.isEmpty ? 0 : 1)
      let shared = n - Double(fixed.count)
      let taken = fixed.reduce(0, +) + divider * (n - 1)
      var previous: Anchor = Anchor(control, .left)
      var selected: ItemID?
      for (i, title) in s.titles.enumerated() {
        let seg = ItemID("\(s.id).segment\(i)")
        var item = LayoutItem(id: seg, kind: .segment(ItemKind.Segment(title: title, isSelected: i == s.selected, style: s.style)), parent: control)
        if let apportioned = s.apportioned, s.widths[i] == nil {
          // As wide as its title and the padding, in a chain that spans the control (whose own
          // width is the sum of these): the control's width is shared by content, not equally.
          let half = apportioned.padding / 2
          item.intrinsic = .text(
            title, apportioned.measured, padding: EdgeInsets(top: 0, left: half, bottom: 0, right: half), maxLines: 1,
            minHeight: nil)
        }
        items.append(item)
        emitted.insert(seg)
        constraints.append(LayoutConstraint(Anchor(seg, .left), .equal, previous, constant: i > 0 ? divider : 0, origin: .derived(.guide)))
        if let w = s.widths[i] {
          constraints.append(LayoutConstraint(Anchor(seg, .width), .equal, nil, constant: w, origin: .derived(.guide)))
        } else if s.apportioned != nil {
          if i == s.titles.count - 1 {
            constraints.append(LayoutConstraint(Anchor(seg, .right), .equal, Anchor(control, .right), origin: .derived(.guide)))
          }
        } else {
          constraints.append(LayoutConstraint(Anchor(seg, .width), .equal, Anchor(control, .width), multiplier: 1 / shared, constant: taken == 0 ? 0 : -taken / shared, origin: .derived(.guide)))
        }
        constraints.append(LayoutConstraint(Anchor(seg, .top), .equal, Anchor(control, .top), origin: .derived(.guide)))
        constraints.append(LayoutConstraint(Anchor(seg, .height), .equal, Anchor(control, .height), origin: .derived(.guide)))
        previous = Anchor(seg, .right)
        if i == s.selected { selected = seg }
      }
      if let selected {
        add(LayoutItem(id: ItemID("\(s.id).selection"), kind: .segmentSelection, parent: control), [
          (.left, Anchor(selected, .left), 2), (.right, Anchor(selected, .right), -2),
          (.top, Anchor(selected, .top), 2), (.bottom, Anchor(selected, .bottom), -2),
        ])
      }
    }
    for s in pendingSearchBars {
      // UISearchBar's field (its height from `SearchBarMetrics`): 8 pt in from the bar's sides,
      // corners of 10, in `tertiarySystemFill`; the magnifying glass 8 pt in, the placeholder
      // 6 pt after it.
      let bar = ItemID(s.id)
      let field = ItemID("\(s.id).field")
      add(LayoutItem(id: field, kind: .view(background: "tertiarySystemFill", cornerRadius: 10), parent: bar), [
        (.leading, Anchor(bar, .leading), 8), (.trailing, Anchor(bar, .trailing), -8),
        (.centerY, Anchor(bar, .centerY), 0),
      ])
      constraints.append(LayoutConstraint(Anchor(field, .height), .equal, nil, constant: SearchBarMetrics.of(doc).fieldHeight, origin: .derived(.guide)))
      if let symbol = Resolution.symbol("magnifyingglass") {
        var glass = LayoutItem(
          id: ItemID("\(s.id).glass"),
          kind: .image(ItemKind.ImageView(symbol: symbol, contentMode: .aspectFit, tint: "secondaryLabel")), parent: field)
        glass.intrinsic = .size(width: 18, height: 18)
        add(glass, [(.leading, Anchor(field, .leading), 8), (.centerY, Anchor(field, .centerY), 0)])
      }
      let style = TextStyle(size: 17, lineHeight: 22)
      var text = LayoutItem(
        id: ItemID("\(s.id).placeholder"),
        kind: .label(ItemKind.Label(text: s.placeholder, style: style, color: "placeholderText")), parent: field)
      text.intrinsic = .text(s.placeholder, style, padding: .zero, maxLines: 1, minHeight: nil)
      text.compressionResistance = AxisPriorities(horizontal: LayoutPriority(1), vertical: LayoutPriority(1))
      add(text, [(.leading, Anchor(field, .leading), 32), (.centerY, Anchor(field, .centerY), 0)])
      constraints.append(LayoutConstraint(Anchor(text.id, .trailing), .lessThanOrEqual, Anchor(field, .trailing), constant: -8, origin: .derived(.guide)))
    }
    for s in pendingDatePickers {
      // iOS 14's compact date picker: a button for the date and one for the time, 6 apart at
      // the trailing end, each the 17-pt text inside 11 at its sides on a `tertiarySystemFill`
      // capsule of corner 6, as tall as the control. The date shown is fixed, as the status
      // bar's 9:41 is, so that snapshots do not change with the day they are taken.
      let control = ItemID(s.id)
      var parts: [String] = []
      if s.date { parts.append(Self.compactPickerDate) }
      if s.time { parts.append(Self.compactPickerTime) }
      var trailing = Anchor(control, .trailing)
      for (k, text) in parts.enumerated().reversed() {
        let pill = ItemID("\(s.id).button\(k)")
        add(LayoutItem(id: pill, kind: .view(background: "tertiarySystemFill", cornerRadius: 6), parent: control), [
          (.trailing, trailing, k == parts.count - 1 ? 0 : -6), (.top, Anchor(control, .top), 0),
          (.bottom, Anchor(control, .bottom), 0),
        ])
        let style = TextStyle(size: 17, lineHeight: 22, tracking: SystemFontTracking.points(atSize: 17))
        var label = LayoutItem(
          id: ItemID("\(s.id).text\(k)"), kind: .label(ItemKind.Label(text: text, style: style, color: "label")), parent: pill)
        label.intrinsic = .text(text, style, padding: .zero, maxLines: 1, minHeight: nil)
        add(label, [(.leading, Anchor(pill, .leading), 11), (.trailing, Anchor(pill, .trailing), -11),
          (.centerY, Anchor(pill, .centerY), 0)])
        trailing = Anchor(pill, .leading)
      }
      // Its intrinsic width is its buttons': they stay inside it, and it hugs them at UIKit's
      // default 250 where nothing else sets its width.
      constraints.append(LayoutConstraint(trailing, .greaterThanOrEqual, Anchor(control, .leading), origin: .derived(.guide)))
      constraints.append(LayoutConstraint(
        Anchor(control, .width), .equal, nil, priority: LayoutPriority(250), origin: .derived(.guide)))
    }
    for s in pendingSliders {
      let control = ItemID(s.id)
      let fraction = s.max > s.min ? min(1, max(0, (s.value - s.min) / (s.max - s.min))) : 0.5
      var track = LayoutItem(id: ItemID("\(s.id).track"), kind: .view(background: "systemGray4", cornerRadius: 2), parent: control)
      track.style.cornerRadius = .capsule
      add(track, [(.left, Anchor(control, .left), 0), (.width, Anchor(control, .width), 0),
        (.centerY, Anchor(control, .centerY), 0)])
      // A 4-pt track: iOS 26's sliders (Xcode 26 files) may be as short as their thumb.
      if doc.hasIOS26Controls {
        constraints.append(LayoutConstraint(Anchor(track.id, .height), .equal, nil, constant: 4, origin: .derived(.guide)))
      } else {
        constraints.append(LayoutConstraint(Anchor(track.id, .height), .equal, Anchor(control, .height), constant: -26, origin: .derived(.guide)))
      }
      var filled = LayoutItem(id: ItemID("\(s.id).value"), kind: .view(background: "tint", cornerRadius: 2), parent: control)
      filled.style.cornerRadius = .capsule
      items.append(filled)
      emitted.insert(filled.id)
      constraints.append(LayoutConstraint(Anchor(filled.id, .left), .equal, Anchor(control, .left), origin: .derived(.guide)))
      // The thumb (28 wide) travels inside the slider, its centre from 14 in from one end to
      // 14 in from the other, and the filled track ends under its centre: at the minimum the
      // thumb stands at the slider's leading edge, not half outside it over a label beside it.
      constraints.append(
        LayoutConstraint(
          Anchor(filled.id, .width), .equal, Anchor(control, .width), multiplier: fraction, constant: 14 - 28 * fraction,
          origin: .derived(.guide)))
      constraints.append(LayoutConstraint(Anchor(filled.id, .centerY), .equal, Anchor(control, .centerY), origin: .derived(.guide)))
      constraints.append(LayoutConstraint(Anchor(filled.id, .height), .equal, nil, constant: 4, origin: .derived(.guide)))
      var thumb = LayoutItem(id: ItemID("\(s.id).thumb"), kind: .view(background: "white", cornerRadius: 14), parent: control)
      thumb.style.shadow = ViewStyle.Shadow(offsetX: 0, offsetY: 3, radius: 4, color: "#00000026")
      thumb.style.borderWidth = 0.5
      thumb.style.borderColor = "#0000000A"
      items.append(thumb)
      emitted.insert(thumb.id)
      constraints.append(LayoutConstraint(Anchor(thumb.id, .centerX), .equal, Anchor(filled.id, .right), origin: .derived(.guide)))
      constraints.append(LayoutConstraint(Anchor(thumb.id, .centerY), .equal, Anchor(control, .centerY), origin: .derived(.guide)))
      constraints.append(LayoutConstraint(Anchor(thumb.id, .width), .equal, nil, constant: 28, origin: .derived(.guide)))
      constraints.append(LayoutConstraint(Anchor(thumb.id, .height), .equal, nil, constant: 28, origin: .derived(.guide)))
    }
    for p in pendingProgress where p.progress > 0 {
      // A progress view's filled part: from its leading edge, `progress` of its width, a
      // capsule in the progress tint (UIProgressView's default style).
      let control = ItemID(p.id)
      var bar = LayoutItem(id: ItemID("\(p.id).progress"), kind: .view(background: p.color, cornerRadius: 0), parent: control)
      bar.style.cornerRadius = .capsule
      add(bar, [(.leading, Anchor(control, .leading), 0), (.top, Anchor(control, .top), 0), (.height, Anchor(control, .height), 0)])
      constraints.append(LayoutConstraint(
        Anchor(bar.id, .width), .equal, Anchor(control, .width), multiplier: min(1, p.progress), origin: .derived(.guide)))
    }
  }

  func addAliases(_ node: XMLNode, id: String) {
    var names: [String] = []
    if let label = node["userLabel"] { names.append(label) }
    if let ax = node.child("accessibility")?["identifier"] { names.append(ax) }
    names += doc.outlets[id] ?? []
    aliases.append((ItemID(id), names))
  }

  func makeItem(_ node: XMLNode, id: String, parent: String) {
    let itemID = ItemID(id)
    let parentID = ItemID(parent)
    var item = LayoutItem(id: itemID, kind: .view(background: nil, cornerRadius: 0), parent: parentID)
    item.isNamedAnchor = true
    // An activity indicator that hides when stopped and is written hidden (stopped) keeps its
    // place on the canvas: Interface Builder lays it out in its stack view as if shown (the two
    // such indicators of the diagnosis sets: RxSwift's, in every save from Xcode 9 to 12, and
    // owntracks's, in its nine saves by Xcode 26 since it was set hidden). It draws nothing.
    item.isHidden = attribute(node, "hidden") == "YES" && !(node.name == "activityIndicatorView" && node["hidesWhenStopped"] == "YES")
    item.layoutMargins = margins(of: node, isRoot: embeddedScenes[id] != nil)
    item.marginRule = marginRule(of: node, id: id)
    item.hugging = AxisPriorities(
      horizontal: priority(attribute(node, "horizontalHuggingPriority"), 250),
      vertical: priority(attribute(node, "verticalHuggingPriority"), 250))
    item.compressionResistance = AxisPriorities(
      horizontal: priority(attribute(node, "horizontalCompressionResistancePriority"), 750),
      vertical: priority(attribute(node, "verticalCompressionResistancePriority"), 750))
    item.style = style(node)
    let content = ViewContent(self, node: node, id: id)
    item.kind = content.kind
    item.intrinsic = content.intrinsic
    item.contentVerticalAlignment = content.verticalAlignment
    if case .view = content.kind {
      // The kind fills its own background (or a placeholder its grey).
    } else {
      // A clear colour (`alpha="0.0"`, Interface Builder's default for many controls) draws nothing.
      let background = colorText(element(node, "color", key: "backgroundColor"))
      item.style.backgroundColor = background.flatMap { $0.count == 9 && $0.hasSuffix("00") ? nil : $0 }
      // A table cell is opaque unless the file gives it a colour: the system background in a
      // plain table, the grouped one's secondary background in a grouped table (as UIKit's
      // default background configuration; both white in light appearance, #1C1C1E on black in
      // dark for a grouped table).
      if node.name == "tableViewCell" && background == nil {
        item.style.backgroundColor = Self.isGrouped(views[parent]) ? "secondarySystemGroupedBackground" : "systemBackground"
      }
    }
    // Interface Builder's "Intrinsic Size: Placeholder": the size a view declares for design
    // time (its class works out the real one when the app runs). It replaces the content's
    // size, a button's title or an image included: Interface Builder lays the canvas out with it.
    let placeholderWidth = node["placeholderIntrinsicWidth"]
    let placeholderHeight = node["placeholderIntrinsicHeight"]
    if placeholderWidth != nil || placeholderHeight != nil {
      item.intrinsic = .size(
        width: placeholderWidth.flatMap(Double.init) ?? .infinity,
        height: placeholderHeight.flatMap(Double.init) ?? .infinity)
    }
    if let designed = designableIntrinsicSize(node, id: id) { item.intrinsic = designed }
    if node.name == "label", let width = node["preferredMaxLayoutWidth"].flatMap(Double.init), width > 0,
      width.isFinite
    {
      // Interface Builder's "Preferred Width: Explicit": the label wraps its text at this width
      // to ask for its size, whatever width its constraints give it (Matomo's notes at 280 in
      // 355-pt labels are stored nine lines tall, not the seven 355 would take).
      item.preferredMaxLayoutWidth = width
    }
    if node.name == "textField" {
      switch node["borderStyle"] {
      case "roundedRect"?:
        // UITextField.BorderStyle.roundedRect: a hairline gray border, corners of 5, over the
        // system background (the bezel is opaque whatever the view's clear background).
        if item.style.backgroundColor == nil { item.style.backgroundColor = "systemBackground" }
        item.style.cornerRadius = .points(5)
        item.style.borderWidth = 1 / scale
        item.style.borderColor = "#C6C6C8"
      case "line"?, "bezel"?:
        item.style.borderWidth = 1
        item.style.borderColor = "#000000"
      default: break
      }
    }
    if node.name == "button", let configuration = node.child("buttonConfiguration", key: "configuration") {
      configurationLook(configuration, button: node, style: &item.style)
    }
    if let insets = content.alignmentInsets { alignmentInsets[itemID] = insets }
    // A content-size constraint at 1000 that cannot hold is still as close as it can get in
    // UIKit's engine, where an unsatisfiable required constraint of the engine's own would be
    // dropped: a level just below required keeps that pull without breaking anything, and
    // still beats every optional constraint, 999 ones included (a label that resists
    // compression at 1000 stays as wide as its text against a partner hugging at 999, as
    // required content sizes do in UIKit). It beats the hiding of a hidden arranged view
    // around it too (`hiding`, 999.8): netcloth's dissolved-group notice, a hidden row holding a
    // two-line label that resists compression at 1000, is stored 71 tall with the label 36 (Xcode
    // 11.3), where a label of 750 is stored 0 in its hidden row.
    let cap = LayoutPriority(999.85)
    item.hugging = AxisPriorities(horizontal: min(item.hugging.horizontal, cap), vertical: min(item.hugging.vertical, cap))
    item.compressionResistance = AxisPriorities(
      horizontal: min(item.compressionResistance.horizontal, cap),
      vertical: min(item.compressionResistance.vertical, cap))
    if case .text(_, _, _, let lines, _, _) = content.intrinsic, lines != 1 {
      // A multi-line label takes the width its constraints allow (UIKit lays it out again at
      // that width): its one-line width is a wish, never required. Its resistance stays above
      // a 999 hugging, as 1000 is above 999 in UIKit: tied at 999, two wrapping labels kept
      // equally wide let the narrower text win, and each pass re-wrapped both narrower still.
      // It yields to an equal priority, though: the text can wrap, a switch hugging at 750
      // cannot (Braze's two-line setting label ends at its switch's trailing edge, and Xcode
      // stores the switch 51 wide and the label wrapped, where the tie stretched the switch).
      item.hugging.horizontal = min(item.hugging.horizontal, LayoutPriority(999))
      item.compressionResistance.horizontal = LayoutPriority(item.compressionResistance.horizontal.rawValue - 0.01)
    }
    items.append(item)
    addAliases(node, id: id)
    if content.isPlaceholder && embeddedScenes.values.contains(id) {
      // A container showing its embedded scene: a plain view around the scene's root.
      item.kind = .view(background: colorText(element(node, "color", key: "backgroundColor")), cornerRadius: 0)
      items[items.count - 1] = item
    } else if content.isPlaceholder {
      if let embedded = embeddedRoot(of: node) {
        // A container view's scene is a root of the same file: say which, so that it can be
        // rendered on its own.
        let name = embedded.customClass ?? embedded.storyboardIdentifier ?? embedded.title ?? embedded.id
        warn(
          node,
          "<containerView> is not supported: painted as a placeholder at its layout frame; the scene "
            + "it embeds, \(name), is a root of its own (--scene \(embedded.controllerID ?? embedded.id))")
        addPlaceholderCaption(for: itemID, text: name)
      } else {
        warn(node, "<\(node.name)> is not supported: painted as a placeholder at its layout frame")
        addPlaceholderCaption(for: itemID, text: node["customClass"] ?? node.name)
      }
    }
    if let caption = content.caption { addPlaceholderCaption(for: itemID, text: caption) }
    if Self.scrollElements.contains(node.name) { addScrollGuides(node, id: id) }
    if node.name == "tableView" { addSectionTitles(of: node, table: itemID) }
    if usesStoredFrame(node, id: id) {
      addStoredFrame(node, id: id, parent: parent)
    } else if isTableHeaderOrFooter(node, parent: parent) {
      addTablePlacement(node, id: id, table: parent)
    } else if let frame = storedFrame(node) {
      // Nothing sizes it, so the canvas keeps the size it was drawn at, against every optional
      // constraint (see `canvasSizeKept`).
      let kept = canvasSizeKept(node, id: id, intrinsic: item.intrinsic)
      for (a, v) in [(AnchorAttribute.width, frame.width), (.height, frame.height)] where kept.contains(a.axis) {
        constraints.append(LayoutConstraint(Anchor(itemID, a), .equal, nil, constant: v, priority: LayoutPriority(999), origin: .derived(.guide)))
      }
    }
  }

  /// An arranged view that no constraint of the file mentions, but for an aspect ratio of its
  /// own, and that has no size of its own (a plain view, an empty stack view, an image view
  /// without an image): Interface Builder keeps the size it was drawn or stretched to (the
  /// object library's 128, a 50-pt spacer) in every save, even where an optional constraint
  /// would stretch it (stopp-corona's scroll contents centred `@250`; Cuisiner's square recipe
  /// thumbnail, 1:1, stays 50 × 50 in its 96-pt row).
  /// A label with no text (the app fills it in): it has no size of its own on Interface
  /// Builder's canvas either, so an arranged one keeps the size it was drawn at (Essentia's
  /// balance-change cell, Xcode 10: its three empty labels stored at their drawn sizes).
  func isEmptyLabel(_ node: XMLNode) -> Bool {
    node.name == "label" && (text(of: node) ?? "").isEmpty
  }

  /// The axes on which such a view keeps its canvas size: both when no constraint mentions it;
  /// on Xcode's canvas (`IBState.keepsCanvasSizes`) also the one a constraint on the other axis
  /// leaves free. netcloth's member card holds an empty label 21 tall (its one constraint) in a
  /// column aligned at its leading edge: it is stored as wide as the column was drawn, 274
  /// (Xcode 11.3), where the app, as UIKit's suppression has it, shows it 0 wide.
  /// On the canvas a label with no text keeps the size it was drawn at on both axes, arranged
  /// or not, wherever its constraints leave that size to content or to optional constraints:
  /// HTC Mobile's code boxes, each an empty 36-pt label pinned to the edges of a plain view in
  /// a row, are stored 60 tall (Xcode 10.1), and VATO Driver's empty status label, pinned
  /// between two views in a column that a fill stack stretches, 0 tall while another row takes
  /// the stretch (Xcode 11.5); the app shows the first 0 tall and may stretch the second.
  func canvasSizeKept(_ node: XMLNode, id: String, intrinsic: IntrinsicContent) -> Set<AnchorAttribute.Axis> {
    if isEmptyLabel(node) && state.keepsCanvasSizes { return [.horizontal, .vertical] }
    guard intrinsic == .none || isEmptyLabel(node), isArranged(id),
      node.name != "stackView" || node.child("subviews")?.children.isEmpty != false
    else { return [] }
    let free = Set<AnchorAttribute.Axis>([.horizontal, .vertical]).subtracting(constrainedAxes[id] ?? [])
    return free.count == 2 || state.keepsCanvasSizes ? free : []
  }

  /// The axes an IB attribute name lies on (both for a name formshot does not know).
  static func axes(ofAttribute name: String?) -> Set<AnchorAttribute.Axis> {
    if let a = name.flatMap({ attributes[$0] }) { return [a.axis] }
    switch name {
    case "centerXWithinMargins": return [.horizontal]
    case "centerYWithinMargins": return [.vertical]
    default: return [.horizontal, .vertical]
    }
  }

  /// The intrinsic size an `@IBDesignable` view reported to Interface Builder (the file's
  /// `<designables>`): Xcode runs the custom class (a button subclass that makes itself 50 pt
  /// tall, say) and lays the canvas out with the size it reports, which formshot cannot work
  /// out without running the class. Labels, text fields and text views keep their measured
  /// text: the recorded size is one line of the text the file had, not the text wrapped at
  /// the width the layout gives them.
  func designableIntrinsicSize(_ node: XMLNode, id: String) -> IntrinsicContent? {
    guard let size = doc.designableSizes[id], !["label", "textField", "textView"].contains(node.name)
    else { return nil }
    return .size(width: size.width, height: size.height)
  }

  /// The root of the file that a container view's embed segue shows, when it is a controller
  /// with a view of its own in the same file (not a navigation or tab bar controller).
  func embeddedRoot(of node: XMLNode) -> IBRoot? {
    guard node.name == "containerView",
      let segue = node.child("connections")?.children("segue").first(where: { $0["kind"] == "embed" }),
      let destination = segue["destination"]
    else { return nil }
    return doc.roots.first { $0.controllerID == destination }
  }

  func addPlaceholderCaption(for id: ItemID, text: String) {
    let caption = ItemID(id.rawValue + IBResolver.placeholderCaptionSuffix)
    let style = TextStyle(size: 12, weight: .medium, lineHeight: 15)
    var item = LayoutItem(
      id: caption,
      kind: .label(ItemKind.Label(text: text, style: style, color: "secondaryLabel", alignment: .center)),
      parent: id)
    item.intrinsic = .text(text, style, padding: .zero, maxLines: 1, minHeight: nil)
    item.compressionResistance = AxisPriorities(horizontal: LayoutPriority(1), vertical: LayoutPriority(1))
    items.append(item)
    for a in [AnchorAttribute.centerX, .centerY] {
      constraints.append(LayoutConstraint(Anchor(caption, a), .equal, Anchor(id, a), origin: .derived(.guide)))
    }
    constraints.append(LayoutConstraint(Anchor(caption, .width), .lessThanOrEqual, Anchor(id, .width), origin: .derived(.guide)))
  }

  /// A static section's `headerTitle` and `footerTitle`, drawn as UITableView draws them, at
  /// the row margin where the rows' titles start: in a grouped table the header in Footnote
  /// capitals, its last line 7 pt above the section's first row, the footer in Footnote
  /// wrapping across the row 7 pt below its last row, both secondary label colour; in a plain
  /// table the header in Headline, centred in the header's height above the first row. They
  /// are laid out from the rows, which the table places, so the rows' places decide theirs.
  func addSectionTitles(of table: XMLNode, table tableID: ItemID) {
    let grouped = Self.isGrouped(table)
    let sections = table.child("sections")?.children("tableViewSection") ?? []
    for (index, section) in sections.enumerated() {
      let rows = (section.child("cells")?.children("tableViewCell") ?? []).compactMap { $0["id"] }
        .filter { views[$0] != nil }
      guard let first = rows.first, let last = rows.last else { continue }
      let sectionID = section["id"] ?? "\(tableID.rawValue).section\(index)"
      // The row's margin, where its own text starts (see `cell`).
      let margin = views[first].flatMap { cell($0).trailingInset } ?? rowSideMargin(rowWidth: canvas.width)
      func title(_ text: String, suffix: String, style: TextStyle, color: String, lines: Int) -> ItemID {
        let id = ItemID(sectionID + suffix)
        var item = LayoutItem(
          id: id, kind: .label(ItemKind.Label(text: text, style: style, color: color, numberOfLines: lines)),
          parent: tableID)
        item.intrinsic = .text(text, style, padding: .zero, maxLines: lines, minHeight: nil)
        items.append(item)
        func pin(_ a: AnchorAttribute, _ relation: Relation, _ row: String, _ b: AnchorAttribute, _ k: Double) {
          constraints.append(LayoutConstraint(
            Anchor(id, a), relation, Anchor(ItemID(row), b), constant: k, origin: .derived(.tableLayout)))
        }
        pin(.left, .equal, first, .left, margin)
        pin(.right, lines == 1 ? .lessThanOrEqual : .equal, first, .right, -margin)
        return id
      }
      if let text = section["headerTitle"], !text.isEmpty {
        if grouped {
          var style = fontStyle(textStyle: "footnote", weight: .regular)
          style.uppercase = true
          let header = title(text, suffix: "~header", style: style, color: "secondaryLabel", lines: 1)
          constraints.append(LayoutConstraint(
            Anchor(header, .bottom), .equal, Anchor(ItemID(first), .top), constant: -7, origin: .derived(.tableLayout)))
        } else {
          let style = fontStyle(textStyle: "headline", weight: .semibold)
          let header = title(text, suffix: "~header", style: style, color: "label", lines: 1)
          let height = positive(table["sectionHeaderHeight"]) ?? 28
          constraints.append(LayoutConstraint(
            Anchor(header, .centerY), .equal, Anchor(ItemID(first), .top), constant: -height / 2,
            origin: .derived(.tableLayout)))
        }
      }
      if let text = section["footerTitle"], !text.isEmpty, grouped {
        let style = fontStyle(textStyle: "footnote", weight: .regular)
        let footer = title(text, suffix: "~footer", style: style, color: "secondaryLabel", lines: 0)
        constraints.append(LayoutConstraint(
          Anchor(footer, .top), .equal, Anchor(ItemID(last), .bottom), constant: 7, origin: .derived(.tableLayout)))
      }
    }
  }

  func priority(_ text: String?, _ fallback: Double) -> LayoutPriority {
    LayoutPriority(text.flatMap(Double.init) ?? fallback)
  }

  /// A view whose frame comes from its stored rect: autoresizing-mask views and views no
  /// constraint mentions (Xcode fixes those at build time). Never an arranged subview.
  func usesStoredFrame(_ node: XMLNode, id: String) -> Bool {
    if embeddedScenes[id] != nil { return false }
    if isArranged(id) { return false }
    if node["translatesAutoresizingMaskIntoConstraints"] != "NO" { return true }
    return !constrained.contains(id)
  }

  /// A table's header or footer view that its own constraints lay out
  /// (`translatesAutoresizingMaskIntoConstraints="NO"`, not using its stored frame).
  func isTableHeaderOrFooter(_ node: XMLNode, parent: String) -> Bool {
    (node["key"] == "tableHeaderView" || node["key"] == "tableFooterView") && views[parent]?.name == "tableView"
  }

  /// UITableView places its header and footer views itself, as it places its rows: as wide as
  /// the table, the header at the top of its content and the footer after the rows, where the
  /// table stored it. No constraint of the file ties them to the table, so their own constraints
  /// size only their height, from their content (eRouska's encounter list: a label inset 16 in
  /// a header and a footer, stored 51.5 tall; netcloth's member list: a 140-pt stack inset 10
  /// in a header stored 160 tall). Left to their constraints they had no place at all.
  func addTablePlacement(_ node: XMLNode, id: String, table: String) {
    guard let tableNode = views[table] else { return }
    let me = ItemID(id), tableID = ItemID(table)
    let content = contentGuide[table] ?? tableID
    let top = (node["key"] == "tableFooterView" ? storedFrame(node)?.minY ?? 0 : 0) + listTopInset(tableNode, id: table)
    for (a, second, k) in [(AnchorAttribute.left, Anchor(content, .left), 0.0), (.width, Anchor(tableID, .width), 0), (.top, Anchor(content, .top), top)] {
      constraints.append(LayoutConstraint(Anchor(me, a), .equal, second, constant: k, origin: .derived(.tableLayout)))
    }
  }

  func storedFrame(_ node: XMLNode) -> Rect? {
    guard let r = element(node, "rect", key: "frame") else { return nil }
    return Rect(
      x: r["x"].flatMap(Double.init) ?? 0, y: r["y"].flatMap(Double.init) ?? 0,
      width: r["width"].flatMap(Double.init) ?? 0, height: r["height"].flatMap(Double.init) ?? 0)
  }

  /// The row of a table's cell that Xcode 6 and 7 stored without a frame: the table's width,
  /// the cell's `rowHeight` (the table's, 44 unless set) tall, below the rows before it
  /// (CoreStore's palette prototypes of Xcode 6.3 pin a 27-pt swatch between the margins of a
  /// 44-pt row; ActionSheetPicker's and realm's static settings rows of Xcode 6.1 to 6.3 centre
  /// their fields in 44-pt rows). A static section starts below its header: in a grouped
  /// table 35 pt above the first section and 36 between sections, 55.5 and 48 with a
  /// `headerTitle`, as Xcode stores framed static sections (holdout sets of session 24: 35 ×6,
  /// 55.5 ×5, 36 ×8, 48 ×8); in a plain table only a titled section has a header, the
  /// table's `sectionHeaderHeight` (22 in these eras) tall.
  func unframedRow(_ cell: XMLNode?, table: XMLNode?) -> Rect? {
    guard let cell, let table, cell.name == "tableViewCell", table.name == "tableView",
      cell.child("rect", key: "frame") == nil
    else { return nil }
    let tableRow = positive(table["rowHeight"]) ?? 44
    func height(_ row: XMLNode) -> Double { positive(row["rowHeight"]) ?? tableRow }
    let width = storedFrame(table)?.width ?? canvas.width
    if let prototypes = table.child("prototypes"), prototypes.children.contains(where: { $0 === cell }) {
      let before = prototypes.children.prefix { $0 !== cell }.filter { $0.name == "tableViewCell" }
      return Rect(x: 0, y: before.reduce(0) { $0 + height($1) }, width: width, height: height(cell))
    }
    let grouped = Self.isGrouped(table)
    var y = 0.0
    for (index, section) in (table.child("sections")?.children("tableViewSection") ?? []).enumerated() {
      let titled = section["headerTitle"] != nil
      if grouped {
        y += index == 0 ? (titled ? 55.5 : 35) : (titled ? 48 : 36)
      } else if titled {
        y += positive(table["sectionHeaderHeight"]) ?? 22
      }
      for row in section.child("cells")?.children("tableViewCell") ?? [] {
        if row === cell { return Rect(x: 0, y: y, width: width, height: height(row)) }
        y += height(row)
      }
    }
    return nil
  }

  /// The place UITableViewCell gives a label of its style (`textLabel`, `detailTextLabel` of a
  /// Basic, Subtitle, Right Detail or Left Detail cell) when Xcode stored no frame for it, as
  /// Xcode 6 did in every unframed static row (realm's and SDCAlertView's settings rows) and
  /// later versions did now and then (kiwix's Right Detail rows, the Blue Alliance's Basic
  /// ones): inside the row's margin (never under UIKit's old 15 pt), the title filling a Basic
  /// row, above the detail and centred with it in a Subtitle row, at the leading edge with the
  /// detail at the trailing one in a Right Detail row, in a 67-pt column
  /// before the detail in a Left Detail row. Nil for any other view.
  func styleLabelConstraints(_ node: XMLNode, id: String, contentView: String) -> [LayoutConstraint]? {
    guard node.name == "label", let content = views[contentView], content.name == "tableViewCellContentView",
      let cell = superview[contentView].flatMap({ views[$0] }), let style = cell["style"],
      cell["textLabel"] == id || cell["detailTextLabel"] == id
    else { return nil }
    let isTitle = cell["textLabel"] == id
    let me = ItemID(id), box = ItemID(contentView)
    let margin = max(15, margins(of: content, isRoot: false).left)
    let partner = (isTitle ? cell["detailTextLabel"] : cell["textLabel"]).map { ItemID($0) }
    func pin(_ a: AnchorAttribute, _ relation: Relation = .equal, to b: Anchor?, _ k: Double = 0) -> LayoutConstraint {
      LayoutConstraint(Anchor(me, a), relation, b, constant: k, origin: .derived(.tableLayout))
    }
    switch style {
    case "IBUITableViewCellStyleSubtitle":
      var placed = [
        pin(.left, to: Anchor(box, .left), margin), pin(.right, .lessThanOrEqual, to: Anchor(box, .right), -margin),
      ]
      if isTitle {
        // The title sits on the detail and the pair is centred in the row: the title's
        // bottom is half the difference of their lines below the row's centre.
        // An empty label has no line (CoreStore's untitled rows centre the detail alone).
        func line(_ label: XMLNode?, defaultSize: Double) -> Double {
          guard let label, label["text"] != "" else { return 0 }
          return font(label, defaultSize: defaultSize).lineHeight
        }
        let detailLine = line(partner.flatMap { views[$0.rawValue] }, defaultSize: 12)
        let titleLine = line(node, defaultSize: 17)
        placed.append(pin(.bottom, to: Anchor(box, .centerY), (titleLine - detailLine) / 2))
      } else if let partner {
        placed.append(pin(.top, to: Anchor(partner, .bottom)))
      }
      return placed
    case "IBUITableViewCellStyleValue1":
      return [
        isTitle ? pin(.left, to: Anchor(box, .left), margin) : pin(.right, to: Anchor(box, .right), -margin),
        pin(.centerY, to: Anchor(box, .centerY)),
      ]
    case "IBUITableViewCellStyleValue2":
      return isTitle
        ? [pin(.left, to: Anchor(box, .left), margin), pin(.width, to: nil, 67), pin(.centerY, to: Anchor(box, .centerY))]
        : [pin(.left, to: Anchor(box, .left), margin + 67 + 6), pin(.right, .lessThanOrEqual, to: Anchor(box, .right), -margin),
           pin(.centerY, to: Anchor(box, .centerY))]
    default:
      return [
        pin(.left, to: Anchor(box, .left), margin), pin(.right, to: Anchor(box, .right), -margin),
        pin(.top, to: Anchor(box, .top)), pin(.bottom, to: Anchor(box, .bottom)),
      ]
    }
  }

  /// The autoresizing mask's constraints, relative to the superview (its content guide inside a
  /// scroll view): fixed margins and sizes unless flexible.
  func addStoredFrame(_ node: XMLNode, id: String, parent: String) {
    guard var frame = storedFrame(node) ?? unframedRow(node, table: views[parent]), let parentNode = views[parent] else {
      if let placed = styleLabelConstraints(node, id: id, contentView: parent) {
        constraints += placed
      } else if node.name.hasSuffix("CellContentView") || node.name.hasSuffix("ContentView") {
        // A cell's content view without a frame fills the cell, less a table row's separator.
        let table = items.first { $0.id == ItemID(parent) }?.parent.flatMap { views[$0.rawValue] }
        let separator = unframedRow(views[parent], table: table) != nil ? 1 / scale : 0
        for a in [AnchorAttribute.left, .top, .width, .height] {
          constraints.append(
            LayoutConstraint(
              Anchor(ItemID(id), a), .equal, Anchor(ItemID(parent), a), constant: a == .height ? -separator : 0,
              origin: .derived(.guide)))
        }
      }
      return
    }
    if let i = alignmentInsets[ItemID(id)] {
      frame = Rect(
        x: frame.minX + i.left, y: frame.minY + i.top, width: frame.width - i.left - i.right,
        height: frame.height - i.top - i.bottom)
    }
    let superSize = storedFrame(parentNode)?.size ?? canvas
    let mask = node.child("autoresizingMask")
    func flag(_ name: String) -> Bool { mask?[name] == "YES" }
    let isScroll = Self.scrollElements.contains(parentNode.name)
    let origin = isScroll ? (contentGuide[parent] ?? ItemID(parent)) : ItemID(parent)
    let me = ItemID(id)
    let note = ConstraintOrigin.written(location(node), constantAsWritten: nil)
    func fixed(_ a: AnchorAttribute, _ second: Anchor?, _ k: Double) {
      constraints.append(LayoutConstraint(Anchor(me, a), .equal, second, constant: k, origin: note))
    }
    // A table lays out its rows: a cell spans the table's width (less the insets of an
    // inset-grouped table, as stored) at its row's place and stored height; a cell's content
    // view spans the cell less its accessory. Both follow the table when its width changes.
    let isRow =
      (node.name == "tableViewCell" && parentNode.name == "tableView")
      || (node.name == "tableViewCellContentView" && parentNode.name == "tableViewCell")
    if isRow && node.name == "tableViewCell", let k = items.lastIndex(where: { $0.id == me }) {
      // The table places its rows after its own layout (a row's content cannot move it).
      items[k].frameInsets = .row(
        top: frame.minY + listTopInset(parentNode, id: parent), left: frame.minX,
        right: superSize.width - frame.maxX, height: frame.height)
      return
    }
    if isRow {
      let top = isScroll ? (contentGuide[parent] ?? ItemID(parent)) : ItemID(parent)
      fixed(.left, Anchor(top, .left), frame.minX)
      fixed(.right, Anchor(ItemID(parent), .right), -(superSize.width - frame.maxX))
      fixed(.top, Anchor(top, .top), frame.minY)
      // UITableViewCell sizes its content view to the cell less the separator. Xcode 6 and 7
      // could leave the stored content view at its 43-pt default in a taller cell while laying
      // its subviews out in the whole cell (PageMenu's 94-pt contact cells centre a 64-pt
      // photo at y 15, Context-Menu's 66-pt cell holds a 66-pt image): a content view more
      // than a separator shorter than its cell is stale, and spans the cell less its separator
      // instead, as UITableViewCell sizes it (MedRep's 54-pt rows of Xcode 7 store their fields
      // 44 tall, 9 above the content view's bottom: 44.5 here, 45 without the separator;
      // rainmachine's graph cells alike: 53 files with stale content views, +88 views within
      // 0.5 pt).
      let stale = node.name == "tableViewCellContentView" && frame.height < superSize.height - 1.5
      fixed(.height, nil, stale ? superSize.height - 1 / scale : frame.height)
      return
    }
    let usesMask = node["translatesAutoresizingMaskIntoConstraints"] != "NO" && mask != nil && !isScroll
    // Horizontal.
    let minX = frame.minX, w = frame.width, trailing = superSize.width - frame.maxX
    if usesMask && flag("widthSizable") {
      fixed(.left, Anchor(origin, .left), minX)
      fixed(.right, Anchor(ItemID(parent), .right), -trailing)
    } else if usesMask && flag("flexibleMinX") && flag("flexibleMaxX") {
      fixed(.centerX, Anchor(ItemID(parent), .centerX), frame.midX - superSize.width / 2)
      fixed(.width, nil, w)
    } else if usesMask && flag("flexibleMinX") {
      fixed(.right, Anchor(ItemID(parent), .right), -trailing)
      fixed(.width, nil, w)
    } else {
      fixed(.left, Anchor(origin, .left), minX)
      fixed(.width, nil, w)
    }
    // Vertical.
    let minY = frame.minY, h = frame.height, bottom = superSize.height - frame.maxY
    if usesMask && flag("heightSizable") {
      fixed(.top, Anchor(origin, .top), minY)
      fixed(.bottom, Anchor(ItemID(parent), .bottom), -bottom)
    } else if usesMask && flag("flexibleMinY") && flag("flexibleMaxY") {
      fixed(.centerY, Anchor(ItemID(parent), .centerY), frame.midY - superSize.height / 2)
      fixed(.height, nil, h)
    } else if usesMask && flag("flexibleMinY") {
      fixed(.bottom, Anchor(ItemID(parent), .bottom), -bottom)
      fixed(.height, nil, h)
    } else {
      fixed(.top, Anchor(origin, .top), minY)
      fixed(.height, nil, h)
    }
  }

  // MARK: - Guides

  func addGuides(of owner: String, node: XMLNode) {
    let ownerID = ItemID(owner)
    for (gid, g) in guides.sorted(by: { $0.key < $1.key }) where g.owner == owner {
      let id = ItemID(gid)
      switch g.kind {
      case "safeArea":
        if owner == root.id {
          items.append(LayoutItem(id: id, kind: .guide(.safeArea), parent: ownerID))
          safeGuideOfRoot = id
          pin(id, to: ownerID, insets: safe)
        } else {
          addSubviewSafeArea(id, owner: ownerID)
        }
      case "keyboard":
        items.append(LayoutItem(id: id, kind: .guide(.keyboard(followsUndockedKeyboard: false)), parent: ownerID))
        keyboardGuides.append(id)
      case "legacy-top", "legacy-bottom", "embedded-top", "embedded-bottom":
        items.append(LayoutItem(id: id, kind: .guide(.plain), parent: ownerID))
        let top = g.kind.hasSuffix("-top")
        let embedded = g.kind.hasPrefix("embedded-")
        constraints.append(LayoutConstraint(Anchor(id, .left), .equal, Anchor(ownerID, .left), origin: .derived(.guide)))
        constraints.append(LayoutConstraint(Anchor(id, .width), .equal, Anchor(ownerID, .width), origin: .derived(.guide)))
        if top {
          constraints.append(LayoutConstraint(Anchor(id, .top), .equal, Anchor(ownerID, .top), origin: .derived(.guide)))
          constraints.append(LayoutConstraint(Anchor(id, .height), .equal, nil, constant: embedded ? 0 : safe.top, origin: .derived(.guide)))
        } else {
          constraints.append(LayoutConstraint(Anchor(id, .bottom), .equal, Anchor(ownerID, .bottom), origin: .derived(.guide)))
          constraints.append(LayoutConstraint(Anchor(id, .height), .equal, nil, constant: embedded ? 0 : safe.bottom, origin: .derived(.guide)))
        }
      case "readableContent":
        addReadableContentGuide(id, owner: ownerID)
      case "contentLayoutGuide", "frameLayoutGuide": break  // made with the scroll view
      default:
        items.append(LayoutItem(id: id, kind: .guide(.plain), parent: ownerID))
        if let n = node.children.first(where: { $0["id"] == gid }) {
          warn(n, "layout guide '\(g.kind)' is not supported: it fills its owner")
        }
        pin(id, to: ownerID, insets: .zero)
      }
    }
  }

  var keyboardGuides: [ItemID] = []

  /// The readable width at the Large text size, the one Interface Builder files are laid out
  /// in (UIKit's grows with the text size).
  static let readableWidth = 672.0

  /// UIKit's readable content guide: inside the owner's layout margins, centred in them, as
  /// tall as they are, and no wider than the readable width. The root's margins are known
  /// numbers, so its guide is too; another view's is at most both widths and as wide as its
  /// margins where it can be.
  func addReadableContentGuide(_ id: ItemID, owner: ItemID) {
    emitted.insert(id)
    if owner.rawValue == root.id, let m = items.first?.layoutMargins {
      items.append(LayoutItem(id: id, kind: .guide(.plain), parent: owner))
      let margins = marginsGuide(owner)
      for a in [AnchorAttribute.top, .bottom, .centerX] {
        constraints.append(LayoutConstraint(Anchor(id, a), .equal, Anchor(margins, a), origin: .derived(.guide)))
      }
      let width = min(max(0, canvas.width - m.left - m.right), Self.readableWidth)
      constraints.append(LayoutConstraint(Anchor(id, .width), .equal, nil, constant: width, origin: .derived(.guide)))
      return
    }
    // Another view's margins come from the frames, and so does its readable column.
    var guide = LayoutItem(id: id, kind: .guide(.readableContent), parent: owner)
    guide.frameInsets = .readableContent(width: Self.readableWidth)
    items.append(guide)
  }

  func pin(_ id: ItemID, to owner: ItemID, insets: EdgeInsets) {
    constraints.append(LayoutConstraint(Anchor(id, .top), .equal, Anchor(owner, .top), constant: insets.top, origin: .derived(.guide)))
    constraints.append(LayoutConstraint(Anchor(id, .bottom), .equal, Anchor(owner, .bottom), constant: -insets.bottom, origin: .derived(.guide)))
    constraints.append(LayoutConstraint(Anchor(id, .left), .equal, Anchor(owner, .left), constant: insets.left, origin: .derived(.guide)))
    constraints.append(LayoutConstraint(Anchor(id, .right), .equal, Anchor(owner, .right), constant: -insets.right, origin: .derived(.guide)))
  }

  /// A subview's safe area is its frame intersected with the window's safe area: each edge is
  /// the further in of the two (`max` as two required inequalities and an optional equality
  /// to each, whose sum is least at the maximum).
  func addSubviewSafeArea(_ id: ItemID, owner: ItemID) {
    var guide = LayoutItem(id: id, kind: .guide(.safeArea), parent: owner)
    guide.frameInsets = .safeArea
    items.append(guide)
  }

  func addScrollGuides(_ node: XMLNode, id: String) {
    let sv = ItemID(id)
    var contentID = ItemID(id + ".contentLayoutGuide")
    var frameID = ItemID(id + ".frameLayoutGuide")
    for (gid, g) in guides where g.owner == id {
      if g.kind == "contentLayoutGuide" { contentID = ItemID(gid) }
      if g.kind == "frameLayoutGuide" { frameID = ItemID(gid) }
    }
    contentGuide[id] = contentID
    frameGuide[id] = frameID
    items.append(LayoutItem(id: contentID, kind: .guide(.scrollContent), parent: sv))
    items.append(LayoutItem(id: frameID, kind: .guide(.scrollFrame), parent: sv))
    // The content starts at the scroll view's origin (content offset 0; the engine owns the
    // offset and the height); its width is the content's, else the scroll view's.
    constraints.append(LayoutConstraint(Anchor(contentID, .left), .equal, Anchor(sv, .left), origin: .derived(.guide)))
    if node.name != "scrollView" || id == root.id {
      // Tables, collection views, text views and a root scroll view (the root is not a scroll
      // view item) are not scrolled by the engine: their content starts at their top (content
      // offset 0), below the bars for a controller's root list (`listTopInset`), rows where the
      // list puts them.
      constraints.append(
        LayoutConstraint(
          Anchor(contentID, .top), .equal, Anchor(sv, .top), constant: listTopInset(node, id: id), origin: .derived(.guide)))
      constraints.append(LayoutConstraint(Anchor(contentID, .height), .equal, Anchor(sv, .height), priority: LayoutPriority(1), origin: .derived(.guide)))
    }
    constraints.append(LayoutConstraint(Anchor(contentID, .width), .equal, Anchor(sv, .width), priority: LayoutPriority(1), origin: .derived(.guide)))
    for a in [AnchorAttribute.left, .top, .width, .height] {
      constraints.append(LayoutConstraint(Anchor(frameID, a), .equal, Anchor(sv, a), origin: .derived(.scrollFrame)))
    }
  }

  /// How far below its top a controller's root table or collection view shows its first row
  /// when the app launches: UIKit's adjusted content inset, the safe area's top (the status
  /// and navigation bars), unless the view's `contentInsetAdjustmentBehavior` is `never` or
  /// its controller turns `automaticallyAdjustsScrollViewInsets` off. Xcode's canvas shows the
  /// rows there too but stores their frames from the content's origin, so the comparison with
  /// the stored frames keeps 0 (`IBState.keepsListsAtContentOrigin`).
  func listTopInset(_ node: XMLNode, id: String) -> Double {
    guard !state.keepsListsAtContentOrigin, id == root.id, root.kind == .viewController,
      node.name == "tableView" || node.name == "collectionView",
      node["contentInsetAdjustmentBehavior"] != "never",
      controller?["automaticallyAdjustsScrollViewInsets"] != "NO"
    else { return 0 }
    return safe.top
  }

  // MARK: - Keyboard

  func addKeyboard() {
    let rootID = ItemID(root.id)
    var guidesToPlace = keyboardGuides
    if guidesToPlace.isEmpty {
      // Every screen has a keyboard: a file without a keyboard guide still shows one.
      let id = ItemID("_keyboardGuide")
      items.append(LayoutItem(id: id, kind: .guide(.keyboard(followsUndockedKeyboard: false)), parent: rootID))
      guidesToPlace = [id]
    }
    // The guide: the docked keyboard's height, the shortcut bar's, else the bottom safe area
    // (a floating or split keyboard the guide does not follow lays out as hidden).
    let placement = keyboardPlacement
    let (why, height, layout): (KeyboardGuidePlacement, Double, ItemKind.Keyboard.Layout)
    switch placement {
    case .docked(let docked): (why, height, layout) = (.shown, docked, .docked)
    case .floating: (why, height, layout) = (.undocked, safe.bottom, .floating)
    case .split: (why, height, layout) = (.undocked, safe.bottom, .split)
    case .hardwareBar(let bar): (why, height, layout) = (.hardwareBar, canvas.height - bar.minY, .shortcutBar)
    case .hidden: (why, height, layout) = (.hidden, safe.bottom, .docked)
    }
    for id in guidesToPlace {
      let owner = items.first { $0.id == id }?.parent ?? rootID
      constraints.append(LayoutConstraint(Anchor(id, .leading), .equal, Anchor(owner, .leading), origin: .derived(.guide)))
      constraints.append(LayoutConstraint(Anchor(id, .trailing), .equal, Anchor(owner, .trailing), origin: .derived(.guide)))
      constraints.append(LayoutConstraint(Anchor(id, .bottom), .equal, Anchor(owner, .bottom), origin: .derived(.guide)))
      constraints.append(LayoutConstraint(Anchor(id, .height), .equal, nil, constant: height, isEdit: true, origin: .derived(.keyboard(why))))
    }
    let kb = ItemID("_keyboard")
    let keyboard = ItemKind.Keyboard(
      layout: layout,
      rows: ["qwertyuiop", "asdfghjkl", "⇧zxcvbnm⌫"].map { $0.map(String.init) }
        + [["123", "space", "@", ".", "return"]],
      returnKey: "return", suggestions: ["", "", ""])
    items.append(LayoutItem(id: kb, kind: .keyboard(keyboard), parent: rootID, isHidden: placement == .hidden))
    for a in [AnchorAttribute.top, .bottom, .leading, .trailing] {
      constraints.append(LayoutConstraint(Anchor(kb, a), .equal, Anchor(guidesToPlace[0], a), origin: .derived(.systemKeyboard)))
    }
  }

  /// The keyboard of this state on the root's screen, as forms place it
  /// (`KeyboardState.restingFloating` and the others): none for a cell.
  var keyboardPlacement: KeyboardState {
    guard root.kind != .cell else { return .hidden }
    switch state.keyboard {
    case .hidden: return .hidden
    case .shown: return .docked(height: keyboardHeight)
    case .floating: return .floating(frame: KeyboardState.restingFloating(screen: canvas, bottomInset: safe.bottom))
    case .split:
      let halves = KeyboardState.splitHalves(screen: canvas, bottomInset: safe.bottom)
      return .split(left: halves.left, right: halves.right)
    case .hardwareBar: return .hardwareBar(frame: KeyboardState.shortcutBar(screen: canvas))
    }
  }

  var keyboardHeight: Double {
    guard let device else { return 300 }
    return doc.isLandscape ? min(device.keyboardHeight, 209 + safe.bottom) : device.keyboardHeight
  }

  func environment() -> FormEnvironment {
    let keyboard = keyboardPlacement
    return FormEnvironment(
      canvasSize: canvas, sizeClass: widthClass == "compact" ? .compact : .regular,
      appearance: isDark ? .dark : .light,
      layoutDirection: state.rightToLeft ? .rightToLeft : .leftToRight, safeAreaInsets: safe,
      layoutMargins: items.first?.layoutMargins ?? .zero, keyboard: keyboard, xray: state.xray,
      scale: scale, pixelGrid: scale,
      hasSquareCorners: device?.hasSheetCorners != true)
  }
}
