import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `formshot preview` on Interface Builder files: every root of a file, or the one `--scene`
/// names; a save of the file, or of an image in its asset catalog, updates the picture.
@Suite(.serialized) struct PreviewInterfaceBuilderTests {
  /// A folder with `two.xib` (two roots) and `card.xib` (the profile card, whose avatar comes
  /// from `Assets.xcassets/avatar.imageset`).
  static func folder(avatar: Bool = false) throws -> URL {
    let dir = try CLI.temporaryDirectory("formshot-preview-ib")
    try save(InterfaceBuilderCLITests.twoRoots, to: dir.appendingPathComponent("two.xib"))
    let card = try String(
      contentsOf: InterfaceBuilderCLITests.fixtures.appendingPathComponent("profile-card.xib"), encoding: .utf8)
    try save(card, to: dir.appendingPathComponent("card.xib"))
    if avatar {
      let set = dir.appendingPathComponent("Assets.xcassets/avatar.imageset")
      try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
      try renderImage(state: "kb-hidden", to: set.appendingPathComponent("avatar.png"), in: dir)
    }
    return dir
  }

  /// A picture to use as an image asset: the bundled log-in form at 1×.
  static func renderImage(state: String, to url: URL, in dir: URL) throws {
    let r = try CLI.run(["render", "login", "--state", state, "--scale", "1", "-o", url.path], in: dir)
    #expect(r.status == 0, "\(r.stderr)")
  }

  static func forms(_ preview: PreviewProcess) throws -> [[String: Any]] {
    let r = try preview.request("GET", "/api/forms")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(r.body.utf8)) as? [String: Any])
    return try #require(json["forms"] as? [[String: Any]])
  }

  static func items(_ json: [String: Any]) -> [String] {
    let items = ((json["inspector"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
    return items.compactMap { $0["id"] as? String }
  }

  static func frame(_ json: [String: Any], _ id: String) -> [String: Double]? {
    let items = ((json["inspector"] as? [String: Any])?["items"] as? [[String: Any]]) ?? []
    return items.first { $0["id"] as? String == id }?["frame"] as? [String: Double]
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1))) func showsEveryRootAndReloadsTheFileOnSave() throws {
    let dir = try Self.folder()
    let preview = try PreviewProcess(["two.xib", "card.xib"], in: dir)
    defer { preview.stop() }
    let forms = try Self.forms(preview)
    #expect(forms.map { $0["name"] as? String } == ["two-one-00-001", "two-two-00-002", "card"])
    #expect(forms.map { $0["file"] as? String } == ["two.xib", "two.xib", "card.xib"])
    #expect(forms.map { $0["scene"] as? String } == ["one-00-001", "two-00-002", "crd-vw-001"])
    let first = try preview.render("two-one-00-001")
    #expect(first["ok"] as? Bool == true, "\(first["error"] ?? "")")
    #expect(Self.items(first).contains("map-00-001"))
    let card = try preview.render("card", state: "dark")
    #expect(card["ok"] as? Bool == true, "\(card["error"] ?? "")")
    #expect(Self.items(card).contains("avt-iv-001"))
    let second = try preview.render("two-two-00-002")
    #expect(Self.frame(second, "two-00-002")?["width"] == 200)

    // A save of the file: the root is read again, by its id.
    let events = try EventStream(preview)
    #expect(events.wait(for: "hello") != nil)
    try save(
      InterfaceBuilderCLITests.twoRoots.replacingOccurrences(of: "width=\"200\"", with: "width=\"240\""),
      to: dir.appendingPathComponent("two.xib"))
    #expect(events.wait(for: "change") != nil)
    let saved = try preview.render("two-two-00-002")
    #expect(saved["ok"] as? Bool == true)
    #expect(Self.frame(saved, "two-00-002")?["width"] == 240)
    // A broken save: the located error over the last good picture.
    try save(String(InterfaceBuilderCLITests.twoRoots.prefix(400)), to: dir.appendingPathComponent("two.xib"))
    #expect(events.wait(for: "change") != nil)
    let broken = try preview.render("two-two-00-002")
    #expect(broken["ok"] as? Bool == false)
    #expect((broken["error"] as? String)?.contains("two.xib:") == true, "\(broken["error"] ?? "")")
    #expect((broken["svg"] as? String)?.isEmpty == false)
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1))) func sceneShowsOneRootAndAnUnknownOneIsAnError() throws {
    let dir = try Self.folder()
    let preview = try PreviewProcess(["two.xib", "--scene", "two-00-002"], in: dir)
    defer { preview.stop() }
    let forms = try Self.forms(preview)
    #expect(forms.count == 1)
    #expect(forms.first?["scene"] as? String == "two-00-002")
    #expect(try preview.render(forms.first?["name"] as? String ?? "")["ok"] as? Bool == true)

    let unknown = try CLI.run(["preview", "two.xib", "--scene", "nope", "--port", "0"], in: dir)
    #expect(unknown.status == 1)
    #expect(unknown.stderr.contains("two.xib:1:1: error: no scene 'nope'"), "\(unknown.stderr)")
    let notIB = try CLI.run(["preview", "signup", "--scene", "x", "--port", "0"], in: dir)
    #expect(notIB.status == 2)
    #expect(notIB.stderr.contains("--scene picks a root of an Interface Builder file"), "\(notIB.stderr)")
  }

  @Test(.timeLimit(MachineLoad.timeLimit(1))) func anImageOfTheAssetCatalogIsWatched() throws {
    let dir = try Self.folder(avatar: true)
    let preview = try PreviewProcess(["card.xib"], in: dir)
    defer { preview.stop() }
    let before = try preview.render("card")
    #expect(before["ok"] as? Bool == true, "\(before["error"] ?? "")")
    let events = try EventStream(preview)
    #expect(events.wait(for: "hello") != nil)
    // Another picture in the image set, written the way an editor saves.
    let avatar = dir.appendingPathComponent("Assets.xcassets/avatar.imageset/avatar.png")
    let other = try CLI.temporaryDirectory("formshot-preview-ib").appendingPathComponent("other.png")
    try Self.renderImage(state: "kb-hidden,dark", to: other, in: dir)
    _ = rename(other.path, avatar.path)
    #expect(events.wait(for: "change") != nil, "no change event for the image set")
    let after = try preview.render("card")
    #expect(after["ok"] as? Bool == true)
    #expect((after["svg"] as? String) != (before["svg"] as? String), "the new avatar is not in the picture")
    // The same picture `formshot render` makes now.
    let rendered = try CLI.run(["render", "card.xib", "--format", "svg", "-o", "now.svg"], in: dir)
    #expect(rendered.status == 0, "\(rendered.stderr)")
    let expected = try String(contentsOf: dir.appendingPathComponent("now.svg"), encoding: .utf8)
    #expect(after["svg"] as? String == expected)
  }
}
