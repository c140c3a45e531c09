// FormLanguage's overview (input, output, guarantees, decisions): FormLanguage.docc/FormLanguage.md
import Geometry
import LayoutVocabulary

/// A form, ready to be resolved in any state.
public struct FormSpec: Sendable, Equatable {
  /// `form NAME`.
  public var name: String
  /// The file it came from (for diagnostics).
  public var path: String
  /// Every state axis, built-in ones first (keyboard, sizeClass, appearance, xray), then the
  /// form's own in declaration order.
  public var axes: [StateAxis]
  /// One device per size class, with the form's overrides applied.
  public var devices: [DeviceSpec]
  /// Every view and guide in painting order; `views[0]` is the screen.
  public var views: [ViewSpec]
  /// Base rules in source order, then `when` rules in source order (the order they apply).
  public var rules: [Rule]
  /// The decoded images of `image` views by `source:` name; filled by whoever loads the form's
  /// files (the facade), empty after parsing alone.
  public var images: [String: ImageAsset] = [:]
  /// `axis locale: de | ar`, `axis pseudo: double`: states the matrix visits besides the
  /// default (tokens as a state writes them: `locale=de`, `pseudo=double`).
  public var matrixExtras: [StateAxis] = []
  /// The form's translations (`locale=de`); filled by whoever loads the form's files (the
  /// facade), empty after parsing alone.
  public var strings = StringTables()
  /// `strings: "…"` lines: the strings files the form names, in order; when there are none,
  /// the loader looks beside the form (`Localizable.xcstrings`, `LANG.lproj/…`).
  public var stringsFiles: [StringsFileReference] = []
  /// The font files of `font:` properties, by `font:` text: their absolute paths; filled by
  /// whoever loads the form's files (the facade checks each is a readable font).
  public var fontFiles: [String: String] = [:]

  public init(
    name: String, path: String, axes: [StateAxis], devices: [DeviceSpec], views: [ViewSpec],
    rules: [Rule]
  ) {
    self.name = name
    self.path = path
    self.axes = axes
    self.devices = devices
    self.views = views
    self.rules = rules
  }

  /// The view with this id.
  public func view(_ id: String) -> ViewSpec? { views.first { $0.id == id } }

  /// The device preset for a size class name (`compact` / `regular`).
  public func device(_ sizeClass: String) -> DeviceSpec? {
    devices.first { $0.sizeClass == sizeClass }
  }
  /// The device for a size class.
  public func device(_ sizeClass: SizeClassToken) -> DeviceSpec? { device(sizeClass.rawValue) }

  /// The form's own axes (not the built-in ones).
  public var formAxes: [StateAxis] { axes.filter { !$0.isBuiltIn } }

  /// Whether the form can ever show a keyboard: it has a text field, draws a keyboard view,
  /// constrains something to the keyboard layout guide, or tests a keyboard token in a `when`
  /// block. A settings screen of switches and chevrons cannot, and has no keyboard states.
  public var canShowKeyboard: Bool {
    if hasKeyboardViews { return true }
    let guides = keyboardGuideIDs
    return rules.contains {
      Self.involvesKeyboard(condition: $0.condition, action: $0.action, keyboardGuides: guides)
    }
  }

  /// A text field or a drawn keyboard: the form shows a keyboard whatever its rules say.
  var hasKeyboardViews: Bool {
    views.contains { $0.kind == .textField || $0.kind == .keyboard }
  }

  /// The ids of the keyboard layout guide (one, under its alias if the form gives it one).
  var keyboardGuideIDs: [String] { views.filter { $0.kind == .keyboardGuide }.map(\.id) }

  private static let keyboardTokens = Set(
    KeyboardToken.allCases.map(\.rawValue) + StateAxis.trackingTokens)

  /// Whether a rule can make the form show a keyboard: it tests a keyboard token, or it
  /// constrains or sets a keyboard guide. The analyzer asks it as each rule is made (reading
  /// every rule again afterwards copied each one out of the list).
  static func involvesKeyboard(
    condition: Condition, action: RuleAction, keyboardGuides: [String]
  ) -> Bool {
    // Most rules hold always and name no guide: nothing to collect or look up for them.
    if case .always = condition {
    } else if condition.tokens.contains(where: keyboardTokens.contains) {
      return true
    }
    if keyboardGuides.isEmpty { return false }
    switch action {
    case .constraint(let c):
      return keyboardGuides.contains(c.first.item)
        || c.second.map { keyboardGuides.contains($0.item) } == true
    case .property(let item, _, _): return keyboardGuides.contains(item)
    case .remove: return false
    }
  }

  /// Whether the keyboard axis was limited to `kb-hidden` (`limitKeyboardAxis`): a `.form`
  /// without text input. (Another front end builds its own axes and keeps them.)
  public var hasOnlyHiddenKeyboard: Bool {
    axes.first { $0.isBuiltIn && $0.name == BuiltInAxis.keyboard.rawValue }?.tokens
      == [KeyboardToken.hidden.rawValue]
  }

