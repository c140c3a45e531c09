/// fillProportionally stack views: the shares follow the arranged views' intrinsic sizes as
/// UIKit's stack view sets them — a wrapping label's wrapped height once it has a width, and,
/// where the shares cannot all hold, the earlier views keeping theirs (UIKit gives the first
/// view's constraint 999, the next 998, …). Text is measured by `FixedAdvanceTextMeasurer`
/// (0.5 em a character). Stored frames are deliberately wrong.
import AutoLayout
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import Testing

@Suite struct ProportionalStackTests {
  /// A header 100 tall and 200 wide: a note (10 pt, any number of lines) that wraps to two
  /// lines at 200 (ten 4-letter words, eight to a line), above a 20-pt title. The note shares
  /// the height by its two lines, not the one line it measures before it has a width.
  @Test func aWrappingLabelSharesByItsWrappedHeight() throws {
    let text = Fixture.screen("""
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-st-001">
                        <rect key="frame" x="20" y="100" width="200" height="100"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Pick them all from the list, then tap Done here when done" textAlignment="natural" numberOfLines="0" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-nt-001">
                                <rect key="frame" x="0.0" y="0.0" width="200" height="30"/>
                                <fontDescription key="fontDescription" type="system" pointSize="10"/>
                            </label>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Servers" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-tt-001">
                                <rect key="frame" x="0.0" y="30" width="200" height="70"/>
                                <fontDescription key="fontDescription" type="system" pointSize="20"/>
                            </label>
                        </subviews>
                    </stackView>
    """, constraints: """
    \(Fixture.placed("hdr-st-001", top: 100, leading: 20, width: 200, prefix: "hst-st-00"))
                    <constraint firstItem="hdr-st-001" firstAttribute="height" constant="100" id="hsh-st-001"/>
    """)
    let (frames, _, _) = try Fixture.layout(text)
    let note = 2 * NestedStackTests.line(10)
    let title = NestedStackTests.line(20)
    let share = note / (note + title) * 100
    Fixture.expectFrame(frames, "hdr-nt-001", 20, 100, 200, share)
    Fixture.expectFrame(frames, "hdr-tt-001", 20, 100 + share, 200, 100 - share)
  }

