import CairoBackend
import Drawing
import Formshot
import FormshotTesting
import Foundation
import Geometry
import PNG
import Testing

@testable import FormshotSnapshots

/// How the project's own baselines in `Snapshots/` were recorded (see Snapshots/README.md).
/// Recorded with the CLI, never by tests:
///   formshot snapshot --record --prune --scale 1 --xray
enum ProjectBaselines {
  /// Pixels per point. 1 keeps the repository small and the test suite fast; layout changes
  /// are caught exactly by the layout JSON at any scale.
  static let scale = 1.0
  static let xray = true
  static let command = "formshot snapshot --record --prune --scale 1 --xray"

  /// The repository root (this file is Tests/SnapshotTests/…).
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
  static var snapshots: String { root + "/Snapshots" }

  /// Verify-only options: the repo's baselines, artifacts in `FORMSHOT_ARTIFACTS` or the
  /// ignored `.formshot-artifacts/`, and no recording whatever the environment says.
  static func options(exclude: [String] = []) -> SnapshotOptions {
    let env = ProcessInfo.processInfo.environment["FORMSHOT_ARTIFACTS"] ?? ""
    var options = SnapshotOptions(
      snapshotDirectory: snapshots,
      artifactsDirectory: env.isEmpty ? root + "/.formshot-artifacts" : env,
      record: .never, progress: false,
      recordHint: "record with the CLI: \(command) (see Snapshots/README.md)")
    options.filter = MatrixFilter(exclude: exclude)
    return options
  }

  /// The example forms beside the sign-up form, each with a few states: its keyboards on the
  /// iPhone and the docked one on the iPad (no floating, split or hardware keyboard), X-ray in
  /// light only. `Snapshots/formshot.json` records the same list and filters.
  static let exampleForms = ["settings", "checkout", "verification"]
  static let exampleExcludes = ["checkout", "verification"].flatMap { form in
    ["kb-floating", "kb-split", "kb-hardware"].map { "\(form)/*/\($0)*" }
      + ["\(form)/*-dark/*-xray"]
  }

  /// `Snapshots/formshot.json` as JSON.
  static func config() throws -> [String: Any] {
    let data = try Data(contentsOf: URL(fileURLWithPath: snapshots + "/formshot.json"))
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }
}

@Suite struct BundledFormSnapshotTests {
  /// The whole matrix of the bundled form matches the stored baselines (pixels and layout).
  @Test(.timeLimit(.minutes(5))) func bundledSignupMatrixMatchesSnapshots() throws {
    let summary = try #require(
      assertFormSnapshot(
        bundled: "signup", scale: ProjectBaselines.scale, xray: ProjectBaselines.xray,
        options: ProjectBaselines.options()))
    let form = try FormDocument.bundled("signup")
    #expect(summary.results.count == form.matrix(xray: ProjectBaselines.xray).count)
    #expect(summary.matched == summary.results.count, "\(summary.line)")
  }

  /// The example forms' states match their baselines (pixels and layout), with the filters
  /// `formshot.json` records.
  @Test(.timeLimit(.minutes(5)), arguments: ProjectBaselines.exampleForms)
  func exampleFormMatchesSnapshots(_ name: String) throws {
    let summary = try #require(
      assertFormSnapshot(
        bundled: name, scale: ProjectBaselines.scale, xray: ProjectBaselines.xray,
        options: ProjectBaselines.options(exclude: ProjectBaselines.exampleExcludes)))
    #expect(summary.matched == summary.results.count, "\(summary.line)")
    // A sensible number of states each, not hundreds: settings has no keyboard states
    // (2 size classes × 2 appearances, × X-ray); the others 2 + 2 keyboards × 2 appearances
    // and X-ray in light.
    #expect(summary.results.count == (name == "settings" ? 8 : 12), "\(name)")
  }

  /// `formshot snapshot` with no arguments verifies what the tests verify.
  @Test func theConfigRecordsTheFormsAndFiltersTheTestsUse() throws {
    let config = try ProjectBaselines.config()
    #expect(config["forms"] as? [String] == ["signup"] + ProjectBaselines.exampleForms)
    #expect(config["exclude"] as? [String] == ProjectBaselines.exampleExcludes)
    #expect(config["scale"] as? Double == ProjectBaselines.scale)
    #expect(config["xray"] as? Bool == ProjectBaselines.xray)
  }

  /// `Snapshots/` holds exactly the matrix: a PNG and a layout JSON per state, nothing stale
  /// (what `--prune` would delete) and nothing missing.
  @Test func snapshotFolderHoldsExactlyTheMatrix() throws {
    let form = try FormDocument.bundled("signup")
    let naming = NameTemplate.standard
    var expected: [String] = []
    for state in form.matrix(xray: ProjectBaselines.xray) {
      let name = try naming.name(
        form: form.name, state: state, traits: FormSnapshotSource(document: form).traitTokens)
      expected += [name + ".json", name + ".png"]
    }
    let stored = FileStore.files(under: ProjectBaselines.snapshots + "/" + form.name)
      .map { form.name + "/" + $0 }
    #expect(stored == expected.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) })
    // The matrix spans keyboard × size class × appearance × mode × priority (× X-ray), where
    // the iPad keyboards (floating, split, hardware) exist only at regular width:
    // (2 compact + 5 regular keyboards) × 2 appearances × 2 modes × 2 priorities.
    #expect(form.matrix().count == (2 + 5) * 2 * 2 * 2)
  }

  /// The stored images are at the documented scale: the layout JSON's root width times the
  /// scale is the PNG's width.
  @Test func baselinesAreAtTheDocumentedScale() throws {
    let form = try FormDocument.bundled("signup")
    let state = ["kb-hidden", "compact", "light", "signup", "label-wins"]
    let name = try NameTemplate.standard.name(
      form: form.name, state: state, traits: FormSnapshotSource(document: form).traitTokens)
    let png = try #require(FileStore.read(ProjectBaselines.snapshots + "/" + name + ".png"))
    let image = try PNGCodec.decode(png)
    let rendered = try FormRenderer().render(form, state: state, scale: ProjectBaselines.scale)
    #expect(
      image.width == Int((rendered.displayList.size.width * ProjectBaselines.scale).rounded()))
    #expect(
      image.height == Int((rendered.displayList.size.height * ProjectBaselines.scale).rounded()))
  }
}
