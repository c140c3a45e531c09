// The kinds of views a form can contain, each with the content the painter needs. The
// resolver fills these in (texts after state variants, selection, focus); the scene stage only
// reads them. Colours are theme role names (`label`, `secondaryLabel`, `tint`, …) so that a
// theme file decides the actual colour.
import Geometry
import LayoutVocabulary

public enum ItemKind: Sendable, Equatable {
  /// The window's root view (the canvas).
  case root
  /// A layout guide: never painted except in X-ray.
  case guide(GuideRole)
  /// A plain view (container or spacer); painted only if it has a background.
  case view(background: String?, cornerRadius: Double)
  case statusBar(ItemKind.StatusBar)
  case navigationBar(ItemKind.NavigationBar)
  /// A `UITabBar`: the tab bar controller's items, the selected one tinted.
  case tabBar(ItemKind.TabBar)
  case scrollView(ItemKind.ScrollView)
  /// Any text: large title, subtitle, section header, footnote, row label or detail.
  case label(ItemKind.Label)
  case textField(ItemKind.TextField)
  /// The segmented control's track; its segments and selection pill are child items.
  case segmentedControl
  case segment(ItemKind.Segment)
  /// The selection pill of a segmented control (placed by constraints, e.g. `fill seg-a`).
  case segmentSelection
  /// An inset-grouped table section (rounded cell background); rows are child items.
  case table
  /// One row of a table (`UITableViewCell`); `separator` draws the 0.5 pt line at its top,
  /// inset to the cell's text (`cell.separatorInset`), and `cell` its accessory. A built-in
  /// style's labels, image and switch are child items the front end generates.
  case tableRow(separator: Bool, cell: ItemKind.Cell = ItemKind.Cell())
  case toggle(isOn: Bool)
  case button(ItemKind.Button)
  /// The gradient bar behind the primary button (fades the content scrolling under it).
  case buttonBar
  case homeIndicator
  case keyboard(ItemKind.Keyboard)
  /// A `UIActivityIndicatorView`: its spokes in the colour role or literal given.
  case activityIndicator(color: String)
  /// A `UIPageControl`: `pages` dots of `dot` points every 16 pt, centred in the view, the
  /// `current` one in `currentColor`, the others in `color` (colour roles or literals).
  case pageControl(pages: Int, current: Int, dot: Double, color: String, currentColor: String)
  /// A `UIStepper`: the rounded two-segment − | + control; a side at its limit (or a disabled
  /// stepper) draws its glyph dimmed.
  case stepper(decrementEnabled: Bool, incrementEnabled: Bool)
  /// A `UIImageView`.
  case image(ItemKind.ImageView)
  /// A `UIStackView`: never painted (X-ray outlines it); the layout engine generates the
  /// constraints that arrange its subviews (`StackView`).
  case stack(ItemKind.StackView)

  /// The kind as the inspector and the log name it (`textField`, `safeAreaLayoutGuide`, …):
  /// UIKit's words, kept beside the cases so a new kind gets its name where it is declared.
  public var inspectorName: String {
    switch self {
    case .root: return "rootView"
    case .guide(let role):
      switch role {
      case .safeArea: return "safeAreaLayoutGuide"
      case .layoutMargins: return "layoutMarginsGuide"
      case .readableContent: return "readableContentGuide"
      case .keyboard: return "keyboardLayoutGuide"
      case .scrollContent: return "contentLayoutGuide"
      case .scrollFrame: return "frameLayoutGuide"
      case .plain: return "layoutGuide"
      }
    case .view: return "view"
    case .statusBar: return "statusBar"
    case .navigationBar: return "navigationBar"
    case .tabBar: return "tabBar"
    case .scrollView: return "scrollView"
    case .label: return "label"
    case .textField: return "textField"
    case .segmentedControl: return "segmentedControl"
    case .segment: return "segment"
    case .segmentSelection: return "selection"
    case .table: return "table"
    case .tableRow: return "row"
    case .toggle: return "switch"
    case .button(let b): return b.style == .filled ? "primaryButton" : "barButton"
    case .buttonBar: return "buttonBar"
    case .homeIndicator: return "homeIndicator"
    case .keyboard: return "keyboard"
    case .image: return "imageView"
    case .activityIndicator: return "activityIndicator"
    case .pageControl: return "pageControl"
    case .stepper: return "stepper"
    case .stack: return "stackView"
    }
  }
}

