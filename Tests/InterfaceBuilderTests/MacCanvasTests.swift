// The Mac Catalyst canvas (`<device id="mac">`, an app "optimized for Mac"): a window's
// content of the root's own size, with no status bar.
import AutoLayout
import Geometry
import IBTestSupport
import InterfaceBuilder
import Testing

@Suite struct MacCanvasTests {
  /// A 960 × 600 dialog whose stack of fields is pinned 20 inside its safe area.
  static let dialog = Fixture.storyboard(
    tools: "25079.1", device: "mac",
    Fixture.viewController(
      root: "roo-mc-vw1", size: (960, 600),
      """
                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fld-mc-001">
                      <rect key="frame" x="20" y="20" width="920" height="59"/>
                  </view>
      """,
      safeArea: "saf-mc-ar1",
      constraints: """
                  <constraint firstItem="fld-mc-001" firstAttribute="top" secondItem="saf-mc-ar1" secondAttribute="top" constant="20" id="c01-mc-000"/>
                  <constraint firstItem="fld-mc-001" firstAttribute="leading" secondItem="saf-mc-ar1" secondAttribute="leading" constant="20" id="c02-mc-000"/>
                  <constraint firstItem="saf-mc-ar1" firstAttribute="trailing" secondItem="fld-mc-001" secondAttribute="trailing" constant="20" id="c03-mc-000"/>
                  <constraint firstItem="fld-mc-001" firstAttribute="height" constant="59" id="c04-mc-000"/>
      """))

  /// Zavala's dialogs (Xcode 16) store their fields 20 below the window's top: the safe area
  /// is the whole view, and the file's device is known, so opening it warns of nothing.
  @Test func aMacCanvasHasNoStatusBar() throws {
    let doc = try Fixture.document(Self.dialog, name: "dialog.storyboard")
    #expect(doc.warnings.isEmpty)
    let (frames, resolved, result) = try Fixture.layout(Self.dialog, name: "dialog.storyboard")
    #expect(result.brokenConstraints.isEmpty)
    #expect(resolved.device?.id == "mac")
    #expect(resolved.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    Fixture.expectFrame(frames, "fld-mc-001", 20, 20, 920, 59)
    Fixture.expectFrame(frames, "roo-mc-vw1", 0, 0, 960, 600)
    #expect(frames["_statusBar"] == nil && frames["_homeIndicator"] == nil)
  }
}
