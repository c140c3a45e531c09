import Foundation
import Testing

/// End-to-end: text sizes, right-to-left languages and `formshot audit` as a user runs them.
@Suite(.serialized) struct TraitsCLITests {
  /// Arabic is shaped with the pinned Noto font whatever the machine's fontconfig says.
  @Test func arabicIgnoresAHostileFontconfig() throws {
    let dir = try CLI.temporaryDirectory()
    let args = ["render", "--state", "locale=ar", "--scale", "1", "-o"]
    let clean = try CLI.run(args + ["clean.png"], in: dir)
    #expect(clean.status == 0, "\(clean.stderr)")
    let conf = dir.appendingPathComponent("conf")
    try FileManager.default.createDirectory(at: conf, withIntermediateDirectories: true)
    let hostile = """
      <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
      <fontconfig>
        <dir>/usr/share/fonts</dir>
        <match target="pattern"><test name="family"><string>Noto Sans Arabic</string></test>
          <edit name="family" mode="assign" binding="strong"><string>Noto Kufi Arabic</string></edit></match>
        <match target="font"><edit name="hintstyle" mode="assign"><const>hintfull</const></edit></match>
      </fontconfig>
      """
    try hostile.write(to: conf.appendingPathComponent("fonts.conf"), atomically: true, encoding: .utf8)
    let attacked = try CLI.run(
      args + ["hostile.png"], in: dir,
      environment: ["FONTCONFIG_FILE": conf.appendingPathComponent("fonts.conf").path, "LANG": "ar_SA.UTF-8"])
    #expect(attacked.status == 0, "\(attacked.stderr)")
    let a = try Data(contentsOf: dir.appendingPathComponent("clean.png"))
    let b = try Data(contentsOf: dir.appendingPathComponent("hostile.png"))
    #expect(a == b)
  }

  @Test func auditExitStatusFollowsTheSeverity() throws {
    let clean = try CLI.run(["audit", "--state", "kb-hidden"])
    #expect(clean.status == 0, "\(clean.stderr)")
    let strict = try CLI.run(["audit", "--state", "kb-hidden", "--fail-on", "warning"])
    #expect(strict.status == 1)
    #expect(strict.stderr.contains("warning: [contrast]"))
    let bad = try CLI.run(["audit", "--fail-on", "sometimes"])
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("--fail-on takes warning, error or never"))
  }

  @Test func auditReportsABrokenFormWithLocationsAndJSON() throws {
    let dir = try CLI.temporaryDirectory()
    let form = """
      form t
      screen s {
        label wide "Off the edge" { pin-top 100; leading = superview.leading + 300; width = 200 }
        button tiny "X" { pin-top 160; pin-leading 20; width = 30; height = 30 }
      }
      """
    try form.write(to: dir.appendingPathComponent("t.form"), atomically: true, encoding: .utf8)
    let text = try CLI.run(["audit", "t.form", "--state", "kb-hidden"], in: dir)
    #expect(text.status == 1)
    #expect(
      text.stderr.contains("t.form:3:9: error: [offscreen] 'wide' runs 110 pt past the screen's right edge (in the one state)"),
      "\(text.stderr)")
    #expect(text.stderr.contains("t.form:4:10: warning: [hit-target] 'tiny' hit area 30 × 30 pt"))
    let json = try CLI.run(["audit", "t.form", "--state", "kb-hidden", "--json"], in: dir)
    #expect(json.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(object?["format"] as? String == "formshot-audit/1")
    let findings = object?["findings"] as? [[String: Any]] ?? []
    // (The tiny button's white title on the tint blue is also a contrast warning.)
    #expect(findings.map { $0["rule"] as? String }.prefix(2) == ["offscreen", "hit-target"])
    #expect(findings.first?["line"] as? Int == 3 && findings.first?["column"] as? Int == 9)
    #expect(findings.first?["states"] as? [String] == ["kb-hidden,compact,light"])
  }

  @Test func renderAuditOutlinesTheFindings() throws {
    let dir = try CLI.temporaryDirectory()
    let plain = try CLI.run(["render", "--state", "ax3,xray", "--scale", "1", "-o", "plain.png"], in: dir)
    let marked = try CLI.run(
      ["render", "--state", "ax3,xray", "--scale", "1", "--audit", "-o", "marked.png"], in: dir)
    #expect(plain.status == 0 && marked.status == 0, "\(marked.stderr)")
    let a = try Data(contentsOf: dir.appendingPathComponent("plain.png"))
    let b = try Data(contentsOf: dir.appendingPathComponent("marked.png"))
    #expect(a != b)
  }
}
