// Colour themes as data: a theme maps role names (`label`, `tint`, …) to colours, read from a
// small text format so that a brand theme is a file, not code.
import Drawing
import FormState
import LayoutContract
import LayoutVocabulary
import Foundation
import Geometry

/// A set of named colours the scene paints with.
///
/// Forms name colours by role (`ItemKind` payloads carry role names); the theme decides the
/// actual colour. The scene only parses theme text it is given (`Theme.parse`); where theme
/// files are looked up (bundled, `./Themes`, a path) is the facade's business (`ThemeLookup` in
/// `Formshot`). The format is documented in `Themes/light.theme`.
public struct Theme: Sendable, Equatable {
  /// The name it was loaded as (`light`, `dark`, a file path).
  public var name: String
  /// Role → colour; used for lookups only, never iterated into a result unsorted.
  private var colors: [String: Color]
  /// The appearance it paints: picks the dark side of `LIGHT / DARK` colours.
  public var isDark: Bool
  /// The theme of the other appearance, for views that force theirs
  /// (`ViewStyle.appearance`, UIKit's `overrideUserInterfaceStyle`); nil when the form has
  /// none (such views then paint in this theme). Stored in an array: a struct cannot hold
  /// an optional of itself.
  public var counterpart: Theme? {
    get { counterparts.first }
    set { counterparts = newValue.map { [$0] } ?? [] }
  }
  private var counterparts: [Theme] = []

  /// Every role the scene paints with; a loaded theme must define all of them (directly or
  /// through `inherit`).
  public static let requiredRoles: [String] = [
    "groupedBackground", "cell", "fill", "page", "label", "secondaryLabel", "tertiaryLabel",
    "buttonLabel", "separator", "tint", "systemGreen", "bar", "pill", "switchOff", "switchKnob",
    "island", "homeIndicator", "keyboardBackground", "key", "keyFunction", "keyInk",
    "xrayOutline", "xrayGuideFill",
  ]

  /// A theme from explicit colours (tests, generated themes). Not validated.
  public init(name: String, colors: [String: Color], isDark: Bool = false) {
    self.name = name
    self.colors = colors
    self.isDark = isDark
  }

  // MARK: - Lookup

  /// The colour of `role`. Unknown roles paint magenta, so that a form that skipped
  /// `validate(for:)` still renders and the mistake is visible; they never crash.
  public func color(_ role: String) -> Color {
    if let color = colors[role] { return color }
    guard let expression = try? ColorExpression.parse(role) else { return Theme.unknownRoleColor }
    return color(expression)
  }

  /// The colour of a written colour in this theme's appearance: a role's colour or the hex
  /// value, its alpha multiplied by the opacity.
  public func color(_ expression: ColorExpression) -> Color {
    let term = expression.term(dark: isDark)
    var color: Color
    switch term.source {
    case .role(let role): color = colors[role] ?? Theme.unknownRoleColor
    case .hex(let r, let g, let b, let a):
      color = Color(
        red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255,
        alpha: Double(a) / 255)
    }
    if let opacity = term.opacity { color.alpha *= opacity }
    return color
  }

  /// Magenta: what an undefined role paints as.
  public static let unknownRoleColor = Color(red: 1, green: 0, blue: 1)

  /// Whether the theme defines `role`.
  public func defines(_ role: String) -> Bool { colors[role] != nil }

  /// Every defined role, sorted by name.
  public var roles: [String] { colors.keys.sorted() }

  /// Checks that every colour role the form names exists in this theme, so a typo fails
  /// before painting instead of painting magenta.
  public func validate(for form: ResolvedForm) throws(ThemeError) {
    for item in form.items {
      for text in item.kind.colorRoles + item.style.colorTexts {
        let roles = (try? ColorExpression.parse(text))?.roles ?? [text]
        for role in roles where !defines(role) {
          throw ThemeError.unknownRole(role, item: item.id.rawValue, theme: name)
        }
      }
    }
  }

  // MARK: - Parsing

  /// Finds the theme an `inherit` line names. Gets the name and the folder of the file that
  /// names it (nil when that file has no folder); returns the theme's text and the file to name
  /// in errors. Throws `ThemeError.notFound` (with where it looked) when there is none.
  public typealias Finder = (_ name: String, _ relativeTo: String?) throws(ThemeError) -> (
    text: String, file: String
  )

