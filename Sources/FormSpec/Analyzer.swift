/// Turns parsed statements into a `FormSpec`: expands templates, declares every view with its
/// qualified id, resolves names through scopes, expands shorthands into constraints, checks
/// properties, conditions and axes, and finds cycles in `below`/`after` chains. Reports every
/// problem it finds and keeps going.
final class Analyzer {
  private let file: String
  private(set) var diagnostics: [Diagnostic] = []

  private var formName: String?
  private var axes: [StateAxis] = StateAxis.builtIn
  private var devices: [DeviceSpec] = [.compact, .regular]
  private var templates: [String: (Ident, [Statement])] = [:]
  private var templateOrder: [Ident] = []
  private var usedTemplates: Set<String> = []
  private var views: [ViewSpec] = []
  private var nodes: [Node] = []
  /// Scope id ("" = the form) → name → item id. Only looked up, never iterated.
  private var scopes: [String: [String: String]] = ["": [:]]
  /// Built-in guide → its item id (its own name, or the alias the form gave it).
  private var guideIDs: [BuiltInGuide: String] = [:]
  private var screenNode: Int?
  private var baseRules: [Rule] = []
  private var whenRules: [Rule] = []
  private var blockCount = 0
  private var chainEdges: [ChainEdge] = []
  private var testedTokens: Set<String> = []
  private var referenced: Set<String> = []

  init(file: String) { self.file = file }

  // MARK: - Model

  /// One declared view with its expanded body (template statements first).
  private struct Node {
    var view: Int
    var id: String
    var kind: ViewKind
    var parentNode: Int?
    /// Scope ids from the outermost to the innermost enclosing scope view.
    var scopeChain: [String]
    /// The chain seen from inside this view's block (plus itself when it is a scope).
    var innerChain: [String] = []
    var body: [BodyItem]
  }

  private enum BodyItem {
    case statement(Statement)
    case child(Int)
  }

  private struct Context {
    var node: Int?
    var condition: Condition
    var block: Int
    var toTarget: String?
    var whenLocation: SourceLocation?
  }

  private struct ChainEdge {
    var axis: AnchorAttribute.Axis
    var from: String
    var to: String
    var keyword: String
    var location: SourceLocation
    var block: Int
  }

  private func error(_ at: SourceLocation, _ message: String) {
    diagnostics.append(Diagnostic(.error, at, message))
  }
  private func warning(_ at: SourceLocation, _ message: String) {
    diagnostics.append(Diagnostic(.warning, at, message))
  }

  // MARK: - Entry

  func analyze(_ statements: [Statement]) -> FormSpec? {
    let start = SourceLocation(file: file, line: 1, column: 1)
    // Pass 1: the header, axes, devices, templates and the view tree.
    for s in statements {
      switch s {
      case .form(let name):
        if formName != nil {
          error(name.location, "the form is named twice")
        } else {
          formName = name.name
        }
      case .axis(let name, let values): declareAxis(name, values)
      case .device(let name, let body): declareDevice(name, body)
      case .template(let name, let body):
        if templates[name.name] != nil {
          error(name.location, "template '\(name.name)' is declared twice")
        } else {
          templates[name.name] = (name, body)
          templateOrder.append(name)
        }
      default: break
      }
    }
    if formName == nil { error(start, "a form starts with 'form NAME'") }
    for s in statements {
      guard case .view(let v) = s else {
        if case .alias(let name, _) = s {
          error(name.location, "guide aliases belong inside the screen block")
        }
        continue
      }
      if v.kind.name != "screen" {
        error(v.kind.location, "views belong inside the 'screen' block")
      } else if screenNode != nil {
        error(v.kind.location, "a form has exactly one 'screen'")
      } else {
        screenNode = declareScreen(v)
      }
    }
    guard let screen = screenNode else {
      error(start, "the form has no 'screen' block (the root view)")
      return nil
    }
    // Pass 2: every statement, in source order.
    for s in statements {
      switch s {
      case .view(let v) where v.kind.name == "screen":
        if nodes.indices.contains(screen),
          v.name?.location == views[nodes[screen].view].location
            || v.kind.location == views[nodes[screen].view].location
        {
          walk(screen, Context(node: screen, condition: .always, block: 0))
        }
      case .property, .equation, .shorthand, .remove, .when:
        var ctx = Context(node: nil, condition: .always, block: 0)
        apply(s, &ctx)
      default: break
      }
    }
    checkChains()
    // Unused names are noise while there are errors (a failed declaration leaves them unused).
    if !diagnostics.hasErrors { warnUnused() }
    if diagnostics.hasErrors { return nil }
    return FormSpec(
      name: formName ?? "form", path: file, axes: axes, devices: devices, views: views,
      rules: baseRules + whenRules)
  }

