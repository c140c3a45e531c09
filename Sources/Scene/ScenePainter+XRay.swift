/// X-ray: dashed outlines on named anchors, the layout guides made visible, the `side:` tag on
/// the primary button, and the constraints inspector (a sheet on compact width, a popover
/// under the Constraints button on regular width) generated from the form's constraints.
import DisplayList
import FormState
import Geometry

extension ScenePainter {
  // MARK: - Outlines and guides

  static let xrayDash: [Double] = [3, 2]

  /// The CSS `outline: 1px dashed; outline-offset: -1px`: a dashed line just inside the frame.
  mutating func outline(_ frame: Rect) {
    out.append(.stroke(.rect(frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 0),
      color: color("xrayOutline"), width: 1, dash: Self.xrayDash))
  }

  /// Layout guides on top of the form: the keyboard guide tinted, the others outlined.
  mutating func paintGuides() {
    for item in form.items {
      guard case .guide(let role) = item.kind, let frame = frames[item.id] else { continue }
      switch role {
      case .scrollContent, .scrollFrame: continue
      case .keyboard:
        fill(.rect(frame, cornerRadius: 0), color("xrayGuideFill"))
      case .safeArea, .layoutMargins, .readableContent, .plain: break
      }
      out.append(.stroke(.rect(frame.insetBy(dx: -0.5, dy: -0.5), cornerRadius: 0),
        color: color("xrayOutline"), width: 1, dash: Self.xrayDash))
    }
    paintSideTag()
  }

  /// `side: above` over the primary button when its bottom hangs off another item's top
  /// (the seed's `.cta::after`), `side: below` for the opposite.
  mutating func paintSideTag() {
    for item in form.items where !item.isHidden {
      guard case .button(let b) = item.kind, b.style == .filled, let frame = frames[item.id]
      else { continue }
      guard let side = Self.side(of: item.id, in: form.constraints) else { return }
      let tag = "side: \(side)"
      let style = Metrics.monoTag
      let width = Double(tag.count) * style.size * Metrics.monoAdvance + 12
      let box = Rect(x: frame.maxX - width, y: frame.minY - 22, width: width,
        height: style.lineHeight + 2)
      fill(.rect(box, cornerRadius: 5), color("tint"))
      line(tag, style, color("buttonLabel"), minX: box.minX, maxX: box.maxX, midY: box.midY,
        .center)
      return
    }
  }

  static func side(of id: ItemID, in constraints: [LayoutConstraint]) -> String? {
    for c in constraints {
      guard let second = c.second else { continue }
      let pair = [(c.first, second), (second, c.first)]
      for (mine, other) in pair where mine.item == id && other.item != id {
        if mine.attribute == .bottom && other.attribute == .top { return "above" }
        if mine.attribute == .top && other.attribute == .bottom { return "below" }
      }
    }
    return nil
  }

  // MARK: - Inspector

  /// One inspector card: an item and its lines.
  struct InspectorGroup {
    var title: String
    var lines: [(text: String, highlighted: Bool)]
  }

  /// Constraints grouped by their first item, in item order, each printed once; text items
  /// add their hugging and compression resistance.
  static func inspectorGroups(_ form: ResolvedForm) -> [InspectorGroup] {
    var groups: [InspectorGroup] = []
    if let tracking = trackingGroup(form) { groups.append(tracking) }
    var listed = [Bool](repeating: false, count: form.constraints.count)
    for item in form.items {
      var lines: [(String, Bool)] = []
      for (i, c) in form.constraints.enumerated() where c.first.item == item.id {
        lines.append((inspectorLine(c), c.changedByState))
        listed[i] = true
      }
      if lines.isEmpty { continue }
      if case .text = item.intrinsic { lines.append((ConstraintText.priorities(item), false)) }
      groups.append(InspectorGroup(
        title: "\(item.id) · \(ConstraintText.kindName(item.kind))", lines: lines))
    }
    let rest = form.constraints.indices.filter { !listed[$0] }
    if !rest.isEmpty {
      groups.append(InspectorGroup(title: "other", lines: rest.map {
        (inspectorLine(form.constraints[$0]), form.constraints[$0].changedByState)
      }))
    }
    return groups
  }

