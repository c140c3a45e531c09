/// Stage 2: a `FormSpec` in one state → `ResolvedForm`.
///
/// Applies the base rules, then every `when` rule whose condition holds (a state constraint
/// replaces earlier ones with the same first anchor and relation; `remove` drops them), fills
/// in each item's kind payload, intrinsic content and priorities, and materialises the guides
/// (safe area, layout margins, readable content, keyboard, scroll content/frame) with the
/// constraints that place them.
///
/// The keyboard (see `KeyboardGeometry`): the state's keyboard and window decide the keyboard
/// layout guide's frame — hidden, docked, or, with `followsUndockedKeyboard`, the undocked
/// keyboard's own frame, always clipped to the window. `when` blocks over the tracking
/// conditions (`kb-near-top`, `kb-away-leading`, …) are evaluated on that frame before the
/// rules apply, so tracking sets are ordinary state variants by the time layout runs.
import FormSpec
import Geometry
import LayoutContract
import LayoutVocabulary

/// A state the resolver cannot build (the spec was validated, so this means an inconsistent
/// hand-made spec).
public struct ResolveError: Error, Sendable, Equatable, CustomStringConvertible {
  public var message: String
  public var location: SourceLocation?
  public init(message: String, location: SourceLocation? = nil) {
    self.message = message
    self.location = location
  }
  public var description: String {
    (location.map { "\($0): " } ?? "") + "error: " + message
  }
}

/// Resolves a checked form in one state; the only way a `ResolvedForm` is made from a form.
public enum FormResolver {
  /// Resolves `spec` in `state`.
  public static func resolve(_ spec: FormSpec, state: StateSet) throws(ResolveError) -> ResolvedForm
  {
    var resolution = try Resolution(spec: spec, state: state)
    return try resolution.run().form
  }

  /// Resolves and also returns what the checker warns about (a `remove` that removed nothing).
  static func resolveWithNotes(_ spec: FormSpec, state: StateSet) throws(ResolveError)
    -> (form: ResolvedForm, notes: [Diagnostic])
  {
    var resolution = try Resolution(spec: spec, state: state)
    return try resolution.run()
  }
}

// MARK: - One resolution

/// The working state of one resolution.
private struct Resolution {
  let spec: FormSpec
  let state: StateSet
  let device: DeviceSpec
  /// The keyboard, the window and the keyboard guide's frame.
  let keyboard: KeyboardGeometry

  /// A constraint written in the form, as applied so far.
  struct Entry {
    var constraint: ConstraintSpec
    var rule: Rule
    var removed = false
  }
  struct Setting {
    var value: PropertyValue
    var byState: Bool
  }
  var entries: [Entry] = []
  /// item id → property name → value. Looked up only; output order comes from `spec.views`.
  var properties: [String: [String: Setting]] = [:]
  var notes: [Diagnostic] = []

  init(spec: FormSpec, state: StateSet) throws(ResolveError) {
    self.spec = spec
    self.state = state
    guard let d = spec.device(state.sizeClass) else {
      throw ResolveError(message: "no device for size class '\(state.sizeClass)'")
    }
    self.device = d
    self.keyboard =
      KeyboardGeometry(spec: spec, state: state)
      ?? KeyboardGeometry(device: d, state: state, followsUndockedKeyboard: false)
  }

  /// Whether a `when` token holds (tracking conditions included).
  func isActive(_ token: String) -> Bool { keyboard.isActive(token, in: state) }

  func property(_ item: String, _ name: String) -> PropertyValue? { properties[item]?[name]?.value }
  func string(_ item: String, _ name: String) -> String? {
    if case .string(let s)? = property(item, name) { return s }
    return nil
  }
  func number(_ item: String, _ name: String) -> Double? {
    if case .number(let n)? = property(item, name) { return n }
    return nil
  }
  func bool(_ item: String, _ name: String) -> Bool? {
    if case .bool(let b)? = property(item, name) { return b }
    return nil
  }
  func name(_ item: String, _ name: String) -> String? {
    switch property(item, name) {
    case .name(let n)?, .reference(let n)?: return n
    default: return nil
    }
  }

