/// How a form writes a colour: a theme role or a hex literal, optionally with an opacity and a
/// dark-appearance alternative. Forms and themes share it, so `check` and the painter read a
/// colour the same way.

/// A colour as written: `label`, `#1C1C1E`, `#FF3B3080`, `label @ 0.6`,
/// `#1C1C1E / #F2F2F7` (light / dark, like `UIColor(dynamicProvider:)`), or both sides with
/// their own opacity (`#000000 @ 0.3 / #FFFFFF @ 0.3`).
///
/// The canonical text (`description`) is what crosses stage boundaries inside `ItemKind`
/// payloads, so a plain role stays exactly its name.
public struct ColorExpression: Sendable, Equatable, CustomStringConvertible {
  /// One side of a pair.
  public struct Term: Sendable, Equatable {
    public enum Source: Sendable, Equatable {
      /// A theme role (`label`, `systemRed`, …).
      case role(String)
      /// sRGB components 0…255 and alpha 0…255 as written.
      case hex(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
    }
    public var source: Source
    /// Multiplies the colour's alpha (`@ 0.6`); nil when not written.
    public var opacity: Double?

    public init(source: Source, opacity: Double? = nil) {
      self.source = source
      self.opacity = opacity
    }

    var text: String {
      let base: String
      switch source {
      case .role(let name): base = name
      case .hex(let r, let g, let b, let a):
        base = "#" + [r, g, b].map(Self.hex).joined() + (a == 255 ? "" : Self.hex(a))
      }
      return opacity.map { base + " @ " + NumberFormat.exact.string($0) } ?? base
    }

    private static func hex(_ v: UInt8) -> String {
      let digits = Array("0123456789ABCDEF")
      return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
    }
  }

  /// The colour in light appearance (and in dark when `dark` is nil).
  public var light: Term
  /// The colour in dark appearance, when written as a pair.
  public var dark: Term?

  public init(light: Term, dark: Term? = nil) {
    self.light = light
    self.dark = dark
  }

  /// The term for an appearance.
  public func term(dark isDark: Bool) -> Term { isDark ? (dark ?? light) : light }

  /// The theme roles it names, light first, without repeats.
  public var roles: [String] {
    var out: [String] = []
    for term in [light] + (dark.map { [$0] } ?? []) {
      if case .role(let name) = term.source, !out.contains(name) { out.append(name) }
    }
    return out
  }

  public var description: String {
    dark.map { light.text + " / " + $0.text } ?? light.text
  }

  /// Why a text is not a colour, worded for a diagnostic.
  public struct ParseError: Error, Equatable {
    public var message: String
  }

  /// Reads the words of a colour: names, `#…` literals, numbers and the operators `/`, `@`,
  /// as the form's lexer splits them (`["label", "@", "0.6"]`).
  public static func parse(words: [String]) throws(ParseError) -> ColorExpression {
    let sides = words.split(separator: "/", omittingEmptySubsequences: false)
    guard sides.count <= 2 else {
      throw ParseError(message: "a colour has at most two sides: LIGHT / DARK")
    }
    let terms = try sides.map { (side) throws(ParseError) -> Term in try term(Array(side)) }
    return ColorExpression(light: terms[0], dark: terms.count == 2 ? terms[1] : nil)
  }

  /// Reads canonical text (`description`) or anything written with blanks between the words.
  public static func parse(_ text: String) throws(ParseError) -> ColorExpression {
    var words: [String] = []
    var current = ""
    for c in text {
      if c == " " || c == "\t" || c == "/" || c == "@" {
        if !current.isEmpty { words.append(current); current = "" }
        if c == "/" || c == "@" { words.append(String(c)) }
      } else {
        current.append(c)
      }
    }
    if !current.isEmpty { words.append(current) }
    return try parse(words: words)
  }

  private static func term(_ words: [String]) throws(ParseError) -> Term {
    guard let first = words.first, first != "@" else {
      throw ParseError(message: "expected a colour role or #RRGGBB")
    }
    let source: Term.Source
    if first.hasPrefix("#") {
      guard let hex = hexComponents(first) else {
        throw ParseError(
          message: "'\(first)' is not a colour (write #RRGGBB or #RRGGBBAA with hex digits)")
      }
      source = hex
    } else {
      guard isRoleName(first) else {
        throw ParseError(message: "'\(first)' is not a colour role name")
      }
      source = .role(first)
    }
    switch words.count {
    case 1: return Term(source: source)
    case 3 where words[1] == "@":
      guard let opacity = Double(words[2]), (0...1).contains(opacity) else {
        throw ParseError(message: "opacity '\(words[2])' must be a number from 0 to 1")
      }
      return Term(source: source, opacity: opacity)
    default:
      throw ParseError(
        message: "unexpected '\(words.dropFirst().joined(separator: " "))' after a colour "
          + "(write COLOUR @ OPACITY, or LIGHT / DARK)")
    }
  }

  private static func hexComponents(_ text: String) -> Term.Source? {
    let digits = Array(text.dropFirst())
    guard digits.count == 6 || digits.count == 8,
      digits.allSatisfy({ $0.isHexDigit })
    else { return nil }
    func byte(_ i: Int) -> UInt8 { UInt8(String(digits[i...i + 1]), radix: 16)! }
    return .hex(
      red: byte(0), green: byte(2), blue: byte(4), alpha: digits.count == 8 ? byte(6) : 255)
  }

  private static func isRoleName(_ s: String) -> Bool {
    guard let first = s.first, first.isLetter, first.isASCII else { return false }
    return s.allSatisfy { ($0.isLetter || $0.isNumber) && $0.isASCII }
  }
}
