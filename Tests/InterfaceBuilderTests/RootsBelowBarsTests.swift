// Controllers' roots that start below opaque top bars: a root Xcode stores below the screen's
// top is inside the screen only down to the screen's bottom, and a freeform controller under
// an opaque navigation bar is its view's size below the bar.
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import Testing

@Suite struct RootsBelowBarsTests {
  /// A converter screen under an opaque navigation bar in a storyboard saved by Xcode 8
  /// without a `<device>` (what "Refactor to Storyboard" wrote): its root is stored at y 64 but
  /// still 667 tall, and a keypad hangs between the top and bottom layout guides. `freeform`
  /// sizes the controller freely instead (500 × 524 at y 0, Xcode 12 on an iPhone 8);
  /// `anySize` is an Xcode 7 size-class file's (the 600 × 600 any-size canvas, the root at y 64
  /// and 536 tall).
  static func converter(freeform: Bool = false, anySize: Bool = false, xcode6: Bool = false) -> String {
    let tools = freeform ? "18122" : anySize ? "9532" : xcode6 ? "7706" : "11542"
    let device = freeform ? #"<device id="retina4_7" orientation="portrait" appearance="light"/>"# : ""
    let frame =
      freeform
      ? #"x="0.0" y="0.0" width="500" height="524""#
      : anySize ? #"x="0.0" y="64" width="600" height="536""#
      : xcode6 ? #"x="0.0" y="64" width="320" height="416""# : #"x="0.0" y="64" width="375" height="667""#
    let traits = anySize ? #" useTraitCollections="YES""# : ""
    let size = freeform ? "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>\n<size key=\"freeformSize\" width=\"500\" height=\"524\"/>" : ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" systemVersion="16B2555" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(traits) colorMatched="YES" initialViewController="cnv-vc-001">
          \(device)
          <scenes>
              <scene sceneID="scn-cv-001">
                  <objects>
                      <viewController id="cnv-vc-001" sceneMemberID="viewController">
                          <layoutGuides>
                              <viewControllerLayoutGuide type="top" id="top-cv-001"/>
                              <viewControllerLayoutGuide type="bottom" id="bot-cv-001"/>
                          </layoutGuides>
                          <view key="view" contentMode="scaleToFill" id="cnv-rt-001">
                              <rect key="frame" \(frame)/>
                              <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                              <subviews>
                                  <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pad-cv-001">
                                      <rect key="frame" x="0.0" y="8" width="375" height="595"/>
                                  </view>
                              </subviews>
                              <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                              <constraints>
                                  <constraint firstItem="pad-cv-001" firstAttribute="top" secondItem="top-cv-001" secondAttribute="bottom" constant="8" id="c01-cv-000"/>
                                  <constraint firstItem="bot-cv-001" firstAttribute="top" secondItem="pad-cv-001" secondAttribute="bottom" id="c02-cv-000"/>
                                  <constraint firstItem="pad-cv-001" firstAttribute="leading" secondItem="cnv-rt-001" secondAttribute="leading" id="c03-cv-000"/>
                                  <constraint firstAttribute="trailing" secondItem="pad-cv-001" secondAttribute="trailing" id="c04-cv-000"/>
                              </constraints>
                          </view>
                          <navigationItem key="navigationItem" title="Converter" id="nav-cv-001"/>
                          <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>
                          \(size)
                      </viewController>
                  </objects>
              </scene>
          </scenes>
          <simulatedMetricsContainer key="defaultSimulatedMetrics">
              <simulatedStatusBarMetrics key="statusBar"/>
              <simulatedOrientationMetrics key="orientation"/>
              <simulatedScreenMetrics key="destination"\(xcode6 ? "" : #" type="retina4_7.fullscreen""#)/>
          </simulatedMetricsContainer>
      </document>
      """
  }

  /// A navigation controller with an opaque bar whose root is the converter, and the end of the
  /// scenes: it replaces the converter file's `</scenes>`.
  static func opaqueNavigationScene(width: Double, metrics: String = "") -> String {
    """
              <scene sceneID="scn-nv-001">
                  <objects>
                      <navigationController id="nav-vc-001" sceneMemberID="viewController">
                          \(metrics)
                          <navigationBar key="navigationBar" contentMode="scaleToFill" translucent="NO" id="nav-br-001">
                              <rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                              <autoresizingMask key="autoresizingMask"/>
                          </navigationBar>
                          <connections>
                              <segue destination="cnv-vc-001" kind="relationship" relationship="rootViewController" id="seg-nv-001"/>
                          </connections>
                      </navigationController>
                  </objects>
              </scene>
          </scenes>
      """
  }

  /// The root starts 64 below the screen's top (status bar and navigation bar above it) and
  /// keeps its stored 667, but its safe area ends at the screen's bottom, 603 down the root:
  /// the keypad fills 8 to 603, where before it started 72 down and ran to 667.
  @Test func aRootStoredBelowTheTopEndsItsSafeAreaAtTheScreensBottom() throws {
    let (frames, resolved, _) = try Fixture.layout(Self.converter(), name: "converter.storyboard")
    #expect(resolved.safeAreaInsets.top == 0)
    #expect(resolved.safeAreaInsets.bottom == 64)
    Fixture.expectFrame(frames, "cnv-rt-001", 0, 0, 375, 667)
    Fixture.expectFrame(frames, "pad-cv-001", 0, 8, 375, 595)
  }

  /// A root at y 64 in a file without a device ends at its screen's bottom, so nothing of it is
  /// outside the safe area (formshot had taken the root's own height for the screen, and cut
  /// 64 off its bottom): a size-class file's 600-wide root, 536 tall, on Xcode 6 and 7's
  /// 600 × 600 any-size canvas; an Xcode 6 file's 320 × 416 root on the 3.5-inch iPhone it was
  /// designed for (its simulated destination has no type).
  @Test(arguments: [(true, 600.0, 536.0), (false, 320, 416)])
  func aRootBelowTheTopOfADevicelessFileEndsAtItsScreensBottom(anySize: Bool, width: Double, height: Double) throws {
    let text = Self.converter(anySize: anySize, xcode6: !anySize)
    let (frames, resolved, _) = try Fixture.layout(text, name: "converter.storyboard")
    #expect(resolved.safeAreaInsets.top == 0)
    #expect(resolved.safeAreaInsets.bottom == 0)
    Fixture.expectFrame(frames, "cnv-rt-001", 0, 0, width, height)
    Fixture.expectFrame(frames, "pad-cv-001", 0, 8, width, height - 8)
  }

  /// A child embedded in a container is drawn as a screen of its own size, though stored below
  /// the top: what of it reaches past that screen's bottom is outside the safe area (kiwix's
  /// search history of Xcode 9.1, at y 64 and as tall as its container, pins its table to a
  /// bottom guide 64 tall), not on the 3.5-inch screen a screen of its own would be.
  @Test func anEmbeddedChildBelowTheTopIsAScreenOfItsOwnSize() throws {
    let plain = Self.converter(xcode6: true)
    let container = SimulatedBarsTests.containerParent(
      1, embedding: "cnv-vc-001", size: (320, 480), containerY: 64, containerHeight: 416)
    let text = plain.replacingOccurrences(of: "    </scenes>", with: container + "\n    </scenes>")
    #expect(text != plain)
    let (frames, resolved, _) = try Fixture.layout(text, name: "converter.storyboard")
    #expect(resolved.safeAreaInsets.bottom == 64)
    Fixture.expectFrame(frames, "pad-cv-001", 0, 8, 320, 344)
  }

  /// Such a root under a toolbar as well ends its safe area above the toolbar, and the toolbar
  /// is drawn over its bottom: the root reaches the screen's bottom, though it is not the
  /// whole screen (rileylink's configuration screen; before, no bar was drawn on it).
  @Test func aRootBelowTheTopBarsShowsItsToolbar() throws {
    let plain = Self.converter(xcode6: true)
    let text = plain.replacingOccurrences(
      of: #"<navigationItem key="navigationItem" title="Converter" id="nav-cv-001"/>"#,
      with: #"<navigationItem key="navigationItem" title="Converter" id="nav-cv-001"/><simulatedToolbarMetrics key="simulatedBottomBarMetrics"/>"#)
    #expect(text != plain)
    let (frames, resolved, _) = try Fixture.layout(text, name: "converter.storyboard")
    #expect(resolved.safeAreaInsets.bottom == 44)
    Fixture.expectFrame(frames, "pad-cv-001", 0, 8, 320, 364)
    Fixture.expectFrame(frames, "_toolbar", 0, 372, 320, 44)
    #expect(frames["_navigationBar"] == nil)
  }

  /// A root that does not extend under the bars (`edgesForExtendedLayout` none) is stored
  /// below the navigation bar and ends above the tab bar: 367 = 480 − 64 − 49 on the 3.5-inch
  /// iPhone. The tab bar lies outside it, so its bottom layout guide is at its own bottom
  /// (LocateMe's two screens of Xcode 6 pin their tables there), not 49 above it.
  @Test func aRootEndingAboveTheBottomBarHasNoneOfItInItsSafeArea() throws {
    let plain = Self.converter(xcode6: true)
    let text = plain
      .replacingOccurrences(of: #"x="0.0" y="64" width="320" height="416""#, with: #"x="0.0" y="64" width="320" height="367""#)
      .replacingOccurrences(
        of: #"<navigationItem key="navigationItem" title="Converter" id="nav-cv-001"/>"#,
        with: #"<extendedEdge key="edgesForExtendedLayout"/><navigationItem key="navigationItem" title="Converter" id="nav-cv-001"/><simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
    #expect(text.contains(#"height="367""#) && text.contains("simulatedTabBarMetrics"))
    let (frames, resolved, _) = try Fixture.layout(text, name: "converter.storyboard")
    #expect(resolved.safeAreaInsets.bottom == 0)
    Fixture.expectFrame(frames, "pad-cv-001", 0, 8, 320, 359)
  }

  /// An Xcode 7 file names the screen on the navigation controller (`simulatedDestinationMetrics`,
  /// `retina4`), not on the controller it shows, whose metrics are "Inferred": the controller's
  /// root, stored at y 64 and 455 tall above a tab bar, is on that 568-pt screen and ends above
  /// the tab bar, so its bottom layout guide is at its own bottom (ToThePenny's expenses
  /// screen pins its add button 16 above it). formshot had taken a screen ending at the root's
  /// bottom and put the tab bar inside it, 49 pt higher.
  @Test func aRootTakesItsScreenFromItsNavigationController() throws {
    let plain = Self.converter(xcode6: true)
    let navigation = Self.opaqueNavigationScene(
      width: 320, metrics: #"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="retina4"/>"#)
    let text = plain
      .replacingOccurrences(of: #"x="0.0" y="64" width="320" height="416""#, with: #"x="0.0" y="64" width="320" height="455""#)
      .replacingOccurrences(
        of: #"<navigationItem key="navigationItem" title="Converter" id="nav-cv-001"/>"#,
        with: #"<navigationItem key="navigationItem" title="Converter" id="nav-cv-001"/><simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
      .replacingOccurrences(of: "    </scenes>", with: navigation)
      .replacingOccurrences(of: #"<simulatedScreenMetrics key="destination"/>"#, with: "")
    #expect(text.contains("retina4") && !text.contains(#"key="destination""#) && text.contains("simulatedTabBarMetrics"))
    let (frames, resolved, _) = try Fixture.layout(text, name: "converter.storyboard")
    #expect(resolved.safeAreaInsets.bottom == 0)
    Fixture.expectFrame(frames, "pad-cv-001", 0, 8, 320, 447)
  }

  /// A freeform controller under an opaque navigation bar is its view's size below the bar:
  /// its top layout guide is at the view's top (Xcode 12, where a home-button iPhone has no
  /// status bar, had put it 44 down, under a bar drawn over the view).
  @Test func aFreeformControllerStartsBelowAnOpaqueBar() throws {
    let (frames, resolved, _) = try Fixture.layout(Self.converter(freeform: true), name: "converter.storyboard")
    #expect(resolved.safeAreaInsets.top == 0)
    Fixture.expectFrame(frames, "pad-cv-001", 0, 8, 500, 516)
  }

  /// A controller's own "Translucent Navigation Bar" metrics (a `simulatedNavigationBarMetrics`
  /// without `translucent="NO"`) win over its navigation controller's opaque bar: its view runs
  /// under the bar from the top, its top guide 44 down (Xcode 12.5 draws no status bar on an
  /// iPhone 8), and the bar is painted over its top. Left to infer the bar, it starts below the
  /// opaque one, its guide at 0, the bar above it.
  @Test func aControllersOwnTranslucentBarWinsOverItsNavigationControllersOpaqueOne() throws {
    let navigation = Self.opaqueNavigationScene(width: 375)
    let opaqueMetrics = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#
    let pushed = Self.converter(freeform: true).replacingOccurrences(of: "    </scenes>", with: navigation)
    let translucent = pushed.replacingOccurrences(
      of: opaqueMetrics, with: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
    let inferred = pushed.replacingOccurrences(of: opaqueMetrics, with: "")
    #expect(translucent.contains("nav-vc-001") && !translucent.contains(opaqueMetrics) && !inferred.contains("simulatedTopBarMetrics"))
    let (underBar, underInsets, _) = try Fixture.layout(translucent, name: "converter.storyboard")
    #expect(underInsets.safeAreaInsets.top == 44)
    Fixture.expectFrame(underBar, "pad-cv-001", 0, 52, 500, 472)
    Fixture.expectFrame(underBar, "_navigationBar", 0, 0, 500, 44)
    let (belowBar, belowInsets, _) = try Fixture.layout(inferred, name: "converter.storyboard")
    #expect(belowInsets.safeAreaInsets.top == 0)
    Fixture.expectFrame(belowBar, "pad-cv-001", 0, 8, 500, 516)
    #expect(belowBar["_navigationBar"] == nil)
  }

  /// A controller whose `edgesForExtendedLayout` leaves the top edge out ("Under Top Bars"
  /// unchecked) starts below its top bar however translucent the bar is, as UIKit lays it out:
  /// a freeform 500 × 524 view under a translucent bar has its top guide at its own top (kukai's
  /// account screen); extended at the top as well, it runs under the bar, its guide 44 down.
  @Test func aControllerNotExtendedUnderTopBarsStartsBelowThem() throws {
    let translucent = Self.converter(freeform: true).replacingOccurrences(
      of: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" translucent="NO" prompted="NO"/>"#,
      with: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
    func edges(_ attributes: String) -> String {
      translucent.replacingOccurrences(
        of: #"<navigationItem key="navigationItem""#,
        with: "<extendedEdge key=\"edgesForExtendedLayout\"\(attributes)/>\n<navigationItem key=\"navigationItem\"")
    }
    let bottomOnly = edges(#" bottom="YES""#)
    #expect(bottomOnly != translucent && bottomOnly.contains("edgesForExtendedLayout"))
    let (below, belowInsets, _) = try Fixture.layout(bottomOnly, name: "converter.storyboard")
    #expect(belowInsets.safeAreaInsets.top == 0)
    Fixture.expectFrame(below, "pad-cv-001", 0, 8, 500, 516)
    let (under, underInsets, _) = try Fixture.layout(edges(#" top="YES" bottom="YES""#), name: "converter.storyboard")
    #expect(underInsets.safeAreaInsets.top == 44)
    Fixture.expectFrame(under, "pad-cv-001", 0, 52, 500, 472)
    // Xcode 26 on an iPhone 15 doubles the status bar's inset (`canvasTop`); below the bars
    // none of it is left in the safe area (the home indicator's, doubled too, still is: 68).
    let xcode26 = bottomOnly
      .replacingOccurrences(of: #"toolsVersion="18122""#, with: #"toolsVersion="24127""#)
      .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="retina6_12""#)
    #expect(xcode26.contains("24127") && xcode26.contains("retina6_12"))
    let (below26, below26Insets, _) = try Fixture.layout(xcode26, name: "converter.storyboard")
    #expect(below26Insets.safeAreaInsets.top == 0)
    Fixture.expectFrame(below26, "pad-cv-001", 0, 8, 500, 524 - 8 - 68)
  }

  /// A controller sized freely at the screen's own size (375 × 667 on an iPhone 8) is drawn
  /// as the screen, under the status and the opaque bar: its top layout guide is 64 down, as
  /// WSDOT's favourites and route lists (Xcode 16.4) pin their tables there; it had been taken
  /// for a view below the bar, its guide at 0.
  @Test func aFreeformControllerOfTheScreensSizeIsTheScreen() throws {
    let text = Self.converter(freeform: true)
      .replacingOccurrences(of: #"x="0.0" y="0.0" width="500" height="524""#, with: #"x="0.0" y="0.0" width="375" height="667""#)
      .replacingOccurrences(of: #"<size key="freeformSize" width="500" height="524"/>"#, with: "")
      .replacingOccurrences(of: #"toolsVersion="18122""#, with: #"toolsVersion="23727""#)
    let (frames, resolved, _) = try Fixture.layout(text, name: "converter.storyboard")
    #expect(resolved.safeAreaInsets.top == 64)
    Fixture.expectFrame(frames, "pad-cv-001", 0, 72, 375, 595)
  }

  /// A controller sized freely by a `freeformSize` alone (no metrics element, as Xcode 10 to 12
  /// write it) under an opaque navigation bar and above an opaque tab bar is its view's size
  /// between them: what its freeform height leaves below the view is the tab bar's, so its
  /// safe area ends at its own bottom (LocalStorage's overview, 375 × 900 → 735 tall).
  @Test func aFreeformControllerEndsAboveAnOpaqueTabBar() throws {
    let text = Self.converter(freeform: true)
      .replacingOccurrences(of: "<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>", with: "")
      .replacingOccurrences(of: #"<size key="freeformSize" width="500" height="524"/>"#, with: #"<size key="freeformSize" width="500" height="617"/>"#)
      .replacingOccurrences(
        of: "<navigationItem key=\"navigationItem\"",
        with: "<simulatedTabBarMetrics key=\"simulatedBottomBarMetrics\" translucent=\"NO\"/>\n<navigationItem key=\"navigationItem\"")
    let (frames, resolved, _) = try Fixture.layout(text, name: "converter.storyboard")
    #expect(resolved.safeAreaInsets.top == 0)
    #expect(resolved.safeAreaInsets.bottom == 0)
    Fixture.expectFrame(frames, "pad-cv-001", 0, 8, 500, 516)
  }

  /// A survey screen stored at the whole screen (375 × 667 on an iPhone 8, Xcode 12.4) in a
  /// navigation controller whose bar is opaque is laid out below the bar all the same, the
  /// screen less the bar (no status bar on that canvas): its scroll view, pinned to the safe
  /// area's top and the root's bottom, fills 0 to 623, as DIMODAMO's and Canoodle's screens
  /// store theirs (10 roots); it had run under the bar, 44 to 667. Xcode 11 keeps the root
  /// under the bar, in a file of safe areas (the M3 Admin app's screens, Xcode 11.3) or of
  /// layout guides (hpb-wallet's detail screens, Xcode 11.2): 44 down.
  @Test(arguments: [("17701", true), ("15705", true), ("15505", false)])
  func aWholeScreenRootUnderAnOpaqueBarIsLaidOutBelowIt(tools: String, safeAreas: Bool) throws {
    let top = safeAreas
      ? #"<constraint firstItem="scr-wr-001" firstAttribute="top" secondItem="saf-wr-001" secondAttribute="top" id="c01-wr-000"/>"#
      : #"<constraint firstItem="scr-wr-001" firstAttribute="top" secondItem="top-wr-001" secondAttribute="bottom" id="c01-wr-000"/>"#
    let guides = safeAreas ? "" : """
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="top-wr-001"/>
                        </layoutGuides>
      """
    let survey = Fixture.viewController(
      id: "srv-vc-001", root: "srv-rt-001", size: (375, 667), """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scr-wr-001">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="623"/>
                                </view>
      """, safeArea: safeAreas ? "saf-wr-001" : nil,
      constraints: """
      \(top)
                                <constraint firstAttribute="bottom" secondItem="scr-wr-001" secondAttribute="bottom" id="c02-wr-000"/>
                                <constraint firstItem="scr-wr-001" firstAttribute="leading" secondItem="srv-rt-001" secondAttribute="leading" id="c03-wr-000"/>
                                <constraint firstAttribute="trailing" secondItem="scr-wr-001" secondAttribute="trailing" id="c04-wr-000"/>
      """, extras: """
                        <navigationItem key="navigationItem" title="1 / 20" id="nav-wr-001"/>
      """
    ).replacingOccurrences(of: #"<viewController id="srv-vc-001" sceneMemberID="viewController">"#,
                           with: "<viewController id=\"srv-vc-001\" sceneMemberID=\"viewController\">\n\(guides)")
    let text = Fixture.storyboard(tools: tools, device: "retina4_7", safeAreas: safeAreas, initial: "nvc-wr-001", scenes: [
      Fixture.scene("scn-wr-001", Fixture.navigationController(
        "nvc-wr-001", root: "srv-vc-001", segue: "seg-wr-001", bar: "nbr-wr-001", barFrame: (0, 0, 375, 44),
        barAttributes: #" translucent="NO""#)),
      Fixture.scene("scn-wr-002", survey),
    ])
    #expect(text.contains(safeAreas ? "saf-wr-001" : "top-wr-001"))
    let (frames, resolved, _) = try Fixture.layout(text, name: "survey.storyboard", root: "srv-rt-001")
    if tools == "17701" {
      #expect(resolved.safeAreaInsets.top == 0)
      Fixture.expectFrame(frames, "srv-rt-001", 0, 0, 375, 623)
      Fixture.expectFrame(frames, "scr-wr-001", 0, 0, 375, 623)
    } else {
      Fixture.expectFrame(frames, "srv-rt-001", 0, 0, 375, 667)
      Fixture.expectFrame(frames, "scr-wr-001", 0, 44, 375, 623)
    }
  }

  /// A list screen in a navigation controller whose opaque bar prefers large titles, in a tab
  /// of an opaque tab bar, drawn in landscape on an iPhone 8 Plus by Xcode 10.2: landscape is
  /// a compact height, where UIKit shows no large title, so the bar is the standard 44 and the
  /// root, stored 321 = 414 − 44 − 49 tall below it, has its safe area from its own top
  /// (LocalStorage's three landscape screens pin their content 5 below it).
  @Test func aLandscapeIPhoneShowsNoLargeTitle() throws {
    let text = Fixture.storyboard(tools: "14490.70", device: "retina5_5", orientation: "landscape", initial: "tab-ls-001", scenes: [
      Fixture.scene("scn-ls-001", Fixture.viewController(
        id: "lst-vc-001", root: "lst-rt-001", size: (736, 321), """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hdr-ls-001">
                                    <rect key="frame" x="0.0" y="5" width="736" height="100"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="100" id="c00-ls-000"/>
                                    </constraints>
                                </view>
        """, safeArea: "saf-ls-001", background: true, constraints: """
                                <constraint firstItem="hdr-ls-001" firstAttribute="top" secondItem="saf-ls-001" secondAttribute="top" constant="5" id="c01-ls-000"/>
                                <constraint firstItem="hdr-ls-001" firstAttribute="leading" secondItem="saf-ls-001" secondAttribute="leading" id="c02-ls-000"/>
                                <constraint firstItem="saf-ls-001" firstAttribute="trailing" secondItem="hdr-ls-001" secondAttribute="trailing" id="c03-ls-000"/>
        """, extras: """
                        <navigationItem key="navigationItem" title="Types" id="nav-ls-001"/>
        """)),
      Fixture.scene("scn-ls-002", Fixture.navigationController(
        "nvc-ls-001", root: "lst-vc-001", segue: "seg-ls-001", bar: "nbr-ls-001", barFrame: (0, 0, 736, 44),
        barAttributes: #" translucent="NO" largeTitles="YES""#)),
      Fixture.scene("scn-ls-003", Fixture.tabBarController(
        "tab-ls-001", bar: "tbr-ls-001", width: 736, tabs: [("nvc-ls-001", "seg-ls-002")])),
    ])
    let (frames, resolved, _) = try Fixture.layout(text, name: "types.storyboard", root: "lst-rt-001")
    #expect(resolved.safeAreaInsets.top == 0)
    Fixture.expectFrame(frames, "hdr-ls-001", 0, 5, 736, 100)
  }
}
