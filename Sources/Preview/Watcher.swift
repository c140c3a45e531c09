// Watching the files a preview depends on, with inotify: folders, not files, so an editor that
// saves by writing a new file and renaming it over the old one (or deletes it) is still seen.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Calls `changed` (on its own thread) after a burst of changes to files in the watched
/// folders settles; a burst of 100 saves is one call, made `settle` seconds after the last.
final class FolderWatcher: @unchecked Sendable {
  private let descriptor: Int32
  private let lock = NSLock()
  private var watches: [Int32: String] = [:]
  private var stopped = false
  private var thread: Thread?
  /// File name suffixes that matter (`.form`, `.theme`, `.png`, `.strings`).
  let suffixes: [String]

  init?(suffixes: [String], settle: Double = 0.02, changed: @escaping @Sendable ([String]) -> Void) {
    let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard fd >= 0 else { return nil }
    descriptor = fd
    self.suffixes = suffixes
    let loop = Thread { [self] in run(settle: settle, changed: changed) }
    loop.name = "formshot preview watcher"
    thread = loop
    loop.start()
  }

  /// Watches `folder` (idempotent); false when it cannot (missing, unreadable).
  @discardableResult
  func watch(_ folder: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if watches.values.contains(folder) { return true }
    let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_MODIFY)
    let wd = inotify_add_watch(descriptor, folder, mask)
    guard wd >= 0 else { return false }
    watches[wd] = folder
    return true
  }

  func stop() {
    lock.lock()
    stopped = true
    lock.unlock()
  }

  private var isStopped: Bool {
    lock.lock()
    defer { lock.unlock() }
    return stopped
  }

  private func run(settle: Double, changed: @Sendable ([String]) -> Void) {
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    var pending: [String] = []
    var deadline: Date?
    while !isStopped {
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let wait = deadline.map { max(0, Int32($0.timeIntervalSinceNow * 1000)) } ?? 100
      let ready = poll(&poller, 1, min(wait, 100))
      if ready > 0 {
        let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if n > 0 {
          for path in paths(in: buffer, count: n) where suffixes.contains(where: path.hasSuffix) {
            if !pending.contains(path) { pending.append(path) }
            deadline = Date().addingTimeInterval(settle)
          }
        }
      }
      if let d = deadline, d <= Date() {
        let batch = pending
        pending = []
        deadline = nil
        changed(batch)
      }
    }
    close(descriptor)
  }

  /// The folder/name paths of the events in `buffer[0..<count]`.
  private func paths(in buffer: [UInt8], count: Int) -> [String] {
    var out: [String] = []
    var offset = 0
    let header = MemoryLayout<inotify_event>.size
    lock.lock()
    defer { lock.unlock() }
    while offset + header <= count {
      let (wd, length) = buffer.withUnsafeBytes { raw -> (Int32, Int) in
        let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
        return (event.wd, Int(event.len))
      }
      let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
      let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
      if let folder = watches[wd], !name.isEmpty { out.append(folder + "/" + name) }
      offset += header + length
    }
    return out
  }
}
