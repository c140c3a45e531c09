// Where the keyboard is and what the keyboard layout guide makes of it, for one state.
//
// The screen is the device preset; the app's window is the whole screen or, with
// `window=split-half` / `window=slide-over`, a narrower part of it. The keyboard belongs to
// the screen; the guide only sees the part of it inside the window (UIKit's multitasking
// rule), and a keyboard entirely outside the window counts as hidden.
//
// Keyboard geometry the iPad does not publish (ios-metrics.md §2 marks it UNCERTAIN) is
// formshot's choice: a 320 × 260 floating keyboard, split halves 30 % of the screen wide and
// 240 high, a 560 × 55 shortcut bar centred at the bottom.
import FormLanguage
import Geometry
import LayoutContract
import LayoutVocabulary

/// Where the floating keyboard sits (`kb-floating@top`, `kb-floating@120,300`).
public enum FloatingSpot: Sendable, Equatable {
  /// The default: centred, 24 pt above the safe area — away from every edge.
  case resting
  case top, bottom, leading, trailing, center
  /// The keyboard's top-left corner in screen points.
  case point(x: Double, y: Double)

  /// Parses what follows `kb-floating@`.
  public init?(_ text: String) {
    switch text {
    case "top": self = .top
    case "bottom": self = .bottom
    case "leading": self = .leading
    case "trailing": self = .trailing
    case "center": self = .center
    default:
      let parts = text.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]),
        x.isFinite, y.isFinite, abs(x) <= 100_000, abs(y) <= 100_000
      else { return nil }
      self = .point(x: x, y: y)
    }
  }

  /// The text after `kb-floating@` (nil for the default spot, which is written without one).
  public var text: String? {
    switch self {
    case .resting: return nil
    case .top: return "top"
    case .bottom: return "bottom"
    case .leading: return "leading"
    case .trailing: return "trailing"
    case .center: return "center"
    case .point(let x, let y): return "\(formatPoints(x)),\(formatPoints(y))"
    }
  }

  /// The named spots, for the checker (every tracking set gets a state it applies in).
  public static let named: [FloatingSpot] = [.top, .bottom, .leading, .trailing, .center]
}

/// The app's window on the iPad screen (multitasking).
public enum WindowMode: String, Sendable, Equatable, CaseIterable {
  /// The whole screen.
  case full
  /// Split View: the leading half of the screen (minus half the 10 pt divider).
  case splitHalf = "split-half"
  /// Slide Over: a 320 pt wide window at the trailing edge.
  case slideOver = "slide-over"
}

/// The keyboard of one state, in screen and in window coordinates, and the guide's frame.
public struct KeyboardGeometry: Sendable, Equatable {
  /// "Near" an edge: the guide's edge is at most this far from the window's edge. See
  /// docs/keyboard.md: docked and hidden guides are at 0, a keyboard dragged to an edge stops
  /// 8 pt inside the safe area (≤ 32 pt on the iPad), and a gap that fits a 44 pt bar (the
  /// minimum tap target) must count as away — so anything in 32…43; 40 is the middle.
  public static let nearThreshold = 40.0
  public static let floatingSize = KeyboardState.floatingKeyboardSize
  public static let shortcutBarSize = KeyboardState.shortcutBarSize

  /// The window in screen coordinates.
  public var window: Rect
  /// The keyboard as the form's environment sees it: window coordinates, `.hidden` when no
  /// part of it is inside the window.
  public var keyboard: KeyboardState
  public var followsUndockedKeyboard: Bool
  /// The keyboard layout guide's frame in window coordinates.
  public var guide: Rect
  /// Whether the guide's frame is the keyboard's (false: the hidden-keyboard frame).
  public var guideIsKeyboard: Bool

  /// Computes the geometry for a device, a state and the form's `followsUndockedKeyboard`.
  public init(device: DeviceSpec, state: StateSet, followsUndockedKeyboard follows: Bool) {
    let screen = Rect(x: 0, y: 0, width: device.width, height: device.height)
    let window = Self.window(state.window, screen: screen)
    self.window = window
    self.followsUndockedKeyboard = follows
    let w = window.width
    let h = window.height
    let hiddenGuide = Rect(
      x: 0, y: h - device.safeArea.bottom, width: w, height: device.safeArea.bottom)
    /// A screen rect in window coordinates.
    func local(_ r: Rect) -> Rect { r.offsetBy(dx: -window.minX, dy: -window.minY) }
    /// The part of a screen rect inside the window, in window coordinates.
    func inside(_ r: Rect) -> Rect? {
      r.intersection(window).map(local)
    }
    var keyboard = KeyboardState.hidden
    var guide = hiddenGuide
    var followed = false
    switch Self.screenKeyboard(device: device, state: state) {
    case .docked(let height):
      let frame = Rect(x: 0, y: device.height - height, width: device.width, height: height)
      if let part = inside(frame) {
        keyboard = .docked(height: part.height)
        guide = Rect(x: 0, y: part.minY, width: w, height: part.height)
        followed = true
      }
    case .floating(let frame):
      if let part = inside(frame) {
        keyboard = .floating(frame: local(frame))
        if follows {
          guide = part
          followed = true
        }
      }
    case .split(let left, let right):
      let parts = [left, right].compactMap(inside)
      if let first = parts.first {
        keyboard = .split(left: local(left), right: local(right))
        if follows {
          // The union of both halves' rows: the smallest rect holding both.
          guide = parts.dropFirst().reduce(first) { a, b in
            let x0 = min(a.minX, b.minX)
            let y0 = min(a.minY, b.minY)
            return Rect(
              x: x0, y: y0, width: max(a.maxX, b.maxX) - x0,
              height: max(a.maxY, b.maxY) - y0)
          }
          followed = true
        }
      }
    case .hardwareBar(let frame):
      if let part = inside(frame) {
        keyboard = .hardwareBar(frame: local(frame))
        // Docked: without following, the guide takes the whole width (UIKit's default).
        guide = follows ? part : Rect(x: 0, y: part.minY, width: w, height: h - part.minY)
        followed = true
      }
    case .hidden: break
    }
    self.keyboard = keyboard
    self.guide = guide
    self.guideIsKeyboard = followed
  }

