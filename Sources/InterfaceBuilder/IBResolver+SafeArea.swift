// The safe area Interface Builder simulates for a root: the status bar it draws for the device
// and the Xcode version, navigation / tab / tool bars (set explicitly or inferred from the
// storyboard's navigation controllers and push segues), the home indicator.
import Geometry
import LayoutContract

extension Resolution {
  /// The root's safe-area insets. Every root is treated as a screen of its own size.
  func safeAreaInsets() -> EdgeInsets {
    if root.kind == .cell { return .zero }
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
    let freeform = root.kind == .view && rootNode.child("freeformSimulatedSizeMetrics") != nil
    var top = 0.0
    if bars.statusBar {
      if landscape && dev.idiom == .phone {
        top = 0  // iOS hides the status bar in landscape on iPhone
      } else {
        top = device == nil ? 20 : dev.statusBarTop(toolsVersion: doc.toolsVersion)
        if freeform && !dev.hasHomeIndicator && H < 300 { top = 0 }
      }
    }
    if let topBar = bars.topBar {
      top += landscape && dev.idiom == .phone && !dev.isWidePhone ? 32 : topBar
    }
    var bottom = landscape ? dev.landscapeBottom : dev.homeIndicator
    if freeform && doc.toolsVersion < 22000 && H < screenHeight - 0.5 { bottom = 0 }
    if let bottomBar = bars.bottomBar {
      bottom += landscape && dev.idiom == .phone ? 32 : bottomBar
    }
    let side = landscape ? dev.landscapeSide : 0
    // A controller's root placed below the screen's top (stored y > 0), or full width but
    // shorter than the screen under opaque bars, starts that much further down.
    var below = 0.0
    let storedY = rootNode.child("rect", key: "frame")?["y"].flatMap(Double.init) ?? 0
    if root.kind == .viewController && storedY > 0 && device == doc.device {
      below = storedY
    } else if abs(W - screenWidth) < 0.5 && H < screenHeight - 0.5 && !freeform {
      below = min(screenHeight - H, top)
    }
    top = max(0, top - below)
    return EdgeInsets(top: top, left: side, bottom: bottom, right: side)
  }

  struct Bars {
    var statusBar = true
    var topBar: Double?
    var bottomBar: Double?
  }

