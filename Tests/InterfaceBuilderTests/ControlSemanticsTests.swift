/// Buttons, stack views with baseline-relative arrangement and other controls on files written
/// for them, against frames worked out by hand (FixedAdvanceTextMeasurer: 0.5 em per
/// character, lines exactly the style's line height, the first baseline at 80 % of the line).
import AutoLayout
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import LayoutVocabulary
import Testing

@Suite struct ControlSemanticsTests {
  /// Each button is pinned by its top-leading corner only: its size is its intrinsic size.
  func pinned(_ ids: [String]) -> String {
    ids.enumerated().map { i, id in
      """
                      <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="10" id="l\(i)0-00-000"/>
                      <constraint firstItem="\(id)" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\(100 * (i + 1))" id="t\(i)0-00-000"/>
      """
    }.joined(separator: "\n")
  }

  /// A root view holding `subviews`, those of `ids` pinned by `pinned(_:)`, in a document whose
  /// `resources` give image sizes.
  func pinnedScreen(_ subviews: String, ids: [String], resources: String) -> String {
    Fixture.xib("""
            <view contentMode="scaleToFill" id="roo-t0-vw1">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
    \(subviews)
                </subviews>
                <viewLayoutGuide key="safeArea" id="saf-e0-ar1"/>
                <constraints>
    \(pinned(ids))
                </constraints>
            </view>
        </objects>
        <resources>
    \(resources)
    """).replacingOccurrences(of: "    </objects>\n</document>", with: "    </resources>\n</document>")
  }

  /// Classic buttons: a title line rounded up to whole points, 6 pt above and below it while
  /// `contentEdgeInsets` are zero, the insets instead of that padding otherwise; an empty custom
  /// button's content is 30 × 22 (its 18 pt line), and a titled button at least 30 wide, its
  /// insets included (a configuration's title is not widened).
  @Test func classicButtonSizes() throws {
    let text = Fixture.screen("""
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-17-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <state key="normal" title="Cancel"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-16-ins">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="16"/>
                        <inset key="contentEdgeInsets" minX="8" minY="8" maxX="8" maxY="8"/>
                        <state key="normal" title="Done"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-em-ins">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <inset key="contentEdgeInsets" minX="0.0" minY="0.0" maxX="0.0" maxY="21"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-em-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-pl-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <state key="normal" title="+"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-ok-ins">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="16"/>
                        <inset key="contentEdgeInsets" minX="8" minY="8" maxX="8" maxY="8"/>
                        <state key="normal" title="OK"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-ok-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <buttonConfiguration key="configuration" style="plain" title="OK"/>
                    </button>
    """, constraints: pinned(["btn-17-000", "btn-16-ins", "btn-em-ins", "btn-em-000", "btn-pl-000", "btn-ok-ins", "cfg-ok-000"]))
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // 17 pt: line 17 × 1.1934 = 20.29 → 21, plus 6 + 6; "Cancel" is 6 × 8.5 wide.
    Fixture.expectFrame(frames, "btn-17-000", 10, 100, 51, 33)
    // 16 pt: line 19.09 → 20, plus the insets (8 + 8) and no padding.
    Fixture.expectFrame(frames, "btn-16-ins", 10, 200, 4 * 8 + 16, 36)
    // No title, no image: 30 × 22, plus a bottom inset of 21.
    Fixture.expectFrame(frames, "btn-em-ins", 10, 300, 30, 43)
    Fixture.expectFrame(frames, "btn-em-000", 10, 400, 30, 34)
    // "+" is 8.5 wide: 30, as an empty button is.
    Fixture.expectFrame(frames, "btn-pl-000", 10, 500, 30, 33)
    // "OK" is 16 wide: the 30-pt minimum includes the insets of 8, so 16 + 16, not 30 + 16.
    Fixture.expectFrame(frames, "btn-ok-ins", 10, 600, 16 + 16, 36)
    // A configuration's "OK" (Body, 17 wide) keeps its width inside its insets of 12; its
    // line stays on the 3x pixel grid (20.29 → 20.33), see `configurationTitleLineOnPixelGrid`.
    Fixture.expectFrame(frames, "cfg-ok-000", 10, 700, 17 + 24, 20 + 1.0 / 3 + 14)
  }

  /// The title font a file leaves unnamed is the button type's: a custom button (no
  /// `buttonType`) titles itself in UIButton's own font, `UIFont.buttonFontSize`, 18 pt, a
  /// system one in 15 pt. A button with neither title nor image is one line of that font tall
  /// inside the padding: a system button's 15 pt line (18) makes it 30 × 30, a 12 pt one's (15)
  /// 30 × 27 (a custom one's 30 × 34, see `classicButtonSizes`).
  @Test func titleFontByButtonTypeAndEmptyButtons() throws {
    let text = Fixture.screen("""
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="cus-to-m01">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <state key="normal" title="Sign in"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="sys-te-m01">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <state key="normal" title="Sign in"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="emp-ty-s15">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <state key="normal">
                            <color key="titleColor" white="0.25" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </state>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="emp-ty-s12">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                        <state key="normal" title=""/>
                    </button>
    """, constraints: pinned(["cus-to-m01", "sys-te-m01", "emp-ty-s15", "emp-ty-s12"]))
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // 18 pt: line 18 × 1.1934 = 21.48 → 22, plus 6 + 6; "Sign in" is 7 × 9 wide.
    Fixture.expectFrame(frames, "cus-to-m01", 10, 100, 63, 34)
    // 15 pt: line 17.9 → 18, plus 6 + 6; 7 × 7.5 wide, rounded up to whole points.
    Fixture.expectFrame(frames, "sys-te-m01", 10, 200, 53, 30)
    Fixture.expectFrame(frames, "emp-ty-s15", 10, 300, 30, 30)
    // 12 pt: line 14.32 → 15, plus 6 + 6.
    Fixture.expectFrame(frames, "emp-ty-s12", 10, 400, 30, 27)
  }

