import CPangoCairo

/// A font file opened with HarfBuzz to read its own tables (advances, the characters it has,
/// its line), apart from Pango's fonts: the one place the Cairo backend opens a file so.
enum HarfBuzzFile {
  /// `body` applied to the first face of the file at `path`, which lives only for the call;
  /// nil when the file cannot be read.
  static func withFace<T>(_ path: String, _ body: (OpaquePointer) -> T?) -> T? {
    guard let blob = hb_blob_create_from_file(path) else { return nil }
    defer { hb_blob_destroy(blob) }
    guard let face = hb_face_create(blob, 0) else { return nil }
    defer { hb_face_destroy(face) }
    return body(face)
  }

  /// The first face of the file at `path` as a HarfBuzz font (the caller destroys it) and its
  /// units per em; nil when the file cannot be read or has no glyphs.
  static func font(_ path: String) -> (font: OpaquePointer, upem: Double)? {
    withFace(path) { face in
      let upem = Double(hb_face_get_upem(face))
      guard upem > 0, hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else { return nil }
      return (font, upem)
    }
  }
}
