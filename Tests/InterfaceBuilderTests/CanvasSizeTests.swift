import IBTestSupport
import InterfaceBuilder
import Testing

/// Arranged views that nothing sizes keep the size they were drawn at on the canvas.
@Suite struct CanvasSizeTests {
  /// A plain view and an empty stack view with no constraints in a column whose scroll content
  /// is centred in its scroll view `@250`: Interface Builder keeps them at their stored 50 and
  /// 30 rather than stretching one to centre the content (stopp-corona's confirmation screens).
  @Test func unsizedArrangedViewsKeepTheirStoredHeight() throws {
    let text = Fixture.screen(
      """
                  <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-ol-001">
                      <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-nt-001">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="172"/>
                              <subviews>
                                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="16" translatesAutoresizingMaskIntoConstraints="NO" id="col-st-001">
                                      <rect key="frame" x="0.0" y="0.0" width="393" height="172"/>
                                      <subviews>
      \(Fixture.box("box-bx-001", height: 60))
                                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="gap-vw-001">
                                              <rect key="frame" x="0.0" y="76" width="393" height="50"/>
                                          </view>
                                          <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="emp-st-001">
                                              <rect key="frame" x="0.0" y="142" width="393" height="30"/>
                                          </stackView>
                                      </subviews>
                                  </stackView>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="col-st-001" firstAttribute="top" secondItem="cnt-nt-001" secondAttribute="top" id="cvs-c0-001"/>
                                  <constraint firstItem="col-st-001" firstAttribute="leading" secondItem="cnt-nt-001" secondAttribute="leading" id="cvs-c0-002"/>
                                  <constraint firstAttribute="trailing" secondItem="col-st-001" secondAttribute="trailing" id="cvs-c0-003"/>
                                  <constraint firstAttribute="bottom" secondItem="col-st-001" secondAttribute="bottom" id="cvs-c0-004"/>
                              </constraints>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstItem="cnt-nt-001" firstAttribute="top" secondItem="scr-ol-001" secondAttribute="top" id="cvs-c0-010"/>
                          <constraint firstItem="cnt-nt-001" firstAttribute="leading" secondItem="scr-ol-001" secondAttribute="leading" id="cvs-c0-011"/>
                          <constraint firstAttribute="trailing" secondItem="cnt-nt-001" secondAttribute="trailing" id="cvs-c0-012"/>
                          <constraint firstAttribute="bottom" secondItem="cnt-nt-001" secondAttribute="bottom" priority="250" id="cvs-c0-013"/>
                          <constraint firstItem="cnt-nt-001" firstAttribute="centerX" secondItem="scr-ol-001" secondAttribute="centerX" id="cvs-c0-014"/>
                          <constraint firstItem="cnt-nt-001" firstAttribute="centerY" secondItem="scr-ol-001" secondAttribute="centerY" priority="250" id="cvs-c0-015"/>
                      </constraints>
                      <viewLayoutGuide key="contentLayoutGuide" id="cvs-cl-001"/>
                      <viewLayoutGuide key="frameLayoutGuide" id="cvs-fl-001"/>
                  </scrollView>
      """,
      constraints: """
                      <constraint firstItem="scr-ol-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" id="cvs-c0-020"/>
                      <constraint firstItem="scr-ol-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="cvs-c0-021"/>
                      <constraint firstAttribute="trailing" secondItem="scr-ol-001" secondAttribute="trailing" id="cvs-c0-022"/>
                      <constraint firstAttribute="bottom" secondItem="scr-ol-001" secondAttribute="bottom" id="cvs-c0-023"/>
      """)
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "gap-vw-001", 0, 76, 393, 50)
    Fixture.expectFrame(frames, "emp-st-001", 0, 142, 393, 30)
    Fixture.expectFrame(frames, "cnt-nt-001", 0, 0, 393, 172)
  }

  /// An image view without an image whose only constraint is its own 1:1 ratio, beside a
  /// label in a centred row 96 tall: nothing sizes it, so Interface Builder keeps the 50 × 50
  /// it was drawn at (Cuisiner's recipe thumbnail), where formshot had stretched it to the
  /// row's 96.
  @Test func anArrangedViewWithOnlyItsOwnRatioKeepsItsStoredSize() throws {
    let text = Fixture.screen("""
                    <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="row-st-001">
                        <rect key="frame" x="5" y="100" width="310" height="96"/>
                        <subviews>
                            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="thm-iv-001">
                                <rect key="frame" x="0.0" y="23" width="50" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" secondItem="thm-iv-001" secondAttribute="height" multiplier="1:1" id="thr-iv-001"/>
                                </constraints>
                            </imageView>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-lb-001">
                                <rect key="frame" x="70" y="38" width="240" height="20.5"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                    </stackView>
    """, constraints: """
    \(Fixture.placed("row-st-001", top: 100, leading: 5, width: 310, prefix: "rws-c0-00"))
                    <constraint firstItem="row-st-001" firstAttribute="height" constant="96" id="rws-c0-004"/>
    """)
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "thm-iv-001", 5, 123, 50, 50)
    let line = NestedStackTests.line(17)
    Fixture.expectFrame(frames, "ttl-lb-001", 75, 100 + (96 - line) / 2, 240, line, pixelGrid: 3)
  }

  /// A label with no text (the app fills it in) has no size of its own on the canvas either:
  /// arranged in a column, it keeps the 271 × 50 it was drawn at, where its empty text made
  /// it 0 tall (Essentia's balance-change cell).
  @Test func anEmptyArrangedLabelKeepsItsStoredSize() throws {
    let text = Fixture.screen("""
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="col-st-001">
                        <rect key="frame" x="20" y="100" width="271" height="50"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="ttl-lb-001">
                                <rect key="frame" x="0.0" y="0.0" width="271" height="50"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="30"/>
                            </label>
                        </subviews>
                    </stackView>
    """, constraints: """
                    <constraint firstItem="col-st-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="cls-c0-001"/>
                    <constraint firstItem="col-st-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="cls-c0-002"/>
    """)
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "ttl-lb-001", 20, 100, 271, 50)
  }

  /// On Xcode's canvas a constraint on one axis leaves the other to the canvas: an empty label
  /// 21 tall (its one constraint) in a column 300 wide aligned at its leading edge keeps the
  /// 274 it was drawn wide at, where its empty text made it 0 wide (netcloth's member card,
  /// Xcode 11.3); with a width of its own it takes that width. The app shows it 0 wide.
  @Test func aViewConstrainedOnOneAxisKeepsItsStoredSizeOnTheOther() throws {
    func column(_ labelConstraints: String) -> String {
      Fixture.screen("""
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="top" spacing="7" translatesAutoresizingMaskIntoConstraints="NO" id="col-st-002">
                        <rect key="frame" x="20" y="100" width="300" height="61"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-vw-002">
                                <rect key="frame" x="0.0" y="0.0" width="80" height="33"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="80" id="cls-c1-001"/>
                                    <constraint firstAttribute="height" constant="33" id="cls-c1-002"/>
                                </constraints>
                            </view>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sub-lb-002">
                                <rect key="frame" x="0.0" y="40" width="274" height="21"/>
                                <constraints>
      \(labelConstraints)
                                </constraints>
                                <fontDescription key="fontDescription" type="system" pointSize="15"/>
                            </label>
                        </subviews>
                    </stackView>
      """, constraints: """
      \(Fixture.placed("col-st-002", top: 100, leading: 20, width: 300, prefix: "cls-c1-00"))
      """)
    }
    let height = #"<constraint firstAttribute="height" constant="21" id="cls-c1-006"/>"#
    let canvas = IBState(keepsCanvasSizes: true)
    let (frames, _, _) = try Fixture.layout(column(height), state: canvas)
    Fixture.expectFrame(frames, "sub-lb-002", 20, 140, 274, 21)
    let width = #"<constraint firstAttribute="width" constant="120" id="cls-c1-007"/>"#
    let sized = try Fixture.layout(column(height + width), state: canvas)
    Fixture.expectFrame(sized.frames, "sub-lb-002", 20, 140, 120, 21)
    let app = try Fixture.layout(column(height))
    Fixture.expectFrame(app.frames, "sub-lb-002", 20, 140, 0, 21)
  }

  /// A label with no text pinned to the edges of a plain view that nothing else sizes (a box of
  /// a code-entry row, the app fills it in): the canvas keeps the label at the size it was
  /// drawn, 60 tall, and the box with it (HTC Mobile's code boxes); the app shows both 0 tall.
  @Test func anEmptyLabelKeepsItsStoredSizeOnTheCanvasWhereverItIs() throws {
    let text = Fixture.screen("""
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-vw-003">
                        <rect key="frame" x="35" y="180" width="70" height="60"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="cod-lb-003">
                                <rect key="frame" x="0.0" y="0.0" width="70" height="60"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="36"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="cod-lb-003" firstAttribute="top" secondItem="box-vw-003" secondAttribute="top" id="cls-c3-010"/>
                            <constraint firstItem="cod-lb-003" firstAttribute="leading" secondItem="box-vw-003" secondAttribute="leading" id="cls-c3-011"/>
                            <constraint firstAttribute="trailing" secondItem="cod-lb-003" secondAttribute="trailing" id="cls-c3-012"/>
                            <constraint firstAttribute="bottom" secondItem="cod-lb-003" secondAttribute="bottom" id="cls-c3-013"/>
                        </constraints>
                    </view>
      """, constraints: """
      \(Fixture.placed("box-vw-003", top: 180, leading: 35, width: 70, prefix: "cls-c3-00"))
      """)
    let (canvas, _, _) = try Fixture.layout(text, state: IBState(keepsCanvasSizes: true))
    Fixture.expectFrame(canvas, "cod-lb-003", 35, 180, 70, 60)
    Fixture.expectFrame(canvas, "box-vw-003", 35, 180, 70, 60)
    // The app does not keep what the canvas drew: a label with no text is 0 tall.
    let (app, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(app, "box-vw-003", 35, 180, 70, 0)
  }
}
