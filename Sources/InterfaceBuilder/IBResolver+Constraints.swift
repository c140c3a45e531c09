// IB `<constraint>` elements → layout constraints: a missing firstItem is the view holding the
// constraint, placeholders and constraints not installed in this size class are left out,
// edges of a scroll view against its content mean the content, and a multiplier on a position
// applies in the coordinates of the view holding the constraint.
import Geometry
import LayoutContract
import LayoutVocabulary

extension Resolution {
  static let attributes: [String: AnchorAttribute] = [
    "left": .left, "right": .right, "top": .top, "bottom": .bottom, "leading": .leading,
    "trailing": .trailing, "width": .width, "height": .height, "centerX": .centerX,
    "centerY": .centerY, "baseline": .lastBaseline, "firstBaseline": .firstBaseline,
    "lastBaseline": .lastBaseline, "leftMargin": .leftMargin, "rightMargin": .rightMargin,
    "topMargin": .topMargin, "bottomMargin": .bottomMargin, "leadingMargin": .leadingMargin,
    "trailingMargin": .trailingMargin,
  ]

  static let edges: Set<AnchorAttribute> = [.left, .right, .top, .bottom, .leading, .trailing]

  /// An IB item reference as an item, or nil when it names nothing laid out.
  func item(_ ref: String) -> ItemID? {
    if views[ref] != nil { return emitted.contains(ItemID(ref)) ? ItemID(ref) : nil }
    guard let g = guides[ref] else { return nil }
    switch g.kind {
    case "contentLayoutGuide": return contentGuide[g.owner]
    case "frameLayoutGuide": return frameGuide[g.owner]
    default: return emitted.contains(ItemID(ref)) ? ItemID(ref) : nil
    }
  }

  /// The anchor for an attribute name; `…WithinMargins` use a margins guide of the view.
  func anchor(_ id: ItemID, _ name: String, node: XMLNode) -> Anchor? {
    if let a = Self.attributes[name] {
      if let edge = Self.marginEdges[a], let g = safeMarginsGuide(id) { return Anchor(g, edge) }
      return Anchor(id, a)
    }
    if name == "centerXWithinMargins" || name == "centerYWithinMargins" {
      return Anchor(marginsGuide(id), name == "centerXWithinMargins" ? .centerX : .centerY)
    }
    warn(node, "attribute '\(name)' is not supported: the constraint is left out")
    return nil
  }

  static let marginEdges: [AnchorAttribute: AnchorAttribute] = [
    .leftMargin: .left, .rightMargin: .right, .topMargin: .top, .bottomMargin: .bottom,
    .leadingMargin: .leading, .trailingMargin: .trailing,
  ]

  /// A guide for a subview's margins as UIKit computes them, when they can differ from its own
  /// margins (see `marginRule`): numbers for a view the list places (a cell, its content
  /// view), otherwise a guide whose insets the engine works out from the solved frames between
  /// passes. Nil when the engine's plain margins are already right: the root (whose margins
  /// include the safe area), a view that neither preserves, follows the readable width nor
  /// reaches under insets.
  func safeMarginsGuide(_ id: ItemID) -> ItemID? {
    let ref = id.rawValue
    if let g = safeMarginGuides[ref] { return g }
    guard ref != root.id, let node = views[ref],
      let margins = items.first(where: { $0.id == id })?.layoutMargins
    else { return nil }
    if let fixed = fixedMargins(ref) {
      guard fixed != margins else { return nil }
      // Margins that do not depend on the layout are plain insets of the view.
      let g = ItemID(ref + ".layoutMarginsGuide")
      safeMarginGuides[ref] = g
      items.append(LayoutItem(id: g, kind: .guide(.layoutMargins), parent: id))
      emitted.insert(g)
      pin(g, to: id, insets: fixed)
      return g
    }
    let insetsFromSafeArea = safe != .zero && node["insetsLayoutMarginsFromSafeArea"] != "NO"
    let preserves = node["preservesSuperviewLayoutMargins"] == "YES" && superview[ref] != nil
    let followsReadableWidth = node["layoutMarginsFollowReadableWidth"] == "YES"
    guard insetsFromSafeArea || preserves || followsReadableWidth else { return nil }
    // The engine works these margins out from the frames between passes, as UIKit does.
    let g = ItemID(ref + ".layoutMarginsGuide")
    safeMarginGuides[ref] = g
    var guide = LayoutItem(id: g, kind: .guide(.layoutMargins), parent: id)
    guide.frameInsets = .layoutMargins
    items.append(guide)
    emitted.insert(g)
    return g
  }

