// Paints `DisplayItem`s onto one cairo context (a PNG image surface or an SVG surface).
import CCairo
import CPangoCairo
import Drawing
import Geometry

/// One paint pass over a display list.
///
/// Non-finite geometry (a broken layout) is skipped item by item rather than putting cairo into
/// an error state that would blank the rest.
struct Painter {
  let cr: OpaquePointer
  let text: TextEngine
  /// Device pixels per point for shadow masks (the PNG scale; a fixed value for SVG).
  let maskScale: Double
  /// What kind of surface is painted.
  var target: Target = .raster
  /// When the picture is painted in bands (a part of the rows each, on several threads):
  /// the band's rows in points, so items entirely outside it are skipped, and a context on
  /// the same surface that holds the list's own clips but not the band's, whose extents size
  /// shadow masks — a mask must not depend on the band, or the bands would not add up to
  /// the picture one pass paints.
  var band: (rows: Rect, clipProbe: OpaquePointer)? = nil

  /// Raster or vector output.
  ///
  /// Raster targets get glyph outlines filled like any shape (exact sub-pixel positions, no
  /// FreeType rasterisation options involved) and full-resolution shadow masks. Vector
  /// targets (SVG) get cairo glyphs (reusable `<symbol>`s) and small shadow bitmaps the viewer
  /// scales up.
  enum Target {
    case raster
    case vector
  }

  /// Blur radii beyond this (points) are clamped: the shadow is invisible long before.
  static let maxBlur = 1_000.0

  /// What an open `pushClip` / `pushLayer` needs at its `pop`.
  private enum Open {
    case clip
    case layer(opacity: Double)
  }

  /// Where `items[start]` (a push) is closed, or `items.count` when it never is.
  static func matchingPop(_ items: [DisplayItem], from start: Int) -> Int {
    var depth = 0
    for index in (start + 1)..<max(start + 1, items.count) {
      switch items[index] {
      case .pushClip, .pushLayer: depth += 1
      case .pop:
        if depth == 0 { return index }
        depth -= 1
      default: break
      }
    }
    return items.count
  }

  // MARK: - Display list

  func paint(_ list: DisplayList) {
    paint(list, items: 0..<list.items.count, background: true)
  }

  /// Paints `list.items[items]` (whole clips and layers: a range that starts and ends outside
  /// every one), the background first when asked.
  func paint(_ list: DisplayList, items: Range<Int>, background: Bool) {
    if background {
      cairo_save(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      setSource(list.background)
      cairo_paint(cr)
      cairo_restore(cr)
    }

    var open: [Open] = []
    for index in items {
      let item = list.items[index]
      if let band, !Self.mayTouch(item, rows: band.rows) { continue }
      switch item {
      case .fill(let shape, let paint):
        fill(shape, paint)
      case .stroke(let shape, let color, let width, let dash):
        stroke(shape, color: color, width: width, dash: dash)
      case .shadow(let shape, let color, let offset, let blur, let spread):
        shadow(shape, color: color, offset: offset, blur: blur, spread: spread)
      case .text(let run):
        draw(run)
      case .pushClip(let shape):
        cairo_save(cr)
        if shape.isFinite {
          cairo_new_path(cr)
          addPath(shape)
          cairo_clip(cr)
        }
        if let probe = band?.clipProbe {
          cairo_save(probe)
          if shape.isFinite {
            cairo_new_path(probe)
            Painter(cr: probe, text: text, maskScale: maskScale, target: target).addPath(shape)
            cairo_clip(probe)
          }
        }
        open.append(.clip)
      case .pushLayer(let opacity):
        // The group surface is as large as the clip: bound it by what the layer paints, so a
        // small translucent button does not composite a whole-canvas surface.
        cairo_save(cr)
        let end = Self.matchingPop(list.items, from: index)
        let bounds = Self.paintedBounds(list.items[(index + 1)..<end])
        if let bounds {
          cairo_new_path(cr)
          cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
          cairo_clip(cr)
        }
        if let probe = band?.clipProbe {
          cairo_save(probe)
          if let bounds {
            cairo_new_path(probe)
            cairo_rectangle(probe, bounds.minX, bounds.minY, bounds.width, bounds.height)
            cairo_clip(probe)
          }
        }
        cairo_push_group(cr)
        open.append(.layer(opacity: opacity))
      case .pop:
        if let last = open.popLast() { close(last) }  // a stray pop is ignored
      case .image(let run):
        draw(run)
      case .symbol(let run):
        draw(run)
      }
    }
    while let last = open.popLast() { close(last) }
  }

  private func close(_ open: Open) {
    if let probe = band?.clipProbe { cairo_restore(probe) }
    switch open {
    case .clip:
      cairo_restore(cr)
    case .layer(let opacity):
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, opacity.isFinite ? min(max(opacity, 0), 1) : 1)
      cairo_restore(cr)  // also drops the group pattern
    }
  }

