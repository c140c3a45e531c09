import Foundation

/// A fixed number of workers pulling indices from a shared counter; results land in input
/// order, so output never depends on scheduling, and each worker has one item in flight, so
/// memory stays bounded whatever the matrix size.
package enum WorkerPool {
  /// Maps `items` with `workers` parallel workers, calling `done(finishedCount, item)` (under a
  /// lock) after each item.
  package static func map<T: Sendable, R: Sendable>(
    _ items: [T], workers: Int, done: @escaping @Sendable (Int, T) -> Void = { _, _ in },
    _ body: @escaping @Sendable (T) -> R
  ) -> [R] {
    let box = Box<R>(count: items.count)
    let n = max(1, min(workers, items.count))
    DispatchQueue.concurrentPerform(iterations: n) { _ in
      while let i = box.next() {
        let r = body(items[i])
        box.store(r, at: i) { finished in done(finished, items[i]) }
      }
    }
    return box.results.compactMap { $0 }
  }

  private final class Box<R>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var finished = 0
    private let count: Int
    var results: [R?]

    init(count: Int) {
      self.count = count
      self.results = Array(repeating: nil, count: count)
    }

    func next() -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard nextIndex < count else { return nil }
      nextIndex += 1
      return nextIndex - 1
    }

    func store(_ r: R, at i: Int, then: (Int) -> Void) {
      lock.lock()
      defer { lock.unlock() }
      results[i] = r
      finished += 1
      then(finished)
    }
  }
}

/// The `\r[12/48] name` line on stderr, shown only when stderr is a terminal.
package struct ProgressLine: Sendable {
  package let enabled: Bool
  package let total: Int

  package init(total: Int, enabled: Bool?) {
    self.total = total
    self.enabled = enabled ?? (isatty(2) != 0)
  }

  package func update(_ finished: Int, _ name: String) {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K[\(finished)/\(total)] \(name)".utf8))
  }

  package func finish() {
    guard enabled else { return }
    FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
  }
}
