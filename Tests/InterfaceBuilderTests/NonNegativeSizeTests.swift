// Interface Builder never stores a negative width or height: where optional constraints would
// turn a view inside out, Xcode keeps it 0 long and breaks them instead. Required constraints
// still hold over it.
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

  /// Required edges keep the label −12 tall: the rule never breaks a required constraint.
  @Test func requiredEdgesStillHold() throws {
    let (frames, _, _) = try Fixture.layout(Self.strip(priority: ""))
    Fixture.expectFrame(frames, "sta-lb-l01", 44, 606, 341, -12)
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
}
