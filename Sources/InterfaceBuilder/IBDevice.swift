// Xcode's device ids (`<device id="retina6_12">`) and what Interface Builder simulates for each:
// the screen, the status bar it draws, the home indicator, the scale.

/// A device an Interface Builder file can be designed on.
public struct IBDevice: Sendable, Equatable {
  public enum Idiom: String, Sendable { case phone, pad, tv }
  /// Xcode's id (`retina6_12`).
  public var id: String
  /// What users call it.
  public var marketingName: String
  /// Portrait screen size in points.
  public var width: Double
  public var height: Double
  /// The status bar's height in portrait (the top safe-area inset on current Xcode).
  public var statusBar: Double
  /// The home indicator's bottom inset in portrait (0 on home-button devices).
  public var homeIndicator: Double
  /// The notch's side inset in landscape.
  public var landscapeSide: Double
  /// The home indicator's inset in landscape.
  public var landscapeBottom: Double
  public var idiom: Idiom
  /// Pixels per point.
  public var scale: Double
  /// The docked keyboard's height in portrait (the predictive bar and home-indicator area
  /// included; approximate, as the keyboard is system UI).
  public var keyboardHeight: Double
  /// A TV's overscan-safe insets, which tvOS's safe area includes
  /// (`UIScreen.overscanCompensationInsets`): 60 above and below, 80 at the sides (0 elsewhere).
  public var overscanVertical = 0.0
  public var overscanSide = 0.0

  /// Rounded display corners and a home indicator instead of a home button.
  public var hasHomeIndicator: Bool { homeIndicator > 0 }
  /// The width class a phone has in landscape (Plus and Max phones are regular there).
  public var isWidePhone: Bool { idiom == .phone && width >= 414 }
  /// Whether a regular-width render of this canvas is an iPad sheet with its rounded corners:
  /// an iPad's, not a phone's (a wide one in landscape is regular too), a TV's or a Mac
  /// window's (the Mac canvas is an iPad-idiom device).
  public var hasSheetCorners: Bool { idiom == .pad && id != Self.macID }

  /// Xcode's ids, oldest first per family. Sizes and insets are Apple's published screen
  /// metrics; the status-bar heights are the ones current Xcode simulates (see `statusBarTop`
  /// for older Xcode versions).
  public static let all: [IBDevice] = [
    phone("retina3_5", "iPhone 4s", 320, 480, 20, 0, 0, 0, 2, 260),
    phone("retina4_0", "iPhone SE (1st generation)", 320, 568, 20, 0, 0, 0, 2, 253),
    phone("retina4_7", "iPhone SE / 8", 375, 667, 20, 0, 0, 0, 2, 260),
    phone("retina5_5", "iPhone 8 Plus", 414, 736, 20, 0, 0, 0, 3, 271),
    phone("retina5_9", "iPhone X / XS / 11 Pro", 375, 812, 44, 34, 44, 21, 3, 335),
    phone("retina6_5", "iPhone XS Max / 11 Pro Max", 414, 896, 44, 34, 44, 21, 3, 346),
    phone("retina6_1", "iPhone XR / 11", 414, 896, 48, 34, 48, 21, 2, 346),
    phone("retina5_4", "iPhone 12 mini / 13 mini", 375, 812, 50, 34, 50, 21, 3, 335),
    phone("retina6_0", "iPhone 12 / 13 / 14", 390, 844, 47, 34, 47, 21, 3, 336),
    phone("retina6_7", "iPhone 12 Pro Max / 14 Plus", 428, 926, 47, 34, 47, 21, 3, 346),
    phone("retina6_12", "iPhone 14 Pro / 15 / 16", 393, 852, 59, 34, 59, 21, 3, 336),
    phone("retina6_72", "iPhone 14 Pro Max / 15 Plus", 430, 932, 59, 34, 59, 21, 3, 346),
    phone("retina6_3", "iPhone 16 Pro", 402, 874, 62, 34, 62, 21, 3, 339),
    phone("retina6_9", "iPhone 16 Pro Max", 440, 956, 62, 34, 62, 21, 3, 349),
    pad("ipad9_7", "iPad (9.7-inch)", 768, 1024, 20, 0, 2, 313),
    pad("ipad7_9", "iPad mini (7.9-inch)", 768, 1024, 20, 0, 2, 313),
    pad("ipad10_2", "iPad (10.2-inch)", 810, 1080, 20, 0, 2, 313),
    pad("ipad10_5", "iPad Pro (10.5-inch)", 834, 1112, 20, 0, 2, 313),
    pad("ipad11", "iPad Pro (11-inch)", 834, 1194, 24, 20, 2, 333),
    pad("ipad11_0rounded", "iPad Pro (11-inch)", 834, 1194, 24, 20, 2, 333),
    pad("ipad10_9rounded", "iPad Air (10.9-inch)", 820, 1180, 24, 20, 2, 333),
    pad("ipad8_3rounded", "iPad mini (8.3-inch)", 744, 1133, 24, 20, 2, 333),
    pad("ipad12_9", "iPad Pro (12.9-inch)", 1024, 1366, 20, 0, 2, 378),
    pad("ipad12_9rounded", "iPad Pro (12.9-inch, rounded)", 1024, 1366, 24, 20, 2, 398),
    pad("ipad13_0rounded", "iPad Pro (13-inch)", 1032, 1376, 24, 20, 2, 398),
    appleTV,
  ]

