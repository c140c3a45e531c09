/// What Interface Builder views look like once painted (no layout here: the frames are the
/// engine's): text fields as UIKit draws them, not as the form language's grouped cells, and
/// table cells with their separators and accessory glyphs.
import AutoLayout
import Drawing
import Formshot
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import Scene
import Testing

@Suite struct PaintingTests {
  /// The display list of the file's first root in the light theme, with its frames by IB id.
  func painted(_ text: String, name: String = "fixture.xib", state: IBState = IBState()) throws -> (DisplayList, [String: Rect], Theme) {
    let (frames, resolved, result) = try Fixture.layout(text, name: name, state: state)
    let theme = try FormRenderer().theme(named: nil, for: resolved.form)
    return (SceneBuilder.build(form: resolved.form, layout: result, theme: theme), frames, theme)
  }

  /// `text` (a xib) with the resources that record the "plus" symbol's size, as Xcode writes
  /// them for a symbol a view uses.
  static func withPlusSymbol(_ text: String) -> String {
    text.replacingOccurrences(of: "</objects>", with: """
      </objects>
          <resources>
              <image name="plus" catalog="system" width="128" height="113"/>
          </resources>
      """)
  }

  /// A TV's screen, a Mac window and an iPhone's canvas have square corners: their
  /// regular-width renders (a wide iPhone in landscape is regular) do not get the rounded
  /// corners of an iPad sheet, which an iPad root keeps.
  @Test func tvMacAndPhoneScreensKeepSquareCorners() throws {
    func corners(_ text: String) throws -> (square: Bool, extraItems: Int) {
      let (_, resolved, result) = try Fixture.layout(text)
      let theme = try FormRenderer().theme(named: nil, for: resolved.form)
      var rounded = resolved.form
      rounded.environment.hasSquareCorners = false
      let asIs = SceneBuilder.build(form: resolved.form, layout: result, theme: theme).items.count
      let withCorners = SceneBuilder.build(form: rounded, layout: result, theme: theme).items.count
      return (resolved.form.environment.hasSquareCorners, withCorners - asIs)
    }
    let tv = try corners(AppleTVTests.tvXib())
    #expect(tv.square && tv.extraItems > 0)
    let mac = try corners(Fixture.screen("", constraints: "", device: "mac", size: (800, 600)))
    #expect(mac.square && mac.extraItems > 0)
    let pad = try corners(Fixture.screen("", constraints: "", device: "ipad10_9rounded", size: (820, 1180)))
    #expect(!pad.square && pad.extraItems == 0)
    // A wide iPhone in landscape has a regular width, but its screen is no iPad sheet.
    let phone = try corners(
      Fixture.screen("", constraints: "", device: "retina6_7", size: (926, 428))
        .replacingOccurrences(of: #"orientation="portrait""#, with: #"orientation="landscape""#))
    #expect(phone.square && phone.extraItems > 0)
  }

  /// Constraints that place `ids` as full-width rows, 16 pt in from the root's sides, the
  /// first 40 pt below the safe area's top and each next one `pitch` lower (ids tagged `tag`).
  func rows(_ ids: [String], tag: String, pitch: Int) -> String {
    ids.enumerated().map { i, id in
      """
                  <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="\(tag)\(i)l-00-001"/>
                  <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="16" id="\(tag)\(i)t-00-001"/>
                  <constraint firstItem="\(id)" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="\(40 + pitch * i)" id="\(tag)\(i)y-00-001"/>
      """
    }.joined(separator: "\n")
  }

  func field(_ id: String, border: String, alignment: String, placeholder: String, y: Int) -> String {
    """
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="\(border)" placeholder="\(placeholder)" textAlignment="\(alignment)" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="16" y="\(y)" width="361" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
    """
  }

  /// A borderless field draws nothing but its text, from its own edges (a clear field on a
  /// coloured screen shows the screen); a rounded one its white bezel with corners of 5 and
  /// its text 7 pt in. Neither is the form language's card (corners of 12, text 16 + 8 in),
  /// and `textAlignment` is honoured.
  @Test func textFieldsAreDrawnAsUIKitDrawsThem() throws {
    let constraints = rows(["fld-00-001", "fld-00-002"], tag: "c", pitch: 50)
    let text = Fixture.screen(
      field("fld-00-001", border: "none", alignment: "center", placeholder: "Code", y: 99)
        + field("fld-00-002", border: "roundedRect", alignment: "natural", placeholder: "Email", y: 149),
      constraints: constraints)
    let (list, frames, theme) = try painted(text)
    let code = try #require(frames["fld-00-001"]), email = try #require(frames["fld-00-002"])
    let cards = list.items.filter {
      if case .fill(.rect(_, cornerRadius: 12), _) = $0 { return true } else { return false }
    }
    #expect(cards.isEmpty, "\(cards)")
    let runs = list.items.compactMap { item -> TextRun? in
      if case .text(let run) = item { return run } else { return nil }
    }
    let codeRun = try #require(runs.first { $0.string == "Code" })
    #expect(codeRun.alignment == .center)
    #expect(abs(codeRun.frame.minX - code.minX) < 1e-9 && abs(codeRun.frame.maxX - code.maxX) < 1e-9)
    let emailRun = try #require(runs.first { $0.string == "Email" })
    #expect(emailRun.alignment == .leading)
    #expect(abs(emailRun.frame.minX - (email.minX + 7)) < 1e-9, "\(emailRun.frame) in \(email)")
    #expect(abs(emailRun.frame.maxX - (email.maxX - 7)) < 1e-9)
    #expect(list.items.contains(.fill(.rect(email, cornerRadius: 5), .solid(theme.color("systemBackground")))))
    #expect(!list.items.contains { if case .fill(.rect(code, _), _) = $0 { return true } else { return false } })
  }

  /// A field's typed value is drawn in its `textColor` (white on a dark screen), its
  /// placeholder in the placeholder's own colour whatever the text colour.
  @Test func aFieldsValueIsDrawnInItsTextColour() throws {
    let white = #"<color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
    let valued = field("fld-00-001", border: "bezel", alignment: "right", placeholder: "Game id", y: 99)
      .replacingOccurrences(of: #"placeholder="Game id""#, with: #"placeholder="Game id" text="15840""#)
      .replacingOccurrences(of: "<textInputTraits", with: white + "\n<textInputTraits")
    let empty = field("fld-00-002", border: "bezel", alignment: "natural", placeholder: "Mode", y: 149)
      .replacingOccurrences(of: "<textInputTraits", with: white + "\n<textInputTraits")
    let constraints = ["fld-00-001", "fld-00-002"].enumerated().map { i, id in
      """
                  <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="c\(i)l-00-001"/>
                  <constraint firstItem="\(id)" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="\(40 + 50 * i)" id="c\(i)y-00-001"/>
      """
    }.joined(separator: "\n")
    let (list, _, theme) = try painted(Fixture.screen(valued + empty, constraints: constraints))
    let runs = list.items.compactMap { item -> TextRun? in
      if case .text(let run) = item { return run } else { return nil }
    }
    #expect(try #require(runs.first { $0.string == "15840" }).color == Color(red: 1, green: 1, blue: 1))
    #expect(try #require(runs.first { $0.string == "Mode" }).color == theme.color("tertiaryLabel"))
  }

  func button(_ id: String, configuration: String, y: Int) -> String {
    """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="16" y="\(y)" width="200" height="35"/>
                    <state key="normal" title="Button"/>
                    <buttonConfiguration key="configuration" \(configuration) title="Continue"/>
                </button>
    """
  }

  /// iOS 15 configurations draw their backgrounds: gray in `tertiarySystemFill`, tinted the
  /// tint at 15 %, filled the tint, with the medium size's corners (8), or a capsule.
  @Test func configurationButtonsDrawTheirBackgrounds() throws {
    let ids = ["btn-00-001", "btn-00-002", "btn-00-003", "btn-00-004"]
    let constraints = rows(ids, tag: "b", pitch: 50)
    let text = Fixture.screen(
      button(ids[0], configuration: #"style="gray""#, y: 99)
        + button(ids[1], configuration: #"style="tinted""#, y: 149)
        + button(ids[2], configuration: #"style="filled" cornerStyle="capsule""#, y: 199)
        + button(ids[3], configuration: #"style="plain""#, y: 249),
      constraints: constraints)
    let (list, frames, theme) = try painted(text)
    let f = try ids.map { try #require(frames[$0]) }
    let tint = theme.color("tint")
    #expect(list.items.contains(.fill(.rect(f[0], cornerRadius: 8), .solid(theme.color("tertiarySystemFill")))))
    #expect(list.items.contains(.fill(.rect(f[1], cornerRadius: 8), .solid(tint.withAlpha(tint.alpha * 0.15)))))
    #expect(list.items.contains(.fill(.rect(f[2], cornerRadius: f[2].height / 2), .solid(tint))))
    #expect(!list.items.contains { if case .fill(.rect(f[3], _), _) = $0 { return true } else { return false } })
  }

  /// A scrolling text view (no size from its text) draws its text inside its container's
  /// insets, 8 pt down and 5 pt in, as UITextView does; not against its corner.
  @Test func textViewTextSitsInsideTheContainerInsets() throws {
    let text = Fixture.screen(
      """
                <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" editable="NO" text="Release notes" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="txv-00-001">
                    <rect key="frame" x="16" y="99" width="361" height="200"/>
                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                    <textInputTraits key="textInputTraits" autocapitalizationType="sentences"/>
                </textView>
      """,
      constraints: """
                  <constraint firstItem="txv-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="tv1-00-001"/>
                  <constraint firstAttribute="trailing" secondItem="txv-00-001" secondAttribute="trailing" constant="16" id="tv2-00-001"/>
                  <constraint firstItem="txv-00-001" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="40" id="tv3-00-001"/>
                  <constraint firstItem="txv-00-001" firstAttribute="height" constant="200" id="tv4-00-001"/>
      """)
    let (list, frames, _) = try painted(text)
    let view = try #require(frames["txv-00-001"])
    let run = try #require(list.items.compactMap { item -> TextRun? in
      if case .text(let run) = item, run.string == "Release notes" { return run } else { return nil }
    }.first)
    #expect(run.frame == Rect(x: view.minX + 5, y: view.minY + 8, width: view.width - 10, height: view.height - 16))
  }

  /// A progress view shows its progress: the tint from its leading edge over that share of
  /// its track (none at 0, the default when the file has no `progress`).
  @Test func progressViewsFillTheirProgress() throws {
    func bar(_ id: String, _ progress: String, y: Int) -> String {
      """
                <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" \(progress) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="16" y="\(y)" width="361" height="4"/>
                </progressView>
      """
    }
    let ids = ["prg-00-001", "prg-00-002"]
    let constraints = rows(ids, tag: "p", pitch: 20)
    let text = Fixture.screen(bar(ids[0], #"progress="0.25""#, y: 99) + bar(ids[1], "", y: 119), constraints: constraints)
    let (list, frames, theme) = try painted(text)
    let a = try #require(frames[ids[0]])
    // A quarter of the bar, to the pixel (the fill is placed on the 3x grid).
    let fills = list.fills(theme.color("tint"))
    guard fills.count == 1, case .rect(let filled, let radius) = fills[0] else {
      Issue.record("one tinted fill expected: \(fills)")
      return
    }
    #expect(filled.origin == a.origin && filled.height == a.height && radius == a.height / 2)
    #expect(abs(filled.width - a.width * 0.25) < 0.5 / 3 + 0.01, "\(filled)")
  }

  /// An activity indicator shows its eight spokes in UIKit's gray (white for the old white
  /// style), the top one darkest; one that hides when stopped and is written hidden draws
  /// nothing.
  @Test func activityIndicatorsDrawTheirSpokes() throws {
    func spinner(_ id: String, _ extra: String, x: Int) -> String {
      """
                <activityIndicatorView opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" \(extra) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="\(x)" y="99" width="20" height="20"/>
                </activityIndicatorView>
      """
    }
    let ids = ["act-00-001", "act-00-002", "act-00-003"]
    let constraints = ids.enumerated().map { i, id in
      """
                  <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="\(16 + 40 * i)" id="a\(i)l-00-001"/>
                  <constraint firstItem="\(id)" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="40" id="a\(i)y-00-001"/>
      """
    }.joined(separator: "\n")
    let text = Fixture.screen(
      spinner(ids[0], #"style="medium""#, x: 16) + spinner(ids[1], #"style="whiteLarge""#, x: 56)
        + spinner(ids[2], #"hidden="YES" hidesWhenStopped="YES" style="medium""#, x: 96),
      constraints: constraints)
    let (list, frames, theme) = try painted(text)
    func spokes(in frame: Rect) -> [Color] {
      list.items.compactMap {
        guard case .stroke(.path(let elements), let color, _, _) = $0,
          case .move(let p)? = elements.first, frame.contains(p) else { return nil }
        return color
      }
    }
    let gray = theme.color("secondaryLabel")
    let medium = spokes(in: try #require(frames[ids[0]]))
    #expect(medium.count == 8)
    #expect(medium.first == gray && medium.allSatisfy { $0.red == gray.red && $0.alpha <= gray.alpha })
    let large = try #require(frames[ids[1]])
    #expect(large.width == 37)
    #expect(spokes(in: large).count == 8 && spokes(in: large).first == theme.color("white"))
    #expect(spokes(in: try #require(frames[ids[2]])).isEmpty)
  }

  /// A grouped static table of two sections (rows of `TableRowTests`, each with a switch):
  /// two rows, the second with a disclosure indicator, then one with a checkmark.
  func table(separators: String) -> String {
    let rows = TableRowTests()
    let table = #"dataMode="static" style="grouped" separatorStyle="\#(separators)" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18""#
    return Fixture.storyboard(Fixture.tableViewController(table, Fixture.staticSections([
      ("sec-00-001", """
    \(rows.row(1, y: 18, accessory: nil, contentWidth: 414))
    \(rows.row(2, y: 62, accessory: "disclosureIndicator", contentWidth: 383.5))
    """),
      ("sec-00-002", """
    \(rows.row(3, y: 142, accessory: "checkmark", contentWidth: 374))
    """),
    ])))
  }

  /// A table cell is opaque (in a grouped table its secondary background), has a separator above it unless it
  /// opens its section (inset to the row's margin: 20 on a 414-pt iPhone) or its table has
  /// none, and draws its accessory glyph ending at that margin from the trailing edge.
  @Test func tableCellsDrawSeparatorsAndAccessories() throws {
    let (list, frames, theme) = try painted(table(separators: "default"), name: "fixture.storyboard")
    let second = try #require(frames["cel-00-002"])
    #expect(
      list.fills(theme.color("separator"))
        == [.rect(Rect(x: second.minX + 20, y: second.minY, width: second.width - 20, height: 0.5), cornerRadius: 0)])
    for id in ["cel-00-001", "cel-00-002", "cel-00-003"] {
      let frame = try #require(frames[id])
      #expect(list.fills(theme.color("secondarySystemGroupedBackground")).contains(.rect(frame, cornerRadius: 0)), "\(id)")
    }
    // The chevron (in tertiaryLabel) and the checkmark (in the tint) end 20 pt in, less
    // their 1-pt inset.
    func rightmost(_ color: Color) -> [Double] {
      list.items.compactMap {
        guard case .stroke(.path(let elements), color, _, _) = $0 else { return nil }
        return elements.compactMap { e -> Double? in
          if case .line(let p) = e { return p.x }
          if case .move(let p) = e { return p.x }
          return nil
        }.max()
      }
    }
    #expect(rightmost(theme.color("tertiaryLabel")) == [second.maxX - 20 - 1])
    let third = try #require(frames["cel-00-003"])
    #expect(rightmost(theme.color("tint")) == [third.maxX - 20 - 1])

    let (plain, _, _) = try painted(table(separators: "none"), name: "fixture.storyboard")
    #expect(plain.fills(theme.color("separator")).isEmpty)
    // In dark appearance a grouped table's cells are its secondary background, not black.
    var dark = IBState()
    dark.appearance = .dark
    let (darkList, _, darkTheme) = try painted(table(separators: "default"), name: "fixture.storyboard", state: dark)
    #expect(darkList.fills(darkTheme.color("secondarySystemGroupedBackground")).contains(.rect(second, cornerRadius: 0)))
    #expect(darkTheme.color("secondarySystemGroupedBackground") != darkTheme.color("systemBackground"))
  }

  /// Page controls draw their dots — 8 pt every 16 pt centred in the control, the current
  /// page's in its tint (white and translucent white by default, the file's tints when set) —
  /// and steppers the rounded − | + control, a side at its limit or a disabled stepper's
  /// glyphs dimmed; neither is a caption any more, and their sizes are UIKit's as before
  /// (78 × 26 for four pages from Xcode 12, 94 × 32).
  @Test func pageControlsAndSteppersAreDrawnAsControls() throws {
    func stepper(_ id: String, _ extra: String, x: Int) -> String {
      """
                  <stepper opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(extra) maximumValue="10" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                      <rect key="frame" x="\(x)" y="300" width="94" height="29"/>
                  </stepper>
      """
    }
    let views = """
                  <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="4" currentPage="1" translatesAutoresizingMaskIntoConstraints="NO" id="pgc-00-001">
                      <rect key="frame" x="0" y="0" width="10" height="10"/>
                  </pageControl>
                  <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="pgc-00-002">
                      <rect key="frame" x="0" y="50" width="10" height="10"/>
                      <color key="pageIndicatorTintColor" systemColor="systemGray4Color"/>
                      <color key="currentPageIndicatorTintColor" systemColor="systemRedColor"/>
                  </pageControl>
      """ + stepper("stp-00-001", "", x: 16) + stepper("stp-00-002", #"value="4""#, x: 150)
      + stepper("stp-00-003", #"enabled="NO" value="4""#, x: 283)
    let constraints = """
                  <constraint firstItem="pgc-00-001" firstAttribute="centerX" secondItem="roo-t0-vw1" secondAttribute="centerX" id="pg1-cx-001"/>
                  <constraint firstItem="pgc-00-001" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="20" id="pg1-tp-001"/>
                  <constraint firstItem="pgc-00-002" firstAttribute="centerX" secondItem="roo-t0-vw1" secondAttribute="centerX" id="pg2-cx-001"/>
                  <constraint firstItem="pgc-00-002" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="60" id="pg2-tp-001"/>
      """ + ["stp-00-001", "stp-00-002", "stp-00-003"].enumerated().map { i, id in
        """
                  <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="\(16 + 130 * i)" id="st\(i)-ld-001"/>
                  <constraint firstItem="\(id)" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="120" id="st\(i)-tp-001"/>
        """
      }.joined(separator: "\n")
    let (list, frames, theme) = try painted(Fixture.screen(views, constraints: constraints))
    let first = try #require(frames["pgc-00-001"]), second = try #require(frames["pgc-00-002"])
    // Xcode 15's control (17.5 n + 21 wide): 4 pages 91, 3 pages 73.5 (73.67 on the 3x grid).
    #expect(abs(first.width - 91) < 0.01 && first.height == 26 && abs(second.width - 73.5) < 1.0 / 3)
    func dots(in frame: Rect) -> [(Rect, Color)] {
      list.items.compactMap {
        if case .fill(.rect(let r, let radius), .solid(let c)) = $0, radius == 4, r.width == 8,
          frame.contains(Point(x: r.midX, y: r.midY)) { return (r, c) }
        return nil
      }
    }
    let white = theme.color("white")
    let firstDots = dots(in: first)
    #expect(firstDots.map(\.0.minX) == [first.midX - 28, first.midX - 12, first.midX + 4, first.midX + 20])
    #expect(firstDots.map(\.1) == [white.withAlpha(0.3), white, white.withAlpha(0.3), white.withAlpha(0.3)])
    #expect(firstDots.allSatisfy { abs($0.0.midY - first.midY) < 1e-9 })
    #expect(dots(in: second).map(\.1) == [theme.color("systemRed"), theme.color("systemGray4"), theme.color("systemGray4")])
    let steppers = try ["stp-00-001", "stp-00-002", "stp-00-003"].map { try #require(frames[$0]) }
    #expect(steppers.allSatisfy { $0.width == 94 && $0.height == 32 })
    for s in steppers {
      #expect(list.fills(theme.color("fill")).contains(.rect(s, cornerRadius: 8)))
    }
    /// The glyph bars drawn in `ink` inside `frame`'s left or right half.
    func bars(_ ink: Color, _ frame: Rect, left: Bool) -> Int {
      list.fills(ink).filter {
        guard case .rect(let r, _) = $0, r.width <= 14, r.height <= 14 else { return false }
        return left ? (r.midX < frame.midX && r.minX > frame.minX) : (r.midX > frame.midX && r.maxX < frame.maxX)
      }.count
    }
    let label = theme.color("label"), dim = theme.color("tertiaryLabel")
    // At the minimum (0) the − is dimmed; the + steps.
    #expect(bars(dim, steppers[0], left: true) == 1 && bars(label, steppers[0], left: false) == 2)
    // In range both step.
    #expect(bars(label, steppers[1], left: true) == 1 && bars(label, steppers[1], left: false) == 2)
    // Disabled: both dimmed (the + as one translucent layer of two opaque bars).
    #expect(bars(dim, steppers[2], left: true) == 1 && bars(dim.withAlpha(1), steppers[2], left: false) == 2)
    let texts = list.items.compactMap { item -> String? in
      if case .text(let run) = item { return run.string } else { return nil }
    }
    #expect(!texts.contains { $0.contains("•") || $0.contains("−") })
  }

  /// A symbol in a classic button takes its title's point size (15 pt for a system button,
  /// its own font's otherwise; a `preferredSymbolConfiguration` point size and scale win) and
  /// is drawn at that size, centred with the title as a group — not stretched over the
  /// 20-pt-tall slot the button's layout keeps for it, which stays as it was.
  @Test func symbolsInClassicButtonsFollowTheTitleFont() throws {
    func button(_ id: String, _ state: String, font: String = "", y: Int) -> String {
      """
                  <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                      <rect key="frame" x="16" y="\(y)" width="80" height="30"/>
                      \(font)
                      \(state)
                  </button>
      """
    }
    let views = button("btn-00-001", #"<state key="normal" image="plus" catalog="system"/>"#, y: 100)
      + button("btn-00-002", #"<state key="normal" title="Add" image="plus" catalog="system"/>"#,
               font: #"<fontDescription key="fontDescription" type="boldSystem" pointSize="13"/>"#, y: 150)
      + button("btn-00-003", """
                      <state key="normal" image="plus" catalog="system">
                          <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="24" scale="large"/>
                      </state>
        """, y: 200)
    let constraints = (1...3).map { i in
      """
                  <constraint firstItem="btn-00-00\(i)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="b\(i)l-00-001"/>
                  <constraint firstItem="btn-00-00\(i)" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="\(50 * i)" id="b\(i)t-00-001"/>
      """
    }.joined(separator: "\n")
    let text = Self.withPlusSymbol(Fixture.screen(views, constraints: constraints))
    let (list, frames, _) = try painted(text)
    let runs = list.items.compactMap { item -> SymbolRun? in
      if case .symbol(let run) = item { return run } else { return nil }
    }
    #expect(runs.count == 3)
    // The layout keeps the image's slot: the recorded 128 × 113 with its longer side 20 pt,
    // 20 × 17.66, in a button at least its empty title's line (15 pt: 18) tall.
    let plain = try #require(frames["btn-00-001"])
    #expect(plain.width == 20 && plain.height == 18)
    // The glyph at 15 pt (the system button's title font): its live area 15 × 15 with the
    // fixed measurer, centred in the frame.
    let first = try #require(runs.first { plain.contains(Point(x: $0.frame.midX, y: $0.frame.midY)) })
    #expect(first.style.size == 15 * 1.2)
    #expect(first.frame.size == Size(width: 15, height: 15))
    #expect(abs(first.frame.midX - plain.midX) < 1e-9 && abs(first.frame.midY - plain.midY) < 1e-9)
    // A 13-pt bold title: a 13-pt symbol, stroked heavier, beside the title as one centred group.
    let titled = try #require(frames["btn-00-002"])
    let second = try #require(runs.first { titled.contains(Point(x: $0.frame.midX, y: $0.frame.midY)) })
    #expect(second.style.size == 13 * 1.2 && second.outlineWidth > 0)
    let title = try #require(list.items.compactMap { item -> TextRun? in
      if case .text(let run) = item, run.string == "Add" { return run } else { return nil }
    }.first)
    #expect(abs(title.frame.minX - second.frame.maxX) < 1e-9)
    #expect(abs((second.frame.minX + title.frame.maxX) / 2 - titled.midX) < 1e-9)
    // A configured point size and scale: 24 pt, large.
    let configured = try #require(frames["btn-00-003"])
    let third = try #require(runs.first { configured.contains(Point(x: $0.frame.midX, y: $0.frame.midY)) })
    #expect(abs(third.style.size - 24 * 1.29 * 1.2) < 1e-9)
  }

  /// A filled configuration's title is in its `baseForegroundColor` (Mixin's "I already have
  /// an account", theme-blue on a pale capsule, had been white on it), and its image sits where
  /// `imagePlacement` puts it: above the title, both centred across the button.
  @Test func aFilledConfigurationKeepsItsForegroundAndImagePlacement() throws {
    let views = """
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <buttonConfiguration key="configuration" style="filled" imagePlacement="top" title="Add" imagePadding="4">
                            <imageReference key="image" image="plus" catalog="system"/>
                            <color key="baseForegroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="baseBackgroundColor" white="0.94999999999999996" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </buttonConfiguration>
                    </button>
    """
    let text = Self.withPlusSymbol(Fixture.screen(views, constraints: """
                <constraint firstItem="btn-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="b1l-00-001"/>
                <constraint firstItem="btn-00-001" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="50" id="b1t-00-001"/>
    """))
    let (list, frames, _) = try painted(text)
    let button = try #require(frames["btn-00-001"])
    let title = try #require(list.items.compactMap { item -> TextRun? in
      if case .text(let run) = item, run.string == "Add" { return run } else { return nil }
    }.first)
    #expect(title.color == Color(red: 1, green: 0, blue: 0, alpha: 1))
    let symbol = try #require(list.items.compactMap { item -> SymbolRun? in
      if case .symbol(let run) = item { return run } else { return nil }
    }.first)
    #expect(symbol.frame.maxY + 4 <= title.frame.minY + 1e-9)
    #expect(abs(symbol.frame.midX - button.midX) < 1e-9)
    #expect(abs(title.frame.midX - button.midX) < 1e-9)
  }

  /// A symbol image view stretched wider than its image (corona-warn-app's settings row pins
  /// a chevron between a title and the row's edge) keeps the symbol's aspect: aspect-fit draws
  /// it as tall as the view and as wide as that height allows, centred, not smeared across the
  /// row; scale-to-fill still fills the view.
  @Test func aSymbolImageViewKeepsTheSymbolsAspect() throws {
    func chevron(_ id: String, mode: String, y: Int) -> String {
      """
                  <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="\(mode)" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                      <rect key="frame" x="16" y="\(y)" width="300" height="20"/>
                  </imageView>
      """
    }
    let ids = ["img-00-001", "img-00-002"]
    let constraints = rows(ids, tag: "i", pitch: 50)
    let text = Fixture.screen(
      chevron(ids[0], mode: "scaleAspectFit", y: 99) + chevron(ids[1], mode: "scaleToFill", y: 149),
      constraints: constraints
    ).replacingOccurrences(
      of: "</objects>",
      with: "</objects>\n<resources><image name=\"chevron.right\" catalog=\"system\" width=\"96\" height=\"128\"/></resources>")
    let (list, frames, _) = try painted(text)
    let runs = list.items.compactMap { item -> SymbolRun? in
      if case .symbol(let run) = item { return run } else { return nil }
    }
    let fitted = try #require(frames["img-00-001"]), filled = try #require(frames["img-00-002"])
    #expect(fitted.width > 300 && filled.width > 300)
    let fit = try #require(runs.first { fitted.contains(Point(x: $0.frame.midX, y: $0.frame.midY)) })
    #expect(abs(fit.frame.height - fitted.height) < 1e-9 && fit.frame.width < fitted.height, "\(fit.frame) in \(fitted)")
    #expect(abs(fit.frame.midX - fitted.midX) < 1e-9)
    let fill = try #require(runs.first { filled.contains(Point(x: $0.frame.midX, y: $0.frame.midY)) })
    #expect(fill.frame == filled)
  }
}

extension DisplayList {
  /// Solid fills of `color`, with their shapes.
  func fills(_ color: Color) -> [Shape] {
    items.compactMap {
      if case .fill(let shape, .solid(let c)) = $0, c == color { return shape }
      return nil
    }
  }
}
