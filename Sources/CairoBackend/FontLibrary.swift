// CairoBackend's overview (input, output, guarantees, decisions): CairoBackend.docc/CairoBackend.md
import CCairo
import CPangoCairo
import Geometry
import Glibc
import Synchronization

// MARK: - Font files

/// One pinned font file and the Debian package that installs it (package-visible so tests can
/// make a font setup fail on purpose).
package struct PinnedFontFile: Sendable {
  package var path: String
  package var debianPackage: String

  package init(path: String, debianPackage: String) {
    self.path = path
    self.debianPackage = debianPackage
  }
}

/// The fixed font set and how a `TextStyle` maps onto it.
package enum PinnedFonts {
  static let interDirectory = "/usr/share/fonts/opentype/inter"
  static let monoDirectory = "/usr/share/fonts/truetype/jetbrains-mono"
  /// Material Design Icons 1.6.50: the glyphs drawn for SF Symbols names (`SymbolCatalog`).
  static let symbolFont = PinnedFontFile(
    path: "/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf",
    debianPackage: "fonts-materialdesignicons-webfont")
  static let notoDirectory = "/usr/share/fonts/truetype/noto"
  static let liberationDirectory = "/usr/share/fonts/truetype/liberation"
  static let cjkDirectory = "/usr/share/fonts/opentype/noto"
  /// Inter's nine weights, upright and italic, as fonts-inter names its files (UIKit's
  /// ultraLight … black are 100 … 900, as `weight:` takes them).
  static let interWeights = [
    (100, "Thin"), (200, "ExtraLight"), (300, "Light"), (400, "Regular"), (500, "Medium"),
    (600, "SemiBold"), (700, "Bold"), (800, "ExtraBold"), (900, "Black"),
  ]
  /// JetBrains Mono's four pinned weights (the inspector's); other weights snap to the nearest.
  static let monoWeights = [(400, "Regular"), (500, "Medium"), (600, "SemiBold"), (700, "Bold")]

  /// Regular first: it is the face `--version` reports and the file a missing-font error
  /// names; then the other weights, then the italics.
  package static var files: [PinnedFontFile] {
    var files: [PinnedFontFile] = []
    let regularFirst = interWeights.filter { $0.0 == 400 } + interWeights.filter { $0.0 != 400 }
    for italic in [false, true] {
      for (_, name) in regularFirst { files.append(interFile("Inter", name, italic: italic)) }
    }
    for (_, name) in monoWeights {
      files.append(
        .init(
          path: "\(monoDirectory)/JetBrainsMono-\(name).ttf", debianPackage: "fonts-jetbrains-mono")
      )
    }
    // Arabic and Hebrew (`locale=ar`, `locale=he`): Pango falls back to these for the scripts
    // Inter lacks; Latin text never reaches them, so its pictures do not change.
    for script in ["Arabic", "Hebrew"] {
      for name in ["Regular", "Bold"] {
        files.append(
          .init(path: "\(notoDirectory)/NotoSans\(script)-\(name).ttf", debianPackage: "fonts-noto-core"))
      }
    }
    files.append(symbolFont)
    return files
  }

  /// Liberation Sans's four faces: the stand-in for Helvetica and Helvetica Neue
  /// (`FontFamily.helvetica`, only the Interface Builder reader asks for it). A library adds
  /// them the first time a style needs them (`FontLibrary.loadFonts(for:style:)`).
  package static let helveticaFiles: [PinnedFontFile] = ["Regular", "Bold", "Italic", "BoldItalic"].map {
    .init(path: "\(liberationDirectory)/LiberationSans-\($0).ttf", debianPackage: "fonts-liberation")
  }

  /// Chinese, Japanese and Korean: Inter has no Han, kana or Hangul, and without these the
  /// labels of a localised screen are tofu boxes. A library loads them the first time a text
  /// needs them (`FontLibrary.loadFonts(for:style:)`): scanning the two collections' 20 faces costs
  /// about 100 ms, more than the rest of a render, and Latin text never reaches them.
  package static let cjkFiles: [PinnedFontFile] = ["Regular", "Bold"].map {
    .init(path: "\(cjkDirectory)/NotoSansCJK-\($0).ttc", debianPackage: "fonts-noto-cjk")
  }

  /// Inter Display's nine weights, upright and italic: the stand-in for SF Pro Display, for a
  /// style whose `opticalSize` is `.display` (only the Interface Builder reader asks for it). A
  /// library adds each face the first time a style needs it (`FontLibrary.loadFonts(for:style:)`):
  /// forms never do, and a file with large text needs one or two of the eighteen.
  package static var displayFiles: [PinnedFontFile] {
    interWeights.flatMap { weight in [false, true].map { displayFile(weight: weight.0, italic: $0) } }
  }

  /// The Inter Display face of a pinned weight (`interWeights`).
  static func displayFile(weight: Int, italic: Bool) -> PinnedFontFile {
    interFile("InterDisplay", interWeights.first { $0.0 == weight }?.1 ?? "Regular", italic: italic)
  }

  /// A face of fonts-inter as the package names its files: `family` "Inter" or "InterDisplay",
  /// a weight's name, upright or italic ("Inter-Italic", "Inter-BoldItalic").
  static func interFile(_ family: String, _ weightName: String, italic: Bool) -> PinnedFontFile {
    let face = !italic ? weightName : weightName == "Regular" ? "Italic" : weightName + "Italic"
    return .init(path: "\(interDirectory)/\(family)-\(face).otf", debianPackage: "fonts-inter")
  }

  /// The Inter Display face `style` is set in; nil for a style of the Text optical size, of
  /// another family or of a font file.
  static func displayFile(for style: TextStyle) -> PinnedFontFile? {
    guard style.family == .system, style.opticalSize == .display, style.fontFile == nil else {
      return nil
    }
    return displayFile(weight: snappedWeight(style.weight, family: .system), italic: style.italic)
  }

  /// Whether `text` has a character of the scripts `cjkFiles` cover: CJK radicals to Hangul
  /// compatibility jamo and Han (U+2E80–9FFF: punctuation, kana, bopomofo), Hangul jamo and
  /// syllables, compatibility ideographs, full-width forms and the supplementary Han planes.
  static func needsCJK(_ text: String) -> Bool {
    text.unicodeScalars.contains(where: isCJK)
  }

  /// Whether `scalar` is one of the characters `needsCJK` looks for.
  static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x1100: return false
    case 0x1100...0x11FF, 0x2E80...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
      0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
      return true
    default: return false
    }
  }

  /// The fontconfig family name for a style.
  static func familyName(for style: TextStyle) -> String {
    switch style.family {
    // Inter at every size for forms, Display sizes included: the seed pictures, formshot's
    // visual target, set Inter throughout (Inter Display ran 8 % narrower there). A style asks
    // for Inter Display by its `opticalSize` (the Interface Builder reader, as UIKit's SF).
    case .system: return style.opticalSize == .display ? "Inter Display" : "Inter"
    case .monospaced: return "JetBrains Mono"
    case .symbols: return "Material Design Icons"
    case .helvetica: return "Liberation Sans"
    }
  }

  /// The families of the pinned set: a form's own font file may not reuse one of them.
  package static let familyNames = ["Inter", "Inter Display", "JetBrains Mono", "Material Design Icons", "Liberation Sans"]

  /// The nearest pinned weight of the style's family (ties go to the heavier one, as CSS does
  /// above 500): Inter has all nine, JetBrains Mono four, the icon font one; a form's own file
  /// gets the weight asked for (fontconfig picks its nearest face).
  static func snappedWeight(_ weight: FontWeight, family: FontFamily) -> Int {
    let weights: [Int]
    switch family {
    case .system: weights = interWeights.map(\.0)
    case .monospaced: weights = monoWeights.map(\.0)
    case .symbols: weights = [400]
    case .helvetica: weights = [400, 700]
    }
    var best = weights[0]
    for w in weights where abs(w - weight.value) <= abs(best - weight.value) { best = w }
    return best
  }

  /// The family name of the first face in a font file, read through a throwaway fontconfig
  /// configuration; nil when fontconfig cannot read the file as a font.
  package static func familyName(ofFile path: String) -> String? {
    guard let config = FcConfigCreate() else { return nil }
    defer { FcConfigDestroy(config) }
    return fontSetupLock.withLock { _ in FontLibrary.addFile(path, to: config) }
  }

  /// The line height per point of a font file's first face, as UIKit's `font.lineHeight`
  /// reads it: its `hhea` ascender plus descender over its units per em (the OS/2 typographic
  /// ones when those are 0); nil when the file cannot be read as a font. Read from the tables
  /// themselves: Pango's metrics (HarfBuzz's) take the typographic ones whenever the font sets
  /// USE_TYPO_METRICS, which Core Text does not follow (ONETHING's Pretendard Medium at 26 pt
  /// is stored 31.33 tall, its `hhea` line of 31.2 on the pixel grid, the typographic one 30.6).
  package static func lineHeightPerPoint(ofFile path: String) -> Double? {
    HarfBuzzFile.withFace(path) { face in
      let upem = Double(hb_face_get_upem(face))
      // The distance between two big-endian FWORDs of a table: its ascender and its (negative)
      // descender; 0 when the font has no such table.
      func extent(_ tag: hb_tag_t, ascenderAt offset: Int) -> Double {
        guard let table = hb_face_reference_table(face, tag) else { return 0 }
        defer { hb_blob_destroy(table) }
        var length: UInt32 = 0
        guard let bytes = hb_blob_get_data(table, &length), Int(length) >= offset + 4 else { return 0 }
        func fword(_ at: Int) -> Double {
          Double(Int16(bitPattern: UInt16(UInt8(bitPattern: bytes[at])) << 8 | UInt16(UInt8(bitPattern: bytes[at + 1]))))
        }
        return fword(offset) - fword(offset + 2)
      }
      let hhea = extent(0x6868_6561, ascenderAt: 4)  // 'hhea'
      let line = hhea > 0 ? hhea : extent(0x4F53_2F32, ascenderAt: 68)  // 'OS/2' sTypoAscender
      return line > 0 && upem > 0 ? line / upem : nil
    }
  }

  /// The PostScript names of the faces in a font file (what Interface Builder files name a
  /// custom font by: `OpenSans-Semibold`) and their family, read through a throwaway
  /// fontconfig configuration; empty when fontconfig cannot read the file as a font.
  package static func postScriptNames(ofFile path: String) -> (names: [String], family: String?) {
    guard let config = FcConfigCreate() else { return ([], nil) }
    defer { FcConfigDestroy(config) }
    return fontSetupLock.withLock { _ in
      guard FcConfigAppFontAddFile(config, path) != 0, let set = FcConfigGetFonts(config, FcSetApplication)
      else { return ([], nil) }
      var names: [String] = []
      var family: String?
      for index in 0..<Int(set.pointee.nfont) {
        guard let pattern = set.pointee.fonts[index] else { continue }
        var text: UnsafeMutablePointer<FcChar8>?
        if FcPatternGetString(pattern, FC_POSTSCRIPT_NAME, 0, &text) == FcResultMatch, let text {
          names.append(String(cString: text))
        }
        if family == nil, FcPatternGetString(pattern, FC_FAMILY, 0, &text) == FcResultMatch, let text {
          family = String(cString: text)
        }
      }
      return (names, family)
    }
  }
}

