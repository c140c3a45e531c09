// Formshot's overview (input, output, guarantees, decisions): Formshot.docc/Formshot.md
import FormLanguage
import FormState
import Foundation
import Geometry
import InterfaceBuilder
import LayoutContract
import LayoutVocabulary

/// A parsed form and its source text (kept for diagnostics with carets).
public struct FormDocument: Sendable {
  public let spec: FormSpec
  public let source: String
  /// The path diagnostics name (`signup.form` for the bundled form).
  public let path: String

  public var name: String { spec.name }

  /// The Interface Builder root this document lays out; nil for a `.form`.
  public private(set) var interfaceBuilder: InterfaceBuilderSource?

  /// Why there is no picture to draw, at the root's line: an Interface Builder root stored
  /// with no width or no height (a dropdown whose height is set in code). It still lays out
  /// and checks; `render` says so as an error, `snapshot`, `docs` and `audit` skip the root
  /// with this warning. Nil for a `.form` and for any root with an area.
  public private(set) var nothingToDraw: Diagnostic?

  /// Throws `nothingToDraw` as a located error (a single picture was asked for).
  public func requireSomethingToDraw() throws(FormshotError) {
    guard let empty = nothingToDraw else { return }
    throw .diagnostics([Diagnostic(.error, empty.location, empty.message)], source: source)
  }

  /// The document laid out as Xcode's canvas was when it stored the file's frames
  /// (`InterfaceBuilderSource.xcodeCanvas`), to compare with them; a form is unchanged.
  public func asXcodeCanvas() -> FormDocument {
    var copy = self
    copy.interfaceBuilder?.xcodeCanvas = true
    return copy
  }

  /// Parses `source`; `path` is only used in diagnostics.
  /// - Throws: `FormshotError.diagnostics` holding every diagnostic.
  /// Its translations come from the strings files it names (`strings: "…"`), else from
  /// `Localizable.xcstrings` and `LANG.lproj/Localizable.strings` in the form's folder.
  public init(source: String, path: String) throws(FormshotError) {
    try self.init(source: source, path: path, strings: .disk(formPath: path))
  }

  init(source: String, path: String, strings: StringsFiles.Folder) throws(FormshotError) {
    let (parsed, diagnostics) = FormParser.parse(source, path: path)
    guard var spec = parsed else { throw .diagnostics(diagnostics, source: source) }
    let (images, imageErrors) = ImageFiles.load(spec)
    if !imageErrors.isEmpty { throw .diagnostics(imageErrors, source: source) }
    spec.images = images
    let (fonts, fontErrors) = FontFiles.load(spec)
    if !fontErrors.isEmpty { throw .diagnostics(fontErrors, source: source) }
    spec.fontFiles = fonts
    spec.strings = try StringsFiles.load(
      formPath: path, named: spec.stringsFiles, formSource: source, from: strings)
    self.spec = spec
    self.source = source
    self.path = path
    self.warnings = diagnostics.filter { !$0.isError }
    self.interfaceBuilder = nil
  }

  /// A root of an Interface Builder file. Its states are the built-in axes, the file's own
  /// device and appearance first; `named` adds the root's id to the name (files with several
  /// roots).
  init(interfaceBuilder file: IBDocument, root: IBRoot, named: Bool) {
    let base = ((file.path as NSString).lastPathComponent as NSString).deletingPathExtension
    let name = named ? base + "-" + (root.storyboardIdentifier ?? root.controllerID ?? root.id) : base
    var axes = StateAxis.builtIn
    // A file naming no device is shown on a device of its root's size (an iPad when wide); an
    // iPad's or a TV's own screen is `regular`, the default state.
    let idiom = (file.device ?? file.unnamedDevice(for: root)).idiom
    for (i, axis) in axes.enumerated() {
      if axis.name == BuiltInAxis.sizeClass.rawValue && idiom != .phone {
        axes[i].tokens = [SizeClassToken.regular.rawValue, SizeClassToken.compact.rawValue]
      }
      if axis.name == BuiltInAxis.appearance.rawValue && file.prefersDark {
        axes[i].tokens = [AppearanceToken.dark.rawValue, AppearanceToken.light.rawValue]
      }
    }
    spec = FormSpec(
      name: name, path: file.path, axes: axes, devices: [.compact, .regular], views: [], rules: [])
    source = file.source
    path = file.path
    // The file's own device and appearance: the default state.
    let probe = IBResolver.resolve(file, root: root, state: IBState(), fontFile: AppFonts.lookup(near: file.folder))
    interfaceBuilder = InterfaceBuilderSource(
      document: file, root: root, alignmentInsets: probe.alignmentInsets, aliases: probe.aliases)
    warnings = probe.warnings.map { Diagnostic(.warning, $0.location, $0.message) }
    let canvas = probe.form.environment.canvasSize
    if !(canvas.width >= 1 && canvas.height >= 1) {
      nothingToDraw = Diagnostic(
        .warning, root.location,
        "the root \(root.id) is \(NumberFormat.exact.string(canvas.width)) × \(NumberFormat.exact.string(canvas.height)) pt: there is nothing to draw")
    }
  }

