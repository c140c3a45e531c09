// Turns parsed statements into a `FormSpec`: expands templates, declares every view with its
// qualified id, resolves names through scopes, expands shorthands into constraints, checks
// properties, conditions and axes, and finds cycles in `below`/`after` chains. Reports every
// problem it finds and keeps going.
import LayoutVocabulary
/// A struct, not a class: it is mutated at every statement, and a class's stored properties
/// are checked for exclusive access at run time (about 7 % of the parse's instructions).
struct Analyzer {
  let file: String
  var diagnostics: [Diagnostic] = []

  var formName: String?
  var axes: [StateAxis] = StateAxis.builtIn
  var devices: [DeviceSpec] = [.compact, .regular]
  var matrixExtras: [StateAxis] = []
  var stringsFiles: [StringsFileReference] = []
  var templates: [String: (Ident, [Statement])] = [:]
  var templateOrder: [Ident] = []
  var usedTemplates: Set<String> = []
  var views: [ViewSpec] = []
  var nodes: [Node] = []
  /// The parse's names, numbered by the lexer.
  var names: NameTable
  /// Name tables by scope number (0 = the form's own scope): (scope, name number) → item id,
  /// hashed as two integers. Only looked up, never iterated.
  var scopeNames = ScopeNameMap()
  /// Each scope's names in the order they were entered, each once (for "did you mean").
  var scopeNameLists: [[String]] = [[]]
  /// `AnchorAttribute.named`, `pathWord`, `isReservedName` and `ViewKind.named` by name number.
  var attributeByName = NameAnswers<AnchorAttribute?>()
  var pathWordByName = NameAnswers<PathWord>()
  var reservedByName = NameAnswers<Bool>()
  var kindByName = NameAnswers<ViewKind?>()
  /// A scope's number by its view's id, and its id by number ("" for the form).
  var scopeNumbers: [String: Int] = [:]
  var scopeIDs: [String] = [""]
  /// Built-in guide → its item id (its own name, or the alias the form gave it).
  var guideIDs: [BuiltInGuide: String] = [:]
  var screenNode: Int?
  var baseRules: [Rule] = []
  var whenRules: [Rule] = []
  var blockCount = 0
  var chainEdges: [ChainEdge] = []
  var testedTokens: Set<String> = []
  /// The item ids paths resolved to, kept only once the form declares a layout guide (the
  /// unused-guide warning is all that reads them).
  var referenced: Set<String> = []
  var declaresGuides = false
  /// Statements in the views' expanded bodies (an estimate of the rules to come).
  var bodyStatements = 0
  /// `FormSpec.canShowKeyboard`'s question, asked of each rule as it is made.
  var rulesInvolveKeyboard = false
  var keyboardGuideIDs: [String] = []
  /// Template expansion bounds: views nest at most `maxViewDepth` deep (templates get around
  /// the parser's block limit), and templates produce at most `maxTemplateStatements`
  /// statements in all (a template using the previous one twice doubles per line).
  static let maxViewDepth = 64
  static let maxTemplateStatements = 100_000
  var viewDepth = 0
  var templateStatements = 0
  /// The template uses being expanded, outermost first (for messages naming the chain).
  var templateUses: [Ident] = []
  /// Set after a bound is hit: no further template is expanded.
  var expansionStopped = false
  /// Item id → kind, built once the views are declared (lookups are per path segment).
  var kindByID: [String: ViewKind] = [:]
  var kindByIDCoversViews = -1

  init(file: String, names: NameTable) {
    self.file = file
    self.names = names
  }

  /// A name's number: the lexer's, or looked up for a name the analyzer split itself.
  mutating func key(_ name: Ident) -> Int32 {
    name.key >= 0 ? name.key : names.enter(name.name)
  }

  /// Enters `name` in scope `scope` as `id`; returns the id it replaced, if any.
  @discardableResult
  mutating func enterName(_ name: Ident, _ id: String, scope: Int) -> String? {
    let old = scopeNames.updateValue(id, scope: scope, name: key(name))
    if old == nil { scopeNameLists[scope].append(name.name) }
    return old
  }

  // MARK: - Model

  /// One declared view with its expanded body (template statements first).
  struct Node {
    var view: Int
    var id: String
    var kind: ViewKind
    var parentNode: Int?
    /// Scope numbers from the outermost to the innermost enclosing scope view.
    var scopeChain: [Int]
    /// The chain seen from inside this view's block (plus itself when it is a scope).
    var innerChain: [Int] = []
    /// The statements of each template the view uses, in order; pass 2 applies them before
    /// the view's own (`ViewSyntax.body`). The parsed arrays themselves, not copies.
    var templateBodies: [[Statement]] = []
    var ownBody: [Statement] = []
    /// The node declared for each `view` statement of those bodies, in order (nil where the
    /// declaration failed). Empty for a view without subviews: nothing is allocated.
    var children: [Int?] = []
  }

