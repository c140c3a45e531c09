/// Light and dark: named colours keep the dark variant of their asset catalog's colour set,
/// and a view's `overrideUserInterfaceStyle` (a user-defined runtime attribute: Interface
/// Builder has no field for it) forces its subtree's appearance.
import AutoLayout
import Drawing
import Formshot
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import Scene
import Testing

@Suite struct AppearanceTests {
  /// Writes `files` (relative path → text) into a new folder; returns the folder.
  func folder(_ files: [String: String]) throws -> String {
    let dir = FileManager.default.temporaryDirectory
      .appendingPathComponent("formshot-appearance-\(UUID().uuidString)").path
    for (path, text) in files {
      let full = dir + "/" + path
      try FileManager.default.createDirectory(
        atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try text.write(toFile: full, atomically: true, encoding: .utf8)
    }
    return dir
  }

  /// A colour set as Xcode writes it: the universal colour, then the dark one when given.
  func colorSet(_ any: String, dark: String? = nil) -> String {
    func entry(_ components: String, _ appearances: String) -> String {
      """
          {
            \(appearances)"color" : { "color-space" : "srgb", "components" : { \(components) } },
            "idiom" : "universal"
          }
      """
    }
    var entries = [entry(any, "")]
    if let dark {
      entries.append(entry(dark, #""appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],"# + "\n"))
    }
    return """
      {
        "colors" : [
      \(entries.joined(separator: ",\n"))
        ],
        "info" : { "author" : "xcode", "version" : 1 }
      }
      """
  }

  /// Three 40-pt views filled with the named colours `Accent` (a catalog set in a group
  /// folder, whose stale `<namedColor>` resource says otherwise), `Ink` (gray components,
  /// light and dark) and `Legacy` (only the file's resource).
  func swatches(extraRoot: String = "") -> String {
    let views = ["Accent", "Ink", "Legacy"].enumerated().map { i, name in
      """
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw\(i)-00-001">
                          <rect key="frame" x="16" y="\(100 + 50 * i)" width="40" height="40"/>
                          <color key="backgroundColor" name="\(name)"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="40" id="sw\(i)-wd-001"/>
                              <constraint firstAttribute="height" constant="40" id="sw\(i)-ht-001"/>
                          </constraints>
                      </view>
      """
    }.joined(separator: "\n")
    let constraints = (0..<3).map { i in
      """
                      <constraint firstItem="sw\(i)-00-001" firstAttribute="leading" secondItem="saf-e0-ar1" secondAttribute="leading" constant="16" id="sw\(i)-ld-001"/>
                      <constraint firstItem="sw\(i)-00-001" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="\(40 + 50 * i)" id="sw\(i)-tp-001"/>
      """
    }.joined(separator: "\n")
    var text = Fixture.screen(views, constraints: constraints)
    text = text.replacingOccurrences(
      of: "</objects>",
      with: """
        </objects>
            <resources>
                <namedColor name="Accent">
                    <color red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
                <namedColor name="Legacy">
                    <color red="0.0" green="0.5" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </namedColor>
            </resources>
        """)
    if !extraRoot.isEmpty {
      text = text.replacingOccurrences(of: "<view contentMode=\"scaleToFill\" id=\"roo-t0-vw1\">", with: "<view contentMode=\"scaleToFill\" id=\"roo-t0-vw1\">\n" + extraRoot)
    }
    return text
  }

  /// The app's folder: the xib under `Base.lproj`, its catalog one folder up, sets in groups.
  func app(_ xib: String) throws -> String {
    let dir = try folder([
      "Base.lproj/Swatches.xib": xib,
      "Colors.xcassets/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
      "Colors.xcassets/Brand/Contents.json": #"{ "info" : { "author" : "xcode", "version" : 1 } }"#,
      "Colors.xcassets/Brand/Accent.colorset/Contents.json":
        colorSet(#""red" : "0.000", "green" : "0.478", "blue" : "1.000", "alpha" : "1.000""#,
                 dark: #""red" : "0x0A", "green" : "0x84", "blue" : "0xFF", "alpha" : "1.000""#),
      "Colors.xcassets/Ink.colorset/Contents.json":
        colorSet(#""white" : "0.100", "alpha" : "1.000""#, dark: #""white" : "0.900", "alpha" : "1.000""#),
    ])
    return dir + "/Base.lproj/Swatches.xib"
  }

  func painted(_ path: String, _ appearance: IBState.Appearance) throws -> (DisplayList, [String: Rect], IBResolved) {
    let doc = try IBDocument(data: Data(contentsOf: URL(fileURLWithPath: path)), path: path)
    let resolved = IBResolver.resolve(doc, root: doc.roots[0], state: IBState(appearance: appearance))
    let result = LayoutEngine.solve(resolved.form, measuring: FixedAdvanceTextMeasurer())
    var frames: [String: Rect] = [:]
    for (id, frame) in result.frames { frames[id.rawValue] = frame }
    let theme = try FormRenderer().theme(named: nil, for: resolved.form)
    return (SceneBuilder.build(form: resolved.form, layout: result, theme: theme), frames, resolved)
  }

  func fill(of frame: Rect, in list: DisplayList) -> Color? {
    for item in list.items.reversed() {
      if case .fill(.rect(let r, _), .solid(let c)) = item, r == frame { return c }
    }
    return nil
  }

  func rgb(_ c: Color?) -> [Int] {
    guard let c else { return [] }
    return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
  }

  /// The colour set wins over the file's stale resource and paints its dark side in dark;
  /// gray components are read as gray; a colour only the file knows stays what it says in
  /// both appearances. The frames do not depend on the appearance.
  @Test func namedColorsPaintTheirDarkVariant() throws {
    let path = try app(swatches())
    let (light, lightFrames, resolved) = try painted(path, .light)
    let (dark, darkFrames, _) = try painted(path, .dark)
    #expect(lightFrames == darkFrames)
    let background = { (id: String) -> String? in
      guard let item = resolved.form.items.first(where: { $0.id.rawValue == id }) else { return nil }
      if case .view(let background, _) = item.kind, let background { return background }
      return item.style.backgroundColor
    }
    #expect(background("sw0-00-001") == "#007AFF / #0A84FF")
    #expect(background("sw1-00-001") == "#1A1A1A / #E6E6E6")
    #expect(background("sw2-00-001") == "#008000")
    let f = { (i: Int) in lightFrames["sw\(i)-00-001"]! }
    #expect(rgb(fill(of: f(0), in: light)) == [0, 122, 255])
    #expect(rgb(fill(of: f(0), in: dark)) == [10, 132, 255])
    #expect(rgb(fill(of: f(1), in: light)) == [26, 26, 26])
    #expect(rgb(fill(of: f(1), in: dark)) == [230, 230, 230])
    #expect(rgb(fill(of: f(2), in: dark)) == [0, 128, 0])
    #expect(!resolved.warnings.contains { $0.message.contains("named colour") })
  }

  static let forceDark = """
                          <userDefinedRuntimeAttributes>
                              <userDefinedRuntimeAttribute type="number" keyPath="overrideUserInterfaceStyle">
                                  <integer key="value" value="2"/>
                              </userDefinedRuntimeAttribute>
                          </userDefinedRuntimeAttributes>
      """
  static let forceLight = forceDark.replacingOccurrences(of: "value=\"2\"", with: "value=\"1\"")

  /// A storyboard screen on the system background holding a card on the system background
  /// (`crd-00-001`, 100 tall) with a label in the default colour; `controllerExtra` and
  /// `cardExtra` are written inside the controller's and the card's elements.
  func screen(controllerExtra: String = "", cardExtra: String = "") -> String {
    Fixture.storyboard("""
                  <viewController id="vc0-00-001" sceneMemberID="viewController">
                      <view key="view" contentMode="scaleToFill" id="roo-t0-vw1">
                          <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                          <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                          <subviews>
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-00-001">
                                  <rect key="frame" x="16" y="68" width="382" height="100"/>
                                  <subviews>
                                      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Night" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                          <rect key="frame" x="16" y="16" width="42" height="21"/>
                                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                          <nil key="textColor"/>
                                          <nil key="highlightedColor"/>
                                      </label>
                                  </subviews>
                                  <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                  <constraints>
                                      <constraint firstAttribute="height" constant="100" id="crd-ht-001"/>
                                      <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="crd-00-001" secondAttribute="leading" constant="16" id="lbl-ld-001"/>
                                      <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="crd-00-001" secondAttribute="top" constant="16" id="lbl-tp-001"/>
                                  </constraints>
      \(cardExtra)
                              </view>
                          </subviews>
                          <viewLayoutGuide key="safeArea" id="saf-e0-ar1"/>
                          <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>
                          <constraints>
                              <constraint firstItem="crd-00-001" firstAttribute="leading" secondItem="saf-e0-ar1" secondAttribute="leading" constant="16" id="crd-ld-001"/>
                              <constraint firstItem="saf-e0-ar1" firstAttribute="trailing" secondItem="crd-00-001" secondAttribute="trailing" constant="16" id="crd-tr-001"/>
                              <constraint firstItem="crd-00-001" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="20" id="crd-tp-001"/>
                          </constraints>
                      </view>
      \(controllerExtra)
                  </viewController>
                  <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-001" userLabel="First Responder" sceneMemberID="firstResponder"/>
      """)
  }

  func render(_ text: String, _ appearance: IBState.Appearance, files: [String: String] = [:]) throws -> (DisplayList, [String: Rect], IBResolved, Theme) {
    var all = files
    all["Base.lproj/Main.storyboard"] = text
    let path = try folder(all) + "/Base.lproj/Main.storyboard"
    let (list, frames, resolved) = try painted(path, appearance)
    let theme = try FormRenderer().theme(named: nil, for: resolved.form)
    return (list, frames, resolved, theme)
  }

  func labelColor(_ list: DisplayList) -> Color? {
    for item in list.items { if case .text(let run) = item, run.string == "Night" { return run.color } }
    return nil
  }

  /// A controller that forces dark (`overrideUserInterfaceStyle` = 2 as a runtime attribute)
  /// is painted dark in the light state too — the status bar, the screen, the card and the
  /// label's default colour — and looks as in the dark state; the frames do not change.
  @Test func aControllerForcingDarkIsDarkInTheLightState() throws {
    let (plainLight, frames, _, lightTheme) = try render(screen(), .light)
    let (plainDark, _, _, darkTheme) = try render(screen(), .dark)
    let (forced, forcedFrames, resolved, _) = try render(screen(controllerExtra: Self.forceDark), .light)
    #expect(resolved.form.environment.appearance == .dark)
    #expect(forcedFrames == frames)
    let card = try #require(frames["crd-00-001"])
    #expect(fill(of: card, in: plainLight) == lightTheme.color("systemBackground"))
    #expect(fill(of: card, in: forced) == darkTheme.color("systemBackground"))
    #expect(labelColor(forced) == darkTheme.color("label"))
    #expect(forced == plainDark)
  }

  /// A subview that forces an appearance paints itself and its subviews in it (a light card
  /// on a dark screen, a dark one on a light screen); the rest follows the state.
  @Test func aViewForcingItsStylePaintsItsSubtreeInIt() throws {
    let (dark, frames, _, darkTheme) = try render(screen(cardExtra: Self.forceLight), .dark)
    let (_, _, _, lightTheme) = try render(screen(), .light)
    let card = try #require(frames["crd-00-001"]), root = try #require(frames["roo-t0-vw1"])
    #expect(fill(of: card, in: dark) == lightTheme.color("systemBackground"))
    #expect(labelColor(dark) == lightTheme.color("label"))
    #expect(fill(of: root, in: dark) == darkTheme.color("secondarySystemBackground"))
    let (light, lightFrames, _, _) = try render(screen(cardExtra: Self.forceDark), .light)
    #expect(lightFrames == frames)
    #expect(fill(of: card, in: light) == darkTheme.color("systemBackground"))
    #expect(labelColor(light) == darkTheme.color("label"))
    #expect(fill(of: root, in: light) == lightTheme.color("secondarySystemBackground"))
  }

  /// The app's Info.plist opting out of dark mode (`UIUserInterfaceStyle` Light) keeps the
  /// dark state light; the canvas's `appearance="dark"` only makes dark the default state.
  @Test func theAppsInfoPlistDecidesOverTheState() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \t<key>UIUserInterfaceStyle</key>
      \t<string>Light</string>
      </dict>
      </plist>
      """
    let (_, _, resolved, _) = try render(screen(), .dark, files: ["Info.plist": plist])
    #expect(resolved.form.environment.appearance == .light)
    let canvasDark = screen().replacingOccurrences(of: #"appearance="light""#, with: #"appearance="dark""#)
    let path = try folder(["Main.storyboard": canvasDark]) + "/Main.storyboard"
    let doc = try IBDocument(data: Data(contentsOf: URL(fileURLWithPath: path)), path: path)
    #expect(IBResolver.resolve(doc, root: doc.roots[0], state: IBState()).form.environment.appearance == .dark)
    #expect(IBResolver.resolve(doc, root: doc.roots[0], state: IBState(appearance: .light)).form.environment.appearance == .light)
  }

  /// A navigation controller forcing dark forces the scene it shows (a child inherits its
  /// container's style), and the scenes pushed onto its stack.
  @Test func aContainerForcingDarkForcesItsChildren() throws {
    let scene = screen()
    let start = try #require(scene.range(of: "<scene sceneID=\"scn-00-001\">"))
    let navigation = """
                <scene sceneID="scn-00-000">
                    <objects>
                        <navigationController id="nav-00-001" sceneMemberID="viewController">
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nvb-00-001">
                                <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </navigationBar>
                            <connections>
                                <segue destination="vc0-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                            </connections>
      \(Self.forceDark)
                        </navigationController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-000" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>

      """
    var text = scene
    text.insert(contentsOf: navigation, at: start.lowerBound)
    let path = try folder(["Main.storyboard": text]) + "/Main.storyboard"
    let doc = try IBDocument(data: Data(contentsOf: URL(fileURLWithPath: path)), path: path)
    let root = try #require(doc.roots.first { $0.controllerID == "vc0-00-001" })
    let resolved = IBResolver.resolve(doc, root: root, state: IBState(appearance: .light))
    #expect(resolved.form.environment.appearance == .dark)
    let plain = try folder(["Main.storyboard": scene]) + "/Main.storyboard"
    let plainDoc = try IBDocument(data: Data(contentsOf: URL(fileURLWithPath: plain)), path: plain)
    #expect(IBResolver.resolve(plainDoc, root: plainDoc.roots[0], state: IBState(appearance: .light)).form.environment.appearance == .light)
  }
}