  /// The Apple TV canvas: a 1920 × 1080 screen at 1×, in its only orientation (older files
  /// write `orientation="landscape"`, which changes nothing), without a status bar, inside the
  /// overscan-safe area the HIG gives for tvOS (60 pt above and below, 80 at the sides) — what
  /// the files pinned to the safe area store (Provenance's game details, vlc's playlist: 60
  /// above, 80 at the sides; 1020 the bottom).
  public static let appleTV = IBDevice(
    id: "appleTV", marketingName: "Apple TV", width: 1920, height: 1080, statusBar: 0,
    homeIndicator: 0, landscapeSide: 0, landscapeBottom: 0, idiom: .tv, scale: 1,
    keyboardHeight: 0, overscanVertical: 60, overscanSide: 80)

  /// The device with this Xcode id (case-insensitive).
  public static func named(_ id: String) -> IBDevice? {
    all.first { $0.id == id } ?? all.first { $0.id.lowercased() == id.lowercased() }
  }

  /// The device a root of this file was last laid out on. A view controller's root stored at
  /// the full screen of another device of the same kind is still as Xcode laid it out there:
  /// Xcode re-saves a file whose "View as" device changed without laying its scenes out again
  /// (particle's setup storyboard, re-saved by Xcode 11.4 on an iPhone 11 Pro Max, keeps the
  /// 320 × 568 roots and the iPhone SE's safe area of its Xcode 11.3 save, 14 roots), so the
  /// stored frames follow that device's status bar and scale. The oldest device of that screen
  /// is taken.
  public func laidOutOn(
    rootWidth: Double, rootHeight: Double, landscape: Bool, fullScreen: Bool
  ) -> IBDevice {
    guard fullScreen, idiom != .tv else { return self }
    let (w, h) = landscape ? (rootHeight, rootWidth) : (rootWidth, rootHeight)
    if abs(w - width) < 0.5 && abs(h - height) < 0.5 { return self }
    return Self.oldest(idiom: idiom, width: w, height: h) ?? self
  }

  /// The oldest known device of `idiom` whose portrait screen is `width` × `height`, if any.
  public static func oldest(idiom: Idiom, width: Double, height: Double) -> IBDevice? {
    all.first { $0.idiom == idiom && $0.width == width && $0.height == height }
  }

  /// What `compact` means for a file without a phone device: the current default iPhone.
  public static let defaultPhone = named("retina6_12")!
  /// The screen of a file that names no device (files saved before Xcode recorded one, or
  /// with "View as" left unset), as Interface Builder shows such a file: a home-button iPhone
  /// or iPad of the root's stored size, with the status bar of the Xcode version that saved it.
  public static func unnamed(width: Double, height: Double) -> IBDevice {
    isPhoneSized(width: width, height: height)
      ? phone(unnamedID, "iPhone (no device in the file)", width, height, 20, 0, 0, 0, 2, 260)
      : pad(unnamedID, "iPad (no device in the file)", width, height, 20, 0, 2, 313)
  }

  /// The canvas of a Mac Catalyst app "optimized for Mac" (`<device id="mac">`): a window's
  /// content of the root's stored size, regular both ways, with no status bar and no home
  /// indicator, so its safe area is the whole view — Zavala's dialogs of Xcode 16 (960 × 600)
  /// pin their fields 20 below a safe area at 0.
  public static func mac(width: Double, height: Double) -> IBDevice {
    pad(macID, "Mac (Mac Catalyst)", width, height, 0, 0, 2, 0)
  }

  /// Xcode's id of the Mac Catalyst canvas.
  public static let macID = "mac"

  /// The id of the screen `unnamed(width:height:)` makes.
  public static let unnamedID = "unnamed"

  /// Whether this screen was made from a root's stored size (`unnamed` or `mac`), not one of
  /// Xcode's devices.
  public var isSizedByRoot: Bool { id == Self.unnamedID || id == Self.macID }

  /// Whether a root of this size is a phone screen (phones are at most 440 pt wide in
  /// portrait; iPads at least 744).
  public static func isPhoneSized(width: Double, height: Double) -> Bool {
    min(width, height) <= 440
  }