  /// How a view's margins follow the safe area, its superview's margins and the readable
  /// width (UIKit's `insetsLayoutMarginsFromSafeArea`, `preservesSuperviewLayoutMargins`,
  /// `layoutMarginsFollowReadableWidth`). Content of table and collection views keeps its
  /// vertical margins: Interface Builder draws it below the list's adjusted content inset. A
  /// row takes only the list's side margins: Xcode stores a static cell far below the screen
  /// with its content view's own 11-pt top and bottom margins (Dolphin's graphics settings).
  func marginRule(of node: XMLNode, id: String) -> MarginRule {
    let fromSafeArea = node["insetsLayoutMarginsFromSafeArea"] != "NO"
    return MarginRule(
      insetsFromSafeAreaAtSides: fromSafeArea,
      insetsFromSafeAreaAtTopAndBottom: fromSafeArea && !isInList(id),
      preservesSuperviewMargins: node["preservesSuperviewLayoutMargins"] == "YES",
      preservesSuperviewMarginsAtTopAndBottom: !isRowOfList(id),
      readableWidth: node["layoutMarginsFollowReadableWidth"] == "YES" ? Self.readableWidth : nil)
  }

  /// The margins of a view whose place in its superview does not come from constraints (a
  /// table or collection cell in its list, a cell's content view), as numbers: with
  /// `preservesSuperviewLayoutMargins` each reaches as far in as the superview's margin less the
  /// view's offset from that edge, as UIKit computes them from the frames. Nil when they depend
  /// on the layout (a view placed by constraints, or one reaching under the safe area).
  func fixedMargins(_ ref: String, depth: Int = 0) -> EdgeInsets? {
    // A row sits in a list, a content view in a row: two levels; a damaged file whose views
    // repeat an id could otherwise lead this round a loop.
    guard depth < 8, let node = views[ref], let own = items.first(where: { $0.id == ItemID(ref) })?.layoutMargins
    else { return nil }
    if ref == root.id { return own }
    if node["layoutMarginsFollowReadableWidth"] == "YES" { return nil }
    if safe != .zero && node["insetsLayoutMarginsFromSafeArea"] != "NO" {
      // In a list only the sides reach under the safe area (see `safeMarginsGuide`).
      guard isInList(ref), safe.left == 0, safe.right == 0 else { return nil }
    }
    // Interface Builder draws a collection cell with its own margins even when it preserves
    // its collection view's (SwipeCellKit's mail cell, AltStore's installed-apps cell).
    guard node["preservesSuperviewLayoutMargins"] == "YES", node.name != "collectionViewCell"
    else { return own }
    guard let parent = superview[ref], let parentNode = views[parent], isRowPart(node, in: parentNode),
      usesStoredFrame(node, id: ref), let frame = storedFrame(node),
      let theirs = fixedMargins(parent, depth: depth + 1)
    else { return nil }
    let parentSize = storedFrame(parentNode)?.size ?? canvas
    // A row takes only its list's side margins (see `marginRule`).
    let sidesOnly = isRowOfList(ref)
    return EdgeInsets(
      top: sidesOnly ? own.top : max(own.top, theirs.top - frame.minY),
      left: max(own.left, theirs.left - frame.minX),
      bottom: sidesOnly ? own.bottom : max(own.bottom, theirs.bottom - (parentSize.height - frame.maxY)),
      right: max(own.right, theirs.right - (parentSize.width - frame.maxX)))
  }

  /// A cell in its table or collection view, or a cell's content view: placed by the list.
  func isRowPart(_ node: XMLNode, in parent: XMLNode) -> Bool {
    switch node.name {
    case "tableViewCell": return parent.name == "tableView"
    case "collectionViewCell", "collectionReusableView": return parent.name == "collectionView"
    case "tableViewCellContentView", "collectionViewCellContentView": return true
    default: return false
    }
  }

  /// A fixed width or height (`height = 50`, no second item) of a view inside a storyboard
  /// table's prototype row.
  func isRowContentSize(_ node: XMLNode, owner: String) -> Bool {
    guard node["secondItem"] == nil, node["firstAttribute"] == "width" || node["firstAttribute"] == "height"
    else { return false }
    for u in ancestors(of: node["firstItem"] ?? owner) {
      guard let v = views[u] else { break }
      if v.name == "tableViewCell" { return superview[u].flatMap { views[$0] }?.name == "tableView" }
    }
    return false
  }

  /// Whether a view is a row of a table or collection view (its direct subview).
  func isRowOfList(_ ref: String) -> Bool {
    let list = superview[ref].flatMap { views[$0]?.name }
    return list == "tableView" || list == "collectionView"
  }

  /// Whether a view lies inside a table or collection view.
  func isInList(_ ref: String) -> Bool {
    ancestors(of: ref).contains { views[$0]?.name == "tableView" || views[$0]?.name == "collectionView" }
  }

