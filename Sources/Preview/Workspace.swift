// The forms a preview shows: loaded from their files, reloaded when those change (the last good
// version is kept while a save has errors), and rendered to what the page draws.
import AutoLayout
import CairoBackend
import Formshot
import FormLanguage
import FormState
import FormshotSnapshots
import Foundation
import Geometry
import InterfaceBuilder
import JSON
import LayoutContract
import LayoutFile
import LayoutVocabulary
import PNG
import Scene

/// One form of the preview.
struct PreviewForm {
  /// The name on the page and in URLs (the form's own name, or the argument).
  var name: String
  /// As given on the command line (a path or a bundled name).
  var argument: String
  /// The file it is read from; nil for a bundled form.
  var path: String?
  /// The last version that parsed.
  var document: FormDocument?
  /// The diagnostics of the current file when it does not parse (or is gone).
  var error: String?
  /// For a root of an Interface Builder file: its id (what `--scene` takes), so a reload opens
  /// the same root.
  var scene: String?
  /// For a root of an Interface Builder file: the file's name, which groups its roots in the
  /// page's picker.
  var file: String?
}

/// The preview's forms and their renders. Thread-safe: the HTTP server calls it from one
/// thread per connection; rendering is serialised on one `FormRenderer`.
///
/// Kept warm between requests, so a save or a click costs only what changed: the parsed
/// documents (re-parsed only when their file changes), one `LayoutSessionPool` per form (a
/// state that differs from an earlier one only in keyboard height, scroll offset or colours
/// re-solves a live solver), the renderer's text measurements, and the rendered JSON of recent
/// states. After a reload the state each form last showed is rendered at once, before the
/// page asks for it.
final class Workspace: @unchecked Sendable {
  private let lock = NSLock()
  private let renderLock = NSLock()
  private var forms: [PreviewForm]
  /// Increases on every reload: the page refetches when it changes.
  private(set) var version = 0
  private let renderer: FormRenderer
  /// Rendered JSON by (version, form, state, theme), the latest few.
  private var cache: [(key: String, json: String)] = []
  /// Live solvers per form name, for the document version they were built from (guarded by
  /// `renderLock`, like the renderer whose fonts they measure with).
  private var pools: [String: (version: Int, pool: LayoutSessionPool)] = [:]
  /// The state each form was last rendered in (form name → tokens, theme), newest last: what
  /// the page shows, rendered first after a reload.
  private var recent: [(form: String, tokens: [String], theme: String?)] = []
  /// Parsed themes (guarded by `renderLock`), of `themeGeneration`.
  private var themes: [(key: String, theme: Theme)] = []
  /// Increases when a reload may have changed a theme (any change but a form file's).
  private var themeGeneration = 0
  let snapshots: SnapshotSettings?

  /// Loads `arguments` (form files, bundled names, Interface Builder files). An Interface
  /// Builder file gives one form per root, or the root `scene` names.
  init(arguments: [String], scene: String? = nil, snapshotsFolder: String) throws(FormshotError) {
    renderer = try FormRenderer()
    var forms: [PreviewForm] = []
    func uniqueName(_ name: String, _ argument: String) -> String {
      forms.contains(where: { $0.name == name }) ? argument : name
    }
    for argument in arguments.isEmpty ? ["signup"] : arguments {
      if FormDocument.isInterfaceBuilder(argument) {
        let file = (argument as NSString).lastPathComponent
        for document in try FormDocument.all(argument, scene: scene) {
          let root = document.interfaceBuilder?.root.id
          forms.append(
            PreviewForm(
              name: uniqueName(document.name, root.map { argument + "#" + $0 } ?? argument),
              argument: argument, path: document.path, document: document, error: nil,
              scene: root, file: file))
        }
        continue
      }
      let document = try FormDocument.resolve(argument)
      let isFile = FileManager.default.fileExists(atPath: document.path)
        && (argument.contains("/") || argument.hasSuffix(".form") || !FormDocument.bundledNames.contains(argument))
      forms.append(
        PreviewForm(
          name: uniqueName(document.name, argument), argument: argument,
          path: isFile ? document.path : nil, document: document, error: nil))
    }
    self.forms = forms
    snapshots = SnapshotSettings(folder: snapshotsFolder)
  }