// MARK: - Library

/// Serialises the creation of fontconfig configurations and font maps: fontconfig's and
/// Pango's global initialisation is not guaranteed to be thread-safe when several renderers
/// start at once.
private let fontSetupLock = Mutex<Void>(())

/// A private fontconfig configuration + Pango font map + context with pinned rendering options.
///
/// Not thread-safe (Pango font maps are not); each renderer / measurer owns one.
final class FontLibrary {
  /// The font map of `context`, replaced by a new one over the same configuration each time a
  /// file is added (`family(ofFile:)`).
  private(set) var fontMap: UnsafeMutablePointer<PangoFontMap>
  /// The only context: layouts are made here, unscaled, and drawn at any scale.
  let context: OpaquePointer
  /// A form's own font files added so far, by path: their family names (nil: unreadable).
  private var addedFiles: [String: String?] = [:]
  /// Pinned files not loaded yet, added the first time a text needs them (`loadFonts(for:style:)`).
  private var cjkFiles: [PinnedFontFile]
  /// Inter Display faces not loaded yet, by path, each added the first time a style needs it.
  private var displayFiles: Set<String>
  /// Liberation Sans's faces, added together the first time a Helvetica style needs them.
  private var helveticaFiles: [PinnedFontFile]

  /// Loads `files` (the pinned set unless a test passes others), through the private cache
  /// under `cacheRoot` (`FontCache`; nil: every file scanned).
  init(
    files: [PinnedFontFile] = PinnedFonts.files, cjkFiles: [PinnedFontFile] = PinnedFonts.cjkFiles,
    displayFiles: [PinnedFontFile] = PinnedFonts.displayFiles,
    helveticaFiles: [PinnedFontFile] = PinnedFonts.helveticaFiles, cacheRoot: String? = FontCache.defaultRoot
  ) throws(FontError) {
    // The files loaded later are checked now: a missing package is named before any work.
    for file in files + cjkFiles + displayFiles + helveticaFiles where access(file.path, R_OK) != 0 {
      throw .missingFontFile(path: file.path, debianPackage: file.debianPackage)
    }
    self.cjkFiles = cjkFiles
    self.helveticaFiles = helveticaFiles
    self.displayFiles = Set(displayFiles.map(\.path))
    let made: Result<(UnsafeMutablePointer<PangoFontMap>, OpaquePointer), FontError> =
      fontSetupLock.withLock { _ in Self.makeFontMap(files: files, cacheRoot: cacheRoot) }
    switch made {
    case .success(let (map, ctx)):
      fontMap = map
      context = ctx
    case .failure(let error):
      throw error
    }
  }

