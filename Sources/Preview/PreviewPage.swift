/// The page `formshot preview` serves: `Page/preview.html`, embedded at build time (the
/// EmbedTextFiles plugin), so the installed binary serves it without any file.
enum PreviewPage {
  static var html: String { EmbeddedPages.files["preview"] ?? "" }
}