public enum GuideRole: Sendable, Equatable {
  case safeArea
  case layoutMargins
  case readableContent
  /// `keyboardLayoutGuide`; `followsUndockedKeyboard` as UIKit's property.
  case keyboard(followsUndockedKeyboard: Bool)
  /// A scroll view's `contentLayoutGuide` / `frameLayoutGuide`.
  case scrollContent
  case scrollFrame
  /// A plain `UILayoutGuide` declared in the form.
  case plain
}

// MARK: - Payloads

/// What each kind carries: nested under `ItemKind` so the contract adds no generic
/// top-level names (`Label`, `Button`, …) to a user's namespace.
extension ItemKind {
  /// A `UIImageView`: its image (a decoded file, every scale variant; or a symbol), how it fits,
  /// and its tint.
  public struct ImageView: Sendable, Equatable {
    /// `UIView.ContentMode` (the ones that place an image).
    public enum ContentMode: String, Sendable, Equatable, CaseIterable {
      case scaleToFill, aspectFit, aspectFill, center, top, bottom, leading, trailing
      case topLeading, topTrailing, bottomLeading, bottomTrailing
    }
    /// What the image is: a PNG file's pixels or a symbol's glyph.
    public enum Content: Sendable, Equatable {
      case file(ImageAsset)
      case symbol(Symbol)
    }
    public var content: Content
    public var contentMode: ContentMode
    /// The tint colour text of a template image; nil draws the image's own colours. A symbol is
    /// always a template (`tint` unless set), as in UIKit.
    public var templateTint: String?
    public init(asset: ImageAsset, contentMode: ContentMode = .scaleToFill, templateTint: String? = nil) {
      self.content = .file(asset)
      self.contentMode = contentMode
      self.templateTint = templateTint
    }
    public init(symbol: Symbol, contentMode: ContentMode = .scaleToFill, tint: String = "tint") {
      self.content = .symbol(symbol)
      self.contentMode = contentMode
      self.templateTint = tint
    }
    /// The decoded file; nil for a symbol.
    public var asset: ImageAsset? {
      if case .file(let asset) = content { return asset }
      return nil
    }
    /// The symbol; nil for a file.
    public var symbol: Symbol? {
      if case .symbol(let symbol) = content { return symbol }
      return nil
    }
  }

