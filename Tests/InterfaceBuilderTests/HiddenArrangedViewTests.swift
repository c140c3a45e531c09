// Hidden arranged views of a stack view: out of the spacing chain, placed in the gap they leave
// and aligned across the axis as the visible views are; one that its own constraints keep long
// keeps its length there, as Xcode stores it (before the first visible view it ends where that
// view begins, or starts with it in a fill stack without spacing).
import Foundation
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
    \(Self.sized("button", "edi-tb-001", x: -30, y: 5, width: 30, height: 30, hidden: true, prefix: "hd1-c0-01"))
    \(Self.sized("view", "ico-nv-001", x: 0, y: 5, width: 30, height: 30, prefix: "hd1-c0-02"))
    \(Self.sized("view", "bad-ge-001", x: 38, y: 10, width: 50, height: 20, hidden: true, prefix: "hd1-c0-03"))
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

  /// A view (or a button) of a fixed size, `hidden` or not, with its width and height
  /// constraints (ids `<prefix>-w` / `<prefix>-h`).
  static func sized(
    _ tag: String, _ id: String, x: Int, y: Int, width: Int, height: Int, hidden: Bool = false, prefix: String
  ) -> String {
    let button = tag == "button"
    let attributes = button
      ? "contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" lineBreakMode=\"middleTruncation\""
      : ""
    return """
                        <\(tag)\(hidden ? " hidden=\"YES\"" : "") opaque="NO" contentMode="scaleToFill" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                            <rect key="frame" x="\(x)" y="\(y)" width="\(width)" height="\(height)"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="\(width)" id="\(prefix)-w"/>
                                <constraint firstAttribute="height" constant="\(height)" id="\(prefix)-h"/>
                            </constraints>
                        </\(tag)>
    """
  }

  /// Constraints holding `inner` inside `outer`, `top` and `bottom` from its edges and `side`
  /// from its sides (ids `<prefix>1` to `<prefix>4`).
  static func inside(_ inner: String, _ outer: String, top: Int, bottom: Int, side: Int, prefix: String) -> String {
    """
                                  <constraint firstItem="\(inner)" firstAttribute="top" secondItem="\(outer)" secondAttribute="top" constant="\(top)" id="\(prefix)1"/>
                                  <constraint firstAttribute="bottom" secondItem="\(inner)" secondAttribute="bottom" constant="\(bottom)" id="\(prefix)2"/>
                                  <constraint firstItem="\(inner)" firstAttribute="leading" secondItem="\(outer)" secondAttribute="leading" constant="\(side)" id="\(prefix)3"/>
                                  <constraint firstAttribute="trailing" secondItem="\(inner)" secondAttribute="trailing" constant="\(side)" id="\(prefix)4"/>
    """
  }

  /// Constraints placing `stack` across the root, 100 pt down (ids `<prefix>0` to `<prefix>2`).
  static func acrossTheRoot(_ stack: String, prefix: String) -> String {
    """
                      <constraint firstItem="\(stack)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="\(prefix)0"/>
                      <constraint firstAttribute="trailing" secondItem="\(stack)" secondAttribute="trailing" id="\(prefix)1"/>
                      <constraint firstItem="\(stack)" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="\(prefix)2"/>
    """
  }

  /// An address field's accessory column: a vertical stack without spacing holding a hidden
  /// 30-pt "cancel" button and a 30-pt "paste" button. Without spacing the hidden button
  /// starts where the paste button starts (y 0 in the stack, overlapping it), as Xcode stores
  /// such buttons, rather than ending there at y −30.
  static let column = Fixture.screen(
    """
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="acc-st-001">
                    <rect key="frame" x="300" y="200" width="30" height="30"/>
                    <subviews>
    \(Self.sized("button", "can-cl-001", x: 0, y: 0, width: 30, height: 30, hidden: true, prefix: "hd2-c0-01"))
    \(Self.sized("button", "pas-te-001", x: 0, y: 0, width: 30, height: 30, prefix: "hd2-c0-02"))
                    </subviews>
                </stackView>
    """,
    constraints: """
                    <constraint firstItem="acc-st-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="300" id="hd2-c0-010"/>
                    <constraint firstItem="acc-st-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="200" id="hd2-c0-011"/>
    """)

  @Test func withoutSpacingAHiddenFirstViewStartsWithTheNext() throws {
    let (frames, _, _) = try Fixture.layout(Self.column)
    Fixture.expectFrame(frames, "acc-st-001", 300, 200, 30, 30)
    Fixture.expectFrame(frames, "pas-te-001", 300, 200, 30, 30)
    Fixture.expectFrame(frames, "can-cl-001", 300, 200, 30, 30)
  }

  /// A transactions header: a horizontal fill stack across the root, its first arranged view a
  /// hidden column holding a view (Lumenshine's "load" button) centred on the root, then a
  /// title view that fills the row. The hidden column keeps no width, and where it sits gives
  /// way to that view's centring: 0 wide at the middle (x 196.5), as Xcode stores Lumenshine's, not
  /// stretched across the row to start where the title starts.
  @Test func aHiddenViewsPlaceGivesWayBeforeItsLength() throws {
    let text = Fixture.screen(
      """
                  <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-st-001">
                      <rect key="frame" x="0.0" y="100" width="393" height="40"/>
                      <subviews>
                          <stackView hidden="YES" opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="lod-st-001">
                              <rect key="frame" x="196.5" y="0.0" width="0.0" height="40"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lod-bt-001">
                                      <rect key="frame" x="0.0" y="0.0" width="0.0" height="40"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="40" id="hd6-c0-001"/>
                                      </constraints>
                                  </view>
                              </subviews>
                          </stackView>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tit-le-006">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="40"/>
                              <constraints>
                                  <constraint firstAttribute="height" constant="40" id="hd6-c0-002"/>
                              </constraints>
                          </view>
                      </subviews>
                  </stackView>
      """,
      constraints: Self.acrossTheRoot("hdr-st-001", prefix: "hd6-c0-1") + """

                      <constraint firstItem="lod-bt-001" firstAttribute="centerX" secondItem="roo-t0-vw1" secondAttribute="centerX" id="hd6-c0-020"/>
      """)
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "tit-le-006", 0, 100, 393, 40)
    // At the middle, on the 3x screen's pixels.
    Fixture.expectFrame(frames, "lod-st-001", 196.5, 100, 0, 40, pixelGrid: 3)
    Fixture.expectFrame(frames, "lod-bt-001", 196.5, 100, 0, 40, pixelGrid: 3)
  }

  /// A fee panel's options: a vertical stack 100 down whose two arranged views are both hidden,
  /// and a 50-pt footer 8 below it that would like (at 250) to end 20 above the screen's bottom.
  /// The stack collapses to no height, so the footer sits right under it; the footer's wish
  /// does not stretch the empty stack.
  @Test func aStackWithEveryArrangedViewHiddenHasNoLength() throws {
    let text = Fixture.screen(
      """
                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="opt-st-001">
                      <rect key="frame" x="24" y="100" width="345" height="0.0"/>
                      <subviews>
      \(Self.sized("view", "fas-tv-001", x: 0, y: 0, width: 345, height: 40, hidden: true, prefix: "hd3-c0-01"))
      \(Self.sized("view", "slo-wv-001", x: 0, y: 0, width: 345, height: 40, hidden: true, prefix: "hd3-c0-02"))
                      </subviews>
                  </stackView>
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="foo-tr-001">
                      <rect key="frame" x="24" y="108" width="345" height="50"/>
                      <constraints>
                          <constraint firstAttribute="height" constant="50" id="hd3-c0-003"/>
                      </constraints>
                  </view>
      """,
      constraints: """
                      <constraint firstItem="opt-st-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="24" id="hd3-c0-010"/>
                      <constraint firstItem="opt-st-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="hd3-c0-011"/>
                      <constraint firstItem="opt-st-001" firstAttribute="width" constant="345" id="hd3-c0-012"/>
                      <constraint firstItem="foo-tr-001" firstAttribute="leading" secondItem="opt-st-001" secondAttribute="leading" id="hd3-c0-013"/>
                      <constraint firstItem="foo-tr-001" firstAttribute="trailing" secondItem="opt-st-001" secondAttribute="trailing" id="hd3-c0-014"/>
                      <constraint firstItem="foo-tr-001" firstAttribute="top" secondItem="opt-st-001" secondAttribute="bottom" constant="8" id="hd3-c0-015"/>
                      <constraint firstItem="roo-t0-vw1" firstAttribute="bottom" secondItem="foo-tr-001" secondAttribute="bottom" constant="20" priority="250" id="hd3-c0-016"/>
      """)
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "opt-st-001", 24, 100, 345, 0)
    Fixture.expectFrame(frames, "foo-tr-001", 24, 108, 345, 50)
  }

  /// A question card: a centred vertical equalSpacing column 20 apart at the top of a 280 × 240
  /// view that only keeps it inside (bottom `>=`): a 20-pt prompt, an alert row (a horizontal
  /// stack aligned at the bottom) whose only view, a 110 × 36 "OK" button, is hidden, and a
  /// 36-pt answer row. The alert row is 0 × 0 — no visible view spans it across its axis
  /// either — so the column is as tall as its content, 96, instead of the empty row stretching
  /// it to the view's bottom.
  @Test func aStackWithEveryArrangedViewHiddenHasNoLengthAcrossItsAxis() throws {
    let text = Fixture.xib(
      """
              <view contentMode="scaleToFill" id="roo-t0-vw1">
                  <rect key="frame" x="0.0" y="0.0" width="280" height="240"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="center" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="que-st-001">
                          <rect key="frame" x="0.0" y="0.0" width="280" height="96"/>
                          <subviews>
      \(Self.sized("view", "pro-mt-001", x: 90, y: 0, width: 100, height: 20, prefix: "hd5-c0-01"))
                              <stackView opaque="NO" contentMode="scaleToFill" alignment="bottom" translatesAutoresizingMaskIntoConstraints="NO" id="ale-rt-001">
                                  <rect key="frame" x="140" y="40" width="0.0" height="0.0"/>
                                  <subviews>
      \(Self.sized("button", "okb-tn-001", x: 0, y: 0, width: 110, height: 36, hidden: true, prefix: "hd5-c0-02"))
                                  </subviews>
                              </stackView>
      \(Self.sized("view", "ans-wr-001", x: 10, y: 60, width: 260, height: 36, prefix: "hd5-c0-03"))
                          </subviews>
                      </stackView>
                  </subviews>
                  <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                  <constraints>
                      <constraint firstItem="que-st-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" id="hd5-c0-010"/>
                      <constraint firstItem="que-st-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="hd5-c0-011"/>
                      <constraint firstAttribute="trailing" secondItem="que-st-001" secondAttribute="trailing" id="hd5-c0-012"/>
                      <constraint firstAttribute="bottom" relation="greaterThanOrEqual" secondItem="que-st-001" secondAttribute="bottom" id="hd5-c0-013"/>
                  </constraints>
                  <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
              </view>
      """)
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "ale-rt-001", 140, 40, 0, 0)
    Fixture.expectFrame(frames, "que-st-001", 0, 0, 280, 96)
    Fixture.expectFrame(frames, "ans-wr-001", 10, 60, 260, 36)
  }

  /// A 44-pt hidden settings row `n` of the SIM card below, its switch 16 from its trailing
  /// edge (ids `rom-rw-00n`, `rom-sw-00n`).
  static func settingRow(_ n: Int) -> String {
    """
                          <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rom-rw-00\(n)">
                              <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                              <subviews>
                                  <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="rom-sw-00\(n)">
                                      <rect key="frame" x="255" y="6.5" width="51" height="31"/>
                                  </switch>
                              </subviews>
                              <constraints>
                                  <constraint firstAttribute="height" constant="44" id="hd8-c\(n)-001"/>
                                  <constraint firstAttribute="trailing" secondItem="rom-sw-00\(n)" secondAttribute="trailing" constant="16" id="hd8-c\(n)-002"/>
                                  <constraint firstItem="rom-sw-00\(n)" firstAttribute="centerY" secondItem="rom-rw-00\(n)" secondAttribute="centerY" id="hd8-c\(n)-003"/>
                              </constraints>
                          </view>
    """
  }

  /// A SIM card's settings: a vertical stack as wide as its 320-pt screen whose rows (a
  /// switch 16 from each row's trailing edge) are all hidden until the card loads. The stack
  /// has no height, but its rows still span its width, as visible rows would (yomojo's eight
  /// setting rows and element's two room banners, Xcode 14.1 and 11: each stored as wide as
  /// its stack); where nothing gives the stack a width it stays 0 across (above).
  @Test func aStackWithEveryArrangedViewHiddenStillSpansThemAcrossItsWidth() throws {
    let text = Fixture.screen(
      """
                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="rom-st-001">
                      <rect key="frame" x="0.0" y="148" width="320" height="0.0"/>
                      <subviews>
      \(Self.settingRow(1))
      \(Self.settingRow(2))
                      </subviews>
                  </stackView>
      """,
      constraints: """
                      <constraint firstItem="rom-st-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="148" id="hd8-c0-010"/>
                      <constraint firstItem="rom-st-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="hd8-c0-011"/>
                      <constraint firstItem="rom-st-001" firstAttribute="width" secondItem="roo-t0-vw1" secondAttribute="width" id="hd8-c0-012"/>
      """, device: "retina4_0", size: (320, 568))
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "rom-st-001", 0, 148, 320, 0)
    for i in 1...2 {
      // Each keeps its own 44-pt height, at the stack's top.
      Fixture.expectFrame(frames, "rom-rw-00\(i)", 0, 148, 320, 44)
      // The switch's frame, 51 wide, reaches 2 pt past its alignment rect on the trailing
      // side, as yomojo's switches are stored (x 255).
      #expect(abs((frames["rom-sw-00\(i)"]?.origin.x ?? 0) - (320 - 16 + 2 - 51)) < 0.01)
    }
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
                                  <constraint firstAttribute="width" constant="54" id="hd4-c0-001"/>
                                  <constraint firstAttribute="height" constant="30" id="hd4-c0-002"/>
                              </constraints>
                          </view>
                      </subviews>
                  </stackView>
      """,
      constraints: """
                      <constraint firstItem="log-st-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="hd4-c0-010"/>
                      <constraint firstItem="log-st-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="200" id="hd4-c0-011"/>
      """)
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "spi-nr-001", 20, 200, 20, 30)
    Fixture.expectFrame(frames, "log-bt-001", 48, 200, 54, 30)
    Fixture.expectFrame(frames, "log-st-001", 20, 200, 82, 30)
  }

  /// A stats panel: a vertical stack 16 in from the sides, 100 down, arranged inside its
  /// margins (32 above, 8 around), holding a 30-pt bar and a row (a horizontal stack) whose two
  /// fields are both hidden. The empty row would collapse to no width, but the column's fill
  /// alignment requires it as wide as the column's margins: a required constraint wins, so the
  /// row is 345 wide and 0 tall, as Xcode stores sentry's row of hidden fields, and the margins
  /// and the bar keep their width instead of folding up at the column's trailing edge.
  @Test func anEmptyStackYieldsToARequiredLength() throws {
    let text = Fixture.screen(
      """
                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="col-st-001">
                      <rect key="frame" x="16" y="100" width="361" height="30"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-vw-001">
                              <rect key="frame" x="0.0" y="0.0" width="361" height="30"/>
                              <constraints>
                                  <constraint firstAttribute="height" constant="30" id="hd5-c0-01-h"/>
                              </constraints>
                          </view>
                          <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row-st-005">
                              <rect key="frame" x="0.0" y="30" width="361" height="0.0"/>
                              <subviews>
      \(Self.sized("view", "fie-ld-001", x: 0, y: 0, width: 80, height: 34, hidden: true, prefix: "hd5-c0-02"))
      \(Self.sized("view", "fie-ld-002", x: 0, y: 0, width: 80, height: 34, hidden: true, prefix: "hd5-c0-03"))
                              </subviews>
                          </stackView>
                      </subviews>
                      <edgeInsets key="layoutMargins" top="32" left="8" bottom="8" right="8"/>
                  </stackView>
      """,
      constraints: """
                      <constraint firstItem="col-st-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="hd5-c0-010"/>
                      <constraint firstItem="roo-t0-vw1" firstAttribute="trailing" secondItem="col-st-001" secondAttribute="trailing" constant="16" id="hd5-c0-011"/>
                      <constraint firstItem="col-st-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="hd5-c0-012"/>
      """)
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "col-st-001", 16, 100, 361, 70)
    Fixture.expectFrame(frames, "bar-vw-001", 24, 132, 345, 30)
    Fixture.expectFrame(frames, "row-st-005", 24, 162, 345, 0)
  }

  /// A blocking screen's header: a vertical stack 100 down holding a hidden warning row (a
  /// multi-line label 4 from its top and bottom, 21 from its sides) above a 50-pt switch row.
  /// The hidden row keeps the 8 pt its content needs, its label 0 tall, as Xcode stores such
  /// rows (on the canvas no size turns negative, and that comes before the hiding constraint);
  /// the switch row still starts at the stack's top.
  @Test func aHiddenViewKeepsWhatItsContentNeedsWithTheContentEmpty() throws {
    let text = Fixture.screen(
      """
                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-st-001">
                      <rect key="frame" x="0.0" y="100" width="393" height="50"/>
                      <subviews>
                          <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="war-nv-001">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="8"/>
                              <subviews>
                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Blocking is off" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="war-nl-001">
                                      <rect key="frame" x="21" y="4" width="351" height="0.0"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                  </label>
                              </subviews>
                              <constraints>
      \(Self.inside("war-nl-001", "war-nv-001", top: 4, bottom: 4, side: 21, prefix: "hd6-c0-00"))
                              </constraints>
                          </view>
      \(Self.sized("view", "swi-rw-001", x: 0, y: 0, width: 393, height: 50, prefix: "hd6-c0-01"))
                      </subviews>
                  </stackView>
      """,
      constraints: Self.acrossTheRoot("hdr-st-001", prefix: "hd6-c0-01"))
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "war-nv-001", 0, 100, 393, 8)
    Fixture.expectFrame(frames, "war-nl-001", 21, 104, 351, 0)
    Fixture.expectFrame(frames, "swi-rw-001", 0, 100, 393, 50)
    Fixture.expectFrame(frames, "hdr-st-001", 0, 100, 393, 50)
    // A label that resists compression at 1000 (required) keeps its text: the hidden row is
    // then as tall as the label and its 8 pt (netcloth's dissolved-group notice, Xcode 11.3,
    // stores its hidden 71-pt row with the two-line label 36 tall).
    let required = text.replacingOccurrences(
      of: #"text="Blocking is off""#, with: #"verticalCompressionResistancePriority="1000" text="Blocking is off""#)
    #expect(required != text)
    let (kept, _, _) = try Fixture.layout(required)
    let label = try #require(kept["war-nl-001"]), row = try #require(kept["war-nv-001"])
    #expect(label.height > 10 && abs(row.height - (label.height + 8)) < 0.01, "\(label) in \(row)")
    Fixture.expectFrame(kept, "swi-rw-001", 0, 100, 393, 50)
  }

  /// A staking screen's hidden "reward destination" row: a view 100 down holding, 24 below
  /// its top and at its bottom, a column (12-pt spacing) of a title label and a 52-pt choice.
  /// The row keeps the 88 pt its content needs and the label, which only the column lays out,
  /// is 0 tall, not turned inside out to let the row shrink (fearless's staking screen,
  /// Xcode 14.1, stores the row 88 and the label 0).
  @Test func anArrangedLabelInAHiddenRowIsNotTurnedInsideOut() throws {
    let text = Fixture.screen(
      """
                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-st-001">
                      <rect key="frame" x="0.0" y="100" width="393" height="88"/>
                      <subviews>
                          <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rwd-rw-001">
                              <rect key="frame" x="0.0" y="0.0" width="393" height="88"/>
                              <subviews>
                                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="12" translatesAutoresizingMaskIntoConstraints="NO" id="rwd-st-001">
                                      <rect key="frame" x="16" y="24" width="361" height="64"/>
                                      <subviews>
                                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Choose reward destination" translatesAutoresizingMaskIntoConstraints="NO" id="rwd-lb-001">
                                              <rect key="frame" x="0.0" y="0.0" width="361" height="0.0"/>
                                              <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                          </label>
      \(Self.sized("view", "rwd-ch-001", x: 0, y: 12, width: 361, height: 52, prefix: "rw7-c0-01"))
                                      </subviews>
                                  </stackView>
                              </subviews>
                              <constraints>
      \(Self.inside("rwd-st-001", "rwd-rw-001", top: 24, bottom: 0, side: 16, prefix: "rw7-c0-00"))
                              </constraints>
                          </view>
                      </subviews>
                  </stackView>
      """,
      constraints: Self.acrossTheRoot("stk-st-001", prefix: "rw7-c0-01"))
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "rwd-rw-001", 0, 100, 393, 88)
    Fixture.expectFrame(frames, "rwd-lb-001", 16, 124, 361, 0)
    Fixture.expectFrame(frames, "rwd-ch-001", 16, 136, 361, 52)
  }
}
