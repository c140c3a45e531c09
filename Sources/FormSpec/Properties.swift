/// The properties a view may set: value type, kinds, default and a doc line for each.

/// The type of a property's value.
public enum PropertyType: Sendable, Equatable {
  case string, number, bool, priority, insets, strings, style, weight
  /// A name from a fixed list.
  case choice([String])
  /// A theme colour role or similar free name.
  case role
  /// A view of the form, resolved to its id.
  case reference
  /// `W x H`.
  case size

  public var description: String {
    switch self {
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "true or false"
    case .priority: return "a priority (1…1000, required, high, low)"
    case .insets: return "insets (1, 2 or 4 numbers: top left bottom right)"
    case .strings: return "strings separated by ','"
    case .style: return "a text style (e.g. body, footnote, largeTitle bold)"
    case .weight: return "a weight (regular, medium, semibold, bold or 100…900)"
    case .choice(let c): return c.joined(separator: ", ")
    case .role: return "a name (e.g. secondaryLabel)"
    case .reference: return "a view's name"
    case .size: return "a size 'W x H'"
    }
  }
}

/// A property a view may set: the one table that the analyzer checks values against, the
/// resolver reads defaults from, and `docs/form-language.md` prints (see `PropertyTable`).
/// The raw value is the name a form writes.
public enum ViewProperty: String, Sendable, Hashable, CaseIterable {
  case text, style, size, lineHeight, tracking, weight, uppercase, color, alignment, lines
  case minHeight, mirror, placeholder, value, secure, labelWidth, returnKey, keyboardType
  case suggestions, rows, title, scrollView, contentInset, revealPadding, selected, on
  case separator, variant, background, cornerRadius, time, island, followsUndockedKeyboard
  case inspectorButton
  case axis, distribution, spacing, spacingAfter, layoutMarginsRelative
  case hidden, outline, layoutMargins, hugging
  case huggingX = "hugging-x"
  case huggingY = "hugging-y"
  case compressionResistance
  case compressionResistanceX = "compressionResistance-x"
  case compressionResistanceY = "compressionResistance-y"
  case multX = "mult-x"
  case offsetX = "offset-x"
  case multY = "mult-y"
  case offsetY = "offset-y"

