// The facade's side of Interface Builder files: a `.xib` / `.storyboard` root opens as a
// `FormDocument` whose states are the built-in tokens and whose resolution goes through the
// `InterfaceBuilder` front end (no `.form` parser involved).
import AutoLayout
import FormLanguage
import FormState
import Foundation
import Geometry
import InterfaceBuilder
import JSON
import LayoutContract
import LayoutFile
import LayoutVocabulary
import PNG
import StoredFrameCheck
import VectorImages

/// One root of an Interface Builder file, opened.
public struct InterfaceBuilderSource: Sendable {
  public let document: IBDocument
  public let root: IBRoot
  /// Alignment-rect insets of the root's controls (state-independent).
  let alignmentInsets: [ItemID: EdgeInsets]
  /// Other names of each view, for `layout --json`.
  let aliases: [(id: ItemID, names: [String])]
  /// Lay out as Xcode's canvas did when it stored the file's frames: text styles at the size
  /// the canvas gave them (Extra Small in files of Xcode 12.5 to 13, `IBDocument.canvasTextSize`)
  /// where the state keeps the default Large, and with `placeholder="YES"` constraints. Only to
  /// compare with those frames: a device shows Large unless its user picks another size, and
  /// the app runs without placeholders, so renders, audits and snapshots do too.
  public var xcodeCanvas = false
}

extension FormDocument {
  /// Whether `path` names an Interface Builder file.
  public static func isInterfaceBuilder(_ path: String) -> Bool {
    path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
  }

  /// The roots of an Interface Builder file, without picking one (`formshot scenes`).
  public static func interfaceBuilderFile(path: String) throws(FormshotError) -> IBDocument {
    try readInterfaceBuilder(path: path)
  }

  static func readInterfaceBuilder(path: String) throws(FormshotError) -> IBDocument {
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else {
      throw .file(path: path, .noSuchFile)
    }
    if isDir.boolValue { throw .file(path: path, .isFolder) }
    do {
      return try IBDocument.load(path: path)
    } catch {
      let text = (FileManager.default.contents(atPath: path)).map { String(decoding: $0.prefix(4_000_000), as: UTF8.self) } ?? ""
      throw .diagnostics([Diagnostic(.error, error.location, error.message)], source: text)
    }
  }

  /// Every root of the file at `path` as a document (`snapshot` and `docs` take them all).
  public static func interfaceBuilderRoots(path: String) throws(FormshotError) -> [FormDocument] {
    let file = try readInterfaceBuilder(path: path)
    return file.roots.map { FormDocument(interfaceBuilder: file, root: $0, named: file.roots.count > 1) }
  }

  /// Opens the root `scene` picks (view-controller id, storyboard identifier or root view id);
  /// with no `scene` the file must have exactly one root.
  public static func loadInterfaceBuilder(path: String, scene: String?) throws(FormshotError)
    -> FormDocument
  {
    let file = try readInterfaceBuilder(path: path)
    guard let root = file.root(named: scene) else {
      let top = SourceLocation(file: path, line: 1, column: 1)
      let list = file.roots.map { r in r.controllerID.map { "\($0) (view \(r.id))" } ?? r.id }
      let message: String
      if file.roots.isEmpty {
        message = "the file has no root views to lay out"
      } else if let scene {
        message = "no scene '\(scene)'; roots: " + list.joined(separator: ", ")
          + (closestSpelling(to: scene, in: file.roots.flatMap { [$0.id, $0.controllerID, $0.storyboardIdentifier].compactMap { $0 } }).map { " (did you mean '\($0)'?)" } ?? "")
      } else {
        message = "the file has \(file.roots.count) roots; pick one with --scene ID: "
          + list.joined(separator: ", ") + " (formshot scenes lists them)"
      }
      throw .diagnostics([Diagnostic(.error, top, message)], source: file.source)
    }
    return FormDocument(interfaceBuilder: file, root: root, named: file.roots.count > 1)
  }

