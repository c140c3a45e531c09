import Foundation
import Geometry
import PNG

/// Options for `DocsGenerator`.
public struct DocsOptions: Sendable {
  /// Where the images, `index.html`, `README.md` and `contact-sheet.png` go.
  public var outputDirectory: String
  /// Width in pixels of each picture on the contact sheet.
  public var thumbnailWidth: Int
  /// Caption phrases per state token, overriding the source's (`SnapshotAxis.captions`).
  public var captions: [String: String]
  /// Parallel workers; nil = active CPU count.
  public var workers: Int?
  /// Progress line on stderr; nil = only when stderr is a terminal.
  public var progress: Bool?
  /// Animated images (the keyboard showing and hiding) shown above the states.
  public var animations: [DocsAnimation] = []

  public init(
    outputDirectory: String, thumbnailWidth: Int = 240, captions: [String: String] = [:],
    workers: Int? = nil, progress: Bool? = nil
  ) {
    self.outputDirectory = outputDirectory
    self.thumbnailWidth = thumbnailWidth
    self.captions = captions
    self.workers = workers
    self.progress = progress
  }
}

/// An animated image for the gallery (an APNG the caller rendered), written like the states.
public struct DocsAnimation: Sendable {
  /// The file name in the gallery folder (`signup-keyboard-shows.png`).
  public var file: String
  /// What it shows ("keyboard shows").
  public var caption: String
  public var bytes: [UInt8]
  public init(file: String, caption: String, bytes: [UInt8]) {
    self.file = file
    self.caption = caption
    self.bytes = bytes
  }
}

/// What a docs run produced.
public struct DocsSummary: Sendable, Equatable {
  /// Every file of the gallery, relative to the output folder, sorted.
  public var files: [String]
  /// The files actually (re)written this run; empty when nothing changed.
  public var written: [String]
  /// Images of states that left the matrix, removed this run (from the previous manifest).
  public var removed: [String] = []
}

/// Renders every state of a source into a docs gallery: one PNG per state (named by state), an
/// `index.html` and a `README.md` showing the states of the source's side-by-side axis (light
/// and dark) side by side, with captions (the source's words) saying what differs from the base
/// state (the matrix's first), and a `contact-sheet.png` of the whole matrix. Files whose bytes
/// are unchanged are not rewritten.
public struct DocsGenerator: Sendable {
  public let source: any SnapshotSource
  public let options: DocsOptions

  public init(source: any SnapshotSource, options: DocsOptions) {
    self.source = source
    self.options = options
  }