  /// The property's row of the table.
  public var definition: PropertyDef {
    let styled = PropertyDef.styled
    let text = ViewKind.textKinds
    switch self {
    case .text:
      return PropertyDef(
        self, .string, kinds: styled, default: .derived("the text after the view's name"),
        doc: "the text shown (a text field's label)")
    case .style:
      return PropertyDef(
        self, .style, kinds: styled,
        default: .byKind(
          [
            .largeTitle: .style("largeTitle", weight: 700),
            .sectionHeader: .style("footnote", weight: 400),
            .footnote: .style("footnote", weight: 400),
            .segment: .style("footnote", weight: 500),
            .button: .style("body", weight: 600),
          ], otherwise: .style("body", weight: 400)),
        doc: "a type-ramp style, optionally with a weight (a selected segment is semibold)")
    case .size:
      return PropertyDef(
        self, .number, kinds: styled, default: .derived("the style's"),
        doc: "font size in points; without a `lineHeight:` the line is as tall as the font")
    case .lineHeight:
      return PropertyDef(
        self, .number, kinds: styled, default: .derived("the style's"),
        doc: "line height in points")
    case .tracking:
      return PropertyDef(
        self, .number, kinds: styled, default: .derived("the style's"),
        doc: "letter spacing in points")
    case .weight:
      return PropertyDef(
        self, .weight, kinds: styled, default: .derived("the style's"),
        doc: "overrides the style's weight")
    case .uppercase:
      return PropertyDef(
        self, .bool, kinds: styled,
        default: .byKind([.sectionHeader: .bool(true)], otherwise: .bool(false)),
        doc: "shows the text in capitals")
    case .color:
      return PropertyDef(
        self, .role, kinds: text + [.button, .barButton],
        default: .byKind(
          [
            .label: .name("label"), .largeTitle: .name("label"),
            .sectionHeader: .name("secondaryLabel"), .footnote: .name("secondaryLabel"),
          ], otherwise: .name("tint")),
        doc: "a theme colour role: `label`, `secondaryLabel`, `tint`, `systemGreen`, …")
    case .alignment:
      return PropertyDef(
        self, .choice(["leading", "center", "trailing"]), kinds: text + [.stack],
        default: .byKind([.stack: .name("fill")], otherwise: .name("leading")),
        doc: "horizontal text alignment; a stack's: "
          + Self.stackAlignments.joined(separator: ", ") + " (UIStackView `alignment`)")
    case .lines:
      return PropertyDef(
        self, .number, kinds: text,
        default: .byKind([.footnote: .number(0)], otherwise: .number(1)),
        doc: "0 wraps without limit, 1 truncates with …, n wraps to at most n lines")
    case .minHeight:
      return PropertyDef(
        self, .number, kinds: text, default: .unset,
        doc: "the text's line box is at least this tall (44 in a row)")
    case .mirror:
      return PropertyDef(
        self, .reference, kinds: text, default: .unset,
        doc: "a text field's name: shows its value when it has one")
    case .placeholder:
      return PropertyDef(
        self, .string, kinds: [.textField], default: .value(.string("")),
        doc: "shown while the field is empty")
    case .value:
      return PropertyDef(
        self, .string, kinds: [.textField], default: .unset,
        doc: "the text typed into the field (`value:FIELD=…` state tokens win)")
    case .secure:
      return PropertyDef(
        self, .bool, kinds: [.textField], default: .value(.bool(false)),
        doc: "shows the value as dots")
    case .labelWidth:
      return PropertyDef(
        self, .number, kinds: [.textField], default: .value(.number(88)),
        doc: "the width of the field's label column")
    case .returnKey:
      return PropertyDef(
        self, .role, kinds: [.textField, .keyboard], default: .value(.name("next")),
        doc: "the return key's title: `next`, `go`, `done`, … (the focused field's wins)")
    case .keyboardType:
      return PropertyDef(
        self, .choice(["default", "email", "url", "number", "phone"]), kinds: [.textField],
        default: .value(.name("default")),
        doc: "UIKeyboardType: the key layer shown while the field has focus "
          + "(`number`/`phone`: a digit pad without suggestions)")
    case .suggestions:
      return PropertyDef(
        self, .strings, kinds: [.textField, .keyboard], default: .value(.strings(["", "", "Hide"])),
        doc: "the keyboard's suggestion bar: `\"you@example.com\", \"@icloud.com\"` "
          + "(the focused field's win)")
    case .rows:
      return PropertyDef(
        self, .strings, kinds: [.keyboard],
        default: .value(.strings(["qwertyuiop", "asdfghjkl", "⇧zxcvbnm⌫", "123 space @ . return"])),
        doc: "one string per key row; a row with blanks splits on blanks, otherwise per character")
    case .title:
      return PropertyDef(
        self, .string, kinds: [.navigationBar], default: .value(.string("")),
        doc: "the inline title")
    case .scrollView:
      return PropertyDef(
        self, .reference, kinds: [.navigationBar], default: .unset,
        doc: "the scroll view whose offset fades the bar in")
    case .contentInset:
      return PropertyDef(
        self, .insets, kinds: [.scrollView], default: .value(.insets(Insets())),
        doc: "UIScrollView `contentInset`")
    case .revealPadding:
      return PropertyDef(
        self, .insets, kinds: [.scrollView], default: .value(.insets(Insets())),
        doc: "space kept above/below a revealed (focused) field")
    case .selected:
      return PropertyDef(
        self, .reference, kinds: [.segmentedControl], default: .unset,
        doc: "the selected segment's name")
    case .on:
      return PropertyDef(
        self, .bool, kinds: [.switch], default: .value(.bool(false)), doc: "the switch is on")
    case .separator:
      return PropertyDef(
        self, .bool, kinds: [.row], default: .derived("every row but the first of its table"),
        doc: "draws the separator above the row")
    case .variant:
      return PropertyDef(
        self, .choice(["filled", "plain"]), kinds: [.button], default: .value(.name("filled")),
        doc: "a filled (primary) or a plain button")
    case .background:
      return PropertyDef(
        self, .role, kinds: [.view], default: .unset, doc: "a theme colour role to fill with")
    case .cornerRadius:
      return PropertyDef(
        self, .number, kinds: [.view], default: .value(.number(0)),
        doc: "rounds the background's corners")
    case .time:
      return PropertyDef(
        self, .string, kinds: [.statusBar], default: .value(.string("9:41")),
        doc: "the status bar's clock")
    case .island:
      return PropertyDef(
        self, .bool, kinds: [.statusBar], default: .derived("the device's"),
        doc: "draws the Dynamic Island")
    case .followsUndockedKeyboard:
      return PropertyDef(
        self, .bool, kinds: [.keyboardGuide], default: .value(.bool(false)),
        doc: "the keyboard guide follows floating, split and shortcut-bar keyboards "
          + "(`keyboard.followsUndockedKeyboard: true`, see [docs/keyboard.md](keyboard.md))")
    case .inspectorButton:
      return PropertyDef(
        self, .bool, kinds: [.barButton], default: .value(.bool(false)),
        doc: "the button opens the constraints inspector: with `xray` on regular width the "
          + "popover hangs under it and it reads pressed (the first shown one counts)")
    case .axis:
      return PropertyDef(
        self, .choice(["horizontal", "vertical"]), kinds: [.stack],
        default: .value(.name("horizontal")), doc: "the direction the stack arranges its views")
    case .distribution:
      return PropertyDef(
        self,
        .choice(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]),
        kinds: [.stack], default: .value(.name("fill")),
        doc: "how the stack sizes and spaces its views along the axis (UIStackView `distribution`)")
    case .spacing:
      return PropertyDef(
        self, .number, kinds: [.stack], default: .value(.number(0)),
        doc: "space between neighbouring views (the minimum for equalSpacing and equalCentering)")
    case .spacingAfter:
      return PropertyDef(
        self, .number, kinds: nil, default: .unset,
        doc: "on a stack's arranged view: the spacing after it instead of the stack's "
          + "(`setCustomSpacing(_:after:)`)")
    case .layoutMarginsRelative:
      return PropertyDef(
        self, .bool, kinds: [.stack], default: .value(.bool(false)),
        doc: "arranges the views inside the stack's `layoutMargins` "
          + "(`isLayoutMarginsRelativeArrangement`)")
    case .hidden:
      return PropertyDef(
        self, .bool, kinds: nil, default: .value(.bool(false)),
        doc: "UIKit `isHidden`: not painted, still laid out")
    case .outline:
      return PropertyDef(
        self, .bool, kinds: nil, default: .derived("true when the view has a name"),
        doc: "X-ray outlines the view as a named anchor")
    case .layoutMargins:
      return PropertyDef(
        self, .insets, kinds: nil,
        default: .byKind(
          [.row: .insets(Insets(top: 0, left: 16, bottom: 0, right: 16))],
          otherwise: .insets(Insets())),
        doc: "the insets the `…Margin` attributes use (a screen's are the device's margins)")
    case .hugging:
      return PropertyDef(
        self, .priority, kinds: nil, default: .value(.number(250)),
        doc: "content hugging priority on both axes")
    case .huggingX, .huggingY:
      return PropertyDef(
        self, .priority, kinds: nil, default: .derived("`hugging`"),
        doc: self == .huggingX ? "horizontal content hugging" : "vertical content hugging")
    case .compressionResistance:
      return PropertyDef(
        self, .priority, kinds: nil, default: .value(.number(750)),
        doc: "compression resistance priority on both axes")
    case .compressionResistanceX, .compressionResistanceY:
      return PropertyDef(
        self, .priority, kinds: nil, default: .derived("`compressionResistance`"),
        doc: self == .compressionResistanceX
          ? "horizontal compression resistance" : "vertical compression resistance")
    case .multX, .multY:
      return PropertyDef(
        self, .number, kinds: nil, default: .value(.number(1)),
        doc: "the multiplier of a `\(self == .multX ? "sync-width" : "sync-height")` "
          + "written without its own")
    case .offsetX, .offsetY:
      return PropertyDef(
        self, .number, kinds: nil, default: .value(.number(0)),
        doc: "the constant of a `\(self == .offsetX ? "sync-width" : "sync-height")` "
          + "written without its own")
    }
  }
}