  /// The folders whose files the forms depend on: each form file's, its images', the asset
  /// catalogs (and their image sets) next to an Interface Builder file, and ./Themes.
  var watchedFolders: [String] {
    lock.lock()
    defer { lock.unlock() }
    var out: [String] = []
    for form in forms {
      guard let path = form.path else { continue }
      let folder = (path as NSString).deletingLastPathComponent
      out.append(folder.isEmpty ? "." : folder)
      for source in form.document?.spec.images.keys.sorted() ?? [] {
        let dir = ((folder.isEmpty ? "." : folder) + "/" + source as NSString).deletingLastPathComponent
        out.append(dir)
      }
      if form.scene != nil {
        for catalog in FormDocument.assetCatalogFolders(near: path) {
          out.append(catalog)
          let sets = (try? FileManager.default.contentsOfDirectory(atPath: catalog)) ?? []
          for set in sets.sorted() where set.hasSuffix(".imageset") { out.append(catalog + "/" + set) }
        }
      }
    }
    out.append(renderer.themes.directory)
    var seen: [String] = []
    for f in out where !seen.contains(f) { seen.append(f) }
    return seen
  }

  /// The file name endings of files a form is made from (a change to one re-reads only the
  /// forms read from it); any other watched file (a theme, an image, strings) re-reads all.
  static let formFileSuffixes = [".form", ".xib", ".storyboard"]

  /// Re-reads the form files (those in `changed`, or all when `changed` is nil or names a
  /// theme, image or strings file); a file that fails keeps its last good document and records
  /// the error. Returns the new version.
  @discardableResult
  func reload(changed: [String]? = nil) -> Int {
    lock.lock()
    let snapshot = forms
    lock.unlock()
    let onlyForms = changed.map { paths in
      paths.allSatisfy { p in Self.formFileSuffixes.contains(where: p.hasSuffix) }
    } ?? false
    func absolute(_ path: String) -> String {
      let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
      return (full as NSString).standardizingPath
    }
    func isChanged(_ path: String) -> Bool {
      guard onlyForms, let changed else { return true }
      let standard = absolute(path)
      return changed.contains { absolute($0) == standard }
    }
    if !onlyForms {
      FormDocument.forgetAssetCatalogImages()
      lock.lock()
      themeGeneration += 1
      lock.unlock()
    }
    var updated = snapshot
    // An Interface Builder file is parsed once for all its roots.
    var interfaceBuilderFiles: [String: Result<[FormDocument], FormshotError>] = [:]
    for i in updated.indices {
      guard let path = updated[i].path, isChanged(path) else { continue }
      do throws(FormshotError) {
        if let scene = updated[i].scene {
          if interfaceBuilderFiles[path] == nil {
            do throws(FormshotError) {
              interfaceBuilderFiles[path] = .success(try FormDocument.interfaceBuilderRoots(path: path))
            } catch {
              interfaceBuilderFiles[path] = .failure(error)
            }
          }
          let roots = try interfaceBuilderFiles[path]!.get()
          guard let document = roots.first(where: { $0.interfaceBuilder?.root.id == scene }) else {
            throw FormshotError.diagnostics(
              [Diagnostic(.error, SourceLocation(file: path, line: 1, column: 1),
                "the root '\(scene)' is gone from the file (restart the preview to pick another)")],
              source: "")
          }
          updated[i].document = document
        } else {
          updated[i].document = try FormDocument.load(path: path)
        }
        updated[i].error = nil
      } catch {
        updated[i].error = error.description
      }
    }
    lock.lock()
    forms = updated
    version += 1
    cache = []
    let v = version
    lock.unlock()
    return v
  }

  func form(named name: String) -> PreviewForm? {
    lock.lock()
    defer { lock.unlock() }
    return forms.first { $0.name == name } ?? forms.first { $0.argument == name }
  }