  /// What `regular` means for a file without an iPad device.
  public static let defaultPad = named("ipad10_9rounded")!

  /// The overscan-safe inset at an Apple TV's sides in the Xcode of `toolsVersion`: the HIG's
  /// 90 up to Xcode 10 (ViewAnimator's collection view of Xcode 9.2 pinned to the safe area's
  /// sides at 90 and 1830, mixpanel's tvOS buttons of Xcode 10.1, two saves, 100 in from a guide
  /// at 90), 80 from Xcode 11 (vlc's playlist and login of Xcode 14.3, appcenter's margins at 96
  /// in its Xcode 12 saves).
  public func overscanSide(toolsVersion: Double) -> Double {
    idiom == .tv && toolsVersion < 14800 ? 90 : overscanSide
  }

  /// The status-bar height Interface Builder simulates in portrait, which depends on the Xcode
  /// version that saved the file (`toolsVersion`): from Xcode 11 to Xcode 14.2
  /// (toolsVersion 14800 ..< 21600; Xcode 11.0 and its betas write 14810-14868) home-button
  /// devices were drawn without a status bar —
  /// iPhones, and iPads too: seafile's account form on a 9.7" iPad, a view placed at a tenth of
  /// the root's top margin, is stored at y 2 by Xcode 10 (a 20-pt bar) and at y 0 once re-saved
  /// by Xcode 11.5 — and before Xcode 14 (toolsVersion 21200) the iPhone XR/11 and 12/13 had the
  /// 44-pt bar of the iPhone X, whose own canvas has 47 in Xcode 14.0–14.2 and 50 from
  /// Xcode 14.3 (toolsVersion 21600).
  public func statusBarTop(toolsVersion: Double) -> Double {
    if !hasHomeIndicator && toolsVersion >= 14800 && toolsVersion < 21600 { return 0 }
    if hasIPhoneXNotch(toolsVersion: toolsVersion) { return 44 }
    // The iPhone X canvas took the bar of the newer 375 × 812 phones: 47 in Xcode 14.0–14.2
    // (Provenance's JIT screen, 21507, pins its title 20 below 47), the 12 mini's 50 from
    // Xcode 14.3, the version that also brought back the home-button bar (above): blockchain's
    // KYC storyboards of 21701 pin to a safe area from 94 under a navigation bar (6 roots) and
    // were re-sized from 724 to 718 under opaque bars (5 roots), Agora's waveform screens of
    // 21701 pin to and centre on 50; Provenance's game info of 23504 too.
    if id == "retina5_9" && toolsVersion >= 21600 { return 50 }
    if id == "retina5_9" && toolsVersion >= 21200 { return 47 }
    return statusBar
  }

  /// The notch inset an iPhone's safe area has at the sides in landscape: the device's own,
  /// but before Xcode 14 the iPhone XR/11 and 12/13 canvases had the iPhone X's 44 there too,
  /// as at the top in portrait (`statusBarTop`): ruuvi's tag screens (Xcode 11.1 and 11.2,
  /// in its public history) and dji's pipelines xib (Xcode 11.4), saved in landscape on an
  /// iPhone 11, store views pinned to the safe area's sides at 44 (containers 808 wide).
  public func landscapeSideInset(toolsVersion: Double) -> Double {
    hasIPhoneXNotch(toolsVersion: toolsVersion) ? 44 : landscapeSide
  }

  /// Whether Interface Builder drew this notched iPhone with the iPhone X's 44-pt notch
  /// (the XR/11 and 12/13 canvases before Xcode 14, toolsVersion 21200).
  private func hasIPhoneXNotch(toolsVersion: Double) -> Bool {
    ["retina6_1", "retina6_0", "retina6_7"].contains(id) && toolsVersion < 21200
  }

  private static func phone(
    _ id: String, _ name: String, _ w: Double, _ h: Double, _ status: Double, _ home: Double,
    _ side: Double, _ landBottom: Double, _ scale: Double, _ keyboard: Double
  ) -> IBDevice {
    IBDevice(
      id: id, marketingName: name, width: w, height: h, statusBar: status, homeIndicator: home,
      landscapeSide: side, landscapeBottom: landBottom, idiom: .phone, scale: scale,
      keyboardHeight: keyboard)
  }

  private static func pad(
    _ id: String, _ name: String, _ w: Double, _ h: Double, _ status: Double, _ home: Double,
    _ scale: Double, _ keyboard: Double
  ) -> IBDevice {
    IBDevice(
      id: id, marketingName: name, width: w, height: h, statusBar: status, homeIndicator: home,
      landscapeSide: 0, landscapeBottom: home, idiom: .pad, scale: scale, keyboardHeight: keyboard)
  }
}
