import FormLanguage
import Foundation
import JSON
import LayoutVocabulary

/// Reads a form's translations from the files an iOS project already has, next to the form: a
/// String Catalog (`Localizable.xcstrings`, JSON) and `LANG.lproj/Localizable.strings`. A
/// file that cannot be read is a located error when the form is loaded, never a blank later.
///
/// The `.strings` reader is formshot's own: swift-corelibs-foundation's
/// `PropertyListSerialization` reads the format, but reports a mistake with a line only and
/// logs it to standard error itself.
enum StringsFiles {
  static let catalogName = "Localizable.xcstrings"
  static let stringsName = "Localizable.strings"

  /// A file's text by its name relative to the form's folder (`Localizable.xcstrings`,
  /// `de.lproj/Localizable.strings`), and the names of the `.lproj` folders there.
  struct Folder {
    var read: (String) -> String?
    var lprojNames: () -> [String]

    /// The folder a form file sits in.
    static func disk(formPath: String) -> Folder {
      let folder = (formPath as NSString).deletingLastPathComponent
      let base = folder.isEmpty ? "." : folder
      return Folder(
        read: { name in
          FileManager.default.contents(atPath: base + "/" + name).map {
            String(decoding: $0, as: UTF8.self)
          }
        },
        lprojNames: {
          ((try? FileManager.default.contentsOfDirectory(atPath: base)) ?? [])
            .filter { $0.hasSuffix(".lproj") }.sorted()
        })
    }
  }

  /// The strings files the form names (`strings: "…"`), else every table found beside the
  /// form, merged (a `.strings` entry wins over the catalog's for its language). A named file
  /// that cannot be read is an error at the place the form names it.
  static func load(
    formPath: String, named: [StringsFileReference] = [], formSource: String = "",
    from folder: Folder
  ) throws(FormshotError) -> StringTables {
    var tables = StringTables()
    let dir = (formPath as NSString).deletingLastPathComponent
    func shown(_ name: String) -> String { dir.isEmpty ? name : dir + "/" + name }
    if !named.isEmpty {
      // Catalogs first, so a named `.strings` file wins over a catalog for its language.
      let ordered = named.filter { $0.path.hasSuffix(".xcstrings") }
        + named.filter { !$0.path.hasSuffix(".xcstrings") }
      for file in ordered {
        guard let text = folder.read(file.path) else {
          throw .diagnostics(
            [
              Diagnostic(
                .error, file.location,
                "strings file '\(file.path)' not found (looked for \(shown(file.path)))")
            ], source: formSource)
        }
        if file.path.hasSuffix(".xcstrings") {
          try readCatalog(text, path: shown(file.path), into: &tables)
        } else {
          let lproj = file.path.split(separator: "/").dropLast().last.map(String.init) ?? ""
          let language = String(lproj.dropLast(".lproj".count))
          for (key, value) in try readStrings(text, path: shown(file.path)) {
            tables.translations[language, default: [:]][key] = value
          }
        }
        tables.files.append(shown(file.path))
      }
      return tables
    }
    if let text = folder.read(catalogName) {
      try readCatalog(text, path: shown(catalogName), into: &tables)
      tables.files.append(shown(catalogName))
    }
    for lproj in folder.lprojNames() {
      let name = lproj + "/" + stringsName
      guard let text = folder.read(name) else { continue }
      let language = String(lproj.dropLast(".lproj".count))
      if language == "Base" { continue }
      let entries = try readStrings(text, path: shown(name))
      for (key, value) in entries { tables.translations[language, default: [:]][key] = value }
      tables.files.append(shown(name))
    }
    return tables
  }

  // MARK: - String Catalog

  static func readCatalog(_ text: String, path: String, into tables: inout StringTables)
    throws(FormshotError)
  {
    let bytes = Array(text.utf8)
    let root: JSONValue
    let positions: JSONPositions
    do {
      (root, positions) = try JSONReader.parseWithPositions(bytes)
    } catch {
      let column = characterColumn(bytes, line: error.line, byteColumn: error.column)
      throw located(path, text, error.line, column, "invalid JSON: \(error.message)")
    }
    func fail(_ pointer: String, _ message: String) -> FormshotError {
      let (line, byteColumn) = positions.lineColumn(pointer) ?? (1, 1)
      let column = characterColumn(bytes, line: line, byteColumn: byteColumn)
      return located(path, text, line, column, message)
    }
    guard root.members != nil else { throw fail("", "a String Catalog is a JSON object") }
    if let source = root["sourceLanguage"] {
      guard let language = source.string else {
        throw fail("/sourceLanguage", "sourceLanguage is a language code string")
      }
      tables.developmentLanguage = language
    }
    guard let strings = root["strings"]?.members else {
      throw fail("", "a String Catalog has a \"strings\" object")
    }
    for (key, entry) in strings {
      let keyPointer = "/strings/" + escape(key)
      if case .bool(false)? = entry["shouldTranslate"] {
        tables.untranslatedKeys.insert(key)
        continue
      }
      guard let localizations = entry["localizations"]?.members else { continue }
      for (language, localization) in localizations {
        if localization["variations"] != nil {
          tables.variedKeys[language, default: []].insert(key)
          continue
        }
        guard let unit = localization["stringUnit"] else { continue }
        guard let value = unit["value"]?.string else {
          throw fail(
            keyPointer + "/localizations/" + escape(language) + "/stringUnit",
            "the \(language) translation of '\(key)' has no \"value\" string")
        }
        tables.translations[language, default: [:]][key] = value
      }
    }
  }

