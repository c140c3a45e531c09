// System controls whose size changed with an iOS release. Interface Builder lays a file out
// with the SDK of the Xcode that saved it, so the stored frames (and what the app's designer
// saw) follow the control sizes of that iOS version: a file saved by Xcode 26 has iOS 26's
// switches (and, in files of Xcode 12.5 to 13, text styles at Extra Small).
import Geometry
import LayoutVocabulary

extension IBDocument {
  /// Saved by Xcode 26 or later (toolsVersion 23700 and up: 23727 first appears in files
  /// committed in September 2025, Xcode 26's release, where Xcode 16's files carry 23504 until
  /// then). The beta placeholder `32700.99.1234` counts as earlier: the files that carry it
  /// store the older switch size. Xcode 16.4 writes 23727 too (tinode's storyboard, saved on
  /// 7 June 2025, before Xcode 26's first beta), so see `hasIOS26Controls` for the controls.
  var isSavedByXcode26: Bool { toolsVersion >= 23700 && toolsVersion < 32700 }

  /// Laid out with iOS 26's controls (switches, sliders, empty text fields' default font):
  /// files of toolsVersion 24000 and up (24127 and 24128 are the first, committed from October
  /// 2025). Files of 23727 — written by Xcode 16.4 as well as by Xcode 26.0 — keep iOS 18's:
  /// every switch of a 23727 file in the diagnosis sets stores 51 × 31 (tinode 6, seafile 9,
  /// seafile's file otherwise drawn as Xcode 26 draws), every one of 63 × 28 is in a file of
  /// 24127 and up (IQKeyboardManager 15, Delta 13, owntracks 2); tinode's slider stores the old
  /// insets and its empty 18-pt fields their own font's 23.33.
  var hasIOS26Controls: Bool { toolsVersion >= 24000 && toolsVersion < 32700 }

  /// Laid out with iOS 17's narrower page control (`pageControlSize`): files of Xcode 15 and
  /// later (toolsVersion 22000 and up), but not the beta placeholder 32700.99.1234, whose
  /// files store iOS 14's (see `isSavedByXcode26`).
  var hasIOS17PageControl: Bool { toolsVersion >= 22000 && toolsVersion < 32700 }

  /// How much taller than iOS 18's an iPhone's navigation bar is in this file: iOS 26's is 54
  /// (106 with a large title), 10 more (see `simulatedChrome`), in a navigation controller and
  /// standing alone alike.
  func navigationBarGrowth(on idiom: IBDevice.Idiom?) -> Double {
    hasIOS26Controls && idiom == .phone ? 10 : 0
  }

  /// The Dynamic Type size Xcode's canvas gives text styles: Large, but Extra Small in files
  /// saved by Xcode 12.5 to 13 (toolsVersion 18000 up to Xcode 14's 21000; 18122 to 20037 are
  /// seen). Over the diagnosis apps' public histories the single-line text-style labels of those
  /// saves are stored at Extra Small's line (Body and Headline 17, Subheadline 14.5, Title 1 30)
  /// in 11 apps (openhab 476, siskin 149, NetNewsWire 112, KeePassium 84, tinode 27, passforios
  /// 18 …: 920 labels), at Large's in 61 (NetNewsWire 19, openhab 13, siskin 13, passforios 12,
  /// FloatingPanel 4), while the saves of Xcode 12.4 (17701) and before, and of Xcode 14 (21225)
  /// and later, store Large's (COVIDSafe's storyboard switches both ways with them).
  var canvasTextSize: ContentSizeCategory {
    toolsVersion >= 18000 && toolsVersion < 21000 ? .extraSmall : .large
  }

  /// The sizes Xcode 9 and 10's canvas gives the Title 1 and Title 2 text styles at its Large
  /// text size: 26 and 20 pt, two under iOS's 28 and 22 (the other styles keep iOS's). Every
  /// one-line Title 1 label of those saves in the measured histories is stored 31.5 tall (8
  /// labels of SwiftyStoreKit, PhoneNumberKit and the Blue Alliance, Xcode 9.2 to 10.1), a 26-pt
  /// line, and as wide as 26 pt sets it: SwiftyStoreKit's title 159.5 (formshot 158.5 at 26,
  /// 173 at 28), the Blue Alliance's "Welcome to myTBA" 218 where its Xcode 15 save stores
  /// 234.5 × 33.5; the Blue Alliance's Title 2 placeholder of Xcode 9.4 is 224 × 24 where
  /// later saves store 245 × 26.5. Files of Xcode 8 and of Xcode 11 and later store 33.5.
  var canvasTextStyleSizes: [String: Double] {
    toolsVersion >= 13000 && toolsVersion < 14800 ? ["title1": 26, "title2": 20] : [:]
  }

