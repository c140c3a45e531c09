// The safe area Interface Builder simulates for a root: the status bar it draws for the device
// and the Xcode version, navigation / tab / tool bars (set explicitly or inferred from the
// storyboard's navigation controllers and push segues), the home indicator.
import Geometry
import LayoutContract

extension Resolution {
  /// The root's safe-area insets (from `chrome`). Every root is treated as a screen of its
  /// own size.
  func safeAreaInsets() -> EdgeInsets {
    guard let chrome else { return .zero }
    let top = max(0, chrome.statusBar + chrome.canvasTop + chrome.overscan + (chrome.topBar ?? 0) - chrome.below)
    let bottom = max(0, chrome.homeArea + chrome.canvasBottom + (chrome.bottomBar ?? 0) - chrome.aboveBottom)
    return EdgeInsets(top: top, left: chrome.side, bottom: bottom, right: chrome.side)
  }

  /// The system bars Xcode simulates around a root, in the screen's coordinates: what the
  /// safe area keeps clear, and what `addSimulatedBars` draws. Nil for a cell.
  struct Chrome {
    /// The status bar's height: its inset at the top of the safe area.
    var statusBar: Double
    /// A TV's overscan inset above the navigation bar (tvOS draws no status bar).
    var overscan = 0.0
    /// The navigation bar's height under the status bar, if there is one.
    var topBar: Double?
    /// The tab bar's or toolbar's row above the home indicator's area, if there is one (a
    /// toolbar over a tab bar included).
    var bottomBar: Double?
    /// A navigation controller's toolbar over the tab bar: its height, part of `bottomBar`.
    var toolbarOverTabBar: Double?
    /// The home indicator's area (or a landscape phone's bottom inset).
    var homeArea: Double
    /// The landscape sides' insets.
    var side: Double
    /// How far below the screen's top the root starts (its status and top bars partly or
    /// wholly above it).
    var below: Double
    /// How far above the screen's bottom the root ends (the bottom bar and the home
    /// indicator's area partly or wholly below it).
    var aboveBottom = 0.0
    /// The height the root is laid out at when it is not its stored one: a root stored at the
    /// whole screen under an opaque navigation bar is laid out below the bar (see
    /// `simulatedChrome`).
    var laidOutHeight: Double?
    var bars: Bars
    /// Drawn as a sheet (a navigation controller presented modally on an iPhone): the sheet
    /// is the root, so its navigation bar is drawn although the root is shorter than the screen.
    var isSheet = false
    /// The root is drawn as an iPhone's sheet (iOS 13's, files of Xcode 11 and later): a
    /// navigation controller's, a bare controller's or a popover's, which an iPhone shows as a
    /// sheet. A navigation bar standing alone in it is the sheet's, 56 tall.
    var isPhoneSheet = false
    /// What Xcode 26's canvas adds to the safe area above and below, on an iPhone with a home
    /// indicator: the portrait status bar's and home indicator's insets once more (118 and 68
    /// on an iPhone 16, 96 and 68 on an iPhone 11: every root of such a file pinned to its safe
    /// area, 22 roots of 5 apps, none of the earlier files), in landscape too, where the device
    /// itself has no status bar and a 21-pt bottom inset (see `simulatedChrome`). Not drawn:
    /// the bars are drawn once, where the device has them.
    var canvasTop = 0.0
    var canvasBottom = 0.0
  }

  /// tvOS's navigation bar, below the overscan inset.
  static let tvNavigationBar = 145.0
  /// The first toolsVersion that no longer draws a bare controller of a page sheet's size as
  /// the sheet (Xcode 13.4 writes 20037; Xcode 13.0 wrote 19162).
  static let bareSheetsBefore = 20000.0
  /// A freeform view shorter than this has a compact height: the shortest portrait iPhone
  /// screen (the 3.5-inch one) is 480 tall and every landscape iPhone shorter.
  static let compactHeightBelow = 480.0
  /// A table's side margins up to iOS 10 (files before Xcode 9): its separator inset, on every
  /// screen; rows that preserve them line their content up there.
  static let tableSideMarginBeforeIOS11 = 15.0

  /// A xib's top-level collection view cell or supplementary view with a safe-area guide of its
  /// own: Interface Builder draws it as a freeform view, with the status bar's and the home
  /// indicator's insets by the freeform rules below (pocket-casts' 124 × 200 theme cell of
  /// Xcode 14.3 pins its image to a guide from 48 to 34 above its bottom on an iPhone 11;
  /// Permanent's 389 × 124 date cell of Xcode 12.4 its label to one from 44; on an iPhone 8 in
  /// Xcode 9 and 10, Rocket.Chat's 370 × 547 file cell and HTC Mobile's 456 × 483 survey page
  /// from 20, their cells shorter than 480 from 0). A table view cell's guide stays at its
  /// edges (pocket-casts' 320 × 96 supporter cell of Xcode 12, 12 below a guide at 0).
  var isCollectionCellDrawnAsView: Bool {
    root.kind == .cell && Self.collectionCellElements.contains(root.elementName)
      && rootNode.child("viewLayoutGuide", key: "safeArea") != nil
  }

  /// The elements of a collection view's cells and supplementary views.
  static let collectionCellElements: Set<String> = ["collectionViewCell", "collectionReusableView"]

  /// A navigation bar's height on a landscape iPhone narrower than the wide ones (whose bar
  /// keeps its portrait 44): the compact 32 in Xcode's canvas up to Xcode 14.3, 44 from Xcode 15
  /// (MOPP's landscape storyboard on an iPhone 8, saved in 46 commits of its public history by
  /// Xcode 11 to 14.3 with its tables 32 below the top, and in 19 by Xcode 15.0 to 16 with them
  /// 44 below). iOS 26's bar is its own (`navigationBarGrowth`).
  var compactLandscapeNavigationBarHeight: Double { doc.isSavedSinceXcode15 ? 44 : 32 }

