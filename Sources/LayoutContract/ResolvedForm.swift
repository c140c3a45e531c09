// LayoutContract's overview (input, output, guarantees, decisions): LayoutContract.docc/LayoutContract.md
import Geometry
import LayoutVocabulary

/// One form in one state, ready for layout and painting.
public struct ResolvedForm: Sendable, Equatable {
  /// The form's name (`form signup` → "signup").
  public var name: String
  /// The state as normalised tokens, in canonical axis order (e.g. ["kb-shown", "compact",
  /// "light", "signup", "label-wins"]).
  public var state: [String]
  public var environment: FormEnvironment
  public var items: [LayoutItem]
  public var constraints: [LayoutConstraint]
  /// The keyboard guide's tracking state (near edges, active tracking sets); nil when the form
  /// has no keyboard guide information (hand-built forms).
  public var tracking: KeyboardTracking?

  public init(
    name: String, state: [String], environment: FormEnvironment, items: [LayoutItem],
    constraints: [LayoutConstraint], tracking: KeyboardTracking? = nil
  ) {
    self.name = name
    self.state = state
    self.environment = environment
    self.items = items
    self.constraints = constraints
    self.tracking = tracking
  }

  /// The item with this id (linear search; forms have tens of items).
  public func item(_ id: ItemID) -> LayoutItem? { items.first { $0.id == id } }
}

/// An item's identity: its qualified name (`row-tz.val`, scopes joined by "."), or for an
/// anonymous item `_` + its declaration index (`_12`), so ids are stable across runs.
public struct ItemID: Sendable, Hashable, Comparable, Codable, CustomStringConvertible,
  ExpressibleByStringLiteral
{
  public var rawValue: String
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }
  public var description: String { rawValue }
  public static func < (a: ItemID, b: ItemID) -> Bool { a.rawValue < b.rawValue }
}

/// The device, size class, appearance and keyboard a state puts the form in.
public struct FormEnvironment: Sendable, Equatable {
  public enum SizeClass: String, Sendable, Equatable, Codable { case compact, regular }
  public enum Appearance: String, Sendable, Equatable, Codable { case light, dark }
  public enum LayoutDirection: String, Sendable, Equatable, Codable { case leftToRight, rightToLeft }

  /// Canvas (window) size in points.
  public var canvasSize: Size
  public var sizeClass: SizeClass
  public var appearance: Appearance
  public var layoutDirection: LayoutDirection
  /// The window's safe-area insets while the keyboard is hidden.
  public var safeAreaInsets: EdgeInsets
  /// The root view's layout margins (leading/trailing already resolved to left/right).
  public var layoutMargins: EdgeInsets
  public var keyboard: KeyboardState
  /// X-ray: outlines of named anchors and guides plus the constraints inspector.
  public var xray: Bool
  /// Default pixels per point for rendering (`--scale` overrides).
  public var scale: Double
  /// The device's pixels per point, where sizes and frames follow its pixel grid (Interface
  /// Builder files: the device's scale): a text's width and a wrapping text's height are
  /// rounded up to it, as UILabel reports its size, and each edge of a view's frame is rounded
  /// to it, as UIKit places views (Xcode's stored frames are on it). Nil leaves sizes as
  /// measured and frames as solved (forms, drawn at any `--scale`).
  public var pixelGrid: Double?
  /// A screen with square corners (a TV, a Mac window, an iPhone's canvas): a regular-width
  /// render keeps them square instead of rounding them as an iPad sheet's. A wide iPhone in
  /// landscape has a regular width, but its screen is no sheet.
  public var hasSquareCorners: Bool

  public init(
    canvasSize: Size, sizeClass: SizeClass, appearance: Appearance,
    layoutDirection: LayoutDirection = .leftToRight, safeAreaInsets: EdgeInsets,
    layoutMargins: EdgeInsets, keyboard: KeyboardState, xray: Bool = false, scale: Double = 3,
    pixelGrid: Double? = nil, hasSquareCorners: Bool = false
  ) {
    self.canvasSize = canvasSize
    self.sizeClass = sizeClass
    self.appearance = appearance
    self.layoutDirection = layoutDirection
    self.safeAreaInsets = safeAreaInsets
    self.layoutMargins = layoutMargins
    self.keyboard = keyboard
    self.xray = xray
    self.scale = scale
    self.pixelGrid = pixelGrid
    self.hasSquareCorners = hasSquareCorners
  }
}

