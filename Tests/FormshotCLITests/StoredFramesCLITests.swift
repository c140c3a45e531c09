/// `formshot check --stored-frames` through the real binary: the report after each root's
/// check, the stale-frame verdict located in the file, the exit status left to the check, and
/// the usage error on a form.
import Foundation
import IBTestSupport
import Testing

@Suite struct StoredFramesCLITests {
  /// A badge stored 22 pt below where its constraint to its card puts it: the report counts
  /// it as differing and names the broken constraint at its line; the exit status is the plain
  /// check's.
  @Test func staleFramesAreReportedWithTheConstraintsLine() throws {
    let text = Fixture.card(badge: #"x="8" y="30" width="40" height="40""#)
    let (_, file) = try Fixture.write(text, named: "card.xib")
    let plain = try CLI.run(["check", file.path])
    let result = try CLI.run(["check", file.path, "--stored-frames"])
    #expect(result.status == plain.status, "\(result.stderr)")
    let line = try #require(
      text.split(separator: "\n", omittingEmptySubsequences: false)
        .firstIndex { $0.contains(#"id="bdg-tp-001""#) }.map { $0 + 1 })
    let out = result.stdout
    #expect(out.contains("card.xib: root roo-t0-vw1: Xcode's stored frames against formshot's layout"))
    #expect(out.contains("views whose size does not come from text 3: within 0.5 pt 2 (66.7 %), within 2 pt 2 (66.7 %)"))
    #expect(out.contains("bdg-00-001 view: (24, 109, 40 × 40) → (24, 87, 40 × 40), off by 22"))
    #expect(out.contains("Xcode's stored frames break 1 of the file's own required constraints between views: they are stale; re-save in Xcode with Editor > Update Frames to compare"))
    #expect(out.contains("card.xib:\(line):"))
    #expect(out.contains("'bdg-00-001.top = crd-00-001.top + 8' is off by 22 pt"))
    // Without the flag, no report.
    #expect(!plain.stdout.contains("stored frames"))
  }

  /// A misplaced view is listed as such and left out; agreeing frames are not stale.
  @Test func misplacedViewsAreLeftOut() throws {
    let text = Fixture.card(card: #"x="16" y="120" width="361" height="100""#, cardExtra: #" misplaced="YES""#)
    let (_, file) = try Fixture.write(text, named: "moved.xib")
    let result = try CLI.run(["check", file.path, "--stored-frames"])
    #expect(result.stdout.contains(#"Xcode marks 1 view misplaced="YES": left out of the figures (and the view inside):"#))
    #expect(result.stdout.contains("all views 1: within 0.5 pt 1 (100 %)"))
    #expect(!result.stdout.contains("stale"))
  }

  /// `--stored-frames` is for Interface Builder files: a form (or the bundled one) is a usage
  /// error, exit 2, before anything is checked.
  @Test func aFormIsAUsageError() throws {
    let dir = try CLI.temporaryDirectory()
    try "form f\n".write(to: dir.appendingPathComponent("f.form"), atomically: true, encoding: .utf8)
    for arguments in [["check", "f.form", "--stored-frames"], ["check", "--stored-frames"]] {
      let result = try CLI.run(arguments, in: dir)
      #expect(result.status == 2)
      #expect(result.stderr.contains("--stored-frames compares an Interface Builder file (.xib, .storyboard)"))
      #expect(result.stderr.contains("is a form"))
      #expect(result.stdout.isEmpty)
    }
    let help = try CLI.run(["check", "--help"])
    #expect(help.stdout.contains("--stored-frames"))
  }
}
