// Item kinds: each view kind's payload (labels, fields, buttons, bars, scroll views, …).
import FormLanguage
import Geometry
import LayoutContract
import LayoutVocabulary

extension Resolution {
  func kind(of v: ViewSpec) throws(ResolveError) -> ItemKind {
    switch v.kind {
    case .screen: return .root
    case .safeAreaGuide: return .guide(.safeArea)
    case .layoutMarginsGuide: return .guide(.layoutMargins)
    case .readableContentGuide: return .guide(.readableContent)
    case .keyboardGuide:
      return .guide(.keyboard(followsUndockedKeyboard: keyboard.followsUndockedKeyboard))
    case .scrollContentGuide: return .guide(.scrollContent)
    case .scrollFrameGuide: return .guide(.scrollFrame)
    case .guide: return .guide(.plain)
    case .view:
      return .view(
        background: nameIfSet(v.id, .background),
        cornerRadius: numberIfSet(v.id, .cornerRadius) ?? 0)
    case .spacer: return .view(background: nil, cornerRadius: 0)
    case .statusBar:
      return .statusBar(
        ItemKind.StatusBar(
          time: try string(v, .time), showsIsland: boolIfSet(v.id, .island) ?? device.island))
    case .navigationBar:
      return .navigationBar(
        ItemKind.NavigationBar(
          title: localized(try string(v, .title)),
          scrollView: nameIfSet(v.id, .scrollView).map { ItemID($0) }))
    case .barButton:
      return .button(
        ItemKind.Button(
          title: text(v), style: .plain, color: try name(v, .color),
          textStyle: try textStyle(v), opensInspector: try bool(v, .inspectorButton)))
    case .scrollView: return .scrollView(try scrollView(v))
    case .label, .largeTitle, .sectionHeader, .footnote:
      let alignmentName = try name(v, .alignment)
      guard let alignment = ItemKind.Label.Alignment(rawValue: alignmentName) else {
        throw ResolveError(message: "unknown alignment '\(alignmentName)'")
      }
      return .label(
        ItemKind.Label(
          text: labelText(v), style: try textStyle(v), color: try name(v, .color),
          alignment: alignment, numberOfLines: try lines(v)))
    case .textField:
      return .textField(
        ItemKind.TextField(
          label: text(v), placeholder: localized(try string(v, .placeholder)), value: fieldValue(v.id),
          isSecure: try bool(v, .secure), isFocused: state.focus == v.id,
          labelWidth: try number(v, .labelWidth), style: try textStyle(v),
          isTableRow: isInCell(v),
          separator: isInTable(v) && (boolIfSet(v.id, .separator) ?? !isFirstRow(v)),
          // An iPhone field in focus shows only its caret; an iPad with a hardware keyboard
          // draws the focus ring (UIFocusSystem on iPadOS 15+).
          showsFocusRing: device.hardwareKeyboard && state.sizeClass == .regular,
          isStacked: try name(v, .axis) == "vertical"))
    case .segmentedControl: return .segmentedControl
    case .segment:
      return .segment(
        ItemKind.Segment(title: text(v), isSelected: isSelectedSegment(v), style: try textStyle(v)))
    case .selection: return .segmentSelection
    case .table: return .table
    case .row: return try tableRow(v)
    case .switch: return .toggle(isOn: try bool(v, .on))
    case .button:
      let variant = try name(v, .variant) == "plain" ? ItemKind.Button.Style.plain : .filled
      let configuration = try buttonConfiguration(v)
      var titleStyle: TextStyle
      if let configuration { titleStyle = configuration.content.style } else { titleStyle = try textStyle(v) }
      return .button(
        ItemKind.Button(
          title: text(v), style: variant, color: try name(v, .color), textStyle: titleStyle,
          configuration: configuration))
    case .buttonBar: return .buttonBar
    case .homeIndicator: return .homeIndicator
    case .keyboard: return .keyboard(try keyboard(v.id))
    case .image: return .image(try imageView(v))
    case .stack: return .stack(try stackView(v))
    }
  }

  /// A stack's arrangement: its child views (not guides) are its arranged subviews, in order.
  func stackView(_ v: ViewSpec) throws(ResolveError) -> ItemKind.StackView {
    let axisName = try name(v, .axis)
    let distributionName = try name(v, .distribution)
    var alignmentName = try name(v, .alignment)
    if alignmentName == "top" { alignmentName = "leading" }
    if alignmentName == "bottom" { alignmentName = "trailing" }
    guard let axis = ItemKind.StackView.Axis(rawValue: axisName),
      let distribution = ItemKind.StackView.Distribution(rawValue: distributionName),
      let alignment = ItemKind.StackView.Alignment(rawValue: alignmentName)
    else {
      throw ResolveError(
        message: "unknown stack axis, distribution or alignment "
          + "'\(axisName)', '\(distributionName)', '\(alignmentName)'")
    }
    let arranged = spec.views.filter {
      $0.parent == v.id && $0.kind != .guide && !$0.kind.isBuiltInGuide
    }.map { ItemKind.StackView.Arranged(ItemID($0.id), spacingAfter: numberIfSet($0.id, .spacingAfter)) }
    return ItemKind.StackView(
      axis: axis, distribution: distribution, alignment: alignment,
      spacing: try number(v, .spacing),
      isLayoutMarginsRelativeArrangement: try bool(v, .layoutMarginsRelative), arranged: arranged)
  }

