// Keyboard animations (`formshot render --animate kb-hidden..kb-shown`): the transition between
// two states of a form that differ in the keyboard, the scroll offset or the focused field,
// laid out frame by frame on one live solver and written as APNG or animated WebP.
import AutoLayout
import CairoBackend
import Dispatch
import Drawing
import FormLanguage
import FormState
import Foundation
import Geometry
import LayoutContract
import LayoutVocabulary
import PNG
import Scene

/// How iOS moves the keyboard: a critically damped spring (mass 3, stiffness 1000, damping
/// ratio 1, from rest), settled after 0.5 s. See docs/keyboard.md for the sources.
public enum KeyboardMotion {
  /// Seconds from the first frame to the last (the spring's settling time).
  public static let duration = 0.5
  public static let mass = 3.0
  public static let stiffness = 1000.0
  /// The undamped angular frequency √(k/m), rad/s.
  static var omega: Double { (stiffness / mass).squareRoot() }

  /// The fraction of the way covered `t` seconds in: 0 at 0, exactly 1 from `duration` on.
  /// The spring is at 99.9 % at 0.5 s; the curve is scaled by that so the last frame lands.
  public static func progress(at t: Double) -> Double {
    guard t > 0 else { return 0 }
    guard t < duration else { return 1 }
    return spring(t) / spring(duration)
  }

  /// x(t) = 1 − (1 + ωt)·e^(−ωt): a critically damped spring released from rest.
  static func spring(_ t: Double) -> Double {
    let wt = omega * t
    return 1 - (1 + wt) * exp(-wt)
  }
}

/// One frame of a keyboard animation: its time, the layout at that moment and the form to paint.
public struct AnimationFrame: Sendable {
  /// Seconds since the first frame.
  public var time: Double
  /// How far along the keyboard is (0 … 1, `KeyboardMotion.progress`).
  public var progress: Double
  /// The keyboard layout guide's height in this frame.
  public var guideHeight: Double
  /// The keyboard layout guide's frame in this frame (window coordinates).
  public var guideFrame: Rect
  /// The form as painted (the keyboard item where the keyboard is at this moment).
  public var form: ResolvedForm
  public var layout: LayoutResult
  /// CPU seconds the live solver took for this frame on its thread (0 for the two ends), for
  /// the render bench: thread CPU time, so a busy machine does not inflate it.
  public var solveSeconds = 0.0
}

/// The transition between two states that differ only in keyboard, scroll offset or focus.
///
/// Frames in between re-solve one live `LayoutSession` through its edit variables (the keyboard
/// guide's height — or its whole frame when it follows an undocked keyboard or the shortcut bar
/// at one end — and the scroll offsets): the solver is built once, not per frame.
///
/// What moves how (docs/keyboard.md#animations): a docked keyboard and the shortcut bar slide
/// along `KeyboardMotion` (iOS announces both with the keyboard-will-show notification, which
/// carries the keyboard's duration and curve); an undocked keyboard (floating, split), for which
/// iOS publishes no motion, fades in or out over the same time — formshot's choice.
public final class KeyboardAnimation {
  /// The state tokens of both ends, canonical.
  public let from: [String], to: [String]
  public let start: ResolvedForm, end: ResolvedForm
  /// The form frames in between are made from: the end with a keyboard (the end when both or
  /// neither have one), its keyboards shown, its scroll offsets explicit.
  let moving: ResolvedForm
  let guideMotion: GuideMotion
  /// The keyboards painted in between, each one end's keyboard, in painting order.
  let layers: [KeyboardLayer]
  let canvas: Size

  /// How the keyboard layout guide moves between the two ends.
  enum GuideMotion {
    /// Both ends' guides span the window at its bottom: only the height moves (edit constraint
    /// `index`). It follows the docked keyboard's top (`top`, the window's bottom for no
    /// keyboard or an undocked one the guide does not follow), never below `hiddenHeight`.
    case height(index: Int, top: (start: Double, end: Double), hiddenHeight: Double)
    /// The guide follows an undocked keyboard or the shortcut bar at one end: its frame goes
    /// from `start` to `end`, through four edit constraints (left, width, bottom, height).
    case frame(indices: [Int], start: Rect, end: Rect)
  }

