// The form's rules in one state: which constraints and properties apply, and the
// constraints they become.
import FormLanguage
import Geometry
import LayoutContract
import LayoutVocabulary

extension Resolution {
  // MARK: Rules

  mutating func applyRules() {
    for index in spec.rules.indices where ruleHolds[index] {
      let rule = spec.rules[index]
      switch rule.action {
      case .constraint(let c):
        if !rule.isBase {
          for i in entries.indices
          where !entries[i].removed && entries[i].rule.block != rule.block
            && entries[i].constraint.first == c.first
            && entries[i].constraint.relation == c.relation
          {
            entries[i].removed = true
          }
        }
        entries.append(Entry(constraint: c, rule: rule))
      case .remove(let anchor):
        var removedAny = false
        for i in entries.indices where !entries[i].removed && entries[i].constraint.first == anchor
        {
          entries[i].removed = true
          removedAny = true
        }
        if !removedAny {
          notes.append(
            Diagnostic(
              .warning, rule.location,
              "'remove \(anchor)' removes nothing in state \(state.canonicalTokens.joined(separator: ","))"
            ))
        }
      case .property(let item, let name, let value):
        properties[item, default: [:]][name] = Setting(value: value, byState: !rule.isBase)
      }
    }
  }

  func formConstraints() -> [LayoutConstraint] {
    entries.filter { !$0.removed }.map { entry in
      let c = entry.constraint
      var multiplier = c.multiplier
      var constant = c.constant
      var byState = !entry.rule.isBase
      if let axis = c.scaleFromProperties {
        let (mult, offset): (ViewProperty, ViewProperty) =
          axis == .horizontal ? (.multX, .offsetX) : (.multY, .offsetY)
        let item = c.first.item
        if let m = properties[item]?[mult.rawValue] {
          if case .number(let v) = m.value { multiplier = v }
          byState = byState || m.byState
        }
        if let o = properties[item]?[offset.rawValue] {
          if case .number(let v) = o.value { constant = v }
          byState = byState || o.byState
        }
      }
      return LayoutConstraint(
        anchor(c.first), c.relation, c.second.map(anchor), multiplier: multiplier,
        constant: constant, priority: LayoutPriority(c.priority), changedByState: byState,
        origin: .written(
          entry.rule.location, constantAsWritten: c.constantAsWritten(for: constant)))
    }
  }

  func anchor(_ a: AnchorSpec) -> Anchor {
    Anchor(ItemID(a.item), a.attribute)
  }
}
