// The properties a view may set: value type, kinds, default and a doc line for each.
import Geometry
import LayoutVocabulary

/// The type of a property's value.
public enum PropertyType: Sendable, Equatable {
  case string, number, bool, priority, insets, strings, style, weight
  /// A name from a fixed list.
  case choice([String])
  /// A theme colour role or similar free name.
  case role
  /// A colour: a theme role or `#RRGGBB[AA]`, with `@ OPACITY` and `LIGHT / DARK`
  /// (`ColorExpression`).
  case color
  /// A view of the form, resolved to its id.
  case reference
  /// `W x H`.
  case size
  /// A corner radius in points, or `capsule`.
  case radius
  /// `X Y RADIUS [COLOUR]`: a layer shadow.
  case shadow
  /// An SF Symbols name from `SymbolCatalog`.
  case symbol

  public var description: String {
    switch self {
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "true or false"
    case .priority: return "a priority (1…1000, required, high, low)"
    case .insets: return "insets (1, 2 or 4 numbers: top left bottom right)"
    case .strings: return "strings separated by ','"
    case .style: return "a text style (e.g. body, footnote, largeTitle bold, body italic)"
    case .weight: return "a weight (regular, medium, semibold, bold or 100…900)"
    case .choice(let c): return c.joined(separator: ", ")
    case .role: return "a name (e.g. next)"
    case .color: return "a colour (a role, #RRGGBB or #RRGGBBAA; `@ 0.6` opacity; `LIGHT / DARK`)"
    case .reference: return "a view's name"
    case .size: return "a size 'W x H'"
    case .radius: return "a number of points or `capsule`"
    case .shadow: return "`X Y RADIUS [COLOUR]` (offset, blur radius in points, colour)"
    case .symbol: return "an SF Symbols name in quotes (see [symbols.md](symbols.md))"
    }
  }
}

