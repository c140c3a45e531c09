// formshot-bench: times the Cassowary solver on `formshot-constraints/1` systems with the
// phases and the result-JSON schema of bench_kiwi.py, so `bench_kiwi.py --compare` can put
// kiwi and formshot side by side.
//
//   swift run -c release formshot-bench --check solver_cases.json
//   swift run -c release formshot-bench SYSTEM.json [--reps R] [--k K] [--budget S]
//     [--skip-full] [--priority-map linear|autolayoutjs|imagineui] [--json OUT] [--dump-values OUT]
//
// FORMSHOT_BENCH_STATS=1 also prints the tableau's size (rows, cells, definitions, pivots).

import Cassowary
import CommandArguments
import ConstraintFile
import Foundation

// MARK: - Options

struct Options {
  var systems: [String] = []
  var reps = 5
  var k = 100
  var budget = 120.0
  var skipFull = false
  var priorityMap: String?
  var json: String?
  var dumpValues: String?
  var check: String?
}

let spec = CommandSpec(
  name: "formshot-bench",
  abstract: "Benchmark the Cassowary solver on formshot-constraints/1 systems (bench_kiwi.py's phases and result schema).",
  usage: "formshot-bench --check CASES.json | formshot-bench SYSTEM.json... [--reps R] [--k K] [--budget S] [--skip-full] [--priority-map MAP] [--json OUT] [--dump-values OUT]",
  options: [
    OptionSpec(names: ["--check"], value: "CASES.json", help: "Run a case file's conformance checks instead of timing."),
    OptionSpec(names: ["--reps"], value: "R", help: "Repetitions per phase (default 5)."),
    OptionSpec(names: ["--k"], value: "K", help: "Edit re-solves per repetition (default 100)."),
    OptionSpec(names: ["--budget"], value: "S", help: "Stop repeating a phase once it has taken S seconds (default 120)."),
    OptionSpec(names: ["--skip-full"], value: nil, help: "Skip the build_full phase."),
    OptionSpec(names: ["--priority-map"], value: "linear|autolayoutjs|imagineui", help: "How UIKit priorities map to strengths."),
    OptionSpec(names: ["--json"], value: "OUT", help: "Write the result JSON (bench_kiwi.py's schema) to OUT."),
    OptionSpec(names: ["--dump-values"], value: "OUT", help: "Write the solved values to OUT."),
  ],
  discussion: "FORMSHOT_BENCH_STATS=1 also prints the tableau's size (rows, cells, definitions, pivots).")

func parseOptions() -> Options {
  var o = Options()
  _ = parseCommandLine(spec) { args throws(UsageError) in
    o.systems = args.positionals
    o.check = args.value("--check")
    if o.systems.isEmpty && o.check == nil {
      throw UsageError(message: "give at least one system JSON or --check CASES")
    }
    o.reps = try args.int("--reps", range: 1...1_000_000) ?? o.reps
    o.k = try args.int("--k", range: 0...100_000_000) ?? o.k
    o.budget = try args.double("--budget", range: 0...1e9) ?? o.budget
    o.skipFull = args.flag("--skip-full")
    o.priorityMap = args.value("--priority-map")
    o.json = args.value("--json")
    o.dumpValues = args.value("--dump-values")
  }
  return o
}

// MARK: - Timing

