import Foundation
import Geometry
import JSON
import LayoutFile
import PNG

/// Verifies (or records) every selected state of a source against baselines on disk.
///
/// ```swift
/// let summary = try SnapshotRunner(source: form, options: .init(record: .missing)).run()
/// print(summary.text)
/// exit(summary.exitCode)
/// ```
public struct SnapshotRunner: Sendable {
  public let source: any SnapshotSource
  public let options: SnapshotOptions

  public init(source: any SnapshotSource, options: SnapshotOptions = SnapshotOptions()) {
    self.source = source
    self.options = options
  }

  /// Runs the selected states in parallel, prunes when asked, writes the HTML report.
  /// - Throws: `SnapshotError` for problems of the run as a whole (matrix, names, options,
  ///   report); per-state problems become `.failed` outcomes instead.
  public func run() throws(SnapshotError) -> SnapshotSummary {
    let env = options.environment ?? ProcessInfo.processInfo.environment
    let (mode, ignoredForCI) = try RecordMode.resolve(explicit: options.record, environment: env)
    let snapDir = options.snapshotDirectory
    let artDir = options.artifactsDirectory
    if FileStore.isInside(artDir, snapDir) || FileStore.isInside(snapDir, artDir) {
      throw .overlappingFolders(snapshots: snapDir, artifacts: artDir)
    }
    let reportPath = options.reportPath ?? "\(artDir)/report-\(source.formName).html"
    if FileStore.isInside(reportPath, snapDir) {
      throw .overlappingFolders(snapshots: snapDir, artifacts: reportPath)
    }
    let entries = try self.entries()
    let selected = try options.filter.apply(entries)
    // Runs that write baselines hold the folder's lock, and remove what killed runs left.
    let writesBaselines =
      mode.recordsMissing || (options.prune && FileManager.default.fileExists(atPath: snapDir))
    let lock = writesBaselines ? try FileStore.FolderLock(folder: snapDir, purpose: "snapshot") : nil
    defer { lock?.release() }
    if writesBaselines { FileStore.removeStaleTemps(in: snapDir, recursive: true) }
    MallocTuning.apply()
    let worker = StateWorker(
      source: source, options: options, mode: mode, isCI: RecordMode.isCI(env),
      ignoredForCI: ignoredForCI)
    let progress = ProgressLine(total: selected.count, enabled: options.progress)
    let results = WorkerPool.map(
      selected, workers: options.workers ?? ProcessInfo.processInfo.activeProcessorCount,
      done: { n, e in progress.update(n, e.name) }, worker.process)
    progress.finish()
    let pruned = options.prune ? try prune(keeping: Set(entries.map(\.name))) : []
    let summary = SnapshotSummary(
      results: results, pruned: pruned, mode: mode, pruneRequested: options.prune,
      reportPath: reportPath)
    try HTMLReport.write(summary, form: source.formName, to: reportPath)
    return summary
  }

  /// The full matrix with names, checked for invalid and duplicate names.
  func entries() throws(SnapshotError) -> [MatrixEntry] {
    let matrix: [[String]]
    do { matrix = try source.matrix() } catch { throw .matrix("\(error)") }
    var seen: [String: [String]] = [:]
    var out: [MatrixEntry] = []
    for state in matrix {
      let name = try options.naming.name(
        form: source.formName, state: state, traits: source.traitTokens)
      let key = name.lowercased()  // case-insensitive file systems would merge these
      if let other = seen[key] { throw .duplicateName(name, states: [other, state]) }
      seen[key] = state
      out.append(MatrixEntry(state: state, name: name))
    }
    return out
  }

  // MARK: - Prune

  /// Deletes `<name>.png`/`<name>.json` files of this form's naming scheme whose name is not
  /// in `keeping`; nothing else is touched. Folders emptied by this are removed too.
  private func prune(keeping: Set<String>) throws(SnapshotError) -> [String] {
    let dir = options.snapshotDirectory
    var removed: [String] = []
    for rel in FileStore.files(under: dir) {
      let ext = (rel as NSString).pathExtension
      guard ext == "png" || ext == "json" else { continue }
      let name = (rel as NSString).deletingPathExtension
      guard options.naming.matches(name, form: source.formName), !keeping.contains(name) else {
        continue
      }
      if try FileStore.remove(dir + "/" + rel) { removed.append(rel) }
      var parent = (rel as NSString).deletingLastPathComponent
      while !parent.isEmpty {
        let path = dir + "/" + parent
        guard let items = try? FileManager.default.contentsOfDirectory(atPath: path), items.isEmpty
        else { break }
        try? FileManager.default.removeItem(atPath: path)
        parent = (parent as NSString).deletingLastPathComponent
      }
    }
    return removed
  }
}

// MARK: - One state

