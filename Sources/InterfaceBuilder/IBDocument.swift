// InterfaceBuilder's overview: InterfaceBuilder.docc/InterfaceBuilder.md
//
// An Interface Builder file (`.xib` / `.storyboard`) as read: the element tree, the device it
// was designed on, its roots (storyboard scenes' root views, a xib's top-level views) and its
// resources. `IBResolver` turns one root in one state into a `ResolvedForm`.
#if canImport(FoundationXML)
  import FoundationXML
#endif
import Foundation
import Geometry
import LayoutVocabulary

/// A located problem that stops the file from being read (malformed XML, limits).
public struct IBError: Error, Sendable, Equatable, CustomStringConvertible {
  public var location: SourceLocation
  public var message: String
  public init(_ location: SourceLocation, _ message: String) {
    self.location = location
    self.message = message
  }
  public var description: String { "\(location): error: \(message)" }
}

/// A located warning: something the reader does not support, skipped or drawn as a placeholder.
public struct IBWarning: Sendable, Hashable, CustomStringConvertible {
  public var location: SourceLocation
  public var message: String
  public init(_ location: SourceLocation, _ message: String) {
    self.location = location
    self.message = message
  }
  public var description: String { "\(location): warning: \(message)" }
}

/// One root a file can be laid out from.
public struct IBRoot: Sendable, Equatable {
  public enum Kind: String, Sendable {
    /// A view controller's root view (storyboard scene, or a controller in a xib).
    case viewController
    /// A top-level view of a xib (or a storyboard scene's extra top-level view).
    case view
    /// A table or collection view cell laid out as a root (no safe area, no status bar).
    case cell
  }
  public var kind: Kind
  /// The root view's IB id.
  public var id: String
  /// The element name (`view`, `tableViewCell`, …).
  public var elementName: String
  public var controllerID: String?
  public var storyboardIdentifier: String?
  public var customClass: String?
  public var title: String?
  public var sceneID: String?
  /// The stored size of the root (Xcode's canvas for it).
  public var size: Size
  /// Where the root view is written.
  public var location: SourceLocation
  /// Index path of the root view element in the tree (children indices from the document).
  var path: [Int]
  var controllerPath: [Int]?

  /// Whether `name` picks this root: view-controller id, storyboard identifier, root view id or
  /// scene id.
  public func matches(_ name: String) -> Bool {
    name == id || name == controllerID || name == storyboardIdentifier || name == sceneID
  }
}

/// A parsed Interface Builder file.
public final class IBDocument: @unchecked Sendable {
  /// The path diagnostics name.
  public let path: String
  /// The file's text, for carets under diagnostics.
  public let source: String
  public let isStoryboard: Bool
  /// `toolsVersion` as a number (the Xcode build that saved it, e.g. 21701).
  public let toolsVersion: Double
  /// The file lays its roots out with safe-area guides (`useSafeAreas`, Xcode 9 and later),
  /// not top and bottom layout guides.
  var usesSafeAreas: Bool { tree["useSafeAreas"] == "YES" }
  /// The `<device id=…>`; nil when the file names none or an unknown one (see `warnings`).
  public let device: IBDevice?
  public let deviceID: String?
  public let isLandscape: Bool
  /// `<device appearance="dark">`.
  public let prefersDark: Bool
  public let roots: [IBRoot]
  /// Problems found while reading that do not stop layout.
  public private(set) var warnings: [IBWarning] = []
  let tree: XMLNode
  /// `<namedColor>` resources by name.
  let namedColors: [String: XMLNode]
  /// `<image name= width= height=>` resources: the size Xcode recorded for each image.
  let imageSizes: [String: Size]
  /// `<designables>`: the intrinsic content size Interface Builder's live rendering of each
  /// `@IBDesignable` view reported (nil on an axis without one), by view id.
  let designableSizes: [String: (width: Double?, height: Double?)]
  /// Storyboard controllers by id, and every segue with the controller it leaves from.
  let controllers: [String: XMLNode]
  let segues: [(from: String, segue: XMLNode)]
  /// Outlet property names by destination id.
  let outlets: [String: [String]]
  /// Where each object with an id is written.
  let objectLocations: [String: SourceLocation]
  /// The folder the file is in (asset catalogs are looked up next to it).
  public var folder: String { (path as NSString).deletingLastPathComponent }

