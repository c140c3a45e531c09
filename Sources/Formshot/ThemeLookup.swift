import FormshotThemes
import Foundation
import Scene
import Synchronization

/// Where themes come from, so the scene stage never reads the working directory: a name is
/// looked up as a file path when it contains `/` or ends in `.theme`; otherwise as a bundled
/// theme (`light`, `dark`); otherwise as `NAME.theme` in `directory`. Bundled names win, so the
/// same name renders the same everywhere. `inherit` lines inside a theme file are looked up the
/// same way, paths relative to the inheriting file's folder.
public struct ThemeLookup: Sendable {
  /// The folder of user themes (default `Themes`, relative to the working directory).
  public var directory: String

  public init(directory: String = "Themes") {
    self.directory = directory
  }

  /// The theme called `name`, for the light or the dark appearance (`dark`: an `inherit light`
  /// takes the bundled dark palette and `LIGHT / DARK` values their dark side).
  /// - Throws: `ThemeError.notFound` listing where it looked, or the theme file's first problem.
  public func theme(named name: String, dark: Bool = false) throws(ThemeError) -> Theme {
    guard Self.isBundled(name) else { return try Theme.load(named: name, dark: dark, finder: find) }
    let key = "\(name) \(dark)"
    if let parsed = Self.parsedBundledThemes.withLock({ $0[key] }) { return parsed }
    let theme = try Theme.load(named: name, dark: dark, finder: find)
    Self.parsedBundledThemes.withLock { $0[key] = theme }
    return theme
  }

  /// Bundled themes parsed so far in this process, by name and appearance: their text is
  /// compiled in and they inherit nothing, so each is parsed once (`render` checks the form's
  /// colours against light and dark, then paints with one of them). A theme file is read and
  /// parsed every time: it may change.
  private static let parsedBundledThemes = Mutex<[String: Theme]>([:])

  /// Parses theme text given directly (`file` names it in errors); its `inherit` line is looked
  /// up here.
  public func parse(_ text: String, file: String, dark: Bool = false) throws(ThemeError) -> Theme {
    try Theme.parse(text, file: file, dark: dark, finder: find)
  }

  /// `name` is a bundled theme's (what `theme(named:)` takes before any file): its text is
  /// compiled in and inherits nothing, so it never changes.
  static func isBundled(_ name: String) -> Bool {
    !name.contains("/") && !name.hasSuffix(".theme") && BundledThemes.text(named: name) != nil
  }

  /// The text of theme `name` and the file it came from (`dir`: the inheriting file's folder).
  func find(_ name: String, relativeTo dir: String?) throws(ThemeError) -> (
    text: String, file: String
  ) {
    let fm = FileManager.default
    if name.contains("/") || name.hasSuffix(".theme") {
      var path = name
      if !name.hasPrefix("/"), let dir, !fm.fileExists(atPath: name) {
        path = dir + "/" + name
      }
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
        throw ThemeError.notFound(name, searched: [path])
      }
      return (text, path)
    }
    if let text = BundledThemes.text(named: name) { return (text, "Themes/\(name).theme") }
    let local = "\(directory)/\(name).theme"
    if let text = try? String(contentsOfFile: local, encoding: .utf8) { return (text, local) }
    throw ThemeError.notFound(
      name, searched: ["bundled themes (light, dark)", local.hasPrefix("/") ? local : "./" + local])
  }
}
