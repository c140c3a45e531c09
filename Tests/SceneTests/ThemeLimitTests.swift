import Formshot
import Foundation
import Testing

@testable import Scene

@Suite struct ThemeLimitTests {
  /// Each `inherit` loads another file recursively: a long chain is a located error.
  @Test func longInheritChainsAreALocatedError() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
      "formshot-theme-chain-\(getpid())")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: dir) }
    for i in 0..<40 {
      let text = i == 39 ? "inherit light\n" : "# link \(i)\ninherit t\(i + 1).theme\n"
      try text.write(
        to: dir.appendingPathComponent("t\(i).theme"), atomically: true, encoding: .utf8)
    }
    #expect(throws: ThemeError.syntax(
      file: dir.path + "/t15.theme", line: 2, "themes inherit deeper than 16")) {
      try ThemeLookup().theme(named: dir.path + "/t0.theme")
    }
    // A chain within the bound loads.
    #expect(try ThemeLookup().theme(named: dir.path + "/t30.theme").defines("tint"))
  }
}