  /// Reads the file at `path`.
  public static func load(path: String, limits: XMLLimits = XMLLimits()) throws(IBError) -> IBDocument {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw IBError(SourceLocation(file: path, line: 1, column: 1), "cannot read the file")
    }
    return try IBDocument(data: data, path: path, limits: limits)
  }

  /// The platform a `targetRuntime` other than UIKit's names (nil for iOS, iPad, tvOS and
  /// unknown runtimes, which are read as iOS).
  static func platformOtherThanUIKit(_ runtime: String) -> String? {
    if runtime.hasPrefix("MacOSX") { return "macOS (AppKit)" }
    if runtime.lowercased().hasPrefix("watchkit") { return "watchOS (WatchKit)" }
    return nil
  }

  /// Parses `data`; `path` names the file in diagnostics and finds resources next to it.
  public init(data: Data, path: String, limits: XMLLimits = XMLLimits()) throws(IBError) {
    self.path = path
    let tree = try XMLTreeReader.read(data, path: path, limits: limits)
    self.tree = tree
    self.source = String(decoding: data, as: UTF8.self)
    guard tree.name == "document" else {
      throw IBError(
        SourceLocation(file: path, line: tree.line, column: tree.column),
        "<\(tree.name)> is not an Interface Builder document (expected <document>)")
    }
    // A Mac (AppKit) or watch (WatchKit) document parses like an iOS one, but its views are
    // not UIKit's: AppKit's y axis points up, WatchKit's groups are not laid out by Auto
    // Layout. Laying them out as UIKit would draw a wrong picture without a word.
    if let runtime = tree["targetRuntime"], let platform = Self.platformOtherThanUIKit(runtime) {
      throw IBError(
        SourceLocation(file: path, line: tree.line, column: tree.column),
        "a \(platform) document (targetRuntime=\"\(runtime)\"): formshot lays out UIKit documents (iOS and tvOS)")
    }
    let type = tree["type"] ?? ""
    isStoryboard = type.contains("Storyboard") || path.hasSuffix(".storyboard")
    // "21701" or "32700.99.1234" (a beta build): the number before the second dot.
    let parts = (tree["toolsVersion"] ?? "0").split(separator: ".", omittingEmptySubsequences: false)
    let major = parts.first.map { $0.prefix { $0.isNumber } } ?? ""
    let minor = parts.count > 1 ? parts[1].prefix { $0.isNumber } : ""
    toolsVersion = Double(minor.isEmpty ? String(major) : "\(major).\(minor)") ?? 0
    var warnings: [IBWarning] = []
    let deviceNode = tree.child("device")
    deviceID = deviceNode?["id"]
    // A tvOS file that names no device (saved before Xcode recorded one) is on the Apple TV
    // canvas too.
    if let id = deviceID, let d = IBDevice.named(id) {
      device = d
    } else if deviceID == nil && tree["targetRuntime"] == "AppleTV" {
      device = .appleTV
    } else {
      device = nil
      if let node = deviceNode, let id = deviceID, id != IBDevice.macID {
        warnings.append(
          IBWarning(
            SourceLocation(file: path, line: node.line, column: node.column),
            "unknown device '\(id)'; the root's stored size is used as the screen"))
      }
    }
    // A TV has one orientation (older tvOS files say landscape).
    isLandscape = deviceNode?["orientation"] == "landscape" && device?.idiom != .tv
    prefersDark = deviceNode?["appearance"] == "dark"
    var colors: [String: XMLNode] = [:]
    var images: [String: Size] = [:]
    for resources in tree.children("resources") {
      for r in resources.children {
        guard let name = r["name"] else { continue }
        if r.name == "namedColor", let c = r.child("color") { colors[name] = c }
        if r.name == "image", let w = r["width"].flatMap(Double.init),
          let h = r["height"].flatMap(Double.init)
        {
          images[name] = Size(width: w, height: h)
        }
      }
    }
    namedColors = colors
    imageSizes = images
    var designables: [String: (width: Double?, height: Double?)] = [:]
    for list in tree.children("designables") {
      for d in list.children("designable") {
        guard let id = d["name"],
          let size = d.children("size").first(where: { $0["key"] == "intrinsicContentSize" })
        else { continue }
        // UIView.noIntrinsicMetric is -1.
        let axis = { (text: String?) -> Double? in text.flatMap(Double.init).flatMap { $0 >= 0 ? $0 : nil } }
        designables[id] = (axis(size["width"]), axis(size["height"]))
      }
    }
    designableSizes = designables
    roots = Self.findRoots(tree, path: path, isStoryboard: isStoryboard)
    var controllers: [String: XMLNode] = [:]
    var segues: [(from: String, segue: XMLNode)] = []
    var outlets: [String: [String]] = [:]
    var objectLocations: [String: SourceLocation] = [:]
    func walk(_ n: XMLNode, controller: String?) {
      var current = controller
      if n.name == "scene" {
        // A scene's other objects (a gesture recognizer beside the controller) perform their
        // segues from the scene's controller: JobLoyal's phone-number screen, shown by a tap
        // on its identity screen's card, is stored under that screen's navigation bar.
        current = n.child("objects")?.children.first(where: Self.isController)?["id"] ?? current
      }
      if let id = n["id"], Self.isController(n) {
        controllers[id] = n
        current = id
      }
      if n.name == "segue", let from = current { segues.append((from, n)) }
      if let id = n["id"], objectLocations[id] == nil {
        objectLocations[id] = SourceLocation(file: path, line: n.line, column: n.column)
      }
      if n.name == "outlet", let p = n["property"], let d = n["destination"] {
        outlets[d, default: []].append(p)
      }
      for c in n.children { walk(c, controller: current) }
    }
    walk(tree, controller: nil)
    self.controllers = controllers
    self.segues = segues
    self.outlets = outlets
    self.objectLocations = objectLocations
    self.warnings = warnings
  }

  /// Where the object with IB id `id` is written.
  public func location(ofObject id: String) -> SourceLocation? {
    objectLocations[id]
  }

  func location(_ node: XMLNode) -> SourceLocation {
    SourceLocation(file: path, line: node.line, column: node.column)
  }

  func node(at path: [Int]) -> XMLNode {
    var n = tree
    for i in path { n = n.children[i] }
    return n
  }

  /// The root view element and its controller element.
  func elements(of root: IBRoot) -> (view: XMLNode, controller: XMLNode?) {
    (node(at: root.path), root.controllerPath.map { node(at: $0) })
  }

  /// The root `name` picks, or the only root when `name` is nil.
  public func root(named name: String?) -> IBRoot? {
    guard let name else { return roots.count == 1 ? roots[0] : nil }
    return roots.first { $0.matches(name) }
  }

  static let cellElements: Set<String> = [
    "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView",
  ]

  /// Whether a storyboard element is a scene's controller.
  static func isController(_ n: XMLNode) -> Bool {
    n["id"] != nil && (n.name.hasSuffix("Controller") || n["sceneMemberID"] == "viewController")
  }

  private static func findRoots(_ tree: XMLNode, path: String, isStoryboard: Bool) -> [IBRoot] {
    var roots: [IBRoot] = []
    func frameSize(_ view: XMLNode) -> Size {
      let r = view.child("rect", key: "frame")
      return Size(
        width: r?["width"].flatMap(Double.init) ?? 0, height: r?["height"].flatMap(Double.init) ?? 0)
    }
    func add(objects: XMLNode, objectsPath: [Int], sceneID: String?) {
      for (i, o) in objects.children.enumerated() {
        guard let id = o["id"] else { continue }
        let loc = SourceLocation(file: path, line: o.line, column: o.column)
        if o.name.hasSuffix("Controller") || o["sceneMemberID"] == "viewController" {
          guard let vi = o.children.firstIndex(where: { $0["key"] == "view" && $0["id"] != nil })
          else { continue }
          let v = o.children[vi]
          let title = o["title"] ?? o.child("navigationItem")?["title"]
          roots.append(
            IBRoot(
              kind: .viewController, id: v["id"]!, elementName: v.name, controllerID: id,
              storyboardIdentifier: o["storyboardIdentifier"], customClass: o["customClass"],
              title: title, sceneID: sceneID, size: frameSize(v),
              location: SourceLocation(file: path, line: v.line, column: v.column),
              path: objectsPath + [i, vi], controllerPath: objectsPath + [i]))
        } else if o.child("rect", key: "frame") != nil {
          roots.append(
            IBRoot(
              kind: cellElements.contains(o.name) ? .cell : .view, id: id, elementName: o.name,
              controllerID: nil, storyboardIdentifier: nil, customClass: o["customClass"],
              title: o["userLabel"], sceneID: sceneID, size: frameSize(o), location: loc,
              path: objectsPath + [i], controllerPath: nil))
        }
      }
    }
    if isStoryboard {
      for (si, scenes) in tree.children.enumerated() where scenes.name == "scenes" {
        for (ci, scene) in scenes.children.enumerated() where scene.name == "scene" {
          guard let oi = scene.children.firstIndex(where: { $0.name == "objects" }) else { continue }
          add(
            objects: scene.children[oi], objectsPath: [si, ci, oi], sceneID: scene["sceneID"])
        }
      }
    } else if let oi = tree.children.firstIndex(where: { $0.name == "objects" }) {
      add(objects: tree.children[oi], objectsPath: [oi], sceneID: nil)
    }
    return roots
  }
}

