// The environment and the built-in guides: the constraints that place the safe area, layout
// margins, readable content, keyboard and scroll guides, and their inspector notation.
import FormLanguage
import Geometry
import LayoutContract
import LayoutVocabulary

extension Resolution {
  // MARK: Environment and guides

  /// Where the keyboard is, in window coordinates (see `KeyboardGeometry`).
  var keyboardState: KeyboardState { keyboard.keyboard }

  func environment() -> FormEnvironment {
    FormEnvironment(
      canvasSize: keyboard.window.size,
      sizeClass: state.sizeClass == .regular ? .regular : .compact,
      appearance: state.appearance == .dark ? .dark : .light,
      layoutDirection: state.isRightToLeft ? .rightToLeft : .leftToRight,
      safeAreaInsets: edge(device.safeArea), layoutMargins: edge(device.margins),
      keyboard: keyboardState, xray: state.xray, scale: device.scale)
  }

  func edge(_ i: Insets) -> EdgeInsets {
    EdgeInsets(top: i.top, left: i.left, bottom: i.bottom, right: i.right)
  }

  func guideConstraints() -> [LayoutConstraint] {
    var out: [LayoutConstraint] = []
    let root = ItemID(spec.views.first?.id ?? "screen")
    func c(
      _ a: ItemID, _ aa: AnchorAttribute, _ b: ItemID?, _ ba: AnchorAttribute?, _ k: Double = 0,
      _ r: Relation = .equal, priority: LayoutPriority = .required, edit: Bool = false,
      reason: DerivedReason = .guide
    ) {
      out.append(
        LayoutConstraint(
          Anchor(a, aa), r, b.flatMap { id in ba.map { Anchor(id, $0) } }, constant: k,
          priority: priority, isEdit: edit, origin: .derived(reason)))
    }
    // The root's frame is the canvas (`environment.canvasSize`); the layout engine pins it.
    let safe = device.safeArea
    let margins = device.margins
    var safeID = ItemID("safeArea")
    for v in spec.views {
      let id = ItemID(v.id)
      switch v.kind {
      case .safeAreaGuide:
        safeID = id
        c(id, .top, root, .top, safe.top)
        c(id, .bottom, root, .bottom, -safe.bottom)
        c(id, .leading, root, .leading, safe.left)
        c(id, .trailing, root, .trailing, -safe.right)
      case .layoutMarginsGuide:
        c(id, .top, safeID, .top, margins.top)
        c(id, .bottom, safeID, .bottom, -margins.bottom)
        c(
          id, .leading, safeID, .leading, margins.left,
          reason: .layoutMargin(inset: margins.left + safe.left))
        c(
          id, .trailing, safeID, .trailing, -margins.right,
          reason: .layoutMargin(inset: margins.right + safe.right))
      case .readableContentGuide:
        let lm = ItemID(spec.views.first { $0.kind == .layoutMarginsGuide }?.id ?? "layoutMargins")
        c(id, .top, lm, .top)
        c(id, .bottom, lm, .bottom)
        c(id, .centerX, lm, .centerX)
        c(id, .leading, lm, .leading, 0, .greaterThanOrEqual)
        c(id, .trailing, lm, .trailing, 0, .lessThanOrEqual)
        c(id, .width, nil, nil, 672, .lessThanOrEqual)
        c(id, .width, lm, .width, 0, priority: LayoutPriority(749))
      case .keyboardGuide:
        out += keyboardGuideConstraints(id, root: root)
      case .scrollContentGuide:
        // Vertical scrolling only: the content guide is as wide as the scroll view. Its top
        // (`scrollView.top − contentOffset`) and height (the content's) belong to the layout
        // engine, which owns the offset.
        guard let parent = v.parent else { break }
        let sv = ItemID(parent)
        c(id, .leading, sv, .leading)
        c(id, .width, sv, .width)
      case .scrollFrameGuide:
        guard let parent = v.parent else { break }
        let sv = ItemID(parent)
        c(id, .top, sv, .top)
        c(id, .bottom, sv, .bottom)
        c(id, .leading, sv, .leading)
        c(id, .trailing, sv, .trailing)
      default: break
      }
    }
    return out
  }

  /// Places the keyboard guide at `keyboard.guide`. A guide spanning the window's width at its
  /// bottom (hidden, docked, or undocked and not followed) is pinned left, right and bottom
  /// with an edit height; a followed undocked keyboard also gets its left edge and edit width.
  func keyboardGuideConstraints(_ id: ItemID, root: ItemID) -> [LayoutConstraint] {
    let g = keyboard.guide
    let window = keyboard.window.size
    func make(
      _ attribute: AnchorAttribute, _ second: AnchorAttribute?, _ constant: Double,
      edit: Bool = false, reason: DerivedReason = .guide
    ) -> LayoutConstraint {
      LayoutConstraint(
        Anchor(id, attribute), .equal, second.map { Anchor(root, $0) }, constant: constant,
        isEdit: edit, origin: .derived(reason))
    }
    let why: KeyboardGuidePlacement
    switch keyboardState {
    case .docked: why = .shown
    case .hardwareBar: why = keyboard.followsUndockedKeyboard ? .hardwareBarFollowed : .hardwareBar
    case .floating, .split: why = keyboard.guideIsKeyboard ? .undockedFollowed : .undocked
    case .hidden: why = .hidden
    }
    var out: [LayoutConstraint]
    if g.minX == 0 && g.width == window.width {
      out = [make(.leading, .leading, 0), make(.trailing, .trailing, 0)]
    } else {
      out = [make(.left, .left, g.minX), make(.width, nil, g.width, edit: true)]
    }
    out.append(make(.bottom, .bottom, g.maxY - window.height))
    out.append(make(.height, nil, g.height, edit: true, reason: .keyboard(why)))
    return out
  }
}
