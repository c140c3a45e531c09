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
}
