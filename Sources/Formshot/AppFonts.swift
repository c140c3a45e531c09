import CairoBackend
import Foundation
import InterfaceBuilder
import Synchronization

/// The fonts an app bundles, found in its project: an Interface Builder file names a custom
/// font by its PostScript name (`Graphik-Semibold`), and the app ships the file somewhere in
/// its project (`Fonts/Graphik-Semibold.otf`, `Resources/Nootype - Radikal Bold.otf`). Xcode
/// lays the canvas out in that font, so formshot measures and draws in it too; a font the
/// project does not have falls back to a stand-in with a warning (`IBResolver`).
///
/// Only the file's bytes matter: each renderer adds it to its own private font set, never the
/// machine's, so output stays the same on every machine that has the same project.
enum AppFonts {
  /// The font file whose face has PostScript name `name`, in the project of the Interface
  /// Builder file in `folder`, and its line height; nil when the project has none.
  static func file(postScriptName name: String, near folder: String) -> AppFontFile? {
    guard let root = ProjectTree.root(of: folder) else { return nil }
    return index(root).file(for: name)
  }

  /// The lookup `IBResolver.resolve` takes for an Interface Builder file in `folder`.
  static func lookup(near folder: String) -> @Sendable (String) -> AppFontFile? {
    { name in file(postScriptName: name, near: folder) }
  }

  /// The font files of one project, their PostScript names read the first time a name is
  /// looked for.
  final class ProjectFonts: Sendable {
    let files: [String]
    private let names = Mutex<[String: AppFontFile?]>([:])
    private let scanned = Mutex<[String: [String]]>([:])

    init(files: [String]) { self.files = files }

    /// A file named like the font is tried first (apps usually name their font files so); then
    /// every file, in path order.
    func file(for name: String) -> AppFontFile? {
      if let known = names.withLock({ $0[name] }) { return known }
      let key = Self.normalized(name)
      let likely = files.filter { Self.normalized(($0 as NSString).lastPathComponent) == key }
      var found: AppFontFile?
      for path in likely + files where postScriptNames(path).contains(name) {
        if let perPoint = PinnedFonts.lineHeightPerPoint(ofFile: path) {
          found = AppFontFile(path: path, lineHeightPerPoint: perPoint)
        }
        break
      }
      names.withLock { $0[name] = .some(found) }
      return found
    }

    private func postScriptNames(_ path: String) -> [String] {
      if let known = scanned.withLock({ $0[path] }) { return known }
      let read = PinnedFonts.postScriptNames(ofFile: path)
      // A face of a family formshot pins would join that family: not used.
      let usable = read.family.map { PinnedFonts.familyNames.contains($0) } == true ? [] : read.names
      scanned.withLock { $0[path] = usable }
      return usable
    }

    /// A file or font name without its extension, spaces, hyphens and case.
    static func normalized(_ name: String) -> String {
      var base = name
      for ext in ProjectTree.fontExtensions where base.lowercased().hasSuffix("." + ext) { base = String(base.dropLast(ext.count + 1)) }
      return base.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    }
  }

  private static let cache = Mutex<[String: ProjectFonts]>([:])

  /// The font files under `root` (`ProjectTree`, read once per process), in path order.
  static func index(_ root: String) -> ProjectFonts {
    if let known = cache.withLock({ $0[root] }) { return known }
    let fonts = ProjectFonts(files: ProjectTree.contents(of: root).fontFiles)
    cache.withLock { $0[root] = fonts }
    return fonts
  }
}
