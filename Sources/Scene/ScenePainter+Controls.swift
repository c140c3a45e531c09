// Painting of the form's content views: labels, fields, the segmented control, the table,
// switches, activity indicators and buttons.
import Drawing
import Foundation
import LayoutContract
import LayoutVocabulary
import Geometry

extension ScenePainter {
  // MARK: - Labels

  /// Text in its frame, minus the padding the layout engine measured it with (else the
  /// label's own `textInsets`: a scrolling text view's container insets). One-line labels
  /// are centred vertically (a row's 44 pt line box) and end in "…" exactly at the frame's
  /// width, which is where compression resistance lost.
  mutating func paintLabel(_ label: ItemKind.Label, item: LayoutItem, _ frame: Rect) {
    var box = frame.inset(by: label.textInsets)
    if case .text(_, _, let padding, _, _, _) = item.intrinsic { box = frame.inset(by: padding) }
    let alignment = textAlignment(label.alignment)
    if label.numberOfLines == 1 {
      let line = Rect(
        x: box.minX, y: box.midY - label.style.lineHeight / 2, width: box.width,
        height: label.style.lineHeight)
      text(
        label.text, label.style, color(label.color), line, alignment,
        truncation: label.style.lineBreak.truncates ? .tail : .clip)
    } else {
      text(
        label.text, label.style, color(label.color), box, alignment, truncation: .wrap,
        maxLines: Self.linesThatFit(label, height: box.height))
    }
  }

  /// The lines a multi-line label draws: its `numberOfLines` (0: all), but no more than fit its
  /// height, as UILabel draws a label squeezed shorter than its text (compression resistance
  /// lost), the last line cut as its line break mode says ("…" when it truncates), instead of
  /// spilling over its neighbours. Half a point of tolerance keeps a frame rounded to the
  /// pixel grid from losing a line.
  static func linesThatFit(_ label: ItemKind.Label, height: Double) -> Int {
    let line = label.style.lineHeight
    let pitch = label.style.linePitch
    guard line > 0, line.isFinite, pitch > 0, pitch.isFinite, height.isFinite else { return label.numberOfLines }
    // n lines take n × line + (n − 1) × spacing.
    let fit = max(1, Int(((max(0, height) + 0.5 + pitch - line) / pitch).rounded(.down)))
    return label.numberOfLines == 0 ? fit : min(label.numberOfLines, fit)
  }

  // MARK: - Text field

  /// A cell with the label column (88 pt), an 8 pt gap and the value or placeholder.
  /// A disabled field keeps its cell and draws its label and text in `tertiaryLabel`. A field
  /// that is a row of a grouped table draws no cell of its own (the table is the card), only
  /// its separator, inset to the label as in Settings and Contacts. In focus, an iPhone field
  /// shows its caret; the ring is for an iPad with a hardware keyboard.
  mutating func paintTextField(_ field: ItemKind.TextField, isEnabled: Bool = true, _ frame: Rect) {
    if let bare = field.bare {
      paintBareTextField(field, bare, isEnabled: isEnabled, frame)
      return
    }
    if field.isTableRow {
      if field.separator { paintRowSeparator(frame, inset: Metrics.cellPadding) }
    } else {
      fill(.rect(frame, cornerRadius: Metrics.cellRadius), color("cell"))
    }
    if field.isFocused && field.showsFocusRing {
      let w = Metrics.focusRingWidth
      out.append(
        .stroke(
          .rect(frame.insetBy(dx: -w / 2, dy: -w / 2), cornerRadius: Metrics.cellRadius + w / 2),
          color: color("tint"), width: w, dash: []))
    }
    if field.isStacked {
      paintStackedTextField(field, isEnabled: isEnabled, frame)
      return
    }
    let pad = Metrics.cellPadding
    let labelBox = leadingRect(in: frame, offset: pad, width: field.labelWidth)
    line(
      field.label, field.style, color(isEnabled ? "label" : "tertiaryLabel"),
      minX: labelBox.minX, maxX: labelBox.maxX,
      midY: frame.midY, leading)
    let inputOffset = pad + field.labelWidth + Metrics.fieldLabelGap
    let inputBox = leadingRect(
      in: frame, offset: inputOffset, width: max(0, frame.width - inputOffset - pad))
    let (shown, role) = inputText(field, isEnabled: isEnabled)
    line(shown, field.style, color(role), minX: inputBox.minX, maxX: inputBox.maxX,
      midY: frame.midY, leading)
    if field.isFocused && !field.showsFocusRing && (field.value ?? "").isEmpty {
      // The insertion point before the placeholder: 2 pt wide, the line's height, in tint.
      let h = field.style.lineHeight
      let caret = leadingRect(in: inputBox, offset: 0, width: Metrics.caretWidth)
      fill(.rect(Rect(x: caret.minX, y: frame.midY - h / 2, width: caret.width, height: h),
        cornerRadius: Metrics.caretWidth / 2), color("tint"))
    }
  }

