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
struct Resolution {
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
}
