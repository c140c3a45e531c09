// X-ray: dashed outlines on named anchors, the layout guides made visible, the `side:` tag on
// the primary button, and the constraints inspector (a sheet on compact width, a popover
// under the Constraints button on regular width) generated from the form's constraints (what
// the cards say and in which order: `InspectorContent`). The inspector and the other guides'
// outlines keep clear of a docked keyboard, so the keyboard and its tinted guide stay in view;
// the bar button marked `inspectorButton: true` reads pressed while the inspector is open.
import AutoLayout
import Drawing
import Foundation
import LayoutContract
import LayoutVocabulary
import Geometry

extension ScenePainter {
  // MARK: - Outlines and guides

  static let xrayDash: [Double] = [3, 2]

  /// The CSS `outline: 1px dashed; outline-offset: -1px`: a dashed line just inside the frame.
  mutating func outline(_ frame: Rect) {
    out.append(.stroke(.rect(frame.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 0),
      color: color("xrayOutline"), width: 1, dash: Self.xrayDash))
  }

  /// Layout guides on top of the form: the keyboard guide tinted, the safe area and the
  /// layout margins outlined just outside (CSS `outline-offset: 0`); other guides (readable
  /// content, scroll guides, plain guides) only when they are named anchors.
  mutating func paintGuides() {
    // The keyboard covers the window's content: other guides' outlines stop at the keyboard
    // instead of cutting through its keys.
    let outsideKeyboard = outsideKeyboardClip
    var clipped = false
    for item in form.items {
      guard case .guide(let role) = item.kind, let frame = frames[item.id] else { continue }
      var isKeyboard = false
      switch role {
      case .keyboard: isKeyboard = true
      case .safeArea, .layoutMargins: break
      case .readableContent, .scrollContent, .scrollFrame, .plain:
        if !item.isNamedAnchor { continue }
      }
      if isKeyboard, clipped {
        out.append(.pop)
        clipped = false
      } else if !isKeyboard, let outsideKeyboard, !clipped {
        out.append(.pushClip(outsideKeyboard))
        clipped = true
      }
      if isKeyboard { fill(.rect(frame, cornerRadius: 0), color("xrayGuideFill")) }
      out.append(.stroke(.rect(frame.insetBy(dx: -0.5, dy: -0.5), cornerRadius: 0),
        color: color("xrayOutline"), width: 1, dash: Self.xrayDash))
    }
    if clipped { out.append(.pop) }
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

  typealias InspectorGroup = InspectorContent.Group

  /// The inspector's cards: the tracking card (when the form tracks the keyboard) leads, as
  /// the keyboard is the point; then the constraints in story order (`InspectorContent`).
  func inspectorGroups() -> [InspectorGroup] {
    // Stack views' generated constraints (`UISV-…`) are listed with the form's own.
    var shown = form
    shown.constraints += layout.generatedConstraints
    let content = InspectorContent(form: shown, frames: frames)
    return (Self.trackingGroup(form).map { [$0] } ?? []) + content.groups()
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

  /// Wraps an inspector line to `columns` monospaced characters: after its relation (or `→`)
  /// when that is enough (`a.trailing =` / `  b.leading − 8`, the right side indented, so a
  /// constant never dangles alone), else at spaces.
  static func wrapMono(_ text: String, columns: Int) -> [String] {
    let columns = max(8, columns)
    if text.count <= columns { return [text] }
    for relation in [" = ", " ≥ ", " ≤ ", " → "] {
      guard let r = text.range(of: relation) else { continue }
      let head = String(text[..<r.lowerBound]) + relation.dropLast()
      let tail = String(text[r.upperBound...])
      guard head.count <= columns else { break }
      return [head] + greedyWrap(tail, columns: columns - 2).map { "  " + $0 }
    }
    return greedyWrap(text, columns: columns)
  }

  /// Greedy word wrap of monospaced text to `columns` characters.
  static func greedyWrap(_ text: String, columns: Int) -> [String] {
    let columns = max(6, columns)
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

  /// The inspector: a bottom sheet (compact) or a popover under the Constraints button
  /// (regular) with a header, the legend and one card per constrained item.
  mutating func paintInspector() {
    let popover = isRegular
    let width = popover ? min(400, env.canvasSize.width - 16) : env.canvasSize.width
    let cardWidth = width - 24
    let columns = Int((cardWidth - 24) / (Metrics.mono.size * Metrics.monoAdvance))
    // Long equations wrap at spaces; each wrapped piece keeps its line's highlight.
    let groups = inspectorGroups().map { group in
      InspectorGroup(title: group.title, lines: group.lines.flatMap { line in
        Self.wrapMono(line.text, columns: columns).map { ($0, line.highlighted) }
      }, item: group.item)
    }
    let cardHeights = groups.map(Self.cardHeight)
    let contentHeight = Inspector.headerHeight + Inspector.legendHeight
      + cardHeights.reduce(0, +) + 8 * Double(max(0, cardHeights.count - 1)) + 16
    // Cards that do not fit go on further pages (whole cards; a card taller than a page
    // continues on the next), and a footer under the last card says which page this is and
    // how to see the next.
    // Page 1 keeps the sheet's medium height, so the form stays in view; later pages use the
    // large sheet (UISheetPresentationController's detents).
    func area(_ r: Rect) -> Double {
      r.height - Inspector.headerHeight - Inspector.legendHeight - Inspector.footerHeight
    }
    let medium = inspectorPanelFrame(width: width, contentHeight: contentHeight, large: false)
    let large = inspectorPanelFrame(width: width, contentHeight: contentHeight, large: true)
    let fits = contentHeight <= medium.height + 0.5
    let pages = fits ? [groups] : Self.pages(groups, firstArea: area(medium), area: area(large))
    let pageIndex = fits ? nil : min(max(1, options.inspectorPage), pages.count) - 1
    let shown = pageIndex.map { pages[$0] } ?? groups
    // A popover is as tall as its page (UIKit sizes it to its content), so it ends under the
    // footer; the sheet keeps its detent's height.
    let pageHeight = Inspector.headerHeight + Inspector.legendHeight
      + shown.map { Self.cardHeight($0) + 8 }.reduce(0, +) + Inspector.footerHeight
    let (panel, shape) = inspectorPanel(
      width: width, contentHeight: pageIndex == nil ? contentHeight : pageHeight,
      large: (pageIndex ?? 0) > 0)
    // Opaque under the translucent bar colour: there is no blur to keep the text readable.
    fill(shape, color("groupedBackground"))
    fill(shape, color("bar"))
    out.append(.pushClip(shape))
    paintInspectorHeader(Rect(x: panel.minX, y: panel.minY, width: width,
      height: Inspector.headerHeight))
    var y = panel.minY + Inspector.headerHeight
    paintLegend(Rect(x: panel.minX + 16, y: y, width: width - 32, height: 20))
    y += Inspector.legendHeight
    for group in shown where y < panel.maxY {
      let card = Rect(x: panel.minX + 12, y: y, width: cardWidth, height: Self.cardHeight(group))
      paintInspectorCard(undersidesNamed(group, panel: panel), card)
      y = card.maxY + 8
    }
    if let pageIndex {
      let rest = pages[(pageIndex + 1)...].reduce(0) { $0 + $1.count }
      var note = "Page \(pageIndex + 1) of \(pages.count)"
      if pageIndex + 1 < pages.count {
        note += " · \(rest) more cards: render with --inspector-page \(pageIndex + 2)"
      }
      // Right after the page's last card, as a list's footer: pages hold whole cards, so a
      // card that did not fit leaves the rest of the sheet empty below the footer rather than
      // a blank band above it.
      let footer = Rect(
        x: panel.minX, y: min(y, panel.maxY - Inspector.footerHeight), width: width,
        height: Inspector.footerHeight)
      line(note, TextStyle(size: 12, lineHeight: 16), color("secondaryLabel"),
        minX: footer.minX + 16, maxX: footer.maxX - 16, midY: footer.midY)
    }
    out.append(.pop)
    // A hairline edge: the popover's, and the sheet's too, since in dark appearance the
    // shadow vanishes on the black page and nothing else shows where the sheet begins.
    out.append(.stroke(shape, color: color("separator"), width: Metrics.hairline, dash: []))
  }

  /// A card's height: its title and its lines.
  static func cardHeight(_ group: InspectorGroup) -> Double {
    16 + 18 + 2 + Metrics.mono.lineHeight * Double(group.lines.count)
  }

  /// The cards split into pages of `area` points: whole cards while they fit; a card taller
  /// than a page is cut into pieces, each piece titled "… (continued)" after the first.
  static func pages(_ groups: [InspectorGroup], firstArea: Double, area: Double)
    -> [[InspectorGroup]]
  {
    let perPage = max(1, Int((min(firstArea, area) - 36) / Metrics.mono.lineHeight))
    var pieces: [InspectorGroup] = []
    for group in groups {
      var lines = group.lines[...]
      var first = true
      repeat {
        let chunk = Array(lines.prefix(perPage))
        lines = lines.dropFirst(chunk.count)
        pieces.append(
          InspectorGroup(
            title: first ? group.title : group.title + " (continued)", lines: chunk,
            item: group.item))
        first = false
      } while !lines.isEmpty
    }
    var pages: [[InspectorGroup]] = [[]]
    var used = 0.0
    for piece in pieces {
      let height = cardHeight(piece)
      let room = pages.count == 1 ? firstArea : area
      if !pages[pages.count - 1].isEmpty && used + height > room {
        pages.append([])
        used = 0
      }
      pages[pages.count - 1].append(piece)
      used += height + 8
    }
    return pages
  }

  /// The card's title says so when the panel covers the view it describes.
  func undersidesNamed(_ group: InspectorGroup, panel: Rect) -> InspectorGroup {
    guard let id = group.item, let frame = frames[id], frame.width > 0, frame.height > 0,
      frame.minX < panel.maxX, frame.maxX > panel.minX, frame.minY < panel.maxY,
      frame.maxY > panel.minY,
      // A container around the whole panel (the root, a scroll view) stays in view around it.
      !(frame.minX <= panel.minX && frame.maxX >= panel.maxX && frame.minY <= panel.minY
        && frame.maxY >= panel.maxY)
    else { return group }
    var marked = group
    marked.title += " · under this panel"
    return marked
  }

  /// Inspector sizes from the seed's CSS (`.insp-head`, `.insp-list`).
  enum Inspector {
    static let headerHeight = 54.0
    static let legendHeight = 28.0
    /// The page line under the cards when they take several pages.
    static let footerHeight = 28.0
    /// The least popover height worth shortening to: the header, the legend and a card.
    static let minimumHeight = 200.0
  }

  /// The bar button that opens the inspector (`inspectorButton: true`, the seed's
  /// "Constraints"), when it is shown: the popover hangs off it.
  var inspectorButton: LayoutItem? {
    form.items.first { item in
      guard case .button(let button) = item.kind else { return false }
      return button.opensInspector && !item.isHidden
    }
  }

  /// Where the inspector goes, with its shadow painted: 400 pt wide under the inspector button on
  /// regular width (at most 560 pt or 70 % tall, ending above a keyboard below it), else a
  /// sheet at the bottom, 52 % of the height above where it rests: on a docked keyboard's top.
  /// So X-ray keeps the keyboard and its tinted guide in view.
  /// Where the inspector goes (see `inspectorPanel`); `large`: the sheet's large detent, from
  /// under the status bar down to where it rests.
  func inspectorPanelFrame(width: Double, contentHeight: Double, large: Bool) -> Rect {
    let canvas = env.canvasSize
    if isRegular {
      let anchor =
        inspectorButton.flatMap { frames[$0.id] }
        ?? Rect(x: 16, y: env.safeAreaInsets.top, width: 0, height: 44)
      let x = min(max(8, anchor.minX), canvas.width - width - 8)
      let top = anchor.maxY + 8
      var height = min(contentHeight, min(560, canvas.height * 0.7))
      // Above any keyboard panel below it, unless that would leave no room for a card.
      for keyboard in keyboardPanels where keyboard.minX < x + width && keyboard.maxX > x {
        let room = keyboard.minY - 8 - top
        if room >= Inspector.minimumHeight { height = min(height, room) }
      }
      return Rect(x: x, y: top, width: width, height: height)
    }
    let rest = dockedKeyboardTop ?? canvas.height
    let height = large ? rest - env.safeAreaInsets.top - 10 : (rest * 0.52).rounded()
    return Rect(x: 0, y: rest - height, width: width, height: height)
  }

  mutating func inspectorPanel(width: Double, contentHeight: Double, large: Bool = false)
    -> (Rect, Shape)
  {
    let canvas = env.canvasSize
    let panel = inspectorPanelFrame(width: width, contentHeight: contentHeight, large: large)
    if isRegular {
      let shape = Shape.rect(panel, cornerRadius: 13)
      out.append(.shadow(shape, color: Color.black.withAlpha(0.3), offset: Point(x: 0, y: 20),
        blur: 60, spread: 0))
      return (panel, shape)
    }
    let rest = dockedKeyboardTop ?? canvas.height
    let shape = Shape.roundedRect(panel, radii: CornerRadii(topLeft: 13, topRight: 13,
      bottomRight: 0, bottomLeft: 0))
    // The shadow falls on the form above, not on a keyboard below.
    let clipsShadow = rest < canvas.height
    if clipsShadow {
      out.append(.pushClip(.rect(Rect(x: 0, y: 0, width: canvas.width, height: rest),
        cornerRadius: 0)))
    }
    out.append(.shadow(shape, color: Color.black.withAlpha(0.25), offset: Point(x: 0, y: -8),
      blur: 40, spread: 0))
    if clipsShadow { out.append(.pop) }
    return (panel, shape)
  }

  /// Where the keyboard is drawn: one panel, or two for the split keyboard.
  var keyboardPanels: [Rect] {
    let size = env.canvasSize
    switch env.keyboard {
    case .hidden: return []
    case .docked(let height):
      return [Rect(x: 0, y: size.height - height, width: size.width, height: height)]
    case .floating(let frame), .hardwareBar(let frame): return [frame]
    case .split(let left, let right): return [left, right]
    }
  }

  /// The window without the keyboard: a rectangle above a docked keyboard, else the window
  /// with a hole per keyboard panel (drawn the other way round, so it is a hole under either
  /// fill rule); nil without a keyboard.
  var outsideKeyboardClip: Shape? {
    let size = env.canvasSize
    if let top = dockedKeyboardTop {
      return .rect(Rect(x: 0, y: 0, width: size.width, height: top), cornerRadius: 0)
    }
    let panels = keyboardPanels
    if panels.isEmpty { return nil }
    func corners(_ r: Rect) -> [Point] {
      [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY),
       Point(x: r.minX, y: r.maxY)]
    }
    var path: [PathElement] = []
    for (i, r) in ([Rect(origin: .zero, size: size)] + panels).enumerated() {
      let points = i == 0 ? corners(r) : corners(r).reversed()
      path.append(.move(points[0]))
      path += points.dropFirst().map { .line($0) }
      path.append(.close)
    }
    return .path(path)
  }

  /// The top of a keyboard docked across the bottom of the window (a software keyboard or a
  /// hardware keyboard's shortcut bar); nil when none is (hidden, floating, split).
  var dockedKeyboardTop: Double? {
    switch env.keyboard {
    case .docked(let height): return env.canvasSize.height - height
    case .hardwareBar(let frame): return frame.minY
    case .hidden, .floating, .split: return nil
    }
  }

  /// "Constraints" and "Done" on the background at 92 %.
  mutating func paintInspectorHeader(_ header: Rect) {
    let bg = color("groupedBackground")
    fill(.rect(header, cornerRadius: 0), bg.withAlpha(bg.alpha * 0.92))
    let mid = header.minY + 10 + 19
    line("Constraints", Metrics.bodySemibold, color("label"), minX: header.minX + 16,
      maxX: header.maxX - 80, midY: mid)
    line("Done", Metrics.body, color("tint"), minX: header.maxX - 96, maxX: header.maxX - 16,
      midY: mid, .trailing)
  }

  /// One item's card: its name in 13 pt semibold, then its lines in 12 pt monospaced.
  mutating func paintInspectorCard(_ group: InspectorGroup, _ card: Rect) {
    fill(.rect(card, cornerRadius: 10), color("cell"))
    var y = card.minY + 8
    text(group.title, Metrics.footnoteSemibold, color("label"),
      Rect(x: card.minX + 12, y: y, width: card.width - 24, height: 18))
    y += 18 + 2
    for (lineText, highlighted) in group.lines {
      text(lineText, Metrics.mono, color(highlighted ? "tint" : "secondaryLabel"),
        Rect(x: card.minX + 12, y: y, width: card.width - 24, height: Metrics.mono.lineHeight),
        truncation: .clip)
      y += Metrics.mono.lineHeight
    }
  }

  /// A one-line key: dashed box = named anchor, tinted box = keyboard guide, tint = a line the
  /// state changed or drives (see `InspectorContent`).
  mutating func paintLegend(_ r: Rect) {
    let style = TextStyle(size: 12, lineHeight: 16)
    let entries = ["named anchor", "keyboard guide", "state-driven"]
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
