// A stack view spaces its arranged views by whole pixels: a spacing that is not on the screen's
// pixel grid (0.5 pt on a 3x screen is 1.5 pixels) is rounded to it, halves away from zero,
// before the views are placed, so every gap is the same. Snapping each view's edges instead
// alternates the gaps between 1 and 2 pixels and lets a long column drift by a pixel every
// other row. Stored frames are deliberately wrong.
import AutoLayout
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import Testing

@Suite struct StackPixelSpacingTests {
  /// A settings list: a vertical stack of four 50-pt rows, 0.5 pt apart (a hairline of the
  /// background between rows) with a hidden row third, pinned 100 below the top of a screen of
  /// `device`.
  static func list(device: String, spacing: String = "0.5") -> String {
    func row(_ n: Int) -> String {
      """
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row-px-00\(n)">
                              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                              <constraints>
                                  <constraint firstAttribute="height" constant="50" id="rwh-px-00\(n)"/>
                              </constraints>
                          </view>
      """
    }
    // A row the app shows later: no height of its own, so hiding it leaves no length.
    let hidden = """
                          <view hidden="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row-px-003">
                              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                          </view>
      """
    return Fixture.screen(
      """
                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="\(spacing)" translatesAutoresizingMaskIntoConstraints="NO" id="lst-px-001">
                      <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                      <subviews>
      \(row(1))
      \(row(2))
      \(hidden)
      \(row(4))
      \(row(5))
                      </subviews>
                  </stackView>
      """,
      constraints: """
                  <constraint firstItem="lst-px-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="lsl-px-001"/>
                  <constraint firstAttribute="trailing" secondItem="lst-px-001" secondAttribute="trailing" id="lst-px-tr1"/>
                  <constraint firstItem="lst-px-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="lsp-px-001"/>
      """, device: device)
  }

  /// On a 3x screen 0.5 pt is 2 pixels between every pair of visible rows: the rows start
  /// 50 ⅔ apart and the column is 3 × ⅔ longer than its rows, where snapped edges had put the
  /// rows at 100, 150.67, 201, 251.67.
  @Test func aHalfPointSpacingIsTwoPixelsOnA3xScreen() throws {
    let (frames, _, result) = try Fixture.layout(Self.list(device: "retina6_12"))
    #expect(result.brokenConstraints.isEmpty)
    let gap = 2.0 / 3
    Fixture.expectFrame(frames, "row-px-001", 0, 100, 393, 50)
    Fixture.expectFrame(frames, "row-px-002", 0, 150 + gap, 393, 50, pixelGrid: 3)
    Fixture.expectFrame(frames, "row-px-004", 0, 200 + 2 * gap, 393, 50, pixelGrid: 3)
    Fixture.expectFrame(frames, "row-px-005", 0, 250 + 3 * gap, 393, 50, pixelGrid: 3)
    Fixture.expectFrame(frames, "lst-px-001", 0, 100, 393, 200 + 3 * gap, pixelGrid: 3)
    // The hidden row sits half that spacing after the row before it, 0 tall.
    Fixture.expectFrame(frames, "row-px-003", 0, 200 + gap + gap / 2, 393, 0, pixelGrid: 3)
  }

  /// On a 2x screen 0.5 pt is a whole pixel and stays as written; a negative spacing (rows
  /// overlapping by a hairline) rounds away from zero as a positive one does.
  @Test func aSpacingOnThePixelGridIsKeptAndANegativeOneRoundsAwayFromZero() throws {
    let (twoX, _, _) = try Fixture.layout(Self.list(device: "retina6_1"))
    Fixture.expectFrame(twoX, "row-px-005", 0, 251.5, 393, 50)
    let (overlap, _, _) = try Fixture.layout(Self.list(device: "retina6_12", spacing: "-0.5"))
    Fixture.expectFrame(overlap, "row-px-005", 0, 250 - 3 * 2.0 / 3, 393, 50, pixelGrid: 3)
  }
}
