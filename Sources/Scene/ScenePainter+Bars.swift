// Painting of the system chrome: status bar (time, Dynamic Island, signal/wifi/battery) and
// the navigation bar whose background and inline title follow the scroll position.
import AutoLayout
import Drawing
import LayoutContract
import LayoutVocabulary
import Geometry

extension ScenePainter {
  // MARK: - Scroll-driven bar state

  /// How far the form's main scroll view has scrolled (the one a navigation bar follows).
  var barScrollOffset: Double {
    for item in form.items {
      if case .navigationBar(let bar) = item.kind, let sv = bar.scrollView {
        return layout.contentOffset(sv)
      }
    }
    return 0
  }

  /// The bar background's opacity: 0 at the top, 1 after 40 pt of scrolling.
  static func barBackgroundOpacity(offset: Double) -> Double {
    clamp01(offset / Metrics.barFadeEnd)
  }

  /// The inline title's opacity: 0 until 40 pt, 1 from 64 pt (the large title has gone).
  static func inlineTitleOpacity(offset: Double) -> Double {
    let r = Metrics.titleFade
    return clamp01((offset - r.lowerBound) / (r.upperBound - r.lowerBound))
  }

  /// Runs `body` inside a layer of `opacity`; skips it when invisible.
  mutating func withOpacity(_ opacity: Double, _ body: (inout ScenePainter) -> Void) {
    guard opacity > 0 else { return }
    if opacity < 1 { out.append(.pushLayer(opacity: opacity)) }
    body(&self)
    if opacity < 1 { out.append(.pop) }
  }

  /// A standard bar's background: its `barTintColor`, else the material.
  mutating func paintBarBackground(_ frame: Rect, tint: String?) {
    if let tint {
      fill(.rect(frame, cornerRadius: 0), color(tint))
    } else {
      paintBarMaterial(.rect(frame, cornerRadius: 0))
    }
  }

  /// The translucent bar colour over a veil of the background: without a backdrop blur, the
  /// veil keeps content scrolling underneath from showing through as sharp ghost text.
  mutating func paintBarMaterial(_ shape: Shape) {
    fill(shape, color("groupedBackground").withAlpha(Metrics.barVeil))
    fill(shape, color("bar"))
  }

  // MARK: - Status bar

  mutating func paintStatusBar(_ bar: ItemKind.StatusBar, _ frame: Rect) {
    if let background = bar.barBackground {
      paintBarBackground(frame, tint: background == "material" ? nil : background)
    } else {
      let fade = Self.barBackgroundOpacity(offset: barScrollOffset)
      withOpacity(fade) { p in p.paintBarMaterial(.rect(frame, cornerRadius: 0)) }
    }
    if bar.isClassic {
      paintClassicStatusBar(bar, frame)
      return
    }
    if bar.showsIsland {
      let s = Metrics.islandSize
      fill(
        .rect(
          Rect(x: frame.midX - s.width / 2, y: frame.minY + Metrics.islandTop, width: s.width,
            height: s.height), cornerRadius: Metrics.islandRadius), color("island"))
    }
    // Compact: contents sit on the bottom edge (padding 0 26 12 34, 15 pt); regular: centred
    // in the 24 pt bar above a 5 pt padding (12 pt type).
    let regular = isRegular
    let timeStyle = TextStyle(size: regular ? 12 : 15, weight: .semibold, lineHeight: 18)
    let left = frame.minX + (regular ? 22 : 34)
    let right = frame.maxX - (regular ? 22 : 26)
    let timeMid = regular ? frame.minY + (frame.height - 5) / 2 : frame.maxY - 12 - 7.5
    let glyphMid = regular ? timeMid : frame.maxY - 12 - 6
    line(bar.time, timeStyle, color("label"), minX: left, maxX: frame.midX, midY: timeMid)
    paintStatusGlyphs(trailing: right, midY: glyphMid)
  }

  /// The 20-pt bar of an iPhone without a notch: signal and wifi 6 pt from the left, the
  /// time centred (12 pt semibold), the battery 6 pt from the right.
  mutating func paintClassicStatusBar(_ bar: ItemKind.StatusBar, _ frame: Rect) {
    let ink = color("label")
    let midY = frame.midY
    let signal = Rect(x: frame.minX + 6, y: midY - 4.5, width: 14, height: 9)
    let wifi = Rect(x: signal.maxX + 5, y: midY - 4.5, width: 12, height: 9)
    fill(Glyphs.signal(in: signal), ink)
    fill(Glyphs.wifi(in: wifi), ink)
    let style = TextStyle(size: 12, weight: .semibold, lineHeight: 16)
    line(bar.time, style, ink, minX: frame.minX, maxX: frame.maxX, midY: midY, .center)
    paintBattery(Rect(x: frame.maxX - 6 - 25, y: midY - 5.5, width: 25, height: 11))
  }

