/// Text styles and the measuring protocol that lets the layout engine size text without
/// linking Pango (taffy's "measure function" idea): the Cairo backend implements
/// `TextMeasuring`, the engine and the scene only call it.

/// Font weight on the CSS / OpenType scale (400 regular, 600 semibold, 700 bold).
public struct FontWeight: Sendable, Hashable, Codable, Comparable {
  public var value: Int
  public init(_ value: Int) { self.value = value }
  public static let regular = FontWeight(400)
  public static let medium = FontWeight(500)
  public static let semibold = FontWeight(600)
  public static let bold = FontWeight(700)
  public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }
}

/// Which of the pinned font families to use. Only pinned families exist: a machine's own fonts
/// never take part.
public enum FontFamily: String, Sendable, Hashable, Codable {
  /// Inter, the stand-in for SF Pro (Inter Display for its Display design: `OpticalSize`).
  case system
  /// JetBrains Mono, the stand-in for SF Mono (used by the constraints inspector).
  case monospaced
  /// Material Design Icons, whose glyphs stand in for SF Symbols (`Symbol`).
  case symbols
  /// Liberation Sans, the stand-in for Helvetica, Helvetica Neue and Arial in Interface
  /// Builder files: Arial's widths, which are Helvetica's, and within a point of Helvetica
  /// Neue's at reading sizes, where Inter is 4 % wider. Regular and bold, and medium as the
  /// regular face widened halfway to the bold's advances; other weights snap.
  case helvetica
}

/// Which optical size of the system family sets the text: San Francisco has a Text design for
/// reading sizes and a Display design, tighter and narrower, for large sizes; Inter and Inter
/// Display stand in for them.
public enum OpticalSize: String, Sendable, Hashable, Codable {
  case text
  case display
}

/// Everything needed to shape a run of text: the same value is measured by the layout engine
/// and drawn by the painter, so what is measured is what is drawn.
public struct TextStyle: Sendable, Hashable, Codable {
  public var family: FontFamily
  /// Size in points.
  public var size: Double
  public var weight: FontWeight
  /// Line height in points (iOS "leading"); each line box is exactly this tall.
  public var lineHeight: Double
  /// Extra space between characters in points (iOS "tracking"), may be negative.
  public var tracking: Double
  /// Render the text upper-cased (section headers).
  public var uppercase: Bool
  /// The italic face (`UIFontDescriptor.SymbolicTraits.traitItalic`).
  public var italic: Bool
  /// Every digit as wide as the others (`UIFont.monospacedDigitSystemFont`, OpenType `tnum`).
  public var monospacedDigits: Bool
  /// How a line that does not fit is broken or cut (`NSLineBreakMode`): it decides where the
  /// measured lines end, so it belongs to the style that is measured.
  public var lineBreak: LineBreakMode
  /// A font file the form names, by absolute path, drawn instead of `family` (its face is chosen
  /// by `weight` and `italic` among the faces of that file).
  public var fontFile: String?
  /// The system family's optical size (Inter or Inter Display); the other families and a font
  /// file have one. Forms keep `.text` at every size (their visual target set Inter
  /// throughout); the Interface Builder reader asks for `.display` where UIKit's SF is Display.
  public var opticalSize: OpticalSize
  /// Extra space between two lines (`NSParagraphStyle.lineSpacing`), none after the last: a
  /// paragraph style's attributed text is that much taller per wrapped line, not per line.
  public var lineSpacing: Double = 0
  /// Where glyphs sit in a line box taller than their font: at its bottom, as TextKit sets a
  /// paragraph style's `lineHeightMultiple` or `minimumLineHeight` (the extra space goes
  /// above), or centred in it (CSS's half-leading, forms' lines).
  public var glyphsAtLineBottom: Bool = false
  /// Tracking the text sets itself (a form's `tracking:`, NSKern) is given to every character;
  /// otherwise it is SF's own size-specific tracking, which text iOS sets in another font (Han,
  /// kana and Hangul, in its CJK fonts) does not get.
  public var trackingIsExplicit: Bool = false
  /// The space after each Han or kana character of system text, in ems, in place of SF's
  /// tracking: iOS sets them in its CJK fonts (PingFang, Hiragino), about 1.02 em a character
  /// from iOS 11 where the stand-in's are 1 em, and 1 em before or when a file names the font.
  /// (Hangul syllables are Apple SD Gothic Neo's width whatever the version:
  /// `appleSDGothicNeoAdvance`.)
  public var cjkSpacing: Double = 0.02
  /// How wide Apple SD Gothic Neo, the font iOS draws Korean in, sets a Hangul syllable and a
  /// Han character, in ems: narrower than a CJK font's em (the stand-in's Han) and than Noto
  /// Sans CJK's 0.92 Hangul. Xcode stores wakmusic's 17-pt "문의하기" 59 wide and its 12-pt
  /// "전체보기" 41.67, the juice-maker exercises' (yagom-academy, Xcode 12 to 13) 15-pt "재고
  /// 수정" 56 and 21-pt "닫기" 37: 0.868 em a syllable at 12 to 21 pt, from three weights, each
  /// within 0.5 pt; bm's Chinese titles named in the font, 0.864 to 0.889 em a character.
  public static let appleSDGothicNeoAdvance = 0.868
  /// How far past its frame, as a fraction of the frame's width, one line of this text may
  /// measure and still be drawn whole, condensed to the frame, rather than cut short with "…":
  /// an Interface Builder file's frames fit SF's text, which the stand-in sets up to a few
  /// percent wider (a subtitle cell's "Title", stored 33 wide, would show as "Ti…"). 0 for
  /// forms, whose frames are measured in the stand-in itself.
  public var standInSlack: Double = 0
  /// How much smaller than `size` the stand-in is set where it stands in for a narrower font
  /// (Inter for Avenir, 0.95): its text is then as wide as that font's, and its lowercase
  /// nearer that font's shorter one. The line stays `lineHeight`, the named font's. 1 for
  /// every font formshot has.
  public var standInScale: Double = 1
  /// The family the characters `fontFile` has no glyph for are set in, where the file's own
  /// characters (its spaces too) stay in its face: Xcode sets them in Helvetica (`.helvetica`,
  /// for Interface Builder files). Nil: whichever face the font set offers first.
  public var fallbackFamily: FontFamily? = nil