  /// Renders the state each form last showed (the form the page shows first), so the page's
  /// request after a change event finds its picture ready or in the making.
  func renderRecentStates() {
    lock.lock()
    let states = recent.reversed()
    lock.unlock()
    for s in states { _ = renderJSON(form: s.form, state: s.tokens, theme: s.theme) }
  }

  // MARK: - JSON for the page

  /// `{"version":…,"forms":[{name, path, error, file, scene, axes:[{name, tokens}], fields,
  /// scrolls, snapshots}]}` (`file` and `scene`: an Interface Builder file's name and root id).
  func formsJSON() -> String {
    lock.lock()
    let all = forms
    let v = version
    lock.unlock()
    let items = all.map { form -> String in
      var axes: [String] = []
      var fields: [String] = []
      var scrolls = false
      if let spec = form.document?.spec {
        axes = spec.axes.map { axis in
          Obj().string("name", axis.name).raw("tokens", "[" + axis.tokens.map(jsonString).joined(separator: ",") + "]")
            .bool("builtIn", axis.isBuiltIn).text
        }
        fields = spec.views.filter { $0.kind == .textField }.map(\.id)
        scrolls = spec.views.contains { $0.kind == .scrollView }
      }
      return Obj().string("name", form.name).optional("path", form.path).optional("error", form.error)
        .optional("file", form.file).optional("scene", form.scene)
        .raw("axes", "[" + axes.joined(separator: ",") + "]")
        .raw("fields", "[" + fields.map(jsonString).joined(separator: ",") + "]")
        .bool("scrolls", scrolls)
        .bool("snapshots", snapshots?.covers(form) ?? false)
        .text
    }
    return Obj().number("version", Double(v)).raw("forms", "[" + items.joined(separator: ",") + "]")
      .bool("canAccept", false).text
  }

  /// The picture and the inspector's data of one state:
  /// `{ok, version, error?, state, svg?, canvas, items:[…], constraints:[…]}`. With errors in
  /// the file, the last good version's picture comes with the error (`ok` false).
  func renderJSON(form name: String, state tokens: [String], theme: String?) -> String {
    guard let form = form(named: name) else {
      return Obj().bool("ok", false).string("error", "no form named '\(name)' in this preview").text
    }
    lock.lock()
    let v = version
    let key = "\(v)\u{1}\(form.name)\u{1}\(tokens.joined(separator: ","))\u{1}\(theme ?? "")"
    recent.removeAll { $0.form == form.name }
    recent.append((form.name, tokens, theme))
    if let hit = cache.first(where: { $0.key == key }) {
      lock.unlock()
      return hit.json
    }
    lock.unlock()
    renderLock.lock()
    defer { renderLock.unlock() }
    // Rendered meanwhile (the reload's own render of this state, or another client's)?
    lock.lock()
    if let hit = cache.first(where: { $0.key == key }) {
      lock.unlock()
      return hit.json
    }
    lock.unlock()
    var out = Obj().number("version", Double(v))
    var errors: [String] = []
    if let e = form.error { errors.append(e) }
    if let document = form.document {
      do {
        let state = try document.state(tokens)
        let resolved = try document.resolve(state)
        let layout = pool(for: form.name, version: v).layout(resolved)
        let list = SceneBuilder.build(
          form: resolved, layout: layout, theme: try self.theme(named: theme, for: resolved))
        let svg = try renderer.encode(list, format: .svg, scale: 1)
        out = out.raw("state", "[" + state.canonicalTokens.map(jsonString).joined(separator: ",") + "]")
          .string("svg", String(decoding: svg, as: UTF8.self))
          .raw("canvas", Obj().number("width", resolved.environment.canvasSize.width)
            .number("height", resolved.environment.canvasSize.height).text)
          .raw("inspector", inspector(resolved, layout, document: document))
      } catch {
        errors.append(error.description)
      }
    }
    out = out.bool("ok", errors.isEmpty)
    if !errors.isEmpty { out = out.string("error", errors.joined(separator: "\n")) }
    let json = out.text
    lock.lock()
    if version == v {
      cache.append((key, json))
      if cache.count > 64 { cache.removeFirst() }
    }
    lock.unlock()
    return json
  }