  /// Signal, wifi and battery, right to left, 6 pt apart (the seed's `.glyphs`).
  mutating func paintStatusGlyphs(trailing: Double, midY: Double) {
    let ink = color("label")
    let battery = Rect(x: trailing - 25, y: midY - 6, width: 25, height: 12)
    let wifi = Rect(x: battery.minX - 6 - 15, y: midY - 5.5, width: 15, height: 11)
    let signal = Rect(x: wifi.minX - 6 - 17, y: midY - 5.5, width: 17, height: 11)
    fill(Glyphs.signal(in: signal), ink)
    fill(Glyphs.wifi(in: wifi), ink)
    paintBattery(battery)
  }

  /// The battery: an outline and a level three quarters full.
  mutating func paintBattery(_ battery: Rect) {
    let ink = color("label")
    out.append(
      .stroke(.rect(battery.insetBy(dx: 1, dy: 1), cornerRadius: 3),
        color: color("secondaryLabel"), width: 2, dash: []))
    let level = battery.insetBy(dx: 3, dy: 3)
    fill(.rect(Rect(x: level.minX, y: level.minY, width: level.width * 0.72,
      height: level.height), cornerRadius: 1), ink)
  }

  // MARK: - Navigation bar

  /// The bar background with its hairline fades in over the first 40 pt of scrolling; the
  /// centred inline title between 40 and 64 pt. Bar buttons are child items.
  mutating func paintNavigationBar(_ bar: ItemKind.NavigationBar, _ frame: Rect) {
    if bar.isStandard {
      paintStandardNavigationBar(bar, frame)
      return
    }
    let offset = bar.scrollView.map { layout.contentOffset($0) } ?? 0
    withOpacity(Self.barBackgroundOpacity(offset: offset)) { p in
      p.paintBarMaterial(.rect(frame, cornerRadius: 0))
      p.fill(.rect(Rect(x: frame.minX, y: frame.maxY, width: frame.width,
        height: Metrics.hairline), cornerRadius: 0), p.color("separator"))
    }
    withOpacity(Self.inlineTitleOpacity(offset: offset)) { p in
      p.line(bar.title, Metrics.bodySemibold, p.color("label"), minX: frame.minX,
        maxX: frame.maxX, midY: frame.midY, .center)
    }
  }
}

