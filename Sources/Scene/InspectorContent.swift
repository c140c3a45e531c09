// Scene's overview (input, output, guarantees, decisions): Scene.docc/Scene.md
import Foundation
import LayoutContract
import LayoutVocabulary
import Geometry

struct InspectorContent {
  /// One inspector card: an item and its lines.
  struct Group {
    var title: String
    var lines: [(text: String, highlighted: Bool)]
    /// The item the card describes (nil for the tracking and "other" cards).
    var item: ItemID? = nil
  }

  let form: ResolvedForm
  let frames: [ItemID: Rect]
  /// Display names of anonymous items (`_34` → `spacer[0]`).
  private var anonymousNames: [ItemID: String] = [:]
  /// Keyboard guide anchors whose value differs from the keyboard-hidden guide's.
  private var drivenAnchors: Set<Anchor> = []

  init(form: ResolvedForm, frames: [ItemID: Rect]) {
    self.form = form
    self.frames = frames
    nameAnonymousItems()
    findDrivenAnchors()
  }

  // MARK: - Names

  /// Whether `id` was generated for an item the form did not name (`_` + declaration index).
  static func isAnonymous(_ id: ItemID) -> Bool {
    let raw = id.rawValue
    return raw.hasPrefix("_") && raw.count > 1 && raw.dropFirst().allSatisfy(\.isNumber)
  }

  private mutating func nameAnonymousItems() {
    let hasChildren = Set(form.items.compactMap(\.parent))
    var kinds: [(ItemID, String)] = []
    for item in form.items where Self.isAnonymous(item.id) {
      var kind = item.kind.inspectorName
      // An empty view without children only holds space (the form's `spacer`).
      if case .view(nil, _) = item.kind, !hasChildren.contains(item.id) { kind = "spacer" }
      kinds.append((item.id, kind))
    }
    for (id, kind) in kinds {
      let same = kinds.filter { $0.1 == kind }
      if same.count == 1 {
        anonymousNames[id] = kind
      } else if let index = same.firstIndex(where: { $0.0 == id }) {
        anonymousNames[id] = "\(kind)[\(index)]"
      }
    }
  }

  /// The name the inspector uses for an item.
  func name(_ id: ItemID) -> String { anonymousNames[id] ?? id.rawValue }

  // MARK: - Highlights

  /// Compares each keyboard guide's solved frame with the frame it has while the keyboard is
  /// hidden (full width, the safe area's bottom inset tall): the anchors that moved are the
  /// ones the state's edit drives.
  private mutating func findDrivenAnchors() {
    let env = form.environment
    guard env.keyboard != .hidden else { return }
    let size = env.canvasSize
    let hidden = Rect(x: 0, y: size.height - env.safeAreaInsets.bottom, width: size.width,
      height: env.safeAreaInsets.bottom)
    let rtl = env.layoutDirection == .rightToLeft
    for item in form.items {
      guard case .guide(.keyboard) = item.kind, let frame = frames[item.id] else { continue }
      for attribute in AnchorAttribute.allCases {
        guard let now = Self.value(attribute, frame, rtl: rtl),
          let before = Self.value(attribute, hidden, rtl: rtl), abs(now - before) > 0.5
        else { continue }
        drivenAnchors.insert(Anchor(item.id, attribute))
      }
    }
  }

  /// An attribute's value on a frame (nil for baselines and margins, which guides lack).
  static func value(_ attribute: AnchorAttribute, _ r: Rect, rtl: Bool) -> Double? {
    switch attribute {
    case .top: return r.minY
    case .bottom: return r.maxY
    case .left: return r.minX
    case .right: return r.maxX
    case .leading: return rtl ? r.maxX : r.minX
    case .trailing: return rtl ? r.minX : r.maxX
    case .width: return r.width
    case .height: return r.height
    case .centerX: return r.midX
    case .centerY: return r.midY
    default: return nil
    }
  }

  /// Highlighted: the state changed it, the environment drives it (an edit), or it hangs off
  /// a keyboard guide anchor the keyboard moved.
  func isHighlighted(_ c: LayoutConstraint) -> Bool {
    c.changedByState || c.isEdit || drivenAnchors.contains(c.first)
      || c.second.map(drivenAnchors.contains) == true
  }

  // MARK: - Groups