  struct Context {
    var node: Int?
    var condition: Condition
    var block: Int
    var toTarget: String?
    var whenLocation: SourceLocation?
  }

  struct ChainEdge {
    var axis: AnchorAttribute.Axis
    var from: String
    var to: String
    var keyword: String
    var location: SourceLocation
    var block: Int
  }

  mutating func error(_ at: SourceLocation, _ message: String) {
    diagnostics.append(Diagnostic(.error, at, message))
  }
  mutating func warning(_ at: SourceLocation, _ message: String) {
    diagnostics.append(Diagnostic(.warning, at, message))
  }

  // MARK: - Entry

  mutating func analyze(_ statements: [Statement]) -> FormSpec? {
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
      case .strings(let path): declareStrings(path)
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
    // A blown expansion bound leaves a partial view tree: its rules would only add noise.
    if expansionStopped { return nil }
    // Pass 2: every statement, in source order. Most statements make one rule or two; an
    // array grown by doubling copied every rule again and touched fresh pages each time.
    baseRules.reserveCapacity(2 * (bodyStatements + statements.count))
    keyboardGuideIDs = views.filter { $0.kind == .keyboardGuide }.map(\.id)
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
    checkContextualProperties()
    // Unused names are noise while there are errors (a failed declaration leaves them unused).
    if !diagnostics.hasErrors { warnUnused() }
    if diagnostics.hasErrors { return nil }
    // The base rules' storage moves into the spec instead of being copied rule by rule.
    var rules = baseRules
    baseRules = []
    rules.append(contentsOf: whenRules)
    var spec = FormSpec(
      name: formName ?? "form", path: file, axes: axes, devices: devices, views: views,
      rules: rules)
    spec.matrixExtras = matrixExtras
    spec.stringsFiles = stringsFiles
    spec.limitKeyboardAxis(canShowKeyboard: rulesInvolveKeyboard || spec.hasKeyboardViews)
    return spec
  }

  // MARK: - Strings files

  /// `strings: "PATH"`: a String Catalog (`.xcstrings`) or a `LANG.lproj/NAME.strings` file,
  /// relative to the form's folder; whoever loads the form reads it.
  mutating func declareStrings(_ path: Ident) {
    let name = path.name
    let isCatalog = name.hasSuffix(".xcstrings")
    let folder = name.split(separator: "/").dropLast().last.map(String.init) ?? ""
    let isStrings = name.hasSuffix(".strings") && folder.hasSuffix(".lproj") && folder != ".lproj"
    guard isCatalog || isStrings else {
      error(
        path.location,
        "a strings file is a String Catalog ('Localizable.xcstrings') or a .strings file in a "
          + "LANGUAGE.lproj folder ('de.lproj/Localizable.strings'), not '\(name)'")
      return
    }
    if stringsFiles.contains(where: { $0.path == name }) {
      error(path.location, "strings file '\(name)' is named twice")
      return
    }
    stringsFiles.append(StringsFileReference(path: name, location: path.location))
  }

  // MARK: - Axes and devices

