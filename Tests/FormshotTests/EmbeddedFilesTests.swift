import Foundation
import FormshotThemes
import Testing

@testable import Formshot

/// The bundled forms and themes are compiled into the binary by the EmbedTextFiles plugin; the
/// `.form`/`.theme` files stay the sources of truth, so the embedded text must be exactly theirs.
@Suite struct EmbeddedFilesTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func files(in folder: String, ext: String) throws -> [String: String] {
    let dir = root.appendingPathComponent(folder)
    var out: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: dir.path)
    where name.hasSuffix("." + ext) {
      out[String(name.dropLast(ext.count + 1))] = try String(
        contentsOf: dir.appendingPathComponent(name), encoding: .utf8)
    }
    return out
  }

  @Test func everyFormFileIsEmbeddedByteForByte() throws {
    let files = try Self.files(in: "Sources/Formshot/Forms", ext: "form")
    #expect(!files.isEmpty)
    #expect(FormDocument.bundledNames == files.keys.sorted())
    for (name, text) in files {
      #expect(try FormDocument.bundled(name).source == text, "\(name).form")
    }
  }

  @Test func everyThemeFileIsEmbeddedByteForByte() throws {
    let files = try Self.files(in: "Themes", ext: "theme")
    #expect(BundledThemes.names == files.keys.sorted())
    for (name, text) in files {
      #expect(BundledThemes.text(named: name) == text, "\(name).theme")
    }
  }
}
