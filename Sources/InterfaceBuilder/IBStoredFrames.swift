// The frames Xcode stored for one root (`<rect key="frame">`, summed into the root's
// coordinates) and the file's own constraints as written: the data `formshot check
// --stored-frames` compares formshot's layout with. Read here only for that comparison: a
// view that constraints place is never laid out from these frames (an oracle is not an input).
import Geometry
import LayoutContract
import LayoutVocabulary

/// What one root of an Interface Builder file stores about its layout.
public struct IBStoredFrames: Sendable {
  /// One view with the frame Xcode's engine stored for it.
  public struct View: Sendable, Equatable {
    public var id: ItemID
    /// The element name (`label`, `view`, `tableViewCell`, …).
    public var element: String
    public var customClass: String?
    public var userLabel: String?
    public var location: SourceLocation
    /// The stored frame in the root's coordinates (a scroll view's content at offset 0); a
    /// view listed without a `<rect>` is Xcode's all-zero frame at its superview's origin.
    public var frame: Rect
    /// The view has a `<rect key="frame">` (or is the root, or the content view of a cell that
    /// has one, which it fills): the views the comparison counts.
    public var hasFrame: Bool
    /// `misplaced="YES"` on the view itself: Xcode knows its stored frame disagrees with its
    /// constraints.
    public var isMarkedMisplaced: Bool
    /// The view or a superview is marked misplaced: its stored frame is not Xcode's layout.
    public var isMisplaced: Bool
    /// Its size on at least one axis comes from its text (a label, button, text field,
    /// non-scrolling text view or symbol image that required constraints do not size on both
    /// axes), where Inter standing in for SF makes differences by design.
    public var sizeFromText: Bool
    public var superview: ItemID?
  }

  public var rootID: ItemID
  /// Every view of the root in document order, the root first.
  public var views: [View]
  /// The root's installed constraints as written (`first = m × second + c`, IB id and line in
  /// their origin), with the view holding each: a multiplier on a position applies from the
  /// holder's origin.
  public var constraints: [(constraint: LayoutConstraint, owner: ItemID)]
  /// Alignment-rect insets (switches, sliders, segmented controls): constraints act on
  /// alignment rects, Xcode stores frames.
  public var alignmentInsets: [ItemID: EdgeInsets]

  public func view(_ id: ItemID) -> View? { views.first { $0.id == id } }
}

extension IBResolver {
  /// The stored frames and written constraints of `root` in `state` (its size class decides
  /// which views, constraints and frame variations are installed).
  public static func storedFrames(
    _ document: IBDocument, root: IBRoot, state: IBState,
    image: @escaping (String) -> ImageAsset? = { _ in nil }
  ) -> IBStoredFrames {
    Resolution.run(document, root, state, image).storedFrames()
  }
}

extension Resolution {
  static let textElements: Set<String> = ["label", "button", "textField"]

  func storedFrames() -> IBStoredFrames {
    var out: [IBStoredFrames.View] = []
    var absolute: [String: Rect] = [:]
    var framed: Set<String> = []
    var misplaced: Set<String> = []
    for id in viewOrder {
      guard let node = views[id] else { continue }
      let parent = superview[id]
      let marked = node["misplaced"] == "YES"
      if marked || parent.map(misplaced.contains) == true { misplaced.insert(id) }
      let own = storedFrame(node)
      let origin = parent.flatMap { absolute[$0] } ?? .zero
      var frame: Rect
      if parent == nil {
        frame = Rect(x: 0, y: 0, width: own?.width ?? canvas.width, height: own?.height ?? canvas.height)
      } else if let place = own ?? unframedRow(node, table: parent.flatMap { views[$0] }) {
        // A row Xcode 6 stored without a frame stands where the table puts it (`unframedRow`),
        // so what it holds is compared within its row, where Xcode stored it.
        frame = Rect(x: origin.minX + place.minX, y: origin.minY + place.minY, width: place.width, height: place.height)
      } else if node.name.hasSuffix("CellContentView") {
        frame = origin
      } else {
        frame = Rect(x: origin.minX, y: origin.minY, width: 0, height: 0)
      }
      absolute[id] = frame
      // A cell's content view fills its cell: a stored frame only when the cell has one (Xcode
      // 6 stored prototype cells without any, so neither is evidence of where Xcode put them).
      let hasFrame =
        parent == nil || own != nil
        || (node.name.hasSuffix("CellContentView") && parent.map(framed.contains) == true)
      if hasFrame { framed.insert(id) }
      out.append(
        IBStoredFrames.View(
          id: ItemID(id), element: node.name, customClass: node["customClass"],
          userLabel: node["userLabel"], location: location(node), frame: frame,
          hasFrame: hasFrame,
          isMarkedMisplaced: marked, isMisplaced: misplaced.contains(id),
          sizeFromText: sizeFromText(node, id: id), superview: parent.map { ItemID($0) }))
    }
    let written = constraintNodes.compactMap { c in
      writtenConstraint(c.node, owner: c.owner).map { (constraint: $0, owner: ItemID(c.owner)) }
    }
    return IBStoredFrames(
      rootID: ItemID(root.id), views: out, constraints: written, alignmentInsets: alignmentInsets)
  }

  /// Whether text sizes the view on an axis that required equalities (a width or height, both
  /// edges, a filling stack view) leave free: the split the oracle script makes.
  func sizeFromText(_ node: XMLNode, id: String) -> Bool {
    let symbol =
      node.name == "imageView"
      && (node["catalog"] == "system" || node.child("imageReference")?["catalog"] == "system")
    guard Self.textElements.contains(node.name)
      || (node.name == "textView" && node["scrollEnabled"] == "NO") || symbol
    else { return false }
    var fixed: Set<AnchorAttribute.Axis> = []
    var edges: [AnchorAttribute.Axis: Set<Bool>] = [:]
    for (c, owner) in constraintNodes where c["placeholder"] != "YES" {
      guard isInstalled(c["id"] ?? ""), (c["relation"] ?? "equal") == "equal",
        num(c["priority"], 1000) >= 1000
      else { continue }
      let second = c["secondAttribute"].map { (c["secondItem"] ?? owner, $0) }
      for (item, name) in [(c["firstItem"] ?? owner, c["firstAttribute"] ?? "")] + (second.map { [$0] } ?? [])
      where item == id {
        guard let a = Self.attributes[name] else { continue }
        if a.isSize {
          fixed.insert(a.axis)
        } else if let edge = Self.storedEdge[name] {
          edges[a.axis, default: []].insert(edge)
        }
      }
    }
    for (axis, ends) in edges where ends.count == 2 { fixed.insert(axis) }
    if let parent = superview[id], let stack = views[parent], stack.name == "stackView" {
      let vertical = stack["axis"] == "vertical"
      if (stack["alignment"] ?? "fill") == "fill" { fixed.insert(vertical ? .horizontal : .vertical) }
      if stack["distribution"] == "fillEqually" { fixed.insert(vertical ? .vertical : .horizontal) }
    }
    return fixed.count < 2
  }

  /// Leading (true) or trailing (false) edges and margins, for `sizeFromText`.
  static let storedEdge: [String: Bool] = [
    "left": true, "leading": true, "top": true, "leftMargin": true, "leadingMargin": true,
    "topMargin": true, "right": false, "trailing": false, "bottom": false, "rightMargin": false,
    "trailingMargin": false, "bottomMargin": false,
  ]
}
