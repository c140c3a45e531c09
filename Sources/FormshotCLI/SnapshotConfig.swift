import Foundation
import JSON
import LayoutVocabulary

/// `SNAPSHOTS/formshot.json`: how a snapshot folder was made, so `formshot snapshot` with no
/// arguments verifies it the same way (format `formshot-snapshots/1`, see docs/snapshots.md).
/// Every key but `format` is optional; flags on the command line override the file.
struct SnapshotConfig: Equatable {
  static let format = "formshot-snapshots/1"
  static let fileName = "formshot.json"

  /// Bundled form names or `.form` paths (relative to the working directory, normally the
  /// project root); empty: the bundled sign-up form.
  var forms: [String] = []
  /// 1, 2 or 3; nil: each form's device scale.
  var scale: Double? = nil
  /// Theme name or path; nil: light/dark follow the state.
  var theme: String? = nil
  /// Every state again with X-ray on.
  var xray = false
  /// Only states with all these tokens.
  var state: [String] = []
  /// Only / never snapshot names matching these globs.
  var only: [String] = []
  var exclude: [String] = []
  /// The name template; nil: `{form}/{traits}/{rest}`.
  var names: String? = nil

  static let keys = ["format", "forms", "scale", "theme", "xray", "state", "only", "exclude", "names"]

  /// Reads and checks the file; every problem is located (`path:line:column: error: …`).
  static func load(path: String) throws(CLIError) -> SnapshotConfig {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CLIError(message: "\(path): error: cannot read the snapshot configuration")
    }
    let root: JSONValue
    let positions: JSONPositions
    do {
      (root, positions) = try JSONReader.parseWithPositions([UInt8](data))
    } catch {
      throw CLIError(message: "\(path):\(error.line):\(error.column): error: \(error.message)")
    }
    func fail(_ pointer: String, _ message: String) -> CLIError {
      let (line, column) = positions.lineColumn(pointer) ?? (1, 1)
      return CLIError(message: "\(path):\(line):\(column): error: \(message)")
    }
    guard let members = root.members else {
      throw fail("", "the snapshot configuration must be a JSON object, not \(root.kindName)")
    }
    guard let format = root["format"] else {
      throw fail("", "missing \"format\": \"\(Self.format)\"")
    }
    guard format.string == Self.format else {
      throw fail(
        "/format",
        "unsupported format \(format.string.map { "'\($0)'" } ?? format.kindName); this formshot reads '\(Self.format)'"
      )
    }
    var config = SnapshotConfig()
    func strings(_ key: String, _ value: JSONValue) throws(CLIError) -> [String] {
      guard let items = value.array else {
        throw fail("/\(key)", "\"\(key)\" must be an array of strings, not \(value.kindName)")
      }
      var out: [String] = []
      for (i, item) in items.enumerated() {
        guard let s = item.string, !s.isEmpty else {
          throw fail("/\(key)/\(i)", "\"\(key)\" must hold non-empty strings, not \(item.kindName)")
        }
        out.append(s)
      }
      return out
    }
    for (key, value) in members {
      switch key {
      case "format": break
      case "forms": config.forms = try strings(key, value)
      case "state": config.state = try strings(key, value)
      case "only": config.only = try strings(key, value)
      case "exclude": config.exclude = try strings(key, value)
      case "scale":
        guard let n = value.number, [1, 2, 3].contains(n) else {
          throw fail("/scale", "\"scale\" must be 1, 2 or 3")
        }
        config.scale = n
      case "xray":
        guard case .bool(let b) = value else {
          throw fail("/xray", "\"xray\" must be true or false, not \(value.kindName)")
        }
        config.xray = b
      case "theme", "names":
        guard let s = value.string, !s.isEmpty else {
          throw fail("/\(key)", "\"\(key)\" must be a non-empty string, not \(value.kindName)")
        }
        if key == "theme" { config.theme = s } else { config.names = s }
      default:
        throw fail(
          "/\(key)",
          "unknown key \"\(key)\" (known: \(keys.joined(separator: ", ")))")
      }
    }
    return config
  }

  /// The file's text: keys in a fixed order, defaults left out, one key a line.
  var text: String {
    func list(_ xs: [String]) -> String { "[" + xs.map(jsonString).joined(separator: ", ") + "]" }
    var lines = ["\"format\": \(jsonString(Self.format))"]
    if !forms.isEmpty { lines.append("\"forms\": \(list(forms))") }
    if let scale { lines.append("\"scale\": \(jsonNumber(scale))") }
    if let theme { lines.append("\"theme\": \(jsonString(theme))") }
    lines.append("\"xray\": \(xray)")
    if !state.isEmpty { lines.append("\"state\": \(list(state))") }
    if !only.isEmpty { lines.append("\"only\": \(list(only))") }
    if !exclude.isEmpty { lines.append("\"exclude\": \(list(exclude))") }
    if let names { lines.append("\"names\": \(jsonString(names))") }
    return "{\n" + lines.map { "  " + $0 }.joined(separator: ",\n") + "\n}\n"
  }
}
