import FormState
import Formshot
import Foundation
import FormshotSnapshots

// MARK: - Forms

/// Verifies states of a parsed form against its baselines and reports every failure to the
/// running test: the short form of `assertFormSnapshot(of: FormSnapshotSource(...))`.
///
/// ```swift
/// @Test func signupStates() throws {
///   assertFormSnapshot(
///     of: try FormDocument.load(path: "Forms/signup.form"),
///     states: [["kb-shown", "login"], ["regular", "dark"]])
/// }
/// ```
/// - Parameters:
///   - form: the form to render.
///   - states: the states to check, tokens in any order, unnamed axes at their defaults
///     (`["kb-shown"]` is the default state with the keyboard shown); nil checks the matrix.
///   - scale: pixels per point (nil: the device's default). Baselines must be recorded at the
///     same scale.
///   - xray: include every state again with X-ray on (then `states` may name `xray` states).
///   - options: run options; nil = `defaultOptions(filePath:)`.
/// - Returns: the run's summary, nil when the run itself could not start.
@discardableResult
public func assertFormSnapshot(
  of form: FormDocument, states: [[String]]? = nil, scale: Double? = nil, xray: Bool = false,
  options: SnapshotOptions? = nil, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotSummary? {
  let (summary, failures) = verifyFormSnapshot(
    of: form, states: states, scale: scale, xray: xray, options: options,
    filePath: "\(filePath)")
  for message in failures {
    reportFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return summary
}

/// The same for a form that ships with formshot (`"signup"`); an unknown name is a failure.
@discardableResult
public func assertFormSnapshot(
  bundled name: String, states: [[String]]? = nil, scale: Double? = nil, xray: Bool = false,
  options: SnapshotOptions? = nil, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> SnapshotSummary? {
  let form: FormDocument
  do { form = try FormDocument.bundled(name) } catch {
    reportFailure("\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
    return nil
  }
  return assertFormSnapshot(
    of: form, states: states, scale: scale, xray: xray, options: options, fileID: fileID,
    filePath: filePath, line: line, column: column)
}

/// Like `assertFormSnapshot(of: FormDocument…)` but returns the failure messages.
public func verifyFormSnapshot(
  of form: FormDocument, states: [[String]]? = nil, scale: Double? = nil, xray: Bool = false,
  options: SnapshotOptions? = nil, filePath: String = #filePath
) -> (summary: SnapshotSummary?, failures: [String]) {
  var canonical: [[String]]?
  if let states {
    var out: [[String]] = []
    for tokens in states {
      // Canonical order and defaults, so the name matches the matrix entry.
      do { out.append(try form.state(tokens).canonicalTokens) } catch {
        return (nil, ["\(error)"])
      }
    }
    canonical = out
  }
  let source = FormSnapshotSource(document: form, scale: scale, includeXray: xray)
  return verifyFormSnapshot(of: source, states: canonical, options: options, filePath: filePath)
}