  // MARK: - Axes and devices

  private func declareAxis(_ name: Ident, _ values: [Ident]) {
    if axes.contains(where: { $0.name == name.name }) {
      error(name.location, "axis '\(name.name)' is declared twice (or is a built-in axis)")
      return
    }
    var tokens: [String] = []
    for v in values {
      if let other = axes.first(where: { $0.tokens.contains(v.name) }) {
        error(v.location, "state token '\(v.name)' already belongs to the axis '\(other.name)'")
      } else if tokens.contains(v.name) {
        error(v.location, "state token '\(v.name)' is listed twice")
      } else if ["and", "or", "not"].contains(v.name) || v.name.contains("=") {
        error(v.location, "'\(v.name)' cannot be a state token")
      } else {
        tokens.append(v.name)
      }
    }
    if tokens.count < 2 {
      error(name.location, "axis '\(name.name)' needs at least two values ('a | b')")
    }
    axes.append(StateAxis(name: name.name, tokens: tokens, location: name.location))
  }

  private func declareDevice(_ name: Ident, _ body: [Statement]) {
    guard let index = devices.firstIndex(where: { $0.sizeClass == name.name }) else {
      error(name.location, "unknown size class '\(name.name)' (use compact or regular)")
      return
    }
    var device = devices[index]
    for s in body {
      guard case .property(let path, let value) = s, path.parts.count == 1 else {
        error(
          location(of: s),
          "a device block holds only fields (canvas, safeArea, margins, keyboard, hardwareKeyboard, island, scale)"
        )
        continue
      }
      let field = path.parts[0]
      guard let def = PropertyDef.device.first(where: { $0.name == field.name }) else {
        error(
          field.location,
          "unknown device field '\(field.name)'"
            + didYouMean(field.name, PropertyDef.device.map(\.name)))
        continue
      }
      guard let v = convert(value, def.type, ctx: nil) else { continue }
      switch (def.name, v) {
      case ("canvas", .size(let w, let h)):
        guard w > 0, h > 0, w <= 10_000, h <= 10_000 else {
          error(value.location, "the canvas must be between 1 and 10000 points on each side")
          continue
        }
        device.width = w
        device.height = h
      case ("safeArea", .insets(let i)): device.safeArea = i
      case ("margins", .insets(let i)): device.margins = i
      case ("keyboard", .number(let n)):
        guard n >= 0 else {
          error(value.location, "the keyboard height cannot be negative")
          continue
        }
        device.keyboardHeight = n
      case ("hardwareKeyboard", .bool(let b)): device.hardwareKeyboard = b
      case ("island", .bool(let b)): device.island = b
      case ("scale", .number(let n)):
        guard [1, 2, 3].contains(n) else {
          error(value.location, "the scale is 1, 2 or 3 pixels per point")
          continue
        }
        device.scale = n
      default: break
      }
    }
    devices[index] = device
  }

  // MARK: - Pass 1: declaring views

  private func declareScreen(_ v: ViewSyntax) -> Int {
    let id = v.name?.name ?? "screen"
    let screenLocation = v.name?.location ?? v.kind.location
    views.append(
      ViewSpec(id: id, kind: .screen, parent: nil, isNamed: v.name != nil, location: screenLocation)
    )
    nodes.append(Node(view: 0, id: id, kind: .screen, parentNode: nil, scopeChain: [], body: []))
    if let n = v.name { scopes[""]?[n.name] = id }
    // Built-in guides, under their alias when the screen gives them one.
    var aliases: [BuiltInGuide: Ident] = [:]
    for s in v.body {
      guard case .alias(let name, let builtin) = s else { continue }
      guard let guide = BuiltInGuide.named(builtin.name) else {
        error(
          builtin.location,
          "unknown built-in guide '\(builtin.name)' (use safeArea, layoutMargins, readableContent or keyboard)"
        )
        continue
      }
      if aliases[guide] != nil {
        error(name.location, "'\(builtin.name)' already has a name")
        continue
      }
      aliases[guide] = name
    }
    for guide in BuiltInGuide.allCases {
      let alias = aliases[guide]
      let gid = alias?.name ?? guide.rawValue
      guideIDs[guide] = gid
      if let alias {
        if isBuiltInName(alias.name), BuiltInGuide.named(alias.name) != guide {
          error(alias.location, "'\(alias.name)' is a built-in name")
        } else if scopes[""]?[alias.name] != nil {
          error(alias.location, "duplicate name '\(alias.name)'")
        }
        scopes[""]?[alias.name] = gid
      }
      views.append(
        ViewSpec(
          id: gid, kind: guide.kind, parent: id, isNamed: alias != nil,
          location: alias?.location ?? screenLocation))
    }
    nodes[0].body = expandBody(v, node: 0, scopeChain: [], templateStack: [])
    return 0
  }

