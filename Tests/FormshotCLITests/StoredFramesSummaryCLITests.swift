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
    // A report: the exit status is the plain check's, and the stale badge does not make it 1.
    let plain = try CLI.run(["check", "screens/Card.xib", "screens/old/Badge.xib"], in: dir)
    #expect(result.status == 0 && plain.status == 0, "\(result.stderr)")
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
    #expect(result.stdout.contains("Total: 2 roots in 2 of 3 files"))
    // The message already starts with the path: printed once.
    #expect(result.stdout.contains("  1 file could not be opened or laid out:\n    screens/Broken.xib:1:"))
    let json = try CLI.run(["check", "screens", "--stored-frames", "--json"], in: dir)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let failed = try #require((object["failed"] as? [[String: Any]])?.first)
    #expect(failed["file"] as? String == "screens/Broken.xib" && failed["root"] is NSNull)
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
    #expect(missing.stdout.contains("1 file could not be opened or laid out:\n    screens/Gone.xib: "))
    let scenes = try CLI.run(["check", "screens/Card.xib", "screens/old/Badge.xib", "--scene", "roo-t0-vw1"], in: dir)
    #expect(scenes.status == 2 && scenes.stderr.contains("--scene picks a root of one file"))
  }

  /// An empty folder or a mistyped name is listed as a failure (exit 1) and the other files
  /// are still checked: the JSON stays whole.
  @Test func anEmptyFolderOrAMissingPathDoesNotStopTheRun() throws {
    let dir = try Self.folder()
    try FileManager.default.createDirectory(at: dir.appendingPathComponent("empty"), withIntermediateDirectories: true)
    let result = try CLI.run(["check", "screens", "empty", "nope", "--stored-frames", "--json"], in: dir)
    #expect(result.status == 1)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
    #expect((object["roots"] as? [[String: Any]])?.count == 2)
    let failed = try #require(object["failed"] as? [[String: Any]])
    #expect(failed.map { $0["error"] as? String } == [
      "empty: error: no .xib or .storyboard file below this folder", "nope: error: no such file or folder",
    ])
  }

  /// A folder and a file in it, or two spellings of one folder, count each root once;
  /// symbolic links: a linked folder named is walked, a link to a file inside one is followed.
  @Test func duplicatesAndSymbolicLinks() throws {
    let dir = try Self.folder()
    let twice = try CLI.run(["check", "screens", "screens/Card.xib", "./screens/", "--stored-frames", "--summary"], in: dir)
    #expect(twice.stdout.hasPrefix("Total: 2 roots in 2 files"), "\(twice.stdout)")
    let fm = FileManager.default
    try fm.createSymbolicLink(atPath: dir.appendingPathComponent("alias").path, withDestinationPath: "screens")
    try fm.createDirectory(at: dir.appendingPathComponent("links"), withIntermediateDirectories: true)
    try fm.createSymbolicLink(
      atPath: dir.appendingPathComponent("links/Linked.xib").path, withDestinationPath: "../screens/Card.xib")
    let linked = try CLI.run(["check", "alias", "--stored-frames", "--json"], in: dir)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(linked.stdout.utf8)) as? [String: Any], "\(linked.stderr)")
    #expect((object["roots"] as? [[String: Any]])?.map { $0["file"] as? String } == ["alias/Card.xib", "alias/old/Badge.xib"])
    let file = try CLI.run(["check", "links", "--stored-frames", "--summary"], in: dir)
    #expect(file.stdout.hasPrefix("Total: 1 root in 1 file"), "\(file.stdout)\(file.stderr)")
  }

  /// A valid file with no root is named in the totals, and the file count says how many of
  /// the files had a root to compare.
  @Test func aFileWithoutRootsIsNamed() throws {
    let dir = try Self.folder()
    let card = try String(contentsOf: dir.appendingPathComponent("screens/Card.xib"), encoding: .utf8)
    let start = try #require(card.range(of: "<objects>")), end = try #require(card.range(of: "</objects>"))
    try card.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "<objects/>")
      .write(to: dir.appendingPathComponent("screens/Empty.xib"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["check", "screens", "--stored-frames", "--summary"], in: dir)
    #expect(result.stdout.hasPrefix("Total: 2 roots in 2 of 3 files"), "\(result.stdout)")
    #expect(result.stdout.contains("  no root in 1 file: screens/Empty.xib"))
  }
}
