// The scene stage's entry point: a solved form becomes a display list.
import AutoLayout
import Drawing
import LayoutContract
import LayoutVocabulary
import Geometry

/// Choices that are not part of the form's state.
public struct SceneOptions: Sendable, Equatable {
  /// Overrides `environment.xray` when set.
  public var xray: Bool?
  /// Shows the constraints inspector (sheet or popover) in X-ray.
  public var showsInspector: Bool
  /// On regular width, rounds the canvas corners (radius 28, page colour outside, hairline
  /// edge) like the seed's iPad form sheet.
  public var roundsRegularCorners: Bool
  /// The inspector page to show (1-based) when its cards do not fit on one.
  public var inspectorPage: Int

  public init(
    xray: Bool? = nil, showsInspector: Bool = true, roundsRegularCorners: Bool = true,
    inspectorPage: Int = 1
  ) {
    self.xray = xray
    self.showsInspector = showsInspector
    self.roundsRegularCorners = roundsRegularCorners
    self.inspectorPage = inspectorPage
  }
}

/// Turns a solved layout into drawing operations that look like UIKit.
public enum SceneBuilder {
  /// Paints `form` at the frames of `layout` in the colours of `theme`.
  ///
  /// The result is deterministic. Roles the theme lacks paint magenta; call
  /// `theme.validate(for:)` first to report them as errors.
  public static func build(
    form: ResolvedForm, layout: LayoutResult, theme: Theme, options: SceneOptions = SceneOptions()
  ) -> DisplayList {
    var painter = ScenePainter(form: form, layout: layout, theme: theme, options: options)
    return painter.paint()
  }
}

// MARK: - Painter

/// Walks the item tree once, appending display items.
struct ScenePainter {
  let form: ResolvedForm
  let layout: LayoutResult
  /// The theme being painted with: `baseTheme`, or its counterpart inside a view that forces
  /// the other appearance.
  var theme: Theme
  let baseTheme: Theme
  let options: SceneOptions
  /// Lookup tables (read by key only).
  let frames: [ItemID: Rect]
  let children: [ItemID: [LayoutItem]]
  var out: [DisplayItem] = []
  /// Items already painted: a malformed parent chain (duplicate ids) cannot loop forever.
  var painted: Set<ItemID> = []

  init(form: ResolvedForm, layout: LayoutResult, theme: Theme, options: SceneOptions) {
    self.form = form
    self.layout = layout
    self.theme = theme
    self.baseTheme = theme
    self.options = options
    var frames: [ItemID: Rect] = [:]
    for (id, frame) in layout.frames where frames[id] == nil { frames[id] = frame }
    self.frames = frames
    var children: [ItemID: [LayoutItem]] = [:]
    for item in form.items {
      if let parent = item.parent { children[parent, default: []].append(item) }
    }
    self.children = children
  }

  var env: FormEnvironment { form.environment }
  var xray: Bool { options.xray ?? env.xray }
  var isRTL: Bool { env.layoutDirection == .rightToLeft }
  var isRegular: Bool { env.sizeClass == .regular }

  mutating func paint() -> DisplayList {
    let ids = Set(form.items.map(\.id))
    let roots = form.items.filter { item in item.parent.map { !ids.contains($0) } ?? true }
    for item in roots { paintTree(item) }
    if xray {
      paintGuides()
      if options.showsInspector { paintInspector() }
    }
    if isRegular && options.roundsRegularCorners && !env.hasSquareCorners { paintSheetCorners() }
    return DisplayList(size: env.canvasSize, background: color("groupedBackground"), items: out)
  }