/// Where the keyboard is, in canvas coordinates. The keyboard layout guide's own frame is
/// decided by constraints the resolver emits from this (see `LayoutConstraint.isEdit`).
public enum KeyboardState: Sendable, Equatable {
  case hidden
  /// Docked software keyboard covering the bottom `height` points (home-indicator area included).
  case docked(height: Double)
  /// The small floating keyboard (iPad) at `frame`.
  case floating(frame: Rect)
  /// The split keyboard (iPad): two halves.
  case split(left: Rect, right: Rect)
  /// A hardware keyboard's shortcut bar at `frame` (not the full width).
  case hardwareBar(frame: Rect)
}

/// A view or layout guide.
public struct LayoutItem: Sendable, Equatable {
  public var id: ItemID
  public var kind: ItemKind
  /// The superview (for a guide: the view that owns it). Nil only for the root.
  public var parent: ItemID?
  /// UIKit `isHidden`: not painted, but its constraints still take part in layout.
  public var isHidden: Bool
  /// Insets used by the `*Margin` attributes (`leadingMargin`, …).
  public var layoutMargins: EdgeInsets
  /// The size the content wants, per axis (UIKit `intrinsicContentSize`).
  public var intrinsic: IntrinsicContent
  /// Content hugging priority, horizontal then vertical (UIKit default 250/250).
  public var hugging: AxisPriorities
  /// Compression resistance priority, horizontal then vertical (UIKit default 750/750).
  public var compressionResistance: AxisPriorities
  /// Whether the item is drawn with an X-ray outline (it has a user-given name).
  public var isNamedAnchor: Bool
  /// Layer styling: corner radius, border, shadow, alpha, clipping, enabled.
  public var style = ViewStyle()
  /// How the margins follow the safe area, the superview's margins or the readable width,
  /// worked out from the frames between layout passes; nil: `layoutMargins` as they are.
  public var marginRule: MarginRule?
  /// A guide placed by insets worked out from its owner's frame between layout passes (a
  /// subview's safe area, margins that follow the frames); nil: constraints place it.
  public var frameInsets: FrameInsets?
  /// Where the item's baselines sit when it is taller or shorter than its intrinsic height:
  /// `.edges` keeps the first at its measured distance from the top edge and the last at its
  /// distance from the bottom edge (a label); `.top` keeps both at their distance from the top;
  /// `.center` moves them with the vertical centre (UIControl's default
  /// `contentVerticalAlignment`: a text field or button centres its text in its height).
  public var contentVerticalAlignment = ContentVerticalAlignment.edges
  /// UILabel's explicit `preferredMaxLayoutWidth`: wrapping text is measured at this width,
  /// whatever width the layout gives the item (its intrinsic height and widest line come from
  /// it). Nil: measured again at the solved width, UIKit's automatic preferred width.
  public var preferredMaxLayoutWidth: Double?

  public init(
    id: ItemID, kind: ItemKind, parent: ItemID?, isHidden: Bool = false,
    layoutMargins: EdgeInsets = .zero, intrinsic: IntrinsicContent = .none,
    hugging: AxisPriorities = .init(horizontal: .defaultLow, vertical: .defaultLow),
    compressionResistance: AxisPriorities = .init(horizontal: .defaultHigh, vertical: .defaultHigh),
    isNamedAnchor: Bool = false
  ) {
    self.id = id
    self.kind = kind
    self.parent = parent
    self.isHidden = isHidden
    self.layoutMargins = layoutMargins
    self.intrinsic = intrinsic
    self.hugging = hugging
    self.compressionResistance = compressionResistance
    self.isNamedAnchor = isNamedAnchor
  }

  public var isLayoutGuide: Bool {
    if case .guide = kind { return true }
    return false
  }
}

/// Where a control puts its content across its width (`UIControl.ContentHorizontalAlignment`):
/// `leading` and `trailing` follow the layout direction, `left` and `right` do not. A checkbox
/// row's button (an image and "    Cash") starts at its leading edge, not at its middle.
public enum ContentHorizontalAlignment: String, Sendable, Equatable {
  case center, leading, trailing, left, right
}