  /// Parses theme text. `file` names the source in error messages; `inherit` lines are
  /// resolved through `finder` (without one, an `inherit` line is an error).
  /// - Throws: `ThemeError` with `file:line` of the first problem.
  public static func parse(
    _ text: String, file: String, name: String? = nil, dark: Bool = false, finder: Finder? = nil
  ) throws(ThemeError) -> Theme {
    try parse(text, file: file, name: name ?? file, dark: dark, chain: [file], finder: finder)
  }

  /// Parses the theme `finder` finds for `name` (what a lookup calls for a theme by name).
  /// - Parameter dark: the appearance painted: `inherit light` then takes the bundled dark
  ///   palette, and `LIGHT / DARK` values their dark side.
  public static func load(named name: String, dark: Bool = false, finder: @escaping Finder)
    throws(ThemeError) -> Theme
  {
    try load(named: name, relativeTo: nil, dark: dark, chain: [], finder: finder)
  }

  static func load(
    named name: String, relativeTo dir: String?, dark: Bool, chain: [String],
    finder: @escaping Finder
  ) throws(ThemeError) -> Theme {
    let (text, file) = try finder(name, dir)
    if chain.contains(file) {
      throw ThemeError.inheritCycle((chain + [file]).joined(separator: " → "))
    }
    return try parse(text, file: file, name: name, dark: dark, chain: chain + [file], finder: finder)
  }

  /// The theme an `inherit` of `parent` takes in an appearance: `inherit light` means "the
  /// system palette", so a brand theme written over it gets iOS's dark colours in a dark state
  /// instead of silently staying light. (`inherit dark` stays dark: an always-dark theme.)
  static func inheritedName(_ parent: String, dark: Bool) -> String {
    parent == "light" && dark ? "dark" : parent
  }

  /// The longest `inherit` chain a theme may have.
  static let maxInheritDepth = 16

  private static func parse(
    _ text: String, file: String, name: String, dark: Bool, chain: [String], finder: Finder?
  ) throws(ThemeError) -> Theme {
    var base: [String: Color] = [:]
    var own: [String: Color] = [:]
    var ownLines: [String: Int] = [:]
    var inherited = false
    let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (index, raw) in lines.enumerated() {
      let lineNo = index + 1
      let line = stripComment(trimmed(raw))
      if line.isEmpty { continue }
      if line.hasPrefix("inherit ") || line == "inherit" {
        let parent = trimmed(line.dropFirst("inherit".count))
        guard !parent.isEmpty else {
          throw ThemeError.syntax(file: file, line: lineNo, "`inherit` needs a theme name")
        }
        guard !inherited else {
          throw ThemeError.syntax(file: file, line: lineNo, "only one `inherit` line is allowed")
        }
        inherited = true
        // Inheritance recurses once per file: bound it like every other nesting.
        guard chain.count < maxInheritDepth else {
          throw ThemeError.syntax(
            file: file, line: lineNo, "themes inherit deeper than \(maxInheritDepth)")
        }
        guard let finder else {
          throw ThemeError.syntax(
            file: file, line: lineNo, "cannot inherit '\(parent)': no theme lookup was given")
        }
        let dir = (file as NSString).deletingLastPathComponent
        do {
          base = try load(
            named: inheritedName(parent, dark: dark), relativeTo: dir.isEmpty ? nil : dir,
            dark: dark, chain: chain, finder: finder
          ).colors
        } catch .notFound(let n, let searched) {
          throw ThemeError.syntax(
            file: file, line: lineNo,
            "cannot inherit '\(n)': no such theme (looked in \(searched.joined(separator: ", ")))")
        }
        continue
      }
      // Until one line reads as a theme line, the file may be anything (a password file
      // given by mistake): say it is not a theme, and echo none of it.
      let nothingYet = own.isEmpty && !inherited
      guard let eq = line.firstIndex(of: "=") else {
        if nothingYet { throw notATheme(file, lineNo) }
        throw ThemeError.syntax(
          file: file, line: lineNo,
          "expected `role = colour` or `inherit NAME`, found \(echo(line))")
      }
      let role = trimmed(line[..<eq])
      let value = trimmed(line[line.index(after: eq)...])
      guard isRoleName(role) else {
        if nothingYet { throw notATheme(file, lineNo) }
        throw ThemeError.syntax(
          file: file, line: lineNo, "\(echo(role)) is not a role name (letters and digits only)")
      }
      if let first = ownLines[role] {
        throw ThemeError.syntax(
          file: file, line: lineNo, "role '\(role)' is already set on line \(first)")
      }
      guard let color = parseColor(value, dark: dark) else {
        throw ThemeError.syntax(
          file: file, line: lineNo,
          "\(echo(value)) is not a colour (use #RRGGBB, #RRGGBBAA or rgb(R G B / A), "
            + "or LIGHT / DARK)")
      }
      own[role] = color
      ownLines[role] = lineNo
    }
    let colors = base.merging(own) { _, new in new }
    let missing = requiredRoles.filter { colors[$0] == nil }
    if !missing.isEmpty { throw ThemeError.missingRoles(missing, file: file) }
    return Theme(name: name, colors: colors, isDark: dark)
  }

