/// Renumbers cairo's process-global SVG ids so SVG output is byte-identical across renders.
///
/// cairo names some elements after a process-wide counter (`id="surface63"`, `id="image12"`),
/// so the same drawing gets different ids in a second render. Each distinct `surfaceN` /
/// `imageN` is renamed by order of first appearance (surface1, surface2, …), both where it is
/// defined (`id="…"`) and where it is referenced (`#…`), which keeps references intact.
enum SVGIDs {
  private static let prefixes: [[UInt8]] = [Array("surface".utf8), Array("image".utf8)]

  static func normalized(_ svg: [UInt8]) -> [UInt8] {
    var renamed: [[UInt8]: [UInt8]] = [:]  // lookups only; numbering follows document order
    var counts = [Int](repeating: 0, count: prefixes.count)
    var out: [UInt8] = []
    out.reserveCapacity(svg.count)
    var i = 0
    let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#")
    while i < svg.count {
      let byte = svg[i]
      out.append(byte)
      i += 1
      // An id definition ends with `id="`, a reference with `#`.
      let opensId = byte == quote && out.count >= 4 && Array(out.suffix(4)) == Array("id=\"".utf8)
      guard byte == hash || opensId else { continue }
      for (index, prefix) in prefixes.enumerated() where matches(svg, at: i, prefix) {
        var end = i + prefix.count
        while end < svg.count, svg[end] >= UInt8(ascii: "0"), svg[end] <= UInt8(ascii: "9") {
          end += 1
        }
        guard end > i + prefix.count else { break }
        let original = Array(svg[i..<end])
        let name: [UInt8]
        if let known = renamed[original] {
          name = known
        } else {
          counts[index] += 1
          name = prefix + Array(String(counts[index]).utf8)
          renamed[original] = name
        }
        out.append(contentsOf: name)
        i = end
        break
      }
    }
    return out
  }

  private static func matches(_ bytes: [UInt8], at index: Int, _ prefix: [UInt8]) -> Bool {
    guard index + prefix.count <= bytes.count else { return false }
    for k in 0..<prefix.count where bytes[index + k] != prefix[k] { return false }
    return true
  }
}