  func simulatedChrome() -> Chrome? {
    if root.kind == .cell && !isCollectionCellDrawnAsView { return nil }
    let W = canvas.width
    let H = canvas.height
    let dev =
      device
      ?? IBDevice(
        id: "canvas", marketingName: "canvas", width: W, height: H, statusBar: 20, homeIndicator: 0,
        landscapeSide: 0, landscapeBottom: 0, idiom: .phone, scale: 3, keyboardHeight: 260)
    let landscape = doc.isLandscape
    let screenHeight = landscape ? dev.width : dev.height
    let screenWidth = landscape ? dev.height : dev.width
    let bars = simulatedBars()
    // A view in a storyboard scene's dock (beside its controller, not its root) is sized
    // freely, as a xib's freeform view is, though the file records no metrics for it: Zap's
    // 380 × 77 channel-list header (Xcode 10.1, an iPhone 8) centres its graph on a safe area
    // from 0, as a freeform view of that Xcode is drawn.
    let freeform =
      (root.kind == .view && (rootNode.child("freeformSimulatedSizeMetrics") != nil || doc.isStoryboard))
      || isCollectionCellDrawnAsView
    var top = 0.0
    var topBarHeight: Double?
    var bottomBarHeight: Double?
    var toolbarOverTabBar: Double?
    // A status bar the file hides ("None" in the simulated metrics) is not drawn, but the
    // canvas keeps its inset in the safe area (`Bars.statusBar` says only whether it is drawn): every root
    // of the diagnosis sets that hides it and is pinned to its safe area stores the inset (vlc's
    // network login on an iPhone 11, 44; Threema's license screen, Xcode 26's 118; OsmAnd's
    // first-usage wizard on a home-button iPhone, 20: 3 roots of 3 apps, Xcode 13 to 26).
    if landscape && dev.idiom == .phone {
      top = 0  // iOS hides the status bar in landscape on iPhone
    } else {
      top = device == nil ? 20 : dev.statusBarTop(toolsVersion: doc.toolsVersion)
      // Xcode 9 and 10 draw a freeform view of a compact height (shorter than the shortest
      // portrait iPhone, 480) on a home-button iPhone without the status bar, as an iPhone
      // hides it in a compact height (Rocket.Chat, Stepik and iNaturalist: 8 roots of 44 to
      // 351 pt pinned to the safe area at 0, 288 × 330 too; 496 to 667 pt keep 20: 4 roots).
      // Xcode 14.3 and later keep it there as for any view: vlc's 600 × 44 player controls of
      // Xcode 16 centre on a safe area that starts at 20 (and from Xcode 11 a wide freeform
      // view keeps a notched iPhone's bar: iNaturalist's 410 × 317, 44). A controller sized
      // freely is drawn the same way: the Today widgets of appcenter (320 × 228, Xcode 10.1, 3
      // saves), duckduckgo (200 and 150 tall, Xcode 10 to 11.0) and Pyto (110, Xcode 10.1 and
      // 11 beta) pin their content to a safe area at 0 on an iPhone 8. (Files of top and bottom
      // layout guides are left to the status bar's setting, below.) So is a child sized by the
      // container it is embedded in: TensorFlow Lite's 375 × 162 speech-commands panel of
      // Xcode 10.1 pins its list 16 below a safe area at 0. An iPad has no compact height and
      // keeps the bar: EngageNYC's 660 × 436 and 660 × 476 freeform forms on a 9.7-inch iPad
      // (Xcode 9.3, 6 controllers) pin their scroll views to a safe area from 20. A controller
      // whose freeform size is recorded as 0 × 0 (sized freely, with no size of its own: its
      // root is the screen's) is drawn without the bar at any height: MedicoBox's product
      // detail (Xcode 10.1) and HipWig's modal text (Xcode 10.2), 375 × 667 on an iPhone 8,
      // pin their content to a safe area at 0, where MedicoBox's controllers of a recorded
      // freeform size (940 to 1450 tall) keep 20.
      let freeformController = (isFreeformController || isEmbeddedChild) && doc.usesSafeAreas
      let sizelessFreeformController = freeformController && freeformHeight == 0
      if (freeform || freeformController || guideFileChildOfXcode9To10) && dev.idiom == .phone
        && !dev.hasHomeIndicator && doc.toolsVersion < 15000
        && (H < Self.compactHeightBelow || sizelessFreeformController)
      {
        top = 0
      }
    }
    // A navigation controller presented as a sheet on an iPhone: Interface Builder draws the
    // sheet without the status bar or the home indicator's inset, under the sheet's 56-pt
    // navigation bar (108 with a large title) — what every such controller of the diagnosis
    // files stores (its bar at y 0, 56 or 108 tall). On an iPad the canvas shows a sheet at the
    // sheet's size, smaller than the screen both ways, and draws it the same way.
    let padSheet = dev.idiom == .pad && !bars.inPopover && isPadSheet(screenWidth, screenHeight, freeform)
    let sheet = bars.topBar != nil && ((bars.inSheet && dev.idiom == .phone && !landscape) || padSheet)
    // A controller without a navigation bar that Xcode 11 to 13.2 draw as a page sheet: its root
    // is stored at the sheet's size, the screen less the status bar and the sheet's 10-pt gap
    // (842 on an iPhone 11), and pinned to a safe area from the sheet's top (Esri's samples: 5
    // roots shown by a Show segue from a screen outside a navigation controller, or as a
    // popover, Xcode 12; AdGuard's filter list, Xcode 12.5; OpenFind's photo slides and help
    // screen, 872 on an iPhone 13 Pro Max, Xcode 13.0: all at 0). Xcode 13.4 keeps the status
    // bar (GetStream's advanced options, presented so at 842 on an iPhone 11, pin their stack 16
    // below 44), and Xcode 26's are drawn otherwise (`bareSheet26`).
    // A portrait controller without a top bar on a notched iPhone, and one of the screen's
    // width: what Xcode 11–13.2 and Xcode 26 draw as a bare sheet, each in its own way (below).
    let bareController =
      bars.topBar == nil && root.kind == .viewController && !landscape && dev.idiom == .phone && dev.hasHomeIndicator
    let bareFullWidthController = bareController && abs(W - screenWidth) < 0.5
    // Whether the root is stored as a sheet in a space `height` tall: less the status bar and
    // the sheet's 10-pt gap.
    let storedAsSheet = { (height: Double) in abs(H - (height - top - 10)) < 0.5 }
    // A controller sized freely is drawn so too, its root the freeform height less the status
    // bar and the gap (OpenFind's list editor and settings, 1000 → 946 on an iPhone 11, in
    // saves of Xcode 11.5 and 12.4, and SUSI's settings of an Xcode 11 beta, 1300 → 1246,
    // are pinned to a safe area from 0).
    let freeformSheet =
      bareController && !doc.isSavedBeforeXcode11 && doc.toolsVersion < Self.bareSheetsBefore
      && freeformHeight.map(storedAsSheet) == true
    // Xcode 14.3 to 16 draw such a sheet from the screen's top, the screen less the 10-pt gap
    // (802 on a 375 × 812 iPhone, 886 on an iPhone 11), its safe area from 0. Every bare
    // full-width controller of the measured sets stored at that height in files of those
    // Xcodes is drawn so, none at the status bar's offset: PIA's region list, about and sign-up
    // screens (Xcode 15, 22154 and 22155, presented modally) and 12 more of its screens pushed
    // under a hidden bar, GetStream's login form (22505): 2 apps, 20 roots pinned 0 or 16 below
    // the top.
    let bareSheetFromTheTop =
      bareFullWidthController && doc.toolsVersion >= 21600 && !doc.isSavedByXcode26
      && abs(H - (screenHeight - 10)) < 0.5
    let pageSizedBareSheet =
      bareFullWidthController && doc.drawsSheets && doc.toolsVersion < Self.bareSheetsBefore
      && storedAsSheet(screenHeight)
    let bareSheet = pageSizedBareSheet || freeformSheet || bareSheetFromTheTop
    // A controller whose simulated size is "Page Sheet" or "Form Sheet" is drawn as that sheet
    // whatever presents it: its root stored at the sheet's size and pinned to a safe area from
    // the sheet's top (element's space and room previews, Xcode 12.5 and 13.3, and Microsoft
    // authentication's sample sheets, Xcode 14.3: 7 controllers, 2 apps, all at 0). Xcode 26
    // draws it as it draws a presented one (`bareSheet26`, below): kDrive's app-lock sheet
    // (25084), 848 tall on an iPhone 11, pins its bar to a safe area from 48.
    let simulatedSheet =
      bars.topBar == nil && isSimulatedSheet && dev.idiom == .phone && !landscape && !doc.isSavedByXcode26
    // On an iPhone without a home indicator Xcode stores a bare controller presented as a sheet
    // at the screen's height less the status bar (647 on an iPhone 8) and draws it as the
    // sheet, its safe area from 0: WSDOT's ferry schedules and traffic-map choosers (Xcode
    // 11.3 and 15.3: 6 controllers, presented or shown as popovers, their bars at y 0).
    let bareSheetBelowStatusBar =
      bars.topBar == nil && root.kind == .viewController && !landscape && dev.idiom == .phone
      && !dev.hasHomeIndicator && doc.drawsSheets && abs(W - screenWidth) < 0.5
      && abs(H - (screenHeight - top)) < 0.5 && controller.map { isPresentedAsSheet($0["id"] ?? "") } == true
    // Every way of being drawn as a sheet (or a popover's content): no status bar above it.
    // An iPad sheet is drawn so with or without a bar: ecodatum's 16 pickers of Xcode 9.4,
    // 540 × 620 form sheets on a 9.7-inch iPad with no bar, keep their content 8 below the top
    // where it is pinned 8 below the safe area.
    let drawnAsSheet = sheet || padSheet || bars.inPopover || bareSheet || simulatedSheet || bareSheetBelowStatusBar
    if drawnAsSheet { top = 0 }
    // Xcode 26 draws such a controller as a sheet below the status bar, the screen's height
    // less the bar (793 on an iPhone 16), its safe area from the bar's height (the canvas's
    // doubled status-bar inset, `canvasTop`, less the sheet's offset) to its bottom, with no
    // home-indicator inset: sentry's lifecycle sheet (presented) and Blockstream's PGP screen
    // (shown from outside a navigation controller) pin their content 8 below 59 and 0 or 8
    // above 793 (2 apps; Blockstream's saves of 24128 and 24765 alike, where Xcode 16 stored
    // the same screen 842 tall from 0).
    let bareSheet26 =
      bareFullWidthController && doc.isSavedByXcode26 && abs(H - (screenHeight - top)) < 0.5
    // In a file of top and bottom layout guides (no safe areas) the top guide lies below the
    // status bar only when it is shown, as UIKit's `topLayoutGuide` did: with "None" it starts at
    // the root's top (FSCalendar's and owntracks' Today widgets in every save of Xcode 7 to 14,
    // Stepik's freeform quiz controllers of Xcode 7, eidolon's iPad detail screen, beam's
    // settings of Xcode 9: 5 apps). From Xcode 9 a root of the whole screen keeps the guide
    // below the hidden bar, as the app would show it: Gifu's demo screen (375 × 667, its saves
    // by Xcode 9.2 and 15) and eidolon's iPad auction screen (its two Xcode 9.4 saves) pin to a
    // guide at 20, where their Xcode 7 and 8 saves stored 0; roots sized freely or presented
    // (Gifu's 647-pt sheet, owntracks' widget in 7 saves of Xcode 9 to 14.3) stay at 0.
    let wholeScreen = device != nil && abs(W - screenWidth) < 0.5 && abs(H - screenHeight) < 0.5
    if !bars.statusBar && !doc.usesSafeAreas && !(wholeScreen && doc.toolsVersion >= 13000) { top = 0 }
    let statusBar = top
    // iOS 12 made an iPad's navigation bar and toolbar 50 tall (102 with a large title) and its
    // tab bar 50, in sheets and popovers too: files of Xcode 10 and later store every iPad
    // navigation bar 50 tall (Monal's 8, seafile's 2; blink's large-title bar 102).
    let padBars = dev.idiom == .pad && !doc.isSavedBeforeXcode10
    // iOS 26's navigation bar on an iPhone is 10 taller, 54 (106 with a large title), and keeps
    // that height in landscape: every navigation bar of an iPhone file of toolsVersion 24000 and
    // up in the diagnosis sets is stored 54 or 106 tall (nRF Mesh's 27, Blockstream's 3,
    // firebase's, owntracks's 4, ruuvi's, Delta's; xDrip's three in landscape, at y 47), those of
    // 23727 files 44 (seafile's 5, ruuvi's 3; ruuvi's settings screen went from 44 to 54 when
    // 24506 re-saved it), and the roots under them pin to a safe area that much lower. Sheets
    // place their bar lower (below); iPads are left as they were (see docs/interface-builder.md).
    let iOS26Bars = dev.idiom == .phone && doc.hasIOS26Controls
    if var topBar = bars.topBar {
      // An iPhone in landscape has a compact height, where UIKit shows no large title: a wide
      // phone's large-title bar is the standard 44 (LocalStorage's three landscape screens on an
      // iPhone 8 Plus, Xcode 10.2, under an opaque large-title bar and an opaque tab bar, are
      // stored 321 = 414 − 44 − 49 tall and pin their content 5 below a safe area at 0).
      if landscape && dev.idiom == .phone && !iOS26Bars && topBar == 96 { topBar = 44 }
      topBarHeight =
        iOS26Bars
        ? topBar + doc.navigationBarGrowth(on: dev.idiom)
        : landscape && dev.idiom == .phone && !dev.isWidePhone
          ? compactLandscapeNavigationBarHeight : topBar + (padBars ? 6 : 0)
      if dev.idiom == .tv { topBarHeight = Self.tvNavigationBar }
      // iOS 26 draws a sheet's large-title bar 106 tall, 20 below the sheet's top: nRF Mesh's
      // eleven sheet navigation controllers on an iPhone 11 (848-pt sheets) store it so, and its
      // sheets pin their content 126 below the top; the standard bar is 54 tall, 16 below the
      // top (Delta's sheet on an iPhone 8 stores its bar so), and GoMap's two sheets of Xcode
      // 26.1 under it pin their content 70 below the top.
      if sheet { topBarHeight = topBar > 44 ? (iOS26Bars ? 20 + 106 : 108) : (iOS26Bars ? 16 + 54 : 56) }
      top += topBarHeight!
    }
    var bottom = landscape ? dev.landscapeBottom : dev.homeIndicator
    // A bare controller of a page sheet's size keeps it in every Xcode that draws one so (before
    // Xcode 13.3): ChargePark's wallet top-up and booking screens (toolsVersion 19455, 4 roots
    // presented on an iPhone 12, 790 tall) pin their cards 34 above the sheet's bottom, where the
    // navigation sheets of IBM's Digital Health Pass of 19162 and 19529 pin theirs at it.
    let keepsHomeIndicator = sheetKeepsHomeIndicator || pageSizedBareSheet
    if ((sheet || simulatedSheet || bareSheet) && !keepsHomeIndicator) || bareSheet26 { bottom = 0 }
    // A freeform view shorter than the screen, and no wider, has no home indicator inset in its
    // safe-area guide in files of Xcode 11 to 14.2 (the Xcodes that also drew home-button
    // iPhones without a status bar): 136 saves of 13 apps in their public histories end their
    // guide at their bottom (tinode, yubikit, vlc, stopp-corona, simplenote, element, raivo,
    // corona-warn-app, ProtonVPN, ...), while their saves by Xcode 10 (tinode's, raivo's: 32)
    // and by Xcode 14.3 and later (simplenote's, pocket-casts', ProtonVPN's: 6) keep the 34 pt.
    // A view wider than the screen keeps it in every Xcode (corona-warn-app's 468- to 513-pt
    // cards on iPhones of 390 and 414 pt, ProtonVPN's 590- and 643-pt headers: 27 saves; and
    // reel-search's 480 × 480 view of Xcode 9). A view without a safe-area guide (its margins
    // follow the screen's insets, as in files of layout guides) keeps the inset in its margins:
    // SwiftMessages' five message views on an iPhone 11 pin their content to the bottom margin
    // 34 above the bottom, in their saves by Xcode 10.1, 11 and 12 alike.
    // So is a controller sized freely narrower than the screen: the NHS app's 350 × 400
    // reference-code screen (Xcode 11.5) and OpenFind's 414 × 500 caching screen on a 428-pt
    // iPhone (Xcode 13) pin their content to their bottom. (At the screen's width such a
    // root, shorter than the screen, ends above the home indicator in any Xcode, below: the
    // caching screen's saves on a 414-pt iPhone, Xcode 11.5 and 12.4, and the NHS app's
    // 414-pt drawers.) So is a xib's view narrower than the screen whose size is left
    // inferred (no freeform metrics): no screen is that narrow, so it is drawn at its own size
    // (Unstoppable's 375 × 667 empty-list screen on an iPhone 14, Xcode 14.2, pins its button
    // 14 above its own bottom).
    let hasSafeAreaGuide = rootNode.child("viewLayoutGuide", key: "safeArea") != nil
    let drawnFreely =
      (freeform && W < screenWidth + 0.5) || ((isFreeformController || root.kind == .view) && W < screenWidth - 0.5)
    if drawnFreely && hasSafeAreaGuide && !doc.isSavedBeforeXcode11 && doc.toolsVersion < 21600
      && H < screenHeight - 0.5
    {
      bottom = 0
    }
    if let bottomBar = bars.bottomBar {
      // A landscape iPhone's compact tab bar is 32 tall, 31 in iOS 26 (xDrip's landscape
      // screens of Xcode 26, 13 roots under a tab bar, end their safe area 86 above the bottom:
      // 21 + 34 + 31, see `canvasBottom`).
      let compactTabBar = bars.bottomIsTabBar && iOS26Bars ? 31.0 : 32
      bottomBarHeight = landscape && dev.idiom == .phone ? compactTabBar : padBars ? 50 : bottomBar
      // A navigation controller's toolbar stands on an iPhone's home indicator: 49 tall, as a
      // toolbar of the file's own is there (`homeIndicatorToolbarHeight`): bitwarden's login
      // list ends 49 above its sheet's bottom, AdGuard's user filter 83 (49 + 34) above the
      // screen's.
      let toolbarStandsTall = !landscape && dev.idiom == .phone && dev.hasHomeIndicator && !doc.hasIOS26Controls
      if !bars.bottomIsTabBar && toolbarStandsTall {
        bottomBarHeight = Self.homeIndicatorToolbarHeight
      }
      // Over a tab bar the toolbar keeps that height: trailer's API options, server list and
      // log screens, in a tabbed navigation controller showing its toolbar on an iPhone 11
      // (Xcode 14.3), end their safe area 132 = 34 + 49 + 49 above the bottom.
      if bars.bottomIsTabBar && bars.toolbarOverTabBar, let tabBar = bottomBarHeight {
        // Elsewhere a toolbar is as tall as the tab bar beside it (a landscape phone's 32, an
        // iPad's 50), except a portrait phone's 44 over the 49-pt tab bar.
        let toolbar = toolbarStandsTall ? Self.homeIndicatorToolbarHeight : tabBar == Self.phoneTabBarHeight ? 44 : tabBar
        toolbarOverTabBar = toolbar
        bottomBarHeight = tabBar + toolbar
      }
    }
    var side = landscape ? dev.landscapeSideInset(toolsVersion: doc.toolsVersion) : 0
    // A TV: the overscan-safe insets all round, the navigation bar 145 tall below the top one
    // (Provenance's settings navigation controller stores its bar at y 60, 145 tall, and a
    // screen pushed on it pins its text 8 below 205); tvOS has no toolbar, and its tab bar is
    // at the top (not modelled). The overscan insets came with tvOS 11's safe area (Xcode 9):
    // in files saved before Xcode 9 the layout guides are at the screen's edges, the
    // navigation bar from its top — Hero's image gallery pins its collection view to both
    // guides, stored 1920 × 1080 in its Xcode 8.3 save and 60 to 1020 in its Xcode 9.0 one;
    // Emergence's two screens of Xcode 7.2, SVProgressHUD's tvOS demo (Xcode 8.3) and
    // Provenance's first TV storyboard (Xcode 7) are stored as pinned to guides at 0 and 1080,
    // Provenance's screen under a navigation bar to one at 145.
    var overscan = 0.0
    if dev.idiom == .tv {
      if !doc.isSavedBeforeXcode9 {
        overscan = dev.overscanVertical
        bottom = dev.overscanVertical
        side = dev.overscanSide(toolsVersion: doc.toolsVersion)
        top += overscan
      }
      bottomBarHeight = nil
    }
    // Xcode 26 adds the portrait status bar's and home indicator's insets to the safe area again
    // (`Chrome.canvasTop`), also in landscape, where the iPhone has none at the top and 21 at
    // the bottom: xDrip's main storyboard, saved in landscape on an iPhone 12 by Xcode 26 (24128
    // and 24412) and in portrait in the commits between, stores its plain full-screen root's
    // safe area from 47 to 55 above the bottom (portrait: 94 and 68), 47 in at the sides, its
    // 12 roots under a navigation and a tab bar from 101 (47 + 54) to 86 above the bottom, and
    // its 320 × 600 freeform controllers from 47.
    var canvasTop = 0.0
    var canvasBottom = 0.0
    if doc.isSavedByXcode26 && dev.idiom == .phone && dev.hasHomeIndicator {
      canvasTop = landscape ? (bars.inPopover ? 0 : dev.statusBarTop(toolsVersion: doc.toolsVersion)) : statusBar
      canvasBottom = landscape && bottom > 0 ? dev.homeIndicator : bottom
    }
    // A controller's root placed below the screen's top (stored y > 0), or full width but
    // shorter than the screen under opaque bars, starts that much further down.
    var below = 0.0
    var aboveBottom = 0.0
    var laidOutHeight: Double?
    // UIKit does not extend a controller's view under opaque bars unless
    // `extendedLayoutIncludesOpaqueBars`.
    // Nor under any top bar when its `edgesForExtendedLayout` leaves the top edge out ("Under
    // Top Bars" unchecked): kukai's account screen (Xcode 26, freeform 393 × 1500 under a
    // translucent large-title bar, extended at the bottom only) is stored 1328 tall, the
    // freeform height less the bars, and pins its table 2 below a safe area from 0.
    let extendedEdges = controller?.child("extendedEdge", key: "edgesForExtendedLayout")
    let opaqueTop =
      (bars.topBarOpaque && controller?["extendedLayoutIncludesOpaqueBars"] != "YES")
      || (extendedEdges != nil && extendedEdges?["top"] != "YES")
    let storedY = rootNode.child("rect", key: "frame")?["y"].flatMap(Double.init) ?? 0
    if bareSheet || simulatedSheet {
      // The sheet is the root: nothing of it lies above or below the sheet.
    } else if bareSheet26 {
      below = statusBar
    } else if sheet {
      // A sheet's root starts below an opaque navigation bar, as a screen's does (UIKit does
      // not extend a controller's view under opaque bars): tinode's member editor, a page
      // sheet under a `translucent="NO"` bar on an iPhone 8 Plus, is stored 660 tall (the
      // 716-pt sheet less the 56-pt bar) and pins its scroll view to a safe area from 0.
      if opaqueTop, let bar = topBarHeight, H + bar < screenHeight { below = bar } else { below = 0 }
    } else if root.kind == .viewController && storedY > 0 && isOnFilesOwnDevice {
      // What of it reaches past the screen's bottom is outside the safe area too, as UIKit
      // intersects a view with the screen's safe area: RxSwift's eight screens that Xcode 8's
      // "Refactor to Storyboard" stored at y 64 and still 667 tall on a 667-pt iPhone, under
      // an opaque navigation bar, pin their bottoms to a guide at 603. A root that ends above
      // the screen's bottom has none of the bars below it in its safe area: LocateMe's two
      // screens that do not extend under bars (`edgesForExtendedLayout` none), stored at y 64
      // and 455 tall above a tab bar on a 568-pt iPhone (Xcode 6), pin their tables to a
      // bottom guide at their own bottom.
      below = storedY
      aboveBottom = screenHeight - storedY - H
    } else if topBarHeight != nil && opaqueTop && isFreeformController
      && !(abs(W - screenWidth) < 0.5 && abs(H - screenHeight) < 0.5)
    {
      // A controller sized freely ("Freeform") is its view's size below opaque top bars, as
      // a screen's root is: RxSwift's API-wrappers screen under a `translucent="NO"` bar pins
      // its scroll view to a top guide at 0 in its saves by Xcode 9, 10 and 12 (500 × 504 and
      // 500 × 524), as its full-screen ancestor did at y 64. What its freeform height leaves
      // below it is the opaque bottom bar's: LocalStorage's overview, 375 × 900 freeform under
      // an opaque large-title bar and above an opaque tab bar (Xcode 10.2), is stored 735 tall
      // and pins its scroll view 4 above a safe area that ends at its own bottom. One sized
      // freely at the screen's own size is drawn as the screen, under the bars: WSDOT's
      // favourites and route lists (375 × 667 on an iPhone 8 under an opaque bar, Xcode 16.4)
      // pin their tables to a top guide at 64. Below the bars, Xcode 26's doubled status-bar
      // inset (`canvasTop`) is not in its safe area either: kukai's account screen (above) pins
      // its table 2 below 0, its root the freeform height less the bars alone.
      below = top + canvasTop
      if let height = freeformHeight { aboveBottom = max(0, height - top - H) }
    } else if dev.isSizedByRoot && root.kind == .viewController && stopsAboveOpaqueTabBar(bars, height: bottomBarHeight) {
      // A file naming no device shows a root on a screen of its own size; one stored short of a
      // phone's screen by an opaque tab bar it does not extend under stops at the bar's top, the
      // bar below it: CZJShop's seventeen screens in tabs of a `translucent="NO"` tab bar,
      // stored 320 × 519 (Xcode 7.0), pin their bottom views to a bottom guide at their own
      // bottom, where the screens that extend under the bar are 568 tall.
      aboveBottom = bottomBarHeight ?? 0
    } else if guideFileChildOfXcode9To10 || (isInContainer && !isEmbeddedChild) {
      // Drawn as a screen of its own size (`guideFileChildOfXcode9To10`), not pushed below bars;
      // so is a controller in a navigation controller embedded in a container, its bar inside
      // the container: CoreStore's 375 × 311.5 observer demos (Xcode 11.4, an iPhone 8) pin
      // their title 5 below a guide at 44, the bar's bottom, not at the root's top.
    } else if abs(W - screenWidth) < 0.5 && H < screenHeight - 0.5 && !freeform {
      // The root is short by the opaque bars it does not extend under: the top ones first,
      // what they do not explain ends it above the bottom ones (yubikit's demo screens on an
      // iPhone 11, 725 = 896 - 44 - 44 - 49 - 34, have no inset at either end); short by just
      // the bottom bars and the home indicator's area, it ends above them. In a file laid out
      // with safe areas the status bar alone never pushes the root down (it lies in the safe
      // area): with no top bar the root starts at the screen's top and the shortfall is all at
      // the bottom (AdGuard's 852- and 813-pt roots on an iPhone 11 and its 268-pt Today widget
      // store their safe area from 44; Rocket.Chat's 617-pt share sheet from 20: 8 roots of 2 apps). The
      // top layout guide of older files sits under it (iNaturalist's 716-pt comment screen on an
      // iPhone 8 Plus pins 64 below a guide at 0).
      // Xcode 26 pushes such a root below its doubled status-bar inset too (`canvasTop`):
      // WSDOT's toll-rate screens, under a navigation bar on an iPhone 11 (24412), are stored
      // 746 = 896 - 48 - 48 - 54 tall and pin their tables to a top guide at 0.
      let short = screenHeight - H
      let bottomInsets = bottom + (bottomBarHeight ?? 0)
      // Short by as much as the top bars and the bottom ones alike (a landscape iPhone's 32-pt
      // navigation and tab bars), it is the opaque one it does not extend under: MOPP's three
      // landscape screens under a translucent navigation bar and above an opaque tab bar are
      // stored 343 = 375 − 32 tall from the screen's top (their tables pinned to a guide from 32
      // in every save by Xcode 11 to 14.3, from 44 by Xcode 15 and later).
      let atTop = topBarHeight == nil && doc.usesSafeAreas
      let above = abs(short - (top + canvasTop)) < 0.5 ? top + canvasTop : top
      // Short by exactly a tab bar and the home indicator's area though no bar of the file
      // says so, under a translucent top bar, it is in a tab of a tab bar controller kept
      // elsewhere: it starts at the screen's top and ends above the tab bar (SmartSharjah's
      // consultation, parking and service screens of Xcode 11.4, 813 = 896 − 49 − 34 tall,
      // pin their headers 44 below a safe area from 88 and reach their root's bottom).
      let impliedTabBar = bottomBarHeight == nil && dev.idiom == .phone && !landscape && !opaqueTop
        && abs(short - (Self.phoneTabBarHeight + bottom)) < 0.5
      let shortByBottomBars = impliedTabBar || (abs(short - bottomInsets) < 0.5 && (abs(short - top) >= 0.5 || !opaqueTop))
      // A controller the file sizes freely (a recorded freeform size) is not the screen less its
      // bars: the canvas draws it at that size from the screen's top, its bars over it. Vrou's
      // beauty-world, discover and my-world screens (414 × 600 on an iPhone 11, Xcode 15, in
      // navigation controllers with translucent bars) pin their scroll views to a safe area
      // from 92, below the status bar and the bar, not from 0 below them.
      below = atTop || shortByBottomBars || isFreeformController ? 0 : min(short, above)
      aboveBottom = short - below
    } else if root.kind == .viewController && opaqueTop && abs(W - screenWidth) < 0.5
      && abs(H - screenHeight) < 0.5 && !isFreeformController && topBarHeight != nil
      && doc.usesSafeAreas && doc.isSavedByXcode12
    {
      // Xcode 12 lays a root stored at the whole screen under an opaque navigation bar out
      // below the bar, the screen less the bars above it, as UIKit sizes a controller's view
      // that does not extend under opaque bars: DIMODAMO's survey, start and result screens
      // (Xcode 12.2 and 12.4, an iPhone 8 and an iPhone 11: 8 roots) and Canoodle's home and
      // profile (Xcode 12.4, 2 roots), all stored 667 or 896 tall, pin their scroll and table
      // views to a safe area from 0 and down to 623 or 808. Xcode 11 keeps such a root where it
      // is stored: hpb-wallet's two detail screens (Xcode 11.2, top and bottom layout guides,
      // an iPhone 8) pin their tables to a top guide at 44, the M3 Admin app's screens (Xcode
      // 11.3 to 11.5, safe areas, an iPhone 11 Pro) to a safe area from 44. No file of a later
      // Xcode in the sets has such a root.
      below = top
      laidOutHeight = H - below
    }
    return Chrome(
      statusBar: statusBar, overscan: overscan, topBar: topBarHeight, bottomBar: bottomBarHeight,
      toolbarOverTabBar: toolbarOverTabBar,
      homeArea: bottom, side: side, below: below, aboveBottom: aboveBottom, laidOutHeight: laidOutHeight,
      bars: bars, isSheet: sheet,
      isPhoneSheet: drawnAsSheet && dev.idiom == .phone && doc.drawsSheets,
      canvasTop: canvasTop, canvasBottom: canvasBottom)
  }

