import AutoLayout
import CairoBackend
import Drawing
import FormLanguage
import FormState
import Geometry
import InterfaceBuilder
import LayoutContract
import LayoutVocabulary

/// One solved and painted state, read by the audit rules.
struct AuditedState {
  let form: ResolvedForm
  let layout: LayoutResult
  let list: DisplayList
  /// The same state with its traits at their defaults (nil when this is that state).
  let base: (form: ResolvedForm, layout: LayoutResult)?
  let state: StateSet
  let measurer: PangoTextMeasurer
  /// An Interface Builder root's controls laid out by alignment rect: the insets that give
  /// their frames, which is what takes touches (empty for a form).
  var alignmentInsets: [ItemID: EdgeInsets] = [:]
  /// Findings speak the file's vocabulary: font descriptions for Interface Builder.
  var isInterfaceBuilder = false

  typealias Fault = FormAudit.Fault

  /// Points of slack before a size counts as too small (solver and float noise).
  static let tolerance = 0.5

  // MARK: Visibility

  /// Items that are painted: not hidden, no hidden ancestor, not part of the system chrome
  /// (status bar, keyboard, home indicator), which the form does not lay out.
  var visibleItems: [LayoutItem] {
    var hidden: Set<ItemID> = []
    var out: [LayoutItem] = []
    for item in form.items {
      if item.isHidden || item.parent.map({ hidden.contains($0) }) == true {
        hidden.insert(item.id)
        continue
      }
      switch item.kind {
      case .statusBar, .keyboard, .homeIndicator:
        hidden.insert(item.id)
      case .guide, .root: continue
      // A placeholder's name is formshot's, not the app's text.
      case .label where item.id.rawValue.hasSuffix(IBResolver.placeholderCaptionSuffix): continue
      default: out.append(item)
      }
    }
    return out
  }

  func frame(_ id: ItemID) -> Rect? { layout.frame(id) }

  func width(_ text: String, _ style: TextStyle) -> Double {
    measurer.measure(text, style: style, maxWidth: nil, maxLines: 1).size.width
  }

  static func points(_ v: Double) -> String { NumberFormat.exact.string((v * 10).rounded() / 10) }

  static func quoted(_ text: String) -> String {
    let short = text.count > 40 ? String(text.prefix(39)) + "…" : text
    return "'" + short + "'"
  }

  // MARK: Text that does not fit

  func textFaults() -> [Fault] {
    var out: [Fault] = []
    func cut(_ item: LayoutItem, _ text: String, need: Double, has: Double, what: String, style: TextStyle) {
      guard Self.isCut(need: need, has: has, style: style), !isCutInBase(item.id) else { return }
      out.append(
        Fault(
          rule: .truncated, severity: .warning, view: item.id.rawValue,
          message: "\(what) \(Self.quoted(text)) is cut: needs \(Self.points(need)) pt, has "
            + "\(Self.points(max(0, has))) pt", figure: need - has, lowerIsWorse: false))
    }
    for item in visibleItems {
      guard let f = frame(item.id) else { continue }
      switch item.kind {
      case .label(let label) where !label.text.isEmpty:
        if label.numberOfLines == 1 {
          cut(
            item, label.text, need: width(label.text, label.style), has: f.width, what: "text",
            style: label.style)
        } else {
          let full = measurer.measure(
            label.text, style: label.style, maxWidth: max(1, f.width), maxLines: 0)
          guard full.size.height > f.height + Self.tolerance else { continue }
          out.append(
            Fault(
              rule: .truncated, severity: .warning, view: item.id.rawValue,
              message: "text \(Self.quoted(label.text)) does not fit: \(full.lineCount) lines "
                + "need \(Self.points(full.size.height)) pt, the label has "
                + "\(Self.points(f.height)) pt", figure: full.size.height - f.height,
              lowerIsWorse: false))
        }
      case .button(let button) where !button.title.isEmpty:
        cut(
          item, button.title, need: width(button.title, button.textStyle), has: f.width, what: "title",
          style: button.textStyle)
      case .segment(let segment) where !segment.title.isEmpty:
        cut(
          item, segment.title, need: width(segment.title, segment.style), has: f.width, what: "title",
          style: segment.style)
      case .textField(let field) where !field.label.isEmpty && field.isStacked:
        // The label wraps above the input: its lines must fit the height left for them.
        typealias F = ItemKind.TextField
        let has = f.height - 2 * F.stackedPadding - F.stackedGap - field.style.lineHeight
        let full = measurer.measure(
          field.label, style: field.style, maxWidth: max(1, f.width - 2 * F.stackedInset),
          maxLines: 0)
        guard full.size.height > has + Self.tolerance else { continue }
        out.append(
          Fault(
            rule: .truncated, severity: .warning, view: item.id.rawValue,
            message: "label \(Self.quoted(field.label)) does not fit: \(full.lineCount) lines "
              + "need \(Self.points(full.size.height)) pt, the field has \(Self.points(max(0, has))) pt",
            figure: full.size.height - has, lowerIsWorse: false))
      case .textField(let field) where !field.label.isEmpty:
        cut(
          item, field.label, need: width(field.label, field.style), has: field.labelWidth,
          what: "label", style: field.style)
      default: break
      }
    }
    return out
  }