  mutating func run() throws(ResolveError) -> (form: ResolvedForm, notes: [Diagnostic]) {
    applyRules()
    var items = try buildItems()
    var constraints = guideConstraints()
    constraints += formConstraints()
    addSystemKeyboard(to: &items, constraints: &constraints)
    let env = environment()
    let form = ResolvedForm(
      name: spec.name, state: state.canonicalTokens, environment: env, items: items,
      constraints: constraints, tracking: tracking())
    return (form, notes)
  }

  /// The guide's near edges and every tracking set (a `when` block testing `kb-near-…` or
  /// `kb-away-…`), active or not.
  func tracking() -> KeyboardTracking {
    var sets: [TrackingSet] = []
    var seen: Set<Int> = []
    for rule in spec.rules where !rule.isBase && rule.condition.testsTracking {
      guard seen.insert(rule.block).inserted else { continue }
      var text = rule.condition.description
      if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
      sets.append(
        TrackingSet(
          condition: text, isActive: rule.condition.holds(isActive),
          location: rule.whenLocation ?? rule.location))
    }
    return KeyboardTracking(
      guideFrame: keyboard.guide, followsUndockedKeyboard: keyboard.followsUndockedKeyboard,
      nearEdges: keyboard.nearEdges.map(\.rawValue), threshold: KeyboardGeometry.nearThreshold,
      sets: sets)
  }

  // MARK: Rules

  mutating func applyRules() {
    for rule in spec.rules where rule.condition.holds(isActive) {
      switch rule.action {
      case .constraint(let c):
        if !rule.isBase {
          for i in entries.indices
          where !entries[i].removed && entries[i].rule.block != rule.block
            && entries[i].constraint.first == c.first
            && entries[i].constraint.relation == c.relation
          {
            entries[i].removed = true
          }
        }
        entries.append(Entry(constraint: c, rule: rule))
      case .remove(let anchor):
        var removedAny = false
        for i in entries.indices where !entries[i].removed && entries[i].constraint.first == anchor
        {
          entries[i].removed = true
          removedAny = true
        }
        if !removedAny {
          notes.append(
            Diagnostic(
              .warning, rule.location,
              "'remove \(anchor)' removes nothing in state \(state.canonicalTokens.joined(separator: ","))"
            ))
        }
      case .property(let item, let name, let value):
        properties[item, default: [:]][name] = Setting(value: value, byState: !rule.isBase)
      }
    }
  }

  func formConstraints() -> [LayoutConstraint] {
    entries.filter { !$0.removed }.map { entry in
      let c = entry.constraint
      var multiplier = c.multiplier
      var constant = c.constant
      var byState = !entry.rule.isBase
      if let axis = c.scaleFromProperties {
        let suffix = axis == .horizontal ? "x" : "y"
        let item = c.first.item
        if let m = properties[item]?["mult-" + suffix] {
          if case .number(let v) = m.value { multiplier = v }
          byState = byState || m.byState
        }
        if let o = properties[item]?["offset-" + suffix] {
          if case .number(let v) = o.value { constant = v }
          byState = byState || o.byState
        }
      }
      return LayoutConstraint(
        anchor(c.first), c.relation, c.second.map(anchor), multiplier: multiplier,
        constant: constant, priority: LayoutPriority(c.priority), changedByState: byState,
        origin: .written(
          entry.rule.location, constantAsWritten: c.constantAsWritten(for: constant)))
    }
  }

  func anchor(_ a: AnchorSpec) -> Anchor {
    Anchor(ItemID(a.item), a.attribute)
  }

  // MARK: Environment and guides

  /// Where the keyboard is, in window coordinates (see `KeyboardGeometry`).
  var keyboardState: KeyboardState { keyboard.keyboard }

  func environment() -> Environment {
    Environment(
      canvasSize: keyboard.window.size,
      sizeClass: state.sizeClass == "regular" ? .regular : .compact,
      appearance: state.isActive("dark") ? .dark : .light,
      safeAreaInsets: edge(device.safeArea), layoutMargins: edge(device.margins),
      keyboard: keyboardState, xray: state.xray, scale: device.scale)
  }

