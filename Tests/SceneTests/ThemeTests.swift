import Drawing
import Formshot
import Foundation
import Geometry
import LayoutContract
import Testing
@testable import Scene

@Suite struct ThemeTests {
  @Test func bundledThemesDefineEveryRoleWithTheSeedColours() throws {
    let light = try ThemeLookup().theme(named: "light")
    let dark = try ThemeLookup().theme(named: "dark")
    for role in Theme.requiredRoles {
      #expect(light.defines(role) && dark.defines(role), "\(role)")
    }
    #expect(light.color("groupedBackground") == Color(hex: "#F2F2F7"))
    #expect(light.color("tint") == Color(hex: "#007AFF"))
    #expect(dark.color("tint") == Color(hex: "#0A84FF"))
    // rgb(60 60 67 / 0.6) from the seed's --label2
    #expect(light.color("secondaryLabel") == Color(red: 60 / 255, green: 60 / 255,
      blue: 67 / 255, alpha: 0.6))
  }

  @Test func aThemeOverridingOnlyTintInheritsTheRest() throws {
    let brand = try ThemeLookup().parse("""
      # brand colours
      inherit light
      tint = #AF52DE   # purple
      """, file: "brand.theme")
    let light = try ThemeLookup().theme(named: "light")
    #expect(brand.color("tint") == Color(hex: "#AF52DE"))
    for role in Theme.requiredRoles where role != "tint" {
      #expect(brand.color(role) == light.color(role), "\(role)")
    }
  }

  @Test(arguments: [
    ("label = #12345\n", 1, "not a colour"),
    ("inherit light\n\nlabel #000000\n", 3, "expected `role = colour`"),
    ("inherit light\ntint = #000000\ntint = #111111\n", 3, "already set on line 2"),
    ("inherit nosuchtheme\n", 1, "cannot inherit 'nosuchtheme'"),
    ("inherit light\nfill = rgb(300 0 0)\n", 2, "not a colour"),
    ("inherit light\nbad-name = #000000\n", 2, "not a role name"),
  ])
  func parseErrorsCarryFileAndLine(text: String, line: Int, message: String) {
    #expect {
      _ = try ThemeLookup().parse(text, file: "Themes/brand.theme")
    } throws: { error in
      let text = String(describing: error)
      return text.hasPrefix("Themes/brand.theme:\(line): ") && text.contains(message)
    }
  }

  @Test func windowsLineEndingsAndInlineCommentsAreAccepted() throws {
    let theme = try ThemeLookup().parse("inherit light\r\ntint = #112233 # brand\r\n", file: "crlf.theme")
    #expect(theme.color("tint") == Color(hex: "#112233"))
  }

  @Test func aThemeMissingRolesSaysWhichOnes() {
    #expect {
      _ = try Theme.parse("tint = #000000\n", file: "t.theme")
    } throws: { error in
      guard case ThemeError.missingRoles(let roles, "t.theme") = error else { return false }
      return roles.contains("label") && !roles.contains("tint")
    }
  }

  @Test func themesLoadFromAFilePathAndReportUnknownNames() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scene-theme-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("green.theme")
    try "inherit dark\ntint = #30D158\n".write(to: file, atomically: true, encoding: .utf8)
    let green = try ThemeLookup().theme(named: file.path)
    #expect(green.color("tint") == Color(hex: "#30D158"))
    #expect(green.color("groupedBackground") == Color(hex: "#000000"))
    #expect(throws: ThemeError.self) { try ThemeLookup().theme(named: "no-such-theme") }
  }

  @Test func inheritLoopsAreReported() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scene-loop-\(ProcessInfo.processInfo.processIdentifier)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    try "inherit b.theme\n".write(to: dir.appendingPathComponent("a.theme"), atomically: true,
      encoding: .utf8)
    try "inherit a.theme\n".write(to: dir.appendingPathComponent("b.theme"), atomically: true,
      encoding: .utf8)
    #expect {
      _ = try ThemeLookup().theme(named: dir.appendingPathComponent("a.theme").path)
    } throws: { error in
      String(describing: error).contains("loops")
    }
  }

  @Test func validationNamesTheItemWithAnUnknownRole() {
    var f = FormFixture()
    f.add("warn", .label(.init(text: "!", style: body17, color: "brandAccent")),
      Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(throws: ThemeError.unknownRole("brandAccent", item: "warn", theme: "light")) {
      try Theme.testLight.validate(for: f.form)
    }
    // Painting does not crash: the unknown role shows as magenta.
    #expect(f.build().texts.first?.color == Theme.unknownRoleColor)
  }
}

/// The scene stage parses what it is given and looks nothing up itself: `inherit` goes through
/// the finder the caller passes (the facade's `ThemeLookup`), never the working directory.
@Suite struct ThemeParsingWithoutLookupTests {
  @Test func inheritWithoutAFinderIsAnError() throws {
    // `light` is a bundled theme and tests run where ./Themes/light.theme exists: the scene
    // stage still does not look it up.
    #expect(throws: ThemeError.syntax(
      file: "brand.theme", line: 1, "cannot inherit 'light': no theme lookup was given")
    ) {
      try Theme.parse("inherit light\ntint = #112233\n", file: "brand.theme")
    }
  }

  @Test func inheritAsksTheGivenFinderWithTheInheritingFilesFolder() throws {
    let full = Theme.requiredRoles.map { "\($0) = #000000" }.joined(separator: "\n")
    nonisolated(unsafe) var asked: [(String, String?)] = []
    let theme = try Theme.parse(
      "inherit base\ntint = #112233\n", file: "brand/brand.theme",
      finder: { name, dir throws(ThemeError) in
        asked.append((name, dir))
        return (full, "memory/base.theme")
      })
    #expect(asked.map(\.0) == ["base"])
    #expect(asked.map(\.1) == ["brand"])
    #expect(theme.color("tint") == Color(hex: "#112233"))
    #expect(theme.color("label") == Color(hex: "#000000"))
  }
}
