import Foundation
import Testing

/// The binary run with the pinned Inter files hidden (a tmpfs mounted over their folder in a
/// private mount namespace, `unshare -rm`), as on a machine without fonts-inter.
enum WithoutInter {
  static let folder = "/usr/share/fonts/opentype/inter"

  /// Whether this machine lets an unprivileged user make a mount namespace.
  static let available: Bool = {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
    return (try? run(["--version"]).status) == 0
  }()

  static func run(_ arguments: [String]) throws -> CLIResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
    process.arguments =
      [
        "-rm", "sh", "-c", "mount -t tmpfs none \"$0\" && exec \"$@\"", folder, CLI.binary,
      ] + arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }
}

@Suite(.enabled(if: WithoutInter.available, "needs unprivileged mount namespaces (unshare -rm)"))
struct MissingFontsTests {
  /// Without the fonts nothing can be measured, so nothing was checked: not "ok", exit 1.
  @Test func checkFailsInsteadOfPassingWhenTheFontsAreMissing() throws {
    let result = try WithoutInter.run(["check", "signup"])
    #expect(result.status == 1)
    #expect(!result.stdout.contains("ok"), "\(result.stdout)")
    #expect(
      result.stderr
        == "formshot: font file \(WithoutInter.folder)/Inter-Regular.otf is missing: install the "
        + "Debian package fonts-inter (apt-get install fonts-inter)\n")
  }

  @Test func renderSaysWhichPackageToInstall() throws {
    let dir = try CLI.temporaryDirectory()
    let result = try WithoutInter.run(["render", "-o", dir.appendingPathComponent("x.png").path])
    #expect(result.status == 1)
    #expect(result.stderr.hasPrefix("formshot: font file \(WithoutInter.folder)/Inter-Regular.otf"))
    #expect(CLI.files(in: dir).isEmpty)
  }
}