  /// The theme of a state, parsed once (again after a change to anything but a form file) and
  /// checked against the form's colour roles every time. Call with `renderLock` held.
  private func theme(named name: String?, for form: ResolvedForm) throws(FormshotError) -> Theme {
    let dark = form.environment.appearance == .dark
    lock.lock()
    let generation = themeGeneration
    lock.unlock()
    let key = "\(generation)\u{1}\(name ?? form.environment.appearance.rawValue)\u{1}\(dark)"
    let theme: Theme
    if let hit = themes.first(where: { $0.key == key }) {
      theme = hit.theme
    } else {
      do {
        theme = try renderer.themes.theme(named: name ?? form.environment.appearance.rawValue, dark: dark)
      } catch {
        throw .theme(error)
      }
      themes = themes.filter { $0.key.hasPrefix("\(generation)\u{1}") } + [(key, theme)]
    }
    do {
      try theme.validate(for: form)
      return try renderer.withCounterpart(theme, named: name, for: form)
    } catch {
      throw .theme(error)
    }
  }

  /// The live solvers of `form` for this document version (a reload starts them afresh: the
  /// structure of a saved form is rarely the old one). Call with `renderLock` held.
  private func pool(for form: String, version: Int) -> LayoutSessionPool {
    if let entry = pools[form], entry.version == version { return entry.pool }
    let pool = renderer.makeLayoutPool()
    pools[form] = (version, pool)
    return pool
  }

  /// Items (frame, intrinsic size, priorities, their constraints with source lines) and the
  /// anchors each constraint relates, for highlighting.
  private func inspector(_ form: ResolvedForm, _ layout: LayoutResult, document: FormDocument) -> String {
    let lines = document.source.split(separator: "\n", omittingEmptySubsequences: false)
    let frames = Dictionary(layout.frames.map { ($0.id, $0.frame) }, uniquingKeysWith: { a, _ in a })
    let broken = layout.brokenConstraints.map(\.broken)
    let all = form.constraints + layout.generatedConstraints
    func anchorJSON(_ anchor: Anchor) -> String {
      var o = Obj().string("item", anchor.item.rawValue).string("attribute", anchor.attribute.rawValue)
      if let f = frames[anchor.item] {
        switch anchor.attribute {
        case .top: o = o.string("axis", "y").number("value", f.minY)
        case .bottom: o = o.string("axis", "y").number("value", f.maxY)
        case .centerY: o = o.string("axis", "y").number("value", f.midY)
        case .left, .leading: o = o.string("axis", "x").number("value", form.environment.layoutDirection == .rightToLeft && anchor.attribute == .leading ? f.maxX : f.minX)
        case .right, .trailing: o = o.string("axis", "x").number("value", form.environment.layoutDirection == .rightToLeft && anchor.attribute == .trailing ? f.minX : f.maxX)
        case .centerX: o = o.string("axis", "x").number("value", f.midX)
        default: o = o.string("axis", "box")
        }
      }
      return o.text
    }
    var constraintJSON: [String] = []
    for (index, c) in all.enumerated() {
      var o = Obj().number("index", Double(index)).string("text", c.inspectorText)
        .string("equation", c.notation(.inspector))
        .raw("anchors", "[" + ([c.first] + (c.second.map { [$0] } ?? [])).map(anchorJSON).joined(separator: ",") + "]")
        .bool("broken", broken.contains(c))
        .string("priority", "\(c.priority)")
      if let location = c.origin?.location {
        o = o.string("source", location.description)
        if location.file == document.path, location.line >= 1, location.line <= lines.count {
          o = o.string("line", String(lines[location.line - 1]))
        }
      } else if let note = c.sourceNote {
        o = o.string("note", note)
      }
      constraintJSON.append(o.text)
    }
    var itemJSON: [String] = []
    for item in form.items {
      guard let f = frames[item.id] else { continue }
      let intrinsic = renderer.intrinsicSize(item, width: f.width)
      let related = all.indices.filter { all[$0].first.item == item.id || all[$0].second?.item == item.id }
      itemJSON.append(
        Obj().string("id", item.id.rawValue).string("kind", item.kind.inspectorName)
          .bool("guide", item.isLayoutGuide).bool("hidden", item.isHidden)
          .bool("named", item.isNamedAnchor)
          .raw("frame", Obj().number("x", f.minX).number("y", f.minY).number("width", f.width).number("height", f.height).text)
          .raw("intrinsic", Obj().optionalNumber("width", intrinsic.width).optionalNumber("height", intrinsic.height).text)
          .raw("hugging", Obj().number("horizontal", Double(item.hugging.horizontal.rawValue)).number("vertical", Double(item.hugging.vertical.rawValue)).text)
          .raw("compressionResistance", Obj().number("horizontal", Double(item.compressionResistance.horizontal.rawValue)).number("vertical", Double(item.compressionResistance.vertical.rawValue)).text)
          .bool("ambiguous", layout.ambiguousItems.contains(item.id))
          .raw("constraints", "[" + related.map { String($0) }.joined(separator: ",") + "]")
          .text)
    }
    return Obj().raw("items", "[" + itemJSON.joined(separator: ",") + "]")
      .raw("constraints", "[" + constraintJSON.joined(separator: ",") + "]").text
  }

