// FormState's overview (input, output, guarantees, decisions): FormState.docc/FormState.md
import FormLanguage
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
  static func resolveWithNotes(
    _ spec: FormSpec, state: StateSet, index: SpecIndex? = nil
  ) throws(ResolveError) -> (form: ResolvedForm, notes: [Diagnostic]) {
    var resolution = try Resolution(spec: spec, state: state, index: index)
    return try resolution.run()
  }
}

/// What the resolver looks views up by, which does not depend on the state: built once when
/// one spec is resolved in many states (`formshot check`).
struct SpecIndex {
  /// Each view's index in `spec.views` by id (the first with that id, as `spec.view` finds).
  let viewIndex: [String: Int]
  /// Each table's rows and text fields, in order.
  let rowIndices: [String: [Int]]

  init(_ spec: FormSpec) {
    var index: [String: Int] = [:]
    var rows: [String: [Int]] = [:]
    index.reserveCapacity(spec.views.count)  // growing it rehashed every id a dozen times
    for (i, v) in spec.views.enumerated() {
      if index[v.id] == nil { index[v.id] = i }
      if let parent = v.parent, v.kind == .row || v.kind == .textField { rows[parent, default: []].append(i) }
    }
    viewIndex = index
    rowIndices = rows
  }
}

// MARK: - One resolution

/// One item's settings, kept by `Resolution.setting` for the reads that follow (see
/// `Resolution.lastRead`). A class so that the non-mutating readers can update it.
final class LastReadSettings {
  private(set) var item: String?
  private(set) var settings: [ViewProperty: Resolution.Setting]?

  func holds(_ id: String) -> Bool { item == id }

  func remember(_ id: String, _ found: [ViewProperty: Resolution.Setting]?) {
    item = id
    settings = found
  }

  func forget() {
    item = nil
    settings = nil
  }
}

/// The working state of one resolution.
struct Resolution {
  let spec: FormSpec
  let state: StateSet
  let device: DeviceSpec
  /// The keyboard, the window and the keyboard guide's frame.
  let keyboard: KeyboardGeometry

  /// A constraint written in the form, as applied so far.
  struct Entry {
    var constraint: ConstraintSpec
    /// The rule's index in `spec.rules` (a `Rule` is large: copying one per constraint was a
    /// tenth of resolving a big form), with the two fields the resolver reads on every pass.
    var rule: Int
    var block: Int
    var isBase: Bool
    var removed = false
  }
  struct Setting {
    var value: PropertyValue
    var byState: Bool
  }
  var entries: [Entry] = []
  /// item id → property → value. Looked up only; output order comes from `spec.views`. Keyed
  /// by `ViewProperty`, not by its name: every item reads a few dozen properties per state,
  /// and hashing the name string was most of a lookup.
  var properties: [String: [ViewProperty: Setting]] = [:] {
    didSet { lastRead.forget() }
  }
  /// The settings of the item read last. A view's properties are read a few dozen times in a
  /// row (kind, text, style, margins, priorities), and hashing its id for each read was a
  /// large share of resolving a big form; a read of another item, or any change to
  /// `properties`, looks the item up again.
  let lastRead = LastReadSettings()
  var notes: [Diagnostic] = []
  /// Each view's index in `spec.views` by id (the first with that id, as `spec.view` finds),
  /// and each table's rows and text fields in order: looking them up by scanning every view
  /// made a 20,000-view form quadratic.
  let viewIndex: [String: Int]
  let rowIndices: [String: [Int]]
  /// Whether each rule's condition holds in this state, by index in `spec.rules`: evaluated
  /// once, each token tested once (`check` resolves a form in every state).
  let ruleHolds: [Bool]

  /// `index`: the spec's `SpecIndex` when the caller keeps one (it must be of this spec).
  init(spec: FormSpec, state: StateSet, index: SpecIndex? = nil) throws(ResolveError) {
    self.spec = spec
    self.state = state
    let index = index ?? SpecIndex(spec)
    viewIndex = index.viewIndex
    rowIndices = index.rowIndices
    guard let d = spec.device(state.sizeClass) else {
      throw ResolveError(message: "no device for size class '\(state.sizeClass.rawValue)'")
    }
    self.device = d
    let keyboard =
      KeyboardGeometry(spec: spec, state: state)
      ?? KeyboardGeometry(device: d, state: state, followsUndockedKeyboard: false)
    self.keyboard = keyboard
    var active: [String: Bool] = [:]
    ruleHolds = spec.rules.map { rule in
      rule.condition.holds { token in
        if let known = active[token] { return known }
        let holds = keyboard.isActive(token, in: state)
        active[token] = holds
        return holds
      }
    }
  }

  /// Whether a `when` token holds (tracking conditions included).
  func isActive(_ token: String) -> Bool { keyboard.isActive(token, in: state) }

