// Interface Builder files written for tests, in the style Xcode saves them (ids of the form
// `aaa-bb-ccc`, stored frames, constraints held by the common superview), and the scaffolding
// every IB test repeats: write a fixture, open it, lay out a root, look up a view's frame.
// Shared by the InterfaceBuilder tests (laid out in-process) and the CLI tests (written to a
// folder for the real binary). Stored frames of constrained views are deliberately wrong in
// places: layout must not read them.
import AutoLayout
import Foundation
import Geometry
import InterfaceBuilder
import LayoutContract
import Testing

public enum Fixture {
  /// A xib document around `objects`, designed on `device` by Xcode 15 (toolsVersion 22505).
  public static func xib(device: String = "retina6_12", tools: String = "22505", _ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="\(device)" orientation="portrait" appearance="light"/>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
    \(objects)
        </objects>
    </document>
    """
  }

  /// A root view 393 × 852 with `subviews`, `constraints` (held by the root) and a safe area,
  /// in a file saved by the Xcode of `tools`.
  public static func screen(_ subviews: String, constraints: String, device: String = "retina6_12", size: (Double, Double) = (393, 852), tools: String = "22505") -> String {
    xib(device: device, tools: tools, """
            <view contentMode="scaleToFill" id="roo-t0-vw1">
                <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
    \(subviews)
                </subviews>
                <viewLayoutGuide key="safeArea" id="saf-e0-ar1"/>
                <keyboardLayoutGuide key="keyboard" id="key-b0-gd1"/>
                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                <constraints>
    \(constraints)
                </constraints>
            </view>
    """)
  }

  /// A one-line label `id` showing `text` in `font` (a `fontDescription` element's
  /// attributes), its stored frame at (16, `y`).
  public static func label(_ id: String, text: String, font: String, y: Int) -> String {
    """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="\(text)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="16" y="\(y)" width="60" height="21"/>
                    <fontDescription key="fontDescription" \(font)/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
    """
  }

  /// A label `id` of attributed text, one `<fragment>` per (`text`, `attributes`) pair — the
  /// fragment's attribute elements, its `NSFont` among them — stored at `frame` (x, y, width,
  /// height); `lines` is its `numberOfLines`.
  public static func attributedLabel(
    _ id: String, frame: (Double, Double, Double, Double), lines: Int = 1,
    fragments: [(text: String, attributes: String)]
  ) -> String {
    let numberOfLines = lines == 1 ? "" : #" numberOfLines="\#(lines)""#
    let body = fragments.map { fragment in
      """
                          <fragment content="\(fragment.text)">
                              <attributes>
                                  \(fragment.attributes)
                              </attributes>
                          </fragment>
      """
    }.joined(separator: "\n")
    return """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" lineBreakMode="tailTruncation"\(numberOfLines) baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
                    <attributedString key="attributedText">
    \(body)
                    </attributedString>
                    <nil key="highlightedColor"/>
                </label>
    """
  }

  /// A container view `id` stored at `frame` (x, y, width, height), whose embed segue
  /// `segue` shows the controller `destination`.
  public static func containerView(
    _ id: String, embedding destination: String, segue: String, frame: (Double, Double, Double, Double)
  ) -> String {
    """
                    <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
                        <connections>
                            <segue destination="\(destination)" kind="embed" id="\(segue)"/>
                        </connections>
                    </containerView>
    """
  }

  /// A segmented control `id` of `titles`, stored at `frame` (x, y, width, height);
  /// `attributes` go before its id (`apportionsSegmentWidthsByContent="YES" `, say).
  public static func segmentedControl(
    _ id: String, titles: [String], frame: (Double, Double, Double, Double) = (0, 0, 100, 32), attributes: String = ""
  ) -> String {
    """
                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" \(attributes)translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="\(frame.0)" y="\(frame.1)" width="\(frame.2)" height="\(frame.3)"/>
                        <segments>
    \(titles.map { "                        <segment title=\"\($0)\"/>" }.joined(separator: "\n"))
                        </segments>
                    </segmentedControl>
    """
  }

  /// Constraints (held by the root of `screen`) putting `id`'s top `top` below the root's top,
  /// its leading edge `leading` in and its width at `width` — a stack placed on its own, its
  /// height left to its content (constraint ids `<prefix>1` to `<prefix>3`).
  public static func placed(_ id: String, top: Double, leading: Double, width: Double, prefix: String) -> String {
    """
                    <constraint firstItem="\(id)" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\(top)" id="\(prefix)1"/>
                    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="\(leading)" id="\(prefix)2"/>
                    <constraint firstItem="\(id)" firstAttribute="width" constant="\(width)" id="\(prefix)3"/>
    """
  }

  /// A plain view `id` (no text, no intrinsic size) with a fixed `height` constraint, and a
  /// fixed `width` one when given.
  public static func box(_ id: String, width: Double? = nil, height: Double) -> String {
    let widthConstraint = width.map { #"<constraint firstAttribute="width" constant="\#($0)" id="\#(id).w"/>"# } ?? ""
    return """
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="0" y="0" width="1" height="1"/>
                        <constraints>\(widthConstraint)<constraint firstAttribute="height" constant="\(height)" id="\(id).h"/></constraints>
                    </view>
    """
  }

  /// For the stored-frame check: a card 16 in from the sides, 20 below the safe area's top
  /// (59 on an iPhone 15 in Xcode 15), 100 tall; a 40 × 40 badge 8 in from its top left.
  /// `card` and `badge` are their stored frames' attributes (Xcode's layout by default),
  /// `cardExtra` attributes of the card's element.
  public static func card(
    card: String = #"x="16" y="79" width="361" height="100""#, cardExtra: String = "",
    badge: String = #"x="8" y="8" width="40" height="40""#
  ) -> String {
    screen(
      """
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-00-001" userLabel="Card"\(cardExtra)>
                          <rect key="frame" \(card)/>
                          <subviews>
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-00-001">
                                  <rect key="frame" \(badge)/>
                                  <constraints>
                                      <constraint firstAttribute="width" constant="40" id="bdg-wd-001"/>
                                      <constraint firstAttribute="height" constant="40" id="bdg-ht-001"/>
                                  </constraints>
                              </view>
                          </subviews>
                          <constraints>
                              <constraint firstItem="bdg-00-001" firstAttribute="leading" secondItem="crd-00-001" secondAttribute="leading" constant="8" id="bdg-ld-001"/>
                              <constraint firstItem="bdg-00-001" firstAttribute="top" secondItem="crd-00-001" secondAttribute="top" constant="8" id="bdg-tp-001"/>
                              <constraint firstAttribute="height" constant="100" id="crd-ht-001"/>
                          </constraints>
                      </view>
      """,
      constraints: """
                      <constraint firstItem="crd-00-001" firstAttribute="leading" secondItem="saf-e0-ar1" secondAttribute="leading" constant="16" id="crd-ld-001"/>
                      <constraint firstItem="saf-e0-ar1" firstAttribute="trailing" secondItem="crd-00-001" secondAttribute="trailing" constant="16" id="crd-tr-001"/>
                      <constraint firstItem="crd-00-001" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="20" id="crd-tp-001"/>
                      <constraint firstItem="crd-00-001" firstAttribute="bottom" relation="lessThanOrEqual" secondItem="saf-e0-ar1" secondAttribute="bottom" id="crd-bt-001"/>
      """)
  }

  /// A root view of `size` whose card `crd-00-001` is pinned to the safe area: at its sides
  /// and bottom, 8 below its top. `extras` end the root's element (simulated metrics).
  public static func safeAreaCard(device: String, tools: String, size: (Double, Double), extras: String = "") -> String {
    xib(device: device, tools: tools, """
            <view contentMode="scaleToFill" id="roo-t0-vw1">
                <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-00-001">
                        <rect key="frame" x="0.0" y="67" width="393" height="751"/>
                    </view>
                </subviews>
                <viewLayoutGuide key="safeArea" id="saf-e0-ar1"/>
                <constraints>
                    <constraint firstItem="crd-00-001" firstAttribute="leading" secondItem="saf-e0-ar1" secondAttribute="leading" id="c01-00-000"/>
                    <constraint firstItem="saf-e0-ar1" firstAttribute="trailing" secondItem="crd-00-001" secondAttribute="trailing" id="c02-00-000"/>
                    <constraint firstItem="crd-00-001" firstAttribute="top" secondItem="saf-e0-ar1" secondAttribute="top" constant="8" id="c03-00-000"/>
                    <constraint firstItem="saf-e0-ar1" firstAttribute="bottom" secondItem="crd-00-001" secondAttribute="bottom" id="c04-00-000"/>
                </constraints>
    \(extras)
            </view>
    """)
  }

  /// A root view `id` of `size` holding `subviews` laid out by `constraints` (held by the root),
  /// as Xcode writes every screen's: its safe area `safeArea` (nil: a file of layout guides),
  /// the system background if `background`. `key` "view" makes it a controller's root,
  /// `attributes` go before its id, `extras` end its element (simulated metrics).
  public static func rootView(
    key: String? = nil, id: String = "roo-t0-vw1", attributes: String = "", size: (Double, Double) = (393, 852),
    _ subviews: String, safeArea: String? = "saf-e0-ar1", background: Bool = false, constraints: String,
    extras: String = ""
  ) -> String {
    let keyAttribute = key.map { " key=\"\($0)\"" } ?? ""
    var guides: [String] = []
    if let safeArea { guides.append("    <viewLayoutGuide key=\"safeArea\" id=\"\(safeArea)\"/>") }
    if background { guides.append("    <color key=\"backgroundColor\" systemColor=\"systemBackgroundColor\"/>") }
    return """
            <view\(keyAttribute) contentMode="scaleToFill"\(attributes) id="\(id)">
                <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>
    \(subviews)
                </subviews>
            \(guides.joined(separator: "\n        "))
                <constraints>
    \(constraints)
                </constraints>
    \(extras)
            </view>
    """
  }

  /// A storyboard view controller `id` (`attributes` before its id: title, class, presentation
  /// style) whose root view `root` of `size` holds `subviews` and `constraints`, as `rootView`
  /// writes them; `extras` follow the root (navigation item, simulated metrics, segues).
  public static func viewController(
    id: String = "vc0-00-001", attributes: String = "", root: String, rootAttributes: String = "",
    size: (Double, Double), _ subviews: String, safeArea: String?, background: Bool = false,
    constraints: String, extras: String = ""
  ) -> String {
    """
                    <viewController\(attributes) id="\(id)" sceneMemberID="viewController">
        \(rootView(key: "view", id: root, attributes: rootAttributes, size: size, subviews, safeArea: safeArea, background: background, constraints: constraints))
        \(extras)
                    </viewController>
    """
  }

  /// A controller `id` whose root `root` of `size` holds nothing but its safe area `safeArea`:
  /// a tab or a presenter that only leads to the screen under test. `extras` follow the root
  /// (its tab bar or navigation item, its segues).
  public static func emptyViewController(
    _ id: String, root: String, size: (Double, Double), safeArea: String, extras: String
  ) -> String {
    """
                    <viewController id="\(id)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(root)">
                            <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                            <viewLayoutGuide key="safeArea" id="\(safeArea)"/>
                        </view>
    \(extras)
                    </viewController>
    """
  }

  /// A table view controller `id` whose table view `table` is its root, of `size` (an iPhone
  /// 11's unless said otherwise), `attributes` (data mode, style, row and section heights)
  /// before its id, holding `content` (its `<sections>` or `<prototypes>`); `extras` follow
  /// the table (simulated metrics).
  public static func tableViewController(
    id: String = "vc0-00-001", table: String = "tbl-00-001", _ attributes: String, size: (Double, Double) = (414, 896),
    _ content: String, extras: String = ""
  ) -> String {
    """
                    <tableViewController id="\(id)" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" \(attributes) id="\(table)">
                            <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
    \(content)
                        </tableView>
    \(extras)
                    </tableViewController>
    """
  }

  /// A static table's `<sections>`, each section `id` holding `cells` (`tableViewCell`s).
  public static func staticSections(_ sections: [(id: String, cells: String)]) -> String {
    let body = sections.map { section in
      """
                                <tableViewSection id="\(section.id)">
                                    <cells>
      \(section.cells)
                                    </cells>
                                </tableViewSection>
      """
    }
    return "                        <sections>\n" + body.joined(separator: "\n") + "\n                        </sections>"
  }

  /// A table view cell `id` (`attributes` before its id: selection, accessory, reuse
  /// identifier, row height) stored at `frame`, its content view `content` (`contentAttributes`:
  /// its margin settings) as tall as the cell and `contentWidth` wide (the cell's unless an
  /// accessory takes room), holding `subviews` laid out by `constraints`, as Xcode stores a row.
  /// `autoresizing` holds the cell's autoresizing-mask attributes (a top-level cell's).
  public static func tableViewCell(
    _ id: String, _ attributes: String, frame: (x: Double, y: Double, width: Double, height: Double),
    autoresizing: String = "", content: String, contentAttributes: String = "", contentWidth: Double? = nil,
    _ subviews: String, constraints: String, safeArea: String? = nil
  ) -> String {
    """
                <tableViewCell \(attributes) id="\(id)">
                    <rect key="frame" x="\(frame.x)" y="\(frame.y)" width="\(frame.width)" height="\(frame.height)"/>
                    <autoresizingMask key="autoresizingMask"\(autoresizing)/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center"\(contentAttributes) tableViewCell="\(id)" id="\(content)">
                        <rect key="frame" x="0.0" y="0.0" width="\(contentWidth ?? frame.width)" height="\(frame.height)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
    \(subviews)
                        </subviews>
                        <constraints>
    \(constraints)
                        </constraints>
                    </tableViewCellContentView>
    \(safeAreaGuide(safeArea))
                </tableViewCell>
    """
  }

  /// A collection view cell `id` of `size` (`attributes` before its id) whose content view
  /// holds `subviews`, laid out by `constraints` held by the cell, as Xcode stores one;
  /// `autoresizing` holds the cell's autoresizing-mask attributes (a top-level cell's).
  public static func collectionViewCell(
    _ id: String, attributes: String = "", size: (Double, Double), autoresizing: String = "", _ subviews: String,
    constraints: String, safeArea: String? = nil
  ) -> String {
    """
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center"\(attributes) id="\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                    <autoresizingMask key="autoresizingMask"\(autoresizing)/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO">
                        <rect key="frame" x="0.0" y="0.0" width="\(size.0)" height="\(size.1)"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
    \(subviews)
                        </subviews>
                    </view>
    \(safeAreaGuide(safeArea))
                    <constraints>
    \(constraints)
                    </constraints>
                </collectionViewCell>
    """
  }

  /// A cell's own safe-area guide element `id` (Xcode writes one on a top-level cell), or
  /// nothing.
  static func safeAreaGuide(_ id: String?) -> String {
    id.map { #"                <viewLayoutGuide key="safeArea" id="\#($0)"/>"# } ?? ""
  }

  /// A navigation controller `id` whose root is `root` (by the relationship segue `segue`), its
  /// bar `bar` stored at `barFrame` with `barAttributes` (large titles); `items` come before
  /// the bar (its tab bar item, simulated metrics).
  public static func navigationController(
    _ id: String, root: String, segue: String, bar: String, barFrame: (x: Double, y: Double, width: Double, height: Double),
    barAttributes: String = "", items: String = ""
  ) -> String {
    """
                    <navigationController id="\(id)" sceneMemberID="viewController">
    \(items)
                        <navigationBar key="navigationBar" contentMode="scaleToFill"\(barAttributes) id="\(bar)">
                            <rect key="frame" x="\(barFrame.x)" y="\(barFrame.y)" width="\(barFrame.width)" height="\(barFrame.height)"/>
                        </navigationBar>
                        <connections>
                            <segue destination="\(root)" kind="relationship" relationship="rootViewController" id="\(segue)"/>
                        </connections>
                    </navigationController>
    """
  }

  /// A tab bar controller `id` whose tab bar `bar` is `width` wide (`barAttributes` on it:
  /// `translucent="NO"`), with a tab for each of `tabs` (the controller a tab shows, and its
  /// segue's id). `items` come before the tab bar (its own simulated metrics).
  public static func tabBarController(
    _ id: String, bar: String, width: Double, tabs: [(destination: String, segue: String)],
    items: String = "", barAttributes: String = ""
  ) -> String {
    let segues = tabs.map {
      """
                            <segue destination="\($0.destination)" kind="relationship" relationship="viewControllers" id="\($0.segue)"/>
      """
    }
    return """
                    <tabBarController id="\(id)" sceneMemberID="viewController">\(items)
                        <tabBar key="tabBar" contentMode="scaleToFill"\(barAttributes) id="\(bar)">
                            <rect key="frame" x="0.0" y="0.0" width="\(width)" height="49"/>
                        </tabBar>
                        <connections>
    \(segues.joined(separator: "\n"))
                        </connections>
                    </tabBarController>
    """
  }

  /// A storyboard of `scenes` (each a `scene`) opening on `initial`, designed on `device` (an
  /// iPhone 11, status bar 48, unless said otherwise; nil for none, as files before Xcode 8
  /// were saved) in `orientation` by the Xcode of `tools`, laid out with safe areas unless
  /// `safeAreas` is false (top and bottom layout guides, as before Xcode 9).
  public static func storyboard(
    tools: String = "22505", device: String? = "retina6_1", orientation: String = "portrait",
    safeAreas: Bool = true, initial: String = "vc0-00-001", scenes: [String]
  ) -> String {
    let deviceElement = device.map { #"<device id="\#($0)" orientation="\#(orientation)" appearance="light"/>"# } ?? ""
    return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES"\(safeAreas ? #" useSafeAreas="YES""# : "") colorMatched="YES" initialViewController="\(initial)">
        \(deviceElement)
        <scenes>
    \(scenes.joined(separator: "\n"))
        </scenes>
    </document>
    """
  }

