/// `.xib` / `.storyboard` files through the real `formshot` binary: scenes, --scene, located
/// errors and warnings, rendering.
import Foundation
import IBTestSupport
import Testing

@Suite struct InterfaceBuilderCLITests {
  static let fixtures = CLI.packageRoot.appendingPathComponent("Tests/InterfaceBuilderTests/Fixtures")
  static var signin: String { fixtures.appendingPathComponent("signin.storyboard").path }

  static let twoRoots = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina4_7" orientation="portrait" appearance="light"/>
        <objects>
            <view contentMode="scaleToFill" id="one-00-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                <subviews>
                    <mapView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="map-00-001">
                        <rect key="frame" x="0" y="0" width="375" height="100"/>
                    </mapView>
                </subviews>
            </view>
            <view contentMode="scaleToFill" id="two-00-002" userLabel="Second">
                <rect key="frame" x="0.0" y="0.0" width="200" height="50"/>
            </view>
        </objects>
    </document>
    """

  /// Writes a screen holding `view` (one element, `id`), placed 16 pt in and 40 pt below the
  /// safe area's top, and returns the file and the line its element starts on.
  static func write(_ view: String, pinning id: String, named name: String) throws -> (file: URL, line: Int) {
    let constraints = """
                  <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="sl0-00-001"/>
                  <constraint firstItem="\(id)" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="40" id="st0-00-001"/>
      """
    let text = Fixture.screen(view, constraints: constraints)
    let (_, file) = try Fixture.write(text, named: name)
    let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("id=\"\(id)\"") }) + 1
    return (file, line)
  }

  /// A controller whose view the file stores 0 pt tall (a dropdown sized in code) lays out,
  /// but has no picture: `render` of it is a located error; `snapshot` and `docs` of the file
  /// skip it with a located warning and draw the other root, exiting 0.
  @Test func aRootWithNoAreaIsSkippedWhereEveryRootIsDrawn() throws {
    let text = Self.twoRoots.replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="200" height="50"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="200" height="0.0"/>"#)
    #expect(text != Self.twoRoots)
    let (folder, file) = try Fixture.write(text, named: "two.xib")
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let index = try #require(lines.firstIndex { $0.contains(#"id="two-00-002""#) })
    let column = lines[index].prefix { $0 == " " }.count + 1
    let located = "two.xib:\(index + 1):\(column):"
    let render = try CLI.run(["render", "two.xib", "--scene", "two-00-002"], in: folder)
    #expect(render.status == 1)
    #expect(render.stderr.contains("\(located) error: the root two-00-002 is 200 × 0 pt: there is nothing to draw"), "\(render.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("two-two-00-002.png").path))
    let snapshot = try CLI.run(["snapshot", "two.xib", "--no-config", "--record", "--snapshots", "snaps"], in: folder)
    #expect(snapshot.status == 0, "\(snapshot.stderr)")
    #expect(snapshot.stderr.contains("\(located) warning: the root two-00-002 is 200 × 0 pt: there is nothing to draw; skipped"), "\(snapshot.stderr)")
    let recorded = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("snaps").path)
    #expect(recorded == ["two-one-00-001"], "\(recorded)")
    let docs = try CLI.run(["docs", "two.xib", "--output", "docs"], in: folder)
    #expect(docs.status == 0, "\(docs.stderr)")
    #expect(docs.stderr.contains("\(located) warning:"))
  }

  /// `audit` takes an Interface Builder file: every root without --scene, one with it, and
  /// with several roots --json holds one report per root.
  @Test func auditTakesEveryRootOrTheScene() throws {
    let (_, file) = try Fixture.write(Self.twoRoots, named: "two.xib")
    let all = try CLI.run(["audit", file.path, "--state", "kb-hidden", "--fail-on", "never"])
    #expect(all.status == 0, "\(all.stderr)")
    let text = all.stdout + all.stderr
    #expect(text.contains("two.xib (two-one-00-001)"))
    #expect(text.contains("two.xib (two-two-00-002)"))
    let json = try CLI.run(["audit", file.path, "--state", "kb-hidden", "--json", "--fail-on", "never"])
    #expect(json.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let roots = object?["roots"] as? [[String: Any]]
    #expect(roots?.count == 2)
    #expect(roots?.compactMap { $0["form"] as? String } == ["two-one-00-001", "two-two-00-002"])
    let one = try CLI.run(["audit", file.path, "--scene", "two-00-002", "--json", "--state", "kb-hidden"])
    #expect(one.status == 0, "\(one.stderr)")
    let single = try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any]
    #expect(single?["format"] as? String == "formshot-audit/1")
    #expect(single?["form"] as? String == "two-two-00-002")
    let wrong = try CLI.run(["audit", file.path, "--scene", "nope"])
    #expect(wrong.status != 0)
    #expect(wrong.stderr.contains("two.xib:1:1: error: no scene 'nope'"))
  }

  /// An audit finding about a part formshot adds to a view (a segment of a segmented control)
  /// points at that view's element, as check's warnings do, not at line 1.
  @Test func anAuditFindingAboutASegmentIsLocatedAtItsControl() throws {
    let control = Fixture.segmentedControl("seg-00-001", titles: ["Day", "Week"], frame: (16, 100, 200, 32))
    let (file, line) = try Self.write(control, pinning: "seg-00-001", named: "segments.xib")
    let r = try CLI.run(["audit", file.path, "--state", "kb-hidden", "--fail-on", "never"])
    let output = r.stdout + r.stderr
    #expect(output.contains("segments.xib:\(line):") && output.contains("seg-00-001.segment"), "\(output)")
    #expect(!output.contains("segments.xib:1:1:"), "\(output)")
  }

  /// The name formshot writes on an unsupported view's placeholder is its own stand-in, not
  /// the app's text: the audit does not judge its contrast or fit (it had flagged every
  /// placeholder's grey caption as low-contrast text).
  @Test func theAuditLeavesPlaceholderCaptionsOut() throws {
    let map = """
                  <mapView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" mapType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="map-00-001">
                      <rect key="frame" x="16" y="100" width="200" height="120"/>
                  </mapView>
      """
    let constraints = """
                  <constraint firstItem="map-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="ml0-00-001"/>
                  <constraint firstItem="map-00-001" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="40" id="mt0-00-001"/>
                  <constraint firstItem="map-00-001" firstAttribute="width" constant="200" id="mw0-00-001"/>
                  <constraint firstItem="map-00-001" firstAttribute="height" constant="120" id="mh0-00-001"/>
      """
    let (_, file) = try Fixture.write(Fixture.screen(map, constraints: constraints), named: "map.xib")
    let r = try CLI.run(["audit", file.path, "--state", "kb-hidden", "--fail-on", "never"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(!(r.stdout + r.stderr).contains("~caption"), "\(r.stdout + r.stderr)")
  }

  /// An image view in a file opened from its own folder (a bare file name): looking for the
  /// asset catalog one folder up must not trap on ".".
  @Test func imageViewInAFileOpenedFromItsFolder() throws {
    let xib = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
          <device id="retina4_7" orientation="portrait" appearance="light"/>
          <objects>
              <view contentMode="scaleToFill" id="img-00-001">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                  <subviews>
                      <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="Logo" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-002">
                          <rect key="frame" x="10" y="10" width="40" height="40"/>
                      </imageView>
                  </subviews>
              </view>
          </objects>
          <resources>
              <image name="Logo" width="40" height="40"/>
          </resources>
      </document>
      """
    let (dir, _) = try Fixture.write(xib, named: "logo.xib")
    let r = try CLI.run(["layout", "logo.xib"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout.contains("img-00-002"))
  }