/// The per-state work: render, compare layout then pixels, write baselines or artifacts.
struct StateWorker: Sendable {
  let source: any SnapshotSource
  let options: SnapshotOptions
  let mode: RecordMode
  let isCI: Bool
  let ignoredForCI: Bool

  func process(_ entry: MatrixEntry) -> SnapshotResult {
    let base = options.snapshotDirectory + "/" + entry.name
    let art = options.artifactsDirectory + "/" + entry.name
    var result = SnapshotResult(
      state: entry.state, name: entry.name, outcome: .missing, baselinePath: base + ".png")
    do {
      try compare(entry, base: base, art: art, into: &result)
    } catch {
      result.outcome = .failed(error)
      result.message = "✗ \(title(entry)) failed: \(error)"
    }
    return result
  }

  private func title(_ e: MatrixEntry) -> String {
    "\(e.name) [\(e.state.joined(separator: " "))]"
  }

  private func compare(
    _ entry: MatrixEntry, base: String, art: String, into r: inout SnapshotResult
  )
    throws(SnapshotError)
  {
    let pngPath = base + ".png"
    let jsonPath = base + ".json"
    let actualPath = art + ".actual.png"
    let expectedPath = art + ".expected.png"
    let diffPath = art + ".diff.png"
    let actualJSONPath = art + ".actual.json"
    let writesPNG = mode == .all || (mode.recordsMissing && !FileStore.exists(pngPath))
    // A state that is compared reads its baseline first, so the source can compare its raster
    // with it directly (and exit at the first differing row).
    let baselinePNG = writesPNG ? nil : FileStore.read(pngPath)
    let actual: RenderedImage
    let layoutJSON: String
    let actualLayout: LayoutSnapshot
    do {
      // Scoped, so the image has one owner (`actual`), which can let its pixels go early.
      var artifact = try source.render(
        state: entry.state,
        encoding: writesPNG ? .pngPreferred : baselinePNG.map { .pixelsUnlessMatching($0) } ?? .pixelsPreferred)
      if artifact.matchesBaseline, let baselinePNG {
        // Pixel-equal to the baseline: its bytes are the actual's PNG.
        artifact = SnapshotArtifact(png: baselinePNG, layout: artifact.layout)
      }
      actual = RenderedImage(artifact, path: actualPath)
      layoutJSON = artifact.layout.json
      actualLayout = artifact.layout
    } catch {
      throw .render(state: entry.state, message: "\(error)")
    }
    r.actualPath = actualPath
    var keepArtifacts = false
    var actualWritten = false
    defer {
      // Every state leaves its actual image, even when a later step fails.
      if !actualWritten { _ = try? FileStore.write(try actual.bytes(), to: actualPath) }
      // Stale artifacts of an earlier failing run would mislead; drop them once resolved.
      if !keepArtifacts {
        for p in [expectedPath, diffPath, actualJSONPath] { _ = try? FileStore.remove(p) }
      }
    }

    if mode == .all {
      try recordAll(actual, layoutJSON, png: pngPath, json: jsonPath, into: &r, entry)
      try FileStore.write(try actual.bytes(), to: actualPath)
      actualWritten = true
      return
    }

    let expectedPNG = baselinePNG ?? FileStore.read(pngPath)
    let expectedJSON = FileStore.read(jsonPath)
    guard let expectedPNG, let expectedJSON else {
      try FileStore.write(try actual.bytes(), to: actualPath)
      actualWritten = true
      if mode.recordsMissing {
        try record(actual, layoutJSON, png: pngPath, json: jsonPath)
        r.outcome = .recorded(previous: nil)
        r.message = "● \(title(entry)) recorded new baseline \(pngPath)"
        return
      }
      r.outcome = .missing
      var lines = [
        "✗ \(title(entry)) missing: no baseline at \(expectedPNG == nil ? pngPath : jsonPath)",
        "  actual: \(actualPath)",
        "  to record: \(options.recordHint)",
      ]
      if isCI {
        lines.append(
          "  CI is set, so nothing was recorded"
            + (ignoredForCI ? " (FORMSHOT_RECORD is ignored under CI)" : ""))
      }
      r.message = lines.joined(separator: "\n")
      return
    }

    // Layout first: it says what moved.
    let layout: [LayoutChange]
    do {
      let expectedLayout = try LayoutSnapshot(json: String(decoding: expectedJSON, as: UTF8.self))
      layout = LayoutComparer.changes(
        expected: expectedLayout, actual: actualLayout, tolerance: options.layoutTolerance)
    } catch {
      // A baseline in an older layout format is a change when re-recording, an error otherwise.
      guard mode.recordsChanged, case .unsupportedFormat(let found) = error else {
        throw .layoutJSON(path: jsonPath, message: error.description)
      }
      layout = [
        LayoutChange(path: "format", before: found ?? "none", after: LayoutSnapshot.format)
      ]
    }

    // Then pixels. Encoded actuals: equal bytes need no decoding. Unencoded actuals: the
    // baseline is decoded and compared with the painted pixels, and identical pixels make the
    // baseline's bytes the actual's PNG, so a matching state is never encoded.
    var pixels = DiffResult.identical
    var expectedImage: PixelImage?
    var actualBytes: [UInt8]?
    if actual.unencodedPixels != nil {
      let e = try decode(expectedPNG, path: pngPath)
      pixels = options.differ.compare(e, try actual.pixels())
      expectedImage = e
      if pixels == .identical && mode != .all { actualBytes = expectedPNG }
    } else if try actual.bytes() != expectedPNG {
      let e = try decode(expectedPNG, path: pngPath)
      pixels = options.differ.compare(e, try actual.pixels())
      expectedImage = e
    }
    if let actualBytes {
      try FileStore.write(actualBytes, to: actualPath)
    } else {
      try FileStore.write(try actual.bytes(), to: actualPath)
    }
    actualWritten = true

    let change = SnapshotChange(layout: layout, pixels: pixels)
    if layout.isEmpty && pixels.isMatch {
      r.outcome = .matched(pixels)
      if case .similar = pixels {
        r.message = "≈ \(title(entry)) matched within tolerance: \(pixels.summary)"
      }
      return
    }

    // Changed: artifacts for review, and the baseline too when the mode says so.
    keepArtifacts = true
    try FileStore.write(expectedPNG, to: expectedPath)
    r.expectedPath = expectedPath
    var panel: PixelImage?
    if let e = expectedImage, pixels != .identical {
      panel = DiffImage.make(expected: e, actual: try actual.pixels(), differ: options.differ)
    }
    // The pair is in the panel now: let both go before encoding it (the biggest step).
    expectedImage = nil
    actual.releasePixels()
    if let panel {
      try FileStore.write(try encode(panel, path: diffPath), to: diffPath)
      r.diffPath = diffPath
    } else {
      _ = try FileStore.remove(diffPath)
    }
    if layout.isEmpty {
      _ = try FileStore.remove(actualJSONPath)
    } else {
      try FileStore.write(layoutJSON, to: actualJSONPath)
    }

    var lines: [String] = []
    let pixelText = pixels == .identical ? "pixels identical" : pixels.summary
    if mode.recordsChanged {
      try record(actual, layoutJSON, png: pngPath, json: jsonPath)
      r.outcome = .recorded(previous: change)
      lines.append("● \(title(entry)) updated baseline \(pngPath): \(pixelText)")
    } else {
      r.outcome = .changed(change)
      lines.append("✗ \(title(entry)) changed: \(pixelText)")
    }
    if !layout.isEmpty {
      lines.append("  layout: " + layout.map(\.description).joined(separator: ", "))
    }
    lines.append("  actual: \(actualPath)")
    if let d = r.diffPath { lines.append("  diff:   \(d) (expected | changes | actual)") }
    lines.append("  baseline: \(pngPath)")
    if !mode.recordsChanged {
      lines.append("  to accept: \(options.acceptHint)")
    }
    r.message = lines.joined(separator: "\n")
  }