  /// How many of `items`, from the start, may be painted in bands: those before the first
  /// dashed stroke, cut back to where no clip or layer is open. A band's clip changes what
  /// cairo's stroker makes of a dashed line (it skips the dashes outside the clip, and the
  /// coverage of the others moves by a few levels), so from there on one thread paints the
  /// rest on the whole picture.
  static func bandablePrefix(_ items: [DisplayItem]) -> Int {
    var depth = 0
    var lastTopLevel = 0
    for (index, item) in items.enumerated() {
      if depth == 0 { lastTopLevel = index }
      switch item {
      case .stroke(_, _, _, let dash) where !dash.isEmpty: return lastTopLevel
      case .pushClip, .pushLayer: depth += 1
      case .pop: depth = max(0, depth - 1)
      default: break
      }
    }
    return items.count
  }

  /// False only when `item` paints nothing inside `rows` (a drawing item whose painted bounds,
  /// grown by a margin, lie wholly above or below them); clips and layers always count.
  static func mayTouch(_ item: DisplayItem, rows: Rect) -> Bool {
    mayTouch(reach: reach(of: item), rows: rows)
  }

  /// What `mayTouch` reads of an item: its painted bounds, or nil when it counts for every
  /// row (a clip, a layer, a pop, or bounds that are not known).
  static func reach(of item: DisplayItem) -> Rect? {
    switch item {
    case .pushClip, .pushLayer, .pop: return nil
    default: return paintedBounds([item][...])
    }
  }

  /// `reach(of:)`, except that wrapping text without a line limit is laid out as `draw` lays
  /// it out, so that its lines are counted instead of its reach being unknown.
  static func laidOutReach(of item: DisplayItem, text: TextEngine) -> Rect? {
    guard case .text(var run) = item, case .wrap = run.truncation, run.maxLines <= 0,
      !run.string.isEmpty, run.style.size.isFinite, run.style.lineHeight.isFinite
    else { return reach(of: item) }
    let width: Double? = run.frame.width.isFinite ? max(0, run.frame.width) : nil
    let lines = text.withLayout(
      run.string, style: run.style, width: width, mode: .wrap(maxLines: run.maxLines)
    ) { _, shape in shape.lines.count }
    guard lines > 0 else { return reach(of: item) }
    run.maxLines = lines
    return reach(of: .text(run))
  }

  /// `mayTouch` of an item whose `reach(of:)` is `reach`.
  static func mayTouch(reach: Rect?, rows: Rect) -> Bool {
    guard let bounds = reach else { return true }
    let margin = 8.0  // points: far beyond any antialiasing fringe, at any scale
    return bounds.maxY + margin > rows.minY && bounds.minY - margin < rows.maxY
  }