  /// Whether the root ends where an opaque tab bar `height` tall begins: in a tab whose bar is
  /// `translucent="NO"`, not extending under opaque bars, and as much shorter than a phone's
  /// screen of its width.
  func stopsAboveOpaqueTabBar(_ bars: Bars, height: Double?) -> Bool {
    guard bars.bottomIsTabBar, let height, controller?["extendedLayoutIncludesOpaqueBars"] != "YES",
      bars.tabBarController?.child("tabBar", key: "tabBar")?["translucent"] == "NO"
    else { return false }
    return IBDevice.oldest(idiom: .phone, width: root.size.width, height: root.size.height + height) != nil
  }

  /// Whether an iPhone's sheet keeps the home indicator's inset at its bottom, as the screen
  /// does: in files of Xcode 11 and 12 (toolsVersion below 19000; Xcode 13.0 writes 19162) — Eureka's
  /// navigation controller presented modally (Xcode 11.3) pins its table 34 above the sheet's
  /// bottom, Esri's bare sheets (Xcode 12.1 and 12.4) their toolbars and text view, element's
  /// simulated page sheets of Xcode 12.5 (18122, 3 roots) their lists and buttons — but not in
  /// later ones (element's of Xcode 13.3, Microsoft authentication's of 14.3, bitwarden's of
  /// Xcode 15 and nRF Mesh's of Xcode 26 pin their bottom views at the sheet's bottom).
  var sheetKeepsHomeIndicator: Bool { doc.toolsVersion < 19000 }

