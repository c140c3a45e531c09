// Intrinsic sizes and content priorities as UIKit applies them: a button is at least as large
// as its background image, and a content priority of 1000 beats constraints at 999.
import AutoLayout
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import Testing

@Suite struct ContentSizeRulesTests {
  /// A welcome screen: two tiles whose only content is a background image (120 × 120 in the
  /// file's resources) stacked with `fillEqually`, and a titled button whose 40-pt pill
  /// background is taller than its 15-pt title (30 with UIButton's padding), and below it a
  /// short title on a background image wider than the title.
  static let tiles = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="wel-c0-me1">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="til-es-001">
                        <rect key="frame" x="10" y="10" width="30" height="30"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="til-ne-001">
                                <rect key="frame" x="0.0" y="0.0" width="30" height="34"/>
                                <fontDescription key="fontDescription" type="system" weight="medium" pointSize="16"/>
                                <state key="normal" backgroundImage="StartTile">
                                    <color key="titleColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                </state>
                            </button>
                            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="til-ne-002">
                                <rect key="frame" x="0.0" y="54" width="30" height="34"/>
                                <fontDescription key="fontDescription" type="system" weight="medium" pointSize="16"/>
                                <state key="normal" backgroundImage="StartTile">
                                    <color key="titleColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                                </state>
                            </button>
                        </subviews>
                    </stackView>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="joi-nb-001">
                        <rect key="frame" x="16" y="500" width="60" height="30"/>
                        <fontDescription key="fontDescription" type="system" pointSize="15"/>
                        <state key="normal" title="Join" backgroundImage="PillBackground"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="pan-or-001">
                        <rect key="frame" x="16" y="600" width="30" height="30"/>
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                        <state key="normal" title="Go" backgroundImage="Butterfly"/>
                    </button>
                </subviews>
                <viewLayoutGuide key="safeArea" id="saf-wl-001"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <constraints>
                    <constraint firstItem="til-es-001" firstAttribute="centerX" secondItem="wel-c0-me1" secondAttribute="centerX" id="c01-wl-000"/>
                    <constraint firstItem="til-es-001" firstAttribute="top" secondItem="wel-c0-me1" secondAttribute="top" constant="200" id="c02-wl-000"/>
                    <constraint firstItem="joi-nb-001" firstAttribute="leading" secondItem="wel-c0-me1" secondAttribute="leading" constant="16" id="c03-wl-000"/>
                    <constraint firstItem="joi-nb-001" firstAttribute="top" secondItem="til-es-001" secondAttribute="bottom" constant="20" id="c04-wl-000"/>
                    <constraint firstItem="pan-or-001" firstAttribute="leading" secondItem="wel-c0-me1" secondAttribute="leading" constant="16" id="c05-wl-000"/>
                    <constraint firstItem="pan-or-001" firstAttribute="top" secondItem="joi-nb-001" secondAttribute="bottom" constant="20" id="c06-wl-000"/>
                </constraints>
            </view>
        </objects>
        <resources>
            <image name="StartTile" width="120" height="120"/>
            <image name="PillBackground" width="20" height="40"/>
            <image name="Butterfly" width="99" height="97"/>
            <systemColor name="systemBackgroundColor">
                <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
            </systemColor>
        </resources>
    </document>
    """

  /// A button whose only content is its background image is the image's size (UIButton's
  /// intrinsic size is the larger of its content's and its background image's): the tiles are
  /// 120 × 120, so the stack is 120 wide and 120 + 20 + 120 tall, centred.
  @Test func aBackgroundImageSizesATitlelessButton() throws {
    let (frames, _, result) = try Fixture.layout(Self.tiles)
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "til-es-001", (393 - 120) / 2, 200, 120, 260, pixelGrid: 3)
    Fixture.expectFrame(frames, "til-ne-001", (393 - 120) / 2, 200, 120, 120, pixelGrid: 3)
    Fixture.expectFrame(frames, "til-ne-002", (393 - 120) / 2, 340, 120, 120, pixelGrid: 3)
  }

  /// A titled button is as tall as its background image when the image is the taller: 40,
  /// not the 30 of a 15-pt title with UIButton's 6-pt padding; it starts 20 below the stack.
  @Test func aBackgroundImageRaisesATitledButtonsHeight() throws {
    let (frames, _, _) = try Fixture.layout(Self.tiles)
    let join = try #require(frames["joi-nb-001"])
    #expect(join.minX == 16)
    #expect(join.minY == 480)
    #expect(join.height == 40)
    // The title is wider than the 20-pt pill: the title's width stands.
    #expect(join.width > 20)
  }

  /// A titled button is as wide as its background image when the image is the wider: a 12-pt
  /// "Go" on a 99 × 97 image is 99 × 97 (HeavenMemoirs' panorama button is stored so).
  @Test func aBackgroundImageWidensATitledButton() throws {
    let (frames, _, _) = try Fixture.layout(Self.tiles)
    Fixture.expectFrame(frames, "pan-or-001", 16, 540, 99, 97)
  }

  /// A goal row: a caption ("Difficulty", 14 pt: 70 wide with the test measurer) that resists
  /// compression at 1000 and wants to be 20 wide at 500, and an empty value label above it that
  /// hugs at 999 and must be as wide. UIKit's content priority of 1000 wins over the hugging at
  /// 999, so both are the caption's 70 — not the 20 a tie between the two would leave to the
  /// 500 constraint.
  @Test func compressionResistanceAt1000BeatsHuggingAt999() throws {
    let text = Fixture.screen("""
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="999" verticalHuggingPriority="251" horizontalCompressionResistancePriority="1000" text="" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="val-ue-001">
                        <rect key="frame" x="16" y="100" width="20" height="17"/>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="999" verticalHuggingPriority="251" horizontalCompressionResistancePriority="1000" text="Difficulty" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="cap-ti-001">
                        <rect key="frame" x="16" y="140" width="20" height="17"/>
                        <constraints>
                            <constraint firstAttribute="width" priority="500" constant="20" id="w01-cp-000"/>
                        </constraints>
                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        <nil key="textColor"/>
                        <nil key="highlightedColor"/>
                    </label>
    """, constraints: """
                    <constraint firstItem="val-ue-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="c01-cp-000"/>
                    <constraint firstItem="val-ue-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c02-cp-000"/>
                    <constraint firstItem="cap-ti-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="c03-cp-000"/>
                    <constraint firstItem="cap-ti-001" firstAttribute="top" secondItem="val-ue-001" secondAttribute="bottom" constant="20" id="c04-cp-000"/>
                    <constraint firstItem="val-ue-001" firstAttribute="width" secondItem="cap-ti-001" secondAttribute="width" id="c05-cp-000"/>
    """)
    let (frames, _, _) = try Fixture.layout(text)
    let caption = try #require(frames["cap-ti-001"])
    let value = try #require(frames["val-ue-001"])
    #expect(caption.minX == 16)
    #expect(caption.width == 70)
    #expect(value.width == 70)
  }
}