  /// Saved by Xcode 15 or later (toolsVersion 22000 and up; Xcode 14.3 saves 21701, 15.0
  /// 22154).
  var isSavedSinceXcode15: Bool { toolsVersion >= 22000 }

  /// Saved by Xcode 9.2 to 10.3 (toolsVersion 13700 up to Xcode 11's 15000; Xcode 9.0 writes
  /// 13196, 9.1 13529, 9.2 13771, 10.1 14460): the rows of a table that is not its
  /// controller's root view have UITableView's own 15-pt margins in these files (ChatSecure,
  /// Rocket.Chat), where Xcode 9.0 stored 16 and Xcode 12 and later the screen's.
  var isSavedByXcode9_2To10: Bool { toolsVersion >= 13700 && toolsVersion < 15000 }

  /// Saved by Xcode 13 or earlier (toolsVersion below Xcode 14's 21000; Xcode 13.4 writes
  /// 20037, 14.0 21225, 14.1 21507).
  var isSavedBeforeXcode14: Bool { toolsVersion < 21000 }
  /// Whether the file was saved by Xcode 12.5 to 13 (toolsVersion 18000 to 20999), whose
  /// canvas makes a search bar 51 tall, 5 short of the 56 before and after: TICE's, goma's
  /// and Projector's two bars that nothing sizes are stored 51 tall (toolsVersion 18122, 19162
  /// and 20037), the same goma bar 56 once Xcode 14.3 saved it again; every such bar of Xcode
  /// 11.4 and of Xcode 14 and later files in the diagnosis sets is 56.
  var hasIOS15SearchBar: Bool { toolsVersion >= 18000 && toolsVersion < 21000 }

  /// Saved by Xcode 11 or earlier (toolsVersion below Xcode 12's 17000): laid out with the
  /// controls of iOS 13 and before.
  var isSavedBeforeXcode12: Bool { toolsVersion < 17000 }

  /// Saved by Xcode 12 (toolsVersion 17000 ..< 19000; Xcode 13 writes 19162 and up).
  var isSavedByXcode12: Bool { toolsVersion >= 17000 && toolsVersion < 19000 }

  /// Saved by Xcode 11 or later (toolsVersion 15000 and up): presented controllers are drawn
  /// as iOS 13's sheets on an iPhone canvas; before, full screen (see `isPresentedAsSheet`).
  var drawsSheets: Bool { toolsVersion >= 15000 }

  /// Saved by Xcode 10 or earlier (toolsVersion below 14800: Xcode 10.3 writes 14490.70, Xcode
  /// 11.0 14868 — passforios's history goes 14490.70, 14868, 15505 in Sept–Nov 2019): laid out
  /// by iOS 12 and before.
  var isSavedBeforeXcode11: Bool { toolsVersion < 14800 }

  /// Saved by Xcode 9 or earlier (toolsVersion below 14200: Xcode 9.4 writes 14113, Xcode 10.0
  /// 14313): laid out by iOS 11 and before.
  var isSavedBeforeXcode10: Bool { toolsVersion < 14200 }

  /// Saved by Xcode 8 or earlier (toolsVersion below Xcode 9's 13000): laid out by iOS 10 and
  /// before.
  var isSavedBeforeXcode9: Bool { toolsVersion < 13000 }

  /// Saved by Xcode 7 or earlier (toolsVersion below Xcode 8's 11000: Xcode 7.3 writes 10117,
  /// 8.0 11201): laid out by iOS 9 and before.
  var isSavedBeforeXcode8: Bool { toolsVersion < 11000 }

  /// Saved by Xcode 9.0 or earlier (toolsVersion below Xcode 9.1's 13529): a table row on the
  /// canvas has iOS 10's margins.
  var isSavedBeforeXcode9_1: Bool { toolsVersion < 13500 }

  /// Saved by Xcode 6 or earlier (toolsVersion below 8000: Xcode 6.3 writes 7706, Xcode 7.0
  /// 8191): iOS 8's canvas.
  var isSavedBeforeXcode7: Bool { toolsVersion < 8000 }

  /// Saved by Xcode 6 (toolsVersion 6000 to 7999), the Xcode of iOS 8.
  var isSavedByXcode6: Bool { toolsVersion >= 6000 && toolsVersion < 8000 }
}