  /// Whether the root is drawn on the file's own screen: its `<device>`, or the one of its
  /// stored size when it names none (not another device a size-class state asks for).
  var isOnFilesOwnDevice: Bool {
    device == fileDevice || (doc.device == nil && device?.isSizedByRoot == true)
  }

  /// Whether a controller's root on an iPad canvas is drawn as a page or form sheet: Xcode
  /// stores it at the sheet's size, smaller than the screen both ways (704 × 995.5 on a 12.9"
  /// iPad, 704 × 984 on a 9.7" one), its navigation bar at the sheet's top, 56 tall (Monal's two
  /// such navigation controllers; its log screen pins its fields 8 below 56). A split view's
  /// columns are as tall as the screen; an embedded child is not presented, and a controller
  /// the file sizes freely ("Freeform" simulated size, or a `freeformSize` recorded without
  /// it) is not a sheet's size: Garage's history, notes and sub-user pop-ups (538 × 344.5 to
  /// 538 × 530 on a 10.5" iPad, Xcode 10.1 and 10.2, one presented as a form sheet) pin their
  /// content to a safe area from the status bar's 20.
  func isPadSheet(_ screenWidth: Double, _ screenHeight: Double, _ freeform: Bool) -> Bool {
    guard root.kind == .viewController, !freeform, !isFreeformController else { return false }
    return !isEmbeddedChild && canvas.width < screenWidth - 0.5 && canvas.height < screenHeight - 0.5
  }

