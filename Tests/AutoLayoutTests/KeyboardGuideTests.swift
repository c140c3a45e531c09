/// The keyboard layout guide of the bundled forms in every keyboard state, through the real
/// resolver and the layout engine (fake text measuring): where the guide is, what the views
/// pinned to it do, and which tracking sets apply on each side of the "near" threshold.
import FormLanguage
import FormState
import Formshot
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import AutoLayout

/// One bundled form in one state, resolved and laid out.
struct Laid {
  let form: ResolvedForm
  let result: LayoutResult
  let device: DeviceSpec

  init(_ name: String, _ tokens: [String]) throws {
    let document = try FormDocument.bundled(name)
    let state = try StateSet.parse(tokens, for: document.spec)
    form = try FormResolver.resolve(document.spec, state: state)
    result = LayoutEngine.solve(form, measuring: FixedAdvanceTextMeasurer())
    device = try #require(document.spec.device(state.sizeClass))
  }

  subscript(_ id: ItemID) -> Rect { result[id] }
  var window: Size { form.environment.canvasSize }
  /// The keyboard guide's solved frame (`kbd` in every bundled form).
  var guide: Rect { result["kbd"] }
  /// The guide the keyboard leaves when hidden: the safe area's bottom strip, full width.
  var hiddenGuide: Rect {
    Rect(
      x: 0, y: window.height - device.safeArea.bottom, width: window.width,
      height: device.safeArea.bottom)
  }
  var clean: Bool { result.brokenConstraints.isEmpty && result.ambiguousItems.isEmpty }
}

func same(_ a: Rect, _ b: Rect) -> Bool {
  close(a.minX, b.minX, 1e-6) && close(a.minY, b.minY, 1e-6) && close(a.width, b.width, 1e-6)
    && close(a.height, b.height, 1e-6)
}

@Suite struct KeyboardGuideTests {
  // MARK: - Hidden and docked

  @Test(arguments: ["signup", "chat", "notes"], ["compact", "regular"])
  func hiddenKeyboardLeavesTheGuideOnTheSafeArea(form: String, size: String) throws {
    let l = try Laid(form, ["kb-hidden", size])
    #expect(same(l.guide, l.hiddenGuide))
    #expect(close(l.guide.minY, l["safeArea"].maxY), "top = safeArea.bottom")
    #expect(l.form.environment.keyboard == .hidden)
  }

