// What each IB view element is for the painter (its `ItemKind`) and for the engine (its
// intrinsic content size, alignment-rect insets): labels, buttons, text fields, image views,
// switches, segmented controls, sliders, activity indicators, stack views, scroll views, cells.
import Foundation
import Geometry
import LayoutContract
import LayoutVocabulary

/// The content of one view element.
struct ViewContent {
  var kind: ItemKind = .view(background: nil, cornerRadius: 0)
  var intrinsic: IntrinsicContent = .none
  var alignmentInsets: EdgeInsets?
  /// Where the baselines sit in a frame of another height than the content's own.
  var verticalAlignment = ContentVerticalAlignment.edges
  /// Drawn as a labelled placeholder (an element the reader does not support).
  var isPlaceholder = false
  /// A caption drawn in the view (an image without a file shows its name).
  var caption: String?

  init(_ r: Resolution, node: XMLNode, id: String) {
    let background = r.colorText(r.element(node, "color", key: "backgroundColor"))
    switch node.name {
    case "view", "tableViewCellContentView", "collectionViewCellContentView",
      "collectionReusableView", "tableViewHeaderFooterView", "visualEffectView":
      kind = .view(background: background, cornerRadius: 0)
    case "tableViewCell":
      // A row draws its separator and accessory glyph itself (its background is its style).
      kind = .tableRow(separator: r.showsSeparator(above: node, id: id), cell: r.cell(node))
    case "collectionViewCell":
      kind = .view(background: background, cornerRadius: 0)
    case "tableView", "collectionView":
      kind = .view(
        background: background
          ?? (Resolution.isGrouped(node) ? "systemGroupedBackground" : "systemBackground"), cornerRadius: 0)
    case "scrollView":
      kind = .scrollView(ItemKind.ScrollView(contentInset: .zero))
    case "label":
      var style = r.font(node, defaultSize: 17)
      let text = r.text(of: node) ?? ""
      var designed = false
      if let line = r.doc.designableSizes[id]?.height, line > 0, !text.isEmpty, !text.contains("\n") {
        designed = true
        // An `@IBDesignable` label class that sets its own font when it runs (a style name in
        // a runtime attribute): the height Interface Builder recorded for its one-line text is
        // that font's line height, so the label is in the system font of that line height.
        style = r.fontStyle(size: (line / Resolution.lineHeightPerPoint).rounded(), weight: style.weight)
      }
      let lines = Int(r.attribute(node, "numberOfLines") ?? "1") ?? 1
      var padding = EdgeInsets.zero
      // One line of the text: its attributed text's tallest fragment font's, or its font's.
      let attributedLine = r.attributedNaturalLine(node)
      let naturalLine = attributedLine ?? r.fontDescriptionLine(node, style: style)
      if !designed, let paragraph = r.paragraphLines(of: node) {
        // Attributed text with a paragraph style: each line the font's own line times the
        // multiple, held between the minimum and maximum, the glyphs at its bottom, and the
        // line spacing between lines (DuckDuckGo's onboarding steps, 17 pt at 1.1: two lines
        // 44.67 tall; pocket-casts' empty-list notes, 14 pt with 7 of spacing: two lines 40.5,
        // one line 17). One line is rounded to the pixel grid as UILabel reports it; wrapping
        // text is rounded whole (`FormEnvironment.pixelGrid`).
        paragraph.setLines(of: &style, natural: naturalLine)
        if lines == 1 { style.lineHeight = r.pixelCeil(style.lineHeight) }
      } else if lines != 1, !designed, let leading = r.textStyleLeading(node), leading > style.lineHeight {
        // A Dynamic Type font (`preferredFont(forTextStyle:)`) carries its style's leading:
        // the first line is the font's own height, each further line the table's leading
        // (two lines of Subhead are 17.9 + 20 = 38, not 36). Lines of `leading` with the
        // difference taken off half above the first and half below the last.
        let extra = leading - style.lineHeight
        style.lineHeight = leading
        padding = EdgeInsets(top: -extra / 2, left: 0, bottom: -extra / 2, right: 0)
      } else if lines != 1 {
        // UILabel rounds only its whole text height to the pixel grid, not each line: twenty
        // lines of 17 pt are 405.7 pt (406 at @2x), not 20 × 20.5. The engine rounds the total
        // (`FormEnvironment.pixelGrid`).
        style.lineHeight = naturalLine
      } else if !designed, let attributedLine {
        // One line of attributed text, rounded to the pixel grid as UILabel reports it.
        style.lineHeight = r.pixelCeil(attributedLine)
      }
      kind = .label(
        ItemKind.Label(
          text: text, style: style,
          color: r.colorText(r.element(node, "color", key: "textColor") ?? r.attributedTextAttribute(node, "color", key: "NSColor"))
            ?? "label",
          alignment: Self.alignment(
            r.attribute(node, "textAlignment") ?? r.attributedTextAttribute(node, "paragraphStyle", key: "NSParagraphStyle")?["alignment"]),
          numberOfLines: lines))
      intrinsic = .text(text, style, padding: padding, maxLines: lines, minHeight: nil)
    case "textView":
      var style = r.font(node, defaultSize: 14)
      let text = r.text(of: node) ?? ""
      if let paragraph = r.paragraphLines(of: node) {
        // Attributed text with a paragraph style sets its lines as a label's wrapping text
        // does (TextKit lays out both): DIMODAMO's test introduction, 14 pt at 2.08, is five
        // lines 35 apart, the rules under them drawn at that spacing.
        paragraph.setLines(of: &style, natural: r.attributedNaturalLine(node) ?? r.fontDescriptionLine(node, style: style))
      } else if let leading = r.textStyleLeading(node), leading > style.lineHeight {
        // TextKit sets every line of a Dynamic Type font at its style's leading, the first
        // too (a label's first line is the font's own height, above): CryptoX's one-line Body
        // text views are stored 38 tall (8 + 22 + 8) and its three-line ones 82; tinode's
        // one-line Subhead ones 36 (8 + 20 + 8).
        style.lineHeight = leading
      }
      // UITextView's `textContainerInset` (8 above and below) and its container's
      // `lineFragmentPadding` (5 at the sides): where its text is drawn, and measured.
      let insets = EdgeInsets(top: 8, left: 5, bottom: 8, right: 5)
      kind = .label(
        ItemKind.Label(
          text: text, style: style,
          color: r.colorText(r.element(node, "color", key: "textColor")) ?? "label",
          alignment: Self.alignment(r.attribute(node, "textAlignment")), numberOfLines: 0,
          textInsets: insets))
      if node["scrollEnabled"] == "NO" {
        // An empty text view is still one line tall (its caret's line), where an empty label
        // has no size.
        intrinsic = .text(text.isEmpty ? " " : text, style, padding: insets, maxLines: 0, minHeight: nil)
      }
    case "button": button(r, node)
    case "textField":
      var style = r.font(node, defaultSize: 14)
      let text = r.attribute(node, "text") ?? ""
      let placeholder = r.attribute(node, "placeholder") ?? ""
      let isSecure = node.child("textInputTraits")?["secureTextEntry"] == "YES"
      let border = node["borderStyle"] ?? "none"
      // Drawn as UIKit draws the field: its text inside the border style's inset (the same
      // insets as its size below), aligned by `textAlignment`; the border is its view style.
      let inset: Double = border == "roundedRect" ? 7 : border == "line" || border == "bezel" ? 6 : 0
      kind = .textField(
        ItemKind.TextField(
          label: "", placeholder: placeholder, value: text, isSecure: isSecure, labelWidth: 0,
          style: style,
          bare: ItemKind.TextField.Bare(inset: inset, alignment: Self.alignment(r.attribute(node, "textAlignment"))),
          textColor: r.colorText(r.element(node, "color", key: "textColor"))))
      // UITextField draws its text centred in its height (UIControl's `contentVerticalAlignment`,
      // `.center` by default), so a field taller than its text has its baselines lower: twilio's
      // 30-pt borderless fields of 17-pt text, aligned by baseline with a 17-pt label, are
      // stored 4.5 to 5 above the label's top by Xcode 8.3, 9 and 15 (9 screens of one design).
      verticalAlignment = Resolution.contentVerticalAlignment(node)
      let measured = text.isEmpty ? (placeholder.isEmpty ? " " : placeholder) : text
      switch border {
      case "roundedRect":
        // Up to Xcode 10 the field keeps its height whatever its font: a taller line is
        // measured no taller than the field (`roundedTextFieldHeight`).
        let height = roundedTextFieldHeight(r.doc, lineHeight: style.lineHeight)
        var measuring = style
        if r.doc.isSavedBeforeXcode11 { measuring.lineHeight = min(style.lineHeight, height) }
        intrinsic = .text(
          measured, measuring, padding: EdgeInsets(top: 0, left: inset, bottom: 0, right: inset), maxLines: 1,
          minHeight: height)
      case "line", "bezel":
        // The line and the bezel add 4 and 5 to the font's line (14 pt: 21 and 22), far less
        // than the rounded rect's field: Material's line fields and Unity Ads' bezel fields, at
        // 14 pt, are stored 21 and 22 tall with nothing else sizing them (Xcode 7, two designs).
        intrinsic = .text(
          measured, style, padding: EdgeInsets(top: 0, left: inset, bottom: 0, right: inset), maxLines: 1,
          minHeight: style.lineHeight + (border == "line" ? 4 : 5))
      default:
        if r.doc.isSavedBeforeXcode11 {
          // Before iOS 13 a borderless field is its font's line rounded up to whole points,
          // secure or not, as a classic button's title is: 16 pt 20, 17 pt 21 (QuickBlox's
          // sign-up fields, ToThePenny's, Coding's, rainmachine's, zerostore's, Inkpad's and
          // pocket-casts' of Xcode 6 to 10.1: 19 fields of 8 apps; 2 of QuickBlox's Xcode 9.3
          // fields store 22).
          style.lineHeight = style.lineHeight.rounded(.up)
        } else if !isSecure {
          // A borderless field that shows its text as typed (not secure bullets) is taller
          // than its font's line: 1.29 em at least (15 pt 19.5, 16 pt 21, 17 pt 22), while a
          // secure one is its font's line (15 pt 18, 14 pt 17). From Xcode 26 an empty field
          // measures that line in the default 17-pt font whatever its own (22 tall at 14 pt).
          let size = r.doc.hasIOS26Controls && text.isEmpty ? 17 : style.size
          style.lineHeight = max(style.lineHeight, r.pixelCeil(size * Self.typedTextLinePerPoint))
        }
        intrinsic = .text(measured, style, padding: .zero, maxLines: 1, minHeight: nil)
      }
    case "imageView":
      imageView(r, node)
    case "switch":
      kind = .toggle(isOn: node["on"] == "YES")
      let metrics = SwitchMetrics.of(r.doc)
      intrinsic = .size(width: metrics.width, height: metrics.height)
      alignmentInsets = metrics.frameInsets
    case "segmentedControl":
      // Segments and the selection pill are child items (made by the resolver).
      kind = .segmentedControl
      // tvOS 26's control (vlc's of Xcode 26: 84 tall, narrower padding; one control) is not
      // modelled: its files keep iOS's metrics.
      let tv = r.device?.idiom == .tv && !r.doc.hasIOS26Controls
      let metrics = SegmentedControlMetrics.of(r.doc, tv: tv)
      alignmentInsets = metrics.bottomOutset > 0 ? EdgeInsets(top: 0, left: 0, bottom: metrics.bottomOutset, right: 0) : nil
      let segments = node.child("segments")?.children("segment") ?? []
      let titles = segments.map { $0["title"] ?? "" }
      // `setWidth(_:forSegmentAt:)`: a segment with a width keeps it (0 sizes it automatically).
      let widths = segments.map { r.positive($0["width"]) }
      let headline = tv ? r.fontStyle(textStyle: "headline", weight: .medium) : nil
      let style = headline ?? TextStyle(size: 13, weight: .medium, lineHeight: 16)
      // The titles are measured in the regular 13-pt system font (tvOS's Headline); a segment
      // with its own width keeps it (two segments of 61 make a control 123 wide). With
      // `apportionsSegmentWidthsByContent` each segment is its own title plus the padding:
      // SwiftMessages' "Automatic | Normal Level | Status Bar Level" is stored 283 wide by
      // Xcode 7 to 10 and 302 from Xcode 11, GoMap's "Tags | Delete | More..." 171 and
      // TensorFlow's "YAMNET | Speech Command" 205 (the titles' widths plus 14 or 19 a segment
      // and the dividers, within a point a segment).
      let measured = headline ?? r.fontStyle(size: 13, weight: .regular)
      let apportioned = node["apportionsSegmentWidthsByContent"] == "YES" && !titles.isEmpty
      intrinsic = .segments(
        titles: titles, measured, padding: metrics.padding,
        widths: titles.isEmpty ? [nil] : widths, divider: metrics.divider, height: metrics.height,
        apportioned: apportioned)
      r.pendingSegments.append(
        (id, titles, widths, Int(node["selectedSegmentIndex"] ?? "0") ?? 0, style,
         apportioned ? Resolution.ApportionedSegments(measured: measured, padding: metrics.padding, divider: metrics.divider) : nil))
    case "slider":
      kind = .view(background: nil, cornerRadius: 0)
      let metrics = SliderMetrics.of(r.doc)
      intrinsic = .size(width: nil, height: metrics.height)
      alignmentInsets = metrics.frameInsets == .zero ? nil : metrics.frameInsets
      r.pendingSliders.append((id, Double(node["value"] ?? "0.5") ?? 0.5, Double(node["minValue"] ?? "0") ?? 0, Double(node["maxValue"] ?? "1") ?? 1))
    case "activityIndicatorView":
      let large = (node["style"] ?? "").lowercased().contains("large")
      // tvOS's large indicator is 64 × 64: vlc's player pins its one by the centre and top
      // alone (stored 64 × 64 in every save, Xcode 7 to 15), Emergence's by the centre (Xcode 7.2),
      // Moonlight's is placed at that size. Its small one is 40 × 40: GrandCentralBoard's three
      // loading indicators, pinned by their centres alone, are stored 40 × 40 (Xcode 7.3).
      let tv = r.device?.idiom == .tv
      let d: Double = large ? (tv ? 64 : 37) : (tv ? 40 : 20)
      // Its spokes: the file's `color`, else white for the old white styles, else UIKit's
      // gray (`secondaryLabel`). One written hidden (stopped) keeps its place but draws
      // nothing (`makeItem`).
      let white = node["style"] == "white" || node["style"] == "whiteLarge"
      kind =
        r.attribute(node, "hidden") == "YES"
        ? .view(background: nil, cornerRadius: 0)
        : .activityIndicator(
          color: r.colorText(r.element(node, "color", key: "color")) ?? (white ? "white" : "secondaryLabel"))
      intrinsic = .size(width: d, height: d)
    case "progressView":
      let height = progressViewHeight(r.doc)
      kind = .view(
        background: r.colorText(r.element(node, "color", key: "trackTintColor")) ?? "systemGray5",
        cornerRadius: height / 2)
      let tint =
        r.colorText(r.element(node, "color", key: "progressTintColor"))
        ?? r.colorText(r.element(node, "color", key: "tintColor")) ?? "tint"
      r.pendingProgress.append((id, Double(node["progress"] ?? "0") ?? 0, tint))
      intrinsic = .size(width: nil, height: height)
    case "pageControl":
      let pages = Double(node["numberOfPages"] ?? "3") ?? 3
      let size = pageControlSize(r.doc, pages: pages)
      intrinsic = .size(width: size.width, height: size.height)
      // The dots: translucent and opaque white unless the file sets the tints (UIKit's
      // defaults, whatever the appearance); a single page with `hidesForSinglePage` draws none.
      let count = max(0, Int(pages.isFinite ? min(pages, 1000) : 0))
      let shown = node["hidesForSinglePage"] == "YES" && count <= 1 ? 0 : count
      kind = .pageControl(
        pages: shown, current: min(max(0, Int(node["currentPage"] ?? "0") ?? 0), max(0, count - 1)),
        dot: pageControlDot(r.doc),
        color: r.colorText(r.element(node, "color", key: "pageIndicatorTintColor")) ?? "white @ 0.3",
        currentColor: r.colorText(r.element(node, "color", key: "currentPageIndicatorTintColor")) ?? "white")
    case "stepper":
      let value = Double(node["value"] ?? "0") ?? 0
      let minimum = Double(node["minimumValue"] ?? "0") ?? 0
      let maximum = Double(node["maximumValue"] ?? "100") ?? 100
      // `wraps`: both sides always step.
      let wraps = node["wraps"] == "YES"
      kind = .stepper(decrementEnabled: wraps || value > minimum, incrementEnabled: wraps || value < maximum)
      // iOS 13 made the stepper 32 tall; before it (files of Xcode 10 and earlier) it was 29:
      // the 164 steppers of such files in the diagnosis sets and histories are stored 29 tall
      // with nothing constraining their height, the 15 unconstrained ones of later files 32.
      intrinsic = .size(width: 94, height: r.doc.isSavedBeforeXcode11 ? 29 : 32)
    case "stackView":
      kind = .stack(r.stackView(node, id: id))
    case "datePicker" where Self.isCompactDatePicker(node, r.doc):
      // The date and time buttons are child items (made by the resolver); the wheels and the
      // inline calendar stay labelled placeholders.
      kind = .view(background: nil, cornerRadius: 0)
      intrinsic = .size(width: nil, height: Self.compactDatePickerHeight)
      let mode = node["datePickerMode"] ?? "dateAndTime"
      r.pendingDatePickers.append((id, mode != "time", mode != "date"))
    case "searchBar":
      kind = .view(background: r.colorText(r.element(node, "color", key: "barTintColor")), cornerRadius: 0)
      intrinsic = .size(width: nil, height: SearchBarMetrics.of(r.doc).height)
      r.pendingSearchBars.append((id, r.attribute(node, "placeholder") ?? "Search"))
    case "navigationBar":
      kind = .navigationBar(Self.navigationBar(r, node))
      // With large titles (`prefersLargeTitles`) the bar is 52 taller, as a navigation
      // controller's is: Undecimus's two standalone large-title bars and Hackers's are 96 tall.
      // iOS 26's iPhone bar is 10 taller, as a navigation controller's is there (kDrive's
      // app-lock sheet, 25084, stores its standalone bar 54 tall). As a navigation
      // controller's, an iPad's bar is 50 from iOS 12 (the project-manager exercises' iPad
      // screens, Xcode 12.4 to 13.2: 6 bars stored 50) and a bar in an iPhone's sheet 56
      // (WSDOT's popovers and presented choosers, Xcode 11.3 and 15.3: 6 bars).
      let large = node["largeTitles"] == "YES"
      let height: Double
      if r.device?.idiom == .pad && !r.doc.isSavedBeforeXcode10 {
        height = large ? 102 : 50
      } else if r.chrome?.isPhoneSheet == true && !r.doc.hasIOS26Controls {
        height = large ? 108 : 56
      } else {
        height = (large ? 96 : 44) + r.doc.navigationBarGrowth(on: r.device?.idiom)
      }
      intrinsic = .size(width: nil, height: height)
    default:
      kind = .view(background: background ?? "#8E8E9326", cornerRadius: 0)
      isPlaceholder = true
      // UIKit's own heights of the system views drawn as placeholders, so that they still lay
      // out as they would (a navigation bar is 44 pt tall whatever its content).
      let heights: [String: Double] = [
        "navigationBar": 44, "toolbar": 44, "tabBar": 49, "searchBar": 56, "pickerView": 216,
        "datePicker": 216,
      ]
      if let h = heights[node.name] { intrinsic = .size(width: nil, height: h) }
      if (node.name == "pickerView" || node.name == "datePicker") && r.doc.isSavedByXcode6
        && r.doc.tree["targetRuntime"] != "iOS.CocoaTouch.iPad"
        && (r.device?.idiom != .pad || r.device?.id == IBDevice.unnamedID)
      {
        intrinsic = .size(width: Self.iOS8PhonePickerSize.width, height: Self.iOS8PhonePickerSize.height)
      }
      if node.name == "toolbar", r.standsOnHomeIndicator(id) {
        intrinsic = .size(width: nil, height: Resolution.homeIndicatorToolbarHeight)
      }
    }
  }