  func edge(_ i: Insets) -> EdgeInsets {
    EdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
  }

  func guideConstraints() -> [LayoutConstraint] {
    var out: [LayoutConstraint] = []
    let root = ItemID(spec.views.first?.id ?? "screen")
    func c(
      _ a: ItemID, _ aa: AnchorAttribute, _ b: ItemID?, _ ba: AnchorAttribute?, _ k: Double = 0,
      _ r: Relation = .equal, priority: LayoutPriority = .required, edit: Bool = false,
      reason: DerivedReason = .guide
    ) {
      out.append(
        LayoutConstraint(
          Anchor(a, aa), r, b.flatMap { id in ba.map { Anchor(id, $0) } }, constant: k,
          priority: priority, isEdit: edit, origin: .derived(reason)))
    }
    // The root's frame is the canvas (`environment.canvasSize`); the layout engine pins it.
    let safe = device.safeArea
    let margins = device.margins
    var safeID = ItemID("safeArea")
    for v in spec.views {
      let id = ItemID(v.id)
      switch v.kind {
      case .safeAreaGuide:
        safeID = id
        c(id, .top, root, .top, safe.top)
        c(id, .bottom, root, .bottom, -safe.bottom)
        c(id, .leading, root, .leading, safe.left)
        c(id, .trailing, root, .trailing, -safe.right)
      case .layoutMarginsGuide:
        c(id, .top, safeID, .top, margins.top)
        c(id, .bottom, safeID, .bottom, -margins.bottom)
        c(
          id, .leading, safeID, .leading, margins.left,
          reason: .layoutMargin(inset: margins.left + safe.left))
        c(
          id, .trailing, safeID, .trailing, -margins.right,
          reason: .layoutMargin(inset: margins.right + safe.right))
      case .readableContentGuide:
        let lm = ItemID(spec.views.first { $0.kind == .layoutMarginsGuide }?.id ?? "layoutMargins")
        c(id, .top, lm, .top)
        c(id, .bottom, lm, .bottom)
        c(id, .centerX, lm, .centerX)
        c(id, .leading, lm, .leading, 0, .greaterThanOrEqual)
        c(id, .trailing, lm, .trailing, 0, .lessThanOrEqual)
        c(id, .width, nil, nil, 672, .lessThanOrEqual)
        c(id, .width, lm, .width, 0, priority: LayoutPriority(749))
      case .keyboardGuide:
        out += keyboardGuideConstraints(id, root: root)
      case .scrollContentGuide:
        // Vertical scrolling only: the content guide is as wide as the scroll view. Its top
        // (`scrollView.top − contentOffset`) and height (the content's) belong to the layout
        // engine, which owns the offset.
        guard let parent = v.parent else { break }
        let sv = ItemID(parent)
        c(id, .leading, sv, .leading)
        c(id, .width, sv, .width)
      case .scrollFrameGuide:
        guard let parent = v.parent else { break }
        let sv = ItemID(parent)
        c(id, .top, sv, .top)
        c(id, .bottom, sv, .bottom)
        c(id, .leading, sv, .leading)
        c(id, .trailing, sv, .trailing)
      default: break
      }
    }
    return out
  }

  /// Places the keyboard guide at `keyboard.guide`. A guide spanning the window's width at its
  /// bottom (hidden, docked, or undocked and not followed) is pinned left, right and bottom
  /// with an edit height; a followed undocked keyboard also gets its left edge and edit width.
  func keyboardGuideConstraints(_ id: ItemID, root: ItemID) -> [LayoutConstraint] {
    let g = keyboard.guide
    let window = keyboard.window.size
    func make(
      _ attribute: AnchorAttribute, _ second: AnchorAttribute?, _ constant: Double,
      edit: Bool = false, reason: DerivedReason = .guide
    ) -> LayoutConstraint {
      LayoutConstraint(
        Anchor(id, attribute), .equal, second.map { Anchor(root, $0) }, constant: constant,
        isEdit: edit, origin: .derived(reason))
    }
    let why: KeyboardGuidePlacement
    switch keyboardState {
    case .docked: why = .shown
    case .hardwareBar: why = keyboard.followsUndockedKeyboard ? .hardwareBarFollowed : .hardwareBar
    case .floating, .split: why = keyboard.guideIsKeyboard ? .undockedFollowed : .undocked
    case .hidden: why = .hidden
    }
    var out: [LayoutConstraint]
    if g.minX == 0 && g.width == window.width {
      out = [make(.leading, .leading, 0), make(.trailing, .trailing, 0)]
    } else {
      out = [make(.left, .left, g.minX), make(.width, nil, g.width, edit: true)]
    }
    out.append(make(.bottom, .bottom, g.maxY - window.height))
    out.append(make(.height, nil, g.height, edit: true, reason: .keyboard(why)))
    return out
  }