  /// The IB state for the built-in tokens of `state`.
  func interfaceBuilderState(_ state: StateSet, _ source: InterfaceBuilderSource) -> IBState {
    let keyboard: IBState.Keyboard
    switch state.keyboard {
    case .hidden: keyboard = .hidden
    case .shown: keyboard = .shown
    case .floating: keyboard = .floating
    case .split: keyboard = .split
    case .hardware: keyboard = .hardwareBar
    }
    return IBState(
      sizeClass: state.sizeClass == .regular ? .regular : .compact,
      appearance: state.appearance == .dark ? .dark : .light, keyboard: keyboard,
      xray: state.xray, rightToLeft: state.isRightToLeft,
      textSize: source.xcodeCanvas && state.textSize == .l ? nil : state.textSize.category,
      tokens: state.canonicalTokens, keepsPlaceholderConstraints: source.xcodeCanvas,
      keepsCanvasSizes: source.xcodeCanvas, keepsListsAtContentOrigin: source.xcodeCanvas,
      embedsContainedScenes: !source.xcodeCanvas)
  }

  func resolveInterfaceBuilder(_ state: StateSet, _ source: InterfaceBuilderSource) -> ResolvedForm {
    let folder = source.document.folder
    let resolved = IBResolver.resolve(
      source.document, root: source.root, state: interfaceBuilderState(state, source),
      image: { name in AssetCatalog.image(name, near: folder) },
      fontFile: AppFonts.lookup(near: folder))
    var form = resolved.form
    form.name = name
    return form
  }

  /// The layout snapshot's JSON for `form`: for an Interface Builder root, frames (not
  /// alignment rects) keyed by IB id, and an `aliases` object naming each view's other names.
  public func layoutJSON(form: ResolvedForm, result: LayoutResult) -> String {
    guard let source = interfaceBuilder else { return LayoutReport.json(form: form, result: result) }
    var adjusted = result
    adjusted.frames = result.frames.map { entry in
      guard let i = source.alignmentInsets[entry.id] else { return entry }
      let r = entry.frame
      return (
        entry.id,
        Rect(
          x: r.minX - i.left, y: r.minY - i.top, width: r.width + i.left + i.right,
          height: r.height + i.top + i.bottom)
      )
    }
    // The root view too: its frame is the canvas, and the comparison counts it.
    var snapshot = LayoutReport.snapshot(form: form, result: adjusted)
    if let rootFrame = adjusted.frame(ItemID(source.root.id)) {
      snapshot.views.insert(
        LayoutSnapshot.View(
          id: source.root.id, x: rootFrame.minX, y: rootFrame.minY, width: rootFrame.width,
          height: rootFrame.height, hidden: false), at: 0)
    }
    var text = snapshot.json
    let named = source.aliases.filter { !$0.names.isEmpty }
    if text.hasSuffix("}") {
      text.removeLast()
      let entries = named.map { a in
        jsonString(a.id.rawValue) + ": [" + a.names.map(jsonString).joined(separator: ", ") + "]"
      }
      text += ", \"root\": \(jsonString(source.root.id)), \"aliases\": {" + entries.joined(separator: ", ") + "}}"
    }
    return text
  }
}

/// Images from an asset catalog next to an Interface Builder file
/// (`Assets.xcassets/NAME.imageset/*.png`, or a set's PDF or SVG drawn at each scale; in a group
/// folder of the catalog too), decoded once per process.
enum AssetCatalog {
  nonisolated(unsafe) private static var cache: [String: ImageAsset?] = [:]
  private static let lock = NSLock()

  /// Drops the decoded images, so the next lookup reads the catalog again (the preview, after
  /// an image in it changed).
  static func forget() {
    lock.lock()
    cache = [:]
    lock.unlock()
  }

  static func image(_ name: String, near folder: String) -> ImageAsset? {
    let key = folder + "\u{0}" + name
    lock.lock()
    if let hit = cache[key] {
      lock.unlock()
      return hit
    }
    lock.unlock()
    let found = find(name, near: folder)
    lock.lock()
    cache[key] = found
    lock.unlock()
    return found
  }

