import Foundation
import Testing

@testable import FormshotSnapshots

/// Builds a run with one changed, one new (missing) and two unchanged states; the changed one
/// also gains a view whose id needs escaping.
func mixedRun(_ root: TempRoot) throws -> SnapshotSummary {
  _ = try SnapshotRunner(source: FakeSource(), options: root.options(record: .all)).run()
  try FileManager.default.removeItem(
    atPath: root.snapshots + "/signup/compact-dark/kb-shown-login.png")
  var source = FakeSource()
  let changed = FakeSource.key(["kb-hidden", "compact", "dark", "signup"])
  source.edits[changed] = [.init(x: 0, y: 0, rgba: [255, 0, 0, 255])]
  source.extraViews[changed] = "a<b>&\"'"
  return try SnapshotRunner(source: source, options: root.options()).run()
}

@Suite struct ReportTests {
  @Test func sectionsAreOrderedAndTextIsEscaped() throws {
    let root = TempRoot()
    defer { root.remove() }
    let s = try mixedRun(root)
    #expect(s.line == "2 matched, 1 changed, 1 missing")
    let path = try #require(s.reportPath)
    #expect(path == root.artifacts + "/report-signup.html")
    let html = String(decoding: try #require(FileStore.read(path)), as: UTF8.self)
    let changed = try #require(html.range(of: "data-name=\"signup/compact-dark/kb-hidden-signup\""))
    let new = try #require(html.range(of: "data-name=\"signup/compact-dark/kb-shown-login\""))
    let unchanged = try #require(
      html.range(of: "data-name=\"signup/compact-light/kb-hidden-signup\""))
    #expect(changed.lowerBound < new.lowerBound && new.lowerBound < unchanged.lowerBound)
    #expect(html.contains("a&lt;b&gt;&amp;\"&quot;&#39; added") == false)  // raw quote never survives
    #expect(html.contains("a&lt;b&gt;&amp;&quot;&#39; added"))
    #expect(!html.contains("a<b>"))
    #expect(html.contains("difference 0.1667%"))
    // Images are linked relative to the report, all inside the artifacts folder.
    #expect(html.contains("src=\"signup/compact-dark/kb-hidden-signup.diff.png\""))
    #expect(!html.contains("src=\"../Snapshots"))
  }

  @Test func escapeCoversAllSpecials() {
    #expect(
      HTMLReport.escape("<a href=\"x\">'&'</a>")
        == "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
  }
}
