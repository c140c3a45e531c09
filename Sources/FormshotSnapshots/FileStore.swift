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
      + tempName(for: base, pid: getpid(), random: UInt32.random(in: 0...UInt32.max))
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

  /// The hidden temp name `write` stages `path` under: `.NAME.tmp-PID-RANDOM` beside it.
  static func tempName(for base: String, pid: Int32, random: UInt32) -> String {
    ".\(base).tmp-\(pid)-\(random)"
  }

  /// The process id in a name of `tempName`'s pattern, nil for any other name.
  static func tempOwner(_ name: String) -> Int32? {
    guard name.hasPrefix("."), let marker = name.range(of: ".tmp-", options: .backwards),
      marker.lowerBound > name.index(after: name.startIndex)
    else { return nil }
    let parts = name[marker.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, UInt32(parts[1]) != nil,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) })
    else { return nil }
    return pid
  }

  /// Removes the temp files a killed formshot left in `dir` (and, with `recursive`, its
  /// subfolders): only names of `write`'s own pattern whose process is gone; a live process's
  /// temp file may be about to be renamed. - Returns: the removed paths, relative to `dir`.
  @discardableResult
  package static func removeStaleTemps(in dir: String, recursive: Bool) -> [String] {
    var removed: [String] = []
    var folders = [""]
    while let rel = folders.popLast() {
      let folder = rel.isEmpty ? dir : dir + "/" + rel
      guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
        continue
      }
      for name in names.sorted() {
        let path = folder + "/" + name
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        let relPath = rel.isEmpty ? name : rel + "/" + name
        if (info.st_mode & S_IFMT) == S_IFDIR {
          if recursive && !name.hasPrefix(".") { folders.append(relPath) }
          continue
        }
        guard (info.st_mode & S_IFMT) == S_IFREG, let pid = tempOwner(name) else { continue }
        let alive = kill(pid, 0) == 0 || errno == EPERM
        if alive && pid != getpid() { continue }
        if unlink(path) == 0 { removed.append(relPath) }
      }
    }
    return removed.sorted()
  }

  /// Takes the folder's writer lock (`DIR/.formshot.lock`, an advisory `flock`), so two runs
  /// recording into one folder never interleave: a second run is refused with a message
  /// naming the holder instead of waiting. The kernel drops the lock when the holder exits,
  /// even when it is killed, so a stale lock file never blocks anyone.
  package final class FolderLock: Sendable {
    private let fd: Int32
    let path: String

    package init(folder: String, purpose: String) throws(SnapshotError) {
      if let reason = FileStore.makeFolder(folder) {
        throw .io(path: folder, message: "cannot create folder: \(reason); nothing was written")
      }
      path = folder + "/.formshot.lock"
      while true {
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
          throw .io(
            path: folder,
            message: "cannot write into this folder: \(String(cString: strerror(errno))); "
              + "nothing was written")
        }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
          let busy = errno == EWOULDBLOCK
          let reason = String(cString: strerror(errno))
          var holder = [UInt8](repeating: 0, count: 64)
          let n = Glibc.read(fd, &holder, holder.count)
          close(fd)
          guard busy else { throw .io(path: path, message: "cannot lock: \(reason)") }
          // The holder wrote "PID COMMAND" into the file.
          let words = String(decoding: holder.prefix(max(0, n)), as: UTF8.self)
            .split(whereSeparator: \.isWhitespace).prefix(2).map(String.init)
          let command = words.count > 1 ? words[1] + " " : ""
          let pid = words.first.map { "pid " + $0 } ?? "pid unknown"
          throw .io(
            path: folder,
            message: "another formshot \(command)run (\(pid)) is writing into this folder; "
              + "try again when it has finished (lock: \(path))")
        }
        // The holder before us may have removed the file between our open and our lock:
        // then we locked a file nobody else sees, so start again.
        var opened = stat()
        var named = stat()
        if fstat(fd, &opened) == 0, stat(path, &named) == 0, opened.st_ino == named.st_ino,
          opened.st_dev == named.st_dev
        {
          let text = Array("\(getpid()) \(purpose)\n".utf8)
          _ = ftruncate(fd, 0)
          _ = text.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
          self.fd = fd
          return
        }
        close(fd)
      }
    }

    /// Removes the lock file and releases the lock (in that order, see `init`).
    package func release() {
      unlink(path)
      close(fd)
    }
  }

  /// `mkdir -p` with the system's reason on failure ("Not a directory", "Read-only file
  /// system"), which Foundation's error text leaves out. - Returns: nil on success.
  static func makeFolder(_ path: String) -> String? {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for part in path.split(separator: "/") {
      prefix += part
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
        return String(cString: strerror(errno))
      }
      var info = stat()
      guard stat(prefix, &info) == 0 else { return String(cString: strerror(errno)) }
      guard (info.st_mode & S_IFMT) == S_IFDIR else {
        return "\(prefix) is a file, not a folder"
      }
      prefix += "/"
    }
    return nil
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
