// An arranged view with no size of its own across a stack that does not fill it, and nothing
// else setting that size: Interface Builder's canvas stores one with content across the
// stack's whole extent and an empty one at the object library's 240 × 128, at most the stack's
// extent (UIKit's run-time suppression would make both 0); a nested stack sizes itself.
import Geometry
import IBTestSupport
import InterfaceBuilder
import Testing

@Suite struct FreeCrossArrangedViewTests {
  /// An order cell's column: a top-aligned vertical stack 300 wide of a date label, a status
  /// badge — a plain view holding a label pinned to its leading, top and bottom edges (not its
  /// trailing one), so nothing sets the badge's width — and a 20-pt spacer with only a height.
  /// Below, a centred row 50 tall: a 50-pt icon, a 12-pt spacer with only a width, and an
  /// empty nested stack (filled in code).
  static let cell = Fixture.screen(
    """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="6" translatesAutoresizingMaskIntoConstraints="NO" id="col-st-001">
                    <rect key="frame" x="16" y="20" width="300" height="73"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Date" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="dat-lb-001">
                            <rect key="frame" x="0.0" y="0.0" width="30" height="20.5"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <nil key="textColor"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bad-ge-001">
                            <rect key="frame" x="0.0" y="26.5" width="220" height="20.5"/>
                            <subviews>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Paid" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sta-lb-001">
                                    <rect key="frame" x="0.0" y="0.0" width="31" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="sta-lb-001" firstAttribute="leading" secondItem="bad-ge-001" secondAttribute="leading" id="fc1-c0-001"/>
                                <constraint firstItem="sta-lb-001" firstAttribute="top" secondItem="bad-ge-001" secondAttribute="top" id="fc1-c0-002"/>
                                <constraint firstAttribute="bottom" secondItem="sta-lb-001" secondAttribute="bottom" id="fc1-c0-003"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spa-cr-001" userLabel="Spacer">
                            <rect key="frame" x="30" y="53" width="240" height="20"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="20" id="fc1-c0-004"/>
                            </constraints>
                        </view>
                    </subviews>
                </stackView>
                <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row-st-001">
                    <rect key="frame" x="16" y="200" width="300" height="50"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ico-nv-001">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="50" id="fc1-c0-010"/>
                                <constraint firstAttribute="height" constant="50" id="fc1-c0-011"/>
                            </constraints>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spa-cr-002" userLabel="Spacer">
                            <rect key="frame" x="58" y="0.0" width="12" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="12" id="fc1-c0-012"/>
                            </constraints>
                        </view>
                        <stackView opaque="NO" contentMode="scaleToFill" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="emp-st-001">
                            <rect key="frame" x="78" y="25" width="0.0" height="0.0"/>
                        </stackView>
                    </subviews>
                </stackView>
    """,
    constraints: """
                    <constraint firstItem="col-st-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="fc1-c0-020"/>
                    <constraint firstItem="col-st-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="20" id="fc1-c0-021"/>
                    <constraint firstItem="col-st-001" firstAttribute="width" constant="300" id="fc1-c0-022"/>
                    <constraint firstItem="row-st-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="fc1-c0-023"/>
                    <constraint firstItem="row-st-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="200" id="fc1-c0-024"/>
    """)

  /// As Xcode's canvas stores them (`keepsCanvasSizes`, the comparison with stored frames):
  /// the badge spans the column (300, where the run-time suppression gives 0); its label keeps
  /// its text's width; the column's spacer is the library's 240 wide, the row's the row's 50
  /// tall (the library's 128 capped); the empty nested stack stays 0 × 0, centred on the icon.
  @Test func onXcodesCanvasFreeCrossSpansTheStack() throws {
    let (frames, _, _) = try Fixture.layout(Self.cell, state: IBState(keepsCanvasSizes: true))
    let badge = try #require(frames["bad-ge-001"])
    #expect(abs(badge.minX - 16) < 0.01)
    #expect(abs(badge.width - 300) < 0.01)
    let columnSpacer = try #require(frames["spa-cr-001"])
    #expect(abs(columnSpacer.minX - 16) < 0.01 && abs(columnSpacer.width - 240) < 0.01)
    Fixture.expectFrame(frames, "spa-cr-002", 16 + 58, 200, 12, 50)
    let status = try #require(frames["sta-lb-001"])
    #expect(status.width > 20 && status.width < 60)
    let empty = try #require(frames["emp-st-001"])
    #expect(empty.width == 0 && empty.height == 0)
    #expect(abs(empty.midY - 225) < 0.01)
  }

  /// As the app runs (and renders): UIKit's suppression makes the badge and the column's
  /// spacer 0 wide, the row's spacer 0 tall.
  @Test func inTheAppFreeCrossIsZero() throws {
    let (frames, _, _) = try Fixture.layout(Self.cell)
    #expect(frames["bad-ge-001"]?.width == 0)
    #expect(frames["spa-cr-001"]?.width == 0)
    #expect(frames["spa-cr-002"]?.height == 0)
  }
}
