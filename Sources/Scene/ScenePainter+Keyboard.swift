// Painting of the software keyboard: the QuickType bar and the key rows, laid out as the
// seed's CSS flex rows do (every key grows from a 12 pt base by its flex factor, up to its
// maximum width; rows are centred), for docked, floating, split and shortcut-bar layouts.
import Drawing
import LayoutContract
import LayoutVocabulary
import Geometry

/// Key sizes for one keyboard presentation.
struct KeyboardMetrics {
  var keyHeight: Double
  var rowGap: Double
  var maxKey: Double
  var maxFunction: Double = 100
  var maxReturn: Double = 120
  var keyGap = 6.0
  var suggestionHeight = 44.0
  var sidePadding = 3.0
  var captionSize = 22.0

  /// The seed's phone keyboard (keys 42 high, 11 pt between rows).
  static let compact = KeyboardMetrics(keyHeight: 42, rowGap: 11, maxKey: 64)
  /// The seed's regular-width keyboard (keys 50 high, 8 pt between rows).
  static let regular = KeyboardMetrics(keyHeight: 50, rowGap: 8, maxKey: 84)
}

/// What a key is, which decides its colour, caption size and flex factor.
enum KeyRole: Equatable {
  case character, function, space, returnKey

  init(caption: String) {
    switch caption {
    case "⇧", "⌫", "123", "ABC", "#+=", "🌐": self = .function
    case "space": self = .space
    case "return": self = .returnKey
    default: self = .character
    }
  }

  /// CSS `flex-grow`.
  var grow: Double {
    switch self {
    case .character: return 1
    case .function: return 1.4
    case .space: return 5
    case .returnKey: return 2
    }
  }
}

extension ScenePainter {
  /// Chrome's flex base of a `<button>` key: its 6 pt side paddings.
  static let keyFlexBase = 12.0

  mutating func paintKeyboard(_ keyboard: ItemKind.Keyboard, _ frame: Rect) {
    guard frame.height > 0, frame.width > 0 else { return }
    let base = isRegular ? KeyboardMetrics.regular : KeyboardMetrics.compact
    switch keyboard.layout {
    case .docked:
      fill(.rect(frame, cornerRadius: 0), color("keyboardBackground"))
      let inner = frame.insetBy(dx: base.sidePadding, dy: 0)
      paintSuggestions(keyboard.suggestions, in: Rect(x: inner.minX, y: inner.minY,
        width: inner.width, height: base.suggestionHeight))
      paintKeyRows(keyboard, rows: keyboard.rows, in: Rect(x: inner.minX,
        y: inner.minY + base.suggestionHeight, width: inner.width,
        height: inner.height - base.suggestionHeight), metrics: base)
    case .floating:
      var panel = frame
      if case .floating(let f) = env.keyboard { panel = f }
      paintPanel(panel)
      var m = KeyboardMetrics.compact
      m.suggestionHeight = 36
      m.captionSize = 20
      let grabberSpace = 14.0
      let keysBox = Rect(x: panel.minX + m.sidePadding, y: panel.minY + m.suggestionHeight,
        width: panel.width - 2 * m.sidePadding,
        height: panel.height - m.suggestionHeight - grabberSpace)
      m = fitted(m, rows: keyboard.rows.count, height: keysBox.height)
      paintSuggestions(keyboard.suggestions, in: Rect(x: keysBox.minX, y: panel.minY,
        width: keysBox.width, height: m.suggestionHeight))
      paintKeyRows(keyboard, rows: keyboard.rows, in: keysBox, metrics: m)
      fill(.rect(Rect(x: panel.midX - 18, y: panel.maxY - 9, width: 36, height: 5),
        cornerRadius: 2.5), color("tertiaryLabel"))
    case .split:
      var halves = (frame, frame)
      if case .split(let l, let r) = env.keyboard { halves = (l, r) }
      let left = keyboard.rows.map { Array($0.prefix(($0.count + 1) / 2)) }
      let right = keyboard.rows.map { Array($0.dropFirst(($0.count + 1) / 2)) }
      for (panel, rows) in [(halves.0, left), (halves.1, right)] {
        paintPanel(panel)
        var m = KeyboardMetrics.regular
        m.maxKey = 64
        let box = panel.insetBy(dx: m.sidePadding, dy: 8)
        m = fitted(m, rows: rows.count, height: box.height)
        paintKeyRows(keyboard, rows: rows, in: box, metrics: m)
      }
    case .shortcutBar:
      var bar = frame
      if case .hardwareBar(let f) = env.keyboard { bar = f }
      paintShortcutBar(keyboard, bar)
    }
  }