  /// One keyboard as it is painted in between.
  struct KeyboardLayer {
    enum Side { case start, end }
    enum Fade { case none, fadeIn, fadeOut }
    /// Whose keyboard it is (its layout, keys and suggestions).
    var side: Side
    /// Where that end shows it.
    var state: KeyboardState
    /// A docked keyboard or shortcut bar slides: its top goes from `tops.start` to `tops.end`
    /// (the window's bottom where it is off screen). Nil: an undocked keyboard stays put.
    var tops: (start: Double, end: Double)?
    var fade: Fade

    func top(at p: Double) -> Double? { tops.map { $0.start + ($0.end - $0.start) * p } }

    func alpha(at p: Double) -> Double {
      switch fade {
      case .none: return 1
      case .fadeIn: return p
      case .fadeOut: return 1 - p
      }
    }
  }

  /// Plans the animation from `fromTokens` to `toTokens` (each combined with `common`).
  /// - Throws: `FormshotError.state` naming the axis when the states differ in anything but
  ///   keyboard, scroll offset and focus.
  public init(
    _ document: FormDocument, from fromTokens: [String], to toTokens: [String],
    common: [String] = []
  ) throws(FormshotError) {
    let a = try document.state(common + fromTokens)
    let b = try document.state(common + toTokens)
    let label = (fromTokens.joined(separator: ",")) + ".." + (toTokens.joined(separator: ","))
    func refuse(_ message: String) -> FormshotError {
      .state(StateError(message: "--animate \(label): \(message)", token: label), path: document.path)
    }
    if let axis = Self.differingAxis(a, b) {
      throw refuse(
        "the two states differ in \(axis); only the keyboard, the scroll offset and the focused "
          + "field can be animated")
    }
    from = a.canonicalTokens
    to = b.canonicalTokens
    let startForm = try document.resolve(a)
    let endForm = try document.resolve(b)
    start = startForm
    end = endForm
    canvas = startForm.environment.canvasSize
    let height = canvas.height
    let keyboards = (start: startForm.environment.keyboard, end: endForm.environment.keyboard)
    var moving = Self.isShown(keyboards.end) || !Self.isShown(keyboards.start) ? endForm : startForm
    guard
      let guide = moving.items.first(where: { $0.kind.isKeyboardGuide })?.id,
      let index = Self.guideHeightIndex(moving, guide: guide)
    else {
      throw refuse("the form has no keyboard layout guide to animate")
    }
    layers = Self.layers(keyboards.start, keyboards.end, height: height)
    let placed = (
      start: Self.guidePlacement(startForm, guide: guide),
      end: Self.guidePlacement(endForm, guide: guide))
    let width = canvas.width
    let spansBottom = { (placement: GuidePlacement?) -> Bool in
      guard let frame = placement?.frame else { return false }
      return frame.minX == 0 && frame.width == width && frame.maxY == height
    }
    let slideTops = (start: Self.slideTop(keyboards.start, height: height),
      end: Self.slideTop(keyboards.end, height: height))
    if spansBottom(placed.start) && spansBottom(placed.end)
      || (slideTops.start != nil && slideTops.end != nil && (placed.start == nil || placed.end == nil))
    {
      // The guide's top is the docked keyboard's (or the shortcut bar's) top; with no keyboard,
      // or an undocked one it does not follow, the guide rests on the safe area (UIKit: "when
      // the keyboard undocks, the guide behaves the same as when you dismiss the keyboard").
      let top = (start: slideTops.start ?? height, end: slideTops.end ?? height)
      let hiddenHeight =
        top.start == height
        ? Self.guideHeightIndex(startForm, guide: guide).map { startForm.constraints[$0].constant }
        : top.end == height
          ? Self.guideHeightIndex(endForm, guide: guide).map { endForm.constraints[$0].constant } : nil
      guideMotion = .height(
        index: index, top: top,
        hiddenHeight: hiddenHeight ?? moving.environment.safeAreaInsets.bottom)
    } else {
      guard let first = placed.start, let last = placed.end,
        let edits = Self.editableGuide(&moving, guide: guide)
      else {
        throw refuse(
          "the keyboard layout guide is not placed on the window at both ends, so its frame "
            + "cannot be moved between them")
      }
      guideMotion = .frame(indices: edits, start: first.frame, end: last.frame)
    }
    for i in moving.items.indices {
      if case .keyboard = moving.items[i].kind { moving.items[i].isHidden = false }
    }
    self.moving = moving
  }