  /// The widest one line that is drawn whole, not cut, in a frame `width` wide: the frame
  /// and `standInSlack` of it. The painter condenses a line up to this width; the audit does
  /// not call it cut.
  public func widthShownWhole(in width: Double) -> Double { width * (1 + standInSlack) }

  /// The distance from one line's top to the next's.
  public var linePitch: Double { lineHeight + lineSpacing }

  /// The height of `lines` lines: the spacing goes between them only.
  public func height(ofLines lines: Int) -> Double {
    lines > 0 ? Double(lines) * lineHeight + Double(lines - 1) * lineSpacing : 0
  }

  public init(
    family: FontFamily = .system, size: Double, weight: FontWeight = .regular,
    lineHeight: Double? = nil, tracking: Double = 0, uppercase: Bool = false,
    italic: Bool = false, monospacedDigits: Bool = false,
    lineBreak: LineBreakMode = .truncateTail, fontFile: String? = nil,
    opticalSize: OpticalSize = .text
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.lineHeight = lineHeight ?? (size * 1.29).rounded()
    self.tracking = tracking
    self.uppercase = uppercase
    self.italic = italic
    self.monospacedDigits = monospacedDigits
    self.lineBreak = lineBreak
    self.fontFile = fontFile
    self.opticalSize = opticalSize
  }
}

/// `NSLineBreakMode`: how text that does not fit is wrapped or cut.
public enum LineBreakMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// Wraps at word boundaries (a word longer than the line at characters); the text past the
  /// last line is cut off without "…".
  case wordWrap
  /// Wraps at characters; the text past the last line is cut off.
  case charWrap
  /// One line (or the lines that fit), clipped at the edge.
  case clip
  /// "…" at the start of the (last) line.
  case truncateHead
  /// "…" in the middle of the (last) line.
  case truncateMiddle
  /// "…" at the end of the (last) line: UILabel's default.
  case truncateTail

  /// Whether a cut line shows "…".
  public var truncates: Bool {
    self == .truncateHead || self == .truncateMiddle || self == .truncateTail
  }
}

/// How a text run that does not fit its width is cut.
public enum TextTruncation: String, Sendable, Hashable, Codable {
  /// Wrap onto more lines (up to `maxLines`, 0 = unlimited), then ellipsize the last one.
  case wrap
  /// One line, "…" at the end (UILabel `.byTruncatingTail`).
  case tail
  /// One line, clipped.
  case clip
}

/// The measured box of a piece of text.
public struct TextMetrics: Sendable, Hashable, Codable {
  /// Width of the widest line, height = lines × lineHeight.
  public var size: Size
  /// Distance from the top of the box to the first line's baseline.
  public var firstBaseline: Double
  /// Distance from the top of the box to the last line's baseline.
  public var lastBaseline: Double
  public var lineCount: Int
  public init(size: Size, firstBaseline: Double, lastBaseline: Double, lineCount: Int) {
    self.size = size
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lineCount = lineCount
  }
}

/// Measures text exactly as the painter will draw it.
///
/// Implementations hold native resources (a font map) and are used from one thread at a time;
/// create one per worker.
public protocol TextMeasuring: AnyObject {
  /// Measures `text` in `style`. `maxWidth` nil means one unbounded line; otherwise lines wrap
  /// at that width (when `maxLines` ≠ 1) and the result's width never exceeds it.
  func measure(_ text: String, style: TextStyle, maxWidth: Double?, maxLines: Int) -> TextMetrics

  /// The ink box of one line of `text` in `style`, relative to its baseline origin (y grows
  /// down: a glyph above the baseline has a negative `y`): what a symbol image is sized by.
  func inkBox(_ text: String, style: TextStyle) -> Rect
}

extension TextMeasuring {
  /// Without glyph outlines: the icon font's 20-unit live area on its 24-unit grid, per
  /// character, sitting on the baseline.
  public func inkBox(_ text: String, style: TextStyle) -> Rect {
    let unit = style.size / 24
    return Rect(
      x: 2 * unit, y: -22 * unit, width: Double(max(text.count, 1)) * 24 * unit - 4 * unit,
      height: 20 * unit)
  }
}
