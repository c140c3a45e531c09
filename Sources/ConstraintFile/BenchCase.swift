import Cassowary

// MARK: - BenchCase

/// A system flattened for benchmarking: plain values, no solver objects yet.
///
/// The benchmark times building `Variable`/`Constraint` objects separately from solving
/// (bench_kiwi.py's build_full vs build_core), so it needs the parsed system as data.
public struct BenchCase {
  public struct Con {
    public var terms: [(String, Double)]
    public var constant: Double
    public var op: RelationalOperator
    public var strength: Strength
  }
  public struct Edit {
    public var variable: String
    public var strength: Strength
    public var value: Double?
    public var benchValues: [Double]
  }

  public var name: String
  public var priorityMap: String
  public var variables: [String]
  public var constraints: [Con]
  public var edits: [Edit]
  public var expect: [(String, Double)]
  public var benchExpect: [[(String, Double)]]

  /// Reads a single-system file (or the first case of a case file).
  /// - Parameter priorityMap: overrides the file's `priority_map` when given.
  public static func load(
    json: [UInt8], path: String, priorityMap: String? = nil
  ) throws(ConstraintFileError) -> BenchCase {
    if let pm = priorityMap, PriorityMap(rawValue: pm) == nil {
      throw ConstraintFileError(path: path, location: "", message: "unknown priority map '\(pm)'")
    }
    let doc = try ConstraintDocument.parse(json: json, path: path, priorityMapOverride: priorityMap)
    guard let c = doc.cases.first else {
      throw ConstraintFileError(path: path, location: "", message: "no system in the file")
    }
    return BenchCase(
      name: c.name, priorityMap: priorityMap ?? doc.priorityMap.rawValue, variables: c.variables,
      constraints: c.constraints.map {
        Con(
          terms: $0.linear.terms.map { ($0.name, $0.coefficient) }, constant: $0.linear.constant,
          op: $0.linear.op, strength: $0.strength)
      },
      edits: c.edits.map {
        Edit(
          variable: $0.variable, strength: $0.strength, value: $0.value, benchValues: $0.benchValues
        )
      },
      expect: c.expect.values, benchExpect: c.benchExpect)
  }
}