  // MARK: - Snapshot review

  /// `{status: none|matched|changed|missing, name, expected?, actual, diff?, canAccept}`, the
  /// images as `data:` URLs.
  func snapshotJSON(form name: String, state tokens: [String], canAccept: Bool) -> String {
    guard let settings = snapshots, let form = form(named: name), settings.covers(form),
      let document = form.document
    else { return Obj().string("status", "none").text }
    do {
      let review = try review(document, tokens: tokens, settings: settings)
      var o = Obj().string("status", review.status).string("name", review.name)
        .string("actual", dataURL(try PNGCodec.encode(review.actual)))
        .bool("canAccept", canAccept && review.status != "matched")
      if let e = review.expected {
        o = o.string("expected", dataURL(try PNGCodec.encode(e)))
        if review.status == "changed" {
          let diff = DiffImage.make(expected: e, actual: review.actual, differ: .tolerance())
          o = o.string("diff", dataURL(try PNGCodec.encode(diff)))
        }
      }
      return o.text
    } catch {
      return Obj().string("status", "error").string("error", "\(error)").text
    }
  }

  struct Review {
    var name: String
    var status: String
    var expected: PixelImage?
    var actual: PixelImage
    var form: ResolvedForm
    var layout: LayoutResult
  }

  private func review(_ document: FormDocument, tokens: [String], settings: SnapshotSettings) throws -> Review {
    let state = try document.state(tokens)
    let source = FormSnapshotSource(document: document, scale: settings.scale)
    let traits = source.axes.filter(\.isTrait).flatMap(\.tokens)
    let name = try NameTemplate.standard.name(form: document.name, state: state.canonicalTokens, traits: traits)
    renderLock.lock()
    defer { renderLock.unlock() }
    let (resolved, layout, list) = try renderer.scene(document, state: state.canonicalTokens)
    let actual = try renderer.pixels(list, scale: settings.scale ?? resolved.environment.scale)
    let path = settings.folder + "/" + name + ".png"
    guard let bytes = FileStore.read(path) else {
      return Review(name: name, status: "missing", expected: nil, actual: actual, form: resolved, layout: layout)
    }
    let expected = try PNGCodec.decode(bytes)
    let matched = Differ.tolerance().compare(expected, actual).isMatch
    return Review(
      name: name, status: matched ? "matched" : "changed", expected: expected, actual: actual,
      form: resolved, layout: layout)
  }

