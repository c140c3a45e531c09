// iOS 15 `UIButton.Configuration` buttons: sizes from contentInsets and the title's line, the
// looks' colours, a symbol placed beside, above or below the title, and the errors.
import AutoLayout
import Drawing
import Formshot
import Geometry
import LayoutContract
import Testing

@Suite struct ButtonConfigurationTests {
  static let form = """
    form b
    screen s {
      label ref "Continue" { style: body; pin-top 20; pin-leading 20 }
      button medium "Continue" { configuration: filled; pin-top 100; pin-leading 20 }
      button large "Continue" { configuration: filled; buttonSize: large; below medium 10; pin-leading 20 }
      button small "Continue" { configuration: gray; buttonSize: small; below large 10; pin-leading 20 }
      button plain "Continue" { configuration: plain; below small 10; pin-leading 20 }
      button lead "Share" { configuration: tinted; symbol: "square.and.arrow.up"; imagePadding: 8; below plain 10; pin-leading 20 }
      button trail "Share" { configuration: tinted; symbol: "square.and.arrow.up"; imagePadding: 8; imagePlacement: trailing; below lead 10; pin-leading 20 }
      button stacked "Share" { configuration: tinted; symbol: "square.and.arrow.up"; imagePadding: 4; imagePlacement: top; below trail 10; pin-leading 20 }
      button wide "Continue" { configuration: filled; buttonSize: large; below stacked 10; pin-x 20 }
      button off "Continue" { configuration: filled; isEnabled: false; below wide 10; pin-leading 20 }
    }
    """

  func scene() throws -> (LayoutResult, DisplayList) {
    let document = try FormDocument(source: Self.form, path: "b.form")
    let (_, layout, list) = try FormRenderer().scene(document, state: [])
    return (layout, list)
  }

  @Test func sizesComeFromTheInsetsAndTheTitle() throws {
    let (layout, _) = try scene()
    let ref = try #require(layout.frame("ref"))
    let medium = try #require(layout.frame("medium")), large = try #require(layout.frame("large"))
    let small = try #require(layout.frame("small")), plain = try #require(layout.frame("plain"))
    // Medium: 7 + 17 × 1.1935 + 7 tall; 12 + title + 12 wide (regular body, as the label).
    #expect(abs(medium.height - (14 + 17 * 1.1935)) < 1e-6)
    #expect(abs(medium.width - (ref.width + 24)) < 1e-6)
    #expect(abs(large.height - (30 + 17 * 1.1935)) < 1e-6)
    #expect(abs(large.width - (ref.width + 40)) < 1e-6)
    // Small: subheadline (15 pt), 5 + line + 5, 10 + title + 10.
    #expect(abs(small.height - (10 + 15 * 1.1935)) < 1e-6)
    #expect(small.width < medium.width - 4)
    #expect(plain.size == medium.size, "plain has the same metrics, without a background")
  }

  func fills(_ list: DisplayList, in frame: Rect) -> [(Shape, Paint)] {
    list.items.compactMap { item -> (Shape, Paint)? in
      if case .fill(let shape, let paint) = item, case .rect(let r, _) = shape, r == frame {
        return (shape, paint)
      }
      return nil
    }
  }

  @Test func looksPaintTheirBackgrounds() throws {
    let (layout, list) = try scene()
    func frame(_ id: String) throws -> Rect { try #require(layout.frame(ItemID(id))) }
    let medium = try #require(fills(list, in: try frame("medium")).first)
    guard case .rect(_, let radius) = medium.0, case .solid(let tint) = medium.1 else {
      Issue.record("no filled background")
      return
    }
    #expect(radius == 8)
    #expect(tint.blue > 0.9 && tint.red < 0.1, "filled is the tint")
    #expect(fills(list, in: try frame("plain")).isEmpty)
    let large = try #require(fills(list, in: try frame("large")).first)
    if case .rect(_, let r) = large.0 { #expect(r == 12) }
    let tinted = try #require(fills(list, in: try frame("lead")).first)
    if case .solid(let c) = tinted.1 { #expect(abs(c.alpha - 0.15) < 1e-9) }
    let off = try #require(fills(list, in: try frame("off")).first)
    if case .solid(let c) = off.1 { #expect(c.blue < 0.6, "a disabled button loses its tint") }
  }

  func symbolFrame(_ list: DisplayList, inside frame: Rect) -> Rect? {
    for item in list.items {
      if case .symbol(let run) = item, frame.contains(run.frame.origin) { return run.frame }
    }
    return nil
  }

  @Test func theSymbolIsPlacedByImagePlacement() throws {
    let (layout, list) = try scene()
    let lead = try #require(layout.frame("lead")), trail = try #require(layout.frame("trail"))
    let top = try #require(layout.frame("stacked"))
    #expect(abs(lead.width - trail.width) < 1e-9 && abs(lead.height - trail.height) < 1e-9)
    let leadSymbol = try #require(symbolFrame(list, inside: lead))
    let trailSymbol = try #require(symbolFrame(list, inside: trail))
    let topSymbol = try #require(symbolFrame(list, inside: top))
    #expect(abs(leadSymbol.minX - (lead.minX + 12)) < 1e-6, "leading: at the leading inset")
    #expect(abs(trailSymbol.maxX - (trail.maxX - 12)) < 1e-6, "trailing: at the trailing inset")
    #expect(abs(leadSymbol.midY - lead.midY) < 1e-6)
    #expect(abs(topSymbol.minY - (top.minY + 7)) < 1e-6, "top: under the top inset")
    #expect(abs(topSymbol.midX - top.midX) < 1e-6)
    #expect(top.height > lead.height + 10)
  }

  @Test func aWideButtonCentresItsTitle() throws {
    let (layout, list) = try scene()
    let wide = try #require(layout.frame("wide"))
    let run = list.items.compactMap { item -> TextRun? in
      if case .text(let run) = item, run.frame.minY >= wide.minY, run.frame.maxY <= wide.maxY {
        return run
      }
      return nil
    }.first
    let title = try #require(run)
    #expect(abs(title.frame.midX - wide.midX) < 1e-6)
  }

  @Test func aButtonSymbolNeedsAConfiguration() throws {
    let source = "form b\nscreen s {\n  button go \"Go\" { symbol: \"plus\"; pin-top; pin-leading }\n}\n"
    let error = #expect(throws: FormshotError.self) { try FormDocument(source: source, path: "b.form") }
    guard case .diagnostics(let diagnostics, _)? = error else {
      Issue.record("\(String(describing: error))")
      return
    }
    #expect(
      diagnostics.map(\.description) == [
        "b.form:3:20: error: a button's `symbol:` needs a `configuration:` (plain, gray, tinted, "
          + "filled, bordered, borderedProminent)"
      ])
  }
}