  /// Whether a keyboard (of any kind) is on screen.
  static func isShown(_ keyboard: KeyboardState) -> Bool {
    if case .hidden = keyboard { return false }
    return true
  }

  /// The top of the docked keyboard's frame: the window's bottom when hidden, the bar's top for
  /// a hardware keyboard's shortcut bar (iOS reports the bar as the docked keyboard's frame
  /// with all but its top 55 pt below the screen). Nil for an undocked keyboard.
  static func slideTop(_ keyboard: KeyboardState, height: Double) -> Double? {
    switch keyboard {
    case .hidden: return height
    case .docked(let h): return height - h
    case .hardwareBar(let frame): return frame.minY
    case .floating, .split: return nil
    }
  }

  /// The keyboards of the in-between frames. Between docked keyboards, the shortcut bar and no
  /// keyboard there is one motion, the docked keyboard's frame sliding (the bar and the
  /// keyboard cross-fade as they slide: formshot paints them as two panels). With an undocked
  /// keyboard at an end, the other end's docked keyboard or bar slides off (or on) screen and
  /// the undocked one fades.
  static func layers(_ a: KeyboardState, _ b: KeyboardState, height: Double) -> [KeyboardLayer] {
    let ends: [(KeyboardLayer.Side, KeyboardState)] = [(.start, a), (.end, b)]
    func fade(_ side: KeyboardLayer.Side) -> KeyboardLayer.Fade {
      side == .start ? .fadeOut : .fadeIn
    }
    if let ta = slideTop(a, height: height), let tb = slideTop(b, height: height) {
      let docked = ends.last { if case .docked = $0.1 { return true } else { return false } }
      let bar = ends.last { if case .hardwareBar = $0.1 { return true } else { return false } }
      switch (docked, bar) {
      case (let docked?, let bar?):
        return [
          KeyboardLayer(side: docked.0, state: docked.1, tops: (ta, tb), fade: fade(docked.0)),
          KeyboardLayer(side: bar.0, state: bar.1, tops: (ta, tb), fade: fade(bar.0)),
        ]
      case (let only?, nil), (nil, let only?):
        return [KeyboardLayer(side: only.0, state: only.1, tops: (ta, tb), fade: .none)]
      case (nil, nil):
        return []
      }
    }
    var out: [KeyboardLayer] = []
    for (side, keyboard) in ends where isShown(keyboard) {
      if let top = slideTop(keyboard, height: height) {
        out.append(
          KeyboardLayer(
            side: side, state: keyboard, tops: side == .start ? (top, height) : (height, top),
            fade: .none))
      } else {
        out.append(KeyboardLayer(side: side, state: keyboard, tops: nil, fade: fade(side)))
      }
    }
    return out
  }

  /// Where the resolver put the keyboard guide: its frame on the window and the indices of its
  /// four constraints (horizontal position, horizontal size, bottom, height).
  struct GuidePlacement {
    var frame: Rect
    var indices: [Int]
  }

  static func guideHeightIndex(_ form: ResolvedForm, guide: ItemID) -> Int? {
    form.constraints.firstIndex { $0.isEdit && $0.first == Anchor(guide, .height) }
  }

