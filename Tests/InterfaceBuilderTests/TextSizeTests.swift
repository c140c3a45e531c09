// Dynamic Type in Interface Builder files: a text-style font takes the size of the state's text
// size (`xs` … `ax5`), a font with a point size keeps it, and what is constrained below grows
// with it.
import AutoLayout
import Formshot
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import LayoutVocabulary
import StoredFrameCheck
import Testing

@Suite struct TextSizeTests {
  /// A body label, a headline under it and a 17-pt system label under that, on an iPhone 15
  /// (3× pixels); a button under the labels, 8 pt down.
  static let screen = Fixture.screen(subviews, constraints: constraints)
  static let subviews = """
                    <label opaque="NO" text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="bod-y0-lb1">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    </label>
                    <label opaque="NO" text="Headline" translatesAutoresizingMaskIntoConstraints="NO" id="hea-d0-lb1">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                    </label>
                    <label opaque="NO" text="Fixed" translatesAutoresizingMaskIntoConstraints="NO" id="fix-e0-lb1">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-vw1">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                    </view>
    """
  static let constraints = """
                    <constraint firstItem="bod-y0-lb1" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="c01-00-000"/>
                    <constraint firstItem="bod-y0-lb1" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c02-00-000"/>
                    <constraint firstItem="hea-d0-lb1" firstAttribute="leading" secondItem="bod-y0-lb1" secondAttribute="leading" id="c03-00-000"/>
                    <constraint firstItem="hea-d0-lb1" firstAttribute="top" secondItem="bod-y0-lb1" secondAttribute="bottom" id="c04-00-000"/>
                    <constraint firstItem="fix-e0-lb1" firstAttribute="leading" secondItem="bod-y0-lb1" secondAttribute="leading" id="c05-00-000"/>
                    <constraint firstItem="fix-e0-lb1" firstAttribute="top" secondItem="hea-d0-lb1" secondAttribute="bottom" id="c06-00-000"/>
                    <constraint firstItem="box-00-vw1" firstAttribute="leading" secondItem="bod-y0-lb1" secondAttribute="leading" id="c07-00-000"/>
                    <constraint firstItem="box-00-vw1" firstAttribute="top" secondItem="fix-e0-lb1" secondAttribute="bottom" constant="8" id="c08-00-000"/>
                    <constraint firstItem="box-00-vw1" firstAttribute="width" constant="100" id="c09-00-000"/>
                    <constraint firstItem="box-00-vw1" firstAttribute="height" constant="40" id="c10-00-000"/>
    """

  /// A label is one line of its font: SF's 1.1934 em rounded up to the 3× pixel grid.
  static func line(_ size: Double) -> Double { (size * 1.1934 * 3).rounded(.up) / 3 }

  static func heights(_ size: ContentSizeCategory) throws -> [String: Rect] {
    try Fixture.layout(screen, state: IBState(textSize: size)).frames
  }

  @Test func textStylesFollowTheTextSizeAndPointSizesStay() throws {
    // Apple's Dynamic Type table: body 17 / headline 17 at Large, 14 / 14 at xSmall,
    // 40 / 40 at accessibility XL, 53 / 53 at accessibility XXXL.
    for (category, body) in [
      (ContentSizeCategory.large, 17.0), (.extraSmall, 14), (.extraExtraExtraLarge, 23),
      (.accessibilityExtraLarge, 40), (.accessibilityExtraExtraExtraLarge, 53),
    ] {
      let f = try Self.heights(category)
      let b = try #require(f["bod-y0-lb1"]), h = try #require(f["hea-d0-lb1"])
      let fixed = try #require(f["fix-e0-lb1"]), box = try #require(f["box-00-vw1"])
      #expect(abs(b.height - Self.line(body)) < 0.01, "\(category): body \(b.height)")
      #expect(abs(h.height - Self.line(body)) < 0.01, "\(category): headline \(h.height)")
      #expect(abs(fixed.height - Self.line(17)) < 0.01, "\(category): fixed \(fixed.height)")
      // What is constrained below the text moves down by what the text grew.
      let expectedTop = 100 + 2 * Self.line(body) + Self.line(17) + 8
      #expect(abs(box.minY - expectedTop) < 0.01, "\(category): box at \(box.minY)")
    }
  }

  /// Without a text size a file is laid out at the size Xcode's canvas gave its text styles:
  /// Extra Small in a file saved by Xcode 12.5 to 13 (toolsVersion 18122 to 20037 seen), Large
  /// before and after; a text size in the state still wins, and point sizes stay.
  @Test func filesOfXcode13LayTextStylesOutAtExtraSmall() throws {
    for (tools, body) in [("17701", 17.0), ("18122", 14), ("19529", 14), ("20037", 14), ("21507", 17)] {
      let text = Fixture.screen(Self.subviews, constraints: Self.constraints, tools: tools)
      let f = try Fixture.layout(text).frames
      let b = try #require(f["bod-y0-lb1"]), fixed = try #require(f["fix-e0-lb1"])
      #expect(abs(b.height - Self.line(body)) < 0.01, "\(tools): body \(b.height)")
      #expect(abs(fixed.height - Self.line(17)) < 0.01, "\(tools): fixed \(fixed.height)")
    }
    let xcode13 = Fixture.screen(Self.subviews, constraints: Self.constraints, tools: "19529")
    let large = try #require(try Fixture.layout(xcode13, state: IBState(textSize: .large)).frames["bod-y0-lb1"])
    #expect(abs(large.height - Self.line(17)) < 0.01)
  }

