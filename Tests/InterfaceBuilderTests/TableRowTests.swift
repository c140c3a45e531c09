/// Rows of static tables on settings-style storyboards written for the tests (a 414-pt iPhone
/// 11): a content view beside an accessory, wrapping text inside a row.
import AutoLayout
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import LayoutVocabulary
import Testing

@Suite struct TableRowTests {
  /// One static row at `y` whose switch sits 10 pt inside its content view's trailing margin.
  func row(_ n: Int, y: Double, accessory: String?, contentWidth: Double) -> String {
    let type = accessory.map { " accessoryType=\"\($0)\"" } ?? ""
    return Fixture.tableViewCell(
      "cel-00-00\(n)", #"contentMode="scaleToFill" selectionStyle="none"\#(type) indentationWidth="10""#,
      frame: (0, y, 414, 44), content: "cnt-00-00\(n)", contentWidth: contentWidth, """
                                                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-00\(n)">
                                                        <rect key="frame" x="1" y="1" width="51" height="31"/>
                                                    </switch>
    """, constraints: """
                                                    <constraint firstItem="swi-00-00\(n)" firstAttribute="centerY" secondItem="cnt-00-00\(n)" secondAttribute="centerY" id="v0\(n)-00-000"/>
                                                    <constraint firstAttribute="trailingMargin" secondItem="swi-00-00\(n)" secondAttribute="trailing" constant="10" id="h0\(n)-00-000"/>
    """)
  }

  /// The static table view of a settings screen: inset grouped, rows sized by their content.
  static let insetGrouped = #"dataMode="static" style="insetGrouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="18" sectionFooterHeight="18""#

  /// Without an accessory the content view spans the row and its trailing margin is the
  /// device's 20; beside a disclosure indicator, a checkmark or a detail button the content
  /// view ends before the accessory (its stored width) and its trailing margin is 8.
  @Test func contentViewBesideAnAccessoryHasAnEightPointTrailingMargin() throws {
    let text = Fixture.storyboard(Fixture.tableViewController(Self.insetGrouped, Fixture.staticSections([("sec-00-001", """
    \(row(1, y: 100, accessory: nil, contentWidth: 414))
    \(row(2, y: 144, accessory: "disclosureIndicator", contentWidth: 383.5))
    \(row(3, y: 188, accessory: "checkmark", contentWidth: 374))
    \(row(4, y: 232, accessory: "detailButton", contentWidth: 370))
    """)])))
    let (frames, _, result) = try Fixture.layout(text, name: "fixture.storyboard", state: Fixture.listsAsStored)
    #expect(result.brokenConstraints.isEmpty, "\(result.brokenConstraints)")
    // A switch's alignment rect is 49 × 31, centred in the 44-pt row.
    Fixture.expectFrame(frames, "swi-00-001", 414 - 20 - 10 - 49, 106.5, 49, 31)
    Fixture.expectFrame(frames, "swi-00-002", 383.5 - 8 - 10 - 49, 150.5, 49, 31)
    Fixture.expectFrame(frames, "swi-00-003", 374 - 8 - 10 - 49, 194.5, 49, 31)
    Fixture.expectFrame(frames, "swi-00-004", 370 - 8 - 10 - 49, 238.5, 49, 31)
  }

