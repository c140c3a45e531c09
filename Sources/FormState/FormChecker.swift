// `formshot check`: resolves a form in every state combination and reports what is wrong.
import FormLanguage
import LayoutContract
import LayoutVocabulary

/// Validates a form across all its states, so a mistake in a rarely rendered state (regular,
/// login, value-wins) is found without rendering it.
public enum FormChecker {
  /// A layout check the layout engine plugs in (unsatisfiable or ambiguous constraints); the
  /// resolver alone cannot tell. Returns diagnostics for one resolved state.
  public typealias LayoutCheck = @Sendable (ResolvedForm) -> [Diagnostic]

  /// Every state combination of the form (xray off, no focus): the product of all non-flag
  /// axes, in axis order.
  public static func allStates(_ spec: FormSpec) -> [StateSet] {
    var combos: [[String]] = [[]]
    for axis in spec.axes where !axis.isFlag {
      combos = combos.flatMap { c in axis.matrixTokens.map { c + [$0] } }
    }
    for extra in spec.matrixExtras {
      combos = combos.flatMap { c in ([""] + extra.tokens).map { c + [$0] } }
    }
    return combos.compactMap { try? StateSet.parse($0, for: spec) }
  }

  /// The states `check` visits: `allStates`, plus every floating-keyboard state again at each
  /// named spot (top, bottom, leading, trailing, center) so that tracking sets
  /// (`when kb-near-top`) are checked in a state where they apply, plus every iPad state again
  /// in a Split View and a Slide Over window.
  public static func checkedStates(_ spec: FormSpec) -> [StateSet] {
    var states: [StateSet] = []
    for state in allStates(spec) {
      states.append(state)
      if state.keyboard == .floating {
        for spot in FloatingSpot.named {
          var moved = state
          moved.floatingSpot = spot
          states.append(moved)
        }
      }
      if state.sizeClass == .regular {
        for window in WindowMode.allCases where window != .full {
          var windowed = state
          windowed.window = window
          states.append(windowed)
        }
      }
    }
    return states
  }

