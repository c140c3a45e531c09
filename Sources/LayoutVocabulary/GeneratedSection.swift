// Docs tables generated from code (the property table, the symbol table) sit between two marker
// lines in a Markdown file; regenerating one replaces only what is between its markers.

/// A generated section of a text file, between a begin and an end marker line.
public enum GeneratedSection {
  /// `text` with the lines from `begin` through the first `end` after it replaced by
  /// `section` (which carries its own markers); nil when either marker is missing.
  public static func replacing(in text: String, begin: String, end: String, with section: String)
    -> String?
  {
    // Line by line (no Foundation): keep what is outside the markers.
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.firstIndex(where: { $0 == begin }),
      let last = lines[first...].firstIndex(where: { $0 == end })
    else { return nil }
    return (lines[..<first] + [Substring(section)] + lines[(last + 1)...])
      .joined(separator: "\n")
  }
}