  /// iOS 8's picker wheels outside an iPad: 320 × 162, where iOS 7 and 9 and later have them
  /// 216 tall. Files saved by Xcode 6 store the pickers that no constraint sizes 162 tall —
  /// UICatalog's date picker in its three copies (Xcode 6.0 and 6.1, on the canvases of any
  /// size, 600 and 480 pt), LocateMe's two accuracy pickers, moonlight's host picker (centred,
  /// no width constraint: 320 wide) on an iPhone — and moonlight's iPad-only storyboard
  /// (`targetRuntime` iOS.CocoaTouch.iPad) 216, as the pickers of Xcode 5's files are. On the
  /// iPad a `regular` state picks they are 216 too; the canvases of any size that a file
  /// without a device is drawn on are not iPads.
  static let iOS8PhonePickerSize = Size(width: 320, height: 162)

  /// Whether a date picker shows iOS 14's compact button rather than the 216-pt wheels: its
  /// `preferredDatePickerStyle` (`style`) is compact, or automatic (no `style`) in a file
  /// saved by Xcode 14 or later in a mode other than the count-down timer, which only has
  /// wheels. Up to Xcode 13 the canvas drew an automatic picker as wheels: OwnTracks' picker is
  /// stored 216.5 tall by Xcode 13.4 (20037) and 34.5 by Xcode 14.1 (21507), the project's
  /// deployment target unchanged; KeePassium's (Xcode 12.3 and 13.0) and DataDog's (12.0) are
  /// 216, as is Eureka's picker cell of Xcode 8.
  static func isCompactDatePicker(_ node: XMLNode, _ doc: IBDocument) -> Bool {
    switch node["style"] {
    case "compact"?: return true
    case nil: return !doc.isSavedBeforeXcode14 && node["datePickerMode"] != "countDownTimer"
    default: return false
    }
  }

  /// A compact date picker's height: OwnTracks' two date-and-time pickers of Xcode 26, centred
  /// in their rows, are stored 36 tall.
  static let compactDatePickerHeight = 36.0

  /// The line of a borderless, non-secure text field per point of font size: what Xcode
  /// stores for such fields (eduvpn, blink, Monal, owntracks), taller than SF's 1.19 em.
  static let typedTextLinePerPoint = 1.29

  /// A `<navigationBar>` as a standard bar: its (first) navigation item's title and bar
  /// button items, its `barTintColor`.
  static func navigationBar(_ r: Resolution, _ node: XMLNode) -> ItemKind.NavigationBar {
    navigationBar(r, navigationItem: node.child("items")?.children("navigationItem").first, barNode: node)
  }

  /// A standard bar showing `navigationItem` (nil: an empty bar), with the colours of the
  /// `<navigationBar>` element `barNode`.
  static func navigationBar(_ r: Resolution, navigationItem: XMLNode?, barNode: XMLNode?) -> ItemKind.NavigationBar {
    func items(_ side: String) -> [ItemKind.NavigationBar.BarItem] {
      let single = navigationItem?.children("barButtonItem").filter { $0["key"] == "\(side)BarButtonItem" } ?? []
      let many = navigationItem?.child("\(side)BarButtonItems")?.children("barButtonItem") ?? []
      return (single + many).compactMap(barItem)
    }
    return ItemKind.NavigationBar(
      title: navigationItem?["title"] ?? "", isStandard: true, leadingItems: items("left"),
      trailingItems: items("right"), barTint: barNode.flatMap { r.colorText(r.element($0, "color", key: "barTintColor")) },
      titleColor: barNode.flatMap { r.colorText($0.child("textAttributes", key: "titleTextAttributes")?.child("color", key: "textColor")) },
      tint: barNode.flatMap { r.colorText(r.element($0, "color", key: "tintColor")) })
  }

