// Hostile constraint files and JSON (issue 16): each used to crash `formshot solve` (stack
// overflow or a trap) or answer `null` with success. Each must now be a located error.
import Cassowary
import JSON
import Testing

@testable import ConstraintFile

private func solveError(_ json: String) -> ConstraintFileError? {
  do {
    _ = try SolveCommand.run(json: Array(json.utf8), path: "in.json")
    return nil
  } catch {
    return error
  }
}

@Suite struct ConstraintFileHardeningTests {
  @Test func deepParenthesesAreALocatedError() {
    let expr = String(repeating: "(", count: 100_000) + "x" + String(repeating: ")", count: 100_000)
    let json = "{\"variables\": [\"x\"],\n \"constraints\": [{\"expr\": \"\(expr) == 1\"}]}"
    let e = solveError(json)
    // The 65th '(' is at byte 64 of the expression, which starts at line 2, column 28.
    #expect(e?.description == "in.json:2:92: error: constraint 0: expression nested deeper than 64")
  }

  @Test func longUnaryMinusRunsSolve() throws {
    let minus = String(repeating: "-", count: 100_001)
    let json = "{\"variables\": [\"x\"], \"constraints\": [{\"expr\": \"\(minus)x == 2\"}]}"
    #expect(try SolveCommand.run(json: Array(json.utf8), path: "m.json") == "{\"values\": {\"x\": -2}}\n")
  }

  @Test func theHundredFifteenByteTrapIsALocatedError() {
    let json =
      #"{"variables":["x","y"],"constraints":[{"expr":"2e308+y==3"},{"expr":"x-y==0","strength":"strong"},{"expr":"x>=0"}]}"#
    #expect(json.utf8.count == 115)
    #expect(
      solveError(json)?.description
        == "in.json:1:48: error: constraint 0: number '2e308' is not finite")
  }

  @Test func overflowToInfinityIsALocatedError() {
    let json = #"{"variables": ["x", "y"], "constraints": [{"expr": "1e308*10+y==3"}]}"#
    #expect(
      solveError(json)?.description
        == "in.json:1:58: error: constraint 0: the product overflows to infinity")
    let sum = #"{"variables": ["y"], "constraints": [{"expr": "1e308+1e308+y==3"}]}"#
    #expect(
      solveError(sum)?.description
        == "in.json:1:53: error: constraint 0: the sum overflows to infinity")
  }

  @Test func anInfiniteConstantIsAnErrorNotNull() {
    let json = #"{"variables": ["x"], "constraints": [{"expr": "x == 1e999"}]}"#
    #expect(
      solveError(json)?.description
        == "in.json:1:53: error: constraint 0: number '1e999' is not finite")
  }

  /// Finite but huge: the solver once indexed row -1 choosing a leaving row (signal 4).
  @Test func hugeFiniteInputSolvesToALocatedError() {
    let json =
      #"{"variables":["x","y"],"constraints":[{"expr":"1.7e308+0.5*y==3"},{"expr":"x-y==0","strength":"strong"},{"expr":"x>=0"}]}"#
    let e = solveError(json)
    // The first variable, in declaration order, whose value left the doubles.
    #expect(
      e?.description
        == "in.json:1:15: error: the solution of 'x' is not a finite number (the inputs are too large)")
  }

  @Test func structuralErrorsNameTheirLineAndColumn() {
    let json = "{\"variables\": [\"x\"],\n \"constraints\": [{\"expr\": 3}]}"
    #expect(
      solveError(json)?.description == "in.json:2:27: error: constraint 0: 'expr' must be a string")
  }
}

@Suite struct SolverNeverTrapsTests {
  /// Huge but finite numbers once made the leaving-row choice index row -1.
  @Test func hugeFiniteConstantsDoNotTrap() throws {
    let x = Variable("x")
    let y = Variable("y")
    let solver = Solver()
    try solver.add(Constraint(1e308 + y - 3, .equal))
    try solver.add(Constraint(x - y, .equal, strength: .strong))
    try? solver.add(Constraint(x + 0.0, .greaterThanOrEqual))
    solver.updateVariables()
    let z = Variable("z")
    try? solver.add(Constraint(1e-300 * z + 1.7e308, .equal))
    try? solver.add(Constraint(z + 0.0, .greaterThanOrEqual))
    solver.updateVariables()
  }

