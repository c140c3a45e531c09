import CairoBackend
import FormLanguage
import FormState
import Foundation
import Testing

@testable import Formshot
import LayoutVocabulary

/// Library errors keep the stage's own error, so callers can switch on them; `description` is
/// the plain located sentence (the CLI adds its own prefix where it wants one).
@Suite struct FormshotErrorTests {
  @Test func aBrokenFormCarriesItsDiagnostics() throws {
    let source = "form f\nview a: label { text: \"x\" }\nlink a.top == nope.top\n"
    #expect {
      _ = try FormDocument(source: source, path: "f.form")
    } throws: { error in
      guard case FormshotError.diagnostics(let diagnostics, let text) = error else { return false }
      return text == source && !diagnostics.isEmpty
        && diagnostics.allSatisfy { $0.location.file == "f.form" }
        && diagnostics.contains { $0.severity == .error }
        && "\(error)" == diagnostics.rendered(source: source)
    }
  }

  @Test func unreadableFormFilesSayWhy() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "formshot-error-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let missing = dir.appendingPathComponent("missing.form").path
    let latin1 = dir.appendingPathComponent("latin1.form")
    try Data([0x66, 0x6F, 0x72, 0x6D, 0x20, 0xE9, 0xFF]).write(to: latin1)
    let cases: [(String, FormshotError.FileProblem)] = [
      (missing, .noSuchFile), (dir.path, .isFolder),
    ]
    for (path, problem) in cases {
      #expect {
        _ = try FormDocument.load(path: path)
      } throws: { error in
        guard case FormshotError.file(path, let p) = error else { return false }
        return p == problem && "\(error)".hasPrefix("\(path): error: ")
      }
    }
    // Bad bytes are a located diagnostic: the line and column of the first one, and its value.
    #expect {
      _ = try FormDocument.load(path: latin1.path)
    } throws: { error in
      guard case FormshotError.diagnostics(let diagnostics, _) = error else { return false }
      return "\(error)".hasPrefix("\(latin1.path):1:6: error: not UTF-8 text: byte 0xE9")
        && diagnostics.count == 1
    }
  }

  @Test func anUnknownBundledFormListsTheBundledOnes() {
    #expect {
      _ = try FormDocument.bundled("nope")
    } throws: { error in
      guard case FormshotError.unknownBundledForm("nope", let available) = error else {
        return false
      }
      return available.contains("signup") && available.contains("login")
    }
  }

  @Test func aBadStateTokenCarriesTheStateError() throws {
    let form = try FormDocument.bundled("signup")
    #expect {
      _ = try form.state(["kb-shwn"])
    } throws: { error in
      guard case FormshotError.state(let stateError, path: "signup.form") = error else {
        return false
      }
      return stateError.token == "kb-shwn"
        && "\(error)" == "signup.form: error: \(stateError.message)"
    }
  }

  @Test func missingFontsAreAFontsError() {
    let missing = "/nonexistent-\(UUID().uuidString)/Inter-Regular.otf"
    do {
      _ = try FormRenderer(fontFiles: [PinnedFontFile(path: missing, debianPackage: "fonts-inter")])
      Issue.record("a missing font file made a renderer")
    } catch {
      guard case .fonts(.missingFontFile(missing, "fonts-inter")) = error else {
        Issue.record("expected .fonts(.missingFontFile), got \(error)")
        return
      }
      #expect("\(error)".contains("install the Debian package fonts-inter"))
    }
  }

  @Test func anUndrawableCanvasIsARenderError() throws {
    let renderer = try FormRenderer()
    let (_, _, list) = try renderer.scene(try FormDocument.bundled("login"), state: [])
    #expect {
      _ = try renderer.encode(list, format: .png, scale: 1_000)
    } throws: { error in
      guard case FormshotError.render(.invalidCanvas) = error else { return false }
      return "\(error)".hasPrefix("cannot render: ")
    }
  }
}
