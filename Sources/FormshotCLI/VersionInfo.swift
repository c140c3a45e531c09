import CairoBackend
import Foundation

/// `formshot --version`: the version, then the pinned fonts' versions as read at run time from
/// the installed font files' name tables (name ID 5), so it reports what renders now, on this
/// machine, whatever built the binary.
enum VersionInfo {
  static let version = "0.1.0"

  static var text: String {
    var s = "formshot \(version)\n"
    var seen: Set<String> = []
    for file in PinnedFonts.files + PinnedFonts.cjkFiles + PinnedFonts.helveticaFiles where seen.insert(file.debianPackage).inserted {
      guard let data = FileManager.default.contents(atPath: file.path) else {
        s += "font: missing \(file.path) (install \(file.debianPackage))\n"
        continue
      }
      let names = fontNames(Array(data))
      let family = names[1] ?? (file.path as NSString).lastPathComponent
      s += "font: \(family) \(names[5] ?? "(no version)") (\(file.debianPackage), \(file.path))\n"
    }
    return s
  }

  /// Name ID → text from an OpenType/TrueType `name` table (Windows UTF-16 first, else Mac);
  /// of a collection (`.ttc`), its first font's.
  static func fontNames(_ b: [UInt8]) -> [Int: String] {
    func u16(_ o: Int) -> Int { o + 1 < b.count ? Int(b[o]) << 8 | Int(b[o + 1]) : 0 }
    func u32(_ o: Int) -> Int { u16(o) << 16 | u16(o + 2) }
    guard b.count > 12 else { return [:] }
    let font = b[0..<4].elementsEqual("ttcf".utf8) ? u32(12) : 0
    var table: Int? = nil
    for i in 0..<u16(font + 4) {
      let rec = font + 12 + 16 * i
      if rec + 16 <= b.count, b[rec..<rec + 4].elementsEqual("name".utf8) { table = u32(rec + 8) }
    }
    guard let t = table else { return [:] }
    let storage = t + u16(t + 4)
    var windows: [Int: String] = [:]
    var mac: [Int: String] = [:]
    for i in 0..<u16(t + 2) {
      let r = t + 6 + 12 * i
      let (platform, id, length, offset) = (u16(r), u16(r + 6), u16(r + 8), u16(r + 10))
      let start = storage + offset
      guard start + length <= b.count else { continue }
      let bytes = b[start..<start + length]
      if platform == 3, windows[id] == nil {
        let units = stride(from: bytes.startIndex, to: bytes.endIndex - 1, by: 2).map {
          UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
        }
        windows[id] = String(decoding: units, as: UTF16.self)
      } else if platform == 1, mac[id] == nil {
        mac[id] = String(decoding: bytes, as: UTF8.self)
      }
    }
    return mac.merging(windows) { _, w in w }
  }
}