  /// A `UIStackView`'s arrangement. The engine turns it into the constraints UIKit generates
  /// (`UISV-canvas-connection`, `UISV-spacing`, …), so a front end only says what the stack is.
  public struct StackView: Sendable, Equatable {
    public enum Axis: String, Sendable, Equatable { case horizontal, vertical }
    public enum Distribution: String, Sendable, Equatable {
      case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    /// UIKit's alignments; `leading` is also `top` and `trailing` also `bottom`, as in UIKit.
    public enum Alignment: String, Sendable, Equatable {
      case fill, leading, center, trailing, firstBaseline, lastBaseline
    }
    /// One arranged subview, with its custom spacing after it (`setCustomSpacing(_:after:)`).
    public struct Arranged: Sendable, Equatable {
      public var id: ItemID
      public var spacingAfter: Double?
      /// Where the alignment does not fill across the axis and the view has no size of its own
      /// across it, what it is when nothing else sets that size (weakly, below every other
      /// constraint, as UIKit's `UISV-ambiguity-suppression`).
      public enum FreeCross: Sendable, Equatable {
        /// 0 across: UIKit's suppression, what an app gets.
        case zero
        /// The stack's extent across, as Interface Builder's canvas stores a view with content.
        case fill
        /// This long across, at most the stack's extent: an empty view Interface Builder's
        /// canvas keeps at the object library's size.
        case length(Double)
      }
      public var freeCross: FreeCross
      /// How firmly the view is held at no length while hidden (`UISV-hiding`): required in
      /// UIKit; a front end may hold it just under another rule (Interface Builder's canvas
      /// keeps the view's content from turning negative first).
      public var hidingPriority: LayoutPriority
      public init(
        _ id: ItemID, spacingAfter: Double? = nil, freeCross: FreeCross = .zero,
        hidingPriority: LayoutPriority = .required
      ) {
        self.id = id
        self.spacingAfter = spacingAfter
        self.freeCross = freeCross
        self.hidingPriority = hidingPriority
      }
    }
    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    /// `isLayoutMarginsRelativeArrangement`: the arrangement sits inside the stack's margins.
    public var isLayoutMarginsRelativeArrangement: Bool
    /// `isBaselineRelativeArrangement` (vertical stacks): the spacing runs from a view's last
    /// baseline to the next view's first baseline (edges for views without text).
    public var isBaselineRelativeArrangement: Bool
    /// The arranged subviews in order (a hidden one takes no space and has no size).
    public var arranged: [Arranged]
    public init(
      axis: Axis, distribution: Distribution = .fill, alignment: Alignment = .fill,
      spacing: Double = 0, isLayoutMarginsRelativeArrangement: Bool = false,
      isBaselineRelativeArrangement: Bool = false, arranged: [Arranged]
    ) {
      self.axis = axis
      self.distribution = distribution
      self.alignment = alignment
      self.spacing = spacing
      self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
      self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
      self.arranged = arranged
    }
  }

  /// What a `UITableViewCell` draws itself: the separator's inset and the accessory glyph.
  public struct Cell: Sendable, Equatable {
    /// `UITableViewCell.AccessoryType` (and a `UISwitch` as the `accessoryView`).
    public enum Accessory: String, Sendable, Equatable, CaseIterable {
      case none, disclosureIndicator, checkmark, detailButton
      /// A `UISwitch` accessory view: a generated `toggle` child item, so the row draws nothing.
      case `switch`
    }
    /// `separatorInset.left`: where the separator above the row starts, from the leading
    /// edge (16, or the text's start after a cell image).
    public var separatorInset: Double
    public var accessory: Accessory
    /// Where the accessory glyph ends, from the trailing edge; nil: the row's trailing layout
    /// margin (an Interface Builder cell's margins are its content view's, so it says).
    public var trailingInset: Double?
    public init(separatorInset: Double = 16, accessory: Accessory = .none, trailingInset: Double? = nil) {
      self.separatorInset = separatorInset
      self.accessory = accessory
      self.trailingInset = trailingInset
    }
  }

  public struct StatusBar: Sendable, Equatable {
    public var time: String
    /// The Dynamic Island (compact iPhones only).
    public var showsIsland: Bool
    /// The 20-pt bar of an iPhone without a notch (time centred, signal at the left, battery
    /// at the right) instead of the notched phone's two "ears".
    public var isClassic: Bool
    /// The background of the navigation bar under it, which UIKit extends up behind the
    /// status bar: `material`, or a colour (`barTintColor`). Nil: the form's bar, which fades
    /// in as its scroll view scrolls.
    public var barBackground: String?
    public init(time: String = "9:41", showsIsland: Bool, isClassic: Bool = false, barBackground: String? = nil) {
      self.time = time
      self.showsIsland = showsIsland
      self.isClassic = isClassic
      self.barBackground = barBackground
    }
  }

