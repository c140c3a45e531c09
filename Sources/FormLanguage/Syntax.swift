// The parse tree of a form file: statements exactly as written, names not yet resolved.
// `Analyzer` turns it into a `FormSpec`.
import LayoutVocabulary

/// A name with where it was written.
struct Ident: Sendable, Equatable {
  var name: String
  var location: SourceLocation
  /// The name's number in the parse's `NameTable`, -1 when it was not read as a name token
  /// (then `NameTable.number(of:)` finds it).
  var key: Int32 = -1
}

/// A dotted path of names (`row-tz.lbl`, `email.top`). The first two names are stored in
/// place, so the usual path (`width`, `superview.top`) allocates no array.
struct PathSyntax: Sendable, Equatable {
  var first: Ident
  var second: Ident?
  /// The names after the second.
  var more: [Ident] = []

  init(first: Ident, second: Ident?, more: [Ident] = []) {
    self.first = first
    self.second = second
    self.more = more
  }

  /// Tested without copying the optional name out (`second == nil` copied it, retaining its
  /// strings, on every path the analyzer resolves).
  var count: Int {
    if case .none = second { return 1 }
    return 2 + more.count
  }
  var last: Ident {
    if !more.isEmpty { return more[more.count - 1] }
    if case .some(let s) = second { return s }
    return first
  }
  /// Every name after the first (allocates only for paths of two names or more).
  var rest: [Ident] { second.map { [$0] + more } ?? [] }
  /// The names after the first, without the last (the view part of an anchor path after
  /// its first name): empty, so unallocated, for paths of one or two names.
  var middle: [Ident] { more.isEmpty ? [] : [second!] + more.dropLast() }
  var parts: [Ident] { [first] + rest }
  var location: SourceLocation { first.location }
  var text: String { parts.map(\.name).joined(separator: ".") }
}

/// A constant: a sum of numbers and `system` terms (`36 + 16`, `system`).
struct ConstantSyntax: Sendable, Equatable {
  var value: Double
  /// The terms as written with their signs, for labels (`+ 36 + 16`, `+ system`); nil for
  /// one number, which the label writes as the number itself (`constantAsWritten`).
  var text: String?
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

/// A view declaration. The three big statement payloads are classes: the analyzer copies
/// statements into view bodies and matches them again and again, and a reference is one
/// retain where a struct copy retained every name and location in it.
final class ViewSyntax {
  let kind: Ident
  let name: Ident?
  let text: String?
  let textLocation: SourceLocation?
  let isScope: Bool
  let templates: [Ident]
  let body: [Statement]
  /// The body holds only properties, equations, shorthands and removes: declaring views
  /// (pass 1) need not read it.
  let bodyIsPlain: Bool
  init(
    kind: Ident, name: Ident?, text: String?, textLocation: SourceLocation?, isScope: Bool,
    templates: [Ident], body: [Statement], bodyIsPlain: Bool
  ) {
    self.bodyIsPlain = bodyIsPlain
    self.kind = kind
    self.name = name
    self.text = text
    self.textLocation = textLocation
    self.isScope = isScope
    self.templates = templates
    self.body = body
  }
}

final class EquationSyntax {
  let lhs: PathSyntax
  let relation: String
  let multiplier: Double?
  let rhs: PathSyntax?
  let constant: ConstantSyntax
  let priority: PrioritySyntax?
  let relationLocation: SourceLocation
  init(
    lhs: PathSyntax, relation: String, multiplier: Double?, rhs: PathSyntax?,
    constant: ConstantSyntax, priority: PrioritySyntax?, relationLocation: SourceLocation
  ) {
    self.lhs = lhs
    self.relation = relation
    self.multiplier = multiplier
    self.rhs = rhs
    self.constant = constant
    self.priority = priority
    self.relationLocation = relationLocation
  }
}

final class ShorthandSyntax {
  let keyword: Ident
  /// The keyword as the parser recognised it (not looked up again by name).
  let kind: ShorthandKeyword
  /// For `side`: the side keyword (`above`).
  let side: Ident?
  let target: PathSyntax?
  let multiplier: Double?
  let constant: ConstantSyntax?
  let priority: PrioritySyntax?
  init(
    keyword: Ident, kind: ShorthandKeyword, side: Ident?, target: PathSyntax?,
    multiplier: Double?, constant: ConstantSyntax?, priority: PrioritySyntax?
  ) {
    self.keyword = keyword
    self.kind = kind
    self.side = side
    self.target = target
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
  }
}

/// A statement. The view, equation and shorthand cases hold a class reference (one word);
/// the rarer cases are boxed (`indirect`), so a statement stays small wherever it is copied.
enum Statement {
  indirect case form(Ident)
  indirect case axis(Ident, [Ident])
  indirect case device(Ident, [Statement])
  /// `strings: "Localization/Localizable.xcstrings"`: a strings file the form names (the
  /// Ident's name is the path as written, its location the string's).
  indirect case strings(Ident)
  indirect case template(Ident, [Statement])
  case view(ViewSyntax)
  /// `guide NAME = BUILTIN`
  indirect case alias(Ident, Ident)
  indirect case property(PathSyntax, ValueSyntax)
  case equation(EquationSyntax)
  case shorthand(ShorthandSyntax)
  indirect case when(ConditionSyntax, [Statement], SourceLocation)
  indirect case remove(PathSyntax)
}