  /// A controller embedded in a container view (the destination of an `embed` segue).
  var isEmbeddedChild: Bool {
    guard root.kind == .viewController, let id = controller?["id"] else { return false }
    return doc.isEmbedded(controllerID: id)
  }

  /// A controller drawn inside a container view: embedded itself, or shown in a navigation
  /// controller that is (see `IBDocument.isInContainer`).
  var isInContainer: Bool {
    guard root.kind == .viewController, let id = controller?["id"] else { return false }
    return doc.isInContainer(controllerID: id)
  }

  /// An embedded child in a file of top and bottom layout guides saved by Xcode 9 or 10: drawn
  /// as a screen of its container's size, as a freeform view of those versions — its top guide
  /// below the status bar, which it loses at a compact height (under 480), and not pushed below
  /// the bars of a full screen. XLPagerTabStrip's 497- and 554-pt children (375 wide, full
  /// width) pin their bars to a guide at 20 in the saves by Xcode 9.2, 10.0 and 10.1 (at 0 in
  /// six of Xcode 7 and 8, which formshot's short-root rule already gives);
  /// SkyFloatingLabelTextField's 400 × 289 child (Xcode 10.1) pins its fields to one at 0.
  var guideFileChildOfXcode9To10: Bool {
    isEmbeddedChild && !doc.usesSafeAreas && !doc.isSavedBeforeXcode9
      && doc.toolsVersion < 15000
  }

  struct Bars {
    var statusBar = true
    var topBar: Double?
    var bottomBar: Double?
    /// The bottom bar is a tab bar (else a toolbar).
    var bottomIsTabBar = false
    /// A navigation controller's toolbar is shown over the tab bar.
    var toolbarOverTabBar = false
    /// The navigation controller the controller is shown in (its `<navigationBar>` holds the
    /// bar's colours and `prefersLargeTitles`).
    var navigationController: XMLNode?
    /// The tab bar controller the controller is a tab of, and which of its tabs leads to it.
    var tabBarController: XMLNode?
    var selectedTab: String?
    /// The split view controller it is a column of (its simulated metrics are the column's).
    var splitViewController: XMLNode?
    /// The navigation controller it is shown in is presented modally as a sheet (the
    /// default, page or form sheet, or a popover, which an iPhone shows as a sheet).
    var inSheet = false
    /// Its content is presented as a popover: drawn as the popover, without a status bar.
    var inPopover = false
    /// The top bar comes from the explicit metrics of the controller it is pushed from, which
    /// win over the navigation controller's.
    var topFromSource = false
    /// It hides the bottom bar when pushed (`hidesBottomBarWhenPushed`): no tab bar or toolbar
    /// of its navigation controller's, inferred or set in that controller's metrics.
    var hidesBottomBar = false
    /// The navigation bar is opaque (`translucent="NO"` on the bar or its simulated metrics).
    var topBarOpaque = false
  }

  /// The height of an explicit `simulatedTopBarMetrics`: none, or a navigation bar (74 with a
  /// prompt).
  func simulatedTopBarHeight(_ metrics: XMLNode) -> Double? {
    metrics.name == "nil" ? nil : (metrics["prompted"] == "YES" ? 74 : 44)
  }

  /// Explicit simulated metrics win over what the storyboard implies.
  func simulatedBars() -> Bars {
    var bars = Bars()
    if let c = controller, doc.isStoryboard {
      let inferred = inferredBars(controllerID: c["id"] ?? "")
      bars = inferred
      // A popover's content is drawn as the popover, not as a screen: no status bar
      // (Rocket.Chat's three drawing-tool popovers, Xcode 10, pin to a safe area starting at 0).
      if doc.segues.contains(where: { $1["destination"] == c["id"] && $1["kind"] == "popoverPresentation" }) {
        bars.statusBar = false
        bars.inPopover = true
      }
      // Xcode 6 to 8 drew a child embedded in a container view without the status bar: its
      // top layout guide is at its top, whatever its size (kiwix's 600 × 600 search children
      // of Xcode 7.2 pin their table and scroll view to it at 0; XLPagerTabStrip's shorter
      // children of Xcode 7 and 8 too), or below the navigation bar of an embedded navigation
      // controller (CoreStore's 600 × 268 observer demos of Xcode 6.3 pin their title 5 below
      // a guide at 44). From Xcode 9 see `guideFileChildOfXcode9To10`.
      if isInContainer && !doc.usesSafeAreas && doc.isSavedBeforeXcode9 {
        bars.statusBar = false
      }
    }
    // A navigation controller's simulated metrics are its children's too ("Inferred" in
    // theirs): a tab bar set on it is drawn under every controller it shows (yubikit's demo
    // screens, whose tab bar controller is in another storyboard). So are a split view
    // controller's for its columns, and the outermost comes first.
    let holders = [bars.splitViewController, bars.navigationController, controller, rootNode].compactMap { $0 }
    // Explicit navigation-bar metrics say there is a bar, not which: under a navigation
    // controller whose bar prefers large titles it is still the large one.
    let inferredLarge = bars.topBar == 96
    bars.topBarOpaque = bars.navigationController?.child("navigationBar", key: "navigationBar")?["translucent"] == "NO"
    for holder in holders {
      for e in holder.children {
        switch e["key"] {
        case "simulatedStatusBarMetrics": bars.statusBar = e.name != "nil"
        case "simulatedTopBarMetrics" where !(bars.topFromSource && holder === bars.navigationController):
          bars.topBar = simulatedTopBarHeight(e)
          if inferredLarge && bars.topBar == 44 { bars.topBar = 96 }
          // A controller's own navigation-bar metrics choose the bar it is drawn under: "Opaque
          // Navigation Bar" is written `translucent="NO"`, "Translucent Navigation Bar" without
          // it, whatever bar its navigation controller has. Canoodle's settings screen, set to
          // the translucent one under a navigation controller whose bar is opaque (375 × 1000
          // freeform, Xcode 12.4, no status bar on an iPhone 8), pins its stack to a safe area
          // from 44, where its sign-up screen, left to infer the opaque bar, starts below it at 0.
          if holder === controller && e.name == "simulatedNavigationBarMetrics" {
            bars.topBarOpaque = e["translucent"] == "NO"
          } else if let translucent = e["translucent"] {
            bars.topBarOpaque = translucent == "NO"
          }
        case "simulatedBottomBarMetrics" where bars.hidesBottomBar && holder !== controller && holder !== rootNode:
          // A controller that hides the bottom bar when pushed has none of the bar its
          // navigation controller's metrics set: DIMODAMO's community posts and notices (Xcode
          // 12.4), pushed under a navigation controller set to a tab bar, pin their content to a
          // safe area ending 34 above the bottom, the home indicator's inset alone (5 roots).
          continue
        case "simulatedBottomBarMetrics":
          // A toolbar set on a controller that a tab bar controller shows is drawn over the
          // tab bar, as UIKit shows a navigation controller's toolbar in a tab.
          if e.name == "simulatedToolbarMetrics" && bars.bottomIsTabBar && bars.tabBarController != nil {
            bars.toolbarOverTabBar = true
            continue
          }
          bars.bottomBar = e.name == "nil" ? nil : (e.name.contains("TabBar") ? Self.phoneTabBarHeight : 44)
          bars.bottomIsTabBar = e.name.contains("TabBar")
          bars.toolbarOverTabBar = false
        default: break
        }
      }
    }
    return bars
  }

