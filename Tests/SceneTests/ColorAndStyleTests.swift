// Colours as forms write them (hex, LIGHT / DARK, @ opacity), the system palette, brand themes
// in dark, and the layer styling every view may have.
import Drawing
import Formshot
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing
@testable import Scene

@Suite struct ColorExpressionTests {
  @Test func hexPairsAndOpacityResolvePerAppearance() throws {
    let light = Theme.testLight
    let dark = Theme.testDark
    #expect(light.color("#1C1C1E / #F2F2F7") == Color(hex: "#1C1C1E"))
    #expect(dark.color("#1C1C1E / #F2F2F7") == Color(hex: "#F2F2F7"))
    #expect(light.color("#FF000080") == Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    #expect(light.color("label @ 0.6") == Color(red: 0, green: 0, blue: 0, alpha: 0.6))
    #expect(dark.color("label @ 0.6") == Color(red: 1, green: 1, blue: 1, alpha: 0.6))
    // The opacity multiplies the role's own alpha (secondaryLabel is 0.6 already).
    #expect(abs(light.color("secondaryLabel @ 0.5").alpha - 0.3) < 1e-12)
    #expect(light.color("#000000 @ 0.2 / #FFFFFF @ 0.4") == Color(red: 0, green: 0, blue: 0, alpha: 0.2))
    #expect(dark.color("#000000 @ 0.2 / #FFFFFF @ 0.4") == Color(red: 1, green: 1, blue: 1, alpha: 0.4))
  }

  @Test func canonicalTextRoundTrips() throws {
    for text in ["label", "#1C1C1E", "#FF3B3080", "label @ 0.6", "#1C1C1E / #F2F2F7",
      "systemRed @ 0.25 / systemPink"] {
      #expect(try ColorExpression.parse(text).description == text)
    }
    #expect(try ColorExpression.parse("#1c1c1e").description == "#1C1C1E")
    #expect(try ColorExpression.parse("systemRed @ 0.25 / systemPink").roles == ["systemRed", "systemPink"])
  }

  @Test(arguments: [
    ("#12345", "not a colour"), ("#GGGGGG", "not a colour"), ("label @ 2", "opacity"),
    ("a / b / c", "at most two"), ("label 0.5", "unexpected"),
  ])
  func badColoursAreRefusedWithAReason(text: String, reason: String) {
    #expect(throws: ColorExpression.ParseError.self) { try ColorExpression.parse(text) }
    do {
      _ = try ColorExpression.parse(text)
    } catch {
      #expect(error.message.contains(reason), "\(error.message)")
    }
  }

  /// Apple's published values (HIG "Color", iOS 13–18), light and dark.
  @Test func theSystemPaletteIsInBothBundledThemes() throws {
    let expected: [(String, String, String)] = [
      ("systemBlue", "#007AFF", "#0A84FF"), ("systemOrange", "#FF9500", "#FF9F0A"),
      ("systemYellow", "#FFCC00", "#FFD60A"), ("systemMint", "#00C7BE", "#63E6E2"),
      ("systemTeal", "#30B0C7", "#40C8E0"), ("systemCyan", "#32ADE6", "#64D2FF"),
      ("systemIndigo", "#5856D6", "#5E5CE6"), ("systemPurple", "#AF52DE", "#BF5AF2"),
      ("systemPink", "#FF2D55", "#FF375F"), ("systemBrown", "#A2845E", "#AC8E68"),
      ("systemRed", "#FF3B30", "#FF453A"), ("systemGreen", "#34C759", "#30D158"),
      ("systemGray", "#8E8E93", "#8E8E93"), ("systemGray2", "#AEAEB2", "#636366"),
      ("systemGray3", "#C7C7CC", "#48484A"), ("systemGray4", "#D1D1D6", "#3A3A3C"),
      ("systemGray5", "#E5E5EA", "#2C2C2E"), ("systemGray6", "#F2F2F7", "#1C1C1E"),
      ("opaqueSeparator", "#C6C6C8", "#38383A"),
      ("systemBackground", "#FFFFFF", "#000000"),
      ("secondarySystemBackground", "#F2F2F7", "#1C1C1E"),
      ("tertiarySystemBackground", "#FFFFFF", "#2C2C2E"),
      ("systemGroupedBackground", "#F2F2F7", "#000000"),
      ("secondarySystemGroupedBackground", "#FFFFFF", "#1C1C1E"),
      ("tertiarySystemGroupedBackground", "#F2F2F7", "#2C2C2E"),
    ]
    for (role, l, d) in expected {
      #expect(Theme.testLight.color(role) == Color(hex: l), "\(role) light")
      #expect(Theme.testDark.color(role) == Color(hex: d), "\(role) dark")
    }
    for role in ["label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "systemFill",
      "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "separator",
      "placeholderText", "link"] {
      #expect(Theme.testLight.defines(role) && Theme.testDark.defines(role), "\(role)")
    }
  }

