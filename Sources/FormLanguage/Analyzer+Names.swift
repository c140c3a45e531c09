// Resolving names: views through scopes, anchors, built-in guides.
import LayoutVocabulary

extension Analyzer {
  mutating func selfID(_ ctx: Context) -> String? { ctx.node.map { nodes[$0].id } }

  mutating func nearestScrollView(_ ctx: Context) -> String? {
    var n = ctx.node
    while let i = n {
      if nodes[i].kind == .scrollView { return nodes[i].id }
      n = nodes[i].parentNode
    }
    return nil
  }

  mutating func viewKind(_ id: String) -> ViewKind? {
    if kindByIDCoversViews != views.count {
      // Views are only added in pass 1; pass 2 looks kinds up once per path segment.
      kindByID = Dictionary(minimumCapacity: views.count)
      // Backwards, so the first view with an id is the one that stays.
      for v in views.reversed() { kindByID[v.id] = v.kind }
      kindByIDCoversViews = views.count
    }
    return kindByID[id]
  }

  /// Resolves a view path (`row-tz.lbl`, `sv.content`, `superview`) to an item id, reporting
  /// what is wrong when it cannot.
  mutating func resolveView(_ first: Ident, _ rest: [Ident], _ ctx: Context) -> String? {
    var current: String
    let name = first.name
    switch pathWord(first) {
    case .selfView:
      guard let s = selfID(ctx) else {
        error(first.location, "'self' is only meaningful inside a view's block")
        return nil
      }
      current = s
    case .superview:
      guard let n = ctx.node else {
        error(first.location, "'superview' is only meaningful inside a view's block")
        return nil
      }
      guard let p = nodes[n].parentNode else {
        error(first.location, "the screen has no superview")
        return nil
      }
      current = nodes[p].id
    case .root:
      if let n = ctx.node, let scope = nodes[n].innerChain.last {
        current = scopeIDs[scope]
      } else {
        current = nodes.first?.id ?? "screen"
      }
    case .scrollGuide:
      if let sv = nearestScrollView(ctx) {
        current = sv + (name.hasPrefix("content") ? ".content" : ".frame")
      } else if let id = lookup(first, ctx) {
        current = id
      } else {
        error(
          first.location,
          "'\(name)' is a scroll view's guide; use it inside a scroll view or write 'SCROLLVIEW.\(name)'"
        )
        return nil
      }
    default:
      if let id = lookup(first, ctx) {
        current = id
      } else if let guide = BuiltInGuide.named(name), let gid = guideIDs[guide] {
        current = gid
      } else {
        error(first.location, "unknown view '\(name)'" + didYouMean(name, knownNames(ctx)))
        return nil
      }
    }
    for part in rest {
      if pathWord(part) == .scrollGuide, viewKind(current) == .scrollView {
        current += part.name.hasPrefix("content") ? ".content" : ".frame"
        continue
      }
      guard let scope = scopeNumbers[current] else {
        error(part.location, "'\(current)' has no named children (only rows and 'scope' views do)")
        return nil
      }
      guard let id = scopeNames[scope, key(part)] else {
        error(
          part.location,
          "'\(current)' has no child named '\(part.name)'"
            + didYouMean(part.name, scopeNameLists[scope].sorted()))
        return nil
      }
      current = id
    }
    if declaresGuides { referenced.insert(current) }
    return current
  }

  /// The names a view path's first name can mean besides a view (`self`, `superview`, `root`,
  /// a scroll view's guides).
  enum PathWord: UInt8 {
    case other, selfView, superview, root
    /// `content`, `contentLayoutGuide`, `frame`, `frameLayoutGuide`.
    case scrollGuide
  }

  /// What `name` is among `PathWord`s, found once per distinct name by its number (a `String`
  /// switch compared it with each word in turn, on every path).
  mutating func pathWord(_ name: Ident) -> PathWord {
    pathWordByName.answer(for: name) { Self.pathWord($0) }
  }

  static func pathWord(_ name: String) -> PathWord {
    switch name {
    case "self": return .selfView
    case "superview": return .superview
    case "root": return .root
    case "content", "contentLayoutGuide", "frame", "frameLayoutGuide": return .scrollGuide
    default: return .other
    }
  }

  mutating func lookup(_ name: Ident, _ ctx: Context) -> String? {
    let key = key(name)
    if let n = ctx.node {
      for scope in nodes[n].innerChain.reversed() {
        if let id = scopeNames[scope, key] { return id }
      }
    }
    return scopeNames[0, key]
  }

  mutating func knownNames(_ ctx: Context) -> [String] {
    var names: [String] = []
    let chain = ctx.node.map { nodes[$0].innerChain } ?? []
    for scope in [0] + chain { names += scopeNameLists[scope] }
    names += ["safeArea", "layoutMargins", "margins", "readableContent", "keyboard"]
    return names.sorted()
  }

  /// `AnchorAttribute.named`, looked up once per distinct name (by its number) and kept.
  mutating func attribute(named name: Ident) -> AnchorAttribute? {
    attributeByName.answer(for: name) { AnchorAttribute.named($0) }
  }

  mutating func resolveAnchor(_ path: PathSyntax, _ ctx: Context) -> AnchorSpec? {
    let last = path.last
    guard let attribute = attribute(named: last) else {
      if path.count == 1 {
        // A near spelling of an attribute is a typo (`widht`); anything else is most likely a
        // view named alone, which needs an attribute.
        let near = didYouMean(last.name, AnchorAttribute.allCases.map(\.rawValue))
        error(
          last.location,
          "'\(last.name)' is not an attribute"
            + (near.isEmpty ? "; write VIEW.ATTRIBUTE, e.g. '\(last.name).top'" : near))
      } else {
        error(
          last.location,
          "unknown attribute '\(last.name)'"
            + didYouMean(last.name, AnchorAttribute.allCases.map(\.rawValue))
            + " (use top, bottom, leading, trailing, width, height, centerX, centerY, …)")
      }
      return nil
    }
    if path.count == 1 {
      guard let s = selfID(ctx) else {
        error(
          last.location,
          "'\(last.name)' alone means this view's attribute, but this is not inside a view's block")
        return nil
      }
      return AnchorSpec(s, attribute)
    }
    guard let item = resolveView(path.first, path.middle, ctx) else { return nil }
    return AnchorSpec(item, attribute)
  }
}