  mutating func declareAxis(_ name: Ident, _ values: [Ident]) {
    if let index = axes.firstIndex(where: { $0.name == name.name && $0.isOptIn }) {
      declareMatrixTokens(of: index, name, values)
      return
    }
    if name.name == "locale" || name.name == "pseudo" {
      declareMatrixExtra(name, values)
      return
    }
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

  /// `axis text-size: l | ax3`: the opt-in axis's tokens the state matrix visits (its default
  /// always, first).
  mutating func declareMatrixTokens(of index: Int, _ name: Ident, _ values: [Ident]) {
    if axes[index].matrixTokens.count > 1 {
      error(name.location, "axis '\(name.name)' is declared twice")
      return
    }
    var tokens = axes[index].matrixTokens
    for v in values {
      if !axes[index].tokens.contains(v.name) {
        error(
          v.location,
          "'\(v.name)' is not a \(name.name) token"
            + (closestSpelling(to: v.name, in: axes[index].tokens).map { " (did you mean '\($0)'?)" }
              ?? "") + "; \(name.name) tokens: " + axes[index].tokens.joined(separator: " | "))
      } else if !tokens.contains(v.name) {
        tokens.append(v.name)
      }
    }
    axes[index].matrixTokens = tokens
    axes[index].location = name.location
  }

  /// `axis locale: de | ar` / `axis pseudo: double | accented`: the matrix visits the form in
  /// each language as well as in its own.
  mutating func declareMatrixExtra(_ name: Ident, _ values: [Ident]) {
    if matrixExtras.contains(where: { $0.name == name.name }) {
      error(name.location, "axis '\(name.name)' is declared twice")
      return
    }
    var tokens: [String] = []
    for v in values {
      if name.name == "locale", !PseudoLanguage.isLanguageCode(v.name) {
        error(v.location, "'\(v.name)' is not a language code (de, ar, pt-BR, zh-Hans)")
      } else if name.name == "pseudo", PseudoLanguage(rawValue: v.name) == nil {
        error(
          v.location,
          "'\(v.name)' is not a pseudo-language; pseudo-languages: "
            + PseudoLanguage.allCases.map(\.rawValue).joined(separator: " | "))
      } else if !tokens.contains(name.name + "=" + v.name) {
        tokens.append(name.name + "=" + v.name)
      }
    }
    matrixExtras.append(StateAxis(name: name.name, tokens: tokens, location: name.location))
  }

  mutating func declareDevice(_ name: Ident, _ body: [Statement]) {
    guard let index = devices.firstIndex(where: { $0.sizeClass == name.name }) else {
      error(name.location, "unknown size class '\(name.name)' (use compact or regular)")
      return
    }
    var device = devices[index]
    var sizeLocation: SourceLocation?
    for s in body {
      guard case .property(let path, let value) = s, path.count == 1 else {
        error(
          location(of: s),
          "a device block holds only fields (canvas, safeArea, margins, keyboard, hardwareKeyboard, island, scale)"
        )
        continue
      }
      let field = path.first
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
        sizeLocation = value.location
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
        sizeLocation = sizeLocation ?? value.location
      default: break
      }
    }
    // The renderer refuses pictures over its pixel budget; say so here, where the size is set.
    let pixels = (device.width * device.scale).rounded() * (device.height * device.scale).rounded()
    if let sizeLocation, pixels > Double(DeviceSpec.pixelBudget) {
      error(
        sizeLocation,
        "a \(formatNumber(device.width)) x \(formatNumber(device.height)) canvas at scale \(formatNumber(device.scale)) is "
          + "\(Int(pixels / 1_000_000)) megapixels, over the budget of "
          + "\(DeviceSpec.pixelBudget / 1_000_000) megapixels per picture")
    }
    devices[index] = device
  }

  // MARK: - Pass 1: declaring views