  // MARK: Properties
  //
  // Read by `ViewProperty`, never by name: a property the form leaves unset takes the default
  // of the property table (`ViewProperty.definition`) for the view's kind. The `…IfSet`
  // readers are for properties whose default is derived (the table says from what).

  /// The property as the form sets it in this state; nil when unset.
  func setting(_ item: String, _ property: ViewProperty) -> PropertyValue? {
    if !lastRead.holds(item) { lastRead.remember(item, properties[item]) }
    return lastRead.settings?[property]?.value
  }

  /// The form's setting, else the table's default for `kind`.
  func value(_ item: String, _ kind: ViewKind, _ property: ViewProperty) -> PropertyValue? {
    setting(item, property) ?? Self.tableDefaults[property.ordinal].value(for: kind)
  }

  /// Every property's default, read from the table once: `ViewProperty.definition` builds its
  /// whole row (kind lists, doc line) per call, and `check` reads defaults thousands of times.
  /// By `ordinal` (`allCases` order), so a default costs no hashing at all.
  private static let tableDefaults: [PropertyDefault] = ViewProperty.allCases.map {
    $0.definition.defaultValue
  }

  /// A property the resolver reads without a fallback has a default in the table; a missing
  /// one is a mistake in the table, reported rather than guessed.
  func noDefault(_ property: ViewProperty, _ kind: ViewKind) -> ResolveError {
    ResolveError(
      message: "the property table has no default \(property.rawValue) for a \(kind.rawValue)")
  }

  func string(_ v: ViewSpec, _ property: ViewProperty) throws(ResolveError) -> String {
    guard case .string(let s)? = value(v.id, v.kind, property) else {
      throw noDefault(property, v.kind)
    }
    return s
  }
  func number(_ v: ViewSpec, _ property: ViewProperty) throws(ResolveError) -> Double {
    try number(v.id, v.kind, property)
  }
  func number(_ item: String, _ kind: ViewKind, _ property: ViewProperty) throws(ResolveError)
    -> Double
  {
    guard case .number(let n)? = value(item, kind, property) else {
      throw noDefault(property, kind)
    }
    return n
  }
  func bool(_ v: ViewSpec, _ property: ViewProperty) throws(ResolveError) -> Bool {
    guard case .bool(let b)? = value(v.id, v.kind, property) else {
      throw noDefault(property, v.kind)
    }
    return b
  }
  /// A name or a reference (`color: tint`, `selected: seg-a`).
  func name(_ v: ViewSpec, _ property: ViewProperty) throws(ResolveError) -> String {
    try name(v.id, v.kind, property)
  }
  func name(_ item: String, _ kind: ViewKind, _ property: ViewProperty) throws(ResolveError)
    -> String
  {
    switch value(item, kind, property) {
    case .name(let n)?, .reference(let n)?: return n
    default: throw noDefault(property, kind)
    }
  }
  func insets(_ v: ViewSpec, _ property: ViewProperty) throws(ResolveError) -> EdgeInsets {
    guard case .insets(let i)? = value(v.id, v.kind, property) else {
      throw noDefault(property, v.kind)
    }
    return edge(i)
  }
  func strings(_ item: String, _ kind: ViewKind, _ property: ViewProperty) throws(ResolveError)
    -> [String]
  {
    guard case .strings(let s)? = value(item, kind, property) else {
      throw noDefault(property, kind)
    }
    return s
  }

  func stringIfSet(_ item: String, _ property: ViewProperty) -> String? {
    if case .string(let s)? = setting(item, property) { return s }
    return nil
  }
  func numberIfSet(_ item: String, _ property: ViewProperty) -> Double? {
    if case .number(let n)? = setting(item, property) { return n }
    return nil
  }
  func boolIfSet(_ item: String, _ property: ViewProperty) -> Bool? {
    if case .bool(let b)? = setting(item, property) { return b }
    return nil
  }
  func nameIfSet(_ item: String, _ property: ViewProperty) -> String? {
    switch setting(item, property) {
    case .name(let n)?, .reference(let n)?: return n
    default: return nil
    }
  }
  func stringsIfSet(_ item: String, _ property: ViewProperty) -> [String]? {
    if case .strings(let s)? = setting(item, property) { return s }
    return nil
  }

  mutating func run() throws(ResolveError) -> (form: ResolvedForm, notes: [Diagnostic]) {
    applyRules()
    var items = try buildItems()
    // One array for every constraint, room made once: appending the form's constraints to
    // the guides' copied all of them again.
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(64 + entries.count + 4 * items.count / 3)
    constraints += guideConstraints()
    appendFormConstraints(to: &constraints)
    constraints += try cellConstraints(items: items)
    try addSystemKeyboard(to: &items, constraints: &constraints)
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
}
