import Geometry
import Testing

@testable import CairoBackend

@Suite("Pinned fonts")
struct FontLibraryTests {
  @Test("a missing font file is a typed error naming the Debian package")
  func missingFile() {
    let files = [
      PinnedFontFile(path: "/nonexistent/Inter-Regular.otf", debianPackage: "fonts-inter")
    ]
    #expect(
      throws: FontError.missingFontFile(
        path: "/nonexistent/Inter-Regular.otf", debianPackage: "fonts-inter")
    ) {
      _ = try FontLibrary(files: files)
    }
    let message = FontError.missingFontFile(path: "/x.otf", debianPackage: "fonts-inter")
      .description
    #expect(message.contains("apt-get install fonts-inter"))
  }

  @Test("a file that is not a font is refused")
  func notAFont() {
    let source = #filePath  // exists wherever the tests are built, and is not a font
    let files = [PinnedFontFile(path: source, debianPackage: "none")]
    #expect(throws: FontError.unreadableFontFile(path: source)) {
      _ = try FontLibrary(files: files)
    }
  }

  @Test("every pinned file exists and styles map to the pinned families")
  func mapping() throws {
    _ = try FontLibrary()
    #expect(PinnedFonts.files.count == 9 + 9 + 4 + 1)  // Inter upright + italic, mono, icons
    // Inter Regular first: `--version` reports it and a missing-font error names it.
    #expect(PinnedFonts.files.first?.path.hasSuffix("/Inter-Regular.otf") == true)
    #expect(PinnedFonts.familyName(for: TextStyle(size: 17)) == "Inter")
    #expect(PinnedFonts.familyName(for: TextStyle(size: 34, weight: .bold)) == "Inter")
    #expect(
      PinnedFonts.familyName(for: TextStyle(family: .monospaced, size: 30)) == "JetBrains Mono")
    #expect(PinnedFonts.snappedWeight(FontWeight(300), family: .monospaced) == 400)
    #expect(PinnedFonts.snappedWeight(FontWeight(550), family: .monospaced) == 600)
    #expect(PinnedFonts.snappedWeight(FontWeight(900), family: .monospaced) == 700)
    // Inter has every UIKit weight, ultraLight (100) to black (900).
    for weight in stride(from: 100, through: 900, by: 100) {
      #expect(PinnedFonts.snappedWeight(FontWeight(weight), family: .system) == weight)
    }
    #expect(PinnedFonts.snappedWeight(FontWeight(650), family: .system) == 700)
  }
}
