@testable import Formshot
import FormState
import Foundation
import Geometry
import PNG
import Testing

@testable import FormshotSnapshots

/// Sources that hand over pixels: the runner encodes only what it writes, with the same
/// outcomes and files as for encoded sources.
@Suite struct UnencodedSourceTests {
  let state = ["kb-shown", "compact", "light", "login"]

  @Test func outcomesAndFilesMatchTheEncodedSource() throws {
    for unencoded in [false, true] {
      let root = TempRoot()
      defer { root.remove() }
      var source = FakeSource()
      source.unencoded = unencoded
      let recorded = try SnapshotRunner(source: source, options: root.options(record: .all)).run()
      #expect(recorded.recorded == 4)
      let matched = try SnapshotRunner(source: source, options: root.options()).run()
      #expect(matched.line == "4 matched, 0 changed, 0 missing")
      // The actual image of a match is a PNG of the rendered pixels.
      let actualPath = try #require(matched.result(state)?.actualPath)
      let actual = try #require(FileStore.read(actualPath))
      #expect(try PNGCodec.decode(actual) == source.image(state))

      source.edits[FakeSource.key(state)] = [.init(x: 1, y: 1, rgba: [0, 0, 0, 255])]
      let changed = try SnapshotRunner(source: source, options: root.options()).run()
      let r = try #require(changed.result(state))
      #expect(
        r.outcome
          == .changed(
            .init(
              layout: [],
              pixels: .different(
                differingPixels: 1, totalPixels: source.width * source.height,
                maxChannelDelta: r.outcome.maxDelta))))
      let diffPath = try #require(r.diffPath)
      #expect(FileStore.exists(diffPath))
      let changedPath = try #require(r.actualPath)
      let changedActual = try #require(FileStore.read(changedPath))
      #expect(try PNGCodec.decode(changedActual) == source.image(state))
    }
  }

  @Test func recordAllRewritesPixelEqualBaselinesWithOtherBytes() throws {
    let root = TempRoot()
    defer { root.remove() }
    var source = FakeSource()
    source.unencoded = true
    _ = try SnapshotRunner(source: source, options: root.options(record: .all)).run()
    // Same pixels, different bytes: an RGBA encoding of the opaque image.
    let path = root.snapshots + "/signup/compact-light/kb-shown-login.png"
    let image = source.image(state)
    let rgba = try PNGCodec.encode(
      rgba: image.rgba, width: image.width, height: image.height, channels: 4)
    try FileStore.write(rgba, to: path)
    let verify = try SnapshotRunner(source: source, options: root.options()).run()
    #expect(verify.result(state)?.outcome == .matched(.identical))
    #expect(FileStore.read(path) == rgba)  // verify never writes baselines
    let again = try SnapshotRunner(source: source, options: root.options(record: .all)).run()
    #expect(again.recorded == 1)
    #expect(FileStore.read(path) == (try PNGCodec.encode(image)))
  }

  /// A verify of the form source compares the raster with the baseline's rows directly: an
  /// equal baseline matches (the actual image is the baseline's bytes), one changed pixel is
  /// found and counted as the full comparison counts it, and so is a baseline stored as RGBA.
  @Test func formSourceComparesItsRasterWithTheBaseline() throws {
    let root = TempRoot()
    defer { root.remove() }
    let form = try FormDocument.bundled("signup")
    let source = FormSnapshotSource(document: form, scale: 1)
    let only = MatrixFilter(stateTokens: ["kb-shown", "dark", "login"])
    let recorded = try SnapshotRunner(source: source, options: root.options(record: .all, filter: only)).run()
    let result = try #require(recorded.results.first)
    let baselinePath = result.baselinePath
    let baseline = try #require(FileStore.read(baselinePath))
    func outcome(_ summary: SnapshotSummary) -> SnapshotOutcome? {
      summary.results.first { $0.baselinePath == baselinePath }?.outcome
    }

    let verified = try SnapshotRunner(source: source, options: root.options(filter: only)).run()
    #expect(verified.results.allSatisfy { $0.outcome == .matched(.identical) })
    let actualPath = try #require(verified.results.first { $0.baselinePath == baselinePath }?.actualPath)
    #expect(FileStore.read(actualPath) == baseline)

    var image = try PNGCodec.decode(baseline)
    image.rgba[(image.width * (image.height - 1) + 5) * 4] ^= 0x10  // one pixel, last row
    try FileStore.write(try PNGCodec.encode(image), to: baselinePath)
    let changed = try SnapshotRunner(source: source, options: root.options(filter: only)).run()
    #expect(
      outcome(changed)
        == .changed(
          .init(
            layout: [],
            pixels: .different(
              differingPixels: 1, totalPixels: image.width * image.height, maxChannelDelta: 16))))

    image.rgba[(image.width * (image.height - 1) + 5) * 4] ^= 0x10  // back, stored as RGBA
    try FileStore.write(
      try PNGCodec.encode(rgba: image.rgba, width: image.width, height: image.height, channels: 4),
      to: baselinePath)
    let again = try SnapshotRunner(source: source, options: root.options(filter: only)).run()
    #expect(outcome(again) == .matched(.identical))
  }

  /// The form source's pixels encode to exactly the bytes `formshot render` writes.
  @Test func formSourcePixelsEncodeToTheRendererBytes() throws {
    let form = try FormDocument.bundled("signup")
    let source = FormSnapshotSource(document: form, scale: 1, includeXray: true)
    let renderer = try FormRenderer()
    for state in [["kb-shown", "regular", "dark", "login"], ["compact", "xray"]] {
      let canonical = try form.state(state).canonicalTokens
      let artifact = try source.render(state: canonical)
      let pixels = try #require(artifact.pixels)
      let bytes = try renderer.render(form, state: canonical, scale: 1).bytes
      #expect(try PNGCodec.encode(pixels) == bytes)
      let encoded = try source.render(state: canonical, encoding: .pngPreferred)
      #expect(encoded.pixels == nil && encoded.png == bytes)
      #expect(encoded.layout == artifact.layout)
    }
  }
}