  /// Whether one line `need` wide is cut in `has`. A line the stand-in sets at most
  /// `style.standInSlack` wider than an Interface Builder frame made for SF's text is drawn
  /// whole, condensed (`TextStyle.standInSlack`): iOS does not cut it either.
  static func isCut(need: Double, has: Double, style: TextStyle) -> Bool {
    need > style.widthShownWhole(in: has) + tolerance
  }

  /// A single line the base state cuts too is the design (a long value that truncates,
  /// as the form's base snapshot shows), not a fault of the trait; the base state itself is
  /// its own base.
  func isCutInBase(_ id: ItemID) -> Bool {
    let (form, layout) = base ?? (self.form, self.layout)
    guard let item = form.item(id), let f = layout.frame(id) else { return false }
    switch item.kind {
    case .label(let l) where l.numberOfLines == 1: return Self.isCut(need: width(l.text, l.style), has: f.width, style: l.style)
    case .button(let b): return Self.isCut(need: width(b.title, b.textStyle), has: f.width, style: b.textStyle)
    case .segment(let s): return Self.isCut(need: width(s.title, s.style), has: f.width, style: s.style)
    case .textField(let t):
      return !t.isStacked && Self.isCut(need: width(t.label, t.style), has: t.labelWidth, style: t.style)
    default: return false
    }
  }

  // MARK: Overlaps and the screen's edges

  /// Views that show content or take touches (not plain containers, guides or bars).
  static func isContent(_ kind: ItemKind) -> Bool {
    switch kind {
    case .label, .textField, .button, .toggle, .segmentedControl, .image: return true
    default: return false
    }
  }

  func overlapFaults() -> [Fault] {
    guard let base else { return [] }
    let items = visibleItems.filter { Self.isContent($0.kind) }
    var out: [Fault] = []
    for (i, a) in items.enumerated() {
      guard let fa = frame(a.id) else { continue }
      for b in items[(i + 1)...] where b.parent == a.parent {
        guard let fb = frame(b.id), let overlap = Self.intersection(fa, fb) else { continue }
        if let ba = base.layout.frame(a.id), let bb = base.layout.frame(b.id),
          Self.intersection(ba, bb) != nil
        {
          continue
        }
        out.append(
          Fault(
            rule: .overlap, severity: .error, view: a.id.rawValue,
            message: "overlaps '\(b.id)' by \(Self.points(overlap.width)) × "
              + "\(Self.points(overlap.height)) pt (apart in \(base.form.state.joined(separator: ",")))",
            figure: overlap.width * overlap.height, lowerIsWorse: false))
      }
    }
    return out
  }

  static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    let x0 = max(a.minX, b.minX)
    let x1 = min(a.maxX, b.maxX)
    let y0 = max(a.minY, b.minY)
    let y1 = min(a.maxY, b.maxY)
    guard x1 - x0 > tolerance, y1 - y0 > tolerance else { return nil }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  func offscreenFaults() -> [Fault] {
    let width = form.environment.canvasSize.width
    var out: [Fault] = []
    for item in visibleItems where Self.isContent(item.kind) {
      guard let f = frame(item.id), f.width > 0 else { continue }
      let over = max(-f.minX, f.maxX - width)
      guard over > Self.tolerance else { continue }
      out.append(
        Fault(
          rule: .offscreen, severity: .error, view: item.id.rawValue,
          message: "runs \(Self.points(over)) pt past the screen's "
            + (f.minX < 0 ? "left" : "right") + " edge", figure: over, lowerIsWorse: false))
    }
    return out
  }

