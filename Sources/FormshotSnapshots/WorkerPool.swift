import Foundation

/// A fixed number of workers; results land in input order, so output never depends on
/// scheduling, and each worker has one item in flight, so memory stays bounded whatever the
/// matrix size. Each worker takes the items of its own contiguous share in order, then helps
/// with the others' from their far ends: a worker sees neighbouring items one after another
/// (neighbouring states of a matrix differ little, which a renderer reusing rows exploits).
package enum WorkerPool {
  /// Maps `items` with `workers` parallel workers, calling `done(finishedCount, item)` (under a
  /// lock) after each item.
  package static func map<T: Sendable, R: Sendable>(
    _ items: [T], workers: Int, done: @escaping @Sendable (Int, T) -> Void = { _, _ in },
    _ body: @escaping @Sendable (T) -> R
  ) -> [R] {
    let box = Box<R>(count: items.count)
    let n = max(1, min(workers, items.count))
    box.share(among: n)
    DispatchQueue.concurrentPerform(iterations: n) { worker in
      while let i = box.next(for: worker) {
        let r = body(items[i])
        box.store(r, at: i) { finished in done(finished, items[i]) }
      }
    }
    return box.results.compactMap { $0 }
  }

  private final class Box<R>: @unchecked Sendable {
    private let lock = NSLock()
    /// Each worker's items still to take: a contiguous range of indices.
    private var shares: [Range<Int>] = []
    private var finished = 0
    private let count: Int
    var results: [R?]

    init(count: Int) {
      self.count = count
      self.results = Array(repeating: nil, count: count)
    }

    /// Splits the indices into `workers` contiguous shares of nearly equal size.
    func share(among workers: Int) {
      shares = (0..<workers).map { k in
        (count * k / workers)..<(count * (k + 1) / workers)
      }
    }

    /// The next index of `worker`'s share; when it is done, the last index of the largest
    /// share left (nil when every index is taken).
    func next(for worker: Int) -> Int? {
      lock.lock()
      defer { lock.unlock() }
      let k = worker % max(1, shares.count)
      if let own = shares[k].first {
        shares[k] = (own + 1)..<shares[k].upperBound
        return own
      }
      guard let largest = shares.indices.max(by: { shares[$0].count < shares[$1].count }),
        !shares[largest].isEmpty
      else { return nil }
      let last = shares[largest].upperBound - 1
      shares[largest] = shares[largest].lowerBound..<last
      return last
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
