// Shapes text once, for both measuring and painting, so that what is measured is what is drawn.
//
// Layout happens in the font library's single, unscaled Pango context; the painter draws the
// resulting lines into any cairo target (PNG at any scale, SVG), so glyph positions and line
// breaks never depend on the output scale.
import CCairo
import CPangoCairo
import Drawing
import Geometry

/// How lines are formed.
enum LineMode: Equatable {
  /// One line; "…" at the end when wider than the width (UILabel `.byTruncatingTail`).
  case tail
  /// One line, never cut (the painter clips it).
  case clip
  /// Wrap at the width, up to `maxLines` (0 = unlimited), "…" at the end of the last one.
  case wrap(maxLines: Int)
}

/// One laid-out line, in points relative to the text box's top-left corner.
struct LineBox {
  /// Where the line's origin (its logical left edge) sits, before alignment.
  var originOffset: Double
  /// The width the line needs to fit (what measuring reports).
  var width: Double
  /// The width to align: `width` minus the padding Pango adds to an ellipsis so that an
  /// ellipsized line fills the whole width.
  var alignedWidth: Double
}

/// The shape of a laid-out text: its lines and its CSS-like line boxes.
struct TextShape {
  var lines: [LineBox]
  var metrics: TextMetrics
}

/// Reuses one PangoLayout and caches per-style font data.
///
/// Not thread-safe.
final class TextEngine {
  let fonts: FontLibrary
  private let layout: OpaquePointer
  private var descriptions: [StyleKey: OpaquePointer] = [:]
  private var ascents: [StyleKey: (ascent: Double, descent: Double)] = [:]
  private lazy var helveticaMedium = HelveticaMediumSpacing()
  private lazy var coverage = FontCoverage()

  /// The font-selecting part of a style (everything that changes the font description).
  private struct StyleKey: Hashable {
    var family: String
    var size: Double
    var weight: Int
    var italic: Bool
  }

  init(fonts: FontLibrary) throws(FontError) {
    self.fonts = fonts
    guard let layout = pango_layout_new(fonts.context) else {
      throw .setupFailed("pango_layout_new")
    }
    self.layout = layout
  }

  convenience init() throws(FontError) {
    try self.init(fonts: FontLibrary())
  }

  deinit {
    // The layout's lines hold the last references to fonts: freeing them frees cairo faces.
    FontFaceLock.withLock { g_object_unref(UnsafeMutableRawPointer(layout)) }
    for (_, description) in descriptions { pango_font_description_free(description) }
  }

  /// How far (in points) a line may overhang its frame and still count as fitting: far below a
  /// device pixel at any scale (0.03 px at 3×), well above the noise by which a frame sized
  /// from a measured width (through the solver, padding, insets) can come back narrower.
  static let fitTolerance = 0.01

  // MARK: - Layout

  /// Lays `text` out and calls `body` with the layout (valid only inside `body`) and its shape,
  /// holding `FontFaceLock` throughout: `body` may read the layout's glyphs (extents, paths) but
  /// must not lay out another text.
  func withLayout<R>(
    _ text: String, style: TextStyle, width: Double?, mode: LineMode,
    _ body: (OpaquePointer, TextShape) -> R
  ) -> R {
    FontFaceLock.withLock { layOut(text, style: style, width: width, mode: mode, body) }
  }

