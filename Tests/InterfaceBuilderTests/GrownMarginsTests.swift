/// Layout margins that come from around a view rather than from the view itself, as UIKit
/// works them out: a stack view arranging inside margins it preserves from its superview, a
/// controller's root view preserving its container's margins, the system minimum margins of a
/// xib's top-level collection cells and of a freeform view narrower than the device, and
/// "Intrinsic Size: Placeholder" on a view that has content of its own.
import AutoLayout
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import Testing

@Suite struct GrownMarginsTests {
  /// An onboarding screen on an iPhone 8 (375 × 667, status bar 20, no home indicator): a
  /// vertical stack of two 40-pt rows 10 apart under the safe area, with margins 35 above and
  /// below and none at the sides, preserving its superview's margins; a 51-pt button on the
  /// root's bottom and side margins. The root preserves its superview's margins too. Stored
  /// frames are deliberately wrong.
  static func onboarding(rootPreserves: Bool = true, stackPreserves: Bool = true) -> String {
    Fixture.storyboard(device: "retina4_7", """
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" \(rootPreserves ? "preservesSuperviewLayoutMargins=\"YES\" " : "")id="roo-t0-vw1">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <stackView opaque="NO" contentMode="scaleToFill" \(stackPreserves ? "preservesSuperviewLayoutMargins=\"YES\" " : "")axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-on-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row-on-001">
                                            <rect key="frame" x="0.0" y="0.0" width="375" height="45"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="40" id="h01-on-000"/>
                                            </constraints>
                                        </view>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row-on-002">
                                            <rect key="frame" x="0.0" y="55" width="375" height="45"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="40" id="h02-on-000"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <edgeInsets key="layoutMargins" top="35" left="0.0" bottom="35" right="0.0"/>
                                </stackView>
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="btn-on-001">
                                    <rect key="frame" x="0.0" y="600" width="375" height="51"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="51" id="h03-on-000"/>
                                    </constraints>
                                    <fontDescription key="fontDescription" type="system" weight="semibold" pointSize="19"/>
                                    <state key="normal" title="Continue"/>
                                </button>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="saf-e0-ar1"/>
                            <constraints>
                                <constraint firstItem="stk-on-001" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" id="c01-on-000"/>
                                <constraint firstItem="stk-on-001" firstAttribute="leading" secondItem="saf-e0-ar1" secondAttribute="leading" id="c02-on-000"/>
                                <constraint firstItem="saf-e0-ar1" firstAttribute="trailing" secondItem="stk-on-001" secondAttribute="trailing" id="c03-on-000"/>
                                <constraint firstItem="btn-on-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leadingMargin" id="c04-on-000"/>
                                <constraint firstAttribute="trailingMargin" secondItem="btn-on-001" secondAttribute="trailing" id="c05-on-000"/>
                                <constraint firstAttribute="bottomMargin" secondItem="btn-on-001" secondAttribute="bottom" id="c06-on-000"/>
                            </constraints>
                        </view>
                    </viewController>
    """)
  }

  /// The stack's own side margins are 0, but it preserves the root's 16: its rows sit 16 in
  /// from each side, 35 below its top (the root's top margin, 20 + 8, reaches only 8 into it).
  @Test func stackArrangesInsideThePreservedSuperviewMargins() throws {
    let (frames, _, result) = try Fixture.layout(Self.onboarding(), name: "fixture.storyboard")
    #expect(result.brokenConstraints.isEmpty)
    // 35 + 40 + 10 + 40 + 35 tall, from the safe area's top at 20.
    Fixture.expectFrame(frames, "stk-on-001", 0, 20, 375, 160)
    Fixture.expectFrame(frames, "row-on-001", 16, 55, 343, 40)
    Fixture.expectFrame(frames, "row-on-002", 16, 105, 343, 40)
  }

