/// Custom fonts an app bundles: an Interface Builder file names a font by its PostScript name,
/// and formshot measures and draws it in the app's own font file when the file's project has
/// one, whatever the file is called; without it a stand-in sets the text, with a warning.
import Foundation
import IBTestSupport
import Testing

@Suite struct AppFontsCLITests {
  /// A 320 × 120 card whose label is set in Liberation Serif 20 pt (PostScript name
  /// `LiberationSerif`), pinned at its top left.
  static let card = Fixture.screen(
    Fixture.label("lbl-00-001", text: "Brand headline", font: #"name="LiberationSerif" family="Liberation Serif" pointSize="20""#, y: 16),
    constraints: """
                    <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="c01-00-001"/>
                    <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="16" id="c02-00-001"/>
    """, size: (320, 120))

  /// The frame of view `id` (a label by default) as `formshot layout --json` gives it.
  static func labelFrame(_ file: URL, id: String = "lbl-00-001") throws -> [String: Double] {
    let r = try CLI.run(["layout", file.path, "--json"])
    #expect(r.status == 0, "\(r.stderr)")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    let views = try #require(json["views"] as? [String: Any])
    return try #require(views[id] as? [String: Double])
  }

  @Test func aFontTheProjectBundlesSetsTheText() throws {
    // A project (a Git clone): the font in Resources/Fonts under a name of the app's own, the
    // screen in App/Screens beside the Xcode project.
    let project = try CLI.gitProject("formshot-app-fonts")
    defer { try? FileManager.default.removeItem(at: project) }
    let fm = FileManager.default
    let fonts = project.appendingPathComponent("Resources/Fonts")
    try fm.createDirectory(at: fonts, withIntermediateDirectories: true)
    try fm.copyItem(
      atPath: "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
      toPath: fonts.appendingPathComponent("Brand-Headline.ttf").path)
    // A file named like the font but not a font (tried first, skipped), and a folder link
    // back to the project (not followed).
    try Data("not a font".utf8).write(to: project.appendingPathComponent("LiberationSerif.ttf"))
    try fm.createSymbolicLink(at: fonts.appendingPathComponent("loop"), withDestinationURL: project)
    let screens = project.appendingPathComponent("App/Screens")
    try fm.createDirectory(at: screens, withIntermediateDirectories: true)
    // The Xcode project sits in App/, below the repository's root where the fonts are.
    try fm.createDirectory(at: project.appendingPathComponent("App/App.xcodeproj"), withIntermediateDirectories: true)
    let inProject = screens.appendingPathComponent("Card.xib")
    try Self.card.write(to: inProject, atomically: true, encoding: .utf8)

    // The same file on its own: no project, no font.
    let alone = try CLI.temporaryDirectory("formshot-no-project").appendingPathComponent("Card.xib")
    defer { try? FileManager.default.removeItem(at: alone.deletingLastPathComponent()) }
    try Self.card.write(to: alone, atomically: true, encoding: .utf8)

    let checked = try CLI.run(["check", inProject.path])
    #expect(!(checked.stdout + checked.stderr).contains("is not available"), "\(checked.stdout)\(checked.stderr)")
    let standIn = try CLI.run(["check", alone.path])
    #expect((standIn.stdout + standIn.stderr).contains("font 'LiberationSerif' is not available"))

    let own = try Self.labelFrame(inProject)
    let fallback = try Self.labelFrame(alone)
    // Liberation Serif's line is 0.891 + 0.216 em (hhea 1825 + 443 of 2048): 22.15 pt at 20 pt,
    // 22.33 on the 3x pixel grid, where the stand-in has SF's 1.193 em (24).
    #expect(abs((own["height"] ?? 0) - 22.33) < 0.02, "\(own)")
    #expect(abs((fallback["height"] ?? 0) - 24) < 0.02, "\(fallback)")
    // A serif face sets "Brand headline" narrower than Inter.
    #expect((own["width"] ?? 0) < (fallback["width"] ?? 0) - 5, "\(own) \(fallback)")
  }

  @Test func wrappingTextKeepsTheBundledFontsLine() throws {
    // The headline again, wrapping (numberOfLines 0) in a column 100 wide: two lines, each as
    // tall as the bundled font's own line, as one line is (entourage's Nunito Sans notes: two
    // 15-pt lines stored 41 tall, where SF's line would make them 36).
    let wrapping = Fixture.screen(
      """
                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Brand headline" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-002">
                      <rect key="frame" x="16" y="16" width="100" height="44.333"/>
                      <fontDescription key="fontDescription" name="LiberationSerif" family="Liberation Serif" pointSize="20"/>
                      <nil key="textColor"/>
                      <nil key="highlightedColor"/>
                  </label>
      """ + "\n" + Fixture.attributedLabel(
        "lbl-00-003", frame: (160, 16, 100, 44.333), lines: 0,
        fragments: [("Brand headline", #"<font key="NSFont" size="20" name="LiberationSerif"/>"#)]),
      constraints: """
                      <constraint firstItem="lbl-00-003" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="160" id="c04-00-002"/>
                      <constraint firstItem="lbl-00-003" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="16" id="c05-00-002"/>
                      <constraint firstItem="lbl-00-003" firstAttribute="width" constant="100" id="c06-00-002"/>
                      <constraint firstItem="lbl-00-002" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="c01-00-002"/>
                      <constraint firstItem="lbl-00-002" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="16" id="c02-00-002"/>
                      <constraint firstItem="lbl-00-002" firstAttribute="width" constant="100" id="c03-00-002"/>
      """, size: (320, 120))
    let project = try CLI.temporaryDirectory("formshot-app-fonts-wrapping")
    defer { try? FileManager.default.removeItem(at: project) }
    let fm = FileManager.default
    try fm.createDirectory(at: project.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
    try fm.copyItem(
      atPath: "/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf",
      toPath: project.appendingPathComponent("Headline.ttf").path)
    let file = project.appendingPathComponent("Wrapping.xib")
    try wrapping.write(to: file, atomically: true, encoding: .utf8)

    let frame = try Self.labelFrame(file, id: "lbl-00-002")
    // Two lines of 22.15 pt (Liberation Serif's 0.891 + 0.216 em at 20 pt): 44.3, 44.33 on
    // the 3x grid; two of SF's 1.193 em would be 47.67.
    #expect(abs((frame["height"] ?? 0) - 44.33) < 0.02, "\(frame)")
    // The same text as attributed text, its font in its fragment (entourage's bulleted
    // notes): the same two lines.
    let attributed = try Self.labelFrame(file, id: "lbl-00-003")
    #expect(abs((attributed["height"] ?? 0) - 44.33) < 0.02, "\(attributed)")
  }
}

/// Asset catalogs keep image sets in group folders too (`Assets.xcassets/Brand/logo.imageset`),
/// as Xcode's "New Folder" in a catalog does: an image view names the set alone.
@Suite struct GroupedImageSetCLITests {
  /// A screen whose image view `id` shows the set "logo", pinned at its top left and sized by
  /// nothing but its image.
  static func logoScreen(_ id: String) -> String {
    Fixture.screen("""
                    <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                    </imageView>
    """, constraints: """
                    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" id="c01-\(id)"/>
                    <constraint firstItem="\(id)" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" id="c02-\(id)"/>
    """)
  }

  /// A PNG's width in pixels (its IHDR chunk).
  static func pixelWidth(_ png: URL) throws -> Int {
    try Data(contentsOf: png)[16..<20].reduce(0) { $0 << 8 | Int($1) }
  }

  @Test func anImageInAGroupFolderOfTheCatalogSizesItsView() throws {
    let dir = try CLI.temporaryDirectory("formshot-grouped-images")
    defer { try? FileManager.default.removeItem(at: dir) }
    let set = dir.appendingPathComponent("Assets.xcassets/Brand/logo.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    // A picture to use as the image: the bundled log-in form, rendered at 1x, stored at 2x.
    try PreviewInterfaceBuilderTests.renderImage(state: "kb-hidden", to: set.appendingPathComponent("logo@2x.png"), in: dir)
    let file = dir.appendingPathComponent("Card.xib")
    try Self.logoScreen("img-00-002").write(to: file, atomically: true, encoding: .utf8)
    let frame = try AppFontsCLITests.labelFrame(file, id: "img-00-002")
    let pixels = try Self.pixelWidth(set.appendingPathComponent("logo@2x.png"))
    #expect(pixels > 100)
    #expect(frame["width"] == Double(pixels) / 2, "\(frame), \(pixels) px")
  }
}

/// An app's one asset catalog for the whole app, kept away from its screens
/// (`WalletApp/Resources/Assets.xcassets` for a storyboard in `WalletApp/Modules/Card/`), is
/// found in the file's project as its fonts are, ahead of a sample's catalog with a set of the
/// same name (`Demo/Assets.xcassets`, first in path order but sharing less of the file's path).
@Suite struct ProjectCatalogCLITests {
  @Test func theAppsCatalogIsFoundAnywhereInItsProject() throws {
    let project = try CLI.gitProject("formshot-project-catalog")
    defer { try? FileManager.default.removeItem(at: project) }
    let fm = FileManager.default
    let appSet = project.appendingPathComponent("WalletApp/Resources/Assets.xcassets/logo.imageset")
    let sampleSet = project.appendingPathComponent("Demo/Assets.xcassets/logo.imageset")
    try fm.createDirectory(at: appSet, withIntermediateDirectories: true)
    try fm.createDirectory(at: sampleSet, withIntermediateDirectories: true)
    // The same picture: at 2x in the app's catalog, at 1x in the sample's.
    try PreviewInterfaceBuilderTests.renderImage(state: "kb-hidden", to: appSet.appendingPathComponent("logo@2x.png"), in: project)
    try fm.copyItem(at: appSet.appendingPathComponent("logo@2x.png"), to: sampleSet.appendingPathComponent("logo.png"))
    let screens = project.appendingPathComponent("WalletApp/Modules/Card")
    try fm.createDirectory(at: screens, withIntermediateDirectories: true)
    let file = screens.appendingPathComponent("Card.xib")
    try GroupedImageSetCLITests.logoScreen("img-00-003").write(to: file, atomically: true, encoding: .utf8)
    let frame = try AppFontsCLITests.labelFrame(file, id: "img-00-003")
    let pixels = try GroupedImageSetCLITests.pixelWidth(appSet.appendingPathComponent("logo@2x.png"))
    #expect(pixels > 100)
    // The app's 2x image (the sample's 1x one would be twice as wide; a missing one 25).
    #expect(frame["width"] == Double(pixels) / 2, "\(frame), \(pixels) px")
  }
}