/// Where an item's baselines sit when its frame is taller or shorter than its text
/// (UIControl.ContentVerticalAlignment for controls).
public enum ContentVerticalAlignment: Sendable, Equatable {
  /// The first baseline at its measured distance below the top edge, the last at its measured
  /// distance above the bottom edge: UIView's baseline offsets, which UIKit measures from the
  /// edges of the text's own box (a label, whose text UILabel centres, and any view that is
  /// not a control).
  case edges
  case top, center, bottom
}

/// A priority per axis.
public struct AxisPriorities: Sendable, Equatable {
  public var horizontal: LayoutPriority
  public var vertical: LayoutPriority
  public init(horizontal: LayoutPriority, vertical: LayoutPriority) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// What an item's content asks for (UIKit `intrinsicContentSize`). Text is measured by the
/// layout engine through `TextMeasuring`; `padding` is added around the measured text.
public enum IntrinsicContent: Sendable, Equatable {
  /// No intrinsic size on either axis (`UIView.noIntrinsicMetric`).
  case none
  /// Fixed metrics; nil on an axis means none on that axis.
  case size(width: Double?, height: Double?)
  /// Measured text. With `maxLines` ≠ 1 the height depends on the width the layout gives the
  /// item (UILabel `numberOfLines = 0`), so the engine measures again at the solved width.
  /// `minHeight` raises the height (a row's 44 pt line box), `minWidth` the width (padding
  /// included: a button's title content is at least 30 pt wide).
  case text(String, TextStyle, padding: EdgeInsets, maxLines: Int, minHeight: Double?, minWidth: Double? = nil)
  /// A symbol image: its glyph's ink box, with a baseline (`Symbol.metrics`).
  case symbol(Symbol)
  /// A one-line title with an optional symbol beside, above or below it, inside insets (a
  /// configured button's content).
  case symbolAndTitle(SymbolAndTitle)
  /// Equal columns side by side (UISegmentedControl's segments): each as wide as the widest
  /// title measured on one line, rounded up to whole points, plus `padding`; a column with its
  /// own width in `widths` keeps it; `divider` between each two. `height` tall. `apportioned`
  /// (`apportionsSegmentWidthsByContent`): each column its own title's width plus `padding`.
  case segments(
    titles: [String], TextStyle, padding: Double, widths: [Double?], divider: Double, height: Double,
    apportioned: Bool = false)

  /// Text and symbols have baselines; other items' first baseline is their top edge and their
  /// last baseline their bottom edge, as UIKit's `forFirstBaselineLayout` / `forLastBaselineLayout` document.
  public var hasBaseline: Bool {
    switch self {
    case .text, .symbol, .symbolAndTitle: return true
    case .none, .size, .segments: return false
    }
  }
}

/// One end of a constraint: an item's attribute.
public struct Anchor: Sendable, Hashable, Codable, CustomStringConvertible {
  public var item: ItemID
  public var attribute: AnchorAttribute
  public init(_ item: ItemID, _ attribute: AnchorAttribute) {
    self.item = item
    self.attribute = attribute
  }
  public var description: String { "\(item).\(attribute.rawValue)" }
}

/// `first relation multiplier × second + constant @priority` (NSLayoutConstraint).
public struct LayoutConstraint: Sendable, Equatable {
  public var first: Anchor
  public var relation: Relation
  /// Nil for a constant constraint (`height = 50`).
  public var second: Anchor?
  public var multiplier: Double
  public var constant: Double
  public var priority: LayoutPriority
  /// The constant is a value the environment drives (the keyboard guide's height, a scroll
  /// offset): the engine makes it an edit variable so a change re-solves without a rebuild.
  /// Only for constant constraints (`second == nil`, relation `.equal`).
  public var isEdit: Bool
  /// True when a state block added or replaced this constraint (the inspector highlights it).
  public var changedByState: Bool
  /// Where it comes from: written in a source file, or derived by a stage for a reason. The
  /// inspector and the log say it (`inspectorText`, `sourceNote`); nil prints the equation.
  public var origin: ConstraintOrigin?