  /// Every constraint once, grouped by its first item, in story order (see the type's notes).
  func groups() -> [Group] {
    // Tiers: keyboard guide cards; highlighted cards hanging off a moved keyboard guide
    // anchor, then other highlighted cards (named anchors before the rest in both); named
    // items; anonymous items; system guides.
    var tiers = [[Group]](repeating: [], count: 8)
    // Implicit `size >= 0` floors are no one's constraint: not listed, as UIKit lists none.
    var listed = form.constraints.map { $0.origin == .derived(.nonNegativeSize) }
    for item in form.items {
      var mine: [LayoutConstraint] = []
      for (i, c) in form.constraints.enumerated() where c.first.item == item.id && !listed[i] {
        mine.append(c)
        listed[i] = true
      }
      if mine.isEmpty { continue }
      // The state's inputs (edits) lead their card, as the seed's `guide.top = keyboard.top`.
      // Then the rest by attribute (a state's replacement takes the place of what it replaced).
      func rank(_ c: LayoutConstraint) -> Int {
        (c.isEdit ? 0 : 100) + (Self.lineOrder.firstIndex(of: c.first.attribute) ?? 99)
      }
      mine = mine.enumerated().sorted { a, b in
        (rank(a.element), a.offset) < (rank(b.element), b.offset)
      }.map(\.element)
      var lines = mergedLines(mine, of: item)
      if item.isHidden { lines.append(("\(name(item.id)).isHidden = true", false)) }
      if let priorities = prioritiesLine(item) { lines.append((priorities, false)) }
      let tier: Int
      if mine.contains(where: isHighlighted) {
        let anchor = item.isNamedAnchor ? 0 : 1
        if case .guide(.keyboard) = item.kind {
          tier = 0
        } else if mine.contains(where: { $0.second.map(drivenAnchors.contains) == true }) {
          tier = 1 + anchor
        } else {
          tier = 3 + anchor
        }
      } else if Self.isSystemGuide(item.kind) || Self.isSystemChrome(item, mine) {
        tier = 7
      } else {
        tier = Self.isAnonymous(item.id) ? 6 : 5
      }
      tiers[tier].append(Group(title: title(item), lines: lines, item: item.id))
    }
    var groups = tiers.flatMap { $0 }
    let rest = form.constraints.indices.filter { !listed[$0] }
    if !rest.isEmpty {
      groups.append(Group(title: "other", lines: rest.map {
        (text(form.constraints[$0], of: nil), isHighlighted(form.constraints[$0]))
      }))
    }
    return groups
  }

  /// Guides the system or the resolver provides (not the form's own plain guides).
  static func isSystemGuide(_ kind: ItemKind) -> Bool {
    guard case .guide(let role) = kind else { return false }
    return role != .plain
  }

  /// The system bars a front end adds (an Interface Builder scene's status, navigation and
  /// tab bars, its home indicator): named with a leading `_`, placed by derived constraints
  /// only. Listed last, with the system guides, after the file's own views.
  static func isSystemChrome(_ item: LayoutItem, _ constraints: [LayoutConstraint]) -> Bool {
    guard item.id.rawValue.hasPrefix("_"), !isAnonymous(item.id) else { return false }
    switch item.kind {
    case .statusBar, .navigationBar, .tabBar, .homeIndicator: break
    default: return false
    }
    return constraints.allSatisfy { c in
      if case .derived = c.origin { return true }
      return false
    }
  }

  /// `cta · primaryButton` for a named item, `spacer[0]` for an anonymous one.
  func title(_ item: LayoutItem) -> String {
    if let anonymous = anonymousNames[item.id] { return anonymous }
    return "\(item.id) · \(item.kind.inspectorName)"
  }

  // MARK: - Lines

  /// A constraint's line with inspector names: anonymous items by kind, the first item's
  /// superview (or owning view) as `superview`, a typographic minus.
  func text(_ c: LayoutConstraint, of item: LayoutItem?) -> String {
    var s = ConstraintText.line(c)
    s = Self.replacingAnchor(c.first, with: name(c.first.item), in: s)
    if let second = c.second, second.item != c.first.item {
      s = Self.replacingAnchor(second, with: secondName(second.item, of: item), in: s)
    }
    return s.replacingOccurrences(of: " - ", with: " − ")
  }