extension IBDocument {
  /// Whether a storyboard controller is the destination of an `embed` segue (a container
  /// view's child).
  func isEmbedded(controllerID id: String) -> Bool {
    segues.contains { $1["destination"] == id && $1["kind"] == "embed" }
  }

  /// The controllers that show `target` within a stack: each one that pushes or shows it
  /// (`show`, `push`), and the navigation controller whose root it is (`asRoot`).
  func showingControllers(of target: String) -> [(id: String, node: XMLNode, asRoot: Bool)] {
    segues.compactMap { from, segue in
      guard segue["destination"] == target, let source = controllers[from] else { return nil }
      if ["show", "push"].contains(segue["kind"] ?? "") { return (from, source, false) }
      let asRoot = segue["kind"] == "relationship" && segue["relationship"] == "rootViewController"
        && source.name == "navigationController"
      return asRoot ? (from, source, true) : nil
    }
  }

  /// Whether a storyboard controller is drawn inside a container view: it is embedded, or is
  /// shown (as the root or pushed, through `show` or `push` segues) in a navigation controller
  /// that is. Xcode draws such a controller at its container's size, with the embedded
  /// navigation controller's bar inside it.
  func isInContainer(controllerID: String) -> Bool {
    func embedded(_ id: String) -> Bool { isEmbedded(controllerID: id) }
    if embedded(controllerID) { return true }
    var seen: Set<String> = [controllerID]
    var frontier = [controllerID]
    while let target = frontier.popLast(), seen.count < 200 {
      for source in showingControllers(of: target) where !seen.contains(source.id) {
        if source.asRoot {
          if embedded(source.id) { return true }
        } else {
          seen.insert(source.id)
          frontier.append(source.id)
        }
      }
    }
    return false
  }

