import Cassowary
import JSON

// MARK: - Errors

/// A problem in a `formshot-constraints/1` file: where it is and what is wrong.
public struct ConstraintFileError: Error, Equatable, CustomStringConvertible {
  /// The file path as given by the caller.
  public var path: String
  /// Which part of the document, e.g. "case 3 (keyboard_guide_edit), constraint 2".
  public var location: String
  public var message: String
  /// The 1-based line and column (in bytes) in the file, when known.
  public var line: Int? = nil
  public var column: Int? = nil

  /// `path:line:column: error: case …, constraint …: message` (the compiler convention).
  public var description: String {
    let place = line.map { "\(path):\($0):\(column ?? 1)" } ?? path
    return "\(place): error: " + (location.isEmpty ? message : "\(location): \(message)")
  }
}

// MARK: - Priority maps

/// How an Apple priority 1…999 becomes a strength (the file's `priority_map`).
package enum PriorityMap: String, Sendable {
  /// weight = 1000·p (kiwi `create(0, p, 0)`), formshot's own mapping.
  case linear
  /// IjzerenHein/autolayout.js: kiwi `create(0, p, 1000)`.
  case autolayoutjs
  /// LuizZak/ImagineUI: piecewise per band around 500 and 750.
  case imagineui

  package func strength(priority p: Double) -> Strength {
    if p >= 1000 { return .required }
    switch self {
    case .linear: return Strength(priority: p)
    case .autolayoutjs: return .create(0, p, 1000)
    case .imagineui:
      if p == 750 { return .strong }
      if p == 500 { return .medium }
      if p == 1 { return .weak }
      if p < 500 { return .create(0, 0, p * 2) }
      if p < 750 { return .create(0, max(1, (p - 500) * 2), 0) }
      return .create((p - 750) * 2, 0, 0)
    }
  }
}

// MARK: - Model

/// One constraint of a case: its id, source text, parsed form and strength.
package struct CaseConstraint: Sendable {
  package var id: String
  package var text: String
  package var linear: LinearConstraint
  package var strength: Strength
}

/// An edit variable of a case, with its first suggestion and the benchmark's suggestions.
package struct CaseEdit: Sendable {
  package var variable: String
  package var strength: Strength
  package var value: Double?
  package var benchValues: [Double]
}

/// Expected values and bounds at one checkpoint.
package struct Expectation: Sendable {
  package var values: [(String, Double)] = []
  package var bounds: [(String, Double, Double)] = []
}

/// One step after the initial build.
package enum CaseStep: Sendable {
  case add(CaseConstraint)
  case remove(id: String)
  case addEdit(variable: String, strength: Strength)
  case removeEdit(variable: String)
  case suggest(variable: String, value: Double)
  case expect(Expectation)
}

/// A step and the error it must raise, if any.
package struct CaseStepEntry: Sendable {
  package var step: CaseStep
  package var expectError: String?
}

/// Where a case expects its constraint list to fail: by index or by id.
package enum ErrorPosition: Sendable, Equatable {
  case index(Int)
  case id(String)
}

/// One system: variables, constraints, edits, steps and what to expect.
package struct ConstraintCase: Sendable {
  package var name: String
  package var variables: [String]
  package var constraints: [CaseConstraint]
  package var edits: [CaseEdit]
  package var steps: [CaseStepEntry]
  package var expect: Expectation
  package var expectError: String?
  package var errorAt: ErrorPosition?
  package var benchExpect: [[(String, Double)]]
  package var ambiguous: Bool
}

/// A parsed file: one system (`isSingleSystem`) or a list of cases.
package struct ConstraintDocument: Sendable {
  package var cases: [ConstraintCase]
  package var isSingleSystem: Bool
  package var toleranceAbs: Double
  package var toleranceRel: Double
  package var priorityMap: PriorityMap
  /// Where each value of the file starts, to locate errors found after reading.
  package var positions: JSONPositions? = nil
}

// MARK: - Reading

