// `check` catches what `render` would reject for colours: a role no theme defines is a located
// error with "did you mean", from `check` and from `render` alike; brand themes follow `--state dark`.
import Foundation
import Testing

@Suite struct ColorCheckCLITests {
  static let form = """
    form colours
    screen scr {
      view card {
        pin-top 60; pin-x 20; height = 80
        background: secondarySystemGroupedBackgrund
        borderWidth: 1; borderColor: #C6C6C8 / #38383A
      }
      label t "Hi" { below card 8; pin-leading 20; color: label @ 0.6 }
    }
    """

  @Test func checkAndRenderReportAnUnknownColourRoleWithItsLocation() throws {
    let dir = try CLI.temporaryDirectory()
    try Self.form.write(to: dir.appendingPathComponent("c.form"), atomically: true, encoding: .utf8)
    let check = try CLI.run(["check", "c.form"], in: dir)
    #expect(check.status == 1)
    #expect(
      check.stderr.contains(
        "c.form:5:5: error: unknown colour role 'secondarySystemGroupedBackgrund': theme 'light' "
          + "does not define it (did you mean 'secondarySystemGroupedBackground'?)"),
      "\(check.stderr)")
    let render = try CLI.run(["render", "c.form", "-o", "c.png"], in: dir)
    #expect(render.status == 1)
    #expect(render.stderr.contains("c.form:5:5: error: unknown colour role"), "\(render.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("c.png").path))

    let fixed = Self.form.replacingOccurrences(of: "Backgrund", with: "Background")
    try fixed.write(to: dir.appendingPathComponent("c.form"), atomically: true, encoding: .utf8)
    let ok = try CLI.run(["check", "c.form"], in: dir)
    #expect(ok.status == 0, "\(ok.stderr)")
  }

  /// Every command that paints says the same located error before anything is written:
  /// `snapshot` (recording or verifying) and `docs` as `render` does.
  @Test func snapshotAndDocsReportAnUnknownColourRoleWithItsLocation() throws {
    let dir = try CLI.temporaryDirectory()
    try Self.form.write(to: dir.appendingPathComponent("c.form"), atomically: true, encoding: .utf8)
    let expected = "c.form:5:5: error: unknown colour role 'secondarySystemGroupedBackgrund'"
    for command in [
      ["snapshot", "c.form", "--no-config", "--record", "--snapshots", "snaps"],
      ["snapshot", "c.form", "--no-config", "--snapshots", "snaps"],
      ["docs", "c.form", "-o", "gallery"],
    ] {
      let run = try CLI.run(command, in: dir)
      #expect(run.status == 1, "\(command)")
      #expect(run.stderr.contains(expected), "\(command): \(run.stderr)")
      #expect(run.stderr.contains("did you mean 'secondarySystemGroupedBackground'"))
    }
    for folder in ["snaps", "gallery"] {
      let contents = (try? FileManager.default.contentsOfDirectory(
        atPath: dir.appendingPathComponent(folder).path)) ?? []
      #expect(contents.filter { $0.hasSuffix(".png") || $0 == "colours" }.isEmpty, "\(folder)")
    }
  }

  @Test func aRoleOnlyABrandThemeDefinesChecksAgainstThatTheme() throws {
    let dir = try CLI.temporaryDirectory()
    let form = Self.form.replacingOccurrences(
      of: "secondarySystemGroupedBackgrund", with: "brandSurface")
    try form.write(to: dir.appendingPathComponent("c.form"), atomically: true, encoding: .utf8)
    try "inherit light\nbrandSurface = #FFF8E7 / #2B2118\n".write(
      to: dir.appendingPathComponent("brand.theme"), atomically: true, encoding: .utf8)
    #expect(try CLI.run(["check", "c.form"], in: dir).status == 1)
    let themed = try CLI.run(["check", "c.form", "--theme", "brand.theme"], in: dir)
    #expect(themed.status == 0, "\(themed.stderr)")
    let light = try CLI.run(
      ["render", "c.form", "--theme", "brand.theme", "--format", "svg", "-o", "l.svg"], in: dir)
    let dark = try CLI.run(
      ["render", "c.form", "--theme", "brand.theme", "--state", "dark", "--format", "svg",
       "-o", "d.svg"], in: dir)
    #expect(light.status == 0 && dark.status == 0, "\(light.stderr)\(dark.stderr)")
    let lightSVG = try String(contentsOf: dir.appendingPathComponent("l.svg"), encoding: .utf8)
    let darkSVG = try String(contentsOf: dir.appendingPathComponent("d.svg"), encoding: .utf8)
    // The card's brand colour per appearance (#FFF8E7 light, #2B2118 dark), as Cairo's SVG
    // writes it.
    let brandLight = "fill:rgb(100%,97.254902%,90.588235%)"
    let brandDark = "fill:rgb(16.862745%,12.941176%,9.411765%)"
    #expect(lightSVG.contains(brandLight) && !lightSVG.contains(brandDark))
    #expect(darkSVG.contains(brandDark) && !darkSVG.contains(brandLight))
  }
}