@inline(never)
func now() -> UInt64 {
  var ts = timespec()
  clock_gettime(CLOCK_MONOTONIC, &ts)
  return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

struct Stat {
  var min: Double
  var median: Double
  var n: Int
  init(_ samplesNs: [UInt64]) {
    let us = samplesNs.map { Double($0) / 1000 }.sorted()
    min = us.first ?? 0
    n = us.count
    median = n == 0 ? 0 : (n % 2 == 1 ? us[n / 2] : (us[n / 2 - 1] + us[n / 2]) / 2)
  }
  var json: String { "{\"min\": \(jnum(min)), \"median\": \(jnum(median)), \"n\": \(n)}" }
}

func jnum(_ x: Double) -> String {
  if !x.isFinite { return "null" }
  if abs(x) < 1e15, x == Double(Int64(x)) { return String(Int64(x)) + ".0" }
  return "\(x)"
}

func jstr(_ s: String) -> String {
  var out = "\""
  for u in s.unicodeScalars {
    switch u {
    case "\"": out += "\\\""
    case "\\": out += "\\\\"
    default:
      if u.value < 0x20 {
        out += String(format: "\\u%04x", u.value)
      } else {
        out.unicodeScalars.append(u)
      }
    }
  }
  return out + "\""
}

func close(_ got: Double, _ exp: Double) -> Bool { abs(got - exp) <= 1e-6 + 1e-9 * abs(exp) }

// MARK: - Bench

struct Built {
  var vars: [String: Variable]
  var constraints: [Constraint]
}

func makeObjects(_ c: BenchCase) -> Built {
  var vars: [String: Variable] = [:]
  for n in c.variables { vars[n] = Variable(n) }
  let cons = c.constraints.map { cc in
    Constraint(
      Expression(
        terms: cc.terms.map { Term(variable: vars[$0.0] ?? Variable($0.0), coefficient: $0.1) },
        constant: cc.constant),
      cc.op, strength: cc.strength)
  }
  return Built(vars: vars, constraints: cons)
}

func build(_ c: BenchCase, _ b: Built, _ s: Solver) throws(SolverError) {
  for e in c.edits { try s.addEditVariable(b.vars[e.variable] ?? Variable(), strength: e.strength) }
  for k in b.constraints { try s.add(k) }
  for e in c.edits {
    if let v = e.value { try s.suggestValue(b.vars[e.variable] ?? Variable(), v) }
  }
}

func bench(path: String, _ o: Options) throws -> (String, Int, [(String, Double)]) {
  let bytes = try readFile(path)
  let t0 = now()
  let c = try BenchCase.load(json: bytes, path: path, priorityMap: o.priorityMap)
  let parseNs = now() - t0
  var metrics: [(String, Stat)] = [("parse_us", Stat([parseNs]))]
  let budgetNs = UInt64(o.budget * 1e9)

  // build_full: objects made inside the timer.
  if !o.skipFull {
    var samples: [UInt64] = []
    var spent: UInt64 = 0
    for _ in 0..<o.reps {
      let t = now()
      let b = makeObjects(c)
      let s = Solver()
      try build(c, b, s)
      s.updateVariables()
      let dt = now() - t
      samples.append(dt)
      spent += dt
      if spent > budgetNs { break }
    }
    metrics.append(("build_full_us", Stat(samples)))
  }

  // build_core: objects made before the timer.
  let b = makeObjects(c)
  var core: [UInt64] = []
  var add: [UInt64] = []
  var upd: [UInt64] = []
  var spent: UInt64 = 0
  var solver = Solver()
  for _ in 0..<o.reps {
    let t = now()
    let s = Solver()
    try build(c, b, s)
    let t1 = now()
    s.updateVariables()
    let t2 = now()
    core.append(t2 - t)
    add.append(t1 - t)
    upd.append(t2 - t1)
    spent += t2 - t
    solver = s
    if spent > budgetNs { break }
  }
  metrics.append(("build_core_us", Stat(core)))
  if ProcessInfo.processInfo.environment["FORMSHOT_BENCH_STATS"] != nil {
    print(
      "  tableau: \(solver.rowCount) rows, \(solver.cellCount) cells, "
        + "longest \(solver.longestRow), "
        + "\(solver.definitionCount) definitions, \(solver.pivotCount) pivots")
  }
  metrics.append(("add_us", Stat(add)))
  metrics.append(("update_us", Stat(upd)))

  var mismatches: [(String, Double, Double)] = []
  for (n, exp) in c.expect {
    let got = b.vars[n]?.value ?? .nan
    if !close(got, exp) { mismatches.append((n, got, exp)) }
  }
  let initial = c.variables.map { ($0, b.vars[$0]?.value ?? 0) }

  // resolve: K × (suggest every edit + updateVariables).
  var tot: [UInt64] = []
  var sug: [UInt64] = []
  var up2: [UInt64] = []
  var mism2 = 0
  let edits = c.edits.map { e in
    (b.vars[e.variable] ?? Variable(), e.benchValues.isEmpty ? [e.value ?? 0] : e.benchValues)
  }
  if !edits.isEmpty && o.k > 0 {
    for it in 0..<o.k {
      let t = now()
      for (v, vals) in edits { try solver.suggestValue(v, vals[it % vals.count]) }
      let t1 = now()
      solver.updateVariables()
      let t2 = now()
      tot.append(t2 - t)
      sug.append(t1 - t)
      up2.append(t2 - t1)
      if !c.benchExpect.isEmpty {
        for (n, v) in c.benchExpect[it % c.benchExpect.count]
        where !close(b.vars[n]?.value ?? .nan, v) {
          mism2 += 1
        }
      }
    }
    metrics.append(("resolve_us", Stat(tot)))
    metrics.append(("resolve_suggest_us", Stat(sug)))
    metrics.append(("resolve_update_us", Stat(up2)))
  }

  // Report.
  print(
    "system \(c.name): \(c.variables.count) vars, \(c.constraints.count) constraints, "
      + "\(c.edits.count) edit vars, priority_map=\(c.priorityMap)  [formshot Cassowary (swift)]")
  print(
    "  " + "metric".padding(toLength: 20, withPad: " ", startingAt: 0)
      + "min us".leftPad(14) + "median us".leftPad(14) + "n".leftPad(6))
  for (k, st) in metrics {
    print(
      "  " + k.padding(toLength: 20, withPad: " ", startingAt: 0)
        + String(format: "%14.1f%14.1f%6d", st.min, st.median, st.n))
  }
  if !c.expect.isEmpty {
    print(
      "  verify: \(c.expect.count) expected values, \(mismatches.count) mismatches "
        + "\(mismatches.prefix(3).map { "\($0.0)=\($0.1) (want \($0.2))" })")
  }
  if !c.benchExpect.isEmpty && !tot.isEmpty {
    print("  verify resolves: \(o.k) iterations, \(mism2) mismatching values")
  }

  var j = "{\n \"solver\": \"formshot Cassowary (swift)\",\n"
  j += " \"system\": \(jstr(c.name)),\n \"n_vars\": \(c.variables.count),\n"
  j += " \"n_constraints\": \(c.constraints.count),\n \"n_edits\": \(c.edits.count),\n"
  j += " \"priority_map\": \(jstr(c.priorityMap)),\n \"metrics\": {\n"
  j += metrics.map { "  \(jstr($0.0)): \($0.1.json)" }.joined(separator: ",\n") + "\n },\n"
  let mm = mismatches.prefix(10).map { "[\(jstr($0.0)), \(jnum($0.1)), \(jnum($0.2))]" }
  j +=
    " \"verify_initial\": {\"checked\": \(c.expect.count), "
    + "\"mismatches\": [\(mm.joined(separator: ", "))], "
  j += "\"n_mismatch\": \(mismatches.count)}"
  if !tot.isEmpty {
    j += ",\n \"k\": \(o.k),\n \"verify_resolve\": {\"checked_iterations\": "
    j += "\(c.benchExpect.isEmpty ? 0 : o.k), \"n_mismatch\": \(mism2)}"
  }
  j += "\n}"
  return (j, mismatches.count + mism2, initial)
}

extension String {
  func leftPad(_ n: Int) -> String { String(repeating: " ", count: max(0, n - count)) + self }
}

/// Writes `text` to `path` through a temporary file and a rename (never a partial file).
func writeAtomically(_ text: String, to path: String) throws {
  try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
}

struct ReadError: Error, CustomStringConvertible {
  var path: String
  var description: String { "\(path): cannot read the file" }
}

func readFile(_ path: String) throws -> [UInt8] {
  guard let data = FileManager.default.contents(atPath: path) else { throw ReadError(path: path) }
  return Array(data)
}

// MARK: - Conformance (--check), like bench_kiwi.py --check

func check(_ path: String) -> Int32 {
  do {
    let bytes = try readFile(path)
    let results = try SolveCommand.check(json: bytes, path: path)
    for (name, problems) in results {
      print("\(problems.isEmpty ? "PASS" : "FAIL")  \(name)")
      for p in problems { print("      \(p)") }
    }
    let failed = results.filter { !$0.problems.isEmpty }.count
    print("\n\(results.count - failed)/\(results.count) cases pass with formshot Cassowary")
    return failed > 0 ? 1 : 0
  } catch {
    FileHandle.standardError.write(Data("formshot-bench: \(error)\n".utf8))
    return 2
  }
}

// MARK: - Main

let options = parseOptions()
if let cases = options.check { exit(check(cases)) }
var results: [String] = []
var bad = 0
do {
  for path in options.systems {
    let (j, mism, values) = try bench(path: path, options)
    results.append(j)
    bad += mism
    if let dump = options.dumpValues {
      let body = values.map { "\(jstr($0.0)): \(jnum($0.1))" }.joined(separator: ", ")
      try writeAtomically("{" + body + "}\n", to: dump)
    }
  }
  if let out = options.json {
    let text = results.count == 1 ? results[0] : "[\n" + results.joined(separator: ",\n") + "\n]"
    try writeAtomically(text + "\n", to: out)
  }
} catch let e as ConstraintFileError {
  FileHandle.standardError.write(Data("formshot-bench: \(e)\n".utf8))
  exit(2)
} catch let e as SolverError {
  FileHandle.standardError.write(Data("formshot-bench: solver error \(e)\n".utf8))
  exit(1)
} catch {
  FileHandle.standardError.write(Data("formshot-bench: \(error)\n".utf8))
  exit(2)
}
exit(bad > 0 ? 1 : 0)
