/// Interface Builder files through the facade, as the CLI opens them: roots, `--scene`, states,
/// the layout JSON keyed by IB id with aliases, and the project's baselines of two fixtures.
import AutoLayout
import FormState
import Formshot
import FormshotSnapshots
import InterfaceBuilder
import LayoutContract
import LayoutVocabulary
import FormshotTesting
import Foundation
import Geometry
import IBTestSupport
import Testing

@Suite struct FacadeTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures").path
  static var signin: String { fixtures + "/signin.storyboard" }
  static var card: String { fixtures + "/profile-card.xib" }

  @Test func scenesAndStates() throws {
    let file = try FormDocument.interfaceBuilderFile(path: Self.signin)
    // The navigation controller has no view of its own: one root.
    #expect(file.roots.map(\.id) == ["sig-vw-001"])
    let byIdentifier = try FormDocument.loadInterfaceBuilder(path: Self.signin, scene: "SignIn")
    let byController = try FormDocument.loadInterfaceBuilder(path: Self.signin, scene: "sig-vc-001")
    #expect(byIdentifier.interfaceBuilder?.root == byController.interfaceBuilder?.root)
    do {
      _ = try FormDocument.loadInterfaceBuilder(path: Self.signin, scene: "SignUp")
      Issue.record("an unknown scene opened")
    } catch {
      #expect("\(error)".contains("no scene 'SignUp'"))
      #expect("\(error)".contains("did you mean 'SignIn'"))
    }
    // Built-in axes only: (2 phone + 5 iPad keyboards) × 2 appearances.
    #expect(byIdentifier.matrix().count == 14)
    #expect(try byIdentifier.state([]).canonicalTokens == ["kb-hidden", "compact", "light"])
  }

  @Test func layoutJSONKeysViewsByIBIDWithAliases() throws {
    let doc = try FormDocument.loadInterfaceBuilder(path: Self.signin, scene: nil)
    let form = try doc.resolve(try doc.state([]))
    let result = try FormRenderer().layout(form)
    #expect(result.brokenConstraints.isEmpty)
    let json = doc.layoutJSON(form: form, result: result)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let views = try #require(object["views"] as? [String: [String: Any]])
    // The root is the canvas; a navigation bar and the status bar put the form 59 + 44 + 24 down.
    #expect(views["sig-vw-001"]?["width"] as? Double == 393)
    #expect(views["frm-st-001"]?["y"] as? Double == 127)
    #expect(views["frm-st-001"]?["x"] as? Double == 20)
    // A switch's frame is its alignment rect plus 2 pt at the trailing side.
    #expect(views["rem-sw-001"]?["width"] as? Double == 51)
    let aliases = try #require(object["aliases"] as? [String: [String]])
    #expect(aliases["eml-tf-001"] == ["signin.email", "emailField"])
    #expect(aliases["sgn-bt-001"] == ["Sign In Button"])
    #expect(object["root"] as? String == "sig-vw-001")
  }

  /// A text size in the state reaches the file's text styles (it used to be listed by
  /// `formshot states` and ignored).
  @Test func textSizeStateSizesTextStyles() throws {
    let doc = try FormDocument.loadInterfaceBuilder(path: Self.signin, scene: nil)
    func rememberFontSize(_ tokens: [String]) throws -> Double? {
      let form = try doc.resolve(try doc.state(tokens))
      guard case .label(let label) = form.item(ItemID("rem-lb-001"))?.kind else { return nil }
      return label.style.size
    }
    // "Remember me" is set in Body: 17 pt at Large, 40 at accessibility XL, 14 at extra small.
    #expect(try rememberFontSize([]) == 17)
    #expect(try rememberFontSize(["ax3"]) == 40)
    #expect(try rememberFontSize(["xs", "dark"]) == 14)
    // The email field's font has a point size: it stays.
    let form = try doc.resolve(try doc.state(["ax3"]))
    guard case .textField(let field) = form.item(ItemID("eml-tf-001"))?.kind else {
      Issue.record("eml-tf-001 is not a text field")
      return
    }
    #expect(field.style.size == 17)
    // A button configuration's title is in Body.
    guard case .button(let button) = form.item(ItemID("sgn-bt-001"))?.kind else {
      Issue.record("sgn-bt-001 is not a button")
      return
    }
    #expect(button.textStyle.size == 40)
  }

  /// `formshot audit` of an IB file: findings at the view's element, in IB's words, and a
  /// switch judged by its frame (its alignment rect is 2 pt narrower).
  @Test func auditFindingsPointAtTheElement() throws {
    let doc = try FormDocument.loadInterfaceBuilder(path: Self.signin, scene: nil)
    let findings = try FormAudit.run(doc, states: [["ax3"]], renderer: try FormRenderer())
    let fixed = findings.filter { $0.rule == .fixedText }
    // The title (28 pt) and both fields (17 pt) have point sizes; "Remember me" is in Body.
    #expect(Set(fixed.map(\.view)) == ["ttl-lb-001", "eml-tf-001", "pwd-tf-001"])
    let email = try #require(fixed.first { $0.view == "eml-tf-001" })
    #expect(email.location.line == 41 && email.location.column == 37)
    #expect(email.message.contains("a font with a point size"))
    #expect(!findings.contains { $0.view == "rem-sw-001" })
  }

  /// A Body label whose frame is 3 % narrower than the stand-in's "Title" (32.5; 33.4 measured)
  /// is whole at the default text size — drawn condensed (`TextStyle.standInSlack`), as a frame
  /// Xcode made for SF's narrower text is — so the audit reports it cut at ax3, where it is;
  /// one a sixth too narrow (28) is cut at every size, the design, and is not reported.
  @Test func auditTakesAFrameMadeForSFsTextAsFittingIt() throws {
    func fixed(_ id: String, y: Int, width: Double) -> (label: String, constraints: String) {
      (
        Fixture.label(id, text: "Title", font: #"style="UICTFontTextStyleBody""#, y: y)
          .replacingOccurrences(
            of: "<nil key=\"highlightedColor\"/>",
            with: "<nil key=\"highlightedColor\"/><constraints><constraint firstAttribute=\"width\" constant=\"\(width)\" id=\"\(id)-w\"/></constraints>"),
        """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="\(id)-l"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\(y)" id="\(id)-t"/>
        """
      )
    }
    let near = fixed("ttl-lb-033", y: 100, width: 32.5)
    let far = fixed("ttl-lb-028", y: 200, width: 28)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("slack-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("cells.xib").path
    try Fixture.screen(near.label + "\n" + far.label, constraints: near.constraints + "\n" + far.constraints)
      .write(toFile: path, atomically: true, encoding: .utf8)
    let doc = try FormDocument.loadInterfaceBuilder(path: path, scene: nil)
    let cut = try FormAudit.run(doc, states: [["ax3"]], renderer: try FormRenderer()).filter { $0.rule == .truncated }
    #expect(cut.map(\.view) == ["ttl-lb-033"], "\(cut.map(\.message))")
  }

  @Test func keyboardStateMovesWhatIsPinnedToTheKeyboardGuide() throws {
    let doc = try FormDocument.loadInterfaceBuilder(path: Self.signin, scene: nil)
    let renderer = try FormRenderer()
    let hidden = renderer.layout(try doc.resolve(try doc.state(["kb-hidden"])))
    let shown = renderer.layout(try doc.resolve(try doc.state(["kb-shown"])))
    let a = try #require(hidden.frame("fgt-bt-001"))
    let b = try #require(shown.frame("fgt-bt-001"))
    #expect(abs(a.maxY - (852 - 34 - 16)) < 1e-9)
    #expect(abs(b.maxY - (852 - 336 - 16)) < 1e-9)
  }

  /// Three fixtures in every state against `Snapshots/interface-builder/` (recorded with the
  /// CLI: `formshot snapshot FILE --snapshots Snapshots/interface-builder --scale 1 --no-config
  /// --record`). `controls.xib` paints a subview forced dark, page controls, steppers and
  /// symbols in classic buttons; `profile-card.xib` a named colour with a dark variant.
  @Test(.timeLimit(.minutes(5)), arguments: ["signin.storyboard", "profile-card.xib", "controls.xib"])
  func fixturesMatchTheirBaselines(_ name: String) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().path
    let env = ProcessInfo.processInfo.environment["FORMSHOT_ARTIFACTS"] ?? ""
    let options = SnapshotOptions(
      snapshotDirectory: root + "/Snapshots/interface-builder",
      artifactsDirectory: env.isEmpty ? root + "/.formshot-artifacts" : env, record: .never,
      progress: false,
      recordHint: "record with the CLI: formshot snapshot FILE --snapshots Snapshots/interface-builder --scale 1 --no-config --record")
    let doc = try FormDocument.loadInterfaceBuilder(path: Self.fixtures + "/" + name, scene: nil)
    let summary = try #require(assertFormSnapshot(of: doc, scale: 1, options: options))
    #expect(summary.results.count == 14)
    #expect(summary.matched == summary.results.count, "\(summary.line)")
  }
}