  /// A rectangle containing everything `items` can paint, or nil when unknown (unbounded
  /// wrapping text, a shape with non-finite geometry).
  static func paintedBounds(_ items: ArraySlice<DisplayItem>) -> Rect? {
    var union: Rect? = nil
    func add(_ rect: Rect?) -> Bool {
      guard let rect, rect.isFinite else { return false }
      guard let current = union else {
        union = rect
        return true
      }
      let minX = min(current.minX, rect.minX), minY = min(current.minY, rect.minY)
      union = Rect(
        x: minX, y: minY, width: max(current.maxX, rect.maxX) - minX,
        height: max(current.maxY, rect.maxY) - minY)
      return true
    }
    for item in items {
      let ok: Bool
      switch item {
      case .fill(let shape, _):
        ok = add(shape.bounds?.insetBy(dx: -1, dy: -1))
      case .stroke(let shape, _, let width, _):
        let grow = 5 * max(0, width.isFinite ? width : 0) + 1  // miter joins reach 5 × width
        ok = add(shape.bounds?.insetBy(dx: -grow, dy: -grow))
      case .shadow(let shape, _, let offset, let blur, let spread):
        let grow = max(0, spread) + 1.5 * max(0, blur) + 1
        ok = add(shape.bounds?.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -grow, dy: -grow))
      case .text(let run):
        let lines: Int
        switch run.truncation {
        case .tail, .clip: lines = 1
        case .wrap: lines = run.maxLines
        }
        // Glyphs may overhang their line box; clipped text is wider than its frame only
        // before the clip, so one em of margin on every side covers them.
        let em = run.style.size.isFinite ? abs(run.style.size) : .infinity
        let height = Double(lines) * (abs(run.style.lineHeight) + abs(run.style.lineSpacing))
        ok =
          lines > 0
          && add(
            Rect(
              x: run.frame.minX - em, y: run.frame.minY - em,
              width: max(0, run.frame.width) + 2 * em, height: height + 2 * em))
      case .pushClip, .pushLayer, .pop:
        ok = true
      case .image(let run):
        ok = add(run.frame.insetBy(dx: -1, dy: -1))
      case .symbol(let run):
        ok = add(run.frame.insetBy(dx: -1 - run.outlineWidth, dy: -1 - run.outlineWidth))
      }
      if !ok {
        if case .fill(let shape, _) = item, !shape.isFinite { continue }  // skipped when painted
        return nil
      }
    }
    return union ?? Rect(x: 0, y: 0, width: 0, height: 0)
  }

  // MARK: - Shapes

  private func fill(_ shape: Shape, _ paint: Paint) {
    guard shape.isFinite else { return }
    cairo_new_path(cr)
    addPath(shape)
    switch paint {
    case .solid(let color):
      setSource(color)
      cairo_fill(cr)
    case .linearGradient(let start, let end, let stops):
      guard !stops.isEmpty, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite
      else {
        cairo_new_path(cr)
        return
      }
      guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else {
        return
      }
      for stop in stops {
        let c = Self.clamped(stop.color)
        let offset = stop.offset.isFinite ? min(max(stop.offset, 0), 1) : 0
        cairo_pattern_add_color_stop_rgba(pattern, offset, c.red, c.green, c.blue, c.alpha)
      }
      cairo_set_source(cr, pattern)
      cairo_fill(cr)
      cairo_pattern_destroy(pattern)
    }
  }

  private func stroke(_ shape: Shape, color: Color, width: Double, dash: [Double]) {
    guard shape.isFinite, width.isFinite, width > 0 else { return }
    cairo_save(cr)
    cairo_new_path(cr)
    addPath(shape)
    setSource(color)
    cairo_set_line_width(cr, width)
    let usable = dash.allSatisfy { $0.isFinite && $0 >= 0 } && dash.reduce(0, +) > 0
    if usable {
      dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
    }
    cairo_stroke(cr)
    cairo_restore(cr)
  }

  /// Adds `shape`, grown by `spread` (rects and ellipses only), to the current path.
  func addPath(_ shape: Shape, spread: Double = 0) {
    switch shape {
    case .rect(let rect, let radius):
      let r = rect.standardized.insetBy(dx: -spread, dy: -spread)
      let corner = radius > 0 ? max(0, radius + spread) : 0
      addRoundedRect(
        r,
        CornerRadii(
          topLeft: corner, topRight: corner, bottomRight: corner,
          bottomLeft: corner))
    case .roundedRect(let rect, let radii):
      let r = rect.standardized.insetBy(dx: -spread, dy: -spread)
      func grown(_ v: Double) -> Double { v > 0 ? max(0, v + spread) : 0 }
      addRoundedRect(
        r,
        CornerRadii(
          topLeft: grown(radii.topLeft), topRight: grown(radii.topRight),
          bottomRight: grown(radii.bottomRight), bottomLeft: grown(radii.bottomLeft)))
    case .ellipse(let rect):
      let r = rect.standardized.insetBy(dx: -spread, dy: -spread)
      guard r.width > 0, r.height > 0 else { return }
      cairo_save(cr)
      cairo_translate(cr, r.midX, r.midY)
      cairo_scale(cr, r.width / 2, r.height / 2)
      cairo_new_sub_path(cr)
      cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
      cairo_close_path(cr)
      cairo_restore(cr)
    case .path(let elements):
      for element in elements {
        switch element {
        case .move(let p): cairo_move_to(cr, p.x, p.y)
        case .line(let p): cairo_line_to(cr, p.x, p.y)
        case .curve(let a, let b, let p): cairo_curve_to(cr, a.x, a.y, b.x, b.y, p.x, p.y)
        case .close: cairo_close_path(cr)
        }
      }
    }
  }

  /// A rectangle with per-corner radii, scaled down together when they overlap (as CSS does).
  private func addRoundedRect(_ r: Rect, _ radii: CornerRadii) {
    guard r.width > 0, r.height > 0 else { return }
    var tl = max(0, radii.topLeft), tr = max(0, radii.topRight)
    var br = max(0, radii.bottomRight), bl = max(0, radii.bottomLeft)
    if tl + tr + br + bl == 0 {
      cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
      return
    }
    var factor = 1.0
    for (sum, side) in [
      (tl + tr, r.width), (bl + br, r.width), (tl + bl, r.height),
      (tr + br, r.height),
    ] where sum > side {
      factor = min(factor, side / sum)
    }
    tl *= factor; tr *= factor; br *= factor; bl *= factor
    let half = Double.pi / 2
    cairo_new_sub_path(cr)
    cairo_arc(cr, r.maxX - tr, r.minY + tr, tr, -half, 0)
    cairo_arc(cr, r.maxX - br, r.maxY - br, br, 0, half)
    cairo_arc(cr, r.minX + bl, r.maxY - bl, bl, half, 2 * half)
    cairo_arc(cr, r.minX + tl, r.minY + tl, tl, 2 * half, 3 * half)
    cairo_close_path(cr)
  }

  // MARK: - Shadows

  /// A CSS outer box shadow: the shape grown by `spread`, moved by `offset`, blurred with a
  /// gaussian of σ = blur / 2 (box blur ×3 of an A8 mask), visible only outside the shape.
  private func shadow(_ shape: Shape, color: Color, offset: Point, blur: Double, spread: Double) {
    guard shape.isFinite, offset.x.isFinite, offset.y.isFinite, blur.isFinite, spread.isFinite,
      color.alpha > 0
    else { return }
    let sigma = min(max(0, blur), Self.maxBlur) / 2
    let pad = 3 * sigma + 1
    var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
    cairo_clip_extents(band?.clipProbe ?? cr, &x1, &y1, &x2, &y2)
    let visible = Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    guard
      let bounds = shape.bounds?.insetBy(dx: -spread, dy: -spread)
        .offsetBy(dx: offset.x, dy: offset.y),
      let area = bounds.insetBy(dx: -pad, dy: -pad).intersection(
        visible.insetBy(dx: -pad, dy: -pad))
    else { return }

    // A wide blur needs no full resolution: blur a mask at 1/step of the device resolution
    // (σ stays ≥ 3 mask pixels) and let bilinear filtering scale it up. The mask grid is
    // snapped to whole device pixels so the result does not depend on sub-pixel origins.
    let step = max(1, Int((sigma * maskScale / 3).rounded(.down)))
    let scale = maskScale / Double(step)
    let px0 = (area.minX * scale).rounded(.down), py0 = (area.minY * scale).rounded(.down)
    let width = Int((area.maxX * scale).rounded(.up) - px0)
    let height = Int((area.maxY * scale).rounded(.up) - py0)
    guard width > 0, height > 0, width <= 16_384, height <= 16_384,
      let maskPointer = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return }
    let mask = CairoSurface(maskPointer)
    guard mask.status == CAIRO_STATUS_SUCCESS else { return }
    cairo_surface_set_device_scale(mask.pointer, scale, scale)
    let origin = Point(x: px0 / scale, y: py0 / scale)
    do {
      let mcr = CairoContext(mask)
      cairo_translate(mcr.pointer, offset.x - origin.x, offset.y - origin.y)
      Painter(cr: mcr.pointer, text: text, maskScale: scale, target: target)
        .addPath(shape, spread: spread)
      cairo_set_source_rgba(mcr.pointer, 0, 0, 0, 1)
      cairo_fill(mcr.pointer)
    }
    cairo_surface_flush(mask.pointer)
    if let data = cairo_image_surface_get_data(mask.pointer) {
      AlphaBlur.blur(
        data, width: width, height: height,
        stride: Int(cairo_image_surface_get_stride(mask.pointer)), sigma: sigma * scale)
    }
    cairo_surface_mark_dirty(mask.pointer)
    // Raster: scale up here, then composite 1:1 (pixman's scaled A8 path is slow). Vector:
    // embed the small mask and let the viewer interpolate it.
    let source: CairoSurface
    switch target {
    case .raster:
      guard let full = Self.upsampled(mask, factor: step, scale: maskScale) else { return }
      source = full
    case .vector:
      source = mask
    }
    guard let pattern = cairo_pattern_create_for_surface(source.pointer) else { return }
    defer { cairo_pattern_destroy(pattern) }
    var matrix = cairo_matrix_t()
    cairo_matrix_init_translate(&matrix, -origin.x, -origin.y)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)

    cairo_save(cr)
    cairo_new_path(cr)
    cairo_rectangle(cr, area.minX - 1, area.minY - 1, area.width + 2, area.height + 2)
    addPath(shape)
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    cairo_clip(cr)
    setSource(color)
    cairo_mask(cr, pattern)
    cairo_restore(cr)
  }

  /// `mask` (device scale `scale / factor`) scaled up by `factor` to device scale `scale`.
  private static func upsampled(_ mask: CairoSurface, factor: Int, scale: Double) -> CairoSurface? {
    guard factor > 1 else { return mask }
    let width = Int(cairo_image_surface_get_width(mask.pointer))
    let height = Int(cairo_image_surface_get_height(mask.pointer))
    guard width * factor <= 16_384, height * factor <= 16_384 else { return nil }
    guard
      let pointer = cairo_image_surface_create(
        CAIRO_FORMAT_A8, Int32(width * factor), Int32(height * factor))
    else { return nil }
    let full = CairoSurface(pointer)
    guard full.status == CAIRO_STATUS_SUCCESS,
      let source = cairo_image_surface_get_data(mask.pointer),
      let destination = cairo_image_surface_get_data(full.pointer)
    else { return nil }
    cairo_surface_flush(full.pointer)
    AlphaBlur.upsample(
      source, width: width, height: height,
      stride: Int(cairo_image_surface_get_stride(mask.pointer)), factor: factor,
      into: destination, destinationStride: Int(cairo_image_surface_get_stride(full.pointer)))
    cairo_surface_mark_dirty(full.pointer)
    cairo_surface_set_device_scale(full.pointer, scale, scale)
    return full
  }

  // MARK: - Images

  /// The image variant for this target (raster: the one for the pixel scale, as UIKit picks
  /// `@2x`/`@3x`; vector: the sharpest) stretched to the frame with smooth filtering; a
  /// template image's alpha is filled with its tint.
  private func draw(_ run: ImageRun) {
    let frame = run.frame
    guard frame.isFinite, frame.width > 0, frame.height > 0,
      let variant = target == .vector
        ? run.asset.variants.last : run.asset.variant(for: maskScale),
      let surface = Self.surface(variant.pixels),
      let pattern = cairo_pattern_create_for_surface(surface.pointer)
    else { return }
    defer { cairo_pattern_destroy(pattern) }
    var matrix = cairo_matrix_t()
    cairo_matrix_init_scale(
      &matrix, Double(variant.pixels.width) / frame.width,
      Double(variant.pixels.height) / frame.height)
    cairo_matrix_translate(&matrix, -frame.minX, -frame.minY)
    cairo_pattern_set_matrix(pattern, &matrix)
    cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_save(cr)
    cairo_new_path(cr)
    cairo_rectangle(cr, frame.minX, frame.minY, frame.width, frame.height)
    cairo_clip(cr)
    if let tint = run.tint {
      setSource(tint)
      cairo_mask(cr, pattern)
    } else {
      cairo_set_source(cr, pattern)
      cairo_paint(cr)
    }
    cairo_restore(cr)
  }

  /// A premultiplied ARGB32 surface holding `image`'s straight-alpha RGBA pixels.
  static func surface(_ image: PixelImage) -> CairoSurface? {
    guard image.width > 0, image.height > 0, image.width <= 32_767, image.height <= 32_767,
      let pointer = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height))
    else { return nil }
    let surface = CairoSurface(pointer)
    guard surface.status == CAIRO_STATUS_SUCCESS,
      let data = cairo_image_surface_get_data(pointer)
    else { return nil }
    cairo_surface_flush(pointer)
    let stride = Int(cairo_image_surface_get_stride(pointer))
    image.rgba.withUnsafeBufferPointer { rgba in
      for y in 0..<image.height {
        let row = (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: image.width) {
          $0
        }
        for x in 0..<image.width {
          let i = (y * image.width + x) * 4
          let a = UInt32(rgba[i + 3])
          func pre(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
          row[x] = a << 24 | pre(rgba[i]) << 16 | pre(rgba[i + 1]) << 8 | pre(rgba[i + 2])
        }
      }
    }
    cairo_surface_mark_dirty(pointer)
    return surface
  }

  // MARK: - Text

  private func draw(_ run: TextRun) {
    let frame = run.frame
    let style = run.style
    guard frame.minX.isFinite, frame.minY.isFinite, style.size.isFinite, style.lineHeight.isFinite,
      style.tracking.isFinite, !run.string.isEmpty
    else { return }
    let mode: LineMode
    switch run.truncation {
    case .tail: mode = .tail
    case .clip: mode = .clip
    case .wrap: mode = run.maxLines == 1 ? .tail : .wrap(maxLines: run.maxLines)
    }
    var width: Double? = frame.width.isFinite ? max(0, frame.width) : nil
    let lineHeight = run.style.lineHeight
    // A line the stand-in sets a little wider than a frame made for SF's text is drawn whole,
    // condensed to the frame (`TextStyle.standInSlack`), as iOS shows it whole.
    var condense = 1.0
    if mode == .tail, style.standInSlack > 0, let limit = width, limit > 0 {
      let natural = text.withLayout(run.string, style: style, width: nil, mode: .clip) { _, shape in
        shape.metrics.size.width
      }
      if natural > limit + TextEngine.fitTolerance, natural <= style.widthShownWhole(in: limit) {
        condense = limit / natural
        width = nil
      }
    }
    cairo_save(cr)
    if condense < 1 {
      cairo_translate(cr, frame.minX, 0)
      cairo_scale(cr, condense, 1)
      cairo_translate(cr, -frame.minX, 0)
    }
    // One line cut off at the edge: `.clip`, or a line break mode without "…".
    if mode == .clip || (mode == .tail && !run.style.lineBreak.truncates), let width {
      cairo_new_path(cr)
      cairo_rectangle(cr, frame.minX, frame.minY - lineHeight, width, 3 * lineHeight)
      cairo_clip(cr)
    }
    setSource(run.color)
    cairo_new_path(cr)
    // The glyphs become a path (raster) or recorded glyphs (vector) under the font lock; the
    // path is filled after it, so two renderers fill their text at once.
    text.withLayout(run.string, style: run.style, width: width, mode: mode) { layout, shape in
      for (index, line) in shape.lines.enumerated() {
        guard let pangoLine = pango_layout_get_line_readonly(layout, Int32(index)) else { break }
        let free = (width ?? line.alignedWidth) - line.alignedWidth
        let shift: Double
        switch run.alignment {
        case .leading: shift = 0
        case .center: shift = free / 2
        case .trailing: shift = free
        }
        let x = frame.minX + shift + line.originOffset
        let y = frame.minY + Double(index) * run.style.linePitch + shape.metrics.firstBaseline
        cairo_move_to(cr, x, y)
        switch target {
        case .raster: pango_cairo_layout_line_path(cr, pangoLine)
        case .vector: pango_cairo_show_layout_line(cr, pangoLine)
        }
      }
    }
    if target == .raster { cairo_fill(cr) }
    cairo_new_path(cr)
    restoreAfterText()
  }

  /// `cairo_restore` after drawing text, under the font lock: Pango set the run's font on the
  /// saved state, and restoring may free it (`FontFaceLock`).
  private func restoreAfterText() {
    FontFaceLock.withLock { cairo_restore(cr) }
  }

  /// The glyph's ink box mapped onto the run's frame (a uniform scale unless the content mode
  /// stretches), mirrored about the frame's centre for a right-to-left directional symbol.
  private func draw(_ run: SymbolRun) {
    let frame = run.frame
    let ink = text.ink(run.glyph, style: run.style).box
    guard frame.isFinite, ink.isFinite, ink.width > 0, ink.height > 0, frame.width > 0,
      frame.height > 0, run.style.size.isFinite, !run.glyph.isEmpty
    else { return }
    let stroke = run.outlineWidth.isFinite ? max(0, run.outlineWidth) : 0
    // The stroke grows the ink by half its width on every side; the frame holds the grown box.
    let grown = ink.insetBy(dx: -stroke / 2, dy: -stroke / 2)
    cairo_save(cr)
    cairo_translate(cr, frame.minX, frame.minY)
    if run.mirrored {
      cairo_translate(cr, frame.width, 0)
      cairo_scale(cr, -1, 1)
    }
    cairo_scale(cr, frame.width / grown.width, frame.height / grown.height)
    cairo_translate(cr, -grown.minX, -grown.minY)
    setSource(run.color)
    cairo_new_path(cr)
    // The glyph's path is made under the font lock and filled after it (as a text run's).
    text.withLayout(run.glyph, style: run.style, width: nil, mode: .clip) { layout, _ in
      guard let line = pango_layout_get_line_readonly(layout, 0) else { return }
      cairo_move_to(cr, 0, 0)
      pango_cairo_layout_line_path(cr, line)
    }
    if stroke > 0 {
      cairo_set_line_width(cr, stroke)
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      cairo_fill_preserve(cr)
      cairo_stroke(cr)
    } else {
      cairo_fill(cr)
    }
    cairo_new_path(cr)
    restoreAfterText()
  }

  // MARK: - Colours

  private func setSource(_ color: Color) {
    let c = Self.clamped(color)
    cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
  }

  /// Straight-alpha components in 0…1 (NaN → 0); cairo takes straight alpha too.
  static func clamped(_ c: Color) -> Color {
    func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
    return Color(red: unit(c.red), green: unit(c.green), blue: unit(c.blue), alpha: unit(c.alpha))
  }
}

