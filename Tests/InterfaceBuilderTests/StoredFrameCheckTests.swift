// `check --stored-frames` as a library: formshot's layout of a root against the frames Xcode
// stored, and the file's own required constraints evaluated on those frames. Fixtures are
// written for these tests: a card pinned to the safe area with a badge inside it.
import AutoLayout
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import LayoutVocabulary
import StoredFrameCheck
import Testing

@Suite struct StoredFrameCheckTests {
  static func report(_ text: String) throws -> (StoredFrameReport, [String: Rect]) {
    let (frames, resolved, result) = try Fixture.layout(text)
    let document = try Fixture.document(text)
    let stored = IBResolver.storedFrames(document, root: document.roots[0], state: IBState())
    return (StoredFrameCheck.compare(stored, form: resolved.form, result: result), frames)
  }

  /// Stored frames that are Xcode's layout: every view within 0.5 pt, every required
  /// constraint holds on them, nothing stale.
  @Test func agreeingFramesAreWithinHalfAPointAndNotStale() throws {
    let (report, _) = try Self.report(Fixture.card())
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

  /// A constrained badge stored 22 pt too low in its card: formshot still lays it out from
  /// its constraints, the badge is reported as differing, and the stale-frame verdict names
  /// the constraint between the two views that the stored frame breaks, with its line.
  @Test func aWrongStoredFrameDiffersAndIsStale() throws {
    let text = Fixture.card(badge: #"x="8" y="30" width="40" height="40""#)
    let (report, frames) = try Self.report(text)
    #expect(frames["bdg-00-001"] == Rect(x: 24, y: 87, width: 40, height: 40))
    #expect(report.nonText.withinHalf == 2 && report.nonText.withinTwo == 2)
    #expect(report.differences.map(\.view.id) == ["bdg-00-001"])
    #expect(report.differences.first?.error == 22)
    #expect(report.isStale)
    #expect(report.broken.count == 1 && report.brokenThroughGuides.isEmpty)
    let broken = try #require(report.broken.first)
    #expect(broken.off == 22)
    let line = text.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains(#"id="bdg-tp-001""#) }.map { $0 + 1 }
    #expect(broken.location?.line == line)
    let out = report.text(path: "fixture.xib", limit: 10)
    #expect(out.contains("Xcode's stored frames break 1 of the file's own required constraints between views: they are stale"))
    #expect(out.contains("re-save in Xcode with Editor > Update Frames"))
    #expect(out.contains("fixture.xib:\(line ?? 0):"))
    #expect(out.contains("'bdg-00-001.top = crd-00-001.top + 8' is off by 22 pt"))
    #expect(out.contains("bdg-00-001 view: (24, 109, 40 × 40) → (24, 87, 40 × 40), off by 22"))
  }

  /// A card stored 41 pt too low breaks only its constraint to the safe area, which formshot
  /// places: reported as a constraint through a guide (stale frames, or formshot's safe area
  /// differs from Xcode's), not as proof of stale frames.
  @Test func aConstraintToAGuideIsNotProofOfStaleness() throws {
    let (report, _) = try Self.report(Fixture.card(card: #"x="16" y="120" width="361" height="100""#))
    #expect(report.differences.map(\.view.id) == ["crd-00-001", "bdg-00-001"])
    #expect(report.differences.first?.view.userLabel == "Card")
    #expect(!report.isStale)
    #expect(report.brokenThroughGuides.map(\.off) == [41])
    let out = report.text(path: "fixture.xib", limit: 10)
    #expect(out.contains("crd-00-001 view 'Card': (16, 120, 361 × 100) → (16, 79, 361 × 100), off by 41"))
    #expect(out.contains("1 constraint to a guide or margin does not hold with formshot's placement of it"))
    #expect(out.contains("'crd-00-001.top = saf-e0-ar1.top + 20' is off by 41 pt"))
  }

  /// A view Xcode marks misplaced: left out of the figures with what is inside it, listed as
  /// such, and the constraints through it are not evaluated (so the file is not stale).
  @Test func aMisplacedViewIsLeftOut() throws {
    let text = Fixture.card(card: #"x="16" y="120" width="361" height="100""#, cardExtra: #" misplaced="YES""#)
    let (report, _) = try Self.report(text)
    #expect(report.misplaced.map(\.id) == ["crd-00-001"])
    #expect(report.insideMisplaced == 1)
    #expect(report.all.views == 1 && report.all.withinHalf == 1)
    #expect(report.differences.isEmpty)
    #expect(!report.isStale)
    #expect(report.skipped.first { $0.reason == "through a misplaced view" }?.count == 7)
    #expect(report.evaluated == 2)
    let out = report.text(path: "fixture.xib", limit: 10)
    #expect(out.contains(#"Xcode marks 1 view misplaced="YES": left out of the figures (and the view inside)"#))
  }

  /// The totals over many roots: an up-to-date root, a stale one and one whose only broken
  /// constraint is to the safe area (up to date, counted apart), added up and split by the
  /// stale verdict, as text and as JSON.
  @Test func theSummarySplitsUpToDateAndStaleRoots() throws {
    var summary = StoredFrameSummary()
    summary.files = 3
    summary.filesGiven = 4
    summary.rootless = ["Empty.xib"]
    summary.addCheck(errors: 0, warnings: 2)
    for text in [
      Fixture.card(), Fixture.card(badge: #"x="8" y="30" width="40" height="40""#),
      Fixture.card(card: #"x="16" y="120" width="361" height="100""#),
    ] {
      summary.add(try Self.report(text).0)
    }
    summary.failed.append(.init(file: "Broken.xib", message: "Broken.xib:1:1: error: not XML"))
    summary.failed.append(.init(file: "Main.storyboard", root: "abc-de-fgh", message: "error: cannot lay out"))
    #expect(summary.upToDate == .init(roots: 2, nonText: .init(views: 6, withinHalf: 4, withinTwo: 4), all: .init(views: 6, withinHalf: 4, withinTwo: 4)))
    #expect(summary.stale == .init(roots: 1, nonText: .init(views: 3, withinHalf: 2, withinTwo: 2), all: .init(views: 3, withinHalf: 2, withinTwo: 2)))
    #expect(summary.overall.roots == 3 && summary.overall.nonText.withinHalf == 6)
    #expect(summary.upToDateBreakingGuides == 1)
    #expect(summary.text() == """
      Total: 3 roots in 3 of 4 files, Xcode's stored frames against formshot's layout
        views whose size does not come from text 9: within 0.5 pt 6 (66.7 %), within 2 pt 6 (66.7 %)
        all views 9: within 0.5 pt 6 (66.7 %), within 2 pt 6 (66.7 %)
        up to date: 2 roots (the stored frames satisfy the constraints between views; 1 of them with a constraint to a guide or margin that does not hold)
          views whose size does not come from text 6: within 0.5 pt 4 (66.7 %), within 2 pt 4 (66.7 %)
          all views 6: within 0.5 pt 4 (66.7 %), within 2 pt 4 (66.7 %)
        stale: 1 root (the stored frames break a constraint between views: they say nothing about formshot)
          views whose size does not come from text 3: within 0.5 pt 2 (66.7 %), within 2 pt 2 (66.7 %)
          all views 3: within 0.5 pt 2 (66.7 %), within 2 pt 2 (66.7 %)
        no root in 1 file: Empty.xib
        2 files or roots could not be opened or laid out:
          Broken.xib:1:1: error: not XML
          Main.storyboard: error: cannot lay out (root abc-de-fgh)
        check: 0 roots with errors, 1 with warnings (their lines are left out with --summary)
      """)
    let json = summary.json(roots: [])
    #expect(json.contains(#""stale": {"roots": 1, "nonText": {"views": 3, "withinHalf": 2, "withinTwo": 2, "missing": 0}"#))
    #expect(json.contains(#"{"file": "Broken.xib", "root": null, "error": "Broken.xib:1:1: error: not XML"}"#))
    // Valid JSON, and the keys in the promised order (new ones appended at the end).
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    #expect((object["failed"] as? [[String: Any]])?.last?["root"] as? String == "abc-de-fgh")
    func keys(_ text: Substring) -> [String] {
      text.split(separator: "\n").compactMap { line in
        line.firstMatch(of: /^ {2,4}"(\w+)":/).map { String($0.1) }
      }
    }
    #expect(keys(json[...]) == [
      "format", "roots", "failed", "totals", "files", "failed", "overall", "upToDate",
      "upToDateBreakingGuides", "stale", "filesGiven", "rootless", "check",
    ])
    #expect(json.contains(#""check": {"errorRoots": 0, "warningRoots": 1}"#))
  }


  /// A prototype cell Xcode 6 stored without a frame, and so its content view, is no evidence:
  /// neither is compared, and the constraints inside the content view are not evaluated on a
  /// frame Xcode never wrote (CoreStore's palette tables had been called stale for it). The
  /// swatches, which have frames, still are.
  @Test func aCellWithoutAFrameIsNoEvidence() throws {
    let text = TableRowTests.unframedPrototypes(rowHeight: "")
    let (frames, resolved, result) = try Fixture.layout(text, name: "fixture.storyboard", state: Fixture.listsAsStored)
    let document = try Fixture.document(text, name: "fixture.storyboard")
    let stored = IBResolver.storedFrames(document, root: document.roots[0], state: Fixture.listsAsStored)
    let unframed = stored.views.filter { ["cel-pr-001", "cnt-pr-001"].contains($0.id.rawValue) }
    #expect(unframed.count == 2 && unframed.allSatisfy { !$0.hasFrame })
    let report = StoredFrameCheck.compare(stored, form: resolved.form, result: result)
    #expect(!report.isStale, "\(report.broken)")
    // The table and the two swatches, against formshot's 27.5-pt swatches in 44-pt rows.
    #expect(report.all.views == 3)
    #expect(frames["swa-pr-001"]?.height == 27.5)
  }

  /// What a row without a stored frame holds is stored relative to the row: it is compared
  /// where the table puts the row (the second prototype's swatch 8 pt into the second row),
  /// not at the table's origin.
  @Test func aViewInARowWithoutAFrameIsComparedWithinItsRow() throws {
    let text = TableRowTests.unframedPrototypes(rowHeight: "")
    let (_, resolved, result) = try Fixture.layout(text, name: "fixture.storyboard", state: Fixture.listsAsStored)
    let document = try Fixture.document(text, name: "fixture.storyboard")
    let stored = IBResolver.storedFrames(document, root: document.roots[0], state: Fixture.listsAsStored)
    let swatch = try #require(stored.views.first { $0.id.rawValue == "swa-pr-002" })
    #expect(swatch.frame == Rect(x: 8, y: 44 + 8, width: 27, height: 27))
    let report = StoredFrameCheck.compare(stored, form: resolved.form, result: result)
    #expect(report.all.views == 3 && report.all.withinHalf == 3, "\(report.differences)")
  }
}
