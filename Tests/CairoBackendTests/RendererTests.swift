import CairoBackend
import Drawing
import Geometry
import PNG
import Testing

@Suite("CairoRenderer")
struct RendererTests {
  @Test("the same list gives byte-identical PNGs")
  func pngDeterministic() throws {
    let renderer = try CairoRenderer()
    let first = try renderer.png(SampleScene.signUp(), scale: 2)
    let second = try renderer.png(SampleScene.signUp(), scale: 2)
    #expect(first == second)
    let other = try CairoRenderer().png(SampleScene.signUp(), scale: 2)
    #expect(first == other)
  }

  @Test("the same list gives byte-identical SVGs")
  func svgDeterministic() throws {
    let renderer = try CairoRenderer()
    let first = try renderer.svg(SampleScene.signUp())
    let second = try renderer.svg(SampleScene.signUp())
    #expect(first == second)
    let text = String(decoding: first, as: UTF8.self)
    #expect(text.contains("<svg"))
    #expect(text.contains("viewBox=\"0 0 390 844\""))
  }

  @Test("PNG pixel size is round(size × scale)", arguments: [1.0, 2.0, 3.0])
  func pixelSize(scale: Double) throws {
    var list = SampleScene.signUp()
    list.size = Size(width: 390.4, height: 844.2)
    let png = try CairoRenderer().png(list, scale: scale)
    let image = try PNGCodec.decode(png)
    #expect(image.width == Int((390.4 * scale).rounded()))
    #expect(image.height == Int((844.2 * scale).rounded()))
  }

  @Test("pixels and the PNG agree, opaque scenes encode without alpha")
  func pixelsMatchPNG() throws {
    let renderer = try CairoRenderer()
    let png = try renderer.png(SampleScene.signUp(), scale: 1)
    let pixels = try renderer.pixels(SampleScene.signUp(), scale: 1)
    #expect(try PNGCodec.decode(png) == pixels)
    #expect(png[25] == 2)  // IHDR colour type: RGB
  }

  @Test("a raster that equals a PNG's pixels is reported as matching; any other is not")
  func rasterMatchesPNG() throws {
    let renderer = try CairoRenderer()
    let scene = SampleScene.signUp()
    let png = try renderer.png(scene, scale: 2)
    #expect(try renderer.pixels(scene, scale: 2, unlessMatching: png) == nil)
    // The same pixels stored as RGBA (another encoding) match too: pixels are compared.
    let pixels = try renderer.pixels(scene, scale: 2)
    let rgba = try PNGCodec.encode(
      rgba: pixels.rgba, width: pixels.width, height: pixels.height, channels: 4)
    #expect(try renderer.pixels(scene, scale: 2, unlessMatching: rgba) == nil)
    // One pixel changed in the last row, the whole picture another colour, another size, and
    // bytes that are no PNG: each gives the painted pixels back.
    var edited = pixels
    edited.rgba[edited.rgba.count - 4] ^= 1
    let dark = try renderer.png(SampleScene.signUp(background: .black), scale: 2)
    let smaller = try renderer.png(scene, scale: 1)
    for other in [try PNGCodec.encode(edited), dark, smaller, [UInt8](repeating: 7, count: 64)] {
      #expect(try renderer.pixels(scene, scale: 2, unlessMatching: other) == pixels)
    }
  }