  /// Resolves every state; reports resolution errors, broken resolver guarantees, `remove`
  /// statements that remove nothing in some state, `when` blocks that never apply, and
  /// whatever `layout` finds. Duplicates (the same message at the same place) are merged.
  ///
  /// One cause, one message: a problem found in several states (a view ambiguous in 44 of them)
  /// is reported once, with the states summarised ("in all compact states (28 of 56)");
  /// `verbose` lists every state instead.
  ///
  /// `resolve` replaces the `.form` resolver for a spec that stands for another front end's
  /// document (an Interface Builder root: the spec has only the state axes).
  public static func check(
    _ spec: FormSpec, verbose: Bool = false, layout: LayoutCheck? = nil,
    resolve: ((StateSet) -> ResolvedForm)? = nil
  ) -> [Diagnostic] {
    var out: [Diagnostic] = []
    var seen: Set<String> = []
    func add(_ d: Diagnostic) {
      if seen.insert(d.description).inserted { out.append(d) }
    }
    let states = checkedStates(spec)
    // Looked up by every state's resolution; the same for all of them.
    let specIndex = SpecIndex(spec)
    // Problems of one state, by problem, with the states they occur in (first-seen order).
    var perState: [(diagnostic: Diagnostic, states: [Int])] = []
    var slot: [Diagnostic: Int] = [:]
    var stateIndex = 0
    func addInState(_ d: Diagnostic) {
      if let k = slot[d] {
        if perState[k].states.last != stateIndex { perState[k].states.append(stateIndex) }
      } else {
        slot[d] = perState.count
        perState.append((d, [stateIndex]))
      }
    }
    var appliedBlocks: Set<Int> = [0]
    var removeMisses: [SourceLocation: Int] = [:]
    var removeApplied: [SourceLocation: Int] = [:]
    for (index, state) in states.enumerated() {
      stateIndex = index
      let keyboard = KeyboardGeometry(spec: spec, state: state)
      // Each token is tested once per state (the rules repeat the same few).
      var known: [String: Bool] = [:]
      let isActive = { (t: String) -> Bool in
        if let holds = known[t] { return holds }
        let holds = keyboard?.isActive(t, in: state) ?? state.isActive(t)
        known[t] = holds
        return holds
      }
      // X-ray is a flag the checked states leave off (it only adds painting); a block that
      // applies with it on still applies.
      let isActiveWithXray = { (t: String) in t == XRayToken.xray.rawValue || isActive(t) }
      for i in spec.rules.indices where spec.rules[i].condition.holds(isActiveWithXray) {
        appliedBlocks.insert(spec.rules[i].block)
      }
      do {
        let form: ResolvedForm
        var notes: [Diagnostic] = []
        if let resolve {
          form = resolve(state)
        } else {
          (form, notes) = try FormResolver.resolveWithNotes(spec, state: state, index: specIndex)
        }
        for i in spec.rules.indices where spec.rules[i].condition.holds(isActive) {
          if case .remove = spec.rules[i].action { removeApplied[spec.rules[i].location, default: 0] += 1 }
        }
        for n in notes { removeMisses[n.location, default: 0] += 1 }
        for problem in guaranteeProblems(form) {
          addInState(
            Diagnostic(.error, SourceLocation(file: spec.path, line: 1, column: 1), problem))
        }
        if let layout {
          for d in layout(form) { addInState(d) }
        }
      } catch {
        addInState(
          Diagnostic(
            .error, error.location ?? SourceLocation(file: spec.path, line: 1, column: 1),
            error.message))
      }
    }
    let names = states.map { $0.canonicalTokens }
    for (d, hit) in perState {
      var grouped = d
      grouped.message += " (" + summary(hit, of: names, verbose: verbose) + ")"
      add(grouped)
    }
    // A `remove` is only suspicious when it removes nothing in every state it applies in.
    for rule in spec.rules {
      guard case .remove(let anchor) = rule.action else { continue }
      let applied = removeApplied[rule.location] ?? 0
      if applied > 0, removeMisses[rule.location] ?? 0 == applied {
        add(Diagnostic(.warning, rule.location, "'remove \(anchor)' never removes a constraint"))
      }
    }
    for d in translationProblems(spec) { add(d) }
    var warnedBlocks: Set<Int> = []
    for rule in spec.rules where !appliedBlocks.contains(rule.block) {
      // A block for a text size or direction the matrix does not visit (`when ax-sizes` in a
      // form that opts into no accessibility size) applies in states `check` does not visit.
      if rule.condition.tokens.contains(where: { isOutsideMatrix($0, spec) }) { continue }
      if warnedBlocks.insert(rule.block).inserted {
        var condition = rule.condition.description
        if condition.hasPrefix("("), condition.hasSuffix(")") {
          condition = String(condition.dropFirst().dropLast())
        }
        add(
          Diagnostic(
            .warning, rule.whenLocation ?? rule.location,
            "this 'when' block applies in no state: \(condition)"))
      }
    }
    return out
  }

  /// Each text the form shows (by its key) that a language of its strings tables lacks, or
  /// whose translation has plural variants formshot does not pick between: one warning per
  /// key and language, at the first place the text is written.
  static func translationProblems(_ spec: FormSpec) -> [Diagnostic] {
    let strings = spec.strings
    if strings.translations.isEmpty && strings.variedKeys.isEmpty { return [] }
    var keys: [(key: String, location: SourceLocation)] = []
    var seen: Set<String> = []
    func add(_ key: String, _ location: SourceLocation) {
      if !key.isEmpty, seen.insert(key).inserted { keys.append((key, location)) }
    }
    var explicitKeys: [String: String] = [:]
    for rule in spec.rules {
      if case .property(let item, ViewProperty.key.rawValue, .string(let key)) = rule.action {
        explicitKeys[item] = key
      }
    }
    for view in spec.views {
      if let text = view.text { add(explicitKeys[view.id] ?? text, view.location) }
    }
    let texts: Set<String> = [
      ViewProperty.text.rawValue, ViewProperty.placeholder.rawValue, ViewProperty.title.rawValue,
    ]
    for rule in spec.rules {
      guard case .property(let item, let name, .string(let text)) = rule.action, texts.contains(name)
      else { continue }
      add(name == ViewProperty.text.rawValue ? (explicitKeys[item] ?? text) : text, rule.location)
    }
    let languages = Set(strings.translations.keys).union(strings.variedKeys.keys)
      .filter { $0 != strings.developmentLanguage }.sorted()
    let files = strings.files.isEmpty ? "the strings files" : strings.files.map {
      String($0.split(separator: "/").last ?? Substring($0))
    }.joined(separator: ", ")
    var out: [Diagnostic] = []
    for language in languages {
      for (key, location) in keys {
        switch strings.lookup(key, in: language) {
        case .translated: continue
        case .missing:
          out.append(
            Diagnostic(
              .warning, location,
              "no \(language) translation for '\(key)' in \(files): it shows the development "
                + "language (\(strings.developmentLanguage))"))
        case .varied:
          out.append(
            Diagnostic(
              .warning, location,
              "'\(key)' has plural variants in \(language), which formshot does not choose "
                + "between: it shows the development language (\(strings.developmentLanguage))"))
        }
      }
    }
    return out
  }

