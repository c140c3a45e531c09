/// A controller on a landscape iPhone 8 under a translucent navigation bar and above an opaque
/// tab bar (both 32 tall there) is stored 343 = 375 − 32 tall from the screen's top: short by
/// the opaque tab bar it does not extend under, not pushed below the translucent navigation bar.
/// Xcode's canvas draws that bar 32 tall up to Xcode 14.3 and 44 from Xcode 15 (MOPP's landscape
/// storyboard in its public history: tables 32 below the top in its 46 saves by Xcode 11 to 14.3,
/// 44 below in its 19 saves by Xcode 15 and 16). Stored frames are deliberately wrong (all at 0).
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import Testing

@Suite struct LandscapeBarsTests {
  static func addressees(tools: String) -> String {
    let list = """
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lst-ls-001">
                                  <rect key="frame" x="0.0" y="0.0" width="667" height="343"/>
                              </view>
      """
    let pins = """
                              <constraint firstItem="lst-ls-001" firstAttribute="top" secondItem="gui-ls-001" secondAttribute="top" id="lst-ls-c01"/>
                              <constraint firstItem="gui-ls-001" firstAttribute="bottom" secondItem="lst-ls-001" secondAttribute="bottom" id="lst-ls-c02"/>
                              <constraint firstItem="lst-ls-001" firstAttribute="leading" secondItem="gui-ls-001" secondAttribute="leading" id="lst-ls-c03"/>
                              <constraint firstItem="gui-ls-001" firstAttribute="trailing" secondItem="lst-ls-001" secondAttribute="trailing" id="lst-ls-c04"/>
      """
    let bars = """
                      <navigationItem key="navigationItem" id="nav-ls-001"/>
                      <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                      <simulatedTabBarMetrics key="simulatedBottomBarMetrics" translucent="NO"/>
      """
    let controller = Fixture.viewController(
      id: "vc0-ls-001", root: "roo-ls-001", size: (667, 343), list, safeArea: "gui-ls-001", constraints: pins,
      extras: bars)
    return Fixture.storyboard(
      tools: tools, device: "retina4_7", orientation: "landscape", initial: "vc0-ls-001",
      scenes: [Fixture.scene("scn-ls-001", controller)])
  }

  @Test func xcode14DrawsTheCompactBarAndTheRootEndsAboveTheOpaqueTabBar() throws {
    let (frames, _, _) = try Fixture.layout(Self.addressees(tools: "21701"), name: "fixture.storyboard")
    Fixture.expectFrame(frames, "lst-ls-001", 0, 32, 667, 311)
  }

  @Test func xcode15DrawsA44PointBar() throws {
    let (frames, _, _) = try Fixture.layout(Self.addressees(tools: "22154"), name: "fixture.storyboard")
    Fixture.expectFrame(frames, "lst-ls-001", 0, 44, 667, 299)
  }
}
