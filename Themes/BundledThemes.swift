// Gives the facade (ThemeLookup) the theme files of this folder, bundled with the package as resources.
import Foundation

/// The theme files shipped with formshot (`light`, `dark`).
public enum BundledThemes {
  /// The text of the bundled theme `name`, or nil when there is none.
  public static func text(named name: String) -> String? {
    guard let url = Bundle.module.url(forResource: name, withExtension: "theme") else { return nil }
    return try? String(contentsOf: url, encoding: .utf8)
  }
}