  /// Xcode 9 and 10's canvas draws Title 1 at 26 pt and Title 2 at 20 pt (iOS's 28 and 22),
  /// other styles as iOS does: the labels are that much shorter and narrower in files of
  /// those versions, and not in files of Xcode 8 or 11. A text size in the state is iOS's.
  @Test func filesOfXcode9And10DrawTheTitleStylesTwoPointsSmaller() throws {
    let subviews = [
      Fixture.label("tt1-x9-lb1", text: "SwiftyStoreKit", font: #"style="UICTFontTextStyleTitle1""#, y: 40),
      Fixture.label("tt2-x9-lb1", text: "No data", font: #"style="UICTFontTextStyleTitle2""#, y: 90),
      Fixture.label("bod-x9-lb1", text: "Body", font: #"style="UICTFontTextStyleBody""#, y: 140),
    ].joined(separator: "\n")
    let constraints = """
                    <constraint firstItem="tt1-x9-lb1" firstAttribute="leading" secondItem="saf-e0-ar1" secondAttribute="leading" constant="16" id="c01-x9-000"/>
                    <constraint firstItem="tt1-x9-lb1" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="40" id="c02-x9-000"/>
                    <constraint firstItem="tt2-x9-lb1" firstAttribute="leading" secondItem="tt1-x9-lb1" secondAttribute="leading" id="c03-x9-000"/>
                    <constraint firstItem="tt2-x9-lb1" firstAttribute="top" secondItem="tt1-x9-lb1" secondAttribute="bottom" constant="8" id="c04-x9-000"/>
                    <constraint firstItem="bod-x9-lb1" firstAttribute="leading" secondItem="tt1-x9-lb1" secondAttribute="leading" id="c05-x9-000"/>
                    <constraint firstItem="bod-x9-lb1" firstAttribute="top" secondItem="tt2-x9-lb1" secondAttribute="bottom" constant="8" id="c06-x9-000"/>
    """
    func frames(_ tools: String, _ state: IBState = IBState()) throws -> (Rect, Rect, Rect) {
      let f = try Fixture.layout(Fixture.screen(subviews, constraints: constraints, tools: tools), state: state).frames
      return (try #require(f["tt1-x9-lb1"]), try #require(f["tt2-x9-lb1"]), try #require(f["bod-x9-lb1"]))
    }
    let (title1, title2, body) = try frames("13771")
    #expect(abs(title1.height - Self.line(26)) < 0.01 && abs(title2.height - Self.line(20)) < 0.01)
    #expect(abs(body.height - Self.line(17)) < 0.01)
    for tools in ["12121", "14313", "14490.70", "14868", "22505"] {
      let (t1, t2, _) = try frames(tools)
      let small = tools == "14313" || tools == "14490.70"
      #expect(abs(t1.height - Self.line(small ? 26 : 28)) < 0.01, "\(tools): \(t1)")
      #expect(abs(t2.height - Self.line(small ? 20 : 22)) < 0.01, "\(tools): \(t2)")
      if !small { #expect(t1.width > title1.width * 1.05, "\(tools): \(t1.width) against \(title1.width)") }
    }
    let (large, _, _) = try frames("13771", IBState(textSize: .large))
    #expect(abs(large.height - Self.line(28)) < 0.01)
  }

  /// Xcode 12.5 to 13 stored text styles at Extra Small. formshot compares with those frames at
  /// that size (`check --stored-frames`, `layout --xcode-canvas`) but renders, audits and
  /// snapshots at Large, the size a device shows by default: no text size and `l` are one layout.
  @Test func theCanvasTextSizeIsOnlyForComparingWithStoredFrames() throws {
    let text = Fixture.screen(Self.subviews, constraints: Self.constraints, tools: "19529")
    let folder = NSTemporaryDirectory() + "formshot-canvas-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = folder + "/Xcode13.xib"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let document = try FormDocument.loadInterfaceBuilder(path: path, scene: nil)
    func body(_ document: FormDocument, _ tokens: [String]) throws -> Double {
      let form = try document.resolve(try document.state(tokens))
      let result = try FormRenderer().layout(form)
      return try #require(result.frames.first { $0.id == "bod-y0-lb1" }?.frame.height)
    }
    #expect(abs(try body(document, []) - Self.line(17)) < 0.01)
    #expect(abs(try body(document, ["l"]) - Self.line(17)) < 0.01)
    let canvas = document.asXcodeCanvas()
    #expect(abs(try body(canvas, []) - Self.line(14)) < 0.01)
    #expect(abs(try body(canvas, ["xl"]) - Self.line(19)) < 0.01)
    // The comparison with the stored frames (1 × 1 here) lays the file out as Xcode did.
    let report = try #require(try document.storedFrameReport(layout: { try! FormRenderer().layout($0) }))
    let compared = try #require(report.differences.first { $0.view.id == "bod-y0-lb1" })
    #expect(abs((compared.formshot?.height ?? 0) - Self.line(14)) < 0.01)
  }

  @Test func largerTextIsWider() throws {
    let large = try #require(try Self.heights(.large)["bod-y0-lb1"])
    let ax5 = try #require(try Self.heights(.accessibilityExtraExtraExtraLarge)["bod-y0-lb1"])
    #expect(ax5.width > large.width * 2.5)
  }
}