  /// A plain `UITextField` (an Interface Builder field): no cell of its own (its border and
  /// background are the view's style), its value or placeholder on one line centred in its
  /// height, inset by the border style's text inset on both sides and aligned as it says.
  mutating func paintBareTextField(
    _ field: ItemKind.TextField, _ bare: ItemKind.TextField.Bare, isEnabled: Bool, _ frame: Rect
  ) {
    let box = frame.insetBy(dx: bare.inset, dy: 0)
    var (shown, role) = inputText(field, isEnabled: isEnabled)
    // The value in the field's own text colour (white on a dark screen); not the placeholder.
    if isEnabled, let textColor = field.textColor, field.value?.isEmpty == false { role = textColor }
    line(shown, field.style, color(role), minX: box.minX, maxX: max(box.minX, box.maxX),
      midY: frame.midY, textAlignment(bare.alignment))
  }

  /// A label alignment as drawn: leading and natural follow the layout direction.
  func textAlignment(_ alignment: ItemKind.Label.Alignment) -> TextAlignment {
    switch alignment {
    case .leading, .natural: return leading
    case .center: return .center
    case .trailing: return trailing
    }
  }

  /// What a field's input line shows and in which colour role: its value (dots when secure),
  /// else the placeholder in `tertiaryLabel`, as UITextField draws it.
  func inputText(_ field: ItemKind.TextField, isEnabled: Bool) -> (text: String, role: String) {
    if let value = field.value, !value.isEmpty {
      let shown = field.isSecure ? String(repeating: "•", count: value.count) : value
      return (shown, isEnabled ? "label" : "tertiaryLabel")
    }
    return (field.placeholder, "tertiaryLabel")
  }

  /// A field whose label sits above its input (`axis: vertical`): the label wraps over the
  /// field's width, the value or placeholder takes the last line; the layout sized the field
  /// to fit both (`ItemKind.TextField.stacked…`).
  mutating func paintStackedTextField(
    _ field: ItemKind.TextField, isEnabled: Bool, _ frame: Rect
  ) {
    typealias F = ItemKind.TextField
    let width = max(0, frame.width - 2 * F.stackedInset)
    let lineHeight = field.style.lineHeight
    let inputTop = frame.maxY - F.stackedPadding - lineHeight
    let labelBox = leadingRect(
      in: Rect(
        x: frame.minX, y: frame.minY + F.stackedPadding, width: frame.width,
        height: max(0, inputTop - F.stackedGap - frame.minY - F.stackedPadding)),
      offset: F.stackedInset, width: width)
    text(
      field.label, field.style, color(isEnabled ? "label" : "tertiaryLabel"), labelBox, leading,
      truncation: .wrap, maxLines: 0)
    let inputBox = leadingRect(
      in: Rect(x: frame.minX, y: inputTop, width: frame.width, height: lineHeight),
      offset: F.stackedInset, width: width)
    let (shown, role) = inputText(field, isEnabled: isEnabled)
    line(shown, field.style, color(role), minX: inputBox.minX, maxX: inputBox.maxX,
      midY: inputBox.midY, leading)
    if field.isFocused && !field.showsFocusRing && (field.value ?? "").isEmpty {
      let caret = leadingRect(in: inputBox, offset: 0, width: Metrics.caretWidth)
      fill(.rect(caret, cornerRadius: Metrics.caretWidth / 2), color("tint"))
    }
  }

