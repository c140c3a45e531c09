/// Stack views inside stack views, as a details screen builds them: rows of caption and value
/// (horizontal stacks with "Standard" spacing) in a baseline-relative column, and a form of
/// rows in a fillProportionally column; and the iPhone X canvas's status bar per Xcode
/// version. Text is measured by `FixedAdvanceTextMeasurer` (0.5 em a character, lines the
/// style's line height on the device's pixel grid, the first baseline at 80 % of the line).
/// Stored frames are deliberately wrong.
import AutoLayout
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import Testing

@Suite struct NestedStackTests {
  /// One line of the system font at `size` on an @3x iPhone.
  static func line(_ size: Double) -> Double { (size * 1.1934 * 3).rounded(.up) / 3 }

  /// A game's details: a column (baseline-relative, spacing 30) of two rows. The first row
  /// is a 10-pt caption 120 wide and a 20-pt value, centred; the second a single 10-pt
  /// caption. Below it, a plain column with "Standard" spacing of two 40-pt boxes.
  let details = Fixture.screen("""
                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="30" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="col-in-001">
                      <rect key="frame" x="8" y="218" width="359" height="252"/>
                      <subviews>
                          <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacingType="standard" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="row-na-001">
                              <rect key="frame" x="0.0" y="0.0" width="359" height="20"/>
                              <subviews>
                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="cap-na-001">
                                      <rect key="frame" x="0.0" y="0.0" width="120" height="20"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="120" id="cwn-na-001"/>
                                      </constraints>
                                      <fontDescription key="fontDescription" type="system" pointSize="10"/>
                                  </label>
                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Mario" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="val-na-001">
                                      <rect key="frame" x="128" y="0.0" width="231" height="20"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="20"/>
                                  </label>
                              </subviews>
                          </stackView>
                          <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacingType="standard" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="row-sy-002">
                              <rect key="frame" x="0.0" y="29" width="359" height="20"/>
                              <subviews>
                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="System" textAlignment="right" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="cap-sy-002">
                                      <rect key="frame" x="0.0" y="0.0" width="120" height="20"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="10"/>
                                  </label>
                              </subviews>
                          </stackView>
                      </subviews>
                  </stackView>
                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="box-co-003">
                      <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-aa-003">
                              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                              <constraints>
                                  <constraint firstAttribute="height" constant="40" id="bxh-aa-003"/>
                              </constraints>
                          </view>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-bb-003">
                              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                              <constraints>
                                  <constraint firstAttribute="height" constant="40" id="bxh-bb-003"/>
                              </constraints>
                          </view>
                      </subviews>
                  </stackView>
  """, constraints: """
                  <constraint firstItem="col-in-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="8" id="cil-in-001"/>
                  <constraint firstItem="col-in-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="cit-in-001"/>
                  <constraint firstItem="box-co-003" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="8" id="bcl-co-003"/>
                  <constraint firstItem="box-co-003" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="400" id="bct-co-003"/>
                  <constraint firstItem="box-co-003" firstAttribute="width" constant="100" id="bcw-co-003"/>
  """)

  /// A row stack's baseline is its tallest view's (the 20-pt value), so the next row's
  /// baseline sits 30 below it; "Standard" spacing is 8 between siblings.
  @Test func rowsOfABaselineColumnAreSpacedBaselineToBaseline() throws {
    let (frames, _, result) = try Fixture.layout(details)
    #expect(result.brokenConstraints.isEmpty)
    let big = Self.line(20)
    let small = Self.line(10)
    // Row 1: as tall as its value; the caption (120 wide) centred in it, the value 8 after it
    // ("Mario": 5 × 10 = 50 wide).
    Fixture.expectFrame(frames, "row-na-001", 8, 100, 178, big)
    Fixture.expectFrame(frames, "cap-na-001", 8, 100 + (big - small) / 2, 120, small)
    Fixture.expectFrame(frames, "val-na-001", 136, 100, 50, big)
    // Row 2's baseline (0.8 of its caption's line) 30 below the value's (0.8 of its line); a
    // row's bottom edge as its baseline would have put it at 100 + big + 30.
    let second = 100 + 0.8 * big + 30 - 0.8 * small
    Fixture.expectFrame(frames, "row-sy-002", 8, second, 30, small, pixelGrid: 3)
    Fixture.expectFrame(frames, "col-in-001", 8, 100, 178, second + small - 100, pixelGrid: 3)
  }