  /// Writes the gallery.
  /// - Throws: `SnapshotError` for a bad matrix, a failed render or an unwritable folder.
  public func generate() throws(SnapshotError) -> DocsSummary {
    let matrix: [[String]]
    do { matrix = try source.matrix() } catch { throw .matrix("\(error)") }
    var entries: [MatrixEntry] = []
    var seen: [String: [String]] = [:]
    for state in matrix {
      let name = state.isEmpty ? "base" : state.joined(separator: "-")
      try NameTemplate.validate(name)
      guard !name.contains("/") else { throw .invalidName(name, reason: "token contains '/'") }
      if let other = seen[name.lowercased()] { throw .duplicateName(name, states: [other, state]) }
      seen[name.lowercased()] = state
      entries.append(MatrixEntry(state: state, name: name))
    }
    let dir = options.outputDirectory
    let lock = try FileStore.FolderLock(folder: dir, purpose: "docs")
    defer { lock.release() }
    FileStore.removeStaleTemps(in: dir, recursive: false)
    let progress = ProgressLine(total: entries.count, enabled: options.progress)
    let source = self.source
    let thumbWidth = options.thumbnailWidth
    MallocTuning.apply()
    let rendered = WorkerPool.map(
      entries, workers: options.workers ?? ProcessInfo.processInfo.activeProcessorCount,
      done: { n, e in progress.update(n, e.name) }
    ) { entry -> Result<(thumb: PixelImage, written: Bool), SnapshotError> in
      Result { () throws(SnapshotError) in
        let artifact: SnapshotArtifact
        do { artifact = try source.render(state: entry.state) } catch {
          throw .render(state: entry.state, message: "\(error)")
        }
        let path = "\(dir)/\(entry.name).png"
        let rendered = RenderedImage(artifact, path: path)
        let written = try FileStore.write(try rendered.bytes(), to: path)
        let image = try rendered.pixels()
        return (ImageOps.downscale(image, toWidth: thumbWidth), written)
      }
    }
    progress.finish()
    var thumbs: [PixelImage] = []
    var written: [String] = []
    for (entry, r) in zip(entries, rendered) {
      let value = try r.get()
      thumbs.append(value.thumb)
      if value.written { written.append(entry.name + ".png") }
    }

    let sideBySide = source.axes.filter(\.isSideBySide).flatMap(\.tokens)
    let rows = DocsGenerator.rows(entries, sideBySide: sideBySide)
    let baseKey = rows.first?.key ?? []
    let captioned = rows.map { ($0, caption(for: $0.key, base: baseKey)) }
    var files = entries.map { $0.name + ".png" }
    for animation in options.animations {
      try NameTemplate.validate(animation.file)
      guard !animation.file.contains("/"), animation.file.hasSuffix(".png") else {
        throw .invalidName(animation.file, reason: "an animation is a .png file in the gallery folder")
      }
      files.append(animation.file)
      if try FileStore.write(animation.bytes, to: "\(dir)/\(animation.file)") {
        written.append(animation.file)
      }
    }
    let sheet = DocsGenerator.contactSheet(
      rows: rows, thumbs: thumbs,
      captions: captioned.map { row, text in
        let width = row.cells.map { thumbs[$0.index].width }.reduce(0, +)
          + DocsGenerator.pairGap * max(0, row.cells.count - 1)
        return source.caption(text, width: width, background: DocsGenerator.sheetBackground)
      })
    let sheetBytes: [UInt8]
    do { sheetBytes = try PNGCodec.encode(sheet) } catch {
      throw .io(path: "\(dir)/contact-sheet.png", message: "cannot encode PNG: \(error)")
    }
    // States that left the matrix: remove the images an earlier run wrote (listed in its
    // manifest), never any other file.
    let manifestPath = "\(dir)/\(DocsGenerator.manifestName)"
    let current = Set(entries.map { $0.name + ".png" } + options.animations.map(\.file))
    var removed: [String] = []
    for old in DocsGenerator.manifest(FileStore.read(manifestPath)) where !current.contains(old) {
      if try FileStore.remove("\(dir)/\(old)") { removed.append(old) }
    }
    let manifest = (entries.map { $0.name + ".png" } + options.animations.map(\.file))
      .map { $0 + "\n" }.joined()
    for (file, bytes) in [
      (DocsGenerator.manifestName, Array(manifest.utf8)),
      ("contact-sheet.png", sheetBytes),
      ("index.html", Array(html(captioned, names: entries.map(\.name)).utf8)),
      ("README.md", Array(markdown(captioned, names: entries.map(\.name)).utf8)),
    ] {
      files.append(file)
      if try FileStore.write(bytes, to: "\(dir)/\(file)") { written.append(file) }
    }
    let order: (String, String) -> Bool = {
      Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8))
    }
    return DocsSummary(
      files: files.sorted(by: order), written: written.sorted(by: order),
      removed: removed.sorted(by: order))
  }

  /// The list of state images a run wrote, one file name a line: what the next run may remove.
  public static let manifestName = "docs-manifest.txt"

  /// The image names of a manifest; lines that are not a plain state image name (a path, a
  /// hidden file, anything but `.png`) are ignored, so an edited manifest cannot delete others.
  static func manifest(_ bytes: [UInt8]?) -> [String] {
    guard let bytes else { return [] }
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
      .filter { name in
        name.hasSuffix(".png") && !name.contains("/") && !name.hasPrefix(".")
          && name != "contact-sheet.png" && (try? NameTemplate.validate(name)) != nil
      }
  }

  // MARK: - Rows and captions

  /// One gallery row: the states that differ only on the side-by-side axis.
  struct Row {
    var key: [String]
    /// (side-by-side token or nil, entry index), in the axis's token order.
    var cells: [(appearance: String?, index: Int)]
  }

  /// Rows in order of first appearance in the matrix; `sideBySide` are the tokens whose
  /// states share a row (light, dark), in the order the cells take.
  static func rows(_ entries: [MatrixEntry], sideBySide: [String]) -> [Row] {
    var rows: [Row] = []
    for (i, e) in entries.enumerated() {
      let key = e.state.filter { !sideBySide.contains($0) }
      let appearance = e.state.first { sideBySide.contains($0) }
      if let r = rows.firstIndex(where: { $0.key == key }) {
        rows[r].cells.append((appearance, i))
      } else {
        rows.append(Row(key: key, cells: [(appearance, i)]))
      }
    }
    func rank(_ a: String?) -> Int { a.flatMap { sideBySide.firstIndex(of: $0) } ?? -1 }
    for r in rows.indices {
      rows[r].cells.sort {
        (rank($0.appearance), $0.index) < (rank($1.appearance), $1.index)
      }
    }
    return rows
  }

  /// "keyboard shown, login mode": the tokens this row has and the base row lacks, in the
  /// words of `options.captions`, else the source's axes, else the token with spaces for dashes.
  func caption(for key: [String], base: [String]) -> String {
    let added = key.filter { !base.contains($0) }
    guard !added.isEmpty else { return "base state" }
    let axes = source.axes
    return added.map { token in
      options.captions[token]
        ?? axes.lazy.compactMap { $0.captions[token] }.first
        ?? token.replacingOccurrences(of: "-", with: " ")
    }.joined(separator: ", ")
  }

  // MARK: - Contact sheet

  static let sheetGap = 16, pairGap = 4
  static let sheetBackground = Color(red: 0.898, green: 0.898, blue: 0.918)

  /// Rows laid out in a grid of about √n columns; each cell holds one row's pictures side by
  /// side, with the row's caption image (when the source paints one) under them.
  static func contactSheet(
    rows: [Row], thumbs: [PixelImage], captions: [PixelImage?] = []
  ) -> PixelImage {
    let cellWidths = rows.map { row in
      row.cells.map { thumbs[$0.index].width }.reduce(0, +) + pairGap * max(0, row.cells.count - 1)
    }
    let pictureHeights = rows.map { row in row.cells.map { thumbs[$0.index].height }.max() ?? 0 }
    let captionHeight = captions.compactMap { $0?.height }.max() ?? 0
    let cellHeights = pictureHeights.map { $0 + (captionHeight > 0 ? pairGap + captionHeight : 0) }
    var columns = 1
    while columns * columns < rows.count { columns += 1 }
    let colWidth = cellWidths.max() ?? 0
    // Pictures of one shape share a line (iPhone pairs, then iPad pairs, in matrix order within
    // each), and each line is as tall as its pictures: no iPhone-sized gaps under iPad lines.
    let order = rows.indices.sorted { (cellHeights[$1], $0) < (cellHeights[$0], $1) }
    var lines: [[Int]] = []
    for r in order {
      if let last = lines.last, last.count < columns, cellHeights[last[0]] == cellHeights[r] {
        lines[lines.count - 1].append(r)
      } else {
        lines.append([r])
      }
    }
    let height = lines.reduce(sheetGap) { $0 + cellHeights[$1[0]] + sheetGap }
    let width = sheetGap + columns * (colWidth + sheetGap)
    var canvas = PixelImage(width: width, height: height, fill: sheetBackground)
    var y = sheetGap
    for line in lines {
      for (column, r) in line.enumerated() {
        var x = sheetGap + column * (colWidth + sheetGap)
        let left = x
        for cell in rows[r].cells {
          ImageOps.draw(thumbs[cell.index], onto: &canvas, x: x, y: y)
          x += thumbs[cell.index].width + pairGap
        }
        if r < captions.count, let caption = captions[r] {
          ImageOps.draw(caption, onto: &canvas, x: left, y: y + pictureHeights[r] + pairGap)
        }
      }
      y += cellHeights[line[0]] + sheetGap
    }
    return canvas
  }

  // MARK: - Pages

  private func html(_ rows: [(Row, String)], names: [String]) -> String {
    let form = HTMLReport.escape(source.formName)
    var s = """
      <!doctype html>
      <html lang="en"><head><meta charset="utf-8"><title>\(form): states</title>
      <style>body{font:14px system-ui,sans-serif;margin:24px}
      figure{display:inline-block;margin:0 12px 12px 0}
      img{max-height:640px;border:1px solid #ccc}section{margin-bottom:32px}</style></head><body>
      <h1>\(form): states</h1>
      <p><img src="contact-sheet.png" alt="contact sheet of every state"></p>

      """
    if !options.animations.isEmpty {
      s += "<section><h2>Keyboard animations</h2>\n"
      for a in options.animations {
        let file = HTMLReport.escape(a.file)
        s +=
          "<figure><img src=\"\(file)\" alt=\"\(HTMLReport.escape(a.caption))\">"
          + "<figcaption>\(HTMLReport.escape(a.caption))</figcaption></figure>\n"
      }
      s += "</section>\n"
    }
    for (row, caption) in rows {
      s += "<section><h2>\(HTMLReport.escape(caption))</h2>\n"
      for cell in row.cells {
        let name = HTMLReport.escape(names[cell.index])
        s +=
          "<figure><img src=\"\(name).png\" alt=\"\(name)\">"
          + "<figcaption>\(HTMLReport.escape(cell.appearance ?? "state")): \(name)</figcaption>"
          + "</figure>\n"
      }
      s += "</section>\n"
    }
    return s + "</body></html>\n"
  }

  private func markdown(_ rows: [(Row, String)], names: [String]) -> String {
    var s = "# \(DocsGenerator.md(source.formName)): states\n\n"
    s += "![contact sheet of every state](contact-sheet.png)\n\n"
    if !options.animations.isEmpty {
      s += "## Keyboard animations\n\n"
      s += "| " + options.animations.map { DocsGenerator.md($0.caption) }.joined(separator: " | ") + " |\n"
      s += "|" + String(repeating: " --- |", count: options.animations.count) + "\n"
      s += "| " + options.animations.map { "![\(DocsGenerator.md($0.caption))](\($0.file))" }
        .joined(separator: " | ") + " |\n\n"
    }
    for (row, caption) in rows {
      s += "## \(DocsGenerator.md(caption))\n\n"
      let cellNames = row.cells.map { names[$0.index] }
      let heads = row.cells.map { DocsGenerator.md($0.appearance ?? "state") }
      s += "| " + heads.joined(separator: " | ") + " |\n"
      s += "|" + String(repeating: " --- |", count: cellNames.count) + "\n"
      let cells = cellNames.map { "![\(DocsGenerator.md($0))](\($0).png)<br>`\($0)`" }
      s += "| " + cells.joined(separator: " | ") + " |\n\n"
    }
    return s
  }

  /// Escapes Markdown punctuation in plain text.
  static func md(_ s: String) -> String {
    var out = ""
    for ch in s {
      if "\\`*_[]<>|#!".contains(ch) { out.append("\\") }
      out.append(ch)
    }
    return out
  }
}
