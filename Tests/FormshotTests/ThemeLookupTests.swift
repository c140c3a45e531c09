import Foundation
import Geometry
import Scene
import Testing

@testable import Formshot

/// Theme lookup lives in the facade: bundled names first, then `NAME.theme` in the lookup's
/// folder (default `./Themes`), or a path.
@Suite struct ThemeLookupTests {
  @Test func aLookupFolderOtherThanTheWorkingDirectoryIsSearched() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "formshot-themes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try "inherit light\ntint = #AF52DE\n".write(
      to: dir.appendingPathComponent("brand.theme"), atomically: true, encoding: .utf8)

    let brand = try ThemeLookup(directory: dir.path).theme(named: "brand")
    #expect(brand.color("tint") == Color(hex: "#AF52DE"))
    #expect(brand.color("label") == (try ThemeLookup().theme(named: "light")).color("label"))

    #expect(throws: ThemeError.notFound(
      "brand", searched: ["bundled themes (light, dark)", "./Themes/brand.theme"])
    ) {
      try ThemeLookup().theme(named: "brand")
    }
  }

  @Test func bundledNamesWinOverTheLookupFolder() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "formshot-themes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try "inherit light\ntint = #000000\n".write(
      to: dir.appendingPathComponent("light.theme"), atomically: true, encoding: .utf8)
    let light = try ThemeLookup(directory: dir.path).theme(named: "light")
    #expect(light.color("tint") == Color(hex: "#007AFF"))
  }

  @Test func theRendererPaintsWithItsLookupsTheme() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "formshot-themes-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try "inherit light\ngroupedBackground = #FF0000\n".write(
      to: dir.appendingPathComponent("red.theme"), atomically: true, encoding: .utf8)
    let renderer = try FormRenderer(themes: ThemeLookup(directory: dir.path))
    let form = try FormDocument.bundled("login")
    let (resolved, _, _) = try renderer.scene(form, state: [], theme: "red")
    #expect(try renderer.theme(named: "red", for: resolved).color("groupedBackground")
      == Color(hex: "#FF0000"))
    #expect {
      _ = try FormRenderer().scene(form, state: [], theme: "red")
    } throws: { error in
      guard case FormshotError.theme(.notFound("red", _)) = error else { return false }
      return true
    }
  }
}

/// A renderer parses each bundled theme once per appearance, and reads theme files afresh.
@Suite struct RendererThemeReuseTests {
  @Test func bundledThemesFollowTheAppearanceAndFilesAreReadAgain() throws {
    let document = try FormDocument.bundled("signup")
    let renderer = try FormRenderer()
    let light = try document.resolve(try document.state(["kb-hidden"]))
    let dark = try document.resolve(try document.state(["kb-hidden", "dark"]))
    for _ in 0..<2 {
      #expect(try renderer.theme(named: nil, for: light) == (try ThemeLookup().theme(named: "light")))
      #expect(
        try renderer.theme(named: nil, for: dark)
          == (try ThemeLookup().theme(named: "dark", dark: true)))
      #expect(
        try renderer.theme(named: "light", for: dark)
          == (try ThemeLookup().theme(named: "light", dark: true)))
    }
    #expect(try renderer.theme(named: nil, for: light) != (try renderer.theme(named: nil, for: dark)))

    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "formshot-brand-\(UUID().uuidString).theme")
    defer { try? FileManager.default.removeItem(at: file) }
    for tint in ["#AF52DE", "#34C759"] {
      try "inherit light\ntint = \(tint)\n".write(to: file, atomically: true, encoding: .utf8)
      #expect(try renderer.theme(named: file.path, for: light).color("tint") == Color(hex: tint))
    }
  }
}
