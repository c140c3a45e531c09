// `DisplayList` → PNG / SVG / pixels with cairo.
import CCairo
import CPNGCodec
import Drawing
import Geometry
import Glibc
import PNG
import Synchronization

/// Paints display lists.
///
/// Deterministic: the same list gives byte-identical PNG and SVG in every process (pinned fonts
/// and options, unscaled text layout, normalised SVG ids).
///
/// Not `Sendable`: it owns a Pango font map and a reusable layout. Create one per thread or
/// task; separate instances render in parallel safely.
public final class CairoRenderer {
  let text: TextEngine
  /// A second set of fonts, loading on a thread of its own, for painting the lower band of
  /// each picture on a second core (`paintOnTwoCores()`); nil: one thread paints everything.
  private var lowerBandText: BackgroundJob<TextEngine?>?
  /// Set by `reuseUnchangedRows()`: raster pictures are painted over the previous one.
  private var reusesRows = false
  /// The last raster picture, when rows are reused.
  private var previous: PreviousPicture?
  /// Rows of pixels the last raster picture painted (all of them unless rows were reused).
  private(set) var lastPaintedRows = 0
  /// The CPU seconds each band's thread spent painting (and packing) the last picture painted
  /// in two bands, for `render --timings`; nil when it was painted on one thread.
  public private(set) var lastBandCPU: (upper: Double, lower: Double)?
  /// Memory for the next picture, mapped by `preparePicture` and being backed with pages by the
  /// kernel on a second thread; taken by the next raster picture (of its size).
  private static let preparedPicture = Mutex<PreparedPicture?>(nil)
  /// The thread populating the memory of the picture being painted, joined once it is encoded.
  private var populating: BackgroundJob<Void>?
  /// Shadow masks in SVG are bitmaps at this many pixels per point.
  static let svgMaskScale = 2.0
  /// cairo's image size limit.
  static let maxPixels = 32_767
  /// The most pixels one picture may have (50 megapixels, 200 MB as RGBA): a 10000 × 10000 pt
  /// canvas at scale 3 would take gigabytes, so it is refused before anything is allocated.
  /// Documented in docs/form-language.md (devices) and the README.
  public static let pixelBudget = 50_000_000

  /// Loads the pinned fonts.
  ///
  /// - Throws: `FontError.missingFontFile` naming the Debian package to install.
  public init() throws(FontError) {
    text = try TextEngine()
  }

  /// Shares `measurer`'s fonts and layout (saves loading them twice); both must then stay on
  /// the same thread.
  public init(sharingFontsWith measurer: PangoTextMeasurer) {
    text = measurer.engine
  }

  /// From now on, raster pictures are painted in two bands of rows, the upper one on the
  /// calling thread and the lower one on a second thread with fonts of its own (loaded from
  /// here on, on that thread: call this early, before the fonts are needed). The pixels are
  /// the same as one thread paints (a test compares them on every snapshot baseline). For a
  /// process that renders one picture on a machine with a core to spare (`formshot render`);
  /// the snapshot runner keeps its cores busy with one picture per worker instead.
  public func paintOnTwoCores() {
    guard lowerBandText == nil else { return }
    // Its faces are opened by the lower band's first text, not ahead: opening all four
    // weights of the text family here took about 7 ms of CPU (perf, December 2026), more than
    // the second core has free while the form is solved, to save the band 1-2 ms.
    lowerBandText = BackgroundJob { try? TextEngine() }
  }

  /// From now on, each raster picture is painted over the previous one, repainting only the
  /// bands of rows whose display items differ from the previous picture's (`RowSignature`):
  /// the pixels are those a fresh paint gives (tests compare them state by state). For a
  /// worker that paints many similar pictures on one thread (the snapshot matrix, where
  /// neighbouring states share most rows); it keeps one picture's memory between calls, and
  /// is ignored once `paintOnTwoCores()` is on.
  public func reuseUnchangedRows() {
    reusesRows = true
  }