  /// The view's template statements, then its own; view declarations become child nodes.
  private func expandBody(_ v: ViewSyntax, node: Int, scopeChain: [String], templateStack: [String])
    -> [BodyItem]
  {
    var items: [BodyItem] = []
    for t in v.templates {
      guard let (_, body) = templates[t.name] else {
        error(
          t.location, "unknown template '\(t.name)'" + didYouMean(t.name, templateOrder.map(\.name))
        )
        continue
      }
      if templateStack.contains(t.name) {
        error(t.location, "template '\(t.name)' uses itself")
        continue
      }
      usedTemplates.insert(t.name)
      items += expandStatements(
        body, node: node, scopeChain: scopeChain, templateStack: templateStack + [t.name])
    }
    items += expandStatements(
      v.body, node: node, scopeChain: scopeChain, templateStack: templateStack)
    return items
  }

  private func expandStatements(
    _ body: [Statement], node: Int, scopeChain: [String], templateStack: [String]
  ) -> [BodyItem] {
    var items: [BodyItem] = []
    for s in body {
      switch s {
      case .view(let child):
        if let c = declareView(
          child, parentNode: node, scopeChain: scopeChain, templateStack: templateStack)
        {
          items.append(.child(c))
        }
      case .alias(let name, _):
        if node != 0 {
          error(name.location, "guide aliases belong directly inside the screen block")
        }
      case .form(let n): error(n.location, "'form' belongs at the top of the file")
      case .axis(let n, _): error(n.location, "axes are declared at the top level")
      case .device(let n, _): error(n.location, "devices are declared at the top level")
      case .template(let n, _): error(n.location, "templates are declared at the top level")
      case .when(_, let inner, _):
        rejectViews(in: inner)
        items.append(.statement(s))
      default:
        items.append(.statement(s))
      }
    }
    return items
  }

  private func rejectViews(in body: [Statement]) {
    for s in body {
      switch s {
      case .view(let v):
        error(
          v.kind.location,
          "views cannot be declared inside a 'when' block; declare the view and set 'hidden' instead"
        )
      case .when(_, let inner, _): rejectViews(in: inner)
      case .alias(let n, _):
        error(n.location, "guide aliases cannot be declared inside a 'when' block")
      default: break
      }
    }
  }

  private func isBuiltInName(_ name: String) -> Bool {
    ["self", "superview", "root", "content", "frame", "contentLayoutGuide", "frameLayoutGuide"]
      .contains(name) || BuiltInGuide.named(name) != nil || AnchorAttribute(rawValue: name) != nil
  }

