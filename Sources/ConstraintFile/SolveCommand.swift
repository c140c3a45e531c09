// ConstraintFile's overview (input, output, guarantees, decisions): ConstraintFile.docc/ConstraintFile.md
import JSON
public enum SolveCommand {
  /// Runs the file's case(s); the output has a trailing newline.
  ///
  /// Single system: `{"values": {...}}` (plus `"steps"` and `"error"` when present).
  /// Case file: `{"cases": [{"name": ..., "values": {...}, "steps": [{...}], "error"?: ...}]}`.
  /// - Throws: `ConstraintFileError` for bad JSON, a bad expression, an unknown variable, …
  public static func run(json: [UInt8], path: String) throws(ConstraintFileError) -> String {
    let doc = try ConstraintDocument.parse(json: json, path: path)
    let runs = doc.cases.map(CaseRunner.run)
    try rejectNonFiniteValues(runs, doc, path: path)
    if doc.isSingleSystem, let r = runs.first {
      return "{" + body(r) + "}\n"
    }
    var out = "{\"cases\": [\n"
    for (i, r) in runs.enumerated() {
      out += "  {\"name\": \(jsonString(r.name)), " + body(r) + "}"
      out += i + 1 < runs.count ? ",\n" : "\n"
    }
    return out + "]}\n"
  }

  /// Runs a file and checks each case's expectations: (case name, problems) in file order.
  public static func check(
    json: [UInt8], path: String
  ) throws(ConstraintFileError) -> [(name: String, problems: [String])] {
    let doc = try ConstraintDocument.parse(json: json, path: path)
    return doc.cases.map { c in
      let run = CaseRunner.run(c)
      return (
        c.name,
        CaseChecker.problems(
          c, run, toleranceAbs: doc.toleranceAbs, toleranceRel: doc.toleranceRel)
      )
    }
  }

  /// Huge finite inputs can still solve to a value past the doubles (`1.7e308 + 0.5*y == 3`):
  /// that is an error at the variable's declaration, not a `null` in the output.
  static func rejectNonFiniteValues(
    _ runs: [CaseRun], _ doc: ConstraintDocument, path: String
  ) throws(ConstraintFileError) {
    for (i, r) in runs.enumerated() {
      for (k, (name, value)) in r.values.enumerated() where !value.isFinite {
        let casePointer = doc.isSingleSystem ? "" : "/cases/\(i)"
        var e = ConstraintFileError(
          path: path, location: doc.isSingleSystem ? "" : "case \(i) (\(r.name))",
          message: "the solution of '\(name)' is not a finite number (the inputs are too large)")
        if let at = doc.positions?.lineColumn(casePointer + "/variables/\(k)") {
          (e.line, e.column) = (at.line, at.column)
        }
        throw e
      }
    }
  }

  static func values(_ v: [(String, Double)]) -> String {
    "{" + v.map { "\(jsonString($0.0)): \(jsonNumber($0.1))" }.joined(separator: ", ") + "}"
  }

  static func body(_ r: CaseRun) -> String {
    var s = "\"values\": " + values(r.values)
    if !r.steps.isEmpty {
      s += ", \"steps\": [" + r.steps.map(values).joined(separator: ", ") + "]"
    }
    if let f = r.failure {
      s += ", \"error\": \(jsonString(f.name))"
      if let i = f.constraintIndex { s += ", \"error_at\": \(i)" }
      if let st = f.step { s += ", \"error_step\": \(st)" }
    }
    return s
  }
}
