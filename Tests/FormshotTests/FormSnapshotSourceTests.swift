import Testing

@testable import Formshot
@testable import FormshotSnapshots
import Foundation

/// The form source supplies the snapshot axes from the form: the bundled forms keep their
/// snapshot names and docs captions.
@Suite struct FormSnapshotSourceTests {
  @Test func signupNamesAndCaptionsAreTheSameAsBefore() throws {
    let source = FormSnapshotSource(document: try FormDocument.bundled("signup"))
    #expect(source.traitTokens == ["compact", "regular", "light", "dark"])
    #expect(
      try NameTemplate.standard.name(
        form: "signup", state: ["kb-shown", "compact", "light", "login", "label-wins"],
        traits: source.traitTokens) == "signup/compact-light/kb-shown-login-label-wins")
    let docs = DocsGenerator(source: source, options: DocsOptions(outputDirectory: "unused"))
    let base = ["kb-hidden", "compact", "signup", "label-wins"]
    #expect(
      docs.caption(for: ["kb-shown", "compact", "login", "value-wins"], base: base)
        == "keyboard shown, login mode, value wins")
    #expect(
      docs.caption(for: ["kb-hardware", "regular", "signup", "label-wins", "xray"], base: base)
        == "hardware keyboard (shortcut bar), regular width, X-ray")
    #expect(source.axes.filter(\.isSideBySide).map(\.tokens) == [["light", "dark"]])
  }

  @Test func aFormsOwnAxisReadsAsTokenAndAxis() throws {
    let login = try FormDocument.bundled("login").source
    let form = try FormDocument(
      source: login.replacingOccurrences(
        of: "form login\n", with: "form login\naxis density: cozy | compact-rows\n"),
      path: "f.form")
    let axis = try #require(FormSnapshotSource(document: form).axes.first { $0.name == "density" })
    #expect(!axis.isTrait && !axis.isSideBySide)
    #expect(axis.captions == ["cozy": "cozy density"])
  }
}
