// The parse tree of a form file: statements exactly as written, names not yet resolved.
// `Analyzer` turns it into a `FormSpec`.
import LayoutVocabulary

/// A name with where it was written.
struct Ident: Sendable, Equatable {
  var name: String
  var location: SourceLocation
}

/// A dotted path of names (`row-tz.lbl`, `email.top`).
struct PathSyntax: Sendable, Equatable {
  var parts: [Ident]
  var location: SourceLocation { parts[0].location }
  var text: String { parts.map(\.name).joined(separator: ".") }
}

/// A constant: a sum of numbers and `system` terms (`36 + 16`, `system`).
struct ConstantSyntax: Sendable, Equatable {
  var value: Double
  /// The terms as written with their signs, for labels (`+ 36 + 16`).
  var text: String
}

/// A priority after `@`.
struct PrioritySyntax: Sendable, Equatable {
  var value: Double
  var location: SourceLocation
}

/// One atom of a property value.
enum ValueAtom: Sendable, Equatable {
  case string(String)
  case number(Double)
  case name(String)
  case comma
  /// `/` or `@` (colour values).
  case `operator`(String)
}

struct ValueSyntax: Sendable, Equatable {
  var atoms: [(ValueAtom, SourceLocation)]
  var location: SourceLocation
  static func == (a: ValueSyntax, b: ValueSyntax) -> Bool {
    a.atoms.map(\.0) == b.atoms.map(\.0) && a.location == b.location
  }
}

/// A `when` condition over state tokens.
indirect enum ConditionSyntax: Sendable, Equatable {
  case token(Ident)
  case not(ConditionSyntax)
  case and(ConditionSyntax, ConditionSyntax)
  case or(ConditionSyntax, ConditionSyntax)
}

struct ViewSyntax: Sendable, Equatable {
  var kind: Ident
  var name: Ident?
  var text: String?
  var textLocation: SourceLocation?
  var isScope: Bool
  var templates: [Ident]
  var body: [Statement]
}

struct EquationSyntax: Sendable, Equatable {
  var lhs: PathSyntax
  var relation: String
  var multiplier: Double?
  var rhs: PathSyntax?
  var constant: ConstantSyntax
  var priority: PrioritySyntax?
  var relationLocation: SourceLocation
}

struct ShorthandSyntax: Sendable, Equatable {
  var keyword: Ident
  /// The keyword as the parser recognised it (not looked up again by name).
  var kind: ShorthandKeyword
  /// For `side`: the side keyword (`above`).
  var side: Ident?
  var target: PathSyntax?
  var multiplier: Double?
  var constant: ConstantSyntax?
  var priority: PrioritySyntax?
}

indirect enum Statement: Sendable, Equatable {
  case form(Ident)
  case axis(Ident, [Ident])
  case device(Ident, [Statement])
  /// `strings: "Localization/Localizable.xcstrings"`: a strings file the form names (the
  /// Ident's name is the path as written, its location the string's).
  case strings(Ident)
  case template(Ident, [Statement])
  case view(ViewSyntax)
  /// `guide NAME = BUILTIN`
  case alias(Ident, Ident)
  case property(PathSyntax, ValueSyntax)
  case equation(EquationSyntax)
  case shorthand(ShorthandSyntax)
  case when(ConditionSyntax, [Statement], SourceLocation)
  case remove(PathSyntax)
}