  /// A `UITabBar`, or a `UIToolbar` (no tabs, `toolbarItems`): both are a bar on the bottom
  /// edge down to the screen's edge.
  public struct TabBar: Sendable, Equatable {
    /// One tab: its title and image (a symbol or a decoded file; nil draws a neutral square).
    public struct Item: Sendable, Equatable {
      public var title: String
      public var image: ItemKind.ImageView.Content?
      public init(title: String, image: ItemKind.ImageView.Content?) {
        self.title = title
        self.image = image
      }
    }
    public var items: [Item]
    /// A toolbar's bar button items (a toolbar has no tabs).
    public var toolbarItems: [NavigationBar.BarItem]
    /// The tab whose controller is shown, drawn in the tint colour; nil when none is.
    public var selectedIndex: Int?
    /// The height of the row of items at the top of the bar (49 pt; 32 in a landscape phone):
    /// the rest of the bar, down to the screen's edge, is the home indicator's area.
    public var itemsHeight: Double
    /// `barTintColor`: a solid bar instead of the material.
    public var barTint: String?
    public init(
      items: [Item], selectedIndex: Int?, itemsHeight: Double = 49, barTint: String? = nil,
      toolbarItems: [NavigationBar.BarItem] = []
    ) {
      self.toolbarItems = toolbarItems
      self.items = items
      self.selectedIndex = selectedIndex
      self.itemsHeight = itemsHeight
      self.barTint = barTint
    }
  }

  public struct NavigationBar: Sendable, Equatable {
    /// The inline title, shown once the large title has scrolled away. How far it has scrolled
    /// is only known after layout, so the scene derives the bar's visibility from the solved
    /// content offset of the scroll view named by `scrollView` (fade between 40 and 64 pt).
    public var title: String
    public var scrollView: ItemID?
    /// A standard bar (an Interface Builder `<navigationBar>`): its material, hairline and
    /// inline title always show, with its bar button items; false for the seed's large-title
    /// bar, which appears as its scroll view scrolls.
    public var isStandard: Bool
    /// The bar button items' titles (`leftBarButtonItem`s, then `rightBarButtonItem`s), drawn
    /// in the tint colour at the bar's margins.
    public var leadingItems: [BarItem]
    public var trailingItems: [BarItem]
    /// `barTintColor`: a solid bar instead of the material; nil for the material.
    public var barTint: String?
    /// The inline title's colour (`titleTextAttributes`' text colour): a light title on a dark
    /// `barTint`; nil for the label colour.
    public var titleColor: String?
    /// The bar's `tintColor`, its bar button items' colour; nil for the app's tint.
    public var tint: String?
    /// A standard bar with a large title (`prefersLargeTitles`): the title is drawn large at
    /// the leading margin under the 44-pt row of bar button items.
    public var hasLargeTitle: Bool
    /// The system font's optical size the large title is set in (`TextStyle.opticalSize`):
    /// `.display` from the Interface Builder reader (UIKit sets it in SF Pro Display).
    public var largeTitleOpticalSize: OpticalSize
    public init(
      title: String, scrollView: ItemID? = nil, isStandard: Bool = false,
      leadingItems: [BarItem] = [], trailingItems: [BarItem] = [], barTint: String? = nil,
      titleColor: String? = nil, tint: String? = nil,
      hasLargeTitle: Bool = false, largeTitleOpticalSize: OpticalSize = .text
    ) {
      self.titleColor = titleColor
      self.tint = tint
      self.hasLargeTitle = hasLargeTitle
      self.largeTitleOpticalSize = largeTitleOpticalSize
      self.title = title
      self.scrollView = scrollView
      self.isStandard = isStandard
      self.leadingItems = leadingItems
      self.trailingItems = trailingItems
      self.barTint = barTint
    }

    /// A `UIBarButtonItem` drawn as text: its title (or a system item's, e.g. "Done"), bold
    /// for the done style.
    public struct BarItem: Sendable, Equatable {
      public var title: String
      public var isDone: Bool
      /// The item's symbol, which UIKit shows instead of its title.
      public var symbol: Symbol?
      /// A `flexibleSpace` item of a toolbar: it takes a share of the room left.
      public var isFlexibleSpace: Bool
      public init(title: String, isDone: Bool = false, symbol: Symbol? = nil, isFlexibleSpace: Bool = false) {
        self.title = title
        self.isDone = isDone
        self.symbol = symbol
        self.isFlexibleSpace = isFlexibleSpace
      }
    }
  }

