// Hostile input through the real binary: a located error and exit 1, never a signal or a
// success with a broken answer (issue 16).
import Foundation
import Testing

@Suite struct HardeningCLITests {
  @Test func solveRejectsAnInfiniteConstant() throws {
    let dir = try CLI.temporaryDirectory()
    try #"{"variables": ["x"], "constraints": [{"expr": "x == 1e999"}]}"#.write(
      to: dir.appendingPathComponent("inf.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["solve", "inf.json"], in: dir)
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("inf.json:1:53: error: constraint 0: number '1e999' is not finite"))
  }

  @Test func solveSurvivesDeepParentheses() throws {
    let dir = try CLI.temporaryDirectory()
    let expr = String(repeating: "(", count: 200_000) + "x" + String(repeating: ")", count: 200_000)
    try "{\"variables\": [\"x\"], \"constraints\": [{\"expr\": \"\(expr) == 1\"}]}".write(
      to: dir.appendingPathComponent("deep.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["solve", "deep.json"], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.contains("deep.json:1:112: error: constraint 0: expression nested deeper than 64"))
  }

  @Test func checkSurvivesARunOfBadCharacters() throws {
    let dir = try CLI.temporaryDirectory()
    try ("form t\nscreen s { }\n" + String(repeating: "$", count: 40_000) + "\n").write(
      to: dir.appendingPathComponent("bad.form"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["check", "bad.form"], in: dir)
    #expect(result.status == 1)
    #expect(result.stderr.contains("bad.form:3:1: error: unexpected character '$'"))
    #expect(result.stderr.contains("…and 39950 more errors"))
    #expect(result.stderr.utf8.count < 100_000)
  }
}