  /// `--theme brand --state dark` must not paint the light palette: `inherit light` takes the
  /// dark palette in a dark state, and a `LIGHT / DARK` value its dark side.
  @Test func aBrandThemeOverLightGetsItsDarkCounterpart() throws {
    let text = "inherit light\ntint = #AF52DE / #BF5AF2\naccent = #FF00FF\n"
    let light = try ThemeLookup().parse(text, file: "brand.theme")
    let dark = try ThemeLookup().parse(text, file: "brand.theme", dark: true)
    #expect(light.color("groupedBackground") == Color(hex: "#F2F2F7"))
    #expect(dark.color("groupedBackground") == Color(hex: "#000000"))
    #expect(dark.color("label") == Color(hex: "#FFFFFF"))
    #expect(light.color("tint") == Color(hex: "#AF52DE"))
    #expect(dark.color("tint") == Color(hex: "#BF5AF2"))
    #expect(dark.color("accent") == Color(hex: "#FF00FF"))
  }
}

@Suite struct ViewStyleTests {
  func styled(_ style: ViewStyle, kind: ItemKind = .view(background: "cell", cornerRadius: 0),
    frame: Rect = Rect(x: 20, y: 100, width: 200, height: 40), child: Bool = false) -> DisplayList
  {
    var f = FormFixture()
    f.add("v", kind, frame)
    f.items[1].style = style
    if child {
      f.add("c", .view(background: "systemRed", cornerRadius: 0), in: "v",
        Rect(x: 0, y: 90, width: 400, height: 20))
    }
    return f.build()
  }

  @Test func capsuleIsHalfTheShorterSideOfTheSolvedFrame() {
    let wide = styled(ViewStyle(cornerRadius: .capsule))
    #expect(wide.fills(Theme.testLight.color("cell")) == [
      .rect(Rect(x: 20, y: 100, width: 200, height: 40), cornerRadius: 20)])
    let tall = styled(ViewStyle(cornerRadius: .capsule), frame: Rect(x: 0, y: 0, width: 30, height: 90))
    #expect(tall.fills(Theme.testLight.color("cell")) == [
      .rect(Rect(x: 0, y: 0, width: 30, height: 90), cornerRadius: 15)])
  }

  @Test func borderIsInsideTheBoundsAndOverTheSubviews() {
    let list = styled(ViewStyle(cornerRadius: .points(10), borderWidth: 2, borderColor: "systemBlue"),
      child: true)
    guard case .stroke(let shape, let color, let width, let dash)? = list.items.last else {
      Issue.record("the border is not the last item: \(list.items)")
      return
    }
    #expect(shape == .rect(Rect(x: 21, y: 101, width: 198, height: 38), cornerRadius: 9))
    #expect(color == Color(hex: "#007AFF") && width == 2 && dash.isEmpty)
  }

  @Test func alphaCompositesTheViewWithItsSubviews() {
    let list = styled(ViewStyle(alpha: 0.5), child: true)
    #expect(list.items.first == .pushLayer(opacity: 0.5))
    #expect(list.items.last == .pop)
    #expect(list.fills(Theme.testLight.color("systemRed")).count == 1)
    let invisible = styled(ViewStyle(alpha: 0), child: true)
    #expect(invisible.items.isEmpty)
  }

  @Test func clipsToBoundsClipsSubviewsToTheRoundedBounds() {
    let clipped = styled(ViewStyle(cornerRadius: .points(12), clipsToBounds: true), child: true)
    #expect(clipped.items.contains(.pushClip(.rect(Rect(x: 20, y: 100, width: 200, height: 40),
      cornerRadius: 12))))
    let unclipped = styled(ViewStyle(cornerRadius: .points(12)), child: true)
    #expect(!unclipped.items.contains { if case .pushClip = $0 { return true } else { return false } })
  }

  @Test func shadowIsDrawnUnderTheViewWithCALayerBlur() {
    let list = styled(ViewStyle(cornerRadius: .capsule,
      shadow: ViewStyle.Shadow(offsetX: 0, offsetY: 4, radius: 6, color: "#000000 @ 0.25")))
    #expect(list.items.first == .shadow(.rect(Rect(x: 20, y: 100, width: 200, height: 40),
      cornerRadius: 20), color: Color(red: 0, green: 0, blue: 0, alpha: 0.25),
      offset: Point(x: 0, y: 4), blur: 12, spread: 0))
  }

  @Test func disabledControlsAreDimmed() {
    let style = TextStyle(size: 17, weight: .semibold, lineHeight: 22)
    let button = ItemKind.button(ItemKind.Button(title: "Pay", style: .filled, textStyle: style))
    let enabled = styled(ViewStyle(), kind: button)
    let disabled = styled(ViewStyle(isEnabled: false), kind: button)
    #expect(enabled.fills(Theme.testLight.color("tint")).count == 1)
    #expect(disabled.fills(Theme.testLight.color("tint")).isEmpty)
    #expect(disabled.fills(Theme.testLight.color("fill")).count == 1)
    #expect(disabled.texts.map(\.color) == [Theme.testLight.color("tertiaryLabel")])
    let toggle = styled(ViewStyle(isEnabled: false), kind: .toggle(isOn: true),
      frame: Rect(x: 0, y: 0, width: 51, height: 31))
    #expect(toggle.items.first == .pushLayer(opacity: 0.5))
  }
}
