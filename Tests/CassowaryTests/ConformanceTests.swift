import Foundation
import Testing

@testable import ConstraintFile

// MARK: - The 37 shared conformance cases (kiwi-verified, LP-checked unique optima)

/// Loads a fixture next to this file (no bundle resource needed).
func fixtureBytes(_ name: String) throws -> [UInt8] {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures").appendingPathComponent(name)
  return Array(try Data(contentsOf: url))
}

@Suite struct ConformanceTests {
  static let path = "Fixtures/solver_cases.json"

  static func document() throws -> ConstraintDocument {
    try ConstraintDocument.parse(json: try fixtureBytes("solver_cases.json"), path: path)
  }

  static let caseNames: [String] = (try? document().cases.map(\.name)) ?? []

  @Test func fileHas37Cases() throws {
    #expect(try Self.document().cases.count == 37)
  }

  @Test(arguments: caseNames)
  func casePasses(_ name: String) throws {
    let doc = try Self.document()
    let c = try #require(doc.cases.first { $0.name == name })
    let run = CaseRunner.run(c)
    let problems = CaseChecker.problems(
      c, run, toleranceAbs: doc.toleranceAbs, toleranceRel: doc.toleranceRel)
    #expect(problems.isEmpty, "\(name): \(problems.joined(separator: "; "))")
    // Cases marked ambiguous have a variable that can move; LP-unique expected values cannot.
    if c.expectError == nil {
      let checked = Set(c.expect.values.map(\.0))
      if c.ambiguous {
        #expect(!run.ambiguous.isEmpty, "\(name): nothing reported ambiguous")
      } else {
        let moving = run.ambiguous.filter { checked.contains($0) }
        #expect(moving.isEmpty, "\(name): \(moving) reported ambiguous")
      }
    }
  }
}