  private func declareView(
    _ v: ViewSyntax, parentNode: Int, scopeChain: [String], templateStack: [String]
  ) -> Int? {
    guard let kind = ViewKind(rawValue: v.kind.name), ViewKind.declarable.contains(kind) else {
      error(v.kind.location, "unknown view kind '\(v.kind.name)'")
      return nil
    }
    if kind == .screen {
      error(v.kind.location, "'screen' is the root view; there is only one, at the top level")
      return nil
    }
    let parentID = nodes[parentNode].id
    let scope = scopeChain.last ?? ""
    var id = "_\(views.count)"
    if let name = v.name {
      if isBuiltInName(name.name) || ViewKind(rawValue: name.name) != nil
        || ShorthandKeyword(rawValue: name.name) != nil
      {
        error(name.location, "'\(name.name)' is a reserved word and cannot name a view")
      } else if let existing = scopes[scope]?[name.name] {
        let first = views.first { $0.id == existing }?.location
        error(
          name.location,
          "duplicate name '\(name.name)' in this scope"
            + (first.map { " (first declared at line \($0.line))" } ?? ""))
      } else {
        id = scope.isEmpty ? name.name : scope + "." + name.name
        scopes[scope, default: [:]][name.name] = id
      }
    }
    let viewIndex = views.count
    views.append(
      ViewSpec(
        id: id, kind: kind, parent: parentID, isNamed: v.name != nil, text: v.text,
        location: v.name?.location ?? v.kind.location))
    let nodeIndex = nodes.count
    nodes.append(
      Node(
        view: viewIndex, id: id, kind: kind, parentNode: parentNode, scopeChain: scopeChain,
        body: []))
    if kind == .scrollView {
      views.append(
        ViewSpec(
          id: id + ".content", kind: .scrollContentGuide, parent: id, isNamed: false,
          location: views[viewIndex].location))
      views.append(
        ViewSpec(
          id: id + ".frame", kind: .scrollFrameGuide, parent: id, isNamed: false,
          location: views[viewIndex].location))
    }
    var chain = scopeChain
    if kind.opensScope || v.isScope {
      chain.append(id)
      scopes[id] = scopes[id] ?? [:]
    }
    nodes[nodeIndex].innerChain = chain
    nodes[nodeIndex].body = expandBody(
      v, node: nodeIndex, scopeChain: chain, templateStack: templateStack)
    return nodeIndex
  }

  // MARK: - Pass 2: rules

  private func walk(_ node: Int, _ ctx: Context) {
    var ctx = ctx
    for item in nodes[node].body {
      switch item {
      case .child(let c): walk(c, Context(node: c, condition: .always, block: 0))
      case .statement(let s): apply(s, &ctx)
      }
    }
  }

  private func location(of s: Statement) -> SourceLocation {
    switch s {
    case .form(let i), .axis(let i, _), .device(let i, _), .template(let i, _), .alias(let i, _):
      return i.location
    case .view(let v): return v.kind.location
    case .property(let p, _): return p.location
    case .equation(let e): return e.lhs.location
    case .shorthand(let s): return s.keyword.location
    case .when(_, _, let l): return l
    case .remove(let p): return p.location
    }
  }

  private func addRule(_ action: RuleAction, _ at: SourceLocation, _ source: String, _ ctx: Context)
  {
    let rule = Rule(
      condition: ctx.condition, action: action, location: at, source: source, block: ctx.block,
      whenLocation: ctx.whenLocation)
    if ctx.block == 0 { baseRules.append(rule) } else { whenRules.append(rule) }
  }

  private func apply(_ s: Statement, _ ctx: inout Context) {
    switch s {
    case .property(let path, let value): property(path, value, ctx)
    case .equation(let e): equation(e, ctx)
    case .shorthand(let sh): shorthand(sh, &ctx)
    case .remove(let path):
      guard let anchor = resolveAnchor(path, ctx) else { return }
      addRule(.remove(anchor), path.location, "remove \(anchor)", ctx)
    case .when(let cond, let body, let whenLocation):
      guard let c = condition(cond) else { return }
      blockCount += 1
      var inner = ctx
      inner.whenLocation = whenLocation
      inner.condition = Condition.all([ctx.condition, c])
      inner.block = blockCount
      for b in body { apply(b, &inner) }
    default: break
    }
  }

  // MARK: Conditions

  /// State tokens plus the keyboard tracking conditions (`kb-near-top`, …).
  private var allTokens: [String] { axes.flatMap(\.tokens) + StateAxis.trackingTokens }

  private func condition(_ c: ConditionSyntax) -> Condition? {
    var ok = true
    func convert(_ c: ConditionSyntax) -> Condition {
      switch c {
      case .token(let t):
        if !allTokens.contains(t.name) {
          ok = false
          error(
            t.location,
            "unknown state '\(t.name)'" + didYouMean(t.name, allTokens) + "; valid states: "
              + axes.flatMap(\.tokens).joined(separator: ", ")
              + "; keyboard tracking: kb-near-EDGE, kb-away-EDGE (top, leading, bottom, trailing)")
        }
        testedTokens.insert(t.name)
        return .token(t.name)
      case .not(let inner): return .not(convert(inner))
      case .and(let a, let b): return .and(convert(a), convert(b))
      case .or(let a, let b): return .or(convert(a), convert(b))
      }
    }
    let result = convert(c)
    guard ok else { return nil }
    // `login and signup`: two tokens of one axis can never hold together.
    var positives: [Ident] = []
    func collect(_ c: ConditionSyntax) {
      switch c {
      case .token(let t): positives.append(t)
      case .and(let a, let b):
        collect(a)
        collect(b)
      default: break
      }
    }
    collect(c)
    for (i, a) in positives.enumerated() {
      for b in positives[(i + 1)...] where a.name != b.name {
        if let axis = axes.first(where: { $0.tokens.contains(a.name) }),
          axis.tokens.contains(b.name)
        {
          warning(
            b.location,
            "this condition can never hold: '\(a.name)' and '\(b.name)' are values of the same axis '\(axis.name)'"
          )
          return result
        }
      }
    }
    return result
  }