  // MARK: Hit targets

  /// The minimum hit area: 44 × 44 pt (HIG), except UIKit's own fixed-size controls, which are
  /// held to UIKit's sizes (a switch 51 × 31, a segmented control 32 pt tall), since UIKit's
  /// hit testing gives them the rest.
  func hitTargetFaults() -> [Fault] {
    var out: [Fault] = []
    let kinds = Dictionary(form.items.map { ($0.id, $0.kind) }, uniquingKeysWith: { a, _ in a })
    for item in visibleItems {
      guard var f = frame(item.id) else { continue }
      if let i = alignmentInsets[item.id] {
        f = Rect(
          x: f.minX - i.left, y: f.minY - i.top, width: f.width + i.left + i.right,
          height: f.height + i.top + i.bottom)
      }
      var minimum = Size(width: 44, height: 44)
      switch item.kind {
      case .button(let b):
        // A bar button takes touches over the whole height of the bar it sits in (a
        // navigation bar, a toolbar), as UIBarButtonItem does.
        if b.style == .plain, let p = item.parent, let bar = frame(p), kinds[p] != nil,
          bar.height <= 64
        {
          f.size.height = max(f.height, bar.height)
        }
      case .textField: break
      case .toggle: minimum = Size(width: 51, height: 31)
      case .segment:
        if let p = item.parent, let control = frame(p) { f.size.height = control.height }
        minimum = Size(width: 44, height: 32)
      default: continue
      }
      guard f.width < minimum.width - Self.tolerance || f.height < minimum.height - Self.tolerance
      else { continue }
      out.append(
        Fault(
          rule: .hitTarget, severity: .warning, view: item.id.rawValue,
          message: "hit area \(Self.points(f.width)) × \(Self.points(f.height)) pt, under "
            + "\(Self.points(minimum.width)) × \(Self.points(minimum.height)) pt",
          figure: min(f.width, f.height), lowerIsWorse: true))
    }
    return out
  }

  // MARK: The keyboard

  /// The rectangles the keyboard covers.
  var keyboardRects: [Rect] {
    let canvas = form.environment.canvasSize
    switch form.environment.keyboard {
    case .hidden: return []
    case .docked(let height):
      return [Rect(x: 0, y: canvas.height - height, width: canvas.width, height: height)]
    case .floating(let frame), .hardwareBar(let frame): return [frame]
    case .split(let left, let right): return [left, right]
    }
  }

  func keyboardFaults() -> [Fault] {
    guard let focus = state.focus, let f = frame(ItemID(focus)) else { return [] }
    var out: [Fault] = []
    for rect in keyboardRects {
      guard let covered = Self.intersection(f, rect) else { continue }
      out.append(
        Fault(
          rule: .keyboardCover, severity: .error, view: focus,
          message: "the focused field is under the keyboard: \(Self.points(covered.height)) of "
            + "its \(Self.points(f.height)) pt", figure: covered.height, lowerIsWorse: false))
    }
    return out
  }

  // MARK: Dynamic Type

  /// Text that keeps its Large size in a state at another text size, unless the form capped it
  /// (`maximumTextSize:`) or it is a bar button or segment (UIKit keeps those).
  func fixedTextFaults(capped: Set<String>) -> [Fault] {
    guard let base, state.textSize != .l else { return [] }
    var baseStyles: [ItemID: TextStyle] = [:]
    for item in base.form.items {
      if let style = Self.scalableStyle(item.kind) { baseStyles[item.id] = style }
    }
    var out: [Fault] = []
    for item in visibleItems where !capped.contains(item.id.rawValue) {
      guard let style = Self.scalableStyle(item.kind), let before = baseStyles[item.id],
        before.size == style.size
      else { continue }
      out.append(
        Fault(
          rule: .fixedText, severity: .warning, view: item.id.rawValue,
          message: "stays \(Self.points(style.size)) pt at \(state.textSize.rawValue): "
            + (isInterfaceBuilder
              ? "a font with a point size does not follow Dynamic Type (a text style such as "
                + "Body does)"
              : "a fixed `size:` does not follow Dynamic Type (`scalesWithTextSize: true` or a "
                + "text style)"),
          figure: style.size, lowerIsWorse: false))
    }
    return out
  }

  static func scalableStyle(_ kind: ItemKind) -> TextStyle? {
    switch kind {
    case .label(let l): return l.style
    case .textField(let t): return t.style
    case .button(let b) where b.style == .filled: return b.textStyle
    default: return nil
    }
  }

