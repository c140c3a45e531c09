// The form's rules in one state: which constraints and properties apply, and the
// constraints they become.
import FormLanguage
import Geometry
import LayoutContract
import LayoutVocabulary

extension Resolution {
  // MARK: Rules

  mutating func applyRules() {
    entries.reserveCapacity(spec.rules.count)
    for index in spec.rules.indices where ruleHolds[index] {
      let isBase = spec.rules[index].isBase
      let block = spec.rules[index].block
      switch spec.rules[index].action {
      case .constraint(let c):
        if !isBase {
          for i in entries.indices
          where !entries[i].removed && entries[i].block != block
            && entries[i].constraint.first == c.first
            && entries[i].constraint.relation == c.relation
          {
            entries[i].removed = true
          }
        }
        entries.append(Entry(constraint: c, rule: index, block: block, isBase: isBase))
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
              .warning, spec.rules[index].location,
              "'remove \(anchor)' removes nothing in state \(state.canonicalTokens.joined(separator: ","))"
            ))
        }
      case .property(let item, let name, let value):
        // Only `ViewProperty`s are ever read; the analyzer accepts no other name.
        guard let property = Self.propertyNamed[name] else { continue }
        properties[item, default: [:]][property] = Setting(value: value, byState: !isBase)
      }
    }
  }

  /// Appends the constraints written in the form that apply in this state, in form order.
  func appendFormConstraints(to out: inout [LayoutConstraint]) {
    for entry in entries where !entry.removed {
      let c = entry.constraint
      var multiplier = c.multiplier
      var constant = c.constant
      var byState = !entry.isBase
      if let axis = c.scaleFromProperties {
        let (mult, offset): (ViewProperty, ViewProperty) =
          axis == .horizontal ? (.multX, .offsetX) : (.multY, .offsetY)
        let item = c.first.item
        if let m = properties[item]?[mult] {
          if case .number(let v) = m.value { multiplier = v }
          byState = byState || m.byState
        }
        if let o = properties[item]?[offset] {
          if case .number(let v) = o.value { constant = v }
          byState = byState || o.byState
        }
      }
      out.append(
        LayoutConstraint(
          anchor(c.first), c.relation, c.second.map(anchor), multiplier: multiplier,
          constant: constant, priority: LayoutPriority(c.priority), changedByState: byState,
          origin: .written(
            spec.rules[entry.rule].location, constantAsWritten: c.constantAsWritten(for: constant))))
    }
  }

  /// `ViewProperty(rawValue:)` by one hash instead of a comparison per case.
  static let propertyNamed = Dictionary(
    uniqueKeysWithValues: ViewProperty.allCases.map { ($0.rawValue, $0) })

  func anchor(_ a: AnchorSpec) -> Anchor {
    Anchor(ItemID(a.item), a.attribute)
  }
}