extension ViewProperty {
  /// A stack's `alignment:` values (`top`/`bottom` are `leading`/`trailing`, as in UIKit).
  public static let stackAlignments = [
    "fill", "leading", "top", "center", "trailing", "bottom", "firstBaseline", "lastBaseline",
  ]

  /// The value type on a view of `kind`: a stack's `alignment` takes the stack's alignments.
  public func type(on kind: ViewKind) -> PropertyType {
    if self == .alignment && kind == .stack { return .choice(Self.stackAlignments) }
    return definition.type
  }
}

/// What a property is when a form does not set it.
public enum PropertyDefault: Sendable, Equatable {
  /// No value: the property does nothing unless set.
  case unset
  /// The same value for every kind.
  case value(PropertyValue)
  /// A value per kind, and one for the other kinds.
  case byKind([ViewKind: PropertyValue], otherwise: PropertyValue)
  /// Worked out by the resolver from the form, the device or another property; the text says
  /// from what (for the docs).
  case derived(String)

  /// The default for a view of `kind` (nil when unset or derived).
  public func value(for kind: ViewKind) -> PropertyValue? {
    switch self {
    case .unset, .derived: return nil
    case .value(let v): return v
    case .byKind(let values, let otherwise): return values[kind] ?? otherwise
    }
  }
}