  deinit {
    // The map holds the fonts it made: freeing it frees their cairo faces.
    FontFaceLock.withLock {
      g_object_unref(UnsafeMutableRawPointer(context))
      g_object_unref(fontMap)
    }
  }

  /// The family name of a form's own font file, added to this library's private configuration
  /// the first time it is asked for (the facade checked it exists and is a font when it loaded
  /// the form); nil when fontconfig cannot read it.
  func family(ofFile path: String) -> String? {
    if let known = addedFiles[path] { return known }
    let fcMap = formshot_as_fc_font_map(fontMap)
    guard let config = pango_fc_font_map_get_config(fcMap) else { return nil }
    let family = fontSetupLock.withLock { _ in Self.addFile(path, to: config) }
    addedFiles[path] = family
    // The context moves to a new font map over the grown configuration. Telling the map in use
    // (`pango_fc_font_map_config_changed`) clears its caches under the threads Pango 1.50 starts
    // to match and sort each new font pattern: a thread finishing after the clear looked its
    // pattern up in a destroyed table and killed the process with SIGFPE (2 runs in about
    // 10,000 layouts of a screen that loads Inter Display, on a busy 2-core machine). The old
    // map's threads keep their own references and copies of its font set, and it is freed when
    // the last of them ends.
    guard let map = Self.makeMap(config: config) else { return family }
    pango_context_set_font_map(context, map)
    g_object_unref(fontMap)
    fontMap = map
    return family
  }

