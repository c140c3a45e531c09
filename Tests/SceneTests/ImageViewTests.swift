// UIImageView: where each content mode puts the image, clipping, template tint; a button's image.
import AutoLayout
import Drawing
import Geometry
import LayoutContract
import Testing
@testable import Scene

@Suite struct ImageViewTests {
  static let frame = Rect(x: 10, y: 20, width: 100, height: 50)
  static let size = Size(width: 40, height: 20)

  @Test(arguments: [
    (ItemKind.ImageView.ContentMode.scaleToFill, false, Rect(x: 10, y: 20, width: 100, height: 50)),
    (.aspectFit, false, Rect(x: 10, y: 20, width: 100, height: 50)),
    (.center, false, Rect(x: 40, y: 35, width: 40, height: 20)),
    (.top, false, Rect(x: 40, y: 20, width: 40, height: 20)),
    (.bottom, false, Rect(x: 40, y: 50, width: 40, height: 20)),
    (.leading, false, Rect(x: 10, y: 35, width: 40, height: 20)),
    (.trailing, false, Rect(x: 70, y: 35, width: 40, height: 20)),
    (.leading, true, Rect(x: 70, y: 35, width: 40, height: 20)),
    (.topTrailing, false, Rect(x: 70, y: 20, width: 40, height: 20)),
    (.bottomLeading, false, Rect(x: 10, y: 50, width: 40, height: 20)),
  ])
  func contentModesPlaceTheImageAsUIKit(mode: ItemKind.ImageView.ContentMode, rtl: Bool, expected: Rect) {
    #expect(ScenePainter.imageRect(Self.size, in: Self.frame, mode: mode, rightToLeft: rtl) == expected)
  }

