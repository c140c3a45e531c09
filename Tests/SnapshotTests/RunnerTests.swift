import Foundation
import Geometry
import PNG
import Testing

@testable import FormshotSnapshots

@Suite struct RunnerTests {
  let kbShownLight = ["kb-shown", "compact", "light", "login"]

  /// Records baselines for the default fake source into `root`.
  func recordAll(_ root: TempRoot, _ source: FakeSource = FakeSource()) throws {
    let s = try SnapshotRunner(source: source, options: root.options(record: .all)).run()
    #expect(s.recorded == source.states.count)
  }

  @Test func identicalRenderingMatches() throws {
    let root = TempRoot()
    defer { root.remove() }
    try recordAll(root)
    let s = try SnapshotRunner(source: FakeSource(), options: root.options()).run()
    #expect(s.results.allSatisfy { $0.outcome == .matched(.identical) })
    #expect(s.line == "4 matched, 0 changed, 0 missing")
    #expect(s.exitCode == 0)
    #expect(
      FileManager.default.fileExists(
        atPath: root.snapshots + "/signup/compact-light/kb-shown-login.png"))
    #expect(
      FileManager.default.fileExists(
        atPath: root.snapshots + "/signup/compact-light/kb-shown-login.json"))
  }

  @Test func onePixelChangeFailsWithStateCountShareAndDiffPanels() throws {
    let root = TempRoot()
    defer { root.remove() }
    try recordAll(root)
    var source = FakeSource()
    source.edits[FakeSource.key(kbShownLight)] = [.init(x: 3, y: 5, rgba: [255, 255, 255, 255])]
    let s = try SnapshotRunner(source: source, options: root.options()).run()
    let r = try #require(s.result(kbShownLight))
    guard case .changed(let change) = r.outcome else {
      Issue.record("expected changed, got \(r.outcome)")
      return
    }
    #expect(change.layout.isEmpty)
    #expect(change.pixels.differingPixels == 1)
    let message = try #require(r.message)
    let total = source.width * source.height
    #expect(message.contains("signup/compact-light/kb-shown-login"))
    #expect(message.contains("[kb-shown compact light login]"))
    #expect(message.contains("1 of \(total) pixels differ"))
    #expect(message.contains("(0.1667%)"))  // 1 / 600
    let diffPath = try #require(r.diffPath)
    let actualPath = try #require(r.actualPath)
    #expect(message.contains(diffPath) && message.contains(actualPath))
    #expect(diffPath.hasPrefix(root.artifacts + "/") && !diffPath.hasPrefix(root.snapshots))
    #expect(s.line == "3 matched, 1 changed, 0 missing")
    #expect(s.exitCode == 1)

    let panel = try PNGCodec.decode(try #require(FileStore.read(diffPath)))
    #expect(panel.width == 3 * source.width + 2 * DiffImage.gap)
    #expect(panel.height == source.height)
    func px(_ x: Int, _ y: Int) -> [UInt8] {
      let o = (y * panel.width + x) * 4
      return Array(panel.rgba[o..<(o + 4)])
    }
    let mid = source.width + DiffImage.gap
    let right = mid + source.width + DiffImage.gap
    let expected = FakeSource().image(kbShownLight)
    let o = (5 * source.width + 3) * 4
    #expect(px(3, 5) == Array(expected.rgba[o..<(o + 4)]))  // left: expected
    #expect(px(right + 3, 5) == [255, 255, 255, 255])  // right: actual
    let m = DiffImage.marker
    #expect(px(mid + 3, 5) == [m.0, m.1, m.2, m.3])  // middle: the change highlighted
    #expect(px(mid + 4, 5) != [m.0, m.1, m.2, m.3])
    // The baseline is untouched.
    #expect(FileStore.read(r.baselinePath) == (try FakeSource().render(state: kbShownLight).png))
  }

  @Test func toleranceAcceptsASmallChangeButNotABigOne() throws {
    let root = TempRoot()
    defer { root.remove() }
    try recordAll(root)
    let tolerant = Differ.tolerance(perChannel: 4, maxShare: 0.01)
    let base = FakeSource().image(kbShownLight)
    func shifted(_ x: Int, _ y: Int, by d: Int) -> FakeSource.PixelEdit {
      let o = (y * base.width + x) * 4
      return .init(
        x: x, y: y, rgba: (0..<3).map { UInt8(min(255, Int(base.rgba[o + $0]) + d)) } + [255])
    }
    var small = FakeSource()
    // Every pixel of a row slightly off (within perChannel), plus 3 of 600 pixels far off
    // (0.5% ≤ 1%).
    small.edits[FakeSource.key(kbShownLight)] =
      (0..<20).map { shifted($0, 0, by: 3) } + (0..<3).map { shifted($0, 9, by: 90) }
    let ok = try SnapshotRunner(source: small, options: root.options(differ: tolerant)).run()
    guard case .matched(let d)? = ok.result(kbShownLight)?.outcome, case .similar = d else {
      Issue.record(
        "expected a match within tolerance, got \(String(describing: ok.result(kbShownLight)?.outcome))"
      )
      return
    }
    #expect(d.differingPixels == 3)
    #expect(ok.result(kbShownLight)?.message?.contains("within tolerance") == true)
    #expect(ok.exitCode == 0)
    // Exact comparison rejects the same small change.
    let exact = try SnapshotRunner(source: small, options: root.options()).run()
    #expect(exact.changed == 1)

    var big = FakeSource()
    big.edits[FakeSource.key(kbShownLight)] = (0..<20).map { shifted($0, 2, by: 90) }  // 3.3%
    let bad = try SnapshotRunner(source: big, options: root.options(differ: tolerant)).run()
    guard case .changed(let c)? = bad.result(kbShownLight)?.outcome else {
      Issue.record("expected changed")
      return
    }
    #expect(c.pixels.differingPixels == 20)
    #expect(bad.exitCode == 1)
  }

  @Test func layoutChangeIsReportedAsMovedView() throws {
    let root = TempRoot()
    defer { root.remove() }
    try recordAll(root)
    var source = FakeSource()
    source.ctaY[FakeSource.key(kbShownLight)] = 548
    let s = try SnapshotRunner(source: source, options: root.options()).run()
    let r = try #require(s.result(kbShownLight))
    guard case .changed(let change) = r.outcome else {
      Issue.record("expected changed, got \(r.outcome)")
      return
    }
    #expect(change.layout.map(\.description) == ["cta.y 540 → 548"])
    #expect(change.pixels == .identical)
    #expect(r.message?.contains("layout: cta.y 540 → 548") == true)
    #expect(
      FileManager.default.fileExists(
        atPath: root.artifacts + "/signup/compact-light/kb-shown-login.actual.json"))
  }

  @Test func missingSnapshotUnderCIFailsAndWritesNothingIntoSnapshots() throws {
    let root = TempRoot()
    defer { root.remove() }
    let env = ["CI": "true", "FORMSHOT_RECORD": "1"]
    let s = try SnapshotRunner(source: FakeSource(), options: root.options(env: env)).run()
    #expect(s.missing == 4)
    #expect(s.exitCode == 1)
    #expect(s.line == "0 matched, 0 changed, 4 missing")
    #expect(root.files(root.snapshots).isEmpty)
    let m = try #require(s.results.first?.message)
    #expect(m.contains("--record-missing") && m.contains("CI is set"))
    #expect(m.contains("FORMSHOT_RECORD is ignored"))
    // The actual renderings are still available for download from the artifacts folder.
    #expect(root.files(root.artifacts).contains("signup/compact-light/kb-hidden-signup.actual.png"))
  }

  @Test func missingSnapshotFailsByDefaultOutsideCI() throws {
    let root = TempRoot()
    defer { root.remove() }
    let s = try SnapshotRunner(source: FakeSource(), options: root.options()).run()
    #expect(s.missing == 4 && s.exitCode == 1)
    #expect(root.files(root.snapshots).isEmpty)
  }

  @Test func formshotRecordEnvironmentRecordsEverything() throws {
    let root = TempRoot()
    defer { root.remove() }
    let s = try SnapshotRunner(
      source: FakeSource(), options: root.options(env: ["FORMSHOT_RECORD": "1"])
    ).run()
    #expect(s.recorded == 4)
    #expect(s.line == "0 matched, 0 changed, 0 missing, 4 recorded")
    #expect(s.exitCode == 0)
    #expect(root.files(root.snapshots).count == 8)  // png + json per state
    let again = try SnapshotRunner(source: FakeSource(), options: root.options()).run()
    #expect(again.matched == 4)
  }

  @Test func recordMissingWritesOnlyTheMissing() throws {
    let root = TempRoot()
    defer { root.remove() }
    try recordAll(root)
    let gone = ["kb-hidden", "compact", "dark", "signup"]
    let gonePath = root.snapshots + "/signup/compact-dark/kb-hidden-signup.png"
    try FileManager.default.removeItem(atPath: gonePath)
    var source = FakeSource()
    source.edits[FakeSource.key(kbShownLight)] = [.init(x: 0, y: 0, rgba: [0, 0, 0, 255])]
    let before = root.mtimes(root.snapshots)
    let changedBaseline = FileStore.read(
      root.snapshots + "/signup/compact-light/kb-shown-login.png")
    let s = try SnapshotRunner(source: source, options: root.options(record: .missing)).run()
    #expect(s.result(gone)?.outcome == .recorded(previous: nil))
    #expect(FileManager.default.fileExists(atPath: gonePath))
    guard case .changed? = s.result(kbShownLight)?.outcome else {
      Issue.record("changed state must not be recorded by recordMissing")
      return
    }
    #expect(
      FileStore.read(root.snapshots + "/signup/compact-light/kb-shown-login.png") == changedBaseline
    )
    let after = root.mtimes(root.snapshots)
    let touched = after.keys.filter { before[$0] != after[$0] }.sorted()
    #expect(touched == ["signup/compact-dark/kb-hidden-signup.png"])
    #expect(s.line == "2 matched, 1 changed, 0 missing, 1 recorded")
  }

  @Test func updateChangedRewritesChangedBaselines() throws {
    let root = TempRoot()
    defer { root.remove() }
    try recordAll(root)
    var source = FakeSource()
    source.ctaY[FakeSource.key(kbShownLight)] = 548
    let s = try SnapshotRunner(source: source, options: root.options(record: .changed)).run()
    guard case .recorded(let previous?)? = s.result(kbShownLight)?.outcome else {
      Issue.record("expected an updated baseline")
      return
    }
    #expect(previous.layout.map(\.description) == ["cta.y 540 → 548"])
    #expect(s.exitCode == 0)
    #expect(try SnapshotRunner(source: source, options: root.options()).run().matched == 4)
  }

  @Test func pruneRemovesOnlyStaleFilesOfTheScheme() throws {
    let root = TempRoot()
    defer { root.remove() }
    try recordAll(root)
    let keepers = [
      "notes.txt", "signup/README.md", "other/compact-light/kb-shown-login.png",
      "signup/compact-light/Weird Name.png", "signup/compact-light/deep/extra.png",
    ]
    for k in keepers { try FileStore.write("keep", to: root.snapshots + "/" + k) }
    var source = FakeSource()
    source.states.removeLast()  // kb-shown compact dark login is gone
    let s = try SnapshotRunner(source: source, options: root.options(prune: true)).run()
    #expect(
      s.pruned == [
        "signup/compact-dark/kb-shown-login.json", "signup/compact-dark/kb-shown-login.png",
      ])
    #expect(s.line == "3 matched, 0 changed, 0 missing, 2 pruned")
    let left = Set(root.files(root.snapshots))
    for k in keepers { #expect(left.contains(k), "\(k) must survive") }
    #expect(left.count == keepers.count + 6)
  }

  @Test func pruneUsesTheFullMatrixEvenWhenFiltered() throws {
    let root = TempRoot()
    defer { root.remove() }
    try recordAll(root)
    let opts = root.options(filter: MatrixFilter(stateTokens: ["dark"]), prune: true)
    let s = try SnapshotRunner(source: FakeSource(), options: opts).run()
    #expect(s.results.count == 2 && s.pruned.isEmpty)
    #expect(root.files(root.snapshots).count == 8)
  }

  @Test func shardsCoverTheMatrixExactlyOnce() throws {
    let root = TempRoot()
    defer { root.remove() }
    var source = FakeSource()
    source.states = (0..<7).map { ["s\($0)", $0 % 2 == 0 ? "light" : "dark"] }
    var seen: [String] = []
    for i in 1...3 {
      let opts = root.options(filter: MatrixFilter(shard: try Shard(index: i, count: 3)))
      let s = try SnapshotRunner(source: source, options: opts).run()
      #expect(s.results.count >= 2 && s.results.count <= 3)  // balanced
      seen += s.results.map(\.name)
    }
    let all = try SnapshotRunner(source: source, options: root.options()).run().results.map(\.name)
    #expect(seen.sorted() == all.sorted())
    #expect(Set(seen).count == seen.count)
  }

  @Test func filtersSelectByTokensAndGlobs() throws {
    let root = TempRoot()
    defer { root.remove() }
    func names(_ f: MatrixFilter) throws -> [String] {
      try SnapshotRunner(source: FakeSource(), options: root.options(filter: f)).run().results.map(
        \.name)
    }
    #expect(
      try names(MatrixFilter(stateTokens: ["kb-shown", "dark"])) == [
        "signup/compact-dark/kb-shown-login"
      ])
    #expect(
      try names(MatrixFilter(only: ["*login"])) == [
        "signup/compact-light/kb-shown-login", "signup/compact-dark/kb-shown-login",
      ])
    #expect(
      try names(MatrixFilter(exclude: ["*/compact-dark/*"])) == [
        "signup/compact-light/kb-hidden-signup", "signup/compact-light/kb-shown-login",
      ])
  }

  /// `--record` writes what it renders without decoding or diffing the baselines it replaces:
  /// unreadable baselines are simply overwritten, and no diff image or expected copy is made.
  @Test func recordAllNeverDecodesOrDiffsTheBaselinesItReplaces() throws {
    let root = TempRoot()
    defer { root.remove() }
    try recordAll(root)
    let png = root.snapshots + "/signup/compact-light/kb-shown-login.png"
    let json = root.snapshots + "/signup/compact-light/kb-shown-login.json"
    let good = (FileStore.read(png), FileStore.read(json))
    try FileStore.write(Array("not a png".utf8), to: png)
    try FileStore.write(Array("{ not json".utf8), to: json)
    var source = FakeSource()
    source.edits[FakeSource.key(kbShownLight)] = [.init(x: 1, y: 1, rgba: [0, 0, 0, 255])]
    let s = try SnapshotRunner(source: source, options: root.options(record: .all)).run()
    #expect(s.result(kbShownLight)?.outcome == .recorded(previous: nil))
    #expect(s.line == "3 matched, 0 changed, 0 missing, 1 recorded")
    #expect(FileStore.read(json) == good.1)
    #expect(FileStore.read(png) != good.0)
    #expect(try PNGCodec.decode(try #require(FileStore.read(png))) == source.image(kbShownLight))
    #expect(
      root.files(root.artifacts).filter { $0.contains(".diff.") || $0.contains(".expected.") }
        .isEmpty)
  }

  @Test func recordAllRewritesOnlyBaselinesWhoseBytesChanged() throws {
    let root = TempRoot()
    defer { root.remove() }
    try recordAll(root)
    let snaps = root.mtimes(root.snapshots)
    Thread.sleep(forTimeInterval: 0.05)
    var source = FakeSource()
    source.ctaY[FakeSource.key(kbShownLight)] = 548
    source.edits[FakeSource.key(kbShownLight)] = [.init(x: 1, y: 1, rgba: [0, 0, 0, 255])]
    let s = try SnapshotRunner(source: source, options: root.options(record: .all)).run()
    #expect(s.line == "3 matched, 0 changed, 0 missing, 1 recorded")
    let touched = root.mtimes(root.snapshots).filter { snaps[$0.key] != $0.value }.keys.sorted()
    #expect(
      touched == [
        "signup/compact-light/kb-shown-login.json", "signup/compact-light/kb-shown-login.png",
      ])
    #expect(root.files(root.snapshots).allSatisfy { !$0.contains(".tmp-") })
  }

  @Test func noRewriteOfArtifactsOnIdenticalRerun() throws {
    let root = TempRoot()
    defer { root.remove() }
    try recordAll(root)
    var source = FakeSource()
    source.edits[FakeSource.key(kbShownLight)] = [.init(x: 1, y: 1, rgba: [0, 0, 0, 255])]
    _ = try SnapshotRunner(source: source, options: root.options()).run()
    let snaps = root.mtimes(root.snapshots)
    let arts = root.mtimes(root.artifacts)
    Thread.sleep(forTimeInterval: 0.05)
    _ = try SnapshotRunner(source: source, options: root.options()).run()
    #expect(root.mtimes(root.snapshots) == snaps)
    #expect(root.mtimes(root.artifacts) == arts)
  }

  @Test func resolvedChangesDropStaleDiffArtifacts() throws {
    let root = TempRoot()
    defer { root.remove() }
    try recordAll(root)
    var source = FakeSource()
    source.edits[FakeSource.key(kbShownLight)] = [.init(x: 1, y: 1, rgba: [0, 0, 0, 255])]
    let failing = try SnapshotRunner(source: source, options: root.options()).run()
    let diff = try #require(failing.result(kbShownLight)?.diffPath)
    #expect(FileStore.exists(diff))
    _ = try SnapshotRunner(source: FakeSource(), options: root.options()).run()
    #expect(!FileStore.exists(diff))
  }

  @Test func outputIsTheSameForAnyWorkerCount() throws {
    let root = TempRoot()
    defer { root.remove() }
    var source = FakeSource()
    source.states = (0..<9).map { ["s\($0)", $0 % 2 == 0 ? "light" : "dark"] }
    _ = try SnapshotRunner(source: source, options: root.options(record: .all)).run()
    source.edits[FakeSource.key(["s3", "dark"])] = [.init(x: 2, y: 2, rgba: [1, 2, 3, 255])]
    source.ctaY[FakeSource.key(["s6", "light"])] = 541.5
    source.states.append(["s9", "light"])
    var outputs: [(SnapshotSummary, [String: [UInt8]])] = []
    for workers in [1, 4] {
      try? FileManager.default.removeItem(atPath: root.artifacts)
      let s = try SnapshotRunner(source: source, options: root.options(workers: workers)).run()
      var bytes: [String: [UInt8]] = [:]
      for f in root.files(root.artifacts) { bytes[f] = FileStore.read(root.artifacts + "/" + f) }
      outputs.append((s, bytes))
    }
    #expect(outputs[0].0 == outputs[1].0)
    #expect(outputs[0].1 == outputs[1].1)
    #expect(outputs[0].0.line == "7 matched, 2 changed, 1 missing")  // 10 states
    #expect(outputs[0].0.results.map(\.state) == source.states)
  }

  @Test func artifactsInsideSnapshotsAreRejected() {
    let root = TempRoot()
    defer { root.remove() }
    var opts = root.options()
    opts.artifactsDirectory = root.snapshots + "/artifacts"
    #expect(
      throws: SnapshotError.overlappingFolders(
        snapshots: root.snapshots, artifacts: opts.artifactsDirectory)
    ) {
      try SnapshotRunner(source: FakeSource(), options: opts).run()
    }
    var opts2 = root.options()
    opts2.reportPath = root.snapshots + "/report.html"
    #expect(throws: SnapshotError.self) {
      try SnapshotRunner(source: FakeSource(), options: opts2).run()
    }
    #expect(root.files(root.path).isEmpty)  // nothing written before the check
  }

  @Test func brokenBaselineJSONFailsThatStateOnly() throws {
    let root = TempRoot()
    defer { root.remove() }
    try recordAll(root)
    try FileStore.write(
      "{not json", to: root.snapshots + "/signup/compact-light/kb-shown-login.json")
    let s = try SnapshotRunner(source: FakeSource(), options: root.options()).run()
    guard case .failed(.layoutJSON)? = s.result(kbShownLight)?.outcome else {
      Issue.record("expected a layout JSON failure")
      return
    }
    #expect(s.line == "3 matched, 0 changed, 0 missing, 1 failed")
  }
}