  /// A form that cannot show a keyboard keeps only `kb-hidden` on the keyboard axis, so its
  /// states, snapshot matrix and gallery have no keyboard states (`StateSet.parse` explains a
  /// `kb-shown` asked for anyway).
  mutating func limitKeyboardAxis(canShowKeyboard: Bool) {
    guard !canShowKeyboard,
      let i = axes.firstIndex(where: { $0.isBuiltIn && $0.name == BuiltInAxis.keyboard.rawValue })
    else { return }
    axes[i].tokens = [KeyboardToken.hidden.rawValue]
  }
}

/// One declared view or guide.
public struct ViewSpec: Sendable, Equatable {
  /// Qualified id: `row-tz.lbl`, `sv.content`, `_12` for anonymous views.
  public var id: String
  public var kind: ViewKind
  /// The superview (owner for guides); nil only for the screen.
  public var parent: String?
  /// True when the form gave it a name (outlined in X-ray).
  public var isNamed: Bool
  /// The main text written after the name (`label sub "…"`), before any property.
  public var text: String?
  public var location: SourceLocation

  public init(
    id: String, kind: ViewKind, parent: String?, isNamed: Bool, text: String? = nil,
    location: SourceLocation
  ) {
    self.id = id
    self.kind = kind
    self.parent = parent
    self.isNamed = isNamed
    self.text = text
    self.location = location
  }
}

/// A condition over state tokens (`login`, `regular and login`, `not kb-shown`).
public indirect enum Condition: Sendable, Equatable, CustomStringConvertible {
  case always
  case token(String)
  case not(Condition)
  case and(Condition, Condition)
  case or(Condition, Condition)

  /// Whether the condition holds for a set of active tokens.
  public func holds(_ isActive: (String) -> Bool) -> Bool {
    switch self {
    case .always: return true
    case .token(let t): return isActive(t)
    case .not(let c): return !c.holds(isActive)
    case .and(let a, let b): return a.holds(isActive) && b.holds(isActive)
    case .or(let a, let b): return a.holds(isActive) || b.holds(isActive)
    }
  }

  /// Every token the condition tests, in order.
  public var tokens: [String] {
    switch self {
    case .always: return []
    case .token(let t): return [t]
    case .not(let c): return c.tokens
    case .and(let a, let b), .or(let a, let b): return a.tokens + b.tokens
    }
  }

  public var description: String {
    switch self {
    case .always: return "always"
    case .token(let t): return t
    case .not(let c): return "not \(c)"
    case .and(let a, let b): return "(\(a) and \(b))"
    case .or(let a, let b): return "(\(a) or \(b))"
    }
  }

  static func all(_ conditions: [Condition]) -> Condition {
    conditions.reduce(Condition.always) { acc, c in
      if case .always = acc { return c }
      if case .always = c { return acc }
      return .and(acc, c)
    }
  }
}

/// One end of a constraint: a view's attribute.
public struct AnchorSpec: Sendable, Hashable, CustomStringConvertible {
  public var item: String
  public var attribute: AnchorAttribute
  public init(_ item: String, _ attribute: AnchorAttribute) {
    self.item = item
    self.attribute = attribute
  }
  public var description: String { "\(item).\(attribute.rawValue)" }
}

/// A constraint as written: `first relation multiplier × second + constant @priority`.
public struct ConstraintSpec: Sendable, Equatable {
  public var first: AnchorSpec
  public var relation: Relation
  public var second: AnchorSpec?
  public var multiplier: Double
  public var constant: Double
  public var priority: Double
  /// `sync-width`/`sync-height` written without a multiplier or constant take them from the
  /// view's `mult-x`/`offset-x` (or `-y`) properties at resolution time.
  public var scaleFromProperties: AnchorAttribute.Axis?
  /// The constant as written (` + 36 + 16`), kept for the label; nil when it was one number.
  public var constantText: String?

  public init(
    first: AnchorSpec, relation: Relation, second: AnchorSpec?, multiplier: Double = 1,
    constant: Double = 0, priority: Double = 1000,
    scaleFromProperties: AnchorAttribute.Axis? = nil
  ) {
    self.first = first
    self.relation = relation
    self.second = second
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.scaleFromProperties = scaleFromProperties
  }

  /// The seed inspector's notation: `email.top = name.bottom + 8`, `w ≤ row.width − 104 @750`.
  public func label(multiplier m: Double? = nil, constant c: Double? = nil) -> String {
    let c = c ?? constant
    return ConstraintEquation(
      first: first.description, relation: relation, second: second?.description,
      multiplier: m ?? multiplier, constant: c, priority: LayoutPriority(priority),
      constantAsWritten: constantAsWritten(for: c)
    ).notation(.inspector)
  }