  /// Without `preservesSuperviewLayoutMargins` the stack's own margins are all there is.
  @Test func stackWithoutPreservingUsesItsOwnMargins() throws {
    let (frames, _, _) = try Fixture.layout(
      Self.onboarding(stackPreserves: false), name: "fixture.storyboard")
    Fixture.expectFrame(frames, "row-on-001", 0, 55, 375, 40)
    Fixture.expectFrame(frames, "row-on-002", 0, 105, 375, 40)
  }

  /// A root view preserving its superview's margins keeps that view's default 8 inside the
  /// safe area: the button ends 8 above the bottom of a screen without a home indicator.
  @Test func rootPreservingItsSuperviewKeepsEightPointMargins() throws {
    let (frames, _, _) = try Fixture.layout(Self.onboarding(), name: "fixture.storyboard")
    Fixture.expectFrame(frames, "btn-on-001", 16, 667 - 8 - 51, 343, 51)
    let (plain, _, _) = try Fixture.layout(
      Self.onboarding(rootPreserves: false), name: "fixture.storyboard")
    Fixture.expectFrame(plain, "btn-on-001", 16, 667 - 51, 343, 51)
  }

  /// A filter bar loaded from its own xib (a freeform 375 × 67 top-level view designed on an
  /// iPhone 11, not inset by the safe area): a 51-pt tall stack on its top and bottom margins.
  static func filterBar(preserves: Bool) -> String {
    Fixture.xib(device: "retina6_1", """
            <view opaque="NO" contentMode="scaleToFill"\(preserves ? " preservesSuperviewLayoutMargins=\"YES\"" : "") insetsLayoutMarginsFromSafeArea="NO" id="bar-fb-001" customClass="FilterBar" customModule="Shop">
                <rect key="frame" x="0.0" y="0.0" width="375" height="67"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <stackView opaque="NO" contentMode="scaleToFill" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="stk-fb-001">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="chp-fb-001">
                                <rect key="frame" x="0.0" y="0.0" width="100" height="10"/>
                            </view>
                        </subviews>
                    </stackView>
                </subviews>
                <viewLayoutGuide key="safeArea" id="saf-fb-001"/>
                <constraints>
                    <constraint firstAttribute="topMargin" secondItem="stk-fb-001" secondAttribute="top" id="c01-fb-000"/>
                    <constraint firstAttribute="bottomMargin" secondItem="stk-fb-001" secondAttribute="bottom" id="c02-fb-000"/>
                    <constraint firstItem="stk-fb-001" firstAttribute="leading" secondItem="saf-fb-001" secondAttribute="leading" constant="16" id="c03-fb-000"/>
                    <constraint firstItem="stk-fb-001" firstAttribute="trailing" secondItem="saf-fb-001" secondAttribute="trailing" constant="-16" id="c04-fb-000"/>
                </constraints>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
    """)
  }