  /// Whether a storyboard controller takes its size from a controller sized freely: it is
  /// shown (through `show` or `push` segues, or as a navigation controller's root) from one
  /// whose freeform size is `size`. Its simulated size is "Inferred", so Xcode stores its root
  /// at that size on the file's device, not at the full screen of another device: Syzygy's
  /// reminder, to-do and support screens (Xcode 9.2, an iPhone X), pushed from a 320 × 568
  /// freeform home screen, are stored 320 × 568 under the iPhone X's 44-pt status bar and above
  /// its home indicator.
  func infersFreeformSize(controllerID: String, size: Size) -> Bool {
    var seen: Set<String> = [controllerID]
    var frontier = [controllerID]
    while let target = frontier.popLast(), seen.count < 200 {
      for source in showingControllers(of: target) where !seen.contains(source.id) {
        if source.node.child("freeformSimulatedSizeMetrics") != nil,
          let freeform = source.node.child("size", key: "freeformSize"),
          freeform["width"].flatMap(Double.init) == size.width, freeform["height"].flatMap(Double.init) == size.height
        {
          return true
        }
        seen.insert(source.id)
        frontier.append(source.id)
      }
    }
    return false
  }

  /// The screen a root of a file that names no device (or one formshot does not know) is
  /// shown on: a phone or an iPad of its stored size. Devices are kept in portrait, so a
  /// landscape file's stored size is turned back (an Apple TV storyboard's 1920 × 1080 root
  /// stays 1920 × 1080).
  public func unnamedDevice(for root: IBRoot) -> IBDevice {
    let turned = isLandscape
    let controller = elements(of: root).controller
    // Xcode 6 and 7 drew a size-class file without a device on the 600 × 600 canvas of the
    // any-width, any-height class: a controller's root 600 wide but shorter is that screen less
    // the opaque bars it stops at (GuillotineMenu's and Segmentio's roots at y 64, 536 tall,
    // under an opaque navigation bar; XLPagerTabStrip's 551-tall roots above a tab bar, with and
    // without one at y 64; firebase's database sample), not a screen of its own. A child
    // embedded in a container is its container's size, and so is a controller shown in a
    // navigation controller so embedded (CoreStore's 600 × 268 observer demos of Xcode 6.3).
    let contained = controller?["id"].map { isInContainer(controllerID: $0) } ?? false
    let anyCanvas =
      !turned && tree["useTraitCollections"] == "YES" && root.kind == .viewController
      && root.size.width == 600 && root.size.height < 600 && !contained
      && controller?.child("freeformSimulatedSizeMetrics") == nil
    let width = turned ? root.size.height : root.size.width
    var height = turned ? root.size.width : anyCanvas ? 600 : root.size.height
    // A controller's root stored below the screen's top (under opaque bars) is shown on the
    // screen the file was designed for — its simulated destination (no type: the 3.5-inch
    // iPhone; `retina4`, `retina4_7.fullscreen`) when that is as wide — else on one that ends
    // where the root does. Taking the root's own height put the screen's bottom that far above
    // it, and the bottom layout guide that much taller: rileylink's 320 × 416 screens at y 64
    // (Xcode 6, no type) pin to a guide 44 tall (their toolbar), not 108. A child embedded in a
    // container is still drawn as a screen of its own size: kiwix's search history (Xcode 9.1),
    // stored at y 64 and 672 tall like its container, pins its table to a bottom guide 64 tall.
    let storedY = elements(of: root).view.child("rect", key: "frame")?["y"].flatMap(Double.init) ?? 0
    if !turned && !anyCanvas && !contained && root.kind == .viewController && storedY > 0 {
      let screen = simulatedDestination(of: controller).flatMap { Self.designedScreen(type: $0["type"]) }
      if let screen, abs(screen.width - width) < 0.5, screen.height >= height {
        height = screen.height
      } else {
        height += storedY
      }
    }
    if deviceID == IBDevice.macID { return IBDevice.mac(width: width, height: height) }
    return IBDevice.unnamed(width: width, height: height)
  }

