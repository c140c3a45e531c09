// A readable, stable text form of a display list: one line per item, numbers rounded to 0.01,
// nesting shown by indentation. Tests compare dumps; `formshot inspect` can print them.
import Geometry

extension DisplayList {
  /// One line per item (`fill rect(20 120 350 50 r12) #FFFFFFFF`), indented inside clips and
  /// layers. Identical lists give identical text in every process.
  public func dump() -> String {
    var lines = ["canvas \(DumpFormat.num(size.width))x\(DumpFormat.num(size.height))"
      + " background \(DumpFormat.color(background))"]
    var depth = 0
    for item in items {
      if case .pop = item { depth = max(0, depth - 1) }
      lines.append(String(repeating: "  ", count: depth) + DumpFormat.line(item))
      switch item {
      case .pushClip, .pushLayer: depth += 1
      default: break
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}

/// Formatting of the dump's pieces.
enum DumpFormat {
  static func line(_ item: DisplayItem) -> String {
    switch item {
    case .fill(let shape, let paint):
      return "fill \(self.shape(shape)) \(self.paint(paint))"
    case .stroke(let shape, let color, let width, let dash):
      let d = dash.isEmpty ? "" : " dash[\(dash.map(num).joined(separator: " "))]"
      return "stroke \(self.shape(shape)) \(self.color(color)) w\(num(width))\(d)"
    case .shadow(let shape, let color, let offset, let blur, let spread):
      return "shadow \(self.shape(shape)) \(self.color(color)) offset(\(num(offset.x)) "
        + "\(num(offset.y))) blur\(num(blur)) spread\(num(spread))"
    case .text(let run):
      return text(run)
    case .pushClip(let shape):
      return "clip \(self.shape(shape))"
    case .pushLayer(let opacity):
      return "layer opacity\(num(opacity))"
    case .pop:
      return "pop"
    case .image(let run):
      let sizes = run.asset.variants.map { "\($0.scale)x:\($0.pixels.width)x\($0.pixels.height)" }
      return "image \(quoted(run.asset.source)) [\(sizes.joined(separator: " "))] \(rect(run.frame))"
        + (run.tint.map { " tint " + color($0) } ?? "")
    case .symbol(let run):
      let codes = run.glyph.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
      return "symbol \(codes.joined(separator: " ")) \(num(run.style.size)) \(rect(run.frame)) "
        + color(run.color) + (run.outlineWidth > 0 ? " outline\(num(run.outlineWidth))" : "")
        + (run.mirrored ? " mirrored" : "")
    }
  }

  static func text(_ run: TextRun) -> String {
    let s = run.style
    var style = "\(s.family.rawValue) \(num(s.size)) w\(s.weight.value) lh\(num(s.lineHeight))"
    if s.tracking != 0 { style += " tr\(num(s.tracking))" }
    if s.uppercase { style += " upper" }
    if s.opticalSize == .display { style += " display" }
    var layout = "\(run.alignment.rawValue) \(run.truncation.rawValue)"
    if run.truncation == .wrap { layout += " lines\(run.maxLines)" }
    return "text \(quoted(run.string)) \(rect(run.frame)) \(style) \(color(run.color)) \(layout)"
  }

  static func shape(_ shape: Shape) -> String {
    switch shape {
    case .rect(let r, let radius):
      return radius == 0 ? "rect(\(rectNums(r)))" : "rect(\(rectNums(r)) r\(num(radius)))"
    case .roundedRect(let r, let c):
      return "rect(\(rectNums(r)) r\(num(c.topLeft)),\(num(c.topRight)),"
        + "\(num(c.bottomRight)),\(num(c.bottomLeft)))"
    case .ellipse(let r):
      return "ellipse(\(rectNums(r)))"
    case .path(let elements):
      let parts = elements.map { e -> String in
        switch e {
        case .move(let p): return "M\(point(p))"
        case .line(let p): return "L\(point(p))"
        case .curve(let a, let b, let c): return "C\(point(a)) \(point(b)) \(point(c))"
        case .close: return "Z"
        }
      }
      return "path(\(parts.joined(separator: " ")))"
    }
  }

  static func paint(_ paint: Paint) -> String {
    switch paint {
    case .solid(let c): return color(c)
    case .linearGradient(let start, let end, let stops):
      let s = stops.map { "\(num($0.offset)):\(color($0.color))" }.joined(separator: " ")
      return "gradient(\(point(start)) → \(point(end)) \(s))"
    }
  }

  static func rect(_ r: Rect) -> String { "(\(rectNums(r)))" }
  static func rectNums(_ r: Rect) -> String {
    "\(num(r.minX)) \(num(r.minY)) \(num(r.width)) \(num(r.height))"
  }
  static func point(_ p: Point) -> String { "\(num(p.x)),\(num(p.y))" }

  /// `#RRGGBBAA`, channels rounded to 0…255.
  static func color(_ c: Color) -> String {
    let hex = [c.red, c.green, c.blue, c.alpha].map { v -> String in
      let b = Int((max(0, min(1, v)) * 255).rounded())
      let h = String(b, radix: 16, uppercase: true)
      return h.count == 1 ? "0" + h : h
    }
    return "#" + hex.joined()
  }

  /// Rounded to 0.01 without trailing zeros (`12`, `12.5`, `-0.41`); never `-0`.
  static func num(_ v: Double) -> String {
    guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
    let hundredths = Int((v * 100).rounded())
    if hundredths == 0 { return "0" }
    let sign = hundredths < 0 ? "-" : ""
    let a = abs(hundredths)
    let whole = a / 100, frac = a % 100
    if frac == 0 { return "\(sign)\(whole)" }
    if frac % 10 == 0 { return "\(sign)\(whole).\(frac / 10)" }
    return "\(sign)\(whole).\(frac < 10 ? "0" : "")\(frac)"
  }

  static func quoted(_ s: String) -> String {
    var out = "\""
    for ch in s {
      switch ch {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      default: out.append(ch)
      }
    }
    return out + "\""
  }
}
