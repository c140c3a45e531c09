/// Each Interface Builder layout rule on a file written for it, against frames worked out by
/// hand (FixedAdvanceTextMeasurer: no glyph shapes involved).
import AutoLayout
import Foundation
import LayoutVocabulary
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import Testing

@Suite struct LayoutSemanticsTests {
  /// Edges to the safe area, a missing firstItem (the holder), a `1:2` multiplier, an aspect
  /// ratio, a placeholder constraint left out; the stored frames (5, 5, 10, 10) are wrong and
  /// must not matter.
  @Test func edgesMultipliersAndWrongStoredFrames() throws {
    let text = Fixture.screen("""
                    <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-aa-aaa">
                        <rect key="frame" x="5" y="5" width="10" height="10"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="100" id="ah1-00-000"/>
                            <constraint firstAttribute="width" constant="50" placeholder="YES" id="aw1-00-000"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" misplaced="YES" translatesAutoresizingMaskIntoConstraints="NO" id="bbb-bb-bbb">
                        <rect key="frame" x="5" y="5" width="10" height="10"/>
                        <constraints>
                            <constraint firstAttribute="height" secondAttribute="width" multiplier="0.5" id="bas-00-000"/>
                        </constraints>
                    </view>
    """, constraints: """
                    <constraint firstItem="aaa-aa-aaa" firstAttribute="leading" secondItem="saf-e0-ar1" secondAttribute="leading" constant="20" id="c01-00-000"/>
                    <constraint firstItem="aaa-aa-aaa" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="10" id="c02-00-000"/>
                    <constraint firstItem="saf-e0-ar1" firstAttribute="trailing" secondItem="aaa-aa-aaa" secondAttribute="trailing" constant="20" id="c03-00-000"/>
                    <constraint firstItem="bbb-bb-bbb" firstAttribute="width" secondItem="aaa-aa-aaa" secondAttribute="width" multiplier="1:2" id="c04-00-000"/>
                    <constraint firstItem="bbb-bb-bbb" firstAttribute="centerX" secondItem="roo-t0-vw1" secondAttribute="centerX" id="c05-00-000"/>
                    <constraint firstItem="bbb-bb-bbb" firstAttribute="top" secondItem="aaa-aa-aaa" secondAttribute="bottom" constant="8" id="c06-00-000"/>
    """)
    let (frames, resolved, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // retina6_12: status bar 59, home indicator 34.
    #expect(resolved.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    Fixture.expectFrame(frames, "aaa-aa-aaa", 20, 69, 353, 100)
    Fixture.expectFrame(frames, "bbb-bb-bbb", 108.25, 177, 176.5, 88.25, pixelGrid: 3)
    // The constraint keeps its IB id and line.
    let written = resolved.form.constraints.first { if case .interfaceBuilder(_, "c04-00-000")? = $0.origin { return true } else { return false } }
    #expect(written?.origin?.location?.line == 31)
  }

  /// Xcode's canvas lays out with a placeholder constraint ("remove at build time") and stores
  /// that frame; the app, and formshot's renders, lay out without it. Comparing with the stored
  /// frames keeps it (`keepsPlaceholderConstraints`, set by `check --stored-frames` and
  /// `layout --xcode-canvas`).
  /// A 55-pt spinner centred on a 414-pt screen is solved at x 179.5: UIKit places it with
  /// its edges on the screen's pixels, 179.67 on a 3x iPhone and 179.5 on a 2x one, while the
  /// stack of two 20.25-pt boxes below it keeps its boxes touching (each edge rounded, not
  /// each size).
  @Test func viewsArePlacedOnTheDevicesPixels() throws {
    func file(device: String) -> String {
      Fixture.screen(
        Fixture.box("spn-px-001", height: 55) + "\n" + Fixture.box("box-px-001", height: 20.25) + """

                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-px-002">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
      """, constraints: Fixture.placed("box-px-001", top: 200.1, leading: 20, width: 100, prefix: "c0p-px-00") + """

                <constraint firstItem="spn-px-001" firstAttribute="centerX" secondItem="roo-t0-vw1" secondAttribute="centerX" id="c01-px-001"/>
                <constraint firstItem="spn-px-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c02-px-001"/>
                <constraint firstItem="spn-px-001" firstAttribute="width" constant="55" id="c03-px-001"/>
                <constraint firstItem="box-px-002" firstAttribute="leading" secondItem="box-px-001" secondAttribute="leading" id="c09-px-001"/>
                <constraint firstItem="box-px-002" firstAttribute="top" secondItem="box-px-001" secondAttribute="bottom" id="c10-px-001"/>
                <constraint firstItem="box-px-002" firstAttribute="width" secondItem="box-px-001" secondAttribute="width" id="c11-px-001"/>
                <constraint firstItem="box-px-002" firstAttribute="height" secondItem="box-px-001" secondAttribute="height" id="c12-px-001"/>
      """, device: device, size: (414, 896))
    }
    for (device, scale) in [("retina6_5", 3.0), ("retina6_1", 2.0)] {
      let (frames, _, result) = try Fixture.layout(file(device: device))
      #expect(result.brokenConstraints.isEmpty)
      let spinner = try #require(frames["spn-px-001"])
      #expect(abs(spinner.minX - (scale == 3 ? 539.0 / 3 : 179.5)) < 1e-9 && spinner.width == 55, "\(device): \(spinner)")
      let upper = try #require(frames["box-px-001"]), lower = try #require(frames["box-px-002"])
      #expect(upper.maxY == lower.minY, "\(device): \(upper) \(lower)")
      for edge in [upper.minY, upper.maxY, lower.maxY] {
        #expect(abs((edge * scale).rounded() - edge * scale) < 1e-6, "\(device): \(edge) is off the pixel grid")
      }
      // 200.1 + 20.25 = 220.35 and 240.6, on the grid: 3x 200, 220.33, 240.67; 2x 200, 220.5, 240.5.
      let expected: [Double] = scale == 3 ? [200, 661.0 / 3, 722.0 / 3] : [200, 220.5, 240.5]
      #expect(zip([upper.minY, upper.maxY, lower.maxY], expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(device)")
    }
  }

  @Test func placeholderConstraintsOnlyOnXcodesCanvas() throws {
    let text = Fixture.screen("""
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-aa-aaa">
                        <rect key="frame" x="20" y="69" width="40" height="100"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="100" id="ah1-00-000"/>
                            <constraint firstAttribute="width" constant="40" placeholder="YES" id="aw1-00-000"/>
                        </constraints>
                    </view>
    """, constraints: """
                    <constraint firstItem="aaa-aa-aaa" firstAttribute="leading" secondItem="saf-e0-ar1" secondAttribute="leading" constant="20" id="c01-00-000"/>
                    <constraint firstItem="aaa-aa-aaa" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="10" id="c02-00-000"/>
                    <constraint firstItem="saf-e0-ar1" firstAttribute="trailing" secondItem="aaa-aa-aaa" secondAttribute="trailing" constant="20" priority="250" id="c03-00-000"/>
    """)
    let app = try Fixture.layout(text).frames["aaa-aa-aaa"]
    let canvas = try Fixture.layout(text, state: IBState(keepsPlaceholderConstraints: true)).frames["aaa-aa-aaa"]
    #expect(app?.width == 353)  // the optional trailing constraint
    #expect(canvas?.width == 40)
    #expect(canvas?.height == 100)
  }

  /// The status bar Xcode simulates depends on the device and on the Xcode that saved the file.
  @Test func safeAreaPerDeviceAndXcodeVersion() throws {
    func top(_ device: String, _ tools: String) throws -> Double {
      let text = Fixture.xib(device: device, tools: tools, """
              <view contentMode="scaleToFill" id="roo-t0-vw1">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <viewLayoutGuide key="safeArea" id="saf-e0-ar1"/>
              </view>
      """)
      let doc = try Fixture.document(text)
      return IBResolver.resolve(doc, root: doc.roots[0], state: IBState()).safeAreaInsets.top
    }
    #expect(try top("retina4_7", "21701") == 20)
    #expect(try top("retina4_7", "17701") == 0)  // Xcode 11 … 14.2: no status bar on home-button iPhones
    #expect(try top("retina4_7", "14868") == 0)  // from Xcode 11.0 itself (14868; 10.3 wrote 14490.70)
    #expect(try top("retina4_7", "14490.70") == 20)
    #expect(try top("ipad9_7", "14313.18") == 20)
    #expect(try top("ipad9_7", "16097.2") == 0)  // … nor on home-button iPads
    #expect(try top("ipad9_7", "21701") == 20)
    #expect(try top("ipad10_9rounded", "17701") == 24)
    #expect(try top("retina6_1", "20037") == 44)
    #expect(try top("retina6_1", "22505") == 48)
    #expect(try top("retina6_12", "22505") == 59)
  }

  /// A constant varied for iPad and a constraint installed only there.
  @Test func sizeClassVariations() throws {
    let text = Fixture.screen("""
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-aa-aaa">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="100" id="ah1-00-000">
                                <variation key="heightClass=regular-widthClass=regular" constant="200"/>
                            </constraint>
                            <constraint firstAttribute="width" constant="40" id="aw1-00-000"/>
                            <constraint firstAttribute="width" constant="80" id="aw2-00-000"/>
                        </constraints>
                    </view>
    """, constraints: """
                    <constraint firstItem="aaa-aa-aaa" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-000"/>
                    <constraint firstItem="aaa-aa-aaa" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" id="c02-00-000"/>
                </constraints>
                <variation key="default">
                    <mask key="constraints">
                        <exclude reference="aw2-00-000"/>
                    </mask>
                </variation>
                <variation key="heightClass=regular-widthClass=regular">
                    <mask key="constraints">
                        <include reference="aw2-00-000"/>
                        <exclude reference="aw1-00-000"/>
                    </mask>
                </variation>
                <constraints>
    """)
    let phone = try Fixture.layout(text)
    Fixture.expectFrame(phone.frames, "aaa-aa-aaa", 0, 0, 40, 100)
    let pad = try Fixture.layout(text, state: IBState(sizeClass: .regular))
    Fixture.expectFrame(pad.frames, "aaa-aa-aaa", 0, 0, 80, 200)
    #expect(pad.result.brokenConstraints.isEmpty && phone.result.brokenConstraints.isEmpty)
  }

  /// Stack views: a vertical fill stack and a horizontal fillEqually / centre-aligned one,
  /// against frames worked out by hand; the stored frames of the arranged views are wrong.
  @Test func stackViews() throws {
    let text = Fixture.screen("""
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-v0-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sv1-00-001">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <constraints><constraint firstAttribute="height" constant="40" id="h01-00-001"/></constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sv2-00-001">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <constraints><constraint firstAttribute="height" constant="60" id="h02-00-001"/></constraints>
                            </view>
                        </subviews>
                    </stackView>
                    <stackView opaque="NO" contentMode="scaleToFill" distribution="fillEqually" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-h0-002">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sh1-00-002">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <constraints><constraint firstAttribute="height" constant="20" id="h03-00-002"/></constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sh2-00-002">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <constraints><constraint firstAttribute="height" constant="40" id="h04-00-002"/></constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sh3-00-002">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <constraints><constraint firstAttribute="height" constant="30" id="h05-00-002"/></constraints>
                            </view>
                        </subviews>
                    </stackView>
    """, constraints: """
                    <constraint firstItem="stk-v0-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="c01-00-000"/>
                    <constraint firstItem="stk-v0-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c02-00-000"/>
                    <constraint firstItem="stk-v0-001" firstAttribute="width" constant="200" id="c03-00-000"/>
                    <constraint firstItem="stk-h0-002" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="10" id="c04-00-000"/>
                    <constraint firstItem="stk-h0-002" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="300" id="c05-00-000"/>
                    <constraint firstItem="stk-h0-002" firstAttribute="width" constant="300" id="c06-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "stk-v0-001", 20, 100, 200, 110)
    Fixture.expectFrame(frames, "sv1-00-001", 20, 100, 200, 40)
    Fixture.expectFrame(frames, "sv2-00-001", 20, 150, 200, 60)
    let w = (300.0 - 20) / 3
    Fixture.expectFrame(frames, "stk-h0-002", 10, 300, 300, 40)
    Fixture.expectFrame(frames, "sh1-00-002", 10, 310, w, 20)
    Fixture.expectFrame(frames, "sh2-00-002", 10 + w + 10, 300, w, 40)
    Fixture.expectFrame(frames, "sh3-00-002", 10 + 2 * (w + 10), 305, w, 30)
  }

  /// A view laid out by its autoresizing mask, and one no constraint mentions: both keep their
  /// stored frames; a scroll view's edges against its content are the content's edges; a
  /// multiplier on a position applies in the coordinates of the view holding it.
  @Test func storedFramesScrollContentAndOwnerCoordinates() throws {
    let text = Fixture.screen("""
                    <view contentMode="scaleToFill" id="arm-00-001">
                        <rect key="frame" x="10" y="200" width="50" height="60"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="unc-00-001">
                        <rect key="frame" x="70" y="210" width="30" height="40"/>
                    </view>
                    <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cnt-00-001">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <constraints><constraint firstAttribute="height" constant="1000" id="h01-00-001"/></constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="cnt-00-001" firstAttribute="leading" secondItem="scr-00-001" secondAttribute="leading" id="s01-00-001"/>
                            <constraint firstItem="cnt-00-001" firstAttribute="top" secondItem="scr-00-001" secondAttribute="top" id="s02-00-001"/>
                            <constraint firstAttribute="trailing" secondItem="cnt-00-001" secondAttribute="trailing" id="s03-00-001"/>
                            <constraint firstAttribute="bottom" secondItem="cnt-00-001" secondAttribute="bottom" id="s04-00-001"/>
                            <constraint firstItem="cnt-00-001" firstAttribute="width" secondItem="scr-00-001" secondAttribute="width" id="s05-00-001"/>
                        </constraints>
                    </scrollView>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="own-00-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="kid-00-001">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="20" id="k01-00-001"/>
                                    <constraint firstAttribute="height" constant="20" id="k02-00-001"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="kid-00-001" firstAttribute="centerX" secondItem="own-00-001" secondAttribute="centerX" multiplier="0.5" id="m01-00-001"/>
                            <constraint firstItem="kid-00-001" firstAttribute="top" secondItem="own-00-001" secondAttribute="top" id="m02-00-001"/>
                        </constraints>
                    </view>
    """, constraints: """
                    <constraint firstItem="scr-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-000"/>
                    <constraint firstItem="scr-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" id="c02-00-000"/>
                    <constraint firstAttribute="trailing" secondItem="scr-00-001" secondAttribute="trailing" id="c03-00-000"/>
                    <constraint firstAttribute="bottom" secondItem="scr-00-001" secondAttribute="bottom" id="c04-00-000"/>
                    <constraint firstItem="own-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="100" id="c05-00-000"/>
                    <constraint firstItem="own-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="400" id="c06-00-000"/>
                    <constraint firstItem="own-00-001" firstAttribute="width" constant="200" id="c07-00-000"/>
                    <constraint firstItem="own-00-001" firstAttribute="height" constant="100" id="c08-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty, "\(result.brokenConstraints)")
    Fixture.expectFrame(frames, "arm-00-001", 10, 200, 50, 60)
    Fixture.expectFrame(frames, "unc-00-001", 70, 210, 30, 40)
    Fixture.expectFrame(frames, "scr-00-001", 0, 0, 393, 852)
    Fixture.expectFrame(frames, "cnt-00-001", 0, 0, 393, 1000)
    // In the holder's coordinates its centre is 100: the child's centre is at 50, i.e. 150.
    Fixture.expectFrame(frames, "kid-00-001", 140, 400, 20, 20)
  }

  /// A 50-pt bar across the screen standing on the keyboard layout guide.
  static func barOnTheKeyboard(device: String = "retina6_12", size: (Double, Double) = (393, 852)) -> String {
    Fixture.screen("""
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <constraints><constraint firstAttribute="height" constant="50" id="h01-00-001"/></constraints>
                    </view>
    """, constraints: """
                    <constraint firstItem="bar-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-000"/>
                    <constraint firstItem="bar-00-001" firstAttribute="trailing" secondItem="roo-t0-vw1" secondAttribute="trailing" id="c02-00-000"/>
                    <constraint firstItem="key-b0-gd1" firstAttribute="top" secondItem="bar-00-001" secondAttribute="bottom" id="c03-00-000"/>
    """, device: device, size: size)
  }

  /// The keyboard layout guide follows the keyboard state.
  @Test func keyboardLayoutGuide() throws {
    let text = Self.barOnTheKeyboard()
    let hidden = try Fixture.layout(text)
    Fixture.expectFrame(hidden.frames, "bar-00-001", 0, 852 - 34 - 50, 393, 50)
    let shown = try Fixture.layout(text, state: IBState(keyboard: .shown))
    Fixture.expectFrame(shown.frames, "bar-00-001", 0, 852 - 336 - 50, 393, 50)
  }

  /// The iPad's undocked keyboards, placed as for forms (a home-button iPad: no bottom safe
  /// area): the floating one rests centred 24 pt above the bottom safe area and the split
  /// halves sit at the sides, both drawn over the
  /// screen with the guide left at the bottom (UIKit's default does not follow them); a
  /// hardware keyboard's 55-pt shortcut bar raises the guide to its top.
  @Test func undockedKeyboardsOnAnIPad() throws {
    let text = Self.barOnTheKeyboard(device: "ipad10_2", size: (810, 1080))
    func keyboard(_ resolved: IBResolved) -> (ItemKind.Keyboard, hidden: Bool)? {
      guard let item = resolved.form.item("_keyboard"), case .keyboard(let k) = item.kind else { return nil }
      return (k, item.isHidden)
    }
    let floating = try Fixture.layout(text, state: IBState(keyboard: .floating))
    Fixture.expectFrame(floating.frames, "bar-00-001", 0, 1080 - 50, 810, 50)
    #expect(floating.resolved.form.environment.keyboard == .floating(frame: Rect(x: 245, y: 1080 - 24 - 260, width: 320, height: 260)))
    #expect(keyboard(floating.resolved)?.0.layout == .floating && keyboard(floating.resolved)?.hidden == false)
    let split = try Fixture.layout(text, state: IBState(keyboard: .split))
    Fixture.expectFrame(split.frames, "bar-00-001", 0, 1080 - 50, 810, 50)
    #expect(
      split.resolved.form.environment.keyboard
        == .split(
          left: Rect(x: 0, y: 1080 - 240, width: 243, height: 240),
          right: Rect(x: 810 - 243, y: 1080 - 240, width: 243, height: 240)))
    #expect(keyboard(split.resolved)?.0.layout == .split)
    let hardware = try Fixture.layout(text, state: IBState(keyboard: .hardwareBar))
    Fixture.expectFrame(hardware.frames, "bar-00-001", 0, 1080 - 55 - 50, 810, 50)
    #expect(hardware.resolved.form.environment.keyboard == .hardwareBar(frame: Rect(x: 125, y: 1080 - 55, width: 560, height: 55)))
    #expect(keyboard(hardware.resolved)?.0.layout == .shortcutBar)
    let hidden = try Fixture.layout(text)
    #expect(keyboard(hidden.resolved)?.hidden == true)
  }

  /// Intrinsic sizes: a switch lays out its 49-pt alignment rect (its frame is 51 wide), a
  /// label its text, an unsupported element is a labelled placeholder with a located warning.
  @Test func controlsLabelsAndPlaceholders() throws {
    let text = Fixture.screen("""
                    <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-001">
                        <rect key="frame" x="0" y="0" width="51" height="31"/>
                    </switch>
                    <label opaque="NO" text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="20"/>
                    </label>
                    <mapView clipsSubviews="YES" translatesAutoresizingMaskIntoConstraints="NO" id="map-00-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                    </mapView>
    """, constraints: """
                    <constraint firstItem="swi-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="10" id="c01-00-000"/>
                    <constraint firstItem="swi-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c02-00-000"/>
                    <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="10" id="c03-00-000"/>
                    <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="200" id="c04-00-000"/>
                    <constraint firstItem="map-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c05-00-000"/>
                    <constraint firstItem="map-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="300" id="c06-00-000"/>
                    <constraint firstItem="map-00-001" firstAttribute="width" constant="100" id="c07-00-000"/>
                    <constraint firstItem="map-00-001" firstAttribute="height" constant="100" id="c08-00-000"/>
    """)
    let (frames, resolved, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "swi-00-001", 10, 100, 49, 31)
    #expect(resolved.frame(of: "swi-00-001", alignmentRect: frames["swi-00-001"]!).width == 51)
    // "Hello" at 20 pt: 5 × 10 pt wide; a line of 20 × 1.1934 rounded up at @3x.
    Fixture.expectFrame(frames, "lab-00-001", 10, 200, 50, (20 * 1.1934 * 3).rounded(.up) / 3)
    Fixture.expectFrame(frames, "map-00-001", 0, 300, 100, 100)
    #expect(resolved.form.item("map-00-001~caption") != nil)
    let warning = resolved.warnings.first { $0.message.contains("<mapView>") }
    #expect(warning?.location.line == 17)
  }

  /// A container view `id` below the root's top, 200 tall, showing `destination`.
  static func container(_ id: String, embedding destination: String, segue: String) -> String {
    Fixture.containerView(id, embedding: destination, segue: segue, frame: (0, 100, 414, 200))
  }

  /// `cnt-00-001` across the root `roo-t0-vw1`, at the top of its safe area, 200 tall.
  static let containerPins = """
                    <constraint firstItem="cnt-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-001"/>
                    <constraint firstAttribute="trailing" secondItem="cnt-00-001" secondAttribute="trailing" id="c02-00-001"/>
                    <constraint firstItem="cnt-00-001" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" id="c03-00-001"/>
                    <constraint firstItem="cnt-00-001" firstAttribute="height" constant="200" id="c04-00-001"/>
    """

  /// A screen whose container `cnt-00-001` embeds the player controls scene `vc1-00-002`,
  /// a 414 × 200 root `roo-t0-vw2` holding `child` pinned by `childPins`.
  static func playerStoryboard(child: String, childPins: String, safeArea: String?, extras: String = "") -> String {
    let container = Self.container("cnt-00-001", embedding: "vc1-00-002", segue: "emb-00-001")
    return Fixture.storyboard(scenes: [
      Fixture.scene("scn-00-001", Fixture.viewController(root: "roo-t0-vw1", size: (414, 896), container, safeArea: "saf-e0-ar1", constraints: Self.containerPins)),
      Fixture.scene(
        "scn-00-002",
        Fixture.viewController(
          id: "vc1-00-002", attributes: #" customClass="PlayerControlsViewController""#, root: "roo-t0-vw2",
          size: (414, 200), child, safeArea: safeArea, constraints: childPins, extras: extras)),
    ])
  }

  /// Where the scene is not drawn inside it (as Xcode's canvas, to compare with the stored
  /// frames), a container view is a placeholder named after the scene its embed segue shows,
  /// and the warning says how to render that scene on its own.
  @Test func aContainerViewNamesTheSceneItEmbeds() throws {
    let text = Self.playerStoryboard(child: "", childPins: "", safeArea: "saf-e0-ar2")
    let (frames, resolved, _) = try Fixture.layout(text, name: "fixture.storyboard", state: IBState(embedsContainedScenes: false))
    Fixture.expectFrame(frames, "cnt-00-001", 0, 48, 414, 200)
    guard case .label(let caption) = try #require(resolved.form.item("cnt-00-001~caption")).kind else {
      Issue.record("no caption")
      return
    }
    #expect(caption.text == "PlayerControlsViewController")
    let warning = try #require(resolved.warnings.first { $0.message.contains("<containerView>") })
    #expect(warning.message.contains("the scene it embeds, PlayerControlsViewController, is a root of its own (--scene vc1-00-002)"))
  }

