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
/// guide's height, the scroll offsets): the solver is built once, not per frame.
public final class KeyboardAnimation {
  /// The state tokens of both ends, canonical.
  public let from: [String], to: [String]
  public let start: ResolvedForm, end: ResolvedForm
  /// The form frames in between are made from: the end with the keyboard up, its keyboard
  /// shown, its scroll offsets explicit.
  let moving: ResolvedForm
  let guideHeightIndex: Int
  let hiddenGuideHeight: Double
  /// The keyboard's top at both ends (the canvas height when hidden), and its docked height.
  let keyboardTop: (start: Double, end: Double)
  let keyboardHeight: Double

  /// Plans the animation from `fromTokens` to `toTokens` (each combined with `common`).
  /// - Throws: `FormshotError.state` naming the axis when the states differ in anything but
  ///   keyboard, scroll offset and focus, or when a keyboard is not docked or hidden.
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
    start = try document.resolve(a)
    end = try document.resolve(b)
    let height = start.environment.canvasSize.height
    func top(_ form: ResolvedForm) throws(FormshotError) -> Double {
      switch form.environment.keyboard {
      case .hidden: return height
      case .docked(let h): return height - h
      default:
        // Refused, not guessed: iOS publishes no motion for an undocked keyboard (it sends no
        // keyboard-will-show notification with a duration and curve for one), and nobody has
        // measured one, so any fade or scale here would be made up. docs/keyboard.md#animations.
        let token = form.state.first { $0.hasPrefix("kb-") } ?? "an undocked keyboard"
        throw refuse(
          "only a docked keyboard (kb-shown) or none (kb-hidden) is animated, not \(token): "
            + "formshot knows no published or measured motion for a floating or split keyboard "
            + "or the shortcut bar (iOS sends no will-show duration and curve for an undocked "
            + "one), so it does not invent one; render the two states as stills")
      }
    }
    keyboardTop = (try top(start), try top(end))
    var moving = keyboardTop.end < height || keyboardTop.start == height ? end : start
    keyboardHeight = height - min(keyboardTop.start, keyboardTop.end)
    guard
      let guide = moving.items.first(where: { $0.kind.isKeyboardGuide })?.id,
      let index = moving.constraints.firstIndex(where: {
        $0.isEdit && $0.first == Anchor(guide, .height)
      })
    else {
      throw refuse("the form has no keyboard layout guide to animate")
    }
    guideHeightIndex = index
    // The guide's height without a keyboard: the safe area's bottom inset.
    hiddenGuideHeight =
      keyboardTop.start == height ? start.constraints[index].constant
      : keyboardTop.end == height ? end.constraints[index].constant
      : moving.environment.safeAreaInsets.bottom
    for i in moving.items.indices {
      if case .keyboard = moving.items[i].kind { moving.items[i].isHidden = false }
    }
    self.moving = moving
  }

  /// The first axis on which `a` and `b` differ, other than keyboard, scroll and focus.
  static func differingAxis(_ a: StateSet, _ b: StateSet) -> String? {
    let keyboard = KeyboardToken.axis.rawValue
    for (x, y) in zip(a.choices, b.choices) where x.axis != keyboard && x.token != y.token {
      return "\(x.axis) (\(x.token) vs \(y.token))"
    }
    if a.xray != b.xray { return "xray" }
    if a.window != b.window { return "window" }
    if a.floatingSpot != b.floatingSpot { return "the floating keyboard's position" }
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

  /// The keyboard guide's height at `progress` (0 … 1): it follows the keyboard's top, and
  /// never drops below the safe area's bottom inset (UIKit's guide without a keyboard).
  public func guideHeight(at progress: Double) -> Double {
    let height = start.environment.canvasSize.height
    let top = keyboardTop.start + (keyboardTop.end - keyboardTop.start) * progress
    return max(height - top, hiddenGuideHeight)
  }

  /// The form of the frame at `progress`, before layout: the guide's height and the scroll
  /// offsets between both ends' (`offsets` at the start and at the end, by scroll view).
  func movingForm(at progress: Double, offsets: [ItemID: (Double, Double)]) -> ResolvedForm {
    var form = moving
    form.constraints[guideHeightIndex].constant = guideHeight(at: progress)
    let height = start.environment.canvasSize.height
    let top = keyboardTop.start + (keyboardTop.end - keyboardTop.start) * progress
    form.environment.keyboard = top < height ? .docked(height: height - top) : .hidden
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
  /// session made by `makeSession` (the keyboard guide's height and the scroll offsets are
  /// edit variables); the two ends are laid out on sessions of their own (one when they share
  /// a structure), so the solvers are built at most three times, never per frame.
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
      if k == 0 {
        out.append(AnimationFrame(time: t, progress: 0, guideHeight: guideHeight(at: 0), form: start, layout: first))
        continue
      }
      if k == times.count - 1 {
        out.append(AnimationFrame(time: t, progress: 1, guideHeight: guideHeight(at: 1), form: end, layout: last))
        continue
      }
      let p = KeyboardMotion.progress(at: t)
      let form = movingForm(at: p, offsets: offsets)
      let t0 = Self.threadCPUSeconds()
      var result = moving.edit(
        constants: [(guideHeightIndex, guideHeight(at: p))],
        contentOffsets: offsets.mapValues { $0.0 + ($0.1 - $0.0) * p })
      let solved = Self.threadCPUSeconds() - t0
      slideKeyboards(in: &result, form: form, progress: p)
      out.append(
        AnimationFrame(
          time: t, progress: p, guideHeight: guideHeight(at: p), form: form, layout: result,
          solveSeconds: solved))
    }
    return (out, sessions)
  }

  static func threadCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
  }

  /// The keyboard slides rather than grows: keyboard views keep their docked height with their
  /// top where the keyboard's top is at this moment.
  func slideKeyboards(in result: inout LayoutResult, form: ResolvedForm, progress: Double) {
    let top = keyboardTop.start + (keyboardTop.end - keyboardTop.start) * progress
    for i in result.frames.indices {
      guard let item = form.items.first(where: { $0.id == result.frames[i].id }),
        case .keyboard = item.kind
      else { continue }
      var frame = result.frames[i].frame
      frame.origin.y = top
      frame.size.height = keyboardHeight
      result.frames[i].frame = frame
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