  /// Bars a storyboard controller gets from being a navigation controller's root (or pushed
  /// from one) or a tab bar controller's child.
  func inferredBars(controllerID: String) -> Bars {
    let controllers = doc.controllers
    var bars = Bars()
    var seen: Set<String> = [controllerID]
    // Walk backwards from this controller to whoever embeds or pushes it.
    var frontier = [controllerID]
    var viaNavigation: Double?
    var inTab = false
    var navigationController: XMLNode?
    var tabBarController: XMLNode?
    var selectedTab: String?
    var splitViewController: XMLNode?
    var toolbar = false
    var inSheet = false
    // Controllers reached through a "Show Detail" segue: the detail keeps the navigation bar
    // but not the tab bar or toolbar of the controller it replaces (Interface Builder draws
    // neither).
    var detail: Set<String> = []
    var sourceTop: Double??
    var pushedFromToolbar = false
    // The first explicit large-title display mode on the way back from this controller to
    // each one reached: UIKit's `.automatic` takes the mode of the item below it in the stack.
    var titleMode: [String: String] = [:]
    titleMode[controllerID] = Self.largeTitleDisplayMode(controllers[controllerID])
    var steps = 0
    while let target = frontier.popLast(), steps < 200 {
      steps += 1
      for (cid, s) in doc.segues where s["destination"] == target {
        guard let c = controllers[cid] else { continue }
        let kind = s["kind"] ?? ""
        // The relationship the segue stands for, nil for a push or a presentation. A Show
        // segue from a navigation controller itself pushes onto its stack as its root
        // relationship does: Rocket.Chat's avatar and profile screens, shown so (Xcode 7), are
        // stored under the controller's 44-pt bar.
        let relationship: String?
        if kind == "relationship" {
          relationship = s["relationship"] ?? ""
        } else if c.name == "navigationController" && (kind == "show" || kind == "push") {
          relationship = "rootViewController"
        } else {
          relationship = nil
        }
        if let rel = relationship {
          if c.name == "navigationController" && rel == "rootViewController" {
            if c["navigationBarHidden"] != "YES", viaNavigation == nil {
              let nb = c.child("navigationBar", key: "navigationBar")
              // A bar preferring large titles shows one unless the item (or, for `.automatic`,
              // the item it was pushed from) says "never": trailer's API options screen, pushed
              // without a mode from a server list set to "never", is stored under the 44-pt bar
              // (Xcode 14.3), as UIKit's inheritance has it.
              let large = nb?["largeTitles"] == "YES" && titleMode[target] != "never"
              viaNavigation = large ? 96 : 44
              navigationController = c
              // So is a stack whose navigation controller's simulated size is a sheet's: IBM
              // Wallet's contact details (Xcode 13.2, a form sheet on an iPhone 11) and the
              // screens it pushes are stored 842 tall under the sheet's bar (a table 56 down).
              inSheet = isPresentedAsSheet(cid) || isPageSheetByItsOwnStyle(c) || Self.isSimulatedSheet(c)
            }
            toolbar = toolbar || (c["toolbarHidden"] == "NO" && !detail.contains(target))
          } else if c.name == "tabBarController" && rel == "viewControllers" {
            if detail.contains(target) { continue }
            inTab = true
            if tabBarController == nil {
              tabBarController = c
              selectedTab = target
            }
            // A top bar set on a tab bar controller ("None" too) is its tabs' ("Inferred" in
            // theirs), over a navigation controller's bar further back: IamQatar's tabs, in a
            // tab bar controller set to no top bar that a navigation controller shows (some
            // through a tab bar controller of its own), pin their content to a top layout guide
            // under the status bar alone (Xcode 11.4), where taoke's, whose tab bar controller
            // sets none, sit under the navigation bar.
            if sourceTop == nil, viaNavigation == nil, let m = c.child(key: "simulatedTopBarMetrics") {
              sourceTop = .some(simulatedTopBarHeight(m))
            }
          } else if c.name == "splitViewController" && (rel == "masterViewController" || rel == "detailViewController") {
            // A split view's columns are shown inside it, with the bars it is shown with (its
            // own simulated metrics, its tab): open-event's session list, the master column
            // of a split view set to show a tab bar, ends above it (Xcode 9.2); so does
            // element's room screen, a detail column's root in a tabbed split view (Xcode 6.1;
            // its Xcode 6.3 copy is stored without the bar).
            if splitViewController == nil { splitViewController = c }
          } else {
            continue
          }
        } else if kind != "show" && kind != "push" && (kind != "showDetail" || device?.idiom == .tv) {
          // Presented modally: a bar of the presenter does not carry over. "Show Detail"
          // outside a split view replaces the top of the presenter's navigation stack, so
          // like "Show" it keeps the navigation bar — except on an Apple TV canvas, where it
          // presents, as UIKit's default `showDetailViewController` does (Provenance's game
          // details, shown from its library's navigation stack, store the safe area 60 from
          // the top, no 145-pt bar; 22 views).
          continue
        } else if kind == "show" && !isInNavigationStack(cid) {
          // A "Show" from a controller in no navigation stack presents (UIKit's
          // `show(_:sender:)` falls back to `present`), carrying no bar: open-event's event
          // screen, shown so from the session list of a tabbed split view, is stored ending
          // at the screen's bottom (Xcode 9.2).
          continue
        }
        // A controller pushed from one whose top bar is set explicitly ("None" or a navigation
        // bar) infers that bar from it, not from the navigation controller further back
        // (tinode's sign-up, password-reset and branding screens, pushed from a login screen
        // set to no top bar, store their safe area under the status bar alone from Xcode 10.2 to
        // 16.4; before the login screen was set so, the same screens sat under the bar).
        if relationship == nil, sourceTop == nil,
          let m = c.child(key: "simulatedTopBarMetrics")
        {
          sourceTop = .some(simulatedTopBarHeight(m))
        }
        // And a toolbar: rileylink's pairing screen, pushed (through a device screen of
        // inferred bars) from a list set to show a toolbar, pins its button above a bottom
        // layout guide 44 tall (Xcode 6), as UIKit keeps a navigation controller's toolbar on
        // every screen it pushes. (A show segue from outside a navigation stack presents: no
        // bar carries over, corona-warn-app's exposure screen shown from a tabbed home.)
        if relationship == nil, !pushedFromToolbar,
          c.child(key: "simulatedBottomBarMetrics")?.name == "simulatedToolbarMetrics",
          isInNavigationStack(cid)
        {
          pushedFromToolbar = true
        }
        // And a tab bar: UIKit keeps a tab's tab bar on every screen its navigation controller
        // pushes, so a screen pushed from one set to show a tab bar has it too (ShopApp's address
        // list and form, pushed from an account screen set to a tab bar whose tab bar controller
        // is in another storyboard, end their safe area 49 above the bottom, Xcode 9.3).
        if relationship == nil, kind != "showDetail", !detail.contains(target),
          c.child(key: "simulatedBottomBarMetrics")?.name == "simulatedTabBarMetrics",
          isInNavigationStack(cid)
        {
          inTab = true
        }
        if seen.insert(cid).inserted {
          frontier.append(cid)
          if relationship == nil {
            titleMode[cid] = titleMode[target] ?? Self.largeTitleDisplayMode(c)
          }
          if kind == "showDetail" || detail.contains(target) { detail.insert(cid) }
        }
      }
    }
    bars.topBar = sourceTop ?? viaNavigation
    bars.topFromSource = sourceTop != nil
    bars.navigationController = navigationController
    bars.splitViewController = splitViewController
    bars.inSheet = inSheet
    // `hidesBottomBarWhenPushed` hides the navigation controller's toolbar as well as the tab
    // bar, as UIKit documents it: AppLovin's six screens that set it, pushed on a navigation
    // controller showing its toolbar (Xcode 14), end their safe area 34 above the bottom, the
    // home indicator's inset alone, where the screens beside them without it keep the toolbar;
    // a hochschule-hof timetable screen (Xcode 9.1) and an Afric Ads screen (Xcode 11) pushed in
    // a tab keep no tab bar. Xcode 7's canvas ignores it: CZJShop's twelve screens that set it,
    // pushed in a tab (Xcode 7.0), stand their bottom views on the 49-pt tab bar. No Xcode 8
    // file tells, and the boundary is taken at the canvas of iOS 11.
    let hidesBottomBar = !doc.isSavedBeforeXcode9 && controllers[controllerID]?["hidesBottomBarWhenPushed"] == "YES"
    let showsToolbar = toolbar || pushedFromToolbar
    bars.hidesBottomBar = hidesBottomBar
    if inTab && !hidesBottomBar {
      bars.bottomBar = Self.phoneTabBarHeight
      bars.bottomIsTabBar = true
      bars.toolbarOverTabBar = showsToolbar
      bars.tabBarController = tabBarController
      bars.selectedTab = selectedTab
    } else if showsToolbar && !hidesBottomBar {
      bars.bottomBar = 44
    }
    return bars
  }

  /// A controller's explicit large-title display mode ("always" or "never"); nil for
  /// `.automatic`, which inherits.
  static func largeTitleDisplayMode(_ controller: XMLNode?) -> String? {
    let mode = controller?.child("navigationItem")?["largeTitleDisplayMode"]
    return mode == "automatic" ? nil : mode
  }

  /// Whether a storyboard controller is presented modally as a sheet: a presentation segue
  /// (or the older `modal` kind, presented alike: Eureka's navigation controller is stored at
  /// the sheet's 758 pt on an iPhone X, its table under the 56-pt bar), or a Show segue from a
  /// screen in no navigation controller, which UIKit presents (`show(_:sender:)` falls back to
  /// `present`: bitwarden's login list, a navigation controller shown so, is stored at the
  /// sheet's size under its opaque bar), with the default style (automatic: a page sheet since
  /// iOS 13), a page or form sheet, or a popover (which an iPhone adapts to a sheet); not full
  /// screen or in the presenter's context. Sheets came with iOS 13: before it an iPhone showed
  /// every one of these styles full screen (the default style was full screen, and a compact
  /// width adapted page and form sheets to it), so files saved before Xcode 11 (toolsVersion
  /// 15000) draw the controller as a screen, its bar below the status bar (Rocket.Chat's two
  /// such navigation controllers, Xcode 10, store their bars at y 20, 44 tall).
  func isPresentedAsSheet(_ controllerID: String) -> Bool {
    doc.drawsSheets
      && doc.segues.contains { from, s in
        guard s["destination"] == controllerID else { return false }
        let kind = s["kind"] ?? ""
        guard ["presentation", "popoverPresentation", "modal"].contains(kind) || (kind == "show" && !isInNavigationStack(from))
        else { return false }
        let style = s["modalPresentationStyle"] ?? doc.controllers[controllerID]?["modalPresentationStyle"]
        return style == nil || style == "pageSheet" || style == "formSheet" || style == "automatic"
      }
  }

  /// Whether a controller is a page sheet by its own `modalPresentationStyle`, which whoever
  /// presents it in code keeps: Interface Builder (Xcode 11 and later) draws it as the sheet
  /// though no segue in the file presents it. IBM's Digital Health Pass sets it on ten
  /// navigation controllers its code presents (Xcode 12.5 to 13): each stores its bar at the
  /// sheet's top, 56 tall (108 with a large title), and its screens pin their content below it.
  /// Its one navigation controller set to a form sheet this way is stored as a screen, under
  /// the status bar, so only the page sheet counts.
  func isPageSheetByItsOwnStyle(_ controller: XMLNode) -> Bool {
    doc.drawsSheets && controller["modalPresentationStyle"] == "pageSheet"
  }

