import Foundation
import Synchronization

/// Where an asset catalog keeps a named set: Xcode files an image or colour set in the
/// catalog's top folder or in any group folder inside it (`Brand/Accent.colorset`,
/// `CarouserVC/RamotionLogo.imageset`), and a file names it by its name alone, or with the
/// group as a namespace (`Brand/Accent`), which must then end the set's path.
public enum AssetCatalogSets {
  /// The asset catalogs an Interface Builder file in `folder` draws from: those in `folder` and
  /// the folder above it first (in name order), then every other catalog of the file's project
  /// (`ProjectTree`), those sharing more of the file's path first (its app target's before a
  /// sample's or a widget's), then in path order: apps often keep one catalog for the whole app
  /// away from their screens (Dash Wallet's `Shared/Resources/SharedAssets.xcassets`,
  /// WavesWallet's `WavesWallet-iOS/Resources/Assets.xcassets` for storyboards under
  /// `WavesWallet-iOS/Modules/`).
  public static func catalogs(near folder: String) -> [String] {
    let base = folder.isEmpty ? "." : folder
    // Through URL: NSString's deletingLastPathComponent traps on "." in
    // swift-corelibs-foundation (a file opened from the current folder).
    let up = URL(fileURLWithPath: base).standardizedFileURL.deletingLastPathComponent().path
    var out: [String] = []
    for dir in [base, up] where !dir.isEmpty {
      let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
      for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") { out.append(dir + "/" + catalog) }
    }
    let near = Set(out.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
    return out + projectCatalogs(near: base).filter { !near.contains($0) }
  }

  /// The catalogs of the project a file in `folder` belongs to (`ProjectTree`), those sharing
  /// more of `folder`'s path first, then in path order; ordered once per folder per process,
  /// as the project is walked once (every image and colour lookup asks again).
  private static func projectCatalogs(near folder: String) -> [String] {
    if let known = ordered.withLock({ $0[folder] }) { return known }
    var found: [String] = []
    if let root = ProjectTree.root(of: folder) {
      let here = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents
      func shared(_ catalog: String) -> Int {
        zip(here, URL(fileURLWithPath: catalog).pathComponents).prefix { $0 == $1 }.count
      }
      let catalogs: [String] = ProjectTree.contents(of: root).assetCatalogs.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
      let ranked: [(shared: Int, path: String)] = catalogs.map { (shared($0), $0) }
      found = ranked.sorted { $0.shared != $1.shared ? $0.shared > $1.shared : $0.path < $1.path }.map(\.path)
    }
    ordered.withLock { $0[folder] = found }
    return found
  }

  private static let ordered = Mutex<[String: [String]]>([:])

  /// The folders of the `NAME.KIND` sets (`kind` "imageset", "colorset") in `catalog`: its top
  /// folder first, then group folders breadth first (at most 6 deep, in name order).
  public static func folders(named name: String, kind: String, in catalog: String) -> [String] {
    let fm = FileManager.default
    let wanted = "/" + name + "." + kind
    var out: [String] = []
    var level = [catalog]
    for _ in 0..<6 where !level.isEmpty {
      var next: [String] = []
      for dir in level {
        for entry in ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted() {
          let path = dir + "/" + entry
          if entry.hasSuffix("." + kind) {
            if path.hasSuffix(wanted) { out.append(path) }
          } else if !entry.contains(".") {
            var isDir: ObjCBool = false
            if fm.fileExists(atPath: path, isDirectory: &isDir), isDir.boolValue { next.append(path) }
          }
        }
      }
      level = next
    }
    return out
  }
}