  mutating func declareScreen(_ v: ViewSyntax) -> Int {
    let id = v.name?.name ?? "screen"
    let screenLocation = v.name?.location ?? v.kind.location
    views.append(
      ViewSpec(id: id, kind: .screen, parent: nil, isNamed: v.name != nil, location: screenLocation)
    )
    nodes.append(Node(view: 0, id: id, kind: .screen, parentNode: nil, scopeChain: []))
    if let n = v.name { enterName(n, id, scope: 0) }
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
        } else if scopeNames[0, key(alias)] != nil {
          error(alias.location, "duplicate name '\(alias.name)'")
        }
        enterName(alias, gid, scope: 0)
      }
      views.append(
        ViewSpec(
          id: gid, kind: guide.kind, parent: id, isNamed: alias != nil,
          location: alias?.location ?? screenLocation))
    }
    expandBody(v, node: 0, scopeChain: [], templateStack: [])
    return 0
  }

  /// The view's template statements, then its own; view declarations become child nodes.
  mutating func expandBody(_ v: ViewSyntax, node: Int, scopeChain: [Int], templateStack: [String]) {
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
      if expansionStopped { continue }
      templateStatements += body.count
      templateUses.append(t)
      defer { templateUses.removeLast() }
      if templateStatements > Self.maxTemplateStatements {
        stopExpansion(
          "template expansion produces more than \(Self.maxTemplateStatements) statements")
        continue
      }
      nodes[node].templateBodies.append(body)
      expandStatements(
        body, node: node, scopeChain: scopeChain, templateStack: templateStack + [t.name])
    }
    nodes[node].ownBody = v.body
    if v.bodyIsPlain {
      // Nothing to declare or reject: only the count `expandStatements` would add up.
      bodyStatements += v.body.count
    } else {
      expandStatements(v.body, node: node, scopeChain: scopeChain, templateStack: templateStack)
    }
  }

  /// Declares the views of `body` (children of `node`) and reports statements that do not
  /// belong in a view's block; `walk` applies the rest in pass 2.
  mutating func expandStatements(
    _ body: [Statement], node: Int, scopeChain: [Int], templateStack: [String]
  ) {
    for s in body {
      switch s {
      case .view(let child):
        let c = declareView(
          child, parentNode: node, scopeChain: scopeChain, templateStack: templateStack)
        nodes[node].children.append(c)
      case .alias(let name, _):
        if node != 0 {
          error(name.location, "guide aliases belong directly inside the screen block")
        }
      case .form(let n): error(n.location, "'form' belongs at the top of the file")
      case .axis(let n, _): error(n.location, "axes are declared at the top level")
      case .device(let n, _): error(n.location, "devices are declared at the top level")
      case .strings(let n): error(n.location, "strings files are named at the top level")
      case .template(let n, _): error(n.location, "templates are declared at the top level")
      case .when(_, let inner, _):
        rejectViews(in: inner)
        bodyStatements += inner.count
      case .property, .equation, .shorthand, .remove:
        bodyStatements += 1
      }
    }
  }

  /// Reports a blown expansion bound once, at the outermost template use of the chain being
  /// expanded, and stops expanding templates.
  mutating func stopExpansion(_ message: String) {
    guard !expansionStopped else { return }
    expansionStopped = true
    let names = templateUses.map(\.name)
    let chain =
      names.count <= 6
      ? names.joined(separator: " → ")
      : (names.prefix(4) + ["…", names[names.count - 1]]).joined(separator: " → ")
    let at = templateUses.first?.location ?? SourceLocation(file: file, line: 1, column: 1)
    error(at, message + (names.isEmpty ? "" : " (through templates \(chain))"))
  }

  mutating func rejectViews(in body: [Statement]) {
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

  mutating func isBuiltInName(_ name: String) -> Bool {
    Self.builtInNames.contains(name) || BuiltInGuide.named(name) != nil
  }
  /// Words no view may be named: built-in names, view kinds and shorthands, by one lookup.
  mutating func isReservedName(_ name: String) -> Bool { Self.reservedNames.contains(name) }
  /// `isReservedName`, looked up once per distinct name (by its number) and kept.
  mutating func isReservedName(_ name: Ident) -> Bool {
    reservedByName.answer(for: name) { Self.reservedNames.contains($0) }
  }
  /// `ViewKind.named`, looked up once per distinct name (by its number) and kept.
  mutating func viewKind(named name: Ident) -> ViewKind? {
    kindByName.answer(for: name) { ViewKind.named($0) }
  }
  private static let reservedNames = WordTable(
    Array(builtInNames) + BuiltInGuide.allNames + ViewKind.allCases.map(\.rawValue)
      + ShorthandKeyword.allCases.map(\.rawValue))
  /// Words that name something already in every view's scope (guides aside).
  private static let builtInNames = Set(
    ["self", "superview", "root", "content", "frame", "contentLayoutGuide", "frameLayoutGuide"]
      + AnchorAttribute.allCases.map(\.rawValue))

  mutating func declareView(
    _ v: ViewSyntax, parentNode: Int, scopeChain: [Int], templateStack: [String]
  ) -> Int? {
    guard let kind = viewKind(named: v.kind), ViewKind.declarable.contains(kind) else {
      error(v.kind.location, "unknown view kind '\(v.kind.name)'")
      return nil
    }
    if kind == .screen {
      error(v.kind.location, "'screen' is the root view; there is only one, at the top level")
      return nil
    }
    if expansionStopped { return nil }
    viewDepth += 1
    defer { viewDepth -= 1 }
    if viewDepth > Self.maxViewDepth {
      stopExpansion("views nested deeper than \(Self.maxViewDepth)")
      return nil
    }
    let parentID = nodes[parentNode].id
    let scope = scopeChain.last ?? 0
    var givenID: String?
    if let name = v.name {
      if isReservedName(name) {
        error(name.location, "'\(name.name)' is a reserved word and cannot name a view")
      } else {
        // One hash for the usual case, a new name; a duplicate puts the first one back.
        let named = scope == 0 ? name.name : scopeIDs[scope] + "." + name.name
        if let existing = enterName(name, named, scope: scope) {
          enterName(name, existing, scope: scope)
          let first = views.first { $0.id == existing }?.location
          error(
            name.location,
            "duplicate name '\(name.name)' in this scope"
              + (first.map { " (first declared at line \($0.line))" } ?? ""))
        } else {
          givenID = named
        }
      }
    }
    if kind == .guide { declaresGuides = true }
    let id = givenID ?? "_\(views.count)"
    let viewIndex = views.count
    views.append(
      ViewSpec(
        id: id, kind: kind, parent: parentID, isNamed: v.name != nil, text: v.text,
        location: v.name?.location ?? v.kind.location))
    let nodeIndex = nodes.count
    nodes.append(
      Node(view: viewIndex, id: id, kind: kind, parentNode: parentNode, scopeChain: scopeChain))
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
      if let number = scopeNumbers[id] {
        chain.append(number)
      } else {
        chain.append(scopeIDs.count)
        scopeNumbers[id] = scopeIDs.count
        scopeIDs.append(id)
        scopeNameLists.append([])
      }
    }
    nodes[nodeIndex].innerChain = chain
    expandBody(v, node: nodeIndex, scopeChain: chain, templateStack: templateStack)
    return nodeIndex
  }

  // MARK: - Pass 2: rules

  /// Applies a view's statements in order (its templates' first), and walks each child
  /// where it is declared. The statements `expandStatements` rejected are skipped.
  mutating func walk(_ node: Int, _ ctx: Context) {
    var ctx = ctx
    let children = nodes[node].children
    var nextChild = 0
    func visit(_ body: [Statement]) {
      for s in body {
        switch s {
        case .view:
          if let c = children[nextChild] {
            walk(c, Context(node: c, condition: .always, block: 0))
          }
          nextChild += 1
        case .property, .equation, .shorthand, .remove, .when: apply(s, &ctx)
        case .form, .axis, .device, .strings, .template, .alias: break
        }
      }
    }
    for body in nodes[node].templateBodies { visit(body) }
    visit(nodes[node].ownBody)
  }

  mutating func location(of s: Statement) -> SourceLocation {
    switch s {
    case .form(let i), .axis(let i, _), .device(let i, _), .template(let i, _), .alias(let i, _),
      .strings(let i):
      return i.location
    case .view(let v): return v.kind.location
    case .property(let p, _): return p.location
    case .equation(let e): return e.lhs.location
    case .shorthand(let s): return s.keyword.location
    case .when(_, _, let l): return l
    case .remove(let p): return p.location
    }
  }

  /// Adds a rule; its `source` is the action spelled out (`Rule.spelledOut`), built only when
  /// something prints it.
  mutating func addRule(_ action: consuming RuleAction, _ at: SourceLocation, _ ctx: Context) {
    if !rulesInvolveKeyboard,
      FormSpec.involvesKeyboard(
        condition: ctx.condition, action: action, keyboardGuides: keyboardGuideIDs)
    {
      rulesInvolveKeyboard = true
    }
    // The rule is made in the list's own append (a rule is about 200 bytes of fields to
    // retain; made first and then appended, it was copied and the original destroyed).
    if ctx.block == 0 {
      baseRules.append(
        Rule(
          condition: ctx.condition, action: action, location: at, block: ctx.block,
          whenLocation: ctx.whenLocation))
    } else {
      whenRules.append(
        Rule(
          condition: ctx.condition, action: action, location: at, block: ctx.block,
          whenLocation: ctx.whenLocation))
    }
  }

  mutating func apply(_ s: Statement, _ ctx: inout Context) {
    switch s {
    case .property(let path, let value): property(path, value, ctx)
    case .equation(let e): equation(e, ctx)
    case .shorthand(let sh): shorthand(sh, &ctx)
    case .remove(let path):
      guard let anchor = resolveAnchor(path, ctx) else { return }
      addRule(.remove(anchor), path.location, ctx)
    case .when(let cond, let body, let whenLocation):
      guard let c = condition(cond) else { return }
      blockCount += 1
      var inner = ctx
      inner.whenLocation = whenLocation
      inner.condition = Condition.all([ctx.condition, c])
      inner.block = blockCount
      for b in body { apply(b, &inner) }
    case .strings(let path):
      error(path.location, "strings files are named at the top level, outside 'when' blocks")
    default: break
    }
  }

  // MARK: Conditions

  /// State tokens plus the keyboard tracking conditions (`kb-near-top`, …).
  var allTokens: [String] {
    axes.flatMap(\.tokens) + StateAxis.trackingTokens + [StateAxis.accessibilitySizesToken]
  }

  mutating func condition(_ c: ConditionSyntax) -> Condition? {
    var ok = true
    let known = allTokens
    func convert(_ c: ConditionSyntax) -> Condition {
      switch c {
      case .token(let t):
        if !known.contains(t.name) {
          ok = false
          error(
            t.location,
            "unknown state '\(t.name)'" + didYouMean(t.name, known) + "; valid states: "
              + axes.filter { !$0.isOptIn }.flatMap(\.tokens).joined(separator: ", ")
              + "; text sizes: xs … ax5, ax-sizes; direction: ltr, rtl"
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
}