// MARK: - Geometry helpers

extension Rect {
  /// The same rectangle with a non-negative width and height.
  var standardized: Rect {
    Rect(
      x: Swift.min(minX, maxX), y: Swift.min(minY, maxY),
      width: abs(width), height: abs(height))
  }

  var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}

extension Shape {
  /// Every coordinate is finite (a broken layout may produce NaN or ±∞).
  var isFinite: Bool {
    switch self {
    case .rect(let r, let radius): return r.isFinite && radius.isFinite
    case .roundedRect(let r, let radii):
      return r.isFinite && radii.topLeft.isFinite && radii.topRight.isFinite
        && radii.bottomRight.isFinite && radii.bottomLeft.isFinite
    case .ellipse(let r): return r.isFinite
    case .path(let elements):
      return elements.allSatisfy { element in
        switch element {
        case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
        case .curve(let a, let b, let p):
          return [a, b, p].allSatisfy { $0.x.isFinite && $0.y.isFinite }
        case .close: return true
        }
      }
    }
  }

  /// The bounding box (control points included for paths), nil for an empty path.
  var bounds: Rect? {
    switch self {
    case .rect(let r, _), .roundedRect(let r, _), .ellipse(let r): return r.standardized
    case .path(let elements):
      var points: [Point] = []
      for element in elements {
        switch element {
        case .move(let p), .line(let p): points.append(p)
        case .curve(let a, let b, let p): points += [a, b, p]
        case .close: break
        }
      }
      guard let first = points.first else { return nil }
      var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
      for p in points {
        minX = min(minX, p.x); minY = min(minY, p.y)
        maxX = max(maxX, p.x); maxY = max(maxY, p.y)
      }
      return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
  }
}
