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
    let root = roots.withLock { $0[folder] } ?? projectRoot(of: folder)
    roots.withLock { $0[folder] = .some(root) }
    guard let root else { return nil }
    return index(root).file(for: name)
  }

  /// The lookup `IBResolver.resolve` takes for an Interface Builder file in `folder`.
  static func lookup(near folder: String) -> @Sendable (String) -> AppFontFile? {
    { name in file(postScriptName: name, near: folder) }
  }

  /// Each folder's project root, found once per process (a file is resolved once per state).
  private static let roots = Mutex<[String: String?]>([:])

  /// The project a file belongs to: its Git repository (the nearest folder at or above
  /// `folder`, at most 8 up, that holds `.git`), so fonts kept beside the Xcode project in a
  /// larger repository are found; without one, the nearest folder that holds an Xcode project
  /// or workspace or a Swift package. Nil when there is neither: a file on its own has no app
  /// around it to take fonts from.
  static func projectRoot(of folder: String) -> String? {
    let fm = FileManager.default
    var dir = URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL
    var project: String?
    for _ in 0..<9 {
      let entries = (try? fm.contentsOfDirectory(atPath: dir.path)) ?? []
      if entries.contains(".git") { return dir.path }
      if project == nil,
        entries.contains(where: { $0 == "Package.swift" || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") })
      {
        project = dir.path
      }
      let up = dir.deletingLastPathComponent()
      if up.path == dir.path { break }
      dir = up
    }
    return project
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
      for ext in fontExtensions where base.lowercased().hasSuffix("." + ext) { base = String(base.dropLast(ext.count + 1)) }
      return base.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    }
  }

  static let fontExtensions = ["ttf", "otf", "ttc"]

  /// Folders never searched: build products, dependency checkouts of other tools, version
  /// control.
  static let skippedFolders: Set<String> = [".git", ".build", "build", "DerivedData", "node_modules", ".swiftpm"]

  /// At most this many folders are read per project, so a project at the top of a large tree
  /// cannot make a render slow.
  static let folderLimit = 5_000

  private static let cache = Mutex<[String: ProjectFonts]>([:])

  /// The font files under `root` (read once per process), in path order.
  static func index(_ root: String) -> ProjectFonts {
    if let known = cache.withLock({ $0[root] }) { return known }
    let fm = FileManager.default
    var files: [String] = []
    var queue = [root]
    var read = 0
    while !queue.isEmpty && read < folderLimit {
      let dir = queue.removeFirst()
      read += 1
      for entry in ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted() {
        let path = dir + "/" + entry
        if fontExtensions.contains((entry as NSString).pathExtension.lowercased()) {
          files.append(path)
          continue
        }
        guard !entry.hasPrefix("."), !skippedFolders.contains(entry) else { continue }
        // Symbolic links are not followed (no loops, nothing outside the project): the item's
        // own type, not its target's.
        if (try? fm.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeDirectory {
          queue.append(path)
        }
      }
    }
    let fonts = ProjectFonts(files: files.sorted())
    cache.withLock { $0[root] = fonts }
    return fonts
  }
}