  /// Whether a storyboard controller is in a navigation controller's stack: a navigation
  /// controller, its root, a controller pushed from one in it, or a child embedded in one —
  /// or one whose simulated top bar is set to a navigation bar, which says that it is shown in
  /// a stack the file does not hold (pushed by code or from another storyboard). A "Show" from
  /// it pushes: GMAT's live-class list, set to a navigation bar in a storyboard of its own
  /// (Xcode 9.2), shows its detail screen, stored under the bar with its table 64 from the top.
  func isInNavigationStack(_ controllerID: String) -> Bool {
    var seen: Set<String> = [controllerID]
    var frontier = [controllerID]
    while let target = frontier.popLast() {
      if doc.controllers[target]?.name == "navigationController" { return true }
      if doc.controllers[target]?.child(key: "simulatedTopBarMetrics")?.name == "simulatedNavigationBarMetrics" { return true }
      for (from, s) in doc.segues where s["destination"] == target {
        let kind = s["kind"] ?? ""
        let within =
          kind == "show" || kind == "push" || kind == "embed"
          || (kind == "relationship" && s["relationship"] == "rootViewController")
        if within && seen.insert(from).inserted { frontier.append(from) }
      }
    }
    return false
  }

  // MARK: - Layout margins

  /// A table row's margins above and below: 11 from iOS 11, 15 in iOS 26 (a one-line Body
  /// row is 51.5 tall where it was 44). Files laid out with iOS 26 (`hasIOS26Controls`,
  /// toolsVersion 24000 and up) store 15 in the cells pinned to their content view's top or
  /// bottom margin — nRF Mesh, firebase quickstart, ruuvi, NetNewsWire, Delta (60 constraints
  /// of 33 cells) — where those of 23727 and earlier store 11 (tinode, passforios, nRF Mesh).
  var rowVerticalMargin: Double { doc.hasIOS26Controls ? 15 : 11 }

  /// A view's layout margins: explicit ones win; else a root's 16/20 at the sides (20 on
  /// screens 400 pt and wider; a root table its rows' margin), a table cell's content view — and
  /// a xib's table cell — 11 and 16/20 (8 at the content view's trailing side beside an
  /// accessory; 8 all round in files of Xcode 8 and earlier), a stack view 0, a table in files
  /// of Xcode 8 and earlier 15 at the sides, any other view 8. A controller's root view (and a
  /// xib's top-level view from Xcode 9) has at least the system minimum margins at the sides. A root's margins are inside its safe area
  /// (`insetsLayoutMarginsFromSafeArea`); a list's only at the sides.
  func margins(of node: XMLNode, isRoot: Bool) -> EdgeInsets {
    // A root is drawn as a screen of the size it is laid out at: a xib's 375-pt top-level view
    // on a 414-pt iPhone has the 16-pt margins of a 375-pt screen, and a controller drawn
    // at a size of its own (freeform, or sized by the container it is embedded in) those of
    // its width: eidolon's 815-pt controllers on an iPhone 8 store 20 (7 roots, in every
    // save from Xcode 8.0 to 9.2), MarqueeLabel's 600-pt ones 20 (OneBusAway, 2 files).
    // 20 from 400 pt: 400-pt freeform controllers on an iPhone 8 store 20 (SkyFloatingLabel-
    // TextField 7 roots, Xcode 10.1; IBAnimatable 1, Xcode 10.0), 390/393-pt screens 16.
    // An Apple TV's root has 16 inside its overscan inset (tvOS 11's safe area, Xcode 9 on):
    // appcenter's tvOS demo stores 96 = 80 + 16 in its seven saves by Xcode 12, 20 in its
    // three by Xcode 8.3 (no overscan, 1920 wide); bitmovin's tvOS sample 96 (Xcode 12.5).
    let width = canvas.width
    let tvWithOverscan = device?.idiom == .tv && !doc.isSavedBeforeXcode9
    let isTableBeforeIOS11 = doc.isSavedBeforeXcode9 && node.name == "tableView"
    // iOS 8 (files of Xcode 6) gave an iPhone's root 16 at the sides whatever its width, the
    // 600-pt "any size" canvas too, and an iPad's 20: in the mirrored apps' histories 101
    // constraints of 12 apps' Xcode 6 saves pin to 16 on that canvas and none to 20 (BonMot,
    // SVGKit, Lock.swift, Gifu, owncloud, ...; eidolon's and owntracks' iPad screens keep 20),
    // where Xcode 7 and later store 20 there (600 constraints of 29 apps; 8 of 3 apps keep 16).
    let phoneOfIOS8 = doc.isSavedBeforeXcode7 && width < 700
    let side: Double = tvWithOverscan || phoneOfIOS8 ? 16 : width >= 400 ? 20 : 16
    var m: EdgeInsets
    if let e = element(node, "edgeInsets", key: "layoutMargins") {
      m = EdgeInsets(
        top: num(e["top"]), left: num(e["left"]), bottom: num(e["bottom"]), right: num(e["right"]))
    } else if let e = element(node, "directionalEdgeInsets", key: "directionalLayoutMargins") {
      m = EdgeInsets(
        top: num(e["top"]), left: num(e["leading"]), bottom: num(e["bottom"]),
        right: num(e["trailing"]))
    } else if isTableBeforeIOS11 {
      // Up to iOS 10 a table's margins were 15 at the sides, its separator inset, on every
      // screen, and rows that preserve them line their content up with the separator:
      // MiniKeePass' static rows of Xcode 7 and 8 (600-pt canvas and 375-pt iPhone, 9 files in
      // some 40 saves) and ChatSecure's prototype rows of Xcode 8 in a table that is not the
      // root store 15; rows that do not preserve them keep UIView's 8 (about 3,000 views of 30
      // apps' saves of Xcode 6 to 8).
      let vertical: Double = isRoot ? 0 : 8
      let table = Self.tableSideMarginBeforeIOS11
      m = EdgeInsets(top: vertical, left: table, bottom: vertical, right: table)
    } else if isRoot && root.kind == .view && doc.isSavedBeforeXcode9 && doc.tree["launchScreen"] != "YES" {
      // Before Xcode 9 a top-level view was drawn as a plain view, with UIView's default 8 on
      // every side: eight apps' xib views of Xcode 6 to 8 store 8 (SwiftMessages' message views
      // went from 8 to 20 at the sides and 0 above and below when Xcode 9 re-saved them). A
      // launch screen's view is a screen's, which iOS shows as a controller's root, and has a
      // root's margins in every Xcode: Google's ads samples store their 480-pt launch views of
      // Xcode 7 and 8 with 20 at the sides and 0 below, their 375-pt ones 16 (12 of their 14
      // margin constraints).
      m = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    } else if isRoot && root.kind != .cell {
      // A table's margins are its rows': a root table on a 393-pt iPhone has 20 at its sides
      // where a plain root view has 16 (LNPopupController's search header, which preserves its
      // table's margins, stores 20 in its five saves by Xcode 14.3 to 26).
      let tableSide = node.name == "tableView" && !tvWithOverscan ? rowSideMargin(rowWidth: width) : side
      m = EdgeInsets(top: 0, left: tableSide, bottom: 0, right: tableSide)
    } else if isRoot && Self.collectionCellElements.contains(node.name) {
      // A xib's top-level collection cell or supplementary view is drawn with the system
      // minimum margins at its sides by its own width: 16 up to 375 pt, 20 when wider, as a
      // table row's (Rocket.Chat's 402- and 412-pt message cells store 20, its 352- to 375-pt
      // ones 16), and, as other top-level views from Xcode 9 on, none above and below
      // (Rocket.Chat's loader cell of Xcode 10.1 and text header of Xcode 9.3 pin views to
      // them at 0 from the edges).
      let cellSide: Double = canvas.width > 375 ? 20 : 16
      let vertical: Double = doc.isSavedBeforeXcode9 ? 8 : 0
      m = EdgeInsets(top: vertical, left: cellSide, bottom: vertical, right: cellSide)
    } else if (doc.isSavedBeforeXcode9 || doc.isSavedBeforeXcode9_1 && node["preservesSuperviewLayoutMargins"] != "YES")
      && (node.name == "tableViewCellContentView" || isRoot && node.name == "tableViewCell")
    {
      // Up to iOS 10 a cell and its content view had UIView's default margins, 8 on every
      // side; the row's margins (11 above and below, 16/20 at the sides) came with iOS 11. On
      // Xcode 9.0's canvas a content view still had its own 8 (a row that preserves its
      // table's margins has the table's 16): the mirrored apps' saves by Xcode 9.0 and its
      // betas (toolsVersion 13122 to 13196) store 8 in 1,054 constraints of 8 apps' cells that
      // do not preserve them (Hackers, Branch, openfoodfacts, AudioKit Synth One, RxDataSources,
      // ...) and mostly 16 in those that do (17 constraints of MiniKeePass, SkeletonView and
      // ChatSecure; 8 in 8); those of 9.1 (13529) have the row's margin.
      m = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
      if isRoot && node["preservesSuperviewLayoutMargins"] == "YES" {
        // A xib's row drawn in the table it will be shown in, whose margins were 15 at the
        // sides (`isTableBeforeIOS11`): preserving them, it lines its content up at 15, as
        // such rows of a storyboard's table do (Google's place-picker attribute cell of
        // Xcode 7.3, whose cell and content view preserve their margins, stores the icon it
        // pins to the leading margin 15 from its leading edge, and the labels it pins to the
        // trailing margin 15 from its trailing edge).
        m.left = Self.tableSideMarginBeforeIOS11
        m.right = Self.tableSideMarginBeforeIOS11
      }
    } else if isRoot && node.name == "tableViewCell" {
      // A xib's table cell, shown as a row of a table as wide as it: the row's margins above
      // and below (`rowVerticalMargin`) and at the sides — the margins a default content view
      // has. A content view that preserves its superview's margins keeps them over smaller
      // margins of its own.
      let row = rowSideMargin(rowWidth: canvas.width, topLevel: true)
      m = EdgeInsets(top: rowVerticalMargin, left: row, bottom: rowVerticalMargin, right: row)
    } else if node.name == "tableViewCellContentView" {
      // Beside an accessory (a disclosure indicator, a checkmark) the content view ends where
      // the accessory's spacing begins: its trailing margin is 8. The rows of a table that is
      // not its controller's root view have 16 at the sides on every screen from Xcode 15, and
      // UITableView's own 15 (its separator inset) where the screen's would be 16 in files of
      // Xcode 9.2 to 10.
      let cell = node["id"].flatMap { superview[$0] }.flatMap { views[$0] }
      let cellIsRoot = cell?["id"] == root.id
      let table = cell?["id"].flatMap { superview[$0] }
      let inSubviewTable = table != nil && table != root.id
      var row = rowSideMargin(
        rowWidth: cellIsRoot ? canvas.width : cell.flatMap(storedFrame)?.width ?? canvas.width,
        topLevel: cellIsRoot)
      if inSubviewTable && doc.isSavedSinceXcode15 {
        row = 16
      } else if inSubviewTable && doc.isSavedByXcode9_2To10 && row == 16 {
        row = 15
      }
      m = EdgeInsets(
        top: rowVerticalMargin, left: row, bottom: rowVerticalMargin,
        right: cell.map(Self.hasAccessory) == true ? 8 : row)
    } else if node.name == "stackView" {
      m = .zero
    } else if node.name == "collectionViewCell" && device?.idiom == .tv {
      // An Apple TV's collection cell has no margins: UitzendingGemist's four focusable cells
      // (Xcode 9.0) pin their posters and titles 8 outside the cell's margins, all 23 such
      // constraints stored 8 outside the cell's edges.
      m = .zero
    } else {
      m = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }
    let drawnAsScreen = root.kind == .view && !doc.isSavedBeforeXcode9
    if isRoot, root.kind == .viewController || drawnAsScreen, !isTableBeforeIOS11,
      controller?["viewRespectsSystemMinimumLayoutMargins"] != "NO"
    {
      // `viewRespectsSystemMinimumLayoutMargins`: a controller's root view has at least the
      // system minimum margins (16 or 20 at the sides), whatever it sets; so has a xib's
      // top-level view from Xcode 9, drawn as a screen: GenesisVision's 301-pt card views
      // (Xcode 11), top-level stacks with 8-pt margins all round, store their arranged views
      // 16 in at the sides and 8 above.
      m.left = max(m.left, side)
      m.right = max(m.right, side)
    }
    if isRoot, root.kind != .cell, node["preservesSuperviewLayoutMargins"] == "YES" {
      // The view a controller's root view, or a xib's top-level view, sits in (its container,
      // or the window) has UIView's default margins of 8 inside the safe area; preserving
      // them, the root's reach as far.
      m = EdgeInsets(
        top: max(m.top, 8), left: max(m.left, 8), bottom: max(m.bottom, 8), right: max(m.right, 8))
    }
    if isRoot && node["insetsLayoutMarginsFromSafeArea"] != "NO" && !doc.isSavedBeforeXcode9 {
      // A list's rows sit below its adjusted content inset (the safe area), so above and
      // below them the list's margins reach no further than its own. Before iOS 11
      // (`insetsLayoutMarginsFromSafeArea` came with it) a root view's margins ignored the
      // status and navigation bars: 0 above and below. Yep's feed list of Xcode 7, pinned to
      // its root's top and bottom margins under a status bar, is stored at y 0 and 667 tall;
      // Monal's chat list of Xcode 7 (its public history) at y 0 too.
      let isList = node.name == "tableView" || node.name == "collectionView"
      m.top += isList ? 0 : safe.top
      m.bottom += isList ? 0 : safe.bottom
      m.left += safe.left
      m.right += safe.right
    }
    if node.name == "collectionViewCellContentView", !isRoot, rootNode.name == "collectionViewCell",
      node["id"].flatMap({ superview[$0] }) == root.id
    {
      // The content view of a xib's top-level collection cell keeps at least its cell's
      // margins, as a preserving view does, over smaller ones of its own: vocable's settings
      // cells (Xcode 11.4 to 13.4), 523 to 666 pt wide on an iPhone 11 and an iPad, pin their
      // content to the content view's leading margin and store it 20 in, the cell's 20,
      // whether the content view sets 16, 0 or nothing (8) — 6 cells.
      let cell = margins(of: rootNode, isRoot: true)
      m = EdgeInsets(
        top: max(m.top, cell.top), left: max(m.left, cell.left), bottom: max(m.bottom, cell.bottom),
        right: max(m.right, cell.right))
    }
    return m
  }

