import Foundation
import Testing

/// Runs the real `formshot` executable, as users do: end-to-end tests check exit codes, what
/// is printed, and what is (and is not) written.
struct CLIResult {
  var status: Int32
  var stdout: String
  var stderr: String
}

enum CLI {
  /// The package root, from this file's path.
  static let packageRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `FORMSHOT_BIN` (set by scripts/test to the release build), else the debug build.
  static var binary: String {
    if let bin = ProcessInfo.processInfo.environment["FORMSHOT_BIN"], !bin.isEmpty { return bin }
    for config in ["debug", "release"] {
      let path = packageRoot.appendingPathComponent(".build/\(config)/formshot").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return packageRoot.appendingPathComponent(".build/debug/formshot").path
  }

  /// Runs formshot with `arguments` in `directory`, with `environment` added to (or, for keys
  /// mapped to nil, removed from) the current environment.
  static func run(
    _ arguments: [String], in directory: URL? = nil, environment: [String: String?] = [:],
    stdin: String? = nil
  ) throws -> CLIResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var env = ProcessInfo.processInfo.environment
    for (k, v) in environment { env[k] = v }
    process.environment = env
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes concurrently so a chatty child cannot block on a full pipe.
    nonisolated(unsafe) var errData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return CLIResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  /// A fresh empty directory under the system temp folder.
  static func temporaryDirectory(_ label: String = "formshot-test") throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A fresh temporary folder marked as a Git clone's root (an empty `.git`), so formshot
  /// takes it for the project of the files inside (`ProjectTree`).
  static func gitProject(_ label: String) throws -> URL {
    let url = try temporaryDirectory(label)
    try FileManager.default.createDirectory(at: url.appendingPathComponent(".git"), withIntermediateDirectories: true)
    return url
  }

  /// Every file below `directory`, relative paths, sorted.
  static func files(in directory: URL) -> [String] {
    guard let e = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    var result: [String] = []
    while let p = e.nextObject() as? String {
      var isDir: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: directory.appendingPathComponent(p).path, isDirectory: &isDir)
      if exists && !isDir.boolValue { result.append(p) }
    }
    return result.sorted()
  }

  /// The frames `formshot layout FILE --json` prints, by view name (x, y, width, height); fails
  /// the test when the command fails.
  static func layoutFrames(_ file: String, in directory: URL? = nil) throws -> [String: [String: Double]] {
    let result = try run(["layout", file, "--json"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let views = json?["views"] as? [String: Any] ?? [:]
    return views.compactMapValues { $0 as? [String: Double] }
  }
}