  /// The image view's image: its symbol, else its decoded file (loaded with the form:
  /// `spec.images`); its fit and tint.
  func imageView(_ v: ViewSpec) throws(ResolveError) -> ItemKind.ImageView {
    let modeName = try name(v, .contentMode)
    guard let mode = ItemKind.ImageView.ContentMode(rawValue: modeName) else {
      throw ResolveError(message: "unknown contentMode '\(modeName)'")
    }
    if let symbol = try symbol(v) {
      return ItemKind.ImageView(symbol: symbol, contentMode: mode, tint: nameIfSet(v.id, .tint) ?? "tint")
    }
    let source = try string(v, .source)
    guard let asset = spec.images[source] else {
      throw ResolveError(message: "image '\(source)' of '\(v.id)' was not loaded with the form")
    }
    let template = try name(v, .renderingMode) == "template"
    return ItemKind.ImageView(
      asset: asset, contentMode: mode,
      templateTint: template ? (nameIfSet(v.id, .tint) ?? "tint") : nil)
  }

  /// A `configuration:` button's style, size and content (nil without `configuration:`). Its
  /// title takes the size's text style in regular weight unless the form sets `style:`, with
  /// `UIFont.lineHeight`'s line (1.1935 em: a medium button is 7 + 20.29 + 7 = 34.29 pt tall).
  func buttonConfiguration(_ v: ViewSpec) throws(ResolveError) -> ItemKind.Button.Configuration? {
    guard let lookName = nameIfSet(v.id, .configuration) else { return nil }
    let sizeName = try name(v, .buttonSize)
    let placementName = try name(v, .imagePlacement)
    guard let look = ItemKind.Button.Configuration.Look(rawValue: lookName),
      let size = ItemKind.Button.Configuration.Size(rawValue: sizeName),
      let placement = SymbolAndTitle.Placement(rawValue: placementName)
    else {
      throw ResolveError(
        message: "unknown configuration, buttonSize or imagePlacement "
          + "'\(lookName)', '\(sizeName)', '\(placementName)'")
    }
    var style = try textStyle(v)
    if setting(v.id, .style) == nil, let ramp = RampStyle.named(size.titleStyle) {
      style.size = numberIfSet(v.id, .size) ?? ramp.size
      style.weight = FontWeight(Int(numberIfSet(v.id, .weight) ?? 400))
      style.tracking = numberIfSet(v.id, .tracking) ?? ramp.tracking
    }
    if numberIfSet(v.id, .lineHeight) == nil { style.lineHeight = style.size * 1.1935 }
    // The symbol matches the title's font (`preferredSymbolConfigurationForImage` unset).
    var symbol = try self.symbol(v)
    if symbol != nil, setting(v.id, .style) == nil, numberIfSet(v.id, .size) == nil {
      symbol?.pointSize = style.size
      symbol?.weight = style.weight
    }
    let content = SymbolAndTitle(
      title: text(v), style: style, symbol: symbol, placement: placement,
      imagePadding: try number(v, .imagePadding), insets: size.contentInsets)
    return ItemKind.Button.Configuration(look: look, size: size, content: content)
  }

  /// The view's `symbol:` with its configuration: the point size and weight of its text style
  /// (`style`, `size`, `weight`: body by default, as UIKit draws an unconfigured symbol) and
  /// `symbolScale`. Nil without a `symbol:`.
  func symbol(_ v: ViewSpec) throws(ResolveError) -> Symbol? {
    guard let name = stringIfSet(v.id, .symbol) else { return nil }
    guard let glyph = SymbolCatalog.glyph(named: name) else {
      throw ResolveError(message: "unknown symbol '\(name)'")  // the analyzer reported it
    }
    let style = try textStyle(v)
    let scaleName = try self.name(v, .symbolScale)
    guard let scale = Symbol.Scale(rawValue: scaleName) else {
      throw ResolveError(message: "unknown symbolScale '\(scaleName)'")
    }
    return Symbol(
      name: name, glyph: glyph.character, pointSize: style.size, weight: style.weight,
      scale: scale, isDirectional: glyph.isDirectional)
  }

  /// The first row (or field row) of its table has no separator above it.
  func isFirstRow(_ v: ViewSpec) -> Bool {
    guard let parent = v.parent else {
      return spec.views.first {
        $0.parent == nil && ($0.kind == .row || ($0.kind == .textField && isInTable($0)))
      }?.id == v.id
    }
    // Rows and text fields of the parent are indexed; a text field counts only in a table.
    return (rowIndices[parent] ?? []).lazy.map { spec.views[$0] }.first {
      $0.kind == .row || ($0.kind == .textField && isInTable($0))
    }?.id == v.id
  }

  func scrollView(_ v: ViewSpec) throws(ResolveError) -> ItemKind.ScrollView {
    let inset = try insets(v, .contentInset)
    var offset: Double?
    if let scroll = state.scroll, spec.views.first(where: { $0.kind == .scrollView })?.id == v.id {
      offset = scroll
    }
    var reveal: ItemKind.ScrollView.Reveal?
    if let focus = state.focus, isDescendant(focus, of: v.id) {
      let padding = try insets(v, .revealPadding)
      reveal = ItemKind.ScrollView.Reveal(item: ItemID(focus), padding: padding)
    }
    return ItemKind.ScrollView(contentInset: inset, contentOffset: offset, reveal: reveal)
  }

  func isDescendant(_ id: String, of ancestor: String) -> Bool {
    var current = view(id)?.parent
    var steps = 0
    while let c = current, steps < spec.views.count {
      if c == ancestor { return true }
      current = view(c)?.parent
      steps += 1
    }
    return false
  }
}