extension ScenePainter {
  /// A standard navigation bar: the material (or its `barTintColor`), the hairline under it,
  /// the inline title centred in semibold, and the bar button items in the tint colour from
  /// the bar's margins (16 pt; a done item semibold).
  mutating func paintStandardNavigationBar(_ bar: ItemKind.NavigationBar, _ frame: Rect) {
    paintBarBackground(frame, tint: bar.barTint)
    fill(.rect(Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: Metrics.hairline),
      cornerRadius: 0), color("separator"))
    // The bar button items' row: the whole bar, or its top 44 pt above a large title.
    let row = Rect(x: frame.minX, y: frame.minY, width: frame.width,
      height: bar.hasLargeTitle ? min(frame.height, Metrics.navigationBarHeight) : frame.height)
    if bar.hasLargeTitle {
      let below = Rect(x: frame.minX, y: row.maxY, width: frame.width, height: frame.height - row.height)
      let margin = Metrics.navigationBarMargin
      var style = Metrics.largeTitle
      style.opticalSize = bar.largeTitleOpticalSize
      line(bar.title, style, color("label"), minX: below.minX + margin,
        maxX: below.maxX - margin, midY: below.midY, isRTL ? .trailing : .leading)
    } else {
      let box = Self.inlineTitleBox(bar, frame, isRTL: isRTL)
      line(bar.title, Metrics.bodySemibold, color(bar.titleColor ?? "label"), minX: box.minX, maxX: box.maxX,
        midY: frame.midY, .center)
    }
    paintBarButtonItems(bar, row)
  }

  /// Where the inline title goes: centred on the bar, as UIKit centres it, in the room the
  /// bar button items leave on both sides; a title too long for that (by the estimate the
  /// items' widths use) is centred in the room between the items instead, and truncated
  /// there, rather than drawn over them (ActionSheetPicker's "ActionSheetPicker" ran into its
  /// "barButton" item).
  static func inlineTitleBox(_ bar: ItemKind.NavigationBar, _ frame: Rect, isRTL: Bool) -> (minX: Double, maxX: Double) {
    let margin = Metrics.navigationBarMargin, gap = 8.0
    let third = max(0, frame.width / 3 - margin)
    func extent(_ all: [ItemKind.NavigationBar.BarItem]) -> Double {
      let items = all.filter { !$0.isFlexibleSpace }
      guard !items.isEmpty else { return margin }
      if items.contains(where: { $0.symbol != nil }) {
        return margin + items.map(barItemWidth).reduce(0, +) + Double(items.count - 1) * Metrics.barItemSpacing + gap
      }
      let style = items[0].isDone ? Metrics.bodySemibold : Metrics.body
      let run = estimatedWidth(items.map(\.title).joined(separator: "  "), style)
      return margin + min(run, third) + gap
    }
    let (leading, trailing) = (extent(bar.leadingItems), extent(bar.trailingItems))
    let (left, right) = isRTL ? (trailing, leading) : (leading, trailing)
    let half = max(0, frame.width / 2 - max(left, right))
    if estimatedWidth(bar.title, Metrics.bodySemibold) <= 2 * half || left == right {
      return (frame.midX - half, frame.midX + half)
    }
    return (frame.minX + left, max(frame.minX + left, frame.maxX - right))
  }

  mutating func paintBarButtonItems(_ bar: ItemKind.NavigationBar, _ frame: Rect) {
    // Each side's items share its outer third, where the centred title leaves room (its half
    // when no title is centred in the row: a large title's bar, an untitled one); several
    // items on a side are set as one run, two spaces apart.
    let margin = Metrics.navigationBarMargin
    let centredTitle = !bar.hasLargeTitle && !bar.title.isEmpty
    let width = max(0, frame.width / (centredTitle ? 3 : 2) - margin)
    for (all, fromLeading) in [(bar.leadingItems, true), (bar.trailingItems, false)] {
      let items = all.filter { !$0.isFlexibleSpace }
      guard let first = items.first else { continue }
      let leading = fromLeading != isRTL
      if items.contains(where: { $0.symbol != nil }) {
        // One by one from the bar's edge inwards (the first item outermost), as UIKit
        // places them.
        var edge = leading ? frame.minX + margin : frame.maxX - margin
        for item in items {
          let w = Self.barItemWidth(item)
          let minX = leading ? edge : edge - w
          paintBarItem(item, Rect(x: minX, y: frame.minY, width: w, height: frame.height), tint: bar.tint)
          edge += leading ? w + Metrics.barItemSpacing : -(w + Metrics.barItemSpacing)
        }
        continue
      }
      let title = items.map(\.title).joined(separator: "  ")
      let style = first.isDone ? Metrics.bodySemibold : Metrics.body
      let minX = leading ? frame.minX + margin : frame.maxX - margin - width
      line(title, style, color(bar.tint ?? "tint"), minX: minX, maxX: minX + width, midY: frame.midY,
        leading ? .leading : .trailing)
    }
  }

  /// A bar button item's width: a symbol's 24-pt box, or its title's.
  static func barItemWidth(_ item: ItemKind.NavigationBar.BarItem) -> Double {
    if item.symbol != nil { return Metrics.barItemSymbolSize }
    return estimatedWidth(item.title, item.isDone ? Metrics.bodySemibold : Metrics.body)
  }

  /// A bar text's width, estimated at 0.55 em per character: the scene does not measure text.
  static func estimatedWidth(_ text: String, _ style: TextStyle) -> Double {
    Double(text.count) * style.size * 0.55
  }

  /// One bar button item in the tint colour (the bar's own `tint`, else the app's): its
  /// symbol centred in `frame`, or its title.
  mutating func paintBarItem(_ item: ItemKind.NavigationBar.BarItem, _ frame: Rect, tint: String? = nil) {
    let ink = color(tint ?? "tint")
    if let symbol = item.symbol {
      let s = Metrics.barItemSymbolSize
      out.append(.symbol(symbolRun(symbol, in: Rect(x: frame.midX - s / 2, y: frame.midY - s / 2, width: s, height: s), color: ink)))
    } else {
      line(item.title, item.isDone ? Metrics.bodySemibold : Metrics.body, ink, minX: frame.minX,
        maxX: frame.maxX, midY: frame.midY, .center)
    }
  }

  /// A toolbar's items across its row inside the 16-pt margins: flexible spaces share the
  /// room the items leave; without one the items are packed from the leading edge.
  mutating func paintToolbarItems(_ items: [ItemKind.NavigationBar.BarItem], _ row: Rect) {
    let margin = Metrics.navigationBarMargin
    let drawn = items.filter { !$0.isFlexibleSpace }
    guard !drawn.isEmpty else { return }
    let widths = items.map { $0.isFlexibleSpace ? 0 : Self.barItemWidth($0) }
    let flexible = items.filter(\.isFlexibleSpace).count
    let gaps = Double(max(0, drawn.count - 1)) * Metrics.barItemSpacing
    let room = max(0, row.width - 2 * margin - widths.reduce(0, +) - gaps)
    var x = row.minX + margin
    var previousDrawn = false
    for (k, item) in items.enumerated() {
      if item.isFlexibleSpace {
        x += room / Double(flexible)
        continue
      }
      if previousDrawn { x += Metrics.barItemSpacing }
      let w = widths[k]
      let minX = isRTL ? row.maxX - (x - row.minX) - w : x
      paintBarItem(item, Rect(x: minX, y: row.minY, width: w, height: row.height))
      x += w
      previousDrawn = true
    }
  }
}