  // MARK: - Segmented control

  mutating func paintSelectionPill(_ frame: Rect) {
    let shape = Shape.rect(frame, cornerRadius: Metrics.segmentPillRadius)
    for s in Metrics.pillShadows {
      out.append(.shadow(shape, color: s.color, offset: Point(x: 0, y: s.y), blur: s.blur,
        spread: 0))
    }
    fill(shape, color("pill"))
  }

  /// A segment title: 13 pt medium, semibold when selected.
  mutating func paintSegment(_ segment: ItemKind.Segment, _ frame: Rect) {
    var style = segment.style
    if segment.isSelected && style.weight < .semibold { style.weight = .semibold }
    line(segment.title, style, color("label"), minX: frame.minX, maxX: frame.maxX,
      midY: frame.midY, .center)
  }

  // MARK: - Table

  /// The 0.5 pt line at the top of a row, inset from the leading edge (16, or to the text).
  mutating func paintRowSeparator(_ frame: Rect, inset: Double = Metrics.separatorInset) {
    let r = leadingRect(in: frame, offset: inset, width: max(0, frame.width - inset))
    fill(.rect(Rect(x: r.minX, y: frame.minY, width: r.width, height: Metrics.hairline),
      cornerRadius: 0), color("separator"))
  }

  // MARK: - Switch

  /// UISwitch: a capsule track (green when on) and a white knob with a soft shadow.
  mutating func paintSwitch(isOn: Bool, _ frame: Rect) {
    let track = Shape.rect(frame, cornerRadius: frame.height / 2)
    fill(track, color(isOn ? "systemGreen" : "switchOff"))
    let inset = Metrics.switchKnobInset
    let d = max(0, frame.height - 2 * inset)
    let atTrailing = isOn != isRTL
    let x = atTrailing ? frame.maxX - inset - d : frame.minX + inset
    let knob = Shape.ellipse(Rect(x: x, y: frame.minY + inset, width: d, height: d))
    for s in Metrics.knobShadows {
      out.append(.shadow(knob, color: s.color, offset: Point(x: 0, y: s.y), blur: s.blur,
        spread: 0))
    }
    fill(knob, color("switchKnob"))
  }

  // MARK: - Activity indicator

  /// UIActivityIndicatorView at rest: eight spokes around its centre, from 45 % to 90 % of
  /// its radius, 1/10 of its size wide, the top one in full colour and each next one clockwise
  /// fainter, as a frame of its spin shows them.
  mutating func paintActivityIndicator(_ ink: Color, _ frame: Rect) {
    let r = min(frame.width, frame.height) / 2
    guard r > 0 else { return }
    for k in 0..<8 {
      let angle = Double(k) * .pi / 4
      let (dx, dy) = (sin(angle), -cos(angle))
      let inner = Point(x: frame.midX + dx * r * 0.45, y: frame.midY + dy * r * 0.45)
      let outer = Point(x: frame.midX + dx * r * 0.9, y: frame.midY + dy * r * 0.9)
      out.append(.stroke(.path([.move(inner), .line(outer)]),
        color: ink.withAlpha(ink.alpha * max(0.3, 1 - Double(k) * 0.1)), width: r / 5, dash: []))
    }
  }

  /// UIPageControl's dots: `pages` circles of `dot` points, 16 pt apart centre to centre,
  /// centred in the frame as a row (UIKit centres them in its bounds); the current page's in
  /// `currentInk`.
  mutating func paintPageControl(pages: Int, current: Int, dot: Double, _ ink: Color, _ currentInk: Color, _ frame: Rect) {
    guard pages > 0, dot > 0 else { return }
    let pitch = Metrics.pageControlPitch
    let span = pitch * Double(pages - 1) + dot
    let x0 = frame.midX - span / 2
    let y = frame.midY - dot / 2
    for page in 0..<pages {
      // Right to left, the first page is at the trailing end.
      let index = isRTL ? pages - 1 - page : page
      let rect = Rect(x: x0 + pitch * Double(index), y: y, width: dot, height: dot)
      fill(.rect(rect, cornerRadius: dot / 2), page == current ? currentInk : ink)
    }
  }

