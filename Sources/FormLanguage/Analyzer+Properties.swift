import LayoutVocabulary

// Properties: type-checked values for each view kind.

extension Analyzer {
  mutating func property(_ path: PathSyntax, _ value: ValueSyntax, _ ctx: Context) {
    let nameIdent = path.last
    let item: String
    if path.count == 1 {
      guard let s = selfID(ctx) else {
        error(
          nameIdent.location,
          "'\(nameIdent.name)' needs a view: write 'VIEW.\(nameIdent.name): …' or put it in the view's block"
        )
        return
      }
      item = s
    } else {
      guard let id = resolveView(path.first, path.middle, ctx) else { return }
      item = id
    }
    guard let property = ViewProperty.named(nameIdent.name) else {
      error(
        nameIdent.location,
        "unknown property '\(nameIdent.name)'"
          + didYouMean(nameIdent.name, PropertyDef.all.map(\.name)))
      return
    }
    let def = property.definition
    // A property in a view's block is the view's own: its kind is the node's (no table of
    // every view's kind to build for it). Not for an id that starts with `_`: a view may be
    // named like an unnamed view's id (`_5`), and the table answers with the first of them.
    let ownKind =
      path.count == 1 && item.utf8.first != UInt8(ascii: "_") ? ctx.node.map { nodes[$0].kind } : nil
    guard let kind = ownKind ?? viewKind(item) else { return }
    if let kinds = def.kinds, !kinds.contains(kind) {
      error(
        nameIdent.location,
        "property '\(def.name)' does not apply to a \(kind.rawValue) (it applies to "
          + kinds.map(\.rawValue).joined(separator: ", ") + ")")
      return
    }
    guard let v = convert(value, property.type(on: kind), ctx: ctx) else { return }
    if case .reference(let r) = v {
      let expected: [ViewKind]?
      switch property {
      case .selected: expected = [.segment]
      case .scrollView: expected = [.scrollView]
      case .mirror: expected = [.textField]
      default: expected = nil
      }
      if let expected, let k = viewKind(r), !expected.contains(k) {
        error(
          value.location,
          "'\(def.name)' needs a \(expected[0].rawValue), but '\(r)' is a \(k.rawValue)")
        return
      }
    }
    if property == .followsUndockedKeyboard, ctx.condition.testsTracking {
      error(
        nameIdent.location,
        "'followsUndockedKeyboard' decides the tracking conditions, so it cannot be set in a "
          + "block that tests them (kb-near-…, kb-away-…)")
      return
    }
    if property == .alpha, case .number(let n) = v, !(0...1).contains(n) {
      error(value.location, "'alpha' takes a number from 0 to 1")
      return
    }
    if property == .lines, case .number(let n) = v, n < 0 || n != n.rounded() || n > 10_000 {
      error(value.location, "'lines' takes a whole number ≥ 0 (0 = no limit)")
      return
    }
    addRule(.property(item: item, name: def.name, value: v), path.location, ctx)
  }

