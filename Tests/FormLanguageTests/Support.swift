// resources needed).
import FormLanguage

// Shared helpers: locating the bundled forms and fixtures through #filePath (no bundle
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

enum Paths {
  /// The package root, from this file's path (Tests/FormLanguageTests/Support.swift).
  static func packageRoot(_ file: String = #filePath) -> String {
    var parts = file.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/")
  }
  static var forms: String { packageRoot() + "/Sources/Formshot/Forms" }
  static var fixtures: String { packageRoot() + "/Tests/FormLanguageTests/Fixtures" }
}

/// Reads a text file (tests only).
func readText(_ path: String) -> String? {
  guard let f = fopen(path, "rb") else { return nil }
  defer { fclose(f) }
  var bytes: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 65536)
  while true {
    let n = fread(&buffer, 1, buffer.count, f)
    if n <= 0 { break }
    bytes += buffer[0..<n]
  }
  return String(decoding: bytes, as: UTF8.self)
}

func listDirectory(_ path: String) -> [String] {
  guard let dir = opendir(path) else { return [] }
  defer { closedir(dir) }
  var names: [String] = []
  while let entry = readdir(dir) {
    let name = withUnsafePointer(to: entry.pointee.d_name) {
      $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
    }
    if name != "." && name != ".." { names.append(name) }
  }
  return names.sorted()
}

func parseBundled(_ name: String) -> (FormSpec?, [Diagnostic], String) {
  let path = Paths.forms + "/\(name).form"
  let source = readText(path) ?? ""
  let (spec, diagnostics) = FormParser.parse(source, path: "\(name).form")
  return (spec, diagnostics, source)
}