  /// A token of an opt-in axis (or `ax-sizes`, or a direction a language implies) that the
  /// form's matrix does not visit.
  static func isOutsideMatrix(_ token: String, _ spec: FormSpec) -> Bool {
    if token == StateAxis.accessibilitySizesToken || token == DirectionToken.rtl.rawValue {
      return true
    }
    return spec.axes.contains { $0.isOptIn && $0.tokens.contains(token) && !$0.matrixTokens.contains(token) }
  }

  /// The states a problem occurs in, in few words: "in all 56 states", "in state kb-shown,…",
  /// "in all compact states (28 of 56)", "in all kb-shown compact states (…)", else a count
  /// and an example. `verbose` lists every state.
  public static func summary(_ hit: [Int], of states: [[String]], verbose: Bool) -> String {
    let total = states.count
    if hit.count == total { return total == 1 ? "in the one state" : "in all \(total) states" }
    if hit.count == 1 { return "in state " + states[hit[0]].joined(separator: ",") }
    if verbose {
      return "in \(hit.count) of \(total) states: "
        + hit.map { states[$0].joined(separator: ",") }.joined(separator: "; ")
    }
    // The fewest tokens (one or two) shared by exactly the states it occurs in.
    let common = states[hit[0]].filter { token in hit.allSatisfy { states[$0].contains(token) } }
    var combos: [[String]] = common.map { [$0] }
    for (i, a) in common.enumerated() {
      for b in common[(i + 1)...] { combos.append([a, b]) }
    }
    for combo in combos {
      let matching = states.indices.filter { i in combo.allSatisfy { states[i].contains($0) } }
      if matching == hit {
        return "in all \(combo.joined(separator: " ")) states (\(hit.count) of \(total))"
      }
    }
    return "in \(hit.count) of \(total) states, e.g. "
      + states[hit[0]].joined(separator: ",") + "; --verbose lists them"
  }

  /// Checks the guarantees listed on `ResolvedForm`; returns one message per violation.
  public static func guaranteeProblems(_ form: ResolvedForm) -> [String] {
    var problems: [String] = []
    var ids: Set<ItemID> = []
    for (i, item) in form.items.enumerated() {
      if i == 0 {
        if item.kind != .root || item.parent != nil { problems.append("item 0 is not the root") }
      } else if let p = item.parent {
        if !ids.contains(p) { problems.append("'\(item.id)' comes before its parent '\(p)'") }
      } else {
        problems.append("'\(item.id)' has no parent")
      }
      if !ids.insert(item.id).inserted { problems.append("duplicate item id '\(item.id)'") }
    }
    for c in form.constraints {
      // First anchor, then second: no array per constraint (`check` runs this per state).
      if !ids.contains(c.first.item) {
        problems.append("constraint '\(c.inspectorText)' names unknown item '\(c.first.item)'")
      }
      if let s = c.second, !ids.contains(s.item) {
        problems.append("constraint '\(c.inspectorText)' names unknown item '\(s.item)'")
      }
      if let s = c.second {
        if s.attribute.isSize != c.first.attribute.isSize
          || (!s.attribute.isSize && s.attribute.axis != c.first.attribute.axis)
        {
          problems.append("constraint '\(c.inspectorText)' mixes axes")
        }
      } else if !c.first.attribute.isSize {
        problems.append("constraint '\(c.inspectorText)' fixes a position to a constant")
      }
    }
    return problems
  }
}