  /// The views above `ref`, nearest first. A damaged file can repeat an id so that a view
  /// seems to contain itself: the walk stops at the first id it meets again.
  func ancestors(of ref: String) -> [String] {
    var seen: Set<String> = [ref]
    var chain: [String] = []
    var up = superview[ref]
    while let u = up, seen.insert(u).inserted {
      chain.append(u)
      up = superview[u]
    }
    return chain
  }

  func marginsGuide(_ id: ItemID) -> ItemID {
    if let g = safeMarginsGuide(id) { return g }
    if let g = marginGuides[id.rawValue] { return g }
    let g = ItemID(id.rawValue + ".layoutMarginsGuide")
    marginGuides[id.rawValue] = g
    items.append(LayoutItem(id: g, kind: .guide(.layoutMargins), parent: id))
    emitted.insert(g)
    let pairs: [(AnchorAttribute, AnchorAttribute)] = [
      (.left, .leftMargin), (.right, .rightMargin), (.top, .topMargin), (.bottom, .bottomMargin),
    ]
    for (a, m) in pairs {
      constraints.append(LayoutConstraint(Anchor(g, a), .equal, Anchor(id, m), origin: .derived(.guide)))
    }
    return g
  }

  /// A multiplier as Xcode writes it: a number (`0.5`), a ratio (`1:2`, the aspect-ratio
  /// form) or a fraction (`1/3`, what the size inspector keeps when one is typed in).
  static func multiplier(_ text: String?) -> Double {
    guard let text, !text.isEmpty else { return 1 }
    if let separator = text.firstIndex(where: { $0 == ":" || $0 == "/" }) {
      let a = Double(text[..<separator]) ?? 1
      let b = Double(text[text.index(after: separator)...]) ?? 1
      return b == 0 ? 1 : a / b
    }
    return Double(text) ?? 1
  }

  func addConstraint(_ node: XMLNode, owner: String) {
    guard let written = writtenConstraint(node, owner: owner) else { return }
    let (first, relation, multiplier, constant, priority) =
      (written.first, written.relation, written.multiplier, written.constant, written.priority)
    if let s = written.second, let origin = written.origin, multiplier != 1,
      !first.attribute.isSize || !s.attribute.isSize, owner != root.id,
      first.attribute.axis == s.attribute.axis
    {
      addOwnerRelative(first, relation, s, multiplier, constant, priority, owner: ItemID(owner), origin)
      return
    }
    constraints.append(written)
  }

  /// False for a `placeholder="YES"` constraint, which Interface Builder removes at build time,
  /// unless the state keeps them to lay out as Xcode's canvas.
  func isLaidOut(constraint node: XMLNode) -> Bool {
    node["placeholder"] != "YES" || state.keepsPlaceholderConstraints
  }

  /// An installed `<constraint>` as written (`first = m × second + c`, anchors on the items
  /// that lay it out), before a multiplier on a position is split into owner-relative guides:
  /// what the layout adds, and what the stored-frame check evaluates. Nil for a placeholder, a
  /// constraint not installed in this size class, or one naming nothing laid out.
  func writtenConstraint(_ node: XMLNode, owner: String) -> LayoutConstraint? {
    guard isLaidOut(constraint: node) else { return nil }
    let cid = node["id"] ?? ""
    guard isInstalled(cid) else { return nil }
    guard let firstName = node["firstAttribute"] else {
      warn(node, "a constraint without firstAttribute is left out")
      return nil
    }
    let firstRef = node["firstItem"] ?? owner
    let secondName = node["secondAttribute"]
    let hasSecond = secondName != nil && secondName != "notAnAttribute"
    let secondRef = hasSecond ? (node["secondItem"] ?? owner) : nil
    guard let firstItem = item(firstRef) else { return nil }
    var secondItem: ItemID?
    if let secondRef {
      guard let s = item(secondRef) else { return nil }
      secondItem = s
    }
    guard
      var first = contentMarginAnchor(firstRef, firstName, against: secondRef)
        ?? anchor(firstItem, firstName, node: node)
    else { return nil }
    var second: Anchor?
    if let secondItem, let secondName, let secondRef {
      guard
        let s = contentMarginAnchor(secondRef, secondName, against: firstRef)
          ?? anchor(secondItem, secondName, node: node)
      else { return nil }
      second = s
    }
    // Edges of a scroll view against its own content are the content's edges.
    if let s = second {
      first = contentEdge(first, against: secondRef)
      second = contentEdge(s, against: firstRef)
    }
    let relation: Relation
    switch attribute(node, "relation") {
    case "lessThanOrEqual": relation = .lessThanOrEqual
    case "greaterThanOrEqual": relation = .greaterThanOrEqual
    default: relation = .equal
    }
    let multiplier = Self.multiplier(attribute(node, "multiplier"))
    var constant = num(attribute(node, "constant"))
    // The standard spacing (`symbolic="YES"`) between a view and a top or bottom layout guide is
    // 8, whatever constant Xcode 6 and 7 wrote beside it: Kiwix's Today widget (Xcode 7.3) holds
    // its 21-pt label by standard spacings written as 20 to both guides of its 37-pt root and
    // stores it 8 from each, AWS's DynamoDB sample (Xcode 6) its first field 8 below the guide.
    if node["symbolic"] == "YES", constant != 0,
      [firstRef, secondRef].contains(where: { $0.flatMap { guides[$0]?.kind.hasPrefix("legacy-") } == true })
    {
      constant = constant < 0 ? -8 : 8
    }
    let priority = LayoutPriority(min(1000, max(1, num(attribute(node, "priority"), 1000))))
    let origin = ConstraintOrigin.interfaceBuilder(location(node), id: cid)
    return LayoutConstraint(
      first, relation, second, multiplier: multiplier, constant: constant, priority: priority,
      origin: origin)
  }