  /// The inspector's line for a constraint; labels that already name their priority
  /// (`width = 320 @750`) do not get it twice.
  static func inspectorLine(_ c: LayoutConstraint) -> String {
    if let label = c.label, !c.priority.isRequired, label.hasSuffix(" @\(c.priority)") {
      return label
    }
    return ConstraintText.line(c)
  }

  /// The keyboard guide's tracking card (UITrackingLayoutGuide): which edges the guide is near
  /// and which tracking sets that activates. Only for forms that follow undocked keyboards or
  /// declare tracking sets.
  static func trackingGroup(_ form: ResolvedForm) -> InspectorGroup? {
    guard let t = form.tracking, t.followsUndockedKeyboard || !t.sets.isEmpty else { return nil }
    let f = t.guideFrame
    let near = t.nearEdges.isEmpty ? "no edge" : t.nearEdges.joined(separator: " + ")
    var lines: [(String, Bool)] = [
      ("tracking: near \(near) (within \(ConstraintText.number(t.threshold)) pt) → "
        + "\(t.sets.filter(\.isActive).count) of \(t.sets.count) sets active", false),
      ("guide: x \(ConstraintText.number(f.minX)) y \(ConstraintText.number(f.minY)) "
        + "\(ConstraintText.number(f.width)) × \(ConstraintText.number(f.height)), "
        + "followsUndockedKeyboard: \(t.followsUndockedKeyboard)", false),
    ]
    for set in t.sets {
      let status = set.isActive ? "→ active" : "off"
      lines.append(
        ("\(status): when \(set.condition) (line \(set.location.line))", set.isActive))
    }
    return InspectorGroup(title: "keyboard guide · tracking", lines: lines)
  }

