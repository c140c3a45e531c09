// Gives the facade (ThemeLookup) the theme files of this folder, embedded in the binary as
// string constants by the EmbedTextFiles build-tool plugin (`EmbeddedThemes`, generated from
// `*.theme` here at build time: edit the .theme files, never the generated source).

/// The theme files shipped with formshot (`light`, `dark`).
public enum BundledThemes {
  /// The text of the bundled theme `name`, or nil when there is none.
  public static func text(named name: String) -> String? { EmbeddedThemes.files[name] }

  /// Every bundled theme's name, sorted.
  public static var names: [String] { EmbeddedThemes.files.keys.sorted() }
}
