/// The library facade: wires the stages together so the CLI, FormshotTesting and users' own
/// code share one path from form text to pixels.
///
///     let form = try FormDocument.bundled()                 // or FormDocument.load(path:)
///     let renderer = try FormRenderer()
///     let output = try renderer.render(form, state: ["kb-shown", "dark"], format: .png)
import FormSpec
import FormState
import Foundation

/// A parsed form and its source text (kept for diagnostics with carets).
public struct FormDocument: Sendable {
  public let spec: FormSpec
  public let source: String
  /// The path diagnostics name (`signup.form` for the bundled form).
  public let path: String

  public var name: String { spec.name }

  /// Parses `source`; `path` is only used in diagnostics.
  /// - Throws: `FormError` holding every diagnostic, rendered with carets.
  public init(source: String, path: String) throws(FormError) {
    let (spec, diagnostics) = FormParser.parse(source, path: path)
    guard let spec else {
      throw FormError(message: diagnostics.rendered(source: source), diagnostics: diagnostics)
    }
    self.spec = spec
    self.source = source
    self.path = path
    self.warnings = diagnostics.filter { !$0.isError }
  }

  /// Warnings the parser found (the form is still usable).
  public let warnings: [Diagnostic]

  /// Reads and parses the form at `path`.
  public static func load(path: String) throws(FormError) -> FormDocument {
    guard let data = FileManager.default.contents(atPath: path) else {
      var isDir: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDir)
      throw FormError(
        message: "\(path): error: "
          + (exists && isDir.boolValue ? "is a folder, not a form file" : "no such file"))
    }
    if let problem = FormParser.utf8Problem(in: [UInt8](data), path: path) {
      throw FormError(message: problem.description, diagnostics: [problem])
    }
    let text = String(decoding: data, as: UTF8.self)
    return try FormDocument(source: text, path: path)
  }

  /// The names of the forms that ship with formshot (`signup` is the default form).
  public static var bundledNames: [String] {
    guard let dir = Bundle.module.url(forResource: "Forms", withExtension: nil),
      let files = try? FileManager.default.contentsOfDirectory(atPath: dir.path)
    else { return [] }
    return files.filter { $0.hasSuffix(".form") }.map { String($0.dropLast(5)) }.sorted()
  }

  /// A bundled form by name (default: the sign-up form of the seed demo).
  public static func bundled(_ name: String = "signup") throws(FormError) -> FormDocument {
    guard
      let url = Bundle.module.url(forResource: "Forms/\(name)", withExtension: "form"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else {
      throw FormError(
        message: "no bundled form named '\(name)'; bundled: "
          + bundledNames.joined(separator: ", "))
    }
    return try FormDocument(source: text, path: "\(name).form")
  }

  /// A form file path, or a bundled form's name, or nil for the default form.
  public static func resolve(_ argument: String?) throws(FormError) -> FormDocument {
    guard let argument else { return try bundled() }
    if !argument.contains("/") && !argument.hasSuffix(".form")
      && !FileManager.default.fileExists(atPath: argument)
    {
      return try bundled(argument)
    }
    return try load(path: argument)
  }

  /// Parses state tokens for this form.
  public func state(_ tokens: [String]) throws(FormError) -> StateSet {
    do {
      return try StateSet.parse(tokens, for: spec)
    } catch {
      throw FormError(message: "\(path): error: \(error.message)")
    }
  }

  /// The form in one state, ready for layout.
  public func resolve(_ state: StateSet) throws(FormError) -> ResolvedForm {
    do {
      return try FormResolver.resolve(spec, state: state)
    } catch {
      let at = error.location.map { "\($0)" } ?? path
      throw FormError(message: "\(at): error: \(error.message)")
    }
  }

  /// Every state of the full matrix: the product of all axes (keyboard × size class ×
  /// appearance × the form's own), each as canonical tokens; with `xray`, each again with X-ray.
  public func matrix(xray: Bool = false) -> [[String]] {
    let base = FormChecker.allStates(spec).map(\.canonicalTokens)
    return xray ? base.flatMap { [$0, $0 + ["xray"]] } : base
  }
}

/// A problem with a form or its state, already worded for the user (`file:line:col: error: …`
/// with the source line and a caret where one helps).
public struct FormError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public var diagnostics: [Diagnostic] = []
  public init(message: String, diagnostics: [Diagnostic] = []) {
    self.message = message
    self.diagnostics = diagnostics
  }
  public var description: String { message }
}