  /// Checks a value's atoms against a type; reports and returns nil when they do not fit.
  mutating func convert(_ value: ValueSyntax, _ type: PropertyType, ctx: Context?) -> PropertyValue?
  {
    let atoms = value.atoms.map(\.0)
    let at = value.location
    func bad() -> PropertyValue? {
      error(at, "expected \(type.description), found '\(Self.describe(atoms))'")
      return nil
    }
    switch type {
    case .string:
      guard atoms.count == 1, case .string(let s) = atoms[0] else { return bad() }
      return .string(s)
    case .number:
      guard atoms.count == 1, case .number(let n) = atoms[0] else { return bad() }
      return .number(n)
    case .bool:
      guard atoms.count == 1, case .name(let n) = atoms[0], n == "true" || n == "false" else {
        return bad()
      }
      return .bool(n == "true")
    case .priority:
      guard atoms.count == 1 else { return bad() }
      switch atoms[0] {
      case .number(let n):
        guard n >= 1, n <= 1000 else {
          error(at, "priority \(formatNumber(n)) is out of range (1…1000)")
          return nil
        }
        return .number(n)
      case .name(let n):
        let named: [String: Double] = [
          "required": 1000, "high": 750, "defaultHigh": 750, "low": 250, "defaultLow": 250,
          "fittingSize": 50,
        ]
        guard let v = named[n] else { return bad() }
        return .number(v)
      default: return bad()
      }
    case .insets:
      var numbers: [Double] = []
      for a in atoms {
        guard case .number(let n) = a else { return bad() }
        numbers.append(n)
      }
      switch numbers.count {
      case 1:
        return .insets(
          Insets(top: numbers[0], left: numbers[0], bottom: numbers[0], right: numbers[0]))
      case 2:
        return .insets(
          Insets(top: numbers[0], left: numbers[1], bottom: numbers[0], right: numbers[1]))
      case 4:
        return .insets(
          Insets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3]))
      default: return bad()
      }
    case .strings:
      var strings: [String] = []
      var expectString = true
      for a in atoms {
        switch a {
        case .string(let s) where expectString:
          strings.append(s)
          expectString = false
        case .comma where !expectString: expectString = true
        default: return bad()
        }
      }
      guard !strings.isEmpty, !expectString else { return bad() }
      return .strings(strings)
    case .style:
      guard (1...3).contains(atoms.count), case .name(let n) = atoms[0] else { return bad() }
      guard RampStyle.named(n) != nil else {
        error(
          at,
          "unknown text style '\(n)'" + didYouMean(n, RampStyle.all.map(\.name)) + "; styles: "
            + RampStyle.all.map(\.name).joined(separator: ", "))
        return nil
      }
      // After the name: a weight, `italic`, or both (`body semibold italic`).
      var weight = 0
      var italic = false
      for atom in atoms.dropFirst() {
        guard case .name(let word) = atom else { return bad() }
        if word == "italic", !italic {
          italic = true
        } else if weight == 0, let w = RampStyle.weight(named: word) {
          weight = w
        } else {
          return bad()
        }
      }
      return .style(n, weight: weight, italic: italic)
    case .weight:
      guard atoms.count == 1 else { return bad() }
      if case .name(let n) = atoms[0], let w = RampStyle.weight(named: n) {
        return .number(Double(w))
      }
      if case .number(let n) = atoms[0], n >= 100, n <= 900 { return .number(n) }
      return bad()
    case .choice(let options):
      guard atoms.count == 1, case .name(let n) = atoms[0], options.contains(n) else {
        return bad()
      }
      return .name(n)
    case .role:
      guard atoms.count == 1, case .name(let n) = atoms[0] else { return bad() }
      return .name(n)
    case .color:
      var words: [String] = []
      for a in atoms {
        switch a {
        case .name(let n): words.append(n)
        case .number(let n): words.append(formatNumber(n))
        case .operator(let o): words.append(o)
        default: return bad()
        }
      }
      do {
        return .name(try ColorExpression.parse(words: words).description)
      } catch {
        self.error(at, error.message)
        return nil
      }
    case .radius:
      guard atoms.count == 1 else { return bad() }
      switch atoms[0] {
      case .number(let n) where n >= 0: return .number(n)
      case .name("capsule"): return .name("capsule")
      default: return bad()
      }
    case .shadow:
      var numbers: [Double] = []
      var rest = atoms[...]
      while let first = rest.first, case .number(let n) = first, numbers.count < 3 {
        numbers.append(n)
        rest = rest.dropFirst()
      }
      guard numbers.count == 3, numbers[2] >= 0 else { return bad() }
      var color = "#000000 @ 0.33"
      if !rest.isEmpty {
        let sub = ValueSyntax(
          atoms: Array(value.atoms[rest.startIndex...]), location: value.location)
        guard case .name(let c)? = convert(sub, .color, ctx: ctx) else { return nil }
        color = c
      }
      return .name(numbers.map(formatNumber).joined(separator: " ") + " " + color)
    case .symbol:
      guard atoms.count == 1, case .string(let n) = atoms[0] else { return bad() }
      guard SymbolCatalog.glyph(named: n) != nil else {
        error(
          at,
          "unknown symbol '\(n)'" + didYouMean(n, SymbolCatalog.names)
            + "; docs/symbols.md lists the \(SymbolCatalog.all.count) names formshot draws")
        return nil
      }
      return .string(n)
    case .reference:
      guard atoms.count == 1, case .name(let n) = atoms[0] else { return bad() }
      let parts = n.split(separator: ".").map { Ident(name: String($0), location: at) }
      guard let ctx, let first = parts.first, let id = resolveView(first, Array(parts.dropFirst()), ctx)
      else {
        if ctx == nil { return bad() }
        return nil
      }
      return .reference(id)
    case .size:
      guard atoms.count == 3, case .number(let w) = atoms[0], case .name("x") = atoms[1],
        case .number(let h) = atoms[2]
      else { return bad() }
      return .size(width: w, height: h)
    }
  }

  static func describe(_ atoms: [ValueAtom]) -> String {
    var text = ""
    for a in atoms {
      switch a {
      case .string(let s): text += (text.isEmpty ? "" : " ") + "\"\(s)\""
      case .number(let n): text += (text.isEmpty ? "" : " ") + formatNumber(n)
      case .name(let n): text += (text.isEmpty ? "" : " ") + n
      case .comma: text += ","
      case .operator(let o): text += (text.isEmpty ? "" : " ") + o
      }
    }
    return text
  }
}