  // MARK: - Syntax helpers

  private static func notATheme(_ file: String, _ line: Int) -> ThemeError {
    .syntax(
      file: file, line: line,
      "not a theme file: expected `role = colour` or `inherit NAME` lines (see Themes/light.theme)")
  }

  /// A piece of the file quoted in a message, cut to a readable length.
  private static func echo(_ text: String) -> String {
    text.count <= 40 ? "'\(text)'" : "'\(text.prefix(32))…' (\(text.count) characters)"
  }

  /// Removes a trailing `# comment`; a `#` that starts the value is a colour, not a comment.
  private static func stripComment(_ line: String) -> String {
    if line.hasPrefix("#") { return "" }
    var previous: Character = "x"
    var cut = line.endIndex
    for i in line.indices {
      if line[i] == "#", previous == " " || previous == "\t" {
        // `role = #FFF…`: a `#` right after `=` (or after the `/` of a pair) is a value.
        let before = trimmed(line[..<i])
        if !before.hasSuffix("=") && !before.hasSuffix("/") { cut = i; break }
      }
      previous = line[i]
    }
    return trimmed(line[..<cut])
  }

  /// `text` without the whitespace at either end (Foundation's `trimmingCharacters` costs more
  /// than the rest of a theme's parse; the lines it trims hold no line breaks).
  private static func trimmed<S: StringProtocol>(_ text: S) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }

  private static func isRoleName(_ s: String) -> Bool {
    guard let first = s.first, first.isLetter else { return false }
    return s.allSatisfy { $0.isLetter || $0.isNumber }
  }

  /// A colour, or a `LIGHT / DARK` pair of colours of which `dark` picks one (the `/` outside
  /// `rgb(…)`).
  static func parseColor(_ text: String, dark: Bool) -> Color? {
    var depth = 0
    for i in text.indices {
      switch text[i] {
      case "(": depth += 1
      case ")": depth -= 1
      case "/" where depth == 0:
        let light = trimmed(text[..<i])
        let darkSide = trimmed(text[text.index(after: i)...])
        guard let l = parseColor(light), let d = parseColor(darkSide) else { return nil }
        return dark ? d : l
      default: break
      }
    }
    return parseColor(text)
  }

  /// `#RRGGBB`, `#RRGGBBAA` or `rgb(R G B)` / `rgb(R G B / A)`.
  static func parseColor(_ text: String) -> Color? {
    if text.hasPrefix("#") { return Color(hex: text) }
    guard text.hasPrefix("rgb("), text.hasSuffix(")") else { return nil }
    let inner = text.dropFirst(4).dropLast()
    let parts = inner.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 1 || parts.count == 2 else { return nil }
    let rgb = parts[0].split(whereSeparator: { $0 == " " || $0 == "," }).compactMap {
      Double($0)
    }
    guard rgb.count == 3, rgb.allSatisfy({ (0...255).contains($0) }) else { return nil }
    var alpha = 1.0
    if parts.count == 2 {
      guard let a = Double(trimmed(parts[1])), (0...1).contains(a)
      else { return nil }
      alpha = a
    }
    return Color(red: rgb[0] / 255, green: rgb[1] / 255, blue: rgb[2] / 255, alpha: alpha)
  }
}

// MARK: - Roles a form names

extension ItemKind {
  /// The theme roles this item's payload names (beyond the fixed roles the scene uses).
  var colorRoles: [String] {
    switch self {
    case .view(let background, _): return background.map { [$0] } ?? []
    case .label(let label): return [label.color]
    case .button(let button): return [button.color]
    case .image(let image): return image.templateTint.map { [$0] } ?? []
    case .navigationBar(let bar): return bar.barTint.map { [$0] } ?? []
    case .tabBar(let bar): return bar.barTint.map { [$0] } ?? []
    case .pageControl(_, _, _, let color, let current): return [color, current]
    case .activityIndicator(let color): return [color]
    default: return []
    }
  }
}

extension ViewStyle {
  /// The colour texts the layer styling names.
  var colorTexts: [String] {
    (borderWidth > 0 ? [borderColor] : []) + (shadow.map { [$0.color] } ?? [])
      + (backgroundColor.map { [$0] } ?? [])
  }
}