extension ConstraintDocument {
  /// Reads a `formshot-constraints/1` file (a case list or a single system).
  /// - Throws: `ConstraintFileError` naming the path, the case and the constraint or step.
  package static func parse(
    json: [UInt8], path: String, priorityMapOverride: String? = nil
  ) throws(ConstraintFileError) -> ConstraintDocument {
    let root: JSONValue
    let positions: JSONPositions
    do {
      (root, positions) = try JSONReader.parseWithPositions(json)
    } catch {
      throw ConstraintFileError(
        path: path, location: "", message: "invalid JSON: \(error.message)", line: error.line,
        column: error.column)
    }
    func fail(_ message: String, _ pointer: String = "") -> ConstraintFileError {
      var e = ConstraintFileError(path: path, location: "", message: message)
      (e.line, e.column) = positions.lineColumn(pointer).map { ($0.line, $0.column) } ?? (1, 1)
      return e
    }
    guard root.members != nil else { throw fail("the top level must be an object") }
    if let format = root["format"] {
      guard format.string == "formshot-constraints/1" else {
        throw fail(
          "unsupported format \(format.string.map { "'\($0)'" } ?? format.kindName); "
            + "expected 'formshot-constraints/1'", "/format")
      }
    }
    var map = PriorityMap.linear
    if let m = root["priority_map"] {
      guard let s = m.string, let pm = PriorityMap(rawValue: s) else {
        throw fail("unknown priority_map; expected linear, autolayoutjs or imagineui", "/priority_map")
      }
      map = pm
    }
    let overridden = priorityMapOverride.flatMap(PriorityMap.init(rawValue:))
    if let overridden { map = overridden }
    let tolAbs = root["tolerance_abs"]?.number ?? 1e-6
    let tolRel = root["tolerance_rel"]?.number ?? 1e-9
    var cases: [ConstraintCase] = []
    let single: Bool
    if let list = root["cases"] {
      guard let items = list.array else { throw fail("'cases' must be an array", "/cases") }
      single = false
      for (i, item) in items.enumerated() {
        var caseMap = map
        if overridden == nil, let s = item["priority_map"]?.string,
          let pm = PriorityMap(rawValue: s)
        {
          caseMap = pm
        }
        var reader = CaseReader(path: path, index: i, map: caseMap, positions: positions)
        cases.append(try reader.read(item))
      }
    } else {
      single = true
      var reader = CaseReader(path: path, index: nil, map: map, positions: positions)
      cases.append(try reader.read(root))
    }
    return ConstraintDocument(
      cases: cases, isSingleSystem: single, toleranceAbs: tolAbs, toleranceRel: tolRel,
      priorityMap: map, positions: positions)
  }
}

/// Reads one case object, reporting errors with the case's position.
private struct CaseReader {
  var path: String
  var index: Int?
  var map: PriorityMap
  var positions: JSONPositions
  var name = ""

  init(path: String, index: Int?, map: PriorityMap, positions: JSONPositions) {
    self.path = path
    self.index = index
    self.map = map
    self.positions = positions
  }

  /// An error at a part of the case (`where_`: "constraint 2", "step 0 (expect)", …), located
  /// by line and column at `member` of that part when the file has it, else at the part, else
  /// at the case.
  func fail(
    _ where_: String, _ message: String, member: String? = nil, byteInString: Int? = nil
  ) -> ConstraintFileError {
    var loc = ""
    if let index { loc = name.isEmpty ? "case \(index)" : "case \(index) (\(name))" }
    if !where_.isEmpty { loc += loc.isEmpty ? where_ : ", " + where_ }
    var e = ConstraintFileError(path: path, location: loc, message: message)
    let casePointer = index.map { "/cases/\($0)" } ?? ""
    var candidates: [String] = []
    // "constraint 2" → /constraints/2, "step 0" → /steps/0, "bench_expect 1" → /bench_expect/1.
    let words = where_.split(separator: " ")
    if let kind = words.first {
      let plural = [
        "constraint": "constraints", "edit": "edits", "step": "steps", "variable": "variables",
      ]
      let key = plural[String(kind)] ?? String(kind)
      let part = casePointer + "/" + key + (words.count > 1 ? "/" + words[1] : "")
      if let member { candidates.append(part + "/" + member) }
      if key == "steps", let member { candidates.append(part + "/constraint/" + member) }
      candidates.append(part)
    } else if let member {
      candidates.append(casePointer + "/" + member)
    }
    candidates.append(casePointer)
    for pointer in candidates {
      if let (line, column) = positions.lineColumn(pointer, byteInString: byteInString) {
        (e.line, e.column) = (line, column)
        break
      }
    }
    return e
  }

