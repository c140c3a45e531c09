import Foundation
import Testing

/// Where new users stumbled (issue 13): typos, space-separated tokens, a form beside them,
/// `-o` naming a folder or another format.
@Suite(.serialized) struct StumblingBlockTests {
  @Test func aMistypedFlagSuggestsTheRightOne() throws {
    let r = try CLI.run(["render", "--sate", "kb-shown"])
    #expect(r.status == 2)
    #expect(r.stderr.contains("unknown option '--sate' (did you mean '--state'?)"))
    let far = try CLI.run(["render", "--colour", "red"])
    #expect(far.status == 2)
    #expect(!far.stderr.contains("did you mean"))
  }

  @Test func aMistypedStateTokenSuggestsTheRightOne() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLI.run(["render", "--state", "kb-shwon"], in: dir)
    #expect(r.status == 1)
    #expect(r.stderr.contains("unknown state token 'kb-shwon' (did you mean 'kb-shown'?)"))
    #expect(CLI.files(in: dir).isEmpty)
  }

  @Test func tokensSeparatedBySpacesGetAHint() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let hint = "hint: separate state tokens with commas, not spaces: --state kb-shown,dark"
    let one = try CLI.run(["render", "--state", "kb-shown", "dark"], in: dir)
    #expect(one.status != 0)
    #expect(one.stderr.contains(hint), "\(one.stderr)")
    let two = try CLI.run(["render", "--state", "kb-shown", "dark", "login"], in: dir)
    #expect(two.status == 2)
    #expect(two.stderr.contains(hint + ",login"), "\(two.stderr)")
    #expect(CLI.files(in: dir).isEmpty)
  }

  @Test func aBareNameFindsTheFormInTheCurrentFolder() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let login = CLI.packageRoot.appendingPathComponent("Sources/Formshot/Forms/login.form")
    let text = try String(contentsOf: login, encoding: .utf8)
      .replacingOccurrences(of: "form login", with: "form otp")
    try text.write(to: dir.appendingPathComponent("otp.form"), atomically: true, encoding: .utf8)
    let r = try CLI.run(["render", "otp", "--scale", "1"], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "otp.png\n")
    #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("otp.png").path))
    let bundled = try CLI.run(["render", "nosuchform"], in: dir)
    #expect(bundled.status == 1)
    #expect(bundled.stderr.contains("nosuchform"))
  }

  @Test func outputNamingAFolderWritesTheDefaultNameInside() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("existing"), withIntermediateDirectories: true)
    let existing = try CLI.run(["render", "--state", "dark", "--scale", "1", "-o", "existing"], in: dir)
    #expect(existing.status == 0, "\(existing.stderr)")
    #expect(existing.stdout == "existing/signup-dark.png\n")
    let slash = try CLI.run(["render", "--scale", "1", "-o", "new/folder/"], in: dir)
    #expect(slash.status == 0, "\(slash.stderr)")
    #expect(slash.stdout == "new/folder/signup.png\n")
    let parents = try CLI.run(["render", "--scale", "1", "-o", "a/b/c.png"], in: dir)
    #expect(parents.status == 0, "\(parents.stderr)")
    #expect(
      CLI.files(in: dir) == [
        "a/b/c.png", "existing/signup-dark.png", "new/folder/signup.png",
      ])
  }

  @Test func theOutputExtensionPicksTheFormatOrIsAnError() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let svg = try CLI.run(["render", "--scale", "1", "-o", "x.svg"], in: dir)
    #expect(svg.status == 0, "\(svg.stderr)")
    let bytes = try String(contentsOf: dir.appendingPathComponent("x.svg"), encoding: .utf8)
    #expect(bytes.contains("<svg"))
    let jpg = try CLI.run(["render", "--scale", "1", "-o", "x.jpg"], in: dir)
    #expect(jpg.status == 2)
    #expect(jpg.stderr.contains("-o x.jpg: formshot writes .png or .svg files, not .jpg"))
    let clash = try CLI.run(["render", "--format", "svg", "-o", "y.png"], in: dir)
    #expect(clash.status == 2)
    #expect(clash.stderr.contains("--format svg contradicts -o y.png"))
    #expect(CLI.files(in: dir) == ["x.svg"])
  }

  /// `docs` and `render` agree on the default scale: the same state is the same picture.
  @Test func docsUsesTheSameDefaultScaleAsRender() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let render = try CLI.run(["render", "login", "-o", "one.png"], in: dir)
    #expect(render.status == 0, "\(render.stderr)")
    let docs = try CLI.run(["docs", "login", "-o", "gallery"], in: dir)
    #expect(docs.status == 0, "\(docs.stderr)")
    let rendered = try Data(contentsOf: dir.appendingPathComponent("one.png"))
    let gallery = try Data(contentsOf: dir.appendingPathComponent("gallery/kb-hidden-compact-light.png"))
    #expect(rendered == gallery)
  }
}
