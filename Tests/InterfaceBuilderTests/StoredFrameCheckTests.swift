// `check --stored-frames` as a library: formshot's layout of a root against the frames Xcode
// stored, and the file's own required constraints evaluated on those frames. Fixtures are
// written for these tests: a card pinned to the safe area with a badge inside it.
import AutoLayout
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import LayoutVocabulary
import StoredFrameCheck
import Testing

@Suite struct StoredFrameCheckTests {
  /// A card 16 in from the sides, 20 below the safe area's top (59 on an iPhone 15 in
  /// Xcode 15), 100 tall; a 40 × 40 badge 8 in from its top left. `card` is the card's stored
  /// frame's attributes, `cardExtra` attributes of the card's element.
  static func card(card: String = #"x="16" y="79" width="361" height="100""#, cardExtra: String = "") -> String {
    Fixture.screen(
      """
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-00-001" userLabel="Card"\(cardExtra)>
                          <rect key="frame" \(card)/>
                          <subviews>
                              <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bdg-00-001">
                                  <rect key="frame" x="8" y="8" width="40" height="40"/>
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

  static func report(_ text: String) throws -> (StoredFrameReport, [String: Rect]) {
    let (frames, resolved, result) = try Fixture.layout(text)
    let document = try Fixture.document(text)
    let stored = IBResolver.storedFrames(document, root: document.roots[0], state: IBState())
    return (StoredFrameCheck.compare(stored, form: resolved.form, result: result), frames)
  }

  /// Stored frames that are Xcode's layout: every view within 0.5 pt, every required
  /// constraint holds on them, nothing stale.
  @Test func agreeingFramesAreWithinHalfAPointAndNotStale() throws {
    let (report, _) = try Self.report(Self.card())
    #expect(report.nonText == .init(views: 3, withinHalf: 3, withinTwo: 3, missing: 0))
    #expect(report.all.views == 3 && report.all.withinHalf == 3)
    #expect(report.differences.isEmpty)
    #expect(report.evaluated == 9)
    #expect(report.broken.isEmpty && !report.isStale)
    #expect(report.misplaced.isEmpty)
    let text = report.text(path: "fixture.xib", limit: 10)
    #expect(text.contains("all views 3: within 0.5 pt 3 (100 %), within 2 pt 3 (100 %)"))
    #expect(text.contains("the stored frames satisfy the file's 9 required constraints"))
    #expect(!text.contains("stale"))
  }

  /// A constrained card stored 41 pt too low: formshot still lays it out from its
  /// constraints, the card is reported as differing (its badge moved with it), and the
  /// stale-frame verdict names the constraint the stored frame breaks, with its line.
  @Test func aWrongStoredFrameDiffersAndIsStale() throws {
    let text = Self.card(card: #"x="16" y="120" width="361" height="100""#)
    let (report, frames) = try Self.report(text)
    #expect(frames["crd-00-001"] == Rect(x: 16, y: 79, width: 361, height: 100))
    #expect(report.nonText.withinHalf == 1 && report.nonText.withinTwo == 1)
    #expect(report.differences.map(\.view.id) == ["crd-00-001", "bdg-00-001"])
    #expect(report.differences.first?.error == 41)
    #expect(report.differences.first?.view.userLabel == "Card")
    #expect(report.isStale)
    #expect(report.broken.count == 1)
    let broken = try #require(report.broken.first)
    #expect(broken.off == 41)
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains(#"id="crd-tp-001""#) }.map { $0 + 1 }
    #expect(broken.location?.line == line)
    let out = report.text(path: "fixture.xib", limit: 10)
    #expect(out.contains("Xcode's stored frames break 1 of the file's own 9 required constraints"))
    #expect(out.contains("re-save in Xcode with Editor > Update Frames"))
    #expect(out.contains("fixture.xib:\(line ?? 0):"))
    #expect(out.contains("'crd-00-001.top = saf-e0-ar1.top + 20' is off by 41 pt"))
    #expect(out.contains("crd-00-001 view 'Card': (16, 120, 361 × 100) → (16, 79, 361 × 100), off by 41"))
  }

  /// A view Xcode marks misplaced: left out of the figures with what is inside it, listed as
  /// such, and the constraints through it are not evaluated (so the file is not stale).
  @Test func aMisplacedViewIsLeftOut() throws {
    let text = Self.card(card: #"x="16" y="120" width="361" height="100""#, cardExtra: #" misplaced="YES""#)
    let (report, _) = try Self.report(text)
    #expect(report.misplaced.map(\.id) == ["crd-00-001"])
    #expect(report.insideMisplaced == 1)
    #expect(report.all.views == 1 && report.all.withinHalf == 1)
    #expect(report.differences.isEmpty)
    #expect(!report.isStale)
    #expect(report.skipped.first { $0.reason == "through a misplaced view" }?.count == 4)
    let out = report.text(path: "fixture.xib", limit: 10)
    #expect(out.contains(#"Xcode marks 1 view misplaced="YES": left out of the figures (and the 1 views inside them)"#))
  }
}