  @Test("a translucent raster matches the PNG of its un-premultiplied pixels")
  func translucentRasterMatchesPNG() throws {
    let list = DisplayList(
      size: Size(width: 12, height: 9), background: .clear,
      items: [
        .fill(
          .rect(Rect(x: 1, y: 1, width: 7, height: 6), cornerRadius: 2),
          .solid(Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.37)))
      ])
    let renderer = try CairoRenderer()
    let png = try renderer.png(list, scale: 3)
    #expect(png[25] == 6)  // RGBA
    #expect(try renderer.pixels(list, scale: 3, unlessMatching: png) == nil)
    var pixels = try renderer.pixels(list, scale: 3)
    #expect(try PNGCodec.decode(png) == pixels)
    pixels.rgba[3 * 36 * 4 + 7] ^= 1  // an alpha byte
    let other = try PNGCodec.encode(pixels)
    #expect(try renderer.pixels(list, scale: 3, unlessMatching: other) != nil)
  }

  @Test("a transparent background keeps its alpha")
  func transparentBackground() throws {
    let list = DisplayList(
      size: Size(width: 10, height: 10), background: .clear,
      items: [
        .fill(
          .rect(Rect(x: 0, y: 0, width: 5, height: 10), cornerRadius: 0),
          .solid(Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
      ])
    let renderer = try CairoRenderer()
    let png = try renderer.png(list, scale: 1)
    #expect(png[25] == 6)  // RGBA
    let image = try PNGCodec.decode(png)
    #expect(Array(image.rgba[0..<4]) == [255, 0, 0, 128])
    #expect(Array(image.rgba[9 * 4..<10 * 4]) == [0, 0, 0, 0])
  }

  @Test("every item kind changes the picture")
  func itemsPaint() throws {
    let renderer = try CairoRenderer()
    let full = SampleScene.signUp()
    let base = try renderer.pixels(full, scale: 1)
    for index in full.items.indices {
      if case .pop = full.items[index] { continue }
      var list = full
      list.items.remove(at: index)
      // Removing a push also removes its pop's partner effect: drop the matching pop too.
      if case .pushClip = full.items[index] { list = dropFirstPop(after: index, in: list) }
      if case .pushLayer = full.items[index] { list = dropFirstPop(after: index, in: list) }
      let without = try renderer.pixels(list, scale: 1)
      #expect(without != base, "item \(index) painted nothing: \(full.items[index])")
    }
  }

  private func dropFirstPop(after index: Int, in list: DisplayList) -> DisplayList {
    var list = list
    var depth = 0
    for i in index..<list.items.count {
      switch list.items[i] {
      case .pushClip, .pushLayer: depth += 1
      case .pop:
        if depth == 0 { list.items.remove(at: i); return list }
        depth -= 1
      default: break
      }
    }
    return list
  }

  @Test("a layer at half opacity blends halfway")
  func layerOpacity() throws {
    let rect = Rect(x: 0, y: 0, width: 4, height: 4)
    let list = DisplayList(
      size: Size(width: 4, height: 4), background: .white,
      items: [.pushLayer(opacity: 0.5), .fill(.rect(rect, cornerRadius: 0), .solid(.black)), .pop])
    let image = try CairoRenderer().pixels(list, scale: 1)
    #expect((127...128).contains(image.rgba[0]))
  }

  @Test("a clip limits painting to its shape")
  func clip() throws {
    let list = DisplayList(
      size: Size(width: 10, height: 10), background: .white,
      items: [
        .pushClip(.rect(Rect(x: 0, y: 0, width: 5, height: 10), cornerRadius: 0)),
        .fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0), .solid(.black)),
        .pop,
        .fill(.rect(Rect(x: 9, y: 9, width: 1, height: 1), cornerRadius: 0), .solid(.black)),
      ])
    let image = try CairoRenderer().pixels(list, scale: 1)
    func px(_ x: Int, _ y: Int) -> UInt8 { image.rgba[(y * 10 + x) * 4] }
    #expect(px(2, 2) == 0)
    #expect(px(7, 2) == 255)
    #expect(px(9, 9) == 0)  // painted after the pop: not clipped
  }

  @Test("a shadow is blurred, offset, and not painted under its shape")
  func shadow() throws {
    let box = Rect(x: 40, y: 40, width: 20, height: 20)
    let list = DisplayList(
      size: Size(width: 100, height: 100), background: .white,
      items: [
        .shadow(
          .rect(box, cornerRadius: 0), color: .black, offset: Point(x: 0, y: 10),
          blur: 10, spread: 0)
      ])
    let image = try CairoRenderer().pixels(list, scale: 1)
    func px(_ x: Int, _ y: Int) -> Int { Int(image.rgba[(y * 100 + x) * 4]) }
    #expect(px(50, 50) == 255)  // inside the shape: clipped out
    #expect(px(50, 65) < 128)  // below, under the offset shadow
    #expect(px(50, 71) < px(50, 80))  // fades out
    #expect(px(50, 80) < px(50, 95))
    #expect(px(50, 35) > px(50, 65))  // offset downwards: lighter above
  }

  @Test("bad canvases throw instead of crashing")
  func badCanvas() throws {
    let renderer = try CairoRenderer()
    for size in [
      Size(width: 0, height: 10), Size(width: .nan, height: 10),
      Size(width: 100_000, height: 10),
    ] {
      #expect(throws: RenderError.self) {
        try renderer.png(DisplayList(size: size, background: .white), scale: 1)
      }
    }
    #expect(throws: RenderError.self) {
      try renderer.png(DisplayList(size: Size(width: 10, height: 10), background: .white), scale: 0)
    }
  }

  @Test("non-finite geometry is skipped, the rest still paints")
  func brokenGeometry() throws {
    let list = DisplayList(
      size: Size(width: 10, height: 10), background: .white,
      items: [
        .fill(.rect(Rect(x: .nan, y: 0, width: 5, height: 5), cornerRadius: 0), .solid(.black)),
        .stroke(
          .ellipse(Rect(x: 0, y: 0, width: .infinity, height: 4)), color: .black,
          width: 1, dash: [0, 0]),
        .text(
          TextRun(
            "x", style: SampleScene.body, color: .black,
            frame: Rect(x: .nan, y: 0, width: 5, height: 5))),
        .pop,
        .fill(.rect(Rect(x: 0, y: 0, width: 10, height: 10), cornerRadius: 0), .solid(.black)),
      ])
    let image = try CairoRenderer().pixels(list, scale: 1)
    #expect(image.rgba[0] == 0)
    _ = try CairoRenderer().svg(list)
  }
}

