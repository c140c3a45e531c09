// Painting of `UIImageView`: the content mode's geometry and template tinting.
import AutoLayout
import Drawing
import Geometry
import LayoutContract

extension ScenePainter {
  /// The image placed by its content mode (it may overflow the view, as in UIKit, unless the
  /// view clips: `clipsToBounds`).
  mutating func paintImage(_ image: ItemKind.ImageView, item: LayoutItem, _ frame: Rect) {
    let size: Size?
    switch image.content {
    case .file(let asset): size = asset.variant(for: env.scale)?.pointSize
    // A symbol the engine did not measure (an IB image view sized by the file's recorded
    // image size) has that size for its content mode to place, as UIImageView scales a symbol
    // image by its own aspect (corona-warn-app's chevron, aspect-fit in a 324-pt-wide view, is
    // a 10-pt chevron, not a wedge across the row); with no size at all it fills its view.
    case .symbol: size = layout.symbolSizes[item.id] ?? Self.fixedSize(item.intrinsic) ?? frame.size
    }
    guard let size, size.width > 0, size.height > 0 else { return }
    let rect = Self.imageRect(
      size, in: frame, mode: image.contentMode, rightToLeft: isRTL)
    let clip = item.style.clipsToBounds ? styledShape(item, frame) : nil
    if let clip { out.append(.pushClip(clip)) }
    switch image.content {
    case .file(let asset):
      out.append(.image(ImageRun(asset: asset, frame: rect, tint: image.templateTint.map(color))))
    case .symbol(let symbol):
      out.append(.symbol(symbolRun(symbol, in: rect, color: color(image.templateTint ?? "tint"))))
    }
    if clip != nil { out.append(.pop) }
  }

  /// Both metrics of a fixed intrinsic size, nil when either axis has none.
  static func fixedSize(_ content: IntrinsicContent) -> Size? {
    guard case .size(let width?, let height?) = content, width > 0, height > 0 else { return nil }
    return Size(width: width, height: height)
  }

  /// A symbol drawn into `rect` (its measured size, or what the content mode made of it);
  /// a directional one mirrored in a right-to-left layout.
  func symbolRun(_ symbol: Symbol, in rect: Rect, color: Color) -> SymbolRun {
    SymbolRun(
      glyph: symbol.glyph, style: symbol.glyphStyle, frame: rect, color: color,
      outlineWidth: symbol.outlineWidth, mirrored: symbol.isDirectional && isRTL)
  }

  /// Where UIKit draws an image of `size` points in `frame` for a content mode. `leading` and
  /// `trailing` follow the layout direction.
  static func imageRect(
    _ size: Size, in frame: Rect, mode: ItemKind.ImageView.ContentMode, rightToLeft: Bool
  ) -> Rect {
    func centred(_ w: Double, _ h: Double) -> Rect {
      Rect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
    }
    let w = size.width
    let h = size.height
    let left = rightToLeft ? frame.maxX - w : frame.minX
    let right = rightToLeft ? frame.minX : frame.maxX - w
    switch mode {
    case .scaleToFill: return frame
    case .aspectFit, .aspectFill:
      let sx = frame.width / w
      let sy = frame.height / h
      let s = mode == .aspectFit ? min(sx, sy) : max(sx, sy)
      return centred(w * s, h * s)
    case .center: return centred(w, h)
    case .top: return Rect(x: frame.midX - w / 2, y: frame.minY, width: w, height: h)
    case .bottom: return Rect(x: frame.midX - w / 2, y: frame.maxY - h, width: w, height: h)
    case .leading: return Rect(x: left, y: frame.midY - h / 2, width: w, height: h)
    case .trailing: return Rect(x: right, y: frame.midY - h / 2, width: w, height: h)
    case .topLeading: return Rect(x: left, y: frame.minY, width: w, height: h)
    case .topTrailing: return Rect(x: right, y: frame.minY, width: w, height: h)
    case .bottomLeading: return Rect(x: left, y: frame.maxY - h, width: w, height: h)
    case .bottomTrailing: return Rect(x: right, y: frame.maxY - h, width: w, height: h)
    }
  }
}

extension ScenePainter {
  /// An iOS 15 `UIButton.Configuration` button: its background by look (plain none, gray and
  /// bordered `tertiarySystemFill`, tinted the tint at 15 %, filled and borderedProminent the
  /// tint) with the size's corner radius (`cornerRadius:` overrides it, `capsule` too), and the
  /// title and symbol centred as a group in the foreground colour (white on a filled button,
  /// the tint otherwise). Disabled: no tint, `tertiaryLabel` on `tertiarySystemFill`.
  mutating func paintConfiguredButton(
    _ configuration: ItemKind.Button.Configuration, _ button: ItemKind.Button, item: LayoutItem,
    _ frame: Rect
  ) {
    let tint = color(button.color)
    let enabled = item.style.isEnabled
    var background: Color?
    var foreground = tint
    switch configuration.look {
    case .plain: background = nil
    case .gray, .bordered: background = color("tertiarySystemFill")
    case .tinted: background = tint.withAlpha(tint.alpha * 0.15)
    case .filled, .borderedProminent:
      background = tint
      foreground = color("buttonLabel")
    }
    if !enabled {
      foreground = color("tertiaryLabel")
      if background != nil { background = color("tertiarySystemFill") }
    }
    let radius =
      item.style.cornerRadius?.radius(width: frame.width, height: frame.height)
      ?? configuration.size.cornerRadius
    if let background { fill(.rect(frame, cornerRadius: radius), background) }
    let content = configuration.content
    let symbolSize = layout.symbolSizes[item.id]
    let titleWidth = layout.titleWidths[item.id] ?? 0
    let placed = content.place(
      in: frame, symbol: symbolSize, titleWidth: titleWidth, rightToLeft: isRTL)
    if let symbol = content.symbol, let rect = placed.symbol {
      out.append(.symbol(symbolRun(symbol, in: rect, color: foreground)))
    }
    // The title keeps its measured width; a narrower button cuts it with "…" at its inset box.
    let inner = frame.inset(by: content.insets)
    let title = placed.title
    let minX = max(inner.minX, title.minX)
    let maxX = min(inner.maxX, max(title.maxX, minX))
    line(button.title, content.style, foreground, minX: minX, maxX: maxX, midY: title.midY, .center)
  }
}
