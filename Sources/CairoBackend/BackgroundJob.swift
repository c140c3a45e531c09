// One piece of work on a thread of its own, waited for once: how a render puts its second core
// to use (the lower band of a picture, a second set of fonts) without a thread pool.
import Glibc

/// Runs a closure on a new POSIX thread; `join()` waits for it. When no thread can be made,
/// `join()` runs the closure on the caller's thread instead.
private final class BackgroundThread: @unchecked Sendable {
  private var work: (() -> Void)?
  private var thread = pthread_t()
  private var started = false

  init(_ work: @escaping () -> Void) {
    self.work = work
  }

  func start() {
    let context = Unmanaged.passRetained(self).toOpaque()
    started = pthread_create(&thread, nil, BackgroundThread.entry, context) == 0
    if !started { Unmanaged<BackgroundThread>.fromOpaque(context).release() }
  }

  private static let entry: @convention(c) (UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? = {
    context in
    guard let context else { return nil }
    let me = Unmanaged<BackgroundThread>.fromOpaque(context).takeRetainedValue()
    me.runOnce()
    return nil
  }

  private func runOnce() {
    let work = self.work
    self.work = nil
    work?()
  }

  func join() {
    if started {
      pthread_join(thread, nil)
      started = false
    }
    runOnce()  // never started: run here (a no-op once it ran)
  }
}

/// Runs `work` on a new thread at once; `wait()` returns its result.
///
/// `@unchecked Sendable`: the result is written by the thread before it ends and read only
/// after `pthread_join`, which orders the two.
final class BackgroundJob<Result>: @unchecked Sendable {
  private let box = ResultBox<Result>()
  private let thread: BackgroundThread

  init(_ work: @escaping () -> Result) {
    let box = self.box
    thread = BackgroundThread { box.value = work() }
    thread.start()
  }

  /// The result, waiting for the thread to finish (later calls return the same value).
  func wait() -> Result {
    thread.join()
    return box.value!
  }
}

private final class ResultBox<Value>: @unchecked Sendable {
  var value: Value?
}