  /// The keyboard guide's placement in `form`, read from the constraints the resolver made for
  /// it (`leading`/`trailing` or `left`/`width`, `bottom`, `height`, against the root view);
  /// nil when they are not of that shape (an Interface Builder guide inside a subview).
  static func guidePlacement(_ form: ResolvedForm, guide: ItemID) -> GuidePlacement? {
    guard let root = form.items.first(where: { $0.kind == .root })?.id else { return nil }
    var at: [AnchorAttribute: Int] = [:]
    for (i, c) in form.constraints.enumerated() where c.first.item == guide {
      guard case .derived(let reason)? = c.origin else { continue }
      switch reason {
      case .guide, .keyboard: break
      default: continue
      }
      guard c.relation == .equal, c.second == nil || c.second?.item == root else { continue }
      at[c.first.attribute] = i
    }
    let size = form.environment.canvasSize
    guard let bottom = at[.bottom], let height = at[.height] else { return nil }
    let h = form.constraints[height].constant
    let maxY = size.height + form.constraints[bottom].constant
    if let leading = at[.leading], let trailing = at[.trailing],
      form.constraints[leading].constant == 0, form.constraints[trailing].constant == 0
    {
      return GuidePlacement(
        frame: Rect(x: 0, y: maxY - h, width: size.width, height: h),
        indices: [leading, trailing, bottom, height])
    }
    if let left = at[.left], let width = at[.width] {
      let w = form.constraints[width].constant
      return GuidePlacement(
        frame: Rect(x: form.constraints[left].constant, y: maxY - h, width: w, height: h),
        indices: [left, width, bottom, height])
    }
    return nil
  }

  /// Rewrites the guide's four constraints in `form` as edit constraints on its left, width,
  /// bottom and height (window coordinates: the root view sits at 0, 0), so that each frame
  /// only suggests values. Returns their indices in that order.
  static func editableGuide(_ form: inout ResolvedForm, guide: ItemID) -> [Int]? {
    guard let placement = guidePlacement(form, guide: guide) else { return nil }
    let frame = placement.frame
    let values: [(AnchorAttribute, Double)] = [
      (.left, frame.minX), (.width, frame.width), (.bottom, frame.maxY), (.height, frame.height),
    ]
    for (k, i) in placement.indices.enumerated() {
      let old = form.constraints[i]
      form.constraints[i] = LayoutConstraint(
        Anchor(guide, values[k].0), .equal, nil, constant: values[k].1, isEdit: true,
        origin: old.origin)
    }
    return placement.indices
  }

  /// The first axis on which `a` and `b` differ, other than keyboard, scroll and focus.
  static func differingAxis(_ a: StateSet, _ b: StateSet) -> String? {
    let keyboard = KeyboardToken.axis.rawValue
    for (x, y) in zip(a.choices, b.choices) where x.axis != keyboard && x.token != y.token {
      return "\(x.axis) (\(x.token) vs \(y.token))"
    }
    if a.xray != b.xray { return "xray" }
    if a.window != b.window { return "window" }
    // A floating keyboard moved from one spot to another is a drag: it follows the finger,
    // with no duration or curve to animate. Floating at one end only is a keyboard change.
    if a.keyboard == .floating, b.keyboard == .floating, a.floatingSpot != b.floatingSpot {
      let spots = [a, b].map { $0.floatingSpot?.text ?? "resting" }
      return "the floating keyboard's position (\(spots[0]) vs \(spots[1]): moving it is a "
        + "drag that follows the finger, with no duration or curve)"
    }
    if a.values.map({ "\($0.field)=\($0.text)" }) != b.values.map({ "\($0.field)=\($0.text)" }) {
      return "field values (value:…)"
    }
    return nil
  }

  /// The times of the frames at `fps`: 0, 1/fps, … up to `KeyboardMotion.duration`, always
  /// ending on the duration itself.
  public static func times(fps: Int) -> [Double] {
    let count = Int((KeyboardMotion.duration * Double(fps)).rounded(.up))
    return (0...count).map { min(Double($0) / Double(fps), KeyboardMotion.duration) }
  }

