import Foundation

/// Where an asset catalog keeps a named set: Xcode files an image or colour set in the
/// catalog's top folder or in any group folder inside it (`Brand/Accent.colorset`,
/// `CarouserVC/RamotionLogo.imageset`), and a file names it by its name alone, or with the
/// group as a namespace (`Brand/Accent`), which must then end the set's path.
public enum AssetCatalogSets {
  /// The asset catalogs in `folder` (an Interface Builder file's) and the folder above it, in
  /// name order.
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
    return out
  }

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
