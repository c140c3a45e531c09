// Interface Builder never stores a negative width or height: where optional constraints would
// turn a view inside out, Xcode keeps it 0 long and breaks them instead; where required ones
// would, one of them breaks.
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import Testing

@Suite struct NonNegativeSizeTests {
  /// A collapsed status strip (`height == 0`) at y 600 holding a status label whose top and
  /// bottom sit 6 pt inside the strip at `priority` — a 0-tall strip leaves the label −12 tall
  /// if both edges hold.
  static func strip(priority: String) -> String {
    Fixture.screen(
      """
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sta-tu-s01">
                      <rect key="frame" x="0.0" y="600" width="393" height="0.0"/>
                      <subviews>
      \(Fixture.label("sta-lb-l01", text: "Status", font: "type=\"system\" pointSize=\"14\"", y: -6))
                      </subviews>
                      <constraints>
                          <constraint firstAttribute="height" id="nn1-c0-001"/>
                          <constraint firstItem="sta-lb-l01" firstAttribute="top" secondItem="sta-tu-s01" secondAttribute="top"\(priority) constant="6" id="nn1-c0-002"/>
                          <constraint firstAttribute="bottom" secondItem="sta-lb-l01" secondAttribute="bottom"\(priority) constant="6" id="nn1-c0-003"/>
                          <constraint firstItem="sta-lb-l01" firstAttribute="leading" secondItem="sta-tu-s01" secondAttribute="leading" constant="44" id="nn1-c0-004"/>
                          <constraint firstAttribute="trailing" secondItem="sta-lb-l01" secondAttribute="trailing" constant="8" id="nn1-c0-005"/>
                      </constraints>
                  </view>
      """,
      constraints: """
                      <constraint firstItem="sta-tu-s01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="nn1-c0-010"/>
                      <constraint firstAttribute="trailing" secondItem="sta-tu-s01" secondAttribute="trailing" id="nn1-c0-011"/>
                      <constraint firstItem="sta-tu-s01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="600" id="nn1-c0-012"/>
      """)
  }

  /// Edges at 751, above the label's compression resistance (750): one of them gives way and
  /// the label is 0 tall, 6 pt from the strip's top or bottom (stepik's status label, stored 0
  /// tall at y −6; AdGuard, FirebaseUI, Green).
  @Test func optionalEdgesGiveWayToANegativeHeight() throws {
    let (frames, _, _) = try Fixture.layout(Self.strip(priority: " priority=\"751\""))
    let label = try #require(frames["sta-lb-l01"])
    #expect(label.height == 0)
    #expect(label.width == 341)
    #expect(label.minY == 594 || label.minY == 606)
  }

  /// Required edges cannot hold either: a size's non-negativity is required too, so one of
  /// them breaks, the pin to the strip's bottom (the far edge), and the label keeps its text's
  /// height 6 below the strip's top (Shop's stock cell, Xcode 12: a box too short for its
  /// labels keeps them at their heights and gives up its last label's pin to its bottom;
  /// formshot had turned its two labels 0.5 and 0 tall).
  @Test func requiredEdgesBreakAtTheFarEdge() throws {
    let (frames, _, _) = try Fixture.layout(Self.strip(priority: ""))
    Fixture.expectFrame(frames, "sta-lb-l01", 44, 606, 341, 17)
  }

  /// An equal-spacing column held 10 pt tall around two 17-pt labels (each 20.33 tall at
  /// 3x): 30.67 pt must go, and the labels resist at 750 alike. Interface Builder keeps each
  /// label 0 tall or more (pocket-casts' podcast header, Xcode 15, stores its squeezed title 3
  /// tall and its description 0); formshot had taken it all from one label, −10.33 tall.
  @Test func aCompressedStackKeepsItsLabelsRightWayOut() throws {
    let text = Fixture.screen(
      """
                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="sqz-st-001">
                      <rect key="frame" x="16" y="100" width="361" height="10"/>
                      <subviews>
      \(Fixture.label("sqz-lb-001", text: "Name", font: "type=\"system\" pointSize=\"17\"", y: 0))
      \(Fixture.label("sqz-lb-002", text: "Description", font: "type=\"system\" pointSize=\"17\"", y: 0))
                      </subviews>
                      <constraints>
                          <constraint firstAttribute="height" constant="10" id="nn5-c0-001"/>
                      </constraints>
                  </stackView>
      """,
      constraints: """
                      <constraint firstItem="sqz-st-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="nn5-c0-010"/>
                      <constraint firstAttribute="trailing" secondItem="sqz-st-001" secondAttribute="trailing" constant="16" id="nn5-c0-011"/>
                      <constraint firstItem="sqz-st-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="nn5-c0-012"/>
      """)
    let (frames, _, _) = try Fixture.layout(text)
    let name = try #require(frames["sqz-lb-001"]), description = try #require(frames["sqz-lb-002"])
    #expect(name.height >= 0 && description.height >= 0, "heights \(name.height) and \(description.height)")
    #expect(abs(name.height + description.height - 10) < 0.01)
  }