  /// A `<barButtonItem>` as UIKit shows it: its image (a symbol) instead of its title when it
  /// has one, a system item's symbol or English title, or its title; a flexible space. Nil
  /// for what cannot be drawn (a fixed space, an asset image without a title).
  static func barItem(_ item: XMLNode) -> ItemKind.NavigationBar.BarItem? {
    let isDone = item["style"] == "done" || item["systemItem"] == "done"
    if let system = item["systemItem"] {
      if system == "flexibleSpace" { return ItemKind.NavigationBar.BarItem(title: "", isFlexibleSpace: true) }
      if let title = systemItemTitles[system] { return ItemKind.NavigationBar.BarItem(title: title, isDone: isDone) }
      if let name = systemItemSymbols[system], let symbol = Resolution.symbol(name) {
        return ItemKind.NavigationBar.BarItem(title: system, symbol: symbol)
      }
      return nil
    }
    if item["catalog"] == "system", let name = item["image"], let symbol = Resolution.symbol(name) {
      return ItemKind.NavigationBar.BarItem(title: item["title"] ?? name, isDone: isDone, symbol: symbol)
    }
    return item["title"].map { ItemKind.NavigationBar.BarItem(title: $0, isDone: isDone) }
  }

  /// The symbols UIKit draws for system bar button items that show an image.
  static let systemItemSymbols: [String: String] = [
    "action": "square.and.arrow.up", "trash": "trash", "compose": "square.and.pencil",
    "bookmarks": "book", "search": "magnifyingglass", "refresh": "arrow.clockwise",
    "reply": "arrowshape.turn.up.left", "organize": "folder", "camera": "camera",
    "play": "play.fill", "pause": "pause.fill", "stop": "xmark", "rewind": "backward.fill",
    "fastForward": "forward.fill",
  ]

  /// The titles UIKit shows for system bar button items drawn as text (English).
  static let systemItemTitles: [String: String] = [
    "done": "Done", "cancel": "Cancel", "edit": "Edit", "save": "Save", "undo": "Undo",
    "redo": "Redo", "add": "+",
  ]

  static func alignment(_ text: String?) -> ItemKind.Label.Alignment {
    switch text {
    case "center": return .center
    case "right": return .trailing
    default: return .leading
    }
  }

  /// `buttonType`s whose button is a system image (`UIButton.ButtonType`).
  static let systemImageButtonTypes: Set<String> = ["infoLight", "infoDark", "detailDisclosure", "contactAdd"]

  /// A button's intrinsic size as UIButton reports it.
  ///
  /// Classic buttons (no `<buttonConfiguration>`): the title is one line of the font's
  /// `lineHeight` rounded up to whole points (a 17 pt title is 21 tall, 16 pt 20, 14 pt 17), and
  /// the content (image beside title) sits inside `contentEdgeInsets`. While those insets are
  /// zero UIButton adds 6 pt above and below a title shown alone (a 15 pt button is 30 tall, a
  /// 17 pt one 33); any non-zero inset replaces that padding (a 16 pt title with insets of 8 is
  /// 36 tall). The title font a file leaves unnamed is the type's: 18 pt (`UIFont.buttonFontSize`)
  /// for a custom button, 15 pt for a system one. A button with neither title nor image has an
  /// empty content 30 wide and one title line tall: a custom one 30 × 34 with the padding,
  /// 30 × 43 with only a bottom inset of 21, a system one 30 × 30. A button with a title alone
  /// is as wide, at least, its side insets included (a "+" at 30 pt, a 15 pt emoji: 30 wide; a
  /// 15 pt emoji inside insets of 5, a Caption 1 "123" inside 6: 31). An image gets no padding, beside a title
  /// too: the button is as tall as the taller of the two (lockwise's footnote "Learn more"
  /// buttons with a 12 × 22 and an 8 × 10 image are stored 22 and 16 tall, not 34 and 28).
  ///
  /// iOS 15 configurations: the configuration's own title and image replace the state's, in
  /// the configuration's title font (body by default, semibold body for a primary-role button)
  /// inside insets of 7 and 12 (20 and 40 on tvOS). From Xcode 15 on the title's line is
  /// rounded up to the device's pixels only, not to whole points (body 34.33 tall at 3x, 34.5
  /// at 2x, 12 pt 28.33); Xcode 14.3 did so at 3x and still stored 35 at 2x
  /// (docs/interface-builder.md, "Buttons").
  mutating func button(_ r: Resolution, _ node: XMLNode) {
    // A button centres its title as a text field centres its text, so a button taller than its
    // title has its baselines lower: Swift-30-Projects' stopwatch aligns its Start button by top
    // and baseline with a 60-pt Lap button, and Xcode 8.2 stores Start 60 tall, not its 30.
    verticalAlignment = Resolution.contentVerticalAlignment(node)
    let configuration = node.child("buttonConfiguration", key: "configuration")
    let normal = node.children("state").first { $0["key"] == "normal" }
    // The element that holds the title and image: the configuration replaces the states.
    let holder = configuration ?? normal
    var title = holder?["title"] ?? holder?.child("string", key: "title")?.text
    // An attributed title is drawn in its fragments' fonts, not the button's or the
    // configuration's: GreenWallet's plain-configuration back button, a chevron and " Назад"
    // in 15-pt Helvetica, is stored 88.5 × 34, not the 92 × 35 of a Body title.
    var attributedTitleFont: XMLNode?
    if title == nil, let fragments = holder?.child("attributedString", key: "attributedTitle") {
      title = fragments.children("fragment").map { $0["content"] ?? $0.text }.joined()
      attributedTitleFont = r.largestFont(in: fragments)
    }
    let imageReference = holder?.child("imageReference", key: "image")
    let imageName = holder?["image"] ?? imageReference?["image"]
    let isSymbol = (holder?["catalog"] ?? imageReference?["catalog"]) == "system"
    var style: TextStyle
    if let font = attributedTitleFont ?? configuration?.child("fontDescription", key: "titleFontDescription") {
      style = r.font(font: font, defaultSize: 17)
    } else if configuration != nil {
      // A configuration's title is in Body, which follows the text size; a button whose role
      // is primary (`role="primary"`) has it emphasized, semibold, as the configuration
      // resolves its default title font for that role.
      style = r.fontStyle(textStyle: "body", weight: node["role"] == "primary" ? .semibold : .regular)
    } else if let font = node.child("fontDescription", key: "fontDescription") {
      style = r.font(font: font, defaultSize: 15)
    } else if r.tvTextStyle("headline") != nil {
      // tvOS's buttons title in its Headline (38 pt medium, a 46-pt line): every classic
      // button of the Apple TV files without a font of its own, inside the 20-pt insets Xcode
      // gives them, is stored 86 tall (Hero's, OneBusAway's SVProgressHUD demo's, AppAuth's).
      style = r.fontStyle(textStyle: "headline", weight: .medium)
    } else {
      style = r.fontStyle(size: node["buttonType"] == nil ? 18 : 15, weight: .regular)
    }
    // A classic button's title label is as tall as the font's line rounded up to whole
    // points; a configuration's title keeps the line on the pixel grid, as a label does, in
    // files saved by Xcode 15 and later (a body title is 34.33 tall at 3x, 34.5 at 2x), and
    // on a 3x canvas of Xcode 14.3 (toolsVersion 21701) already: Microsoft's authentication
    // samples store 17 body buttons 34.33 tall on an iPhone 14 Pro, where that Xcode's 2x
    // canvases kept whole points (sentry's four 35, one of Agora's two).
    let pixelGridTitle = r.doc.isSavedSinceXcode15 || (r.doc.toolsVersion >= 21701 && r.scale >= 3)
    if configuration == nil || !pixelGridTitle {
      style.lineHeight = style.lineHeight.rounded(.up)
    }
    let configStyle = configuration?["style"]
    let filled = configStyle == "filled"
    let foreground = r.colorText(configuration?.child("color", key: "baseForegroundColor"))
    let tint =
      r.colorText(normal?.child("color", key: "titleColor")) ?? foreground
      ?? r.colorText(r.element(node, "color", key: "tintColor")) ?? "tint"
    let fill = r.colorText(configuration?.child("color", key: "baseBackgroundColor"))
    let hasTitle = !(title ?? "").isEmpty
    // A classic button's `contentEdgeInsets`, around its image and title.
    let classicInsets = r.insets(node, "contentEdgeInsets")
    // The info, detail-disclosure and add buttons show a 22 × 22 system image of their own
    // (`UIButton(type: .infoLight)`), with no padding around it.
    let systemImage = Self.systemImageButtonTypes.contains(node["buttonType"] ?? "") && imageName == nil
    let imageSize = imageName.flatMap { r.imageSize($0, symbol: isSymbol) }
      ?? (systemImage ? Size(width: 22, height: 22) : nil)
    // Where a configuration puts its image against the title, and how far from it
    // (`imagePlacement`, `imagePadding`: Mixin's 24-pt "Alert" icon above a 10-pt title with a
    // padding of 2 is stored 48 × 52, 7 + 24 + 2 + 12 + 7 tall); a classic button's image leads.
    let placement = (
      side: configuration?["imagePlacement"].flatMap(SymbolAndTitle.Placement.init(rawValue:)) ?? .leading,
      padding: configuration.map { r.num($0["imagePadding"]) } ?? 0)
    kind = .button(
      ItemKind.Button(
        title: title ?? "", style: filled ? .filled : .plain,
        color: filled ? (fill ?? "tint") : tint, textStyle: style,
        image: r.buttonImage(
          imageName, symbol: isSymbol, size: imageSize, node: node, titleFont: style,
          symbolConfiguration: (configuration ?? normal).flatMap { holder in
            holder.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration")
              ?? holder.child("preferredSymbolConfiguration", key: "preferredSymbolConfigurationForImage")
          }, placement: placement.side, padding: placement.padding),
        titleColor: filled ? foreground : nil,
        contentAlignment: Resolution.contentHorizontalAlignment(node),
        contentInsets: configuration == nil ? classicInsets : .zero,
        imageInsets: configuration == nil ? r.insets(node, "imageEdgeInsets") : .zero,
        titleInsets: configuration == nil ? r.insets(node, "titleEdgeInsets") : .zero))
    var padding: EdgeInsets
    if let configuration {
      // The configuration's `contentInsets` when the file sets them, else the default: tvOS's
      // configurations sit inside 20 above and below and 40 at the sides (Provenance's
      // body-titled Save button is 75 tall, vlc's 48-pt image button 128 × 88), iOS's inside 7
      // and 12.
      if let insets = configuration.child("directionalEdgeInsets", key: "contentInsets") {
        padding = EdgeInsets(
          top: r.num(insets["top"]), left: r.num(insets["leading"]),
          bottom: r.num(insets["bottom"]), right: r.num(insets["trailing"]))
      } else {
        padding =
          r.device?.idiom == .tv
          ? EdgeInsets(top: 20, left: 40, bottom: 20, right: 40)
          : EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
      }
    } else {
      padding = classicInsets
      if classicInsets == .zero && imageSize == nil {
        padding.top = 6
        padding.bottom = 6
      }
    }
    // UIButton is at least as large as its background image (`setBackgroundImage(_:for:)`,
    // drawn stretched behind the content): its intrinsic size is the larger of the content's
    // and the image's on each axis.
    let background = configuration == nil ? (normal?["backgroundImage"]).flatMap { r.imageSize($0, symbol: false) } : nil
    if hasTitle, let title {
      // The image beside the title widens the content and sets its least height; above or
      // below it, it heightens the content and sets its least width. A configuration puts
      // `imagePadding` between the two.
      var contentHeight: Double?
      var imageWidth: Double?
      if let imageSize {
        let gap = placement.padding
        switch placement.side {
        case .leading, .trailing:
          padding.left += imageSize.width + gap
          contentHeight = imageSize.height + padding.top + padding.bottom
        case .top, .bottom:
          padding.top += imageSize.height + gap
          imageWidth = imageSize.width + padding.left + padding.right
        }
      }
      // The title is measured later; the background raises both its width and its height
      // (HeavenMemoirs' panorama button, a 12-pt title on a 99 × 97 image, is stored 99 wide).
      let minimumWidth = configuration == nil && imageSize == nil ? 30.0 : nil
      intrinsic = .text(
        title, style, padding: padding, maxLines: 1,
        minHeight: [contentHeight, background?.height].compactMap { $0 }.max(),
        minWidth: [minimumWidth, imageWidth, background?.width].compactMap { $0 }.max())
    } else if let imageSize {
      // A classic button's empty title label still takes its font's line in the content's
      // height (not its width): an image-only custom button, 18-pt by default, is at least 22
      // tall — Koloda's and StarWars' 21-pt icons, IBAnimatable's 17, pocket-casts' 16 and
      // Swift-30-Projects' 14-pt menu icon are all stored 22 tall, as wide as the image.
      let contentHeight = configuration == nil ? max(imageSize.height, style.lineHeight) : imageSize.height
      intrinsic = .size(
        width: max(imageSize.width + padding.left + padding.right, background?.width ?? 0),
        height: max(contentHeight + padding.top + padding.bottom, background?.height ?? 0))
    } else {
      intrinsic = .size(
        width: max(30 + padding.left + padding.right, background?.width ?? 0),
        height: max(style.lineHeight + padding.top + padding.bottom, background?.height ?? 0))
    }
  }