  // MARK: Names

  private func selfID(_ ctx: Context) -> String? { ctx.node.map { nodes[$0].id } }

  private func nearestScrollView(_ ctx: Context) -> String? {
    var n = ctx.node
    while let i = n {
      if nodes[i].kind == .scrollView { return nodes[i].id }
      n = nodes[i].parentNode
    }
    return nil
  }

  private func viewKind(_ id: String) -> ViewKind? { views.first { $0.id == id }?.kind }

  /// Resolves a view path (`row-tz.lbl`, `sv.content`, `superview`) to an item id, reporting
  /// what is wrong when it cannot.
  private func resolveView(_ parts: ArraySlice<Ident>, _ ctx: Context) -> String? {
    guard let first = parts.first else { return nil }
    var current: String
    let name = first.name
    switch name {
    case "self":
      guard let s = selfID(ctx) else {
        error(first.location, "'self' is only meaningful inside a view's block")
        return nil
      }
      current = s
    case "superview":
      guard let n = ctx.node else {
        error(first.location, "'superview' is only meaningful inside a view's block")
        return nil
      }
      guard let p = nodes[n].parentNode else {
        error(first.location, "the screen has no superview")
        return nil
      }
      current = nodes[p].id
    case "root":
      if let n = ctx.node, let scope = nodes[n].innerChain.last {
        current = scope
      } else {
        current = nodes.first?.id ?? "screen"
      }
    case "content", "contentLayoutGuide", "frame", "frameLayoutGuide":
      if let sv = nearestScrollView(ctx) {
        current = sv + (name.hasPrefix("content") ? ".content" : ".frame")
      } else if let id = lookup(name, ctx) {
        current = id
      } else {
        error(
          first.location,
          "'\(name)' is a scroll view's guide; use it inside a scroll view or write 'SCROLLVIEW.\(name)'"
        )
        return nil
      }
    default:
      if let id = lookup(name, ctx) {
        current = id
      } else if let guide = BuiltInGuide.named(name), let gid = guideIDs[guide] {
        current = gid
      } else {
        error(first.location, "unknown view '\(name)'" + didYouMean(name, knownNames(ctx)))
        return nil
      }
    }
    for part in parts.dropFirst() {
      if viewKind(current) == .scrollView,
        ["content", "contentLayoutGuide", "frame", "frameLayoutGuide"].contains(part.name)
      {
        current += part.name.hasPrefix("content") ? ".content" : ".frame"
        continue
      }
      guard let table = scopes[current] else {
        error(part.location, "'\(current)' has no named children (only rows and 'scope' views do)")
        return nil
      }
      guard let id = table[part.name] else {
        error(
          part.location,
          "'\(current)' has no child named '\(part.name)'"
            + didYouMean(part.name, Array(table.keys).sorted()))
        return nil
      }
      current = id
    }
    referenced.insert(current)
    return current
  }

  private func lookup(_ name: String, _ ctx: Context) -> String? {
    let chain = ctx.node.map { nodes[$0].innerChain } ?? []
    for scope in chain.reversed() {
      if let id = scopes[scope]?[name] { return id }
    }
    return scopes[""]?[name]
  }

  private func knownNames(_ ctx: Context) -> [String] {
    var names: [String] = []
    let chain = ctx.node.map { nodes[$0].innerChain } ?? []
    for scope in [""] + chain { names += (scopes[scope] ?? [:]).keys }
    names += ["safeArea", "layoutMargins", "margins", "readableContent", "keyboard"]
    return names.sorted()
  }