  /// A column 10 tall, 8 apart, of two row stacks: a 16-pt title (compression resistance 750)
  /// and a 10-pt count that resists at 751. The title's row gives up its room first and stops
  /// at 0; the count's row takes the rest, 2 (Mad's profile header, Xcode 12, stores its
  /// "MAD" row 0 tall and squeezes the counts below it; formshot had the row 14.5 pt inside
  /// out, a nested stack having no floor of its own).
  @Test func aCompressedStackKeepsItsNestedStacksRightWayOut() throws {
    let count = Fixture.label("nst-lb-002", text: "1.2K", font: "type=\"system\" pointSize=\"10\"", y: 0)
      .replacingOccurrences(of: #"verticalHuggingPriority="251""#, with: #"verticalHuggingPriority="251" verticalCompressionResistancePriority="751""#)
    let text = Fixture.screen(
      """
                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="nst-st-001">
                      <rect key="frame" x="16" y="100" width="120" height="10"/>
                      <subviews>
                          <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="3" translatesAutoresizingMaskIntoConstraints="NO" id="nst-rw-001">
                              <rect key="frame" x="40" y="0.0" width="40" height="0.0"/>
                              <subviews>
      \(Fixture.label("nst-lb-001", text: "MAD", font: "type=\"system\" pointSize=\"16\"", y: 0))
                              </subviews>
                          </stackView>
                          <stackView opaque="NO" contentMode="scaleToFill" alignment="center" spacing="3" translatesAutoresizingMaskIntoConstraints="NO" id="nst-rw-002">
                              <rect key="frame" x="40" y="8" width="40" height="2"/>
                              <subviews>
      \(count)
                              </subviews>
                          </stackView>
                      </subviews>
                      <constraints>
                          <constraint firstAttribute="height" constant="10" id="nn7-c0-001"/>
                      </constraints>
                  </stackView>
      """,
      constraints: """
                      <constraint firstItem="nst-st-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="nn7-c0-010"/>
                      <constraint firstItem="nst-st-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="nn7-c0-011"/>
      """)
    let (frames, _, _) = try Fixture.layout(text)
    let title = try #require(frames["nst-rw-001"]), counts = try #require(frames["nst-rw-002"])
    #expect(title.height == 0)
    #expect(abs(counts.height - 2) < 0.01)
  }

  /// A mailbox row: a horizontal fill stack 240 wide, 8 apart — a 40-pt icon (hugging it at
  /// 1000), a wrapping label of two addresses whose one line would be 231 wide (compression
  /// resistance 999) and a 60-pt button. The label wraps, its widest line 119, and fills the
  /// 124 left; the icon keeps its 40, where formshot had squeezed it inside out while the
  /// label asked for its whole line (SimpleLogin's mailbox row, Xcode 12, keeps its 18-pt
  /// icon beside a two-line label; formshot had the icon −24.5 wide).
  @Test func aCompressedStackKeepsItsImagesRightWayOut() throws {
    let text = Fixture.screen(
      """
                  <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="mbx-st-001">
                      <rect key="frame" x="16" y="100" width="240" height="40"/>
                      <subviews>
                          <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="1000" verticalHuggingPriority="251" image="mailbox" translatesAutoresizingMaskIntoConstraints="NO" id="mbx-ic-001">
                              <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                          </imageView>
                          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="999" text="alice@example.com bob@example.com" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="mbx-lb-001">
                              <rect key="frame" x="48" y="0.0" width="124" height="40"/>
                              <fontDescription key="fontDescription" type="system" pointSize="14"/>
                              <nil key="textColor"/>
                              <nil key="highlightedColor"/>
                          </label>
                          <view contentMode="scaleToFill" horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="mbx-bt-001">
                              <rect key="frame" x="180" y="0.0" width="60" height="40"/>
                              <constraints>
                                  <constraint firstAttribute="width" constant="60" id="nn6-c0-001"/>
                              </constraints>
                          </view>
                      </subviews>
                  </stackView>
      """,
      constraints: """
                      <constraint firstItem="mbx-st-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="nn6-c0-010"/>
                      <constraint firstItem="mbx-st-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="nn6-c0-011"/>
                      <constraint firstItem="mbx-st-001" firstAttribute="width" constant="240" id="nn6-c0-012"/>
      """
    ).replacingOccurrences(of: "    </objects>\n</document>", with: """
          </objects>
          <resources>
              <image name="mailbox" width="40" height="40"/>
          </resources>
      </document>
      """)
    let (frames, _, _) = try Fixture.layout(text)
    let icon = try #require(frames["mbx-ic-001"]), label = try #require(frames["mbx-lb-001"])
    #expect(abs(icon.width - 40) < 0.01, "icon \(icon.width) wide")
    #expect(abs(label.minX - (16 + 48)) < 0.01 && abs(label.width - 124) < 0.01, "label \(label)")
    #expect(abs(try #require(frames["mbx-bt-001"]).minX - (16 + 180)) < 0.01)
  }
}