  mutating func imageView(_ r: Resolution, _ node: XMLNode) {
    // Xcode 13 and later write a symbol with a scale or rendering options as an
    // `<imageReference key="image">` child instead of the `image` attribute.
    let reference = r.element(node, "imageReference", key: "image")
    guard let name = r.attribute(node, "image") ?? reference?["image"] else {
      kind = .view(background: r.colorText(r.element(node, "color", key: "backgroundColor")), cornerRadius: 0)
      return
    }
    let isSymbol = (node["catalog"] ?? reference?["catalog"]) == "system"
    if var size = r.imageSize(name, symbol: isSymbol) {
      if isSymbol {
        let factor = r.symbolSizeFactor(
          node.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration"),
          scale: reference?["symbolScale"])
        size = Size(width: size.width * factor, height: size.height * factor)
      }
      intrinsic = .size(width: size.width, height: size.height)
    }
    let mode: ItemKind.ImageView.ContentMode
    switch node["contentMode"] {
    case "scaleAspectFit": mode = .aspectFit
    case "scaleAspectFill": mode = .aspectFill
    case "center": mode = .center
    case "top": mode = .top
    case "bottom": mode = .bottom
    case "left": mode = .leading
    case "right": mode = .trailing
    case "topLeft": mode = .topLeading
    case "topRight": mode = .topTrailing
    case "bottomLeft": mode = .bottomLeading
    case "bottomRight": mode = .bottomTrailing
    default: mode = .scaleToFill
    }
    let tint = r.colorText(r.element(node, "color", key: "tintColor"))
    if !isSymbol, let asset = r.image(name) {
      kind = .image(ItemKind.ImageView(asset: asset, contentMode: mode, templateTint: tint))
    } else if isSymbol,
      let symbol = Resolution.symbol(
        name,
        weight: node.child("preferredSymbolConfiguration", key: "preferredSymbolConfiguration")?["weight"]
          .flatMap { Resolution.weights[$0] } ?? .regular)
    {
      // The size stays the one the file records (set above); the glyph is drawn into the
      // frame by the content mode, in the tint colour, as a template image.
      kind = .image(ItemKind.ImageView(symbol: symbol, contentMode: mode, tint: tint ?? "tint"))
    } else {
      kind = .view(background: "#8E8E931F", cornerRadius: 0)
      caption = name
    }
  }
}

extension Resolution {
  /// An iOS 15 configuration's background as `UIButton.Configuration` draws it, where the
  /// view has none of its own: `gray` in `tertiarySystemFill`, `tinted` its base background
  /// colour (else the tint) at 15 % (`filled` is the button kind's own fill, `plain` none);
  /// corners by `cornerStyle` (`capsule`, or the small / medium / large radius), `dynamic` by
  /// the button's size — formshot's estimates in `ItemKind.Button.Configuration.Size`, which
  /// configuration buttons of forms use too — unless the view sets `cornerRadius` itself.
  func configurationLook(_ configuration: XMLNode, button: XMLNode, style: inout ViewStyle) {
    typealias Size = ItemKind.Button.Configuration.Size
    let base =
      colorText(configuration.child("color", key: "baseBackgroundColor"))
      ?? colorText(element(button, "color", key: "tintColor")) ?? "tint"
    let look = configuration["style"] ?? "plain"
    guard look != "plain" else { return }
    if style.backgroundColor == nil {
      switch look {
      case "gray": style.backgroundColor = "tertiarySystemFill"
      case "tinted":
        // Each side of a light / dark pair at 15 %.
        style.backgroundColor = base.components(separatedBy: " / ").map { $0 + " @ 0.15" }.joined(separator: " / ")
      default: break
      }
    }
    guard style.cornerRadius == nil else { return }
    switch configuration["cornerStyle"] {
    case "capsule"?: style.cornerRadius = .capsule
    case "fixed"?: break
    case let corner?: style.cornerRadius = Size(rawValue: corner).map { .points($0.cornerRadius) }
    case nil:
      style.cornerRadius = .points((Size(rawValue: configuration["buttonSize"] ?? "") ?? .medium).cornerRadius)
    }
  }

  /// A table cell's separator inset and accessory: the separator starts at the cell's own
  /// `separatorInset`, else its table's, else the row's margin (its content view's leading
  /// margin, as UITableView's automatic inset follows it; never under UIKit's old 15), and
  /// the accessory glyph ends at the row's margin from the trailing edge.
  func cell(_ node: XMLNode) -> ItemKind.Cell {
    let row: Double
    if let content = node.child("tableViewCellContentView", key: "contentView") {
      row = max(15, margins(of: content, isRoot: false).left)
    } else {
      row = rowSideMargin(rowWidth: storedFrame(node)?.width ?? canvas.width)
    }
    let table = node["id"].flatMap { superview[$0] }.flatMap { views[$0] }
    let inset = [node, table].lazy.compactMap { $0?.children("inset").first { $0["key"] == "separatorInset" } }.first
    var accessory: ItemKind.Cell.Accessory
    switch node["accessoryType"] {
    case "disclosureIndicator"?: accessory = .disclosureIndicator
    case "checkmark"?: accessory = .checkmark
    case "detailButton"?, "detailDisclosureButton"?: accessory = .detailButton
    default: accessory = .none
    }
    return ItemKind.Cell(
      separatorInset: inset.map { num($0["minX"]) } ?? row, accessory: accessory, trailingInset: row)
  }

  /// Whether a table cell has a separator line above it: every row of a section but its first
  /// (`<prototypes>`, or a static section's `<cells>`), unless the table's `separatorStyle` is
  /// `none`.
  func showsSeparator(above node: XMLNode, id: String) -> Bool {
    guard let table = superview[id].flatMap({ views[$0] }), table["separatorStyle"] != "none" else { return false }
    let groups = [table.child("prototypes")] + (table.child("sections")?.children("tableViewSection").map { $0.child("cells") } ?? [])
    return groups.contains { group in
      let cells = group?.children("tableViewCell") ?? []
      return cells.contains { $0 === node } && cells.first !== node
    }
  }

  /// A button's image as the painter draws it: a symbol from the catalog, or an asset
  /// catalog PNG (a template in a system-type button, its own colours in a custom one). Nil
  /// when there is none or it cannot be drawn (the button then shows its title alone).
  ///
  /// A symbol takes the point size and weight of the title's font (`titleFont`), at the medium
  /// scale, as UIButton configures a symbol image for its title label — a 15-pt system button
  /// draws a 15-pt symbol, not an image view's 17-pt body one — unless the state's
  /// `preferredSymbolConfiguration` sets a point size (`configurationType="pointSize"`), a
  /// font (`"font"`, its `fontDescription`), a weight or a scale. `size` stays the image's
  /// slot in the button's layout; the painter draws the symbol at its measured size.
  func buttonImage(
    _ name: String?, symbol: Bool, size: Size?, node: XMLNode, titleFont: TextStyle = TextStyle(size: 15),
    symbolConfiguration: XMLNode? = nil, placement: SymbolAndTitle.Placement = .leading, padding: Double = 0
  ) -> ItemKind.Button.Image? {
    guard let name, let size else { return nil }
    if symbol {
      guard var drawn = Resolution.symbol(name) else { return nil }
      drawn.pointSize = titleFont.size
      drawn.weight = titleFont.weight
      return ItemKind.Button.Image(
        content: .symbol(configured(drawn, by: symbolConfiguration)), size: size, isTemplate: true,
        placement: placement, padding: padding)
    }
    guard let asset = image(name) else { return nil }
    return ItemKind.Button.Image(
      content: .file(asset), size: size, isTemplate: node["buttonType"] == "system",
      placement: placement, padding: padding)
  }

  /// The `<inset key=…>` of an element (`minX` is the left, `minY` the top); zero without one.
  func insets(_ node: XMLNode, _ key: String) -> EdgeInsets {
    guard let inset = node.children("inset").first(where: { $0["key"] == key }) else { return .zero }
    return EdgeInsets(
      top: num(inset["minY"]), left: num(inset["minX"]), bottom: num(inset["maxY"]), right: num(inset["maxX"]))
  }

  /// UIControl's `contentHorizontalAlignment`: `center` unless the file says `leading`,
  /// `trailing`, `left` or `right` (`fill` draws the content centred too).
  static func contentHorizontalAlignment(_ node: XMLNode) -> ContentHorizontalAlignment {
    node["contentHorizontalAlignment"].flatMap(ContentHorizontalAlignment.init(rawValue:)) ?? .center
  }

  /// UIControl's `contentVerticalAlignment`: `center` unless the file says `top` or `bottom`
  /// (`fill` draws the content centred too).
  static func contentVerticalAlignment(_ node: XMLNode) -> ContentVerticalAlignment {
    switch node["contentVerticalAlignment"] {
    case "top"?: return .top
    case "bottom"?: return .bottom
    default: return .center
    }
  }

  /// How much larger than an image view's default symbol (the body style's 17 pt, medium
  /// scale) its configuration draws it: the configured point size or font size over 17, times
  /// the scale's factor (a `symbolScale` of the image reference, else the configuration's).
  /// A symbol is a vector glyph, so its image grows in proportion: iTorrent's 74-pt antenna
  /// is stored 84 tall, KeePassium's large body-font info circle 26 × 26 against 20 at medium.
  func symbolSizeFactor(_ configuration: XMLNode?, scale: String?) -> Double {
    var symbol = configured(Symbol(name: "", glyph: ""), by: configuration)
    if let s = scale.flatMap(Symbol.Scale.init(rawValue:)) { symbol.scale = s }
    return symbol.pointSize / 17 * symbol.scale.factor
  }

  /// `symbol` as a `preferredSymbolConfiguration` sets it: a point size
  /// (`configurationType="pointSize"`), a font's size and weight (`"font"`, its
  /// `fontDescription`), a weight, a scale; what the configuration leaves out stays.
  func configured(_ symbol: Symbol, by configuration: XMLNode?) -> Symbol {
    guard let c = configuration else { return symbol }
    var drawn = symbol
    switch c["configurationType"] {
    case "pointSize": if let p = c["pointSize"].flatMap(Double.init), p > 0, p.isFinite { drawn.pointSize = p }
    case "font":
      if let f = c.child("fontDescription", key: "fontDescription") {
        let font = font(font: f, defaultSize: 17)
        drawn.pointSize = font.size
        drawn.weight = font.weight
      }
    default: break
    }
    if let w = c["weight"].flatMap({ Self.weights[$0] }) { drawn.weight = w }
    if let s = c["scale"].flatMap(Symbol.Scale.init(rawValue:)) { drawn.scale = s }
    return drawn
  }

  /// The symbol drawn for an SF Symbols name (the catalog's stand-in glyph); nil for a name
  /// the catalog lacks.
  static func symbol(_ name: String, weight: FontWeight = .regular) -> Symbol? {
    guard let glyph = SymbolCatalog.glyph(named: name) else { return nil }
    return Symbol(name: name, glyph: glyph.character, weight: weight, isDirectional: glyph.isDirectional)
  }