/// UIProgressView's intrinsic height (the default style): 2 pt up to iOS 13, 4 pt from iOS 14.
/// vlc's download screen and movie cell, whose bars nothing sizes, are stored 2 tall by every
/// Xcode up to 11.2 (toolsVersion 15504) and 4 tall from Xcode 12 (17156) on; the diagnosis sets
/// agree (2 in seafile's and Rocket.Chat's files of Xcode 7 and 10, 4 in 5 files of Xcode 13
/// and later).
func progressViewHeight(_ document: IBDocument) -> Double {
  document.isSavedBeforeXcode12 ? 2 : 4
}

/// A rounded-rect UITextField's intrinsic height: 34 from iOS 13 and 30 up to iOS 12 for the
/// fonts seen, a line of up to 24 pt. Every rounded-rect field of the diagnosis sets that
/// nothing sizes is stored so: 30 at 14 pt in files of Xcode 7 to 10 (13 fields of RxSwift,
/// eidolon, firebase and blink), 34 from Xcode 11 on (108 system 14-pt fields of 8 apps, vlc's
/// five 18-pt Courier New fields of Xcode 26 and opentrace's 16-pt Muli one, a 24-pt line, of
/// Xcode 11.4), where the line plus 14 had made the last two 35.67 and 38. Up to Xcode 10 the
/// field is 30 whatever its font: iOSSampleApp's 12 Body fields and firebase's three 18-pt ones
/// (Xcode 10.1), moonlight's 22-pt, rileylink's 26-pt and MasterPassword's 28-pt Exo field are
/// stored 30 (one 22-pt field of open-event 31). From Xcode 11 a taller line (not seen) is
/// taken to grow the field: the line plus 10, the most the Muli field allows.
func roundedTextFieldHeight(_ document: IBDocument, lineHeight: Double) -> Double {
  document.isSavedBeforeXcode11 ? 30 : max(34, lineHeight + 10)
}

/// UIPageControl's intrinsic size for `pages` dots. Up to iOS 13 a 7-pt dot every 16 pt in a
/// control 37 tall: (16 n - 9) x 37, what `size(forNumberOfPages: 3)` gave (39 x 37). iOS 14
/// redrew it in a 26-pt capsule with room to scrub, 18.5 n + 60.5 wide; iOS 17 narrowed it to
/// 17.5 n + 21. Stored frames of controls nothing sizes across: Yep's 3-page control of Xcode 7
/// (toolsVersion 10117) 39 x 37 and Rocket.Chat's of Xcode 9.2 (13771) 39 wide; Dash Wallet's
/// and Mixin's 3-page controls of Xcode 14 116 (goma's of Xcode 13 115.5), OpenArchive's of
/// the 32700 beta 116 for 3 pages and 134.5 for 4; entourage's, Mixin's and ONLYOFFICE's of
/// Xcode 16 73 or 74 for 3, Mixin's 6-page control of Xcode 26 126 (iOS 26 keeps iOS 17's
/// pitch, as far as one file shows).
func pageControlSize(_ document: IBDocument, pages: Double) -> Size {
  if document.isSavedBeforeXcode12 { return Size(width: 16 * pages - 9, height: 37) }
  return Size(width: document.hasIOS17PageControl ? 17.5 * pages + 21 : 18.5 * pages + 60.5, height: 26)
}

/// UIPageControl's dot: 7 pt up to iOS 13 (16 n − 9 wide is n dots 9 pt apart), 8 pt in the
/// iOS 14 control.
func pageControlDot(_ document: IBDocument) -> Double {
  document.isSavedBeforeXcode12 ? 7 : 8
}

/// UISearchBar's size: 44 tall with a 28-pt field up to iOS 10, 56 with a 36-pt field from
/// iOS 11 (the taller search field came with iOS 11's large-title navigation bars). Yep's four
/// search bars of Xcode 7 files (toolsVersion 9531, 10117), pinned only at their top and
/// sides, are stored 44 tall; those of Xcode 9.2 to 15 files that nothing else sizes
/// (Rocket.Chat, AdGuard, ivpn, passforios) 56, but 51 in Xcode 12.5 to 13's
/// (`hasIOS15SearchBar`). iOS 26's bar is 64 tall: both search bars
/// of files with iOS 26's controls (toolsVersion 24000 and up) in the diagnosis sets are stored
/// 64 tall where their neighbours hang on them (GoMap's location search, a default bar, 24765;
/// IQKeyboardManager's special-case screen, a minimal one, 24127), every later-Xcode one before
/// 56. Its field is drawn 36 tall as before (no file shows the field).
struct SearchBarMetrics: Equatable {
  var height: Double
  var fieldHeight: Double