  /// The JSON reader counts columns in bytes; a diagnostic counts characters (Unicode
  /// scalars), so a caret after `"Café" :` would otherwise sit one column too far right.
  static func characterColumn(_ bytes: [UInt8], line: Int, byteColumn: Int) -> Int {
    var start = 0
    var currentLine = 1
    while currentLine < line, start < bytes.count {
      if bytes[start] == 0x0A { currentLine += 1 }
      start += 1
    }
    let end = min(bytes.count, start + max(0, byteColumn - 1))
    var column = 1
    for b in bytes[start..<end] where b & 0xC0 != 0x80 { column += 1 }
    return column
  }

  /// A JSON Pointer segment (RFC 6901).
  static func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
  }

  // MARK: - .strings

  /// `"key" = "value";` entries with `/* … */` and `//` comments, in file order.
  static func readStrings(_ text: String, path: String) throws(FormshotError) -> [(String, String)] {
    var reader = StringsReader(scalars: Array(text.unicodeScalars))
    do {
      return try reader.entries()
    } catch {
      let (line, column) = reader.lineColumn(error.offset)
      throw located(path, text, line, column, error.message)
    }
  }

  static func located(_ path: String, _ text: String, _ line: Int, _ column: Int, _ message: String)
    -> FormshotError
  {
    .diagnostics(
      [Diagnostic(.error, SourceLocation(file: path, line: line, column: column), message)],
      source: text)
  }
}

/// The old-style `.strings` syntax, scalar by scalar.
struct StringsReader {
  let scalars: [Unicode.Scalar]
  var pos = 0

  struct Failure: Error {
    var offset: Int
    var message: String
  }

  init(scalars: [Unicode.Scalar]) {
    self.scalars = scalars
    // A byte-order mark is not part of the text.
    if scalars.first == "\u{FEFF}" { pos = 1 }
  }

  func lineColumn(_ offset: Int) -> (Int, Int) {
    var line = 1
    var column = 1
    for s in scalars[..<min(offset, scalars.count)] {
      if s == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }

  mutating func entries() throws(Failure) -> [(String, String)] {
    var out: [(String, String)] = []
    while true {
      try skipSpaceAndComments()
      if pos >= scalars.count { return out }
      let key = try word("a quoted key (\"Log in\" = \"Anmelden\";)")
      try skipSpaceAndComments()
      var value = key
      if peek == "=" {
        pos += 1
        try skipSpaceAndComments()
        value = try word("a quoted value after '='")
        try skipSpaceAndComments()
      }
      guard peek == ";" else { throw Failure(offset: pos, message: "expected ';' after the entry") }
      pos += 1
      out.append((key, value))
    }
  }

  var peek: Unicode.Scalar? { pos < scalars.count ? scalars[pos] : nil }

  mutating func skipSpaceAndComments() throws(Failure) {
    while let c = peek {
      if c == " " || c == "\t" || c == "\n" || c == "\r" {
        pos += 1
      } else if c == "/", pos + 1 < scalars.count, scalars[pos + 1] == "*" {
        let start = pos
        pos += 2
        while pos + 1 < scalars.count, !(scalars[pos] == "*" && scalars[pos + 1] == "/") { pos += 1 }
        guard pos + 1 < scalars.count else {
          throw Failure(offset: start, message: "this comment is never closed ('*/')")
        }
        pos += 2
      } else if c == "/", pos + 1 < scalars.count, scalars[pos + 1] == "/" {
        while let d = peek, d != "\n" { pos += 1 }
      } else {
        return
      }
    }
  }

  /// A quoted string with escapes, or a bare word of letters, digits and `_.-`.
  mutating func word(_ expected: String) throws(Failure) -> String {
    guard let first = peek else { throw Failure(offset: pos, message: "expected \(expected)") }
    if first != "\"" {
      var s = String.UnicodeScalarView()
      while let c = peek, c.properties.isAlphabetic || ("0"..."9").contains(c) || "_.-$".unicodeScalars.contains(c) {
        s.append(c)
        pos += 1
      }
      if s.isEmpty { throw Failure(offset: pos, message: "expected \(expected)") }
      return String(s)
    }
    let start = pos
    pos += 1
    var s = String.UnicodeScalarView()
    while let c = peek {
      pos += 1
      if c == "\"" { return String(s) }
      if c != "\\" {
        s.append(c)
        continue
      }
      guard let e = peek else { break }
      pos += 1
      switch e {
      case "n": s.append("\n")
      case "t": s.append("\t")
      case "r": s.append("\r")
      case "U", "u":
        var hex = ""
        while hex.count < 4, let h = peek, h.properties.isASCIIHexDigit {
          hex.unicodeScalars.append(h)
          pos += 1
        }
        guard hex.count == 4, let v = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(v) else {
          throw Failure(offset: pos - 2 - hex.count, message: "expected four hex digits after \\\(e)")
        }
        s.append(scalar)
      default: s.append(e)
      }
    }
    throw Failure(offset: start, message: "this string is never closed (\")")
  }
}