  /// `superview` for the item's parent, else the item's inspector name.
  func secondName(_ id: ItemID, of item: LayoutItem?) -> String {
    id == item?.parent ? "superview" : name(id)
  }

  /// Edges that merge into one line (sizes and centres keep their own lines, as in the seed).
  static let edges: Set<AnchorAttribute> = [.top, .bottom, .leading, .trailing, .left, .right]

  /// The order of a card's lines: vertical edges, horizontal edges, sizes, centres, the rest.
  static let lineOrder: [AnchorAttribute] = [
    .top, .bottom, .firstBaseline, .lastBaseline, .leading, .left, .trailing, .right, .width,
    .height, .centerX, .centerY,
  ]

  /// Constraints that pin an edge to the same edge of one other item (`a.leading =
  /// b.leading`, no constant, required) share a line: `a.leading/trailing = superview`.
  func mergedLines(_ constraints: [LayoutConstraint], of item: LayoutItem) -> [(String, Bool)] {
    struct Key: Equatable { var second: ItemID; var highlighted: Bool }
    var lines: [(text: String, highlighted: Bool, key: Key?, attributes: [String])] = []
    for c in constraints {
      let highlighted = isHighlighted(c)
      let text = text(c, of: item)
      var key: Key?
      if let second = c.second, Self.edges.contains(c.first.attribute),
        second.attribute == c.first.attribute, c.relation == .equal,
        c.multiplier == 1, c.constant == 0, c.priority.isRequired, second.item != item.id
      {
        let attribute = c.first.attribute.rawValue
        let plain = "\(name(item.id)).\(attribute) = \(secondName(second.item, of: item))."
          + attribute
        if text == plain { key = Key(second: second.item, highlighted: highlighted) }
      }
      if let key, let i = lines.firstIndex(where: { $0.key == key }) {
        lines[i].attributes.append(c.first.attribute.rawValue)
      } else {
        lines.append((text, highlighted, key, [c.first.attribute.rawValue]))
      }
    }
    return lines.map { line in
      guard line.attributes.count > 1, let key = line.key else {
        return (line.text, line.highlighted)
      }
      let second = secondName(key.second, of: item)
      return ("\(name(item.id)).\(line.attributes.joined(separator: "/")) = \(second)",
        line.highlighted)
    }
  }

  /// Replaces the item of `anchor` where the whole anchor (`row-name.top`, not the
  /// `row-name.` of `row-name.lbl.top`) appears in `text`.
  static func replacingAnchor(_ anchor: Anchor, with name: String, in text: String) -> String {
    guard anchor.item.rawValue != name else { return text }
    let needle = Array(anchor.description)
    let chars = Array(text)
    func isNameCharacter(_ c: Character) -> Bool {
      c.isLetter || c.isNumber || "_.-".contains(c)
    }
    var out = ""
    var i = 0
    while i < chars.count {
      let end = i + needle.count
      if end <= chars.count, Array(chars[i..<end]) == needle,
        i == 0 || !isNameCharacter(chars[i - 1]),
        end == chars.count || !(chars[end].isLetter || chars[end].isNumber)
      {
        out += "\(name).\(anchor.attribute.rawValue)"
        i = end
      } else {
        out.append(chars[i])
        i += 1
      }
    }
    return out
  }

  /// Hugging and compression resistance, where they decide something: when the item or a text
  /// sibling (which competes for the same width) has non-default values. The sibling with the
  /// lowest compression resistance truncates first.
  func prioritiesLine(_ item: LayoutItem) -> String? {
    guard case .text = item.intrinsic else { return nil }
    let siblings = form.items.filter { other in
      guard other.parent == item.parent, other.id != item.id, !other.isHidden,
        case .text = other.intrinsic
      else { return false }
      return true
    }
    func isDefault(_ i: LayoutItem) -> Bool {
      i.hugging.horizontal == .defaultLow && i.compressionResistance.horizontal == .defaultHigh
    }
    guard !isDefault(item) || siblings.contains(where: { !isDefault($0) }) else { return nil }
    var line = ConstraintText.priorities(item)
    let resistance = item.compressionResistance.horizontal
    if !siblings.isEmpty,
      siblings.allSatisfy({ $0.compressionResistance.horizontal > resistance })
    {
      line += " ← truncates first"
    }
    return line
  }
}
