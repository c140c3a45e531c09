import Foundation
import Testing

/// The benches parse their command lines with the CLI's parser: `--help` and usage errors read
/// and exit as `formshot`'s do.
@Suite struct BenchArgumentsTests {
  /// A bench binary beside `formshot`, else the debug build's (`swift test` builds it).
  static func binary(_ name: String) -> String {
    let beside = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent()
      .appendingPathComponent(name).path
    if FileManager.default.isExecutableFile(atPath: beside) { return beside }
    return CLI.packageRoot.appendingPathComponent(".build/debug/\(name)").path
  }

  static func run(_ name: String, _ arguments: [String]) throws -> CLIResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary(name))
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  @Test(arguments: ["formshot-bench", "formshot-render-bench"])
  func helpIsTheCLIsHelpLayout(_ bench: String) throws {
    let result = try Self.run(bench, ["--help"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(result.stdout.contains("\nUSAGE: \(bench) "))
    #expect(result.stdout.contains("\nOPTIONS:\n  --"))
    #expect(result.stdout.contains("\n  --reps R "))
    #expect(result.stdout.contains("  -h, --help "))
  }

  @Test func unknownOptionsAreUsageErrorsWorded() throws {
    let bench = try Self.run("formshot-bench", ["--bogus"])
    let cli = try CLI.run(["render", "--bogus"])
    #expect(bench.status == 2 && cli.status == 2)
    #expect(bench.stderr.hasPrefix("formshot-bench: unknown option '--bogus'\nUsage: formshot-bench "))
    #expect(bench.stderr.hasSuffix("\nSee 'formshot-bench --help'.\n"))
    #expect(cli.stderr.hasPrefix("formshot render: unknown option '--bogus'\nUsage: formshot render "))
  }

  @Test func badNumbersAreRejectedWithTheSameWords() throws {
    let result = try Self.run("formshot-render-bench", ["--reps", "0"])
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "formshot-render-bench: --reps takes a whole number from 1 to 1000000, not '0'\n"))
    let jobs = try CLI.run(["docs", "-o", "x", "--jobs", "0"])
    #expect(jobs.status == 2)
    #expect(jobs.stderr.hasPrefix("formshot docs: --jobs takes a whole number from 1 to 64, not '0'\n"))
    let missing = try Self.run("formshot-bench", [])
    #expect(missing.status == 2)
    #expect(missing.stderr.hasPrefix("formshot-bench: give at least one system JSON or --check CASES\n"))
  }
}