  private func resolveAnchor(_ path: PathSyntax, _ ctx: Context) -> AnchorSpec? {
    guard let last = path.parts.last else { return nil }
    guard let attribute = AnchorAttribute(rawValue: last.name) else {
      if path.parts.count == 1 {
        error(
          last.location,
          "'\(last.name)' is not an attribute"
            + didYouMean(last.name, AnchorAttribute.allCases.map(\.rawValue))
            + "; write VIEW.ATTRIBUTE, e.g. '\(last.name).top'")
      } else {
        error(
          last.location,
          "unknown attribute '\(last.name)'"
            + didYouMean(last.name, AnchorAttribute.allCases.map(\.rawValue))
            + " (use top, bottom, leading, trailing, width, height, centerX, centerY, …)")
      }
      return nil
    }
    if path.parts.count == 1 {
      guard let s = selfID(ctx) else {
        error(
          last.location,
          "'\(last.name)' alone means this view's attribute, but this is not inside a view's block")
        return nil
      }
      return AnchorSpec(s, attribute)
    }
    guard let item = resolveView(path.parts.dropLast(), ctx) else { return nil }
    return AnchorSpec(item, attribute)
  }

  // MARK: Constraints

  private func relation(_ text: String) -> ConstraintSpec.Relation {
    switch text {
    case "<=": return .lessThanOrEqual
    case ">=": return .greaterThanOrEqual
    default: return .equal
    }
  }

  /// Checks axis rules; reports at `at`.
  private func valid(_ c: ConstraintSpec, _ at: SourceLocation) -> Bool {
    guard let second = c.second else {
      if !c.first.attribute.isSize {
        error(
          at,
          "'\(c.first)' is a position and needs a second anchor (e.g. '\(c.first.attribute.rawValue) = superview.\(c.first.attribute.rawValue) + 8')"
        )
        return false
      }
      return true
    }
    let a = c.first.attribute
    let b = second.attribute
    if a.axis != b.axis {
      error(
        at,
        "constraint mixes axes: '\(c.first)' is \(a.axis.rawValue), '\(second)' is \(b.axis.rawValue)"
      )
      return false
    }
    if a.isSize != b.isSize {
      error(at, "constraint relates a size to a position: '\(c.first)' and '\(second)'")
      return false
    }
    return true
  }

  private func addConstraint(_ c: ConstraintSpec, _ at: SourceLocation, _ ctx: Context) {
    guard valid(c, at) else { return }
    addRule(.constraint(c), at, c.label(), ctx)
  }

  private func equation(_ e: EquationSyntax, _ ctx: Context) {
    let first = resolveAnchor(e.lhs, ctx)
    var second: AnchorSpec?
    if let rhs = e.rhs {
      second = resolveAnchor(rhs, ctx)
      if second == nil { return }
    }
    guard let first else { return }
    if e.rhs == nil, e.multiplier != nil {
      error(e.relationLocation, "a multiplier needs a second anchor")
      return
    }
    var c = ConstraintSpec(
      first: first, relation: relation(e.relation), second: second, multiplier: e.multiplier ?? 1,
      constant: e.constant.value, priority: e.priority?.value ?? 1000)
    c.constantText = e.constant.text
    addConstraint(c, e.lhs.location, ctx)
  }

