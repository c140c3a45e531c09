// The bars Xcode draws on a scene's canvas: status bar, navigation bar, tab bar, home
// indicator — placed where the safe area leaves room for them, over the file's views, without
// moving any of them.
import AutoLayout
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import Testing

@Suite struct SimulatedBarsTests {
  /// A controller shown in a navigation controller that is the second tab of a tab bar
  /// controller, on an iPhone 14 Pro (status bar 59, home indicator 34), saved by the Xcode of
  /// `tools`. `navigationMetrics` are the navigation controller's explicit simulated metrics.
  static func tabbedStoryboard(
    largeTitles: Bool = false, device: String = "retina6_12", size: (Double, Double) = (393, 852),
    tools: String = "22505", orientation: String = "portrait", navigationMetrics: String = ""
  ) -> String {
    Fixture.storyboard(tools: tools, device: device, orientation: orientation, initial: "tab-00-001", scenes: [
      Fixture.scene("scn-00-001", Fixture.viewController(attributes: #" title="Inbox""#, root: "roo-t0-vw1", size: size, """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </view>
        """, safeArea: "saf-e0-ar1", background: true, constraints: Self.filling("box-00-001", "saf-e0-ar1", prefix: "00"),
        extras: """
                        <navigationItem key="navigationItem" id="nav-it-001">
                            <barButtonItem key="rightBarButtonItem" systemItem="edit" id="edi-t0-001"/>
                        </navigationItem>
        """) + """

                    <placeholder placeholderIdentifier="IBFirstResponder" id="frs-00-001" sceneMemberID="firstResponder"/>
        """),
      Fixture.scene("scn-00-002", Fixture.navigationController(
        "nvc-00-001", root: "vc0-00-001", segue: "seg-00-001", bar: "nbr-00-001", barFrame: (0, 59, 393, 44),
        barAttributes: " largeTitles=\"\(largeTitles ? "YES" : "NO")\"", items: """
                        <tabBarItem key="tabBarItem" title="Mail" image="envelope" catalog="system" id="tbi-00-002"/>
                        \(navigationMetrics)
        """)),
      Fixture.scene("scn-00-003", Fixture.tabBarController(
        "tab-00-001", bar: "tbr-00-001", width: 393,
        tabs: [("vc1-00-001", "seg-00-002"), ("nvc-00-001", "seg-00-003")])),
      Fixture.scene("scn-00-004", Fixture.emptyViewController(
        "vc1-00-001", root: "roo-t1-vw1", size: (393, 852), safeArea: "saf-e1-ar1", extras: """
                        <tabBarItem key="tabBarItem" systemItem="favorites" id="tbi-00-001"/>
        """)),
    ])
  }

  /// Constraints holding `box` to the edges of `guide` (ids `c01-<prefix>-000` to `c04-…`).
  static func filling(_ box: String, _ guide: String, prefix: String) -> String {
    zip(1..., ["top", "bottom", "leading", "trailing"]).map { n, edge in
      """
                                <constraint firstItem="\(box)" firstAttribute="\(edge)" secondItem="\(guide)" secondAttribute="\(edge)" id="c0\(n)-\(prefix)-000"/>
      """
    }.joined(separator: "\n")
  }

  /// A controller of a file of layout guides (`id`, root `root` of `size`, `attributes` before
  /// its id) whose only view, `box`, fills the width and the space between its top and bottom
  /// layout guides; ids of the form `xxx-<prefix>-001`, `extras` after the guides.
  static func betweenLayoutGuides(
    id: String, attributes: String = "", root: String, size: (Double, Double), prefix: String, extras: String = ""
  ) -> String {
    let (box, top, bottom) = ("box-\(prefix)-001", "top-\(prefix)-001", "bot-\(prefix)-001")
    return Fixture.viewController(id: id, attributes: attributes, root: root, size: size, """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(box)">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </view>
      """, safeArea: nil, constraints: """
                                <constraint firstItem="\(box)" firstAttribute="top" secondItem="\(top)" secondAttribute="bottom" id="c01-\(prefix)-000"/>
                                <constraint firstItem="\(bottom)" firstAttribute="top" secondItem="\(box)" secondAttribute="bottom" id="c02-\(prefix)-000"/>
                                <constraint firstItem="\(box)" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" id="c03-\(prefix)-000"/>
                                <constraint firstAttribute="trailing" secondItem="\(box)" secondAttribute="trailing" id="c04-\(prefix)-000"/>
      """, extras: """
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="\(top)"/>
                                <viewControllerLayoutGuide type="bottom" id="\(bottom)"/>
                            </layoutGuides>
      \(extras)
      """)
  }

  @Test func aTabbedNavigationScreenHasItsBarsWhereTheSafeAreaLeavesRoom() throws {
    let (frames, resolved, result) = try Fixture.layout(Self.tabbedStoryboard(), name: "bars.storyboard")
    #expect(result.brokenConstraints.isEmpty)
    // The file's view fills the safe area: below the status and navigation bars, above the
    // tab bar and the home indicator's area. The bars do not move it.
    Fixture.expectFrame(frames, "box-00-001", 0, 59 + 44, 393, 852 - 103 - 83)
    Fixture.expectFrame(frames, "_statusBar", 0, 0, 393, 59)
    Fixture.expectFrame(frames, "_navigationBar", 0, 59, 393, 44)
    Fixture.expectFrame(frames, "_tabBar", 0, 852 - 83, 393, 83)
    Fixture.expectFrame(frames, "_homeIndicator", (393 - 134) / 2, 852 - 8 - 5, 134, 5, pixelGrid: 3)
    let form = resolved.form
    guard case .navigationBar(let navigation)? = form.item("_navigationBar")?.kind,
      case .tabBar(let tabs)? = form.item("_tabBar")?.kind,
      case .statusBar(let status)? = form.item("_statusBar")?.kind
    else {
      Issue.record("a bar is missing or of the wrong kind")
      return
    }
    // The controller's title stands in for its navigation item's; its bar button item shows.
    #expect(navigation.title == "Inbox")
    #expect(navigation.trailingItems.map(\.title) == ["Edit"])
    #expect(!navigation.hasLargeTitle)
    // The status bar shares the navigation bar's material; the Dynamic Island shows.
    #expect(status.barBackground == "material")
    #expect(status.showsIsland)
    // Tabs in the tab bar controller's order, the one leading to this controller selected.
    #expect(tabs.items.map(\.title) == ["Favorites", "Mail"])
    #expect(tabs.selectedIndex == 1)
    #expect(tabs.items.allSatisfy { item in
      if case .symbol? = item.image { return true }
      return false
    })
    // Painted over the file's views: the bars come after them.
    let order = form.items.map(\.id.rawValue)
    #expect(order.firstIndex(of: "box-00-001")! < order.firstIndex(of: "_navigationBar")!)
  }

  @Test func aLargeTitleBarIs96PointsTall() throws {
    let (frames, resolved, _) = try Fixture.layout(Self.tabbedStoryboard(largeTitles: true), name: "bars.storyboard")
    Fixture.expectFrame(frames, "_navigationBar", 0, 59, 393, 96)
    Fixture.expectFrame(frames, "box-00-001", 0, 59 + 96, 393, 852 - 155 - 83)
    guard case .navigationBar(let navigation)? = resolved.form.item("_navigationBar")?.kind else {
      Issue.record("no navigation bar")
      return
    }
    #expect(navigation.hasLargeTitle)
    // UIKit sets the 34-pt large title in SF Pro Display.
    #expect(navigation.largeTitleOpticalSize == .display)
  }

  /// A navigation controller whose simulated metrics are set explicitly to a navigation bar
  /// ("Translucent Navigation Bar") still draws its bar with the large title it prefers.
  @Test func explicitBarMetricsKeepTheLargeTitle() throws {
    let metrics = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
    let (frames, _, _) = try Fixture.layout(
      Self.tabbedStoryboard(largeTitles: true, navigationMetrics: metrics), name: "bars.storyboard")
    Fixture.expectFrame(frames, "_navigationBar", 0, 59, 393, 96)
    Fixture.expectFrame(frames, "box-00-001", 0, 59 + 96, 393, 852 - 155 - 83)
  }

  /// iOS 26's navigation bar is 54 tall (106 with a large title) on an iPhone: a file of
  /// toolsVersion 24000 and up lays the screen out under it (Xcode 26 also counts the status
  /// bar's and the home indicator's insets twice); a file of 23727, which Xcode 16.4 writes too,
  /// keeps iOS 18's 44.
  @Test func iOS26NavigationBarsAre54PointsTall() throws {
    let cases: [(String, Bool, Double)] = [("24128", false, 54), ("24506", true, 106), ("23727", false, 44)]
    for (tools, large, bar) in cases {
      let (frames, _, result) = try Fixture.layout(
        Self.tabbedStoryboard(largeTitles: large, tools: tools), name: "bars.storyboard")
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "_navigationBar", 0, 59, 393, bar)
      Fixture.expectFrame(frames, "box-00-001", 0, 2 * 59 + bar, 393, 852 - 2 * 59 - bar - 2 * 34 - 49)
    }
  }

  /// A landscape iPhone 12 (sides 47, bottom 21, no status bar). Xcode 16 lays the screen out
  /// under a 44-pt navigation bar (the compact 32 up to Xcode 14.3, see `LandscapeBarsTests`;
  /// the sets hold that evidence for an iPhone 8 only) and the compact 32-pt tab bar; Xcode 26
  /// adds the portrait status bar's 47 above and the home indicator's 34 below, and draws iOS
  /// 26's bars: the navigation bar 54 tall in landscape too, the tab bar 31.
  @Test func xcode26LandscapeAddsThePortraitInsets() throws {
    let cases: [(String, Double, Double)] = [("23504", 44, 21 + 32), ("24412", 47 + 54, 21 + 34 + 31)]
    for (tools, top, bottom) in cases {
      let (frames, _, result) = try Fixture.layout(
        Self.tabbedStoryboard(device: "retina6_0", size: (844, 390), tools: tools, orientation: "landscape"),
        name: "bars.storyboard")
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "box-00-001", 47, top, 750, 390 - top - bottom)
    }
  }

  @Test func aHomeButtonPhoneHasTheClassicStatusBarAndNoHomeIndicator() throws {
    let (frames, resolved, _) = try Fixture.layout(
      Self.tabbedStoryboard(device: "retina4_7", size: (375, 667)), name: "bars.storyboard")
    Fixture.expectFrame(frames, "_statusBar", 0, 0, 375, 20)
    Fixture.expectFrame(frames, "_navigationBar", 0, 20, 375, 44)
    Fixture.expectFrame(frames, "_tabBar", 0, 667 - 49, 375, 49)
    #expect(frames["_homeIndicator"] == nil)
    guard case .statusBar(let status)? = resolved.form.item("_statusBar")?.kind else {
      Issue.record("no status bar")
      return
    }
    #expect(status.isClassic && !status.showsIsland)
  }

  /// A hand-edited file whose tab bar controller names a controller that is not in it still
  /// lays out and draws its bars: the missing tab is an empty item, the scene's tab selected.
  @Test func aTabWhoseControllerIsMissingIsAnEmptyItem() throws {
    let text = Self.tabbedStoryboard().replacingOccurrences(
      of: "<segue destination=\"vc1-00-001\" kind=\"relationship\" relationship=\"viewControllers\"",
      with: "<segue destination=\"mis-si-ng0\" kind=\"relationship\" relationship=\"viewControllers\"")
    let (frames, resolved, result) = try Fixture.layout(text, name: "bars.storyboard")
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "box-00-001", 0, 59 + 44, 393, 852 - 103 - 83)
    guard case .tabBar(let tabs)? = resolved.form.item("_tabBar")?.kind else {
      Issue.record("no tab bar")
      return
    }
    #expect(tabs.items.map(\.title) == ["", "Mail"])
    #expect(tabs.items.first?.image == nil)
    #expect(tabs.selectedIndex == 1)
  }

  /// A view of a xib that Xcode shows at the device's size gets the status bar its safe area
  /// leaves room for, and no other bar; a small freeform view and a cell get none.
  @Test func onlyTheBarsTheSafeAreaKeepsClearAreDrawn() throws {
    let screen = Fixture.screen("", constraints: "")
    let (frames, _, _) = try Fixture.layout(screen)
    Fixture.expectFrame(frames, "_statusBar", 0, 0, 393, 59)
    #expect(frames["_navigationBar"] == nil && frames["_tabBar"] == nil)
    let card = Fixture.xib("""
            <view contentMode="scaleToFill" id="crd-00-001">
                <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            </view>
    """)
    let (cardFrames, _, _) = try Fixture.layout(card)
    #expect(cardFrames["_statusBar"] == nil && cardFrames["_homeIndicator"] == nil)
  }

  /// A view whose file hides the status bar ("None" in the simulated metrics) is not drawn
  /// with one, but the canvas keeps the bar's inset in its safe area: a card pinned 8 below the
  /// safe area's top sits under the iPhone 11's 44 pt (a freeform view of Xcode 13) and a
  /// home-button iPhone's 20 (Xcode 15).
  @Test func aHiddenStatusBarKeepsItsSafeAreaInset() throws {
    let cases: [(String, String, (Double, Double), String, Double)] = [
      ("retina6_1", "19162", (320, 522), "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>", 44),
      ("retina4_0", "22505", (320, 568), "", 20),
    ]
    for (device, tools, size, freeform, top) in cases {
      let text = Fixture.safeAreaCard(
        device: device, tools: tools, size: size, extras: "<nil key=\"simulatedStatusBarMetrics\"/>" + freeform)
      let (frames, _, result) = try Fixture.layout(text)
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "crd-00-001", 0, top + 8, size.0, size.1 - top - 8)
      #expect(frames["_statusBar"] == nil, "\(device)")
    }
  }

  /// A short freeform view on a home-button iPhone: Xcode 10 draws it without the status bar
  /// (its safe area starts at 0), Xcode 16 with it (20); a tall one keeps it in Xcode 10 too.
  /// Short means a compact height, below 480 — also when the view is taller than wide.
  @Test func aShortFreeformViewLosesTheStatusBarOnlyBeforeXcode11() throws {
    let freeform = "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>"
    let cases: [(String, (Double, Double), Double)] = [
      ("14460", (375, 95), 0), ("14460", (375, 570), 20), ("23504", (600, 120), 20),
      ("14113", (290, 330), 0), ("14109", (400, 310), 0), ("14113", (300, 500), 20),
    ]
    for (tools, size, top) in cases {
      let text = Fixture.safeAreaCard(device: "retina4_7", tools: tools, size: size, extras: freeform)
      let (frames, _, result) = try Fixture.layout(text)
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "crd-00-001", 0, top + 8, size.0, size.1 - top - 8)
    }
  }

  /// A view in a storyboard scene's dock (beside its controller) is sized freely though the
  /// file records no metrics for it: a 380 × 77 header on an iPhone 8 is drawn without the
  /// status bar by Xcode 10 (its card pinned 8 below a safe area at 0, as Zap's channel-list
  /// header stores it), with it by Xcode 16.
  @Test func aStoryboardDockViewIsSizedFreely() throws {
    for (tools, top) in [("14490.70", 0.0), ("23504", 20)] {
      let card = Fixture.safeAreaCard(device: "retina4_7", tools: tools, size: (380, 77))
      guard let start = card.range(of: "<view contentMode=\"scaleToFill\" id=\"roo-t0-vw1\">"),
        let end = card.range(of: "</view>", options: .backwards)
      else {
        Issue.record("no root view in the card")
        return
      }
      let header = Fixture.storyboard(tools: tools, device: "retina4_7", String(card[start.lowerBound..<end.upperBound]))
      #expect(try Fixture.document(header, name: "header.storyboard").roots.map(\.kind) == [.view])
      let (frames, _, result) = try Fixture.layout(header, name: "header.storyboard")
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "crd-00-001", 0, top + 8, 380, 77 - top - 8)
    }
  }

  /// A controller sized freely ("Freeform") whose root is `width` × `height`, its freeform size
  /// recorded as `recorded` (the root's own size unless given), holding a 21-pt box pinned 4
  /// below its safe area's top and 8 in from its sides. `rootAttributes` go on its root view.
  static func freeformController(
    tools: String, device: String, width: Double = 320, height: Double, recorded: (width: Double, height: Double)? = nil,
    rootAttributes: String = ""
  ) -> String {
    let size = recorded ?? (width, height)
    return Fixture.storyboard(tools: tools, device: device, """
                    <viewController id="vc0-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill"\(rootAttributes) id="wgt-rt-001">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="wgt-bx-001">
                                    <rect key="frame" x="8" y="4" width="\(width - 16)" height="21"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="21" id="c01-wg-000"/>
                                    </constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="wgt-bx-001" firstAttribute="top" secondItem="wsa-00-001" secondAttribute="top" constant="4" id="c02-wg-000"/>
                                <constraint firstItem="wgt-bx-001" firstAttribute="leading" secondItem="wsa-00-001" secondAttribute="leading" constant="8" id="c03-wg-000"/>
                                <constraint firstItem="wsa-00-001" firstAttribute="trailing" secondItem="wgt-bx-001" secondAttribute="trailing" constant="8" id="c04-wg-000"/>
                            </constraints>
                            <viewLayoutGuide key="safeArea" id="wsa-00-001"/>
                        </view>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        <size key="freeformSize" width="\(size.width)" height="\(size.height)"/>
                    </viewController>
        """)
  }

  /// A Today widget's controller sized freely ("Freeform") at a compact height is drawn the
  /// same way on a home-button iPhone: without the status bar in Xcode 10 (content pinned 4
  /// below a safe area at 0), with it (20) in Xcode 16 or when it is as tall as a screen. An
  /// iPad has no compact height: it keeps the bar at any size.
  @Test func aShortFreeformControllerLosesTheStatusBarOnlyOnAnIPhoneBeforeXcode11() throws {
    let cases: [(String, String, Double, Double)] = [
      ("14460", "retina4_7", 228, 0), ("23504", "retina4_7", 228, 20), ("14460", "retina4_7", 568, 20),
      ("13771", "ipad9_7", 228, 20),
    ]
    for (tools, device, height, top) in cases {
      let widget = Self.freeformController(
        tools: tools, device: device, height: height, rootAttributes: #" simulatedAppContext="notificationCenter""#)
      let (frames, _, result) = try Fixture.layout(widget, name: "widget.storyboard")
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "wgt-bx-001", 8, top + 4, 304, 21)
    }
  }

  /// A controller sized freely whose freeform size is recorded as 0 × 0 has no size of its
  /// own: Xcode 10 draws its screen-sized root on a home-button iPhone without the status bar
  /// (content pinned 4 below a safe area at 0), where a controller of a recorded freeform size,
  /// as tall, keeps it (20).
  @Test func aFreeformControllerOfNoRecordedSizeLosesTheStatusBar() throws {
    for (recorded, top) in [((0.0, 0.0), 0.0), ((375, 667), 20)] {
      let detail = Self.freeformController(tools: "14460", device: "retina4_7", width: 375, height: 667, recorded: recorded)
      let (frames, _, result) = try Fixture.layout(detail, name: "detail.storyboard")
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "wgt-bx-001", 8, top + 4, 359, 21)
    }
  }

  /// A child embedded in a container, in a file of top and bottom layout guides (no safe
  /// areas) on an iPhone 8: Xcode 9 and 10 draw it as a screen of its own size, its top guide
  /// below the status bar (20; not pushed below it as a short full-width root), which a child
  /// of a compact height (under 480) loses (0); Xcode 7 and 8 draw a child without the status
  /// bar at all (guide at 0), a short one and one of the whole screen (kiwix's 600 × 600
  /// search children of Xcode 7.2) alike.
  @Test func anEmbeddedChildOfXcode9Or10IsAScreenOfItsOwnSize() throws {
    func text(tools: String, width: Double, height: Double) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="par-00-001">
          <device id="retina4_7" orientation="portrait">
              <adaptation id="fullscreen"/>
          </device>
          <scenes>
      \(Self.guideChild(1, size: (width, height)))
      \(Self.containerParent(1, embedding: "chl-00-001", size: (375, 667), containerY: 100, containerHeight: height))
          </scenes>
      </document>
      """
    }
    let cases: [(tools: String, width: Double, height: Double, top: Double)] = [
      ("14460.31", 375, 497, 20), ("14460.31", 400, 289, 0), ("13529", 375, 554, 20), ("11762", 375, 497, 0),
      ("10117", 375, 667, 0), ("13529", 375, 667, 20),
    ]
    for c in cases {
      let (frames, _, result) = try Fixture.layout(
        text(tools: c.tools, width: c.width, height: c.height), name: "embed.storyboard", root: "chl-rt-001")
      #expect(result.brokenConstraints.isEmpty)
      let box = try #require(frames["chl-bx-001"])
      #expect(box.minY == c.top, "\(c): \(box)")
    }
  }

  /// The same in a file of safe areas: a child embedded in a container on an iPhone 8, a
  /// list 16 below its safe area's top. Xcode 10 draws a child of a compact height (under 480)
  /// without the status bar (its safe area starts at 0), a taller one below it (20).
  @Test func anEmbeddedChildOfACompactHeightHasNoStatusBarInXcode10() throws {
    func text(height: Double) -> String {
      let child = Fixture.viewController(
        id: "chl-00-002", root: "chl-rt-002", size: (375, height), """
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="chl-bx-002">
                                      <rect key="frame" x="0.0" y="0.0" width="375" height="40"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="40" id="c01-ch-001"/>
                                      </constraints>
                                  </view>
        """, safeArea: "chl-sa-002", constraints: """
                                  <constraint firstItem="chl-bx-002" firstAttribute="top" secondItem="chl-sa-002" secondAttribute="top" constant="16" id="c02-ch-001"/>
                                  <constraint firstItem="chl-bx-002" firstAttribute="leading" secondItem="chl-sa-002" secondAttribute="leading" id="c03-ch-001"/>
                                  <constraint firstItem="chl-sa-002" firstAttribute="trailing" secondItem="chl-bx-002" secondAttribute="trailing" id="c04-ch-001"/>
        """)
      let parent = Fixture.viewController(
        id: "par-00-002", root: "par-rt-002", size: (375, 667),
        Fixture.containerView("par-cv-002", embedding: "chl-00-002", segue: "seg-em-002", frame: (0, 505, 375, height)),
        safeArea: "par-sa-002", constraints: "")
      return Fixture.storyboard(
        tools: "14313.3.2", device: "retina4_7", initial: "par-00-002",
        scenes: [Fixture.scene("scn-ch-002", child), Fixture.scene("scn-pa-002", parent)])
    }
    for (height, top) in [(162.0, 16.0), (617, 36)] {
      let (frames, _, result) = try Fixture.layout(text(height: height), name: "embed.storyboard", root: "chl-rt-002")
      #expect(result.brokenConstraints.isEmpty)
      let box = try #require(frames["chl-bx-002"])
      #expect(box.minY == top, "\(height): \(box)")
    }
  }

  /// The scene of controller `chl-00-00N` in a file of layout guides: its root `chl-rt-00N`
  /// of `size` holds a 40-pt box `chl-bx-00N` pinned `topConstant` below its top layout guide
  /// and to its sides; `extras` follow the root (a navigation item).
  static func guideChild(_ n: Int, size: (Double, Double), topConstant: Double = 0, extras: String = "") -> String {
    """
              <scene sceneID="scn-ch-00\(n)">
                  <objects>
                      <viewController id="chl-00-00\(n)" sceneMemberID="viewController">
                          <layoutGuides>
                              <viewControllerLayoutGuide type="top" id="chl-tg-00\(n)"/>
                              <viewControllerLayoutGuide type="bottom" id="chl-bg-00\(n)"/>
                          </layoutGuides>
                          \(Fixture.rootView(key: "view", id: "chl-rt-00\(n)", size: size, """
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="chl-bx-00\(n)">
                                      <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="40"/>
                                      <constraints>
                                          <constraint firstAttribute="height" constant="40" id="c01-ch-00\(n)"/>
                                      </constraints>
                                  </view>
                          """, safeArea: nil, constraints: """
                                  <constraint firstItem="chl-bx-00\(n)" firstAttribute="top" secondItem="chl-tg-00\(n)" secondAttribute="bottom" constant="\(topConstant)" id="c02-ch-00\(n)"/>
                                  <constraint firstItem="chl-bx-00\(n)" firstAttribute="leading" secondItem="chl-rt-00\(n)" secondAttribute="leading" id="c03-ch-00\(n)"/>
                                  <constraint firstAttribute="trailing" secondItem="chl-bx-00\(n)" secondAttribute="trailing" id="c04-ch-00\(n)"/>
                          """))
                          \(extras)
                      </viewController>
                  </objects>
              </scene>
    """
  }

  /// The scene of controller `par-00-00N`, whose root of `size` holds a container view at
  /// `containerY`, as wide as the root and `containerHeight` tall, embedding `destination`.
  static func containerParent(
    _ n: Int, embedding destination: String, size: (Double, Double), containerY: Double, containerHeight: Double
  ) -> String {
    """
              <scene sceneID="scn-pa-00\(n)">
                  <objects>
                      <viewController id="par-00-00\(n)" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="par-rt-00\(n)">
                              <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
    \(Fixture.containerView("par-cv-00\(n)", embedding: destination, segue: "seg-em-00\(n)", frame: (0, containerY, size.0, containerHeight)))
                              </subviews>
                          </view>
                      </viewController>
                  </objects>
              </scene>
    """
  }

  /// A controller pushed in a navigation controller that is embedded in a container view, in
  /// a file of layout guides: Interface Builder draws it at the container's size with the bar
  /// inside it, its top guide at the bar's bottom (44), not pushed below the bar as a short
  /// full-width root would be. On an iPhone 8 in Xcode 11.4 (no status bar there), and on
  /// the 600-pt canvas of Xcode 6.3, which draws a contained controller without the status
  /// bar and at its own 600 × 268 (CoreStore's observer demos pin a title 5 below the guide).
  @Test func aControllerInAnEmbeddedNavigationControllerIsDrawnInItsContainer() throws {
    func text(tools: String, device: String, width: Double, height: Double) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" initialViewController="par-00-003">
          \(device)
          <scenes>
      \(Self.guideChild(3, size: (width, height), topConstant: 5, extras: #"<navigationItem key="navigationItem" title="Observer" id="nav-it-003"/>"#))
              <scene sceneID="scn-ls-003">
                  <objects>
                      <viewController id="lst-00-003" sceneMemberID="viewController">
                          \(Fixture.rootView(key: "view", id: "lst-rt-003", size: (width, height), """
                                  <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="lst-bt-003">
                                      <rect key="frame" x="0.0" y="100" width="80" height="30"/>
                                      <connections>
                                          <segue destination="chl-00-003" kind="show" id="seg-sh-003"/>
                                      </connections>
                                  </button>
                          """, safeArea: nil, constraints: ""))
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="scn-nv-003">
                  <objects>
      \(Fixture.navigationController("nav-00-003", root: "lst-00-003", segue: "seg-rt-003", bar: "nav-br-003", barFrame: (0, 0, width, 44)))
                  </objects>
              </scene>
      \(Self.containerParent(3, embedding: "nav-00-003", size: (width, 600), containerY: 64, containerHeight: height))
          </scenes>
      </document>
      """
    }
    let cases: [(tools: String, device: String, width: Double, height: Double)] = [
      ("16096", #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#, 375, 311.5),
      ("7706", "", 600, 268),
    ]
    for c in cases {
      // The bar is dark, its title and items light (`titleTextAttributes`, `tintColor`).
      let barColors = """
                            <rect key="frame" x="0" y="0" width="\(c.width)" height="44"/>
                            <color key="tintColor" red="0.9" green="0.9" blue="0.9" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <color key="barTintColor" red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            <textAttributes key="titleTextAttributes">
                                <color key="textColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </textAttributes>
        """
      let file = text(tools: c.tools, device: c.device, width: c.width, height: c.height)
        .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="\#(c.width)" height="44.0"/>"#, with: barColors)
      let doc = try Fixture.document(file, name: "embed.storyboard")
      let root = try #require(doc.roots.first { $0.id == "chl-rt-003" })
      // The CLI's default state: the file's device, or a phone of the root's size.
      let resolved = IBResolver.resolve(doc, root: root, state: IBState(sizeClass: .compact))
      #expect(resolved.form.environment.canvasSize == Size(width: c.width, height: c.height))
      let result = LayoutEngine.solve(resolved.form, measuring: FixedAdvanceTextMeasurer())
      #expect(result.brokenConstraints.isEmpty)
      let box = try #require(result.frames.first { $0.id.rawValue == "chl-bx-003" }?.frame)
      #expect(box.minY == 49, "\(c.tools): \(box)")
      // The container holds the navigation controller's bar, painted over the root's top 44
      // pt in the bar's colours, and no status bar.
      let bar = try #require(result.frames.first { $0.id.rawValue == "_navigationBar" }?.frame)
      #expect(bar == Rect(x: 0, y: 0, width: c.width, height: 44), "\(c.tools)")
      #expect(!resolved.form.items.contains { $0.id.rawValue == "_statusBar" })
      guard case .navigationBar(let kind)? = resolved.form.items.first(where: { $0.id.rawValue == "_navigationBar" })?.kind
      else {
        Issue.record("no navigation bar item")
        continue
      }
      #expect(kind.title == "Observer" && kind.barTint != nil && kind.titleColor != nil && kind.tint != nil)
      #expect(kind.titleColor != kind.barTint)
    }
  }

  /// The tabbed storyboard's navigation controller showing its toolbar, in no tab bar
  /// controller (its "Inbox" screen is the root of the navigation controller alone).
  static func navigationWithToolbar() -> String {
    tabbedStoryboard()
      .replacingOccurrences(of: """
        <navigationController id="nvc-00-001" sceneMemberID="viewController">
        """, with: """
        <navigationController toolbarHidden="NO" id="nvc-00-001" sceneMemberID="viewController">
        """)
      .replacingOccurrences(of: """
        <segue destination="nvc-00-001" kind="relationship" relationship="viewControllers" id="seg-00-003"/>
        """, with: "")
  }

  /// A controller whose navigation controller shows its toolbar: the toolbar holds the
  /// controller's `toolbarItems` (symbols instead of titles where an item has one, flexible
  /// spaces kept), and a bar button item with a symbol shows the symbol.
  @Test func aToolbarHoldsTheControllersToolbarItems() throws {
    let text = Self.navigationWithToolbar()
      .replacingOccurrences(of: """
        <barButtonItem key="rightBarButtonItem" systemItem="edit" id="edi-t0-001"/>
        """, with: """
        <barButtonItem key="rightBarButtonItem" title="Next" image="chevron.down" catalog="system" id="edi-t0-001"/>
        """)
      .replacingOccurrences(of: """
                        <navigationItem key="navigationItem" id="nav-it-001">
        """, with: """
                        <toolbarItems>
                            <barButtonItem title="Star" image="star" catalog="system" id="tlb-00-001"/>
                            <barButtonItem style="plain" systemItem="flexibleSpace" id="tlb-00-002"/>
                            <barButtonItem title="Mark All" id="tlb-00-003"/>
                        </toolbarItems>
                        <navigationItem key="navigationItem" id="nav-it-001">
        """)
    let (frames, resolved, _) = try Fixture.layout(text, name: "bars.storyboard")
    // On an iPhone with a home indicator the toolbar is 49 tall.
    Fixture.expectFrame(frames, "_toolbar", 0, 852 - 34 - 49, 393, 83)
    #expect(frames["_tabBar"] == nil)
    guard case .tabBar(let toolbar)? = resolved.form.item("_toolbar")?.kind,
      case .navigationBar(let navigation)? = resolved.form.item("_navigationBar")?.kind
    else {
      Issue.record("no toolbar or navigation bar")
      return
    }
    #expect(toolbar.items.isEmpty)
    #expect(toolbar.toolbarItems.map(\.title) == ["Star", "", "Mark All"])
    #expect(toolbar.toolbarItems.map { $0.symbol?.name } == ["star", nil, nil])
    #expect(toolbar.toolbarItems.map(\.isFlexibleSpace) == [false, true, false])
    #expect(navigation.trailingItems.first?.symbol?.name == "chevron.down")
  }

  /// A controller that hides the bottom bar when pushed (`hidesBottomBarWhenPushed`) has no
  /// toolbar under it, though its navigation controller shows one: its safe area ends at the
  /// home indicator's inset, as AppLovin's pushed screens store it.
  @Test func hidingTheBottomBarHidesTheToolbar() throws {
    let withToolbar = Self.navigationWithToolbar()
    let hiding = withToolbar.replacingOccurrences(of: #"<viewController title="Inbox""#, with: #"<viewController title="Inbox" hidesBottomBarWhenPushed="YES""#)
    #expect(hiding != withToolbar)
    let (shown, _, _) = try Fixture.layout(withToolbar, name: "bars.storyboard")
    Fixture.expectFrame(shown, "box-00-001", 0, 59 + 44, 393, 852 - 103 - 34 - 49)
    let (hidden, _, _) = try Fixture.layout(hiding, name: "bars.storyboard")
    Fixture.expectFrame(hidden, "box-00-001", 0, 59 + 44, 393, 852 - 103 - 34)
    #expect(hidden["_toolbar"] == nil)
  }

  /// A tab bar set in a navigation controller's simulated metrics is its children's, but not
  /// one's that hides the bottom bar when pushed: DIMODAMO's notices (Xcode 12.4, an iPhone 11)
  /// pin their content to a safe area ending 34 above the bottom, where the list that pushes
  /// them stands on the tab bar.
  @Test func hidingTheBottomBarHidesTheNavigationControllersSimulatedTabBar() throws {
    func storyboard(hides: Bool) -> String {
      let pushed = Fixture.viewController(
        id: "ntc-vc-001", attributes: hides ? #" hidesBottomBarWhenPushed="YES""# : "", root: "ntc-rt-001", size: (414, 896), """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-nb-001">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </view>
        """, safeArea: "saf-nb-001", constraints: Self.filling("box-nb-001", "saf-nb-001", prefix: "nb"))
      let list = Fixture.emptyViewController("lst-nb-001", root: "lst-rt-001", size: (414, 896), safeArea: "lst-sa-001", extras: """
                        <navigationItem key="navigationItem" title="Community" id="nvi-nb-001"/>
                        <connections>
                            <segue destination="ntc-vc-001" kind="show" id="seg-nb-002"/>
                        </connections>
        """)
      return Fixture.storyboard(tools: "17701", device: "retina6_1", initial: "nvc-nb-001", scenes: [
        Fixture.scene("scn-nb-001", Fixture.navigationController(
          "nvc-nb-001", root: "lst-nb-001", segue: "seg-nb-001", bar: "nbr-nb-001", barFrame: (0, 44, 414, 44),
          items: #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)),
        Fixture.scene("scn-nb-002", list),
        Fixture.scene("scn-nb-003", pushed),
      ])
    }
    let shown = try Fixture.layout(storyboard(hides: false), name: "community.storyboard", root: "ntc-rt-001").frames
    Fixture.expectFrame(shown, "box-nb-001", 0, 88, 414, 896 - 88 - 34 - 49)
    let hidden = try Fixture.layout(storyboard(hides: true), name: "community.storyboard", root: "ntc-rt-001").frames
    Fixture.expectFrame(hidden, "box-nb-001", 0, 88, 414, 896 - 88 - 34)
    #expect(hidden["_tabBar"] == nil)
  }

  /// A screen that hides the bottom bar when pushed, pushed in a tab: Xcode 9 and later draw it
  /// without the tab bar, Xcode 7 with it (CZJShop's store screens, Xcode 7.0, stand their
  /// bottom views 49 above the bottom of an iPhone 5). A file of layout guides, as Xcode 7 saved.
  @Test func hidingTheBottomBarHidesTheTabBarFromXcode9() throws {
    func storyboard(tools: String) -> String {
      let pushed = Self.betweenLayoutGuides(
        id: "hid-vc-001", attributes: #" hidesBottomBarWhenPushed="YES""#, root: "hid-rt-001", size: (320, 568), prefix: "hd")
      let menu = Fixture.emptyViewController("men-hd-001", root: "men-rt-001", size: (320, 568), safeArea: "men-sa-001", extras: """
                        <navigationItem key="navigationItem" title="Stores" id="nvi-hd-001"/>
                        <connections>
                            <segue destination="hid-vc-001" kind="push" identifier="segueToStoreDetail" id="seg-hd-003"/>
                        </connections>
        """)
      return Fixture.storyboard(tools: tools, device: "retina4_0", safeAreas: false, initial: "tab-hd-001", scenes: [
        Fixture.scene("scn-hd-001", Fixture.tabBarController("tab-hd-001", bar: "tbr-hd-001", width: 320, tabs: [("nvc-hd-001", "seg-hd-001")])),
        Fixture.scene("scn-hd-002", Fixture.navigationController(
          "nvc-hd-001", root: "men-hd-001", segue: "seg-hd-002", bar: "nbr-hd-001", barFrame: (0, 20, 320, 44))),
        Fixture.scene("scn-hd-003", menu),
        Fixture.scene("scn-hd-004", pushed),
      ])
    }
    let xcode7 = try Fixture.layout(storyboard(tools: "8191"), name: "stores.storyboard", root: "hid-rt-001").frames
    Fixture.expectFrame(xcode7, "box-hd-001", 0, 64, 320, 568 - 64 - 49)
    Fixture.expectFrame(xcode7, "_tabBar", 0, 568 - 49, 320, 49)
    let xcode9 = try Fixture.layout(storyboard(tools: "13529"), name: "stores.storyboard", root: "hid-rt-001").frames
    Fixture.expectFrame(xcode9, "box-hd-001", 0, 64, 320, 568 - 64)
    #expect(xcode9["_tabBar"] == nil)
  }

  /// A file of Xcode 7 that names no device, a tab's screen under a navigation bar: stored 519
  /// tall in a tab of a `translucent="NO"` tab bar, it stops at the bar's top (UIKit does not
  /// extend a view under opaque bars), so its bottom guide is its own bottom and the bar lies
  /// below it (CZJShop's order screens). Under a translucent bar it is the whole 568-pt screen
  /// and the bar is inside it.
  @Test func aScreenStoppingAboveAnOpaqueTabBarHasItBelowIt() throws {
    func storyboard(height: Int, tabBarAttributes: String) -> String {
      let screen = Self.betweenLayoutGuides(
        id: "ord-vc-001", root: "ord-rt-001", size: (320, Double(height)), prefix: "op",
        extras: #"<navigationItem key="navigationItem" title="Orders" id="nvi-op-001"/>"#)
      let tabs = Fixture.tabBarController(
        "tab-op-001", bar: "tbr-op-001", width: 320, tabs: [("nvc-op-001", "seg-op-001")], barAttributes: tabBarAttributes)
      return Fixture.storyboard(tools: "8191", device: nil, safeAreas: false, initial: "tab-op-001", scenes: [
        Fixture.scene("scn-op-001", tabs),
        Fixture.scene("scn-op-002", Fixture.navigationController(
          "nvc-op-001", root: "ord-vc-001", segue: "seg-op-002", bar: "nbr-op-001", barFrame: (0, 20, 320, 44))),
        Fixture.scene("scn-op-003", screen),
      ])
    }
    let opaque = storyboard(height: 519, tabBarAttributes: #" translucent="NO""#)
    #expect(!opaque.contains("<device"))
    let (stopping, _, _) = try Fixture.layout(opaque, name: "orders.storyboard", root: "ord-rt-001")
    Fixture.expectFrame(stopping, "box-op-001", 0, 64, 320, 519 - 64)
    #expect(stopping["_tabBar"] == nil)
    let (extending, _, _) = try Fixture.layout(storyboard(height: 568, tabBarAttributes: ""), name: "orders.storyboard", root: "ord-rt-001")
    Fixture.expectFrame(extending, "box-op-001", 0, 64, 320, 568 - 64 - 49)
    Fixture.expectFrame(extending, "_tabBar", 0, 568 - 49, 320, 49)
  }

  /// A 320-pt Today widget `height` tall in a file of `tools` laid out with top and bottom
  /// layout guides (`tpg-00-001`, `btg-00-001`; no safe areas), its status bar set to None.
  static func todayWidget(tools: String, height: Double, _ subviews: String, constraints: String) -> String {
    Fixture.storyboard(tools: tools, device: "retina4_7", safeAreas: false, """
                    <viewController id="vc0-00-001" customClass="TodayViewController" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="tpg-00-001"/>
                            <viewControllerLayoutGuide type="bottom" id="btg-00-001"/>
                        </layoutGuides>
                        \(Fixture.rootView(key: "view", id: "wgt-rt-001", attributes: #" simulatedAppContext="notificationCenter""#, size: (320, height), subviews, safeArea: nil, constraints: constraints))
                        <nil key="simulatedStatusBarMetrics"/>
                        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                        <size key="freeformSize" width="320" height="\(Int(height))"/>
                    </viewController>
        """)
  }

  /// A Today widget of a file of layout guides (no safe areas) with the status bar set to
  /// None: its top layout guide starts at the root's top, as UIKit's `topLayoutGuide` ends
  /// below the status bar only when it is shown; with the bar it is 20 below.
  @Test func hiddenStatusBarEmptiesTheTopLayoutGuide() throws {
    let widget = Self.todayWidget(tools: "14313.18", height: 300, """
                                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="wgt-bt-001">
                                    <rect key="frame" x="28" y="8" width="30" height="30"/>
                                    <constraints>
                                        <constraint firstAttribute="width" constant="30" id="c01-wg-000"/>
                                        <constraint firstAttribute="height" constant="30" id="c02-wg-000"/>
                                    </constraints>
                                </button>
                        """, constraints: """
                                <constraint firstItem="wgt-bt-001" firstAttribute="top" secondItem="tpg-00-001" secondAttribute="bottom" constant="8" id="c03-wg-000"/>
                                <constraint firstItem="wgt-bt-001" firstAttribute="leading" secondItem="wgt-rt-001" secondAttribute="leading" constant="28" id="c04-wg-000"/>
                        """)
    Fixture.expectFrame(try Fixture.layout(widget, name: "widget.storyboard").frames, "wgt-bt-001", 28, 8, 30, 30)
    let shown = widget.replacingOccurrences(of: "<nil key=\"simulatedStatusBarMetrics\"/>", with: "")
    Fixture.expectFrame(try Fixture.layout(shown, name: "widget.storyboard").frames, "wgt-bt-001", 28, 28, 30, 30)
  }

  /// A standard spacing (`symbolic="YES"`) to a top or bottom layout guide is 8, though Xcode 7
  /// wrote 20 beside it: a 37-pt Today widget holds a 21-pt label 8 from each guide (Kiwix's
  /// widget), where 20 and 20 would crush it to nothing.
  @Test func aStandardSpacingToALayoutGuideIsEight() throws {
    let widget = Self.todayWidget(tools: "10117", height: 37, """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="No articles" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="wgt-lb-001">
                                    <rect key="frame" x="20" y="8" width="280" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    <nil key="highlightedColor"/>
                                </label>
                        """, constraints: """
                                <constraint firstItem="btg-00-001" firstAttribute="top" secondItem="wgt-lb-001" secondAttribute="bottom" constant="20" symbolic="YES" id="c01-wg-000"/>
                                <constraint firstItem="wgt-lb-001" firstAttribute="leading" secondItem="wgt-rt-001" secondAttribute="leading" constant="20" symbolic="YES" id="c02-wg-000"/>
                                <constraint firstAttribute="trailing" secondItem="wgt-lb-001" secondAttribute="trailing" constant="20" symbolic="YES" id="c03-wg-000"/>
                                <constraint firstItem="wgt-lb-001" firstAttribute="top" secondItem="tpg-00-001" secondAttribute="bottom" constant="20" symbolic="YES" id="c04-wg-000"/>
                        """)
    let (frames, _, result) = try Fixture.layout(widget, name: "widget.storyboard")
    #expect(result.brokenConstraints.isEmpty)
    // The standard spacing to the root's edges stays the 20 written (a superview's edge).
    Fixture.expectFrame(frames, "wgt-lb-001", 20, 8, 280, 21)
  }

  /// From Xcode 9 a root of the whole screen keeps its top layout guide below a hidden status
  /// bar (Gifu's demo screen, eidolon's iPad auction screen); Xcode 8 and earlier put it at the
  /// root's top, as for a widget.
  @Test func hiddenStatusBarKeepsAWholeScreenGuideFromXcode9() throws {
    func screen(tools: String) -> String {
      Fixture.storyboard(tools: tools, device: "retina4_7", safeAreas: false, Fixture.viewController(
        root: "scr-rt-001", size: (375, 667), Self.band("scr-vw-001", y: 100, width: 375, height: 300), safeArea: nil,
        constraints: Self.pinned("scr-vw-001", in: "scr-rt-001", top: #"secondItem="tpg-00-001" secondAttribute="bottom" constant="80""#, height: 300),
        extras: """
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="tpg-00-001"/>
                            <viewControllerLayoutGuide type="bottom" id="btg-00-001"/>
                        </layoutGuides>
                        <nil key="simulatedStatusBarMetrics"/>
        """))
    }
    Fixture.expectFrame(try Fixture.layout(screen(tools: "13771"), name: "screen.storyboard").frames, "scr-vw-001", 0, 100, 375, 300)
    Fixture.expectFrame(try Fixture.layout(screen(tools: "22505"), name: "screen.storyboard").frames, "scr-vw-001", 0, 100, 375, 300)
    Fixture.expectFrame(try Fixture.layout(screen(tools: "12120"), name: "screen.storyboard").frames, "scr-vw-001", 0, 80, 375, 300)
  }

  /// A controller with a `freeformSize` but no freeform metrics element (an Xcode 10.3 file) is
  /// sized freely all the same: at a compact height on a home-button iPhone its safe area starts
  /// at 0, as for any freeform controller of Xcode 9 and 10 (AudioKit Synth One's 500 × 337
  /// search popup); the same controller at the screen's size keeps the 20-pt status bar.
  @Test func aFreeformSizeWithoutItsMetricsIsStillFreeform() throws {
    func popup(_ size: (Double, Double), freeform: Bool) -> String {
      Fixture.storyboard(tools: "14490.70", device: "retina4_7", Fixture.viewController(
        root: "pop-rt-001", size: size, Self.band("pop-vw-001", y: 0, width: size.0, height: 54), safeArea: "saf-po-001",
        constraints: Self.pinned("pop-vw-001", in: "pop-rt-001", top: #"secondItem="saf-po-001" secondAttribute="top""#, height: 54),
        extras: freeform ? "<size key=\"freeformSize\" width=\"\(size.0)\" height=\"\(size.1)\"/>" : ""))
    }
    Fixture.expectFrame(try Fixture.layout(popup((500, 337), freeform: true), name: "popup.storyboard").frames, "pop-vw-001", 0, 0, 500, 54)
    Fixture.expectFrame(try Fixture.layout(popup((375, 667), freeform: false), name: "popup.storyboard").frames, "pop-vw-001", 0, 20, 375, 54)
  }
}

extension SimulatedBarsTests {
  /// A plain view `id` across its root at `y`, `height` tall: what the tests pin below a guide.
  static func band(_ id: String, y: Double, width: Double, height: Double) -> String {
    """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" x="0.0" y="\(y)" width="\(width)" height="\(height)"/>
                                </view>
    """
  }

  /// `id` spanning `root` side to side, `height` tall, its top on what `top` names (the
  /// constraint's `secondItem`, `secondAttribute` and constant).
  static func pinned(_ id: String, in root: String, top: String, height: Double) -> String {
    """
                                <constraint firstItem="\(id)" firstAttribute="top" \(top) id="\(id.prefix(3))-pn-001"/>
                                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" id="\(id.prefix(3))-pn-002"/>
                                <constraint firstItem="\(id)" firstAttribute="trailing" secondItem="\(root)" secondAttribute="trailing" id="\(id.prefix(3))-pn-003"/>
                                <constraint firstItem="\(id)" firstAttribute="height" constant="\(height)" id="\(id.prefix(3))-pn-004"/>
    """
  }
}

/// `rtl` lays an Interface Builder screen out right to left, as UIKit does: leading is the
/// right edge, and the painter mirrors what follows the layout direction.
@Suite struct RightToLeftTests {
  @Test func leadingIsTheRightEdgeInRightToLeft() throws {
    let text = Fixture.screen("""
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                        <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    </view>
    """, constraints: """
                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="c01-00-000"/>
                    <constraint firstItem="box-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c02-00-000"/>
                    <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="c03-00-000"/>
                    <constraint firstItem="box-00-001" firstAttribute="height" constant="40" id="c04-00-000"/>
    """)
    let (ltr, _, _) = try Fixture.layout(text)
    let (rtl, resolved, _) = try Fixture.layout(text, state: IBState(rightToLeft: true))
    Fixture.expectFrame(ltr, "box-00-001", 20, 100, 100, 40)
    Fixture.expectFrame(rtl, "box-00-001", 393 - 20 - 100, 100, 100, 40)
    #expect(resolved.form.environment.layoutDirection == .rightToLeft)
  }
}

@Suite struct SplitViewColumnTests {
  /// A library tab that is a split view controller in a tab bar controller: its list column
  /// (no navigation controller) fills its safe area, and a "Show" from the list opens a
  /// reader screen. On an iPhone 14 Plus (status bar 47 in Xcode 15, home indicator 34).
  static let storyboard = Fixture.storyboard(device: "retina6_7", initial: "tab-sp-001", scenes: [
    Fixture.scene("scn-sp-001", Fixture.viewController(
      id: "lst-vc-001", root: "lst-rt-001", size: (428, 926), """
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lst-vw-001">
                                  <rect key="frame" x="0.0" y="47" width="428" height="796"/>
                              </view>
      """, safeArea: "saf-sp-001", constraints: Self.fill("lst-vw-001", safeArea: "saf-sp-001", prefix: "c1"), extras: """
                      <connections>
                          <segue destination="rdr-vc-001" kind="show" id="seg-sp-003"/>
                      </connections>
      """)),
    Fixture.scene("scn-sp-002", Fixture.viewController(
      id: "rdr-vc-001", root: "rdr-rt-001", size: (428, 926), """
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="rdr-vw-001">
                                  <rect key="frame" x="0.0" y="47" width="428" height="845"/>
                              </view>
      """, safeArea: "saf-sp-002", constraints: Self.fill("rdr-vw-001", safeArea: "saf-sp-002", prefix: "c2"))),
    Fixture.scene("scn-sp-003", Fixture.emptyViewController(
      "dtl-vc-001", root: "dtl-rt-001", size: (428, 926), safeArea: "saf-sp-003", extras: "")),
    Fixture.scene("scn-sp-004", """
                  <splitViewController id="spl-vc-001" sceneMemberID="viewController">
                      <connections>
                          <segue destination="lst-vc-001" kind="relationship" relationship="masterViewController" id="seg-sp-001"/>
                          <segue destination="dtl-vc-001" kind="relationship" relationship="detailViewController" id="seg-sp-002"/>
                      </connections>
                  </splitViewController>
      """),
    Fixture.scene("scn-sp-005", Fixture.tabBarController(
      "tab-sp-001", bar: "tbr-sp-001", width: 428, tabs: [("spl-vc-001", "seg-sp-004")])),
  ])

  /// Constraints pinning `view` to every edge of `safeArea`.
  static func fill(_ view: String, safeArea: String, prefix: String) -> String {
    """
                              <constraint firstItem="\(view)" firstAttribute="top" secondItem="\(safeArea)" secondAttribute="top" id="\(prefix)a-sp-000"/>
                              <constraint firstItem="\(view)" firstAttribute="leading" secondItem="\(safeArea)" secondAttribute="leading" id="\(prefix)b-sp-000"/>
                              <constraint firstItem="\(safeArea)" firstAttribute="trailing" secondItem="\(view)" secondAttribute="trailing" id="\(prefix)c-sp-000"/>
                              <constraint firstItem="\(safeArea)" firstAttribute="bottom" secondItem="\(view)" secondAttribute="bottom" id="\(prefix)d-sp-000"/>
    """
  }

  /// A split view's column is shown inside it, with the bars it is shown with: the list ends
  /// above the tab bar (open-event's session list, the master column of a split view set to
  /// show a tab bar, is stored so by Xcode 9.2).
  @Test func aSplitViewsColumnHasTheTabBarTheSplitViewIsShownWith() throws {
    let (frames, _, _) = try Fixture.layout(Self.storyboard, name: "library.storyboard")
    Fixture.expectFrame(frames, "lst-vw-001", 0, 47, 428, 926 - 47 - 34 - 49)
    Fixture.expectFrame(frames, "_tabBar", 0, 926 - 83, 428, 83)
  }

  /// A "Show" from a column that is in no navigation controller presents, as UIKit's
  /// `show(_:sender:)` falls back to: the reader is drawn full screen, without the tab bar
  /// (open-event's event screen, in a navigation controller shown so from its session list,
  /// is stored ending at the screen's bottom, Xcode 9.2).
  @Test func aShowFromOutsideANavigationControllerCarriesNoTabBar() throws {
    let (frames, _, _) = try Fixture.layout(Self.storyboard, name: "library.storyboard", root: "rdr-rt-001")
    Fixture.expectFrame(frames, "rdr-vw-001", 0, 47, 428, 926 - 47 - 34)
    #expect(frames["_tabBar"] == nil)
  }
}

@Suite struct ShowDetailSegueTests {
  /// A news screen reached from a menu that is the root of a navigation controller in a tab
  /// bar controller, by a segue of `kind`; its content view fills the safe area. On an iPhone
  /// 14 Plus (status bar 47 in Xcode 15, home indicator 34). `menuMetrics` holds the menu's
  /// explicit simulated metrics, if any; `menuTitleMode` its navigation item's large-title
  /// display mode, and `largeTitles` whether the navigation bar prefers large titles.
  static func storyboard(kind: String, menuMetrics: String = "", menuTitleMode: String? = nil, largeTitles: Bool = false) -> String {
    Fixture.storyboard(device: "retina6_7", initial: "tab-nw-001", scenes: [
      Fixture.scene("scn-nw-001", Fixture.viewController(
        id: "new-vc-001", attributes: #" storyboardIdentifier="NewsViewController""#, root: "new-rt-001", size: (428, 926), """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="web-nw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="428" height="926"/>
                                </view>
        """, safeArea: "saf-nw-001", background: true, constraints: """
                                <constraint firstItem="web-nw-001" firstAttribute="top" secondItem="saf-nw-001" secondAttribute="top" id="c01-nw-000"/>
                                <constraint firstItem="web-nw-001" firstAttribute="leading" secondItem="new-rt-001" secondAttribute="leading" id="c02-nw-000"/>
                                <constraint firstAttribute="trailing" secondItem="web-nw-001" secondAttribute="trailing" id="c03-nw-000"/>
                                <constraint firstItem="saf-nw-001" firstAttribute="bottom" secondItem="web-nw-001" secondAttribute="bottom" id="c04-nw-000"/>
        """, extras: """
                        <navigationItem key="navigationItem" title="News" id="nav-nw-001"/>
        """)),
      Fixture.scene("scn-nw-002", Fixture.emptyViewController(
        "men-vc-001", root: "men-rt-001", size: (428, 926), safeArea: "saf-nw-002", extras: """
                        <navigationItem key="navigationItem" title="Menu"\(menuTitleMode.map { " largeTitleDisplayMode=\"\($0)\"" } ?? "") id="nav-nw-002"/>
                        \(menuMetrics)
                        <connections>
                            <segue destination="new-vc-001" kind="\(kind)" identifier="NewsSegue" id="seg-nw-002"/>
                        </connections>
        """)),
      Fixture.scene("scn-nw-003", Fixture.navigationController(
        "nvc-nw-001", root: "men-vc-001", segue: "seg-nw-001", bar: "nbr-nw-001", barFrame: (0, 47, 428, 44),
        barAttributes: largeTitles ? #" largeTitles="YES""# : "")),
      Fixture.scene("scn-nw-004", Fixture.tabBarController(
        "tab-nw-001", bar: "tbr-nw-001", width: 428, tabs: [("nvc-nw-001", "seg-nw-003")])),
    ])
  }

  /// "Show Detail" outside a split view replaces the top of the menu's navigation stack: the
  /// news screen is shown under the same navigation bar, so its safe area starts below the
  /// status bar and the bar (47 + 44); the detail has no tab bar, only the home indicator.
  @Test func aShowDetailSegueKeepsThePresentersNavigationBar() throws {
    let (frames, _, _) = try Fixture.layout(Self.storyboard(kind: "showDetail"), name: "news.storyboard")
    Fixture.expectFrame(frames, "web-nw-001", 0, 47 + 44, 428, 926 - 91 - 34)
    Fixture.expectFrame(frames, "_navigationBar", 0, 47, 428, 44)
    #expect(frames["_tabBar"] == nil)
  }

  /// "Show" pushes onto the menu's stack inside its tab: navigation bar and tab bar.
  @Test func aShowSegueKeepsTheNavigationAndTabBars() throws {
    let (frames, _, _) = try Fixture.layout(Self.storyboard(kind: "show"), name: "news.storyboard")
    Fixture.expectFrame(frames, "web-nw-001", 0, 47 + 44, 428, 926 - 91 - 34 - 49)
    Fixture.expectFrame(frames, "_tabBar", 0, 926 - 83, 428, 83)
  }

  /// A Show segue from the navigation controller itself pushes onto its stack, as its root
  /// relationship does: the news screen is under its bar, in its tab.
  @Test func aShowSegueFromTheNavigationControllerItselfPushes() throws {
    let show = #"<segue destination="new-vc-001" kind="show" identifier="NewsSegue" id="seg-nw-002"/>"#
    let root = #"<segue destination="men-vc-001" kind="relationship" relationship="rootViewController" id="seg-nw-001"/>"#
    let text = Self.storyboard(kind: "show").replacingOccurrences(of: show, with: "")
      .replacingOccurrences(of: root, with: root + show)
    #expect(text.contains(show))
    let (frames, _, _) = try Fixture.layout(text, name: "news.storyboard")
    Fixture.expectFrame(frames, "web-nw-001", 0, 47 + 44, 428, 926 - 91 - 34 - 49)
    Fixture.expectFrame(frames, "_navigationBar", 0, 47, 428, 44)
  }

  /// A segue of an object beside the controller in its scene (a tap gesture recognizer on the
  /// menu) leaves from that scene's controller: the news screen it shows is pushed onto the
  /// menu's stack, under its bar and in its tab (JobLoyal's phone-number screen, shown by a tap
  /// on its identity card, is stored under the identity screen's navigation bar, Xcode 13).
  @Test func aGestureRecognizersSegueLeavesFromItsScenesController() throws {
    let show = #"<segue destination="new-vc-001" kind="show" identifier="NewsSegue" id="seg-nw-002"/>"#
    var text = Self.storyboard(kind: "show").replacingOccurrences(of: show, with: "")
    let scene = try #require(text.range(of: #"<scene sceneID="scn-nw-002">"#))
    let end = try #require(text.range(of: "</objects>", range: scene.upperBound..<text.endIndex))
    text.insert(contentsOf: """
                    <tapGestureRecognizer id="tap-nw-001">
                        <connections>
                            \(show)
                        </connections>
                    </tapGestureRecognizer>

    """, at: end.lowerBound)
    let (frames, _, _) = try Fixture.layout(text, name: "news.storyboard")
    Fixture.expectFrame(frames, "web-nw-001", 0, 47 + 44, 428, 926 - 91 - 34 - 49)
    Fixture.expectFrame(frames, "_navigationBar", 0, 47, 428, 44)
  }

  /// A menu whose top bar is set to "None" hides the navigation bar from the screens it pushes
  /// too: their inferred top bar is the menu's, not the navigation controller's (tinode's
  /// login screen and the three screens it pushes). A menu set to a navigation bar with a
  /// prompt gives its pushed screen the 74-pt bar. The tab bar still comes from the tab.
  @Test func aPushedScreenInfersItsTopBarFromThePushingScreensExplicitMetrics() throws {
    let none = Self.storyboard(kind: "show", menuMetrics: #"<nil key="simulatedTopBarMetrics"/>"#)
    let (frames, _, _) = try Fixture.layout(none, name: "news.storyboard")
    Fixture.expectFrame(frames, "web-nw-001", 0, 47, 428, 926 - 47 - 34 - 49)
    #expect(frames["_navigationBar"] == nil)
    Fixture.expectFrame(frames, "_tabBar", 0, 926 - 83, 428, 83)
    let prompted = Self.storyboard(
      kind: "show", menuMetrics: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="YES"/>"#)
    let (promptedFrames, _, _) = try Fixture.layout(prompted, name: "news.storyboard")
    Fixture.expectFrame(promptedFrames, "web-nw-001", 0, 47 + 74, 428, 926 - 121 - 34 - 49)
  }

  /// A tab bar controller that a navigation controller shows passes its own top bar to its
  /// tabs: set to "None", its tabs are drawn under the status bar alone (IamQatar's cart tab
  /// pins its content to a top layout guide at 44 on an iPhone X, Xcode 11.4); left inferred,
  /// they are under the navigation controller's bar. The tab bar is the tab bar controller's
  /// either way.
  @Test func aTabBarControllersTopBarIsItsTabs() throws {
    func storyboard(tabMetrics: String) -> String {
      let tabs = Fixture.tabBarController(
        "tab-nt-001", bar: "tbr-nt-001", width: 375, tabs: [("vc0-00-001", "seg-nt-002")], items: tabMetrics)
      return Fixture.storyboard(tools: "17506", device: "retina5_9", initial: "nvc-nt-001", scenes: [
        Fixture.scene("scn-nt-001", Fixture.navigationController(
          "nvc-nt-001", root: "tab-nt-001", segue: "seg-nt-001", bar: "nbr-nt-001", barFrame: (0, 44, 375, 44))),
        Fixture.scene("scn-nt-002", tabs),
        Fixture.scene("scn-nt-003", Fixture.viewController(root: "roo-t0-vw1", size: (375, 812), """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-nt-001">
                                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                                </view>
          """, safeArea: "saf-e0-ar1", constraints: SimulatedBarsTests.filling("box-nt-001", "saf-e0-ar1", prefix: "nt"),
          extras: """
                        <tabBarItem key="tabBarItem" title="Cart" id="tbi-nt-001"/>
          """)),
      ])
    }
    let none = storyboard(tabMetrics: #"<nil key="simulatedTopBarMetrics"/>"#)
    let (frames, _, _) = try Fixture.layout(none, name: "shop.storyboard")
    Fixture.expectFrame(frames, "box-nt-001", 0, 44, 375, 812 - 44 - 83)
    #expect(frames["_navigationBar"] == nil)
    Fixture.expectFrame(frames, "_tabBar", 0, 812 - 83, 375, 83)
    let (inferred, _, _) = try Fixture.layout(storyboard(tabMetrics: ""), name: "shop.storyboard")
    Fixture.expectFrame(inferred, "box-nt-001", 0, 88, 375, 812 - 88 - 83)
    Fixture.expectFrame(inferred, "_navigationBar", 0, 44, 375, 44)
  }

  /// A menu in no navigation controller of the file but set to a navigation bar says it is
  /// shown in a stack of its own (pushed by code, from another storyboard): a "Show" from it
  /// pushes, and the news screen is under the bar (GMAT's live-class detail, stored 64 from the
  /// top under its list's explicit bar, Xcode 9.2). Left inferred, the menu presents.
  @Test func aShowFromAScreenSetToANavigationBarPushes() throws {
    let root = #"<segue destination="men-vc-001" kind="relationship" relationship="rootViewController" id="seg-nw-001"/>"#
    func outsideTheStack(_ metrics: String) -> String {
      Self.storyboard(kind: "show", menuMetrics: metrics).replacingOccurrences(of: root, with: "")
    }
    let declared = outsideTheStack(#"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
    #expect(!declared.contains(root))
    let (frames, _, _) = try Fixture.layout(declared, name: "news.storyboard")
    Fixture.expectFrame(frames, "web-nw-001", 0, 47 + 44, 428, 926 - 91 - 34)
    Fixture.expectFrame(frames, "_navigationBar", 0, 47, 428, 44)
    let (presented, _, _) = try Fixture.layout(outsideTheStack(""), name: "news.storyboard")
    #expect(presented["_navigationBar"] == nil)
    #expect(presented["web-nw-001"]?.minY != 47 + 44)
  }

  /// A menu set to show a toolbar gives the screen it pushes the toolbar too (49 tall on the
  /// home indicator's 34), as UIKit keeps a navigation controller's toolbar on the screens it
  /// pushes (rileylink's pairing screen, pushed from a list set to a toolbar). Here the
  /// navigation controller is in no tab bar controller.
  @Test func aScreenPushedFromAToolbarScreenHasTheToolbar() throws {
    let tabbed = Self.storyboard(kind: "show", menuMetrics: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#)
    let untabbed = tabbed.replacingOccurrences(
      of: #"<segue destination="nvc-nw-001" kind="relationship" relationship="viewControllers" id="seg-nw-003"/>"#, with: "")
    #expect(untabbed != tabbed)
    let (frames, _, _) = try Fixture.layout(untabbed, name: "news.storyboard")
    Fixture.expectFrame(frames, "web-nw-001", 0, 47 + 44, 428, 926 - 91 - 49 - 34)
    #expect(frames["_tabBar"] == nil)
  }

  /// A menu set to show a tab bar, in a navigation controller that no tab bar controller of the
  /// file holds, gives the screen it pushes the tab bar too, as UIKit keeps a tab's tab bar on
  /// the screens it pushes (ShopApp's address list, pushed from its account screen). Presented
  /// modally, the news screen has none.
  @Test func aScreenPushedFromATabBarScreenHasTheTabBar() throws {
    let tab = #"<segue destination="nvc-nw-001" kind="relationship" relationship="viewControllers" id="seg-nw-003"/>"#
    let metrics = #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#
    let pushed = Self.storyboard(kind: "show", menuMetrics: metrics).replacingOccurrences(of: tab, with: "")
    #expect(!pushed.contains(tab))
    let (frames, _, _) = try Fixture.layout(pushed, name: "news.storyboard")
    Fixture.expectFrame(frames, "web-nw-001", 0, 47 + 44, 428, 926 - 91 - 34 - 49)
    Fixture.expectFrame(frames, "_tabBar", 0, 926 - 83, 428, 83)
    let presented = Self.storyboard(kind: "presentation", menuMetrics: metrics).replacingOccurrences(of: tab, with: "")
    let (presentedFrames, _, _) = try Fixture.layout(presented, name: "news.storyboard")
    #expect(presentedFrames["_tabBar"] == nil)
  }

  /// A screen pushed from one set to show a toolbar, in a navigation controller that is a tab:
  /// the toolbar stands on the tab bar, 49 tall on an iPhone with a home indicator, and the
  /// safe area ends above both (trailer's settings screens, 34 + 49 + 49 above the bottom).
  /// The tab bar's hairline is painted over the toolbar: the toolbar comes first.
  @Test func aToolbarInATabStandsOnTheTabBar() throws {
    let text = Self.storyboard(kind: "show", menuMetrics: #"<simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#)
    let (frames, resolved, _) = try Fixture.layout(text, name: "news.storyboard")
    Fixture.expectFrame(frames, "web-nw-001", 0, 47 + 44, 428, 926 - 91 - 34 - 49 - 49)
    Fixture.expectFrame(frames, "_tabBar", 0, 926 - 83, 428, 83)
    Fixture.expectFrame(frames, "_toolbar", 0, 926 - 83 - 49, 428, 49)
    let order = resolved.form.items.map(\.id.rawValue)
    #expect(order.firstIndex(of: "_toolbar")! < order.firstIndex(of: "_tabBar")!)
    // The menu itself, whose own metrics set the toolbar, has it over the tab bar too.
    let (menu, _, _) = try Fixture.layout(text, name: "news.storyboard", root: "men-rt-001")
    Fixture.expectFrame(menu, "_toolbar", 0, 926 - 83 - 49, 428, 49)
  }

  /// A navigation item's large-title display mode "automatic" (none set) takes the mode of
  /// the item it was pushed from, as UIKit documents it: a screen pushed from a menu set to
  /// "never" is drawn under the 44-pt bar though the bar prefers large titles (trailer's API
  /// options screen, Xcode 14.3); from a menu without a mode it has the 96-pt bar.
  @Test func aPushedScreenInheritsTheLargeTitleModeOfTheScreenBelow() throws {
    let never = Self.storyboard(kind: "show", menuTitleMode: "never", largeTitles: true)
    let (frames, _, _) = try Fixture.layout(never, name: "news.storyboard")
    Fixture.expectFrame(frames, "_navigationBar", 0, 47, 428, 44)
    Fixture.expectFrame(frames, "web-nw-001", 0, 47 + 44, 428, 926 - 91 - 34 - 49)
    let inherited = Self.storyboard(kind: "show", largeTitles: true)
    let (large, _, _) = try Fixture.layout(inherited, name: "news.storyboard")
    Fixture.expectFrame(large, "_navigationBar", 0, 47, 428, 96)
    // The pushed screen's own "always" wins over the menu's "never".
    let always = never.replacingOccurrences(
      of: #"<navigationItem key="navigationItem" title="News" id="nav-nw-001"/>"#,
      with: #"<navigationItem key="navigationItem" title="News" largeTitleDisplayMode="always" id="nav-nw-001"/>"#)
    #expect(always != never)
    let (own, _, _) = try Fixture.layout(always, name: "news.storyboard")
    Fixture.expectFrame(own, "_navigationBar", 0, 47, 428, 96)
  }

  /// A modal presentation does not carry the presenter's bars over.
  @Test func aModalPresentationHasNoNavigationBar() throws {
    let (frames, _, _) = try Fixture.layout(Self.storyboard(kind: "presentation"), name: "news.storyboard")
    #expect(frames["_navigationBar"] == nil)
    #expect(frames["_tabBar"] == nil)
  }
}

@Suite struct SheetTests {
  /// A "gift" screen, the root of a navigation controller that a shop presents modally with
  /// `style` (nil: the default), on an iPhone 14 Plus (428 × 926, status bar 47, home
  /// indicator 34); the root is stored 916 tall, as Interface Builder draws a sheet. Its
  /// content hangs between the safe area's top and bottom. `tools`, `device` and `width` give
  /// the Xcode that saved it and the iPhone it was designed on.
  static func storyboard(
    style: String?, largeTitles: Bool = false, height: Double = 916, tools: String = "22505",
    device: String = "retina6_7", width: Double = 428, segue: String = "presentation",
    toolbar: Bool = false, navigationMetrics: String = ""
  ) -> String {
    let styleAttribute = style.map { " modalPresentationStyle=\"\($0)\"" } ?? ""
    let toolbarMetrics = toolbar ? "<simulatedToolbarMetrics key=\"simulatedBottomBarMetrics\"/>" : ""
    return Fixture.storyboard(tools: tools, device: device, initial: "sho-vc-001", scenes: [
      Fixture.scene("scn-gf-001", Fixture.viewController(id: "gif-vc-001", root: "gif-rt-001", size: (width, height), """
                                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-gf-001">
                                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="916"/>
                                </scrollView>
        """, safeArea: "saf-gf-001", background: true, constraints: """
                                <constraint firstItem="scr-gf-001" firstAttribute="top" secondItem="saf-gf-001" secondAttribute="top" id="c01-gf-000"/>
                                <constraint firstItem="saf-gf-001" firstAttribute="bottom" secondItem="scr-gf-001" secondAttribute="bottom" id="c02-gf-000"/>
                                <constraint firstItem="scr-gf-001" firstAttribute="leading" secondItem="gif-rt-001" secondAttribute="leading" id="c03-gf-000"/>
                                <constraint firstAttribute="trailing" secondItem="scr-gf-001" secondAttribute="trailing" id="c04-gf-000"/>
        """, extras: """
                        <navigationItem key="navigationItem" title="Gift" id="nav-gf-001"/>
                        \(toolbarMetrics)
        """)),
      Fixture.scene("scn-gf-002", Fixture.navigationController(
        "nvc-gf-001", root: "gif-vc-001", segue: "seg-gf-001", bar: "nbr-gf-001", barFrame: (0, 0, width, 56),
        barAttributes: " largeTitles=\"\(largeTitles ? "YES" : "NO")\"", items: navigationMetrics)),
      Fixture.scene("scn-gf-003", Fixture.emptyViewController(
        "sho-vc-001", root: "sho-rt-001", size: (width, 926), safeArea: "saf-gf-002", extras: """
                        <connections>
                            <segue destination="nvc-gf-001" kind="\(segue)" identifier="GiftSegue"\(styleAttribute) id="seg-gf-002"/>
                        </connections>
        """)),
    ])
  }

  /// The gift controller in no navigation controller, so with no bar: shown by a Show segue
  /// from the shop, itself in none (so presented modally), or with `shown` false by nothing in
  /// the file. `metrics`, when given, stands in place of its navigation item.
  static func bareStoryboard(
    height: Double, tools: String, device: String = "retina6_1", width: Double = 414,
    shown: Bool = true, metrics: String? = nil
  ) -> String {
    let text = storyboard(style: nil, height: height, tools: tools, device: device, width: width)
      .replacingOccurrences(
        of: #"<segue destination="gif-vc-001" kind="relationship" relationship="rootViewController" id="seg-gf-001"/>"#, with: "")
      .replacingOccurrences(
        of: #"<segue destination="nvc-gf-001" kind="presentation" identifier="GiftSegue" id="seg-gf-002"/>"#,
        with: shown ? #"<segue destination="gif-vc-001" kind="show" identifier="GiftSegue" id="seg-gf-002"/>"# : "")
    guard let metrics else { return text }
    return text.replacingOccurrences(
      of: #"<navigationItem key="navigationItem" title="Gift" id="nav-gf-001"/>"#, with: metrics)
  }

  /// A sheet has no status bar and no home indicator inset: its safe area starts below its
  /// 56-pt navigation bar, drawn at the sheet's top, and ends at its bottom, whether the style
  /// is the default, a page or a form sheet.
  @Test func aNavigationControllerPresentedAsASheetHasTheSheetsBar() throws {
    for style in [nil, "pageSheet", "formSheet"] {
      let (frames, resolved, _) = try Fixture.layout(Self.storyboard(style: style), name: "gift.storyboard")
      Fixture.expectFrame(frames, "scr-gf-001", 0, 56, 428, 916 - 56)
      Fixture.expectFrame(frames, "_navigationBar", 0, 0, 428, 56)
      #expect(frames["_statusBar"] == nil)
      #expect(resolved.safeAreaInsets.bottom == 0)
    }
  }

  /// A navigation bar standing alone in a controller is as tall as a navigation controller's
  /// there: an iPad's 50 (iOS 12 and later), a sheet's 56 on an iPhone. A bare controller
  /// presented on an iPhone 8 is stored at the screen less the status bar, 375 × 647, and drawn
  /// as the sheet, its safe area from 0 (WSDOT's ferry schedules and traffic-map choosers,
  /// presented or shown as popovers, store their bars at y 0, 56 tall); on the screen that
  /// nothing presents, the bar is 44 below the status bar.
  @Test func aStandaloneBarIsAsTallAsTheScreensBars() throws {
    func chooser(presented: String?, device: String, size: (Double, Double), tools: String) -> String {
      let bar = Fixture.viewController(id: "cho-vc-001", root: "cho-rt-001", size: size, """
                                <navigationBar contentMode="scaleToFill" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="cho-nb-001">
                                    <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="56"/>
                                    <items>
                                        <navigationItem title="Sailings" id="cho-ni-001"/>
                                    </items>
                                </navigationBar>
        """, safeArea: "saf-ch-001", constraints: """
                                <constraint firstItem="cho-nb-001" firstAttribute="top" secondItem="saf-ch-001" secondAttribute="top" id="c01-ch-000"/>
                                <constraint firstItem="cho-nb-001" firstAttribute="leading" secondItem="cho-rt-001" secondAttribute="leading" id="c02-ch-000"/>
                                <constraint firstAttribute="trailing" secondItem="cho-nb-001" secondAttribute="trailing" id="c03-ch-000"/>
        """)
      let presenter = Fixture.emptyViewController(
        "pre-vc-001", root: "pre-rt-001", size: (size.0, 667), safeArea: "saf-ch-002", extras: presented.map { kind in """
                        <connections>
                            <segue destination="cho-vc-001" kind="\(kind)" identifier="Choose" id="seg-ch-001"/>
                        </connections>
        """ } ?? "")
      return Fixture.storyboard(tools: tools, device: device, initial: "pre-vc-001", scenes: [
        Fixture.scene("scn-ch-001", bar), Fixture.scene("scn-ch-002", presenter),
      ])
    }
    for kind in ["presentation", "popoverPresentation"] {
      let text = chooser(presented: kind, device: "retina4_7", size: (375, 647), tools: "23727")
      let (frames, _, _) = try Fixture.layout(text, name: "ferries.storyboard", root: "cho-rt-001")
      Fixture.expectFrame(frames, "cho-nb-001", 0, 0, 375, 56)
    }
    let shownByNothing = chooser(presented: nil, device: "retina4_7", size: (375, 667), tools: "23727")
    let (screen, _, _) = try Fixture.layout(shownByNothing, name: "ferries.storyboard", root: "cho-rt-001")
    Fixture.expectFrame(screen, "cho-nb-001", 0, 20, 375, 44)
    let pad = chooser(presented: nil, device: "ipad10_2", size: (810, 1080), tools: "17701")
    let (padFrames, _, _) = try Fixture.layout(pad, name: "ferries.storyboard", root: "cho-rt-001")
    #expect(padFrames["cho-nb-001"]?.height == 50)
  }

  /// Under an opaque navigation bar (`translucent="NO"`) the sheet's root starts below the bar,
  /// stored the sheet's height less the bar (860 = 916 - 56): its safe area starts at its top.
  @Test func aSheetsRootStartsBelowAnOpaqueNavigationBar() throws {
    let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
    let (frames, resolved, _) = try Fixture.layout(
      Self.storyboard(style: nil, height: 860, navigationMetrics: opaque), name: "gift.storyboard")
    Fixture.expectFrame(frames, "scr-gf-001", 0, 0, 428, 860)
    #expect(resolved.safeAreaInsets.top == 0)
    #expect(frames["_navigationBar"] == nil)
  }

  /// With a large title the sheet's bar is 108 tall.
  @Test func aSheetsLargeTitleBarIs108Tall() throws {
    let (frames, _, _) = try Fixture.layout(Self.storyboard(style: nil, largeTitles: true), name: "gift.storyboard")
    Fixture.expectFrame(frames, "scr-gf-001", 0, 108, 428, 916 - 108)
  }

  /// A navigation controller whose own style is a page sheet is drawn as the sheet though no
  /// segue presents it (the app presents it in code); set to full screen it is a screen.
  @Test func aNavigationControllerStyledAsAPageSheetIsDrawnAsTheSheet() throws {
    func presentedInCode(_ style: String, height: Double = 916) -> String {
      Self.storyboard(style: nil, height: height)
        .replacingOccurrences(of: #"<segue destination="nvc-gf-001" kind="presentation" identifier="GiftSegue" id="seg-gf-002"/>"#, with: "")
        .replacingOccurrences(
          of: #"<navigationController id="nvc-gf-001""#,
          with: #"<navigationController modalPresentationStyle="\#(style)" id="nvc-gf-001""#)
    }
    let (sheet, resolved, _) = try Fixture.layout(presentedInCode("pageSheet"), name: "gift.storyboard")
    Fixture.expectFrame(sheet, "scr-gf-001", 0, 56, 428, 916 - 56)
    Fixture.expectFrame(sheet, "_navigationBar", 0, 0, 428, 56)
    #expect(sheet["_statusBar"] == nil)
    #expect(resolved.safeAreaInsets.bottom == 0)
    let (screen, _, _) = try Fixture.layout(presentedInCode("fullScreen", height: 926), name: "gift.storyboard")
    Fixture.expectFrame(screen, "_navigationBar", 0, 47, 428, 44)
    #expect(screen["_statusBar"] != nil)
  }

  /// A Show segue from a screen in no navigation controller presents the navigation
  /// controller modally, so it is drawn as a sheet too.
  @Test func aShowSegueFromAScreenOutsideANavigationControllerPresentsASheet() throws {
    let (frames, resolved, _) = try Fixture.layout(Self.storyboard(style: nil, segue: "show"), name: "gift.storyboard")
    Fixture.expectFrame(frames, "scr-gf-001", 0, 56, 428, 916 - 56)
    Fixture.expectFrame(frames, "_navigationBar", 0, 0, 428, 56)
    #expect(frames["_statusBar"] == nil)
    #expect(resolved.safeAreaInsets.bottom == 0)
  }

  /// Xcode 11 and 12 keep the home indicator's inset at a sheet's bottom: on an iPhone X
  /// (812 tall, status bar 44) the sheet is 758 tall and its content ends 34 above its bottom,
  /// whether the navigation controller is presented by a presentation segue or by the older
  /// `modal` kind; from Xcode 13 the sheet keeps none (see the test above).
  @Test func aSheetOfXcode11Or12KeepsTheHomeIndicatorsInset() throws {
    for (tools, segue) in [("15505", "modal"), ("15505", "presentation"), ("17156", "presentation")] {
      let text = Self.storyboard(style: nil, height: 758, tools: tools, device: "retina5_9", width: 375, segue: segue)
      let (frames, resolved, _) = try Fixture.layout(text, name: "gift.storyboard")
      Fixture.expectFrame(frames, "scr-gf-001", 0, 56, 375, 758 - 56 - 34)
      Fixture.expectFrame(frames, "_navigationBar", 0, 0, 375, 56)
      #expect(resolved.safeAreaInsets.bottom == 34, "\(tools) \(segue)")
    }
  }

  /// A controller without a navigation controller, shown by a Show segue from a screen that is
  /// in none (so presented modally), stored at an iPhone 11's page-sheet size (842 = 896 - 44 -
  /// 10) by Xcode 12: the sheet has no status bar and keeps the home indicator's inset, and so
  /// does Xcode 13.0's (unlike its navigation sheets). A root of that size in a file of Xcode
  /// 13.4 or 15 keeps the status bar.
  @Test func aBareSheetOfXcode12HasNoStatusBar() throws {
    func text(tools: String) -> String {
      Self.bareStoryboard(height: 842, tools: tools)
    }
    let (frames, resolved, _) = try Fixture.layout(text(tools: "17156"), name: "gift.storyboard")
    Fixture.expectFrame(frames, "scr-gf-001", 0, 0, 414, 842 - 34)
    #expect(resolved.safeAreaInsets.top == 0)
    #expect(frames["_navigationBar"] == nil)
    let (later, _, _) = try Fixture.layout(text(tools: "22505"), name: "gift.storyboard")
    #expect(later["scr-gf-001"]?.origin.y == 48)
    // Xcode 13.0 draws it so too; Xcode 13.4 keeps the status bar.
    let (xcode13, _, _) = try Fixture.layout(text(tools: "19162"), name: "gift.storyboard")
    Fixture.expectFrame(xcode13, "scr-gf-001", 0, 0, 414, 842 - 34)
    let (xcode134, _, _) = try Fixture.layout(text(tools: "20037"), name: "gift.storyboard")
    #expect(xcode134["scr-gf-001"]?.origin.y == 44)
  }

  /// A bare sheet keeps the home indicator's inset in files of Xcode 13.1 and 13.2, where a
  /// navigation controller's sheet has lost it: presented on an iPhone 12 (844 tall, status bar
  /// 44 in those Xcodes) the bare controller is stored 790 tall and its content ends 34 above the
  /// sheet's bottom, as ChargePark's wallet top-up and booking screens (toolsVersion 19455) pin
  /// their cards; the navigation controller's sheet of the same file ends its safe area at the
  /// bottom.
  @Test func aBareSheetOfXcode13_1KeepsTheHomeIndicatorsInset() throws {
    let bare = Self.bareStoryboard(height: 790, tools: "19455", device: "retina6_0", width: 390)
    let (frames, resolved, _) = try Fixture.layout(bare, name: "gift.storyboard")
    Fixture.expectFrame(frames, "scr-gf-001", 0, 0, 390, 790 - 34)
    #expect(resolved.safeAreaInsets.top == 0 && resolved.safeAreaInsets.bottom == 34)
    let navigation = Self.storyboard(style: nil, height: 790, tools: "19455", device: "retina6_0", width: 390)
    let (sheet, sheetResolved, _) = try Fixture.layout(navigation, name: "gift.storyboard")
    Fixture.expectFrame(sheet, "_navigationBar", 0, 0, 390, 56)
    #expect(sheetResolved.safeAreaInsets.bottom == 0)
  }

  /// Xcode 14.3 to 16 draw such a sheet from the screen's top: its root is stored the screen
  /// less the sheet's 10-pt gap (886 on an iPhone 11) and pinned to a safe area from 0, with no
  /// home-indicator inset. Before (Xcode 14.0) and in Xcode 26 a root of that height keeps the
  /// status bar.
  @Test func aBareSheetOfXcode15IsTheScreenLessTheGap() throws {
    let (frames, resolved, _) = try Fixture.layout(Self.bareStoryboard(height: 886, tools: "22505"), name: "gift.storyboard")
    Fixture.expectFrame(frames, "scr-gf-001", 0, 0, 414, 886)
    #expect(resolved.safeAreaInsets.top == 0)
    #expect(frames["_statusBar"] == nil)
    for tools in ["21505", "24128"] {
      let (other, _, _) = try Fixture.layout(Self.bareStoryboard(height: 886, tools: tools), name: "gift.storyboard")
      #expect(try #require(other["scr-gf-001"]).origin.y > 40, "\(tools)")
    }
  }

  /// Such a controller sized freely (`freeformSize` 1000 tall) is drawn as a sheet of that
  /// height: Xcode 11 and 12 store its root 946 tall (the freeform height less the status bar
  /// and the sheet's 10-pt gap) and pin it to a safe area from the sheet's top. A root of the
  /// whole freeform height keeps the status bar.
  @Test func aFreeformControllerStoredAsASheetHasNoStatusBar() throws {
    func text(height: Double) -> String {
      Self.bareStoryboard(
        height: height, tools: "17506",
        metrics: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="414" height="1000"/>"#)
    }
    let (frames, resolved, _) = try Fixture.layout(text(height: 946), name: "gift.storyboard")
    Fixture.expectFrame(frames, "scr-gf-001", 0, 0, 414, 946 - 34)
    #expect(resolved.safeAreaInsets.top == 0)
    let (whole, _, _) = try Fixture.layout(text(height: 1000), name: "gift.storyboard")
    #expect(whole["scr-gf-001"]?.origin.y == 44)
  }

  /// A controller sized freely and presented by nothing, on an iPhone 11 (414 × 896): drawn
  /// narrower than the screen, Xcode 11 to 14.2 end its safe area at its bottom, as they do a
  /// freeform view's; Xcode 14.3 keeps the home indicator's 34 pt (status bar 48 there).
  @Test func aFreeformControllerNarrowerThanTheScreenHasNoHomeIndicatorInset() throws {
    func text(width: Double, tools: String = "16096") -> String {
      Self.bareStoryboard(
        height: 400, tools: tools, width: width, shown: false,
        metrics: #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="\#(width)" height="400"/>"#)
    }
    let (narrow, _, _) = try Fixture.layout(text(width: 350), name: "gift.storyboard")
    Fixture.expectFrame(narrow, "scr-gf-001", 0, 44, 350, 400 - 44)
    let (xcode143, _, _) = try Fixture.layout(text(width: 350, tools: "21701"), name: "gift.storyboard")
    Fixture.expectFrame(xcode143, "scr-gf-001", 0, 48, 350, 400 - 48 - 34)
  }

  /// A controller whose simulated size is "Page Sheet" (`simulatedDestinationMetrics`) is drawn
  /// as that sheet though nothing in the file presents it: no status bar; the home indicator's
  /// inset kept by Xcode 12.5 (toolsVersion 18122), none from Xcode 13. Without the metrics the
  /// same root keeps the status bar in a file of Xcode 14.3 (Xcode 11 to 13 draw a root of the
  /// sheet's size as a bare sheet anyway, above).
  @Test func aControllerSimulatedAsAPageSheetIsDrawnAsTheSheet() throws {
    func text(tools: String, metrics: Bool = true) -> String {
      Self.bareStoryboard(
        height: 842, tools: tools, shown: false,
        metrics: metrics ? #"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
    }
    let (later, resolved, _) = try Fixture.layout(text(tools: "20037"), name: "gift.storyboard")
    Fixture.expectFrame(later, "scr-gf-001", 0, 0, 414, 842)
    #expect(resolved.safeAreaInsets.top == 0 && resolved.safeAreaInsets.bottom == 0)
    let (xcode125, _, _) = try Fixture.layout(text(tools: "18122"), name: "gift.storyboard")
    Fixture.expectFrame(xcode125, "scr-gf-001", 0, 0, 414, 842 - 34)
    let (plain, _, _) = try Fixture.layout(text(tools: "21701", metrics: false), name: "gift.storyboard")
    #expect((plain["scr-gf-001"]?.origin.y ?? 0) > 0)
  }

  /// Xcode 26 stores such a bare sheet on an iPhone 16 (852 tall, status bar 59) 793 tall, the
  /// screen less the status bar, and pins it to a safe area from 59 to its bottom: the
  /// canvas's doubled status-bar inset less the sheet's offset, no home-indicator inset.
  @Test func aBareSheetOfXcode26IsBelowTheStatusBar() throws {
    let text = Self.bareStoryboard(height: 793, tools: "24765", device: "retina6_12", width: 393)
    let (frames, resolved, _) = try Fixture.layout(text, name: "gift.storyboard")
    Fixture.expectFrame(frames, "scr-gf-001", 0, 59, 393, 793 - 59)
    #expect(resolved.safeAreaInsets.bottom == 0)
    #expect(frames["_navigationBar"] == nil)
  }

  /// A controller simulated as a page sheet is drawn by Xcode 26 as a presented one is: below
  /// the status bar, its safe area from the bar's height (kDrive's app-lock sheet, 848 tall on
  /// an iPhone 11, pins its bar to a safe area from 48), not from the sheet's top as Xcode 12.5
  /// to 16 drew it.
  @Test func aSimulatedPageSheetOfXcode26IsBelowTheStatusBar() throws {
    let text = Self.bareStoryboard(
      height: 793, tools: "24765", device: "retina6_12", width: 393, shown: false,
      metrics: #"<modalPageSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
    let (frames, resolved, _) = try Fixture.layout(text, name: "gift.storyboard")
    Fixture.expectFrame(frames, "scr-gf-001", 0, 59, 393, 793 - 59)
    #expect(resolved.safeAreaInsets.bottom == 0)
  }

  /// iOS 26 (a file of toolsVersion 24000 and up) draws the sheet's large-title bar 106 tall,
  /// 20 below the sheet's top: the content starts 126 down; without a large title the bar is
  /// 54 tall, 16 below the top, so the content starts 70 down (56 in a file of Xcode 16).
  @Test func anIOS26SheetsLargeTitleBarIs20Below() throws {
    let (frames, _, _) = try Fixture.layout(
      Self.storyboard(style: nil, largeTitles: true, tools: "24128"), name: "gift.storyboard")
    Fixture.expectFrame(frames, "scr-gf-001", 0, 126, 428, 916 - 126)
    let (plain, _, _) = try Fixture.layout(Self.storyboard(style: nil, tools: "24128"), name: "gift.storyboard")
    Fixture.expectFrame(plain, "scr-gf-001", 0, 70, 428, 916 - 70)
    let (before, _, _) = try Fixture.layout(Self.storyboard(style: nil, tools: "23504"), name: "gift.storyboard")
    Fixture.expectFrame(before, "scr-gf-001", 0, 56, 428, 916 - 56)
  }

  /// Presented full screen (stored as tall as the screen) it is no sheet: the content starts
  /// below the status bar and the 44-pt bar, and ends above the home indicator.
  @Test func aFullScreenPresentationIsNoSheet() throws {
    let (frames, _, _) = try Fixture.layout(Self.storyboard(style: "fullScreen", height: 926), name: "gift.storyboard")
    Fixture.expectFrame(frames, "scr-gf-001", 0, 47 + 44, 428, 926 - 91 - 34)
    Fixture.expectFrame(frames, "_navigationBar", 0, 47, 428, 44)
    #expect(frames["_statusBar"] != nil)
  }

  /// Sheets came with iOS 13: in a file saved by Xcode 10 (on an iPhone 8, 375 × 667) the
  /// default, page-sheet and form-sheet styles are drawn full screen, the 44-pt bar below the
  /// 20-pt status bar.
  @Test func beforeXcode11APresentationIsFullScreen() throws {
    for style in [nil, "pageSheet", "formSheet"] {
      let text = Self.storyboard(style: style, height: 667, tools: "14460.31", device: "retina4_7", width: 375)
      let (frames, resolved, _) = try Fixture.layout(text, name: "gift.storyboard")
      Fixture.expectFrame(frames, "scr-gf-001", 0, 64, 375, 667 - 64)
      Fixture.expectFrame(frames, "_navigationBar", 0, 20, 375, 44)
      #expect(frames["_statusBar"] != nil)
      #expect(resolved.safeAreaInsets.top == 64)
    }
  }

  /// iOS 12 made an iPad's navigation bar 50 tall: a full-screen 12.9" iPad (status bar 20) of
  /// Xcode 15 puts the content 70 from the top; Xcode 9.4's canvas had the 44-pt bar.
  @Test func anIPadsNavigationBarIs50TallFromXcode10() throws {
    let text = Self.storyboard(style: "fullScreen", height: 1366, device: "ipad12_9", width: 1024)
    let (frames, _, _) = try Fixture.layout(text, name: "gift.storyboard")
    Fixture.expectFrame(frames, "scr-gf-001", 0, 70, 1024, 1366 - 70)
    Fixture.expectFrame(frames, "_navigationBar", 0, 20, 1024, 50)
    let older = Self.storyboard(style: "fullScreen", height: 1366, tools: "14113", device: "ipad12_9", width: 1024)
    Fixture.expectFrame(try Fixture.layout(older, name: "gift.storyboard").frames, "scr-gf-001", 0, 64, 1024, 1366 - 64)
  }

  /// A controller's root stored at a page sheet's size on an iPad (704 × 995.5 on a 12.9" one,
  /// smaller than the screen both ways) is drawn as the sheet, however it is shown: no status
  /// bar, the sheet's 56-pt navigation bar at its top, no home indicator inset; a toolbar is
  /// an iPad's 50 pt.
  @Test func anIPadRootOfASheetsSizeIsDrawnAsTheSheet() throws {
    for segue in ["presentation", "showDetail"] {
      let text = Self.storyboard(
        style: nil, height: 995.5, tools: "20037", device: "ipad12_9rounded", width: 704, segue: segue,
        toolbar: true)
      let (frames, resolved, _) = try Fixture.layout(text, name: "gift.storyboard")
      Fixture.expectFrame(frames, "scr-gf-001", 0, 56, 704, 995.5 - 56 - 50)
      Fixture.expectFrame(frames, "_navigationBar", 0, 0, 704, 56)
      #expect(frames["_statusBar"] == nil)
      #expect(resolved.safeAreaInsets.bottom == 50)
    }
  }

  /// A navigation controller whose simulated size is a form sheet, presented by nothing in the
  /// file, is drawn as that sheet with every screen of its stack: IBM Wallet's contact details
  /// and the screens they push (Xcode 13.2, an iPhone 11) are stored 842 tall (896 - 44 - 10)
  /// with their content 56 down, under the sheet's bar. Without the simulated size the root
  /// is a screen's, under the status bar.
  @Test func aNavigationControllerSimulatedAsAFormSheetIsDrawnAsTheSheet() throws {
    func text(metrics: String) -> String {
      Self.storyboard(style: nil, height: 842, tools: "19529", device: "retina6_1", width: 414, navigationMetrics: metrics)
        .replacingOccurrences(of: #"<segue destination="nvc-gf-001" kind="presentation" identifier="GiftSegue" id="seg-gf-002"/>"#, with: "")
    }
    let sheet = text(metrics: #"<modalFormSheetSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#)
    #expect(sheet.contains("modalFormSheetSimulatedSizeMetrics") && !sheet.contains("GiftSegue"))
    let (frames, resolved, _) = try Fixture.layout(sheet, name: "gift.storyboard")
    Fixture.expectFrame(frames, "_navigationBar", 0, 0, 414, 56)
    #expect(frames["_statusBar"] == nil)
    #expect(resolved.safeAreaInsets.bottom == 0)
    Fixture.expectFrame(frames, "scr-gf-001", 0, 56, 414, 842 - 56)
    let (screen, _, _) = try Fixture.layout(text(metrics: ""), name: "gift.storyboard")
    #expect(screen["scr-gf-001"]?.origin.y != 56)
  }

  /// So is one without a navigation bar: a 540 × 620 form sheet on a 9.7" iPad of Xcode 9.4
  /// has its safe area from its own top (ecodatum's pickers keep their content 8 below the
  /// sheet's top where it is pinned 8 below the safe area; formshot had put a status bar
  /// above it). The full screen's root keeps the status bar.
  @Test func aBareIPadRootOfASheetsSizeHasNoStatusBar() throws {
    let sheet = Self.bareStoryboard(height: 620, tools: "14113", device: "ipad9_7", width: 540)
    let (frames, resolved, _) = try Fixture.layout(sheet, name: "gift.storyboard")
    #expect(resolved.safeAreaInsets.top == 0)
    #expect(frames["_statusBar"] == nil)
    Fixture.expectFrame(frames, "scr-gf-001", 0, 0, 540, 620)
    let screen = Self.bareStoryboard(height: 1024, tools: "14113", device: "ipad9_7", width: 768)
    #expect(try Fixture.layout(screen, name: "gift.storyboard").resolved.safeAreaInsets.top == 20)
  }

  /// A bare iPad controller smaller than the screen whose file records a freeform size for it
  /// is drawn at that size, not as a sheet: it keeps the status bar (Garage's 538 × 530 history
  /// pop-up on a 10.5" iPad, Xcode 10.2, pins its header 20 above a safe area from 20). The
  /// same controller with no size recorded is the sheet.
  @Test func aBareIPadControllerOfARecordedFreeformSizeKeepsTheStatusBar() throws {
    let size = #"<size key="freeformSize" width="538" height="530"/>"#
    for (metrics, top) in [(size, 20.0), (nil, 0)] {
      let popUp = Self.bareStoryboard(height: 530, tools: "14490", device: "ipad10_5", width: 538, metrics: metrics)
      let (frames, resolved, _) = try Fixture.layout(popUp, name: "gift.storyboard")
      #expect(resolved.safeAreaInsets.top == top)
      #expect((frames["_statusBar"] != nil) == (top > 0))
    }
  }

  /// A navigation controller's root shorter than the screen is drawn below its translucent
  /// bar when it is the screen less bars, but one the file sizes freely (a recorded freeform
  /// size) is drawn at that size from the screen's top, the bars over it: Vrou's beauty-world
  /// screen (414 × 600 on an iPhone 11, Xcode 15) pins its scroll view to a safe area from 92,
  /// below the status bar and the navigation bar.
  @Test func aFreeformRootOfANavigationControllerStartsAtTheScreensTop() throws {
    func layout(freeform: Bool) throws -> [String: Rect] {
      let size = freeform ? #"<size key="freeformSize" width="414" height="600"/>"# : ""
      let text = Fixture.storyboard(tools: "23504", device: "retina6_1", initial: "nvc-bw-001", scenes: [
        Fixture.scene("scn-bw-001", Fixture.viewController(id: "bwd-vc-001", root: "bwd-rt-001", size: (414, 600), """
                                <scrollView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-bw-001">
                                    <rect key="frame" x="0.0" y="92" width="414" height="508"/>
                                </scrollView>
          """, safeArea: "saf-bw-001", constraints: """
                                <constraint firstItem="scr-bw-001" firstAttribute="top" secondItem="saf-bw-001" secondAttribute="top" id="c01-bw-000"/>
                                <constraint firstItem="scr-bw-001" firstAttribute="leading" secondItem="bwd-rt-001" secondAttribute="leading" id="c02-bw-000"/>
                                <constraint firstAttribute="trailing" secondItem="scr-bw-001" secondAttribute="trailing" id="c03-bw-000"/>
                                <constraint firstAttribute="bottom" secondItem="scr-bw-001" secondAttribute="bottom" id="c04-bw-000"/>
          """, extras: """
                        <navigationItem key="navigationItem" title="Beauty" id="nav-bw-001"/>
                        \(size)
          """)),
        Fixture.scene("scn-bw-002", Fixture.navigationController(
          "nvc-bw-001", root: "bwd-vc-001", segue: "seg-bw-001", bar: "nbr-bw-001", barFrame: (0, 48, 414, 44))),
      ])
      return try Fixture.layout(text, name: "home.storyboard", root: "bwd-rt-001").frames
    }
    let freeform = try layout(freeform: true)
    let bar = try #require(freeform["_navigationBar"])
    Fixture.expectFrame(freeform, "scr-bw-001", 0, bar.maxY, 414, 600 - bar.maxY)
    Fixture.expectFrame(try layout(freeform: false), "scr-bw-001", 0, 0, 414, 600)
  }

  /// A root of `height` on an iPhone 11 of Xcode 11 (status bar 44, home indicator 34), shown
  /// full screen in a navigation controller whose simulated metrics set a tab bar.
  static func tabbedNavigationRoot(height: Double, opaque: Bool) throws -> (frames: [String: Rect], insets: EdgeInsets) {
    let translucent = opaque ? " translucent=\"NO\"" : ""
    let text = Self.storyboard(
      style: "fullScreen", height: height, tools: "15400", device: "retina6_1", width: 414,
      navigationMetrics: "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\"\(translucent)/>")
    let (frames, resolved, _) = try Fixture.layout(text, name: "gift.storyboard")
    return (frames, resolved.safeAreaInsets)
  }

  /// A navigation controller's simulated tab bar is under its root too: a root under the
  /// navigation bar (808 = 896 - 88) reaching the screen's bottom under the tab bar keeps
  /// 49 + 34 at the bottom.
  @Test func aNavigationControllersTabBarIsUnderItsRoot() throws {
    let (frames, insets) = try Self.tabbedNavigationRoot(height: 808, opaque: false)
    #expect(insets.bottom == 83)
    Fixture.expectFrame(frames, "scr-gf-001", 0, 0, 414, 808 - 83)
  }

  /// A root that stops at an opaque tab bar (725 = 896 - 88 - 83) ends above it and the home
  /// indicator: no inset at either end.
  @Test func aRootEndingAboveAnOpaqueTabBarHasNoBottomInset() throws {
    let (frames, insets) = try Self.tabbedNavigationRoot(height: 725, opaque: true)
    #expect(insets.top == 0 && insets.bottom == 0)
    Fixture.expectFrame(frames, "scr-gf-001", 0, 0, 414, 725)
  }

  /// A root under a translucent navigation bar stored short of the screen by exactly a tab bar
  /// and the home indicator (813 = 896 - 49 - 34), though no bar of the file says so, is in a
  /// tab of a tab bar controller kept elsewhere: it starts at the screen's top and ends above
  /// the tab bar (SmartSharjah's consultation, parking and service screens, Xcode 11.4, pin
  /// their headers 44 below a safe area from 88 and reach their root's bottom; formshot had
  /// pushed them 83 down below the bars).
  @Test func aRootShortByATabBarEndsAboveIt() throws {
    let text = Self.storyboard(style: "fullScreen", height: 813, tools: "15705", device: "retina6_1", width: 414)
    let (frames, resolved, _) = try Fixture.layout(text, name: "gift.storyboard")
    #expect(resolved.safeAreaInsets.top == 88 && resolved.safeAreaInsets.bottom == 0)
    Fixture.expectFrame(frames, "scr-gf-001", 0, 88, 414, 813 - 88)
    // Short by the bars above it (808 = 896 - 44 - 44), it is below them.
    let below = Self.storyboard(style: "fullScreen", height: 808, tools: "15705", device: "retina6_1", width: 414)
    #expect(try Fixture.layout(below, name: "gift.storyboard").resolved.safeAreaInsets.top == 0)
  }

  /// Xcode 26 pushes a root that its opaque bars shorten below its doubled status-bar inset
  /// too: under an iPhone 11's opaque navigation bar a root stored 746 = 896 - 48 - 48 - 54
  /// tall (WSDOT's toll-rate screens, toolsVersion 24412) has its safe area from its own top,
  /// where it had started 48 down.
  @Test func xcode26PushesAShortRootBelowTheDoubledStatusBar() throws {
    let opaque = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
    let text = Self.storyboard(
      style: "fullScreen", height: 746, tools: "24412", device: "retina6_1", width: 414,
      navigationMetrics: opaque)
    let (frames, resolved, _) = try Fixture.layout(text, name: "gift.storyboard")
    #expect(resolved.safeAreaInsets.top == 0)
    #expect(frames["scr-gf-001"]?.minY == 0)
  }

  /// A controller presented as a popover is drawn as the popover's content, a freeform
  /// 200 × 65 view without a status bar: a slider pinned to its safe area's top starts at 0
  /// (Xcode 10 on an iPhone 8, whose screens have a 20-pt status bar).
  @Test func aPopoversContentHasNoStatusBar() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14109" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="pnt-vc-001">
          <device id="retina4_7" orientation="portrait">
              <adaptation id="fullscreen"/>
          </device>
          <scenes>
              <scene sceneID="scn-bw-001">
                  <objects>
                      <viewController id="bru-vc-001" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="bru-rt-001">
                              <rect key="frame" x="0.0" y="0.0" width="200" height="65"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="swt-bw-001">
                                      <rect key="frame" x="8" y="8" width="184" height="49"/>
                                  </view>
                              </subviews>
                              <constraints>
                                  <constraint firstItem="swt-bw-001" firstAttribute="top" secondItem="saf-bw-001" secondAttribute="top" constant="8" id="c01-bw-000"/>
                                  <constraint firstItem="saf-bw-001" firstAttribute="bottom" secondItem="swt-bw-001" secondAttribute="bottom" constant="8" id="c02-bw-000"/>
                                  <constraint firstItem="swt-bw-001" firstAttribute="leading" secondItem="saf-bw-001" secondAttribute="leading" constant="8" id="c03-bw-000"/>
                                  <constraint firstItem="saf-bw-001" firstAttribute="trailing" secondItem="swt-bw-001" secondAttribute="trailing" constant="8" id="c04-bw-000"/>
                              </constraints>
                              <viewLayoutGuide key="safeArea" id="saf-bw-001"/>
                          </view>
                          <value key="contentSizeForViewInPopover" type="size" width="200" height="65"/>
                          <size key="freeformSize" width="200" height="65"/>
                      </viewController>
                  </objects>
              </scene>
              <scene sceneID="scn-bw-002">
                  <objects>
                      \(Fixture.emptyViewController("pnt-vc-001", root: "pnt-rt-001", size: (375, 667), safeArea: "saf-bw-002", extras: """
                          <toolbarItems>
                              <barButtonItem title="Width" id="wid-bw-001">
                                  <connections>
                                      <segue destination="bru-vc-001" kind="popoverPresentation" popoverAnchorBarButtonItem="wid-bw-001" id="seg-bw-001">
                                          <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                                      </segue>
                                  </connections>
                              </barButtonItem>
                          </toolbarItems>
                      """))
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let (frames, resolved, _) = try Fixture.layout(text, name: "brush.storyboard")
    #expect(resolved.safeAreaInsets.top == 0)
    Fixture.expectFrame(frames, "swt-bw-001", 8, 8, 184, 49)
    #expect(frames["_statusBar"] == nil)
  }

  /// A controller's root 44 pt shorter than an iPhone 11's screen (852 of 896), with no top bar,
  /// in a file laid out with safe areas: the status bar (48 in Xcode 15) is inside the safe
  /// area, so the root starts at the screen's top and ends 44 above its bottom, past the home
  /// indicator's area — a list pinned to the safe area runs from 48 to the root's bottom. A
  /// file of top layout guides (no `useSafeAreas`) keeps such a root below the status bar.
  @Test func aShortRootWithoutATopBarStartsUnderTheStatusBar() throws {
    let text = Fixture.storyboard(Fixture.viewController(
      attributes: #" modalPresentationStyle="fullScreen""#, root: "lst-rt-001", size: (414, 852), """
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="lst-bx-001">
                                      <rect key="frame" x="0.0" y="48" width="414" height="804"/>
                                  </view>
      """, safeArea: "saf-ls-001", constraints: """
                                  <constraint firstItem="lst-bx-001" firstAttribute="top" secondItem="saf-ls-001" secondAttribute="top" id="c01-ls-000"/>
                                  <constraint firstItem="saf-ls-001" firstAttribute="bottom" secondItem="lst-bx-001" secondAttribute="bottom" id="c02-ls-000"/>
                                  <constraint firstItem="lst-bx-001" firstAttribute="leading" secondItem="saf-ls-001" secondAttribute="leading" id="c03-ls-000"/>
                                  <constraint firstItem="saf-ls-001" firstAttribute="trailing" secondItem="lst-bx-001" secondAttribute="trailing" id="c04-ls-000"/>
      """))
    let (frames, resolved, _) = try Fixture.layout(text, name: "log.storyboard")
    #expect(resolved.safeAreaInsets.top == 48 && resolved.safeAreaInsets.bottom == 0)
    Fixture.expectFrame(frames, "lst-bx-001", 0, 48, 414, 804)
    let guides = text.replacingOccurrences(of: " useSafeAreas=\"YES\"", with: "")
    // The root starts 44 down, under 4 pt of the status bar.
    #expect(try Fixture.layout(guides, name: "log.storyboard").resolved.safeAreaInsets.top == 4)
  }

  /// A browsing screen (a xib's view, as OnionBrowser's): a map over two stacked toolbars, the
  /// lower one pinned to the bottom of the safe area, in a file of Xcode 12 (toolsVersion 17156).
  static func toolbarsScreen(device: String, height: Double) -> String {
    Fixture.screen("""
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="map-vw-001">
                    <rect key="frame" x="0.0" y="44" width="414" height="725"/>
                </view>
                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tbr-up-001">
                    <rect key="frame" x="0.0" y="769" width="414" height="44"/>
                    <items>
                        <barButtonItem title="Mode" id="itm-up-001"/>
                    </items>
                </toolbar>
                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tbr-lo-001">
                    <rect key="frame" x="0.0" y="813" width="414" height="49"/>
                    <items>
                        <barButtonItem style="plain" systemItem="flexibleSpace" id="itm-lo-001"/>
                        <barButtonItem title="Settings" id="itm-lo-002"/>
                    </items>
                </toolbar>
    """, constraints: """
                <constraint firstItem="map-vw-001" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" id="ctb-00-001"/>
                <constraint firstItem="map-vw-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="ctb-00-002"/>
                <constraint firstAttribute="trailing" secondItem="map-vw-001" secondAttribute="trailing" id="ctb-00-003"/>
                <constraint firstItem="tbr-up-001" firstAttribute="top" secondItem="map-vw-001" secondAttribute="bottom" id="ctb-00-004"/>
                <constraint firstItem="tbr-up-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="ctb-00-005"/>
                <constraint firstAttribute="trailing" secondItem="tbr-up-001" secondAttribute="trailing" id="ctb-00-006"/>
                <constraint firstItem="tbr-lo-001" firstAttribute="top" secondItem="tbr-up-001" secondAttribute="bottom" id="ctb-00-007"/>
                <constraint firstItem="tbr-lo-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="ctb-00-008"/>
                <constraint firstAttribute="trailing" secondItem="tbr-lo-001" secondAttribute="trailing" id="ctb-00-009"/>
                <constraint firstItem="saf-e0-ar1" firstAttribute="bottom" secondItem="tbr-lo-001" secondAttribute="bottom" id="ctb-00-010"/>
    """, device: device, size: (414, height), tools: "17156")
  }

  /// A toolbar standing on an iPhone's home indicator (its bottom on the safe area's) is 49
  /// tall; the one stacked above it, and any toolbar on an iPhone with a home button, 44.
  @Test func aToolbarOnTheHomeIndicatorIs49Tall() throws {
    let (frames, _, result) = try Fixture.layout(Self.toolbarsScreen(device: "retina6_1", height: 896))
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "tbr-lo-001", 0, 896 - 34 - 49, 414, 49)
    Fixture.expectFrame(frames, "tbr-up-001", 0, 896 - 34 - 49 - 44, 414, 44)
    Fixture.expectFrame(frames, "map-vw-001", 0, 44, 414, 896 - 34 - 49 - 44 - 44)
    let (plain, _, _) = try Fixture.layout(Self.toolbarsScreen(device: "retina5_5", height: 736))
    Fixture.expectFrame(plain, "tbr-lo-001", 0, 736 - 44, 414, 44)
    Fixture.expectFrame(plain, "tbr-up-001", 0, 736 - 88, 414, 44)
  }

  /// Pinned to the screen's own bottom edge, under the home indicator, the toolbar is 49 tall
  /// too (rTracker's reminder screen, Xcode 13); the one stacked above it stays 44.
  @Test func aToolbarAtTheScreensBottomIs49Tall() throws {
    let plain = Self.toolbarsScreen(device: "retina6_1", height: 896)
    let text = plain.replacingOccurrences(
      of: #"<constraint firstItem="saf-e0-ar1" firstAttribute="bottom" secondItem="tbr-lo-001" secondAttribute="bottom" id="ctb-00-010"/>"#,
      with: #"<constraint firstAttribute="bottom" secondItem="tbr-lo-001" secondAttribute="bottom" id="ctb-00-010"/>"#)
    #expect(text != plain)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "tbr-lo-001", 0, 896 - 49, 414, 49)
    Fixture.expectFrame(frames, "tbr-up-001", 0, 896 - 49 - 44, 414, 44)
  }
}