  /// Paints `item`, then its children (in item order), then its X-ray outline.
  mutating func paintTree(_ item: LayoutItem) {
    guard !item.isHidden, !item.isLayoutGuide, let frame = frames[item.id],
      painted.insert(item.id).inserted
    else { return }
    let style = item.style
    // `alpha` composites the view with its subviews; nothing is drawn at 0 (UIKit skips it).
    guard style.alpha > 0 else { return }
    // `overrideUserInterfaceStyle`: the view and its subviews in the appearance it forces.
    let outerTheme = theme
    if let forced = style.appearance {
      let dark = forced == .dark
      if dark != theme.isDark {
        theme = dark == baseTheme.isDark ? baseTheme : (baseTheme.counterpart ?? baseTheme)
      }
    }
    defer { theme = outerTheme }
    if style.alpha < 1 { out.append(.pushLayer(opacity: style.alpha)) }
    let bounds = styledShape(item, frame)
    if let shadow = style.shadow, let bounds {
      // CALayer's shadowRadius is the blur's standard deviation ×2 in CSS terms, i.e. a CSS
      // blur radius of 2 × shadowRadius (the box-shadow the backend draws).
      out.append(
        .shadow(
          bounds, color: color(shadow.color), offset: Point(x: shadow.offsetX, y: shadow.offsetY),
          blur: 2 * shadow.radius, spread: 0))
    }
    if let background = style.backgroundColor, let bounds { fill(bounds, color(background)) }
    if !style.isEnabled, case .toggle = item.kind {
      // A disabled UISwitch is drawn at half opacity.
      out.append(.pushLayer(opacity: Metrics.disabledSwitchOpacity))
      paintContent(item, frame)
      out.append(.pop)
    } else {
      paintContent(item, frame)
    }
    var kids = children[item.id] ?? []
    if case .segmentedControl = item.kind {
      // The selection pill sits under the segment titles whatever the declaration order.
      kids = kids.filter(\.isSelection) + kids.filter { !$0.isSelection }
    }
    if !kids.isEmpty {
      let clip = style.clipsToBounds ? bounds : clipShape(item, frame)
      if let clip { out.append(.pushClip(clip)) }
      for child in kids { paintTree(child) }
      if clip != nil { out.append(.pop) }
    }
    if style.borderWidth > 0, let bounds {
      paintBorder(bounds, frame: frame, width: style.borderWidth, color: color(style.borderColor))
    }
    if style.alpha < 1 { out.append(.pop) }
    if xray && item.isNamedAnchor { outline(frame) }
  }

  /// The view's layer outline with its corner radius (`cornerRadius`, or the kind's own for a
  /// plain view); nil when the frame is empty.
  func styledShape(_ item: LayoutItem, _ frame: Rect) -> Shape? {
    guard frame.width > 0, frame.height > 0 else { return nil }
    return .rect(frame, cornerRadius: cornerRadius(item, frame))
  }

  /// `layer.cornerRadius` in points for the solved frame (`capsule` follows the size).
  func cornerRadius(_ item: LayoutItem, _ frame: Rect) -> Double {
    if let radius = item.style.cornerRadius {
      return radius.radius(width: frame.width, height: frame.height)
    }
    if case .view(_, let r) = item.kind { return r }
    return 0
  }

  /// Core Animation's border: inside the bounds, over the content and the subviews.
  mutating func paintBorder(_ shape: Shape, frame: Rect, width: Double, color: Color) {
    guard case .rect(let rect, let radius) = shape else { return }
    let w = min(width, min(frame.width, frame.height) / 2)
    out.append(
      .stroke(
        .rect(rect.insetBy(dx: w / 2, dy: w / 2), cornerRadius: max(0, radius - w / 2)),
        color: color, width: w, dash: []))
  }

  /// Children of scroll views and tables are clipped (UIKit `clipsToBounds`).
  func clipShape(_ item: LayoutItem, _ frame: Rect) -> Shape? {
    switch item.kind {
    case .scrollView: return .rect(frame, cornerRadius: 0)
    case .table: return .rect(frame, cornerRadius: Metrics.cellRadius)
    default: return nil
    }
  }