  /// The size an image has: the size Xcode recorded in the file's resources, else the asset
  /// catalog PNG's size in points. A symbol's recorded size is its aspect, its longer side
  /// 128: at the body text size its longer side is about 20 pt — a wide symbol is 20 wide,
  /// not 20 tall (vitemadose's ellipsis button is stored 19.5 wide, where 20 pt tall made it
  /// 69; its bell 20 × 19.5, TUM Campus's icons 20 × 19).
  func imageSize(_ name: String, symbol: Bool) -> Size? {
    if let s = doc.imageSizes[name] {
      guard symbol, s.height > 0, s.width > 0 else { return s }
      let scale = 20 / max(s.width, s.height)
      return Size(width: s.width * scale, height: s.height * scale)
    }
    if !symbol, let asset = image(name), let v = asset.variants.last { return v.pointSize }
    return nil
  }

  /// A label's or text view's text: the `text` attribute, `<string key="text">` (or
  /// `<mutableString key="text">`, which Xcode writes for some long texts), or the fragments
  /// of its attributed text.
  func text(of node: XMLNode) -> String? {
    if let t = attribute(node, "text") { return t }
    if let s = node.child("string", key: "text") ?? node.child("mutableString", key: "text") { return s.text }
    if let a = node.child("attributedString", key: "attributedText") {
      return a.children("fragment").map { $0["content"] ?? $0.child("string", key: "content")?.text ?? $0.text }.joined()
    }
    return nil
  }

  /// The line metrics an attributed text's paragraph style sets (`NSParagraphStyle`), from
  /// its first fragment that has one; nil when it sets none of them.
  struct ParagraphLines {
    var lineHeightMultiple = 0.0
    var minimumLineHeight = 0.0
    var maximumLineHeight = 0.0
    var lineSpacing = 0.0

    /// A line of a font whose own line is `natural` tall: the multiple of it, then held
    /// between the minimum and maximum (each 0 when unset), as TextKit sizes line fragments.
    func lineHeight(natural: Double) -> Double {
      var line = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
      if minimumLineHeight > 0 { line = max(line, minimumLineHeight) }
      if maximumLineHeight > 0 { line = min(line, maximumLineHeight) }
      return line
    }

    /// Sets `style`'s lines for a font whose own line is `natural` tall: each line's height,
    /// the glyphs at its bottom when the line is taller, and the spacing between lines.
    func setLines(of style: inout TextStyle, natural: Double) {
      let line = lineHeight(natural: natural)
      style.lineHeight = line
      style.lineSpacing = lineSpacing
      style.glyphsAtLineBottom = line > natural
    }
  }

  /// One line of a view's text in the font its `fontDescription` names (SF's line without a
  /// name), at `style`'s size: the line of text that is not attributed.
  func fontDescriptionLine(_ node: XMLNode, style: TextStyle) -> Double {
    style.size * lineHeightPerPoint(ofFontNamed: element(node, "fontDescription", key: "fontDescription")?["name"])
  }

  /// An attribute of an attributed text (`<color key="NSColor">`, `<paragraphStyle
  /// key="NSParagraphStyle">`) from its first fragment that sets it: a label draws in one colour
  /// and alignment, its first run's.
  func attributedTextAttribute(_ node: XMLNode, _ name: String, key: String) -> XMLNode? {
    node.child("attributedString", key: "attributedText")?.children("fragment").lazy
      .compactMap { $0.child("attributes")?.child(name, key: key) }.first
  }

  func paragraphLines(of node: XMLNode) -> ParagraphLines? {
    guard let style = attributedTextAttribute(node, "paragraphStyle", key: "NSParagraphStyle") else { return nil }
    func value(_ name: String) -> Double {
      guard let v = style[name].flatMap(Double.init), v.isFinite, v > 0 else { return 0 }
      return min(v, 10_000)
    }
    let lines = ParagraphLines(
      lineHeightMultiple: value("lineHeightMultiple"), minimumLineHeight: value("minimumLineHeight"),
      maximumLineHeight: value("maximumLineHeight"), lineSpacing: value("lineSpacing"))
    return lines.lineHeightMultiple + lines.minimumLineHeight + lines.maximumLineHeight + lines.lineSpacing > 0
      ? lines : nil
  }

  // MARK: - Fonts

  /// IB's text-style names → the Dynamic Type style (`DynamicTypeTable`) and its weight.
  static let textStyles: [String: (style: String, weight: FontWeight)] = [
    "UICTFontTextStyleLargeTitle": ("largeTitle", .regular),
    "UICTFontTextStyleTitle0": ("largeTitle", .regular),
    "UICTFontTextStyleTitle1": ("title1", .regular), "UICTFontTextStyleTitle2": ("title2", .regular),
    "UICTFontTextStyleTitle3": ("title3", .regular),
    "UICTFontTextStyleHeadline": ("headline", .semibold),
    "UICTFontTextStyleBody": ("body", .regular), "UICTFontTextStyleCallout": ("callout", .regular),
    "UICTFontTextStyleSubhead": ("subheadline", .regular),
    "UICTFontTextStyleFootnote": ("footnote", .regular),
    "UICTFontTextStyleCaption1": ("caption1", .regular),
    "UICTFontTextStyleCaption2": ("caption2", .regular),
  ]

  static let weights: [String: FontWeight] = [
    "ultraLight": FontWeight(200), "thin": FontWeight(200), "light": FontWeight(300),
    "regular": .regular, "medium": .medium, "semibold": .semibold, "bold": .bold,
    "heavy": FontWeight(800), "black": FontWeight(900),
  ]

  /// UIKit's `font.lineHeight` of SF per point of font size (ascender plus descender).
  static let lineHeightPerPoint = 1.1934

  /// `font.lineHeight` per point of custom fonts apps commonly bundle, from the fonts' own
  /// `hhea` ascender plus descender (Open Sans 2189 + 600, Roboto and Roboto Mono 2146 + 555,
  /// Muli 2412 + 607, of 2048; Source Code Pro 984 + 273, Karla 918 + 250, of 1000): Xcode
  /// measures them with the bundled font, taller than SF (eduvpn's Open Sans labels, 22 tall at
  /// 16 pt, 33 at 24; Undecimus's Roboto Mono ones, 31.67 at 24, 13.33 at 10; Roboto's 15-pt
  /// labels 20 tall in 61 one-line labels of four apps, 13 to 50 pt alike; opentrace's Muli
  /// ones 19.33 at 13 and 29.5 at 20, three lines of 20 pt 88.5; Source Code Pro's 10 to 18 pt
  /// labels of two apps 13 to 23; Karla's 12 to 28 pt ones 14.5 to 33). Menlo, which iOS
  /// ships, is shorter than SF (1901 + 483 of 2048): Green's 14-pt address labels are 16.33
  /// tall, Yep's 48-pt timer 56, openterm's 17-pt labels 20. Proxima Nova's line is one em (two
  /// apps' 12- to 24-pt labels are stored exactly as tall as their size, 96 of them), as is
  /// Hiragino Sans's, which iOS ships (WeiWallet's 28 one-line labels of 12 to 20 pt, and its
  /// 15- and 17-pt buttons 27 and 29 tall with their 6-pt insets), and icon fonts' (Material
  /// Icons' ascender is its em; IcoMoon's fonts 960 + 64 of 1024): ChatSecure's 24-pt icon
  /// labels are 24 tall. Avenir and Avenir Next, which iOS
  /// ships, are 1.366 em (1000 + 366 of 1000): of the one-line Avenir labels of the measured
  /// sets that no height constraint sizes, 43 are stored at that line (at the canvas's scale
  /// or Xcode 7's 1×: Avenir Next's 90 pt 123, 22 pt 30.5, Avenir Book's 20 pt 27.5; 30 Days
  /// of Swift, Swift-30-Projects, Spring, PNChart, AnimatedCollectionViewLayout) and none at
  /// SF's. Arial, which iOS ships, is 1.1172 em (1854 + 434 of 2048, its line gap not
  /// counted): XP Driver's 14-, 16- and 18-pt Arial labels are 15.67, 18 and 20.33 tall at @3x,
  /// its 14-, 15- and 16-pt ones 16, 17 and 18 at @2x (25 of its 32 one-line Arial labels
  /// that no height constraint sizes; the others are held by their neighbours). Its rounded and
  /// narrow faces are other fonts. PingFang (SC, TC, HK), which iOS ships for Chinese, is 1.4 em
  /// (1060 + 340 of 1000): MOPCON's 16- and 18-pt PingFang TC labels are stored 22.5 and 25.5
  /// tall at @2x, a 14-pt one 19.67 at @3x (17 one-line labels of three apps that no height
  /// constraint sizes). Apple SD Gothic Neo, which iOS ships for Korean, is 1.2 em: of its
  /// 588 one-line labels in the measured sets that no height constraint sizes (6 apps, Xcode 10
  /// to 14.3), 1.2 puts 420 at their stored height, SF's 1.1934 397 and no other line more
  /// (18 pt 22 tall at @2x, 13 pt 16, 24 pt 29). Inter's, when an app names it, is its files'
  /// 1.2102 em (2728 + 680 of 2816; Inter Display's 1974 + 502 of 2048): HeartMate's 15- and
  /// 20-pt labels are 18.33 and 24.33 tall at @3x. Futura's, which iOS ships, is 1.3 em: of
  /// the read sets' 488 one-line Futura Medium labels that no height constraint sizes (four
  /// apps, Petfolio's most), 192 are stored at that line (14 pt 18.33 at @3x, 16 pt 21, 12 pt
  /// 16) and 1 at SF's. Other custom fonts, unknown here, keep SF's line.
  static let customLineHeightPerPoint: [(postScriptPrefix: String, perPoint: Double)] = [
    ("opensans", 1.3618), ("roboto", 1.3188), ("muli", 1.4741), ("menlo", 1.1641), ("materialicons", 1), ("icomoon", 1),
    ("avenir", 1.366), ("sourcecodepro", 1.257), ("karla", 1.168), ("proximanova", 1), ("hiraginosans", 1),
    ("arialmt", 1.1172), ("arial-", 1.1172), ("pingfang", 1.4), ("applesdgothicneo-", 1.2),
    ("inter-", 1.2102), ("interdisplay-", 1.209), ("futura-", 1.3),
  ]

  /// The line per point of the font a PostScript name names, as the font is set: an app's own
  /// font file's as the file says (`AppFonts`: Nunito Sans, 1011 + 353 of 1000, makes two 15-pt
  /// lines 41 tall, not SF's 36) unless Debian ships the font, else the table's (SF's when
  /// unknown).
  func lineHeightPerPoint(ofFontNamed fontName: String?) -> Double {
    if let fontName, Self.debianFontFile(fontName: fontName) == nil, let app = fontFile(fontName) {
      return app.lineHeightPerPoint
    }
    return Self.lineHeightPerPoint(fontName: fontName)
  }

  /// The line height per point of the font a PostScript name names (SF's when unknown).
  static func lineHeightPerPoint(fontName: String?) -> Double {
    guard let lower = fontName?.lowercased() else { return lineHeightPerPoint }
    // Regular faces whose other weights keep SF's line: Helvetica Neue's is 1.165 em (Xcode
    // stores its 12, 17, 24 and 34 pt labels 14, 20, 28 and 40 tall over the diagnosis apps'
    // histories); Gill Sans's, which iOS ships, 1.148 (two apps' 13, 15, 17 and 29 pt labels
    // are 15, 17.5, 19.67 and 33.5 tall, 59 labels).
    if lower == "helveticaneue" { return 1.165 }
    if lower == "gillsans" { return 1.148 }
    return customLineHeightPerPoint.first { lower.hasPrefix($0.postScriptPrefix) }?.perPoint ?? lineHeightPerPoint
  }

