// A required constraint written twice between the same two anchors, with different constants:
// Interface Builder keeps the later one in the file and breaks the earlier.
import AutoLayout
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import Testing

@Suite struct RestatedConstraintTests {
  /// A 25-tall row hung 4 and, written after it, 8 below an 18-tall strip: Xcode stores the
  /// row 8 below (EZAR's request cell puts its rating row 229 = 203 + 18 + 8 down, and ZoddL's
  /// code screen its divider 13.5, not 13, after a field). formshot had kept the first, which
  /// the engine had when the second arrived.
  @Test func theLaterOfTwoSpacingsHolds() throws {
    let text = Fixture.screen(
      """
      \(Fixture.box("str-vw-001", height: 18))
      \(Fixture.box("row-vw-001", height: 25))
      """,
      constraints: """
      \(Fixture.placed("str-vw-001", top: 203, leading: 85, width: 150, prefix: "rsc-c0-00"))
                      <constraint firstItem="row-vw-001" firstAttribute="top" secondItem="str-vw-001" secondAttribute="bottom" constant="4" id="rsc-c0-004"/>
                      <constraint firstItem="row-vw-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="10" id="rsc-c0-005"/>
                      <constraint firstItem="row-vw-001" firstAttribute="width" constant="41.5" id="rsc-c0-006"/>
                      <constraint firstItem="row-vw-001" firstAttribute="top" secondItem="str-vw-001" secondAttribute="bottom" constant="8" id="rsc-c0-007"/>
      """, device: "retina4_0", size: (320, 568), tools: "21507")
    let (frames, _, result) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "row-vw-001", 10, 229, 41.5, 25)
    #expect(result.brokenConstraints.map(\.broken.constant) == [4])
  }
}