  /// A storyboard scene `id` holding `objects`: a controller and its placeholders.
  public static func scene(_ id: String, _ objects: String) -> String {
    """
            <scene sceneID="\(id)">
                <objects>
    \(objects)
                </objects>
            </scene>
    """
  }

  /// A storyboard whose only scene holds `objects` (a controller `vc0-00-001`), designed on an
  /// iPhone 11 (status bar 48) unless `device` says otherwise, by the Xcode of `tools`.
  public static func storyboard(
    tools: String = "22505", device: String? = "retina6_1", safeAreas: Bool = true, _ objects: String
  ) -> String {
    storyboard(tools: tools, device: device, safeAreas: safeAreas, scenes: [scene("scn-00-001", objects)])
  }

  public static func document(_ text: String, name: String = "fixture.xib") throws -> IBDocument {
    try IBDocument(data: Data(text.utf8), path: name)
  }

  /// A state that lays a table controller's rows out from the content's origin, as Xcode
  /// stores their frames (renders start them below the bars: `IBState.keepsListsAtContentOrigin`).
  public static let listsAsStored = IBState(keepsListsAtContentOrigin: true)

  /// Solved frames of the file's first root (or the root view `root`) by IB id (alignment
  /// rects), with the resolution. `name` ends in `.storyboard` for storyboards.
  public static func layout(
    _ text: String, name: String = "fixture.xib", state: IBState = IBState(), root: String? = nil
  ) throws -> (frames: [String: Rect], resolved: IBResolved, result: LayoutResult) {
    let doc = try document(text, name: name)
    let chosen = try #require(root.map { id in doc.roots.first { $0.id == id } } ?? doc.roots.first)
    let resolved = IBResolver.resolve(doc, root: chosen, state: state)
    let result = LayoutEngine.solve(resolved.form, measuring: FixedAdvanceTextMeasurer())
    var frames: [String: Rect] = [:]
    for (id, frame) in result.frames { frames[id.rawValue] = frame }
    return (frames, resolved, result)
  }

  /// Writes `text` as `name` into a new temporary folder, for the `formshot` binary to open.
  public static func write(_ text: String, named name: String) throws -> (folder: URL, file: URL) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("formshot-ib-fixture-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent(name)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return (folder, file)
  }

  /// Expects the frame of `id` to be (x, y, w, h) within 0.01 pt; with `pixelGrid`, (x, y, w, h)
  /// is the frame the constraints solve to, and the view is expected where UIKit places it, its
  /// edges on that device's pixels.
  public static func expectFrame(
    _ frames: [String: Rect], _ id: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
    pixelGrid: Double? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    guard let f = frames[id] else {
      Issue.record("no frame for \(id)", sourceLocation: sourceLocation)
      return
    }
    let solved = Rect(x: x, y: y, width: w, height: h)
    let e = pixelGrid.map { solved.snapped(toPixelGrid: $0) } ?? solved
    let ok =
      abs(f.minX - e.minX) < 0.01 && abs(f.minY - e.minY) < 0.01 && abs(f.width - e.width) < 0.01
      && abs(f.height - e.height) < 0.01
    #expect(ok, "\(id): got \(f), expected \(e)", sourceLocation: sourceLocation)
  }
}