  /// UIStepper as iOS 13 and later draw it: two 47-pt segments in one rounded rectangle
  /// (corners of 8) of `tertiarySystemFill` (the theme's `fill`), a 1-pt divider between them
  /// in `separator` 8 pt shorter than the control at each end, and − and + glyphs (14 pt wide, 2 pt strokes)
  /// in `label`, `tertiaryLabel` where that side cannot step (at the minimum or maximum value,
  /// or the control disabled). Drawn in its frame (94 × 32 unless constrained otherwise).
  mutating func paintStepper(decrement: Bool, increment: Bool, _ frame: Rect) {
    fill(.rect(frame, cornerRadius: min(Metrics.stepperRadius, frame.height / 2)), color("fill"))
    let half = frame.width / 2
    let inset = min(8, frame.height / 4)
    fill(
      .rect(Rect(x: frame.midX - 0.5, y: frame.minY + inset, width: 1, height: frame.height - 2 * inset), cornerRadius: 0),
      color("separator"))
    let glyph = min(Metrics.stepperGlyph, half - 8, frame.height - 8)
    guard glyph > 0 else { return }
    let stroke = Metrics.stepperStroke
    let minus = Point(x: frame.minX + half / 2, y: frame.midY)
    let plus = Point(x: frame.maxX - half / 2, y: frame.midY)
    let minusInk = color(decrement ? "label" : "tertiaryLabel")
    let plusInk = color(increment ? "label" : "tertiaryLabel")
    func bar(_ c: Point, _ w: Double, _ h: Double) -> Shape {
      .rect(Rect(x: c.x - w / 2, y: c.y - h / 2, width: w, height: h), cornerRadius: min(w, h) / 2)
    }
    fill(bar(minus, glyph, stroke), minusInk)
    // The plus's two bars overlap: a translucent ink is applied once, to the pair as a layer.
    let layered = plusInk.alpha < 1
    if layered { out.append(.pushLayer(opacity: plusInk.alpha)) }
    let opaque = plusInk.withAlpha(layered ? 1 : plusInk.alpha)
    fill(bar(plus, glyph, stroke), opaque)
    fill(bar(plus, stroke, glyph), opaque)
    if layered { out.append(.pop) }
  }

  // MARK: - Buttons

