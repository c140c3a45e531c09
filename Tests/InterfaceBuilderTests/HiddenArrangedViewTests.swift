// Hidden arranged views of a stack view: out of the spacing chain, placed in the gap they leave
// and aligned across the axis as the visible views are; one that its own constraints keep long
// keeps its length there, as Xcode stores it.
import Geometry
import IBTestSupport
import InterfaceBuilder
import Testing

@Suite struct HiddenArrangedViewTests {
  /// A settings row: a centred horizontal stack 300 × 40 with 16-pt spacing — a hidden 30-pt
  /// "edit" button, a 30-pt icon, a hidden 50 × 20 badge, and a title filling the rest.
  static let row = Fixture.screen(
    """
                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="row-st-001">
                    <rect key="frame" x="16" y="100" width="300" height="40"/>
                    <subviews>
                        <button hidden="YES" opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="edi-tb-001">
                            <rect key="frame" x="-30" y="5" width="30" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="hd1-c0-001"/>
                                <constraint firstAttribute="height" constant="30" id="hd1-c0-002"/>
                            </constraints>
                        </button>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ico-nv-001">
                            <rect key="frame" x="0.0" y="5" width="30" height="30"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="hd1-c0-003"/>
                                <constraint firstAttribute="height" constant="30" id="hd1-c0-004"/>
                            </constraints>
                        </view>
                        <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bad-ge-001">
                            <rect key="frame" x="38" y="10" width="50" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="50" id="hd1-c0-005"/>
                                <constraint firstAttribute="height" constant="20" id="hd1-c0-006"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tit-le-001">
                            <rect key="frame" x="46" y="0.0" width="254" height="40"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="40" id="hd1-c0-007"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
    """,
    constraints: """
                    <constraint firstItem="row-st-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="hd1-c0-010"/>
                    <constraint firstItem="row-st-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="hd1-c0-011"/>
                    <constraint firstItem="row-st-001" firstAttribute="width" constant="300" id="hd1-c0-012"/>
    """)

  /// The visible views are 16 apart; the hidden button ends where the icon begins (x −30 in
  /// the stack), the hidden badge starts half the spacing after the icon (38), both centred
  /// across the axis like the icon, at their own sizes.
  @Test func hiddenViewsSitInTheGapTheyLeave() throws {
    let (frames, _, _) = try Fixture.layout(Self.row)
    Fixture.expectFrame(frames, "ico-nv-001", 16, 105, 30, 30)
    Fixture.expectFrame(frames, "tit-le-001", 16 + 46, 100, 254, 40)
    Fixture.expectFrame(frames, "edi-tb-001", 16 - 30, 105, 30, 30)
    Fixture.expectFrame(frames, "bad-ge-001", 16 + 38, 110, 50, 20)
  }

  /// A log-in row: a hidden activity indicator that hides when stopped, then a 54-pt button,
  /// 8 apart. Interface Builder keeps the stopped indicator's 20 pt in the row, so the button
  /// starts at 28 (a hidden label there would leave it at 0).
  @Test func aStoppedActivityIndicatorKeepsItsPlace() throws {
    let text = Fixture.screen(
      """
                  <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="log-st-001">
                      <rect key="frame" x="20" y="200" width="82" height="30"/>
                      <subviews>
                          <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" hidesWhenStopped="YES" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="spi-nr-001">
                              <rect key="frame" x="0.0" y="0.0" width="20" height="30"/>
                          </activityIndicatorView>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="log-bt-001">
                              <rect key="frame" x="0.0" y="0.0" width="54" height="30"/>
                              <constraints>
                                  <constraint firstAttribute="width" constant="54" id="hd2-c0-001"/>
                                  <constraint firstAttribute="height" constant="30" id="hd2-c0-002"/>
                              </constraints>
                          </view>
                      </subviews>
                  </stackView>
      """,
      constraints: """
                      <constraint firstItem="log-st-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="hd2-c0-010"/>
                      <constraint firstItem="log-st-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="200" id="hd2-c0-011"/>
      """)
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "spi-nr-001", 20, 200, 20, 30)
    Fixture.expectFrame(frames, "log-bt-001", 48, 200, 54, 30)
    Fixture.expectFrame(frames, "log-st-001", 20, 200, 82, 30)
  }
}