  /// Whether a PostScript name names Helvetica, Helvetica Neue or Arial in a weight Liberation
  /// Sans stands in for (`FontFamily.helvetica`), upright or italic: regular and bold, and
  /// Helvetica Neue's medium, set halfway between them (`.medium`; the Cairo backend's
  /// `HelveticaMediumSpacing`: the read sets' 31 one-line medium labels sized by their text,
  /// 6 → 16 within 0.5 pt, 17 → 30 within 2 pt, against Inter Medium). Over the one-line
  /// Helvetica Neue labels of the diagnosis apps' histories whose width comes from their text,
  /// Xcode's width over Liberation Sans's is 1.002 at the median (25 labels, 11 apps), over
  /// Inter's 0.954; within 0.5 pt of the stored width 1 → 7 of 67 regular labels, within 2 pt
  /// 6 → 19. The lighter faces keep Inter at their weight; so do condensed, rounded and black ones.
  static func isHelvetica(fontName: String) -> Bool {
    let lower = fontName.lowercased()
    guard lower.hasPrefix("helvetica") || lower.hasPrefix("arial") else { return false }
    return !["light", "thin", "condensed", "rounded", "black", "heavy"].contains { lower.contains($0) }
  }

  /// Whether a PostScript name names a monospaced font (Roboto Mono, Menlo, Monaco, Courier,
  /// SF Mono, Source Code Pro; not Monotype's faces): every character of such a font is 0.6 em
  /// wide, so a monospaced stand-in (JetBrains Mono) measures its text as the font would, where
  /// Inter would make it a fifth narrower.
  static func isMonospaced(fontName: String) -> Bool {
    let lower = fontName.lowercased()
    guard !lower.hasPrefix("monotype") else { return false }
    return ["mono", "menlo", "monaco", "courier", "consolas", "sourcecode"].contains { lower.contains($0) }
  }

  /// A text style at `size` whose line is as tall as UIKit's `font.lineHeight` (SF's ascender
  /// plus descender, 1.19 em), rounded up to the device's pixel grid as UILabel reports it.
  /// The system font (SF) tracks by its size, as the font's own tracking table does on iOS
  /// for every view that sets it (`SystemFontTracking`, as forms do): a 17 pt title is 0.43 pt
  /// tighter per character. A named custom font keeps its own spacing (`systemTracking` off).
  /// A custom font has its own line (`fontName`, `customLineHeightPerPoint`); a monospaced one
  /// is measured in the monospaced stand-in.
  func fontStyle(size: Double, weight: FontWeight, systemTracking: Bool = true, fontName: String? = nil) -> TextStyle {
    let line = pixelCeil(size * Self.lineHeightPerPoint(fontName: fontName))
    var style = TextStyle(
      family: fontName.map(Self.isMonospaced) == true ? .monospaced
        : fontName.map(Self.isHelvetica) == true ? .helvetica : .system,
      size: size, weight: weight, lineHeight: line,
      tracking: systemTracking
        ? SystemFontTracking.points(atSize: size)
          + (fontName == nil ? Self.heavierWeightSpacing(size: size, weight: weight) + Self.opticalSizeSpacing(size: size) : 0)
        : 0,
      opticalSize: fontName == nil ? Self.systemOpticalSize(atSize: size) : .text)
    // iOS 9's CJK fonts set a character 1 em wide (Yep's 13-pt "大观园", Xcode 7, is 39; the
    // system-font Chinese labels of Xcode 6 and 7 of KidsTC, chewan, pinpinbox and CZJShop: 99 at
    // 1 em, 1 near 1.02); from Xcode 8 (iOS 10) 1.02 em (ShellCoin's of Xcode 8: 143 of 161 at
    // 1.02 to 1.04 em a character), as later: bus-today's 16-pt four-character rows of Xcode 9.2
    // are 65.5, Coding's 15-pt ones of Xcode 10.2 61.5, WeiWallet's 17-pt "利用規約" of Xcode 9.4
    // 69.5 (MJRefresh's 208-pt note of Xcode 10.3, whose sixteen 13-pt characters fit on a line
    // only at 1 em, keeps a frame of an older save: its width is a constraint's, not its text's).
    // A CJK font the file names is its own width, 1 em, as SF's cascade is not in play:
    // WeiWallet's 20-pt "メンテナンス中です" in Hiragino Sans W6 is 180, its 17-pt
    // "しばらくお待ちください。" in W3 204 (Xcode 9.4), where its system-font labels are 1.02 em.
    if doc.isSavedBeforeXcode8 || !systemTracking { style.cjkSpacing = 0 }
    // Apple SD Gothic Neo sets its Hanja (Han characters) as narrow as its Hangul, 0.868 em,
    // not a CJK font's full em: 73 of bm's 79 one-line Chinese labels and buttons in it are
    // stored 0.864 to 0.889 em a character ("黑名單" 57, "忘記密碼" 77; Xcode 13 and 14), where
    // the stand-in's 1 em made each 2.9 pt a character wider at 22 pt.
    if fontName.map(Self.isAppleSDGothicNeo) == true { style.cjkSpacing = TextStyle.appleSDGothicNeoAdvance - 1 }
    style.standInSlack = Self.standInSlack
    return style
  }

  /// Whether a PostScript name names Apple SD Gothic Neo (any weight).
  static func isAppleSDGothicNeo(fontName: String) -> Bool {
    fontName.lowercased().hasPrefix("applesdgothicneo")
  }

  /// How much wider than a frame Xcode sized to SF a line set in the stand-in may be and still
  /// be drawn whole (`TextStyle.standInSlack`): the stand-ins' widths stay within a few percent
  /// of SF's (a 17-pt "Title" is 33 in SF, 33.6 in Inter), so a text that overflows by 4 % or
  /// less fits on iOS and is drawn condensed, not with "…".
  static let standInSlack = 0.04

  /// Extra space per character that brings Inter's heavier weights to SF's widths at reading
  /// sizes: SF widens with weight more than Inter does. Over the one-line system-font labels of
  /// the diagnosis sets and the apps' histories whose width comes from their text (letters, not
  /// figures; 22.5 pt and under), Xcode's width over formshot's is, as the median of each app's
  /// median, 1.000 at regular (521 labels, 29 apps), +0.9 % at medium (40, 6 apps), +1.4 % at
  /// semibold (49, 8 apps; 7 of them above 1) and +2.2 % at bold (52, 11 apps; 9 above 1): about
  /// 0.012 em a character at bold (an average character is 0.55 em), in proportion to the weight
  /// above regular. Heavier weights take bold's; lighter ones and Display sizes, too few to tell,
  /// none.
  static func heavierWeightSpacing(size: Double, weight: FontWeight) -> Double {
    guard weight.value > 400, systemOpticalSize(atSize: size) == .text else { return 0 }
    let steps = Double(min(weight.value, 700) - 400) / 300
    return ((size * 0.012 * steps) * 100).rounded() / 100
  }

  /// Spacing that moves Inter towards SF's Display design above 18 pt, where SF's variable
  /// font has begun to narrow towards it and formshot still sets Inter (Inter Display from
  /// 22.5 pt): 0.0065 em a character tighter for each point above 18. Over the one-line
  /// system-font labels of the diagnosis sets and unseen sets whose width comes from their
  /// text, Xcode's width less formshot's was -0.026 em a character at 22 pt (26 labels, 5
  /// apps, every one between -0.015 and -0.032), -0.014 at 20 (5 labels, 2 apps) and -0.7 %
  /// of the width at 18 and 19 (10 labels, 3 apps); regular 17 pt, 1.000.
  static func opticalSizeSpacing(size: Double) -> Double {
    guard size > 18, systemOpticalSize(atSize: size) == .text else { return 0 }
    return (-0.0065 * (size - 18) * size * 100).rounded() / 100
  }

  /// The optical size of UIKit's system font at `size`: SF's design goes from Text at 17 pt to
  /// Display at 28 pt (one variable font from iOS 14, WWDC20 "The details of UI typography";
  /// two fonts switched at 20 pt before). formshot has the two ends, Inter and Inter Display,
  /// and takes the nearer: Display from 22.5 pt. Xcode's stored widths of one-line labels
  /// measure as Text up to 21 pt in files of every Xcode version, as Display from 24 pt, and
  /// half way at 22 pt (docs/interface-builder.md, "Text as UIKit measures it").
  static func systemOpticalSize(atSize size: Double) -> OpticalSize {
    size >= 22.5 ? .display : .text
  }

  /// A length rounded up to the device's pixel grid, as UIKit reports text sizes.
  func pixelCeil(_ length: Double) -> Double { (length * scale).rounded(.up) / scale }

  /// The text size text styles take: the state's, or the one Xcode's canvas lays the file out at.
  var textSize: ContentSizeCategory { state.textSize ?? doc.canvasTextSize }

  /// A Dynamic Type style at the state's text size, the size `preferredFont(forTextStyle:)`
  /// gives; the line is still the font's own height, as a label measures it.
  /// On an Apple TV the style is tvOS's (a headline is 38 pt medium, its line 46 tall at 1×).
  func fontStyle(textStyle: String, weight: FontWeight) -> TextStyle {
    if let tv = tvTextStyle(textStyle) { return fontStyle(size: tv.size, weight: .medium) }
    // The canvas's own sizes hold where the state sets no text size (see `canvasTextStyleSizes`).
    if state.textSize == nil, let canvas = doc.canvasTextStyleSizes[textStyle] {
      return fontStyle(size: canvas, weight: weight)
    }
    return fontStyle(size: DynamicTypeTable.metrics(textStyle, at: textSize)?.size ?? 17, weight: weight)
  }

  /// tvOS's size and leading of a text style on an Apple TV canvas (nil elsewhere).
  func tvTextStyle(_ style: String) -> DynamicTypeTable.Metrics? {
    device?.idiom == .tv ? DynamicTypeTable.tvMetrics(style) : nil
  }

  /// The Dynamic Type leading (line spacing, Apple's table) of the text style a view's font
  /// names, at the state's text size; nil for a font with a point size.
  func textStyleLeading(_ node: XMLNode) -> Double? {
    guard let f = element(node, "fontDescription", key: "fontDescription"), let name = f["style"],
      let (style, _) = Self.textStyles[name]
    else { return nil }
    return (tvTextStyle(style) ?? DynamicTypeTable.metrics(style, at: textSize))?.leading
  }

  func font(_ node: XMLNode, defaultSize: Double) -> TextStyle {
    if let f = element(node, "fontDescription", key: "fontDescription") {
      return font(font: f, defaultSize: defaultSize)
    }
    // Attributed text (`usesAttributedText`) keeps its fonts in its fragments' attributes
    // (`<font key="NSFont" metaFont="system" size="15"/>`), not in a `fontDescription`: the
    // label measures its text in them, its line as tall as the largest.
    let largest = largestAttributedFont(node)
    return largest.map { font(font: $0, defaultSize: defaultSize) } ?? fontStyle(size: defaultSize, weight: .regular)
  }

  /// The `NSFont` of an attributed text's largest fragment (nil without attributed fonts): the
  /// font its label is measured in.
  func largestAttributedFont(_ node: XMLNode) -> XMLNode? {
    largestFont(in: node.child("attributedString", key: "attributedText"))
  }

  /// The `NSFont` of an attributed string's largest fragment (nil when no fragment sets one).
  func largestFont(in attributedString: XMLNode?) -> XMLNode? {
    fonts(in: attributedString).max { num($0["size"], Self.sizelessAttributedFontSize) < num($1["size"], Self.sizelessAttributedFontSize) }
  }

  /// The `NSFont` of each fragment of a view's attributed text that sets one.
  func attributedFonts(_ node: XMLNode) -> [XMLNode] {
    fonts(in: node.child("attributedString", key: "attributedText"))
  }

  /// The `NSFont` of each fragment of an `<attributedString>` that sets one.
  func fonts(in attributedString: XMLNode?) -> [XMLNode] {
    attributedString?.children("fragment").compactMap { $0.child("attributes")?.child("font", key: "NSFont") } ?? []
  }