  /// The geometry of `state` for `spec`; nil when the spec has no device for the size class.
  /// `followsUndockedKeyboard` is the last value the keyboard guide gets from a rule that
  /// applies (tracking conditions count as false here: the property decides them).
  public init?(spec: FormSpec, state: StateSet) {
    guard let device = spec.device(state.sizeClass) else { return nil }
    let guideID = spec.views.first { $0.kind == .keyboardGuide }?.id
    var follows = false
    for rule in spec.rules {
      guard case .property(let item, ViewProperty.followsUndockedKeyboard.rawValue, .bool(let value)) = rule.action,
        item == guideID,
        rule.condition.holds({ TrackingCondition(token: $0) == nil && state.isActive($0) })
      else { continue }
      follows = value
    }
    self.init(device: device, state: state, followsUndockedKeyboard: follows)
  }

  /// Whether a `when` token holds: tracking conditions from the guide, the rest from `state`.
  public func isActive(_ token: String, in state: StateSet) -> Bool {
    tracking(token) ?? state.isActive(token)
  }

  /// Distance from the guide's edge to the window's edge, in points.
  public func distance(to edge: KeyboardEdge) -> Double {
    switch edge {
    case .top: return guide.minY
    case .bottom: return window.height - guide.maxY
    case .leading: return guide.minX
    case .trailing: return window.width - guide.maxX
    }
  }

  /// UITrackingLayoutGuide's "near": within `nearThreshold` of the window's edge.
  public func isNear(_ edge: KeyboardEdge) -> Bool {
    distance(to: edge) <= Self.nearThreshold + 1e-9
  }

  /// The edges the guide is near, in `KeyboardEdge` order.
  public var nearEdges: [KeyboardEdge] { KeyboardEdge.allCases.filter(isNear) }

  /// Whether a tracking token (`kb-near-top`, `kb-away-leading`) holds; nil for other tokens.
  public func tracking(_ token: String) -> Bool? {
    guard let condition = TrackingCondition(token: token) else { return nil }
    return isNear(condition.edge) == condition.isNear
  }

  // MARK: - Screen geometry

  static func window(_ mode: WindowMode, screen: Rect) -> Rect {
    switch mode {
    case .full: return screen
    case .splitHalf:
      return Rect(
        x: 0, y: 0, width: ((screen.width - 10) / 2).rounded(.down),
        height: screen.height)
    case .slideOver:
      let w = min(320, screen.width)
      return Rect(x: screen.width - w, y: 0, width: w, height: screen.height)
    }
  }

  /// The keyboard in screen coordinates.
  static func screenKeyboard(device: DeviceSpec, state: StateSet) -> KeyboardState {
    let w = device.width
    let h = device.height
    let safe = device.safeArea
    switch state.keyboard {
    case .shown: return .docked(height: device.keyboardHeight)
    case .floating:
      let size = floatingSize
      let resting = KeyboardState.restingFloating(screen: Size(width: w, height: h), bottomInset: safe.bottom)
      let restingY = resting.minY
      let centerX = resting.minX
      var origin: Point
      switch state.floatingSpot ?? .resting {
      case .resting: origin = resting.origin
      case .top: origin = Point(x: centerX, y: safe.top + 8)
      case .bottom: origin = Point(x: centerX, y: h - safe.bottom - 8 - size.height)
      case .leading: origin = Point(x: safe.left + 8, y: restingY)
      case .trailing: origin = Point(x: w - safe.right - 8 - size.width, y: restingY)
      case .center: origin = Point(x: centerX, y: (h - size.height) / 2)
      case .point(let x, let y):
        // The system keeps the keyboard on screen.
        origin = Point(
          x: min(max(0, x), max(0, w - size.width)),
          y: min(max(0, y), max(0, h - size.height)))
      }
      return .floating(frame: Rect(origin: origin, size: size))
    case .split:
      let halves = KeyboardState.splitHalves(screen: Size(width: w, height: h), bottomInset: safe.bottom)
      return .split(left: halves.left, right: halves.right)
    case .hardware:
      return .hardwareBar(frame: KeyboardState.shortcutBar(screen: Size(width: w, height: h)))
    case .hidden: return .hidden
    }
  }
}

/// `12`, `12.5`.
func formatPoints(_ v: Double) -> String { NumberFormat.exact.string(v) }