/// One row of the property table.
public struct PropertyDef: Sendable {
  public var name: String
  public var type: PropertyType
  /// Nil: every view.
  public var kinds: [ViewKind]?
  public var defaultValue: PropertyDefault
  /// One line for the docs.
  public var doc: String

  init(
    _ property: ViewProperty, _ type: PropertyType, kinds: [ViewKind]?,
    default defaultValue: PropertyDefault, doc: String
  ) {
    self.init(name: property.rawValue, type: type, kinds: kinds, default: defaultValue, doc: doc)
  }

  init(
    name: String, type: PropertyType, kinds: [ViewKind]?,
    default defaultValue: PropertyDefault = .unset, doc: String = ""
  ) {
    self.name = name
    self.type = type
    self.kinds = kinds
    self.defaultValue = defaultValue
    self.doc = doc
  }

  /// The kinds whose text takes `style:` and friends.
  static let styled: [ViewKind] = ViewKind.textKinds + [.segment, .button, .barButton, .textField]

  /// Every property, in the table's order (also the order "did you mean" prefers).
  static let all: [PropertyDef] = ViewProperty.allCases.map(\.definition)

  /// The fields of a `device` block.
  static let device: [PropertyDef] = [
    PropertyDef(name: "canvas", type: .size, kinds: nil),
    PropertyDef(name: "safeArea", type: .insets, kinds: nil),
    PropertyDef(name: "margins", type: .insets, kinds: nil),
    PropertyDef(name: "keyboard", type: .number, kinds: nil),
    PropertyDef(name: "hardwareKeyboard", type: .bool, kinds: nil),
    PropertyDef(name: "island", type: .bool, kinds: nil),
    PropertyDef(name: "scale", type: .number, kinds: nil),
  ]
}

// MARK: - Suggestions

/// The closest candidate within edit distance 2 (1 for short words; a swap of neighbours
/// counts 1), for "did you mean" hints.
func closest(_ word: String, in candidates: [String]) -> String? {
  var best: (String, Int)?
  let length = word.count
  let allowed = length <= 3 ? 1 : 2
  let lowered = word.lowercased()
  for c in candidates {
    // The distance is at least the difference in length: skip the table for far-off words
    // (a 5 MB name once built a 5M-row table per candidate).
    guard abs(c.count - length) <= allowed else { continue }
    let d = editDistance(lowered, c.lowercased())
    if d <= allowed, d < (best?.1 ?? Int.max) { best = (c, d) }
  }
  return best?.0
}

func didYouMean(_ word: String, _ candidates: [String]) -> String {
  closest(word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
}

private func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  // Optimal string alignment: Levenshtein plus transposition of neighbours.
  var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in 0...a.count { d[i][0] = i }
  for j in 0...b.count { d[0][j] = j }
  for i in 1...a.count {
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
      }
    }
  }
  return d[a.count][b.count]
}