  @Test func scenesListsTheRoots() throws {
    let r = try CLI.run(["scenes", Self.signin])
    #expect(r.status == 0)
    #expect(r.stdout.contains("controller sig-vc-001  view sig-vw-001  storyboardIdentifier SignIn"))
    #expect(r.stdout.contains("1 root, device retina6_12"))
  }

  @Test func severalRootsNeedAScene() throws {
    let (_, file) = try Fixture.write(Self.twoRoots, named: "two.xib")
    let r = try CLI.run(["layout", file.path])
    #expect(r.status == 1)
    #expect(r.stderr.contains("two.xib:1:1: error: the file has 2 roots; pick one with --scene ID"))
    let ok = try CLI.run(["layout", file.path, "--scene", "two-00-002", "--json"])
    #expect(ok.status == 0)
    #expect(ok.stdout.contains("\"two-00-002\": {\"x\": 0, \"y\": 0, \"width\": 200, \"height\": 50"))
    #expect(ok.stdout.contains("\"aliases\": {\"two-00-002\": [\"Second\"]}"))
  }

  @Test func checkWarnsAboutUnsupportedViewsWithTheirLine() throws {
    let (_, file) = try Fixture.write(Self.twoRoots, named: "two.xib")
    let r = try CLI.run(["check", file.path])
    #expect(r.status == 1)
    #expect(r.stderr.contains("two.xib:8:17: warning: <mapView> is not supported: painted as a placeholder"))
  }