  public struct ScrollView: Sendable, Equatable {
    /// UIScrollView.contentInset (top is the nav bar's 44 in the seed).
    public var contentInset: EdgeInsets
    /// Explicit content offset (`scroll=N`); nil = at the top.
    public var contentOffset: Double?
    /// The item to scroll into view (the focused field), with the padding kept above and below it.
    public var reveal: Reveal?
    public init(contentInset: EdgeInsets, contentOffset: Double? = nil, reveal: Reveal? = nil) {
      self.contentInset = contentInset
      self.contentOffset = contentOffset
      self.reveal = reveal
    }

    public struct Reveal: Sendable, Equatable {
      public var item: ItemID
      /// CSS `scroll-padding-block`: space kept above (`top`) and below (`bottom`) the item.
      public var padding: EdgeInsets
      public init(item: ItemID, padding: EdgeInsets) {
        self.item = item
        self.padding = padding
      }
    }
  }

  public struct Label: Sendable, Equatable {
    /// The final text (state variants applied; upper-casing is in `style`).
    public var text: String
    public var style: TextStyle
    /// Theme colour role.
    public var color: String
    public var alignment: Alignment
    /// 1 = single line, truncated with "…"; 0 = wraps without limit.
    public var numberOfLines: Int
    /// Where the text sits inside the frame when the item's content size does not say (a
    /// scrolling `UITextView`: its text container's 8 pt above and below and 5 pt line
    /// fragment padding at the sides).
    public var textInsets: EdgeInsets
    /// `natural` follows the layout direction (`NSTextAlignment.natural`), as `leading` does.
    public enum Alignment: String, Sendable, Equatable { case leading, center, trailing, natural }
    public init(
      text: String, style: TextStyle, color: String = "label", alignment: Alignment = .leading,
      numberOfLines: Int = 1, textInsets: EdgeInsets = .zero
    ) {
      self.textInsets = textInsets
      self.text = text
      self.style = style
      self.color = color
      self.alignment = alignment
      self.numberOfLines = numberOfLines
    }
  }

  public struct TextField: Sendable, Equatable {
    public var label: String
    public var placeholder: String
    /// The typed value; nil or empty shows the placeholder.
    public var value: String?
    public var isSecure: Bool
    public var isFocused: Bool
    /// Width of the label column (88 pt in the seed).
    public var labelWidth: Double
    /// The label sits above the input, wrapping over the field's width (`axis: vertical`),
    /// instead of in the `labelWidth` column beside it.
    public var isStacked: Bool
    /// A stacked field's metrics, shared by its size and its painting: the cell's 16 pt side
    /// insets, 11 pt above the label and below the input, 2 pt between the two.
    public static let stackedInset = 16.0
    public static let stackedPadding = 11.0
    public static let stackedGap = 2.0
    public var style: TextStyle
    /// A field that is a row of a grouped table: the table draws the card, the field only its
    /// separator (when `separator`), inset to its label.
    public var isTableRow: Bool
    public var separator: Bool
    /// Focus is drawn as a ring (iPad with a hardware keyboard) rather than only the caret.
    public var showsFocusRing: Bool
    /// A plain `UITextField` as UIKit draws one (an Interface Builder field), instead of the
    /// form's grouped cell: no cell and no label column; its border and background are its view
    /// style, its text inset `bare.inset` from both sides and aligned by `bare.alignment`.
    public var bare: Bare?
    /// The typed value's colour (a palette role or a colour literal), as `UITextField.textColor`
    /// sets it; nil: the label colour. The placeholder keeps its own.
    public var textColor: String?
    /// Where a bare field's text sits: `UITextField.textRect(forBounds:)`'s side inset for the
    /// border style (7 rounded, 6 line or bezel, 0 none) and `textAlignment`.
    public struct Bare: Sendable, Equatable {
      public var inset: Double
      public var alignment: Label.Alignment
      public init(inset: Double, alignment: Label.Alignment) {
        self.inset = inset
        self.alignment = alignment
      }
    }
    public init(
      label: String, placeholder: String, value: String? = nil, isSecure: Bool = false,
      isFocused: Bool = false, labelWidth: Double = 88, style: TextStyle,
      isTableRow: Bool = false, separator: Bool = false, showsFocusRing: Bool = false,
      isStacked: Bool = false, bare: Bare? = nil, textColor: String? = nil
    ) {
      self.isStacked = isStacked
      self.bare = bare
      self.textColor = textColor
      self.isTableRow = isTableRow
      self.separator = separator
      self.showsFocusRing = showsFocusRing
      self.label = label
      self.placeholder = placeholder
      self.value = value
      self.isSecure = isSecure
      self.isFocused = isFocused
      self.labelWidth = labelWidth
      self.style = style
    }
  }