  /// A container view shows the scene its embed segue leads to, as the app does: the scene's
  /// root fills the container and its views keep their own constraints (a top layout guide of
  /// the child controller has no length: its view is not under the bars). Compared with
  /// Xcode's stored frames (`embedsContainedScenes` off) it stays an empty placeholder, as the
  /// canvas draws it; a scene that embeds its embedder again is not followed.
  @Test func aContainerViewShowsTheSceneItEmbeds() throws {
    // The child embeds the parent's controller back: not followed.
    let back = Self.container("cnt-00-002", embedding: "vc0-00-001", segue: "emb-00-002")
    let child = Fixture.label("lab-00-001", text: "Hi", font: #"type="system" pointSize="17""#, y: 10) + back
    let childPins = """
                    <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="roo-t0-vw2" secondAttribute="leading" constant="20" id="l01-00-001"/>
                    <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="top-gd-001" secondAttribute="bottom" constant="10" id="l02-00-001"/>
                    <constraint firstItem="cnt-00-002" firstAttribute="leading" secondItem="roo-t0-vw2" secondAttribute="leading" id="l03-00-001"/>
                    <constraint firstItem="cnt-00-002" firstAttribute="top" secondItem="roo-t0-vw2" secondAttribute="top" constant="100" id="l04-00-001"/>
                    <constraint firstItem="cnt-00-002" firstAttribute="width" constant="50" id="l05-00-001"/>
                    <constraint firstItem="cnt-00-002" firstAttribute="height" constant="50" id="l06-00-001"/>
    """
    let text = Self.playerStoryboard(
      child: child, childPins: childPins, safeArea: nil,
      extras: #"<layoutGuides><viewControllerLayoutGuide type="top" id="top-gd-001"/></layoutGuides>"#)
    let (frames, resolved, _) = try Fixture.layout(text, name: "fixture.storyboard")
    Fixture.expectFrame(frames, "cnt-00-001", 0, 48, 414, 200)
    Fixture.expectFrame(frames, "roo-t0-vw2", 0, 48, 414, 200)
    #expect(abs((frames["lab-00-001"]?.minY ?? 0) - (48 + 10)) < 0.01 && frames["lab-00-001"]?.minX == 20)
    #expect(resolved.form.item("cnt-00-001~caption") == nil)
    #expect(!resolved.warnings.contains { $0.message.contains("<containerView>") && $0.location.line < 20 })
    // The scene's own container, embedding the screen around it again, stays a placeholder.
    #expect(resolved.form.item("cnt-00-002~caption") != nil)
    #expect(frames["roo-t0-vw1"] != nil && resolved.form.items.filter { $0.id == "roo-t0-vw1" }.count == 1)
    let canvas = try Fixture.layout(text, name: "fixture.storyboard", state: IBState(embedsContainedScenes: false))
    #expect(canvas.frames["lab-00-001"] == nil)
    #expect(canvas.resolved.form.item("cnt-00-001~caption") != nil)
  }
}

@Suite struct ContentPriorityTests {
  /// Hugging at 1000 that cannot hold (a required minimum width wins) still keeps the view as
  /// narrow as it may be, ahead of an optional width at 500: Xcode stores 40, not 150.
  @Test func requiredHuggingThatCannotHoldStillPulls() throws {
    let text = Fixture.screen("""
                    <label opaque="NO" horizontalHuggingPriority="1000" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <constraints>
                            <constraint firstAttribute="width" relation="greaterThanOrEqual" constant="40" id="w01-00-001"/>
                            <constraint firstAttribute="width" priority="500" constant="150" id="w02-00-001"/>
                        </constraints>
                    </label>
    """, constraints: """
                    <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-000"/>
                    <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" id="c02-00-000"/>
    """)
    let (frames, _, _) = try Fixture.layout(text)
    #expect(frames["lab-00-001"]?.width == 40)
  }

}

extension LayoutSemanticsTests {
  /// A view `id` (`attributes`: the margin setting under test, each followed by a space)
  /// holding a view `child` pinned to its four layout margins: the child's frame shows them.
  static func marginProbe(_ id: String, _ child: String, _ attributes: String = "") -> String {
    """
                    <view contentMode="scaleToFill" \(attributes)translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(child)">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="\(child)" firstAttribute="top" secondItem="\(id)" secondAttribute="topMargin" id="\(child)-t"/>
                            <constraint firstItem="\(child)" firstAttribute="leading" secondItem="\(id)" secondAttribute="leadingMargin" id="\(child)-l"/>
                            <constraint firstAttribute="trailingMargin" secondItem="\(child)" secondAttribute="trailing" id="\(child)-r"/>
                            <constraint firstAttribute="bottomMargin" secondItem="\(child)" secondAttribute="bottom" id="\(child)-b"/>
                        </constraints>
                    </view>
    """
  }

  /// A subview's margins grow by the part of it under the root's safe-area insets
  /// (`insetsLayoutMarginsFromSafeArea`, on by default): a container at the top of the screen
  /// puts its content below the status bar; one inside the safe area keeps 8; one that opts out
  /// keeps 8 even under the status bar; the bottom margin includes the home indicator.
  @Test func subviewMarginsIncludeTheSafeAreaOverlap() throws {
    let text = Fixture.screen(
      Self.marginProbe("top-00-ctr", "top-00-chd") + Self.marginProbe("mid-00-ctr", "mid-00-chd")
        + Self.marginProbe("out-00-ctr", "out-00-chd", #"insetsLayoutMarginsFromSafeArea="NO" "#)
        + Self.marginProbe("bot-00-ctr", "bot-00-chd"),
      constraints: """
                    <constraint firstItem="top-00-ctr" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" id="c01-00-000"/>
                    <constraint firstItem="top-00-ctr" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c02-00-000"/>
                    <constraint firstItem="top-00-ctr" firstAttribute="width" constant="200" id="c03-00-000"/>
                    <constraint firstItem="top-00-ctr" firstAttribute="height" constant="100" id="c04-00-000"/>
                    <constraint firstItem="mid-00-ctr" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="300" id="c05-00-000"/>
                    <constraint firstItem="mid-00-ctr" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="50" id="c06-00-000"/>
                    <constraint firstItem="mid-00-ctr" firstAttribute="width" constant="200" id="c07-00-000"/>
                    <constraint firstItem="mid-00-ctr" firstAttribute="height" constant="100" id="c08-00-000"/>
                    <constraint firstItem="out-00-ctr" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" id="c09-00-000"/>
                    <constraint firstItem="out-00-ctr" firstAttribute="trailing" secondItem="roo-t0-vw1" secondAttribute="trailing" id="c10-00-000"/>
                    <constraint firstItem="out-00-ctr" firstAttribute="width" constant="100" id="c11-00-000"/>
                    <constraint firstItem="out-00-ctr" firstAttribute="height" constant="100" id="c12-00-000"/>
                    <constraint firstItem="bot-00-ctr" firstAttribute="bottom" secondItem="roo-t0-vw1" secondAttribute="bottom" id="c13-00-000"/>
                    <constraint firstItem="bot-00-ctr" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c14-00-000"/>
                    <constraint firstItem="bot-00-ctr" firstAttribute="width" constant="200" id="c15-00-000"/>
                    <constraint firstItem="bot-00-ctr" firstAttribute="height" constant="100" id="c16-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // retina6_12: status bar 59, home indicator 34; a plain view's margins are 8.
    Fixture.expectFrame(frames, "top-00-chd", 8, 59 + 8, 184, 100 - 59 - 16)
    Fixture.expectFrame(frames, "mid-00-chd", 58, 308, 184, 84)
    Fixture.expectFrame(frames, "out-00-chd", 301, 8, 84, 84)
    Fixture.expectFrame(frames, "bot-00-chd", 8, 760, 184, 100 - 34 - 16)
  }

  /// `preservesSuperviewLayoutMargins`: a view's margins reach at least as far in as its
  /// superview's do where those lie inside it (40 at the left, 20 at the top here), and its own
  /// margins where they are further in (8 above the superview's bottom margin); a view that
  /// does not preserve keeps its own 8.
  @Test func preservedSuperviewMarginsAreTheFurtherIn() throws {
    let text = Fixture.screen("""
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="par-00-ent">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <subviews>
    \(Self.marginProbe("pre-00-ctr", "pre-00-chd", #"preservesSuperviewLayoutMargins="YES" "#))
    \(Self.marginProbe("own-00-ctr", "own-00-chd"))
                        </subviews>
                        <edgeInsets key="layoutMargins" top="20" left="40" bottom="20" right="40"/>
                        <constraints>
                            <constraint firstItem="pre-00-ctr" firstAttribute="top" secondItem="par-00-ent" secondAttribute="top" id="p01-00-000"/>
                            <constraint firstItem="pre-00-ctr" firstAttribute="leading" secondItem="par-00-ent" secondAttribute="leading" id="p02-00-000"/>
                            <constraint firstItem="pre-00-ctr" firstAttribute="trailing" secondItem="par-00-ent" secondAttribute="trailing" id="p03-00-000"/>
                            <constraint firstItem="pre-00-ctr" firstAttribute="height" constant="100" id="p04-00-000"/>
                            <constraint firstItem="own-00-ctr" firstAttribute="top" secondItem="par-00-ent" secondAttribute="top" id="p05-00-000"/>
                            <constraint firstItem="own-00-ctr" firstAttribute="leading" secondItem="par-00-ent" secondAttribute="leading" id="p06-00-000"/>
                            <constraint firstItem="own-00-ctr" firstAttribute="trailing" secondItem="par-00-ent" secondAttribute="trailing" id="p07-00-000"/>
                            <constraint firstItem="own-00-ctr" firstAttribute="height" constant="100" id="p08-00-000"/>
                        </constraints>
                    </view>
    """, constraints: """
                    <constraint firstItem="par-00-ent" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="300" id="c01-00-000"/>
                    <constraint firstItem="par-00-ent" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c02-00-000"/>
                    <constraint firstItem="par-00-ent" firstAttribute="width" constant="300" id="c03-00-000"/>
                    <constraint firstItem="par-00-ent" firstAttribute="height" constant="200" id="c04-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "pre-00-chd", 40, 320, 220, 72)
    Fixture.expectFrame(frames, "own-00-chd", 8, 308, 284, 84)
  }

  /// A multi-line label is as tall as its lines at the font's exact line height, and UILabel
  /// rounds the whole text to the pixel grid, not each line: twenty lines of 17 pt are 405.76 pt,
  /// 406 at @3x, not twenty lines of 20.33 (406.7). A one-line label keeps its line rounded up
  /// at @3x.
  @Test func multiLineLabelHeightIsNotRoundedPerLine() throws {
    // Twenty one-letter words in a label 10 pt wide: one word a line.
    let words = Array(repeating: "w", count: 20).joined(separator: " ")
    let text = Fixture.screen("""
                    <label opaque="NO" numberOfLines="0" text="\(words)" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-020">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <label opaque="NO" text="One" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
    """, constraints: """
                    <constraint firstItem="lab-00-020" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="10" id="c01-00-000"/>
                    <constraint firstItem="lab-00-020" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c02-00-000"/>
                    <constraint firstItem="lab-00-020" firstAttribute="width" constant="10" id="c05-00-000"/>
                    <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="200" id="c03-00-000"/>
                    <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c04-00-000"/>
    """)
    let (frames, _, _) = try Fixture.layout(text)
    let height = try #require(frames["lab-00-020"]?.height)
    #expect(abs(height - (20 * 17 * 1.1934 * 3).rounded(.up) / 3) < 0.01)
    #expect(abs((frames["lab-00-001"]?.height ?? 0) - (17 * 1.1934 * 3).rounded(.up) / 3) < 0.01)
  }

  /// A wrapping label's height is on the device's pixel grid, as UILabel reports it: two lines
  /// of 12 pt (2 × 14.32 = 28.64) are 29 on an @2x iPhone 8 and 28.67 on an @3x iPhone 15, and
  /// the box around it (8 above and below) and the view under the box land on that grid too.
  @Test func wrappingLabelHeightIsOnThePixelGrid() throws {
    func text(_ device: String, _ size: (Double, Double)) -> String {
      Fixture.screen("""
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="abcdef abcdef" textAlignment="center" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                                <rect key="frame" x="8" y="8" width="40" height="29"/>
                                <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="box-00-001" secondAttribute="top" constant="8" id="b01-00-000"/>
                            <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="box-00-001" secondAttribute="leading" constant="8" id="b02-00-000"/>
                            <constraint firstAttribute="bottom" secondItem="lab-00-001" secondAttribute="bottom" constant="8" id="b03-00-000"/>
                            <constraint firstAttribute="trailing" secondItem="lab-00-001" secondAttribute="trailing" constant="8" id="b04-00-000"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bel-ow-001">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="20" id="h01-00-000"/>
                        </constraints>
                    </view>
      """, constraints: """
                    <constraint firstItem="box-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c01-00-000"/>
                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c02-00-000"/>
                    <constraint firstItem="box-00-001" firstAttribute="width" constant="56" id="c03-00-000"/>
                    <constraint firstItem="bel-ow-001" firstAttribute="top" secondItem="box-00-001" secondAttribute="bottom" id="c04-00-000"/>
                    <constraint firstItem="bel-ow-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c05-00-000"/>
                    <constraint firstItem="bel-ow-001" firstAttribute="width" constant="56" id="c06-00-000"/>
      """, device: device, size: size)
    }
    let (twice, _, twiceResult) = try Fixture.layout(text("retina4_7", (375, 667)))
    #expect(twiceResult.brokenConstraints.isEmpty)
    Fixture.expectFrame(twice, "lab-00-001", 8, 108, 40, 29)
    Fixture.expectFrame(twice, "box-00-001", 0, 100, 56, 45)
    Fixture.expectFrame(twice, "bel-ow-001", 0, 145, 56, 20)
    let (thrice, _, _) = try Fixture.layout(text("retina6_12", (393, 852)))
    Fixture.expectFrame(thrice, "lab-00-001", 8, 108, 40, 86.0 / 3)
    Fixture.expectFrame(thrice, "bel-ow-001", 0, 100 + 16 + 86.0 / 3, 56, 20)
  }

  /// A table cell's content view preserves the cell's margins, which preserve the table's
  /// (the controller's root: 20 at the sides on a 414-pt screen). Those margins come from the
  /// cell's place in its list, as numbers: a label between the content view's margins keeps
  /// them however much it hugs (it used to be pulled to its text width at the right).
  @Test func tableCellMarginsComeFromTheList() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="tvc-00-001">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <scenes>
              <scene sceneID="scn-00-001">
                  <objects>
                      <tableViewController id="tvc-00-001" sceneMemberID="viewController">
                          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" id="tbl-00-001">
                              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <prototypes>
                                  <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Name" id="cel-00-001">
                                      <rect key="frame" x="0.0" y="50" width="414" height="44"/>
                                      <autoresizingMask key="autoresizingMask"/>
                                      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-001" id="cnt-00-001">
                                          <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <subviews>
                                              <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                                                  <rect key="frame" x="1" y="1" width="1" height="1"/>
                                                  <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                  <nil key="highlightedColor"/>
                                              </label>
                                          </subviews>
                                          <constraints>
                                              <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leadingMargin" id="c01-00-000"/>
                                              <constraint firstAttribute="trailingMargin" secondItem="lab-00-001" secondAttribute="trailing" id="c02-00-000"/>
                                              <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="topMargin" id="c03-00-000"/>
                                          </constraints>
                                      </tableViewCellContentView>
                                  </tableViewCell>
                                  <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="More" rowHeight="60" id="cel-00-002">
                                      <rect key="frame" x="0.0" y="94" width="414" height="60"/>
                                      <autoresizingMask key="autoresizingMask"/>
                                      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-002" id="cnt-00-002">
                                          <rect key="frame" x="0.0" y="0.0" width="383.5" height="60"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                      </tableViewCellContentView>
                                  </tableViewCell>
                              </prototypes>
                          </tableView>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let (frames, _, result) = try Fixture.layout(text, name: "fixture.storyboard", state: Fixture.listsAsStored)
    #expect(result.brokenConstraints.isEmpty)
    // The content view's own margins (11 top): the table's 48-pt safe-area top, 50 pt above
    // the cell, does not reach it.
    let label = try #require(frames["lab-00-001"])
    #expect(label.minX == 20 && label.minY == 61 && label.width == 374, "\(label)")
    #expect(!result.ambiguousItems.contains("lab-00-001"))
    // The table lays out its rows: on the iPad (820 wide) each row spans the table at its
    // place and height, the content view less the disclosure indicator's 30.5 pt.
    let iPad = try Fixture.layout(text, name: "fixture.storyboard", state: IBState(sizeClass: .regular, keepsListsAtContentOrigin: true)).frames
    #expect(iPad["cel-00-002"] == Rect(x: 0, y: 94, width: 820, height: 60))
    #expect(iPad["cnt-00-002"] == Rect(x: 0, y: 94, width: 789.5, height: 60))
    #expect(iPad["cel-00-001"] == Rect(x: 0, y: 50, width: 820, height: 44))
  }

  /// A multi-line label whose width only hugging decides is as wide as its widest wrapped
  /// line, as UIKit lays it out again with the first pass's width as its preferred maximum:
  /// ten 9-letter words at 8.5 pt a letter wrap four to a line in the 377 pt between the
  /// inequalities, so the centred label is its 331.5-pt line, not 377, rounded up to the
  /// @3x pixel grid as UILabel reports it: 331.67.
  @Test func huggingMultiLineLabelIsItsWidestLine() throws {
    let words = (0..<10).map { _ in "abcdefghi" }.joined(separator: " ")
    let text = Fixture.screen("""
                    <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(words)" textAlignment="center" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
    """, constraints: """
                    <constraint firstItem="lab-00-001" firstAttribute="centerX" secondItem="roo-t0-vw1" secondAttribute="centerX" id="c01-00-000"/>
                    <constraint firstItem="lab-00-001" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="roo-t0-vw1" secondAttribute="leading" constant="8" id="c02-00-000"/>
                    <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="lab-00-001" secondAttribute="trailing" constant="8" id="c03-00-000"/>
                    <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c04-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    let label = try #require(frames["lab-00-001"])
    let line = (331.5 * 3).rounded(.up) / 3
    #expect(abs(label.width - line) < 0.01, "\(label)")
    #expect(abs(label.minX - (393 - line) / 2) < 0.01, "\(label)")
    // Three lines of 17 pt (60.86) on the @3x grid.
    #expect(abs(label.height - (3 * 17 * 1.1934 * 3).rounded(.up) / 3) < 0.01, "\(label)")
  }

  /// Two multi-line labels made as wide as each other, each resisting compression at 1000
  /// and hugging at 999 (the Blue Alliance's sign-in rows): the wider wrapped text sets the
  /// width, as resistance above hugging does in UIKit. Ten 9-letter words wrap four to a line
  /// in the 377 pt the inequalities allow (331.5); four 18-letter words two to a line (314.5),
  /// in the label made first.
  /// Resistance had been lowered to hugging's 999 for every multi-line label: the tie let the
  /// narrower text win, each pass re-wrapped the other at that width, and both shrank pass
  /// after pass (stored 282, formshot 154).
  @Test func multiLineResistanceAt1000BeatsHuggingAt999() throws {
    let long = (0..<10).map { _ in "abcdefghi" }.joined(separator: " ")
    let short = (0..<4).map { _ in "abcdefghiabcdefghi" }.joined(separator: " ")
    func label(_ id: String, _ text: String) -> String {
      """
                      <label opaque="NO" horizontalHuggingPriority="999" verticalHuggingPriority="750" horizontalCompressionResistancePriority="1000" text="\(text)" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                          <rect key="frame" x="0" y="0" width="1" height="1"/>
                          <fontDescription key="fontDescription" type="system" pointSize="17"/>
                      </label>
      """
    }
    let text = Fixture.screen(label("lab-00-001", short) + "\n" + label("lab-00-002", long), constraints: """
                    <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="8" id="c01-00-000"/>
                    <constraint firstItem="lab-00-002" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="8" id="c02-00-000"/>
                    <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="lab-00-001" secondAttribute="trailing" constant="8" id="c03-00-000"/>
                    <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="lab-00-002" secondAttribute="trailing" constant="8" id="c04-00-000"/>
                    <constraint firstItem="lab-00-002" firstAttribute="width" secondItem="lab-00-001" secondAttribute="width" id="c05-00-000"/>
                    <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c06-00-000"/>
                    <constraint firstItem="lab-00-002" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="300" id="c07-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    let line = (331.5 * 3).rounded(.up) / 3
    for id in ["lab-00-001", "lab-00-002"] {
      let frame = try #require(frames[id])
      #expect(abs(frame.width - line) < 0.01, "\(id): \(frame)")
    }
    // Two lines and three.
    let lineHeight = 17 * 1.1934
    #expect(abs((frames["lab-00-001"]?.height ?? 0) - (2 * lineHeight * 3).rounded(.up) / 3) < 0.01)
    #expect(abs((frames["lab-00-002"]?.height ?? 0) - (3 * lineHeight * 3).rounded(.up) / 3) < 0.01)
  }

  /// A multi-line label yields to a view of equal priority that cannot wrap: its one-line
  /// width is a wish. Braze's (Appboy's) stopwatch settings end a two-line label at a switch's
  /// trailing edge, the switch at the right margin: the label's resistance and the switch's
  /// hugging are both 750, and Xcode stores the switch 51 wide and the label wrapped in 382 pt,
  /// where the tie had stretched the switch to 302 and the label to its one-line 633 (the switch
  /// is made first, as in that file).
  @Test func aMultiLineLabelYieldsToAnEqualPriorityThatCannotWrap() throws {
    let words = (0..<12).map { _ in "abcd" }.joined(separator: " ")
    let text = Fixture.screen("""
                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-00-001">
                        <rect key="frame" x="0" y="0" width="51" height="31"/>
                    </switch>
                    <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(words)" numberOfLines="2" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
    """, constraints: """
                    <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="c01-00-000"/>
                    <constraint firstItem="swi-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="200" id="c02-00-000"/>
                    <constraint firstItem="lab-00-001" firstAttribute="trailing" secondItem="swi-00-001" secondAttribute="trailing" id="c03-00-000"/>
                    <constraint firstItem="swi-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c04-00-000"/>
                    <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="200" id="c05-00-000"/>
    """)
    let (frames, _, _) = try Fixture.layout(text)
    let label = try #require(frames["lab-00-001"])
    let toggle = try #require(frames["swi-00-001"])
    // The switch keeps its own width (49 in the fixture's Xcode, 51 from iOS 7's switch on).
    #expect(toggle.width < 52, "\(toggle)")
    #expect(abs(label.width - (200 + toggle.width - 16)) < 0.01, "\(label)")
    // Twelve 4-letter words wrap five to a line in 233 pt: the label's two lines.
    #expect(abs(label.height - (2 * 17 * 1.1934 * 3).rounded(.up) / 3) < 0.01, "\(label)")
  }

  /// A subview's safe area on a side without an inset (the sides in portrait) is the view's
  /// own edge: a hugging label pinned inside it does not pull the guide in.
  @Test func subviewSafeAreaSidesAreTheViewsEdges() throws {
    let text = Self.labelInBox(guide: #"<viewLayoutGuide key="safeArea" id="box-sa-001"/>"#, top: 200, """
                            <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="box-sa-001" secondAttribute="leading" constant="20" id="b01-00-000"/>
                            <constraint firstItem="box-sa-001" firstAttribute="trailing" secondItem="lab-00-001" secondAttribute="trailing" constant="20" id="b02-00-000"/>
                            <constraint firstItem="lab-00-001" firstAttribute="centerY" secondItem="box-00-001" secondAttribute="centerY" id="b03-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    let label = try #require(frames["lab-00-001"])
    #expect(label.minX == 20 && label.width == 353, "\(label)")
  }

  /// The readable content guide: the layout margins on an iPhone (16 at the sides of a 393-pt
  /// screen), 672 pt centred in them on an iPad (margins of 20 on 820 pt leave 780).
  @Test func readableContentGuide() throws {
    func text(_ device: String, _ size: (Double, Double)) -> String {
      Fixture.screen("""
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="txt-00-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                    </view>
      """, constraints: """
                    <constraint firstItem="txt-00-001" firstAttribute="leading" secondItem="rdb-00-001" secondAttribute="leading" id="c01-00-000"/>
                    <constraint firstItem="rdb-00-001" firstAttribute="trailing" secondItem="txt-00-001" secondAttribute="trailing" id="c02-00-000"/>
                    <constraint firstItem="txt-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c03-00-000"/>
                    <constraint firstItem="txt-00-001" firstAttribute="height" constant="50" id="c04-00-000"/>
      """, device: device, size: size)
        .replacingOccurrences(of: "<viewLayoutGuide key=\"safeArea\" id=\"saf-e0-ar1\"/>", with: "<viewLayoutGuide key=\"safeArea\" id=\"saf-e0-ar1\"/>\n<viewLayoutGuide key=\"readableContent\" id=\"rdb-00-001\"/>")
    }
    let (phone, phoneResolved, phoneResult) = try Fixture.layout(text("retina6_12", (393, 852)))
    #expect(phoneResult.brokenConstraints.isEmpty)
    #expect(!phoneResolved.warnings.contains { $0.message.contains("readableContent") })
    Fixture.expectFrame(phone, "txt-00-001", 16, 100, 361, 50)
    let (pad, _, padResult) = try Fixture.layout(text("ipad10_9rounded", (820, 1180)))
    #expect(padResult.brokenConstraints.isEmpty)
    Fixture.expectFrame(pad, "txt-00-001", 74, 100, 672, 50)
  }

  /// A custom view with a placeholder intrinsic size (Interface Builder's size inspector) is
  /// that size where its constraints leave it free: 85.5 wide and 20 tall here, centred.
  @Test func placeholderIntrinsicSize() throws {
    let text = Fixture.screen("""
                    <view contentMode="scaleToFill" placeholderIntrinsicWidth="85.5" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" id="cus-00-001" customClass="MeterView">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                    </view>
    """, constraints: """
                    <constraint firstItem="cus-00-001" firstAttribute="centerX" secondItem="roo-t0-vw1" secondAttribute="centerX" id="c01-00-000"/>
                    <constraint firstItem="cus-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c02-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "cus-00-001", (393 - 85.5) / 2, 100, 85.5, 20, pixelGrid: 3)
  }
}

@Suite struct FramelessViewTests {
  /// Xcode leaves out the `<rect key="frame">` of a view whose frame is all zeros: an empty
  /// 0 × 0 view at the top of an equal-spacing stack of three (spacing 5) is still arranged,
  /// so the stack is 10 tall, its views at 0, 5 and 10.
  @Test func aSubviewWithoutAStoredFrameIsStillAView() throws {
    func view(_ id: String, _ y: Double?) -> String {
      let rect = y.map { "<rect key=\"frame\" x=\"0.0\" y=\"\($0)\" width=\"0.0\" height=\"0.0\"/>" } ?? ""
      return """
        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            \(rect)
            <constraints>
                <constraint firstAttribute="width" id="\(id)-w"/>
                <constraint firstAttribute="height" id="\(id)-h"/>
            </constraints>
        </view>
        """
    }
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina4_7" orientation="portrait"/>
          <objects>
              <view contentMode="scaleToFill" id="hdr-rt-001">
                  <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>
                      <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" alignment="center" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-st-001">
                          <rect key="frame" x="100" y="20" width="0.0" height="10"/>
                          <subviews>
                              \(view("hdr-lb-001", nil))
                              \(view("hdr-lb-002", 5))
                              \(view("hdr-lb-003", 10))
                          </subviews>
                      </stackView>
                  </subviews>
                  <constraints>
                      <constraint firstItem="hdr-st-001" firstAttribute="top" secondItem="hdr-rt-001" secondAttribute="top" constant="20" id="c01-hd-000"/>
                      <constraint firstItem="hdr-st-001" firstAttribute="centerX" secondItem="hdr-rt-001" secondAttribute="centerX" id="c02-hd-000"/>
                  </constraints>
              </view>
          </objects>
      </document>
      """
    let (frames, _, _) = try Fixture.layout(text, name: "header.xib")
    Fixture.expectFrame(frames, "hdr-st-001", 100, 20, 0, 10)
    Fixture.expectFrame(frames, "hdr-lb-001", 100, 20, 0, 0)
    Fixture.expectFrame(frames, "hdr-lb-002", 100, 25, 0, 0)
    Fixture.expectFrame(frames, "hdr-lb-003", 100, 30, 0, 0)
  }
}