  /// Records one state's snapshot (PNG and layout JSON), as `snapshot --record` would.
  func accept(form name: String, state tokens: [String]) throws -> String {
    guard let settings = snapshots, let form = form(named: name), settings.covers(form),
      let document = form.document
    else {
      throw PreviewError(message: "form '\(name)' has no stored snapshots")
    }
    let review = try review(document, tokens: tokens, settings: settings)
    let base = settings.folder + "/" + review.name
    try FileStore.write(try PNGCodec.encode(review.actual), to: base + ".png")
    let layout = LayoutReport.snapshot(form: review.form, result: review.layout)
    try FileStore.write(Array(layout.json.utf8), to: base + ".json")
    lock.lock()
    cache = []
    lock.unlock()
    return review.name
  }

  private func dataURL(_ png: [UInt8]) -> String {
    "data:image/png;base64," + Data(png).base64EncodedString()
  }
}

/// What `Snapshots/formshot.json` says the preview needs: which forms have baselines, at what
/// scale.
struct SnapshotSettings {
  var folder: String
  var forms: [String]
  var scale: Double?

  init?(folder: String) {
    guard let bytes = FileStore.read(folder + "/formshot.json"),
      let json = try? JSONValue.parse(String(decoding: bytes, as: UTF8.self))
    else { return nil }
    self.folder = folder
    forms = json["forms"]?.array?.compactMap(\.string) ?? []
    scale = json["scale"]?.number
  }

  /// Whether the config lists the form (by name, as given on the command line, or by path).
  func covers(_ form: PreviewForm) -> Bool {
    forms.contains(form.name) || forms.contains(form.argument) || form.path.map(forms.contains) == true
  }
}

/// A preview that cannot start or a request it refuses.
public struct PreviewError: Error, CustomStringConvertible {
  public var message: String
  public init(message: String) { self.message = message }
  public var description: String { message }
}

/// A JSON object written in key order (numbers through `NumberFormat`, as every JSON formshot
/// writes).
struct Obj {
  private var parts: [String] = []
  func raw(_ key: String, _ value: String) -> Obj {
    var o = self
    o.parts.append(jsonString(key) + ":" + value)
    return o
  }
  func string(_ key: String, _ value: String) -> Obj { raw(key, Self.quoted(value)) }
  func optional(_ key: String, _ value: String?) -> Obj { raw(key, value.map(jsonString) ?? "null") }
  func number(_ key: String, _ value: Double) -> Obj { raw(key, value.isFinite ? jsonNumber(value) : "null") }
  func optionalNumber(_ key: String, _ value: Double?) -> Obj {
    raw(key, value.flatMap { $0.isFinite ? jsonNumber($0) : nil } ?? "null")
  }
  func bool(_ key: String, _ value: Bool) -> Obj { raw(key, value ? "true" : "false") }
  var text: String { "{" + parts.joined(separator: ",") + "}" }

  /// `jsonString(value)`, the same bytes, escaped a UTF-8 byte at a time: a picture's SVG is
  /// hundreds of kilobytes, and escaping it by Unicode scalars cost the preview half its time.
  static func quoted(_ value: String) -> String {
    var value = value
    return value.withUTF8 { bytes in
      let hex = Array("0123456789abcdef".utf8)
      var out: [UInt8] = []
      out.reserveCapacity(bytes.count + bytes.count / 16 + 2)
      out.append(UInt8(ascii: "\""))
      let backslash = UInt8(ascii: "\\")
      var run = 0  // the start of the bytes not yet copied
      for (i, b) in bytes.enumerated() where b < 0x20 || b == UInt8(ascii: "\"") || b == backslash {
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<i]))
        run = i + 1
        out.append(backslash)
        switch b {
        case UInt8(ascii: "\n"): out.append(UInt8(ascii: "n"))
        case UInt8(ascii: "\r"): out.append(UInt8(ascii: "r"))
        case UInt8(ascii: "\t"): out.append(UInt8(ascii: "t"))
        case 0..<0x20:
          out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(b >> 4)], hex[Int(b & 15)]])
        default: out.append(b)  // " and \
        }
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run...]))
      out.append(UInt8(ascii: "\""))
      return String(decoding: out, as: UTF8.self)
    }
  }
}