  /// The keyboard guide's height at `progress` (0 … 1). When only the height moves it follows
  /// the docked keyboard's top, and never drops below the safe area's bottom inset (UIKit's
  /// guide without a keyboard).
  public func guideHeight(at progress: Double) -> Double {
    switch guideMotion {
    case .height(_, let top, let hiddenHeight):
      let t = top.start + (top.end - top.start) * progress
      return max(canvas.height - t, hiddenHeight)
    case .frame:
      return guideFrame(at: progress).height
    }
  }

  /// The keyboard guide's frame at `progress`: on the window's bottom edge at the height of
  /// `guideHeight(at:)`, or (following an undocked keyboard or the bar at one end) each edge
  /// along the curve from where it is at the start to where it is at the end — formshot's
  /// choice, since iOS publishes no motion for an undocked keyboard.
  public func guideFrame(at progress: Double) -> Rect {
    switch guideMotion {
    case .height:
      let h = guideHeight(at: progress)
      return Rect(x: 0, y: canvas.height - h, width: canvas.width, height: h)
    case .frame(_, let a, let b):
      func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * progress }
      let maxY = mix(a.maxY, b.maxY)
      let h = mix(a.height, b.height)
      return Rect(x: mix(a.minX, b.minX), y: maxY - h, width: mix(a.width, b.width), height: h)
    }
  }

  /// The guide's edit constants at `progress`, by constraint index in `moving`.
  func guideConstants(at progress: Double) -> [(index: Int, value: Double)] {
    switch guideMotion {
    case .height(let index, _, _):
      return [(index, guideHeight(at: progress))]
    case .frame(let indices, _, _):
      let g = guideFrame(at: progress)
      return zip(indices, [g.minX, g.width, g.maxY, g.height]).map { ($0, $1) }
    }
  }

  /// The keyboard the painter is told about at `progress` (it draws the split halves, the
  /// floating panel and the bar from it; a docked keyboard from its item's frame).
  func paintedKeyboard(at progress: Double) -> KeyboardState {
    let height = canvas.height
    for layer in layers { if case .split = layer.state { return layer.state } }
    for layer in layers { if case .floating = layer.state { return layer.state } }
    for layer in layers {
      guard case .docked = layer.state, let top = layer.top(at: progress) else { continue }
      return top < height ? .docked(height: height - top) : .hidden
    }
    for layer in layers {
      guard case .hardwareBar(let bar) = layer.state, let top = layer.top(at: progress) else {
        continue
      }
      return .hardwareBar(frame: Rect(x: bar.minX, y: top, width: bar.width, height: bar.height))
    }
    return .hidden
  }

  /// The form of the frame at `progress`, before layout: the guide between both ends' and the
  /// scroll offsets between both ends' (`offsets` at the start and at the end, by scroll view).
  func movingForm(at progress: Double, offsets: [ItemID: (Double, Double)]) -> ResolvedForm {
    var form = moving
    for (index, value) in guideConstants(at: progress) { form.constraints[index].constant = value }
    form.environment.keyboard = paintedKeyboard(at: progress)
    for i in form.items.indices {
      guard case .scrollView(var sv) = form.items[i].kind, let (a, b) = offsets[form.items[i].id]
      else { continue }
      sv.contentOffset = a + (b - a) * progress
      sv.reveal = nil
      form.items[i].kind = .scrollView(sv)
    }
    return form
  }

  /// Lays out every frame at `fps` frames per second. The in-between frames are edits of one
  /// session made by `makeSession` (the keyboard guide's height or frame and the scroll offsets
  /// are edit variables); the two ends are laid out on sessions of their own (one when they
  /// share a structure), so the solvers are built at most three times, never per frame.
  public func frames(
    fps: Int, makeSession: (ResolvedForm) -> LayoutSession
  ) -> (frames: [AnimationFrame], sessions: [LayoutSession]) {
    let ends = makeSession(start)
    var sessions = [ends]
    let first = ends.result
    let last: LayoutResult
    if ends.canUpdate(to: end) {
      last = ends.update(to: end)
    } else {
      let other = makeSession(end)
      sessions.append(other)
      last = other.result
    }
    var offsets: [ItemID: (Double, Double)] = [:]
    for (id, offset) in first.contentOffsets {
      offsets[id] = (offset, last.contentOffsets.first { $0.id == id }?.offset ?? offset)
    }
    let moving = makeSession(movingForm(at: 0, offsets: offsets))
    sessions.append(moving)
    let times = Self.times(fps: fps)
    var out: [AnimationFrame] = []
    for (k, t) in times.enumerated() {
      if k == 0 || k == times.count - 1 {
        let p = k == 0 ? 0.0 : 1.0
        out.append(
          AnimationFrame(
            time: t, progress: p, guideHeight: guideHeight(at: p), guideFrame: guideFrame(at: p),
            form: k == 0 ? start : end, layout: k == 0 ? first : last))
        continue
      }
      let p = KeyboardMotion.progress(at: t)
      var form = movingForm(at: p, offsets: offsets)
      let t0 = Self.threadCPUSeconds()
      var result = moving.edit(
        constants: guideConstants(at: p),
        contentOffsets: offsets.mapValues { $0.0 + ($0.1 - $0.0) * p })
      let solved = Self.threadCPUSeconds() - t0
      placeKeyboards(in: &result, form: &form, progress: p)
      out.append(
        AnimationFrame(
          time: t, progress: p, guideHeight: guideHeight(at: p), guideFrame: guideFrame(at: p),
          form: form, layout: result, solveSeconds: solved))
    }
    return (out, sessions)
  }

  static func threadCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  /// Paints each keyboard item as the layers say: a docked keyboard keeps its docked height
  /// and slides (its top where the keyboard's top is at this moment), the shortcut bar slides
  /// at its own width, an undocked keyboard stays where its end shows it; fading ones get
  /// their opacity. A second layer is a copy of the item painted just after it.
  func placeKeyboards(in result: inout LayoutResult, form: inout ResolvedForm, progress: Double) {
    let height = canvas.height
    let indices = form.items.indices.filter {
      if case .keyboard = form.items[$0].kind { return true } else { return false }
    }
    for i in indices.reversed() {
      let item = form.items[i]
      guard let slot = result.frames.firstIndex(where: { $0.id == item.id }) else { continue }
      let solved = result.frames[slot].frame
      var items: [LayoutItem] = []
      var frames: [(id: ItemID, frame: Rect)] = []
      for (n, layer) in layers.enumerated() {
        var painted = item
        if n > 0 {
          painted.id = ItemID("\(item.id.rawValue)~\(n)")
          painted.isNamedAnchor = false
        }
        let source = layer.side == .start ? start : end
        if let own = source.items.first(where: { $0.id == item.id }), case .keyboard = own.kind {
          painted.kind = own.kind
        }
        painted.isHidden = false
        painted.style.alpha = item.style.alpha * layer.alpha(at: progress)
        var frame = solved
        switch layer.state {
        case .docked:
          frame.origin.y = layer.top(at: progress) ?? frame.minY
          frame.size.height = height - min(layer.tops?.start ?? height, layer.tops?.end ?? height)
        case .hardwareBar(let bar):
          frame = Rect(
            x: bar.minX, y: layer.top(at: progress) ?? bar.minY, width: bar.width,
            height: bar.height)
        case .floating(let panel):
          frame = panel
        case .split(let left, let right):
          let x = min(left.minX, right.minX)
          let y = min(left.minY, right.minY)
          frame = Rect(
            x: x, y: y, width: max(left.maxX, right.maxX) - x,
            height: max(left.maxY, right.maxY) - y)
        case .hidden:
          break
        }
        items.append(painted)
        frames.append((painted.id, frame))
      }
      if items.isEmpty {
        form.items[i].isHidden = true
        continue
      }
      form.items.replaceSubrange(i...i, with: items)
      result.frames.replaceSubrange(slot...slot, with: frames)
    }
  }
}