  private func shorthand(_ s: ShorthandSyntax, _ ctx: inout Context) {
    guard let keyword = ShorthandKeyword(rawValue: s.keyword.name) else { return }
    let at = s.keyword.location
    guard let node = ctx.node, let me = selfID(ctx) else {
      error(at, "'\(keyword.rawValue)' belongs inside a view's block")
      return
    }
    if keyword == .to {
      if let t = s.target, let id = resolveView(t.parts[...], ctx) { ctx.toTarget = id }
      return
    }
    var effective = keyword
    if keyword == .side, let side = s.side.flatMap({ ShorthandKeyword(rawValue: $0.name) }) {
      effective = side
    }
    let superview = nodes[node].parentNode.map { nodes[$0].id }
    var target: String?
    if let t = s.target {
      guard let id = resolveView(t.parts[...], ctx) else { return }
      target = id
    } else if effective.isSide {
      guard let to = ctx.toTarget else {
        error(
          at,
          keyword == .side
            ? "'side' needs a preceding 'to TARGET'"
            : "'\(keyword.rawValue)' needs a target (write '\(keyword.rawValue) NAME' or set 'to NAME' first)"
        )
        return
      }
      target = to
    } else if effective.takesTarget {
      target = ctx.toTarget ?? superview
    } else {
      target = superview
    }
    guard let target else {
      error(at, "the screen has no superview to '\(keyword.rawValue)' to")
      return
    }
    if target == me {
      error(
        s.target?.location ?? at,
        "a view cannot be constrained to itself with '\(keyword.rawValue)'")
      return
    }
    let n = s.constant?.value ?? 0
    let priority = s.priority?.value ?? 1000
    func make(_ a: AnchorAttribute, _ b: AnchorAttribute, _ constant: Double) {
      var c = ConstraintSpec(
        first: AnchorSpec(me, a), relation: .equal, second: AnchorSpec(target, b),
        constant: constant, priority: priority)
      // Keep `36 + 16` readable in the label when the sign is not flipped.
      if constant == n, let text = s.constant?.text { c.constantText = text }
      addConstraint(c, at, ctx)
    }
    switch effective {
    case .below:
      make(.top, .bottom, n)
      chainEdges.append(
        ChainEdge(
          axis: .vertical, from: me, to: target, keyword: "below", location: at, block: ctx.block))
    case .above:
      make(.bottom, .top, -n)
      chainEdges.append(
        ChainEdge(
          axis: .vertical, from: me, to: target, keyword: "above", location: at, block: ctx.block))
    case .after:
      make(.leading, .trailing, n)
      chainEdges.append(
        ChainEdge(
          axis: .horizontal, from: me, to: target, keyword: "after", location: at, block: ctx.block)
      )
    case .before:
      make(.trailing, .leading, -n)
      chainEdges.append(
        ChainEdge(
          axis: .horizontal, from: me, to: target, keyword: "before", location: at, block: ctx.block
        ))
    case .alignLeading: make(.leading, .leading, n)
    case .alignTrailing: make(.trailing, .trailing, n)
    case .alignTop: make(.top, .top, n)
    case .alignBottom: make(.bottom, .bottom, n)
    case .alignCenterX: make(.centerX, .centerX, n)
    case .alignCenterY: make(.centerY, .centerY, n)
    case .syncWidth, .syncHeight:
      let attribute: AnchorAttribute = effective == .syncWidth ? .width : .height
      let fromProperties = s.multiplier == nil && s.constant == nil
      addConstraint(
        ConstraintSpec(
          first: AnchorSpec(me, attribute), relation: .equal, second: AnchorSpec(target, attribute),
          multiplier: s.multiplier ?? 1, constant: n, priority: priority,
          scaleFromProperties: fromProperties ? attribute.axis : nil), at, ctx)
    case .pinTop: make(.top, .top, n)
    case .pinBottom: make(.bottom, .bottom, -n)
    case .pinLeading: make(.leading, .leading, n)
    case .pinTrailing: make(.trailing, .trailing, -n)
    case .pinX, .stretchX:
      make(.leading, .leading, n)
      make(.trailing, .trailing, -n)
    case .pinY, .stretchY:
      make(.top, .top, n)
      make(.bottom, .bottom, -n)
    case .fill:
      make(.top, .top, n)
      make(.bottom, .bottom, -n)
      make(.leading, .leading, n)
      make(.trailing, .trailing, -n)
    case .to, .side: break
    }
  }

  // MARK: Properties

  private func property(_ path: PathSyntax, _ value: ValueSyntax, _ ctx: Context) {
    guard let nameIdent = path.parts.last else { return }
    let item: String
    if path.parts.count == 1 {
      guard let s = selfID(ctx) else {
        error(
          nameIdent.location,
          "'\(nameIdent.name)' needs a view: write 'VIEW.\(nameIdent.name): …' or put it in the view's block"
        )
        return
      }
      item = s
    } else {
      guard let id = resolveView(path.parts.dropLast(), ctx) else { return }
      item = id
    }
    guard let def = PropertyDef.named(nameIdent.name) else {
      error(
        nameIdent.location,
        "unknown property '\(nameIdent.name)'"
          + didYouMean(nameIdent.name, PropertyDef.all.map(\.name)))
      return
    }
    guard let kind = viewKind(item) else { return }
    if let kinds = def.kinds, !kinds.contains(kind) {
      error(
        nameIdent.location,
        "property '\(def.name)' does not apply to a \(kind.rawValue) (it applies to "
          + kinds.map(\.rawValue).joined(separator: ", ") + ")")
      return
    }
    guard let v = convert(value, def.type, ctx: ctx) else { return }
    if case .reference(let r) = v {
      let expected: [ViewKind]? =
        def.name == "selected"
        ? [.segment]
        : def.name == "scrollView"
          ? [.scrollView]
          : def.name == "mirror" ? [.textField] : nil
      if let expected, let k = viewKind(r), !expected.contains(k) {
        error(
          value.location,
          "'\(def.name)' needs a \(expected[0].rawValue), but '\(r)' is a \(k.rawValue)")
        return
      }
    }
    if def.name == "followsUndockedKeyboard", ctx.condition.testsTracking {
      error(
        nameIdent.location,
        "'followsUndockedKeyboard' decides the tracking conditions, so it cannot be set in a "
          + "block that tests them (kb-near-…, kb-away-…)")
      return
    }
    if def.name == "lines", case .number(let n) = v, n < 0 || n != n.rounded() || n > 10_000 {
      error(value.location, "'lines' takes a whole number ≥ 0 (0 = no limit)")
      return
    }
    addRule(
      .property(item: item, name: def.name, value: v), path.location, "\(item).\(def.name)", ctx)
  }