  mutating func paintContent(_ item: LayoutItem, _ frame: Rect) {
    switch item.kind {
    case .root, .guide, .scrollView: break
    case .view(let background, _):
      if let background {
        fill(.rect(frame, cornerRadius: cornerRadius(item, frame)), color(background))
      }
    case .statusBar(let bar): paintStatusBar(bar, frame)
    case .navigationBar(let bar): paintNavigationBar(bar, frame)
    case .tabBar(let bar): paintTabBar(bar, frame)
    case .label(let label): paintLabel(label, item: item, frame)
    case .textField(let field): paintTextField(field, isEnabled: item.style.isEnabled, frame)
    case .segmentedControl:
      fill(.rect(frame, cornerRadius: Metrics.segmentTrackRadius), color("fill"))
    case .segment(let segment): paintSegment(segment, frame)
    case .segmentSelection: paintSelectionPill(frame)
    case .table: fill(.rect(frame, cornerRadius: Metrics.cellRadius), color("cell"))
    case .tableRow(let separator, let cell):
      if separator { paintRowSeparator(frame, inset: cell.separatorInset) }
      paintAccessory(cell, item: item, frame)
    case .toggle(let isOn): paintSwitch(isOn: isOn, frame)
    case .button(var button):
      // The bar button that opens the inspector reads pressed while the inspector is open.
      if button.opensInspector && xray && options.showsInspector {
        button.isPressed = true
      }
      if let configuration = button.configuration {
        paintConfiguredButton(configuration, button, item: item, frame)
      } else {
        paintButton(
          button, isEnabled: item.style.isEnabled, titleWidth: layout.titleWidths[item.id],
          symbolSize: layout.symbolSizes[item.id], radius: item.style.cornerRadius?.radius(width: frame.width, height: frame.height),
          verticalAlignment: item.contentVerticalAlignment, frame)
      }
    case .buttonBar: paintButtonBar(frame)
    case .homeIndicator:
      fill(.rect(frame, cornerRadius: min(3, frame.height / 2)), color("homeIndicator"))
    case .keyboard(let keyboard): paintKeyboard(keyboard, frame)
    case .image(let image): paintImage(image, item: item, frame)
    case .activityIndicator(let ink): paintActivityIndicator(color(ink), frame)
    case .pageControl(let pages, let current, let dot, let ink, let currentInk):
      paintPageControl(pages: pages, current: current, dot: dot, color(ink), color(currentInk), frame)
    case .stepper(let decrement, let increment):
      paintStepper(
        decrement: decrement && item.style.isEnabled, increment: increment && item.style.isEnabled, frame)
    case .stack: break  // UIStackView draws nothing; X-ray outlines it like any named view
    }
  }

  /// The regular-width form sheet's rounded corners: page colour outside, a hairline edge.
  mutating func paintSheetCorners() {
    let r = Metrics.sheetCornerRadius
    let size = env.canvasSize
    guard size.width > 2 * r, size.height > 2 * r else { return }
    let k = 1 - 0.5523  // quarter circle as one cubic
    let corners: [(Point, Double, Double)] = [
      (Point(x: 0, y: 0), 1, 1), (Point(x: size.width, y: 0), -1, 1),
      (Point(x: size.width, y: size.height), -1, -1), (Point(x: 0, y: size.height), 1, -1),
    ]
    for (c, sx, sy) in corners {
      func p(_ dx: Double, _ dy: Double) -> Point { Point(x: c.x + sx * dx, y: c.y + sy * dy) }
      fill(.path([
        .move(c), .line(p(r, 0)), .curve(p(r * k, 0), p(0, r * k), p(0, r)), .close,
      ]), color("page"))
    }
    out.append(.stroke(.rect(Rect(origin: .zero, size: size).insetBy(dx: 0.5, dy: 0.5),
      cornerRadius: r - 0.5), color: color("separator"), width: 1, dash: []))
  }

  // MARK: - Drawing helpers

  func color(_ role: String) -> Color { theme.color(role) }

  mutating func fill(_ shape: Shape, _ color: Color) { out.append(.fill(shape, .solid(color))) }

  mutating func text(
    _ string: String, _ style: TextStyle, _ color: Color, _ frame: Rect,
    _ alignment: TextAlignment = .leading, truncation: TextTruncation = .tail, maxLines: Int = 1
  ) {
    guard !string.isEmpty else { return }
    out.append(
      .text(
        TextRun(
          string, style: style, color: color, frame: frame, alignment: alignment,
          truncation: truncation, maxLines: maxLines)))
  }

  /// One line of text vertically centred on `midY` between `minX` and `maxX`.
  mutating func line(
    _ string: String, _ style: TextStyle, _ color: Color, minX: Double, maxX: Double,
    midY: Double, _ alignment: TextAlignment = .leading
  ) {
    let frame = Rect(
      x: minX, y: midY - style.lineHeight / 2, width: max(0, maxX - minX),
      height: style.lineHeight)
    text(string, style, color, frame, alignment)
  }

  /// `x` measured from the leading edge of `frame` (mirrored in right-to-left).
  func leadingRect(in frame: Rect, offset: Double, width: Double) -> Rect {
    let x = isRTL ? frame.maxX - offset - width : frame.minX + offset
    return Rect(x: x, y: frame.minY, width: width, height: frame.height)
  }

  /// Leading alignment in the layout direction.
  var leading: TextAlignment { isRTL ? .trailing : .leading }
  var trailing: TextAlignment { isRTL ? .leading : .trailing }
}

extension LayoutItem {
  var isSelection: Bool {
    if case .segmentSelection = kind { return true }
    return false
  }
}
