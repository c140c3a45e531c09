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
      combos = combos.flatMap { c in axis.tokens.map { c + [$0] } }
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
      let isActive = { (t: String) in keyboard?.isActive(t, in: state) ?? state.isActive(t) }
      // X-ray is a flag the checked states leave off (it only adds painting); a block that
      // applies with it on still applies.
      let isActiveWithXray = { (t: String) in t == XRayToken.xray.rawValue || isActive(t) }
      for rule in spec.rules where rule.condition.holds(isActiveWithXray) {
        appliedBlocks.insert(rule.block)
      }
      do {
        let form: ResolvedForm
        var notes: [Diagnostic] = []
        if let resolve {
          form = resolve(state)
        } else {
          (form, notes) = try FormResolver.resolveWithNotes(spec, state: state)
        }
        for rule in spec.rules where rule.condition.holds(isActive) {
          if case .remove = rule.action { removeApplied[rule.location, default: 0] += 1 }
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
    var warnedBlocks: Set<Int> = []
    for rule in spec.rules where !appliedBlocks.contains(rule.block) {
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

  /// The states a problem occurs in, in few words: "in all 56 states", "in state kb-shown,…",
  /// "in all compact states (28 of 56)", "in all kb-shown compact states (…)", else a count
  /// and an example. `verbose` lists every state.
  static func summary(_ hit: [Int], of states: [[String]], verbose: Bool) -> String {
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
      for a in [c.first] + (c.second.map { [$0] } ?? []) where !ids.contains(a.item) {
        problems.append("constraint '\(c.inspectorText)' names unknown item '\(a.item)'")
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
