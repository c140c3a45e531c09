import AutoLayout
import Foundation
import FormState
import Geometry
import LayoutContract
import LayoutVocabulary
import PNG
import Scene
import Testing

@testable import Formshot

/// `render --animate` between every pair of keyboards on the iPad: the shortcut bar slides with
/// the docked keyboard's curve, undocked keyboards fade while the guide moves as
/// `followsUndockedKeyboard` says. Frames are decoded from the APNG; the first, middle and last
/// are checked against layouts solved from scratch at those guide heights or frames.
@Suite struct KeyboardAnimationPairsTests {
  static let regular = ["regular"]

  /// The decoded APNG and the frames, after checking that the ends are the stills.
  func render(
    _ form: String, _ from: String, _ to: String, fps: Int = 30
  ) throws -> (FormDocument, FormRenderer, KeyboardAnimation, APNGFile, [AnimationFrame]) {
    let document = try FormDocument.bundled(form)
    let renderer = try FormRenderer()
    let animation = try KeyboardAnimation(
      document, from: [from], to: [to], common: Self.regular)
    let (bytes, frames) = try renderer.renderAnimation(animation, format: .png, fps: fps, scale: 1)
    let decoded = try APNGFile(bytes)
    #expect(decoded.frames.count == frames.count)
    let still = { (token: String) throws -> PixelImage in
      try renderer.pixels(renderer.scene(document, state: Self.regular + [token]).displayList, scale: 1)
    }
    #expect(decoded.frames.first! == (try still(from)), "frame 0 is the \(from) still")
    #expect(decoded.frames.last! == (try still(to)), "the last frame is the \(to) still")
    return (document, renderer, animation, decoded, frames)
  }