  /// The screen a controller was designed on in an old file: its own simulated destination
  /// (Xcode 6 and 7 wrote `simulatedDestinationMetrics`, later ones `destination`), else that
  /// of the navigation controller it is the root of (its "Inferred" metrics: ToThePenny's
  /// expenses screen, stored at y 64 and 455 tall above a tab bar, names none, its navigation
  /// controller `retina4`), else the file's.
  func simulatedDestination(of controller: XMLNode?) -> XMLNode? {
    func own(_ c: XMLNode?) -> XMLNode? {
      c?.children.first { $0.name == "simulatedScreenMetrics" && ["destination", "simulatedDestinationMetrics"].contains($0["key"]) }
    }
    if let metrics = own(controller) { return metrics }
    if let id = controller?["id"],
      let navigation = segues.first(where: { from, segue in
        segue["destination"] == id && segue["relationship"] == "rootViewController" && controllers[from]?.name == "navigationController"
      }).flatMap({ controllers[$0.0] }),
      let metrics = own(navigation)
    {
      return metrics
    }
    return tree.child("simulatedMetricsContainer")?.child("simulatedScreenMetrics", key: "destination")
  }

  /// The screen an old file's simulated destination names (`retina4`, `retina4_7.fullscreen`):
  /// no type was the 3.5-inch iPhone.
  static func designedScreen(type: String?) -> IBDevice? {
    guard let type else { return IBDevice.named("retina3_5") }
    let name = String(type.prefix { $0 != "." })
    return IBDevice.named(name == "retina4" ? "retina4_0" : name)
  }
}