  /// A xib's top-level view preserving its superview's margins keeps that view's default 8
  /// above and below, as a controller's root view does: the stack is 67 − 16 = 51 tall, 8
  /// down. Without preserving, its own margins are 0 above and below.
  @Test func topLevelViewPreservingItsSuperviewKeepsEightPointMargins() throws {
    let (frames, _, result) = try Fixture.layout(Self.filterBar(preserves: true))
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "stk-fb-001", 16, 8, 343, 51)
    let (plain, _, _) = try Fixture.layout(Self.filterBar(preserves: false))
    Fixture.expectFrame(plain, "stk-fb-001", 16, 0, 343, 67)
  }

  /// Three top-level collection views' cells of a news feed, designed on an iPhone 11: a
  /// 335-pt cell, a 414-pt header and a 402-pt separator cell, each with a card on its side
  /// margins.
  static let cells = Fixture.xib(device: "retina6_1", [
    Fixture.collectionViewCell("cel-nw-001", size: (335, 120), """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-nw-001">
                            <rect key="frame" x="0.0" y="0.0" width="335" height="120"/>
                        </view>
    """, constraints: """
                    <constraint firstItem="crd-nw-001" firstAttribute="leading" secondItem="cel-nw-001" secondAttribute="leadingMargin" id="c01-nw-000"/>
                    <constraint firstAttribute="trailingMargin" secondItem="crd-nw-001" secondAttribute="trailing" id="c02-nw-000"/>
                    <constraint firstItem="crd-nw-001" firstAttribute="top" secondItem="cel-nw-001" secondAttribute="top" id="c03-nw-000"/>
                    <constraint firstAttribute="bottom" secondItem="crd-nw-001" secondAttribute="bottom" id="c04-nw-000"/>
    """),
    """
            <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" reuseIdentifier="Header" id="hdr-nw-001">
                <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-nw-002">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="60"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="crd-nw-002" firstAttribute="leading" secondItem="hdr-nw-001" secondAttribute="leadingMargin" id="c05-nw-000"/>
                    <constraint firstAttribute="trailingMargin" secondItem="crd-nw-002" secondAttribute="trailing" id="c06-nw-000"/>
                    <constraint firstItem="crd-nw-002" firstAttribute="top" secondItem="hdr-nw-001" secondAttribute="top" id="c07-nw-000"/>
                    <constraint firstAttribute="bottom" secondItem="crd-nw-002" secondAttribute="bottom" id="c08-nw-000"/>
                </constraints>
            </collectionReusableView>
    """,
    Fixture.collectionViewCell(
      "cel-nw-002", size: (402, 38), autoresizing: #" flexibleMaxX="YES" flexibleMaxY="YES""#, """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-nw-003">
                            <rect key="frame" x="20" y="18.5" width="362" height="1"/>
                        </view>
    """, constraints: """
                    <constraint firstItem="crd-nw-003" firstAttribute="leading" secondItem="cel-nw-002" secondAttribute="leadingMargin" id="c09-nw-000"/>
                    <constraint firstAttribute="trailingMargin" secondItem="crd-nw-003" secondAttribute="trailing" id="c10-nw-000"/>
                    <constraint firstItem="crd-nw-003" firstAttribute="top" secondItem="cel-nw-002" secondAttribute="top" constant="18.5" id="c11-nw-000"/>
                    <constraint firstAttribute="bottom" secondItem="crd-nw-003" secondAttribute="bottom" constant="18.5" id="c12-nw-000"/>
    """),
  ].joined(separator: "\n"))

  /// A top-level collection cell has the system minimum side margins of its own width: 16
  /// for the 335-pt cell, 20 for the 414-pt header and for a 402-pt separator cell, wider
  /// than 375 pt (not UIView's default 8).
  @Test func topLevelCollectionCellsHaveSystemMinimumSideMargins() throws {
    let doc = try Fixture.document(Self.cells)
    #expect(doc.roots.count == 3)
    let expectations = [
      (0, Rect(x: 16, y: 0, width: 303, height: 120)), (1, Rect(x: 20, y: 0, width: 374, height: 60)),
      (2, Rect(x: 20, y: 18.5, width: 362, height: 1)),
    ]
    for (k, expected) in expectations {
      let resolved = IBResolver.resolve(doc, root: doc.roots[k], state: IBState())
      let result = LayoutEngine.solve(resolved.form, measuring: FixedAdvanceTextMeasurer())
      let id = ["crd-nw-001", "crd-nw-002", "crd-nw-003"][k]
      let card = try #require(result.frames.first { $0.0.rawValue == id }?.1)
      #expect(card == expected, "root \(k): \(card)")
    }
  }

  /// A "loading more" cell of Xcode 10.1: a 50 × 35 spinner 15 below the cell's top, its
  /// bottom on the cell's bottom margin.
  static func loaderCell(tools: String) -> String {
    Fixture.xib(device: "retina4_7", tools: tools, Fixture.collectionViewCell(
      "cel-ld-001", size: (375, 50), autoresizing: #" flexibleMaxX="YES" flexibleMaxY="YES""#, """
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="spn-ld-001" customClass="LoaderView">
                            <rect key="frame" x="162.5" y="15" width="50" height="35"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="50" id="c01-ld-000"/>
                                <constraint firstAttribute="height" constant="35" id="c02-ld-000"/>
                            </constraints>
                        </view>
    """, constraints: """
                    <constraint firstAttribute="bottomMargin" secondItem="spn-ld-001" secondAttribute="bottom" id="c03-ld-000"/>
                    <constraint firstItem="spn-ld-001" firstAttribute="top" secondItem="cel-ld-001" secondAttribute="top" constant="15" id="c04-ld-000"/>
                    <constraint firstItem="spn-ld-001" firstAttribute="centerX" secondItem="cel-ld-001" secondAttribute="centerX" id="c05-ld-000"/>
    """))
  }

  /// From Xcode 9 a top-level collection cell has no margin above or below, as other
  /// top-level views: the spinner fits its 50-pt cell with nothing broken. Xcode 8 drew it
  /// with UIView's 8, so the same cell breaks a constraint there.
  @Test func topLevelCollectionCellsHaveNoVerticalMarginsFromXcode9() throws {
    let (frames, _, result) = try Fixture.layout(Self.loaderCell(tools: "14460.31"))
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "spn-ld-001", 162.5, 15, 50, 35)
    let (_, _, old) = try Fixture.layout(Self.loaderCell(tools: "11762"))
    #expect(!old.brokenConstraints.isEmpty)
  }

  /// An app banner: a 375 × 88 freeform view designed on a 414-pt iPhone 11, a badge on its
  /// side margins and a "GET" button whose placeholder intrinsic size is 77 × 31.
  static let banner = Fixture.xib(device: "retina6_1", """
            <view contentMode="scaleToFill" id="ban-nr-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="88"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-nr-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="10"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="10" id="h01-nr-000"/>
                        </constraints>
                    </view>
                    <button opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="900" horizontalCompressionResistancePriority="900" placeholderIntrinsicWidth="77" placeholderIntrinsicHeight="31" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="get-nr-001" customClass="PillButton">
                        <rect key="frame" x="300" y="30" width="40" height="20"/>
                        <fontDescription key="fontDescription" type="boldSystem" pointSize="14"/>
                        <state key="normal" title="GET"/>
                    </button>
                </subviews>
                <viewLayoutGuide key="safeArea" id="saf-nr-001"/>
                <constraints>
                    <constraint firstItem="bdg-nr-001" firstAttribute="leading" secondItem="ban-nr-001" secondAttribute="leadingMargin" id="c01-nr-000"/>
                    <constraint firstAttribute="trailingMargin" secondItem="bdg-nr-001" secondAttribute="trailing" id="c02-nr-000"/>
                    <constraint firstItem="bdg-nr-001" firstAttribute="top" secondItem="ban-nr-001" secondAttribute="top" id="c03-nr-000"/>
                    <constraint firstAttribute="trailingMargin" secondItem="get-nr-001" secondAttribute="trailing" id="c04-nr-000"/>
                    <constraint firstItem="get-nr-001" firstAttribute="centerY" secondItem="ban-nr-001" secondAttribute="centerY" id="c05-nr-000"/>
                </constraints>
            </view>
    """)

  /// A freeform view is drawn as a screen of its own size: 375 pt wide, its side margins are
  /// 16 even on a 414-pt device (20 would be a 414-pt screen's).
  @Test func freeformViewMarginsFollowItsOwnWidth() throws {
    let (frames, _, _) = try Fixture.layout(Self.banner)
    Fixture.expectFrame(frames, "bdg-nr-001", 16, 0, 343, 10)
  }

  /// "Intrinsic Size: Placeholder" replaces the title's size: the button is 77 × 31,
  /// centred, on the trailing margin.
  @Test func placeholderIntrinsicSizeReplacesAButtonsTitle() throws {
    let (frames, _, _) = try Fixture.layout(Self.banner)
    Fixture.expectFrame(frames, "get-nr-001", 375 - 16 - 77, (88 - 31) / 2, 77, 31)
  }
}
