/// Why a theme could not be loaded or does not fit a form.

/// A theme problem, with the file and line it came from where there is one.
public enum ThemeError: Error, Equatable, CustomStringConvertible {
  /// No theme of that name; `searched` lists where formshot looked.
  case notFound(String, searched: [String])
  /// A line of a theme file could not be read.
  case syntax(file: String, line: Int, String)
  /// The theme (with what it inherits) leaves required roles undefined.
  case missingRoles([String], file: String)
  /// `inherit` lines form a loop (the chain of files).
  case inheritCycle(String)
  /// A form names a colour role the theme does not define.
  case unknownRole(String, item: String, theme: String)

  public var description: String {
    switch self {
    case .notFound(let name, let searched):
      return "no theme named '\(name)' (looked in \(searched.joined(separator: ", ")))"
    case .syntax(let file, let line, let message):
      return "\(file):\(line): \(message)"
    case .missingRoles(let roles, let file):
      return "\(file): missing colour roles: \(roles.joined(separator: ", "))"
        + " (define them or add `inherit light`)"
    case .inheritCycle(let chain):
      return "theme inheritance loops: \(chain)"
    case .unknownRole(let role, let item, let theme):
      return "item '\(item)' uses colour role '\(role)', which theme '\(theme)' does not define"
    }
  }
}
