import FormLanguage
import LayoutVocabulary
import Scene

/// `check`'s colour pass: every colour a form writes (`color:`, `background:`, `borderColor:`,
/// `shadow:`) must name roles the theme defines, in both appearances, so a typo is a located
/// error before anything renders (render would only say which item, not where).
extension ThemeLookup {
  /// Located errors (with "did you mean") for colour roles that `theme` (nil: the bundled light
  /// and dark) does not define; a theme that cannot be loaded is one error at the top of the file.
  public func colorDiagnostics(_ spec: FormSpec, theme: String? = nil) -> [Diagnostic] {
    var themes: [Theme] = []
    do {
      if let theme {
        themes = [try self.theme(named: theme), try self.theme(named: theme, dark: true)]
      } else {
        themes = [try self.theme(named: "light"), try self.theme(named: "dark", dark: true)]
      }
    } catch {
      return [Diagnostic(.error, SourceLocation(file: spec.path, line: 1, column: 1), "\(error)")]
    }
    var out: [Diagnostic] = []
    for rule in spec.rules {
      guard case .property(_, let name, .name(let text)) = rule.action,
        let property = ViewProperty(rawValue: name)
      else { continue }
      let colorText: String
      switch property.definition.type {
      case .color: colorText = text
      // `X Y RADIUS COLOUR…`
      case .shadow: colorText = text.split(separator: " ", maxSplits: 3).dropFirst(3).joined()
      default: continue
      }
      guard let expression = try? ColorExpression.parse(colorText) else { continue }
      for role in expression.roles {
        guard let missing = themes.first(where: { !$0.defines(role) }) else { continue }
        let known = missing.roles
        let hint = ViewProperty.suggestion(for: role, in: known).map { " (did you mean '\($0)'?)" }
        out.append(
          Diagnostic(
            .error, rule.location,
            "unknown colour role '\(role)': theme '\(missing.name)' does not define it"
              + (hint ?? "")))
      }
    }
    return out
  }
}
