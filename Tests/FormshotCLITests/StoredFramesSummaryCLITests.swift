/// `formshot check --stored-frames` over many files: folders expanded, the totals split into
/// up-to-date and stale roots (text, `--summary`, `--json`), files that cannot be opened
/// counted, and the usage errors of the new flags. Fixtures: the card of `Fixture.card`, once
/// with Xcode's own frames and once with its badge stored 22 pt too low (stale).
import Foundation
import IBTestSupport
import Testing

@Suite struct StoredFramesSummaryCLITests {
  /// A folder with an up-to-date card and a stale one (and things the folder walk must skip).
  static func folder() throws -> URL {
    let dir = try CLI.temporaryDirectory("formshot-summary")
    let fm = FileManager.default
    for sub in ["screens", "screens/old", ".git"] {
      try fm.createDirectory(at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
    }
    try Fixture.card().write(to: dir.appendingPathComponent("screens/Card.xib"), atomically: true, encoding: .utf8)
    try Fixture.card(badge: #"x="8" y="30" width="40" height="40""#)
      .write(to: dir.appendingPathComponent("screens/old/Badge.xib"), atomically: true, encoding: .utf8)
    // Hidden folders, other files and forms (with --stored-frames) are not part of the walk.
    try Fixture.card().write(to: dir.appendingPathComponent(".git/Copy.xib"), atomically: true, encoding: .utf8)
    try "notes\n".write(to: dir.appendingPathComponent("screens/README.md"), atomically: true, encoding: .utf8)
    try "form f\n".write(to: dir.appendingPathComponent("screens/f.form"), atomically: true, encoding: .utf8)
    return dir
  }

  /// The text totals after the per-root reports: overall, up to date (the card) and stale (the
  /// badge 22 pt off), each with both figures.
  @Test func totalsAreSplitIntoUpToDateAndStaleRoots() throws {
    let dir = try Self.folder()
    let result = try CLI.run(["check", "screens", "--stored-frames"], in: dir)
    let out = result.stdout
    // Per-root output as before, in path order: screens/Card.xib before screens/old/Badge.xib.
    let card = try #require(out.range(of: "screens/Card.xib: root roo-t0-vw1: Xcode's stored frames"))
    let badge = try #require(out.range(of: "screens/old/Badge.xib: root roo-t0-vw1: Xcode's stored frames"))
    #expect(card.lowerBound < badge.lowerBound)
    #expect(!out.contains("Copy.xib") && !out.contains("f.form"))
    let total = try #require(out.range(of: "Total: 2 roots in 2 files"))
    let totals = String(out[total.lowerBound...])
    #expect(totals.contains("""
        views whose size does not come from text 6: within 0.5 pt 5 (83.3 %), within 2 pt 5 (83.3 %)
        all views 6: within 0.5 pt 5 (83.3 %), within 2 pt 5 (83.3 %)
        up to date: 1 root (the stored frames satisfy the constraints between views)
          views whose size does not come from text 3: within 0.5 pt 3 (100 %), within 2 pt 3 (100 %)
          all views 3: within 0.5 pt 3 (100 %), within 2 pt 3 (100 %)
        stale: 1 root (the stored frames break a constraint between views: they say nothing about formshot)
          views whose size does not come from text 3: within 0.5 pt 2 (66.7 %), within 2 pt 2 (66.7 %)
          all views 3: within 0.5 pt 2 (66.7 %), within 2 pt 2 (66.7 %)
      """))
    // A report: the exit status is the plain check's.
    let plain = try CLI.run(["check", "screens/Card.xib", "screens/old/Badge.xib"], in: dir)
    #expect(result.status == plain.status)
    // One root: its report, no totals.
    let one = try CLI.run(["check", "screens/Card.xib", "--stored-frames"], in: dir)
    #expect(!one.stdout.contains("Total:"))
  }

  /// --summary: the totals only (no per-root report or check line), even for one root.
  @Test func summaryPrintsOnlyTheTotals() throws {
    let dir = try Self.folder()
    let result = try CLI.run(["check", "screens", "--stored-frames", "--summary"], in: dir)
    #expect(result.stdout.hasPrefix("Total: 2 roots in 2 files, Xcode's stored frames against formshot's layout\n"))
    #expect(!result.stdout.contains("root roo-t0-vw1") && !result.stdout.contains(": ok ("))
    #expect(result.stderr.isEmpty, "\(result.stderr)")
    let one = try CLI.run(["check", "screens/Card.xib", "--stored-frames", "--summary"], in: dir)
    #expect(one.stdout.hasPrefix("Total: 1 root in 1 file"))
  }

  /// --json: every root's record and the totals, parseable, in path order.
  @Test func jsonHasEveryRootAndTheTotals() throws {
    let dir = try Self.folder()
    let result = try CLI.run(["check", "screens", "--stored-frames", "--json"], in: dir)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
    #expect(object["format"] as? String == "formshot-stored-frames/1")
    let roots = try #require(object["roots"] as? [[String: Any]])
    #expect(roots.map { $0["file"] as? String } == ["screens/Card.xib", "screens/old/Badge.xib"])
    #expect(roots.map { $0["stale"] as? Bool } == [false, true])
    let broken = try #require(roots[1]["broken"] as? [[String: Any]])
    #expect(broken.first?["constraint"] as? String == "bdg-00-001.top = crd-00-001.top + 8")
    #expect(broken.first?["off"] as? Double == 22)
    let totals = try #require(object["totals"] as? [String: Any])
    #expect(totals["files"] as? Int == 2 && totals["failed"] as? Int == 0)
    let overall = try #require(totals["overall"] as? [String: Any])
    #expect(overall["roots"] as? Int == 2)
    #expect((overall["nonText"] as? [String: Int]) == ["views": 6, "withinHalf": 5, "withinTwo": 5, "missing": 0])
    #expect((totals["upToDate"] as? [String: Any])?["roots"] as? Int == 1)
    let stale = try #require(totals["stale"] as? [String: Any])
    #expect((stale["all"] as? [String: Int]) == ["views": 3, "withinHalf": 2, "withinTwo": 2, "missing": 0])
  }

  /// Without --stored-frames a folder stands for its forms too; a file that cannot be opened
  /// is counted in the totals, listed, and makes the exit status 1.
  @Test func foldersAndFilesThatCannotBeOpened() throws {
    let dir = try Self.folder()
    let plain = try CLI.run(["check", "screens"], in: dir)
    #expect((plain.stdout + plain.stderr).contains("screens/f.form"))
    #expect(plain.stdout.contains("screens/Card.xib: ok"))
    try "<document".write(to: dir.appendingPathComponent("screens/Broken.xib"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["check", "screens", "--stored-frames", "--summary"], in: dir)
    #expect(result.status == 1)
    #expect(result.stdout.contains("Total: 2 roots in 2 files"))
    #expect(result.stdout.contains("  1 could not be opened or laid out:\n    screens/Broken.xib: "))
    let json = try CLI.run(["check", "screens", "--stored-frames", "--json"], in: dir)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((object["failed"] as? [[String: Any]])?.first?["file"] as? String == "screens/Broken.xib")
    #expect(json.status == 1)
  }

  /// Misused flags are usage errors (exit 2, nothing on stdout); a folder with nothing to
  /// check is an error of the input (exit 1).
  @Test func badArguments() throws {
    let dir = try Self.folder()
    for (arguments, message) in [
      (["check", "screens", "--summary"], "--summary goes with --stored-frames"),
      (["check", "screens", "--json"], "--json goes with --stored-frames"),
      (["check", "screens", "--stored-frames", "--summary", "--json"], "pick one"),
      (["check", "screens", "--stored-frames", "--scene", "roo-t0-vw1"], "--scene picks a root of one file"),
      (["check", "screens/f.form", "--stored-frames"], "is a form"),
    ] {
      let result = try CLI.run(arguments, in: dir)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.stderr.contains(message), "\(result.stderr)")
      #expect(result.stdout.isEmpty)
    }
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let empty = try CLI.run(["check", "empty", "--stored-frames"], in: dir)
    #expect(empty.status == 1)
    #expect(empty.stderr.contains("empty: error: no .xib or .storyboard file below this folder"))
    let missing = try CLI.run(["check", "screens/Card.xib", "screens/Gone.xib", "--stored-frames"], in: dir)
    #expect(missing.status == 1)
    #expect(missing.stdout.contains("1 could not be opened or laid out:\n    screens/Gone.xib: "))
  }
}