  /// Warnings the parser found (the form is still usable).
  public let warnings: [Diagnostic]

  /// Reads and parses the form at `path`.
  /// - Throws: `FormshotError.file` when it cannot be read, `.diagnostics` when it has errors.
  public static func load(path: String) throws(FormshotError) -> FormDocument {
    if isInterfaceBuilder(path) { return try loadInterfaceBuilder(path: path, scene: nil) }
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDir: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDir)
      throw .file(path: path, exists && isDir.boolValue ? .isFolder : .noSuchFile)
    }
    if let problem = FormParser.utf8Problem(in: [UInt8](data), path: path) {
      throw .diagnostics([problem], source: String(decoding: data, as: UTF8.self))
    }
    let text = String(decoding: data, as: UTF8.self)
    return try FormDocument(source: text, path: path)
  }

  /// The names of the forms that ship with formshot (`signup` is the default form).
  /// They are embedded in the binary (`EmbeddedForms`, generated from `Forms/*.form` by the
  /// EmbedTextFiles plugin), so an installed binary needs no resource bundle.
  public static var bundledNames: [String] {
    EmbeddedForms.files.keys.filter { !$0.contains(".") }.sorted()
  }

  /// A bundled form by name (default: the sign-up form of the seed demo).
  public static func bundled(_ name: String = "signup") throws(FormshotError) -> FormDocument {
    guard let text = EmbeddedForms.files[name] else {
      throw .unknownBundledForm(name: name, available: bundledNames)
    }
    // The bundled forms' strings are embedded with them, never read from the current folder.
    let embedded = StringsFiles.Folder(
      read: { EmbeddedForms.files[$0] }, lprojNames: { [] })
    return try FormDocument(source: text, path: "\(name).form", strings: embedded)
  }

  /// A form file path, or a bundled form's name, or nil for the default form. A bare name that
  /// is not bundled is `NAME.form` in the current folder when that exists (`render otp`).
  public static func resolve(_ argument: String?) throws(FormshotError) -> FormDocument {
    try resolve(argument, scene: nil)
  }

  /// Like `resolve(_:)`; `scene` picks the root of an Interface Builder file (`--scene`).
  public static func resolve(_ argument: String?, scene: String?) throws(FormshotError)
    -> FormDocument
  {
    if let argument, isInterfaceBuilder(argument) {
      return try loadInterfaceBuilder(path: argument, scene: scene)
    }
    guard let argument else { return try bundled() }
    if !argument.contains("/") && !argument.hasSuffix(".form")
      && !FileManager.default.fileExists(atPath: argument)
    {
      do { return try bundled(argument) } catch {
        guard case .unknownBundledForm = error,
          FileManager.default.fileExists(atPath: argument + ".form")
        else { throw error }
        return try load(path: argument + ".form")
      }
    }
    return try load(path: argument)
  }

  /// Parses state tokens for this form.
  public func state(_ tokens: [String]) throws(FormshotError) -> StateSet {
    do {
      return try StateSet.parse(tokens, for: spec)
    } catch {
      throw .state(error, path: path)
    }
  }

  /// The form in one state, ready for layout.
  public func resolve(_ state: StateSet) throws(FormshotError) -> ResolvedForm {
    if let interfaceBuilder { return resolveInterfaceBuilder(state, interfaceBuilder) }
    do {
      return try FormResolver.resolve(spec, state: state)
    } catch {
      throw .resolve(error, path: path)
    }
  }

  /// Every state of the full matrix: the product of all axes (keyboard × size class ×
  /// appearance × the form's own), each as canonical tokens; with `xray`, each again with X-ray.
  public func matrix(xray: Bool = false) -> [[String]] {
    let base = FormChecker.allStates(spec).map(\.canonicalTokens)
    return xray ? base.flatMap { [$0, $0 + [XRayToken.xray.rawValue]] } : base
  }
}