  /// The hardware keyboard's shortcut bar: undo and redo at the leading end, the suggestions
  /// in the middle, the hide-keyboard button at the trailing end. A bar resting on the window's
  /// bottom edge is docked there like a keyboard: square bottom corners, its buttons above the
  /// home indicator's strip (the bottom safe-area inset), not under the indicator.
  mutating func paintShortcutBar(_ keyboard: ItemKind.Keyboard, _ frame: Rect) {
    var bar = frame
    if frame.maxY >= env.canvasSize.height - 0.5 {
      paintPanel(frame, radii: CornerRadii(topLeft: 13, topRight: 13, bottomRight: 0,
        bottomLeft: 0))
      bar.size.height = max(frame.height / 2, frame.height - env.safeAreaInsets.bottom)
    } else {
      paintPanel(frame)
    }
    let ink = color("keyInk")
    let size = 16.0
    for (i, mirrored) in [false, true].enumerated() {
      let center = Point(x: bar.minX + 24 + Double(i) * 36, y: bar.midY)
      for shape in Self.undoArrow(center: center, size: size, mirrored: mirrored) {
        out.append(.stroke(shape, color: ink, width: 1.6, dash: []))
      }
    }
    for shape in Self.hideKeyboard(center: Point(x: bar.maxX - 28, y: bar.midY), size: size) {
      out.append(.stroke(shape, color: ink, width: 1.4, dash: []))
    }
    let middle = Rect(x: bar.minX + 96, y: bar.minY, width: max(0, bar.width - 96 - 56),
      height: bar.height)
    paintSuggestions(keyboard.suggestions, in: middle)
  }

  /// ↶ (or ↷ when mirrored): a hook bending back to an arrowhead, `size` wide.
  static func undoArrow(center c: Point, size s: Double, mirrored: Bool) -> [Shape] {
    let m = mirrored ? -1.0 : 1.0
    func p(_ x: Double, _ y: Double) -> Point { Point(x: c.x + m * x * s, y: c.y + y * s) }
    return [
      .path([.move(p(0.45, 0.4)), .curve(p(0.5, -0.2), p(0.1, -0.3), p(-0.45, -0.15))]),
      .path([.move(p(-0.2, -0.42)), .line(p(-0.45, -0.15)), .line(p(-0.18, 0.08))]),
    ]
  }

  /// The hide-keyboard button: a small keyboard outline over a downward chevron.
  static func hideKeyboard(center c: Point, size s: Double) -> [Shape] {
    func p(_ x: Double, _ y: Double) -> Point { Point(x: c.x + x * s, y: c.y + y * s) }
    let body = Rect(x: c.x - 0.6 * s, y: c.y - 0.5 * s, width: 1.2 * s, height: 0.7 * s)
    return [
      .rect(body, cornerRadius: 2),
      .path([.move(p(-0.3, -0.05)), .line(p(0.3, -0.05))]),
      .path([.move(p(-0.2, 0.35)), .line(p(0, 0.52)), .line(p(0.2, 0.35))]),
    ]
  }

  /// A detached keyboard panel: rounded, with a soft shadow, over a veil of the background so
  /// the content under it does not show through sharply (there is no blur).
  mutating func paintPanel(
    _ r: Rect,
    radii: CornerRadii = CornerRadii(topLeft: 13, topRight: 13, bottomRight: 13, bottomLeft: 13)
  ) {
    let uniform = radii.topLeft == radii.topRight && radii.topLeft == radii.bottomRight
      && radii.topLeft == radii.bottomLeft
    let shape: Shape = uniform ? .rect(r, cornerRadius: radii.topLeft) : .roundedRect(r, radii: radii)
    out.append(.shadow(shape, color: Color.black.withAlpha(0.2), offset: Point(x: 0, y: 8),
      blur: 30, spread: 0))
    fill(shape, color("groupedBackground").withAlpha(Metrics.barVeil))
    fill(shape, color("keyboardBackground"))
  }

  /// Shrinks key height and row gap so `rows` rows fit in `height`.
  func fitted(_ m: KeyboardMetrics, rows: Int, height: Double) -> KeyboardMetrics {
    guard rows > 0 else { return m }
    var m = m
    let needed = Double(rows) * m.keyHeight + Double(rows - 1) * m.rowGap
    if needed > height {
      let scale = max(0, height) / needed
      m.keyHeight *= scale
      m.rowGap *= scale
    }
    return m
  }

  // MARK: - QuickType bar

  /// Three equal columns of centred suggestions, 0.5 pt dividers between them.
  mutating func paintSuggestions(_ suggestions: [String], in bar: Rect) {
    guard !suggestions.isEmpty else { return }
    let n = Double(suggestions.count)
    let w = bar.width / n
    let style = TextStyle(size: 16, lineHeight: 21)
    for (i, s) in suggestions.enumerated() {
      let x = bar.minX + Double(i) * w
      if i > 0 {
        fill(.rect(Rect(x: x - Metrics.hairline, y: bar.midY - 15, width: Metrics.hairline,
          height: 30), cornerRadius: 0), color("tertiaryLabel"))
      }
      line(s, style, color("keyInk"), minX: x + 4, maxX: x + w - 4, midY: bar.midY, .center)
    }
  }