  public init(
    _ first: Anchor, _ relation: Relation, _ second: Anchor?, multiplier: Double = 1,
    constant: Double = 0, priority: LayoutPriority = .required, isEdit: Bool = false,
    changedByState: Bool = false, origin: ConstraintOrigin? = nil
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.isEdit = isEdit
    self.changedByState = changedByState
    self.origin = origin
  }
}

/// A one-line title and an optional symbol laid out as `UIButton.Configuration` lays out its
/// title and image: side by side (`leading`/`trailing`) or stacked (`top`/`bottom`),
/// `imagePadding` apart, as a group inside `contentInsets`, centred unless `place` is told
/// otherwise (a classic button aligned to an edge).
public struct SymbolAndTitle: Sendable, Equatable {
  public enum Placement: String, Sendable, Equatable, CaseIterable {
    case leading, trailing, top, bottom
  }
  public var title: String
  public var style: TextStyle
  public var symbol: Symbol?
  public var placement: Placement
  public var imagePadding: Double
  public var insets: EdgeInsets
  public init(
    title: String, style: TextStyle, symbol: Symbol? = nil, placement: Placement = .leading,
    imagePadding: Double = 0, insets: EdgeInsets = .zero
  ) {
    self.title = title
    self.style = style
    self.symbol = symbol
    self.placement = placement
    self.imagePadding = imagePadding
    self.insets = insets
  }

  /// The padding between image and title, when both show.
  public func gap(symbolSize: Size?, titleWidth: Double) -> Double {
    symbolSize != nil && !title.isEmpty ? imagePadding : 0
  }

  /// The content's size (without insets) from the measured symbol and title.
  public func contentSize(symbol s: Size?, titleWidth: Double) -> Size {
    let sw = s?.width ?? 0, sh = s?.height ?? 0
    let tw = title.isEmpty ? 0 : titleWidth
    let th = title.isEmpty ? 0 : style.lineHeight
    let gap = self.gap(symbolSize: s, titleWidth: titleWidth)
    switch placement {
    case .leading, .trailing: return Size(width: sw + gap + tw, height: max(sh, th))
    case .top, .bottom: return Size(width: max(sw, tw), height: sh + gap + th)
    }
  }

  /// Where the symbol and the title's line box go in `frame`: the content as a group in the
  /// frame less the insets, centred unless `alignment` says where it sits in the room left
  /// over (0 at the left or top, 1 at the right or bottom); `leading`/`trailing` placements
  /// follow the layout direction.
  public func place(
    in frame: Rect, symbol s: Size?, titleWidth: Double, rightToLeft: Bool,
    alignment: (x: Double, y: Double) = (0.5, 0.5)
  ) -> (symbol: Rect?, title: Rect) {
    let box = Rect(
      x: frame.minX + insets.left, y: frame.minY + insets.top,
      width: max(0, frame.width - insets.left - insets.right),
      height: max(0, frame.height - insets.top - insets.bottom))
    let content = contentSize(symbol: s, titleWidth: titleWidth)
    let x0 = box.minX + (box.width - content.width) * alignment.x
    let y0 = box.minY + (box.height - content.height) * alignment.y
    let tw = title.isEmpty ? 0 : titleWidth
    let th = title.isEmpty ? 0 : style.lineHeight
    guard let s else {
      return (nil, Rect(x: x0, y: box.minY + (box.height - th) * alignment.y, width: tw, height: th))
    }
    let gap = self.gap(symbolSize: s, titleWidth: titleWidth)
    var leadingSymbol = placement == .leading
    if rightToLeft { leadingSymbol.toggle() }
    switch placement {
    case .leading, .trailing:
      let symbolX = leadingSymbol ? x0 : x0 + tw + gap
      let titleX = leadingSymbol ? x0 + s.width + gap : x0
      return (
        Rect(x: symbolX, y: y0 + (content.height - s.height) / 2, width: s.width, height: s.height),
        Rect(x: titleX, y: y0 + (content.height - th) / 2, width: tw, height: th)
      )
    case .top, .bottom:
      let symbolY = placement == .top ? y0 : y0 + th + gap
      let titleY = placement == .top ? y0 + s.height + gap : y0
      return (
        Rect(x: x0 + (content.width - s.width) / 2, y: symbolY, width: s.width, height: s.height),
        Rect(x: x0 + (content.width - tw) / 2, y: titleY, width: tw, height: th)
      )
    }
  }
}
