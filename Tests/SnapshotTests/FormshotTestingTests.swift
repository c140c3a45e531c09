import FormshotTesting
import Foundation
import Testing

@testable import Snapshotting

@Suite struct FormshotTestingTests {
  @Test func verifyReportsTheSameMessagesAsTheRunner() throws {
    let root = TempRoot()
    defer { root.remove() }
    let state = ["kb-shown", "compact", "light", "login"]
    var opts = root.options()
    let missing = verifyFormSnapshot(of: FakeSource(), state: state, options: opts)
    #expect(missing.failures.count == 1)
    #expect(missing.failures.first?.contains("missing: no baseline") == true)
    #expect(missing.summary?.results.map(\.state) == [state])  // exactly this state

    opts.record = .missing
    #expect(verifyFormSnapshot(of: FakeSource(), state: state, options: opts).failures.isEmpty)
    opts.record = nil
    var source = FakeSource()
    source.ctaY[FakeSource.key(state)] = 548
    let changed = verifyFormSnapshot(of: source, state: state, options: opts)
    let runner = try SnapshotRunner(
      source: source,
      options: {
        var o = opts
        o.filter.only = ["signup/compact-light/kb-shown-login"]
        return o
      }()
    ).run()
    #expect(changed.failures.first?.hasPrefix(try #require(runner.results.first?.message)) == true)
    #expect(changed.failures.first?.contains("cta.y 540 → 548") == true)
    #expect(changed.failures.first?.contains("report: ") == true)
  }

  @Test func unknownStateFails() {
    let root = TempRoot()
    defer { root.remove() }
    let r = verifyFormSnapshot(of: FakeSource(), state: ["nope"], options: root.options())
    #expect(r.failures == ["state [nope] is not in the matrix of 'signup'"])
  }

  @Test func assertRecordsAnIssueOnMismatch() {
    let root = TempRoot()
    defer { root.remove() }
    withKnownIssue {
      assertFormSnapshot(
        of: FakeSource(), state: ["kb-shown", "compact", "light", "login"], options: root.options())
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("missing: no baseline") }
    }
  }
}