  /// Adds the faces `text` in `style` needs and that are not loaded yet: the CJK collections if
  /// it has a character of their scripts, the style's Inter Display face, Liberation Sans for a
  /// Helvetica style or a font file whose missing characters fall back to Helvetica. Fonts
  /// chosen for other text do not change: Pango reaches the CJK faces only for characters no
  /// earlier face has, Inter Display and Liberation Sans only by their family names.
  func loadFonts(for text: String, style: TextStyle) {
    if let display = PinnedFonts.displayFile(for: style), displayFiles.remove(display.path) != nil {
      _ = family(ofFile: display.path)
    }
    let helvetica = style.fontFile == nil ? style.family == .helvetica : style.fallbackFamily == .helvetica
    if helvetica, !helveticaFiles.isEmpty {
      for file in helveticaFiles { _ = family(ofFile: file.path) }
      helveticaFiles = []
    }
    guard !cjkFiles.isEmpty, PinnedFonts.needsCJK(text) else { return }
    for file in cjkFiles { _ = family(ofFile: file.path) }
    cjkFiles = []
  }

  /// The faces of the configuration's font set, in its order: each one's file and family.
  var faces: [(file: String, family: String)] {
    guard let config = pango_fc_font_map_get_config(formshot_as_fc_font_map(fontMap)) else {
      return []
    }
    return Self.faces(of: config)
  }

  fileprivate static func faces(of config: OpaquePointer) -> [(file: String, family: String)] {
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
    var faces: [(file: String, family: String)] = []
    for index in 0..<Int(set.pointee.nfont) {
      guard let pattern = set.pointee.fonts[index] else { continue }
      var file: UnsafeMutablePointer<FcChar8>?
      var family: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file,
        FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family
      else { continue }
      faces.append((String(cString: file), String(cString: family)))
    }
    return faces
  }

  /// Adds `path` to `config`'s application fonts; returns the family of its first face.
  fileprivate static func addFile(_ path: String, to config: OpaquePointer) -> String? {
    guard FcConfigAppFontAddFile(config, path) != 0,
      let set = FcConfigGetFonts(config, FcSetApplication)
    else { return nil }
    for index in 0..<Int(set.pointee.nfont) {
      guard let pattern = set.pointee.fonts[index] else { continue }
      var file: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file,
        String(cString: file) == path
      else { continue }
      var family: UnsafeMutablePointer<FcChar8>?
      if FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family {
        return String(cString: family)
      }
    }
    return nil
  }