extension ScenePainter {
  /// A tab bar: the material (or `barTintColor`) down to the screen's edge with a hairline on
  /// top, and the items in equal columns across the top row, each a 25-pt image over its
  /// title (10 pt medium) on a phone, side by side in a regular width; the selected item in
  /// the tint colour, the others in gray.
  mutating func paintTabBar(_ bar: ItemKind.TabBar, _ frame: Rect) {
    paintBarBackground(frame, tint: bar.barTint)
    fill(.rect(Rect(x: frame.minX, y: frame.minY - Metrics.hairline, width: frame.width,
      height: Metrics.hairline), cornerRadius: 0), color("separator"))
    let row = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: min(frame.height, bar.itemsHeight))
    paintToolbarItems(bar.toolbarItems, row)
    guard !bar.items.isEmpty else { return }
    // A regular width (an iPad) centres the items in columns of at most 150 pt.
    let column = isRegular ? min(150, row.width / Double(bar.items.count)) : row.width / Double(bar.items.count)
    let start = row.midX - column * Double(bar.items.count) / 2
    let title = TextStyle(size: isRegular ? 13 : 10, weight: .medium, lineHeight: isRegular ? 16 : 12)
    for (k, item) in bar.items.enumerated() {
      let index = isRTL ? bar.items.count - 1 - k : k
      let cell = Rect(x: start + Double(index) * column, y: row.minY, width: column, height: row.height)
      let ink = color(k == bar.selectedIndex ? "tint" : "secondaryLabel")
      let sideBySide = isRegular || row.height < 40
      let side = sideBySide ? 20.0 : 25.0
      if sideBySide {
        // Image and title side by side, centred in the column as a group. The scene does not
        // measure text, so the group is centred by an estimate (0.6 em per character) and the
        // title may run on to the column's end rather than be cut.
        let width = min(cell.width - side - 6, Double(item.title.count) * title.size * 0.6)
        let x = cell.midX - (side + 6 + width) / 2
        let image = Rect(x: isRTL ? 2 * cell.midX - x - side : x, y: cell.midY - side / 2, width: side, height: side)
        paintTabImage(item.image, image, ink)
        if isRTL {
          line(item.title, title, ink, minX: cell.minX, maxX: image.minX - 6, midY: cell.midY, .trailing)
        } else {
          line(item.title, title, ink, minX: image.maxX + 6, maxX: cell.maxX, midY: cell.midY)
        }
      } else {
        paintTabImage(item.image, Rect(x: cell.midX - side / 2, y: cell.minY + 5, width: side, height: side), ink)
        line(item.title, title, ink, minX: cell.minX + 2, maxX: cell.maxX - 2, midY: cell.minY + 40, .center)
      }
    }
  }

  /// A tab's image fitted into `rect` as a template in `ink`; a rounded square where the
  /// image is not available.
  mutating func paintTabImage(_ image: ItemKind.ImageView.Content?, _ rect: Rect, _ ink: Color) {
    switch image {
    case .symbol(let symbol)?:
      out.append(.symbol(symbolRun(symbol, in: rect, color: ink)))
    case .file(let asset)?:
      guard let size = asset.variant(for: env.scale)?.pointSize, size.width > 0, size.height > 0 else { return }
      let fitted = size.width <= rect.width && size.height <= rect.height
        ? Self.imageRect(size, in: rect, mode: .center, rightToLeft: false)
        : Self.imageRect(size, in: rect, mode: .aspectFit, rightToLeft: false)
      out.append(.image(ImageRun(asset: asset, frame: fitted, tint: ink)))
    case nil:
      out.append(.stroke(.rect(rect.insetBy(dx: 3, dy: 3), cornerRadius: 5), color: ink, width: 1.5, dash: []))
    }
  }
}

func clamp01(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