extension ItemKind {
  var isKeyboardGuide: Bool {
    if case .guide(.keyboard) = self { return true }
    return false
  }
}

/// The file formats of an animation.
public enum AnimationFormat: String, Sendable {
  case png, webp
}

extension FormRenderer {
  /// Renders a keyboard animation at `fps` to APNG or animated WebP bytes. Frames are painted
  /// and compressed on `workers` threads (each with its own renderer); the bytes do not depend
  /// on the number of workers.
  /// - Returns: the bytes and the frames (with their layouts), for checks and benchmarks.
  public func renderAnimation(
    _ animation: KeyboardAnimation, format: AnimationFormat, fps: Int = 30, scale: Double? = nil,
    theme: String? = nil, workers: Int = 2
  ) throws(FormshotError) -> (bytes: [UInt8], frames: [AnimationFrame]) {
    let (frames, _) = animation.frames(fps: fps) { self.makeLayoutSession($0) }
    let scale = scale ?? animation.end.environment.scale
    // One theme per end and one for the frames in between (they share the moving form's
    // colours), not one lookup per frame.
    let themes = (
      start: try self.theme(named: theme, for: animation.start),
      end: try self.theme(named: theme, for: animation.end),
      moving: try self.theme(named: theme, for: animation.moving))
    // Display lists are built where they are painted (on the workers), not all up front.
    let list = { (i: Int) -> DisplayList in
      SceneBuilder.build(
        form: frames[i].form, layout: frames[i].layout,
        theme: i == 0 ? themes.start : i == frames.count - 1 ? themes.end : themes.moving)
    }
    // The last frame holds for a second, so a looping animation can be read.
    let delays: [(numerator: UInt16, denominator: UInt16)] = frames.indices.map { i in
      i == frames.count - 1 ? (1, 1) : (1, UInt16(fps))
    }
    func fail(_ error: PNGError) -> FormshotError { .render(.png(error)) }
    if format == .png,
      let encoded = try opaqueAPNGFrames(frames.count, list: list, scale: scale, workers: workers)
    {
      do throws(PNGError) {
        let first = encoded[0]
        let bytes = try AnimatedPNG.assemble(
          width: first.width, height: first.height, channels: 3, frames: encoded, delays: delays)
        return (bytes, frames)
      } catch {
        throw fail(error)
      }
    }
    // Translucent frames (or WebP): whole straight-alpha pictures, painted in parallel with
    // one renderer per worker (a renderer is not thread-safe).
    let images = try ParallelFrames.map(frames.count, workers: workers, renderer: self) {
      renderer, i throws(FormshotError) in try renderer!.pixels(list(i), scale: scale)
    }
    let bytes: [UInt8]
    switch format {
    case .png:
      let channels = AnimatedPNG.channels(for: images)
      let encoded = try ParallelFrames.map(images.count, workers: workers, renderer: nil) {
        _, i throws(FormshotError) in
        do throws(PNGError) {
          return try AnimatedPNG.compressFrame(
            images[i], previous: i == 0 ? nil : images[i - 1], channels: channels)
        } catch {
          throw fail(error)
        }
      }
      do throws(PNGError) {
        bytes = try AnimatedPNG.assemble(
          width: images[0].width, height: images[0].height, channels: channels, frames: encoded,
          delays: delays)
      } catch {
        throw fail(error)
      }
    case .webp:
      var timestamps = frames.map { Int(($0.time * 1000).rounded()) }
      timestamps.append(timestamps.last! + 1000)
      bytes = try AnimatedWebP.encode(images, timestamps: timestamps)
    }
    return (bytes, frames)
  }
}