/// Baselines written before the layout format had a version.
@Suite struct LayoutFormatTests {
  let state = ["kb-shown", "compact", "light", "login"]
  let unversioned =
    #"{"form": "signup", "state": [], "canvas": {"width": 20, "height": 30}, "views": {}}"#

  @Test func anUnversionedBaselineFailsVerifyAndNamesTheFile() throws {
    let root = TempRoot()
    defer { root.remove() }
    _ = try SnapshotRunner(source: FakeSource(), options: root.options(record: .all)).run()
    let path = root.snapshots + "/signup/compact-light/kb-shown-login.json"
    try FileStore.write(unversioned, to: path)
    let s = try SnapshotRunner(source: FakeSource(), options: root.options()).run()
    #expect(s.line == "3 matched, 0 changed, 0 missing, 1 failed")
    let message = try #require(s.result(state)?.message)
    #expect(message.contains(path))
    #expect(message.contains("no \"format\" field: not formshot-layout/1; re-record the snapshot"))
  }

  @Test func updatingChangedRerecordsAnUnversionedBaseline() throws {
    let root = TempRoot()
    defer { root.remove() }
    _ = try SnapshotRunner(source: FakeSource(), options: root.options(record: .all)).run()
    let path = root.snapshots + "/signup/compact-light/kb-shown-login.json"
    let current = try #require(FileStore.read(path))
    try FileStore.write(unversioned, to: path)
    let s = try SnapshotRunner(source: FakeSource(), options: root.options(record: .changed)).run()
    #expect(s.succeeded)
    #expect(s.result(state)?.message?.contains("layout: format none → formshot-layout/1") == true)
    #expect(FileStore.read(path) == current)
  }
}

