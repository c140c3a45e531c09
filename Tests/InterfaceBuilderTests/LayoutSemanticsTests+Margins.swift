/// Margins, safe areas and readable widths worked out the way UIKit does: from the frames of
/// the superview chain after a pass, fed back to the engine, solved again.
import AutoLayout
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import Testing

extension LayoutSemanticsTests {
  /// A label that hugs its text, pinned between the margins of a view that preserves its
  /// superview's margins (40 at each side here): UIKit works the margins out from the frames,
  /// so the label spans them. An engine that finds "the further in" edge with optional
  /// equalities lets the label's hugging pull the margin in instead.
  @Test func preservedMarginsAreNotPulledByHugging() throws {
    let text = Fixture.screen("""
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="par-00-ent">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <subviews>
                            <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="pre-00-ctr">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                                <subviews>
                                    <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="pre-00-ctr" secondAttribute="leadingMargin" id="l01-00-000"/>
                                    <constraint firstAttribute="trailingMargin" secondItem="lab-00-001" secondAttribute="trailing" id="l02-00-000"/>
                                    <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="pre-00-ctr" secondAttribute="topMargin" id="l03-00-000"/>
                                    <constraint firstAttribute="bottomMargin" secondItem="lab-00-001" secondAttribute="bottom" id="l04-00-000"/>
                                </constraints>
                            </view>
                        </subviews>
                        <edgeInsets key="layoutMargins" top="20" left="40" bottom="20" right="40"/>
                        <constraints>
                            <constraint firstItem="pre-00-ctr" firstAttribute="top" secondItem="par-00-ent" secondAttribute="top" id="p01-00-000"/>
                            <constraint firstItem="pre-00-ctr" firstAttribute="leading" secondItem="par-00-ent" secondAttribute="leading" id="p02-00-000"/>
                            <constraint firstItem="pre-00-ctr" firstAttribute="trailing" secondItem="par-00-ent" secondAttribute="trailing" id="p03-00-000"/>
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
    #expect(result.unsettledGuides.isEmpty)
    let label = try #require(frames["lab-00-001"])
    #expect(label.minX == 40 && label.width == 220, "\(label)")
    // Top: the superview's 20 reaches in; bottom: the container's own 8 (its bottom is free).
    #expect(label.minY == 320, "\(label)")
  }

  /// A screen whose box `box-00-001` runs from `leading` to the root's trailing edge, `top`
  /// down and 100 tall, with the layout guide `guide` (its element) and a hugging label
  /// `lab-00-001` ("Hi", 17 pt) held by `constraints` (the box's, against the guide).
  static func labelInBox(
    guide: String, leading: Double = 0, top: Double, _ constraints: String, device: String = "retina6_12",
    size: (Double, Double) = (393, 852)
  ) -> String {
    let inset = leading == 0 ? "" : " constant=\"\(leading)\""
    return Fixture.screen("""
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <subviews>
                            <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        \(guide)
                        <constraints>
    \(constraints)
                        </constraints>
                    </view>
    """, constraints: """
                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading"\(inset) id="c01-00-000"/>
                    <constraint firstItem="box-00-001" firstAttribute="trailing" secondItem="roo-t0-vw1" secondAttribute="trailing" id="c02-00-000"/>
                    <constraint firstItem="box-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\(top)" id="c03-00-000"/>
                    <constraint firstItem="box-00-001" firstAttribute="height" constant="100" id="c04-00-000"/>
    """, device: device, size: size)
  }

  /// A subview's safe area is how far the screen's safe area reaches into its frame, worked
  /// out from the frame: a box 40 pt from the top of an iPhone 15 (status bar 59) has 19 pt of
  /// inset, and a label hugging its text between the guide's top and bottom does not move
  /// the guide's edges.
  @Test func subviewSafeAreaComesFromTheFrame() throws {
    let text = Self.labelInBox(guide: #"<viewLayoutGuide key="safeArea" id="box-sa-001"/>"#, top: 40, """
                            <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="box-sa-001" secondAttribute="top" id="b01-00-000"/>
                            <constraint firstItem="box-sa-001" firstAttribute="bottom" secondItem="lab-00-001" secondAttribute="bottom" id="b02-00-000"/>
                            <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="box-00-001" secondAttribute="leading" id="b03-00-000"/>
    """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    #expect(result.unsettledGuides.isEmpty)
    let label = try #require(frames["lab-00-001"])
    #expect(label.minY == 59 && label.height == 81, "\(label)")
  }

  /// The safe area's bands lie inside the root: a view reaching past the root's edge is not
  /// under a band there. A backdrop pinned by its bottom margin to the bottom of an iPhone 8's
  /// screen (no inset at the bottom) ends its own 8-pt margin past it, and settles; a view
  /// reaching past an iPhone 15's bottom has the home indicator's 34 pt and no more.
  @Test func aViewPastTheRootsEdgeIsUnderNoBandThere() throws {
    for (device, size, bottom) in [("retina4_7", (375.0, 667.0), 667 + 8.0), ("retina6_12", (393, 852), 852 + 8 + 34)] {
      let text = Fixture.screen("""
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </view>
      """, constraints: """
                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-000"/>
                    <constraint firstItem="box-00-001" firstAttribute="trailing" secondItem="roo-t0-vw1" secondAttribute="trailing" id="c02-00-000"/>
                    <constraint firstItem="box-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" id="c03-00-000"/>
                    <constraint firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottomMargin" id="c04-00-000"/>
      """, device: device, size: size)
      let (frames, _, result) = try Fixture.layout(text)
      #expect(result.unsettledGuides.isEmpty, "\(device)")
      let box = try #require(frames["box-00-001"])
      #expect(abs(box.maxY - bottom) < 0.01, "\(device): \(box)")
    }
  }

  /// `layoutMarginsFollowReadableWidth`: on an iPad (820 pt wide) a full-width view's side
  /// margins grow so that the space between them is the readable width, 672 pt, centred; on
  /// an iPhone (393 pt) they stay the view's own 8.
  @Test func layoutMarginsFollowReadableWidth() throws {
    func text(_ device: String, _ size: (Double, Double)) -> String {
      Fixture.screen("""
                    <view contentMode="scaleToFill" layoutMarginsFollowReadableWidth="YES" translatesAutoresizingMaskIntoConstraints="NO" id="col-00-001">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="txt-00-001">
                                <rect key="frame" x="0" y="0" width="1" height="1"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="txt-00-001" firstAttribute="leading" secondItem="col-00-001" secondAttribute="leadingMargin" id="t01-00-000"/>
                            <constraint firstAttribute="trailingMargin" secondItem="txt-00-001" secondAttribute="trailing" id="t02-00-000"/>
                            <constraint firstItem="txt-00-001" firstAttribute="top" secondItem="col-00-001" secondAttribute="top" id="t03-00-000"/>
                            <constraint firstItem="txt-00-001" firstAttribute="height" constant="50" id="t04-00-000"/>
                        </constraints>
                    </view>
      """, constraints: """
                    <constraint firstItem="col-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-00-000"/>
                    <constraint firstItem="col-00-001" firstAttribute="trailing" secondItem="roo-t0-vw1" secondAttribute="trailing" id="c02-00-000"/>
                    <constraint firstItem="col-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c03-00-000"/>
                    <constraint firstItem="col-00-001" firstAttribute="height" constant="100" id="c04-00-000"/>
      """, device: device, size: size)
    }
    let (pad, _, padResult) = try Fixture.layout(text("ipad10_9rounded", (820, 1180)))
    #expect(padResult.brokenConstraints.isEmpty)
    Fixture.expectFrame(pad, "txt-00-001", 74, 100, 672, 50)
    let (phone, _, _) = try Fixture.layout(text("retina6_12", (393, 852)))
    Fixture.expectFrame(phone, "txt-00-001", 8, 100, 377, 50)
  }

  /// A subview's readable content guide on an iPad: inside its margins (8), centred, 672 wide,
  /// whatever a hugging label pinned to it would like.
  @Test func subviewReadableContentGuide() throws {
    let text = Self.labelInBox(guide: #"<viewLayoutGuide key="readableContent" id="box-rd-001"/>"#, leading: 40, top: 100, """
                            <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="box-rd-001" secondAttribute="leading" id="b01-00-000"/>
                            <constraint firstItem="box-rd-001" firstAttribute="trailing" secondItem="lab-00-001" secondAttribute="trailing" id="b02-00-000"/>
                            <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="box-00-001" secondAttribute="top" id="b03-00-000"/>
    """, device: "ipad10_9rounded", size: (820, 1180))
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    // The box is 780 wide at x = 40; inside its margins 764; the column 672 centred: 46 more.
    let label = try #require(frames["lab-00-001"])
    #expect(label.minX == 40 + 8 + 46 && label.width == 672, "\(label)")
  }

  /// Margins that cannot settle (a view placed by its own margin, which depends on its place)
  /// stop after a bounded number of rounds and are reported, not iterated for ever.
  @Test func marginsThatDoNotSettleAreReported() throws {
    // The view preserves the root's 16-pt margin, so its margin is 16 − x; placing its margin
    // at x = 10 gives x = 10 − margin, which moves every round.
    let text = Fixture.screen("""
                    <view contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </view>
    """, constraints: """
                    <constraint firstItem="box-00-001" firstAttribute="leadingMargin" secondItem="roo-t0-vw1" secondAttribute="leading" constant="10" id="c01-00-000"/>
                    <constraint firstItem="box-00-001" firstAttribute="width" constant="100" id="c02-00-000"/>
                    <constraint firstItem="box-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c03-00-000"/>
                    <constraint firstItem="box-00-001" firstAttribute="height" constant="100" id="c04-00-000"/>
    """)
    let (_, _, result) = try Fixture.layout(text)
    #expect(result.unsettledGuides.map(\.rawValue) == ["box-00-001.layoutMarginsGuide"])
  }

  /// A beta Xcode writes `toolsVersion="32700.99.1234"`: still a recent Xcode, so an iPhone 11
  /// (retina6_1) has its 48-pt status bar.
  @Test func betaToolsVersion() throws {
    let text = Fixture.xib(device: "retina6_1", tools: "32700.99.1234", """
            <view contentMode="scaleToFill" id="roo-t0-vw1">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <viewLayoutGuide key="safeArea" id="saf-e0-ar1"/>
            </view>
    """)
    let doc = try Fixture.document(text)
    #expect(doc.toolsVersion == 32700.99)
    #expect(IBResolver.resolve(doc, root: doc.roots[0], state: IBState()).safeAreaInsets.top == 48)
  }

  /// One prototype cell at `y`, `width` wide (a 414-pt iPhone's row), preserving the table's
  /// margins, with a label pinned to its content view's margins (`leading`, `trailing`, `top`)
  /// or, with `edges`, to its edges.
  func cell(y: Double, width: Double = 414, edges: Bool = false) -> String {
    let suffix = edges ? "" : "Margin"
    return Fixture.tableViewCell(
      "cel-00-001",
      #"clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Name""#,
      frame: (0, y, width, 44), content: "cnt-00-001",
      contentAttributes: #" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO""#, """
                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Name" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001">
                                                <rect key="frame" x="1" y="1" width="1" height="1"/>
                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                <nil key="highlightedColor"/>
                                            </label>
    """, constraints: """
                                            <constraint firstItem="lab-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leading\(suffix)" id="l01-00-000"/>
                                            <constraint firstAttribute="trailing\(suffix)" secondItem="lab-00-001" secondAttribute="trailing" id="l02-00-000"/>
                                            <constraint firstItem="lab-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="top\(suffix)" id="l03-00-000"/>
    """)
  }

  /// A table controller's rows sit below the table's adjusted content inset, so the table's
  /// 48-pt safe-area top does not reach a row 28 pt down its content: the content view keeps
  /// its own 11-pt top margin (the sides are the table's 20).
  @Test func listRowsAreBelowTheSafeAreaTop() throws {
    let table = #"dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1""#
    let text = Fixture.storyboard(Fixture.tableViewController(table, """
                            <prototypes>
    \(cell(y: 28))
                            </prototypes>
    """))
    let (frames, _, result) = try Fixture.layout(text, name: "fixture.storyboard", state: Fixture.listsAsStored)
    #expect(result.brokenConstraints.isEmpty)
    let label = try #require(frames["lab-00-001"])
    #expect(label.minX == 20 && label.minY == 28 + 11 && label.width == 374, "\(label)")
    // As the app shows the list at launch, below the status bar (48 pt on this iPhone): the
    // row and what it holds move down by the table's adjusted content inset, nothing else.
    let shown = try Fixture.layout(text, name: "fixture.storyboard").frames
    #expect(shown["lab-00-001"] == label.offsetBy(dx: 0, dy: 48), "\(String(describing: shown["lab-00-001"]))")
    #expect(shown["tbl-00-001"] == frames["tbl-00-001"])
    // A table that turns the adjustment off keeps its rows at the content's origin.
    let never = text.replacingOccurrences(of: #"dataMode="prototypes""#, with: #"contentInsetAdjustmentBehavior="never" dataMode="prototypes""#)
    #expect(try Fixture.layout(never, name: "fixture.storyboard").frames["lab-00-001"] == label)
  }

  /// The table places its rows after its own layout: a label hugging its text inside a row
  /// cannot make the table narrower than its own (optional) 300-pt width, as it could when
  /// rows were tied to the table by constraints of the same engine.
  @Test func rowContentCannotResizeItsTable() throws {
    let text = Fixture.storyboard(Fixture.viewController(root: "roo-t0-vw1", size: (414, 896), """
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                                    <rect key="frame" x="57" y="298" width="300" height="300"/>
                                    <constraints>
                                        <constraint firstAttribute="width" priority="250" constant="300" id="t01-00-000"/>
                                        <constraint firstAttribute="height" priority="250" constant="300" id="t02-00-000"/>
                                    </constraints>
                                    <prototypes>
    \(cell(y: 28, width: 300, edges: true))
                                    </prototypes>
                                </tableView>
    """, safeArea: "saf-e0-ar1", constraints: """
                                <constraint firstItem="tbl-00-001" firstAttribute="centerX" secondItem="roo-t0-vw1" secondAttribute="centerX" priority="750" id="c01-00-000"/>
                                <constraint firstItem="tbl-00-001" firstAttribute="centerY" secondItem="roo-t0-vw1" secondAttribute="centerY" priority="750" id="c02-00-000"/>
                                <constraint firstItem="tbl-00-001" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="saf-e0-ar1" secondAttribute="leading" id="c03-00-000"/>
                                <constraint firstItem="tbl-00-001" firstAttribute="top" relation="greaterThanOrEqual" secondItem="saf-e0-ar1" secondAttribute="top" id="c04-00-000"/>
    """))
    let (frames, _, result) = try Fixture.layout(text, name: "fixture.storyboard")
    #expect(result.brokenConstraints.isEmpty)
    #expect(frames["tbl-00-001"] == Rect(x: 57, y: 298, width: 300, height: 300))
    #expect(frames["lab-00-001"]?.width == 300)
  }

  /// A controller whose root view of `size` holds a box pinned `inset` inside its side margins,
  /// 100 below its top; `attributes` go on the controller, `margins` and `extras` (simulated
  /// metrics) in the root and the controller.
  static func marginBoxController(
    device: String = "retina6_1", attributes: String = "", size: (Double, Double) = (414, 896), inset: Double = 0,
    margins: String = "", extras: String = ""
  ) -> String {
    Fixture.storyboard(device: device, """
                    <viewController id="vc0-00-001" \(attributes)sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-t0-vw1">
                            <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                    <rect key="frame" x="0" y="0" width="10" height="10"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="saf-e0-ar1"/>
                            \(margins)
                            <constraints>
                                <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leadingMargin" constant="\(inset)" id="c01-00-000"/>
                                <constraint firstAttribute="trailingMargin" secondItem="box-00-001" secondAttribute="trailing" constant="\(inset)" id="c02-00-000"/>
                                <constraint firstItem="box-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="c03-00-000"/>
                                <constraint firstItem="box-00-001" firstAttribute="height" constant="50" id="c04-00-000"/>
                            </constraints>
                        </view>
                        \(extras)
                    </viewController>
      """)
  }

  /// A controller's root view keeps the system minimum margins (20 at the sides on a 414-pt
  /// iPhone) even when it asks for 4, unless `viewRespectsSystemMinimumLayoutMargins` is off.
  @Test func rootMarginsRespectTheSystemMinimum() throws {
    func text(respects: Bool) -> String {
      Self.marginBoxController(
        attributes: respects ? "" : "viewRespectsSystemMinimumLayoutMargins=\"NO\" ",
        margins: #"<directionalEdgeInsets key="directionalLayoutMargins" top="0.0" leading="4" bottom="0.0" trailing="4"/>"#)
    }
    #expect(try Fixture.layout(text(respects: true), name: "fixture.storyboard").frames["box-00-001"] == Rect(x: 20, y: 100, width: 374, height: 50))
    #expect(try Fixture.layout(text(respects: false), name: "fixture.storyboard").frames["box-00-001"] == Rect(x: 4, y: 100, width: 406, height: 50))
  }

  /// A xib's 301-pt card, a top-level view asking for 8-pt margins all round (not inset by its
  /// safe area) with a box pinned to its leading, trailing and top margins, is drawn as a
  /// screen from Xcode 9: the sides
  /// keep the system minimum (16), the top its own 8. Before Xcode 9 it was a plain view: 8.
  @Test func aTopLevelViewsMarginsRespectTheSystemMinimumFromXcode9() throws {
    func card(tools: String) -> String {
      Fixture.xib(device: "retina6_1", tools: tools, """
              <view contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" id="crd-tm-001">
                  <rect key="frame" x="0.0" y="0.0" width="301" height="250"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-tm-001">
                          <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                      </view>
                  </subviews>
                  <directionalEdgeInsets key="directionalLayoutMargins" top="8" leading="8" bottom="8" trailing="8"/>
                  <constraints>
                      <constraint firstItem="box-tm-001" firstAttribute="leading" secondItem="crd-tm-001" secondAttribute="leadingMargin" id="c01-tm-001"/>
                      <constraint firstAttribute="trailingMargin" secondItem="box-tm-001" secondAttribute="trailing" id="c02-tm-001"/>
                      <constraint firstItem="box-tm-001" firstAttribute="top" secondItem="crd-tm-001" secondAttribute="topMargin" id="c03-tm-001"/>
                      <constraint firstItem="box-tm-001" firstAttribute="height" constant="50" id="c04-tm-001"/>
                  </constraints>
                  <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
              </view>
      """)
    }
    for (tools, side) in [("15505", 16.0), ("22505", 16), ("12118", 8)] {
      let (frames, _, result) = try Fixture.layout(card(tools: tools))
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "box-tm-001", side, 8, 301 - 2 * side, 50)
    }
  }

  /// A controller drawn at a size of its own ("Freeform", 815 × 660) on a 375-pt iPhone has
  /// the margins of a screen of its width: 20 at the sides, not the iPhone's 16.
  @Test func aFreeformControllersMarginsFollowItsOwnWidth() throws {
    let text = Self.marginBoxController(
      device: "retina4_7", size: (815, 660), inset: 45,
      extras: """
        <nil key="simulatedStatusBarMetrics"/>
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        <size key="freeformSize" width="815" height="660"/>
        """)
    #expect(try Fixture.layout(text, name: "fixture.storyboard").frames["box-00-001"] == Rect(x: 65, y: 100, width: 685, height: 50))
  }

  /// The system minimum side margin is 20 from 400 pt: a 400 × 600 freeform controller on a
  /// 375-pt iPhone (Xcode 10.1) has 20, a 393-pt one 16, as a 390/393-pt iPhone's screen.
  @Test func aFourHundredPointRootHasTwentyPointMargins() throws {
    for (width, margin) in [(400.0, 20.0), (393, 16)] {
      let text = Self.marginBoxController(
        device: "retina4_7", size: (width, 600),
        extras: """
          <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
          <size key="freeformSize" width="\(width)" height="600"/>
          """)
      let box = try #require(try Fixture.layout(text, name: "fixture.storyboard").frames["box-00-001"])
      #expect(box.minX == margin && box.width == width - 2 * margin, "\(width): \(box)")
    }
  }

  /// A freeform table controller is drawn as a screen of its own width: the rows of a 400-pt
  /// one on a 375-pt iPhone have 20-pt side margins (the 375-pt screen's rows 16).
  @Test func aFreeformTableControllersRowsFollowItsWidth() throws {
    func text(freeform: Bool) -> String {
      let width = freeform ? 400.0 : 375
      let metrics = freeform ? """
        <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
        <size key="freeformSize" width="400" height="600"/>
        """ : ""
      let table = #"dataMode="static" style="plain" separatorStyle="default" rowHeight="44" sectionHeaderHeight="28" sectionFooterHeight="28""#
      let row = cell(y: 28, width: width)
      return Fixture.storyboard(device: "retina4_7", Fixture.tableViewController(
        table, size: (width, 600), Fixture.staticSections([("sec-00-001", row)]), extras: metrics))
    }
    for (freeform, margin) in [(true, 20.0), (false, 16)] {
      let (frames, _, result) = try Fixture.layout(text(freeform: freeform), name: "fixture.storyboard")
      #expect(result.brokenConstraints.isEmpty)
      let label = try #require(frames["lab-00-001"])
      #expect(label.minX == margin, "freeform \(freeform): \(label)")
    }
  }
}

extension LayoutSemanticsTests {
  /// A xib table cell whose content view sets margins of 8 above and below and 16 at the sides
  /// and preserves the cell's: the cell, a row of a table, has 11 above and below and the row
  /// margin of the screen at the sides (20 on a 414-pt iPhone, 16 on a 375-pt one), so a card
  /// pinned to the content view's margins sits 11 down and 20 (or 16) in.
  func marginCardCell(width: Double, preserves: Bool = true, device: String = "retina6_1", tools: String = "19529", ownMargins: Bool = true) -> String {
    let own = ownMargins ? "<edgeInsets key=\"layoutMargins\" top=\"8\" left=\"16\" bottom=\"8\" right=\"16\"/>" : ""
    return Fixture.xib(device: device, tools: tools, """
            <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" rowHeight="120" id="cel-00-001" customClass="CardCell">
                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="120"/>
                <autoresizingMask key="autoresizingMask"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="\(preserves ? "YES" : "NO")" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cel-00-001" id="cnt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="\(width)" height="120"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <view clipsSubviews="YES" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" translatesAutoresizingMaskIntoConstraints="NO" id="car-d0-vw1">
                            <rect key="frame" x="3" y="3" width="50" height="50"/>
                            <color key="backgroundColor" systemColor="secondarySystemBackgroundColor"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="car-d0-vw1" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leadingMargin" id="c01-00-000"/>
                        <constraint firstAttribute="trailingMargin" secondItem="car-d0-vw1" secondAttribute="trailing" id="c02-00-000"/>
                        <constraint firstItem="car-d0-vw1" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="topMargin" id="c03-00-000"/>
                        <constraint firstAttribute="bottomMargin" secondItem="car-d0-vw1" secondAttribute="bottom" id="c04-00-000"/>
                    </constraints>
                    \(own)
                </tableViewCellContentView>
            </tableViewCell>
    """)
  }

  /// A cell's content view spans the cell less its separator. Xcode 6 and 7 could leave a
  /// content view stored at its 43-pt default in a taller cell while laying its subviews out in
  /// the whole cell: PageMenu's 94-pt contact cell (Xcode 6) stores its content 43 tall and its
  /// 64-pt photo, centred in it, at y 15. The stale height is not taken: the content view spans
  /// the cell less its separator (half a point on this @2x iPhone) and the photo is centred in
  /// it, not 10.5 above the cell (MedRep's 54-pt registration rows, Xcode 7, store their
  /// fields 44 tall 9 above the content view's bottom: within a pixel of 53.5, not of 54).
  @Test func aStaleContentViewSpansItsCell() throws {
    let cell = Fixture.xib(device: "retina4_7", tools: "6254", """
            <tableViewCell contentMode="scaleToFill" selectionStyle="blue" indentationWidth="10" rowHeight="111" id="cel-00-001">
                <rect key="frame" x="0.0" y="0.0" width="320" height="94"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cel-00-001" id="cnt-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pho-to-001">
                            <rect key="frame" x="20" y="15" width="64" height="64"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="64" id="c01-00-000"/>
                                <constraint firstAttribute="height" constant="64" id="c02-00-000"/>
                            </constraints>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="pho-to-001" firstAttribute="centerY" secondItem="cnt-00-001" secondAttribute="centerY" id="c03-00-000"/>
                        <constraint firstItem="pho-to-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leading" constant="20" id="c04-00-000"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
    """)
    let frames = try Fixture.layout(cell).frames
    #expect(frames["cnt-00-001"] == Rect(x: 0, y: 0, width: 320, height: 93.5))
    Fixture.expectFrame(frames, "pho-to-001", 20, 14.75, 64, 64, pixelGrid: 2)
    // A content view as tall as its cell, as later Xcode versions store it, keeps its height.
    let current = try Fixture.layout(marginCardCell(width: 375)).frames
    #expect(current["cnt-00-001"]?.height == 120)
  }

  @Test func xibCellContentViewPreservesTheCellsMargins() throws {
    let wide = try Fixture.layout(marginCardCell(width: 414)).frames
    Fixture.expectFrame(wide, "car-d0-vw1", 20, 11, 374, 98)
    let narrow = try Fixture.layout(marginCardCell(width: 414, device: "retina4_7")).frames
    Fixture.expectFrame(narrow, "car-d0-vw1", 16, 11, 382, 98)
  }

  /// A row's side margins are the screen's, not the row's own width's: 20 on screens wider
  /// than 375 pt, 16 on a 375-pt one and in rows no wider than 320 (a new cell's width). A
  /// 335-pt cell on a 393-pt iPhone has 20, a 320-pt one on a 414-pt iPhone 16. Xcode 26 lays
  /// files out with iOS 26, which gives a 390-pt iPhone 16 (a 393-pt one keeps 20): the same
  /// 414-pt cell on an iPhone 14 is 20 in from the side in a file of Xcode 15 and 16 in one of
  /// Xcode 26.
  @Test func rowMarginsFollowTheScreen() throws {
    let cases: [(width: Double, device: String, tools: String, margin: Double)] = [
      (335, "retina6_12", "22155", 20), (335, "retina6_12", "24506", 20),
      (320, "retina6_1", "22155", 16), (414, "retina4_7", "22155", 16),
      (414, "retina6_0", "22155", 20), (414, "retina6_0", "23727", 16), (414, "retina6_0", "24506", 16),
      (414, "retina6_0", "32700.99.1234", 20),
    ]
    for c in cases {
      let frames = try Fixture.layout(marginCardCell(width: c.width, device: c.device, tools: c.tools)).frames
      let card = try #require(frames["car-d0-vw1"])
      let row = c.tools == "24506" ? 15.0 : 11  // iOS 26's rows (`rowsOfIOS26AreFifteenAboveAndBelow`)
      #expect(card == Rect(x: c.margin, y: row, width: c.width - 2 * c.margin, height: 120 - 2 * row), "\(c): \(card)")
    }
  }

  /// iOS 26's table rows have 15 above and below where earlier ones have 11: files laid out
  /// with iOS 26 (toolsVersion 24000 and up) store the card of a 120-pt cell 15 down and 90
  /// tall; files of 23727 (Xcode 16.4 writes it too) and of the `32700.99.1234` placeholder keep
  /// 11 — for a xib's top-level cell and a storyboard's prototype cell alike.
  @Test func rowsOfIOS26AreFifteenAboveAndBelow() throws {
    for (tools, row) in [("22155", 11.0), ("23727", 11), ("24127", 15), ("24765", 15), ("32700.99.1234", 11)] {
      let frames = try Fixture.layout(marginCardCell(width: 393, device: "retina6_12", tools: tools, ownMargins: false)).frames
      let card = try #require(frames["car-d0-vw1"])
      #expect(card == Rect(x: 20, y: row, width: 353, height: 120 - 2 * row), "\(tools): \(card)")
      let (prototype, _, _) = try Fixture.layout(subviewTable(tableWidth: 393, tools: tools), name: "fixture.storyboard")
      let label = try #require(prototype["lab-00-001"])
      let cell = try #require(prototype["cnt-00-001"])
      #expect(label.minY - cell.minY == row, "\(tools): \(label) in \(cell)")
    }
  }

  /// A xib's top-level cell on a 375-pt iPhone in files of older Xcodes: Xcode 9.2 to 10 gave
  /// a cell wider than 375 pt 20 at the sides (its own width's), a narrower one 16 — on a
  /// 414-pt iPhone too, where later Xcodes give a 375-pt cell the screen's 20; Xcode 11 gave
  /// every cell 15 (from Xcode 11.0's toolsVersion 14868); Xcode 12 and later the screen's 16.
  @Test func topLevelXibCellMarginsOfXcode9To11() throws {
    let cases: [(width: Double, tools: String, margin: Double, device: String)] = [
      (409, "14113", 20, "retina4_7"), (600, "14490.70", 20, "retina4_7"), (375, "14113", 16, "retina4_7"),
      (375, "13771", 16, "retina5_5"), (395, "14490.70", 20, "retina5_5"), (375, "17156", 20, "retina5_5"),
      (414, "15705", 15, "retina4_7"), (600, "16097.2", 15, "retina4_7"), (414, "17156", 16, "retina4_7"),
      // Xcode 11.0 writes 14868 (its betas 14810-14865): 15 too, wide or narrow.
      (387, "14868", 15, "retina4_7"), (320, "14868", 15, "retina4_7"),
    ]
    for c in cases {
      let cell = marginCardCell(width: c.width, device: c.device, tools: c.tools, ownMargins: false)
      let frames = try Fixture.layout(cell).frames
      let card = try #require(frames["car-d0-vw1"])
      #expect(card == Rect(x: c.margin, y: 11, width: c.width - 2 * c.margin, height: 98), "\(c): \(card)")
    }
  }

  /// A prototype cell of a storyboard on a 393-pt iPhone, saved by Xcode 14.3: its content
  /// view's side margins are 20, as on a 414-pt one, and 16 in a table 107 pt wide beside it.
  @Test func prototypeRowMarginsFollowTheScreen() throws {
    for (width, margin) in [(393.0, 20.0), (107, 16)] {
      let (frames, _, result) = try Fixture.layout(subviewTable(tableWidth: width, tools: "21701"), name: "fixture.storyboard")
      #expect(result.brokenConstraints.isEmpty)
      let label = try #require(frames["lab-00-001"])
      #expect(label.minX == margin && label.width == width - 2 * margin, "\(width): \(label)")
    }
  }

  /// From Xcode 15 a table that is not its controller's root view gives its rows 16-pt side
  /// margins on every screen (the same 393-pt table as above, saved by Xcode 15.3), while a
  /// table controller's rows keep the screen's 20 (`listRowsAreBelowTheSafeAreaTop`).
  @Test func subviewTableRowMarginsSinceXcode15() throws {
    let (frames, _, result) = try Fixture.layout(subviewTable(tableWidth: 393, tools: "22505"), name: "fixture.storyboard")
    #expect(result.brokenConstraints.isEmpty)
    let label = try #require(frames["lab-00-001"])
    #expect(label.minX == 16 && label.width == 393 - 32, "\(label)")
  }

  /// In files of Xcode 9.2 to 10 the rows of a table that is not its controller's root view
  /// have UITableView's own 15-pt side margins where the screen's would be 16 (ChatSecure's and
  /// Rocket.Chat's 375- and 320-pt iPhones); Xcode 9.0 and Xcode 12 stored the screen's 16, and
  /// wider screens keep their 20.
  @Test func subviewTableRowMarginsOfXcode9And10() throws {
    let cases: [(device: String, width: Double, tools: String, margin: Double)] = [
      ("retina4_7", 375, "13771", 15), ("retina4_7", 375, "14460", 15),
      ("retina4_7", 375, "13196", 16), ("retina4_7", 375, "17506", 16),
      ("retina6_12", 393, "14460", 20),
    ]
    for c in cases {
      let text = subviewTable(tableWidth: c.width, tools: c.tools, device: c.device, screenWidth: c.width)
      let (frames, _, result) = try Fixture.layout(text, name: "fixture.storyboard")
      #expect(result.brokenConstraints.isEmpty)
      let label = try #require(frames["lab-00-001"])
      #expect(label.minX == c.margin && label.width == c.width - 2 * c.margin, "\(c): \(label)")
    }
  }

  /// A storyboard on the iPhone `device` (`screenWidth` wide, 393 pt unless given) saved by the
  /// Xcode of `tools` whose controller's root view holds a table `tableWidth` wide with one
  /// prototype cell (`cell(y:)`).
  func subviewTable(tableWidth: Double, tools: String, device: String = "retina6_12", screenWidth: Double = 393) -> String {
    Fixture.storyboard(tools: tools, device: device, Fixture.viewController(root: "roo-t0-vw1", size: (screenWidth, 852), """
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="-1" estimatedSectionHeaderHeight="-1" sectionFooterHeight="-1" estimatedSectionFooterHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="tbl-00-001">
                                    <rect key="frame" x="0.0" y="100" width="\(tableWidth)" height="600"/>
                                    <prototypes>
    \(cell(y: 28, width: tableWidth))
                                    </prototypes>
                                </tableView>
    """, safeArea: "saf-e0-ar1", constraints: """
                                <constraint firstItem="tbl-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="t01-00-000"/>
                                <constraint firstItem="tbl-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="t02-00-000"/>
                                <constraint firstItem="tbl-00-001" firstAttribute="width" constant="\(tableWidth)" id="t03-00-000"/>
                                <constraint firstItem="tbl-00-001" firstAttribute="height" constant="600" id="t04-00-000"/>
    """))
  }

  /// Without `preservesSuperviewLayoutMargins` the content view's own margins are the ones.
  @Test func xibCellContentViewKeepsItsOwnMarginsWhenNotPreserving() throws {
    let frames = try Fixture.layout(marginCardCell(width: 414, preserves: false)).frames
    Fixture.expectFrame(frames, "car-d0-vw1", 16, 8, 382, 104)
  }

  /// A download row of a xib cell 320 × 60: an icon pinned to the content view's leading and top
  /// margins, a caption to the trailing and bottom margins. Up to iOS 10 — a file saved by
  /// Xcode 7 or 8, and on Xcode 9.0's canvas too for a content view that does not preserve its
  /// cell's margins — the content view's margins are UIView's 8 on every side (15 at the sides
  /// when the cell and its content view preserve the table's); from Xcode 9.1 on a row's: 11
  /// above and below, 16 at the sides.
  @Test func xibCellMarginsBeforeXcode9AreEightAllRound() throws {
    func file(tools: String, preserving: Bool = false) -> String {
      let preserves = preserving ? #" preservesSuperviewLayoutMargins="YES""# : ""
      return Fixture.xib(device: "retina4_7", tools: tools, Fixture.tableViewCell(
        "cel-00-001", #"contentMode="scaleToFill""# + preserves + #" selectionStyle="default" indentationWidth="10" rowHeight="60""#,
        frame: (0, 0, 320, 60), autoresizing: #" flexibleMaxX="YES" flexibleMaxY="YES""#, content: "cnt-00-001",
        contentAttributes: preserves, """
                        <imageView userInteractionEnabled="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="ico-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="30" id="h01-00-001"/>
                                <constraint firstAttribute="height" constant="30" id="h02-00-001"/>
                            </constraints>
                        </imageView>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="cap-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="12" id="h03-00-001"/>
                            </constraints>
                        </view>
      """, constraints: """
                        <constraint firstItem="ico-00-001" firstAttribute="leading" secondItem="cnt-00-001" secondAttribute="leadingMargin" id="c01-00-000"/>
                        <constraint firstItem="ico-00-001" firstAttribute="top" secondItem="cnt-00-001" secondAttribute="topMargin" id="c02-00-000"/>
                        <constraint firstItem="cap-00-001" firstAttribute="leading" secondItem="ico-00-001" secondAttribute="trailing" constant="8" id="c03-00-000"/>
                        <constraint firstAttribute="trailingMargin" secondItem="cap-00-001" secondAttribute="trailing" id="c04-00-000"/>
                        <constraint firstAttribute="bottomMargin" secondItem="cap-00-001" secondAttribute="bottom" id="c05-00-000"/>
      """))
    }
    for (tools, vertical, side) in [
      ("10117", 8.0, 8.0), ("12121", 8.0, 8.0), ("13196", 8.0, 8.0), ("13529", 11.0, 16.0), ("13771", 11.0, 16.0),
    ] {
      let (frames, _, result) = try Fixture.layout(file(tools: tools))
      #expect(result.brokenConstraints.isEmpty)
      Fixture.expectFrame(frames, "ico-00-001", side, vertical, 30, 30)
      Fixture.expectFrame(frames, "cap-00-001", side + 38, 48 - vertical, 320 - 2 * side - 38, 12)
    }
    // A row whose cell and content view preserve their superview's margins has the table's
    // 15 at the sides up to iOS 10, lined up with the separator, as in a storyboard's table.
    for tools in ["10117", "12121"] {
      let frames = try Fixture.layout(file(tools: tools, preserving: true)).frames
      Fixture.expectFrame(frames, "ico-00-001", 15, 8, 30, 30)
      Fixture.expectFrame(frames, "cap-00-001", 15 + 38, 40, 320 - 30 - 38, 12)
    }
  }
}