  /// A scroll view's margin (`bottomMargin`, `leadingMargin`, …) against a view inside it: the
  /// margin of its content area, as the Auto Layout Guide says ("constraints between the edges
  /// or margins of the scroll view and its content attach to the scroll view's content area").
  /// The content guide inset by the scroll view's layout margins; nil for anything else.
  func contentMarginAnchor(_ ref: String, _ name: String, against otherRef: String?) -> Anchor? {
    guard let attribute = Self.attributes[name], let edge = Self.marginEdges[attribute],
      let node = views[ref], Self.scrollElements.contains(node.name), let otherRef,
      let other = ownerView(of: otherRef), other != ref, isAncestor(ref, of: other),
      let content = contentGuide[ref]
    else { return nil }
    let guide = ItemID(ref + ".contentMarginsGuide")
    if !emitted.contains(guide) {
      items.append(LayoutItem(id: guide, kind: .guide(.layoutMargins), parent: ItemID(ref)))
      emitted.insert(guide)
      let margins = items.first { $0.id.rawValue == ref }?.layoutMargins ?? .zero
      pin(guide, to: content, insets: margins)
    }
    return Anchor(guide, edge)
  }

  /// `anchor` with a scroll view's edge replaced by its content guide's when the other side
  /// lies inside the scroll view.
  func contentEdge(_ anchor: Anchor, against otherRef: String?) -> Anchor {
    let id = anchor.item.rawValue
    guard let node = views[id], Self.scrollElements.contains(node.name),
      Self.edges.contains(anchor.attribute), let otherRef, let other = ownerView(of: otherRef),
      other != id, isAncestor(id, of: other), let guide = contentGuide[id]
    else { return anchor }
    return Anchor(guide, anchor.attribute)
  }

  /// `first = m × second + c` with positions measured from the owner's origin: two guides carry
  /// the distances (`d = second − owner`, `e = m × d + c`) so every equation keeps two items.
  func addOwnerRelative(
    _ first: Anchor, _ relation: Relation, _ second: Anchor, _ m: Double, _ c: Double,
    _ priority: LayoutPriority, owner: ItemID, _ origin: ConstraintOrigin
  ) {
    helperCount += 1
    let horizontal = first.attribute.axis == .horizontal
    let start: AnchorAttribute = horizontal ? .left : .top
    let end: AnchorAttribute = horizontal ? .right : .bottom
    let size: AnchorAttribute = horizontal ? .width : .height
    let cross: [AnchorAttribute] = horizontal ? [.top, .height] : [.left, .width]
    let d = ItemID("\(owner).multiplier\(helperCount).distance")
    let e = ItemID("\(owner).multiplier\(helperCount).scaled")
    for g in [d, e] {
      items.append(LayoutItem(id: g, kind: .guide(.plain), parent: owner))
      emitted.insert(g)
      constraints.append(LayoutConstraint(Anchor(g, start), .equal, Anchor(owner, start), origin: .derived(.guide)))
      for a in cross {
        constraints.append(LayoutConstraint(Anchor(g, a), .equal, Anchor(owner, a), origin: .derived(.guide)))
      }
    }
    constraints.append(LayoutConstraint(Anchor(d, end), .equal, second, origin: .derived(.guide)))
    constraints.append(
      LayoutConstraint(
        Anchor(e, size), relation, Anchor(d, size), multiplier: m, constant: c, priority: priority,
        origin: origin))
    constraints.append(LayoutConstraint(first, .equal, Anchor(e, end), origin: .derived(.guide)))
  }
}