  /// One line of attributed text, as tall as its tallest fragment font's line (nil without
  /// attributed fonts): Eat-Now's "How was **Boqueria**?" in 24-pt Helvetica Neue with a bold
  /// run is stored 29 tall, the bold face's line (SF's 1.19 em), not the regular face's 28;
  /// entourage's bullets in 14-pt Helvetica beside 15-pt Nunito Sans take Nunito's.
  func attributedNaturalLine(_ node: XMLNode) -> Double? {
    attributedFonts(node).map { f in
      // A text style's font (`style="UICTFontTextStyleBody"`) has its style's size and line.
      if f["style"] != nil { return font(font: f, defaultSize: 17).lineHeight }
      return num(f["size"], Self.sizelessAttributedFontSize) * lineHeightPerPoint(ofFontNamed: f["name"])
    }.max()
  }

  /// The size of an attributed string's `NSFont` that names no size (`<font key="NSFont"
  /// metaFont="system"/>`): AppKit's `NSFont.systemFontSize`, 13 pt, the font Interface
  /// Builder's attributed-text editor starts from. dashwallet's one-line such labels are stored
  /// 16 tall at @2x and 15.67 at @3x (13 pt's line), its wrapping notes four 13-pt lines, and
  /// WavesWallet's (EnterStartBlockCell, ShortInfoPageView) wrap as 13-pt text does.
  static let sizelessAttributedFontSize = 13.0

  /// A `fontDescription` (`type`, `pointSize`, `weight`, `name`, `style`), or an attributed
  /// string's `NSFont` (`metaFont`, `size`, `name`).
  func font(font f: XMLNode, defaultSize: Double) -> TextStyle {
    if let styleName = f["style"], let (style, weight) = Self.textStyles[styleName] {
      return fontStyle(textStyle: style, weight: weight)
    }
    let sizeText = f["pointSize"] ?? f["size"]
    let size = sizeText.flatMap(Double.init) ?? sizeText.flatMap { Self.namedFontSizes[$0] }
      ?? (f.name == "font" ? Self.sizelessAttributedFontSize : defaultSize)
    var weight = FontWeight.regular
    switch f["type"] ?? f["metaFont"] {
    case "boldSystem": weight = .bold
    case "system", "italicSystem", nil: weight = f["weight"].flatMap { Self.weights[$0] } ?? .regular
    default: break
    }
    var isSystem = true
    var standInScale: Double?
    let name = f["name"]
    if let name {
      // A named font: Inter stands in, at the weight its name says.
      let lower = name.lowercased()
      if lower.contains("black") || lower.contains("heavy") { weight = FontWeight(800) }
      else if lower.contains("bold") { weight = lower.contains("semi") || lower.contains("demi") ? .semibold : .bold }
      else if lower.contains("medium") { weight = .medium }
      else if lower.contains("light") || lower.contains("thin") { weight = FontWeight(300) }
      // SF named by its PostScript name (".SFUI-Regular", "SFProText-Bold") or by the system
      // font's own name (".AppleSystemUIFont", `UIFont.systemFont(ofSize:).fontName`) is the
      // system font and tracks as it does; Helvetica and custom fonts keep their own spacing
      // (Helvetica, Helvetica Neue and Arial in Liberation Sans, without a warning).
      isSystem = lower.hasPrefix(".sf") || lower.hasPrefix("sfpro") || lower.hasPrefix("sfui")
        || lower.hasPrefix(".applesystemuifont")
      let debianFile = Self.debianFontFile(fontName: name)
      let appFont = debianFile == nil && !isSystem ? fontFile(name) : nil
      if let file = debianFile ?? appFont?.path {
        // The font itself, as Debian ships it or as the app bundles it in its project: measured
        // and drawn in its own face, its line as tall as the font says.
        // Its faces go by the weight the name says, an extra-bold one at 800, not bold's 700.
        let faceWeight = lower.contains("extrabold") ? FontWeight(800) : weight
        var style = fontStyle(size: size, weight: faceWeight, systemTracking: false, fontName: name)
        style.fontFile = file
        style.italic = lower.contains("italic")
        // A character the font has no glyph for is set by Xcode in Helvetica, untracked; the
        // spaces the font has stay its own, and so does the line. Almnabr's Droid Arabic Kufi
        // has Arabic letters only: its English labels are stored as wide as Helvetica sets
        // their words plus Kufi's spaces ("Contact Details" at 18 pt 123.5, "Attachments" in
        // bold at 16 pt 97; in SF's stand-in 125 and 101, in the stand-in untracked 131 and 102).
        style.fallbackFamily = .helvetica
        if let appFont { style.lineHeight = pixelCeil(size * appFont.lineHeightPerPoint) }
        return style
      }
      if !isSystem && !lower.hasPrefix("helvetica") && !Self.isHelvetica(fontName: name) {
        let standIn = Self.isMonospaced(fontName: name) ? "JetBrains Mono" : "Inter"
        standInScale = Self.standInScale(fontName: name)
        let setAt = standInScale.map { "at \(NumberFormat.exact.string($0)) of its size, where its text is as wide" } ?? "at the same size"
        warn(f, "font '\(name)' is not available: \(standIn) stands in \(setAt)")
      }
    }
    var style = fontStyle(size: size, weight: weight, systemTracking: isSystem, fontName: isSystem ? nil : name)
    if let standInScale { style.standInScale = standInScale }
    return style
  }

  /// How much smaller Inter is set to stand in for a font iOS ships that formshot does not
  /// have, so that its text is as wide (`TextStyle.standInScale`): Avenir sets text 0.95 as
  /// wide as Inter and Avenir Next 0.965, each at every weight (the median over 1,615 labels'
  /// texts of the measured sets, in Linotype's Avenir LT Std and Avenir Next LT Pro, the fonts
  /// Apple licenses; Apple's Avenir measures as Avenir LT Std: 179 of 249 one-line labels whose
  /// width is their text's within 0.5 pt, 243 within 2). Condensed faces are other fonts.
  /// Futura Medium, which iOS ships and no free font matches, sets text about 0.94 as wide as
  /// Inter Medium: the median of Xcode's width over the stand-in's for Petfolio's 111 one-line
  /// labels whose width is their text's (no file of the font to measure; 13 were within 0.5 pt
  /// of their stored width at Inter's size). Nil where Inter stands in at its size.
  static func standInScale(fontName: String) -> Double? {
    let lower = fontName.lowercased()
    if lower.hasPrefix("futura-medium") { return 0.94 }
    guard lower.hasPrefix("avenir"), !lower.contains("condensed") else { return nil }
    return lower.hasPrefix("avenirnext") ? 0.965 : 0.95
  }

  /// UIFont's named sizes, as old files write them (`size="system"`): `systemFontSize` 14,
  /// `buttonFontSize` 18, `labelFontSize` 17, `smallSystemFontSize` 12. Matomo's example labels
  /// of `size="system"` are stored in 14-pt lines (four lines 67 tall), not 17-pt ones.
  static let namedFontSizes: [String: Double] = ["system": 14, "button": 18, "label": 17, "smallSystem": 12]

  /// Open fonts apps bundle that Debian packages as the same files (`fonts-open-sans`: Open
  /// Sans 1.10, the version apps ship): a font named by one of these PostScript prefixes is set
  /// in its own face from the package instead of a stand-in. Over the one-line Open Sans labels
  /// of the diagnosis apps' public histories (Ramotion's demos, edX: 96 labels, 3 apps), labels
  /// within 0.5 pt of their stored width went from 8 in Inter to 24 in Open Sans, within 2 pt
  /// from 20 to 38. Inter (`fonts-inter`, which formshot pins as SF's stand-in) is listed too,
  /// for apps that bundle it (`interFaces`).
  static let debianFonts: [(postScriptPrefix: String, directory: String, faces: [String: String])] = [
    (
      "opensans", "/usr/share/fonts/truetype/open-sans",
      [
        "": "OpenSans-Regular.ttf", "regular": "OpenSans-Regular.ttf", "italic": "OpenSans-Italic.ttf",
        "light": "OpenSans-Light.ttf", "lightitalic": "OpenSans-LightItalic.ttf",
        "semibold": "OpenSans-Semibold.ttf", "semibolditalic": "OpenSans-SemiboldItalic.ttf",
        "bold": "OpenSans-Bold.ttf", "bolditalic": "OpenSans-BoldItalic.ttf",
        "extrabold": "OpenSans-ExtraBold.ttf", "extrabolditalic": "OpenSans-ExtraBoldItalic.ttf",
        "condensedbold": "OpenSans-CondBold.ttf", "condensedlight": "OpenSans-CondLight.ttf",
        "condensedlightitalic": "OpenSans-CondLightItalic.ttf",
      ]
    ),
    ("inter", "/usr/share/fonts/opentype/inter", interFaces),
  ]

  /// Inter's faces by the part of their PostScript names after "Inter" and its hyphen
  /// ("semibold", "display-bolditalic"), named as fonts-inter names its files (as the Cairo
  /// backend's `PinnedFonts.interFile` does): an app that bundles Inter itself (HeartMate,
  /// Athelo) names the family formshot pins as SF's stand-in, so its text is set in the pinned
  /// files, at Inter's own line, not SF's, and without a warning that the font is missing.
  static let interFaces: [String: String] = {
    let weights = ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"]
    var faces: [String: String] = [:]
    for family in ["Inter", "InterDisplay"] {
      let prefix = family == "Inter" ? "" : "display-"
      for weight in weights {
        faces[prefix + weight.lowercased()] = "\(family)-\(weight).otf"
        let italic = weight == "Regular" ? "Italic" : weight + "Italic"
        faces[prefix + italic.lowercased()] = "\(family)-\(italic).otf"
      }
      faces[prefix.isEmpty ? "" : "display"] = "\(family)-Regular.otf"
    }
    return faces
  }()

  /// The file of a font `debianFonts` lists, when the package is installed (else nil: the
  /// stand-in, with its warning).
  static func debianFontFile(fontName: String) -> String? {
    let lower = fontName.lowercased()
    for font in debianFonts where lower.hasPrefix(font.postScriptPrefix) {
      let face = lower.dropFirst(font.postScriptPrefix.count).drop { $0 == "-" }
      guard let file = font.faces[String(face)] else { return nil }
      let path = "\(font.directory)/\(file)"
      return FileManager.default.isReadableFile(atPath: path) ? path : nil
    }
    return nil
  }

  // MARK: - Colours

  /// Theme roles the bundled themes define (an IB system colour maps to one of these).
  static let roles: Set<String> = [
    "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText",
    "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground",
    "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground",
    "tertiarySystemGroupedBackground", "systemFill", "secondarySystemFill", "tertiarySystemFill",
    "quaternarySystemFill", "systemBlue", "systemBrown", "systemCyan", "systemGray", "systemGray2",
    "systemGray3", "systemGray4", "systemGray5", "systemGray6", "systemGreen", "systemIndigo",
    "systemMint", "systemOrange", "systemPink", "systemPurple", "systemRed", "systemTeal",
    "systemYellow", "white", "black", "clear", "tint",
  ]

  static let legacyColors: [String: String] = [
    "darkTextColor": "#000000", "lightTextColor": "#FFFFFF99",
    "groupTableViewBackgroundColor": "systemGroupedBackground",
    "tableCellGroupedBackgroundColor": "secondarySystemGroupedBackground",
    "scrollViewTexturedBackgroundColor": "#6F7179", "viewFlipsideBackgroundColor": "#1F2124",
    "whiteColor": "white", "blackColor": "black", "clearColor": "clear",
    "tableViewBackgroundColor": "systemBackground",
  ]

  /// A `<color>` element as a colour text (`#RRGGBBAA`, a theme role, or LIGHT / DARK).
  func colorText(_ node: XMLNode?, depth: Int = 0) -> String? {
    guard let node, depth < 8 else { return nil }
    if let system = node["systemColor"] ?? node["cocoaTouchSystemColor"] {
      if let legacy = Self.legacyColors[system] { return legacy }
      var role = system.hasSuffix("Color") ? String(system.dropLast(5)) : system
      if role == "tint" || role == "systemTint" { role = "tint" }
      if Self.roles.contains(role) { return role }
      warn(node, "system colour '\(system)' is not known: gray stands in")
      return "systemGray"
    }
    if let name = node["name"] {
      // The asset catalog's colour set first: it holds the dark variant, where the file's
      // `<namedColor>` resource keeps only the one colour Xcode's canvas last showed.
      if let catalog = catalogColor(name) { return catalog }
      if let named = doc.namedColors[name] { return colorText(named, depth: depth + 1) }
      warn(node, "named colour '\(name)' is not in the file's resources or an asset catalog: gray stands in")
      return "systemGray"
    }
    let alpha = num(node["alpha"], 1)
    if let white = node["white"].flatMap(Double.init) {
      return Self.hex(white, white, white, alpha)
    }
    if let red = node["red"].flatMap(Double.init) {
      return Self.hex(red, num(node["green"]), num(node["blue"]), alpha)
    }
    return nil
  }

