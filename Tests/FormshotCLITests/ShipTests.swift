import Formshot
import Foundation
import Testing

/// Issue 13 "Ship it": the installed binary, snapshot folders that verify out of the box, JUnit
/// and merged shard reports, and docs/ci.md staying true to the flags.
@Suite(.serialized) struct ShipTests {
  static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// The command names `formshot --help` lists.
  static func commandNames() throws -> [String] {
    let help = try CLI.run(["--help"]).stdout
    let section = help.components(separatedBy: "COMMANDS:\n")[1].components(separatedBy: "\n\n")[0]
    return section.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }
  }

  // MARK: - Install

  @Test func installIntoATemporaryPrefixGivesASelfContainedBinaryWithCompletionsAndManPage()
    throws
  {
    let prefix = try CLI.temporaryDirectory("formshot-prefix")
    defer { try? FileManager.default.removeItem(at: prefix) }
    let install = Process()
    install.executableURL = CLI.packageRoot.appendingPathComponent("scripts/install")
    install.arguments = [prefix.path]
    var env = ProcessInfo.processInfo.environment
    env["FORMSHOT_BIN"] = CLI.binary
    install.environment = env
    install.standardOutput = FileHandle.nullDevice
    try install.run()
    install.waitUntilExit()
    #expect(install.terminationStatus == 0)

    let installed = prefix.appendingPathComponent("bin/formshot")
    // No SwiftPM resource bundle accessor (it points into the build folder) is left in it.
    let bytes = try Data(contentsOf: installed)
    for bundle in ["formshot_Formshot.resources", "formshot_FormshotThemes.resources"] {
      #expect(bytes.range(of: Data(bundle.utf8)) == nil, "\(bundle) referenced by the binary")
    }
    // Every bundled form, in both bundled themes, renders from an unrelated folder.
    let elsewhere = try CLI.temporaryDirectory("formshot-elsewhere")
    defer { try? FileManager.default.removeItem(at: elsewhere) }
    #expect(FormDocument.bundledNames.count >= 5)
    for name in FormDocument.bundledNames {
      for theme in ["light", "dark"] {
        let r = try run(installed, ["render", name, "--theme", theme, "--scale", "1", "-o", "\(name)-\(theme).png"], in: elsewhere)
        #expect(r.status == 0, "\(name) \(theme): \(r.stderr)")
      }
    }
    #expect(CLI.files(in: elsewhere).count == FormDocument.bundledNames.count * 2)

    let version = try run(installed, ["--version"], in: elsewhere)
    #expect(version.stdout.hasPrefix("formshot 0.1.0\n"))
    #expect(version.stdout.contains("font: Inter Version "))
    #expect(version.stdout.contains("font: JetBrains Mono Version "))
    #expect(version.stdout.contains("font: Material Design Icons Version "))
    #expect(version.stdout.contains("font: Liberation Sans Version "))

    let commands = try Self.commandNames()
    #expect(commands.contains("snapshot") && commands.contains("report"))
    let share = prefix.appendingPathComponent("share")
    let man = try String(contentsOf: share.appendingPathComponent("man/man1/formshot.1"), encoding: .utf8)
    #expect(man.hasPrefix(".TH FORMSHOT 1"))
    for file in [
      "bash-completion/completions/formshot", "zsh/site-functions/_formshot",
      "fish/vendor_completions.d/formshot.fish",
    ] {
      let text = try String(contentsOf: share.appendingPathComponent(file), encoding: .utf8)
      for command in commands {
        #expect(text.contains(command), "\(file) mentions \(command)")
      }
      #expect(text.contains("junit"), "\(file) completes snapshot's options")
    }
    for command in commands {
      #expect(man.contains(".SS formshot \(command)\n"), "the man page documents \(command)")
    }
    let bash = Process()
    bash.executableURL = URL(fileURLWithPath: "/bin/bash")
    bash.arguments = ["-n", share.appendingPathComponent("bash-completion/completions/formshot").path]
    try bash.run()
    bash.waitUntilExit()
    #expect(bash.terminationStatus == 0, "the bash completion parses")
  }

  func run(_ binary: URL, _ arguments: [String], in dir: URL) throws -> CLIResult {
    let p = Process()
    p.executableURL = binary
    p.arguments = arguments
    p.currentDirectoryURL = dir
    let out = Pipe(), err = Pipe()
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return CLIResult(
      status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
      stderr: String(decoding: e, as: UTF8.self))
  }

  // MARK: - Snapshot configuration

  @Test func snapshotWithNoArgumentsVerifiesTheRepositoryBaselines() throws {
    let r = try CLI.run(["snapshot"], in: CLI.packageRoot, environment: ["FORMSHOT_RECORD": nil])
    #expect(r.status == 0, "\(r.stderr)")
    // One summary line per form of Snapshots/formshot.json: signup, settings, checkout,
    // verification.
    let summaries = r.stdout.split(separator: "\n").filter { $0.contains(" matched, ") }
    #expect(
      summaries == [
        "112 matched, 0 changed, 0 missing", "8 matched, 0 changed, 0 missing",
        "12 matched, 0 changed, 0 missing", "12 matched, 0 changed, 0 missing",
      ], "\(r.stdout)")
  }

  @Test func initWritesTheConfigurationAndTheRunFollowsIt() throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let initial = try CLI.run(
      ["snapshot", "--init", "login", "--scale", "1", "--xray", "--state", "regular", "--only", "*dark*"], in: dir)
    #expect(initial.status == 0, "\(initial.stderr)")
    #expect(initial.stdout == "wrote Snapshots/formshot.json\n")
    let path = dir.appendingPathComponent("Snapshots/formshot.json")
    #expect(
      try String(contentsOf: path, encoding: .utf8) == """
        {
          "format": "formshot-snapshots/1",
          "forms": ["login"],
          "scale": 1,
          "xray": true,
          "state": ["regular"],
          "only": ["*dark*"]
        }

        """)
    let again = try CLI.run(["snapshot", "--init", "signup"], in: dir)
    #expect(again.status == 1)
    #expect(again.stderr.contains("Snapshots/formshot.json already exists; add --force"))
    #expect(try String(contentsOf: path, encoding: .utf8).contains("login"), "left alone")

    let record = try CLI.run(["snapshot", "--record"], in: dir)
    #expect(record.status == 0, "\(record.stderr)")
    let pngs = CLI.files(in: dir.appendingPathComponent("Snapshots")).filter { $0.hasSuffix(".png") }
    // regular width × dark: 5 keyboards, each with and without X-ray.
    #expect(pngs.count == 10, "\(pngs)")
    #expect(pngs.allSatisfy { $0.hasPrefix("login/regular-dark/") })
    #expect(pngs.contains("login/regular-dark/kb-shown-xray.png"))
    let png = try Data(contentsOf: dir.appendingPathComponent("Snapshots/" + pngs[0]))
    #expect(png[16..<20].reduce(0) { $0 << 8 | Int($1) } < 1200, "scale 1, not the device's 3")

    let verify = try CLI.run(["snapshot"], in: dir)
    #expect(verify.status == 0)
    #expect(verify.stdout.hasSuffix("10 matched, 0 changed, 0 missing\n"))
    // A flag overrides the file: at scale 2 every state changes size.
    let scaled = try CLI.run(["snapshot", "--scale", "2", "--only", "*dark/kb-shown"], in: dir)
    #expect(scaled.status == 1)
    #expect(scaled.stderr.contains("0 matched, 1 changed, 0 missing"), "\(scaled.stderr)")
    // Without the file the default form (signup) is snapshotted, so a login name matches nothing.
    let ignored = try CLI.run(["snapshot", "--no-config", "--only", "login/*"], in: dir)
    #expect(ignored.status == 1)
    #expect(ignored.stderr.contains("no state of the matrix matches"), "\(ignored.stderr)")

    // A filter that names one form's states runs those and skips the other forms.
    let two = try CLI.run(["snapshot", "--init", "--force", "login", "signup", "--scale", "1"], in: dir)
    #expect(two.status == 0, "\(two.stderr)")
    let oneForm = try CLI.run(["snapshot", "--record-missing", "--only", "login/regular-dark/kb-shown"], in: dir)
    #expect(oneForm.status == 0, "\(oneForm.stderr)")
    #expect(oneForm.stdout == "1 matched, 0 changed, 0 missing, 0 recorded\n", "\(oneForm.stdout)")
    #expect(!oneForm.stderr.contains("no state of the matrix matches"), "\(oneForm.stderr)")
    let noForm = try CLI.run(["snapshot", "--only", "logn/*"], in: dir)
    #expect(noForm.status == 1)
    #expect(noForm.stderr.contains("no state of the matrix matches --only 'logn/*'"), "\(noForm.stderr)")

    let forced = try CLI.run(["snapshot", "--init", "--force", "signup"], in: dir)
    #expect(forced.status == 0)
    #expect(try String(contentsOf: path, encoding: .utf8).contains("\"forms\": [\"signup\"]"))
  }

  @Test(arguments: [
    ("{\n  \"format\": \"formshot-snapshots/1\",\n  \"scale\": 4\n}\n", "3:12: error: \"scale\" must be 1, 2 or 3"),
    ("{\"format\": \"formshot-snapshots/2\"}", "1:12: error: unsupported format 'formshot-snapshots/2'"),
    ("{\"format\": \"formshot-snapshots/1\",\n \"xrey\": true}", "2:10: error: unknown key \"xrey\""),
    ("{\"forms\": [\"signup\"]}", "1:1: error: missing \"format\""),
    ("{\"format\": \"formshot-snapshots/1\", \"forms\": [\"signup\", 3]}", "1:56: error: \"forms\" must hold non-empty strings"),
    ("{\"format\": \"formshot-snapshots/1\",", "1:35: error: "),
  ])
  func aBadConfigurationIsALocatedError(text: String, expected: String) throws {
    let dir = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
    try text.write(
      to: dir.appendingPathComponent("Snapshots/formshot.json"), atomically: true, encoding: .utf8)
    let r = try CLI.run(["snapshot"], in: dir)
    #expect(r.status == 1)
    #expect(r.stderr.hasPrefix("Snapshots/formshot.json:" + expected), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(".formshot-artifacts").path))
  }

  // MARK: - JUnit and merged shards

  /// A folder with recorded `login` baselines (light: 7 states), one then changed and one
  /// deleted.
  func projectWithAChangeAndAMissingBaseline() throws -> URL {
    let dir = try CLI.temporaryDirectory()
    let initial = try CLI.run(
      ["snapshot", "--init", "login", "--scale", "1", "--state", "light"], in: dir)
    #expect(initial.status == 0)
    #expect(try CLI.run(["snapshot", "--record"], in: dir).status == 0)
    let base = dir.appendingPathComponent("Snapshots/login/regular-light")
    try FileManager.default.removeItem(at: base.appendingPathComponent("kb-shown.png"))
    try FileManager.default.copyItem(
      at: base.appendingPathComponent("kb-hidden.png"), to: base.appendingPathComponent("kb-shown.png"))
    try FileManager.default.removeItem(at: base.appendingPathComponent("kb-split.png"))
    try FileManager.default.removeItem(at: base.appendingPathComponent("kb-split.json"))
    return dir
  }

  func xmllint(_ file: URL) throws -> (Int32, String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
    p.arguments = ["--noout", "--schema", Self.fixtures.appendingPathComponent("junit.xsd").path, file.path]
    let err = Pipe()
    p.standardError = err
    try p.run()
    let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    return (p.terminationStatus, text)
  }

  @Test func junitHasOneTestCasePerStateAndValidatesAgainstTheSchema() throws {
    let dir = try projectWithAChangeAndAMissingBaseline()
    defer { try? FileManager.default.removeItem(at: dir) }
    let r = try CLI.run(["snapshot", "--junit", "out/junit.xml"], in: dir)
    #expect(r.status == 1)
    #expect(r.stderr.contains("junit: out/junit.xml"))
    let file = dir.appendingPathComponent("out/junit.xml")
    let (status, output) = try xmllint(file)
    #expect(status == 0, "\(output)")
    let xml = try String(contentsOf: file, encoding: .utf8)
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 7)
    #expect(xml.contains("<testsuites name=\"formshot snapshot\" tests=\"7\" failures=\"2\" errors=\"0\" skipped=\"0\">"))
    #expect(xml.contains("name=\"login/regular-light/kb-shown\">\n      <failure message=\"changed: "))
    #expect(xml.contains("diff: .formshot-artifacts/login/regular-light/kb-shown.diff.png"))
    #expect(xml.contains("name=\"login/regular-light/kb-split\">\n      <failure message=\"missing: no baseline\" type=\"missing\">"))

    // Recording: the states are skipped (written, not verified), and the file still validates.
    let record = try CLI.run(["snapshot", "--update-changed", "--junit", "out/junit.xml"], in: dir)
    #expect(record.status == 0)
    #expect(try xmllint(file).0 == 0)
    #expect(try String(contentsOf: file, encoding: .utf8).contains("skipped=\"2\""))
  }

  @Test func shardsMergeIntoOneReportAndOneJUnitFile() throws {
    let dir = try projectWithAChangeAndAMissingBaseline()
    defer { try? FileManager.default.removeItem(at: dir) }
    for i in 1...2 {
      let r = try CLI.run(["snapshot", "--shard", "\(i)/2", "--artifacts", "shards/\(i)"], in: dir)
      #expect([0, 1].contains(r.status), "\(r.stderr)")
      #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("shards/\(i)/results-login.json").path))
    }
    let merge = try CLI.run(["report", "merge", "shards/1", "shards/2", "-o", "merged"], in: dir)
    #expect(merge.status == 1, "a change in a shard fails the merge")
    #expect(merge.stderr.hasPrefix("5 matched, 1 changed, 1 missing (7 states from 2 results files)\n"), "\(merge.stderr)")
    let junit = dir.appendingPathComponent("merged/junit.xml")
    #expect(try xmllint(junit).0 == 0)
    let xml = try String(contentsOf: junit, encoding: .utf8)
    #expect(xml.components(separatedBy: "<testcase ").count - 1 == 7)
    #expect(xml.contains("diff: shards/"), "artifact paths resolve from the working directory")
    let html = try String(contentsOf: dir.appendingPathComponent("merged/report.html"), encoding: .utf8)
    #expect(html.contains("<p id=\"summary\">5 matched, 1 changed, 1 missing</p>"))
    // Every image the merged report links exists.
    let sources = html.components(separatedBy: "<img src=\"").dropFirst().map { $0.components(separatedBy: "\"")[0] }
    #expect(sources.count >= 7)
    for src in sources {
      #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("merged/" + src).path), "\(src)")
    }

    let overlap = try CLI.run(["report", "merge", "shards/1", "shards/1", "-o", "again"], in: dir)
    #expect(overlap.status == 1)
    #expect(overlap.stderr.contains("the shards overlap"))
    let empty = try CLI.run(["report", "merge", "Snapshots/login", "-o", "again"], in: dir)
    #expect(empty.status == 1)
    #expect(empty.stderr.contains("no results-*.json file"))
    let usage = try CLI.run(["report", "merge", "shards/1"], in: dir)
    #expect(usage.status == 2)
  }

  // MARK: - docs/ci.md

  @Test func everyFormshotCommandLineInTheCIGuideUsesRealFlags() throws {
    let text = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
    var checked = 0
    for line in text.split(separator: "\n") {
      let words = line.split(separator: " ").map(String.init)
      guard let at = words.firstIndex(where: { $0.hasSuffix("formshot") && !$0.hasPrefix("`") }),
        at + 1 < words.count, try Self.commandNames().contains(words[at + 1])
      else { continue }
      let command = words[at + 1]
      let help = try CLI.run([command, "--help"]).stdout
      #expect(!line.hasSuffix("\\") && !line.hasSuffix(">"), "one command a line, so all its flags are checked")
      for word in words[(at + 2)...] where word.hasPrefix("-") {
        let flag = String(word.split(separator: "=")[0])
        #expect(help.contains(flag), "docs/ci.md: `formshot \(command) \(flag)` is not in --help")
      }
      checked += 1
    }
    #expect(checked >= 5, "the guide's command lines were found")
  }
}
