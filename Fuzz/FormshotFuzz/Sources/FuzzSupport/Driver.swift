// Runs a fuzz target's body under libFuzzer.
//
// SwiftPM writes each executable's `main`, which hides the one libFuzzer links in; so each
// target's main.swift calls `fuzz { bytes in … }`, which hands control to libFuzzer through
// `LLVMFuzzerRunDriver` with the process's own arguments (libFuzzer flags and corpus folders).

#if canImport(Glibc)
  import Glibc
#endif

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The body of the running target; libFuzzer's callback cannot capture, so it reads this.
nonisolated(unsafe) private var body: ((UnsafeBufferPointer<UInt8>) -> Void)?

/// Hands the process to libFuzzer, which calls `input` once per generated input, and exits
/// with libFuzzer's status. An input that crashes, leaks or hangs is a finding; returning is
/// success, whatever the input was.
public func fuzz(_ input: @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> Never {
  body = input
  var argc = CommandLine.argc
  var argv = CommandLine.unsafeArgv
  let status = LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    body?(UnsafeBufferPointer(start: data, count: size))
    return 0
  }
  exit(status)
}

/// The input as text, the way the CLI reads files: nil unless it is valid UTF-8.
public func utf8Text(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
  String(validating: bytes, as: UTF8.self)
}

/// LeakSanitizer's `__lsan_disable`/`__lsan_enable`, looked up at run time: the fuzzer-only
/// build (`FORMSHOT_FUZZ_ASAN=0 scripts/fuzz`) has no LeakSanitizer to call.
private func lsanFunction(_ name: String) -> (@convention(c) () -> Void)? {
  guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
  return unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)
}
private func lsanDisable() { lsanFunction("__lsan_disable")?() }
private func lsanEnable() { lsanFunction("__lsan_enable")?() }

/// Runs `body` with LeakSanitizer looking away: for set-up values a target keeps in a global
/// for its whole run. Swift keeps enum tags in a pointer's spare bits, so LeakSanitizer cannot
/// see that such a global still points at its indirect-enum payloads and calls them leaked.
public func keptForTheWholeRun<T>(_ body: () throws -> T) rethrows -> T {
  lsanDisable()
  defer { lsanEnable() }
  return try body()
}
