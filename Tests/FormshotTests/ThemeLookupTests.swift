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