extension FormRenderer {
  /// The APNG frames of the display lists `list(0)` … `list(count - 1)` when every frame is
  /// opaque (nil as soon as one is not). Lists are built on the worker that paints them.
  ///
  /// The frames are cut into one run of consecutive frames per worker. A worker paints its
  /// run on two reused canvases (this frame and the one before it, which it also paints for
  /// the first frame of its run) and compresses each frame from cairo's pixels directly: only
  /// the rectangle that changed since the frame before is converted and compressed. The bytes
  /// are those `AnimatedPNG.compressFrame` makes of the RGBA pictures, whatever the workers.
  func opaqueAPNGFrames(
    _ count: Int, list: (Int) -> DisplayList, scale: Double, workers: Int
  ) throws(FormshotError) -> [AnimatedPNG.EncodedFrame]? {
    // One run per worker: every frame costs about the same (the keyboard's whole area changes
    // while it moves; frame 0, stored whole, is painted once less), so equal runs keep both
    // busy, and each run repaints only the one frame before it.
    let runs = max(1, min(workers, count))
    let bounds = (0...runs).map { $0 * count / runs }
    let encoded = try ParallelFrames.map(runs, workers: workers, renderer: self) {
      renderer, run throws(FormshotError) -> [AnimatedPNG.EncodedFrame]? in
      do {
        let cairo = renderer!.cairo
        let first = bounds[run]
        var canvas = try FrameCanvas(size: list(first).size, scale: scale)
        var previous = try FrameCanvas(size: canvas.size, scale: scale)
        if first > 0 { try previous.paint(list(first - 1), with: cairo) }
        var out: [AnimatedPNG.EncodedFrame] = []
        for i in first..<bounds[run + 1] {
          try canvas.paint(list(i), with: cairo)
          let frame = try canvas.withPixels { pixels throws(PNGError) in
            if i == 0 {
              return try AnimatedPNG.compressOpaqueFrame(
                argb: pixels, previous: nil, width: canvas.width, height: canvas.height)
            }
            return try previous.withPixels { before throws(PNGError) in
              try AnimatedPNG.compressOpaqueFrame(
                argb: pixels, previous: before, width: canvas.width, height: canvas.height)
            }
          }
          guard let frame else { return nil }
          out.append(frame)
          swap(&canvas, &previous)
        }
        return out
      } catch let error as RenderError {
        throw .render(error)
      } catch let error as PNGError {
        throw .render(.png(error))
      } catch {
        throw .render(.cairo(stage: "painting", status: "\(error)"))
      }
    }
    var all: [AnimatedPNG.EncodedFrame] = []
    for run in encoded {
      guard let run else { return nil }
      all += run
    }
    return all
  }
}

