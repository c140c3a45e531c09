import CPangoCairo
import Glibc

/// A private fontconfig cache of a font set, so that a process does not scan the font files
/// again (fontconfig reading every file's names, styles and character set: about 6 ms for the
/// 27 pinned files, once per font map, and `formshot render` makes two).
///
/// fontconfig caches only folders, so the set gets a folder of its own: symbolic links to its
/// files, named `000-…`, `001-…` so that a folder scan meets them in the set's order. Its name
/// holds a hash of each file's path, device, inode, size and modification and change times and
/// of fontconfig's version: a font file replaced or touched (a package upgrade) gives another
/// folder, which is scanned afresh, so a stale cache is never read. fontconfig writes its cache
/// of the folder once (into `fontconfig` under the cache folder) and maps it on later runs.
///
/// formshot writes nowhere but the output folder unless asked: the cache is used only when
/// `FORMSHOT_FONT_CACHE` names a folder (an absolute path; `scripts/formshot` points it into
/// the project's `.build`). Without it, or when the folder cannot be written, the files are
/// scanned as before.
enum FontCache {
  /// The folder `FORMSHOT_FONT_CACHE` names; nil (no cache) when it is unset, empty or not
  /// an absolute path.
  static var defaultRoot: String? {
    root(named: getenv("FORMSHOT_FONT_CACHE").map { String(cString: $0) })
  }

  /// The cache folder a `FORMSHOT_FONT_CACHE` value names: absolute paths only.
  static func root(named value: String?) -> String? {
    guard let value, value.hasPrefix("/") else { return nil }
    return value
  }

  /// The folder of links to `files` under `root` (made now when missing), or nil when a file
  /// cannot be read or the folder cannot be made.
  static func folder(for files: [String], root: String) -> String? {
    guard root.hasPrefix("/"), files.count <= 1000, files.allSatisfy({ $0.hasPrefix("/") }), let key = key(of: files)
    else { return nil }
    let folder = root + "/fonts-" + key
    var info = stat()
    if stat(folder, &info) == 0 { return folder }
    // Made under a name of its own, then renamed into place whole: a process that finds the
    // folder finds every link in it.
    guard makeFolders(root) else { return nil }
    let temporary = folder + ".\(getpid()).tmp"
    guard mkdir(temporary, 0o755) == 0 else { return nil }
    var made: [String] = []
    for (index, file) in files.enumerated() {
      let link = temporary + "/" + linkName(index, file)
      guard symlink(file, link) == 0 else {
        remove(made, folder: temporary)
        return nil
      }
      made.append(link)
    }
    if rename(temporary, folder) != 0 {
      remove(made, folder: temporary)
      // Another process made it first; theirs links to the same files.
      return stat(folder, &info) == 0 ? folder : nil
    }
    return folder
  }

  /// The name of the link to the set's `index`th file: its order, then its own name.
  static func linkName(_ index: Int, _ file: String) -> String {
    let order = String(index)
    return String(repeating: "0", count: max(0, 3 - order.count)) + order + "-"
      + (file.split(separator: "/").last.map(String.init) ?? "font")
  }

  /// Where fontconfig keeps its caches of the folders.
  static func fontconfigCacheFolder(root: String) -> String { root + "/fontconfig" }

  /// FNV-1a over what identifies each file's bytes, and fontconfig's version (its cache format
  /// and its scan may change with it).
  private static func key(of files: [String]) -> String? {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    func mix(_ value: UInt64) {
      for shift in stride(from: 0, to: 64, by: 8) {
        hash = (hash ^ ((value >> UInt64(shift)) & 0xff)) &* 0x100_0000_01b3
      }
    }
    mix(UInt64(FcGetVersion()))
    mix(UInt64(files.count))
    for file in files {
      var info = stat()
      guard stat(file, &info) == 0 else { return nil }
      for byte in file.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      mix(UInt64(info.st_dev))
      mix(UInt64(info.st_ino))
      mix(UInt64(bitPattern: Int64(info.st_size)))
      mix(UInt64(bitPattern: Int64(info.st_mtim.tv_sec)))
      mix(UInt64(bitPattern: Int64(info.st_mtim.tv_nsec)))
      mix(UInt64(bitPattern: Int64(info.st_ctim.tv_sec)))
      mix(UInt64(bitPattern: Int64(info.st_ctim.tv_nsec)))
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// `mkdir -p`.
  private static func makeFolders(_ path: String) -> Bool {
    var partial = ""
    for part in path.split(separator: "/") {
      partial += "/" + part
      if mkdir(partial, 0o755) != 0 && errno != EEXIST { return false }
    }
    return true
  }

  private static func remove(_ links: [String], folder: String) {
    for link in links { unlink(link) }
    rmdir(folder)
  }
}
