// The system bars Xcode draws on a scene's canvas — status bar, navigation bar, tab bar or
// toolbar, home indicator — as items over the file's views. They sit exactly where the safe
// area (`simulatedChrome`) leaves room for them, so they never move a view of the file: the
// file's views are laid out against the safe area, the bars only paint its margins.
import Geometry
import LayoutContract
import LayoutVocabulary

extension Resolution {
  /// Status, navigation and tab (or tool) bars, painted over the root's content.
  func addSimulatedBars() {
    // A controller in a navigation controller embedded in a container view has that
    // controller's bar inside the container, and no status bar of its own.
    let inContainedNavigation = isInContainer && !isEmbeddedChild
    // A controller sized freely is drawn with its bars too, at its own top and bottom, as the
    // canvas draws a freeform scene (the bars it starts below are above it, not drawn).
    guard let chrome, isFullScreen || chrome.isSheet || inContainedNavigation || reachesScreensBottom(chrome) || isFreeformController
    else { return }
    let rootID = ItemID(root.id)
    let dev = device
    let top = -chrome.below
    let navigationBar = chrome.topBar.map { simulatedNavigationBar(chrome, height: $0) }
    if chrome.bars.statusBar && chrome.statusBar > 0 && chrome.statusBar - chrome.below > 0 && !inContainedNavigation {
      let isPhone = dev?.idiom != .pad
      let bar = ItemKind.StatusBar(
        showsIsland: isPhone && chrome.statusBar >= 54, isClassic: isPhone && chrome.statusBar <= 20,
        barBackground: navigationBar.map { $0.barTint ?? "material" })
      addBar(LayoutItem(id: "_statusBar", kind: .statusBar(bar), parent: rootID), top: top, height: chrome.statusBar)
    }
    if let height = chrome.topBar, let navigationBar, chrome.statusBar + chrome.overscan + height - chrome.below > 0 {
      addBar(
        LayoutItem(id: "_navigationBar", kind: .navigationBar(navigationBar), parent: rootID),
        top: top + chrome.statusBar + chrome.overscan, height: height)
    }
    // A root that ends above the bottom bars (`Chrome.aboveBottom`) has them below it, as the
    // status bar is above a root that starts below it.
    if let total = chrome.bottomBar, total + chrome.homeArea - chrome.aboveBottom > 0 {
      // A toolbar over a tab bar stands on it; the lower bar also covers the home indicator's area.
      let toolbarOver = chrome.toolbarOverTabBar ?? 0
      let height = total - toolbarOver
      let bar =
        chrome.bars.bottomIsTabBar ? simulatedTabBar(chrome, itemsHeight: height) : simulatedToolbar(itemsHeight: height)
      // The toolbar first, so that the tab bar's hairline (above its top) is painted over it.
      if toolbarOver > 0 {
        addBar(
          LayoutItem(id: "_toolbar", kind: .tabBar(simulatedToolbar(itemsHeight: toolbarOver)), parent: rootID),
          bottom: height + chrome.homeArea - chrome.aboveBottom, height: toolbarOver)
      }
      let id: ItemID = chrome.bars.bottomIsTabBar ? "_tabBar" : "_toolbar"
      addBar(LayoutItem(id: id, kind: .tabBar(bar), parent: rootID), bottom: -chrome.aboveBottom, height: height + chrome.homeArea)
    }
  }

  /// A toolbar: the bar with the controller's toolbar items.
  private func simulatedToolbar(itemsHeight: Double) -> ItemKind.TabBar {
    ItemKind.TabBar(
      items: [], selectedIndex: nil, itemsHeight: itemsHeight,
      toolbarItems: controller?.child("toolbarItems")?.children("barButtonItem").compactMap(ViewContent.barItem) ?? [])
  }

  /// The home indicator of a phone or iPad without a home button, over everything (the
  /// keyboard included), as iOS draws it.
  func addHomeIndicator() {
    guard isFullScreen, let chrome, let dev = device, dev.hasHomeIndicator, chrome.homeArea > 0
    else { return }
    let isPad = dev.idiom == .pad
    let id: ItemID = "_homeIndicator"
    items.append(LayoutItem(id: id, kind: .homeIndicator, parent: ItemID(root.id)))
    emitted.insert(id)
    let rootID = ItemID(root.id)
    let width = isPad ? 200.0 : (doc.isLandscape ? 209 : 134)
    constraints.append(LayoutConstraint(Anchor(id, .centerX), .equal, Anchor(rootID, .centerX), origin: .derived(.guide)))
    constraints.append(LayoutConstraint(Anchor(id, .bottom), .equal, Anchor(rootID, .bottom), constant: isPad ? -6 : -8, origin: .derived(.guide)))
    constraints.append(LayoutConstraint(Anchor(id, .width), .equal, nil, constant: width, origin: .derived(.guide)))
    constraints.append(LayoutConstraint(Anchor(id, .height), .equal, nil, constant: 5, origin: .derived(.guide)))
  }

