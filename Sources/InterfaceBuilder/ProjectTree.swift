import Foundation
import Synchronization

/// The project an Interface Builder file belongs to, and what formshot reads from it besides
/// the file: the app's font files (`AppFonts`) and its asset catalogs (`AssetCatalogSets`).
/// Apps keep both wherever they like (`Resources/Fonts`, `Shared/Resources/SharedAssets.xcassets`),
/// often far from their screens, so the whole project is looked through once per process.
public enum ProjectTree {
  /// The project a file in `folder` belongs to: its Git repository (the nearest folder at or
  /// above `folder`, at most 8 up, that holds `.git`), so fonts and catalogs kept beside the
  /// Xcode project in a larger repository are found; without one, the nearest folder that
  /// holds an Xcode project or workspace or a Swift package. Nil when there is neither: a file
  /// on its own has no app around it.
  public static func root(of folder: String) -> String? {
    if let known = roots.withLock({ $0[folder] }) { return known }
    let found = findRoot(of: folder)
    roots.withLock { $0[folder] = .some(found) }
    return found
  }

  /// What one walk of a project found, in path order.
  public struct Contents: Sendable {
    /// Font files (`.ttf`, `.otf`, `.ttc`).
    public let fontFiles: [String]
    /// Asset catalogs (`*.xcassets` folders).
    public let assetCatalogs: [String]
  }

  /// The font files and asset catalogs under `root` (read once per process).
  public static func contents(of root: String) -> Contents {
    if let known = walked.withLock({ $0[root] }) { return known }
    let fm = FileManager.default
    var fonts: [String] = []
    var catalogs: [String] = []
    var queue = [root]
    var read = 0
    while !queue.isEmpty && read < folderLimit {
      let dir = queue.removeFirst()
      read += 1
      for entry in ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted() {
        let path = dir + "/" + entry
        let ext = (entry as NSString).pathExtension.lowercased()
        if fontExtensions.contains(ext) {
          fonts.append(path)
          continue
        }
        guard !entry.hasPrefix("."), !skippedFolders.contains(entry) else { continue }
        // Symbolic links are not followed (no loops, nothing outside the project): the item's
        // own type, not its target's.
        guard (try? fm.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeDirectory else { continue }
        if ext == "xcassets" { catalogs.append(path) }
        queue.append(path)
      }
    }
    let contents = Contents(fontFiles: fonts.sorted(), assetCatalogs: catalogs.sorted())
    walked.withLock { $0[root] = contents }
    return contents
  }

  public static let fontExtensions = ["ttf", "otf", "ttc"]

  /// Folders never searched: build products, dependency checkouts of other tools, version
  /// control.
  static let skippedFolders: Set<String> = [".git", ".build", "build", "DerivedData", "node_modules", ".swiftpm"]

  /// At most this many folders are read per project, so a project at the top of a large tree
  /// cannot make a render slow.
  static let folderLimit = 5_000

  private static let roots = Mutex<[String: String?]>([:])
  private static let walked = Mutex<[String: Contents]>([:])

  private static func findRoot(of folder: String) -> String? {
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
}