  /// `--record` (mode `.all`): the rendered bytes become the baseline. The stored baseline is
  /// never decoded, parsed or diffed, and no diff image is made; a file is only read when its
  /// size equals the new bytes' (to leave a file that already holds them alone), so a baseline
  /// about to be overwritten is never read and an empty folder costs no reads at all.
  private func recordAll(
    _ image: RenderedImage, _ layoutJSON: String, png: String, json: String,
    into r: inout SnapshotResult, _ entry: MatrixEntry
  ) throws(SnapshotError) {
    let existed = FileStore.exists(png) && FileStore.exists(json)
    let wrotePNG = try FileStore.write(try image.bytes(), to: png)
    let wroteJSON = try FileStore.write(layoutJSON, to: json)
    if !existed {
      r.outcome = .recorded(previous: nil)
      r.message = "● \(title(entry)) recorded new baseline \(png)"
    } else if wrotePNG || wroteJSON {
      r.outcome = .recorded(previous: nil)
      r.message = "● \(title(entry)) re-recorded \(png)"
    } else {
      r.outcome = .matched(.identical)
    }
  }

  private func record(
    _ image: RenderedImage, _ layoutJSON: String, png: String, json: String
  ) throws(SnapshotError) {
    try FileStore.write(try image.bytes(), to: png)
    try FileStore.write(layoutJSON, to: json)
  }

  private func decode(_ bytes: [UInt8], path: String) throws(SnapshotError) -> PixelImage {
    do { return try PNGCodec.decode(bytes) } catch {
      throw .decode(path: path, message: "\(error)")
    }
  }

  private func encode(_ image: PixelImage, path: String) throws(SnapshotError) -> [UInt8] {
    do { return try PNGCodec.encode(image) } catch {
      throw .io(path: path, message: "cannot encode PNG: \(error)")
    }
  }
}
