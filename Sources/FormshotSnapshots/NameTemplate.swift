/// How states become snapshot names: stable, short and readable, derived from the form and the
/// state tokens only (never counters or timestamps), so a baseline keeps its name when the
/// matrix grows.
///
/// Placeholders: `{form}`; `{traits}` (the trait tokens — the tokens of the source's trait axes,
/// e.g. size class and appearance — joined by `-`, or `any`); `{rest}` (all other tokens joined by `-`, or `base`); `{state}`
/// (every token joined by `-`, or `base`). The default `{form}/{traits}/{rest}` gives
/// `signup/compact-light/kb-shown-login`. Names use only `A-Z a-z 0-9 . _ -` and `/`.
public struct NameTemplate: Sendable, Equatable {
  /// The template text.
  public let template: String
  /// Tokens that go into `{traits}` (in the order they appear in the state); nil: the tokens
  /// of the source's trait axes (`SnapshotSource.axes`).
  public let traitTokens: [String]?

  /// `{form}/{traits}/{rest}` with the source's trait axes as traits.
  public static let standard = NameTemplate(checked: "{form}/{traits}/{rest}", traitTokens: nil)

  /// A custom template.
  /// - Throws: `SnapshotError.invalidTemplate` for unknown placeholders, a template without
  ///   `{form}` (it scopes `prune` to one form) or invalid literal characters.
  public init(_ template: String, traitTokens: [String]? = nil) throws(SnapshotError) {
    let parts = NameTemplate.parse(template)
    guard let parts else { throw .invalidTemplate(template, reason: "unbalanced { }") }
    var hasForm = false
    for part in parts {
      switch part {
      case .literal(let s):
        if let bad = s.unicodeScalars.first(where: { !NameTemplate.isNameScalar($0) && $0 != "/" })
        {
          throw .invalidTemplate(template, reason: "character '\(bad)' is not allowed")
        }
      case .placeholder(let p):
        guard NameTemplate.placeholders.contains(p) else {
          throw .invalidTemplate(template, reason: "unknown placeholder {\(p)}")
        }
        if p == "form" { hasForm = true }
      }
    }
    guard hasForm else { throw .invalidTemplate(template, reason: "must contain {form}") }
    self.init(checked: template, traitTokens: traitTokens)
  }

  private init(checked: String, traitTokens: [String]?) {
    self.template = checked
    self.traitTokens = traitTokens
  }

  /// The name (a relative path without extension) of `state` in `form`; `traits` are the
  /// source's trait tokens (`SnapshotSource.traitTokens`), used unless the template has its own.
  /// - Throws: `SnapshotError.invalidName` when a token or the result is not a valid name.
  public func name(form: String, state: [String], traits sourceTraits: [String] = [])
    throws(SnapshotError) -> String
  {
    let traitTokens = self.traitTokens ?? sourceTraits
    let traits = state.filter { traitTokens.contains($0) }
    let rest = state.filter { !traitTokens.contains($0) }
    var out = ""
    for part in NameTemplate.parse(template) ?? [] {
      switch part {
      case .literal(let s): out += s
      case .placeholder("form"): out += form
      case .placeholder("traits"): out += traits.isEmpty ? "any" : traits.joined(separator: "-")
      case .placeholder("rest"): out += rest.isEmpty ? "base" : rest.joined(separator: "-")
      case .placeholder: out += state.isEmpty ? "base" : state.joined(separator: "-")
      }
    }
    for token in state + [form] where token.contains("/") || token.isEmpty {
      throw .invalidName(out, reason: "token '\(token)' is empty or contains '/'")
    }
    try NameTemplate.validate(out)
    return out
  }

  /// Whether `name` could have been produced by this template for `form` (used by `prune`, so
  /// it only ever deletes files of this naming scheme).
  public func matches(_ name: String, form: String) -> Bool {
    guard (try? NameTemplate.validate(name)) != nil, let parts = NameTemplate.parse(template)
    else { return false }
    let pattern: [Part] = parts.map {
      if case .placeholder("form") = $0 { return .literal(form) }
      return $0
    }
    return NameTemplate.match(Array(name.unicodeScalars)[...], pattern[...])
  }

  // MARK: - Validation

  /// Checks that `name` is a relative path of non-empty segments of name characters, none
  /// starting with a dot.
  static func validate(_ name: String) throws(SnapshotError) {
    guard !name.isEmpty else { throw .invalidName(name, reason: "empty") }
    guard name.utf8.count <= 200 else { throw .invalidName(name, reason: "longer than 200 bytes") }
    for segment in name.split(separator: "/", omittingEmptySubsequences: false) {
      guard !segment.isEmpty else { throw .invalidName(name, reason: "empty path segment") }
      guard !segment.hasPrefix(".") else {
        throw .invalidName(name, reason: "segment '\(segment)' starts with '.'")
      }
      if let bad = segment.unicodeScalars.first(where: { !isNameScalar($0) }) {
        throw .invalidName(name, reason: "character '\(bad)' is not allowed")
      }
    }
  }

  static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
    switch s {
    case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": return true
    default: return false
    }
  }

  // MARK: - Parsing and matching

  enum Part: Equatable {
    case literal(String)
    case placeholder(String)
  }

  static let placeholders = ["form", "traits", "rest", "state"]

  static func parse(_ template: String) -> [Part]? {
    var parts: [Part] = []
    var current = ""
    var inPlaceholder = false
    for ch in template {
      if ch == "{" {
        guard !inPlaceholder else { return nil }
        if !current.isEmpty { parts.append(.literal(current)) }
        current = ""
        inPlaceholder = true
      } else if ch == "}" {
        guard inPlaceholder else { return nil }
        parts.append(.placeholder(current))
        current = ""
        inPlaceholder = false
      } else {
        current.append(ch)
      }
    }
    guard !inPlaceholder else { return nil }
    if !current.isEmpty { parts.append(.literal(current)) }
    return parts
  }

  /// Backtracking match; a placeholder matches one or more name characters (no `/`).
  private static func match(_ s: ArraySlice<Unicode.Scalar>, _ p: ArraySlice<Part>) -> Bool {
    guard let first = p.first else { return s.isEmpty }
    switch first {
    case .literal(let lit):
      let l = Array(lit.unicodeScalars)
      guard s.count >= l.count, Array(s.prefix(l.count)) == l else { return false }
      return match(s.dropFirst(l.count), p.dropFirst())
    case .placeholder:
      var n = 0
      for c in s {
        guard isNameScalar(c) else { break }
        n += 1
        if match(s.dropFirst(n), p.dropFirst()) { return true }
      }
      return false
    }
  }
}