/// Maps frame indices on several threads, each worker with its own `FormRenderer` (the first
/// uses `renderer`, the others its kept helpers, made with its themes the first time); results
/// keep their index order.
enum ParallelFrames {
  static func map<R>(
    _ count: Int, workers: Int, renderer: FormRenderer?,
    _ body: (FormRenderer?, Int) throws(FormshotError) -> R
  ) throws(FormshotError) -> [R] {
    let n = max(1, min(workers, count))
    let results = UnsafeResults<R>(count: count)
    var renderers: [FormRenderer?] = [renderer]
    if let renderer {
      while renderer.helpers.count < n - 1 {
        renderer.helpers.append(try FormRenderer(themes: renderer.themes))
      }
      renderers += renderer.helpers.prefix(n - 1).map { Optional($0) }
    } else {
      renderers = Array(repeating: nil, count: n)
    }
    withoutActuallyEscaping(body) { body in
      let box = UnsafeSendable(body)
      let all = UnsafeSendable(renderers)
      DispatchQueue.concurrentPerform(iterations: n) { w in
        let own = all.value[w]
        while let i = results.next() {
          do throws(FormshotError) { results.store(try box.value(own, i), at: i) } catch {
            results.fail(error)
            return
          }
        }
      }
    }
    return try results.collect()
  }

  struct UnsafeSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
  }

  final class UnsafeResults<R>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var values: [R?]
    private var error: FormshotError?

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func next() -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard error == nil, nextIndex < values.count else { return nil }
      nextIndex += 1
      return nextIndex - 1
    }
    func store(_ value: R, at i: Int) {
      lock.lock()
      values[i] = value
      lock.unlock()
    }
    func fail(_ e: FormshotError) {
      lock.lock()
      if error == nil { error = e }
      lock.unlock()
    }
    func collect() throws(FormshotError) -> [R] {
      if let error { throw error }
      return values.map { $0! }
    }
  }
}
