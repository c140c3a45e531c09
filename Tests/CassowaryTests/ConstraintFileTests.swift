import Cassowary
import Testing

@testable import ConstraintFile

// MARK: - Reading errors: clear messages with the path and the place

@Suite struct ConstraintFileTests {
  static func error(_ json: String) -> ConstraintFileError? {
    do {
      _ = try SolveCommand.run(json: Array(json.utf8), path: "in.json")
      return nil
    } catch {
      return error
    }
  }

  struct BadInput: Sendable, CustomStringConvertible {
    var json: String
    var location: String
    var message: String
    var line = 1
    var column: Int? = nil
    var description: String { message }
  }

  static let badInputs: [BadInput] = [
    .init(
      json: "{\"variables\": [\"x\"],\n \"constraints\": [}", location: "",
      message: "invalid JSON: unexpected character", line: 2, column: 18),
    .init(
      json: #"{"variables": ["x"], "constraints": [{"expr": "x + == 3"}]}"#,
      location: "constraint 0", message: "unexpected '==' in 'x + == 3'"),
    .init(
      json: #"{"variables": ["x"], "constraints": [{"expr": "x + y == 3"}]}"#,
      location: "constraint 0", message: "undeclared variable 'y' in 'x + y == 3'"),
    .init(
      json: #"{"variables": ["x", "y"], "constraints": [{"expr": "x * y == 3"}]}"#,
      location: "constraint 0", message: "non-linear product in 'x * y == 3'"),
    .init(
      json: #"{"variables": ["x", "y"], "constraints": [{"expr": "x / y == 3"}]}"#,
      location: "constraint 0", message: "division by a variable or zero in 'x / y == 3'"),
    .init(
      json: #"{"variables": ["x"], "constraints": [{"expr": "x + 3"}]}"#,
      location: "constraint 0", message: "expected ==, >= or <= in 'x + 3'"),
    .init(
      json:
        #"{"cases": [{"name": "a", "variables": ["x"]}, {"name": "b", "variables": ["x"], "constraints": [{"expr": "x == 1"}, {"expr": "x >= 1", "strength": "mighty"}]}]}"#,
      location: "case 1 (b), constraint 1", message: "unknown strength 'mighty'"),
    .init(
      json: #"{"variables": ["x"], "steps": [{"op": "jump"}]}"#,
      location: "step 0", message: "unknown op 'jump'"),
    .init(
      json: #"{"variables": ["x"], "edits": [{"var": "q"}]}"#,
      location: "edit 0", message: "undeclared variable 'q'"),
    .init(
      json: #"{"variables": ["x"], "expect_error": "unsatisfiable", "error_at": 1e89}"#,
      location: "", message: "'error_at' must be an index or an id"),
    .init(
      json: #"{"format": "other/2", "variables": []}"#,
      location: "", message: "unsupported format 'other/2'; expected 'formshot-constraints/1'"),
  ]

  @Test(arguments: badInputs)
  func badInputIsReportedWithItsPlace(_ bad: BadInput) {
    let e = Self.error(bad.json)
    #expect(e?.path == "in.json")
    #expect(e?.location == bad.location)
    #expect(e?.message == bad.message)
    // Every error has a line and column (the test inputs are one line, but the JSON syntax one).
    #expect(e?.line == bad.line)
    if let column = bad.column { #expect(e?.column == column) }
  }

  @Test func singleSystemOutputKeepsDeclarationOrder() throws {
    let json = #"""
      {"variables": ["z", "a", "m"],
       "constraints": [{"expr": "a == 2"}, {"expr": "z == a * 3 + 0.5"}, {"expr": "m == (a + z) / 2"}]}
      """#
    let out = try SolveCommand.run(json: Array(json.utf8), path: "s.json")
    #expect(out == "{\"values\": {\"z\": 6.5, \"a\": 2, \"m\": 4.25}}\n")
  }

  @Test func caseFileOutputHasStepsAndErrors() throws {
    let json = #"""
      {"format": "formshot-constraints/1", "cases": [
        {"name": "edit", "variables": ["w", "half"],
         "constraints": [{"expr": "half == w / 2"}],
         "edits": [{"var": "w", "value": 100}],
         "steps": [{"op": "expect"}, {"op": "suggest", "var": "w", "value": 50}, {"op": "expect"}]},
        {"name": "conflict", "variables": ["x"],
         "constraints": [{"expr": "x >= 1"}, {"expr": "x <= 0"}]}
      ]}
      """#
    let out = try SolveCommand.run(json: Array(json.utf8), path: "c.json")
    #expect(
      out == """
        {"cases": [
          {"name": "edit", "values": {"w": 50, "half": 25}, "steps": [{"w": 100, "half": 50}, {"w": 50, "half": 25}]},
          {"name": "conflict", "values": {"x": 1}, "error": "unsatisfiable", "error_at": 1}
        ]}

        """)
  }

  @Test func priorityMapsFollowTheFile() throws {
    #expect(PriorityMap.linear.strength(priority: 250).value == 250_000)
    #expect(PriorityMap.autolayoutjs.strength(priority: 250).value == 251_000)
    #expect(PriorityMap.imagineui.strength(priority: 751).value == 2_000_000)
    #expect(PriorityMap.imagineui.strength(priority: 749).value == 498_000)
    #expect(PriorityMap.linear.strength(priority: 1000).isRequired)
  }

  // MARK: - The checker can fail

  @Test func checkerReportsWrongValuesErrorsAndPositions() throws {
    let json = #"""
      {"cases": [
        {"name": "wrong value", "variables": ["x"], "constraints": [{"expr": "x == 3"}],
         "expect": {"x": 4}},
        {"name": "wrong bound", "variables": ["x"], "constraints": [{"expr": "x == 3"}],
         "expect_bounds": {"x": [4, 5]}},
        {"name": "missing error", "variables": ["x"], "constraints": [{"expr": "x == 3"}],
         "expect_error": "unsatisfiable"},
        {"name": "wrong position", "variables": ["x"],
         "constraints": [{"expr": "x == 3"}, {"expr": "x == 4"}],
         "expect_error": "unsatisfiable", "error_at": 0},
        {"name": "step error", "variables": ["x"], "constraints": [{"expr": "x == 3", "id": "a"}],
         "steps": [{"op": "remove", "id": "a", "expect_error": "unknown_constraint"},
                   {"op": "expect", "values": {"x": 3}}]},
        {"name": "passes", "variables": ["x"], "constraints": [{"expr": "x == 3"}],
         "steps": [{"op": "remove", "id": "zz", "expect_error": "unknown_constraint"}],
         "expect": {"x": 3}}
      ]}
      """#
    let results = try SolveCommand.check(json: Array(json.utf8), path: "k.json")
    #expect(
      results.map(\.name) == [
        "wrong value", "wrong bound", "missing error", "wrong position", "step error", "passes",
      ])
    #expect(results[0].problems == ["final: x = 3.0, expected 4.0"])
    #expect(results[1].problems == ["final: x = 3.0, expected within [4.0, 5.0]"])
    #expect(results[2].problems.count == 1)
    #expect(results[3].problems.first?.hasPrefix("error at constraint 1") == true)
    #expect(results[4].problems.contains("step 0: expected error 'unknown_constraint', got none"))
    #expect(results[4].problems.contains("step 1 (expect): x = 0.0, expected 3.0"))
    #expect(results[5].problems.isEmpty)
  }
}