  /// Explicit simulated metrics win over what the storyboard implies.
  func simulatedBars() -> Bars {
    var bars = Bars()
    if let c = controller, doc.isStoryboard {
      let inferred = inferredBars(controllerID: c["id"] ?? "")
      bars.topBar = inferred.topBar
      bars.bottomBar = inferred.bottomBar
    }
    let holders = [controller, rootNode].compactMap { $0 }
    for holder in holders {
      for e in holder.children {
        switch e["key"] {
        case "simulatedStatusBarMetrics": bars.statusBar = e.name != "nil"
        case "simulatedTopBarMetrics":
          bars.topBar = e.name == "nil" ? nil : (e["prompted"] == "YES" ? 74 : 44)
        case "simulatedBottomBarMetrics":
          bars.bottomBar = e.name == "nil" ? nil : (e.name.contains("TabBar") ? 49 : 44)
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
    var toolbar = false
    var steps = 0
    while let target = frontier.popLast(), steps < 200 {
      steps += 1
      for (cid, s) in doc.segues where s["destination"] == target {
        guard let c = controllers[cid] else { continue }
        let kind = s["kind"] ?? ""
        if kind == "relationship" {
          let rel = s["relationship"] ?? ""
          if c.name == "navigationController" && rel == "rootViewController" {
            if c["navigationBarHidden"] != "YES", viaNavigation == nil {
              let nb = c.child("navigationBar", key: "navigationBar")
              var large = nb?["largeTitles"] == "YES"
              if controllers[controllerID]?.child("navigationItem")?["largeTitleDisplayMode"] == "never" {
                large = false
              }
              viaNavigation = large ? 96 : 44
            }
            toolbar = toolbar || c["toolbarHidden"] == "NO"
          } else if c.name == "tabBarController" && rel == "viewControllers" {
            inTab = true
          } else {
            continue
          }
        } else if kind != "show" && kind != "push" {
          // Presented modally: a bar of the presenter does not carry over.
          continue
        }
        if seen.insert(cid).inserted { frontier.append(cid) }
      }
    }
    bars.topBar = viaNavigation
    if inTab && controllers[controllerID]?["hidesBottomBarWhenPushed"] != "YES" {
      bars.bottomBar = 49
    } else if toolbar {
      bars.bottomBar = 44
    }
    return bars
  }

  // MARK: - Layout margins

  /// A view's layout margins: explicit ones win; else a root's 16/20 at the sides (20 on
  /// screens 414 pt and wider), a table cell's content view — and a xib's table cell — 11 and
  /// 16/20 (8 at the content view's trailing side beside an accessory), a stack view 0,
  /// any other view 8. A controller's root view has at least the system minimum margins at the
  /// sides. A root's margins are inside its safe area (`insetsLayoutMarginsFromSafeArea`); a
  /// list's only at the sides.
  func margins(of node: XMLNode, isRoot: Bool) -> EdgeInsets {
    let width = root.kind == .cell ? canvas.width : (device.map { doc.isLandscape ? $0.height : $0.width } ?? canvas.width)
    let side: Double = width >= 414 ? 20 : 16
    var m: EdgeInsets
    if let e = element(node, "edgeInsets", key: "layoutMargins") {
      m = EdgeInsets(
        top: num(e["top"]), left: num(e["left"]), bottom: num(e["bottom"]), right: num(e["right"]))
    } else if let e = element(node, "directionalEdgeInsets", key: "directionalLayoutMargins") {
      m = EdgeInsets(
        top: num(e["top"]), left: num(e["leading"]), bottom: num(e["bottom"]),
        right: num(e["trailing"]))
    } else if isRoot && root.kind != .cell {
      m = EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    } else if isRoot && node.name == "tableViewCell" {
      // A xib's table cell, shown as a row of a table as wide as it: 11 above and below, the
      // system minimum at the sides — the margins a default content view has. A content view
      // that preserves its superview's margins keeps them over smaller margins of its own.
      m = EdgeInsets(top: 11, left: side, bottom: 11, right: side)
    } else if node.name == "tableViewCellContentView" {
      // Beside an accessory (a disclosure indicator, a checkmark) the content view ends where
      // the accessory's spacing begins: its trailing margin is 8.
      let cell = node["id"].flatMap { superview[$0] }.flatMap { views[$0] }
      m = EdgeInsets(
        top: 11, left: side, bottom: 11, right: cell.map(Self.hasAccessory) == true ? 8 : side)
    } else if node.name == "stackView" {
      m = .zero
    } else {
      m = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    }
    if isRoot, root.kind == .viewController, controller?["viewRespectsSystemMinimumLayoutMargins"] != "NO" {
      // `viewRespectsSystemMinimumLayoutMargins`: a controller's root view has at least the
      // system minimum margins (16 or 20 at the sides), whatever it sets.
      m.left = max(m.left, side)
      m.right = max(m.right, side)
    }
    if isRoot && node["insetsLayoutMarginsFromSafeArea"] != "NO" {
      // A list's rows sit below its adjusted content inset (the safe area), so above and
      // below them the list's margins reach no further than its own.
      let isList = node.name == "tableView" || node.name == "collectionView"
      m.top += isList ? 0 : safe.top
      m.bottom += isList ? 0 : safe.bottom
      m.left += safe.left
      m.right += safe.right
    }
    return m
  }

  /// Whether a table cell shows an accessory (`accessoryType`) beside its content view.
  static func hasAccessory(_ cell: XMLNode) -> Bool {
    cell.name == "tableViewCell" && (cell["accessoryType"] ?? "none") != "none"
  }

  func num(_ text: String?, _ fallback: Double = 0) -> Double {
    text.flatMap(Double.init) ?? fallback
  }
}