@Suite("CairoRenderer with hostile values")
struct HostileValueTests {
  @Test("extreme blurs, sizes and styles neither crash nor poison the rest of the picture")
  func extremes() throws {
    let box = Rect(x: 10, y: 10, width: 20, height: 20)
    var weird = TextStyle(size: 17)
    weird.lineHeight = .nan
    var huge = TextStyle(size: 1e9)
    huge.tracking = 1e12
    let items: [DisplayItem] = [
      .shadow(.rect(box, cornerRadius: 4), color: .black, offset: .zero, blur: 1e308, spread: 0),
      .shadow(
        .rect(box, cornerRadius: 4), color: .black, offset: Point(x: 1e12, y: 0), blur: 5,
        spread: -1e9),
      .shadow(.path([]), color: .black, offset: .zero, blur: 5, spread: 0),
      .text(TextRun("nan line height", style: weird, color: .black, frame: box)),
      .text(
        TextRun("huge", style: huge, color: .black, frame: box, truncation: .wrap, maxLines: 0)),
      .text(
        TextRun(
          "negative", style: TextStyle(size: -5), color: .black,
          frame: Rect(x: 0, y: 0, width: -40, height: -3))),
      .stroke(.rect(box, cornerRadius: -3), color: .black, width: 1e9, dash: [-1, 2]),
      .fill(
        .roundedRect(
          box,
          radii: CornerRadii(
            topLeft: 1e9, topRight: -1, bottomRight: .nan,
            bottomLeft: 0)), .solid(.black)),
      .pushLayer(opacity: .nan),
      .fill(
        .rect(Rect(x: 0, y: 0, width: 4, height: 4), cornerRadius: 0),
        .linearGradient(
          start: .zero, end: .zero, stops: [GradientStop(offset: .infinity, color: .black)])),
      .pop, .pop, .pop,
      .fill(.rect(Rect(x: 35, y: 35, width: 5, height: 5), cornerRadius: 0), .solid(.black)),
    ]
    let list = DisplayList(size: Size(width: 40, height: 40), background: .white, items: items)
    let renderer = try CairoRenderer()
    let image = try renderer.pixels(list, scale: 2)
    #expect(image.rgba[(78 * 80 + 78) * 4] == 0)  // the last item still painted
    _ = try renderer.svg(list)
    let measurer = try PangoTextMeasurer()
    _ = measurer.measure("huge", style: huge, maxWidth: 1e300, maxLines: 3)
    _ = measurer.measure("x", style: weird, maxWidth: -5, maxLines: -2)
  }
}

/// The PNG encoder packs an opaque picture into PNG rows inside the surface's own memory, and
/// surfaces reuse the memory of earlier pictures: neither may show in the bytes.
@Suite struct InPlaceEncoderTests {
  /// Opaque rows over a translucent rest (the encoder switches to RGBA rows part-way down,
  /// after packing the rows above in place), a translucent first row, and an opaque picture:
  /// each is byte for byte the reference encoder's PNG of the same pixels.
  @Test func packedRowsAreTheReferenceEncodersBytes() throws {
    let renderer = try CairoRenderer()
    let size = Size(width: 50, height: 40)
    let lists = [
      DisplayList(
        size: size, background: Color(red: 0, green: 0, blue: 0, alpha: 0),
        items: [.fill(.rect(Rect(x: 0, y: 0, width: 50, height: 25), cornerRadius: 0), .solid(.white))]),
      DisplayList(
        size: size, background: Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5), items: []),
      DisplayList(
        size: size, background: .white,
        items: [.fill(.rect(Rect(x: 5, y: 5, width: 30, height: 20), cornerRadius: 6), .solid(.black))]),
    ]
    for (index, list) in lists.enumerated() {
      for scale in [1.0, 3.0] {
        let png = try renderer.png(list, scale: scale)
        let reference = try PNGCodec.encode(try renderer.pixels(list, scale: scale))
        #expect(png == reference, "list \(index) at \(scale)×")
      }
    }
  }

  /// A surface made from the memory of an earlier, different picture (the thread's spare)
  /// paints the same bytes as the first time.
  @Test func reusedMemoryLeavesNoTrace() throws {
    let renderer = try CairoRenderer()
    let size = Size(width: 400, height: 900)  // 3× is over 2 MB: a reused block
    let plain = DisplayList(size: size, background: .white, items: [])
    let busy = DisplayList(
      size: size, background: Color(red: 0, green: 0, blue: 0, alpha: 0),
      items: [.fill(.rect(Rect(x: 10, y: 10, width: 380, height: 880), cornerRadius: 40), .solid(.black))])
    let first = try renderer.png(plain, scale: 3)
    _ = try renderer.png(busy, scale: 3)
    _ = try renderer.pixels(busy, scale: 3)
    #expect(try renderer.png(plain, scale: 3) == first)
    #expect(try renderer.png(busy, scale: 3) == (try PNGCodec.encode(try renderer.pixels(busy, scale: 3))))
  }
}
