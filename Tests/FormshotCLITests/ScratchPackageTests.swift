import Foundation
import Testing

/// The plain `Package.swift` docs/snapshots.md documents (no `exclude:` needed), in a package of its own that depends on
/// formshot by path, as a user's would: `swift test` records (and says so), verifies, and fails
/// with the documented message and a diff image once the form changes.
///
/// Slow the first time (it builds formshot for the scratch package); the build lives in
/// `.build/scratch-package` of this checkout and is reused by the three runs and by later
/// test runs, and the form is a file the test reads, so changing it rebuilds nothing.
@Suite struct ScratchPackageTests {
  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription

    let package = Package(
      name: "Scratch",
      dependencies: [.package(path: "FORMSHOT_ROOT")],
      targets: [
        .testTarget(
          name: "ScratchTests",
          dependencies: [
            .product(name: "Formshot", package: "FORMSHOT_IDENTITY"),
            .product(name: "FormshotTesting", package: "FORMSHOT_IDENTITY"),
          ])
      ]
    )

    """

  static let test = """
    import Foundation
    import Formshot
    import FormshotTesting
    import Testing

    @Test func loginForm() throws {
      // The package's root folder: Tests/ScratchTests/ScratchTests.swift → ../..
      let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
      let form = try FormDocument.load(path: root.appendingPathComponent("login.form").path)
      assertFormSnapshot(of: form, states: [["kb-shown"]], scale: 1)
    }

    """

  /// `swift test` in `package`, sharing this checkout's scratch build folder.
  static func swiftTest(in package: URL, environment extra: [String: String] = [:]) throws
    -> CLIResult
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let scratch = CLI.packageRoot.appendingPathComponent(".build/scratch-package").path
    process.arguments = ["swift", "test", "--scratch-path", scratch]
    process.currentDirectoryURL = package
    // A user's shell: no CI (which would ignore FORMSHOT_RECORD), nothing of this test run.
    let parent = ProcessInfo.processInfo.environment
    var env: [String: String] = [:]
    for key in ["PATH", "HOME", "TMPDIR", "LANG", "LC_ALL"] { env[key] = parent[key] }
    env["PATH"] = "/opt/swift/usr/bin:" + (parent["PATH"] ?? "/usr/bin:/bin")
    for (k, v) in extra { env[k] = v }
    process.environment = env
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    return CLIResult(status: process.terminationStatus, stdout: text, stderr: text)
  }

  @Test(.timeLimit(.minutes(30))) func recordVerifyAndFailInAScratchPackage() throws {
    let package = try CLI.temporaryDirectory("formshot-scratch")
    defer { try? FileManager.default.removeItem(at: package) }
    let tests = package.appendingPathComponent("Tests/ScratchTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    // A path dependency's identity is its folder's name (`formshot` in a plain clone).
    try Self.manifest.replacingOccurrences(of: "FORMSHOT_ROOT", with: CLI.packageRoot.path)
      .replacingOccurrences(
        of: "FORMSHOT_IDENTITY", with: CLI.packageRoot.lastPathComponent.lowercased())
      .write(to: package.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    try Self.test.write(
      to: tests.appendingPathComponent("ScratchTests.swift"), atomically: true, encoding: .utf8)
    let formText = try String(
      contentsOf: CLI.packageRoot.appendingPathComponent("Sources/Formshot/Forms/login.form"),
      encoding: .utf8)
    let formURL = package.appendingPathComponent("login.form")
    try formText.write(to: formURL, atomically: true, encoding: .utf8)

    // 1. Record: it passes and says what it wrote.
    let baseline = package.appendingPathComponent(
      "Snapshots/ScratchTests/login/compact-light/kb-shown.png")
    let record = try Self.swiftTest(in: package, environment: ["FORMSHOT_RECORD": "missing"])
    try #require(record.status == 0, "\(record.stdout.suffix(3000))")
    #expect(record.stdout.contains("recorded new baseline \(baseline.path)"))
    #expect(FileManager.default.fileExists(atPath: baseline.path))
    #expect(!record.stdout.contains("unhandled"), "SwiftPM complained about the baselines")
    #expect(!record.stdout.contains("Invalid Exclude"))
    // Pango's flags come from formshot's own .pc file: no `-pthread` for SwiftPM to refuse.
    #expect(!record.stdout.contains("prohibited flag"), "\(record.stdout.prefix(3000))")

    // 2. Verify: it passes.
    let verify = try Self.swiftTest(in: package)
    #expect(verify.status == 0, "\(verify.stdout.suffix(3000))")
    #expect(!verify.stdout.contains("unhandled"))

    // 3. The form changes: it fails with the documented message and a diff image.
    try formText.replacingOccurrences(of: "\"Log in\" {", with: "\"Welcome back\" {")
      .write(to: formURL, atomically: true, encoding: .utf8)
    let fail = try Self.swiftTest(in: package)
    #expect(fail.status != 0)
    #expect(fail.stdout.contains("login/compact-light/kb-shown [kb-shown compact light] changed:"))
    #expect(
      fail.stdout.contains(
        "to accept: re-run with FORMSHOT_RECORD=changed swift test --filter loginForm"))
    #expect(!fail.stdout.contains("--update-changed"))
    let diffLine = fail.stdout.split(separator: "\n").first { $0.contains("diff:   ") }
    let diffPath = try #require(
      diffLine.flatMap { $0.components(separatedBy: "diff:   ").last?.components(separatedBy: " (").first })
    #expect(FileManager.default.fileExists(atPath: diffPath), "\(diffPath)")
  }
}