  // MARK: Contrast

  /// WCAG 2.x AA: 4.5 : 1, or 3 : 1 for large text (18 pt, or 14 pt bold, in CSS points:
  /// 24 and 18.67 of iOS's points, which are CSS pixels).
  static func minimumContrast(_ style: TextStyle) -> Double {
    style.size >= 24 || (style.size >= 18.66 && style.weight.value >= 700) ? 3 : 4.5
  }

  /// Each text run against the colours painted under it: the state painted without its text,
  /// the most common colour inside the run's frame taken as its background.
  func contrastFaults(renderer: FormRenderer) throws(FormshotError) -> [Fault] {
    // The runs that show: inside every clip around them (a scroll view's), not under anything
    // painted after them (a bar, a button, the keyboard).
    var shown: [TextRun] = []
    var others: [DisplayItem] = []
    var clips: [Rect?] = []
    let items = list.items
    for (index, item) in items.enumerated() {
      switch item {
      case .text(let run):
        let center = Point(x: run.frame.minX + run.frame.width / 2, y: run.frame.minY + run.frame.height / 2)
        let clipped = clips.contains { $0.map { !Self.contains($0, center) } ?? false }
        let covered = items[(index + 1)...].contains { later in
          if case .fill(let shape, _) = later { return Self.contains(Self.bounds(shape), center) }
          return false
        }
        if !clipped && !covered && !run.string.isEmpty { shown.append(run) }
        continue
      case .pushClip(let shape): clips.append(Self.bounds(shape))
      case .pushLayer: clips.append(nil)
      case .pop: _ = clips.popLast()
      default: break
      }
      others.append(item)
    }
    if shown.isEmpty { return [] }
    var backdrop = list
    backdrop.items = others
    // Half a pixel per point is enough to find the colour under a line of text (11 pt and up).
    let pixels = try renderer.pixels(backdrop, scale: Self.backdropScale)
    let content = visibleItems.filter { !Self.texts($0.kind).isEmpty }
    // The system's own chrome (keyboard keys, status bar) is not the form's text.
    let chrome = form.items.compactMap { item -> Rect? in
      switch item.kind {
      case .keyboard, .statusBar, .homeIndicator: return item.isHidden ? nil : frame(item.id)
      default: return nil
      }
    } + keyboardRects
    var out: [Fault] = []
    var seen: Set<String> = []
    for run in shown {
      // Text partly under the keyboard or a bar is covered there, not low in contrast (a row
      // behind an iPad's floating keyboard measured the keyboard's grey as its background).
      if chrome.contains(where: { Self.intersection(run.frame, $0) != nil }) { continue }
      guard let owner = owner(of: run, among: content),
        seen.insert(owner.rawValue + "\u{1}" + run.string).inserted,
        !isPlaceholder(run, of: owner)
      else { continue }
      let scaled = Rect(
        x: run.frame.minX * Self.backdropScale, y: run.frame.minY * Self.backdropScale,
        width: run.frame.width * Self.backdropScale, height: run.frame.height * Self.backdropScale)
      guard let background = Self.dominantColor(pixels, in: scaled) else { continue }
      let text = Self.over(run.color, background)
      let ratio = FormAudit.contrast(text, background)
      let needed = Self.minimumContrast(run.style)
      guard ratio < needed - 0.005 else { continue }
      // One cause, one finding: the colour pair, whichever views use it.
      let pair = "\(Self.hex(text)) on \(Self.hex(background))"
      out.append(
        Fault(
          rule: .contrast, severity: ratio < 3 ? .error : .warning, view: owner.rawValue,
          message: "text \(Self.quoted(run.string)) has contrast \(Self.ratio(ratio)) : 1 "
            + "(\(pair)), under \(Self.ratio(needed)) : 1",
          figure: ratio, lowerIsWorse: true, cause: pair))
    }
    return out
  }

  /// A text field's placeholder: iOS paints it in `placeholderText` on purpose (it gives way
  /// to what is typed), so the contrast rule leaves it out.
  func isPlaceholder(_ run: TextRun, of owner: ItemID) -> Bool {
    guard case .textField(let field)? = form.item(owner)?.kind else { return false }
    return (field.value ?? "").isEmpty && run.string == field.placeholder
  }