extension SnapshotOutcome {
  fileprivate var maxDelta: Int {
    if case .changed(let c) = self, case .different(_, _, let d) = c.pixels { return d }
    return -1
  }
}

/// A source that records which form the runner asked for.
final class EncodingProbe: SnapshotSource, @unchecked Sendable {
  private let lock = NSLock()
  private var asked: [String: ArtifactEncoding] = [:]
  let inner: FakeSource

  init(_ inner: FakeSource) { self.inner = inner }

  var formName: String { inner.formName }
  func matrix() throws -> [[String]] { try inner.matrix() }
  func render(state: [String]) throws -> SnapshotArtifact { try inner.render(state: state) }
  func render(state: [String], encoding: ArtifactEncoding) throws -> SnapshotArtifact {
    lock.withLock { asked[FakeSource.key(state)] = encoding }
    return try inner.render(state: state)
  }
  func encoding(_ state: [String]) -> ArtifactEncoding? {
    lock.withLock { asked[FakeSource.key(state)] }
  }
}

@Suite struct EncodingChoiceTests {
  /// PNG bytes are asked for only when the image will be written anyway.
  @Test func pngIsAskedForOnlyWhenTheBaselineWillBeWritten() throws {
    let root = TempRoot()
    defer { root.remove() }
    let states = FakeSource.defaultStates
    var probe = EncodingProbe(FakeSource())
    _ = try SnapshotRunner(
      source: probe, options: root.options(filter: MatrixFilter(stateTokens: ["kb-shown"]))
    ).run()
    #expect(probe.encoding(states[2]) == .pixelsPreferred)  // verify: missing, nothing written
    probe = EncodingProbe(FakeSource())
    _ = try SnapshotRunner(
      source: probe,
      options: root.options(record: .missing, filter: MatrixFilter(stateTokens: ["kb-shown"]))
    ).run()
    #expect(probe.encoding(states[2]) == .pngPreferred)  // recorded now
    probe = EncodingProbe(FakeSource())
    let mixed = try SnapshotRunner(source: probe, options: root.options(record: .missing)).run()
    // exists: compared first, against the baseline's bytes
    let baselinePath = try #require(mixed.result(states[2])?.baselinePath)
    let baseline = try #require(FileStore.read(baselinePath))
    #expect(probe.encoding(states[2]) == .pixelsUnlessMatching(baseline))
    #expect(probe.encoding(states[0]) == .pngPreferred)  // missing: recorded
    probe = EncodingProbe(FakeSource())
    _ = try SnapshotRunner(source: probe, options: root.options(record: .all)).run()
    #expect(states.allSatisfy { probe.encoding($0) == .pngPreferred })
  }
}

@Suite struct FormSourceWorkerTests {
  /// Fonts are loaded once per thread, not once per state.
  @Test func eachThreadReusesItsRenderer() throws {
    let ids = WorkerPool.map(Array(0..<24), workers: 2) { _ -> (UInt, ObjectIdentifier?) in
      let worker = try? FormSnapshotSource.threadRenderer()
      return (UInt(bitPattern: Int(bitPattern: pthread_self())), worker.map(ObjectIdentifier.init))
    }
    let threads = Set(ids.map(\.0))
    let workers = Set(ids.compactMap(\.1))
    #expect(ids.allSatisfy { $0.1 != nil })
    #expect(workers.count == threads.count)
    #expect(workers.count < ids.count)
  }
}
