import LayoutVocabulary

// The state an Interface Builder root is laid out in: the same built-in tokens as forms
// (`kb-shown`, `regular`, `dark`, `xray`, `rtl`, `xs` … `ax5`), read by the facade and handed
// over typed.

/// One state of an Interface Builder root.
public struct IBState: Sendable, Equatable {
  public enum SizeClass: String, Sendable, Equatable { case compact, regular }
  public enum Appearance: String, Sendable, Equatable { case light, dark }
  public enum Keyboard: String, Sendable, Equatable {
    /// No keyboard: the keyboard layout guide is the bottom safe-area inset.
    case hidden
    /// The docked software keyboard.
    case shown
    /// The iPad's floating keyboard, resting where `KeyboardState.restingFloating` puts it.
    /// The guide does not follow it (UIKit's default): laid out as hidden.
    case floating
    /// The iPad's split keyboard; laid out as hidden.
    case split
    /// A hardware keyboard's shortcut bar: the guide's top is the bar's top.
    case hardwareBar
  }
  /// Nil: the file's own device.
  public var sizeClass: SizeClass?
  /// Nil: the file's `<device appearance=…>` (light when it names none).
  public var appearance: Appearance?
  public var keyboard: Keyboard
  public var xray: Bool
  /// `rtl`: leading and trailing are the right and left (UIKit's right-to-left layout).
  public var rightToLeft: Bool
  /// The Dynamic Type text size: text-style fonts (`UICTFontTextStyleBody`, …) take its size,
  /// as `preferredFont(forTextStyle:)` does when the file is loaded; point sizes stay. Nil:
  /// the size Xcode's canvas lays the file out at (`IBDocument.canvasTextSize`).
  public var textSize: ContentSizeCategory?
  /// The state as the user's tokens in canonical order (for `ResolvedForm.state`).
  public var tokens: [String]
  /// Lay out with the constraints marked `placeholder="YES"` ("remove at build time"), as
  /// Xcode's canvas does when it stores frames. Only to compare with those frames: the app
  /// runs without them, and so do renders.
  public var keepsPlaceholderConstraints = false
  /// Give an arranged view that nothing sizes across a stack that does not fill it the size
  /// Xcode's canvas keeps (an empty view the object library's, one with content the stack's
  /// extent) instead of UIKit's run-time 0. Only to compare with the stored frames, as above.
  public var keepsCanvasSizes = false
  /// Start the rows of a controller's root table or collection view at the content's origin,
  /// as Xcode stores their frames, instead of below the bars, where the app shows them at
  /// launch (UIKit's adjusted content inset). Only to compare with the stored frames.
  public var keepsListsAtContentOrigin = false
  /// Lay a container view's embedded scene out inside it, as the app shows it. Off to compare
  /// with the stored frames: Xcode's canvas draws the container empty and the scene on its own.
  public var embedsContainedScenes = true

  public init(
    sizeClass: SizeClass? = nil, appearance: Appearance? = nil, keyboard: Keyboard = .hidden,
    xray: Bool = false, rightToLeft: Bool = false, textSize: ContentSizeCategory? = nil,
    tokens: [String] = [], keepsPlaceholderConstraints: Bool = false, keepsCanvasSizes: Bool = false,
    keepsListsAtContentOrigin: Bool = false, embedsContainedScenes: Bool = true
  ) {
    self.textSize = textSize
    self.rightToLeft = rightToLeft
    self.sizeClass = sizeClass
    self.appearance = appearance
    self.keyboard = keyboard
    self.xray = xray
    self.tokens = tokens
    self.keepsPlaceholderConstraints = keepsPlaceholderConstraints
    self.keepsCanvasSizes = keepsCanvasSizes
    self.keepsListsAtContentOrigin = keepsListsAtContentOrigin
    self.embedsContainedScenes = embedsContainedScenes
  }
}