  @Test func aspectFitLetterboxesAndAspectFillOverflows() {
    let square = Rect(x: 0, y: 0, width: 100, height: 100)
    #expect(ScenePainter.imageRect(Self.size, in: square, mode: .aspectFit, rightToLeft: false)
      == Rect(x: 0, y: 25, width: 100, height: 50))
    #expect(ScenePainter.imageRect(Self.size, in: square, mode: .aspectFill, rightToLeft: false)
      == Rect(x: -50, y: 0, width: 200, height: 100))
  }

  func list(_ view: ItemKind.ImageView, style: ViewStyle = ViewStyle()) -> DisplayList {
    var f = FormFixture()
    f.add("img", .image(view), Rect(x: 0, y: 0, width: 100, height: 100))
    f.items[1].style = style
    return f.build()
  }

  static let asset = ImageAsset(source: "a.png", variants: [
    ImageVariant(scale: 2, pixels: PixelImage(width: 80, height: 40, fill: .black))])

  @Test func anImageViewEmitsItsImageClippedOnlyWithClipsToBounds() {
    let view = ItemKind.ImageView(asset: Self.asset, contentMode: .aspectFill)
    let open = list(view)
    #expect(open.items == [.image(ImageRun(asset: Self.asset,
      frame: Rect(x: -50, y: 0, width: 200, height: 100)))])
    let clipped = list(view, style: ViewStyle(cornerRadius: .capsule, clipsToBounds: true))
    #expect(clipped.items.first == .pushClip(.rect(Rect(x: 0, y: 0, width: 100, height: 100),
      cornerRadius: 50)))
    #expect(clipped.items.count == 3)
  }

  @Test func aTemplateImageIsTintedWithItsColour() {
    let tinted = list(ItemKind.ImageView(asset: Self.asset, contentMode: .center, templateTint: "systemPink"))
    guard case .image(let run)? = tinted.items.first else {
      Issue.record("no image item: \(tinted.items)")
      return
    }
    #expect(run.tint == Color(hex: "#FF2D55"))
    var f = FormFixture()
    f.add("img", .image(ItemKind.ImageView(asset: Self.asset, templateTint: "systemPinc")),
      Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(throws: ThemeError.unknownRole("systemPinc", item: "img", theme: "light")) {
      try Theme.testLight.validate(for: f.form)
    }
    // 80×40 pixels at @2x are 40×20 points.
    #expect(run.frame == Rect(x: 30, y: 40, width: 40, height: 20))
  }

  /// An IB image view's symbol is sized by the image size the file records, not measured by the
  /// engine: it fills its view (scale to fill), in its tint colour.
  @Test func anUnmeasuredSymbolFillsItsView() {
    let symbol = Symbol(name: "globe", glyph: "\u{F59F}")
    let drawn = list(ItemKind.ImageView(symbol: symbol, tint: "systemPink"))
    guard case .symbol(let run)? = drawn.items.first else {
      Issue.record("no symbol item: \(drawn.items)")
      return
    }
    #expect(run.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(run.color == Color(hex: "#FF2D55"))
  }

  /// A classic button with an image (an Interface Builder button's `image`) centres the image
  /// and its measured title as a group, the image first (last in right-to-left); a template
  /// image takes the title's colour, a custom button's image keeps its own.
  @Test func aButtonCentresItsImageAndTitleAsAGroup() throws {
    let image = ItemKind.Button.Image(
      content: .file(Self.asset), size: Size(width: 20, height: 10), isTemplate: true)
    let button = ItemKind.Button(
      title: "Share", style: .plain, color: "systemPink",
      textStyle: TextStyle(size: 17, lineHeight: 20), image: image)
    for rtl in [false, true] {
      var f = FormFixture()
      f.add("b", .button(button), Rect(x: 0, y: 0, width: 200, height: 40))
      var form = f.form
      form.environment.layoutDirection = rtl ? .rightToLeft : .leftToRight
      var layout = f.layout
      layout.titleWidths = ["b": 60]
      let list = SceneBuilder.build(form: form, layout: layout, theme: .testLight)
      let images = list.items.compactMap { item -> ImageRun? in
        if case .image(let run) = item { return run }
        return nil
      }
      let texts = list.items.compactMap { item -> TextRun? in
        if case .text(let run) = item { return run }
        return nil
      }
      // The group is 20 + 60 wide, centred in 200: it starts at 60.
      #expect(images.map(\.frame) == [Rect(x: rtl ? 120 : 60, y: 15, width: 20, height: 10)])
      #expect(images.first?.tint == Color(hex: "#FF2D55"))
      #expect(texts.map(\.frame.minX) == [rtl ? 60 : 80])
      #expect(texts.map(\.frame.width) == [60])
    }
    var custom = button
    custom.image?.isTemplate = false
    var f = FormFixture()
    f.add("b", .button(custom), Rect(x: 0, y: 0, width: 200, height: 40))
    var layout = f.layout
    layout.titleWidths = ["b": 60]
    let list = SceneBuilder.build(form: f.form, layout: layout, theme: .testLight)
    guard case .image(let run)? = list.items.first else {
      Issue.record("no image item: \(list.items)")
      return
    }
    #expect(run.tint == nil)
  }

  /// A button aligned to an edge puts its image and title there, inside its content insets:
  /// leading is the left, and the right in right-to-left, where the image still comes first in
  /// reading order; left stays left; a top-aligned button's content hangs from its top. A title
  /// alone aligns its line the same way.
  @Test func aButtonAlignedToAnEdgeStartsItsContentThere() throws {
    let image = ItemKind.Button.Image(
      content: .file(Self.asset), size: Size(width: 20, height: 10), isTemplate: true)
    var button = ItemKind.Button(
      title: "Cash", style: .plain, textStyle: TextStyle(size: 17, lineHeight: 20), image: image,
      contentAlignment: .leading, contentInsets: EdgeInsets(top: 0, left: 10, bottom: 0, right: 6))
    func placed(
      _ button: ItemKind.Button, rtl: Bool = false, vertical: ContentVerticalAlignment = .center
    ) -> (images: [Rect], texts: [Rect], alignments: [TextAlignment]) {
      var f = FormFixture()
      f.add("b", .button(button), Rect(x: 0, y: 0, width: 200, height: 40))
      f.items[1].contentVerticalAlignment = vertical
      var form = f.form
      form.environment.layoutDirection = rtl ? .rightToLeft : .leftToRight
      var layout = f.layout
      layout.titleWidths = ["b": 60]
      let list = SceneBuilder.build(form: form, layout: layout, theme: .testLight)
      var images: [Rect] = [], texts: [Rect] = [], alignments: [TextAlignment] = []
      for item in list.items {
        if case .image(let run) = item { images.append(run.frame) }
        if case .text(let run) = item {
          texts.append(run.frame)
          alignments.append(run.alignment)
        }
      }
      return (images, texts, alignments)
    }
    // Left to right: the group (20 + 60) starts at the 10-pt inset.
    var p = placed(button)
    #expect(p.images == [Rect(x: 10, y: 15, width: 20, height: 10)])
    #expect(p.texts.map(\.minX) == [30])
    // Right to left: it ends at the 6-pt inset, the image after the title.
    p = placed(button, rtl: true)
    #expect(p.images == [Rect(x: 174, y: 15, width: 20, height: 10)])
    #expect(p.texts.map(\.minX) == [114])
    // Left is left in either direction; top hangs the 20-pt group from the top.
    button.contentAlignment = .left
    p = placed(button, rtl: true, vertical: .top)
    #expect(p.images == [Rect(x: 70, y: 5, width: 20, height: 10)])
    #expect(p.texts.map(\.minX) == [10])
    #expect(p.texts.map(\.minY) == [0])
    // A title alone: its line ends at the trailing inset, at the bottom.
    button.image = nil
    button.contentAlignment = .trailing
    p = placed(button, vertical: .bottom)
    #expect(p.texts == [Rect(x: 10, y: 20, width: 184, height: 20)])
    #expect(p.alignments == [.trailing])
  }

  /// Image and title edge insets move each as they would move it inside a box inset by them:
  /// by half their difference in a centred button, by the leading one in a leading-aligned
  /// one; an image larger than the room its insets leave is squeezed into that room (a 40-pt
  /// icon with insets of 10 draws 20 × 20 in its 40-pt button).
  @Test func imageAndTitleEdgeInsetsMoveAndSqueezeTheContent() throws {
    func images(_ button: ItemKind.Button, _ frame: Rect) -> (images: [Rect], texts: [Rect]) {
      var f = FormFixture()
      f.add("b", .button(button), frame)
      var layout = f.layout
      layout.titleWidths = ["b": 60]
      let list = SceneBuilder.build(form: f.form, layout: layout, theme: .testLight)
      var images: [Rect] = [], texts: [Rect] = []
      for item in list.items {
        if case .image(let run) = item { images.append(run.frame) }
        if case .text(let run) = item { texts.append(run.frame) }
      }
      return (images, texts)
    }
    let small = ItemKind.Button.Image(
      content: .file(Self.asset), size: Size(width: 20, height: 10), isTemplate: true)
    var button = ItemKind.Button(
      title: "Share", style: .plain, textStyle: TextStyle(size: 17, lineHeight: 20), image: small,
      imageInsets: EdgeInsets(top: 0, left: -10, bottom: 0, right: 10),
      titleInsets: EdgeInsets(top: 4, left: 10, bottom: 0, right: 0))
    // Centred, the group starts at 60: the image moves 10 back, the title 5 on and 2 down.
    var p = images(button, Rect(x: 0, y: 0, width: 200, height: 40))
    #expect(p.images == [Rect(x: 50, y: 15, width: 20, height: 10)])
    #expect(p.texts.map(\.minX) == [85])
    #expect(p.texts.map(\.minY) == [12])
    // Leading: the image by its leading inset, the title by its own.
    button.contentAlignment = .leading
    p = images(button, Rect(x: 0, y: 0, width: 200, height: 40))
    #expect(p.images.map(\.minX) == [-10])
    #expect(p.texts.map(\.minX) == [30])
    let icon = ItemKind.Button(
      title: "", style: .plain, textStyle: TextStyle(size: 17, lineHeight: 20),
      image: ItemKind.Button.Image(content: .file(Self.asset), size: Size(width: 40, height: 40), isTemplate: false),
      imageInsets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
    p = images(icon, Rect(x: 0, y: 0, width: 40, height: 40))
    #expect(p.images == [Rect(x: 10, y: 10, width: 20, height: 20)])
  }

  /// A view's `backgroundColor` (any kind) is filled in its layer shape under its content.
  @Test func aBackgroundColourIsFilledUnderTheContent() {
    var f = FormFixture()
    f.add("b", .button(ItemKind.Button(title: "Go", style: .plain, textStyle: TextStyle(size: 17, lineHeight: 20))),
      Rect(x: 0, y: 0, width: 100, height: 40))
    f.items[1].style = ViewStyle(cornerRadius: .points(8), backgroundColor: "systemPink")
    let list = f.build()
    #expect(list.items.first == .fill(.rect(Rect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 8),
      .solid(Color(hex: "#FF2D55")!)))
    guard case .text? = list.items.dropFirst().first else {
      Issue.record("the title should follow the background: \(list.items)")
      return
    }
  }
}