  /// Maps the memory of the next raster picture this thread paints, `size` points at `scale`,
  /// and has a second thread ask the kernel for its pages (`fs_pixels_populate`: the zeroing
  /// of 12 MB of fresh pages at 3×, which painting otherwise stops for, page by page; in a
  /// virtual machine that returns freed memory to its host, often 10 ms or more) and make the
  /// PNG compressor, while the caller goes on reading and solving the form. For a process that
  /// renders one picture (`formshot render`), as soon as it knows the picture's size. Nothing
  /// is written into the memory, so the pixels do not depend on it; a picture of another size
  /// maps memory of its own, as before.
  public static func preparePicture(size: Size, scale: Double) {
    guard let (width, height) = try? pixelSize(size, scale: scale) else { return }
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    guard stride > 0, let memory = fs_pixels_alloc_scratch(stride * height) else { return }
    let bytes = stride * height
    let address = UInt(bitPattern: memory)
    let pages = BackgroundJob {
      fs_pixels_populate(UnsafeMutableRawPointer(bitPattern: address), bytes)
      fs_png_prepare_compressor(PNGCodec.compressionLevel)
    }
    let picture = PreparedPicture(memory: memory, width: width, height: height, pages: pages)
    if let earlier = preparedPicture.withLock({ slot in
      defer { slot = picture }
      return slot
    }) {
      earlier.pages.wait()
      fs_pixels_free(earlier.memory)
    }
  }

  /// `preparePicture`'s memory when it fits a `width` × `height` picture (nil otherwise, and
  /// then it is freed once its thread is done).
  private func takePrepared(width: Int, height: Int) -> UnsafeMutableRawPointer? {
    guard let picture = Self.preparedPicture.withLock({ slot in slot.take() }) else { return nil }
    if picture.width == width && picture.height == height {
      populating = picture.pages
      return picture.memory
    }
    picture.pages.wait()
    fs_pixels_free(picture.memory)
    return nil
  }

  // MARK: - Raster

  /// The painted pixels, `round(size × scale)` pixels, straight-alpha RGBA.
  ///
  /// - Parameters:
  ///   - list: what to paint, in points.
  ///   - scale: device pixels per point (1, 2 or 3 for iPhone screens).
  /// - Throws: `RenderError.invalidCanvas` when the pixel size is not drawable,
  ///   `RenderError.cairo` when cairo fails.
  public func pixels(_ list: DisplayList, scale: Double) throws(RenderError) -> PixelImage {
    let surface = try raster(list, scale: scale)
    let (width, height) = Self.size(of: surface)
    return PixelImage(width: width, height: height, rgba: Self.rgba(of: surface))
  }

  /// The painted pixels as `pixels(_:scale:)` gives them, or nil when they equal the pixels
  /// stored in `png`: the raster is compared with the PNG's rows as they are inflated, so a
  /// match makes no copy of either picture, and a difference ends the comparison at its row.
  public func pixels(_ list: DisplayList, scale: Double, unlessMatching png: [UInt8])
    throws(RenderError) -> PixelImage?
  {
    let surface = try raster(list, scale: scale)
    let (width, height) = Self.size(of: surface)
    let stride = Int(cairo_image_surface_get_stride(surface.pointer))
    if let data = cairo_image_surface_get_data(surface.pointer) {
      let equal = png.withUnsafeBufferPointer {
        fs_png_matches_argb32(
          $0.baseAddress, $0.count, data, UInt32(width), UInt32(height), stride)
      }
      if equal == 1 { return nil }
    }
    return PixelImage(width: width, height: height, rgba: Self.rgba(of: surface))
  }

  /// A PNG of `round(size × scale)` pixels: RGB when every pixel is opaque, RGBA otherwise.
  ///
  /// - Throws: as `pixels(_:scale:)`, plus `RenderError.png` when encoding fails.
  public func png(_ list: DisplayList, scale: Double) throws(RenderError) -> [UInt8] {
    try timedPNG(list, scale: scale).bytes
  }

