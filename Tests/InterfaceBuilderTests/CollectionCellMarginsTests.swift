/// A storyboard's collection cell that preserves its superview's margins: Interface Builder
/// draws it with its own 8-pt margins, not the collection view's 20 on a 414-pt iPhone. A xib's
/// top-level cell's content view keeps at least the cell's margins.
import AutoLayout
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import Testing

@Suite struct CollectionCellMarginsTests {
  /// An inbox on an iPhone 8 Plus (414 × 736): a collection view controller whose 414 × 96
  /// cell preserves its superview's margins and pins a 14-pt badge to its leading and top
  /// margins. Stored frames are deliberately wrong.
  static let inbox = Fixture.storyboard(device: "retina5_5", """
                    <collectionViewController id="cvc-00-001" sceneMemberID="viewController">
                        <collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" id="col-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="736"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="0.0" minimumInteritemSpacing="0.0" id="flo-00-001">
                                <size key="itemSize" width="414" height="96"/>
                                <size key="headerReferenceSize" width="0.0" height="0.0"/>
                                <size key="footerReferenceSize" width="0.0" height="0.0"/>
                                <inset key="sectionInset" minX="0.0" minY="0.0" maxX="0.0" maxY="0.0"/>
                            </collectionViewFlowLayout>
                            <cells>
                                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" reuseIdentifier="Message" id="cel-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="96"/>
                                    <autoresizingMask key="autoresizingMask"/>
                                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                                        <rect key="frame" x="0.0" y="0.0" width="414" height="96"/>
                                        <autoresizingMask key="autoresizingMask"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-00-001">
                                                <rect key="frame" x="40" y="30" width="14" height="14"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="14" id="c01-00-000"/>
                                                    <constraint firstAttribute="height" constant="14" id="c02-00-000"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                    </view>
                                    <constraints>
                                        <constraint firstItem="bdg-00-001" firstAttribute="leading" secondItem="cel-00-001" secondAttribute="leadingMargin" constant="24" id="c03-00-000"/>
                                        <constraint firstItem="bdg-00-001" firstAttribute="top" secondItem="cel-00-001" secondAttribute="topMargin" id="c04-00-000"/>
                                    </constraints>
                                </collectionViewCell>
                            </cells>
                        </collectionView>
                    </collectionViewController>
    """)

  /// The badge sits 8 + 24 in from the cell's side and 8 below its top (SwipeCellKit's mail
  /// cell stores 32 on an iPhone 8 Plus, where the collection view's margins are 20).
  @Test func preservingCollectionCellKeepsItsOwnMargins() throws {
    let (frames, _, result) = try Fixture.layout(Self.inbox, name: "fixture.storyboard")
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "bdg-00-001", 32, 8, 14, 14)
  }

  /// A xib's top-level settings cell, 523 × 99 on an iPhone 11 (Xcode 11.4), whose content view
  /// (`margins`: its own layout margins, nil for UIView's 8) holds a title pinned to the
  /// content view's leading and top margins. Stored frames are deliberately wrong.
  static func settingsCell(margins: String?) -> String {
    Fixture.xib(device: "retina6_1", tools: "16096", """
            <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="set-00-cel">
                <rect key="frame" x="0.0" y="0.0" width="523" height="99"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <collectionViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="set-00-cnt">
                    <rect key="frame" x="0.0" y="0.0" width="523" height="99"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="set-00-ttl">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="200" id="c01-st-000"/>
                                <constraint firstAttribute="height" constant="30" id="c02-st-000"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="set-00-ttl" firstAttribute="leading" secondItem="set-00-cnt" secondAttribute="leadingMargin" id="c03-st-000"/>
                        <constraint firstItem="set-00-ttl" firstAttribute="top" secondItem="set-00-cnt" secondAttribute="topMargin" id="c04-st-000"/>
                    </constraints>
                    \(margins ?? "")
                </collectionViewCellContentView>
            </collectionViewCell>
    """)
  }

  /// The content view of a xib's top-level collection cell keeps at least the cell's margins
  /// (20 at the sides of a cell wider than 375 pt, none above): vocable's settings cells store
  /// their titles 20 in whether the content view sets 16, 0 or nothing, and 16 or 8 below the
  /// top, the content view's own.
  @Test func aTopLevelCellsContentViewKeepsTheCellsMargins() throws {
    let cases: [(String?, Double)] = [
      (#"<edgeInsets key="layoutMargins" top="16" left="16" bottom="16" right="16"/>"#, 16),
      (#"<edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>"#, 0),
      (nil, 8),
    ]
    for (margins, top) in cases {
      let (frames, _, result) = try Fixture.layout(Self.settingsCell(margins: margins))
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "set-00-ttl", 20, top, 200, 30)
    }
  }
}