  /// `form` in state `tokens` with the keyboard guide's height set to `height`, laid out by a
  /// solver built for it.
  func layout(
    _ document: FormDocument, _ renderer: FormRenderer, _ tokens: [String], guideHeight height: Double
  ) throws -> LayoutResult {
    var form = try document.resolve(try document.state(Self.regular + tokens))
    let guide = try #require(form.items.first { $0.kind.isKeyboardGuide })
    let index = try #require(
      form.constraints.firstIndex { $0.isEdit && $0.first == Anchor(guide.id, .height) })
    form.constraints[index].constant = height
    return renderer.layout(form)
  }

  /// The row where `column` turns into exactly `fill` going down, searched 30 px around `y`
  /// (exact: the chat's input bar and the page behind it differ by only a few levels).
  func edge(in image: PixelImage, column x: Int, near y: Double, fill: RGBA) -> Int? {
    let rows = max(1, Int(y) - 30)..<min(image.height, Int(y) + 30)
    return rows.first { r in
      image.pixel(x: x, y: r) == fill && image.pixel(x: x, y: r - 1) != fill
    }
  }

  /// The chat input bar's background colour, read from the last frame inside the bar.
  func barFill(_ decoded: APNGFile, _ frames: [AnimationFrame]) throws -> RGBA {
    let bar = try #require(frames.last!.layout.frame("bar"))
    return decoded.frames.last!.pixel(x: 4, y: Int(bar.midY))
  }

  // MARK: - The shortcut bar: docked, it rides the keyboard's curve

  @Test func theShortcutBarSlidesUpAndTheInputBarRidesIt() throws {
    let (document, renderer, animation, decoded, frames) = try render("chat", "kb-hidden", "kb-hardware")
    let height = 760.0, inset = 20.0, bar = 55.0
    let middle = frames.count / 2
    for k in [0, middle, frames.count - 1] {
      // The guide follows the bar's top (the docked keyboard's frame with all but 55 pt below
      // the screen), never below the safe area's inset.
      let top = height - bar * frames[k].progress
      #expect(abs(frames[k].guideHeight - max(height - top, inset)) < 1e-9, "frame \(k)")
      let expected = try #require(
        try layout(document, renderer, ["kb-hardware"], guideHeight: frames[k].guideHeight).frame("bar"))
      let solved = try #require(frames[k].layout.frame("bar"))
      #expect(abs(solved.minY - expected.minY) < 1e-6, "frame \(k): input bar at \(solved.minY), solver \(expected.minY)")
      // In the picture: the input bar's background (the `bar` colour, left of its text field
      // and of the shortcut bar) starts at the input bar's top.
      let found = try #require(edge(in: decoded.frames[k], column: 4, near: expected.minY, fill: try barFill(decoded, frames)))
      #expect(abs(Double(found) - expected.minY) <= 1, "frame \(k): edge \(found), layout \(expected.minY)")
    }
    #expect(frames[middle].guideHeight > inset && frames[middle].guideHeight < bar)
    // The bar is painted at its offset in between: 560 × 55, centred, its top on the curve.
    let keyboard = try #require(frames[middle].form.items.first { $0.id == "kb" })
    guard case .keyboard(let kind) = keyboard.kind else { Issue.record("kb is not a keyboard"); return }
    #expect(kind.layout == .shortcutBar)
    let painted = try #require(frames[middle].layout.frame("kb"))
    #expect(painted == Rect(x: 220, y: height - bar * frames[middle].progress, width: 560, height: 55))
    #expect(animation.layers.count == 1)
  }

  @Test func theShortcutBarAndTheKeyboardCrossFadeAsTheySlide() throws {
    let (document, renderer, _, decoded, frames) = try render("chat", "kb-hardware", "kb-shown")
    let height = 760.0
    let middle = frames.count / 2
    let p = frames[middle].progress
    // The keyboard's top goes from the bar's (705) to the docked keyboard's (460).
    let top = 705 + (460 - 705) * p
    #expect(abs(frames[middle].guideHeight - (height - top)) < 1e-9)
    for k in [0, middle, frames.count - 1] {
      let expected = try #require(
        try layout(document, renderer, ["kb-shown"], guideHeight: frames[k].guideHeight).frame("bar"))
      #expect(abs(try #require(frames[k].layout.frame("bar")).minY - expected.minY) < 1e-6, "frame \(k)")
      let found = try #require(edge(in: decoded.frames[k], column: 4, near: expected.minY, fill: try barFill(decoded, frames)))
      #expect(abs(Double(found) - expected.minY) <= 1, "frame \(k): edge \(found), layout \(expected.minY)")
    }
    // Two keyboards in between, both with their top on the curve: the docked one fading in,
    // the bar (a copy of the keyboard item, painted after it) fading out.
    let items = frames[middle].form.items.filter { if case .keyboard = $0.kind { true } else { false } }
    #expect(items.map(\.id) == ["kb", "kb~1"])
    #expect(abs(items[0].style.alpha - p) < 1e-12)
    #expect(abs(items[1].style.alpha - (1 - p)) < 1e-12)
    #expect(try #require(frames[middle].layout.frame("kb")).minY == top)
    #expect(try #require(frames[middle].layout.frame("kb~1")) == Rect(x: 220, y: top, width: 560, height: 55))
  }

  // MARK: - Undocked keyboards: they fade; the guide does what followsUndockedKeyboard says

  @Test func aFloatingKeyboardTheGuideDoesNotFollowMovesTheLayoutLikeAHide() throws {
    let (document, renderer, _, decoded, frames) = try render("chat", "kb-shown", "kb-floating")
    let height = 760.0, inset = 20.0
    let middle = frames.count / 2
    let p = frames[middle].progress
    for k in [0, middle, frames.count - 1] {
      // As kb-shown..kb-hidden: the guide follows the docked keyboard sliding off the screen.
      let top = 460 + (height - 460) * frames[k].progress
      #expect(abs(frames[k].guideHeight - max(height - top, inset)) < 1e-9, "frame \(k)")
      let expected = try #require(
        try layout(document, renderer, ["kb-floating"], guideHeight: frames[k].guideHeight).frame("bar"))
      #expect(abs(try #require(frames[k].layout.frame("bar")).minY - expected.minY) < 1e-6, "frame \(k)")
      let found = try #require(edge(in: decoded.frames[k], column: 4, near: expected.minY, fill: try barFill(decoded, frames)))
      #expect(abs(Double(found) - expected.minY) <= 1, "frame \(k): edge \(found), layout \(expected.minY)")
    }
    // The docked keyboard slides away at full opacity; the floating one fades in where it rests.
    let floating = try #require(
      try document.resolve(try document.state(Self.regular + ["kb-floating"])).environment.keyboard
        .floatingFrame)
    #expect(try #require(frames[middle].layout.frame("kb")).minY == 460 + 300 * p)
    #expect(try #require(frames[middle].layout.frame("kb~1")) == floating)
    let alphas = frames[middle].form.items.filter { $0.id == "kb" || $0.id == "kb~1" }.map(\.style.alpha)
    #expect(alphas.count == 2 && alphas[0] == 1 && abs(alphas[1] - p) < 1e-12)
  }

  @Test func aFloatingKeyboardAppearingChangesOnlyItsOwnPlaceWhenTheGuideDoesNotFollowIt() throws {
    let (_, _, _, decoded, frames) = try render("chat", "kb-hidden", "kb-floating")
    #expect(frames.allSatisfy { $0.guideHeight == 20 }, "the guide stays on the safe area")
    let floating = try #require(frames.last!.form.environment.keyboard.floatingFrame)
    let first = decoded.frames[0]
    for k in 1..<(frames.count - 1) {
      let changed = try #require(changedRect(first, decoded.frames[k]), "frame \(k) is the first one")
      // The panel and its shadow (30 pt blur, 8 pt down): nothing else changes.
      let shadow = Rect(
        x: floating.minX - 32, y: floating.minY - 32, width: floating.width + 64,
        height: floating.height + 32 + 40)
      #expect(shadow.contains(changed), "frame \(k): \(changed)")
    }
    // Fading in: the middle frame is neither end.
    #expect(decoded.frames[frames.count / 2] != decoded.frames.last!)
  }

  @Test(arguments: [("kb-hidden", "kb-floating"), ("kb-shown", "kb-split"), ("kb-floating", "kb-hardware")])
  func aGuideThatFollowsMovesItsFrameThroughEditVariables(from: String, to: String) throws {
    let (document, renderer, animation, _, frames) = try render("notes", from, to)
    let guide = ItemID("kbd")
    // One solver for all the frames in between (the ends have theirs).
    var made = 0
    let (again, sessions) = animation.frames(fps: 30) { form in
      made += 1
      return renderer.makeLayoutSession(form)
    }
    #expect(made <= 3 && sessions.allSatisfy { $0.buildCount == 1 })
    let ends = [
      try document.resolve(try document.state(Self.regular + [from])),
      try document.resolve(try document.state(Self.regular + [to])),
    ].map { renderer.layout($0) }
    #expect(frames.first!.layout.frame(guide) == ends[0].frame(guide))
    #expect(frames.last!.layout.frame(guide) == ends[1].frame(guide))
    let middle = frames.count / 2
    let p = frames[middle].progress
    let a = try #require(ends[0].frame(guide)), b = try #require(ends[1].frame(guide))
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
    // In between, each edge of the guide is on the curve from one end's to the other's …
    let solved = try #require(frames[middle].layout.frame(guide))
    #expect(abs(solved.minX - mix(a.minX, b.minX)) < 1e-6)
    #expect(abs(solved.maxX - mix(a.maxX, b.maxX)) < 1e-6)
    #expect(abs(solved.maxY - mix(a.maxY, b.maxY)) < 1e-6)
    #expect(abs(solved.height - mix(a.height, b.height)) < 1e-6)
    #expect(again[middle].layout.frame(guide) == solved)
    // … and the toolbar keeps its constraints to it: centred on it, 8 pt above it (away from
    // the top), or on the safe area near the top.
    let toolbar = try #require(frames[middle].layout.frame("toolbar"))
    #expect(abs(toolbar.midX - solved.midX) < 1e-6 || toolbar.minX <= 8 + 1e-6 || toolbar.maxX >= 1000 - 8 - 1e-6)
    #expect(solved.minY > 40, "away from the top: kb-away-top holds")
    #expect(abs(toolbar.maxY - (solved.minY - 8)) < 1e-6, "toolbar bottom \(toolbar.maxY), guide top \(solved.minY)")
  }

  @Test func movingAFloatingKeyboardIsRefusedAsADrag() throws {
    let document = try FormDocument.bundled("notes")
    #expect {
      _ = try KeyboardAnimation(
        document, from: ["kb-floating@top"], to: ["kb-floating@bottom"], common: Self.regular)
    } throws: { error in
      "\(error)".contains("differ in the floating keyboard's position (top vs bottom")
    }
    // Floating at one end only is a keyboard change, and animates.
    _ = try KeyboardAnimation(document, from: ["kb-hidden"], to: ["kb-floating@top"], common: Self.regular)
  }

  /// The bytes do not depend on the workers, and equal the whole-picture encoder's.
  @Test(arguments: [
    ("chat", "kb-hardware", "kb-shown"), ("notes", "kb-hidden", "kb-floating"),
    ("drawing", "kb-split", "kb-hardware"),
  ])
  func undockedAnimationsAreTheSameBytesWithAnyWorkers(form: String, from: String, to: String) throws {
    let document = try FormDocument.bundled(form)
    let renderer = try FormRenderer()
    let animation = try KeyboardAnimation(document, from: [from], to: [to], common: Self.regular)
    let bytes = try renderer.renderAnimation(animation, format: .png, scale: 1, workers: 2).bytes
    let decoded = try APNGFile(bytes)
    let delays = decoded.delays.map { (numerator: $0.0, denominator: $0.1) }
    #expect(try AnimatedPNG.encode(decoded.frames, delays: delays) == bytes)
    for workers in [1, 3] {
      #expect(try renderer.renderAnimation(animation, format: .png, scale: 1, workers: workers).bytes == bytes)
    }
    let fresh = try KeyboardAnimation(document, from: [from], to: [to], common: Self.regular)
    #expect(try FormRenderer().renderAnimation(fresh, format: .png, scale: 1).bytes == bytes)
  }
}

/// The smallest rectangle holding every pixel that differs between `a` and `b` (nil: none).
func changedRect(_ a: PixelImage, _ b: PixelImage) -> Rect? {
  var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
  let stride = a.width * 4
  a.rgba.withUnsafeBufferPointer { pa in
    b.rgba.withUnsafeBufferPointer { pb in
      for y in 0..<a.height {
        let row = y * stride
        guard memcmp(pa.baseAddress! + row, pb.baseAddress! + row, stride) != 0 else { continue }
        minY = min(minY, y)
        maxY = y
        for x in 0..<a.width {
          let at = row + 4 * x
          let same = memcmp(pa.baseAddress! + at, pb.baseAddress! + at, 4) == 0
          if !same {
            minX = min(minX, x)
            maxX = max(maxX, x)
          }
        }
      }
    }
  }
  guard maxX >= 0 else { return nil }
  return Rect(
    x: Double(minX), y: Double(minY), width: Double(maxX - minX + 1), height: Double(maxY - minY + 1))
}

extension KeyboardState {
  var floatingFrame: Rect? {
    if case .floating(let frame) = self { return frame }
    return nil
  }
}

extension Rect {
  func contains(_ other: Rect) -> Bool {
    other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }
}