  public struct Segment: Sendable, Equatable {
    public var title: String
    public var isSelected: Bool
    public var style: TextStyle
    public init(title: String, isSelected: Bool, style: TextStyle) {
      self.title = title
      self.isSelected = isSelected
      self.style = style
    }
  }

  public struct Button: Sendable, Equatable {
    public enum Style: String, Sendable, Equatable {
      /// The primary (filled, tinted) button.
      case filled
      /// A bar button: tinted text, no background.
      case plain
    }
    public var title: String
    public var style: Style
    /// Theme colour role of the fill (filled) or text (plain): `tint` normally, `systemGreen`
    /// for the seed's "done" state.
    public var color: String
    public var textStyle: TextStyle
    public var isPressed: Bool
    /// The bar button that opens the constraints inspector (`inspectorButton: true`): X-ray's
    /// popover hangs off it and it reads pressed while the inspector shows.
    public var opensInspector: Bool
    /// An iOS 15 `UIButton.Configuration` button (`configuration:`); nil draws the form's
    /// original primary (`filled`) or bar (`plain`) button.
    public var configuration: Configuration?
    /// The image a classic button shows before its title (`setImage(_:for: .normal)`, an
    /// Interface Builder button's `image`); nil for none.
    public var image: Image?
    /// A filled button's title colour where it is not the button label's white (an Interface
    /// Builder configuration's `baseForegroundColor`); nil for the white.
    public var titleColor: String?
    /// Where the image and title sit across the button (an Interface Builder button's
    /// `contentHorizontalAlignment`), inside `contentInsets` (its `contentEdgeInsets`).
    public var contentAlignment: ContentHorizontalAlignment
    public var contentInsets: EdgeInsets
    /// How far the image and the title are moved from where the content alignment puts them,
    /// and the room the image may take (`imageEdgeInsets`, `titleEdgeInsets`): drawing only,
    /// as UIButton's intrinsic size leaves them out.
    public var imageInsets: EdgeInsets
    public var titleInsets: EdgeInsets
    public init(
      title: String, style: Style, color: String = "tint", textStyle: TextStyle,
      isPressed: Bool = false, opensInspector: Bool = false, configuration: Configuration? = nil,
      image: Image? = nil, titleColor: String? = nil,
      contentAlignment: ContentHorizontalAlignment = .center, contentInsets: EdgeInsets = .zero,
      imageInsets: EdgeInsets = .zero, titleInsets: EdgeInsets = .zero
    ) {
      self.title = title
      self.style = style
      self.color = color
      self.textStyle = textStyle
      self.isPressed = isPressed
      self.opensInspector = opensInspector
      self.configuration = configuration
      self.image = image
      self.titleColor = titleColor
      self.contentAlignment = contentAlignment
      self.contentInsets = contentInsets
      self.imageInsets = imageInsets
      self.titleInsets = titleInsets
    }

