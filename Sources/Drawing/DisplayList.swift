// Drawing's overview (input, output, guarantees, decisions): Drawing.docc/Drawing.md
import Geometry

/// A complete picture: a canvas size, a background and the items painted on it in order.
public struct DisplayList: Sendable, Equatable {
  public var size: Size
  public var background: Color
  public var items: [DisplayItem]
  public init(size: Size, background: Color, items: [DisplayItem] = []) {
    self.size = size
    self.background = background
    self.items = items
  }
}

/// One drawing operation.
public enum DisplayItem: Sendable, Equatable {
  /// Fills a shape.
  case fill(Shape, Paint)
  /// Strokes a shape's outline, centred on the outline; `dash` lengths in points (empty = solid).
  case stroke(Shape, color: Color, width: Double, dash: [Double])
  /// A CSS-style outer box shadow of a shape (drawn outside and under the shape only).
  case shadow(Shape, color: Color, offset: Point, blur: Double, spread: Double)
  /// A run of text laid out in `frame` (see `TextRun`).
  case text(TextRun)
  /// Clips everything up to the matching `.pop` to the shape.
  case pushClip(Shape)
  /// Paints everything up to the matching `.pop` into a group composited with `opacity`.
  case pushLayer(opacity: Double)
  /// Ends the innermost `pushClip` or `pushLayer`.
  case pop
  /// A raster image drawn into a rectangle (see `ImageRun`).
  case image(ImageRun)
  /// A symbol's glyph drawn into a rectangle (see `SymbolRun`).
  case symbol(SymbolRun)
}

/// A symbol image: one glyph of the icon font set in `style`, whose ink box (grown by half the
/// outline stroke on every side) the backend maps onto `frame` (the scene has applied the
/// content mode), optionally mirrored; the outline stroked `outlineWidth` points wide stands in
/// for a heavier weight.
public struct SymbolRun: Sendable, Equatable {
  public var glyph: String
  public var style: TextStyle
  public var frame: Rect
  public var color: Color
  public var outlineWidth: Double
  public var mirrored: Bool
  public init(
    glyph: String, style: TextStyle, frame: Rect, color: Color,
    outlineWidth: Double = 0, mirrored: Bool = false
  ) {
    self.glyph = glyph
    self.style = style
    self.frame = frame
    self.color = color
    self.outlineWidth = outlineWidth
    self.mirrored = mirrored
  }
}

/// An image stretched to `frame` (points; the scene has already applied the content mode).
/// The backend draws the variant of `asset` that suits its pixel scale
/// (`ImageAsset.variant(for:)`), smoothly filtered.
public struct ImageRun: Sendable, Equatable {
  public var asset: ImageAsset
  public var frame: Rect
  /// A template image's colour: the image's alpha filled with it. Nil: the image's own colours.
  public var tint: Color?
  public init(asset: ImageAsset, frame: Rect, tint: Color? = nil) {
    self.asset = asset
    self.frame = frame
    self.tint = tint
  }
}

/// A closed outline.
public enum Shape: Sendable, Equatable {
  /// A rectangle with a uniform corner radius (0 = square corners).
  case rect(Rect, cornerRadius: Double)
  /// A rectangle with per-corner radii (top-left, top-right, bottom-right, bottom-left).
  case roundedRect(Rect, radii: CornerRadii)
  /// The ellipse inscribed in a rectangle.
  case ellipse(Rect)
  /// An arbitrary path (icons, glyphs such as the signal bars or the delete key).
  case path([PathElement])
}

public struct CornerRadii: Sendable, Equatable {
  public var topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double
  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft; self.topRight = topRight
    self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
  }
}

public enum PathElement: Sendable, Equatable {
  case move(Point)
  case line(Point)
  case curve(Point, Point, Point)
  case close
}

/// How a shape is filled.
public enum Paint: Sendable, Equatable {
  case solid(Color)
  /// A linear gradient from `start` to `end` (points in canvas coordinates); stop offsets 0…1.
  case linearGradient(start: Point, end: Point, stops: [GradientStop])
}

public struct GradientStop: Sendable, Equatable {
  public var offset: Double
  public var color: Color
  public init(offset: Double, color: Color) { self.offset = offset; self.color = color }
}

/// Text laid out in a box.
///
/// The first line's box starts at `frame.minY`; each line is `style.lineHeight` tall with the
/// text vertically centred in its line box (as CSS does). Lines wrap or truncate at
/// `frame.width` as `truncation` says. `frame.height` clips nothing; it is informational.
public struct TextRun: Sendable, Equatable {
  public var string: String
  public var style: TextStyle
  public var color: Color
  public var frame: Rect
  public var alignment: TextAlignment
  public var truncation: TextTruncation
  /// Maximum number of lines for `.wrap` (0 = unlimited).
  public var maxLines: Int
  public init(
    _ string: String, style: TextStyle, color: Color, frame: Rect,
    alignment: TextAlignment = .leading, truncation: TextTruncation = .tail, maxLines: Int = 1
  ) {
    self.string = string
    self.style = style
    self.color = color
    self.frame = frame
    self.alignment = alignment
    self.truncation = truncation
    self.maxLines = maxLines
  }
}

public enum TextAlignment: String, Sendable, Equatable {
  case leading, center, trailing
}