  mutating func read(_ v: JSONValue) throws(ConstraintFileError) -> ConstraintCase {
    guard v.members != nil else { throw fail("", "a case must be an object") }
    if let n = v["name"] {
      guard let s = n.string else { throw fail("", "'name' must be a string", member: "name") }
      name = s
    } else if index == nil {
      name = "system"
    } else {
      name = "case\(index ?? 0)"
    }
    guard let varList = v["variables"]?.array else {
      throw fail("", "'variables' must be an array of names", member: "variables")
    }
    var variables: [String] = []
    var known = Set<String>()
    for (i, item) in varList.enumerated() {
      guard let s = item.string else { throw fail("variable \(i)", "must be a string") }
      guard known.insert(s).inserted else { throw fail("variable \(i)", "'\(s)' declared twice") }
      variables.append(s)
    }
    var constraints: [CaseConstraint] = []
    for (i, item) in (v["constraints"]?.array ?? []).enumerated() {
      constraints.append(try constraint(item, "constraint \(i)", defaultID: "c\(i)", known))
    }
    var edits: [CaseEdit] = []
    for (i, item) in (v["edits"]?.array ?? []).enumerated() {
      let at = "edit \(i)"
      guard let name = item["var"]?.string else {
        throw fail(at, "'var' must be a string", member: "var")
      }
      guard known.contains(name) else {
        throw fail(at, "undeclared variable '\(name)'", member: "var")
      }
      let st = try strength(item["strength"], default: .strong, at)
      var value: Double?
      if let x = item["value"] {
        guard let n = x.number else { throw fail(at, "'value' must be a number") }
        value = n
      }
      var bench: [Double] = []
      for b in item["bench_values"]?.array ?? [] {
        guard let n = b.number else { throw fail(at, "'bench_values' must hold numbers") }
        bench.append(n)
      }
      edits.append(CaseEdit(variable: name, strength: st, value: value, benchValues: bench))
    }
    var steps: [CaseStepEntry] = []
    for (i, item) in (v["steps"]?.array ?? []).enumerated() {
      steps.append(try step(item, i, known))
    }
    let expect = try expectation(v["expect"], v["expect_bounds"], "expect", known)
    var errorAt: ErrorPosition?
    if let e = v["error_at"] {
      // A number only as a whole index Int can hold (1e89 would trap in `Int(_:)`).
      if let n = e.number, let index = Int(exactly: n) {
        errorAt = .index(index)
      } else if let s = e.string {
        errorAt = .id(s)
      } else {
        throw fail("", "'error_at' must be an index or an id")
      }
    }
    var bench: [[(String, Double)]] = []
    for (i, item) in (v["bench_expect"]?.array ?? []).enumerated() {
      bench.append(try values(item, "bench_expect \(i)", known))
    }
    return ConstraintCase(
      name: name, variables: variables, constraints: constraints, edits: edits, steps: steps,
      expect: expect, expectError: try errorName(v["expect_error"], ""), errorAt: errorAt,
      benchExpect: bench, ambiguous: v["ambiguous"] == .bool(true))
  }

  func constraint(
    _ item: JSONValue, _ at: String, defaultID: String, _ known: Set<String>
  ) throws(ConstraintFileError) -> CaseConstraint {
    guard let text = item["expr"]?.string else {
      throw fail(at, "'expr' must be a string", member: "expr")
    }
    var id = defaultID
    if let x = item["id"] {
      guard let s = x.string else { throw fail(at, "'id' must be a string") }
      id = s
    }
    let linear: LinearConstraint
    do {
      linear = try LinearParser.parse(text, known: known)
    } catch {
      throw fail(at, error.message, member: "expr", byteInString: error.offset)
    }
    let st = try strength(item["strength"], default: .required, at)
    return CaseConstraint(id: id, text: text, linear: linear, strength: st)
  }