  /// A settings list longer than the screen: its last static row, 44 tall at y 1000 of an
  /// 896-pt screen, holds a box on its content view's margins.
  static let longList = Fixture.storyboard(Fixture.tableViewController(
    id: "vc0-00-002", table: "tbl-00-002", insetGrouped, Fixture.staticSections([("sec-00-002", Fixture.tableViewCell(
      "cel-00-010",
      #"clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10""#,
      frame: (20, 1000, 374, 44), content: "cnt-00-010",
      contentAttributes: #" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO""#, """
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-010">
                                                        <rect key="frame" x="20" y="11" width="334" height="22"/>
                                                    </view>
    """, constraints: """
                                                    <constraint firstItem="box-00-010" firstAttribute="top" secondItem="cnt-00-010" secondAttribute="topMargin" id="c01-00-010"/>
                                                    <constraint firstAttribute="bottomMargin" secondItem="box-00-010" secondAttribute="bottom" id="c02-00-010"/>
                                                    <constraint firstItem="box-00-010" firstAttribute="leading" secondItem="cnt-00-010" secondAttribute="leadingMargin" id="c03-00-010"/>
                                                    <constraint firstAttribute="trailingMargin" secondItem="box-00-010" secondAttribute="trailing" id="c04-00-010"/>
    """))])))

  /// A static row of a settings screen on a 375-pt iPhone: a label on its content view's
  /// leading margin and a switch on its trailing one, the row and its content view preserving
  /// their superviews' margins or not.
  static func rowOnMargins(tools: String, preserves: Bool) -> String {
    let keep = preserves ? #" preservesSuperviewLayoutMargins="YES""# : ""
    let cell = Fixture.tableViewCell(
      "cel-00-020", #"clipsSubviews="YES" contentMode="scaleToFill"\#(keep) selectionStyle="none" indentationWidth="10""#,
      frame: (0, 35, 375, 44), content: "cnt-00-020",
      contentAttributes: keep + (preserves ? #" layoutMarginsFollowReadableWidth="YES""# : ""), """
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Upper Case" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-020">
                                                        <rect key="frame" x="15" y="11" width="288" height="21"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        <nil key="highlightedColor"/>
                                                    </label>
                                                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-020">
                                                        <rect key="frame" x="311" y="6" width="51" height="31"/>
                                                    </switch>
    """, constraints: """
                                                    <constraint firstItem="lbl-00-020" firstAttribute="leading" secondItem="cnt-00-020" secondAttribute="leadingMargin" id="c01-00-020"/>
                                                    <constraint firstItem="lbl-00-020" firstAttribute="centerY" secondItem="cnt-00-020" secondAttribute="centerY" id="c02-00-020"/>
                                                    <constraint firstItem="swi-00-020" firstAttribute="leading" secondItem="lbl-00-020" secondAttribute="trailing" constant="8" id="c03-00-020"/>
                                                    <constraint firstAttribute="trailingMargin" secondItem="swi-00-020" secondAttribute="trailing" id="c04-00-020"/>
                                                    <constraint firstItem="swi-00-020" firstAttribute="centerY" secondItem="cnt-00-020" secondAttribute="centerY" id="c05-00-020"/>
    """)
    return Fixture.storyboard(tools: tools, device: "retina4_7", Fixture.tableViewController(
      #"dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="18" sectionFooterHeight="18""#,
      size: (375, 667), Fixture.staticSections([("sec-00-020", cell)])))
  }

  /// Up to iOS 10 (files of Xcode 8 and earlier) a table's own side margins were 15, its
  /// separator inset: a row that preserves them has 15 at its sides, one that does not UIView's
  /// 8. From Xcode 9 a row has the screen's 16 either way.
  @Test func rowsPreservingTheirTablesMarginsHadFifteenBeforeXcode9() throws {
    for (tools, preserves, side) in [("12120", true, 15.0), ("12120", false, 8.0), ("13771", true, 16.0), ("13771", false, 16.0)] {
      let (frames, _, result) = try Fixture.layout(
        Self.rowOnMargins(tools: tools, preserves: preserves), name: "fixture.storyboard", state: Fixture.listsAsStored)
      #expect(result.brokenConstraints.isEmpty, "\(result.brokenConstraints)")
      #expect(abs((frames["lbl-00-020"]?.minX ?? -1) - side) < 0.01, "Xcode \(tools), preserving \(preserves)")
      #expect(abs((frames["swi-00-020"]?.maxX ?? -1) - (375 - side)) < 0.01, "Xcode \(tools), preserving \(preserves)")
    }
  }

  /// A table's margins are its rows': on a 393-pt iPhone a root table has 20 at its sides (a
  /// plain root view 16), so a header view that preserves them holds its search bar, pinned
  /// 10 outside their margins, 10 in.
  @Test func headerPreservingARootTablesMarginsHasTheRowMargin() throws {
    let header = """
                            <view key="tableHeaderView" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" id="hdr-00-030">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="56"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-030">
                                        <rect key="frame" x="10" y="0.0" width="373" height="56"/>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="bar-00-030" firstAttribute="leading" secondItem="hdr-00-030" secondAttribute="leadingMargin" constant="-10" id="c01-00-030"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="bar-00-030" secondAttribute="trailing" constant="-10" id="c02-00-030"/>
                                    <constraint firstItem="bar-00-030" firstAttribute="top" secondItem="hdr-00-030" secondAttribute="top" id="c03-00-030"/>
                                    <constraint firstAttribute="bottom" secondItem="bar-00-030" secondAttribute="bottom" id="c04-00-030"/>
                                </constraints>
                            </view>
    """
    let text = Fixture.storyboard(tools: "24506", device: "retina6_12", Fixture.tableViewController(
      #"dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28""#,
      size: (393, 852), header))
    let (frames, _, result) = try Fixture.layout(text, name: "fixture.storyboard", state: Fixture.listsAsStored)
    #expect(result.brokenConstraints.isEmpty, "\(result.brokenConstraints)")
    Fixture.expectFrame(frames, "bar-00-030", 10, 0, 373, 56)
  }

  /// A row takes only its list's side margins: below the screen's bottom edge it keeps its
  /// content view's 11 above and below (the list's bottom margin, 896 pt down, does not reach
  /// 144 pt into it and turn the box inside out).
  @Test func rowBelowTheScreenKeepsItsOwnVerticalMargins() throws {
    let (frames, _, result) = try Fixture.layout(Self.longList, name: "fixture.storyboard", state: Fixture.listsAsStored)
    #expect(result.brokenConstraints.isEmpty, "\(result.brokenConstraints)")
    Fixture.expectFrame(frames, "box-00-010", 20 + 20, 1000 + 11, 374 - 40, 22)
  }

  /// A wrapping label in a row, hugging its text at 251 with only a `>=` constraint to the
  /// switch on its right: wrapped at the width it can have (374 - 49 - 8 = 317 pt), it is as
  /// wide as its widest line, as UILabel's second layout pass makes it. (The row is placed by
  /// the table after the table's own layout; the text must not be wrapped before that.)
  @Test func wrappingLabelInARowIsAsWideAsItsWidestLine() throws {
    // 10 pt text, 5 pt per character: "abcdefgh" is 40 wide, 45 with its space.
    let words = Array(repeating: "abcdefgh", count: 16).joined(separator: " ")
    let table = #"dataMode="static" style="grouped" separatorStyle="default" rowHeight="-1" estimatedRowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10""#
    let row = Fixture.tableViewCell(
      "cel-00-001", #"contentMode="scaleToFill" selectionStyle="none" indentationWidth="10""#,
      frame: (0, 200, 414, 50), content: "cnt-00-001", """
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="250" text="\(words)" lineBreakMode="wordWrap" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                                                        <rect key="frame" x="20" y="5" width="300" height="40"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="10"/>
                                                    </label>
                                                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-001">
                                                        <rect key="frame" x="345" y="9.5" width="51" height="31"/>
                                                    </switch>
    """, constraints: """
                                                    <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leading" constant="20" id="l01-00-000"/>
                                                    <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="top" constant="5" id="l02-00-000"/>
                                                    <constraint firstAttribute="trailing" secondItem="swi-00-001" secondAttribute="trailing" constant="20" id="l03-00-000"/>
                                                    <constraint firstItem="swi-00-001" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="lab-00-001" secondAttribute="trailing" constant="8" id="l04-00-000"/>
                                                    <constraint firstItem="swi-00-001" firstAttribute="centerY" secondItem="cnt-00-001" secondAttribute="centerY" id="l05-00-000"/>
    """)
    let text = Fixture.storyboard(Fixture.tableViewController(table, Fixture.staticSections([("sec-00-001", row)])))
    let (frames, _, result) = try Fixture.layout(text, name: "fixture.storyboard", state: Fixture.listsAsStored)
    #expect(result.brokenConstraints.isEmpty, "\(result.brokenConstraints)")
    // Seven words fit in 317 pt (7 × 45 - 5 = 310): three lines, the widest 310 wide.
    let label = try #require(frames["lab-00-001"])
    #expect(label.minX == 20 && label.minY == 205 && abs(label.width - 310) < 0.01, "\(label)")
    #expect(label.height > 2 * 10, "\(label)")
  }

  /// A prototype row 100 tall whose content asks for more: a 20-pt title view pinned to the
  /// content view's top and, below it, a photo 200 tall pinned to its bottom. The table keeps
  /// the row's height and the fixed size that gives way is the photo's, the first written
  /// (as Interface Builder stores such rows: iNaturalist's and Monal's photo and map cells).
  @Test func aRowKeepsItsHeightOverItsContentsFixedSizes() throws {
    let table = #"dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="100" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28""#
    let cell = Fixture.tableViewCell(
      "cel-00-001",
      #"clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="photo" rowHeight="100""#,
      frame: (0, 50, 414, 100), content: "cnt-00-001", """
                                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" id="pho-to-001">
                                                <rect key="frame" x="0.0" y="20" width="414" height="80"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="200" id="h01-00-000"/>
                                                </constraints>
                                            </imageView>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tit-le-001">
                                                <rect key="frame" x="0.0" y="0.0" width="414" height="20"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="20" id="h02-00-000"/>
                                                </constraints>
                                            </view>
    """, constraints: """
                                            <constraint firstItem="tit-le-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="top" id="v01-00-000"/>
                                            <constraint firstItem="pho-to-001" firstAttribute="top" secondItem="tit-le-001" secondAttribute="bottom" id="v02-00-000"/>
                                            <constraint firstAttribute="bottom" secondItem="pho-to-001" secondAttribute="bottom" id="v03-00-000"/>
                                            <constraint firstItem="tit-le-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leading" id="x01-00-000"/>
                                            <constraint firstAttribute="trailing" secondItem="tit-le-001" secondAttribute="trailing" id="x02-00-000"/>
                                            <constraint firstItem="pho-to-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leading" id="x03-00-000"/>
                                            <constraint firstAttribute="trailing" secondItem="pho-to-001" secondAttribute="trailing" id="x04-00-000"/>
    """)
    let text = Fixture.storyboard(Fixture.tableViewController(table, "<prototypes>\(cell)</prototypes>"))
    let (frames, _, result) = try Fixture.layout(text, name: "fixture.storyboard", state: Fixture.listsAsStored)
    #expect(result.brokenConstraints.count == 1, "\(result.brokenConstraints)")
    Fixture.expectFrame(frames, "tit-le-001", 0, 50, 414, 20)
    Fixture.expectFrame(frames, "pho-to-001", 0, 70, 414, 80)
  }


  /// A cell of its own (a xib's top-level cell, 320 × 126) whose image asks for more room
  /// than the cell has: 10 + 100 + 10 tall and 10 + 330 + 10 wide. The image keeps its place
  /// below the content view's top and leading edges and its size; the pins to the bottom and
  /// trailing edges are what break, as Xcode stores such cells (AGPU's and Cosmostation's
  /// list cells keep the image 10 below the top of a 126-pt row).
  @Test func aCellsContentKeepsItsTopAndLeadingEdgesWhenItDoesNotFit() throws {
    let cell = Fixture.tableViewCell(
      "cel-00-001", #"clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="126""#,
      frame: (0, 0, 320, 126), content: "cnt-00-001", """
                                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="pho-to-001">
                                                <rect key="frame" x="10" y="16" width="300" height="100"/>
                                                <constraints>
                                                    <constraint firstAttribute="height" constant="100" id="h01-00-000"/>
                                                    <constraint firstAttribute="width" constant="330" id="w01-00-000"/>
                                                </constraints>
                                            </imageView>
    """, constraints: """
                                            <constraint firstAttribute="bottom" secondItem="pho-to-001" secondAttribute="bottom" constant="10" id="b01-00-000"/>
                                            <constraint firstAttribute="trailing" secondItem="pho-to-001" secondAttribute="trailing" constant="10" id="t01-00-000"/>
                                            <constraint firstItem="pho-to-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="top" constant="10" id="v01-00-000"/>
                                            <constraint firstItem="pho-to-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leading" constant="10" id="x01-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(Fixture.xib(cell))
    Fixture.expectFrame(frames, "cnt-00-001", 0, 0, 320, 126)
    Fixture.expectFrame(frames, "pho-to-001", 10, 10, 330, 100)
    let broken = result.brokenConstraints.map { $0.broken.origin }
    #expect(broken.count == 2, "\(result.brokenConstraints)")
    for id in ["b01-00-000", "t01-00-000"] {
      #expect(broken.contains { if case .interfaceBuilder(_, id) = $0 { true } else { false } }, "\(id) not broken: \(broken)")
    }
  }

  /// A 74-pt row whose content is a stack of two 25-pt lines and a 1-pt rule (51 tall) beside
  /// an icon, the row pinned 8 from the content view's top and bottom: 58 of room for 51 of
  /// lines (mOCS' list cells). The conflict names the content view's height and the bottom pin
  /// (the row reads them through definitions the solver keeps out of its tableau), and the pin
  /// is what breaks: the row keeps its top and its lines' height.
  @Test func aConflictThroughTheRowsHeightNamesItAndBreaksTheBottomPin() throws {
    func line(_ id: String, _ height: Int, _ constraint: String) -> String {
      """
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                                        <rect key="frame" x="0.0" y="0.0" width="240" height="\(height)"/>
                                                        <constraints>
                                                            <constraint firstAttribute="height" constant="\(height)" id="\(constraint)"/>
                                                        </constraints>
                                                    </view>
      """
    }
    let cell = Fixture.tableViewCell(
      "cel-00-002", #"contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="74""#,
      frame: (0, 0, 320, 74), content: "cnt-00-002", """
                                            <stackView opaque="NO" contentMode="scaleToFill" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="row-st-001">
                                                <rect key="frame" x="16" y="8" width="288" height="50"/>
                                                <subviews>
                                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ico-00-001">
                                                        <rect key="frame" x="0.0" y="0.0" width="40" height="50"/>
                                                        <constraints>
                                                            <constraint firstAttribute="width" constant="40" id="w02-00-000"/>
                                                        </constraints>
                                                    </view>
                                                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="lin-st-001">
                                                        <rect key="frame" x="45" y="0.0" width="243" height="50"/>
                                                        <subviews>
    \(line("lin-00-001", 25, "h02-00-001"))
    \(line("lin-00-002", 1, "h02-00-002"))
    \(line("lin-00-003", 25, "h02-00-003"))
                                                        </subviews>
                                                    </stackView>
                                                </subviews>
                                            </stackView>
    """, constraints: """
                                            <constraint firstAttribute="trailing" secondItem="row-st-001" secondAttribute="trailing" constant="16" id="t02-00-000"/>
                                            <constraint firstItem="row-st-001" firstAttribute="top" secondItem="cnt-00-002" secondAttribute="top" constant="8" id="v02-00-000"/>
                                            <constraint firstAttribute="bottom" secondItem="row-st-001" secondAttribute="bottom" constant="8" id="b02-00-000"/>
                                            <constraint firstItem="row-st-001" firstAttribute="leading" secondItem="cnt-00-002" secondAttribute="leading" constant="16" id="x02-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(Fixture.xib(cell))
    Fixture.expectFrame(frames, "cnt-00-002", 0, 0, 320, 74)
    Fixture.expectFrame(frames, "row-st-001", 16, 8, 288, 51)
    #expect(frames["lin-00-003"]?.minY == 34 && frames["lin-00-003"]?.height == 25)
    func isWritten(_ id: String) -> (LayoutConstraint) -> Bool {
      { if case .interfaceBuilder(_, id) = $0.origin { true } else { false } }
    }
    #expect(result.brokenConstraints.count == 1, "\(result.brokenConstraints)")
    guard let conflict = result.brokenConstraints.first else { return }
    #expect(isWritten("b02-00-000")(conflict.broken), "\(conflict.broken)")
    #expect(conflict.conflicting.contains(where: isWritten("b02-00-000")))
    #expect(conflict.conflicting.contains { $0.first.item == "cnt-00-002" && $0.first.attribute == .height && $0.second == nil })
  }

  /// Xcode 6 stored a table's prototype cells without a frame: each is a row of the table's
  /// `rowHeight` (here 60; 44 where unset) below the prototypes before it, its content view
  /// the row less the separator, so a swatch pinned to the content view's margins (8, as in
  /// CoreStore's palette cells of Xcode 6.3) and kept square is 43.5 − 16 tall in a 44-pt row.
  @Test func aPrototypeCellWithoutAFrameIsARowOfTheTablesRowHeight() throws {
    for (attribute, height) in [(#"rowHeight="60""#, 60.0), ("", 44)] {
      let (frames, _, result) = try Fixture.layout(Self.unframedPrototypes(rowHeight: attribute), name: "fixture.storyboard", state: Fixture.listsAsStored)
      #expect(result.brokenConstraints.isEmpty, "\(result.brokenConstraints)")
      Fixture.expectFrame(frames, "cel-pr-001", 0, 0, 600, height)
      Fixture.expectFrame(frames, "cel-pr-002", 0, height, 600, height)
      Fixture.expectFrame(frames, "cnt-pr-002", 0, height, 600, height - 0.5)
      Fixture.expectFrame(frames, "swa-pr-002", 8, height + 8, height - 16.5, height - 16.5)
    }
  }

  /// A prototype cell of Xcode 6 without a frame: a swatch kept square between its content
  /// view's top and bottom margins.
  static func unframedPrototype(_ n: Int) -> String {
    """
                              <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Palette\(n)" id="cel-pr-00\(n)">
                                  <autoresizingMask key="autoresizingMask"/>
                                  <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-pr-00\(n)" id="cnt-pr-00\(n)">
                                      <autoresizingMask key="autoresizingMask"/>
                                      <subviews>
                                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="swa-pr-00\(n)">
                                              <rect key="frame" x="8" y="8" width="27" height="27"/>
                                              <constraints>
                                                  <constraint firstAttribute="width" secondItem="swa-pr-00\(n)" secondAttribute="height" multiplier="1:1" id="c01-pr-00\(n)"/>
                                              </constraints>
                                          </view>
                                      </subviews>
                                      <constraints>
                                          <constraint firstItem="swa-pr-00\(n)" firstAttribute="top" secondItem="cnt-pr-00\(n)" secondAttribute="topMargin" id="c02-pr-00\(n)"/>
                                          <constraint firstItem="swa-pr-00\(n)" firstAttribute="leading" secondItem="cnt-pr-00\(n)" secondAttribute="leadingMargin" id="c03-pr-00\(n)"/>
                                          <constraint firstAttribute="bottomMargin" secondItem="swa-pr-00\(n)" secondAttribute="bottom" id="c04-pr-00\(n)"/>
                                      </constraints>
                                  </tableViewCellContentView>
                              </tableViewCell>
    """
  }

  /// A table controller of Xcode 6.3 with two prototype cells stored without frames (see
  /// `aPrototypeCellWithoutAFrameIsARowOfTheTablesRowHeight`), its `rowHeight` attribute
  /// `rowHeight` ("" for none).
  static func unframedPrototypes(rowHeight: String) -> String {
    Fixture.storyboard(tools: "7706", Fixture.tableViewController(
      #"dataMode="prototypes" style="plain" separatorStyle="default" \#(rowHeight) sectionHeaderHeight="22" sectionFooterHeight="22""#,
      size: (600, 600), "                        <prototypes>\n\(unframedPrototype(1))\n\(unframedPrototype(2))\n                        </prototypes>"))
      .replacingOccurrences(of: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#, with: "")
  }

  /// Xcode 6 stored a static table's rows without frames too: each is a row of its own
  /// `rowHeight` (the table's unless set) below the rows and section headers before it (in a
  /// grouped table 35 pt above an untitled first section, 48 above a titled later one), and
  /// its field is centred in the row, not in the whole table.
  @Test func aStaticCellWithoutAFrameIsARowBelowItsSectionHeader() throws {
    let (frames, _, result) = try Fixture.layout(Self.unframedStaticRows, name: "fixture.storyboard", state: Fixture.listsAsStored)
    #expect(result.brokenConstraints.isEmpty, "\(result.brokenConstraints)")
    Fixture.expectFrame(frames, "cel-st-001", 0, 35, 600, 44)
    Fixture.expectFrame(frames, "cel-st-002", 0, 79, 600, 60)
    Fixture.expectFrame(frames, "cel-st-003", 0, 139 + 48, 600, 44)
    // The fields are centred in their rows' content views (the row less its separator).
    for (field, top, height) in [("fld-st-002", 79.0, 60.0), ("fld-st-003", 187, 44)] {
      let frame = try #require(frames[field])
      // Within half a pixel: the field is placed on the 2x grid.
      #expect(frame.minX == 377 && abs(frame.midY - (top + (height - 0.5) / 2)) < 0.26, "\(field): \(frame)")
    }
  }

  /// A label of a cell's style that Xcode stored without a frame sits where UITableViewCell
  /// puts it: a Basic title across the row inside 15-pt margins, a Subtitle pair centred in
  /// the row with the title on the detail, a Right Detail's detail at the trailing margin.
  @Test func aStyleLabelWithoutAFrameSitsWhereItsCellStylePutsIt() throws {
    let (frames, _, result) = try Fixture.layout(Self.unframedStaticRows, name: "fixture.storyboard", state: Fixture.listsAsStored)
    #expect(result.brokenConstraints.isEmpty, "\(result.brokenConstraints)")
    // Basic: the row's content view less 15 pt each side, the row's height.
    Fixture.expectFrame(frames, "ttl-st-002", 15, 79, 570, 60 - 0.5)
    // Subtitle: the 17-pt title (20.5 tall) on the 12-pt detail (14.5), the pair centred.
    let title = try #require(frames["ttl-st-003"]), detail = try #require(frames["dtl-st-003"])
    #expect(title.minX == 15 && detail.minX == 15)
    #expect(abs(title.maxY - detail.minY) < 0.01)
    // Within a pixel: each edge is placed on the 2x grid.
    #expect(abs((title.minY - 187) - (187 + 43.5 - detail.maxY)) < 0.51, "\(title) \(detail)")
    // Right Detail: the title at the leading margin, the detail ending at the trailing one.
    let left = try #require(frames["ttl-st-001"]), right = try #require(frames["dtl-st-001"])
    #expect(left.minX == 15 && abs(right.maxX - 585) < 0.01)
    #expect(abs(left.midY - (35 + 21.75)) < 0.26 && abs(right.midY - (35 + 21.75)) < 0.26)
  }

  /// A static section's titles are drawn as a grouped table draws them: the header in
  /// Footnote capitals 7 pt above the section's first row, the footer wrapping across the row
  /// 7 pt below its last row, both at the row margin, where the rows' titles start (15 pt in
  /// this Xcode 6 file).
  @Test func aGroupedSectionsTitlesStandAboveAndBelowItsRows() throws {
    let (frames, resolved, _) = try Fixture.layout(Self.unframedStaticRows, name: "fixture.storyboard", state: Fixture.listsAsStored)
    let header = try #require(frames["sec-st-002~header"]), footer = try #require(frames["sec-st-002~footer"])
    let title = try #require(frames["ttl-st-003"])
    #expect(header.minX == title.minX && abs(header.maxY - (187 - 7)) < 0.01, "\(header)")
    #expect(footer.minX == 15 && footer.width == 570 && abs(footer.minY - (187 + 44 + 7)) < 0.01, "\(footer)")
    #expect(footer.height > header.height * 1.5, "the footer wraps: \(footer)")
    let kind = resolved.form.items.first { $0.id.rawValue == "sec-st-002~header" }?.kind
    guard case .label(let label)? = kind else { Issue.record("no header label: \(String(describing: kind))"); return }
    #expect(label.text == "Server" && label.style.uppercase && label.color == "secondaryLabel")
    #expect(frames["sec-st-001~header"] == nil, "an untitled section has no header")
  }

  /// A table's `key` view (header or footer) `id` stored at `y` with a stale size, holding a
  /// box `box` of `height` inset `inset` on every side, laid out by its own constraints (no
  /// autoresizing mask; constraint ids `<prefix>1` to `<prefix>5`).
  static func insetBoxView(
    _ key: String, _ id: String, y: Double, box: String, height: Double, inset: Double, prefix: String
  ) -> String {
    """
                                <view key="\(key)" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="0.0" y="\(y)" width="300" height="20"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)">
                                            <rect key="frame" x="\(inset)" y="\(inset)" width="180" height="0"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="\(height)" id="\(prefix)1"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="\(box)" firstAttribute="top" secondItem="\(id)" secondAttribute="top" constant="\(inset)" id="\(prefix)2"/>
                                        <constraint firstAttribute="bottom" secondItem="\(box)" secondAttribute="bottom" constant="\(inset)" id="\(prefix)3"/>
                                        <constraint firstItem="\(box)" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" constant="\(inset)" id="\(prefix)4"/>
                                        <constraint firstAttribute="trailing" secondItem="\(box)" secondAttribute="trailing" constant="\(inset)" id="\(prefix)5"/>
                                    </constraints>
                                </view>
    """
  }

  /// A table's header and footer views laid out by their own constraints: a 30-pt box inset 16
  /// in the header, a 40-pt one inset 10 in the footer, stored after a 76-pt prototype row and
  /// a 28-pt section footer, as eRouska's encounter list stores them.
  static let headerAndFooterViews = Fixture.storyboard(Fixture.tableViewController(
    #"dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="76" sectionHeaderHeight="28" sectionFooterHeight="28""#,
    """
    \(insetBoxView("tableHeaderView", "hdr-00-001", y: 0, box: "box-00-001", height: 30, inset: 16, prefix: "c01-00-00"))
    \(insetBoxView("tableFooterView", "ftr-00-001", y: 194, box: "box-00-002", height: 40, inset: 10, prefix: "c02-00-00"))
                                <prototypes>
    \(Fixture.tableViewCell(
      "cel-00-030", #"clipsSubviews="YES" contentMode="scaleToFill" selectionStyle="none" indentationWidth="10" reuseIdentifier="encounter""#,
      frame: (0, 90, 414, 76), content: "cnt-00-030", "", constraints: ""))
                                </prototypes>
    """))

  /// UITableView places its header and footer views as it places its rows, as wide as the
  /// table, the header at the top of its content, the footer where the table stored it after
  /// the rows; their constraints give only their heights. Nothing of the file ties them to the
  /// table, and left to their constraints they had no place (eRouska's header was at -16, 72 wide).
  @Test func aTablesHeaderAndFooterViewsSpanTheTableAtTheirPlaces() throws {
    let (frames, _, result) = try Fixture.layout(Self.headerAndFooterViews, name: "fixture.storyboard", state: Fixture.listsAsStored)
    #expect(result.brokenConstraints.isEmpty, "\(result.brokenConstraints)")
    #expect(result.ambiguousItems.isEmpty, "\(result.ambiguousItems)")
    Fixture.expectFrame(frames, "hdr-00-001", 0, 0, 414, 62)
    Fixture.expectFrame(frames, "box-00-001", 16, 16, 382, 30)
    Fixture.expectFrame(frames, "ftr-00-001", 0, 194, 414, 60)
    Fixture.expectFrame(frames, "box-00-002", 10, 204, 394, 40)
  }

  /// An unframed static row of Xcode 6.1 (`style`: a cell style, "" for a custom cell; its
  /// style labels without frames), holding a 208-pt field pinned to its trailing margin and
  /// centred, as realm's and ActionSheetPicker's settings rows are.
  static func unframedStaticRow(_ n: Int, style: String, rowHeight: String = "") -> String {
    let labels: String
    switch style {
    case "IBUITableViewCellStyleSubtitle", "IBUITableViewCellStyleValue1":
      labels = #" textLabel="ttl-st-00\#(n)" detailTextLabel="dtl-st-00\#(n)" style="\#(style)""#
    default: labels = #" textLabel="ttl-st-00\#(n)" style="\#(style)""#
    }
    func label(_ id: String, _ text: String, size: Int) -> String {
      """
                                                <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" text="\(text)" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="\(id)">
                                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                                                    <color key="textColor" cocoaTouchSystemColor="darkTextColor"/>
                                                    <nil key="highlightedColor"/>
                                                </label>
      """
    }
    let detail = labels.contains("detailTextLabel") ? label("dtl-st-00\(n)", "Detail", size: 12) : ""
    let field = n == 1 ? "" : """
                                                <textField opaque="NO" clipsSubviews="YES" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="Host" textAlignment="right" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fld-st-00\(n)">
                                                    <rect key="frame" x="377" y="8" width="208" height="27"/>
                                                    <constraints>
                                                        <constraint firstAttribute="width" constant="208" id="c01-st-00\(n)"/>
                                                    </constraints>
                                                    <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                                    <textInputTraits key="textInputTraits"/>
                                                </textField>
      """
    let constraints = n == 1 ? "" : """
                                            <constraints>
                                                <constraint firstAttribute="trailing" secondItem="fld-st-00\(n)" secondAttribute="trailing" constant="15" id="c02-st-00\(n)"/>
                                                <constraint firstAttribute="centerY" secondItem="fld-st-00\(n)" secondAttribute="centerY" id="c03-st-00\(n)"/>
                                            </constraints>
      """
    return """
                                    <tableViewCell contentMode="scaleToFill" selectionStyle="none" indentationWidth="10"\(labels)\(rowHeight) id="cel-st-00\(n)">
                                        <autoresizingMask key="autoresizingMask"/>
                                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-st-00\(n)" id="cnt-st-00\(n)">
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
    \(label("ttl-st-00\(n)", "Title \(n)", size: 16))
    \(detail)
    \(field)
                                            </subviews>
    \(constraints)
                                        </tableViewCellContentView>
                                    </tableViewCell>
    """
  }

  /// A grouped static table of Xcode 6.1 on the 600-pt canvas: an untitled section of a Right
  /// Detail row and a 60-pt Basic row, then a titled section of a Subtitle row.
  static let unframedStaticRows = Fixture.storyboard(tools: "6250", Fixture.tableViewController(
    #"dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10""#,
    size: (600, 600), """
                            <sections>
                                <tableViewSection id="sec-st-001">
                                    <cells>
    \(unframedStaticRow(1, style: "IBUITableViewCellStyleValue1"))
    \(unframedStaticRow(2, style: "IBUITableViewCellStyleDefault", rowHeight: #" rowHeight="60""#))
                                    </cells>
                                </tableViewSection>
                                <tableViewSection headerTitle="Server" footerTitle="The host and port of your own realm server, as your administrator gave them to you. Ask for a new pair when the server moves: the app keeps the last ones it reached." id="sec-st-002">
                                    <cells>
    \(unframedStaticRow(3, style: "IBUITableViewCellStyleSubtitle"))
                                    </cells>
                                </tableViewSection>
                            </sections>
    """))
    .replacingOccurrences(of: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#, with: "")
}
