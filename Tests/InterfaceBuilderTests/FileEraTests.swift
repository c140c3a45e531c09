/// What depends on how and when a file was saved: multipliers as the size inspector writes them,
/// system-control sizes of the iOS version the saving Xcode laid the file out with, and files
/// that name no device. Fixtures are written for these tests; their stored frames of
/// constrained views are deliberately wrong.
import AutoLayout
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import LayoutVocabulary
import Testing

@Suite struct FileEraTests {
  /// `multiplier="1/3"` is a third, like `1:3`: a logo centred a third of the way down the
  /// screen, 58 pt above that line.
  @Test func multiplierWrittenAsAFraction() throws {
    let text = Fixture.screen("""
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lgo-00-001">
                        <rect key="frame" x="20" y="700" width="353" height="43"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="40" id="h01-00-001"/>
                        </constraints>
                    </view>
    """, constraints: """
                    <constraint firstItem="lgo-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" symbolic="YES" id="c01-00-000"/>
                    <constraint firstAttribute="trailing" secondItem="lgo-00-001" secondAttribute="trailing" constant="20" symbolic="YES" id="c02-00-000"/>
                    <constraint firstItem="lgo-00-001" firstAttribute="centerY" secondItem="roo-t0-vw1" secondAttribute="bottom" multiplier="1/3" constant="-58" id="c03-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // Centre at 852 / 3 - 58 = 226.
    Fixture.expectFrame(frames, "lgo-00-001", 20, 206, 353, 40)
  }

  /// A switch pinned 20 pt from the trailing edge, in a file saved by Xcode 15, by Xcode 26 and
  /// by a beta Xcode (`32700.99.1234`). Xcode 26 lays files out with iOS 26's switch: a 63 × 28
  /// frame whose alignment rect ends 2 pt inside it, where earlier switches are 51 × 31 — and
  /// so are those of files of 23727, which Xcode 16.4 writes as well as Xcode 26.0.
  @Test func switchSizeFollowsTheXcodeThatSavedTheFile() throws {
    func file(tools: String) -> String {
      Fixture.xib(tools: tools, Fixture.rootView("""
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-001">
                        <rect key="frame" x="10" y="10" width="51" height="31"/>
                    </switch>
      """, safeArea: nil, constraints: """
                    <constraint firstAttribute="trailing" secondItem="swi-00-001" secondAttribute="trailing" constant="20" symbolic="YES" id="c01-00-000"/>
                    <constraint firstItem="swi-00-001" firstAttribute="centerY" secondItem="roo-t0-vw1" secondAttribute="top" constant="122" id="c02-00-000"/>
      """))
    }
    for (tools, width, height) in [
      ("22505", 49.0, 31.0), ("23727", 49.0, 31.0), ("24506", 61.0, 28.0), ("32700.99.1234", 49.0, 31.0),
    ] {
      let (frames, resolved, result) = try Fixture.layout(file(tools: tools))
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "swi-00-001", 373 - width, 122 - height / 2, width, height, pixelGrid: 3)
      let aligned = try #require(frames["swi-00-001"])
      let frame = resolved.frame(of: ItemID("swi-00-001"), alignmentRect: aligned)
      #expect(abs(frame.width - (width + 2)) < 0.01 && abs(frame.height - height) < 0.01, "\(tools): \(frame)")
    }
  }

  /// A slider 16 pt in from both sides of a row, centred on a line 100 pt down, in files saved
  /// by Xcode 15, Xcode 26 and a beta Xcode. Xcode 26 lays it out as iOS 26 sizes it: 34 tall,
  /// its frame the alignment rect (x 16, 361 wide); earlier sliders are 30 tall aligned, their
  /// frame 2 pt wider at each side and 1 pt lower (x 14, 365 × 31).
  @Test func sliderSizeFollowsTheXcodeThatSavedTheFile() throws {
    func file(tools: String) -> String {
      Fixture.xib(tools: tools, Fixture.rootView(size: (393, 200), """
                    <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
                    </slider>
      """, safeArea: nil, constraints: """
                    <constraint firstItem="sld-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="c01-00-000"/>
                    <constraint firstAttribute="trailing" secondItem="sld-00-001" secondAttribute="trailing" constant="16" id="c02-00-000"/>
                    <constraint firstItem="sld-00-001" firstAttribute="centerY" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c03-00-000"/>
      """))
    }
    let cases: [(String, Rect, Rect)] = [
      ("22505", Rect(x: 16, y: 85, width: 361, height: 30), Rect(x: 14, y: 85, width: 365, height: 31)),
      ("23727", Rect(x: 16, y: 85, width: 361, height: 30), Rect(x: 14, y: 85, width: 365, height: 31)),
      ("24506", Rect(x: 16, y: 83, width: 361, height: 34), Rect(x: 16, y: 83, width: 361, height: 34)),
      ("32700.99.1234", Rect(x: 16, y: 85, width: 361, height: 30), Rect(x: 14, y: 85, width: 365, height: 31)),
    ]
    for (tools, aligned, frame) in cases {
      let (frames, resolved, result) = try Fixture.layout(file(tools: tools))
      #expect(result.brokenConstraints.isEmpty)
      let got = try #require(frames["sld-00-001"])
      #expect(got == aligned, "\(tools): \(got)")
      #expect(resolved.frame(of: ItemID("sld-00-001"), alignmentRect: got) == frame, "\(tools)")
    }
  }

  /// An upload row: a progress view pinned to the row's sides and 6 pt above its bottom, a
  /// caption 5 pt above the bar. Its height is the control's own: 2 pt in files saved by Xcode 11
  /// and earlier (iOS 13's), 4 pt from Xcode 12 on, so the caption sits 2 pt higher in a newer file.
  @Test func progressViewHeightFollowsTheXcodeThatSavedTheFile() throws {
    func file(tools: String) -> String {
      Fixture.screen("""
                <progressView opaque="NO" contentMode="scaleToFill" verticalHuggingPriority="750" progress="0.25" translatesAutoresizingMaskIntoConstraints="NO" id="prg-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="9"/>
                </progressView>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cap-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="9"/>
                    <constraints>
                        <constraint firstAttribute="height" constant="20" id="h01-00-001"/>
                    </constraints>
                </view>
      """, constraints: """
                <constraint firstItem="prg-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="c01-00-000"/>
                <constraint firstAttribute="trailing" secondItem="prg-00-001" secondAttribute="trailing" constant="16" id="c02-00-000"/>
                <constraint firstAttribute="bottom" secondItem="prg-00-001" secondAttribute="bottom" constant="6" id="c03-00-000"/>
                <constraint firstItem="cap-00-001" firstAttribute="leading" secondItem="prg-00-001" secondAttribute="leading" id="c04-00-000"/>
                <constraint firstItem="cap-00-001" firstAttribute="trailing" secondItem="prg-00-001" secondAttribute="trailing" id="c05-00-000"/>
                <constraint firstItem="prg-00-001" firstAttribute="top" secondItem="cap-00-001" secondAttribute="bottom" constant="5" id="c06-00-000"/>
      """, device: "retina4_7", size: (320, 60), tools: tools)
    }
    for (tools, height) in [("10117", 2.0), ("16097.2", 2.0), ("17156", 4.0), ("24506", 4.0)] {
      let (frames, _, result) = try Fixture.layout(file(tools: tools))
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "prg-00-001", 16, 54 - height, 288, height)
      Fixture.expectFrame(frames, "cap-00-001", 16, 29 - height, 288, 20)
    }
  }

  /// A picker across the screen and a date picker centred below it, neither sized by a
  /// constraint. Xcode 6 laid files out with iOS 8, whose wheels outside an iPad are 320 ×
  /// 162 (UICatalog's, LocateMe's and moonlight's pickers are stored so); an iPad's, and those
  /// of Xcode 5 and of Xcode 7 and later, are 216 tall.
  @Test func pickerSizeFollowsTheXcodeThatSavedTheFile() throws {
    func file(tools: String, device: String, size: (Double, Double)) -> String {
      Fixture.screen("""
                <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pck-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                </pickerView>
                <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" style="wheels" translatesAutoresizingMaskIntoConstraints="NO" id="dat-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                </datePicker>
      """, constraints: """
                <constraint firstItem="pck-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-000"/>
                <constraint firstAttribute="trailing" secondItem="pck-00-001" secondAttribute="trailing" id="c02-00-000"/>
                <constraint firstItem="pck-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c03-00-000"/>
                <constraint firstItem="dat-00-001" firstAttribute="centerX" secondItem="roo-t0-vw1" secondAttribute="centerX" id="c04-00-000"/>
                <constraint firstItem="dat-00-001" firstAttribute="top" secondItem="pck-00-001" secondAttribute="bottom" constant="20" id="c05-00-000"/>
      """, device: device, size: size, tools: tools)
    }
    let phone = file(tools: "6250", device: "retina4_7", size: (375, 667))
    let (frames, _, result) = try Fixture.layout(phone)
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "pck-00-001", 0, 100, 375, 162)
    Fixture.expectFrame(frames, "dat-00-001", 27.5, 282, 320, 162)
    // An iPad storyboard of Xcode 6 (`targetRuntime` iOS.CocoaTouch.iPad) and the same file on
    // an iPad (`regular`), and files of other Xcodes.
    let padOnly = file(tools: "6250", device: "ipad9_7", size: (768, 1024))
      .replacingOccurrences(of: #"targetRuntime="iOS.CocoaTouch""#, with: #"targetRuntime="iOS.CocoaTouch.iPad""#)
    #expect(padOnly.contains("iOS.CocoaTouch.iPad"))
    let others = [
      (padOnly, IBState(), 768.0), (phone, IBState(sizeClass: .regular), 375),
      (file(tools: "5056", device: "retina4_7", size: (375, 667)), IBState(), 375),
      (file(tools: "8191", device: "retina4_7", size: (375, 667)), IBState(), 375),
      (file(tools: "22505", device: "retina6_12", size: (393, 852)), IBState(), 393),
    ]
    for (text, state, width) in others {
      let (frames, _, _) = try Fixture.layout(text, state: state)
      Fixture.expectFrame(frames, "pck-00-001", 0, 100, width, 216)
      #expect(frames["dat-00-001"]?.height == 216)
    }
  }

  /// An onboarding page: a 3-page control centred 70 pt above the bottom, nothing sizing it.
  /// Its size is the control's own: 39 × 37 (iOS 13's 7-pt dots every 16 pt) in files saved by
  /// Xcode 11 and earlier, 116 × 26 (iOS 14's capsule) in those of Xcode 12 to 14 and the
  /// 32700 beta, 73.5 × 26 (iOS 17's) from Xcode 15; a fourth page adds 18.5 and 17.5.
  @Test func pageControlSizeFollowsTheXcodeThatSavedTheFile() throws {
    func file(tools: String) -> String {
      Fixture.screen("""
                <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" numberOfPages="3" translatesAutoresizingMaskIntoConstraints="NO" id="pgc-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </pageControl>
      """, constraints: """
                <constraint firstItem="pgc-00-001" firstAttribute="centerX" secondItem="roo-t0-vw1" secondAttribute="centerX" id="c01-00-002"/>
                <constraint firstAttribute="bottom" secondItem="pgc-00-001" secondAttribute="bottom" constant="70" id="c02-00-002"/>
      """, device: "retina4_7", size: (375, 300), tools: tools)
    }
    let sizes: [(String, Double, Double, Double)] = [
      ("10117", 3, 39, 37), ("13771", 3, 39, 37), ("17156", 3, 116, 26), ("21507", 3, 116, 26),
      ("32700.99.1234", 4, 134.5, 26), ("22505", 3, 73.5, 26), ("24765", 6, 126, 26),
    ]
    for (tools, pages, width, height) in sizes {
      let text = file(tools: tools).replacingOccurrences(of: #"numberOfPages="3""#, with: #"numberOfPages="\#(Int(pages))""#)
      let (frames, _, result) = try Fixture.layout(text)
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "pgc-00-001", (375 - width) / 2, 230 - height, width, height, pixelGrid: 2)
    }
  }

  /// A search screen: a search bar pinned to the top and sides, a list below it. The bar is
  /// 44 pt tall in files saved by Xcode 8 and earlier (iOS 10's bar), 56 from Xcode 9 on but 51
  /// in those of Xcode 12.5 to 13 (TICE's, goma's and Projector's), 64 with iOS 26's controls
  /// (toolsVersion 24000 and up; 23727 is still iOS 18's).
  @Test func searchBarHeightFollowsTheXcodeThatSavedTheFile() throws {
    func file(tools: String) -> String {
      Fixture.screen("""
                <searchBar contentMode="redraw" searchBarStyle="minimal" translatesAutoresizingMaskIntoConstraints="NO" id="srb-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <textInputTraits key="textInputTraits"/>
                </searchBar>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lst-00-001">
                    <rect key="frame" x="0.0" y="44" width="320" height="356"/>
                </view>
      """, constraints: """
                <constraint firstItem="srb-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" id="c01-00-003"/>
                <constraint firstItem="srb-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c02-00-003"/>
                <constraint firstAttribute="trailing" secondItem="srb-00-001" secondAttribute="trailing" id="c03-00-003"/>
                <constraint firstItem="lst-00-001" firstAttribute="top" secondItem="srb-00-001" secondAttribute="bottom" id="c04-00-003"/>
                <constraint firstItem="lst-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c05-00-003"/>
                <constraint firstAttribute="trailing" secondItem="lst-00-001" secondAttribute="trailing" id="c06-00-003"/>
                <constraint firstAttribute="bottom" secondItem="lst-00-001" secondAttribute="bottom" id="c07-00-003"/>
      """, device: "retina4_7", size: (320, 400), tools: tools)
    }
    for (tools, height) in [
      ("9531", 44.0), ("10117", 44.0), ("13771", 56.0), ("16096", 56.0), ("18122", 51.0), ("20037", 51.0),
      ("21507", 56.0), ("23504", 56.0), ("23727", 56.0),
      ("24127", 64.0), ("24765", 64.0),
    ] {
      let (frames, _, result) = try Fixture.layout(file(tools: tools))
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "srb-00-001", 0, 0, 320, height)
      Fixture.expectFrame(frames, "lst-00-001", 0, height, 320, 400 - height)
    }
  }

  /// A feed screen under the status bar: a list pinned to its root view's top and bottom
  /// margins. Up to iOS 10 (a file saved by Xcode 8 or earlier, without safe areas) a root
  /// view's margins ignore the bars, 0 above and below: the list fills the screen. From iOS 11
  /// they are inset from the safe area: the list starts under the status bar.
  @Test func rootMarginsIgnoreTheBarsBeforeXcode9() throws {
    let modern = Fixture.storyboard(device: "retina4_7", Fixture.viewController(root: "fed-rt-001", size: (375, 667), """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fed-ls-001">
                                    <rect key="frame" x="0.0" y="10" width="375" height="600"/>
                                </view>
    """, safeArea: nil, constraints: """
                                <constraint firstItem="fed-ls-001" firstAttribute="top" secondItem="fed-rt-001" secondAttribute="topMargin" id="c01-fd-000"/>
                                <constraint firstAttribute="bottomMargin" secondItem="fed-ls-001" secondAttribute="bottom" id="c02-fd-000"/>
                                <constraint firstItem="fed-ls-001" firstAttribute="leading" secondItem="fed-rt-001" secondAttribute="leading" id="c03-fd-000"/>
                                <constraint firstAttribute="trailing" secondItem="fed-ls-001" secondAttribute="trailing" id="c04-fd-000"/>
    """))
    let old = modern.replacingOccurrences(of: "toolsVersion=\"22505\"", with: "toolsVersion=\"10117\"")
      .replacingOccurrences(of: " useSafeAreas=\"YES\"", with: "")
    Fixture.expectFrame(try Fixture.layout(old, name: "feed.storyboard").frames, "fed-ls-001", 0, 0, 375, 667)
    Fixture.expectFrame(try Fixture.layout(modern, name: "feed.storyboard").frames, "fed-ls-001", 0, 20, 375, 647)
  }

  /// A sign-in screen stored at the iPhone SE's 320 × 568 in a file whose "View as" device is
  /// now an iPhone XS Max: Xcode re-saved the device without laying the scene out again, so the
  /// stored frames are the iPhone SE's — its status bar (20 in an Xcode 15 save) and no home
  /// indicator — not the XS Max's 44 and 34. A controller sized freeform keeps the file's device,
  /// and so does one pushed from a controller sized freely at its size (its size inferred).
  @Test func rootAtAnotherDevicesScreenKeepsThatDevicesSafeArea() throws {
    func signIn(_ extras: String) -> String {
      Fixture.viewController(root: "sgn-rt-001", size: (320, 568), """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sgn-hd-001">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                </view>
      """, safeArea: "sgn-sa-001", constraints: """
                                <constraint firstItem="sgn-hd-001" firstAttribute="top" secondItem="sgn-sa-001" secondAttribute="top" id="c01-sg-000"/>
                                <constraint firstItem="sgn-sa-001" firstAttribute="bottom" secondItem="sgn-hd-001" secondAttribute="bottom" id="c02-sg-000"/>
                                <constraint firstItem="sgn-hd-001" firstAttribute="leading" secondItem="sgn-rt-001" secondAttribute="leading" id="c03-sg-000"/>
                                <constraint firstAttribute="trailing" secondItem="sgn-hd-001" secondAttribute="trailing" id="c04-sg-000"/>
      """, extras: extras)
    }
    func form(_ extras: String) -> String { Fixture.storyboard(device: "retina6_5", signIn(extras)) }
    let stale = try Fixture.layout(form(""), name: "signin.storyboard")
    #expect(stale.resolved.device?.id == "retina4_0")
    Fixture.expectFrame(stale.frames, "sgn-hd-001", 0, 20, 320, 548)
    let freeform = try Fixture.layout(
      form("                <size key=\"freeformSize\" width=\"320\" height=\"568\"/>"),
      name: "signin.storyboard")
    Fixture.expectFrame(freeform.frames, "sgn-hd-001", 0, 44, 320, 490)
    // Pushed from a home screen sized freely at 320 × 568, it infers that size: the file's
    // device, as the freeform screen itself.
    let home = Fixture.emptyViewController(
      "hom-vc-001", root: "hom-rt-001", size: (320, 568), safeArea: "hom-sa-001",
      extras: """
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        <size key="freeformSize" width="320" height="568"/>
                        <connections>
                            <segue destination="vc0-00-001" kind="show" id="seg-hm-001"/>
                        </connections>
      """)
    let pushed = Fixture.storyboard(
      device: "retina6_5", initial: "hom-vc-001",
      scenes: [Fixture.scene("scn-hm-001", home), Fixture.scene("scn-00-001", signIn(""))])
    let inferred = try Fixture.layout(pushed, name: "signin.storyboard", root: "sgn-rt-001")
    #expect(inferred.resolved.device?.id == "retina6_5")
    Fixture.expectFrame(inferred.frames, "sgn-hd-001", 0, 44, 320, 490)
  }

  /// A storyboard that names no device (saved by Xcode 13 with "View as" unset) is shown on a
  /// phone of its root's stored size, here 414 × 896, not on the default iPhone; Xcode 11 to 14.2
  /// drew such home-button canvases without a status bar, so the safe area is the whole view.
  @Test func storyboardWithoutDeviceKeepsItsRootSize() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" colorMatched="YES">
          <dependencies>
              <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="18093"/>
              <capability name="Safe area layout guides" minToolsVersion="9.0"/>
          </dependencies>
          <scenes>
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController storyboardIdentifier="Measure" id="vc0-00-001" sceneMemberID="viewController">
                          \(Fixture.rootView(key: "view", size: (414, 896), """
                                  <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-00-001">
                                      <rect key="frame" x="300" y="767" width="80" height="31"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="80" id="w01-00-001"/>
                                          <constraint firstAttribute="height" constant="31" id="h01-00-001"/>
                                      </constraints>
                                      <state key="normal" title="Set"/>
                                  </button>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="top-00-001">
                                      <rect key="frame" x="0.0" y="59" width="393" height="10"/>
                                  </view>
                          """, constraints: """
                                  <constraint firstItem="saf-e0-ar1" firstAttribute="trailing" secondItem="btn-00-001" secondAttribute="trailing" constant="20" id="c01-00-000"/>
                                  <constraint firstItem="saf-e0-ar1" firstAttribute="bottom" secondItem="btn-00-001" secondAttribute="bottom" constant="20" id="c02-00-000"/>
                                  <constraint firstItem="top-00-001" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" id="c03-00-000"/>
                                  <constraint firstItem="top-00-001" firstAttribute="leading" secondItem="saf-e0-ar1" secondAttribute="leading" id="c04-00-000"/>
                                  <constraint firstItem="top-00-001" firstAttribute="trailing" secondItem="saf-e0-ar1" secondAttribute="trailing" id="c05-00-000"/>
                                  <constraint firstItem="top-00-001" firstAttribute="height" constant="10" id="c06-00-000"/>
                          """))
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    // The file's own device (no size class given), and `compact`, which the CLI's default
    // state names.
    for state in [IBState(), IBState(sizeClass: .compact)] {
      let (frames, resolved, result) = try Fixture.layout(text, name: "fixture.storyboard", state: state)
      #expect(result.brokenConstraints.isEmpty)
      #expect(resolved.form.environment.canvasSize == Size(width: 414, height: 896))
      Fixture.expectFrame(frames, "roo-t0-vw1", 0, 0, 414, 896)
      Fixture.expectFrame(frames, "btn-00-001", 314, 845, 80, 31)
      Fixture.expectFrame(frames, "top-00-001", 0, 0, 414, 10)
    }
    // `regular` still means an iPad.
    let regular = try Fixture.layout(text, name: "fixture.storyboard", state: IBState(sizeClass: .regular))
    #expect(regular.resolved.form.environment.canvasSize.width > 414)
  }

  /// A xib that names no device with a 768 × 1024 root (an iPad launch screen of Xcode 7) is
  /// shown on an iPad of that size: regular width, so a size constraint installed only for
  /// compact widths does not apply, and the view keeps the 250-pt width the other one gives.
  @Test func wideRootWithoutDeviceIsAnIPad() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8" standalone="no"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="10117" systemVersion="15G19a" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" launchScreen="YES" useTraitCollections="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              \(Fixture.rootView(size: (768, 1024), """
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lgo-00-001">
                          <rect key="frame" x="0" y="0" width="10" height="10"/>
                          <constraints>
                              <constraint firstAttribute="width" constant="250" id="w01-00-001"/>
                              <constraint firstAttribute="height" constant="86" id="h01-00-001"/>
                              <constraint firstAttribute="width" constant="119" id="w02-00-001"/>
                          </constraints>
                          <variation key="default">
                              <mask key="constraints">
                                  <exclude reference="w02-00-001"/>
                              </mask>
                          </variation>
                          <variation key="widthClass=compact">
                              <mask key="constraints">
                                  <include reference="w02-00-001"/>
                                  <exclude reference="w01-00-001"/>
                              </mask>
                          </variation>
                      </view>
              """, safeArea: nil, constraints: """
                      <constraint firstAttribute="centerY" secondItem="lgo-00-001" secondAttribute="centerY" id="c01-00-000"/>
                      <constraint firstAttribute="centerX" secondItem="lgo-00-001" secondAttribute="centerX" id="c02-00-000"/>
              """, extras: """
                  <nil key="simulatedStatusBarMetrics"/>
                  <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
              """))
          </objects>
      </document>
      """
    for state in [IBState(), IBState(sizeClass: .regular)] {
      let (frames, resolved, result) = try Fixture.layout(text, state: state)
      #expect(result.brokenConstraints.isEmpty)
      #expect(resolved.form.environment.canvasSize == Size(width: 768, height: 1024))
      Fixture.expectFrame(frames, "lgo-00-001", 259, 469, 250, 86)
    }
    // On a phone (`compact`) the compact-only width applies.
    let compact = try Fixture.layout(text, state: IBState(sizeClass: .compact))
    #expect(compact.frames["lgo-00-001"]?.width == 119)
  }

  /// An Apple TV storyboard an older Xcode saved "in landscape": a TV has one orientation, so
  /// the screen is 1920 × 1080, as stored, not turned to 1080 × 1920.
  @Test func appleTVLandscapeFileKeepsItsScreen() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder.AppleTV.Storyboard" version="3.0" toolsVersion="13771" targetRuntime="AppleTV" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES" initialViewController="vc0-00-001">
          <device id="appleTV" orientation="landscape">
              <adaptation id="light"/>
          </device>
          <scenes>
              <scene sceneID="scn-00-001">
                  <objects>
                      <viewController id="vc0-00-001" customClass="StatusViewController" sceneMemberID="viewController">
                          \(Fixture.rootView(key: "view", id: "tvr-00-001", size: (1920, 1080), """
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-00-001">
                                      <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                      <constraints>
                                          <constraint firstAttribute="width" constant="300" id="bw0-00-001"/>
                                          <constraint firstAttribute="height" constant="100" id="bh0-00-001"/>
                                      </constraints>
                                  </view>
                          """, safeArea: nil, constraints: """
                                  <constraint firstItem="bdg-00-001" firstAttribute="centerX" secondItem="tvr-00-001" secondAttribute="centerX" id="bx0-00-001"/>
                                  <constraint firstItem="bdg-00-001" firstAttribute="centerY" secondItem="tvr-00-001" secondAttribute="centerY" id="by0-00-001"/>
                          """))
                      </viewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let (frames, _, result) = try Fixture.layout(text, name: "Main.storyboard")
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "tvr-00-001", 0, 0, 1920, 1080)
    // Centred: (1920 − 300) / 2 and (1080 − 100) / 2.
    Fixture.expectFrame(frames, "bdg-00-001", 810, 490, 300, 100)
  }

  /// A card pinned to the safe area (8 below its top, at its bottom) of a full-screen view, in
  /// files saved by Xcode 16 and by Xcode 26. Xcode 26 lays the canvas out with the device's
  /// own insets counted twice on a phone with a home indicator — 118 and 68 on an iPhone 16,
  /// 96 and 68 on an iPhone 11 — and a home-button iPhone's 20-pt status bar once.
  @Test func xcode26CountsTheDevicesSafeAreaInsetsTwice() throws {
    let cases: [(String, String, (Double, Double), Double, Double)] = [
      ("retina6_12", "23504", (393, 852), 59, 34), ("retina6_12", "24506", (393, 852), 118, 68),
      ("retina6_1", "24127", (414, 896), 96, 68), ("retina4_7", "24506", (375, 667), 20, 0),
    ]
    for (device, tools, size, top, bottom) in cases {
      let (frames, _, result) = try Fixture.layout(Fixture.safeAreaCard(device: device, tools: tools, size: size))
      #expect(result.brokenConstraints.isEmpty)
      let card = try #require(frames["crd-00-001"])
      #expect(card == Rect(x: 0, y: top + 8, width: size.0, height: size.1 - top - 8 - bottom), "\(device) \(tools): \(card)")
    }
  }

  /// A landscape iPhone 11 has its notch inset at the sides: 48 from Xcode 14, but the iPhone
  /// X's 44 before (toolsVersion 21200), as its portrait status bar (ruuvi's tag screens of
  /// Xcode 11.1/11.2, dji's pipelines xib of Xcode 11.4). No status bar, 21 below.
  @Test func landscapeIPhone11HadTheIPhoneXNotchBeforeXcode14() throws {
    for (tools, side) in [("16096", 44.0), ("21507", 48.0)] {
      let text = Fixture.safeAreaCard(device: "retina6_1", tools: tools, size: (896, 414))
        .replacingOccurrences(of: "orientation=\"portrait\"", with: "orientation=\"landscape\"")
      let (frames, _, result) = try Fixture.layout(text)
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "crd-00-001", side, 8, 896 - 2 * side, 414 - 8 - 21)
    }
  }

  /// A controller's root on the 600 × 600 "any size" canvas of a storyboard without a device:
  /// iOS 8 (Xcode 6) gave it an iPhone's 16 at the sides, Xcode 7 and later 20, as for any
  /// root 400 pt and wider.
  @Test func anySizeCanvasOfXcode6HasAnIPhonesMargins() throws {
    func file(tools: String) -> String {
      // A storyboard of Xcode 7 or earlier names no device.
      Fixture.storyboard(tools: tools, Fixture.viewController(root: "roo-t0-vw1", size: (600, 600), """
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                      <rect key="frame" x="16" y="100" width="568" height="150"/>
                                  </view>
      """, safeArea: nil, constraints: """
                                  <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leadingMargin" id="c01-00-001"/>
                                  <constraint firstAttribute="trailingMargin" secondItem="box-00-001" secondAttribute="trailing" id="c02-00-001"/>
                                  <constraint firstItem="box-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c03-00-001"/>
                                  <constraint firstItem="box-00-001" firstAttribute="height" constant="150" id="c04-00-001"/>
      """)).replacingOccurrences(of: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#, with: "")
    }
    for (tools, side) in [("7706", 16.0), ("9531", 20.0)] {
      let (frames, _, result) = try Fixture.layout(file(tools: tools), name: "fixture.storyboard")
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "box-00-001", side, 100, 600 - 2 * side, 150)
    }
  }

  /// The same canvas is of any width and any height: a container that a `regular`-width,
  /// `regular`-height variation narrows to 0.7 of the root and centres (an iPad layout, as
  /// kiwix's Xcode 7.2 search screen has) keeps its base constraints there, the full 600 × 600;
  /// on a phone (`compact`) too, and an iPad (a `regular` state on another device) takes the
  /// variation.
  @Test func anySizeCanvasHoldsOnlyTheBaseVariation() throws {
    let text = Fixture.storyboard(tools: "10117", Fixture.viewController(root: "roo-t0-vw1", size: (600, 600), """
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                      <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                                  </view>
      """, safeArea: nil, constraints: """
                                  <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-001"/>
                                  <constraint firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" id="c02-00-001"/>
                                  <constraint firstItem="box-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" id="c03-00-001"/>
                                  <constraint firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottom" id="c04-00-001"/>
                                  <constraint firstItem="box-00-001" firstAttribute="width" secondItem="roo-t0-vw1" secondAttribute="width" multiplier="0.7" id="c05-00-001"/>
                                  <constraint firstItem="box-00-001" firstAttribute="height" secondItem="roo-t0-vw1" secondAttribute="height" multiplier="0.7" id="c06-00-001"/>
                                  <constraint firstItem="box-00-001" firstAttribute="centerX" secondItem="roo-t0-vw1" secondAttribute="centerX" id="c07-00-001"/>
                                  <constraint firstItem="box-00-001" firstAttribute="centerY" secondItem="roo-t0-vw1" secondAttribute="centerY" id="c08-00-001"/>
                              </constraints>
                              <variation key="default">
                                  <mask key="constraints">
                                      <exclude reference="c05-00-001"/>
                                      <exclude reference="c06-00-001"/>
                                      <exclude reference="c07-00-001"/>
                                      <exclude reference="c08-00-001"/>
                                  </mask>
                              </variation>
                              <variation key="heightClass=regular-widthClass=regular">
                                  <mask key="constraints">
                                      <exclude reference="c01-00-001"/>
                                      <exclude reference="c02-00-001"/>
                                      <exclude reference="c03-00-001"/>
                                      <exclude reference="c04-00-001"/>
                                      <include reference="c05-00-001"/>
                                      <include reference="c06-00-001"/>
                                      <include reference="c07-00-001"/>
                                      <include reference="c08-00-001"/>
                                  </mask>
                              </variation>
                              <constraints>
      """)).replacingOccurrences(of: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#, with: "")
    for state in [IBState(), IBState(sizeClass: .regular)] {
      let (frames, _, result) = try Fixture.layout(text, name: "fixture.storyboard", state: state)
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "box-00-001", 0, 0, 600, 600)
    }
    let phone = try Fixture.layout(text, name: "fixture.storyboard", state: IBState(sizeClass: .compact))
    #expect(phone.frames["box-00-001"]?.width == phone.resolved.form.environment.canvasSize.width)
  }

  /// `xib` as Xcode 6 and 7 saved a size-class file: no device, no safe areas.
  static func deviceless(_ xib: String) -> String {
    xib.replacingOccurrences(of: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#, with: "")
      .replacingOccurrences(of: #" useSafeAreas="YES""#, with: "")
  }

  /// A xib's top-level view in a size-class file without a device (Xcode 6 and 7) is drawn in
  /// the any-width, any-height class whatever its size, as the 600-pt controllers are: a box a
  /// fifth of its 545-pt width in the base constraints keeps that, where a compact-width
  /// variation makes it a third (popcorntime's header of Xcode 6.3 stores the fifth, 109).
  @Test func aDevicelessXibViewIsDrawnInTheAnySizeClass() throws {
    let text = Self.deviceless(Fixture.xib(tools: "7702", """
            <view contentMode="scaleToFill" id="roo-t0-vw1">
                <rect key="frame" x="0.0" y="0.0" width="545" height="171"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-001"/>
                    <constraint firstItem="box-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" id="c02-00-001"/>
                    <constraint firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottom" id="c03-00-001"/>
                    <constraint firstAttribute="width" secondItem="box-00-001" secondAttribute="width" multiplier="5" id="c04-00-001"/>
                    <constraint firstAttribute="width" secondItem="box-00-001" secondAttribute="width" multiplier="3" id="c05-00-001"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="c05-00-001"/>
                    </mask>
                </variation>
                <variation key="widthClass=compact">
                    <mask key="constraints">
                        <exclude reference="c04-00-001"/>
                        <include reference="c05-00-001"/>
                    </mask>
                </variation>
            </view>
    """))
    #expect(!text.contains("<device") && text.contains(#"useTraitCollections="YES""#))
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "box-00-001", 0, 0, 109, 171)
  }

  /// Xcode 7 installed the views added while editing one size class in that class only: a
  /// deviceless login screen whose form is installed for compact width and regular height is
  /// empty on the any-size canvas (40 roots of AiYaKe Doctor's xibs), so the file says so at
  /// its root, naming the variation and the state that lays the form out.
  @Test func aRootWithEveryViewInAnotherSizeClassSaysWhichStateShowsThem() throws {
    let text = Self.deviceless(Fixture.xib(tools: "7531", """
            <view contentMode="scaleToFill" id="roo-t0-vw1">
                <rect key="frame" x="0.0" y="0.0" width="600" height="600"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="frm-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="240" height="128"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="frm-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="c01-00-001"/>
                    <constraint firstItem="frm-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="60" id="c02-00-001"/>
                    <constraint firstAttribute="trailing" secondItem="frm-00-001" secondAttribute="trailing" constant="20" id="c03-00-001"/>
                    <constraint firstItem="frm-00-001" firstAttribute="height" constant="200" id="c04-00-001"/>
                </constraints>
                <variation key="default">
                    <mask key="subviews">
                        <exclude reference="frm-00-001"/>
                    </mask>
                </variation>
                <variation key="heightClass=regular-widthClass=compact">
                    <mask key="subviews">
                        <include reference="frm-00-001"/>
                    </mask>
                </variation>
            </view>
    """))
    let anySize = try Fixture.layout(text)
    #expect(anySize.frames["frm-00-001"] == nil)
    let warning = try #require(anySize.resolved.warnings.first { $0.message.hasPrefix("none of this view's subviews") })
    #expect(warning.location.line == 6)
    #expect(warning.message.contains(#"<variation key="heightClass=regular-widthClass=compact">"#))
    #expect(warning.message.hasSuffix("(--state compact lays them out)"))
    let phone = try Fixture.layout(text, state: IBState(sizeClass: .compact))
    #expect(phone.resolved.warnings.isEmpty)
    #expect(phone.frames["frm-00-001"]?.minY == 60)
  }

  /// A freeform xib view on a notched iPhone, Xcode 12: a view with a safe-area guide ends its
  /// guide at its bottom, but one without a guide keeps the home indicator's 34 pt in its
  /// margins (SwiftMessages' message views of Xcode 10.1 to 12).
  @Test func freeformViewWithoutASafeAreaGuideKeepsTheHomeIndicatorInItsMargins() throws {
    let freeform = "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>"
    let margins = try Fixture.layout(
      Fixture.xib(device: "retina6_1", tools: "17156", Fixture.rootView(attributes: #" customClass="BannerView""#, size: (600, 140), """
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bnr-00-001">
                          <rect key="frame" x="20" y="44" width="560" height="62"/>
                      </view>
      """, safeArea: nil, constraints: """
                      <constraint firstItem="bnr-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="topMargin" id="c01-00-001"/>
                      <constraint firstAttribute="bottomMargin" secondItem="bnr-00-001" secondAttribute="bottom" id="c02-00-001"/>
                      <constraint firstItem="bnr-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="c03-00-001"/>
                      <constraint firstAttribute="trailing" secondItem="bnr-00-001" secondAttribute="trailing" constant="20" id="c04-00-001"/>
      """, extras: """
                  \(freeform)
      """)))
    #expect(margins.result.brokenConstraints.isEmpty)
    Fixture.expectFrame(margins.frames, "bnr-00-001", 20, 44, 560, 62)
    let guided = try Fixture.layout(
      Fixture.safeAreaCard(device: "retina6_1", tools: "17156", size: (400, 140), extras: freeform))
    Fixture.expectFrame(guided.frames, "crd-00-001", 0, 52, 400, 88)
  }

  /// A freeform xib view with a safe-area guide on a notched iPhone (an iPhone 11, 414 × 896)
  /// has the home indicator's 34 pt at the bottom of its guide except in files of Xcode 11 to
  /// 14.2, and keeps it in those too when it is wider than the screen.
  @Test func freeformViewHasTheHomeIndicatorInsetOutsideXcode11To14_2OrWhenWiderThanTheScreen() throws {
    let freeform = "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>"
    for (tools, width, bottom) in [
      ("14460", 400.0, 34.0),  // Xcode 10.2
      ("14868", 400, 0),  // Xcode 11.0
      ("21507", 400, 0),  // Xcode 14.2
      ("21507", 590, 34),  // wider than the screen
      ("21701", 400, 34),  // Xcode 14.3
    ] {
      let card = try Fixture.layout(
        Fixture.safeAreaCard(device: "retina6_1", tools: tools, size: (width, 300), extras: freeform))
      #expect(card.result.brokenConstraints.isEmpty)
      #expect(abs((card.frames["crd-00-001"]?.maxY ?? -1) - (300 - bottom)) < 0.01, "Xcode \(tools), \(width) wide")
    }
    // Its size left inferred (no freeform metrics), a view narrower than the screen is still
    // drawn at its own size (Unstoppable's 375 × 667 screen on an iPhone 14, Xcode 14.2).
    let inferred = try Fixture.layout(Fixture.safeAreaCard(device: "retina6_1", tools: "21507", size: (375, 667), extras: ""))
    #expect(abs((inferred.frames["crd-00-001"]?.maxY ?? -1) - 667) < 0.01, "\(String(describing: inferred.frames["crd-00-001"]))")
  }
  /// A xib's top-level view saved by Xcode 8 or earlier was drawn as a plain view, with UIView's
  /// default margins of 8 on every side; from Xcode 9 it is a screen of its own size: 16/20 at
  /// the sides, 0 above and below (SwiftMessages' message views, re-saved by Xcode 9.0).
  @Test func xibViewMarginsAreUIViewsDefaultBeforeXcode9() throws {
    let bar = Self.composerBar(tools: "9532")
    Fixture.expectFrame(try Fixture.layout(bar).frames, "cmp-tx-001", 8, 8, 584, 32)
    // As Xcode 9 re-saves it: on an iPhone 8, freeform (a compact height, so no status bar).
    let xcode9 = bar.replacingOccurrences(of: "toolsVersion=\"9532\"", with: "toolsVersion=\"13196\"")
      .replacingOccurrences(of: "<objects>", with: "<device id=\"retina4_7\" orientation=\"portrait\"/>\n    <objects>")
      .replacingOccurrences(of: "</constraints>", with: "</constraints>\n<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>")
    Fixture.expectFrame(try Fixture.layout(xcode9).frames, "cmp-tx-001", 20, 0, 560, 48)
  }

  /// A 600 × 48 xib view of `tools` holding a text view pinned to its four margins.
  static func composerBar(tools: String) -> String {
    """
      <?xml version="1.0" encoding="UTF-8" standalone="no"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" systemVersion="15D21" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES">
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
              \(Fixture.rootView(id: "cmp-sr-bar", attributes: #" customClass="ComposerBar""#, size: (600, 48), """
                      <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cmp-tx-001">
                          <rect key="frame" x="8" y="8" width="584" height="32"/>
                          <fontDescription key="fontDescription" type="system" pointSize="14"/>
                      </textView>
              """, safeArea: nil, constraints: """
                      <constraint firstItem="cmp-tx-001" firstAttribute="leading" secondItem="cmp-sr-bar" secondAttribute="leadingMargin" id="c01-cm-000"/>
                      <constraint firstAttribute="trailingMargin" secondItem="cmp-tx-001" secondAttribute="trailing" id="c02-cm-000"/>
                      <constraint firstItem="cmp-tx-001" firstAttribute="top" secondItem="cmp-sr-bar" secondAttribute="topMargin" id="c03-cm-000"/>
                      <constraint firstAttribute="bottomMargin" secondItem="cmp-tx-001" secondAttribute="bottom" id="c04-cm-000"/>
              """))
          </objects>
      </document>
      """
  }

  /// A launch screen's view is a screen, shown as a controller's root: in files of Xcode 7 and
  /// 8 too it has a root's margins (20 at the sides of a 600-pt view, 0 above and below), not a
  /// plain view's 8 (Google's ads samples' launch views of Xcode 7 and 8).
  @Test func aLaunchScreensViewHasARootsMarginsBeforeXcode9() throws {
    let launch = Self.composerBar(tools: "9532")
      .replacingOccurrences(of: #"useAutolayout="YES""#, with: #"useAutolayout="YES" launchScreen="YES""#)
    Fixture.expectFrame(try Fixture.layout(launch).frames, "cmp-tx-001", 20, 0, 560, 48)
  }
}