  /// A disabled button is drawn as `UIButton.Configuration` draws one: a filled button turns
  /// into a gray fill (`tertiarySystemFill`, the `fill` role) with `tertiaryLabel` text, a plain
  /// one into `tertiaryLabel` text. A button with an image draws it and the title where the image's
  /// placement puts them, as a group (`titleWidth` is the measured title; a leading image
  /// trails in right-to-left). The content sits inside the button's content insets where its
  /// content alignment says: centred unless the button is aligned to an edge
  /// (`contentAlignment`, and `verticalAlignment`'s top or bottom).
  /// A filled button's corners are the view's `radius` when it has one (an Interface Builder
  /// configuration's), else the form's primary button's 14.
  mutating func paintButton(
    _ button: ItemKind.Button, isEnabled: Bool = true, titleWidth: Double? = nil,
    symbolSize: Size? = nil, radius: Double? = nil,
    verticalAlignment: ContentVerticalAlignment = .center, _ frame: Rect
  ) {
    let radius = radius ?? Metrics.buttonRadius
    var style = button.textStyle
    let foreground: Color
    switch button.style {
    case .filled where !isEnabled:
      fill(.rect(frame, cornerRadius: radius), color("fill"))
      foreground = color("tertiaryLabel")
    case .plain where !isEnabled:
      foreground = color("tertiaryLabel")
    case .filled:
      var c = color(button.color)
      if button.isPressed { c = Color(red: c.red * 0.85, green: c.green * 0.85,
        blue: c.blue * 0.85, alpha: c.alpha) }
      fill(.rect(frame, cornerRadius: radius), c)
      foreground = color(button.titleColor ?? "buttonLabel")
    case .plain:
      // A pressed (toggled-on) bar button reads semibold, as `aria-pressed` does in the seed.
      if button.isPressed && style.weight < .semibold { style.weight = .semibold }
      foreground = color(button.color)
    }
    let box = frame.inset(by: button.contentInsets)
    let share = contentShare(button.contentAlignment, verticalAlignment)
    guard let image = button.image else {
      let room = box.inset(by: button.titleInsets)
      let lineHeight = style.lineHeight
      line(button.title, style, foreground, minX: room.minX, maxX: max(room.minX, room.maxX),
        midY: room.minY + lineHeight / 2 + (room.height - lineHeight) * share.y,
        share.x == 0 ? .leading : share.x == 1 ? .trailing : .center)
      return
    }
    let titleWidth = button.title.isEmpty ? 0 : (titleWidth ?? 0)
    // A symbol is drawn at its measured size (the title's point size), the asset image at its
    // own: the group of image and title where the button's content alignment puts it in its
    // content insets, as UIButton places its content.
    let drawn = symbolSize ?? image.size
    let group = SymbolAndTitle(
      title: titleWidth > 0 ? button.title : "", style: style, placement: image.placement,
      imagePadding: image.padding)
    var (placed, titleBox) = group.place(
      in: box, symbol: drawn, titleWidth: titleWidth, rightToLeft: isRTL, alignment: share)
    // The image and title edge insets move each from its place as they would move it inside
    // a box inset by them (half their difference when centred), and the image takes no more
    // room than the box inset by its insets leaves (UIButton squeezes a larger one into it:
    // insets are how apps draw a 40-pt icon smaller inside its button).
    func moved(_ rect: Rect, by insets: EdgeInsets) -> Rect {
      var r = rect
      r.origin.x += insets.left * (1 - share.x) - insets.right * share.x
      r.origin.y += insets.top * (1 - share.y) - insets.bottom * share.y
      return r
    }
    var imageRect = moved(placed ?? Rect(x: box.midX, y: box.midY, width: 0, height: 0), by: button.imageInsets)
    let imageRoom = box.inset(by: button.imageInsets)
    if imageRect.width > imageRoom.width {
      imageRect.origin.x = imageRoom.minX
      imageRect.size.width = max(0, imageRoom.width)
    }
    if imageRect.height > imageRoom.height {
      imageRect.origin.y = imageRoom.minY
      imageRect.size.height = max(0, imageRoom.height)
    }
    titleBox = moved(titleBox, by: button.titleInsets)
    switch image.content {
    case .symbol(let symbol):
      out.append(.symbol(symbolRun(symbol, in: imageRect, color: foreground)))
    case .file(let asset):
      out.append(.image(ImageRun(
        asset: asset, frame: imageRect, tint: image.isTemplate ? foreground : nil)))
    }
    if titleWidth > 0 {
      line(button.title, style, foreground, minX: titleBox.minX, maxX: titleBox.maxX,
        midY: titleBox.midY, .center)
    }
  }

  /// Where a control's content sits in the room its box leaves it, 0 at the left or top and
  /// 1 at the right or bottom: `leading` is the right in right-to-left, `left` is not.
  func contentShare(
    _ horizontal: ContentHorizontalAlignment, _ vertical: ContentVerticalAlignment
  ) -> (x: Double, y: Double) {
    let x: Double
    switch horizontal {
    case .center: x = 0.5
    case .left: x = 0
    case .right: x = 1
    case .leading: x = isRTL ? 1 : 0
    case .trailing: x = isRTL ? 0 : 1
    }
    switch vertical {
    case .top: return (x, 0)
    case .bottom: return (x, 1)
    case .center, .edges: return (x, 0.5)
    }
  }

  /// The gradient behind the primary button: the background, solid for the bottom 60 %,
  /// fading to transparent upwards, so content scrolls softly under the button.
  mutating func paintButtonBar(_ frame: Rect) {
    let bg = color("groupedBackground")
    out.append(
      .fill(
        .rect(frame, cornerRadius: 0),
        .linearGradient(
          start: Point(x: frame.midX, y: frame.maxY), end: Point(x: frame.midX, y: frame.minY),
          stops: [
            GradientStop(offset: 0, color: bg),
            GradientStop(offset: Metrics.buttonBarSolidFraction, color: bg),
            GradientStop(offset: 1, color: bg.withAlpha(0)),
          ])))
  }
}
