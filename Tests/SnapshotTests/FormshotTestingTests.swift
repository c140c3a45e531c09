import FormshotTesting
import Foundation
import Testing

@testable import FormshotSnapshots

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
    // The same words on both sides (FormshotTesting keeps hints a caller wrote).
    opts.acceptHint = "accept it"
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

  /// Inside `swift test` the hints name the environment variable and this test, never a flag.
  @Test func failuresSayHowToAcceptFromSwiftTest() throws {
    let root = TempRoot()
    defer { root.remove() }
    let state = ["kb-shown", "compact", "light", "login"]
    let missing = verifyFormSnapshot(of: FakeSource(), state: state, options: root.options())
    let missingText = try #require(missing.failures.first)
    #expect(
      missingText.contains(
        "to record: re-run with FORMSHOT_RECORD=missing swift test --filter "
          + "failuresSayHowToAcceptFromSwiftTest (outside CI), or pass options.record = .missing"))
    var opts = root.options()
    opts.record = .missing
    _ = verifyFormSnapshot(of: FakeSource(), state: state, options: opts)
    var source = FakeSource()
    source.ctaY[FakeSource.key(state)] = 548
    let changed = verifyFormSnapshot(of: source, state: state, options: root.options())
    let text = try #require(changed.failures.first)
    #expect(
      text.contains(
        "to accept: re-run with FORMSHOT_RECORD=changed swift test --filter "
          + "failuresSayHowToAcceptFromSwiftTest (outside CI), or pass options.record = .changed"))
    #expect(!text.contains("--update-changed"))
    #expect(!missingText.contains("--record-missing"))
  }

  /// A hint the caller wrote is theirs: only the CLI's default wording is replaced.
  @Test func callersOwnHintIsKept() throws {
    let root = TempRoot()
    defer { root.remove() }
    var opts = root.options()
    opts.recordHint = "run make snapshots"
    let r = verifyFormSnapshot(
      of: FakeSource(), state: ["kb-shown", "compact", "light", "login"], options: opts)
    #expect(try #require(r.failures.first).contains("to record: run make snapshots"))
  }

  /// Default baselines sit outside every target (no SwiftPM warning, no `exclude:`), unless a
  /// `Snapshots/` folder beside the test file already holds them.
  @Test func defaultBaselinesLiveAtThePackageRootOutsideTheTarget() throws {
    let root = TempRoot()
    defer { root.remove() }
    let package = root.path + "/MyPackage"
    let tests = package + "/Tests/MyTests"
    try FileManager.default.createDirectory(atPath: tests, withIntermediateDirectories: true)
    try FileStore.write(Array("// swift-tools-version:6.0\n".utf8), to: package + "/Package.swift")
    let file = tests + "/FormTests.swift"
    #expect(defaultOptions(filePath: file).snapshotDirectory == package + "/Snapshots/MyTests")
    #expect(defaultOptions(filePath: file).artifactsDirectory.hasPrefix(tests + "/.formshot-artifacts")
      || ProcessInfo.processInfo.environment["FORMSHOT_ARTIFACTS"] != nil)
    try FileManager.default.createDirectory(
      atPath: tests + "/Snapshots", withIntermediateDirectories: true)
    #expect(defaultOptions(filePath: file).snapshotDirectory == tests + "/Snapshots")
  }
}