  /// A wallet row 300 wide (spacing 10): an icon that must be 50 wide, a column of names (a
  /// label 120 wide) and a strip of actions (an 18-pt glyph @999 and a 36-pt button, 10
  /// apart: 64). Nothing has an intrinsic width, so the shares are by what each adds up to
  /// (0, 120, 64 of 280: 0, 182.6, 97.4) and cannot all hold beside the icon. The names,
  /// before the actions, keep as much of theirs as they can: the actions stay 64 (less would
  /// squeeze the glyph, @999), the names get 166.
  @Test func laterViewsGiveWayWhenTheSharesCannotAllHold() throws {
    let text = Fixture.screen("""
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="wal-st-001">
                        <rect key="frame" x="20" y="100" width="300" height="40"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wal-ic-001">
                                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="50" id="wiw-ic-001"/>
                                    <constraint firstAttribute="height" constant="40" id="wih-ic-001"/>
                                </constraints>
                            </view>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="wal-nm-001">
                                <rect key="frame" x="50" y="10" width="100" height="20"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wal-lb-001">
                                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="120" id="wlw-lb-001"/>
                                            <constraint firstAttribute="height" constant="20" id="wlh-lb-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="wal-ac-001">
                                <rect key="frame" x="160" y="0.0" width="140" height="40"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wal-gl-001">
                                        <rect key="frame" x="0.0" y="11" width="18" height="18"/>
                                        <constraints>
                                            <constraint firstAttribute="width" priority="999" constant="18" id="wgw-gl-001"/>
                                            <constraint firstAttribute="height" constant="18" id="wgh-gl-001"/>
                                        </constraints>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wal-bt-001">
                                        <rect key="frame" x="28" y="0.0" width="36" height="40"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="36" id="wbw-bt-001"/>
                                            <constraint firstAttribute="height" constant="40" id="wbh-bt-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                    </stackView>
    """, constraints: """
    \(Fixture.placed("wal-st-001", top: 100, leading: 20, width: 300, prefix: "wst-st-00"))
    """)
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "wal-ic-001", 20, 100, 50, 40)
    Fixture.expectFrame(frames, "wal-nm-001", 80, 110, 166, 20)
    Fixture.expectFrame(frames, "wal-ac-001", 256, 100, 64, 40)
    Fixture.expectFrame(frames, "wal-gl-001", 256, 111, 18, 18)
  }

  /// A sign-in screen's column (fillProportionally, its bottom only kept 20 above the safe
  /// area's): two 30-pt buttons (spacing 8: 68) above a log (a text view 200 tall, which has
  /// no intrinsic height, and a 30-pt button, 5 apart: 235). The shares count the log's fixed
  /// height, as UIKit's fitting size does, so the column keeps its content's 303 and each part
  /// its own length (counting 0 for the text view, the shares would stretch the column to the
  /// bottom).
  @Test func aNestedStackSharesByTheFixedLengthsInIt() throws {
    func button(_ id: String) -> String {
      """
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" x="0.0" y="0.0" width="300" height="30"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                                        <state key="normal" title="Go"/>
                                    </button>
      """
    }
    let text = Fixture.screen("""
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" translatesAutoresizingMaskIntoConstraints="NO" id="col-st-001">
                        <rect key="frame" x="20" y="100" width="300" height="600"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="col-bt-001">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                                <subviews>
    \(button("btn-00-001"))
    \(button("btn-00-002"))
                                </subviews>
                            </stackView>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="col-lg-001">
                                <rect key="frame" x="0.0" y="300" width="300" height="300"/>
                                <subviews>
                                    <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" text="Log" textAlignment="natural" translatesAutoresizingMaskIntoConstraints="NO" id="log-tv-001">
                                        <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="200" id="lth-tv-001"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    </textView>
    \(button("btn-00-003"))
                                </subviews>
                            </stackView>
                        </subviews>
                    </stackView>
    """, constraints: """
    \(Fixture.placed("col-st-001", top: 100, leading: 20, width: 300, prefix: "cst-st-00"))
                    <constraint firstItem="saf-e0-ar1" firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="col-st-001" secondAttribute="bottom" constant="20" id="csb-st-001"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "col-st-001", 20, 100, 300, 303)
    Fixture.expectFrame(frames, "col-bt-001", 20, 100, 300, 68)
    Fixture.expectFrame(frames, "log-tv-001", 20, 168, 300, 200)
    Fixture.expectFrame(frames, "btn-00-003", 20, 373, 300, 30)
  }

  /// Plain container rows (no intrinsic height) in a fillProportionally column take their
  /// contents' heights: a row around a 10-pt line and one around a 20-pt line are each as tall
  /// as their line plus 8 above and below, not both the taller one's height, as required
  /// equal shares made them (Stop COVID-19 Croatia's exposure screen, Xcode 11.4, stores its
  /// rows 50, 156 and 50 tall where formshot had 174 each). Empty rows still share a fixed
  /// height equally.
  @Test func containerRowsWithoutIntrinsicHeightsKeepTheirContentsHeights() throws {
    func row(_ id: String, label: String?, size: Int) -> String {
      let content = label.map { lid in
        """
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Status" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(lid)">
                                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="\(lid)" firstAttribute="top" secondItem="\(id)" secondAttribute="top" constant="8" id="\(lid.prefix(4))t-00-001"/>
                                        <constraint firstAttribute="bottom" secondItem="\(lid)" secondAttribute="bottom" constant="8" id="\(lid.prefix(4))b-00-001"/>
                                        <constraint firstItem="\(lid)" firstAttribute="leading" secondItem="\(id)" secondAttribute="leading" id="\(lid.prefix(4))l-00-001"/>
                                    </constraints>
        """
      } ?? ""
      return """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="0.0" y="0.0" width="300" height="10"/>
        \(content)
                                </view>
        """
    }
    func column(_ rows: String, height: String) -> String {
      Fixture.screen("""
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="col-st-001">
                        <rect key="frame" x="20" y="100" width="300" height="10"/>
                        <subviews>
        \(rows)
                        </subviews>
                    </stackView>
    """, constraints: """
    \(Fixture.placed("col-st-001", top: 100, leading: 20, width: 300, prefix: "cst-st-00"))
    \(height)
    """)
    }
    let (frames, _, result) = try Fixture.layout(
      column(row("row-aa-001", label: "lba-00-001", size: 10) + row("row-bb-001", label: "lbb-00-001", size: 20), height: ""))
    #expect(result.brokenConstraints.isEmpty)
    let (small, large) = (NestedStackTests.line(10) + 16, NestedStackTests.line(20) + 16)
    Fixture.expectFrame(frames, "row-aa-001", 20, 100, 300, small)
    Fixture.expectFrame(frames, "row-bb-001", 20, 100 + small + 16, 300, large)
    let (empty, _, _) = try Fixture.layout(
      column(
        row("row-aa-001", label: nil, size: 0) + row("row-bb-001", label: nil, size: 0),
        height: #"<constraint firstItem="col-st-001" firstAttribute="height" constant="216" id="csh-st-001"/>"#))
    Fixture.expectFrame(empty, "row-aa-001", 20, 100, 300, 100)
    Fixture.expectFrame(empty, "row-bb-001", 20, 216, 300, 100)
  }

  /// A sign-up column that nothing sizes but its content (spacing 20): a field group (a
  /// 10-pt caption over a 50-pt box, 4 apart), a 12-pt terms line and a plain 50-pt button
  /// row. The row has no
  /// intrinsic height but the 50 it gives itself, and shares by it: the column is as tall as
  /// its views add up to (cometchat's sign-up screen, Xcode 12, stores it so), where a share
  /// of 0 for the row had stretched the field group, and the column, by hundreds of points.
  @Test func aPlainViewOfAFixedLengthSharesByIt() throws {
    let text = Fixture.screen("""
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="sgn-st-001">
                        <rect key="frame" x="20" y="100" width="300" height="400"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="sgn-fg-001">
                                <rect key="frame" x="0.0" y="0.0" width="300" height="300"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="UID" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sgn-lb-001">
                                        <rect key="frame" x="0.0" y="0.0" width="300" height="246"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="10"/>
                                    </label>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sgn-bx-001">
                                        <rect key="frame" x="0.0" y="250" width="300" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="sbh-bx-001"/>
                                        </constraints>
                                    </view>
                                </subviews>
                            </stackView>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="I agree to the terms" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sgn-tm-001">
                                <rect key="frame" x="0.0" y="280" width="300" height="20"/>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sgn-bt-001">
                                <rect key="frame" x="0.0" y="320" width="300" height="80"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="50" id="sth-bt-001"/>
                                </constraints>
                            </view>
                        </subviews>
                    </stackView>
    """, constraints: """
    \(Fixture.placed("sgn-st-001", top: 100, leading: 20, width: 300, prefix: "sst-st-00"))
    """)
    let (frames, _, result) = try Fixture.layout(text)
    let caption = NestedStackTests.line(10)
    let terms = NestedStackTests.line(12)
    Fixture.expectFrame(frames, "sgn-lb-001", 20, 100, 300, caption)
    Fixture.expectFrame(frames, "sgn-fg-001", 20, 100, 300, caption + 4 + 50)
    Fixture.expectFrame(frames, "sgn-tm-001", 20, 100 + caption + 54 + 20, 300, terms)
    Fixture.expectFrame(frames, "sgn-bt-001", 20, 100 + caption + 54 + 20 + terms + 20, 300, 50)
    Fixture.expectFrame(frames, "sgn-st-001", 20, 100, 300, caption + 54 + 20 + terms + 20 + 50)
    #expect(result.brokenConstraints.isEmpty)
  }
}
