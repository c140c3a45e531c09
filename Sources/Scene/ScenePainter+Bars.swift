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

  /// The translucent bar colour over a veil of the background: without a backdrop blur, the
  /// veil keeps content scrolling underneath from showing through as sharp ghost text.
  mutating func paintBarMaterial(_ shape: Shape) {
    fill(shape, color("groupedBackground").withAlpha(Metrics.barVeil))
    fill(shape, color("bar"))
  }

  // MARK: - Status bar

  mutating func paintStatusBar(_ bar: ItemKind.StatusBar, _ frame: Rect) {
    let fade = Self.barBackgroundOpacity(offset: barScrollOffset)
    withOpacity(fade) { p in p.paintBarMaterial(.rect(frame, cornerRadius: 0)) }
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

  /// Signal, wifi and battery, right to left, 6 pt apart (the seed's `.glyphs`).
  mutating func paintStatusGlyphs(trailing: Double, midY: Double) {
    let ink = color("label")
    let battery = Rect(x: trailing - 25, y: midY - 6, width: 25, height: 12)
    let wifi = Rect(x: battery.minX - 6 - 15, y: midY - 5.5, width: 15, height: 11)
    let signal = Rect(x: wifi.minX - 6 - 17, y: midY - 5.5, width: 17, height: 11)
    fill(Glyphs.signal(in: signal), ink)
    fill(Glyphs.wifi(in: wifi), ink)
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
    if let tint = bar.barTint {
      fill(.rect(frame, cornerRadius: 0), color(tint))
    } else {
      paintBarMaterial(.rect(frame, cornerRadius: 0))
    }
    fill(.rect(Rect(x: frame.minX, y: frame.maxY, width: frame.width, height: Metrics.hairline),
      cornerRadius: 0), color("separator"))
    line(bar.title, Metrics.bodySemibold, color("label"), minX: frame.minX, maxX: frame.maxX,
      midY: frame.midY, .center)
    // Each side's items share its outer third, where the centred title leaves room; several
    // items on a side are set as one run, two spaces apart.
    let margin = Metrics.navigationBarMargin
    let width = max(0, frame.width / 3 - margin)
    for (items, fromLeading) in [(bar.leadingItems, true), (bar.trailingItems, false)] {
      guard let first = items.first else { continue }
      let title = items.map(\.title).joined(separator: "  ")
      let style = first.isDone ? Metrics.bodySemibold : Metrics.body
      let leading = fromLeading != isRTL
      let minX = leading ? frame.minX + margin : frame.maxX - margin - width
      line(title, style, color("tint"), minX: minX, maxX: minX + width, midY: frame.midY,
        leading ? .leading : .trailing)
    }
  }
}

func clamp01(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