  /// Checks a value's atoms against a type; reports and returns nil when they do not fit.
  private func convert(_ value: ValueSyntax, _ type: PropertyType, ctx: Context?) -> PropertyValue?
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
      guard (1...2).contains(atoms.count), case .name(let n) = atoms[0] else { return bad() }
      guard RampStyle.named(n) != nil else {
        error(
          at,
          "unknown text style '\(n)'" + didYouMean(n, RampStyle.all.map(\.name)) + "; styles: "
            + RampStyle.all.map(\.name).joined(separator: ", "))
        return nil
      }
      var weight = 0
      if atoms.count == 2 {
        guard case .name(let w) = atoms[1], let wv = RampStyle.weight(named: w) else {
          return bad()
        }
        weight = wv
      }
      return .style(n, weight: weight)
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
    case .reference:
      guard atoms.count == 1, case .name(let n) = atoms[0] else { return bad() }
      let parts = n.split(separator: ".").map { Ident(name: String($0), location: at) }
      guard let ctx, let id = resolveView(parts[...], ctx) else {
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

  private static func describe(_ atoms: [ValueAtom]) -> String {
    var text = ""
    for a in atoms {
      switch a {
      case .string(let s): text += (text.isEmpty ? "" : " ") + "\"\(s)\""
      case .number(let n): text += (text.isEmpty ? "" : " ") + formatNumber(n)
      case .name(let n): text += (text.isEmpty ? "" : " ") + n
      case .comma: text += ","
      }
    }
    return text
  }

  // MARK: - Checks

  /// Cycles in `below`/`above`/`after`/`before` chains, in the base and in each `when` block
  /// combined with the base.
  private func checkChains() {
    let blocks = [0] + Array(Set(chainEdges.map(\.block))).filter { $0 != 0 }.sorted()
    var reported: Set<String> = []
    for axis in [AnchorAttribute.Axis.vertical, .horizontal] {
      for b in blocks {
        let edges = chainEdges.filter { $0.axis == axis && ($0.block == 0 || $0.block == b) }
        for (i, e) in edges.enumerated() {
          // Is there a path from e.to back to e.from using edges up to and including this one?
          let usable = Array(edges[...i])
          guard let path = findPath(from: e.to, to: e.from, edges: usable) else { continue }
          let cycle = [e.from] + path
          let key = cycle.dropLast().sorted().joined(separator: ",")
          if reported.insert(key).inserted {
            error(e.location, "cycle in '\(e.keyword)' chain: " + cycle.joined(separator: " → "))
          }
        }
      }
    }
  }

  private func findPath(from: String, to: String, edges: [ChainEdge]) -> [String]? {
    var queue: [[String]] = [[from]]
    var seen: Set<String> = [from]
    while !queue.isEmpty {
      let path = queue.removeFirst()
      let last = path[path.count - 1]
      if last == to { return path }
      for e in edges where e.from == last && !seen.contains(e.to) {
        seen.insert(e.to)
        queue.append(path + [e.to])
      }
    }
    return nil
  }

  private func warnUnused() {
    for t in templateOrder where !usedTemplates.contains(t.name) {
      warning(t.location, "template '\(t.name)' is never used")
    }
    for axis in axes where !axis.isBuiltIn {
      if !axis.tokens.contains(where: { testedTokens.contains($0) }), let l = axis.location {
        warning(l, "no 'when' block tests the axis '\(axis.name)'")
      }
    }
    for v in views where v.kind == .guide && v.isNamed && !referenced.contains(v.id) {
      warning(v.location, "guide '\(v.id)' is never used")
    }
  }
}