/// A source whose renderer throws for one state.
struct FailingSource: SnapshotSource {
  struct Boom: Error, CustomStringConvertible { var description: String { "font map missing" } }
  var inner = FakeSource()
  var formName: String { inner.formName }
  var axes: [SnapshotAxis] { inner.axes }
  func matrix() throws -> [[String]] { try inner.matrix() }
  func render(state: [String]) throws -> SnapshotArtifact {
    if state.contains("dark") && state.contains("login") { throw Boom() }
    return try inner.render(state: state)
  }
}

@Suite struct FailureTests {
  @Test func renderErrorFailsOnlyThatState() throws {
    let root = TempRoot()
    defer { root.remove() }
    _ = try SnapshotRunner(source: FakeSource(), options: root.options(record: .all)).run()
    let s = try SnapshotRunner(source: FailingSource(), options: root.options()).run()
    let bad = ["kb-shown", "compact", "dark", "login"]
    #expect(s.result(bad)?.outcome == .failed(.render(state: bad, message: "font map missing")))
    #expect(s.result(bad)?.message?.contains("font map missing") == true)
    #expect(s.line == "3 matched, 0 changed, 0 missing, 1 failed")
    #expect(s.exitCode == 1)
  }

  @Test func matrixErrorStopsTheRun() {
    struct NoMatrix: SnapshotSource {
      let formName = "x"
      func matrix() throws -> [[String]] { throw FailingSource.Boom() }
      func render(state: [String]) throws -> SnapshotArtifact { throw FailingSource.Boom() }
    }
    let root = TempRoot()
    defer { root.remove() }
    #expect(throws: SnapshotError.matrix("font map missing")) {
      try SnapshotRunner(source: NoMatrix(), options: root.options()).run()
    }
  }
}
