// The property table (`ViewProperty`) is the one source of each property's type, kinds and
// default: the analyzer checks against it, the resolver takes its defaults from it, and the
// reference's property table is printed from it.
import FormLanguage
import FormState
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct PropertyTableTests {
  static let docPath = Paths.packageRoot() + "/docs/form-language.md"

  /// The reference's table is the printed table. With FORMSHOT_REGENERATE_DOCS=1 the test
  /// writes it into the doc instead (and still checks the result).
  @Test func theReferenceTableIsPrintedFromTheCode() throws {
    let text = try #require(readText(Self.docPath), "cannot read \(Self.docPath)")
    let expected = try #require(
      PropertyTable.replacingTable(in: text),
      "docs/form-language.md has no generated property table (markers \(PropertyTable.beginMarker))"
    )
    if getenv("FORMSHOT_REGENERATE_DOCS") != nil, expected != text {
      try #require(writeText(Self.docPath, expected), "cannot write \(Self.docPath)")
    }
    let now = try #require(readText(Self.docPath))
    #expect(
      now == expected,
      """
      docs/form-language.md's property table disagrees with ViewProperty \
      (Sources/FormLanguage/Properties.swift). Regenerate it: \
      FORMSHOT_REGENERATE_DOCS=1 swift test --filter PropertyTableTests
      """)
  }

  @Test func theTableListsEveryPropertyWithItsDefault() {
    let table = PropertyTable.markdown()
    for property in ViewProperty.allCases {
      #expect(table.contains("| `\(property.rawValue)` |"), "\(property)")
    }
    #expect(table.contains("| `labelWidth` | `textField` | a number | `88` |"))
    #expect(table.contains("| `time` | `statusBar` | a string | `\"9:41\"` |"))
    #expect(
      table.contains(
        "| `color` | text kinds, `button`, `barButton`, `row` | a colour (a role, #RRGGBB or #RRGGBBAA; "
          + "`@ 0.6` opacity; `LIGHT / DARK`) | `tint`; "
          + "`label` for `label`, `largeTitle`, `row`; `secondaryLabel` for `sectionHeader`, `footnote` |"))
  }

  /// Every default has the value shape its reader expects, for every kind it applies to.
  @Test func everyDefaultFitsItsType() {
    for property in ViewProperty.allCases {
      let def = property.definition
      for kind in def.kinds ?? ViewKind.allCases {
        guard let value = def.defaultValue.value(for: kind) else { continue }
        let fits: Bool
        switch (property.type(on: kind), value) {
        case (.string, .string), (.number, .number), (.bool, .bool), (.priority, .number),
          (.insets, .insets), (.strings, .strings), (.style, .style), (.weight, .number),
          (.role, .name), (.reference, .reference), (.size, .size):
          fits = true
        case (.choice(let options), .name(let n)): fits = options.contains(n)
        case (.color, .name(let n)): fits = (try? ColorExpression.parse(n)) != nil
        case (.radius, .number), (.radius, .name("capsule")): fits = true
        default: fits = false
        }
        #expect(fits, "\(property.rawValue) on a \(kind.rawValue): default \(value)")
      }
    }
  }

  /// A form that sets nothing gets the table's defaults.
  @Test func theResolverTakesItsDefaultsFromTheTable() throws {
    let source = """
      form defaults
      screen scr {
        statusBar bar { pin-top; pin-x; height = 47 }
        textField name "Name" { pin-x; top = bar.bottom }
        footnote note "Some words" { pin-x; top = name.bottom }
        sectionHeader head "Head" { pin-x; top = note.bottom }
        switch toggle { pin-leading; top = head.bottom }
      }
      """
    let (parsed, diagnostics) = FormParser.parse(source, path: "defaults.form")
    #expect(diagnostics == [], "\(diagnostics.rendered(source: source))")
    let spec = try #require(parsed)
    let form = try FormResolver.resolve(spec, state: StateSet.defaults(for: spec))
    func item(_ id: String) throws -> LayoutItem { try #require(form.item(ItemID(id))) }
    func tableDefault(_ property: ViewProperty, _ kind: ViewKind) -> PropertyValue? {
      property.definition.defaultValue.value(for: kind)
    }

    guard case .textField(let field) = try item("name").kind else {
      Issue.record("name is not a text field: \(try item("name").kind)")
      return
    }
    #expect(tableDefault(.labelWidth, .textField) == .number(field.labelWidth))
    #expect(tableDefault(.placeholder, .textField) == .string(field.placeholder))
    #expect(tableDefault(.secure, .textField) == .bool(field.isSecure))

    guard case .statusBar(let bar) = try item("bar").kind else {
      Issue.record("bar is not a status bar")
      return
    }
    #expect(tableDefault(.time, .statusBar) == .string(bar.time))

    guard case .label(let note) = try item("note").kind,
      case .label(let head) = try item("head").kind
    else {
      Issue.record("note and head are not labels")
      return
    }
    #expect(tableDefault(.lines, .footnote) == .number(Double(note.numberOfLines)))
    #expect(tableDefault(.color, .footnote) == .name(note.color))
    #expect(tableDefault(.uppercase, .sectionHeader) == .bool(head.style.uppercase))
    #expect(head.style.uppercase && !note.style.uppercase)

    guard case .toggle(let isOn) = try item("toggle").kind else {
      Issue.record("toggle is not a switch")
      return
    }
    #expect(tableDefault(.on, .switch) == .bool(isOn))
    #expect(try item("toggle").hugging.horizontal.rawValue == 250)
    #expect(tableDefault(.hugging, .switch) == .number(250))
  }

  /// The analyzer checks names against the table: a misspelt property still gets a hint.
  @Test func anUnknownPropertyGetsDidYouMean() {
    let source = """
      form typo
      screen scr {
        textField name "Name" { labelWidht: 90; pin-x; pin-top }
      }
      """
    let (_, diagnostics) = FormParser.parse(source, path: "typo.form")
    #expect(
      diagnostics.map(\.message) == ["unknown property 'labelWidht' (did you mean 'labelWidth'?)"])
  }

  /// The table is the analyzer's: a property on a kind it does not apply to is refused, with
  /// the kinds the table lists.
  @Test func theAnalyzerChecksKindsFromTheTable() {
    let source = """
      form kinds
      screen scr {
        label title "Hi" { labelWidth: 90; pin-x; pin-top }
      }
      """
    let (_, diagnostics) = FormParser.parse(source, path: "kinds.form")
    #expect(
      diagnostics.map(\.message) == [
        "property 'labelWidth' does not apply to a label (it applies to textField)"
      ])
  }
}

/// Writes a text file (the doc regeneration only).
func writeText(_ path: String, _ text: String) -> Bool {
  guard let f = fopen(path, "wb") else { return false }
  defer { fclose(f) }
  let bytes = Array(text.utf8)
  return fwrite(bytes, 1, bytes.count, f) == bytes.count
}

@Suite struct InspectorButtonTests {
  /// The sign-up form marks its Constraints bar button; the resolved form carries the mark on
  /// that button only, so the scene needs no item name.
  @Test func theSignupFormMarksItsConstraintsButton() throws {
    let form = try resolve(["regular", "xray"])
    let marked = form.items.filter { item in
      if case .button(let b) = item.kind { return b.opensInspector }
      return false
    }
    #expect(marked.map(\.id) == ["cbtn"])
  }

  @Test func onlyABarButtonCanOpenTheInspector() {
    let source = """
      form misuse
      screen scr {
        button go "Go" { inspectorButton: true; pin-x; pin-top }
      }
      """
    let (_, diagnostics) = FormParser.parse(source, path: "misuse.form")
    #expect(
      diagnostics.map(\.message) == [
        "property 'inspectorButton' does not apply to a button (it applies to barButton)"
      ])
  }
}