  /// UIToolbar's height where it stands on the home indicator's area: 49, not 44.
  static let homeIndicatorToolbarHeight = 49.0

  /// A portrait iPhone's tab bar, above the home indicator's area.
  static let phoneTabBarHeight = 49.0

  /// Whether the toolbar `id` stands on an iPhone's home indicator: its bottom is pinned to
  /// the bottom of the root's safe area (or bottom layout guide), and that edge is the home
  /// indicator's, no bar simulated between them, or to the full-screen root's own bottom.
  /// UIToolbar is then 49 tall, as a navigation controller's toolbar is on such an iPhone:
  /// Esri's samples store 108 such toolbars 49 tall (toolsVersion 16097 to 20037; iPhone XS,
  /// 11, 12, 11 Pro Max), a toolbar stacked above one of them 44 (2 files) and one on a sheet's
  /// bottom edge, which keeps no home indicator inset, 44. Not with iOS 26's bars (toolsVersion
  /// 24000), which no file shows on this edge.
  func standsOnHomeIndicator(_ id: String) -> Bool {
    guard let chrome, chrome.bottomBar == nil, safe.bottom > 0, !doc.isLandscape, !doc.hasIOS26Controls,
      let dev = device, dev.idiom == .phone, dev.hasHomeIndicator
    else { return false }
    return constraintNodes.contains { node, owner in
      guard isLaidOut(constraint: node), let cid = node["id"], isInstalled(cid),
        (node["relation"] ?? "equal") == "equal", (Double(node["constant"] ?? "0") ?? 0) == 0,
        Self.multiplier(node["multiplier"]) == 1
      else { return false }
      let first = (node["firstItem"] ?? owner, node["firstAttribute"])
      let second = (node["secondItem"] ?? owner, node["secondAttribute"])
      func isSafeBottom(_ end: (String, String?)) -> Bool {
        // The screen's own bottom edge, below the home indicator, too: rTracker's reminder
        // screen (Xcode 13) pins its toolbar to its full-screen root's bottom and stores it 49
        // tall there.
        if end.0 == root.id { return end.1 == "bottom" && isFullScreen }
        guard let g = guides[end.0], g.owner == root.id else { return false }
        return (g.kind == "safeArea" && end.1 == "bottom") || (g.kind == "legacy-bottom" && end.1 == "top")
      }
      return (first == (id, "bottom") && isSafeBottom(second)) || (second == (id, "bottom") && isSafeBottom(first))
    }
  }

  /// Whether the root fills the device's screen: bars are drawn on screens only, not on a
  /// freeform card or a cell, whatever insets its safe area keeps.
  var isFullScreen: Bool {
    guard root.kind != .cell else { return false }
    let width = device.map { doc.isLandscape ? $0.height : $0.width } ?? canvas.width
    let height = device.map { doc.isLandscape ? $0.width : $0.height } ?? canvas.height
    return abs(canvas.width - width) < 0.5 && abs(canvas.height - height) < 0.5
  }

  /// Whether the root is a controller's view that starts below the top bars and runs to the
  /// screen's bottom (stored at y 64 on an old iPhone, say): the bars under it — a toolbar, a
  /// tab bar — are over its content as on a full screen (rileylink's configuration screen,
  /// 320 × 416 at y 64, under a toolbar).
  func reachesScreensBottom(_ chrome: Chrome) -> Bool {
    guard root.kind == .viewController, chrome.below > 0, chrome.aboveBottom == 0, let dev = device else { return false }
    let width = doc.isLandscape ? dev.height : dev.width
    let height = doc.isLandscape ? dev.width : dev.height
    return abs(canvas.width - width) < 0.5 && abs(chrome.below + canvas.height - height) < 0.5
  }