  /// A table row's side margin: 20 on a screen wider than 375 pt, 16 on narrower ones and in
  /// rows 320 pt wide or narrower — the screen's, not the row's own width: a 414-pt xib cell
  /// drawn on a 375-pt iPhone has 16, a 335-pt one on a 393-pt iPhone 20, a 320-pt one on a
  /// 414-pt iPhone 16 (the width of a new cell, 16 files). A freeform controller is drawn as a
  /// screen of its own size, as for its root's margins: SkyFloatingLabelTextField's 400-pt
  /// freeform table controller on an iPhone 8 stores its rows' labels 20 in (6 rows). Files saved by Xcode 26 (iOS 26)
  /// give a 390-pt iPhone 16: five cells of one app changed from 20 to 16 when re-saved by it
  /// on the same device, while its cells on a 393-pt iPhone kept 20.
  ///
  /// A xib's top-level cell (`topLevel`) was drawn otherwise by two older Xcodes: Xcode 9.2 to
  /// 10 gave it margins by its own width on any iPhone, 20 wider than 375 pt (Stepik's 409-pt
  /// discussion cell on a 375-pt iPhone in its saves by 9.2, 9.4 and 10.1; beam's 600-pt post
  /// cells; QuickTutor's 395-pt cell on a 414-pt one) and 16 up to 375 (yomojo's 375-pt plan
  /// cell on a 414-pt iPhone 8 Plus, Xcode 9.2), and Xcode 11, on a 375-pt iPhone, gave every
  /// cell 15 (OsmAnd's 414-pt cells, beam's 600-pt one, woocommerce's and Loop's;
  /// Xcode 11.0 itself, toolsVersion 14868, too: openfoodfacts' 387-pt nutrition row and its
  /// 320-pt cells).
  func rowSideMargin(rowWidth: Double, topLevel: Bool = false) -> Double {
    let screen =
      isFreeformController ? canvas.width : device.map { doc.isLandscape ? $0.height : $0.width } ?? canvas.width
    if topLevel && screen == 375 && !doc.isSavedBeforeXcode11 && doc.isSavedBeforeXcode12 { return 15 }
    if topLevel && doc.isSavedByXcode9_2To10 && doc.isSavedBeforeXcode11 { return rowWidth > 375 ? 20 : 16 }
    let wide = doc.isSavedByXcode26 ? screen > 390 : screen > 375
    return wide && rowWidth > 320 ? 20 : 16
  }

  /// A controller drawn at a freeform size ("Freeform" simulated size in its metrics, or a
  /// `freeformSize` Xcode wrote without the metrics element: AudioKit Synth One's 500 × 337
  /// search popup of Xcode 10.3 on an iPhone 8 pins its panel to a top guide at 0, as a
  /// freeform controller of a compact height has it).
  var isFreeformController: Bool {
    guard root.kind == .viewController, let controller else { return false }
    return Self.isSizedFreely(controller)
  }

  /// Whether a controller's file sizes it freely: the "Freeform" metrics, or a `freeformSize`.
  static func isSizedFreely(_ controller: XMLNode) -> Bool {
    controller.child("freeformSimulatedSizeMetrics") != nil || controller.child("size", key: "freeformSize") != nil
  }

  /// The height a controller sized freely is drawn at (its `freeformSize`).
  var freeformHeight: Double? {
    guard root.kind == .viewController else { return nil }
    return controller?.child("size", key: "freeformSize")?["height"].flatMap(Double.init)
  }

  /// A controller whose simulated destination is a page or form sheet (`simulatedDestinationMetrics`).
  var isSimulatedSheet: Bool {
    guard root.kind == .viewController, let controller else { return false }
    return Self.isSimulatedSheet(controller)
  }

  /// Whether `controller`'s simulated size ("Page Sheet", "Form Sheet") is a sheet's.
  static func isSimulatedSheet(_ controller: XMLNode) -> Bool {
    controller.children.contains {
      $0["key"] == "simulatedDestinationMetrics"
        && ($0.name == "modalPageSheetSimulatedSizeMetrics" || $0.name == "modalFormSheetSimulatedSizeMetrics")
    }
  }

  /// Whether a table cell shows an accessory (`accessoryType`) beside its content view.
  static func hasAccessory(_ cell: XMLNode) -> Bool {
    cell.name == "tableViewCell" && (cell["accessoryType"] ?? "none") != "none"
  }

  func num(_ text: String?, _ fallback: Double = 0) -> Double {
    text.flatMap(Double.init) ?? fallback
  }

  /// A number attribute that sets something only when above 0 (a row height, a segment's
  /// width: Xcode writes 0 or -1 for "automatic"); nil otherwise.
  func positive(_ text: String?) -> Double? {
    text.flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
  }

  /// Whether a table view is grouped (`grouped` or `insetGrouped` style): its background,
  /// its rows' background and its section headers follow the grouped look.
  static func isGrouped(_ table: XMLNode?) -> Bool {
    table?["style"] == "grouped" || table?["style"] == "insetGrouped"
  }
}