  static func contains(_ r: Rect, _ p: Point) -> Bool {
    r.minX <= p.x && p.x <= r.maxX && r.minY <= p.y && p.y <= r.maxY
  }

  static func bounds(_ shape: Shape) -> Rect {
    switch shape {
    case .rect(let r, _), .roundedRect(let r, _), .ellipse(let r): return r
    case .path(let elements):
      var xs: [Double] = []
      var ys: [Double] = []
      for e in elements {
        switch e {
        case .move(let p), .line(let p):
          xs.append(p.x)
          ys.append(p.y)
        case .curve(let a, let b, let c):
          xs += [a.x, b.x, c.x]
          ys += [a.y, b.y, c.y]
        case .close: break
        }
      }
      guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else {
        return .zero
      }
      return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
  }

  static let backdropScale = 0.5

  static func isText(_ kind: ItemKind) -> Bool {
    switch kind {
    case .navigationBar, .tabBar: return true
    default: return false
    }
  }

  static func ratio(_ v: Double) -> String { NumberFormat.exact.string((v * 100).rounded() / 100) }

  static func hex(_ c: Color) -> String {
    func byte(_ v: Double) -> String {
      let n = Int((min(1, max(0, v)) * 255).rounded())
      let digits = Array("0123456789ABCDEF")
      return String([digits[n / 16], digits[n % 16]])
    }
    return "#" + byte(c.red) + byte(c.green) + byte(c.blue)
  }

  /// The item that painted the run: one whose frame holds the run's centre and that shows its
  /// text, else the innermost item there.
  func owner(of run: TextRun, among items: [LayoutItem]) -> ItemID? {
    let center = Point(x: run.frame.minX + run.frame.width / 2, y: run.frame.minY + run.frame.height / 2)
    var best: (id: ItemID, area: Double, shows: Bool)?
    for item in items {
      guard let f = frame(item.id), Self.contains(f, center) else { continue }
      let shows = Self.texts(item.kind).contains {
        $0 == run.string || $0.uppercased() == run.string
      }
      let area = f.width * f.height
      if let b = best, b.shows && !shows { continue }
      if best == nil || (shows && !best!.shows) || area < best!.area {
        best = (item.id, area, shows)
      }
    }
    return best?.id
  }

  /// The texts a view paints.
  static func texts(_ kind: ItemKind) -> [String] {
    switch kind {
    case .label(let l): return [l.text]
    case .button(let b): return [b.title]
    case .segment(let s): return [s.title]
    case .textField(let t): return [t.label, t.placeholder, t.value ?? ""]
    case .navigationBar(let n): return [n.title]
    case .tabBar(let t): return t.items.map(\.title)
    default: return []
    }
  }

  /// Text colour with its alpha, painted over `background`.
  static func over(_ c: Color, _ background: Color) -> Color {
    Color(
      red: c.red * c.alpha + background.red * (1 - c.alpha),
      green: c.green * c.alpha + background.green * (1 - c.alpha),
      blue: c.blue * c.alpha + background.blue * (1 - c.alpha))
  }

  /// The most common opaque colour inside `rect` (in the image's pixels), sampled every pixel.
  static func dominantColor(_ image: PixelImage, in rect: Rect) -> Color? {
    let x0 = max(0, Int(rect.minX.rounded(.down)))
    let x1 = min(image.width, Int(rect.maxX.rounded(.up)))
    let y0 = max(0, Int(rect.minY.rounded(.down)))
    let y1 = min(image.height, Int(rect.maxY.rounded(.up)))
    guard x1 > x0, y1 > y0 else { return nil }
    var counts: [UInt32: Int] = [:]
    var best: (key: UInt32, count: Int) = (0, 0)
    var y = y0
    while y < y1 {
      var x = x0
      while x < x1 {
        let i = (y * image.width + x) * 4
        let key =
          UInt32(image.rgba[i]) << 16 | UInt32(image.rgba[i + 1]) << 8 | UInt32(image.rgba[i + 2])
        let n = (counts[key] ?? 0) + 1
        counts[key] = n
        // Ties go to the first seen, so the answer does not depend on hashing.
        if n > best.count { best = (key, n) }
        x += 1
      }
      y += 1
    }
    guard best.count > 0 else { return nil }
    return Color(
      red: Double(best.key >> 16 & 0xFF) / 255, green: Double(best.key >> 8 & 0xFF) / 255,
      blue: Double(best.key & 0xFF) / 255)
  }
}