  @Test func standardSpacingIsEightPoints() throws {
    let (frames, _, _) = try Fixture.layout(details)
    Fixture.expectFrame(frames, "box-aa-003", 8, 400, 100, 40)
    Fixture.expectFrame(frames, "box-bb-003", 8, 448, 100, 40)
    Fixture.expectFrame(frames, "box-co-003", 8, 400, 100, 88)
  }

  /// A sign-up form: a fillProportionally column (spacing 12) of two rows (horizontal stacks
  /// of a caption) and a switch, nothing sizing the column: each row is as tall as its
  /// caption, the switch 31, as Xcode stores them — a row stack has no intrinsic size of its
  /// own, but shares by what its views add up to rather than by 0.
  @Test func aFillProportionallyColumnKeepsItsRowStacks() throws {
    let text = Fixture.screen("""
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" alignment="top" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="frm-co-001">
                        <rect key="frame" x="37.5" y="64" width="300" height="298"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="frm-rw-001">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="34"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Secret" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="frm-lb-001">
                                        <rect key="frame" x="0.0" y="7" width="74" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="20"/>
                                    </label>
                                </subviews>
                            </stackView>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="frm-rw-002">
                                <rect key="frame" x="0.0" y="46" width="300" height="31"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Type" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="frm-lb-002">
                                        <rect key="frame" x="0.0" y="5.5" width="74" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="10"/>
                                    </label>
                                </subviews>
                            </stackView>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="frm-sw-003">
                                <rect key="frame" x="0.0" y="90" width="51" height="31"/>
                            </switch>
                        </subviews>
                    </stackView>
    """, constraints: """
                    <constraint firstItem="frm-co-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="fct-co-001"/>
                    <constraint firstItem="frm-co-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="40" id="fcl-co-001"/>
                    <constraint firstItem="frm-co-001" firstAttribute="width" constant="300" id="fcw-co-001"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    let big = Self.line(20)
    let small = Self.line(10)
    // "Secret" at 20 pt: 6 × 10 = 60 wide; "Type" at 10 pt: 4 × 5 = 20.
    Fixture.expectFrame(frames, "frm-rw-001", 40, 100, 60, big)
    Fixture.expectFrame(frames, "frm-rw-002", 40, 100 + big + 12, 20, small)
    // The switch's alignment rect is 49 × 31.
    Fixture.expectFrame(frames, "frm-sw-003", 40, 100 + big + small + 24, 49, 31)
    Fixture.expectFrame(frames, "frm-co-001", 40, 100, 300, big + small + 31 + 24)
  }

  /// A full-screen xib on the iPhone X canvas (375 × 812) with a header 20 below its safe
  /// area's top: the status bar is 44 in files of Xcode 13, 47 in Xcode 14.0–14.2, 50 from
  /// Xcode 14.3 (21701).
  static func iPhoneXScreen(tools: String) -> String {
    Fixture.xib(device: "retina5_9", tools: tools, Fixture.rootView(id: "scr-ee-001", size: (375, 812), """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-ee-001">
                        <rect key="frame" x="0.0" y="70" width="375" height="182"/>
                    </view>
    """, safeArea: "saf-ee-001", constraints: """
                    <constraint firstItem="hdr-ee-001" firstAttribute="leading" secondItem="saf-ee-001" secondAttribute="leading" id="hl1-ee-001"/>
                    <constraint firstItem="hdr-ee-001" firstAttribute="trailing" secondItem="saf-ee-001" secondAttribute="trailing" id="ht1-ee-001"/>
                    <constraint firstItem="hdr-ee-001" firstAttribute="top" secondItem="saf-ee-001" secondAttribute="top" constant="20" id="hp1-ee-001"/>
                    <constraint firstItem="hdr-ee-001" firstAttribute="height" secondItem="saf-ee-001" secondAttribute="height" multiplier="1:4" id="hh1-ee-001"/>
    """))
  }

  @Test(arguments: [("19529", 44.0), ("21507", 47.0), ("21701", 50.0), ("23094", 50.0), ("23504", 50.0)])
  func theIPhoneXCanvasHasTheStatusBarOfItsXcode(tools: String, statusBar: Double) throws {
    let (frames, _, result) = try Fixture.layout(Self.iPhoneXScreen(tools: tools))
    #expect(result.brokenConstraints.isEmpty)
    // The safe area runs from the status bar to the home indicator (34 above the bottom).
    Fixture.expectFrame(frames, "hdr-ee-001", 0, statusBar + 20, 375, (812 - 34 - statusBar) / 4, pixelGrid: 3)
  }
}
