/// Item kinds: each view kind's payload (labels, fields, buttons, bars, scroll views, …).
import FormSpec
import Geometry

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
        background: name(v.id, "background"), cornerRadius: number(v.id, "cornerRadius") ?? 0)
    case .spacer: return .view(background: nil, cornerRadius: 0)
    case .statusBar:
      return .statusBar(
        StatusBar(
          time: string(v.id, "time") ?? "9:41", showsIsland: bool(v.id, "island") ?? device.island))
    case .navigationBar:
      return .navigationBar(
        NavigationBar(
          title: string(v.id, "title") ?? "",
          scrollView: name(v.id, "scrollView").map { ItemID($0) }))
    case .barButton:
      return .button(
        Button(
          title: text(v), style: .plain, color: name(v.id, "color") ?? "tint",
          textStyle: textStyle(v)))
    case .scrollView: return .scrollView(scrollView(v))
    case .label, .largeTitle, .sectionHeader, .footnote:
      let alignment = name(v.id, "alignment").flatMap(Label.Alignment.init(rawValue:)) ?? .leading
      let defaultColor =
        v.kind == .sectionHeader || v.kind == .footnote ? "secondaryLabel" : "label"
      return .label(
        Label(
          text: labelText(v), style: textStyle(v), color: name(v.id, "color") ?? defaultColor,
          alignment: alignment, numberOfLines: lines(v)))
    case .textField:
      return .textField(
        TextField(
          label: text(v), placeholder: string(v.id, "placeholder") ?? "", value: fieldValue(v.id),
          isSecure: bool(v.id, "secure") ?? false, isFocused: state.focus == v.id,
          labelWidth: number(v.id, "labelWidth") ?? 88, style: textStyle(v)))
    case .segmentedControl: return .segmentedControl
    case .segment:
      return .segment(
        Segment(title: text(v), isSelected: isSelectedSegment(v), style: textStyle(v)))
    case .selection: return .segmentSelection
    case .table: return .table
    case .row: return .tableRow(separator: bool(v.id, "separator") ?? !isFirstRow(v))
    case .switch: return .toggle(isOn: bool(v.id, "on") ?? false)
    case .button:
      let variant = name(v.id, "variant") == "plain" ? Button.Style.plain : .filled
      return .button(
        Button(
          title: text(v), style: variant, color: name(v.id, "color") ?? "tint",
          textStyle: textStyle(v)))
    case .buttonBar: return .buttonBar
    case .homeIndicator: return .homeIndicator
    case .keyboard: return .keyboard(keyboard(v.id))
    }
  }

  func isFirstRow(_ v: ViewSpec) -> Bool {
    spec.views.first { $0.parent == v.parent && $0.kind == .row }?.id == v.id
  }

  func scrollView(_ v: ViewSpec) -> ScrollView {
    var inset = EdgeInsets.zero
    if case .insets(let i)? = property(v.id, "contentInset") { inset = edge(i) }
    var offset: Double?
    if let scroll = state.scroll, spec.views.first(where: { $0.kind == .scrollView })?.id == v.id {
      offset = scroll
    }
    var reveal: ScrollView.Reveal?
    if let focus = state.focus, isDescendant(focus, of: v.id) {
      var padding = EdgeInsets.zero
      if case .insets(let i)? = property(v.id, "revealPadding") { padding = edge(i) }
      reveal = ScrollView.Reveal(item: ItemID(focus), padding: padding)
    }
    return ScrollView(contentInset: inset, contentOffset: offset, reveal: reveal)
  }

  func isDescendant(_ id: String, of ancestor: String) -> Bool {
    var current = spec.view(id)?.parent
    var steps = 0
    while let c = current, steps < spec.views.count {
      if c == ancestor { return true }
      current = spec.view(c)?.parent
      steps += 1
    }
    return false
  }
}
