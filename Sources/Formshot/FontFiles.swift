import CairoBackend
import FormLanguage
import Foundation
import LayoutVocabulary

/// Checks the font files a form's `font:` properties name, once, when the form is loaded: a
/// missing file, a file that is not a font, or a font that would join a pinned family is a
/// located error there (so `check` reports it). Each renderer then adds the file to its own
/// private font set, never the system's, so the output depends only on the file's bytes.
enum FontFiles {
  /// Every font file the spec names, by `font:` text → absolute path; or the located errors.
  static func load(_ spec: FormSpec) -> (files: [String: String], errors: [Diagnostic]) {
    let folder = (spec.path as NSString).deletingLastPathComponent
    var files: [String: String] = [:]
    var errors: [Diagnostic] = []
    for rule in spec.rules {
      guard case .property(_, ViewProperty.font.rawValue, .string(let source)) = rule.action,
        files[source] == nil
      else { continue }
      let relative = source.hasPrefix("/") || folder.isEmpty ? source : folder + "/" + source
      let path = (relative as NSString).standardizingPath
      let absolute =
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder),
        !isFolder.boolValue, FileManager.default.isReadableFile(atPath: absolute)
      else {
        errors.append(
          Diagnostic(.error, rule.location, "font file '\(source)' not found (looked for \(absolute))"))
        continue
      }
      guard let family = PinnedFonts.familyName(ofFile: absolute) else {
        errors.append(
          Diagnostic(
            .error, rule.location,
            "'\(source)' is not a font file (formshot reads TrueType and OpenType files)"))
        continue
      }
      if PinnedFonts.familyNames.contains(family) {
        errors.append(
          Diagnostic(
            .error, rule.location,
            "'\(source)' is a '\(family)' font, a family formshot pins; a form's own font "
              + "needs a family of its own"))
        continue
      }
      files[source] = absolute
    }
    return (files, errors)
  }
}
