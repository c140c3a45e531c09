// Equations and the seed's shorthands turned into constraints.
import LayoutVocabulary

extension Analyzer {
  mutating func relation(_ text: String) -> Relation {
    switch text {
    case "<=": return .lessThanOrEqual
    case ">=": return .greaterThanOrEqual
    default: return .equal
    }
  }

  /// Checks axis rules; reports at `at`.
  mutating func valid(_ c: ConstraintSpec, _ at: SourceLocation) -> Bool {
    guard let second = c.second else {
      if !c.first.attribute.isSize {
        error(
          at,
          "'\(c.first)' is a position and needs a second anchor (e.g. '\(c.first.attribute.rawValue) = superview.\(c.first.attribute.rawValue) + 8')"
        )
        return false
      }
      // `width = -10` (or `<=`) can never hold: a size is never negative.
      if c.constant < 0, c.relation != .greaterThanOrEqual {
        error(
          at,
          "a \(c.first.attribute.rawValue) cannot be negative (\(c.first.attribute.rawValue) \(c.relation.rawValue) \(formatNumber(c.constant)))"
        )
        return false
      }
      return true
    }
    let a = c.first.attribute
    let b = second.attribute
    // A size may relate to the other axis's size (aspect ratios: `height = width`), as in
    // UIKit; a position may not.
    if a.axis != b.axis && !(a.isSize && b.isSize) {
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

  mutating func addConstraint(_ c: consuming ConstraintSpec, _ at: SourceLocation, _ ctx: Context) {
    guard valid(c, at) else { return }
    addRule(.constraint(c), at, ctx)
  }

  mutating func equation(_ e: EquationSyntax, _ ctx: Context) {
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

  mutating func shorthand(_ s: ShorthandSyntax, _ ctx: inout Context) {
    let keyword = s.kind
    let at = s.keyword.location
    guard let node = ctx.node, let me = selfID(ctx) else {
      error(at, "'\(keyword.rawValue)' belongs inside a view's block")
      return
    }
    if keyword == .to {
      if let t = s.target, let id = resolveView(t.first, t.rest, ctx) { ctx.toTarget = id }
      return
    }
    var effective = keyword
    if keyword == .side, let side = s.side.flatMap({ ShorthandKeyword.named($0.name) }) {
      effective = side
    }
    let superview = nodes[node].parentNode.map { nodes[$0].id }
    var target: String?
    if let t = s.target {
      guard let id = resolveView(t.first, t.rest, ctx) else { return }
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
}