  static func hex(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> String {
    func byte(_ v: Double) -> String {
      let n = Int((min(1, max(0, v.isFinite ? v : 0)) * 255).rounded())
      let digits = Array("0123456789ABCDEF")
      return String([digits[n >> 4], digits[n & 15]])
    }
    return "#" + byte(r) + byte(g) + byte(b) + (a >= 1 ? "" : byte(a))
  }

  /// `NAME.colorset` in an asset catalog next to the file (or one folder up), in the catalog's
  /// top folder or any group folder inside it (`Colors/Brand/NAME.colorset`; a name with a
  /// namespace, `Brand/Accent`, must end the set's path): its universal colour, with the dark
  /// one as a pair (`LIGHT / DARK`) when the set has a `luminosity: dark` appearance. Read once
  /// per resolution.
  func catalogColor(_ name: String) -> String? {
    if let cached = catalogColors[name] { return cached }
    var found: String?
    search: for folder in AssetCatalogSets.catalogs(near: doc.folder) {
      for path in Self.colorSets(named: name, in: folder) {
        if let text = Self.colorSetText(path) { found = text; break search }
      }
    }
    catalogColors[name] = .some(found)
    return found
  }

  /// The `Contents.json` paths of the colour sets called `name` in `catalog`
  /// (`AssetCatalogSets.folders`).
  static func colorSets(named name: String, in catalog: String) -> [String] {
    AssetCatalogSets.folders(named: name, kind: "colorset", in: catalog).map { $0 + "/Contents.json" }
  }

  /// A colour set's colour text: the universal (iPhone) entry without an appearance — or with
  /// `luminosity: light` — and the `luminosity: dark` one; high-contrast entries are left out.
  /// Components are sRGB or gray (`white`), as floats (`"0.500"`), 8-bit integers (`"128"`) or
  /// hex (`"0x80"`); a `reference` names a system colour.
  static func colorSetText(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let colors = json["colors"] as? [[String: Any]]
    else { return nil }
    var light: String?
    var dark: String?
    for entry in colors {
      let idiom = entry["idiom"] as? String ?? "universal"
      guard ["universal", "iphone", "ipad"].contains(idiom),
        let color = entry["color"] as? [String: Any], let text = colorSetColor(color)
      else { continue }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      if appearances.contains(where: { ($0["appearance"] as? String) == "contrast" }) { continue }
      let luminosity = appearances.first { ($0["appearance"] as? String) == "luminosity" }?["value"] as? String
      switch luminosity {
      case "dark": if dark == nil { dark = text }
      case "light": light = text
      default: if light == nil { light = text }
      }
    }
    guard let light else { return nil }
    return dark.map { $0 == light ? light : "\(light) / \($0)" } ?? light
  }

  static func colorSetColor(_ color: [String: Any]) -> String? {
    if let reference = color["reference"] as? String {
      if let legacy = legacyColors[reference] { return legacy }
      let role = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
      return roles.contains(role) ? role : nil
    }
    guard let components = color["components"] as? [String: Any] else { return nil }
    func component(_ key: String) -> Double? {
      if let d = components[key] as? Double { return d }
      if let i = components[key] as? Int { return Double(i) / 255 }
      guard let s = (components[key] as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
      if s.lowercased().hasPrefix("0x"), let v = Int(s.dropFirst(2), radix: 16) { return Double(v) / 255 }
      if s.contains(".") { return Double(s) }
      return Double(s).map { $0 / 255 }
    }
    let alpha = component("alpha") ?? 1
    if let white = component("white") { return hex(white, white, white, alpha) }
    return hex(component("red") ?? 0, component("green") ?? 0, component("blue") ?? 0, alpha)
  }

  // MARK: - Layer styling

  func style(_ node: XMLNode) -> ViewStyle {
    var style = ViewStyle()
    if let alpha = node["alpha"].flatMap(Double.init) { style.alpha = alpha }
    style.clipsToBounds = node["clipsSubviews"] == "YES"
    style.isEnabled = node["enabled"] != "NO"
    for a in node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? [] {
      let value = a.child("real", key: "value")?["value"].flatMap(Double.init)
        ?? a.child("integer", key: "value")?["value"].flatMap(Double.init)
      switch a["keyPath"] {
      case "layer.cornerRadius", "cornerRadius": if let value { style.cornerRadius = .points(value) }
      case "layer.borderWidth", "borderWidth": if let value { style.borderWidth = value }
      case "layer.borderColor", "borderColor":
        if let c = colorText(a.child("color", key: "value")) { style.borderColor = c }
      default: break
      }
    }
    style.appearance = Self.interfaceStyleOverride(node).map { $0 ? .dark : .light }
    return style
  }

  /// The `overrideUserInterfaceStyle` a view or view controller element sets: true for dark
  /// (`UIUserInterfaceStyle.dark`, 2), false for light (1), nil when unspecified. Interface
  /// Builder has no field for it, so it is written as a user-defined runtime attribute
  /// (`<userDefinedRuntimeAttribute type="number" keyPath="overrideUserInterfaceStyle">` with
  /// an `<integer key="value">`).
  static func interfaceStyleOverride(_ node: XMLNode?) -> Bool? {
    guard let node else { return nil }
    for a in node.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute") ?? []
    where a["keyPath"] == "overrideUserInterfaceStyle" {
      let value = (a.child("integer", key: "value") ?? a.child("real", key: "value"))?["value"]
        .flatMap(Double.init) ?? a["value"].flatMap(Double.init)
      switch value {
      case 1: return false
      case 2: return true
      default: return nil
      }
    }
    return nil
  }

  /// The style the nearest container controller forces on a storyboard scene (a child view
  /// controller inherits its parent's `overrideUserInterfaceStyle`): the navigation, tab bar
  /// or split view controller the scene is a relationship of (or was pushed onto, through
  /// "show" segues from its stack), or the controller that embeds it. Nil when none does.
  static func containerInterfaceStyle(_ document: IBDocument, controllerID: String?) -> Bool? {
    guard let controllerID else { return nil }
    var seen: Set<String> = [controllerID]
    var frontier = [controllerID]
    var steps = 0
    while let target = frontier.popLast(), steps < 200 {
      steps += 1
      for (source, segue) in document.segues where segue["destination"] == target {
        guard let c = document.controllers[source], seen.insert(source).inserted else { continue }
        switch segue["kind"] {
        case "relationship", "embed":
          if let style = interfaceStyleOverride(c) { return style }
          frontier.append(source)
        case "show", "push":
          // The source is on the same navigation stack: its container is the scene's.
          frontier.append(source)
        default: break
        }
      }
    }
    return nil
  }

  /// The app's `UIUserInterfaceStyle` (`Light` or `Dark` in an `Info.plist` next to the file
  /// or one folder up, as the app target keeps it beside its `Base.lproj`): true for dark,
  /// false for light, nil for `Automatic` or none.
  static func appInterfaceStyle(near folder: String) -> Bool? {
    let base = folder.isEmpty ? "." : folder
    let up = URL(fileURLWithPath: base).standardizedFileURL.deletingLastPathComponent().path
    for dir in [base, up] where !dir.isEmpty {
      guard let data = FileManager.default.contents(atPath: dir + "/Info.plist"),
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
      else { continue }
      switch plist["UIUserInterfaceStyle"] as? String {
      case "Dark": return true
      case "Light": return false
      default: return nil
      }
    }
    return nil
  }

  // MARK: - Stack views

  /// The size of a plain view dragged from Interface Builder's object library.
  static let libraryViewSize = (width: 240.0, height: 128.0)

  func stackView(_ node: XMLNode, id: String) -> ItemKind.StackView {
    let axis: ItemKind.StackView.Axis = attribute(node, "axis") == "vertical" ? .vertical : .horizontal
    let distribution: ItemKind.StackView.Distribution
    switch attribute(node, "distribution") {
    case "fillEqually": distribution = .fillEqually
    case "fillProportionally": distribution = .fillProportionally
    case "equalSpacing": distribution = .equalSpacing
    case "equalCentering": distribution = .equalCentering
    default: distribution = .fill
    }
    let alignment: ItemKind.StackView.Alignment
    switch attribute(node, "alignment") {
    case "top", "leading": alignment = .leading
    case "bottom", "trailing": alignment = .trailing
    case "center": alignment = .center
    case "firstBaseline": alignment = .firstBaseline
    case "lastBaseline", "baseline": alignment = .lastBaseline
    default: alignment = .fill
    }
    let arranged = node.child("subviews")?.children.compactMap { child -> ItemKind.StackView.Arranged? in
      guard let cid = child["id"], views[cid] != nil else { return nil }
      // Interface Builder's canvas keeps a view that nothing sizes across a stack that does
      // not fill it at a size: an empty plain view (a spacer) at the object library's 240 × 128,
      // one with content across the stack's extent; a nested stack sizes itself from its views.
      // The app (and so a render) has UIKit's 0.
      let hasSubviews = !(child.child("subviews")?.children.isEmpty ?? true)
      let empty = child.name == "view" && !hasSubviews
      let freeCross: ItemKind.StackView.Arranged.FreeCross
      if !state.keepsCanvasSizes || child.name == "stackView" {
        freeCross = .zero
      } else if empty {
        freeCross = .length(axis == .vertical ? Self.libraryViewSize.width : Self.libraryViewSize.height)
      } else {
        freeCross = .fill
      }
      // Subviews that need length keep it in a hidden view (`hiding`); a view without
      // subviews is held at no length as UIKit holds it.
      return ItemKind.StackView.Arranged(
        ItemID(cid), freeCross: freeCross, hidingPriority: hasSubviews ? Self.hiding : .required)
    } ?? []
    let baselineRelative = node["baselineRelativeArrangement"] == "YES"
    var spacing = num(attribute(node, "spacing"))
    var arrangedViews = arranged
    // "Standard" spacing (`UIStackView.spacingUseSystem`) is the system spacing between
    // siblings, 8 pt. Between the baselines of a baseline-relative vertical stack it comes from
    // the fonts: here the Dynamic Type leading of the text below (its line for a font with a
    // point size), as consecutive lines of that text stand, and 8 above a view without text.
    // Stream's name-over-description row (Headline over Body at Large, Xcode 14) is stored with
    // the description 22.5 below the name's top, formshot 22 with Body's 22-pt leading; the 0
    // it had set the two lines on top of each other. Its other saves (a taller row, Extra
    // Small text) are 3 to 4 pt off: UIKit's own figure is not modelled.
    if attribute(node, "spacingType") == "standard" && attribute(node, "spacing") == nil {
      spacing = 8
      if axis == .vertical && baselineRelative {
        for k in arrangedViews.indices.dropLast() {
          guard let next = views[arrangedViews[k + 1].id.rawValue], Self.textElements.contains(next.name) else { continue }
          let line = font(next, defaultSize: 17).lineHeight
          var gap = textStyleLeading(next) ?? line
          // Never closer than the text above's descent over the text below's ascent (SF's 0.2
          // and 0.8 of a line): a small line under a large one keeps clear of it.
          if let previous = views[arrangedViews[k].id.rawValue], Self.textElements.contains(previous.name) {
            gap = max(gap, 0.2 * font(previous, defaultSize: 17).lineHeight + 0.8 * line)
          }
          arrangedViews[k].spacingAfter = gap
        }
      }
    }
    return ItemKind.StackView(
      axis: axis, distribution: distribution, alignment: alignment,
      spacing: spacing,
      isLayoutMarginsRelativeArrangement: arrangesInsideMargins(node),
      isBaselineRelativeArrangement: baselineRelative,
      arranged: arrangedViews)
  }
}