  private func layOut<R>(
    _ text: String, style: TextStyle, width: Double?, mode: LineMode,
    _ body: (OpaquePointer, TextShape) -> R
  ) -> R {
    let shown = Self.displayed(text, uppercase: style.uppercase, singleLine: !Self.wraps(mode))
    fonts.loadFonts(for: shown, style: style)
    let key = self.key(for: style)
    let description = fontDescription(key)
    let (ascent, descent) = fontExtents(key, description: description)

    pango_layout_set_font_description(layout, description)
    let attributes = pango_attr_list_new()
    let tracking = Self.pangoUnits(style.tracking)
    if tracking != 0, let spacing = pango_attr_letter_spacing_new(tracking) {
      pango_attr_list_insert(attributes, spacing)
    }
    if style.family == .system, style.fontFile == nil {
      Self.insertStandInSpacing(shown, style: style, tracking: tracking, into: attributes)
    }
    if HelveticaMediumSpacing.applies(to: style) {
      insertMediumSpacing(shown, style: style, tracking: tracking, into: attributes)
    }
    if let file = style.fontFile, let fallback = style.fallbackFamily {
      insertFallbackRuns(shown, style: style, file: file, family: fallback, into: attributes)
    }
    // SF's tracking is SF's own: iOS sets Han, kana and Hangul in its CJK fonts, which space
    // them their own way (`TextStyle.cjkSpacing`): JXSegmentedView's 17-pt labels of 2, 4, 5
    // and 6 Chinese characters are stored 35, 70 (69.5), 87 and 104 wide (Xcode 15),
    // CYLTabBarController's 15-pt button of 7 is 108 (Xcode 11.4), ZFPlayer's of 4 is 62
    // (Xcode 11.5): at 1.02 em all within 0.5 pt, tracked as SF 2.7 to 6 pt short. Hangul
    // syllables are Apple SD Gothic Neo's (`hangulSyllableAdvance`), tracked or not.
    let cjk = style.family == .system && style.fontFile == nil ? Self.cjkRuns(shown) : []
    let hanSpacing = style.trackingIsExplicit ? tracking : Self.pangoUnits(style.cjkSpacing * style.size)
    let hangulSpacing =
      (style.trackingIsExplicit ? tracking : 0)
      + Self.pangoUnits((Self.hangulSyllableAdvance - Self.standInHangulSyllableAdvance) * style.size)
    for run in cjk {
      let runSpacing = run.isHangul ? hangulSpacing : hanSpacing
      guard runSpacing != tracking else { continue }
      Self.insert(pango_attr_letter_spacing_new(runSpacing), bytes: run.bytes, into: attributes)
    }
    Self.insertEmojiBoxes(
      shown, style: style, tracking: tracking, ascent: ascent, descent: descent, into: attributes)
    var features: [String] = []
    if style.family == .monospaced, style.fontFile == nil {
      features.append("calt=0,liga=0")  // code ligatures: SF Mono has none
    }
    if style.monospacedDigits { features.append("tnum=1") }  // tabular figures
    // A font file's own tracking table (`trak`, which HarfBuzz applies by the point size and
    // extrapolates past its last entry) is not applied: Xcode sets an app's font untracked.
    // uCheckout bundles Apple's San Francisco Text, whose table tightens 17-pt text by 8 units
    // of 2,048 a character and 22-pt text by 48 when extrapolated; its one-line labels in it
    // are stored as wide as the font sets them untracked ("No Items in Cart", bold 22 pt,
    // 168.5; tracked 160).
    if style.fontFile != nil { features.append("trak=0") }
    if !features.isEmpty, let attribute = pango_attr_font_features_new(features.joined(separator: ",")) {
      pango_attr_list_insert(attributes, attribute)
    }
    // UILabel's character wrapping breaks inside a word without a hyphen (Pango adds one).
    if style.lineBreak == .charWrap, let hyphens = pango_attr_insert_hyphens_new(0) {
      pango_attr_list_insert(attributes, hyphens)
    }
    pango_layout_set_attributes(layout, attributes)
    pango_attr_list_unref(attributes)
    shown.withCString { pango_layout_set_text(layout, $0, -1) }

    let limit = width.flatMap { $0.isFinite ? max(0, $0) : nil }
    // Pango is given a little more room than the frame: a frame as wide as the measured text,
    // give or take solver and float noise, must never ellipsize or wrap.
    let fitWidth = limit.map { Self.pangoUnits($0 + Self.fitTolerance) }
    var maxLines = 0
    pango_layout_set_height(layout, -1)
    let ellipsis = Self.ellipsis(style.lineBreak)
    switch mode {
    case .tail where ellipsis != PANGO_ELLIPSIZE_NONE:
      pango_layout_set_single_paragraph_mode(layout, 1)
      pango_layout_set_width(layout, fitWidth ?? -1)
      pango_layout_set_ellipsize(layout, limit == nil ? PANGO_ELLIPSIZE_NONE : ellipsis)
      maxLines = 1
    case .tail:  // a line break mode without "…" cuts the one line off at the edge
      pango_layout_set_single_paragraph_mode(layout, 1)
      pango_layout_set_width(layout, -1)
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
      maxLines = 1
    case .clip:
      pango_layout_set_single_paragraph_mode(layout, 1)
      pango_layout_set_width(layout, -1)
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
      maxLines = 1
    case .wrap(let lines):
      maxLines = max(0, lines)
      pango_layout_set_single_paragraph_mode(layout, 0)
      pango_layout_set_wrap(
        layout, style.lineBreak == .charWrap ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
      pango_layout_set_width(layout, fitWidth ?? -1)
      if maxLines > 0, limit != nil, ellipsis != PANGO_ELLIPSIZE_NONE {
        pango_layout_set_ellipsize(layout, ellipsis)
        pango_layout_set_height(layout, Int32(-maxLines))
      } else {
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
      }
    }

    var count = Int(pango_layout_get_line_count(layout))
    if maxLines > 0 { count = min(count, maxLines) }  // height limits lines per paragraph only
    var lines: [LineBox] = []
    var widest = 0.0
    // The text's bytes, kept only when it has an underscore the stand-in widens (most text has
    // none, and every line's ends then carry the style's tracking alone).
    let underscore = UInt8(ascii: "_")
    let widened: [UInt8]? =
      style.family == .system && style.fontFile == nil && shown.utf8.contains(underscore) ? Array(shown.utf8) : nil
    let underscoreSpacing =
      widened == nil ? tracking : tracking + Self.pangoUnits(Self.standInUnderscoreExtra(weight: style.weight) * style.size)
    /// The letter spacing on the character at byte `index` (an underscore's is wider, see
    /// `insertStandInSpacing`; a CJK character's is its own font's: `TextStyle.cjkSpacing`,
    /// or for Hangul `hangulSyllableAdvance`).
    func spacing(at index: Int) -> Int32 {
      if let run = cjk.first(where: { $0.bytes.contains(index) }) { return run.isHangul ? hangulSpacing : hanSpacing }
      guard let widened, widened.indices.contains(index), widened[index] == underscore else { return tracking }
      return underscoreSpacing
    }
    if !shown.isEmpty {
      for index in 0..<count {
        guard let line = pango_layout_get_line_readonly(layout, Int32(index)) else { break }
        var logical = PangoRectangle()
        pango_layout_line_get_extents(line, nil, &logical)
        // Pango splits each character's letter spacing half before and half after it, trims
        // the outer halves at a line's two ends from the extents, and counts them when deciding
        // whether a line fits; report the fitting width (as iOS, whose tracking follows every
        // character), so a frame of exactly this width never wraps or truncates. A line that
        // starts or ends with an underscore trims that wider character's halves.
        let start = Int(line.pointee.start_index)
        let end = start + Int(line.pointee.length) - 1
        let lead = Self.spacingBefore(spacing(at: start))
        let trail = spacing(at: end) - Self.spacingBefore(spacing(at: end))
        let units = logical.width > 0 ? logical.width + lead + trail : 0
        let lineWidth = Double(max(0, units)) / Double(PANGO_SCALE)
        let padding = Double(Self.ellipsisPadding(line)) / Double(PANGO_SCALE)
        lines.append(
          LineBox(
            originOffset: -Double(logical.x) / Double(PANGO_SCALE), width: lineWidth,
            alignedWidth: max(0, lineWidth - padding)))
        widest = max(widest, lineWidth)
      }
    }
    if let limit { widest = min(widest, limit) }

    let lineHeight = style.lineHeight
    let firstBaseline =
      style.glyphsAtLineBottom && lineHeight > ascent + descent
      ? lineHeight - descent : (lineHeight - (ascent + descent)) / 2 + ascent
    let lineCount = lines.count
    let metrics = TextMetrics(
      size: Size(width: widest, height: style.height(ofLines: lineCount)),
      firstBaseline: firstBaseline,
      lastBaseline: Double(max(lineCount, 1) - 1) * style.linePitch + firstBaseline,
      lineCount: lineCount)
    return body(layout, TextShape(lines: lines, metrics: metrics))
  }

  /// The ink box of `text`'s first line on one unbounded line, in points relative to its
  /// baseline origin; and how many characters no pinned font has a glyph for.
  func ink(_ text: String, style: TextStyle) -> (box: Rect, unknownGlyphs: Int) {
    withLayout(text, style: style, width: nil, mode: .clip) { layout, _ in
      let unknown = Int(pango_layout_get_unknown_glyphs_count(layout))
      guard let line = pango_layout_get_line_readonly(layout, 0) else { return (.zero, unknown) }
      var ink = PangoRectangle()
      pango_layout_line_get_extents(line, &ink, nil)
      let scale = Double(PANGO_SCALE)
      return (
        Rect(
          x: Double(ink.x) / scale, y: Double(ink.y) / scale, width: Double(ink.width) / scale,
          height: Double(ink.height) / scale), unknown
      )
    }
  }

  /// The advance Pango added to an ellipsis run beyond its glyphs' own advances (Pango widens
  /// the ellipsis so an ellipsized line is exactly as wide as the layout), in Pango units.
  private static func ellipsisPadding(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Int32 {
    var node = line.pointee.runs
    while let current = node {
      node = current.pointee.next
      guard let data = current.pointee.data else { continue }
      let run = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
      guard let item = run.item, let glyphs = run.glyphs,
        item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
      else { continue }
      var natural: Int32 = 0
      for index in 0..<Int(glyphs.pointee.num_glyphs) {
        var logical = PangoRectangle()
        pango_font_get_glyph_extents(
          item.pointee.analysis.font, glyphs.pointee.glyphs[index].glyph, nil, &logical)
        natural += logical.width
      }
      return max(0, pango_glyph_string_get_width(glyphs) - natural)
    }
    return 0
  }

  /// Where a cut line shows "…" (none for the modes that only wrap or clip).
  private static func ellipsis(_ mode: LineBreakMode) -> PangoEllipsizeMode {
    switch mode {
    case .truncateHead: return PANGO_ELLIPSIZE_START
    case .truncateMiddle: return PANGO_ELLIPSIZE_MIDDLE
    case .truncateTail: return PANGO_ELLIPSIZE_END
    case .wordWrap, .charWrap, .clip: return PANGO_ELLIPSIZE_NONE
    }
  }

  private static func wraps(_ mode: LineMode) -> Bool {
    if case .wrap = mode { return true }
    return false
  }

  /// The string Pango shapes: upper-cased when the style says so, without NUL characters
  /// (Pango reads C strings) or other control characters but tabs and line breaks, which iOS
  /// draws as nothing where Pango shows a box each (netcloth's group notice, whose three DLE
  /// characters Xcode stores base64-encoded, wrapped onto six lines instead of two), and in
  /// one-line modes with line breaks shown as spaces (Pango would draw a visible
  /// paragraph-separator glyph); in wrapping modes a line separator (U+2028) is a line break.
  static func displayed(_ text: String, uppercase: Bool, singleLine: Bool) -> String {
    var result = uppercase ? text.uppercased() : text
    func isHidden(_ c: Character) -> Bool {
      c.unicodeScalars.allSatisfy { ($0.value < 0x20 || $0.value == 0x7F) && $0 != "\t" } && !c.isNewline
    }
    if result.contains(where: isHidden) { result.removeAll(where: isHidden) }
    if singleLine, result.contains(where: \.isNewline) {
      result = String(result.map { $0.isNewline ? " " : $0 })
    } else if !singleLine, result.contains("\u{2028}") {
      // A line separator ends its line as TextKit sets it, the next character starting a
      // new one even when that is a paragraph's end; Pango ends a paragraph's last line at a
      // separator without opening another. As a paragraph break it counts as iOS counts it.
      result = String(result.map { $0 == "\u{2028}" ? "\n" : $0 })
    }
    return result
  }

  // MARK: - Fonts

  private func key(for style: TextStyle) -> StyleKey {
    let scaled = style.size * style.standInScale
    let size = scaled.isFinite ? min(max(scaled, 0.5), 2000) : 17
    if let file = style.fontFile, let family = fonts.family(ofFile: file) {
      return StyleKey(family: family, size: size, weight: style.weight.value, italic: style.italic)
    }
    return StyleKey(
      family: PinnedFonts.familyName(for: style), size: size,
      weight: PinnedFonts.snappedWeight(style.weight, family: style.family),
      italic: style.italic && (style.family == .system || style.family == .helvetica))
  }

  private func fontDescription(_ key: StyleKey) -> OpaquePointer? {
    if let cached = descriptions[key] { return cached }
    guard let description = pango_font_description_new() else { return nil }
    pango_font_description_set_family(description, key.family)
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(key.weight)))
    pango_font_description_set_style(description, key.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
    pango_font_description_set_stretch(description, PANGO_STRETCH_NORMAL)
    pango_font_description_set_absolute_size(description, key.size * Double(PANGO_SCALE))
    descriptions[key] = description
    return description
  }

  /// The font's ascent and descent in points: the CSS "content area" centred in a line box.
  private func fontExtents(
    _ key: StyleKey, description: OpaquePointer?
  ) -> (ascent: Double, descent: Double) {
    if let cached = ascents[key] { return cached }
    var result = (ascent: key.size * 0.8, descent: key.size * 0.2)
    if let metrics = pango_context_get_metrics(fonts.context, description, nil) {
      result = (
        ascent: Double(pango_font_metrics_get_ascent(metrics)) / Double(PANGO_SCALE),
        descent: Double(pango_font_metrics_get_descent(metrics)) / Double(PANGO_SCALE)
      )
      pango_font_metrics_unref(metrics)
    }
    ascents[key] = result
    return result
  }

  /// How much wider than Inter, its stand-in, San Francisco sets its low line ("_"), in ems:
  /// 0.125 em at regular weight, growing with the weight to 0.213 em at bold (Inter's own
  /// underscore is 0.45-0.48 em at every weight). Xcode stores labels of localization keys
  /// ("lbl_sum_fee_key") that much wider per underscore, at every size, while their other
  /// characters measure as SF's (docs/interface-builder.md, "Text as UIKit measures it"): 0.225
  /// em at bold in all, of which an Interface Builder file's tracking gives every character of
  /// heavier system text 0.012 em (`Resolution.heavierWeightSpacing`).
  static func standInUnderscoreExtra(weight: FontWeight) -> Double {
    0.125 + 0.088 * min(1, max(0, Double(weight.value - 400) / 300))
  }

  /// The share of a character's letter spacing Pango puts before it (the rest goes after):
  /// half, on a whole unit when the spacing is a whole number of points (Pango's
  /// `distribute_letter_spacing`).
  static func spacingBefore(_ spacing: Int32) -> Int32 {
    let half = spacing / 2
    return spacing & (Int32(PANGO_SCALE) - 1) == 0 ? (half + Int32(PANGO_SCALE) / 2) & ~(Int32(PANGO_SCALE) - 1) : half
  }

  /// How wide iOS sets a Hangul syllable, in ems: Apple SD Gothic Neo's
  /// (`TextStyle.appleSDGothicNeoAdvance`), narrower than the stand-in's
  /// (`standInHangulSyllableAdvance`).
  static let hangulSyllableAdvance = TextStyle.appleSDGothicNeoAdvance

  /// How wide the stand-in (Noto Sans CJK, every face) sets a Hangul syllable, in ems.
  static let standInHangulSyllableAdvance = 0.92

  /// `text`'s runs of CJK characters (`PinnedFonts.isCJK`), which iOS sets in its CJK fonts
  /// rather than SF, as byte ranges; Hangul syllables (U+AC00–D7A3) are runs of their own, as
  /// iOS's Korean font is not its Chinese and Japanese ones.
  static func cjkRuns(_ text: String) -> [(bytes: Range<Int>, isHangul: Bool)] {
    // Every CJK character is U+1100 or above: three or four UTF-8 bytes led by 0xE1 or more.
    guard text.utf8.contains(where: { $0 >= 0xE1 }) else { return [] }
    var runs: [(bytes: Range<Int>, isHangul: Bool)] = []
    var offset = 0
    for scalar in text.unicodeScalars {
      let length = UTF8.width(scalar)
      if PinnedFonts.isCJK(scalar) {
        let isHangul = (0xAC00...0xD7A3).contains(scalar.value)
        if let last = runs.last, last.bytes.upperBound == offset, last.isHangul == isHangul {
          runs[runs.count - 1].bytes = last.bytes.lowerBound..<(offset + length)
        } else {
          runs.append((offset..<(offset + length), isHangul))
        }
      }
      offset += length
    }
    return runs
  }

  /// Widens each character of Helvetica Neue Medium text, set in the regular face, halfway to
  /// the bold face's advance (`HelveticaMediumSpacing`), on top of the style's tracking.
  private func insertMediumSpacing(
    _ text: String, style: TextStyle, tracking: Int32, into attributes: OpaquePointer?
  ) {
    var offset = 0
    for character in text {
      let length = character.utf8.count
      defer { offset += length }
      guard let scalar = character.unicodeScalars.first else { continue }
      let extra = Self.pangoUnits(helveticaMedium.extraEm(scalar, italic: style.italic) * style.size)
      guard extra != 0 else { continue }
      Self.insert(pango_attr_letter_spacing_new(tracking + extra), bytes: offset..<(offset + length), into: attributes)
    }
  }

  /// Sets each run of characters the font file lacks in the fallback family's stand-in
  /// (`TextStyle.fallbackFamily`); the characters the file has stay in its face.
  private func insertFallbackRuns(
    _ text: String, style: TextStyle, file: String, family: FontFamily, into attributes: OpaquePointer?
  ) {
    let name = PinnedFonts.familyName(for: TextStyle(family: family, size: style.size))
    var runs: [Range<Int>] = []
    var offset = 0
    for character in text {
      let length = character.utf8.count
      defer { offset += length }
      guard let scalar = character.unicodeScalars.first, !coverage.covers(scalar, file: file) else { continue }
      if let last = runs.last, last.upperBound == offset {
        runs[runs.count - 1] = last.lowerBound..<(offset + length)
      } else {
        runs.append(offset..<(offset + length))
      }
    }
    for run in runs { Self.insert(pango_attr_family_new(name), bytes: run, into: attributes) }
  }

  /// Widens each underscore by letter spacing on it alone (on top of the style's tracking), so
  /// measuring and drawing both see SF's wider advance.
  private static func insertStandInSpacing(
    _ text: String, style: TextStyle, tracking: Int32, into attributes: OpaquePointer?
  ) {
    let extra = pangoUnits(standInUnderscoreExtra(weight: style.weight) * style.size)
    for (offset, byte) in text.utf8.enumerated() where byte == UInt8(ascii: "_") {
      insert(pango_attr_letter_spacing_new(tracking + extra), bytes: offset..<(offset + 1), into: attributes)
    }
  }

  /// How wide iOS sets one emoji (a cluster Apple Color Emoji draws, whatever the text's font):
  /// its point size plus 5.5 pt, an empirical fit: Xcode stores emoji-only labels, buttons and
  /// segments that wide within 0.5 pt from 13 to 17 pt and within 1.75 pt up to 45 pt
  /// (SwiftMessages, IGListKit, ChatSecure, Instructions, SkyFloatingLabelTextField:
  /// docs/interface-builder.md, "Text as UIKit measures it"); no fixed multiple of the size
  /// fits them (1.45 em at 13 pt, 1.1 em at 45 pt).
  static func emojiAdvance(size: Double) -> Double { size + 5.5 }

  /// Whether Apple Color Emoji draws `character`: an emoji shown as emoji by default, or
  /// asked for with the emoji variation selector, a skin tone or a keycap.
  static func isEmoji(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first, first.properties.isEmoji else { return false }
    return first.properties.isEmojiPresentation
      || character.unicodeScalars.contains { $0.value == 0xFE0F || (0x1F3FB...0x1F3FF).contains($0.value) }
  }

  /// Sets each emoji cluster as a box `emojiAdvance` wide (with the style's tracking after it,
  /// as after any character) and the font's ascent and descent tall, so measuring and drawing
  /// both see iOS's width. The pinned fonts have no emoji; the box draws nothing (no font the
  /// machine may lack takes part, so output stays byte-identical).
  private static func insertEmojiBoxes(
    _ text: String, style: TextStyle, tracking: Int32, ascent: Double, descent: Double,
    into attributes: OpaquePointer?
  ) {
    let width = pangoUnits(emojiAdvance(size: style.size)) - tracking
    var offset = 0
    for character in text {
      let length = character.utf8.count
      defer { offset += length }
      guard isEmoji(character) else { continue }
      // Pango gives every code point of the range the box: share the width among them.
      let scalars = Int32(character.unicodeScalars.count)
      var box = PangoRectangle(
        x: 0, y: -pangoUnits(ascent), width: width / scalars, height: pangoUnits(ascent + descent))
      insert(pango_attr_shape_new(&box, &box), bytes: offset..<(offset + length), into: attributes)
    }
  }

  /// Adds `attribute` (when Pango made one) to `attributes` for the UTF-8 bytes `bytes` of the
  /// text.
  private static func insert(
    _ attribute: UnsafeMutablePointer<PangoAttribute>?, bytes: Range<Int>, into attributes: OpaquePointer?
  ) {
    guard let attribute else { return }
    attribute.pointee.start_index = UInt32(bytes.lowerBound)
    attribute.pointee.end_index = UInt32(bytes.upperBound)
    pango_attr_list_insert(attributes, attribute)
  }

  static func pangoUnits(_ points: Double) -> Int32 {
    guard points.isFinite else { return 0 }
    let units = (points * Double(PANGO_SCALE)).rounded()
    return Int32(max(-1e9, min(1e9, units)))
  }
}
