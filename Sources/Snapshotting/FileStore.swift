import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// File access for snapshots, artifacts and docs: atomic writes (temp file in the same folder,
/// then rename) that are skipped when the file already holds the bytes, so re-runs with
/// nothing changed rewrite nothing.
package enum FileStore {
  /// Writes `bytes` to `path` unless it already holds exactly them.
  /// - Returns: true when the file was written.
  @discardableResult
  package static func write(_ bytes: [UInt8], to path: String) throws(SnapshotError) -> Bool {
    if holds(bytes, at: path) { return false }
    let dir = (path as NSString).deletingLastPathComponent
    let base = (path as NSString).lastPathComponent
    do {
      if !dir.isEmpty {
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      }
    } catch {
      throw .io(path: dir, message: "cannot create folder: \(error.localizedDescription)")
    }
    let tmp =
      (dir.isEmpty ? "" : dir + "/")
      + ".\(base).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    // Plain POSIX calls: Foundation's own "atomic" writes may stage the file elsewhere.
    let fd = open(tmp, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else {
      throw .io(path: path, message: "cannot create temp file: \(String(cString: strerror(errno)))")
    }
    var offset = 0
    let failure: String? = bytes.withUnsafeBytes { buf -> String? in
      while offset < buf.count {
        let n = Glibc.write(fd, buf.baseAddress.map { $0 + offset }, buf.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return String(cString: strerror(errno))
        }
        offset += n
      }
      return nil
    }
    close(fd)
    if let failure {
      unlink(tmp)
      throw .io(path: path, message: "cannot write: \(failure)")
    }
    guard rename(tmp, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(tmp)
      throw .io(path: path, message: "cannot rename into place: \(reason)")
    }
    return true
  }

  /// Writes UTF-8 text; see `write(_:to:)`.
  @discardableResult
  package static func write(_ text: String, to path: String) throws(SnapshotError) -> Bool {
    try write(Array(text.utf8), to: path)
  }

  /// Whether the file at `path` holds exactly `bytes`. Its size is checked first, so a file
  /// about to be replaced by bytes of another length is never read.
  package static func holds(_ bytes: [UInt8], at path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, info.st_size == bytes.count else { return false }
    return read(path) == bytes
  }

  /// The file's bytes, nil when it does not exist or cannot be read.
  package static func read(_ path: String) -> [UInt8]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return [UInt8](data)
  }

  package static func exists(_ path: String) -> Bool {
    var isDir: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && !isDir.boolValue
  }

  /// Removes a file if present. - Returns: true when something was removed.
  @discardableResult
  package static func remove(_ path: String) throws(SnapshotError) -> Bool {
    guard exists(path) else { return false }
    do { try FileManager.default.removeItem(atPath: path) } catch {
      throw .io(path: path, message: "cannot remove: \(error.localizedDescription)")
    }
    return true
  }

  /// Regular files under `root`, as sorted paths relative to it (hidden files skipped).
  package static func files(under root: String) -> [String] {
    guard let e = FileManager.default.enumerator(atPath: root) else { return [] }
    var out: [String] = []
    while let rel = e.nextObject() as? String {
      let last = (rel as NSString).lastPathComponent
      if last.hasPrefix(".") { continue }
      if exists(root + "/" + rel) { out.append(rel) }
    }
    return out.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
  }

  /// An absolute, normalised form of `path` (for overlap checks and relative links).
  package static func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    var parts: [Substring] = []
    for seg in full.split(separator: "/") {
      if seg == "." { continue }
      if seg == ".." {
        _ = parts.popLast()
        continue
      }
      parts.append(seg)
    }
    return "/" + parts.joined(separator: "/")
  }

  /// Whether `inner` is `outer` or inside it.
  package static func isInside(_ inner: String, _ outer: String) -> Bool {
    let i = absolute(inner)
    let o = absolute(outer)
    return i == o || i.hasPrefix(o == "/" ? "/" : o + "/")
  }

  /// The folder part of `path` ("" for a bare file name).
  package static func parent(_ path: String) -> String {
    (path as NSString).deletingLastPathComponent
  }

  /// `target` relative to the folder `fromDir` (both normalised), for links in reports.
  package static func relative(_ target: String, from fromDir: String) -> String {
    let t = absolute(target).split(separator: "/")
    let f = absolute(fromDir).split(separator: "/")
    var common = 0
    while common < t.count, common < f.count, t[common] == f[common] { common += 1 }
    let ups = Array(repeating: "..", count: f.count - common)
    return (ups + t[common...].map(String.init)).joined(separator: "/")
  }
}