  static func of(_ document: IBDocument) -> SearchBarMetrics {
    if document.isSavedBeforeXcode9 { return SearchBarMetrics(height: 44, fieldHeight: 28) }
    if document.hasIOS15SearchBar { return SearchBarMetrics(height: 51, fieldHeight: 36) }
    return SearchBarMetrics(height: document.hasIOS26Controls ? 64 : 56, fieldHeight: 36)
  }
}

/// UISwitch's size: the alignment rect the engine lays out, and the frame outside it.
struct SwitchMetrics: Equatable {
  var width: Double
  var height: Double
  /// The frame beyond the alignment rect (2 pt at the trailing side, for the thumb's shadow).
  var frameInsets: EdgeInsets

  /// Up to iOS 18: a 51 × 31 frame, 49 × 31 aligned. iOS 26: a 63 × 28 frame, 61 × 28 aligned
  /// (Xcode 26's files store 63 × 28 and pin the switch's trailing edge 2 pt inside it).
  static func of(_ document: IBDocument) -> SwitchMetrics {
    let insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
    return document.hasIOS26Controls
      ? SwitchMetrics(width: 61, height: 28, frameInsets: insets)
      : SwitchMetrics(width: 49, height: 31, frameInsets: insets)
  }
}

/// UISegmentedControl's size: the alignment rect's height, the padding a segment adds to its
/// title, and the frame 1 pt taller than the alignment rect. Every segment is as wide as the
/// widest title (13-pt system font, rounded up to whole points) plus the padding, with 1-pt
/// dividers between: the stored widths of two-segment controls are all odd.
/// Up to iOS 12: 28 tall (frame 29), 14 pt of padding; iOS 13's 31 (frame 32), 19 pt. The
/// same OneSignal "Not Granted | Granted" control is stored 179 × 29 by Xcode 10.1 and
/// 189 × 32 by Xcode 11.3 in OneBusAway's public history; SVProgressHUD's two Xcode 9
/// controls (91, 107) fit 14, OneSignal's four, ivpn's two and iNaturalist's one of Xcode 11
/// to 16 fit 19; Yep's and SVProgressHUD's old controls are 29 tall, Pyto's of an Xcode 11
/// beta (toolsVersion 14868) already 32.
///
/// On an Apple TV the control is tvOS's: 69 tall (frame 70: SVProgressHUD's labels stand 16
/// below the 69th point), its titles in the Headline (38 pt medium), 49 pt of padding and no
/// dividers. SVProgressHUD's three tvOS
/// controls (Xcode 8.3) sized by nothing but their titles are stored 266 ("Light | Dark"),
/// 312 ("Flat | Native") and 776 (four segments, "Gradient" the widest) × 70: each segment
/// the widest title in Headline plus 49, within a point; vlc's tvOS control of Xcode 12.3
/// whose cell does not set its height is 70 tall too (Xcode 26's, iOS 26's control, 84).
struct SegmentedControlMetrics: Equatable {
  var height: Double
  var padding: Double
  /// Between two segments (the frame is one pt wider per divider).
  var divider: Double = 1
  /// The frame below the alignment rect.
  var bottomOutset: Double = 1

  static func of(_ document: IBDocument, tv: Bool = false) -> SegmentedControlMetrics {
    if tv { return SegmentedControlMetrics(height: 69, padding: 49, divider: 0) }
    return document.isSavedBeforeXcode11
      ? SegmentedControlMetrics(height: 28, padding: 14)
      : SegmentedControlMetrics(height: 31, padding: 19)
  }
}

/// UISlider's size: the intrinsic height of the alignment rect and the frame outside it.
struct SliderMetrics: Equatable {
  var height: Double
  /// The frame beyond the alignment rect (the thumb's shadow up to iOS 18).
  var frameInsets: EdgeInsets

  /// Up to iOS 18: 30 tall aligned, the frame 2 pt wider at each side and 1 pt lower (31 tall).
  /// iOS 26: 34 tall, the frame is the alignment rect — every slider of an Xcode 26 file of the
  /// diagnosis sets is stored flush with its constraints (a `height = 28` slider 28 tall, one
  /// pinned 16 from the edge at x 16), and one centred in a 51-pt row is 34 tall; the older
  /// files (and the `32700.99` beta's) store the insets.
  static func of(_ document: IBDocument) -> SliderMetrics {
    document.hasIOS26Controls
      ? SliderMetrics(height: 34, frameInsets: .zero)
      : SliderMetrics(height: 30, frameInsets: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
  }
}
