#if canImport(Glibc)
  import Glibc
#endif

/// Keeps glibc from mapping and unmapping every image buffer.
///
/// A 3× snapshot is ~12 MB of pixels, and a state allocates several such buffers (the cairo
/// surface, the RGBA copy, the decoded baseline). By default glibc serves each one with a fresh
/// `mmap` and returns it with `munmap`, so every state pays the kernel to zero ~50 MB of new
/// pages: a third of a verify run's time. Serving buffers up to 32 MB from the heap and keeping
/// up to 128 MB of freed memory lets each worker reuse its buffers. Process-wide, applied once
/// per process; a no-op where `mallopt` does not exist.
package enum MallocTuning {
  package static func apply() {
    _ = applied
  }

  private static let applied: Bool = {
    #if canImport(Glibc)
      // mallopt is in <malloc.h>, which the Glibc module does not export; look it up instead.
      typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else {
        return false
      }
      let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
      let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
      let mmapThreshold: Int32 = -3  // M_MMAP_THRESHOLD
      _ = mallopt(mmapThreshold, 32 << 20)
      _ = mallopt(trimThreshold, 128 << 20)
    #endif
    return true
  }()
}
