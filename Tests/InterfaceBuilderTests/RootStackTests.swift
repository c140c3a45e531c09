/// A xib whose top-level view is a stack view (a widget strip, a status panel loaded with
/// `UINib` and added in code): the stack arranges its subviews as any UIStackView does, and
/// keeps the size of the canvas. Stored frames are deliberately wrong.
import AutoLayout
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import Testing

@Suite struct RootStackTests {
  /// A 375 × 70 strip of three equal panels (`fillEqually`), each with a 44 × 44 badge centred
  /// 8 pt below its top; nothing else places the panels.
  let strip = Fixture.xib(tools: "22505", """
          <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" translatesAutoresizingMaskIntoConstraints="NO" id="stp-00-001">
              <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
              <subviews>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-00-001" customClass="StatusPanel" customModule="Widgets">
                      <rect key="frame" x="3" y="3" width="10" height="10"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                              <constraints>
                                  <constraint firstAttribute="width" constant="44" id="bw1-00-001"/>
                                  <constraint firstAttribute="height" constant="44" id="bh1-00-001"/>
                              </constraints>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="bdg-00-001" firstAttribute="centerX" secondItem="pnl-00-001" secondAttribute="centerX" id="bx1-00-001"/>
                          <constraint firstItem="bdg-00-001" firstAttribute="top" secondItem="pnl-00-001" secondAttribute="top" constant="8" id="bt1-00-001"/>
                      </constraints>
                  </view>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-00-002" customClass="StatusPanel" customModule="Widgets">
                      <rect key="frame" x="3" y="3" width="10" height="10"/>
                  </view>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pnl-00-003" customClass="StatusPanel" customModule="Widgets">
                      <rect key="frame" x="3" y="3" width="10" height="10"/>
                  </view>
              </subviews>
          </stackView>
  """)

  /// A 376 × 74 bar (`fill`, spacing 16, autoresizing mask as Xcode writes for a top-level
  /// view): a gauge at least 150 wide (at 999) whose compression resistance is low, and a
  /// 44-pt button panel; the gauge takes the rest of the width.
  let bar = Fixture.xib(tools: "22505", """
          <stackView opaque="NO" contentMode="scaleToFill" spacing="16" id="bar-00-001">
              <rect key="frame" x="0.0" y="0.0" width="376" height="74"/>
              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
              <subviews>
                  <view contentMode="scaleToFill" horizontalCompressionResistancePriority="250" translatesAutoresizingMaskIntoConstraints="NO" id="gau-00-001">
                      <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                      <constraints>
                          <constraint firstAttribute="width" relation="greaterThanOrEqual" priority="999" constant="150" id="gw1-00-001"/>
                      </constraints>
                  </view>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                      <rect key="frame" x="0.0" y="0.0" width="20" height="20"/>
                      <constraints>
                          <constraint firstAttribute="width" constant="44" id="bw2-00-001"/>
                      </constraints>
                  </view>
              </subviews>
          </stackView>
  """)

  @Test func aTopLevelStackArrangesItsViewsEqually() throws {
    let (frames, _, result) = try Fixture.layout(strip)
    #expect(result.brokenConstraints.isEmpty)
    // 375 / 3 = 125 each, side by side, as tall as the strip.
    Fixture.expectFrame(frames, "pnl-00-001", 0, 0, 125, 70)
    Fixture.expectFrame(frames, "pnl-00-002", 125, 0, 125, 70)
    Fixture.expectFrame(frames, "pnl-00-003", 250, 0, 125, 70)
    // Centred in the first panel: (125 − 44) / 2 = 40.5.
    Fixture.expectFrame(frames, "bdg-00-001", 40.5, 8, 44, 44, pixelGrid: 3)
  }

  @Test func aTopLevelStackKeepsItsSpacingAndFillsItsWidth() throws {
    let (frames, _, result) = try Fixture.layout(bar)
    #expect(result.brokenConstraints.isEmpty)
    // 376 − 16 − 44 = 316 for the gauge; the button panel after the spacing.
    Fixture.expectFrame(frames, "gau-00-001", 0, 0, 316, 74)
    Fixture.expectFrame(frames, "btn-00-001", 332, 0, 44, 74)
  }
}