  // MARK: Items

  func buildItems() throws(ResolveError) -> [Item] {
    var items: [Item] = []
    for v in spec.views {
      var item = Item(
        id: ItemID(v.id), kind: try kind(of: v), parent: v.parent.map { ItemID($0) },
        isHidden: bool(v.id, "hidden") ?? false, layoutMargins: margins(of: v),
        intrinsic: intrinsic(of: v), isNamedAnchor: v.isNamed && bool(v.id, "outline") != false)
      item.hugging = priorities(v.id, "hugging", default: .defaultLow)
      item.compressionResistance = priorities(v.id, "compressionResistance", default: .defaultHigh)
      if v.kind == .keyboard, case .hidden = keyboardState { item.isHidden = true }
      items.append(item)
    }
    return items
  }

  func priorities(_ item: String, _ base: String, default d: LayoutPriority) -> AxisPriorities {
    let both = number(item, base)
    return AxisPriorities(
      horizontal: LayoutPriority(number(item, base + "-x") ?? both ?? d.rawValue),
      vertical: LayoutPriority(number(item, base + "-y") ?? both ?? d.rawValue))
  }

  func margins(of v: ViewSpec) -> EdgeInsets {
    if case .insets(let i)? = property(v.id, "layoutMargins") { return edge(i) }
    switch v.kind {
    case .row: return EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    case .screen: return edge(device.margins)
    default: return .zero
    }
  }

  /// The text a text-bearing view shows: its `text` property, else the text after its name.
  func text(_ v: ViewSpec) -> String { string(v.id, "text") ?? v.text ?? "" }

  /// The value typed into a field: `value:FIELD=…` tokens win over the form's `value:`.
  func fieldValue(_ id: String) -> String? {
    state.values.last { $0.field == id }?.text ?? string(id, "value")
  }

  func textStyle(_ v: ViewSpec) -> TextStyle {
    // The kind's default: ramp style, weight, upper-casing.
    var rampName = "body"
    var weight = 400
    var uppercase = false
    var size: Double?
    var lineHeight: Double?
    var tracking: Double?
    switch v.kind {
    case .largeTitle:
      rampName = "largeTitle"
      weight = 700
    case .sectionHeader:
      rampName = "footnote"
      uppercase = true
    case .footnote: rampName = "footnote"
    case .segment:
      rampName = "footnote"
      weight = 500
      if isSelectedSegment(v) { weight = 600 }
    case .button: weight = 600
    default: break
    }
    if case .style(let n, let w)? = property(v.id, "style") {
      rampName = n
      weight = w != 0 ? w : (RampStyle.named(n)?.weight ?? 400)
    }
    let ramp = RampStyle.named(rampName) ?? RampStyle.all[5]
    if let s = number(v.id, "size") { size = s } else { lineHeight = ramp.lineHeight }
    if let l = number(v.id, "lineHeight") { lineHeight = l }
    tracking = number(v.id, "tracking") ?? ramp.tracking
    if let w = number(v.id, "weight") { weight = Int(w) }
    if let u = bool(v.id, "uppercase") { uppercase = u }
    return TextStyle(
      size: size ?? ramp.size, weight: FontWeight(weight), lineHeight: lineHeight,
      tracking: tracking ?? 0, uppercase: uppercase)
  }

  func isSelectedSegment(_ v: ViewSpec) -> Bool {
    guard let parent = v.parent else { return false }
    return name(parent, "selected") == v.id
  }