/// A property a view may set: the one table that the analyzer checks values against, the
/// resolver reads defaults from, and `docs/form-language.md` prints (see `PropertyTable`).
/// The raw value is the name a form writes.
public enum ViewProperty: String, Sendable, Hashable, CaseIterable {
  case text, style, size, lineHeight, tracking, weight, uppercase, monospacedDigits, font
  case color, alignment, lines, lineBreak
  case key, scalesWithTextSize, maximumTextSize
  case minHeight, mirror, placeholder, value, secure, labelWidth, returnKey, keyboardType
  case suggestions, rows, title, scrollView, contentInset, revealPadding, selected, on
  case separator, cellStyle, detail, detailColor, accessory, variant, background, cornerRadius, time, island, followsUndockedKeyboard
  case inspectorButton
  case borderWidth, borderColor, shadow, alpha, clipsToBounds, isEnabled
  case source, symbol, symbolScale, contentMode, renderingMode, tint, iconBackground
  case configuration, buttonSize, imagePlacement, imagePadding
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
        self, .string, kinds: styled + [.row], default: .derived("the text after the view's name"),
        doc: "the text shown (a text field's label; a row's `textLabel`, which gives the row a "
          + "built-in cell style)")
    case .style:
      return PropertyDef(
        self, .style, kinds: styled + [.image],
        default: .byKind(
          [
            .largeTitle: .style("largeTitle", weight: 700),
            .sectionHeader: .style("footnote", weight: 400),
            .footnote: .style("footnote", weight: 400),
            .segment: .style("footnote", weight: 500),
            .button: .style("body", weight: 600),
          ], otherwise: .style("body", weight: 400)),
        doc: "a type-ramp style, optionally with a weight and `italic` (`body semibold italic`; "
          + "a selected segment is semibold); "
          + "a symbol takes its size and weight (`UIImage.SymbolConfiguration(textStyle:)`)")
    case .size:
      return PropertyDef(
        self, .number, kinds: styled + [.image], default: .derived("the style's"),
        doc: "font size in points; without a `lineHeight:` the line is as tall as the font; "
          + "a symbol's point size")
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
        self, .weight, kinds: styled + [.row, .image], default: .derived("the style's"),
        doc: "overrides the style's weight (a symbol's too; a row's: both of its labels, a total row)")
    case .monospacedDigits:
      return PropertyDef(
        self, .bool, kinds: styled, default: .value(.bool(false)),
        doc: "every digit equally wide (`monospacedDigitSystemFont`, OpenType `tnum`): "
          + "numbers that change keep their width")
    case .font:
      return PropertyDef(
        self, .string, kinds: styled, default: .unset,
        doc: "a TrueType/OpenType file relative to the form, drawn instead of the system font "
          + "(`UIFont(name:size:)`) at the style's size; `weight`/`italic` pick among its faces")
    case .uppercase:
      return PropertyDef(
        self, .bool, kinds: styled,
        default: .byKind([.sectionHeader: .bool(true)], otherwise: .bool(false)),
        doc: "shows the text in capitals")
    case .color:
      return PropertyDef(
        self, .color, kinds: text + [.button, .barButton, .row],
        default: .byKind(
          [
            .label: .name("label"), .largeTitle: .name("label"), .row: .name("label"),
            .sectionHeader: .name("secondaryLabel"), .footnote: .name("secondaryLabel"),
          ], otherwise: .name("tint")),
        doc: "the text's colour: a theme role (`label`, `secondaryLabel`, `tint`, `systemGreen`, …), "
          + "`#RRGGBB`, `label @ 0.6`, `#1C1C1E / #F2F2F7` (light / dark)")
    case .alignment:
      return PropertyDef(
        self, .choice(["leading", "center", "trailing", "natural"]), kinds: text + [.stack],
        default: .byKind([.stack: .name("fill")], otherwise: .name("leading")),
        doc: "horizontal text alignment (`natural`, as `leading`, follows the layout "
          + "direction: right-aligned right-to-left); a stack's: "
          + Self.stackAlignments.joined(separator: ", ") + " (UIStackView `alignment`)")
    case .key:
      return PropertyDef(
        self, .string, kinds: styled + [.navigationBar],
        default: .derived("the text itself"),
        doc: "the key its text is looked up by in the strings tables (`locale=de`)")
    case .scalesWithTextSize:
      return PropertyDef(
        self, .bool, kinds: styled,
        default: .derived("true for a text style; false with `size:`, on bar buttons and segments"),
        doc: "grows and shrinks with the Dynamic Type text size (a `size:` scales like its style, UIFontMetrics)")
    case .maximumTextSize:
      return PropertyDef(
        self, .choice(TextSizeToken.ascending.map(\.rawValue)), kinds: styled,
        default: .derived("none"),
        doc: "the largest text size it grows to (`maximumContentSizeCategory`)")
    case .lines:
      return PropertyDef(
        self, .number, kinds: text,
        default: .byKind([.footnote: .number(0)], otherwise: .number(1)),
        doc: "0 wraps without limit, 1 is one line, n wraps to at most n lines "
          + "(`numberOfLines`; how the last one is cut: `lineBreak`)")
    case .lineBreak:
      return PropertyDef(
        self, .choice(LineBreakMode.allCases.map(\.rawValue)), kinds: text,
        default: .value(.name("truncateTail")),
        doc: "`NSLineBreakMode`: `truncateTail`/`truncateHead`/`truncateMiddle` end the last "
          + "line in … at its end/start/middle; `wordWrap`/`charWrap` wrap at words/characters "
          + "and cut the rest off; `clip` cuts at the edge")
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
        self, .choice(["default", "email", "url", "number", "decimalPad", "phone"]),
        kinds: [.textField, .keyboard], default: .value(.name("default")),
        doc: "UIKeyboardType: the key layer shown while the field has focus (`number` is "
          + "`numberPad`: digits only; `decimalPad` adds the decimal point; `phone`: digits and "
          + "+*#; the pads have no suggestions); a keyboard's: the layer when no field with its "
          + "own is focused (a code screen's number pad)")
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
        self, .bool, kinds: [.switch, .row], default: .value(.bool(false)),
        doc: "the switch is on (a row's `accessory: switch`)")
    case .separator:
      return PropertyDef(
        self, .bool, kinds: [.row], default: .derived("every row but the first of its table"),
        doc: "draws the separator above the row (inset to the row's text)")
    case .cellStyle:
      return PropertyDef(
        self, .choice(["default", "value1", "value2", "subtitle"]), kinds: [.row],
        default: .derived("`value1` when `detail:` is set, else `default`"),
        doc: "`UITableViewCell.CellStyle` of a row with `text:`: the layout of its `textLabel` "
          + "and `detailTextLabel` (see *Table cells*)")
    case .detail:
      return PropertyDef(
        self, .string, kinds: [.row], default: .unset,
        doc: "the row's `detailTextLabel` text (the value in `value1`, the subtitle in `subtitle`)")
    case .detailColor:
      return PropertyDef(
        self, .color, kinds: [.row], default: .derived("the cell style's (see *Table cells*)"),
        doc: "the colour of the row's `detailTextLabel` (any colour, see `color`)")
    case .accessory:
      return PropertyDef(
        self, .choice(["none", "disclosureIndicator", "checkmark", "detailButton", "switch"]), kinds: [.row],
        default: .value(.name("none")),
        doc: "`accessoryType` at the row's trailing margin: `disclosureIndicator` (chevron), "
          + "`checkmark`, `detailButton` (ⓘ), or `switch` (a `UISwitch`, `on:` sets it)")
    case .variant:
      return PropertyDef(
        self, .choice(["filled", "plain"]), kinds: [.button], default: .value(.name("filled")),
        doc: "a filled (primary) or a plain button")
    case .background:
      return PropertyDef(
        self, .color, kinds: [.view], default: .unset,
        doc: "the colour to fill with (any colour, see `color`)")
    case .cornerRadius:
      return PropertyDef(
        self, .radius, kinds: nil, default: .unset,
        doc: "`layer.cornerRadius`: rounds the background, border and shadow (and the clip with "
          + "`clipsToBounds`); `capsule` is half the shorter side of the solved frame")
    case .borderWidth:
      return PropertyDef(
        self, .number, kinds: nil, default: .value(.number(0)),
        doc: "`layer.borderWidth`: a border inside the bounds, drawn over the subviews")
    case .borderColor:
      return PropertyDef(
        self, .color, kinds: nil, default: .value(.name("#000000")),
        doc: "`layer.borderColor` (any colour, see `color`)")
    case .shadow:
      return PropertyDef(
        self, .shadow, kinds: nil, default: .unset,
        doc: "`layer.shadow…`: `0 2 8 #000000 @ 0.2` (colour default `#000000 @ 0.33`)")
    case .alpha:
      return PropertyDef(
        self, .number, kinds: nil, default: .value(.number(1)),
        doc: "`alpha` 0…1: the view with its subviews is composited at this opacity")
    case .clipsToBounds:
      return PropertyDef(
        self, .bool, kinds: nil, default: .value(.bool(false)),
        doc: "clips the subviews to the (rounded) bounds")
    case .source:
      return PropertyDef(
        self, .string, kinds: [.image, .row], default: .unset,
        doc: "a PNG file relative to the form; `NAME@2x.png`/`NAME@3x.png` beside it are used "
          + "at those scales (a row's: the cell's `imageView`)")
    case .symbol:
      return PropertyDef(
        self, .symbol, kinds: [.image, .button, .row], default: .unset,
        doc: "`UIImage(systemName:)`: an SF Symbols name such as `\"chevron.right\"`, drawn "
          + "from the pinned icon font, sized by `style`/`size`/`weight` and `symbolScale` "
          + "(see [symbols.md](symbols.md)); tinted with `tint` (a row's: the cell's image, "
          + "in a 29 pt slot)")
    case .symbolScale:
      return PropertyDef(
        self, .choice(Symbol.Scale.allCases.map(\.rawValue)), kinds: [.image, .button],
        default: .value(.name("medium")),
        doc: "`UIImage.SymbolScale`: the symbol's size relative to its point size "
          + "(small 0.783, medium 1, large 1.29)")
    case .configuration:
      return PropertyDef(
        self, .choice(["plain", "gray", "tinted", "filled", "bordered", "borderedProminent"]),
        kinds: [.button], default: .unset,
        doc: "an iOS 15 `UIButton.Configuration` style (`bordered`/`borderedProminent`: SwiftUI's "
          + "names for gray/filled), sized by `buttonSize`, with an optional `symbol`; unset, "
          + "`variant` draws the form's original button")
    case .buttonSize:
      return PropertyDef(
        self, .choice(["mini", "small", "medium", "large"]), kinds: [.button],
        default: .value(.name("medium")),
        doc: "`UIButton.Configuration.Size`: the title style, `contentInsets` and corner radius "
          + "(see *Buttons*)")
    case .imagePlacement:
      return PropertyDef(
        self, .choice(["leading", "trailing", "top", "bottom"]), kinds: [.button],
        default: .value(.name("leading")),
        doc: "where a configured button's symbol sits beside its title (`imagePlacement`)")
    case .imagePadding:
      return PropertyDef(
        self, .number, kinds: [.button], default: .value(.number(0)),
        doc: "the space between a configured button's symbol and title (`imagePadding`)")
    case .contentMode:
      return PropertyDef(
        self,
        .choice([
          "scaleToFill", "aspectFit", "aspectFill", "center", "top", "bottom", "leading",
          "trailing", "topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
        ]), kinds: [.image], default: .value(.name("scaleToFill")),
        doc: "`UIView.ContentMode`: how the image fits the view (the image may overflow unless "
          + "`clipsToBounds`)")
    case .renderingMode:
      return PropertyDef(
        self, .choice(["automatic", "original", "template"]), kinds: [.image],
        default: .value(.name("automatic")),
        doc: "`template` paints the image's shape (its alpha) in `tint`; `automatic` is "
          + "`original` for a PNG file, as in UIKit")
    case .tint:
      return PropertyDef(
        self, .color, kinds: [.image, .row], default: .unset,
        doc: "`tintColor` of a template image or a symbol (default `tint`; white on a row's "
          + "`iconBackground`)")
    case .iconBackground:
      return PropertyDef(
        self, .color, kinds: [.row], default: .unset,
        doc: "the rounded square behind a row's `symbol:`, as Settings draws its icons "
          + "(29 × 29 pt, corner radius 7, the symbol white)")
    case .isEnabled:
      return PropertyDef(
        self, .bool, kinds: [.button, .barButton, .textField, .switch],
        default: .value(.bool(true)),
        doc: "`UIControl.isEnabled`: false paints the control dimmed")
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
        self, .choice(["horizontal", "vertical"]), kinds: [.stack, .textField],
        default: .value(.name("horizontal")),
        doc: "the direction the stack arranges its views; a text field's: its label beside "
          + "its input (`horizontal`, in the `labelWidth:` column) or above it (`vertical`, the "
          + "label wrapping and the field growing to fit), as a field cell's stack switches "
          + "axis at the accessibility text sizes")
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

/// The closest candidate, for "did you mean" hints (`closestSpelling` in LayoutVocabulary, which
/// the command line shares).
func closest(_ word: String, in candidates: [String]) -> String? {
  closestSpelling(to: word, in: candidates)
}

extension ViewProperty {
  /// The closest of `candidates` to `word` for a "did you mean" hint (the same rule the
  /// analyzer uses), for checks that live outside this module (colour roles).
  public static func suggestion(for word: String, in candidates: [String]) -> String? {
    closest(word, in: candidates)
  }
}

func didYouMean(_ word: String, _ candidates: [String]) -> String {
  closest(word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
}