  /// Greedy word wrap of monospaced text to `columns` characters.
  static func wrapMono(_ text: String, columns: Int) -> [String] {
    let columns = max(8, columns)
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
      var word = word
      while word.count > columns {
        if !current.isEmpty { lines.append(current); current = "" }
        lines.append(String(word.prefix(columns)))
        word = String(word.dropFirst(columns))
      }
      if current.isEmpty { current = word }
      else if current.count + 1 + word.count <= columns { current += " " + word }
      else { lines.append(current); current = word }
    }
    lines.append(current)
    return lines
  }

  mutating func paintInspector() {
    let canvas = env.canvasSize
    let groups = Self.inspectorGroups(form)
    let popover = isRegular
    let width = popover ? min(400, canvas.width - 16) : canvas.width
    let cardWidth = width - 24
    let columns = Int((cardWidth - 24) / (Metrics.mono.size * Metrics.monoAdvance))
    // Long equations wrap at spaces; each wrapped piece keeps its line's highlight.
    let wrapped = groups.map { group in
      InspectorGroup(title: group.title, lines: group.lines.flatMap { line in
        Self.wrapMono(line.text, columns: columns).map { ($0, line.highlighted) }
      })
    }
    let headerHeight = 54.0, legendHeight = 28.0
    let cardHeights = wrapped.map {
      16 + 18 + 2 + Metrics.mono.lineHeight * Double($0.lines.count)
    }
    let contentHeight = headerHeight + legendHeight + cardHeights.reduce(0, +)
      + 8 * Double(max(0, cardHeights.count - 1)) + 16

    // MARK: panel placement
    let panel: Rect
    let shape: Shape
    if popover {
      let anchor = form.items.first { $0.id == "cbtn" }.flatMap { frames[$0.id] }
        ?? Rect(x: 16, y: env.safeAreaInsets.top, width: 0, height: 44)
      let x = min(max(8, anchor.minX), canvas.width - width - 8)
      let height = min(contentHeight, min(560, canvas.height * 0.7))
      panel = Rect(x: x, y: anchor.maxY + 8, width: width, height: height)
      shape = .rect(panel, cornerRadius: 13)
      out.append(.shadow(shape, color: Color.black.withAlpha(0.3), offset: Point(x: 0, y: 20),
        blur: 60, spread: 0))
    } else {
      let height = (canvas.height * 0.52).rounded()
      panel = Rect(x: 0, y: canvas.height - height, width: width, height: height)
      shape = .roundedRect(panel, radii: CornerRadii(topLeft: 13, topRight: 13, bottomRight: 0,
        bottomLeft: 0))
      out.append(.shadow(shape, color: Color.black.withAlpha(0.25), offset: Point(x: 0, y: -8),
        blur: 40, spread: 0))
    }
    // Opaque under the translucent bar colour: there is no blur to keep the text readable.
    fill(shape, color("groupedBackground"))
    fill(shape, color("bar"))
    out.append(.pushClip(shape))

    // MARK: header
    let header = Rect(x: panel.minX, y: panel.minY, width: width, height: headerHeight)
    fill(.rect(header, cornerRadius: 0), color("groupedBackground").withAlpha(
      color("groupedBackground").alpha * 0.92))
    let headMid = header.minY + 10 + 19
    line("Constraints", Metrics.bodySemibold, color("label"), minX: header.minX + 16,
      maxX: header.maxX - 80, midY: headMid)
    line("Done", Metrics.body, color("tint"), minX: header.maxX - 96, maxX: header.maxX - 16,
      midY: headMid, .trailing)

    // MARK: legend
    var y = header.maxY
    paintLegend(Rect(x: panel.minX + 16, y: y, width: width - 32, height: 20))
    y += legendHeight

    // MARK: cards
    for (i, group) in wrapped.enumerated() where y < panel.maxY {
      let card = Rect(x: panel.minX + 12, y: y, width: cardWidth, height: cardHeights[i])
      fill(.rect(card, cornerRadius: 10), color("cell"))
      var ly = card.minY + 8
      text(group.title, Metrics.footnoteSemibold, color("label"),
        Rect(x: card.minX + 12, y: ly, width: card.width - 24, height: 18))
      ly += 18 + 2
      for (lineText, highlighted) in group.lines {
        text(lineText, Metrics.mono, color(highlighted ? "tint" : "secondaryLabel"),
          Rect(x: card.minX + 12, y: ly, width: card.width - 24, height: Metrics.mono.lineHeight),
          truncation: .clip)
        ly += Metrics.mono.lineHeight
      }
      y = card.maxY + 8
    }
    out.append(.pop)
    if popover {
      out.append(.stroke(shape, color: color("separator"), width: Metrics.hairline, dash: []))
    }
  }

  /// A one-line key: dashed box = named anchor, tinted box = keyboard guide, tint = changed.
  mutating func paintLegend(_ r: Rect) {
    let style = TextStyle(size: 12, lineHeight: 16)
    let entries = ["named anchor", "keyboard guide", "changed"]
    // Columns share the width in proportion to their text (about 7 pt a character).
    let weights = entries.map { 18 + 7 * Double($0.count) }
    let unit = r.width / weights.reduce(0, +)
    var x = r.minX
    for (i, title) in entries.enumerated() {
      let column = weights[i] * unit
      defer { x += column }
      let swatch = Rect(x: x, y: r.midY - 6, width: 12, height: 12)
      switch i {
      case 0:
        out.append(.stroke(.rect(swatch.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 0),
          color: color("xrayOutline"), width: 1, dash: Self.xrayDash))
      case 1:
        fill(.rect(swatch, cornerRadius: 0), color("xrayGuideFill"))
        out.append(.stroke(.rect(swatch.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 0),
          color: color("xrayOutline"), width: 1, dash: Self.xrayDash))
      default:
        fill(.rect(swatch.insetBy(dx: 0, dy: 4), cornerRadius: 2), color("tint"))
      }
      line(title, style, color(i == 2 ? "tint" : "secondaryLabel"), minX: x + 18,
        maxX: x + column - 4, midY: r.midY)
    }
  }
}