  @Test(arguments: ["signup", "chat"], ["compact", "regular"])
  func dockedKeyboardIsCoveredByTheGuide(form: String, size: String) throws {
    let l = try Laid(form, ["kb-shown", size])
    let height = l.device.keyboardHeight
    #expect(
      same(
        l.guide,
        Rect(
          x: 0, y: l.window.height - height, width: l.window.width,
          height: height)))
    #expect(l.form.environment.keyboard == .docked(height: height))
    #expect(l.clean)
  }

  @Test func chatInputBarRidesOnTheKeyboard() throws {
    for tokens in [
      ["kb-hidden"], ["kb-shown"], ["regular", "kb-shown"], ["regular", "kb-hardware"],
      ["regular", "kb-floating"], ["regular", "kb-split"],
    ] {
      let l = try Laid("chat", tokens)
      #expect(close(l["bar"].maxY, l.guide.minY), "\(tokens)")
      #expect(close(l["list"].maxY, l["bar"].minY))
      // The newest message sits just above the bar.
      #expect(close(l["m4"].maxY, l["bar"].minY - 12))
      #expect(l.clean, "\(tokens)")
    }
  }

  // MARK: - Undocked keyboards

  @Test func floatingKeyboardIsHiddenForTheGuideUnlessItIsFollowed() throws {
    let signup = try Laid("signup", ["regular", "kb-floating"])
    #expect(same(signup.guide, signup.hiddenGuide))
    let notes = try Laid("notes", ["regular", "kb-floating"])
    guard case .floating(let frame) = notes.form.environment.keyboard else {
      Issue.record("no floating keyboard")
      return
    }
    #expect(same(notes.guide, frame))
    #expect(frame.size == KeyboardGeometry.floatingSize)
    // The default spot is centred and away from every edge.
    #expect(close(frame.midX, notes.window.width / 2))
    #expect(notes.form.tracking?.nearEdges == [])
  }

  @Test func namedFloatingSpotsAreNearTheirEdges() throws {
    let expected: [(String, [String])] = [
      ("top", ["top"]), ("bottom", ["bottom"]), ("leading", ["leading"]),
      ("trailing", ["trailing"]), ("center", []),
    ]
    for (spot, near) in expected {
      let l = try Laid("notes", ["regular", "kb-floating@\(spot)"])
      #expect(l.form.tracking?.nearEdges == near, "\(spot)")
      #expect(l.clean, "\(spot)")
    }
  }

  @Test func splitKeyboardGuideIsTheUnionOfBothHalvesWhenFollowed() throws {
    let signup = try Laid("signup", ["regular", "kb-split"])
    #expect(same(signup.guide, signup.hiddenGuide))
    let notes = try Laid("notes", ["regular", "kb-split"])
    guard case .split(let left, let right) = notes.form.environment.keyboard else {
      Issue.record("no split keyboard")
      return
    }
    #expect(close(notes.guide.minX, left.minX) && close(notes.guide.maxX, right.maxX))
    #expect(close(notes.guide.minY, min(left.minY, right.minY)))
    #expect(close(notes.guide.maxY, max(left.maxY, right.maxY)))
  }

  @Test func shortcutBarIsNotTheFullWidthWhenFollowed() throws {
    let signup = try Laid("signup", ["regular", "kb-hardware"])
    guard case .hardwareBar(let bar) = signup.form.environment.keyboard else {
      Issue.record("no shortcut bar")
      return
    }
    #expect(bar.height == 55 && bar.maxY == signup.window.height)
    #expect(bar.width < signup.window.width)
    // Not followed: docked, so the guide spans the window at the bar's height.
    #expect(same(signup.guide, Rect(x: 0, y: bar.minY, width: signup.window.width, height: 55)))
    // Followed: the guide is the bar itself, so forms must not rely on its width.
    let notes = try Laid("notes", ["regular", "kb-hardware"])
    #expect(same(notes.guide, bar))
    #expect(close(notes["toolbar"].midX, bar.midX))
  }

  // MARK: - Multitasking

  @Test func splitViewWindowSeesOnlyItsPartOfTheKeyboard() throws {
    let full = try Laid("notes", ["regular", "kb-floating"])
    let half = try Laid("notes", ["regular", "kb-floating", "window=split-half"])
    #expect(half.window.width < full.window.width && half.window.height == full.window.height)
    // The floating keyboard straddles the window's trailing edge: the guide is the part inside.
    #expect(close(half.guide.minX, full.guide.minX))
    #expect(close(half.guide.maxX, half.window.width))
    #expect(close(half.guide.minY, full.guide.minY) && close(half.guide.height, full.guide.height))
    // The docked keyboard spans the window.
    let docked = try Laid("chat", ["regular", "kb-shown", "window=split-half"])
    #expect(close(docked.guide.width, docked.window.width))
    #expect(docked.clean)
  }

  @Test func keyboardOutsideTheWindowCountsAsHidden() throws {
    // Slide Over sits at the trailing edge; the resting floating keyboard is centred.
    let l = try Laid("notes", ["regular", "kb-floating", "window=slide-over"])
    #expect(l.window.width == 320)
    #expect(l.form.environment.keyboard == .hidden)
    #expect(same(l.guide, l.hiddenGuide))
    #expect(l.form.item("kb")?.isHidden == true)
    // Moved over the window, the same keyboard is seen again.
    let over = try Laid("notes", ["regular", "kb-floating@trailing", "window=slide-over"])
    #expect(over.form.environment.keyboard != .hidden)
    #expect(over.guide.width > 0 && over.guide.maxX <= over.window.width)
  }

  // MARK: - Tracking: notes (vertical)

  /// The notes toolbar at a floating keyboard whose top is `y` points below the window's top.
  @Test(arguments: [KeyboardGeometry.nearThreshold, KeyboardGeometry.nearThreshold + 1])
  func notesToolbarFallsBackToTheSafeAreaNearTheTop(y: Double) throws {
    let l = try Laid("notes", ["regular", "kb-floating@200,\(Int(y))"])
    #expect(close(l.guide.minY, y))
    let nearTop = y <= KeyboardGeometry.nearThreshold
    if nearTop {
      #expect(close(l["toolbar"].maxY, l["safeArea"].maxY - 8))
    } else {
      #expect(close(l["toolbar"].maxY, l.guide.minY - 8))
    }
    #expect(close(l["toolbar"].midX, l.guide.midX), "centred on the keyboard")
    let active = l.form.tracking?.sets.filter(\.isActive).map(\.condition)
    #expect(active == [nearTop ? "kb-near-top" : "kb-away-top"])
    #expect(l.clean)
  }

  @Test func notesToolbarSitsOnTheDockedKeyboard() throws {
    let l = try Laid("notes", ["regular", "kb-shown"])
    #expect(close(l["toolbar"].maxY, l.guide.minY - 8))
    #expect(l.form.tracking?.nearEdges == ["leading", "bottom", "trailing"])
  }

  // MARK: - Tracking: drawing (horizontal)

  /// `x`: the floating keyboard's left edge; the picture moves away from a near side.
  @Test(arguments: [
    (KeyboardGeometry.nearThreshold, "leading"), (KeyboardGeometry.nearThreshold + 1, "none"),
  ])
  func drawingPictureMovesAwayFromTheLeadingSide(x: Double, near: String) throws {
    let l = try Laid("drawing", ["regular", "kb-floating@\(Int(x)),300"])
    try checkDrawing(l, near: near)
  }

  @Test(arguments: [
    (KeyboardGeometry.nearThreshold, "trailing"), (KeyboardGeometry.nearThreshold + 1, "none"),
  ])
  func drawingPictureMovesAwayFromTheTrailingSide(gap: Double, near: String) throws {
    let x = 1000 - KeyboardGeometry.floatingSize.width - gap
    let l = try Laid("drawing", ["regular", "kb-floating@\(Int(x)),300"])
    #expect(close(l.window.width - l.guide.maxX, gap))
    try checkDrawing(l, near: near)
  }

  @Test(arguments: [["kb-hidden"], ["kb-shown"], ["regular", "kb-shown"]])
  func drawingWithAFullWidthKeyboardStaysCentred(tokens: [String]) throws {
    let l = try Laid("drawing", tokens)
    try checkDrawing(l, near: "both")
  }

  func checkDrawing(_ l: Laid, near: String) throws {
    let picture = l["picture"]
    let palette = l["palette"]
    let safe = l["safeArea"]
    switch near {
    case "leading":
      #expect(close(picture.maxX, safe.maxX - 8), "picture on the trailing side")
      #expect(close(palette.minX, l.guide.minX))
    case "trailing":
      #expect(close(picture.minX, safe.minX + 8), "picture on the leading side")
      #expect(close(palette.maxX, l.guide.maxX))
    default:
      #expect(close(picture.midX, l.window.width / 2), "picture centred")
      #expect(close(palette.midX, l.guide.midX))
    }
    #expect(close(palette.maxY, l.guide.minY - 8))
    #expect(l.clean)
  }

  // MARK: - Every checked state

  @Test(arguments: ["chat", "notes", "drawing", "signup", "login"])
  func everyCheckedStateLaysOutCleanly(form: String) throws {
    let document = try FormDocument.bundled(form)
    for state in FormChecker.checkedStates(document.spec) {
      let resolved = try FormResolver.resolve(document.spec, state: state)
      let result = LayoutEngine.solve(resolved, measuring: FixedAdvanceTextMeasurer())
      #expect(result.brokenConstraints.isEmpty, "\(form) \(resolved.state)")
      #expect(result.ambiguousItems.isEmpty, "\(form) \(resolved.state)")
    }
  }
}