    /// A button's image: what it is, its size in points, whether it is drawn as a template in
    /// the title's colour (a symbol, or any image in a system-type button, as UIKit draws them),
    /// and where it sits against the title. A classic button puts it before the title with no
    /// gap; an iOS 15 configuration says where (`imagePlacement`) and how far (`imagePadding`).
    /// Image and title are placed in the frame as a group, centred unless the button's
    /// `contentAlignment` says otherwise.
    public struct Image: Sendable, Equatable {
      public var content: ImageView.Content
      public var size: Size
      public var isTemplate: Bool
      public var placement: SymbolAndTitle.Placement
      public var padding: Double
      public init(
        content: ImageView.Content, size: Size, isTemplate: Bool,
        placement: SymbolAndTitle.Placement = .leading, padding: Double = 0
      ) {
        self.content = content
        self.size = size
        self.isTemplate = isTemplate
        self.placement = placement
        self.padding = padding
      }
    }

    /// `UIButton.Configuration`: the style, the size (`buttonSize`) and an optional symbol with
    /// its placement. The colours and metrics per style and size are `ButtonMetrics`'s
    /// (docs/form-language.md, *Buttons*).
    public struct Configuration: Sendable, Equatable {
      /// `.plain()`, `.gray()`, `.tinted()`, `.filled()`; `bordered`/`borderedProminent` are
      /// SwiftUI's names for the gray and filled looks.
      public enum Look: String, Sendable, Equatable, CaseIterable {
        case plain, gray, tinted, filled, bordered, borderedProminent
      }
      /// `UIButton.Configuration.Size`, with the metrics formshot draws each at (the default
      /// text size). Apple publishes no numbers: these are formshot's approximations, chosen
      /// so the heights come out as iOS's commonly quoted ones (a medium button 34.33 pt tall:
      /// 7 + body's 20.29 pt line + 7; a large one 50.33); the radii are estimates.
      public enum Size: String, Sendable, Equatable, CaseIterable {
        case mini, small, medium, large
        /// `contentInsets` (top/bottom, leading/trailing).
        public var contentInsets: EdgeInsets {
          switch self {
          case .mini: return EdgeInsets(top: 2, left: 6, bottom: 2, right: 6)
          case .small: return EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
          case .medium: return EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
          case .large: return EdgeInsets(top: 15, left: 20, bottom: 15, right: 20)
          }
        }
        /// The `.dynamic` corner style's radius at this size.
        public var cornerRadius: Double {
          switch self {
          case .mini: return 4
          case .small: return 6
          case .medium: return 8
          case .large: return 12
          }
        }
        /// The title's text style (`UIFont.TextStyle` name), regular weight.
        public var titleStyle: String {
          switch self {
          case .mini: return "caption1"
          case .small: return "subheadline"
          case .medium, .large: return "body"
          }
        }
      }
      public var look: Look
      public var size: Size
      public var content: SymbolAndTitle
      public init(look: Look, size: Size = .medium, content: SymbolAndTitle) {
        self.look = look
        self.size = size
        self.content = content
      }
    }
  }

  public struct Keyboard: Sendable, Equatable {
    public enum Layout: String, Sendable, Equatable {
      /// The docked phone/tablet keyboard.
      case docked
      /// The small floating keyboard with its grabber (iPad).
      case floating
      /// Two halves (iPad).
      case split
      /// The hardware keyboard's shortcut bar (iPad).
      case shortcutBar
    }
    public var layout: Layout
    /// Rows of key captions, e.g. ["qwertyuiop", "asdfghjkl", "⇧zxcvbnm⌫"] split into keys,
    /// the last row being ["123", "space", "@", ".", "return"].
    public var rows: [[String]]
    /// The return key's caption (`next` / `go`).
    public var returnKey: String
    /// The three QuickType suggestions (empty strings allowed).
    public var suggestions: [String]
    public init(layout: Layout, rows: [[String]], returnKey: String, suggestions: [String]) {
      self.layout = layout
      self.rows = rows
      self.returnKey = returnKey
      self.suggestions = suggestions
    }
  }
}