  func intrinsic(of v: ViewSpec) -> IntrinsicContent {
    switch v.kind {
    case .label, .largeTitle, .sectionHeader, .footnote:
      return .text(
        labelText(v), textStyle(v), padding: .zero, maxLines: lines(v),
        minHeight: number(v.id, "minHeight"))
    case .textField: return .size(width: nil, height: 50)
    case .switch: return .size(width: 51, height: 31)
    case .segmentedControl: return .size(width: nil, height: 32)
    case .row: return .size(width: nil, height: 44)
    case .barButton:
      return .text(
        text(v), textStyle(v), padding: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8),
        maxLines: 1, minHeight: nil)
    case .button:
      return .text(
        text(v), textStyle(v), padding: EdgeInsets(top: 14, left: 20, bottom: 14, right: 20),
        maxLines: 1, minHeight: nil)
    default: return .none
    }
  }

  func lines(_ v: ViewSpec) -> Int {
    if let n = number(v.id, "lines") { return Int(n) }
    return v.kind == .footnote ? 0 : 1
  }

  func labelText(_ v: ViewSpec) -> String {
    if let field = name(v.id, "mirror"), let value = fieldValue(field), !value.isEmpty {
      return value
    }
    return text(v)
  }

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

  /// The seed's keyboard: the letters layer, the focused field's return key and suggestions.
  /// The system keyboard for a form that declares none: on iOS the keyboard is not part of a
  /// screen's views, so a form need not declare it to see it. It fills the keyboard guide,
  /// like the seed's `kb`, and is painted above the form's views but under the home indicator.
  func addSystemKeyboard(to items: inout [Item], constraints: inout [LayoutConstraint]) {
    let id = ItemID("_keyboard")
    guard
      !items.contains(where: { if case .keyboard = $0.kind { return true } else { return false } }),
      !items.contains(where: { $0.id == id }),
      let guide = items.first(where: {
        if case .guide(.keyboard) = $0.kind { return true } else { return false }
      }),
      let root = items.first?.id
    else { return }
    var isHidden = false
    if case .hidden = keyboardState { isHidden = true }
    let item = Item(id: id, kind: .keyboard(keyboard(id.rawValue)), parent: root, isHidden: isHidden)
    let index = items.firstIndex { $0.kind == .homeIndicator } ?? items.count
    items.insert(item, at: index)
    for attribute in [AnchorAttribute.top, .bottom, .leading, .trailing] {
      constraints.append(
        LayoutConstraint(
          Anchor(id, attribute), .equal, Anchor(guide.id, attribute),
          origin: .derived(.systemKeyboard)))
    }
  }

  func keyboard(_ id: String) -> Keyboard {
    var rows: [[String]] = [
      "qwertyuiop".map(String.init), "asdfghjkl".map(String.init), "⇧zxcvbnm⌫".map(String.init),
      ["123", "space", "@", ".", "return"],
    ]
    if case .strings(let r)? = property(id, "rows") {
      rows = r.map { row in
        row.contains(" ") ? row.split(separator: " ").map(String.init) : row.map(String.init)
      }
    }
    var returnKey = name(id, "returnKey") ?? "next"
    var suggestions = ["", "", "Hide"]
    if case .strings(let s)? = property(id, "suggestions") { suggestions = s }
    if let focus = state.focus {
      if let r = name(focus, "returnKey") { returnKey = r }
      if case .strings(let s)? = property(focus, "suggestions") { suggestions = s }
      // The focused field's UIKeyboardType picks the key layer.
      switch name(focus, "keyboardType") {
      case "url":
        rows = Array(rows.prefix(3)) + [["123", ".", "/", ".com", "return"]]
      case "number":
        rows = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], [".", "0", "⌫"]]
        suggestions = []
      case "phone":
        rows = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["+*#", "0", "⌫"]]
        suggestions = []
      default: break
      }
    }
    let layout: Keyboard.Layout
    switch keyboardState {
    case .floating: layout = .floating
    case .split: layout = .split
    case .hardwareBar: layout = .shortcutBar
    default: layout = .docked
    }
    return Keyboard(layout: layout, rows: rows, returnKey: returnKey, suggestions: suggestions)
  }
}