  /// Pango starts fontconfig's own set-up (`FcInit`: every configuration file and font cache of
  /// the machine, 4–6 ms, more on a machine with many fonts) on a thread when the first font
  /// map is made, and waits for it before the first font is looked up, although formshot's
  /// font maps use private configurations. An empty configuration made the process's current
  /// one first turns `FcInit` into a no-op, so nothing of the machine's fontconfig set-up is
  /// read at all (formshot never uses the current configuration). Runs once, under
  /// `fontSetupLock`.
  private static let systemConfigurationBypassed: Bool = {
    guard let empty = FcConfigCreate() else { return false }
    defer { FcConfigDestroy(empty) }  // the current configuration keeps its own reference
    return FcConfigSetCurrent(empty) != 0
  }()

  /// A configuration holding `paths` as fontconfig's cache of their `FontCache` folder has
  /// them (written by the first process that needs it); nil when anything fails, or when a
  /// file gave no face (then the files are scanned one by one, which names the bad file).
  private static func cachedConfiguration(_ paths: [String], root: String) -> OpaquePointer? {
    guard let folder = FontCache.folder(for: paths, root: root), let config = FcConfigCreate()
    else { return nil }
    var escaped = ""
    for c in FontCache.fontconfigCacheFolder(root: root) {
      switch c {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      default: escaped.append(c)
      }
    }
    let xml = "<fontconfig><cachedir>\(escaped)</cachedir></fontconfig>"
    let faces =
      FcConfigParseAndLoadFromMemory(config, xml, 0) != 0 && FcConfigAppFontAddDir(config, folder) != 0
      ? Self.faces(of: config) : []
    let files = Set(faces.map(\.file))
    for (index, path) in paths.enumerated()
    where !files.contains(folder + "/" + FontCache.linkName(index, path)) {
      FcConfigDestroy(config)
      return nil
    }
    return config
  }

  /// A configuration holding `paths`, each file scanned.
  private static func scannedConfiguration(_ paths: [String]) -> Result<OpaquePointer, FontError> {
    guard let config = FcConfigCreate() else { return .failure(.setupFailed("FcConfigCreate")) }
    for path in paths where FcConfigAppFontAddFile(config, path) == 0 {
      FcConfigDestroy(config)
      return .failure(.unreadableFontFile(path: path))
    }
    return .success(config)
  }

  /// A Cairo font map over `config` (which it references) at 72 dpi: one point, one unit.
  private static func makeMap(config: OpaquePointer) -> UnsafeMutablePointer<PangoFontMap>? {
    guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else { return nil }
    pango_fc_font_map_set_config(formshot_as_fc_font_map(map), config)
    pango_cairo_font_map_set_resolution(formshot_as_cairo_font_map(map), 72)
    return map
  }

  private static func makeFontMap(
    files: [PinnedFontFile], cacheRoot: String?
  ) -> Result<(UnsafeMutablePointer<PangoFontMap>, OpaquePointer), FontError> {
    _ = systemConfigurationBypassed
    let paths = files.map(\.path)
    let config: OpaquePointer
    if let cacheRoot, let cached = cachedConfiguration(paths, root: cacheRoot) {
      config = cached
    } else {
      switch scannedConfiguration(paths) {
      case .success(let scanned): config = scanned
      case .failure(let error): return .failure(error)
      }
    }
    defer { FcConfigDestroy(config) }  // the font map keeps its own reference
    guard let map = makeMap(config: config) else {
      return .failure(.setupFailed("pango_cairo_font_map_new_for_font_type(FT)"))
    }
    guard let ctx = pango_font_map_create_context(map) else {
      g_object_unref(map)
      return .failure(.setupFailed("pango_font_map_create_context"))
    }
    let options = cairo_font_options_create()
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
    cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    pango_cairo_context_set_font_options(ctx, options)
    cairo_font_options_destroy(options)
    pango_cairo_context_set_resolution(ctx, 72)
    pango_context_set_round_glyph_positions(ctx, 0)
    pango_context_set_language(ctx, pango_language_from_string("en-us"))
    pango_context_set_base_dir(ctx, PANGO_DIRECTION_LTR)
    return .success((map, ctx))
  }
}