  /// Adds a full-width bar `top` below the root's top, or `bottom` above its bottom.
  private func addBar(_ item: LayoutItem, top: Double? = nil, bottom: Double? = nil, height: Double) {
    let rootID = ItemID(root.id)
    items.append(item)
    emitted.insert(item.id)
    var pins: [LayoutConstraint] = [
      LayoutConstraint(Anchor(item.id, .left), .equal, Anchor(rootID, .left), origin: .derived(.guide)),
      LayoutConstraint(Anchor(item.id, .width), .equal, Anchor(rootID, .width), origin: .derived(.guide)),
      LayoutConstraint(Anchor(item.id, .height), .equal, nil, constant: height, origin: .derived(.guide)),
    ]
    if let top {
      pins.append(LayoutConstraint(Anchor(item.id, .top), .equal, Anchor(rootID, .top), constant: top, origin: .derived(.guide)))
    } else if let bottom {
      pins.append(LayoutConstraint(Anchor(item.id, .bottom), .equal, Anchor(rootID, .bottom), constant: -bottom, origin: .derived(.guide)))
    }
    constraints.append(contentsOf: pins)
  }

  /// The controller's navigation item in its navigation controller's bar: the item's title
  /// (else the controller's), its bar button items, the bar's `barTintColor`.
  private func simulatedNavigationBar(_ chrome: Chrome, height: Double) -> ItemKind.NavigationBar {
    let navigationItem = controller?.child("navigationItem", key: "navigationItem")
    let barNode = chrome.bars.navigationController?.child("navigationBar", key: "navigationBar")
    var bar = ViewContent.navigationBar(self, navigationItem: navigationItem, barNode: barNode)
    if bar.title.isEmpty { bar.title = controller?["title"] ?? "" }
    bar.hasLargeTitle = height >= 96
    bar.largeTitleOpticalSize = Self.systemOpticalSize(atSize: 34)  // UIKit's large title: 34-pt bold
    return bar
  }

  /// The tab bar controller's tabs, in the order of its `viewControllers` relationships: each
  /// tab's `tabBarItem` (on the child controller, or its navigation controller) with its title
  /// and image; the tab leading to this controller selected.
  private func simulatedTabBar(_ chrome: Chrome, itemsHeight: Double) -> ItemKind.TabBar {
    guard let tabs = chrome.bars.tabBarController, let tabsID = tabs["id"] else {
      return ItemKind.TabBar(items: [], selectedIndex: nil, itemsHeight: itemsHeight)
    }
    var items: [ItemKind.TabBar.Item] = []
    var selected: Int?
    for (from, segue) in doc.segues
    where from == tabsID && segue["kind"] == "relationship" && segue["relationship"] == "viewControllers" {
      guard let destination = segue["destination"] else { continue }
      let child = doc.controllers[destination]
      if destination == chrome.bars.selectedTab { selected = items.count }
      items.append(tabItem(child?.child("tabBarItem", key: "tabBarItem")))
    }
    let barTint = colorText(tabs.child("tabBar", key: "tabBar").flatMap { element($0, "color", key: "barTintColor") })
    return ItemKind.TabBar(items: items, selectedIndex: selected, itemsHeight: itemsHeight, barTint: barTint)
  }

  /// A `<tabBarItem>`: a system item's title and symbol, or the item's own title and image
  /// (an SF Symbol, an asset catalog PNG, or an SF Symbols name the catalog knows).
  private func tabItem(_ node: XMLNode?) -> ItemKind.TabBar.Item {
    guard let node else { return ItemKind.TabBar.Item(title: "", image: nil) }
    if let system = node["systemItem"], let known = Self.systemTabItems[system] {
      return ItemKind.TabBar.Item(title: known.title, image: Resolution.symbol(known.symbol).map { .symbol($0) })
    }
    let title = node["title"] ?? ""
    guard let name = node["image"] else { return ItemKind.TabBar.Item(title: title, image: nil) }
    if node["catalog"] != "system", let asset = image(name) {
      return ItemKind.TabBar.Item(title: title, image: .file(asset))
    }
    return ItemKind.TabBar.Item(title: title, image: Resolution.symbol(name).map { .symbol($0) })
  }

  /// `UITabBarItem.SystemItem`s: their English titles and the symbols iOS draws for them.
  static let systemTabItems: [String: (title: String, symbol: String)] = [
    "more": ("More", "ellipsis"), "favorites": ("Favorites", "star.fill"),
    "featured": ("Featured", "star"), "topRated": ("Top Rated", "star"),
    "recents": ("Recents", "clock"), "contacts": ("Contacts", "person.crop.circle"),
    "history": ("History", "clock"), "bookmarks": ("Bookmarks", "book"),
    "search": ("Search", "magnifyingglass"), "downloads": ("Downloads", "square.and.arrow.down"),
    "mostRecent": ("Most Recent", "clock"), "mostViewed": ("Most Viewed", "list.number"),
  ]
}
