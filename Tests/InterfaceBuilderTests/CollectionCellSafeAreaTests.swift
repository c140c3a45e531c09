/// A xib's top-level collection view cell or supplementary view with its own safe-area guide is
/// drawn by Interface Builder as a freeform view: its guide keeps the status bar's inset (and
/// the home indicator's) by the rules of freeform views, where a table view cell's guide stays
/// at its edges. Stored frames are deliberately wrong (all at 0).
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import Testing

@Suite struct CollectionCellSafeAreaTests {
  /// A `width` × `height` cell (`element`: collectionViewCell or tableViewCell) holding a
  /// 10-pt square pinned to its own safe area's top and leading edges.
  static func cell(_ element: String, width: Int, height: Int, device: String, tools: String) -> String {
    let size = (Double(width), Double(height))
    let square = """
                          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sqr-sa-001">
                              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                              <constraints>
                                  <constraint firstAttribute="width" constant="10" id="sqr-sa-c01"/>
                                  <constraint firstAttribute="height" constant="10" id="sqr-sa-c02"/>
                              </constraints>
                          </view>
      """
    let pins = """
                      <constraint firstItem="sqr-sa-001" firstAttribute="top" secondItem="gui-sa-001" secondAttribute="top" id="sqr-sa-c03"/>
                      <constraint firstItem="sqr-sa-001" firstAttribute="leading" secondItem="gui-sa-001" secondAttribute="leading" constant="20" id="sqr-sa-c04"/>
      """
    let cell =
      element == "tableViewCell"
      ? Fixture.tableViewCell(
        "cel-sa-001", "", frame: (0, 0, size.0, size.1), content: "con-sa-001", square, constraints: pins,
        safeArea: "gui-sa-001")
      : Fixture.collectionViewCell("cel-sa-001", size: size, square, constraints: pins, safeArea: "gui-sa-001")
    return Fixture.xib(device: device, tools: tools, cell)
  }

  static func squareTop(_ element: String, width: Int, height: Int, device: String, tools: String) throws -> Double {
    let (frames, _, _) = try Fixture.layout(cell(element, width: width, height: height, device: device, tools: tools))
    return try #require(frames["sqr-sa-001"]).origin.y
  }

  /// Permanent's 389 × 124 date cell on an iPhone 11 (Xcode 12.4) pins its label to a guide
  /// from 44, the status bar's inset; pocket-casts' 320 × 96 table cell of Xcode 12 on the same
  /// iPhone pins its content 12 below a guide at 0.
  @Test func aCollectionCellKeepsTheStatusBarsInsetWhereATableCellDoesNot() throws {
    #expect(try Self.squareTop("collectionViewCell", width: 389, height: 124, device: "retina6_1", tools: "17701") == 44)
    #expect(try Self.squareTop("tableViewCell", width: 389, height: 124, device: "retina6_1", tools: "17701") == 0)
  }

  /// Xcode 9 and 10 draw a freeform view shorter than 480 on a home-button iPhone without the
  /// status bar, and so a cell: HTC Mobile's 456 × 483 survey page pins to a guide from 20, its
  /// 375 × 247 card page to one from 0.
  @Test func anXcode10CellShorterThan480HasNoStatusBar() throws {
    #expect(try Self.squareTop("collectionViewCell", width: 456, height: 483, device: "retina4_7", tools: "14460.31") == 20)
    #expect(try Self.squareTop("collectionViewCell", width: 375, height: 247, device: "retina4_7", tools: "14460.31") == 0)
  }
}