  /// `png(_:scale:)` with the seconds spent painting and encoding (for `render --timings`).
  public func timedPNG(_ list: DisplayList, scale: Double) throws(RenderError)
    -> (bytes: [UInt8], paint: Double, encode: Double)
  {
    let clock = ContinuousClock()
    let t0 = clock.now
    var bands: PackedBands?
    let surface = try raster(list, scale: scale, packedBands: &bands)
    let t1 = clock.now
    do {
      // The surface becomes the compressor's rows, packed in place: the same bytes as
      // `PNGCodec.encode` of `pixels(_:scale:)`, without an RGB or RGBA copy of the picture —
      // unless it is kept for the next picture. Painted in two bands, each band's thread has
      // packed its rows already.
      let png: [UInt8]
      if let bands {
        png = try Self.encodePNG(surface, bands: bands)
      } else {
        png = try Self.encodePNG(surface, consuming: previous?.surface !== surface)
      }
      let t2 = clock.now
      // Done long ago (it only asks the kernel for pages), but joined before the memory goes.
      withExtendedLifetime(surface) {
        populating?.wait()
        populating = nil
      }
      return (png, Self.seconds(t1 - t0), Self.seconds(t2 - t1))
    } catch {
      throw .png(error)
    }
  }

  private static func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
  }

  /// Paints into a premultiplied ARGB32 image surface of `round(size × scale)` pixels.
  func raster(_ list: DisplayList, scale: Double) throws(RenderError) -> CairoSurface {
    var bands: PackedBands? = nil
    return try raster(list, scale: scale, packedBands: &bands, pack: false)
  }

  /// `raster`, and when the picture is painted in two bands (`paintOnTwoCores`) and wholly
  /// bandable, each band's rows packed into PNG rows by its own thread (`fs_png_pack_band`):
  /// `packedBands` then says so, and the surface's pixels are used up.
  func raster(
    _ list: DisplayList, scale: Double, packedBands: inout PackedBands?, pack: Bool = true
  ) throws(RenderError) -> CairoSurface {
    let (width, height) = try Self.pixelSize(list.size, scale: scale)
    if reusesRows && lowerBandText == nil {
      return try rasterOverPrevious(list, scale: scale, width: width, height: height)
    }
    lastPaintedRows = height
    lastBandCPU = nil
    let surface = try Self.imageSurface(
      width: width, height: height, memory: takePrepared(width: width, height: height))
    let status: cairo_status_t
    if height >= 2, Painter.bandablePrefix(list.items) > 0, let lowerText = lowerBandText?.wait() {
      (status, packedBands, lastBandCPU) = Self.paintInBands(
        list, scale: scale, surface: surface, width: width, height: height,
        texts: (text, lowerText), pack: pack)
    } else {
      let context = CairoContext(surface)
      cairo_scale(context.pointer, scale, scale)
      Painter(cr: context.pointer, text: text, maskScale: scale).paint(list)
      status = context.status
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(stage: "painting", status: describe(status))
    }
    cairo_surface_flush(surface.pointer)
    return surface
  }

  /// `raster` painted over the previous picture when it has the same size: only the rows
  /// whose bands differ (`RowSignature.changedRows`) are painted again, each range as a band
  /// of its own (`paintBand`); the picture is kept for the next call.
  private func rasterOverPrevious(_ list: DisplayList, scale: Double, width: Int, height: Int)
    throws(RenderError) -> CairoSurface
  {
    guard
      let signature = RowSignature(list, scale: scale, width: width, height: height, reach: {
        [text] in Painter.laidOutReach(of: $0, text: text)
      })
    else {
      // Not paintable in bands (X-ray's dashed outlines): a picture of its own, painted whole,
      // and the kept one stays for the next picture (X-ray states alternate with plain ones).
      lastPaintedRows = height
      let surface = try Self.imageSurface(width: width, height: height)
      let context = CairoContext(surface)
      cairo_scale(context.pointer, scale, scale)
      Painter(cr: context.pointer, text: text, maskScale: scale).paint(list)
      guard context.status == CAIRO_STATUS_SUCCESS else {
        throw .cairo(stage: "painting", status: describe(context.status))
      }
      cairo_surface_flush(surface.pointer)
      return surface
    }
    // The previous picture goes (its memory can back the new one) unless it is the same size;
    // it is kept again only once this picture is painted.
    let reusable = previous.flatMap { Self.size(of: $0.surface) == (width, height) ? $0 : nil }
    previous = nil
    var rows = [0..<height]
    if let old = reusable?.signature {
      rows = signature.changedRows(since: old)
    }
    let surface: CairoSurface
    if let reusable {
      surface = reusable.surface
    } else {
      surface = try Self.imageSurface(width: width, height: height)
    }
    var status = CAIRO_STATUS_SUCCESS
    if rows == [0..<height] {
      let context = CairoContext(surface)
      cairo_scale(context.pointer, scale, scale)
      Painter(cr: context.pointer, text: text, maskScale: scale).paint(list)
      status = context.status
    } else if !rows.isEmpty {
      guard let data = cairo_image_surface_get_data(surface.pointer) else {
        throw .cairo(stage: "painting", status: describe(CAIRO_STATUS_NULL_POINTER))
      }
      for range in rows where status == CAIRO_STATUS_SUCCESS {
        status = Self.paintBand(
          list, items: 0..<list.items.count, scale: scale, data: data, surface: surface,
          rows: range, text: text)
      }
      cairo_surface_mark_dirty(surface.pointer)
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(stage: "painting", status: describe(status))
    }
    cairo_surface_flush(surface.pointer)
    lastPaintedRows = rows.reduce(0) { $0 + $1.count }
    previous = PreviousPicture(surface: surface, signature: signature)
    return surface
  }

  /// The rows of `surface` at and below `split`, where the lower band starts: half the
  /// picture, whatever the machine, so the bands are always the same.
  static func bandSplit(height: Int) -> Int { height / 2 }

  /// Paints `list` as two bands of rows, the lower one on a second thread. Each band has a
  /// cairo surface object of its own over the shared pixel memory, clipped to its rows; they
  /// write disjoint rows and share no cairo object, and each thread uses its own fonts.
  /// `pack`: when every item is bandable, each thread then packs its band's rows into PNG
  /// rows (`fs_png_pack_band`) as soon as it has painted them, and the result says how many.
  static func paintInBands(
    _ list: DisplayList, scale: Double, surface: CairoSurface, width: Int, height: Int,
    texts: (upper: TextEngine, lower: TextEngine), pack: Bool = false
  ) -> (cairo_status_t, PackedBands?, (upper: Double, lower: Double)?) {
    guard let data = cairo_image_surface_get_data(surface.pointer) else {
      return (CAIRO_STATUS_NULL_POINTER, nil, nil)
    }
    let split = bandSplit(height: height)
    let bandable = Painter.bandablePrefix(list.items)
    let packs = pack && bandable == list.items.count
    let stride = Int(cairo_image_surface_get_stride(surface.pointer))
    func paint(rows: Range<Int>, text: TextEngine)
      -> (cairo_status_t, rows: UInt32, adler: UInt32, cpu: Double)
    {
      let start = threadCPU()
      let status = paintBand(
        list, items: 0..<bandable, scale: scale, data: data, surface: surface, rows: rows, text: text)
      guard packs, status == CAIRO_STATUS_SUCCESS else { return (status, 0, 0, threadCPU() - start) }
      var adler: UInt32 = 0
      let packed = fs_png_pack_band(
        data, UInt32(width), UInt32(height), stride, UInt32(split), UInt32(rows.lowerBound),
        UInt32(rows.upperBound), &adler)
      return (status, packed, adler, threadCPU() - start)
    }
    let lower = BackgroundJob { paint(rows: split..<height, text: texts.lower) }
    let upper = paint(rows: 0..<split, text: texts.upper)
    let lowerResult = lower.wait()
    let cpu = (upper.cpu, lowerResult.cpu)
    guard upper.0 == CAIRO_STATUS_SUCCESS else { return (upper.0, nil, cpu) }
    guard lowerResult.0 == CAIRO_STATUS_SUCCESS else { return (lowerResult.0, nil, cpu) }
    if packs {
      return (
        CAIRO_STATUS_SUCCESS,
        PackedBands(
          split: split, upperRows: upper.rows, lowerRows: lowerResult.rows,
          upperAdler: upper.adler, lowerAdler: lowerResult.adler),
        cpu
      )
    }
    guard bandable < list.items.count else { return (lowerResult.0, nil, cpu) }
    // The rest (from the first dashed stroke) on the whole picture, as one thread paints it.
    cairo_surface_mark_dirty(surface.pointer)
    let context = CairoContext(surface)
    cairo_scale(context.pointer, scale, scale)
    Painter(cr: context.pointer, text: texts.upper, maskScale: scale)
      .paint(list, items: bandable..<list.items.count, background: false)
    return (context.status, nil, cpu)
  }

  /// The CPU seconds the calling thread has used.
  private static func threadCPU() -> Double { fs_thread_cpu_seconds() }

  /// Paints the background and `list.items[items]` into `rows` of `surface` (whose pixel memory
  /// is `data`) only, skipping items that cannot touch them: the same pixels there as a paint
  /// of the whole picture gives. Through a cairo surface object of its own over the memory,
  /// clipped to the rows, so that bands on several threads share no cairo object.
  static func paintBand(
    _ list: DisplayList, items: Range<Int>, scale: Double, data: UnsafeMutablePointer<UInt8>,
    surface: CairoSurface, rows: Range<Int>, text: TextEngine
  ) -> cairo_status_t {
    let (width, height) = size(of: surface)
    let stride = cairo_image_surface_get_stride(surface.pointer)
    guard
      let pointer = cairo_image_surface_create_for_data(
        data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), stride)
    else { return CAIRO_STATUS_NO_MEMORY }
    let band = CairoSurface(pointer)
    guard band.status == CAIRO_STATUS_SUCCESS else { return band.status }
    let context = CairoContext(band), probe = CairoContext(band)
    cairo_rectangle(
      context.pointer, 0, Double(rows.lowerBound), Double(width), Double(rows.count))
    cairo_clip(context.pointer)
    cairo_scale(context.pointer, scale, scale)
    cairo_scale(probe.pointer, scale, scale)
    var painter = Painter(cr: context.pointer, text: text, maskScale: scale)
    let top = Double(rows.lowerBound) / scale, bottom = Double(rows.upperBound) / scale
    painter.band = (
      rows: Rect(x: 0, y: top, width: list.size.width, height: bottom - top),
      clipProbe: probe.pointer
    )
    painter.paint(list, items: items, background: true)
    cairo_surface_flush(band.pointer)
    return context.status
  }

  /// An ARGB32 surface whose memory comes from `fs_pixels_alloc_scratch` (pages the kernel can
  /// back with huge pages: a 3× picture otherwise costs thousands of page faults per render;
  /// a block this thread used for an earlier picture when one fits); cairo frees it when the
  /// surface goes. Not cleared: a display list's background is painted over every pixel.
  /// `memory`: a block of the right size from `fs_pixels_alloc_scratch` to use (`preparePicture`).
  static func imageSurface(width: Int, height: Int, memory prepared: UnsafeMutableRawPointer? = nil)
    throws(RenderError) -> CairoSurface
  {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    guard stride > 0, let memory = prepared ?? fs_pixels_alloc_scratch(stride * height) else {
      throw .cairo(stage: "creating the image surface", status: "out of memory")
    }
    let data = memory.assumingMemoryBound(to: UInt8.self)
    guard
      let pointer = cairo_image_surface_create_for_data(
        data, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(stride))
    else {
      fs_pixels_free(memory)
      throw .cairo(stage: "creating the image surface", status: "no surface")
    }
    let surface = CairoSurface(pointer)
    guard surface.status == CAIRO_STATUS_SUCCESS,
      cairo_surface_set_user_data(pointer, &pixelMemoryKey, memory, fs_pixels_free)
        == CAIRO_STATUS_SUCCESS
    else {
      let status = surface.status
      fs_pixels_free(memory)  // a surface in error never calls the destroy function
      throw .cairo(stage: "creating the image surface", status: describe(status))
    }
    return surface
  }

  static func pixelSize(_ size: Size, scale: Double) throws(RenderError) -> (Int, Int) {
    func fail(_ reason: String) -> RenderError {
      .invalidCanvas(width: size.width, height: size.height, scale: scale, reason: reason)
    }
    guard scale.isFinite, scale > 0 else { throw fail("the scale must be a positive number") }
    let w = (size.width * scale).rounded(), h = (size.height * scale).rounded()
    guard w.isFinite, h.isFinite else { throw fail("the size is not finite") }
    guard w >= 1, h >= 1 else { throw fail("it rounds to \(w)×\(h) pixels") }
    guard w <= Double(maxPixels), h <= Double(maxPixels) else {
      throw fail("\(Int(w))×\(Int(h)) pixels exceeds cairo's limit of \(maxPixels)")
    }
    guard w * h <= Double(pixelBudget) else {
      throw fail(
        "\(Int(w))×\(Int(h)) pixels is over the budget of \(pixelBudget / 1_000_000) megapixels "
          + "per picture; use a smaller canvas or --scale")
    }
    return (Int(w), Int(h))
  }

  // MARK: - Pixel conversion

  static func size(of surface: CairoSurface) -> (width: Int, height: Int) {
    (
      Int(cairo_image_surface_get_width(surface.pointer)),
      Int(cairo_image_surface_get_height(surface.pointer))
    )
  }

  /// The PNG of an ARGB32 surface. `consuming`: its pixels are used up (see
  /// `fs_png_encode_argb32_in_place`), only for a surface about to be freed; else the rows
  /// are packed into a buffer of their own (the same bytes).
  static func encodePNG(_ surface: CairoSurface, consuming: Bool) throws(PNGError) -> [UInt8] {
    try encodePNG(surface) { data, width, height, stride, out, outSize, message in
      consuming
        ? fs_png_encode_argb32_in_place(
          data, width, height, stride, PNGCodec.compressionLevel, out, outSize, message)
        : fs_png_encode_argb32(
          data, width, height, stride, PNGCodec.compressionLevel, out, outSize, message)
    }
  }

  /// The PNG of a surface whose two bands `paintInBands` packed: the same bytes as
  /// `encodePNG(_:consuming:)` gives for its pixels (the Adler-32 of the rows comes from the
  /// band threads, so only the deflate stream is made here).
  static func encodePNG(_ surface: CairoSurface, bands: PackedBands) throws(PNGError) -> [UInt8] {
    try encodePNG(surface) { data, width, height, stride, out, outSize, message in
      fs_png_encode_packed_bands(
        data, width, height, stride, UInt32(bands.split), bands.upperRows, bands.lowerRows,
        bands.upperAdler, bands.lowerAdler, PNGCodec.compressionLevel, out, outSize, message)
    }
  }

  /// Runs one of the C encoder's entry points on the surface's pixels and copies its PNG out
  /// (the encoders share their arguments' shape and their error reporting).
  private static func encodePNG(
    _ surface: CairoSurface,
    with encoder: (
      UnsafeMutablePointer<UInt8>, UInt32, UInt32, Int, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>,
      UnsafeMutablePointer<Int>, UnsafeMutablePointer<CChar>
    ) -> Int32
  ) throws(PNGError) -> [UInt8] {
    let (width, height) = size(of: surface)
    let stride = Int(cairo_image_surface_get_stride(surface.pointer))
    guard let data = cairo_image_surface_get_data(surface.pointer) else {
      throw .invalidImage("no surface data")
    }
    var out: UnsafeMutablePointer<UInt8>? = nil
    var outSize = 0
    var message = [CChar](repeating: 0, count: Int(FS_PNG_MESSAGE_SIZE))
    let code = encoder(data, UInt32(width), UInt32(height), stride, &out, &outSize, &message)
    guard code == FS_PNG_OK, let out else {
      let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      throw .encodeFailed(text.isEmpty ? "error code \(code)" : text)
    }
    defer { fs_png_free(out) }
    return Array(UnsafeBufferPointer(start: out, count: outSize))
  }

  /// The pixels of a native-endian premultiplied ARGB32 surface as straight-alpha RGBA.
  static func rgba(of surface: CairoSurface) -> [UInt8] {
    let (width, height) = size(of: surface)
    let stride = Int(cairo_image_surface_get_stride(surface.pointer))
    let count = width * height * 4
    guard let data = cairo_image_surface_get_data(surface.pointer), count > 0 else {
      return [UInt8](repeating: 0, count: count)
    }
    return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      fs_argb32_to_rgba(data, UInt32(width), UInt32(height), stride, buffer.baseAddress)
      initialized = count
    }
  }

  // MARK: - SVG

  /// An SVG document in px (viewBox = points).
  ///
  /// Text is glyph outlines and shadows are embedded bitmaps. Byte-identical for the same list
  /// (cairo's process-global ids are renumbered).
  ///
  /// - Throws: `RenderError.invalidCanvas` for a size below 1 pt or above cairo's limit,
  ///   `RenderError.cairo` when cairo fails.
  public func svg(_ list: DisplayList) throws(RenderError) -> [UInt8] {
    _ = try Self.pixelSize(list.size, scale: 1)
    let sink = SVGSink()
    let write: cairo_write_func_t = { closure, data, length in
      guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
      let sink = Unmanaged<SVGSink>.fromOpaque(closure).takeUnretainedValue()
      sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
      return CAIRO_STATUS_SUCCESS
    }
    let status: cairo_status_t = withExtendedLifetime(sink) {
      let closure = Unmanaged.passUnretained(sink).toOpaque()
      guard
        let pointer = cairo_svg_surface_create_for_stream(
          write, closure, list.size.width, list.size.height)
      else { return CAIRO_STATUS_NO_MEMORY }
      let surface = CairoSurface(pointer)
      cairo_svg_surface_set_document_unit(surface.pointer, CAIRO_SVG_UNIT_PX)
      do {
        let context = CairoContext(surface)
        Painter(
          cr: context.pointer, text: text, maskScale: Self.svgMaskScale, target: .vector
        ).paint(list)
        if context.status != CAIRO_STATUS_SUCCESS { return context.status }
      }
      // Finishing writes the glyphs' outlines, read from the font faces.
      FontFaceLock.withLock { cairo_surface_finish(surface.pointer) }
      return surface.status
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .cairo(stage: "writing SVG", status: describe(status))
    }
    return SVGIDs.normalized(sink.bytes)
  }
}

/// Rows of a surface that `paintInBands` packed into PNG rows, band by band
/// (`fs_png_pack_band`): how many of each band, and the Adler-32 of each packed band.
struct PackedBands {
  var split: Int
  var upperRows: UInt32
  var lowerRows: UInt32
  var upperAdler: UInt32
  var lowerAdler: UInt32
}

/// Memory mapped for the next picture (`CairoRenderer.preparePicture`), and the thread having
/// the kernel back it with pages. `@unchecked Sendable`: prepared by one thread and taken by
/// another through `CairoRenderer.preparedPicture`'s lock, and owned by one at a time.
private struct PreparedPicture: @unchecked Sendable {
  var memory: UnsafeMutableRawPointer
  var width: Int
  var height: Int
  var pages: BackgroundJob<Void>
}

/// The key under which a surface holds its `fs_pixels_alloc` memory (only its address matters).
nonisolated(unsafe) private var pixelMemoryKey = cairo_user_data_key_t()

/// Collects the bytes cairo streams out.
private final class SVGSink {
  var bytes: [UInt8] = []
}