  /// A broken constraint that no line of the file holds (a stack view's alignment, which
  /// formshot makes as UIKit does) is reported at the view it constrains, not at line 1.
  @Test func aBrokenStackConstraintIsReportedAtTheStack() throws {
    let stack = """
                  <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                      <rect key="frame" x="16" y="100" width="200" height="40"/>
                      <subviews>
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="200" height="40"/>
                              <constraints>
                                  <constraint firstAttribute="width" constant="300" id="bw0-00-001"/>
                                  <constraint firstAttribute="height" constant="40" id="bh0-00-001"/>
                              </constraints>
                          </view>
                      </subviews>
                      <constraints>
                          <constraint firstAttribute="width" constant="200" id="sw0-00-001"/>
                      </constraints>
                  </stackView>
      """
    let (file, line) = try Self.write(stack, pinning: "stk-00-001", named: "stack.xib")
    let r = try CLI.run(["check", file.path])
    #expect(r.status == 1)
    #expect(r.stderr.contains("stack.xib:\(line):"), "\(r.stderr)")
    #expect(r.stderr.contains("error: unsatisfiable: 'stk-00-001.trailing == box-00-001.trailing @1000'"), "\(r.stderr)")
    #expect(!r.stderr.contains("stack.xib:1:1:"), "\(r.stderr)")
  }

  /// A warning about a part formshot adds inside a view (the segments of a segmented control
  /// that shares a wider frame by content, which nothing apportions) points at that view's
  /// element, not at line 1.
  @Test func aWarningAboutAPartOfAViewIsReportedAtTheView() throws {
    let control = """
                  <segmentedControl opaque="NO" contentMode="scaleToFill" fixedFrame="YES" contentHorizontalAlignment="left" contentVerticalAlignment="top" apportionsSegmentWidthsByContent="YES" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg-00-001">
                      <rect key="frame" x="16" y="100" width="360" height="32"/>
                      <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                      <segments>
                          <segment title="360p"/>
                          <segment title="Safe Area"/>
                      </segments>
                  </segmentedControl>
      """
    let text = Fixture.screen(control, constraints: "")
    let (_, file) = try Fixture.write(text, named: "parts.xib")
    let r = try CLI.run(["check", file.path])
    let line = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<segmentedControl") }) + 1
    #expect(r.stderr.contains("parts.xib:\(line):"), "\(r.stderr)")
    #expect(r.stderr.contains("seg-00-001.segment"), "\(r.stderr)")
    #expect(!r.stderr.contains("parts.xib:1:1:"), "\(r.stderr)")
  }

  @Test func malformedFileIsALocatedError() throws {
    let (dir, file) = try Fixture.write(String(Self.twoRoots.prefix(400)), named: "cut.xib")
    for command in ["render", "layout", "check", "states"] {
      let r = try CLI.run([command, file.path], in: dir)
      #expect(r.status == 1, "\(command)")
      #expect(r.stderr.hasPrefix(file.path + ":"), "\(command): \(r.stderr)")
      #expect(r.stderr.contains(": error: "), "\(command)")
    }
    #expect(CLI.files(in: dir) == ["cut.xib"])  // nothing half-written
  }

  @Test func renderWritesAStateOfTheStoryboard() throws {
    let dir = try CLI.temporaryDirectory()
    let r = try CLI.run(["render", Self.signin, "--state", "kb-shown,dark", "--scale", "1", "-o", "out.png"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(CLI.files(in: dir) == ["out.png"])
  }
}