  func strength(
    _ v: JSONValue?, default d: Strength, _ at: String
  ) throws(ConstraintFileError) -> Strength {
    guard let v else { return d }
    if let s = v.string {
      switch s {
      case "required": return .required
      case "strong": return .strong
      case "medium": return .medium
      case "weak": return .weak
      default: throw fail(at, "unknown strength '\(s)'", member: "strength")
      }
    }
    guard let p = v.number else { throw fail(at, "strength must be a name or a priority") }
    guard p > 0 else { throw fail(at, "priority must be in 1...1000, got \(jsonNumber(p))") }
    return map.strength(priority: p)
  }

  func errorName(_ v: JSONValue?, _ at: String) throws(ConstraintFileError) -> String? {
    guard let v else { return nil }
    guard let s = v.string, SolverError.names.contains(s) else {
      throw fail(
        at, "unknown expect_error; expected one of \(SolverError.names.joined(separator: ", "))")
    }
    return s
  }

  func values(
    _ v: JSONValue, _ at: String, _ known: Set<String>
  ) throws(ConstraintFileError) -> [(String, Double)] {
    guard let members = v.members else { throw fail(at, "expected an object of values") }
    var out: [(String, Double)] = []
    for (k, x) in members {
      guard known.contains(k) else { throw fail(at, "undeclared variable '\(k)'") }
      guard let n = x.number else { throw fail(at, "value of '\(k)' must be a number") }
      out.append((k, n))
    }
    return out
  }

  func expectation(
    _ vals: JSONValue?, _ bounds: JSONValue?, _ at: String, _ known: Set<String>
  ) throws(ConstraintFileError) -> Expectation {
    var e = Expectation()
    if let vals { e.values = try values(vals, at, known) }
    if let bounds {
      guard let members = bounds.members else { throw fail(at, "bounds must be an object") }
      for (k, x) in members {
        guard known.contains(k) else { throw fail(at, "undeclared variable '\(k)'") }
        guard let pair = x.array, pair.count == 2, let lo = pair[0].number, let hi = pair[1].number
        else { throw fail(at, "bounds of '\(k)' must be [lo, hi]") }
        e.bounds.append((k, lo, hi))
      }
    }
    return e
  }

  func step(
    _ item: JSONValue, _ i: Int, _ known: Set<String>
  ) throws(ConstraintFileError) -> CaseStepEntry {
    let at = "step \(i)"
    guard let op = item["op"]?.string else { throw fail(at, "'op' must be a string", member: "op") }
    func variable() throws(ConstraintFileError) -> String {
      guard let v = item["var"]?.string else { throw fail(at, "'var' must be a string") }
      guard known.contains(v) else { throw fail(at, "undeclared variable '\(v)'") }
      return v
    }
    let s: CaseStep
    switch op {
    case "add":
      guard let c = item["constraint"] else { throw fail(at, "'add' needs a 'constraint'") }
      s = .add(try constraint(c, at, defaultID: "s\(i)", known))
    case "remove":
      guard let id = item["id"]?.string else { throw fail(at, "'remove' needs an 'id'") }
      s = .remove(id: id)
    case "add_edit":
      s = .addEdit(
        variable: try variable(), strength: try strength(item["strength"], default: .strong, at))
    case "remove_edit":
      s = .removeEdit(variable: try variable())
    case "suggest":
      guard let value = item["value"]?.number else { throw fail(at, "'value' must be a number") }
      s = .suggest(variable: try variable(), value: value)
    case "expect":
      s = .expect(try expectation(item["values"], item["bounds"], at, known))
    default:
      throw fail(at, "unknown op '\(op)'", member: "op")
    }
    return CaseStepEntry(step: s, expectError: try errorName(item["expect_error"], at))
  }
}

// MARK: - Error names

extension SolverError {
  /// The file format's names for solver errors, in a fixed order.
  package static let names = [
    "unsatisfiable", "duplicate_constraint", "unknown_constraint", "duplicate_edit_variable",
    "unknown_edit_variable", "bad_required_strength", "non_finite",
  ]

  /// This error's name in the file format.
  package var name: String {
    switch self {
    case .unsatisfiable: return "unsatisfiable"
    case .duplicateConstraint: return "duplicate_constraint"
    case .unknownConstraint: return "unknown_constraint"
    case .duplicateEditVariable: return "duplicate_edit_variable"
    case .unknownEditVariable: return "unknown_edit_variable"
    case .badRequiredStrength: return "bad_required_strength"
    case .nonFinite: return "non_finite"
    }
  }
}
