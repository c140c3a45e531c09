import Formshot
import FormshotTesting
import Foundation
import Geometry
import PNG
import Testing

@testable import FormshotSnapshots

/// The checks can fail, end to end with the real renderer: every test works in a temp folder,
/// never in the repository's Snapshots/.
@Suite struct EndToEndFailureTests {
  static let state = ["kb-shown", "compact", "light", "signup", "label-wins"]
  static let name = "signup/compact-light/kb-shown-signup-label-wins"

  /// The bundled form's text with one constant edited.
  static func editedSignup(_ old: String, _ new: String) throws -> FormDocument {
    let original = try FormDocument.bundled("signup")
    #expect(original.source.components(separatedBy: old).count == 2, "'\(old)' must occur once")
    return try FormDocument(
      source: original.source.replacingOccurrences(of: old, with: new), path: "edited.form")
  }

  @Test func changedGapAboveTheButtonFailsWithDiffImageAndLayoutChange() throws {
    let root = TempRoot()
    defer { root.remove() }
    var options = root.options()
    // Baseline of the real form.
    options.record = .all
    let recorded = verifyFormSnapshot(
      of: try FormDocument.bundled("signup"), states: [Self.state], scale: 1, options: options)
    #expect(recorded.failures.isEmpty)
    #expect(recorded.summary?.recorded == 1)
    let baselineJSON = try #require(FileStore.read(root.snapshots + "/" + Self.name + ".json"))
    let baselinePNG = try #require(FileStore.read(root.snapshots + "/" + Self.name + ".png"))

    // The 8 pt gap between the button and the keyboard becomes 16 pt.
    let edited = try Self.editedSignup("side above 8 ", "side above 16 ")
    options.record = nil
    let (summary, failures) = verifyFormSnapshot(
      of: edited, states: [Self.state], scale: 1, options: options)
    let result = try #require(summary?.results.first)
    guard case .changed(let change) = result.outcome else {
      Issue.record("expected a change, got \(result.outcome)")
      return
    }
    #expect(summary?.exitCode == 1)
    #expect(failures.count == 1)
    let message = try #require(failures.first)
    #expect(message.contains(Self.name))
    #expect(message.contains("[" + Self.state.joined(separator: " ") + "]"))
    #expect(message.contains("\(change.pixels.differingPixels) of "))
    #expect(change.pixels.differingPixels > 0)

    // The layout names the button and moves it up by exactly the extra 8 pt.
    #expect(change.layout.map(\.path) == ["cta.y"], "\(change.layout)")
    let cta = try #require(change.layout.first { $0.path == "cta.y" })
    let before = try #require(cta.before.flatMap(Double.init))
    let after = try #require(cta.after.flatMap(Double.init))
    #expect(after == before - 8)
    #expect(message.contains("cta.y \(cta.before!) → \(cta.after!)"))

    // The diff image exists, outside the snapshots, with three panels of the image's size.
    let diffPath = try #require(result.diffPath)
    #expect(message.contains(diffPath))
    #expect(FileStore.isInside(diffPath, root.artifacts))
    let panel = try PNGCodec.decode(try #require(FileStore.read(diffPath)))
    let expected = try PNGCodec.decode(baselinePNG)
    #expect(panel.width == 3 * expected.width + 2 * DiffImage.gap)
    #expect(panel.height == expected.height)
    // The baseline is untouched.
    #expect(FileStore.read(root.snapshots + "/" + Self.name + ".json") == baselineJSON)
    #expect(FileStore.read(root.snapshots + "/" + Self.name + ".png") == baselinePNG)
  }

  @Test func missingSnapshotFailsUnderCIAndWritesNothing() throws {
    let root = TempRoot()
    defer { root.remove() }
    var options = root.options(env: ["CI": "true", "FORMSHOT_RECORD": "1"])
    options.record = nil
    let (summary, failures) = verifyFormSnapshot(
      of: try FormDocument.bundled("signup"), states: [Self.state], scale: 1, options: options)
    #expect(summary?.results.first?.outcome == .missing)
    #expect(summary?.exitCode == 1)
    let message = try #require(failures.first)
    #expect(message.contains("missing: no baseline"))
    #expect(message.contains("FORMSHOT_RECORD is ignored under CI"))
    #expect(root.files(root.snapshots).isEmpty)
  }

  @Test func pruneRemovesOnlyStaleFiles() throws {
    let root = TempRoot()
    defer { root.remove() }
    let form = try FormDocument.bundled("signup")
    let other = ["kb-hidden", "regular", "dark", "login", "value-wins"]
    var options = root.options(record: .all)
    let recorded = verifyFormSnapshot(
      of: form, states: [Self.state, other], scale: 1, options: options)
    #expect(recorded.failures.isEmpty)
    let kept = root.files(root.snapshots)
    #expect(kept.count == 4)
    let stale = [
      "signup/compact-light/kb-shown-signup-old.png",
      "signup/compact-light/kb-shown-signup-old.json",
      "signup/gone-light/kb-hidden.png",
    ]
    let foreign = [
      "README.md", "other/compact-light/kb-shown.png", "signup/compact-light/notes.txt",
    ]
    for path in stale + foreign {
      try FileStore.write(Array("x".utf8), to: root.snapshots + "/" + path)
    }
    options.record = nil
    options.prune = true
    // Filtered to one state: pruning still keeps every baseline of the full matrix.
    let (summary, failures) = verifyFormSnapshot(
      of: form, states: [Self.state], scale: 1, options: options)
    #expect(failures.isEmpty)
    #expect(summary?.pruned == stale.sorted())
    #expect(root.files(root.snapshots) == (kept + foreign).sorted())
    #expect(!FileManager.default.fileExists(atPath: root.snapshots + "/signup/gone-light"))
  }
}
