import Foundation
import Geometry
import LayoutFile
import PNG

@testable import FormshotSnapshots

/// A synthetic source: every state renders a small image whose colour comes from its tokens,
/// plus a two-view layout JSON. Edits change chosen pixels or frames of chosen states.
struct FakeSource: SnapshotSource {
  struct PixelEdit: Sendable, Equatable {
    var x: Int
    var y: Int
    var rgba: [UInt8]
  }

  var formName = "signup"
  var states: [[String]] = FakeSource.defaultStates
  var width = 20
  var height = 30
  /// Pixel edits per state key (tokens joined by spaces).
  var edits: [String: [PixelEdit]] = [:]
  /// cta.y per state key (540 otherwise).
  var ctaY: [String: Double] = [:]
  /// Extra view ids per state key (to test escaping and added views).
  var extraViews: [String: String] = [:]
  /// Hand over pixels instead of PNG bytes (as the form source does).
  var unencoded = false
  /// Captions as solid blocks of this colour, 5 px high (nil: no captions, as by default).
  var captionColor: Color?
  /// The caption texts asked for, in order (a class, so the generator's copy reports back).
  var captionsAsked = CaptionLog()

  final class CaptionLog: @unchecked Sendable {
    var texts: [String] = []
  }

  func caption(_ text: String, width: Int, background: Color) -> PixelImage? {
    guard let captionColor else { return nil }
    captionsAsked.texts.append(text)
    return PixelImage(width: width, height: 5, fill: captionColor)
  }
  /// The axes, with the words the docs captions use.
  var axes: [SnapshotAxis] = [
    SnapshotAxis(
      name: "keyboard", tokens: ["kb-hidden", "kb-shown"],
      captions: ["kb-hidden": "keyboard hidden", "kb-shown": "keyboard shown"]),
    SnapshotAxis(name: "sizeClass", tokens: ["compact", "regular"], isTrait: true),
    SnapshotAxis(
      name: "appearance", tokens: ["light", "dark"], isTrait: true, isSideBySide: true),
    SnapshotAxis(name: "mode", tokens: ["signup", "login"], captions: ["login": "login mode"]),
  ]

  static let defaultStates: [[String]] = [
    ["kb-hidden", "compact", "light", "signup"],
    ["kb-hidden", "compact", "dark", "signup"],
    ["kb-shown", "compact", "light", "login"],
    ["kb-shown", "compact", "dark", "login"],
  ]

  static func key(_ state: [String]) -> String { state.joined(separator: " ") }

  func matrix() throws -> [[String]] { states }

  func image(_ state: [String]) -> PixelImage {
    let seed = state.joined().utf8.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF }
    var img = PixelImage(
      width: width, height: height,
      fill: Color(
        red: Double(seed % 200) / 255, green: Double((seed / 7) % 200) / 255,
        blue: Double((seed / 13) % 200) / 255))
    for e in edits[FakeSource.key(state)] ?? [] {
      let o = (e.y * width + e.x) * 4
      for c in 0..<4 { img.rgba[o + c] = e.rgba[c] }
    }
    return img
  }

  func render(state: [String]) throws -> SnapshotArtifact {
    let y = ctaY[FakeSource.key(state)] ?? 540
    var views = [
      LayoutSnapshot.View(id: "title", x: 16, y: 100, width: 343, height: 30, hidden: false),
      LayoutSnapshot.View(id: "cta", x: 16, y: y, width: 343, height: 50, hidden: false),
    ]
    if let extra = extraViews[FakeSource.key(state)] {
      views.append(LayoutSnapshot.View(id: extra, x: 0, y: 0, width: 1, height: 1, hidden: false))
    }
    let layout = LayoutSnapshot(
      form: formName, state: state, canvas: .init(width: Double(width), height: Double(height)),
      views: views)
    if unencoded { return SnapshotArtifact(pixels: image(state), layout: layout) }
    return SnapshotArtifact(png: try PNGCodec.encode(image(state)), layout: layout)
  }
}

/// A temporary project root with `Snapshots/` and `.formshot-artifacts/` paths.
struct TempRoot {
  let path: String

  init(path: String? = nil) {
    self.path =
      path ?? FileManager.default.temporaryDirectory.path + "/formshot-snap-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: self.path, withIntermediateDirectories: true)
  }

  var snapshots: String { path + "/Snapshots" }
  var artifacts: String { path + "/.formshot-artifacts" }

  /// Options for this root: no process environment, no progress line.
  func options(
    record: RecordMode? = nil, env: [String: String] = [:], differ: Differ = .exact,
    filter: MatrixFilter = .all, prune: Bool = false, workers: Int = 2
  ) -> SnapshotOptions {
    SnapshotOptions(
      snapshotDirectory: snapshots, artifactsDirectory: artifacts, record: record, prune: prune,
      differ: differ, filter: filter, workers: workers, progress: false, environment: env)
  }

  /// Files under `dir`, relative, sorted (hidden ones included, to catch stray temp files).
  func files(_ dir: String) -> [String] {
    guard let e = FileManager.default.enumerator(atPath: dir) else { return [] }
    var out: [String] = []
    while let rel = e.nextObject() as? String {
      var isDir: ObjCBool = false
      if FileManager.default.fileExists(atPath: dir + "/" + rel, isDirectory: &isDir),
        !isDir.boolValue
      {
        out.append(rel)
      }
    }
    return out.sorted()
  }

  func mtimes(_ dir: String) -> [String: Date] {
    var out: [String: Date] = [:]
    for f in files(dir) {
      out[f] =
        (try? FileManager.default.attributesOfItem(atPath: dir + "/" + f))?[.modificationDate]
        as? Date
    }
    return out
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

extension SnapshotSummary {
  func result(_ state: [String]) -> SnapshotResult? { results.first { $0.state == state } }
}