  @Test func nonFiniteInputIsATypedError() {
    let x = Variable("x")
    let solver = Solver()
    let c = Constraint(x - .infinity, .equal)
    #expect(throws: SolverError.nonFinite(c)) { try solver.add(c) }
    let nan = Constraint(Double.nan * x + 0, .greaterThanOrEqual)
    #expect(throws: SolverError.nonFinite(nan)) { try solver.add(nan) }
  }
}

@Suite struct StrictJSONTests {
  func error(_ text: String) -> String? {
    do {
      _ = try JSONValue.parse(text)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func aLoneHighSurrogateBeforeAnotherEscapeIsAnError() throws {
    #expect(
      error(#"["\ud800\u0041"]"#)
        == "invalid JSON at line 1, column 9: a high surrogate must be followed by a low surrogate")
    #expect(error(#"["\udc00"]"#) == "invalid JSON at line 1, column 3: a lone low surrogate")
    #expect(error(#"["\ud800"]"#) == "invalid JSON at line 1, column 9: a high surrogate must be followed by a low surrogate")
    #expect(try JSONValue.parse(#"["\ud83d\ude00\u0041"]"#) == .array([.string("😀A")]))
  }

  @Test(arguments: [
    ("+1", "invalid JSON at line 1, column 1: bad number '+1'"),
    ("01", "invalid JSON at line 1, column 1: bad number '01'"),
    (".5", "invalid JSON at line 1, column 1: bad number '.5'"),
    ("1.", "invalid JSON at line 1, column 1: bad number '1.'"),
    ("-", "invalid JSON at line 1, column 1: bad number '-'"),
    ("1e", "invalid JSON at line 1, column 1: bad number '1e'"),
    ("1e+", "invalid JSON at line 1, column 1: bad number '1e+'"),
    ("[1, -01]", "invalid JSON at line 1, column 5: bad number '-01'"),
    ("1-2", "invalid JSON at line 1, column 1: bad number '1-2'"),
    ("1e999", "invalid JSON at line 1, column 1: number '1e999' is not finite"),
  ])
  func nonRFC8259NumbersAreRejected(_ text: String, _ message: String) {
    #expect(error(text) == message)
  }

  @Test func validNumbersStillParse() throws {
    #expect(try JSONValue.parse("[0, -0, 1.5, -2e3, 3E-2, 10]") == .array([
      .number(0), .number(-0.0), .number(1.5), .number(-2000), .number(0.03), .number(10),
    ]))
  }

  @Test func deepNestingIsALocatedError() {
    let text = String(repeating: "[", count: 100_000)
    #expect(error(text) == "invalid JSON at line 1, column 513: nested deeper than 512")
  }
}

/// `isAmbiguous` remembers expanded definitions between calls (a long chain was quadratic);
/// the answers must stay those of a fresh expansion, and change after an add.
@Suite struct AmbiguityMemoTests {
  @Test func chainAnswersFollowTheSystem() throws {
    let solver = Solver()
    let vars = (0..<300).map { Variable("v\($0)") }
    for i in 1..<vars.count { try solver.add(Constraint(vars[i] - vars[i - 1] - 10, .equal)) }
    solver.updateVariables()
    // v0 is free: the whole chain can slide.
    #expect(vars.allSatisfy { solver.isAmbiguous($0) })
    try solver.add(Constraint(vars[0] - 5, .equal))
    solver.updateVariables()
    #expect(vars.allSatisfy { !solver.isAmbiguous($0) })
    #expect(vars[299].value == 5 + 2990)
  }

  @Test func cancellingDefinitionsAreNotAmbiguous() throws {
    let solver = Solver()
    let (x, y, z) = (Variable("x"), Variable("y"), Variable("z"))
    try solver.add(Constraint(z + y - 5, .equal))  // z = 5 − y
    try solver.add(Constraint(x - y - z, .equal))  // x = y + z = 5
    solver.updateVariables()
    #expect(solver.isAmbiguous(y))
    #expect(!solver.isAmbiguous(x))
    #expect(x.value == 5)
  }
}