  /// The first image set called `name` with a PNG (or else a PDF or SVG) in the catalogs near
  /// `folder`, in its catalog's top folder or a group folder (`AssetCatalogSets`).
  private static func find(_ name: String, near folder: String) -> ImageAsset? {
    let fm = FileManager.default
    for catalog in AssetCatalogSets.catalogs(near: folder) {
      for set in AssetCatalogSets.folders(named: name, kind: "imageset", in: catalog) {
        guard let files = try? fm.contentsOfDirectory(atPath: set) else { continue }
        var variants: [ImageVariant] = []
        for file in files.sorted() where file.lowercased().hasSuffix(".png") {
          let scale = file.contains("@3x") ? 3 : file.contains("@2x") ? 2 : 1
          guard !variants.contains(where: { $0.scale == scale }),
            let data = fm.contents(atPath: set + "/" + file),
            let pixels = try? PNGCodec.decode([UInt8](data))
          else { continue }
          variants.append(ImageVariant(scale: scale, pixels: pixels))
        }
        if !variants.isEmpty { return ImageAsset(source: name, variants: variants) }
        if let vector = vectorImage(name, files: files.sorted(), in: set) { return vector }
      }
    }
    return nil
  }

  /// A set's PDF or SVG image (Xcode's single-scale vector image) drawn at 1×, 2× and 3×, as
  /// Xcode rasterizes it at build time; nil when the set has none that reads.
  private static func vectorImage(_ name: String, files: [String], in set: String) -> ImageAsset? {
    for file in files {
      guard let format = VectorFormat(fileName: file),
        let data = FileManager.default.contents(atPath: set + "/" + file)
      else { continue }
      let variants = ImageFiles.vectorVariants([UInt8](data), format: format).compactMap { try? $0.result.get() }
      if !variants.isEmpty { return ImageAsset(source: name, variants: variants) }
    }
    return nil
  }
}

extension FormDocument {
  /// The documents an argument names: a form (or bundled form), or the roots of an Interface
  /// Builder file — every root unless `scene` picks one.
  public static func all(_ argument: String?, scene: String?) throws(FormshotError) -> [FormDocument] {
    if let argument, isInterfaceBuilder(argument), scene == nil {
      return try interfaceBuilderRoots(path: argument)
    }
    return [try resolve(argument, scene: scene)]
  }
}

extension FormDocument {
  /// Forgets the asset-catalog images read so far (they are cached per process), so documents
  /// opened after this see the catalog as it is now: the preview calls it before a reload.
  public static func forgetAssetCatalogImages() { AssetCatalog.forget() }

  /// The asset catalogs (`*.xcassets`) an Interface Builder file's images are looked up in:
  /// in its folder and the folder above, as `AssetCatalog` searches.
  public static func assetCatalogFolders(near path: String) -> [String] {
    AssetCatalogSets.catalogs(near: (path as NSString).deletingLastPathComponent)
  }
}

extension FormDocument {
  /// For `check`: how an Interface Builder root resolves a state (nil for a `.form`, which the
  /// checker resolves itself).
  public var interfaceBuilderResolver: ((StateSet) -> ResolvedForm)? {
    guard let source = interfaceBuilder else { return nil }
    return { state in self.resolveInterfaceBuilder(state, source) }
  }

  /// Where a view of an Interface Builder root is written (nil for a `.form` or an item the
  /// file does not declare).
  public func location(of id: ItemID) -> SourceLocation? {
    interfaceBuilder?.document.location(ofObject: id.rawValue)
  }
}

extension FormDocument {
  /// For `check --stored-frames`: formshot's layout of an Interface Builder root in the file's
  /// own state against the frames Xcode stored, and the file's required constraints on them
  /// (nil for a `.form`). `layout` solves the form (the caller's renderer).
  public func storedFrameReport(layout: (ResolvedForm) -> LayoutResult) throws(FormshotError)
    -> StoredFrameReport?
  {
    guard var source = interfaceBuilder else { return nil }
    source.xcodeCanvas = true
    let state = try self.state([])
    let form = resolveInterfaceBuilder(state, source)
    let folder = source.document.folder
    let stored = IBResolver.storedFrames(
      source.document, root: source.root, state: interfaceBuilderState(state, source),
      image: { name in AssetCatalog.image(name, near: folder) })
    return StoredFrameCheck.compare(stored, form: form, result: layout(form))
  }
}
