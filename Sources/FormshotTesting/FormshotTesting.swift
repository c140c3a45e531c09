// FormshotTesting's overview (input, output, guarantees, decisions): FormshotTesting.docc/FormshotTesting.md
import Foundation
import FormshotSnapshots
import Testing
import XCTest

// MARK: - API

/// Verifies `source` against its baselines and reports every failure to the running test.
///
/// ```swift
/// @Test func signupLooksRight() {
///   assertFormSnapshot(of: mySource, state: ["kb-shown", "compact", "light", "login"])
/// }
/// ```
/// - Parameters:
///   - source: what renders the states.
///   - state: one exact state to check; nil checks the whole matrix (after `options.filter`).
///   - options: run options; nil = `defaultOptions(filePath:)` (baselines in `Snapshots/` beside
///     the test file).
/// - Returns: the run's summary, nil when the run itself could not start.
@discardableResult
public func assertFormSnapshot(
  of source: some SnapshotSource, state: [String]? = nil, options: SnapshotOptions? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) -> SnapshotSummary? {
  let (summary, failures) = verifyFormSnapshot(
    of: source, state: state, options: options, filePath: "\(filePath)")
  for message in failures {
    reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return summary
}

/// Like `assertFormSnapshot` but returns the failure messages instead of reporting them
/// (pointfree's `verifySnapshot`): empty means everything matched.
public func verifyFormSnapshot(
  of source: some SnapshotSource, state: [String]? = nil, options: SnapshotOptions? = nil,
  filePath: String = #filePath
) -> (summary: SnapshotSummary?, failures: [String]) {
  verifyFormSnapshot(
    of: source, states: state.map { [$0] }, options: options, filePath: filePath)
}

/// Verifies several exact states (nil: the whole matrix after `options.filter`); a state that
/// is not in the matrix is a failure, never silently skipped.
public func verifyFormSnapshot(
  of source: some SnapshotSource, states: [[String]]?, options: SnapshotOptions? = nil,
  filePath: String = #filePath
) -> (summary: SnapshotSummary?, failures: [String]) {
  var options = options ?? defaultOptions(filePath: filePath)
  options.progress = false
  // Inside `swift test` a CLI flag means nothing: the CLI's hints (the options' defaults)
  // become the test runner's; hints a caller wrote are kept.
  let hints = testRunnerHints(filePath: filePath)
  let cliDefaults = SnapshotOptions()
  if options.recordHint == cliDefaults.recordHint { options.recordHint = hints.record }
  if options.acceptHint == cliDefaults.acceptHint { options.acceptHint = hints.accept }
  var wanted: [(state: [String], name: String)] = []
  if let states {
    do {
      // Names are exact globs: they cannot contain `*` or `?`.
      for state in states {
        wanted.append(
          (
            state,
            try options.naming.name(
              form: source.formName, state: state, traits: source.traitTokens)
          ))
      }
    } catch {
      return (nil, ["\(error)"])
    }
    options.filter.only = wanted.map(\.name)
  }
  func notInMatrix(_ state: [String]) -> String {
    "state [\(state.joined(separator: " "))] is not in the matrix of '\(source.formName)'"
  }
  let summary: SnapshotSummary
  do { summary = try SnapshotRunner(source: source, options: options).run() } catch {
    if !wanted.isEmpty, case .noStateSelected = error {
      return (nil, wanted.map { notInMatrix($0.state) })
    }
    return (nil, ["formshot snapshot run failed: \(error)"])
  }
  let recorded = summary.results.filter {
    if case .recorded = $0.outcome { return true } else { return false }
  }.compactMap(\.message)
  if !recorded.isEmpty { reportRecorded(recorded) }
  var failures = summary.results.filter(\.outcome.isFailure).compactMap(\.message)
  if !failures.isEmpty, let report = summary.reportPath {
    failures[failures.count - 1] += "\n  report: \(report)"
  }
  if options.filter.shard == nil {
    let covered = Set(summary.results.map(\.name))
    failures += wanted.filter { !covered.contains($0.name) }.map { notInMatrix($0.state) }
  }
  return (summary, failures)
}

/// Baselines in `Snapshots/TARGET/` at the package root (TARGET: the test file's folder), outside
/// every target, so SwiftPM never warns about them and `Package.swift` needs no `exclude:`; a
/// `Snapshots/` folder beside the test file, where earlier versions kept them, is still used.
/// Artifacts in `FORMSHOT_ARTIFACTS` or `.formshot-artifacts/` beside the test file (SwiftPM
/// skips hidden folders; keep it out of version control).
public func defaultOptions(filePath: String = #filePath) -> SnapshotOptions {
  let dir = (filePath as NSString).deletingLastPathComponent
  let artifacts =
    ProcessInfo.processInfo.environment["FORMSHOT_ARTIFACTS"]
    .flatMap { $0.isEmpty ? nil : $0 } ?? dir + "/.formshot-artifacts"
  var snapshots = dir + "/Snapshots"
  var isFolder: ObjCBool = false
  let besideExists =
    FileManager.default.fileExists(atPath: snapshots, isDirectory: &isFolder) && isFolder.boolValue
  if !besideExists, let root = packageRoot(above: dir) {
    snapshots = root + "/Snapshots/" + (dir as NSString).lastPathComponent
  }
  let hints = testRunnerHints(filePath: filePath)
  return SnapshotOptions(
    snapshotDirectory: snapshots, artifactsDirectory: artifacts,
    recordHint: hints.record, acceptHint: hints.accept)
}

/// The nearest folder above `dir` holding a `Package.swift` (nil when there is none).
func packageRoot(above dir: String) -> String? {
  var folder = (dir as NSString).deletingLastPathComponent
  while folder != "/" && !folder.isEmpty {
    if FileManager.default.fileExists(atPath: folder + "/Package.swift") { return folder }
    folder = (folder as NSString).deletingLastPathComponent
  }
  return nil
}

/// The record and accept hints in test-runner terms: the environment variable with a
/// `swift test --filter` that re-runs just this test (the Swift Testing test's name, else the
/// test file's folder, which is its test target), or the options value.
func testRunnerHints(filePath: String) -> (record: String, accept: String) {
  let filter: String
  if let test = Test.current {
    // `--filter` is a regular expression: drop the parameter list of `name()`.
    filter = String(test.name.prefix { $0 != "(" })
  } else {
    filter = ((filePath as NSString).deletingLastPathComponent as NSString).lastPathComponent
  }
  func hint(_ value: String, _ mode: String) -> String {
    "re-run with FORMSHOT_RECORD=\(value) swift test --filter \(filter) (outside CI), "
      + "or pass options.record = .\(mode)"
  }
  return (hint("missing", "missing"), hint("changed", "changed"))
}

// MARK: - Reporting

/// Says what a run recorded, as `formshot snapshot` does: on stdout (both runners show a test's
/// output), and under Swift Testing also as an attachment of the running test. Recording is not
/// a failure, so it is never an issue.
func reportRecorded(_ messages: [String]) {
  let text = messages.joined(separator: "\n") + "\n"
  FileHandle.standardOutput.write(Data(text.utf8))
  if Test.current != nil {
    Attachment.record(text, named: "formshot-recorded.txt")
  }
}

/// Sends one failure to Swift Testing when a test is running there, else to XCTest.
func reportFailure(
  _ message: String, fileID: String, filePath: StaticString, line: UInt, column: UInt
) {
  if Test.current != nil {
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: Testing.SourceLocation(
        fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
  } else {
    XCTFail(message, file: filePath, line: line)
  }
}
