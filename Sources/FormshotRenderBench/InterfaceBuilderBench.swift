// Part (f), `--interface-builder`: opening and laying out Interface Builder files — a generated
// 300-view scene (open + resolve + solve, median of R) and `check` of a generated 40-scene
// storyboard (every root in every state on shared solvers).
import AutoLayout
import Formshot
import FormState
import LayoutContract
import Foundation

enum InterfaceBuilderBench {
  /// A xib with one root holding `rows` rows of a label, a text field and a switch in a
  /// horizontal stack (5 views a row), pinned under each other.
  static func scene(rows: Int, rootID: String = "root-000") -> String {
    var subviews = ""
    var constraints = ""
    for r in 0..<rows {
      let id = String(format: "r%03d", r)
      subviews += """
        <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-stk">
          <rect key="frame" x="0" y="0" width="1" height="1"/>
          <subviews>
            <label opaque="NO" text="Row \(r)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-lab"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
            <textField opaque="NO" borderStyle="roundedRect" placeholder="Value" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-fld"><rect key="frame" x="0" y="0" width="1" height="1"/></textField>
            <switch opaque="NO" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-swi"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-dot"><rect key="frame" x="0" y="0" width="1" height="1"/>
              <constraints><constraint firstAttribute="width" constant="8" id="\(id)-dw"/></constraints></view>
          </subviews>
        </stackView>

        """
      let above = r == 0 ? "saf-e0-ar1\" secondAttribute=\"top" : String(format: "r%03d", r - 1) + "-stk\" secondAttribute=\"bottom"
      constraints += """
        <constraint firstItem="\(id)-stk" firstAttribute="top" secondItem="\(above)" constant="4" id="\(id)-c1"/>
        <constraint firstItem="\(id)-stk" firstAttribute="leading" secondItem="\(rootID)" secondAttribute="leadingMargin" id="\(id)-c2"/>
        <constraint firstItem="\(rootID)" firstAttribute="trailingMargin" secondItem="\(id)-stk" secondAttribute="trailing" id="\(id)-c3"/>

        """
    }
    return """
      <view contentMode="scaleToFill" id="\(rootID)">
        <rect key="frame" x="0.0" y="0.0" width="393" height="\(max(852, 40 * rows + 200))"/>
        <subviews>
      \(subviews)
        </subviews>
        <viewLayoutGuide key="safeArea" id="saf-e0-ar1"/>
        <constraints>
      \(constraints)
        </constraints>
      </view>
      """
  }

  static func xib(_ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
      <device id="retina6_12" orientation="portrait" appearance="light"/>
      <objects>
    \(objects)
      </objects>
    </document>
    """
  }

  static func storyboard(scenes: Int, rows: Int) -> String {
    var body = ""
    for s in 0..<scenes {
      // Each scene's ids are its own: the safe-area guide id is made unique per scene.
      let view = scene(rows: rows, rootID: String(format: "v%03d-root", s))
        .replacingOccurrences(of: "saf-e0-ar1", with: String(format: "v%03d-safe", s))
        .replacingOccurrences(of: "\"r", with: String(format: "\"s%03d", s))
        .replacingOccurrences(of: "<view contentMode=\"scaleToFill\" id=", with: "<view key=\"view\" contentMode=\"scaleToFill\" id=")
      body += """
        <scene sceneID="\(String(format: "sc%03d", s))"><objects>
          <viewController id="\(String(format: "vc%03d", s))" sceneMemberID="viewController">
        \(view)
          </viewController>
        </objects></scene>

        """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
      \(body)
        </scenes>
      </document>
      """
  }

  static func run(reps: Int) {
    let dir = tempDir("ib")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let xibPath = dir + "/scene-300.xib"
    try? xib(scene(rows: 60)).write(toFile: xibPath, atomically: true, encoding: .utf8)
    let storyboardPath = dir + "/storyboard-40.storyboard"
    try? storyboard(scenes: 40, rows: 4).write(
      toFile: storyboardPath, atomically: true, encoding: .utf8)
    let loadavg = ((try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? "?")
      .split(separator: " ").prefix(3).joined(separator: " ")
    print("(f) Interface Builder files (loadavg \(loadavg))")
    do {
      let renderer = try FormRenderer()
      var times: [Double] = []
      var parts: [(open: Double, resolve: Double, solve: Double)] = []
      var views = 0
      var cpuTimes: [Double] = []
      for _ in 0..<(reps + 1) {
        let cpu0 = cpuSeconds()
        defer { cpuTimes.append(cpuSeconds() - cpu0) }
        var broken = 0
        var doc: FormDocument?
        var form: ResolvedForm?
        let open = try time { doc = try FormDocument.load(path: xibPath) }
        let resolve = try time { form = try doc!.resolve(try doc!.state([])) }
        let solve = time {
          let layout = renderer.layout(form!)
          broken = layout.brokenConstraints.count
        }
        views = form!.items.count
        if broken > 0 { fail("the generated scene has \(broken) broken constraints") }
        times.append(open + resolve + solve)
        parts.append((open, resolve, solve))
      }
      times.removeFirst()
      parts.removeFirst()
      cpuTimes.removeFirst()
      print("  open + lay out a \(views)-item scene (300 views): \(ms(median(times))) wall, \(ms(median(cpuTimes))) CPU (median of \(reps))")
      print("    open \(ms(median(parts.map(\.open)))), resolve \(ms(median(parts.map(\.resolve)))), solve \(ms(median(parts.map(\.solve))))")
      let cpuStart = cpuSeconds()
      let t = try time {
        for doc in try FormDocument.interfaceBuilderRoots(path: storyboardPath) {
          let pool = renderer.makeLayoutPool()
          for tokens in doc.matrix() {
            _ = pool.layout(try doc.resolve(try doc.state(tokens)))
          }
        }
      }
      print("  check a 40-scene storyboard (every root in every state): \(ms(t)) wall, \(ms(cpuSeconds() - cpuStart)) CPU")
      // What `check --stored-frames` adds: each root in its file's state, against its stored frames.
      let stored = try time {
        for doc in try FormDocument.interfaceBuilderRoots(path: storyboardPath) {
          _ = try doc.storedFrameReport(layout: renderer.layout)
        }
      }
      print("    --stored-frames adds \(ms(stored)) wall")
    } catch {
      fail("\(error)")
    }
  }
}
