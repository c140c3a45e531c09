/// A stack view whose file sets its layout margins arranges its views inside them: Interface
/// Builder writes no `layoutMarginsRelativeArrangement` attribute for that, the margins are
/// the sign (the stored frames of real files show the arranged views inset by them).
import AutoLayout
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import Testing

@Suite struct StackMarginsTests {
  /// Two stacks pinned to the top of the screen (y = 100 and y = 300) and to its sides, each
  /// with a 20-pt and a 30-pt tall view 8 apart: one with `layoutMargins` 4 / 8 / 4 / 8, one
  /// with `directionalLayoutMargins` 10 / 32 / 10 / 32. Stored frames are deliberately wrong.
  let text = Fixture.screen("""
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-lm-001">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="10"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-lm-001">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="5"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="h01-lm-000"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bot-lm-001">
                                <rect key="frame" x="0.0" y="5" width="393" height="5"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="h02-lm-000"/>
                                </constraints>
                            </view>
                        </subviews>
                        <edgeInsets key="layoutMargins" top="4" left="8" bottom="4" right="8"/>
                    </stackView>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-dm-002">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="10"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-dm-002">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="5"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="20" id="h03-lm-000"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bot-dm-002">
                                <rect key="frame" x="0.0" y="5" width="393" height="5"/>
                                <constraints>
                                    <constraint firstAttribute="height" constant="30" id="h04-lm-000"/>
                                </constraints>
                            </view>
                        </subviews>
                        <directionalEdgeInsets key="directionalLayoutMargins" top="10" leading="32" bottom="10" trailing="32"/>
                    </stackView>
    """, constraints: """
                    <constraint firstItem="stk-lm-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c01-lm-000"/>
                    <constraint firstItem="stk-lm-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c02-lm-000"/>
                    <constraint firstAttribute="trailing" secondItem="stk-lm-001" secondAttribute="trailing" id="c03-lm-000"/>
                    <constraint firstItem="stk-dm-002" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="300" id="c04-lm-000"/>
                    <constraint firstItem="stk-dm-002" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c05-lm-000"/>
                    <constraint firstAttribute="trailing" secondItem="stk-dm-002" secondAttribute="trailing" id="c06-lm-000"/>
    """)

  @Test func explicitMarginsInsetTheArrangedViews() throws {
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // 4 + 20 + 8 + 30 + 4 tall; the views 8 in from each side.
    Fixture.expectFrame(frames, "stk-lm-001", 0, 100, 393, 66)
    Fixture.expectFrame(frames, "top-lm-001", 8, 104, 377, 20)
    Fixture.expectFrame(frames, "bot-lm-001", 8, 132, 377, 30)
  }

  @Test func explicitDirectionalMarginsInsetTheArrangedViews() throws {
    let (frames, _, _) = try Fixture.layout(text)
    // 10 + 20 + 8 + 30 + 10 tall; the views 32 in from each side.
    Fixture.expectFrame(frames, "stk-dm-002", 0, 300, 393, 78)
    Fixture.expectFrame(frames, "top-dm-002", 32, 310, 329, 20)
    Fixture.expectFrame(frames, "bot-dm-002", 32, 338, 329, 30)
  }

  /// `layoutMarginsRelativeArrangement="NO"`, when a file says so, wins over the margins.
  @Test func explicitNoArrangesAtTheEdges() throws {
    let off = text.replacingOccurrences(
      of: "axis=\"vertical\" spacing=\"8\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"stk-dm-002\"",
      with: "axis=\"vertical\" spacing=\"8\" layoutMarginsRelativeArrangement=\"NO\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"stk-dm-002\"")
    #expect(off != text)
    let (frames, _, _) = try Fixture.layout(off)
    Fixture.expectFrame(frames, "stk-dm-002", 0, 300, 393, 58)
    Fixture.expectFrame(frames, "top-dm-002", 0, 300, 393, 20)
  }
}