  /// A classic button with both a title and an image has no padding above and below: it is as
  /// tall as the taller of its title line and its image (a "Learn more" link with an arrow).
  @Test func classicButtonWithTitleAndImageHasNoPadding() throws {
    let text = pinnedScreen("""
                    <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="lrn-tl-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                        <state key="normal" title="Learn more" image="arrow-tall"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="lrn-sm-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="13"/>
                        <state key="normal" title="Learn more" image="arrow-small"/>
                    </button>
    """, ids: ["lrn-tl-000", "lrn-sm-000"], resources: """
            <image name="arrow-tall" width="12" height="22"/>
            <image name="arrow-small" width="8" height="10"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // 13 pt: line 15.51 → 16; "Learn more" is 10 × 6.5 wide, beside the image.
    Fixture.expectFrame(frames, "lrn-tl-000", 10, 100, 65 + 12, 22)
    Fixture.expectFrame(frames, "lrn-sm-000", 10, 200, 65 + 8, 16)
  }

  /// A button says where its content sits across it (`contentHorizontalAlignment`, inside
  /// its `contentEdgeInsets`, the image and title moved by their own edge insets): a checkbox
  /// row's button leads with its image and title; a button that says nothing, or `fill`,
  /// centres them.
  @Test func aButtonKeepsItsContentAlignmentAndInsets() throws {
    let text = pinnedScreen("""
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="leading" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="chk-ld-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <inset key="contentEdgeInsets" minX="12" minY="0.0" maxX="4" maxY="0.0"/>
                        <inset key="titleEdgeInsets" minX="8" minY="0.0" maxX="0.0" maxY="0.0"/>
                        <inset key="imageEdgeInsets" minX="0.0" minY="2" maxX="8" maxY="2"/>
                        <state key="normal" title="Cash" image="checkbox"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="fill" contentVerticalAlignment="fill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="chk-fl-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <state key="normal" title="Card"/>
                    </button>
    """, ids: ["chk-ld-000", "chk-fl-000"], resources: """
            <image name="checkbox" width="18" height="18"/>
    """)
    let resolved = try Fixture.layout(text).resolved
    guard case .button(let leading)? = resolved.form.item("chk-ld-000")?.kind,
      case .button(let filling)? = resolved.form.item("chk-fl-000")?.kind
    else {
      Issue.record("the buttons did not resolve as buttons")
      return
    }
    #expect(leading.contentAlignment == .leading)
    #expect(leading.contentInsets == EdgeInsets(top: 0, left: 12, bottom: 0, right: 4))
    #expect(leading.titleInsets == EdgeInsets(top: 0, left: 8, bottom: 0, right: 0))
    #expect(leading.imageInsets == EdgeInsets(top: 2, left: 0, bottom: 2, right: 8))
    #expect(filling.contentAlignment == .center)
    #expect(filling.contentInsets == .zero)
  }

  /// An iOS 15 configuration replaces the state's title and image: a plain configuration with
  /// a symbol and no title is the image inside insets of 7 and 12, whatever title the normal
  /// state has; a configuration's title is in its title font.
  @Test func configurationReplacesTheStatesTitle() throws {
    let text = pinnedScreen("""
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-im-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain">
                            <imageReference key="image" image="square.on.square" catalog="system"/>
                        </buttonConfiguration>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-ti-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="filled" title="Save">
                            <fontDescription key="titleFontDescription" style="UICTFontTextStyleCallout"/>
                        </buttonConfiguration>
                    </button>
    """, ids: ["cfg-im-000", "cfg-ti-000"], resources: """
            <image name="square.on.square" catalog="system" width="128" height="128"/>
    """)
    let (frames, resolved, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // The symbol at about body size (20 × 20), inside 7 / 12.
    Fixture.expectFrame(frames, "cfg-im-000", 10, 100, 44, 34)
    guard case .button(let b)? = resolved.form.item("cfg-im-000")?.kind else {
      Issue.record("cfg-im-000 is not a button")
      return
    }
    #expect(b.title == "")
    // Callout 16 pt: "Save" 4 × 8 wide, a line of 19.09 → 19.33 at 3x, inside 7 / 12.
    Fixture.expectFrame(frames, "cfg-ti-000", 10, 200, 32 + 24, 19 + 1.0 / 3 + 14)
  }

  /// A configuration's own `contentInsets` replace the default 7 and 12, and its image sits
  /// where `imagePlacement` puts it, `imagePadding` from the title: above it, the button is
  /// as wide as the wider of the two and as tall as both (Mixin's 24-pt "Alert" icon over a
  /// 10-pt title, padding 2, is stored 48 × 52); after it, as wide as both.
  @Test func configurationInsetsAndImagePlacement() throws {
    let text = pinnedScreen("""
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-in-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <buttonConfiguration key="configuration" style="filled" title="Save">
                            <fontDescription key="titleFontDescription" style="UICTFontTextStyleCallout"/>
                            <directionalEdgeInsets key="contentInsets" top="12" leading="0.0" bottom="11" trailing="0.0"/>
                        </buttonConfiguration>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-tp-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <buttonConfiguration key="configuration" style="plain" image="alert" imagePlacement="top" title="Alert" imagePadding="2">
                            <fontDescription key="titleFontDescription" type="system" weight="medium" pointSize="10"/>
                        </buttonConfiguration>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-tr-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <buttonConfiguration key="configuration" style="plain" image="alert" imagePlacement="trailing" title="Next" imagePadding="8">
                            <fontDescription key="titleFontDescription" type="system" pointSize="16"/>
                        </buttonConfiguration>
                    </button>
    """, ids: ["cfg-in-000", "cfg-tp-000", "cfg-tr-000"], resources: """
            <image name="alert" width="24" height="24"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // Callout 16 pt: "Save" 4 × 8 wide, a line of 19.33 at 3x, inside 12 / 11 and no sides.
    Fixture.expectFrame(frames, "cfg-in-000", 10, 100, 32, 19 + 1.0 / 3 + 23)
    // 10 pt: "Alert" 5 × 5 wide over the 24-pt image, a line of 11.93 → 12 at 3x, 2 apart,
    // inside 7 / 12.
    Fixture.expectFrame(frames, "cfg-tp-000", 10, 200, 25 + 24, 7 + 24 + 2 + 12 + 7)
    // 16 pt: "Next" 4 × 8, 8 from the image after it; as tall as the image inside 7.
    Fixture.expectFrame(frames, "cfg-tr-000", 10, 300, 32 + 8 + 24 + 24, 24 + 14)
  }

  /// An attributed title is measured in its fragments' fonts, not in the configuration's Body
  /// or the button's own font (GreenWallet's back button, " Назад" in 15-pt Helvetica beside a
  /// chevron, is stored 34 tall, where a Body title makes it 35): a 16-pt attributed title
  /// sizes a configuration as a 16-pt title font does, and a classic button's attributed
  /// 16-pt title ignores the button's 30-pt font.
  @Test func attributedTitlesAreMeasuredInTheirOwnFonts() throws {
    // "Next" in the 16-pt system font, as Interface Builder writes an attributed title.
    let next16 = """
                            <attributedString key="attributedTitle">
                                <fragment content="Next">
                                    <attributes>
                                        <font key="NSFont" metaFont="system" size="16"/>
                                    </attributes>
                                </fragment>
                            </attributedString>
    """
    let text = pinnedScreen("""
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-at-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <buttonConfiguration key="configuration" style="plain">
    \(next16)
                        </buttonConfiguration>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-fd-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <buttonConfiguration key="configuration" style="plain" title="Next">
                            <fontDescription key="titleFontDescription" type="system" pointSize="16"/>
                        </buttonConfiguration>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cls-at-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="30"/>
                        <state key="normal">
    \(next16)
                        </state>
                    </button>
    """, ids: ["cfg-at-000", "cfg-fd-000", "cls-at-000"], resources: "")
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // 16 pt: "Next" 4 × 8 wide, a line of 19.09 → 19.33 at 3x, inside 7 / 12.
    Fixture.expectFrame(frames, "cfg-fd-000", 10, 200, 32 + 24, 19 + 1.0 / 3 + 14)
    Fixture.expectFrame(frames, "cfg-at-000", 10, 100, 32 + 24, 19 + 1.0 / 3 + 14)
    // A classic button: the line rounded up to 20, 6 above and below; 32 wide (at least 30).
    Fixture.expectFrame(frames, "cls-at-000", 10, 300, 32, 20 + 12)
  }

  /// A configuration button whose role is primary (`role="primary"`) has its title in the
  /// emphasized Body, semibold 17 pt (UIButton.Configuration resolves a primary button's
  /// default title font so); another role keeps the regular Body.
  @Test func primaryRoleConfigurationTitleIsSemibold() throws {
    let text = Fixture.screen("""
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" role="primary" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-pr-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain" title="Continue"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" role="cancel" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-ca-000">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain" title="Skip"/>
                    </button>
    """, constraints: pinned(["cfg-pr-000", "cfg-ca-000"]))
    let (frames, resolved, _) = try Fixture.layout(text)
    func titleStyle(_ id: String) -> TextStyle? {
      guard case .button(let b)? = resolved.form.item(ItemID(id))?.kind else { return nil }
      return b.textStyle
    }
    #expect(titleStyle("cfg-pr-000")?.weight == .semibold)
    #expect(titleStyle("cfg-pr-000")?.size == 17)
    #expect(titleStyle("cfg-ca-000")?.weight == .regular)
    // Body's line (20.29 → 20.33 at 3x) inside 7 / 12 either way: "Continue" 8 × 8.5 wide.
    Fixture.expectFrame(frames, "cfg-pr-000", 10, 100, 68 + 24, 20 + 1.0 / 3 + 14)
  }

  /// A configuration button's title line is rounded up to the device's pixels only, as a
  /// label's is, in files saved by Xcode 15 and later: Body is 34.33 tall at 3x and 34.5 at
  /// 2x, 12 pt 28.33 at 3x. Xcode 14.3 (toolsVersion 21701) did so on a 3x canvas
  /// (Microsoft's authentication samples: 34.33 on an iPhone 14 Pro) and stored whole points,
  /// 35, at 2x, as a classic button still has them.
  @Test func configurationTitleLineOnPixelGrid() throws {
    func file(tools: String, device: String, size: (Double, Double)) -> String {
      Fixture.screen("""
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-bo-dy0">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="filled" title="Send"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cfg-sm-al0">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <state key="normal" title="Button"/>
                        <buttonConfiguration key="configuration" style="plain" title="Close">
                            <fontDescription key="titleFontDescription" type="system" pointSize="12"/>
                        </buttonConfiguration>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="cls-bo-dy0">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <state key="normal" title="Send"/>
                    </button>
      """, constraints: pinned(["cfg-bo-dy0", "cfg-sm-al0", "cls-bo-dy0"]), device: device, size: size, tools: tools)
    }
    // Body and 12 pt configurations: the line at the device's scale, plus 7 + 7.
    let third = 1.0 / 3
    let cases: [(tools: String, device: String, size: (Double, Double), body: Double, small: Double)] = [
      ("24765", "retina6_12", (393, 852), 34 + third, 28 + third),
      ("23727", "retina4_0", (320, 568), 34.5, 28.5),
      ("21701", "retina4_0", (320, 568), 35, 29),
      ("21701", "retina6_12", (393, 852), 34 + third, 28 + third),
    ]
    for (tools, device, size, body, small) in cases {
      let (frames, _, result) = try Fixture.layout(file(tools: tools, device: device, size: size))
      #expect(result.brokenConstraints.isEmpty)
      let heights = ["cfg-bo-dy0", "cfg-sm-al0", "cls-bo-dy0"].map { frames[$0]?.height ?? -1 }
      #expect(abs(heights[0] - body) < 0.01, "\(tools) \(device): \(heights)")
      #expect(abs(heights[1] - small) < 0.01, "\(tools) \(device): \(heights)")
      // The classic button keeps its whole-point line (21) and 6-pt padding.
      #expect(heights[2] == 33, "\(tools) \(device): \(heights)")
    }
  }

  /// `baselineRelativeArrangement`: in a vertical stack the spacing runs from a label's last
  /// baseline to the next label's first baseline; a view without text takes part with its
  /// edges (bottom as the last baseline, top as the first).
  @Test func baselineRelativeArrangement() throws {
    let text = Fixture.screen("""
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="30" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stk-bl-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <subviews>
                            <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-a0-001">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <fontDescription key="fontDescription" type="system" pointSize="20"/>
                            </label>
                            <label opaque="NO" text="Subtitle" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-b0-001">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <fontDescription key="fontDescription" type="system" pointSize="10"/>
                            </label>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <constraints><constraint firstAttribute="height" constant="40" id="h01-00-001"/></constraints>
                            </view>
                        </subviews>
                    </stackView>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="30" translatesAutoresizingMaskIntoConstraints="NO" id="stk-ed-002">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <subviews>
                            <label opaque="NO" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-c0-002">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <fontDescription key="fontDescription" type="system" pointSize="20"/>
                            </label>
                            <label opaque="NO" text="Subtitle" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-d0-002">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <fontDescription key="fontDescription" type="system" pointSize="10"/>
                            </label>
                        </subviews>
                    </stackView>
    """, constraints: """
                    <constraint firstItem="stk-bl-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="c01-00-000"/>
                    <constraint firstItem="stk-bl-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c02-00-000"/>
                    <constraint firstItem="stk-bl-001" firstAttribute="width" constant="200" id="c03-00-000"/>
                    <constraint firstItem="stk-ed-002" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="c04-00-000"/>
                    <constraint firstItem="stk-ed-002" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="400" id="c05-00-000"/>
                    <constraint firstItem="stk-ed-002" firstAttribute="width" constant="200" id="c06-00-000"/>
    """)
    let (frames, resolved, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    #expect(!resolved.warnings.contains { $0.message.contains("baselineRelativeArrangement") })
    // Lines at @3x: 20 pt → 23.867 → 24.0; 10 pt → 11.934 → 12.0.
    let big = (20 * 1.1934 * 3).rounded(.up) / 3
    let small = (10 * 1.1934 * 3).rounded(.up) / 3
    Fixture.expectFrame(frames, "lbl-a0-001", 20, 100, 200, big)
    // Its first baseline (0.8 of its line) 30 below the title's baseline (0.8 of its line).
    let subtitleTop = 100 + 0.8 * big + 30 - 0.8 * small
    Fixture.expectFrame(frames, "lbl-b0-001", 20, subtitleTop, 200, small, pixelGrid: 3)
    // The box's top 30 below the subtitle's baseline.
    let boxTop = subtitleTop + 0.8 * small + 30
    Fixture.expectFrame(frames, "box-00-001", 20, boxTop, 200, 40, pixelGrid: 3)
    Fixture.expectFrame(frames, "stk-bl-001", 20, 100, 200, boxTop + 40 - 100, pixelGrid: 3)
    // Without it: edge to edge.
    Fixture.expectFrame(frames, "lbl-d0-002", 20, 400 + big + 30, 200, small)
  }

  /// A baseline-relative vertical stack with standard spacing sets its lines a Dynamic Type
  /// leading apart, as consecutive lines of that text stand: Body's 22 pt below a Headline
  /// (Stream's name-over-description row, stored 22.5 below), never on top of each other (a
  /// small line under a large one keeps clear of its descent); a point-size font's own line
  /// stands in for a leading, and a view without text is 8 pt on.
  @Test func standardSpacingBetweenBaselinesIsTheLeading() throws {
    func label(_ id: String, _ text: String, _ font: String) -> String {
      """
                            <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <fontDescription key="fontDescription" \(font)/>
                            </label>
      """
    }
    let text = Fixture.screen("""
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacingType="standard" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stk-sd-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <subviews>
    \(label("nam-sd-001", "Name", #"style="UICTFontTextStyleHeadline""#))
    \(label("dsc-sd-001", "Description", #"style="UICTFontTextStyleBody""#))
    \(label("dat-sd-001", "Yesterday", #"type="system" pointSize="12""#))
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-sd-001">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <constraints><constraint firstAttribute="height" constant="10" id="h01-sd-001"/></constraints>
                            </view>
                        </subviews>
                    </stackView>
    """, constraints: """
                    <constraint firstItem="stk-sd-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="c01-sd-000"/>
                    <constraint firstItem="stk-sd-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c02-sd-000"/>
                    <constraint firstItem="stk-sd-001" firstAttribute="width" constant="200" id="c03-sd-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    let name = try #require(frames["nam-sd-001"]), body = try #require(frames["dsc-sd-001"])
    let date = try #require(frames["dat-sd-001"]), box = try #require(frames["box-sd-001"])
    // Same line height, same baseline offset: the tops are as far apart as the baselines.
    #expect(abs(body.minY - name.minY - 22) < 0.01, "\(name) \(body)")
    #expect(body.minY >= name.maxY && date.minY >= body.maxY - 0.01)
    // The 12-pt date keeps clear of Body's descent; the box is 8 below the date's baseline.
    let line12 = (12 * 1.1934 * 3).rounded(.up) / 3
    // Within a pixel: both views are placed on the 3x grid, each within half a pixel of where
    // its constraints put it.
    #expect(abs(box.minY - (date.minY + 0.8 * line12) - 8) < 1.0 / 3 + 0.01, "\(date) \(box)")
  }

  /// A label taller than its text keeps its last baseline at the text's distance above its
  /// bottom edge (UIKit measures a label's baseline offsets from the edges of its text's box):
  /// a count whose top is held by an icon centred on a bold title, and whose baseline is the
  /// title's, grows down to the title's bottom, the title keeping its own height.
  @Test func aLabelsLastBaselineKeepsItsDistanceFromTheBottom() throws {
    let text = Fixture.screen("""
    \(Fixture.label("ttl-lb-001", text: "Title", font: #"type="boldSystem" pointSize="17""#, y: 0))
    \(Fixture.box("ico-lb-001", height: 24))
    \(Fixture.label("cnt-lb-001", text: "0", font: #"type="system" pointSize="17""#, y: 0))
    """, constraints: """
                    <constraint firstItem="ico-lb-001" firstAttribute="width" constant="24" id="c01-lb-001"/>
                    <constraint firstItem="ttl-lb-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="60" id="c03-lb-001"/>
                    <constraint firstItem="ttl-lb-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c04-lb-001"/>
                    <constraint firstItem="ico-lb-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="c05-lb-001"/>
                    <constraint firstItem="ico-lb-001" firstAttribute="centerY" secondItem="ttl-lb-001" secondAttribute="centerY" id="c06-lb-001"/>
                    <constraint firstItem="cnt-lb-001" firstAttribute="leading" secondItem="ttl-lb-001" secondAttribute="trailing" constant="8" id="c07-lb-001"/>
                    <constraint firstItem="cnt-lb-001" firstAttribute="top" secondItem="ico-lb-001" secondAttribute="top" id="c08-lb-001"/>
                    <constraint firstItem="cnt-lb-001" firstAttribute="baseline" secondItem="ttl-lb-001" secondAttribute="baseline" id="c09-lb-001"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    let title = try #require(frames["ttl-lb-001"]), icon = try #require(frames["ico-lb-001"])
    let count = try #require(frames["cnt-lb-001"])
    let line17 = (17 * 1.1934 * 3).rounded(.up) / 3
    #expect(abs(title.height - line17) < 0.01, "\(title)")
    #expect(abs(count.minY - icon.minY) < 0.01 && abs(count.maxY - title.maxY) < 0.01, "\(count) \(title)")
    // Within a pixel: each edge is placed on the 3x grid.
    #expect(abs(count.height - (12 + line17 / 2)) < 1.0 / 3 + 0.01, "\(count)")
  }

  /// A view without text has its first baseline at its top edge and its last baseline at its
  /// bottom edge (UIKit's `forFirstBaselineLayout` / `forLastBaselineLayout`): a 200-pt preview
  /// box whose first baseline is 20 below a title's baseline starts 20 below that baseline, and
  /// a box whose last baseline is 10 below the preview ends there.
  @Test func aViewWithoutTextHasItsFirstBaselineAtItsTop() throws {
    let text = Fixture.screen("""
    \(Fixture.label("ttl-00-001", text: "Preview", font: #"type="system" pointSize="20""#, y: 0))
    \(Fixture.box("pvw-00-001", height: 200))
    \(Fixture.box("box-00-002", height: 30))
    """, constraints: """
                    <constraint firstItem="ttl-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="24" id="c01-00-000"/>
                    <constraint firstItem="ttl-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c02-00-000"/>
                    <constraint firstItem="pvw-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="24" id="c03-00-000"/>
                    <constraint firstAttribute="trailing" secondItem="pvw-00-001" secondAttribute="trailing" constant="24" id="c04-00-000"/>
                    <constraint firstItem="pvw-00-001" firstAttribute="firstBaseline" secondItem="ttl-00-001" secondAttribute="baseline" constant="20" id="c05-00-000"/>
                    <constraint firstItem="box-00-002" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="24" id="c06-00-000"/>
                    <constraint firstItem="box-00-002" firstAttribute="width" constant="50" id="c07-00-000"/>
                    <constraint firstItem="box-00-002" firstAttribute="lastBaseline" secondItem="pvw-00-001" secondAttribute="bottom" constant="40" id="c08-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // 20 pt at @3x: a line of 24.0, its baseline 0.8 of it below the title's top.
    let line = (20 * 1.1934 * 3).rounded(.up) / 3
    let previewTop = 100 + 0.8 * line + 20
    Fixture.expectFrame(frames, "pvw-00-001", 24, previewTop, 393 - 48, 200, pixelGrid: 3)
    // The last baseline of a view without text is its bottom: 40 below the preview's bottom.
    Fixture.expectFrame(frames, "box-00-002", 24, previewTop + 200 + 40 - 30, 50, 30, pixelGrid: 3)
  }

  /// A scroll view's margins against its content are the content area's margins (the Auto
  /// Layout Guide: "constraints between the edges or margins of the scroll view and its
  /// content attach to the scroll view's content area"): a label 32 above the bottom margin
  /// keeps its own height and sets the content's, rather than stretching to the frame's margin.
  @Test func scrollViewMarginsAgainstContentMeanTheContent() throws {
    let text = Fixture.screen("""
                    <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-00-001">
                        <rect key="frame" x="0" y="0" width="393" height="852"/>
                        <subviews>
                            <label opaque="NO" text="Thanks" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                <rect key="frame" x="0" y="0" width="1" height="500"/>
                                <fontDescription key="fontDescription" type="system" pointSize="20"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="scr-00-001" secondAttribute="top" constant="16" id="s01-00-001"/>
                            <constraint firstAttribute="bottomMargin" secondItem="lbl-00-001" secondAttribute="bottom" constant="32" id="s02-00-001"/>
                            <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="scr-00-001" secondAttribute="leadingMargin" constant="8" id="s03-00-001"/>
                            <constraint firstItem="lbl-00-001" firstAttribute="trailing" secondItem="scr-00-001" secondAttribute="trailingMargin" constant="-8" id="s04-00-001"/>
                            <constraint firstItem="lbl-00-001" firstAttribute="centerX" secondItem="scr-00-001" secondAttribute="centerX" id="s05-00-001"/>
                        </constraints>
                    </scrollView>
    """, constraints: """
                    <constraint firstItem="scr-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-000"/>
                    <constraint firstItem="scr-00-001" firstAttribute="trailing" secondItem="roo-t0-vw1" secondAttribute="trailing" id="c02-00-000"/>
                    <constraint firstItem="scr-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" id="c03-00-000"/>
                    <constraint firstItem="scr-00-001" firstAttribute="bottom" secondItem="roo-t0-vw1" secondAttribute="bottom" id="c04-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    let line = (20 * 1.1934 * 3).rounded(.up) / 3
    // 8 (margin) + 8 in from each side of the 393-wide content, centred; one line tall.
    Fixture.expectFrame(frames, "lbl-00-001", 16, 16, 393 - 32, line)
    Fixture.expectFrame(frames, "scr-00-001", 0, 0, 393, 852)
  }

  /// A root that is itself a scroll view (a controller's `view`, a xib's top-level one) scrolls
  /// its subviews as any scroll view does: constraints to its edges attach to the content, so
  /// a 1000-pt image 30 above its bottom makes the content taller, not the chain above it
  /// negative (DrawerKit's presented drawer: formshot had pulled its divider 520 pt above the
  /// top, its label -500 tall).
  @Test func aRootScrollViewsEdgesAreItsContents() throws {
    let text = Fixture.xib("""
            <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" id="scr-00-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="div-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="1" id="h01-00-001"/>
                        </constraints>
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="img-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="1" height="1"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="1000" id="h02-00-001"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="div-00-001" firstAttribute="top" secondItem="scr-00-001" secondAttribute="top" constant="16" id="s01-00-001"/>
                    <constraint firstItem="img-00-001" firstAttribute="top" secondItem="div-00-001" secondAttribute="bottom" constant="30" id="s02-00-001"/>
                    <constraint firstItem="img-00-001" firstAttribute="bottom" secondItem="scr-00-001" secondAttribute="bottom" constant="-30" id="s03-00-001"/>
                    <constraint firstItem="div-00-001" firstAttribute="centerX" secondItem="scr-00-001" secondAttribute="centerX" id="s04-00-001"/>
                    <constraint firstItem="div-00-001" firstAttribute="width" secondItem="scr-00-001" secondAttribute="width" multiplier="0.8" id="s05-00-001"/>
                    <constraint firstItem="img-00-001" firstAttribute="centerX" secondItem="scr-00-001" secondAttribute="centerX" id="s06-00-001"/>
                    <constraint firstItem="img-00-001" firstAttribute="width" secondItem="scr-00-001" secondAttribute="width" multiplier="0.8" id="s07-00-001"/>
                </constraints>
            </scrollView>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "div-00-001", 37.5, 16, 300, 1, pixelGrid: 3)
    Fixture.expectFrame(frames, "img-00-001", 37.5, 47, 300, 1000, pixelGrid: 3)
    Fixture.expectFrame(frames, "scr-00-001", 0, 0, 375, 667)
  }

  /// A text view that does not scroll is its text inside an inset of 8 above and below (5 at
  /// the sides); an empty one is still one line tall.
  @Test func emptyTextViewIsOneLineTall() throws {
    let text = Fixture.screen("""
                    <textView clipsSubviews="YES" contentMode="scaleToFill" scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="txv-00-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    </textView>
    """, constraints: """
                    <constraint firstItem="txv-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="c01-00-000"/>
                    <constraint firstItem="txv-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c02-00-000"/>
                    <constraint firstItem="txv-00-001" firstAttribute="width" constant="300" id="c03-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // 15 pt: a line of 17.9 → 18 at @3x, plus 8 + 8.
    Fixture.expectFrame(frames, "txv-00-001", 20, 100, 300, 34)
  }

  /// A system image (`catalog="system"`) is an SF Symbol: drawn with the symbol's glyph in the
  /// view's tint colour and its configured weight, at the size the file records; a name
  /// formshot cannot draw stays a labelled placeholder.
  @Test func systemImagesAreSymbols() throws {
    let text = Fixture.screen("""
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="globe" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="sym-gl-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <color key="tintColor" systemColor="systemRedColor"/>
                        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="20" weight="bold"/>
                    </imageView>
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="no.such.symbol" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="sym-no-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                    </imageView>
    """, constraints: pinned(["sym-gl-001", "sym-no-001"]))
      .replacingOccurrences(
        of: "    </objects>\n</document>",
        with: """
            </objects>
            <resources>
                <image name="globe" catalog="system" width="128" height="123"/>
            </resources>
        </document>
        """)
    let (frames, resolved, _) = try Fixture.layout(text)
    guard case .image(let image)? = resolved.form.item("sym-gl-001")?.kind else {
      Issue.record("sym-gl-001 is not an image view: \(String(describing: resolved.form.item("sym-gl-001")?.kind))")
      return
    }
    #expect(image.symbol?.name == "globe")
    #expect(image.symbol?.weight == .bold)
    #expect(image.contentMode == .aspectFit)
    #expect(image.templateTint == "systemRed")
    // The recorded 128 × 123 is 20 × 19.2 at the body's 17 pt (its longer side 20);
    // configured at 20 pt, 20/17 of it.
    Fixture.expectFrame(frames, "sym-gl-001", 10, 100, 20 * 20 / 17, 20 * 123 / 128 * 20 / 17, pixelGrid: 3)
    guard case .view? = resolved.form.item("sym-no-001")?.kind else {
      Issue.record("sym-no-001 should stay a placeholder")
      return
    }
    guard case .label(let caption)? = resolved.form.item("sym-no-001~caption")?.kind else {
      Issue.record("sym-no-001 has no caption")
      return
    }
    #expect(caption.text == "no.such.symbol")
  }

  /// Xcode 13 and later write a symbol with a scale or a font configuration as an
  /// `<imageReference key="image">` child of the image view, not as its `image` attribute: the
  /// image view still shows the symbol at its size (a "person" icon beside a user name, as
  /// KeePassium's passkey sheet and xDrip's main screen have them).
  @Test func symbolImageReferenceIsTheImage() throws {
    let text = pinnedScreen("""
                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="252" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="usr-ic-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <imageReference key="image" image="person" catalog="system" symbolScale="medium"/>
                        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font">
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </preferredSymbolConfiguration>
                    </imageView>
    """, ids: ["usr-ic-001"], resources: """
            <image name="person" catalog="system" width="128" height="121"/>
    """)
    let (frames, resolved, _) = try Fixture.layout(text)
    guard case .image(let image)? = resolved.form.item("usr-ic-001")?.kind else {
      Issue.record("usr-ic-001 is not an image view")
      return
    }
    #expect(image.symbol?.name == "person")
    // The recorded 128 × 121 at about body size: its longer side 20.
    Fixture.expectFrame(frames, "usr-ic-001", 10, 100, 20, 20 * 121 / 128, pixelGrid: 3)
  }

  /// A symbol's longer side is about 20 pt at the body size, whichever side that is: a wide
  /// ellipsis (recorded 128 × 37) is 20 wide and 5.8 tall, and a button showing only it is
  /// that wide (vitemadose's action button is stored 19.5 wide; taking 20 pt as the height
  /// made it 69), while a tall chevron (97 × 128) stays 20 tall.
  @Test func aWideSymbolIsTwentyPointsWide() throws {
    let text = pinnedScreen("""
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-el-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <state key="normal" title="" image="ellipsis" catalog="system"/>
                    </button>
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="ellipsis" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="img-el-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                    </imageView>
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="chevron.right" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="img-ch-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                    </imageView>
    """, ids: ["btn-el-001", "img-el-001", "img-ch-001"], resources: """
            <image name="ellipsis" catalog="system" width="128" height="37"/>
            <image name="chevron.right" catalog="system" width="97" height="128"/>
    """)
    let (frames, _, _) = try Fixture.layout(text)
    #expect(frames["btn-el-001"]?.width == 20)
    Fixture.expectFrame(frames, "img-el-001", 10, 200, 20, 20 * 37 / 128, pixelGrid: 3)
    Fixture.expectFrame(frames, "img-ch-001", 10, 300, 20 * 97 / 128, 20, pixelGrid: 3)
  }

  /// An image view's symbol grows with its configuration, as a vector glyph does: a point
  /// size or a font draws it at that size over the body's 17 pt, and a large (small) scale
  /// 1.29 (0.783) times that — iTorrent's 74-pt antenna is stored 84 tall where formshot drew
  /// the body's 20, KeePassium's large body-font info circle 26 × 26.
  @Test func symbolConfigurationSizesTheImageView() throws {
    let text = pinnedScreen("""
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="antenna.radiowaves.left.and.right.circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="sym-pt-074">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="74"/>
                    </imageView>
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="sym-lg-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <imageReference key="image" image="info.circle" catalog="system" symbolScale="large"/>
                        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font">
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </preferredSymbolConfiguration>
                    </imageView>
                    <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" image="info.circle" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="sym-sm-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="font" scale="small">
                            <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                        </preferredSymbolConfiguration>
                    </imageView>
    """, ids: ["sym-pt-074", "sym-lg-001", "sym-sm-001"], resources: """
            <image name="antenna.radiowaves.left.and.right.circle" catalog="system" width="128" height="123"/>
            <image name="info.circle" catalog="system" width="128" height="123"/>
    """)
    let (frames, _, _) = try Fixture.layout(text)
    // 20 × 19.2 at 17 pt medium (the recorded 128 × 123, its longer side 20).
    let (w, h) = (20.0, 20.0 * 123 / 128)
    Fixture.expectFrame(frames, "sym-pt-074", 10, 100, w * 74 / 17, h * 74 / 17, pixelGrid: 3)
    #expect(abs((frames["sym-pt-074"]?.width ?? 0) - 86.67) < 0.5)
    #expect(abs((frames["sym-pt-074"]?.height ?? 0) - 84) < 2)
    Fixture.expectFrame(frames, "sym-lg-001", 10, 200, w * 1.29, h * 1.29, pixelGrid: 3)
    #expect(abs((frames["sym-lg-001"]?.height ?? 0) - 26) < 2)
    Fixture.expectFrame(frames, "sym-sm-001", 10, 300, w * 12 / 17 * 0.783, h * 12 / 17 * 0.783, pixelGrid: 3)
  }

  /// A classic button with an image and no title is as wide as the image and at least as
  /// tall as its (empty) title's line: 22 in a custom button's default 18 pt, 18 in a system
  /// button's 15 pt; a taller image sets the height (Koloda's 21-pt icon stored 21 × 22,
  /// Swift-30-Projects' 20 × 14 menu icon in a 30-pt-wide button 30 × 22, 24-pt icons 24).
  @Test func anImageOnlyButtonIsAtLeastItsTitlesLineTall() throws {
    func button(_ id: String, _ image: String, type: String) -> String {
      """
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(type) lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <state key="normal" image="\(image)"/>
                    </button>
      """
    }
    let text = pinnedScreen(
      [
        button("img-bt-001", "menu", type: ""), button("img-bt-002", "menu", type: #"buttonType="system""#),
        button("img-bt-003", "search", type: ""),
      ].joined(separator: "\n"),
      ids: ["img-bt-001", "img-bt-002", "img-bt-003"],
      resources: """
            <image name="menu" width="20" height="14"/>
            <image name="search" width="24" height="25"/>
    """)
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "img-bt-001", 10, 100, 20, 22)
    Fixture.expectFrame(frames, "img-bt-002", 10, 200, 20, 18)
    Fixture.expectFrame(frames, "img-bt-003", 10, 300, 24, 25)
  }

  /// A classic button's image is drawn: a system image as its symbol (a template in the
  /// title's colour), at the size the layout gives it; an image formshot cannot draw leaves the
  /// button its title alone.
  @Test func buttonImagesAreDrawn() throws {
    let text = Fixture.screen("""
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="btn-im-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <state key="normal" title="Share" image="square.and.arrow.up" catalog="system"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="btn-im-002">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <state key="normal" image="not-in-any-catalog"/>
                    </button>
    """, constraints: pinned(["btn-im-001", "btn-im-002"]))
      .replacingOccurrences(
        of: "    </objects>\n</document>",
        with: """
            </objects>
            <resources>
                <image name="square.and.arrow.up" catalog="system" width="115" height="128"/>
                <image name="not-in-any-catalog" width="24" height="24"/>
            </resources>
        </document>
        """)
    let (_, resolved, result) = try Fixture.layout(text)
    guard case .button(let share)? = resolved.form.item("btn-im-001")?.kind,
      case .button(let missing)? = resolved.form.item("btn-im-002")?.kind
    else {
      Issue.record("the buttons did not resolve as buttons")
      return
    }
    guard case .symbol(let symbol)? = share.image?.content else {
      Issue.record("btn-im-001 has no symbol image: \(String(describing: share.image))")
      return
    }
    #expect(symbol.name == "square.and.arrow.up")
    #expect(share.image?.isTemplate == true)
    // The recorded 115 × 128 at about body size: its longer side 20.
    #expect(share.image?.size == Size(width: 20 * 115 / 128, height: 20))
    #expect(missing.image == nil)
    // The painter gets the title's width to place the image beside it.
    #expect((result.titleWidths["btn-im-001"] ?? 0) > 0)
  }

  /// `backgroundColor` belongs to every view: a label's or a button's is kept for the painter
  /// (a plain view's kind already carries it); a clear one draws nothing.
  @Test func controlsKeepTheirBackgroundColour() throws {
    let text = Fixture.screen("""
                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="bgc-bt-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <color key="backgroundColor" red="0.29" green="0.59" blue="0.97" alpha="1" colorSpace="calibratedRGB"/>
                        <state key="normal" title="Log in"/>
                    </button>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Clear" translatesAutoresizingMaskIntoConstraints="NO" id="bgc-lb-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </label>
    """, constraints: pinned(["bgc-bt-001", "bgc-lb-001"]))
    let (_, resolved, _) = try Fixture.layout(text)
    #expect(resolved.form.item("bgc-bt-001")?.style.backgroundColor == "#4A96F7")
    #expect(resolved.form.item("bgc-lb-001")?.style.backgroundColor == nil)
  }

  /// A `<navigationBar>` is a standard bar: its navigation item's title, its bar button items
  /// (titles, system items by their English titles, the done style), its bar tint; 44 pt tall.
  @Test func navigationBarsAreStandardBars() throws {
    let text = Fixture.screen("""
                    <navigationBar contentMode="scaleToFill" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="nav-ba-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <color key="barTintColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <items>
                            <navigationItem title="Accounts" id="nav-it-001">
                                <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="nav-bb-001"/>
                                <barButtonItem key="rightBarButtonItem" title="Register" style="done" id="nav-bb-002"/>
                            </navigationItem>
                        </items>
                    </navigationBar>
    """, constraints: """
                    <constraint firstItem="nav-ba-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-000"/>
                    <constraint firstItem="nav-ba-001" firstAttribute="trailing" secondItem="roo-t0-vw1" secondAttribute="trailing" id="c02-00-000"/>
                    <constraint firstItem="nav-ba-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="59" id="c03-00-000"/>
    """)
    let (frames, resolved, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "nav-ba-001", 0, 59, 393, 44)
    guard case .navigationBar(let bar)? = resolved.form.item("nav-ba-001")?.kind else {
      Issue.record("nav-ba-001 is not a navigation bar")
      return
    }
    #expect(bar.isStandard)
    #expect(bar.title == "Accounts")
    #expect(bar.leadingItems == [.init(title: "Cancel")])
    #expect(bar.trailingItems == [.init(title: "Register", isDone: true)])
    #expect(bar.barTint == "#FFFFFF")
    #expect(resolved.form.item("nav-ba-001~caption") == nil)
  }

  /// A standalone bar with large titles (`largeTitles="YES"`, `prefersLargeTitles`) is 96 pt
  /// tall, 52 more than a standard bar, as a navigation controller's is.
  @Test func aLargeTitleBarIs96Tall() throws {
    let text = Fixture.screen("""
                    <navigationBar contentMode="scaleToFill" largeTitles="YES" translatesAutoresizingMaskIntoConstraints="NO" id="nav-lt-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <items>
                            <navigationItem title="Settings" id="nav-it-002"/>
                        </items>
                    </navigationBar>
    """, constraints: """
                    <constraint firstItem="nav-lt-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-000"/>
                    <constraint firstItem="nav-lt-001" firstAttribute="trailing" secondItem="roo-t0-vw1" secondAttribute="trailing" id="c02-00-000"/>
                    <constraint firstItem="nav-lt-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="59" id="c03-00-000"/>
    """)
    let (frames, _, _) = try Fixture.layout(text)
    Fixture.expectFrame(frames, "nav-lt-001", 0, 59, 393, 96)
  }

  /// iOS 26's iPhone navigation bar is 10 taller, a standalone one too: 54, 106 with a large
  /// title (kDrive's app-lock sheet, toolsVersion 25084, stores its bar 54 tall); a file of
  /// Xcode 16 keeps 44.
  @Test func anIOS26StandaloneBarIs54Tall() throws {
    func height(tools: String, large: Bool) throws -> Double? {
      let text = Fixture.screen("""
                      <navigationBar contentMode="scaleToFill"\(large ? #" largeTitles="YES""# : "") translatesAutoresizingMaskIntoConstraints="NO" id="nav-26-001">
                          <rect key="frame" x="0" y="0" width="1" height="1"/>
                      </navigationBar>
      """, constraints: """
                      <constraint firstItem="nav-26-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-000"/>
                      <constraint firstItem="nav-26-001" firstAttribute="trailing" secondItem="roo-t0-vw1" secondAttribute="trailing" id="c02-00-000"/>
                      <constraint firstItem="nav-26-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="59" id="c03-00-000"/>
      """, tools: tools)
      return try Fixture.layout(text).0["nav-26-001"]?.height
    }
    #expect(try height(tools: "25084", large: false) == 54)
    #expect(try height(tools: "25084", large: true) == 106)
    #expect(try height(tools: "22505", large: false) == 44)
  }

  /// A `<searchBar>` is drawn as UIKit draws one, not as a placeholder: a 56-pt bar holding a
  /// 36-pt field 8 pt in from its sides, the magnifying glass and the placeholder ("Search"
  /// unless the file sets one).
  @Test func searchBarsHaveAFieldAndAPlaceholder() throws {
    let text = Fixture.screen("""
                    <searchBar contentMode="redraw" placeholder="Find a place" translatesAutoresizingMaskIntoConstraints="NO" id="sea-rc-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <textInputTraits key="textInputTraits"/>
                    </searchBar>
    """, constraints: """
                    <constraint firstItem="sea-rc-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-000"/>
                    <constraint firstItem="sea-rc-001" firstAttribute="trailing" secondItem="roo-t0-vw1" secondAttribute="trailing" id="c02-00-000"/>
                    <constraint firstItem="sea-rc-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c03-00-000"/>
    """)
    let (frames, resolved, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "sea-rc-001", 0, 100, 393, 56)
    Fixture.expectFrame(frames, "sea-rc-001.field", 8, 110, 377, 36)
    guard case .label(let placeholder)? = resolved.form.item("sea-rc-001.placeholder")?.kind,
      case .image(let glass)? = resolved.form.item("sea-rc-001.glass")?.kind
    else {
      Issue.record("the search bar has no placeholder or glass")
      return
    }
    #expect(placeholder.text == "Find a place")
    #expect(glass.symbol?.name == "magnifyingglass")
    #expect((frames["sea-rc-001.placeholder"]?.minX ?? 0) == 40)
    #expect(resolved.form.item("sea-rc-001~caption") == nil)
  }
}

extension ControlSemanticsTests {
  /// `@IBDesignable` views: Interface Builder runs the class and lays the canvas out with the
  /// intrinsic size it reports, which the file records in `<designables>`. A button subclass
  /// that makes itself 50 tall is 50 tall in a vertical stack (a plain 17-pt button would be
  /// 33), a custom view reporting a height of 24 and no width (-1) is 24 tall and as wide as
  /// the stack. A label class that sets its own font when it runs (here 15 pt where the file
  /// says 17) is one line of 18 as recorded: the system font of that line height, 15 pt, whose
  /// text is measured as any label's.
  @Test func designableViewsTakeTheIntrinsicSizeTheyReported() throws {
    let text = Fixture.xib("""
            <view contentMode="scaleToFill" id="roo-t0-vw1">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-ds-001">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-ds-001" customClass="PrimaryButton" customModule="App" customModuleProvider="target">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <state key="normal" title="Continue"/>
                            </button>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rul-ds-001" customClass="DottedRule" customModule="App" customModuleProvider="target">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                            </view>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Note" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-ds-001" customClass="StyledLabel" customModule="App" customModuleProvider="target">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                    </stackView>
                </subviews>
                <viewLayoutGuide key="safeArea" id="saf-e0-ar1"/>
                <constraints>
                    <constraint firstItem="stk-ds-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="d01-00-000"/>
                    <constraint firstAttribute="trailing" secondItem="stk-ds-001" secondAttribute="trailing" constant="16" id="d02-00-000"/>
                    <constraint firstItem="stk-ds-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="d03-00-000"/>
                </constraints>
            </view>
        </objects>
        <designables>
            <designable name="btn-ds-001">
                <size key="intrinsicContentSize" width="88" height="50"/>
            </designable>
            <designable name="rul-ds-001">
                <size key="intrinsicContentSize" width="-1" height="24"/>
            </designable>
            <designable name="lbl-ds-001">
                <size key="intrinsicContentSize" width="31" height="18"/>
            </designable>
    """).replacingOccurrences(of: "    </objects>\n</document>", with: "    </designables>\n</document>")
    let (frames, resolved, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // The label: 18 / 1.1934 = 15.08 → 15 pt, whose line, 17.90, is 18 on the @3x pixel grid.
    Fixture.expectFrame(frames, "stk-ds-001", 16, 100, 361, 50 + 8 + 24 + 8 + 18)
    Fixture.expectFrame(frames, "btn-ds-001", 16, 100, 361, 50)
    Fixture.expectFrame(frames, "rul-ds-001", 16, 158, 361, 24)
    Fixture.expectFrame(frames, "lbl-ds-001", 16, 190, 361, 18)
    guard case .label(let label)? = resolved.form.item("lbl-ds-001")?.kind else {
      Issue.record("lbl-ds-001 is not a label")
      return
    }
    #expect(label.style.size == 15)
  }
}

extension ControlSemanticsTests {
  /// `setWidth(_:forSegmentAt:)` (`<segment width=…>`): an ON / OFF control of two 61-pt
  /// segments is 61 + 1 (the divider) + 61 = 123 wide; in a control made 300 wide, a segment
  /// of 80 keeps its width and the two automatic ones share the rest (300 − 80 − 2) / 2 = 109.
  @Test func segmentsWithTheirOwnWidths() throws {
    let text = Fixture.screen("""
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="seg-on-off">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <segments>
                            <segment title="ON" width="61"/>
                            <segment title="OFF" width="61"/>
                        </segments>
                    </segmentedControl>
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" segmentControlStyle="plain" selectedSegmentIndex="1" translatesAutoresizingMaskIntoConstraints="NO" id="seg-mi-xed">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="300" id="w00-00-000"/>
                        </constraints>
                        <segments>
                            <segment title="All" width="80"/>
                            <segment title="Unread"/>
                            <segment title="Starred"/>
                        </segments>
                    </segmentedControl>
    """, constraints: pinned(["seg-on-off", "seg-mi-xed"]))
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // Alignment rects: 31 tall (the frame is 32).
    Fixture.expectFrame(frames, "seg-on-off", 10, 100, 123, 31)
    Fixture.expectFrame(frames, "seg-on-off.segment0", 10, 100, 61, 31)
    Fixture.expectFrame(frames, "seg-on-off.segment1", 72, 100, 61, 31)
    Fixture.expectFrame(frames, "seg-mi-xed.segment0", 10, 200, 80, 31)
    Fixture.expectFrame(frames, "seg-mi-xed.segment1", 91, 200, 109, 31)
    Fixture.expectFrame(frames, "seg-mi-xed.segment2", 201, 200, 109, 31)
  }

  /// `apportionsSegmentWidthsByContent`: each segment is its own title (rounded up to whole
  /// points) plus the padding. With every character 6.5 pt, "Tags", "Delete" and "More..." are
  /// 26, 39 and 46: 45 + 1 + 58 + 1 + 65 = 170 in a file of Xcode 11 or later (GoMap's control
  /// is stored 171 in SF), where equal segments would be 3 × 65 + 2 = 197.
  @Test func apportionedSegmentsAreAsWideAsTheirTitles() throws {
    func control(_ id: String, apportioned: Bool) -> String {
      Fixture.segmentedControl(
        id, titles: ["Tags", "Delete", "More..."],
        attributes: apportioned ? #"apportionsSegmentWidthsByContent="YES" "# : "")
    }
    let text = Fixture.screen(
      control("seg-ap-por", apportioned: true) + "\n" + control("seg-eq-ual", apportioned: false),
      constraints: pinned(["seg-ap-por", "seg-eq-ual"]))
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "seg-ap-por", 10, 100, 170, 31)
    Fixture.expectFrame(frames, "seg-eq-ual", 10, 200, 197, 31)
    // The segments (their titles on the pixel grid, "More..." 45.67) share the control by
    // content, the last ending at its trailing edge.
    for (i, width) in [45.0, 58, 64.67].enumerated() {
      let segment = try #require(frames["seg-ap-por.segment\(i)"])
      #expect(abs(segment.width - width) < 0.5, "segment \(i): \(segment)")
    }
    #expect(abs((frames["seg-ap-por.segment2"]?.maxX ?? 0) - 180) < 0.001)
  }

  /// Automatic segments are all as wide as the widest title (13-pt system font, rounded up to
  /// whole points) plus the padding, 1-pt dividers between: "Not Granted" is 11 × 6.5 = 71.5,
  /// 72, so a file of Xcode 11 or later (iOS 13's control, 19 pt of padding, 31 tall aligned)
  /// has 2 × 91 + 1 = 183, one of Xcode 10 or earlier (toolsVersion below 14800: iOS 12's, 14 pt,
  /// 28 tall) 2 × 86 + 1 = 173 —
  /// what OneBusAway's public history stores for the same control at 189 and 179 in SF.
  @Test func automaticSegmentsShareTheWidestTitle() throws {
    func file(tools: String) -> String {
      Fixture.screen(
        Fixture.segmentedControl("seg-gr-ant", titles: ["Not Granted", "Granted"]),
        constraints: pinned(["seg-gr-ant"]), tools: tools)
    }
    for (tools, width, height) in [
      ("10117", 173.0, 28.0), ("14460.31", 173.0, 28.0), ("14490.70", 173.0, 28.0),
      ("14868", 183.0, 31.0), ("15702", 183.0, 31.0), ("22505", 183.0, 31.0),
    ] {
      let (frames, resolved, result) = try Fixture.layout(file(tools: tools))
      #expect(result.brokenConstraints.isEmpty)
      let aligned = try #require(frames["seg-gr-ant"])
      #expect(aligned == Rect(x: 10, y: 100, width: width, height: height), "\(tools): \(aligned)")
      #expect(resolved.frame(of: ItemID("seg-gr-ant"), alignmentRect: aligned).height == height + 1, "\(tools)")
    }
  }

  /// Date pickers sized by nothing but their leading edge and top: iOS 14's compact style is
  /// the automatic one from Xcode 14 (36 tall); wheels (216) where the file asks for them, for
  /// a count-down timer, and in files of older Xcodes (Xcode 13.4's 20037 still drew wheels).
  @Test func datePickersAreCompactByDefaultFromXcode14() throws {
    func picker(_ id: String, _ extra: String) -> String {
      """
                      <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(extra) minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                          <rect key="frame" x="10" y="10" width="300" height="50"/>
                      </datePicker>
      """
    }
    let ids = ["dpk-00-001", "dpk-00-002", "dpk-00-003"]
    let subviews = [
      picker(ids[0], #"datePickerMode="dateAndTime""#),
      picker(ids[1], #"datePickerMode="date" style="wheels""#),
      picker(ids[2], #"datePickerMode="countDownTimer""#),
    ].joined(separator: "\n")
    let (frames, resolved, _) = try Fixture.layout(Fixture.screen(subviews, constraints: pinned(ids), tools: "24765"))
    #expect(frames["dpk-00-001"]?.height == 36)
    // The compact picker shows a date and a time button, 6 apart, as tall as the control,
    // which is as wide as they are; the wheels stay a placeholder with no parts.
    let picker = try #require(frames["dpk-00-001"])
    let date = try #require(frames["dpk-00-001.button0"])
    let time = try #require(frames["dpk-00-001.button1"])
    #expect(abs(date.minX - 10) < 0.001 && abs(time.maxX - picker.maxX) < 0.001 && abs(date.maxX + 6 - time.minX) < 0.001, "\(picker) \(date) \(time)")
    #expect(date.height == 36 && time.height == 36 && date.width > time.width)
    #expect(resolved.form.item("dpk-00-002.button0") == nil)
    #expect(frames["dpk-00-002"]?.height == 216)
    #expect(frames["dpk-00-003"]?.height == 216)
    for tools in ["16097", "20037"] {
      let (old, _, _) = try Fixture.layout(Fixture.screen(subviews, constraints: pinned(ids), tools: tools))
      #expect(old["dpk-00-001"]?.height == 216, "\(tools)")
    }
    let (xcode14, _, _) = try Fixture.layout(Fixture.screen(subviews, constraints: pinned(ids), tools: "21507"))
    #expect(xcode14["dpk-00-001"]?.height == 36)
  }

  /// A stepper pinned by its corner is iOS 13's 94 × 32; in a file of Xcode 10 or earlier,
  /// iOS 12's 94 × 29.
  @Test func steppersAreShorterInFilesOfXcode10() throws {
    let stepper = """
                    <stepper opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" maximumValue="100" translatesAutoresizingMaskIntoConstraints="NO" id="stp-00-001">
                        <rect key="frame" x="10" y="10" width="50" height="50"/>
                    </stepper>
    """
    let (new, _, _) = try Fixture.layout(Fixture.screen(stepper, constraints: pinned(["stp-00-001"]), tools: "22505"))
    Fixture.expectFrame(new, "stp-00-001", 10, 100, 94, 32)
    let (old, _, _) = try Fixture.layout(Fixture.screen(stepper, constraints: pinned(["stp-00-001"]), tools: "14313.3.2"))
    Fixture.expectFrame(old, "stp-00-001", 10, 100, 94, 29)
  }


  /// A slider's thumb (28 pt) travels inside the slider, as UISlider's does: at the minimum it
  /// stands at the leading edge (not half outside it, over the label beside it: CoreStore's
  /// hue slider at 0), at the maximum at the trailing edge, and the filled track ends under its
  /// centre.
  @Test func aSlidersThumbStaysInsideTheSlider() throws {
    func file(value: Double) -> String {
      Fixture.xib(tools: "22505", Fixture.rootView(size: (393, 200), """
                    <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="\(value)" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld-th-001">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
                    </slider>
      """, safeArea: nil, constraints: """
                    <constraint firstItem="sld-th-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="c01-th-000"/>
                    <constraint firstAttribute="trailing" secondItem="sld-th-001" secondAttribute="trailing" constant="16" id="c02-th-000"/>
                    <constraint firstItem="sld-th-001" firstAttribute="centerY" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c03-th-000"/>
      """))
    }
    // The slider's alignment rect is x 16, 361 wide: the thumb's centre runs from 30 to 363.
    for (value, centre) in [(0.0, 30.0), (0.5, 196.5), (1, 363)] {
      let (frames, _, result) = try Fixture.layout(file(value: value))
      #expect(result.brokenConstraints.isEmpty)
      let thumb = try #require(frames["sld-th-001.thumb"])
      let filled = try #require(frames["sld-th-001.value"])
      // Within half a pixel: the parts are placed on the 3x grid.
      #expect(abs(thumb.midX - centre) < 0.5 / 3 + 0.01, "\(value): \(thumb)")
      #expect(thumb.minX >= 16 && thumb.maxX <= 377, "\(value): \(thumb)")
      #expect(abs(filled.maxX - centre) < 0.5 / 3 + 0.01, "\(value): \(filled)")
    }
  }
}