  // MARK: - Keys

  mutating func paintKeyRows(
    _ keyboard: ItemKind.Keyboard, rows: [[String]], in box: Rect, metrics: KeyboardMetrics
  ) {
    var m = metrics
    // A digit pad (three keys a row): equal keys filling the row.
    let isDigitPad = !rows.isEmpty && rows.allSatisfy { $0.count <= 3 }
    if isDigitPad {
      m.maxKey = .infinity
      m.maxFunction = .infinity
    }
    var y = box.minY
    for (r, row) in rows.enumerated() {
      var rowBox = Rect(x: box.minX, y: y, width: box.width, height: m.keyHeight)
      // The seed's middle letter row is inset 5 % on each side.
      if r == 1, let first = rows.first, row.count < first.count,
        row.allSatisfy({ KeyRole(caption: $0) == .character })
      {
        rowBox = rowBox.insetBy(dx: box.width * 0.05, dy: 0)
      }
      let roles = row.map(KeyRole.init(caption:))
      let frames = Self.flexRow(
        roles: isDigitPad ? roles.map { _ in .character } : roles, in: rowBox, metrics: m)
      // An empty caption is an empty place (the number pad's bottom-left): no key is drawn.
      for (i, caption) in row.enumerated() where !caption.isEmpty {
        paintKey(caption, role: roles[i], returnCaption: keyboard.returnKey, frames[i], m)
      }
      y += m.keyHeight + m.rowGap
    }
  }

  /// The CSS flex row: every key starts at 12 pt, free space is shared by flex-grow, keys stop
  /// at their maximum width (the rest is shared again), and the row is centred.
  static func flexRow(roles: [KeyRole], in row: Rect, metrics m: KeyboardMetrics) -> [Rect] {
    guard !roles.isEmpty else { return [] }
    let maxWidth: [Double] = roles.map {
      switch $0 {
      case .character: return m.maxKey
      case .function: return m.maxFunction
      case .space: return .infinity
      case .returnKey: return m.maxReturn
      }
    }
    var widths = [Double](repeating: keyFlexBase, count: roles.count)
    var frozen = [Bool](repeating: false, count: roles.count)
    let gaps = m.keyGap * Double(roles.count - 1)
    for _ in 0...roles.count {
      let used = zip(widths, frozen).filter { $0.1 }.map(\.0).reduce(0, +)
      let open = roles.indices.filter { !frozen[$0] }
      if open.isEmpty { break }
      let free = row.width - gaps - used - keyFlexBase * Double(open.count)
      let growSum = open.map { roles[$0].grow }.reduce(0, +)
      var clamped = false
      for i in open {
        widths[i] = max(0, keyFlexBase + max(0, free) * roles[i].grow / growSum)
        if widths[i] > maxWidth[i] {
          widths[i] = maxWidth[i]
          frozen[i] = true
          clamped = true
        }
      }
      if !clamped { break }
    }
    let total = widths.reduce(0, +) + gaps
    var x = row.minX + max(0, (row.width - total) / 2)
    return widths.map { w in
      defer { x += w + m.keyGap }
      return Rect(x: x, y: row.minY, width: w, height: row.height)
    }
  }

  mutating func paintKey(
    _ caption: String, role: KeyRole, returnCaption: String, _ frame: Rect,
    _ m: KeyboardMetrics
  ) {
    let shape = Shape.rect(frame, cornerRadius: 5)
    out.append(.shadow(shape, color: Color.black.withAlpha(0.3), offset: Point(x: 0, y: 1),
      blur: 0, spread: 0))
    let background: Color
    var ink = color("keyInk")
    switch role {
    case .character, .space: background = color("key")
    case .function: background = color("keyFunction")
    case .returnKey where returnCaption == "return":
      background = color("keyFunction")  // UIKit's default return key is grey, not tinted
    case .returnKey:
      background = color("tint")
      ink = color("buttonLabel")
    }
    fill(shape, background)
    let center = Point(x: frame.midX, y: frame.midY)
    let small = TextStyle(size: 15, lineHeight: 20)
    switch caption {
    case "⇧":
      out.append(.stroke(Glyphs.shift(center: center, size: 12.5), color: ink, width: 1.2,
        dash: []))
    case "⌫":
      out.append(.stroke(Glyphs.deleteOutline(center: center, size: 12), color: ink,
        width: 1.2, dash: []))
      for stroke in Glyphs.deleteCross(center: center, size: 12) {
        out.append(.stroke(stroke, color: ink, width: 1.2, dash: []))
      }
    default:
      let shown = role == .returnKey ? returnCaption : caption
      let style = role == .character
        ? TextStyle(size: m.captionSize, lineHeight: (m.captionSize * 1.29).rounded()) : small
      line(shown, style, ink, minX: frame.minX, maxX: frame.maxX, midY: frame.midY, .center)
    }
  }
}