  /// The constant as written when the inspector should show it that way (` + 36 + 16`,
  /// ` + systemSpacing`); nil when one number says the same, or when `c` is not the written
  /// constant (a property replaced it).
  public func constantAsWritten(for c: Double) -> String? {
    guard let constantText, c == constant else { return nil }
    // Byte by byte (UTF-8): this runs for every constraint of every resolved state.
    let bytes = Array(constantText.utf8)
    var signs = 0
    for (k, byte) in bytes.enumerated() {
      // "+", or "−" (U+2212: E2 88 92).
      if byte == UInt8(ascii: "+") || (byte == 0x92 && k >= 2 && bytes[k - 2] == 0xE2 && bytes[k - 1] == 0x88) {
        signs += 1
      }
    }
    if signs > 1 { return constantText }
    let system = Array("system".utf8)
    guard bytes.count >= system.count else { return nil }
    for start in 0...(bytes.count - system.count) where bytes[start..<start + system.count].elementsEqual(system) {
      return constantText
    }
    return nil
  }
}

/// A property value, already checked against the property's type.
public enum PropertyValue: Sendable, Equatable {
  case string(String)
  case number(Double)
  case bool(Bool)
  /// A name: an enum case (`trailing`, `semibold`, `next`) or a colour role.
  case name(String)
  /// A view id (`selected: seg-a`, `scrollView: sv`, `mirror: name`), resolved.
  case reference(String)
  case insets(Insets)
  case strings([String])
  /// `style: NAME [WEIGHT] [italic]` (weight 0 = the style's own).
  case style(String, weight: Int, italic: Bool = false)
  case size(width: Double, height: Double)
}

/// What a rule does.
public enum RuleAction: Sendable, Equatable {
  case constraint(ConstraintSpec)
  /// `remove ANCHOR`: drops earlier constraints with this first anchor.
  case remove(AnchorSpec)
  /// Sets a property of a view.
  case property(item: String, name: String, value: PropertyValue)
}

/// One thing a form says, with the state in which it applies and where it was written.
public struct Rule: Sendable, Equatable {
  public var condition: Condition
  public var action: RuleAction
  public var location: SourceLocation
  /// The statement as written (for messages). A rule the analyzer makes spells it out from its
  /// action only when asked: a constraint's label costs more than the rest of its rule, and a
  /// 20,000-view form makes 60,000 of them that nothing may ever print.
  public var source: String {
    get { writtenSource ?? Self.spelledOut(action) }
    set { writtenSource = newValue }
  }
  private var writtenSource: String?
  /// Which `when` block it came from (0 = base); rules of the same block never replace each
  /// other.
  public var block: Int
  /// Where its innermost `when` block starts (nil for the base).
  public var whenLocation: SourceLocation?

  public init(
    condition: Condition, action: RuleAction, location: SourceLocation, source: String,
    block: Int, whenLocation: SourceLocation? = nil
  ) {
    self.condition = condition
    self.action = action
    self.location = location
    self.writtenSource = source
    self.block = block
    self.whenLocation = whenLocation
  }

  /// A rule whose `source` is its action spelled out: a constraint's label, `remove ANCHOR`,
  /// `ITEM.PROPERTY`.
  init(
    condition: Condition, action: RuleAction, location: SourceLocation, block: Int,
    whenLocation: SourceLocation?
  ) {
    self.condition = condition
    self.action = action
    self.location = location
    self.writtenSource = nil
    self.block = block
    self.whenLocation = whenLocation
  }

  static func spelledOut(_ action: RuleAction) -> String {
    switch action {
    case .constraint(let c): return c.label()
    case .remove(let anchor): return "remove \(anchor)"
    case .property(let item, let name, _): return "\(item).\(name)"
    }
  }

  /// Rules are equal when they say the same, however their source is stored.
  public static func == (a: Rule, b: Rule) -> Bool {
    a.condition == b.condition && a.action == b.action && a.location == b.location
      && a.block == b.block && a.whenLocation == b.whenLocation && a.source == b.source
  }

  public var isBase: Bool { block == 0 }
}

extension Condition {
  /// Whether the condition tests a keyboard tracking condition (`kb-near-top`, …).
  public var testsTracking: Bool {
    switch self {
    case .always: return false
    case .token(let t): return TrackingCondition(token: t) != nil
    case .not(let c): return c.testsTracking
    case .and(let a, let b), .or(let a, let b): return a.testsTracking || b.testsTracking
    }
  }
}

/// A strings file a form names (`strings: "Localization/Localizable.xcstrings"`): its path
/// relative to the form's folder, and where the form names it (for a missing-file error).
public struct StringsFileReference: Sendable, Equatable {
  public var path: String
  public var location: SourceLocation
  public init(path: String, location: SourceLocation) {
    self.path = path
    self.location = location
  }
}
