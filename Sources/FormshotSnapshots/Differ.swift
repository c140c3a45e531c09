import Foundation
import Geometry

/// How two images are compared: a value, so tests and the CLI pass strategies around
/// (pointfree's `Diffing`). Exact by default; tolerances are explicit and documented.
public struct Differ: Sendable, Equatable {
  /// Channel differences up to this value (0…255) do not make a pixel differ.
  public var perChannel: Int
  /// Largest share (0…1) of differing pixels still accepted as `.similar`.
  public var maxShare: Double

  /// Every byte must match (fully transparent pixels match whatever their colour).
  public static let exact = Differ(perChannel: 0, maxShare: 0)

  /// Accepts small differences: channel deltas up to `perChannel`, and up to `maxShare` of the
  /// pixels differing beyond that. Values are clamped to 0…255 and 0…1.
  public static func tolerance(perChannel: Int = 0, maxShare: Double = 0) -> Differ {
    Differ(perChannel: perChannel, maxShare: maxShare)
  }

  public init(perChannel: Int, maxShare: Double) {
    self.perChannel = max(0, min(255, perChannel))
    self.maxShare = maxShare.isNaN ? 0 : max(0, min(1, maxShare))
  }

  /// Compares `actual` against `expected`.
  public func compare(_ expected: PixelImage, _ actual: PixelImage) -> DiffResult {
    guard expected.width == actual.width, expected.height == actual.height else {
      return .sizeMismatch(
        expectedWidth: expected.width, expectedHeight: expected.height,
        actualWidth: actual.width, actualHeight: actual.height)
    }
    if Differ.bytesEqual(expected.rgba, actual.rgba) { return .identical }
    var differing = 0
    var maxDelta = 0
    expected.rgba.withUnsafeBufferPointer { e in
      actual.rgba.withUnsafeBufferPointer { a in
        Differ.forEachUnequalPixel(e, a) { i in
          let d = Differ.delta(e, a, i)
          if d > maxDelta { maxDelta = d }
          if d > perChannel { differing += 1 }
        }
      }
    }
    let total = expected.width * expected.height
    if differing == 0 && maxDelta == 0 { return .identical }
    let share = total == 0 ? 0 : Double(differing) / Double(total)
    if differing > 0 && share > maxShare {
      return .different(differingPixels: differing, totalPixels: total, maxChannelDelta: maxDelta)
    }
    return .similar(differingPixels: differing, totalPixels: total, maxChannelDelta: maxDelta)
  }

  /// Whole-buffer equality with memcmp (Array's `==` compares element by element: several
  /// times slower on a 12 MB image, and most comparisons of a verify run are equal).
  static func bytesEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBytes { x in
      b.withUnsafeBytes { y in
        guard let p = x.baseAddress, let q = y.baseAddress else { return true }
        return memcmp(p, q, x.count) == 0
      }
    }
  }

  /// Calls `body` with the byte offset of every pixel whose four bytes are not all equal
  /// (compared as 32-bit words: most pixels of a snapshot are equal, so this is the fast path).
  static func forEachUnequalPixel(
    _ e: UnsafeBufferPointer<UInt8>, _ a: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void
  ) {
    let n = min(e.count, a.count) / 4
    let ew = UnsafeRawBufferPointer(e)
    let aw = UnsafeRawBufferPointer(a)
    var k = 0
    while k < n {
      if ew.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self)
        != aw.loadUnaligned(fromByteOffset: k * 4, as: UInt32.self)
      {
        body(k * 4)
      }
      k += 1
    }
  }

  /// Largest channel difference between the pixels at byte offsets `i` (expected) and `j`
  /// (actual, default `i`); 0 when both are transparent.
  static func delta(
    _ e: UnsafeBufferPointer<UInt8>, _ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ j: Int? = nil
  ) -> Int {
    let j = j ?? i
    if e[i + 3] == 0 && a[j + 3] == 0 { return 0 }
    var d = 0
    for c in 0..<4 {
      let x = Int(e[i + c]) - Int(a[j + c])
      d = max(d, x < 0 ? -x : x)
    }
    return d
  }
}
