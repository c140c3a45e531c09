/// The built-in `UITableViewCell` styles as written in a form: the frames of their generated
/// labels, image and switch, and tables that place their rows and text fields.
import FormLanguage
import FormState
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import AutoLayout

private func resolve(_ source: String, _ tokens: [String] = []) throws -> ResolvedForm {
  let (parsed, diagnostics) = FormParser.parse(source, path: "t.form")
  let spec = try #require(parsed, "\(diagnostics.map(\.description))")
  return try FormResolver.resolve(spec, state: try StateSet.parse(tokens, for: spec))
}

private func layout(_ source: String) throws -> LayoutResult {
  let result = LayoutEngine.solve(try resolve(source), measuring: FixedAdvanceTextMeasurer())
  #expect(result.ambiguousItems.isEmpty, "\(result.ambiguousItems)")
  #expect(result.brokenConstraints.isEmpty)
  return result
}

/// A 350 pt table at x = 20, y = 100 (rows 350 wide, margins 16): FixedAdvanceTextMeasurer
/// advances 0.5 em, so body text (17 pt) is 8.5 pt a character.
private func table(_ rows: String) -> String {
  """
  form t
  screen s {
    table list {
      top = superview.top + 100; pin-x 20
  \(rows)
    }
  }
  """
}

@Suite struct TableCellTests {
  @Test func defaultStyleCentresItsTextAtTheMargin() throws {
    let r = try layout(table(#"row a "Wi-Fi""#))
    let row = r["a"], text = r["a.textLabel"]
    #expect(row == Rect(x: 20, y: 100, width: 350, height: 44))
    #expect(text.minX == 36)  // the row's 16 pt layout margin
    #expect(text.width == 5 * 8.5)
    #expect(text.midY == row.midY)
    #expect(r["list"].height == 44)
  }

  @Test func value1PutsTheDetailAtTheTrailingEdgeBeforeTheAccessory() throws {
    let r = try layout(table(#"row a "Wi-Fi" { detail: "Home"; accessory: disclosureIndicator }"#))
    let row = r["a"], detail = r["a.detailTextLabel"]
    // The chevron is 8 pt wide at the trailing margin (16), 10 pt after the content.
    #expect(detail.maxX == row.maxX - 16 - 8 - 10)
    #expect(detail.width == 4 * 8.5)
    #expect(detail.midY == row.midY)
    #expect(r["a.textLabel"].minX == row.minX + 16)
  }

  @Test func value1TextWinsAndTheDetailTruncates() throws {
    let r = try layout(
      table(#"row a "Personal Hotspot Settings" { detail: "A very long network name indeed" }"#))
    let text = r["a.textLabel"], detail = r["a.detailTextLabel"]
    #expect(text.width == 25 * 8.5)  // the text keeps its full width
    #expect(detail.minX == text.maxX + 8)
    #expect(detail.maxX == r["a"].maxX - 16)
  }

  @Test func value2HasARightAlignedColumnAndTheDetailAfterIt() throws {
    let form = try resolve(table(#"row a "mobile" { detail: "+1 555 0100"; cellStyle: value2 }"#))
    let r = LayoutEngine.solve(form, measuring: FixedAdvanceTextMeasurer())
    let text = r["a.textLabel"], detail = r["a.detailTextLabel"]
    #expect(text.minX == 36 && text.width == 90)
    #expect(detail.minX == text.maxX + 6)
    let label = try #require(form.items.first { $0.id == "a.textLabel" })
    guard case .label(let l) = label.kind else { Issue.record("not a label"); return }
    #expect(l.alignment == .trailing && l.color == "tint" && l.style.size == 15)
  }

  @Test func subtitleStacksTwoLinesInASixtyFourPointRow() throws {
    let r = try layout(
      table(
        #"""
          row a "Ringtone" { detail: "Opening"; cellStyle: subtitle }
          row b "Next"
        """#))
    let row = r["a"], text = r["a.textLabel"], detail = r["a.detailTextLabel"]
    #expect(row.height == 11 + 22 + 20 + 11)
    #expect(text.minY == row.minY + 11)
    #expect(detail.minY == text.maxY && detail.minX == text.minX)
    #expect(r["b"].minY == row.maxY)  // the table places the next row below it
    #expect(r["list"].height == 64 + 44)
  }

  @Test func theFirstRowHasNoSeparatorAndTheOthersStartAtTheText() throws {
    let form = try resolve(table("row a \"Wi-Fi\"\nrow b \"Bluetooth\""))
    guard case .tableRow(let first, _) = form.items.first(where: { $0.id == "a" })?.kind,
      case .tableRow(let second, let cell) = form.items.first(where: { $0.id == "b" })?.kind
    else {
      Issue.record("rows are not table rows")
      return
    }
    #expect(!first && second)
    #expect(cell.separatorInset == 16)
  }

  @Test func aSwitchAccessoryIsASwitchAtTheTrailingMargin() throws {
    let form = try resolve(table(#"row a "Airplane Mode" { accessory: switch; on: true }"#))
    let sw = try #require(form.items.first { $0.id == "a.accessoryView" })
    #expect(sw.kind == .toggle(isOn: true))
    let r = LayoutEngine.solve(form, measuring: FixedAdvanceTextMeasurer())
    #expect(r["a.accessoryView"] == Rect(x: 370 - 16 - 51, y: 100 + 6.5, width: 51, height: 31))
    // The text may reach up to 10 pt before the switch.
    #expect(
      form.constraints.contains {
        $0.first == Anchor("a.textLabel", .trailing) && $0.relation == .lessThanOrEqual
          && $0.constant == -(51 + 10)
      })
  }

  @Test func rowsTheFormPlacesKeepTheirConstraints() throws {
    // The sign-up form's rows place themselves: the table adds nothing to them.
    let form = try resolve(
      table(
        #"""
          row a { pin-top; pin-x; height = 44 }
          row b { below a; pin-x; pin-bottom; height = 44 }
        """#))
    #expect(!form.constraints.contains { $0.origin == .derived(.tableLayout) })
  }

  @Test func textFieldsAreRowsOfTheTableWithSeparatorsAtTheirLabel() throws {
    let form = try resolve(
      table(
        #"""
          textField name "Name" { placeholder: "Required" }
          textField email "Email"
        """#))
    let r = LayoutEngine.solve(form, measuring: FixedAdvanceTextMeasurer())
    #expect(r["name"] == Rect(x: 20, y: 100, width: 350, height: 44))
    #expect(r["email"].minY == r["name"].maxY && r["email"].height == 44)
    #expect(r["list"].height == 88)
    let fields = form.items.compactMap { item -> ItemKind.TextField? in
      if case .textField(let f) = item.kind { return f }
      return nil
    }
    #expect(fields.map(\.isTableRow) == [true, true])
    #expect(fields.map(\.separator) == [false, true])
  }

  /// A symbol sits in a 29 pt slot at the margin and the text starts 15 pt after the slot (60 pt
  /// into the row), whatever the glyph's width; on an icon tile the tile is 29 × 29, radius 7,
  /// and the symbol is white in its middle. The separator starts where the text does.
  @Test func aCellSymbolOnAnIconTileAsSettingsDrawsIt() throws {
    let form = try resolve(
      table(
        """
          row a "Wi-Fi" { symbol: "wifi"; iconBackground: systemBlue; detail: "Home" }
          row b "Bold Text" { symbol: "bold"; accessory: switch }
        """))
    let r = LayoutEngine.solve(form, measuring: FixedAdvanceTextMeasurer())
    #expect(r.ambiguousItems.isEmpty && r.brokenConstraints.isEmpty)
    let row = r["a"], tile = r["a.iconView"], symbol = r["a.imageView"]
    #expect(tile == Rect(x: 36, y: row.midY - 14.5, width: 29, height: 29))
    #expect(abs(symbol.midX - tile.midX) < 0.001 && abs(symbol.midY - tile.midY) < 0.001)
    #expect(r["a.textLabel"].minX == row.minX + 16 + 29 + 15)
    // Without a tile the symbol is centred in the same slot, so the texts line up.
    #expect(abs(r["b.imageView"].midX - (row.minX + 16 + 14.5)) < 0.001)
    #expect(r["b.textLabel"].minX == r["a.textLabel"].minX)
    let items = Dictionary(uniqueKeysWithValues: form.items.map { ($0.id, $0) })
    #expect(items["a.iconView"]?.kind == .view(background: "systemBlue", cornerRadius: 7))
    guard case .image(let white)? = items["a.imageView"]?.kind,
      case .image(let tinted)? = items["b.imageView"]?.kind,
      case .tableRow(_, let cell)? = items["b"]?.kind
    else {
      Issue.record("the generated symbols are not image views")
      return
    }
    #expect(white.templateTint == "white" && tinted.templateTint == "tint")
    #expect(white.symbol?.name == "wifi")
    #expect(cell.separatorInset == 60)
  }
}
