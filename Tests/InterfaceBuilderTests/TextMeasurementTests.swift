// Text measured as UIKit measures it in Interface Builder files: the system font tracks by its
// size (SF's tracking table, as forms do), a named custom font keeps its own spacing, a label's
// width is its text's rounded up to the device's pixel grid, and the lines of a Dynamic Type
// font are its style's leading apart.
import AutoLayout
import CairoBackend
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import LayoutVocabulary
import Testing

@Suite struct TextMeasurementTests {
  /// A sheet header on an iPhone 15 (@3x): a 17 pt system "Cancel" button with "Done" 8 pt
  /// after it, the same word in a named custom font and in the Body text style.
  static let header = Fixture.screen(
    """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="can-ce-l01">
                    <rect key="frame" x="16" y="100" width="67" height="33"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <state key="normal" title="Cancel"/>
                </button>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Done" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="don-e0-l01">
                    <rect key="frame" x="91" y="106" width="40" height="20.5"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Cancel" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="cus-to-m01">
                    <rect key="frame" x="16" y="200" width="60" height="21"/>
                    <fontDescription key="fontDescription" name="Brandon-Regular" family="Brandon" pointSize="17"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Cancel" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bod-y0-l01">
                    <rect key="frame" x="16" y="300" width="52" height="20.5"/>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
    \(Fixture.label("asu-if-l01", text: "Cancel", font: #"name=".AppleSystemUIFont" family=".AppleSystemUIFont" pointSize="17""#, y: 400))
    """,
    constraints: """
                    <constraint firstItem="can-ce-l01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="tx1-c0-001"/>
                    <constraint firstItem="can-ce-l01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="tx1-c0-002"/>
                    <constraint firstItem="don-e0-l01" firstAttribute="leading" secondItem="can-ce-l01" secondAttribute="trailing" constant="8" id="tx1-c0-003"/>
                    <constraint firstItem="don-e0-l01" firstAttribute="centerY" secondItem="can-ce-l01" secondAttribute="centerY" id="tx1-c0-004"/>
                    <constraint firstItem="cus-to-m01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="tx1-c0-005"/>
                    <constraint firstItem="cus-to-m01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="200" id="tx1-c0-006"/>
                    <constraint firstItem="bod-y0-l01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="tx1-c0-007"/>
                    <constraint firstItem="bod-y0-l01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="300" id="tx1-c0-008"/>
                    <constraint firstItem="asu-if-l01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="tx1-c0-009"/>
                    <constraint firstItem="asu-if-l01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="400" id="tx1-c0-010"/>
    """)

  static func layout(_ text: String = header, _ state: IBState = IBState()) throws -> [String: Rect] {
    let doc = try Fixture.document(text)
    let resolved = IBResolver.resolve(doc, root: doc.roots[0], state: state)
    let result = LayoutEngine.solve(resolved.form, measuring: try PangoTextMeasurer())
    var frames: [String: Rect] = [:]
    for (id, frame) in result.frames { frames[id.rawValue] = frame }
    return frames
  }

  /// The stand-in font's own width of `text` at `size`, without tracking.
  static func untracked(_ text: String, size: Double) throws -> Double {
    try PangoTextMeasurer().measure(text, style: TextStyle(size: size), maxWidth: nil, maxLines: 1).size.width
  }

  /// Rounded up to the @3x pixel grid, as UILabel reports its size.
  static func onGrid(_ w: Double) -> Double { (w * 3 - 1e-6).rounded(.up) / 3 }

  /// Constraints placing `id` 16 in from the root's leading edge (and its trailing edge too
  /// with `bothSides`) and `top` down; their ids start with `id`.
  static func pinned(_ id: String, top: Int, bothSides: Bool = false) -> String {
    var lines = [
      #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="\#(id)-l"/>"#,
      #"<constraint firstItem="\#(id)" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\#(top)" id="\#(id)-t"/>"#,
    ]
    if bothSides {
      lines.append(
        #"<constraint firstItem="roo-t0-vw1" firstAttribute="trailing" secondItem="\#(id)" secondAttribute="trailing" constant="16" id="\#(id)-r"/>"#)
    }
    return lines.joined(separator: "\n")
  }

  /// SF tracks 17 pt text by −0.43 pt a character: "Cancel" is 6 × 0.43 = 2.58 pt narrower in
  /// the system font than in a custom font of the same width (labels on the @3x grid, the
  /// button's title on whole points), and what is placed after the button moves with it. The
  /// Body style is the system font at 17 pt.
  @Test func theSystemFontTracksAndACustomFontDoesNot() throws {
    let frames = try Self.layout()
    let plain = try Self.untracked("Cancel", size: 17)
    let system = Self.onGrid(plain - 6 * 0.43)
    let custom = try #require(frames["cus-to-m01"])
    #expect(abs(custom.width - Self.onGrid(plain)) < 0.01, "custom font: \(custom.width)")
    // UIButton reports its title's size in whole points, the width as the height.
    let title = (plain - 6 * 0.43 - 1e-6).rounded(.up)
    let button = try #require(frames["can-ce-l01"])
    #expect(button.width == title, "system button: \(button.width), expected \(title)")
    #expect(button.height == 33)  // 21 (17 pt on whole points) + 6 + 6
    let done = try #require(frames["don-e0-l01"])
    #expect(abs(done.minX - (16 + title + 8)) < 0.01, "Done at \(done.minX)")
    let body = try #require(frames["bod-y0-l01"])
    #expect(abs(body.width - system) < 0.01, "Body: \(body.width)")
    // ".AppleSystemUIFont" is the system font's own name (`UIFont.systemFont(ofSize:)`).
    let named = try #require(frames["asu-if-l01"])
    #expect(abs(named.width - system) < 0.01, ".AppleSystemUIFont: \(named.width)")
  }

  /// A text style tracks at the size Dynamic Type gives it: Body is 40 pt at AX3, where SF
  /// opens up by +0.37 pt a character, in its Display design (`largeSystemTextIsSetInTheDisplayFace`).
  @Test func aTextStyleTracksAtItsDynamicTypeSize() throws {
    let size = try #require(DynamicTypeTable.metrics("body", at: .accessibilityExtraLarge)?.size)
    #expect(size == 40)
    let frames = try Self.layout(Self.header, IBState(textSize: .accessibilityExtraLarge))
    let body = try #require(frames["bod-y0-l01"])
    let expected = try Self.system("Cancel", size: 40, .display)
    #expect(abs(expected - Self.onGrid(try Self.untracked("Cancel", size: 40) + 6 * 0.37)) > 1)
    #expect(abs(body.width - expected) < 0.01, "Body at AX3: \(body.width), expected \(expected)")
  }

  /// UILabel's width is its text's rounded up to the device's pixels: on the @3x iPhone every
  /// label's width is a whole number of thirds of a point.
  @Test func aLabelsWidthIsOnThePixelGrid() throws {
    let frames = try Self.layout()
    for id in ["don-e0-l01", "cus-to-m01", "bod-y0-l01"] {
      let w = try #require(frames[id]).width
      #expect(abs(w * 3 - (w * 3).rounded()) < 1e-6, "\(id): \(w)")
    }
  }

  /// An empty-state card (@3x): a two-line message in Subhead over a button 8 pt below it, and
  /// the same two lines in a 15 pt system font.
  static let card = Fixture.screen(
    """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="msg-sb-h01">
                    <rect key="frame" x="16" y="100" width="361" height="36"/>
                    <string key="text">No photos yet
    Add one</string>
                    <fontDescription key="fontDescription" style="UICTFontTextStyleSubhead"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="add-bt-n01">
                    <rect key="frame" x="16" y="144" width="60" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    <state key="normal" title="Add"/>
                </button>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="msg-sy-s01">
                    <rect key="frame" x="16" y="300" width="361" height="36"/>
                    <string key="text">No photos yet
    Add one</string>
                    <fontDescription key="fontDescription" type="system" pointSize="15"/>
                    <nil key="textColor"/>
                    <nil key="highlightedColor"/>
                </label>
    """,
    constraints: """
                    <constraint firstItem="msg-sb-h01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="tx2-c0-001"/>
                    <constraint firstItem="roo-t0-vw1" firstAttribute="trailing" secondItem="msg-sb-h01" secondAttribute="trailing" constant="16" id="tx2-c0-002"/>
                    <constraint firstItem="msg-sb-h01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="tx2-c0-003"/>
                    <constraint firstItem="add-bt-n01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="tx2-c0-004"/>
                    <constraint firstItem="add-bt-n01" firstAttribute="top" secondItem="msg-sb-h01" secondAttribute="bottom" constant="8" id="tx2-c0-005"/>
                    <constraint firstItem="msg-sy-s01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="tx2-c0-006"/>
                    <constraint firstItem="roo-t0-vw1" firstAttribute="trailing" secondItem="msg-sy-s01" secondAttribute="trailing" constant="16" id="tx2-c0-007"/>
                    <constraint firstItem="msg-sy-s01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="300" id="tx2-c0-008"/>
    """)

  /// Subhead is 15 pt with a leading of 20: its first line is the font's height (15 × 1.193 =
  /// 17.9, 18 on the @3x grid) and the second 20 more, 38 in all, so the button sits at
  /// 100 + 38 + 8. Two lines of the 15 pt system font, which has no leading of its own, are
  /// 2 × 17.9 = 35.8, 36 on the grid.
  @Test func aTextStylesLinesAreItsLeadingApart() throws {
    let frames = try Self.layout(Self.card)
    Fixture.expectFrame(frames, "msg-sb-h01", 16, 100, 361, 38)
    let button = try #require(frames["add-bt-n01"])
    #expect(button.minY == 146)
    let system = try #require(frames["msg-sy-s01"])
    #expect(abs(system.height - 36) < 0.01, "system font: \(system.height)")
  }

  /// Xcode writes some long texts as `<mutableString key="text">` (Frame Grabber's about
  /// screen, Swift Radio's, Strongbox's): the label is as tall as that text, two lines of 15 pt,
  /// as the same text in `<string>` is, not an empty label's 0.
  @Test func aMutableStringTextSizesItsLabel() throws {
    let mutable = Self.card.replacingOccurrences(of: "<string key=\"text\">", with: "<mutableString key=\"text\">")
      .replacingOccurrences(of: "Add one</string>", with: "Add one</mutableString>")
    #expect(mutable.contains("</mutableString>"))
    let frames = try Self.layout(mutable)
    let system = try #require(frames["msg-sy-s01"])
    #expect(abs(system.height - 36) < 0.01, "mutable string: \(system.height)")
  }

  /// Xcode writes a text holding control characters as base64 of its UTF-8 bytes, wrapped and
  /// without padding (netcloth's group notice, with three DLE characters): the label shows the
  /// decoded text, two lines of 15 pt as before, the control character taking no room.
  @Test func aBase64TextIsDecoded() throws {
    let encoded = Self.card.replacingOccurrences(
      of: "<string key=\"text\">No photos yet\nAdd one</string>",
      with: "<string key=\"text\" base64-UTF8=\"YES\">\nTm8gcGhvdG9zIHlldBAK\nQWRkIG9uZQ\n</string>")
    #expect(encoded.contains("base64-UTF8"))
    let doc = try Fixture.document(encoded)
    let resolved = IBResolver.resolve(doc, root: doc.roots[0], state: IBState())
    let kind = resolved.form.items.first { $0.id.rawValue == "msg-sy-s01" }?.kind
    guard case .label(let label)? = kind else { Issue.record("no label: \(String(describing: kind))"); return }
    #expect(label.text == "No photos yet\u{10}\nAdd one")
    let system = try #require(try Self.layout(encoded)["msg-sy-s01"])
    #expect(abs(system.height - 36) < 0.01, "\(system.height)")
    // Text that is not base64 (a hand-edited file) is kept as written, not dropped.
    let broken = encoded.replacingOccurrences(of: "Tm8gcGhvdG9zIHlldBAK", with: "No photos, not @base64!")
    let brokenDoc = try Fixture.document(broken)
    let kept = IBResolver.resolve(brokenDoc, root: brokenDoc.roots[0], state: IBState()).form.items
      .first { $0.id.rawValue == "msg-sy-s01" }?.kind
    guard case .label(let brokenLabel)? = kept else { Issue.record("no label: \(String(describing: kept))"); return }
    #expect(brokenLabel.text.contains("No photos, not @base64!"))
  }

  /// At AX3 Subhead is 36 pt with a leading of 43 (Apple's table): the first line is
  /// 36 × 1.193 = 42.96, 43 on the @3x grid, and the second 43 more: 86.
  @Test func theLeadingFollowsTheTextSize() throws {
    let metrics = try #require(DynamicTypeTable.metrics("subheadline", at: .accessibilityExtraLarge))
    #expect(metrics.size == 36 && metrics.leading == 43)
    let frames = try Self.layout(Self.card, IBState(textSize: .accessibilityExtraLarge))
    let label = try #require(frames["msg-sb-h01"])
    #expect(abs(label.height - 86) < 0.01, "\(label.height)")
  }

  /// A route summary on an iPhone 15 (@3x) in attributed text: no `fontDescription`, the font
  /// in the fragment's attributes (15 pt system), the same text in a named custom font, in
  /// the system font without a size, and in two faces of Helvetica Neue, wrapping and on one line.
  static let route: String = {
    let text = "Walk 9 min, 1 km"
    let helvetica = [
      (text: "Walk to ", attributes: #"<font key="NSFont" size="24" name="HelveticaNeue"/>"#),
      (text: "Boqueria", attributes: #"<font key="NSFont" size="24" name="HelveticaNeue-Bold"/>"#),
    ]
    let labels = [
      Fixture.attributedLabel("rou-te-l01", frame: (16, 100, 120, 18), fragments: [(text, """
        <color key="NSColor" white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
        <font key="NSFont" metaFont="system" size="15"/>
        <paragraphStyle key="NSParagraphStyle" alignment="natural" lineBreakMode="wordWrapping" baseWritingDirection="natural"/>
        """)]),
      Fixture.attributedLabel(
        "rou-te-l02", frame: (16, 200, 120, 15.67), fragments: [(text, #"<font key="NSFont" size="13" name="AvenirNext-Regular"/>"#)]),
      Fixture.attributedLabel("rou-te-l03", frame: (16, 300, 100, 15.67), fragments: [(text, #"<font key="NSFont" metaFont="system"/>"#)]),
      Fixture.attributedLabel("rou-te-l04", frame: (16, 400, 300, 28.67), lines: 0, fragments: helvetica),
      Fixture.attributedLabel("rou-te-l05", frame: (16, 500, 300, 28.67), fragments: helvetica),
    ]
    let ids = ["rou-te-l01", "rou-te-l02", "rou-te-l03", "rou-te-l04", "rou-te-l05"]
    let constraints = zip(ids, [100, 200, 300, 400, 500]).map { pinned($0, top: $1) }
    return Fixture.screen(labels.joined(separator: "\n"), constraints: constraints.joined(separator: "\n"))
  }()

  /// Attributed text is measured in its fragments' fonts: 15 pt system is 18 tall on the @3x
  /// grid (17.9) and tracks as SF does, 13 pt Avenir Next 18 tall (its 1.366-em line, 17.76) at
  /// its own spacing and width (its stand-in set at 0.965 of the size) — not the 17 pt system
  /// font a label without a `fontDescription` would have (20.33).
  @Test func attributedTextIsMeasuredInItsFragmentsFonts() throws {
    let frames = try Self.layout(Self.route)
    let system = try #require(frames["rou-te-l01"])
    #expect(abs(system.height - 18) < 0.01, "15 pt system: \(system.height)")
    let text = "Walk 9 min, 1 km"
    let tracked = Self.onGrid(try Self.untracked(text, size: 15) + Double(text.count) * SystemFontTracking.points(atSize: 15))
    #expect(abs(system.width - tracked) < 0.01, "15 pt system: \(system.width), expected \(tracked)")
    let custom = try #require(frames["rou-te-l02"])
    #expect(abs(custom.height - 18) < 0.01, "13 pt Avenir: \(custom.height)")
    #expect(abs(custom.width - Self.onGrid(try Self.untracked(text, size: 13 * 0.965))) < 0.01, "13 pt Avenir: \(custom.width)")
    // A fragment whose font names no size is 13 pt, AppKit's system font size: 15.67 tall
    // (15.51 on the @3x grid), not the label's 17 pt.
    let sizeless = try #require(frames["rou-te-l03"])
    #expect(abs(sizeless.height - 15.67) < 0.01, "sizeless system: \(sizeless.height)")
    let tracked13 = Self.onGrid(try Self.untracked(text, size: 13) + Double(text.count) * SystemFontTracking.points(atSize: 13))
    #expect(abs(sizeless.width - tracked13) < 0.01, "sizeless system: \(sizeless.width), expected \(tracked13)")
    // Runs of one size in two faces: the line is the taller face's. Helvetica Neue's regular
    // face is 1.165 em (27.96 at 24 pt), its bold keeps SF's 1.193 (28.64, 28.67 at @3x).
    let mixed = try #require(frames["rou-te-l04"])
    #expect(abs(mixed.height - 28.67) < 0.01, "regular and bold: \(mixed.height)")
    let oneLine = try #require(frames["rou-te-l05"])
    #expect(abs(oneLine.height - 28.67) < 0.01, "regular and bold on one line: \(oneLine.height)")
  }

  /// A multi-line label of attributed text at (16, `y`): one fragment in the `size`-pt system
  /// font with a paragraph style (`paragraph`, its line attributes) and optional `attributes`.
  static func attributedLabel(_ id: String, y: Int, size: Int, paragraph: String, text: String, attributes: String = "") -> String {
    """
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" usesAttributedText="YES" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="16" y="\(y)" width="200" height="20"/>
                    <attributedString key="attributedText">
                        <fragment content="\(text)">
                            <attributes>\(attributes)
                                <font key="NSFont" metaFont="system" size="\(size)"/>
                                <paragraphStyle key="NSParagraphStyle" lineBreakMode="wordWrapping" baseWritingDirection="natural" \(paragraph) tighteningFactorForTruncation="0.0"/>
                            </attributes>
                        </fragment>
                    </attributedString>
                    <nil key="highlightedColor"/>
                </label>
    """
  }

  /// Attributed labels whose paragraph style sets their lines (@3x): a multiple of the font's
  /// line, a line spacing, a minimum line height.
  static let paragraphs: String = {
    let grey = #"""

                                <color key="NSColor" red="0.40000000000000002" green="0.40000000000000002" blue="0.40000000000000002" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
    """#
    let labels = [
      attributedLabel("par-ag-l01", y: 100, size: 17, paragraph: #"alignment="center" lineHeightMultiple="1.1000000000000001""#, text: "Find the app&#10;and add it", attributes: grey),
      attributedLabel("par-ag-l02", y: 200, size: 14, paragraph: #"alignment="natural" lineSpacing="7""#, text: "Nothing here&#10;yet"),
      attributedLabel("par-ag-l03", y: 300, size: 14, paragraph: #"alignment="natural" lineSpacing="7""#, text: "Nothing here"),
      attributedLabel("par-ag-l04", y: 400, size: 17, paragraph: #"alignment="natural" minimumLineHeight="22""#, text: "Subheading"),
    ]
    let constraints = (1...4).map { i in
      """
                    <constraint firstItem="par-ag-l0\(i)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="par-c\(i)-001"/>
                    <constraint firstItem="par-ag-l0\(i)" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\(i * 100)" id="par-c\(i)-002"/>
      """
    }
    return Fixture.screen(labels.joined(separator: "\n"), constraints: constraints.joined(separator: "\n"))
  }()

  /// TextKit's line metrics, as Xcode stores them: two 17-pt lines at 1.1 are 2 × 1.1 × 20.29 =
  /// 44.63, 44.67 on the grid (DuckDuckGo's onboarding steps store 44.67); two 14-pt lines 7
  /// apart are 2 × 16.71 + 7 = 40.42, 40.67 (pocket-casts' note stores 40.5 at @2x); one line
  /// takes no spacing, 17 (as stored); a one-line minimum of 22 is 22 tall.
  @Test func aParagraphStyleSetsTheLines() throws {
    let frames = try Self.layout(Self.paragraphs)
    let line17 = 17 * 1.1934, line14 = 14 * 1.1934  // SF's line, 1.1934 em
    let cases: [(String, Double, Double)] = [
      ("par-ag-l01", Self.onGrid(2 * 1.1 * line17), 44 + 2.0 / 3),
      ("par-ag-l02", Self.onGrid(2 * line14 + 7), 40 + 2.0 / 3),
      ("par-ag-l03", Self.onGrid(line14), 17),
      ("par-ag-l04", 22, 22),
    ]
    for (id, expected, stored) in cases {
      let frame = try #require(frames[id])
      #expect(abs(frame.height - expected) < 0.01 && abs(expected - stored) < 0.01, "\(id): \(frame.height)")
    }
  }

  /// A text view that does not scroll sets the lines of its attributed text as a label does
  /// (TextKit lays out both): two 14-pt lines at 2 are 2 × 2 × 16.71 = 66.83 inside its 8-pt
  /// insets above and below, 82.83 (83 on the grid), where its paragraph style had
  /// been ignored (49.42 → 49.67); two lines 7 apart are 2 × 16.71 + 7 + 16.
  @Test func aTextViewsParagraphStyleSetsItsLines() throws {
    func textView(_ id: String, y: Int, paragraph: String) -> String {
      Self.attributedLabel(id, y: y, size: 14, paragraph: paragraph, text: "Nothing here&#10;yet")
        .replacingOccurrences(of: "<label ", with: #"<textView scrollEnabled="NO" "#)
        .replacingOccurrences(of: #" numberOfLines="0""#, with: "")
        .replacingOccurrences(of: "</label>", with: "</textView>")
    }
    let views = [textView("par-tv-001", y: 100, paragraph: #"lineHeightMultiple="2""#), textView("par-tv-002", y: 300, paragraph: #"lineSpacing="7""#)]
    let constraints = (1...2).map { i in
      """
                    <constraint firstItem="par-tv-00\(i)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="ptv-c\(i)-001"/>
                    <constraint firstItem="par-tv-00\(i)" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\(i * 200 - 100)" id="ptv-c\(i)-002"/>
      """
    }
    let frames = try Self.layout(Fixture.screen(views.joined(separator: "\n"), constraints: constraints.joined(separator: "\n")))
    let line14 = 14 * 1.1934
    let multiple = try #require(frames["par-tv-001"])
    #expect(abs(multiple.height - Self.onGrid(2 * 2 * line14 + 16)) < 0.01, "\(multiple.height)")
    let spaced = try #require(frames["par-tv-002"])
    #expect(abs(spaced.height - Self.onGrid(2 * line14 + 7 + 16)) < 0.01, "\(spaced.height)")
  }

  /// A text view that does not scroll sets every line of a Dynamic Type font at its style's
  /// leading, the first too (TextKit; a label's first line is the font's own height): one line
  /// of Body is 8 + 22 + 8 = 38 (SF's own line would give 36.33), one of Subhead 36, and a line
  /// separator before a line break ends a line of its own, as TextKit sets it: three lines, 82.
  @Test func aTextViewsDynamicTypeLinesAreTheStylesLeading() throws {
    func textView(_ id: String, style: String, text: String) -> String {
      """
                  <textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" scrollEnabled="NO" editable="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                      <rect key="frame" x="16" y="100" width="343" height="38"/>
                      <fontDescription key="fontDescription" style="\(style)"/>
                  </textView>
      """
    }
    let views = [
      textView("dyn-tv-001", style: "UICTFontTextStyleBody", text: "Privacy policy"),
      textView("dyn-tv-002", style: "UICTFontTextStyleSubhead", text: "Description"),
      textView("dyn-tv-003", style: "UICTFontTextStyleBody", text: "Visit us at&#x2028;&#10;example.com"),
    ]
    let constraints = [
      Self.pinned("dyn-tv-001", top: 100, bothSides: true), Self.pinned("dyn-tv-002", top: 200, bothSides: true),
      Self.pinned("dyn-tv-003", top: 300, bothSides: true),
    ]
    let frames = try Self.layout(Fixture.screen(views.joined(separator: "\n"), constraints: constraints.joined(separator: "\n")))
    let heights = try ["dyn-tv-001", "dyn-tv-002", "dyn-tv-003"].map { try #require(frames[$0]).height }
    #expect(heights == [38, 36, 82], "\(heights)")
  }

  /// A label of attributed text is drawn in its first run's colour and paragraph alignment
  /// (it has no `textColor` or `textAlignment` of its own), its glyphs at the bottom of lines
  /// its paragraph style made taller than the font's.
  @Test func attributedTextKeepsItsColourAndAlignment() throws {
    let doc = try Fixture.document(Self.paragraphs)
    let resolved = IBResolver.resolve(doc, root: doc.roots[0], state: IBState())
    guard case .label(let label)? = resolved.form.item("par-ag-l01")?.kind else {
      Issue.record("par-ag-l01 is not a label")
      return
    }
    #expect(label.alignment == .center)
    #expect(label.color.lowercased() == "#666666", "\(label.color)")
    #expect(label.style.glyphsAtLineBottom && label.style.lineSpacing == 0)
    guard case .label(let spaced)? = resolved.form.item("par-ag-l02")?.kind else { return }
    #expect(spaced.alignment == .leading && spaced.color == "label" && spaced.style.lineSpacing == 7)
  }

  /// A fee row whose labels still show their localization keys (@3x): the key with an
  /// underscore, the same letters without it, and the key in semibold.
  static let keys = Fixture.screen(
    """
    \(Fixture.label("key-us-l01", text: "lbl_fee", font: #"type="system" pointSize="14""#, y: 100))
    \(Fixture.label("key-us-l02", text: "lblfee", font: #"type="system" pointSize="14""#, y: 200))
    \(Fixture.label("key-us-l03", text: "lbl_fee", font: #"type="system" weight="semibold" pointSize="14""#, y: 300))
    \(Fixture.label("key-us-l04", text: "lblfee", font: #"type="system" weight="semibold" pointSize="14""#, y: 400))
    """,
    constraints: (1...4).map { k in
      """
                      <constraint firstItem="key-us-l0\(k)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="tx5-c0-l\(k)"/>
                      <constraint firstItem="key-us-l0\(k)" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\(k * 100)" id="tx5-c0-t\(k)"/>
      """
    }.joined(separator: "\n"))

  /// SF's low line is wider than Inter's: "lbl_fee" at 14 pt is "lblfee" plus Inter's
  /// underscore, its tracking and 0.125 em more (1.75 pt); in semibold, Inter's semibold
  /// underscore with the heavier weight's spacing (0.11 pt) and 0.184 em more (2.57 pt). A lone
  /// underscore measures as wide as one inside a word (its extra width is not trimmed at the
  /// line's ends). Both labels sit on the @3x grid, so the difference is good to two thirds of
  /// a point.
  @Test func anUnderscoreIsAsWideAsSFs() throws {
    let frames = try Self.layout(Self.keys)
    func underscore(_ weight: FontWeight) throws -> Double {
      try PangoTextMeasurer().measure("_", style: TextStyle(size: 14, weight: weight), maxWidth: nil, maxLines: 1).size.width
        + SystemFontTracking.points(atSize: 14)
    }
    // Less its extra, a lone underscore is Inter's: 0.45 to 0.48 em.
    let inter = (try underscore(.regular) - SystemFontTracking.points(atSize: 14) - 1.75) / 14
    #expect(inter > 0.44 && inter < 0.49, "Inter's underscore: \(inter) em")
    for (key, plain, expected) in [
      ("key-us-l01", "key-us-l02", try underscore(.regular)),
      ("key-us-l03", "key-us-l04", try underscore(.semibold) + 0.11),
    ] {
      let difference = try #require(frames[key]).width - (try #require(frames[plain]).width)
      #expect(abs(difference - expected) < 0.67, "\(key): \(difference), expected \(expected)")
    }
  }

  /// Wrapping labels whose text starts or ends with an underscore ("_Title", a localization
  /// placeholder): laid out at the width they ask for, they stay on one line. (Pango trims a
  /// line's outer letter spacing from its extents but counts it when fitting: measured without
  /// the underscore's extra width, "_Title" wrapped to three lines, 20 pt wide.)
  @Test func wrappingTextWithAnUnderscoreAtItsEndsStaysOnOneLine() throws {
    let labels = ["_Title", "Title_", "_A"].enumerated().map { k, text in
      Fixture.label("und-er-l0\(k)", text: text, font: #"type="system" pointSize="17""#, y: 100 * (k + 1))
        .replacingOccurrences(of: #"lineBreakMode="tailTruncation""#, with: #"lineBreakMode="wordWrap" numberOfLines="0""#)
    }
    let text = Fixture.screen(labels.joined(separator: "\n"), constraints: (0..<3).map { k in
      """
                      <constraint firstItem="und-er-l0\(k)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="und-c0-l\(k)"/>
                      <constraint firstItem="und-er-l0\(k)" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\(100 * (k + 1))" id="und-c0-t\(k)"/>
      """
    }.joined(separator: "\n"))
    let frames = try Self.layout(text)
    let line = try #require(frames["und-er-l00"]).height
    for k in 0..<3 {
      let frame = try #require(frames["und-er-l0\(k)"])
      #expect(abs(frame.height - line) < 0.01, "und-er-l0\(k): \(frame)")
    }
    #expect(try #require(frames["und-er-l00"]).width > 40)
    #expect(line < 25)
  }

  /// A reactions row (@3x): emoji-only labels of 13, 17 and 38 pt (one with the emoji
  /// variation selector, one in a named custom font), and "Go 🎉" at 17 pt.
  static let reactions = Fixture.screen(
    """
    \(Fixture.label("emo-ji-l13", text: "🔴", font: #"type="system" pointSize="13""#, y: 100))
    \(Fixture.label("emo-ji-l17", text: "⚽️", font: #"type="system" pointSize="17""#, y: 200))
    \(Fixture.label("emo-ji-l38", text: "😬", font: #"type="system" pointSize="38""#, y: 300))
    \(Fixture.label("emo-ji-av1", text: "🎉", font: #"name="AvenirNext-Regular" family="Avenir Next" pointSize="17""#, y: 400))
    \(Fixture.label("emo-ji-go1", text: "Go 🎉", font: #"type="system" pointSize="17""#, y: 500))
    \(Fixture.label("emo-ji-go2", text: "Go ", font: #"type="system" pointSize="17""#, y: 600))
    """,
    constraints: ["l13", "l17", "l38", "av1", "go1", "go2"].enumerated().map { k, id in
      """
                      <constraint firstItem="emo-ji-\(id)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="emo-c0-l\(k)"/>
                      <constraint firstItem="emo-ji-\(id)" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\((k + 1) * 100)" id="emo-c0-t\(k)"/>
      """
    }.joined(separator: "\n"))

  /// Apple Color Emoji sets an emoji its point size plus 5.5 pt wide (Xcode stores 🔴 segments
  /// at 13 pt, ⚽️ at 15, 🎉 and ✅ at 17, 😬 at 38: 1.45 em down to 1.13 em), in any font and
  /// whatever the code points after the first; the pinned fonts have no emoji at all.
  @Test func anEmojiIsItsSizePlusFiveAndAHalfWide() throws {
    let frames = try Self.layout(Self.reactions)
    for (id, size) in [("emo-ji-l13", 13.0), ("emo-ji-l17", 17), ("emo-ji-l38", 38), ("emo-ji-av1", 17)] {
      let width = try #require(frames[id]).width
      #expect(abs(width - Self.onGrid(size + 5.5)) < 0.01, "\(id): \(width), expected \(size + 5.5)")
    }
    let text = try #require(frames["emo-ji-go1"]).width - (try #require(frames["emo-ji-go2"]).width)
    #expect(abs(text - 22.5) < 0.67, "🎉 after text: \(text), expected 22.5")
  }

  /// A trip planner's header (@3x): a 28-pt bold title, a Title 1 heading, labels of 21, 22
  /// and 24 pt, a 24-pt "Continue" button, and a 28-pt title in a named custom font.
  static let header28 = Fixture.screen(
    """
    \(Fixture.label("wel-co-me1", text: "Welcome back", font: #"type="boldSystem" pointSize="28""#, y: 100))
    \(Fixture.label("tri-ps-ti1", text: "Your trips", font: #"style="UICTFontTextStyleTitle1""#, y: 150))
    \(Fixture.label("pla-n2-1p1", text: "Plan a trip", font: #"type="system" pointSize="21""#, y: 200))
    \(Fixture.label("pla-n2-2p1", text: "Plan a trip", font: #"type="system" pointSize="22""#, y: 250))
    \(Fixture.label("pla-n2-4p1", text: "Plan a trip", font: #"type="system" pointSize="24""#, y: 300))
    \(Fixture.label("wel-av-en1", text: "Welcome back", font: #"name="Brandon-Bold" family="Brandon" pointSize="28""#, y: 400))
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="con-ti-nu1">
                    <rect key="frame" x="16" y="350" width="100" height="41"/>
                    <fontDescription key="fontDescription" type="system" pointSize="24"/>
                    <state key="normal" title="Continue"/>
                </button>
    """,
    constraints: ["wel-co-me1", "tri-ps-ti1", "pla-n2-1p1", "pla-n2-2p1", "pla-n2-4p1", "con-ti-nu1", "wel-av-en1"]
      .enumerated().map { k, id in pinned(id, top: 100 + 50 * k) }.joined(separator: "\n"))

  /// The width of `text` in the system font at `size` and `weight`, set in `opticalSize` and
  /// tracked as SF is at that size, on the @3x grid.
  static func system(
    _ text: String, size: Double, weight: FontWeight = .regular, _ opticalSize: OpticalSize, spacing: Double = 0
  ) throws -> Double {
    let style = TextStyle(size: size, weight: weight, opticalSize: opticalSize)
    let plain = try PangoTextMeasurer().measure(text, style: style, maxWidth: nil, maxLines: 1).size.width
    return onGrid(plain + Double(text.count) * (SystemFontTracking.points(atSize: size) + spacing))
  }

  /// UIKit's system font is SF Pro Display at large sizes (the design goes from Text at 17 pt
  /// to Display at 28): from 22.5 pt the IB reader sets the system font in Inter Display, its
  /// stand-in, narrower than Inter by about a tenth, so "Welcome back" at 28 pt bold is as
  /// wide as Xcode stores it. Labels and buttons alike; a Title 1 style (28 pt) too; 21 and
  /// 22 pt stay Text, tightened towards Display (below); a named custom font keeps Inter
  /// whatever its size.
  @Test func largeSystemTextIsSetInTheDisplayFace() throws {
    let frames = try Self.layout(Self.header28)
    let display = try Self.system("Welcome back", size: 28, weight: .bold, .display)
    let text = try Self.system("Welcome back", size: 28, weight: .bold, .text)
    #expect(display < text - 8, "Inter Display \(display) against Inter \(text)")
    #expect(abs(try #require(frames["wel-co-me1"]).width - display) < 0.01)
    #expect(abs(try #require(frames["tri-ps-ti1"]).width - (try Self.system("Your trips", size: 28, .display))) < 0.01)
    #expect(abs(try #require(frames["pla-n2-1p1"]).width - (try Self.system("Plan a trip", size: 21, .text, spacing: -0.41))) < 0.01)
    #expect(abs(try #require(frames["pla-n2-2p1"]).width - (try Self.system("Plan a trip", size: 22, .text, spacing: -0.57))) < 0.01)
    #expect(abs(try #require(frames["pla-n2-4p1"]).width - (try Self.system("Plan a trip", size: 24, .display))) < 0.01)
    // UIButton's title on whole points.
    let title = try PangoTextMeasurer().measure(
      "Continue", style: TextStyle(size: 24, opticalSize: .display), maxWidth: nil, maxLines: 1).size.width
    let button = try #require(frames["con-ti-nu1"])
    #expect(button.width == (title + 8 * SystemFontTracking.points(atSize: 24) - 1e-6).rounded(.up), "\(button.width)")
    let custom = try #require(frames["wel-av-en1"])
    let inter = try PangoTextMeasurer().measure(
      "Welcome back", style: TextStyle(size: 28, weight: .bold), maxWidth: nil, maxLines: 1).size.width
    #expect(abs(custom.width - Self.onGrid(inter)) < 0.01, "custom font: \(custom.width)")
  }

  /// The line stays SF's (1.19 em on the pixel grid): 28 pt is 33.42, 33.67 at @3x, in either
  /// face; and the style the painter draws is the one measured.
  @Test func theDisplayFaceKeepsSFsLine() throws {
    let (frames, resolved, _) = try Fixture.layout(Self.header28)
    #expect(abs(try #require(frames["wel-co-me1"]).height - 101.0 / 3) < 0.01)
    for (id, expected) in [("wel-co-me1", OpticalSize.display), ("pla-n2-2p1", .text), ("wel-av-en1", .text)] {
      guard case .label(let label)? = resolved.form.item(.init(id))?.kind else {
        Issue.record("\(id) is not a label")
        continue
      }
      #expect(label.style.opticalSize == expected, "\(id)")
    }
  }

  /// A settings screen's titles (@3x): "Cancel" at 17 pt in the system font's medium,
  /// semibold and bold, and in a named bold custom font.
  static let weights = Fixture.screen(
    """
    \(Fixture.label("wgt-md-l01", text: "Cancel", font: #"type="system" weight="medium" pointSize="17""#, y: 100))
    \(Fixture.label("wgt-sb-l01", text: "Cancel", font: #"type="system" weight="semibold" pointSize="17""#, y: 200))
    \(Fixture.label("wgt-bd-l01", text: "Cancel", font: #"type="boldSystem" pointSize="17""#, y: 300))
    \(Fixture.label("wgt-cu-l01", text: "Cancel", font: #"name="Brandon-Bold" family="Brandon" pointSize="17""#, y: 400))
    """,
    constraints: ["md", "sb", "bd", "cu"].enumerated().map { k, id in
      """
                      <constraint firstItem="wgt-\(id)-l01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="wgt-c0-l\(k)"/>
                      <constraint firstItem="wgt-\(id)-l01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\((k + 1) * 100)" id="wgt-c0-t\(k)"/>
      """
    }.joined(separator: "\n"))

  /// SF widens with weight more than Inter, its stand-in: on top of SF's tracking, a system
  /// label is set looser by 0.012 em a character at bold, in proportion to its weight above
  /// regular (0.20 pt at 17 pt bold, 0.14 semibold, 0.07 medium); a named custom font is not.
  @Test func heavierSystemWeightsAreSetLooser() throws {
    let frames = try Self.layout(Self.weights)
    for (id, weight, extra) in [
      ("wgt-md-l01", FontWeight.medium, 0.07), ("wgt-sb-l01", .semibold, 0.14), ("wgt-bd-l01", .bold, 0.20),
    ] {
      let plain = try PangoTextMeasurer().measure("Cancel", style: TextStyle(size: 17, weight: weight), maxWidth: nil, maxLines: 1).size.width
      let expected = Self.onGrid(plain + 6 * (SystemFontTracking.points(atSize: 17) + extra))
      let label = try #require(frames[id])
      #expect(abs(label.width - expected) < 0.01, "\(id): \(label.width), expected \(expected)")
    }
    let bold = try PangoTextMeasurer().measure("Cancel", style: TextStyle(size: 17, weight: .bold), maxWidth: nil, maxLines: 1).size.width
    let custom = try #require(frames["wgt-cu-l01"])
    #expect(abs(custom.width - Self.onGrid(bold)) < 0.01, "custom font: \(custom.width)")
  }

  /// Helvetica Neue and Arial in their regular and bold faces are measured in Liberation Sans
  /// (Helvetica's widths), untracked and without a warning; Helvetica Neue's regular line is
  /// 1.165 em (20 at 17 pt). Its medium face, which Liberation Sans lacks, is as wide as
  /// halfway between Liberation Sans's regular and bold (Pango trims the half of a character's
  /// letter spacing that falls outside the line, under 0.3 pt here), with a warning-free name too.
  @Test func helveticaIsMeasuredInItsStandIn() throws {
    let text = "Group Channel"
    let screen = Fixture.screen(
      """
      \(Fixture.label("hel-rg-l01", text: text, font: #"name="HelveticaNeue" family="Helvetica Neue" pointSize="17""#, y: 100))
      \(Fixture.label("hel-bd-l01", text: text, font: #"name="Arial-BoldMT" family="Arial" pointSize="17""#, y: 200))
      \(Fixture.label("hel-md-l01", text: text, font: #"name="HelveticaNeue-Medium" family="Helvetica Neue" pointSize="17""#, y: 300))
      """,
      constraints: ["rg", "bd", "md"].enumerated().map { k, id in
        """
                        <constraint firstItem="hel-\(id)-l01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="hel-c0-l\(k)"/>
                        <constraint firstItem="hel-\(id)-l01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\((k + 1) * 100)" id="hel-c0-t\(k)"/>
        """
      }.joined(separator: "\n"))
    let frames = try Self.layout(screen)
    let resolved = try Fixture.layout(screen).resolved
    func width(_ style: TextStyle) throws -> Double {
      Self.onGrid(try PangoTextMeasurer().measure(text, style: style, maxWidth: nil, maxLines: 1).size.width)
    }
    let regular = try #require(frames["hel-rg-l01"])
    let helvetica = try width(TextStyle(family: .helvetica, size: 17))
    #expect(abs(regular.width - helvetica) < 0.01, "\(regular.width) against \(helvetica)")
    #expect(abs(regular.height - 20) < 0.01, "\(regular.height)")
    let bold = try #require(frames["hel-bd-l01"])
    let helveticaBold = try width(TextStyle(family: .helvetica, size: 17, weight: .bold))
    #expect(abs(bold.width - helveticaBold) < 0.01, "\(bold.width) against \(helveticaBold)")
    let medium = try #require(frames["hel-md-l01"])
    let halfway = (helvetica + helveticaBold) / 2
    #expect(medium.width > helvetica + 1 && medium.width < helveticaBold - 1, "\(medium.width)")
    #expect(abs(medium.width - halfway) <= 0.5, "\(medium.width) against \(halfway)")
    #expect(!resolved.warnings.contains { $0.message.contains("font") }, "\(resolved.warnings)")
  }

  /// A font apps bundle that Debian ships as the same files (Open Sans) is measured in its own
  /// face, by the weight and slant its name says, without a warning.
  @Test func openSansIsMeasuredInItself() throws {
    let text = "Folding cell"
    let screen = Fixture.screen(
      """
      \(Fixture.label("osa-sb-l01", text: text, font: #"name="OpenSans-Semibold" family="Open Sans" pointSize="17""#, y: 100))
      \(Fixture.label("osa-it-l01", text: text, font: #"name="OpenSans-Italic" family="Open Sans" pointSize="17""#, y: 200))
      """,
      constraints: ["sb", "it"].enumerated().map { k, id in
        """
                        <constraint firstItem="osa-\(id)-l01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="osa-c0-l\(k)"/>
                        <constraint firstItem="osa-\(id)-l01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\((k + 1) * 100)" id="osa-c0-t\(k)"/>
        """
      }.joined(separator: "\n"))
    let frames = try Self.layout(screen)
    let resolved = try Fixture.layout(screen).resolved
    let directory = "/usr/share/fonts/truetype/open-sans"
    for (id, file, weight, italic) in [
      ("osa-sb-l01", "OpenSans-Semibold.ttf", FontWeight.semibold, false), ("osa-it-l01", "OpenSans-Italic.ttf", .regular, true),
    ] {
      let style = TextStyle(size: 17, weight: weight, italic: italic, fontFile: "\(directory)/\(file)")
      let expected = Self.onGrid(try PangoTextMeasurer().measure(text, style: style, maxWidth: nil, maxLines: 1).size.width)
      let inter = Self.onGrid(try PangoTextMeasurer().measure(text, style: TextStyle(size: 17, weight: weight), maxWidth: nil, maxLines: 1).size.width)
      let label = try #require(frames[id])
      #expect(abs(label.width - expected) < 0.01 && abs(expected - inter) > 1, "\(id): \(label.width), Open Sans \(expected), Inter \(inter)")
    }
    #expect(!resolved.warnings.contains { $0.message.contains("font") }, "\(resolved.warnings)")
  }

  /// An app that bundles Inter names the family formshot pins as SF's stand-in: its text is
  /// set in the pinned face its name says (no SF tracking, which a named font never has) and
  /// nothing warns that the font is missing.
  @Test func interNamedByAnAppIsThePinnedInter() throws {
    let text = "What Works"
    let screen = Fixture.screen(
      Fixture.label("int-sb-l01", text: text, font: #"name="Inter-SemiBold" family="Inter" pointSize="20""#, y: 100),
      constraints: """
                        <constraint firstItem="int-sb-l01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="int-c0-l0"/>
                        <constraint firstItem="int-sb-l01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="int-c0-t0"/>
        """)
    let style = TextStyle(size: 20, weight: .semibold, fontFile: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf")
    let expected = Self.onGrid(try PangoTextMeasurer().measure(text, style: style, maxWidth: nil, maxLines: 1).size.width)
    let label = try #require(try Self.layout(screen)["int-sb-l01"])
    #expect(abs(label.width - expected) < 0.01, "\(label.width) against \(expected)")
    let resolved = try Fixture.layout(screen).resolved
    #expect(!resolved.warnings.contains { $0.message.contains("font") }, "\(resolved.warnings)")
  }

  /// An app's Arabic font without Latin letters (Noto Sans Arabic here, Droid Arabic Kufi in
  /// Almnabr): Xcode sets "Contact Details" in Helvetica, untracked, with the font's own space
  /// (Noto Sans Arabic's is 0.26 em) between the words, in the font's line (Almnabr's 18-pt
  /// label is stored 123.5 wide, where the stand-in gave 131, and SF's 124.33).
  @Test func charactersAFontLacksAreSetInHelvetica() throws {
    let screen = Fixture.screen(
      Fixture.label("ara-bi-l01", text: "Contact Details", font: #"name="NotoSansArabic-Regular" family="Noto Sans Arabic" pointSize="18""#, y: 100),
      constraints: """
                        <constraint firstItem="ara-bi-l01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="fbk-c0-l0"/>
                        <constraint firstItem="ara-bi-l01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="fbk-c0-t0"/>
        """)
    let file = "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf"
    let doc = try Fixture.document(screen)
    let resolved = IBResolver.resolve(
      doc, root: doc.roots[0], state: IBState(),
      fontFile: { $0 == "NotoSansArabic-Regular" ? AppFontFile(path: file, lineHeightPerPoint: 1.5) : nil })
    let measurer = try PangoTextMeasurer()
    let label = try #require(LayoutEngine.solve(resolved.form, measuring: measurer).frames.first { $0.id.rawValue == "ara-bi-l01" }?.frame)
    func width(_ text: String, _ style: TextStyle) -> Double {
      measurer.measure(text, style: style, maxWidth: nil, maxLines: 1).size.width
    }
    let helvetica = TextStyle(family: .helvetica, size: 18)
    let expected = Self.onGrid(width("Contact", helvetica) + width("Details", helvetica) + 0.26 * 18)
    let untracked = Self.onGrid(width("Contact Details", TextStyle(size: 18, fontFile: file)))
    #expect(abs(label.width - expected) < 0.01, "\(label.width) against \(expected)")
    #expect(untracked - label.width > 3, "\(label.width), the stand-in \(untracked)")
    #expect(abs(label.height - 27) < 0.01, "\(label.height)")
  }

  /// An app's font file is set without its own tracking table (`trak`), as Xcode sets it:
  /// "ABC" in a font of 600-unit letters whose table tightens 24-pt text by 100 units a letter
  /// is 3 × 0.6 × 24 = 43.2 wide (on the pixel grid), not 36.
  @Test func anAppFontsTrackingTableIsNotApplied() throws {
    let screen = Fixture.screen(
      Fixture.label("trk-lb-l01", text: "ABC", font: #"name="TrackedTest-Regular" family="Tracked Test" pointSize="24""#, y: 100),
      constraints: """
                        <constraint firstItem="trk-lb-l01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="trk-c0-l0"/>
                        <constraint firstItem="trk-lb-l01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="100" id="trk-c0-t0"/>
        """)
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Fonts/TrackedTest-Regular.ttf").path
    let doc = try Fixture.document(screen)
    let resolved = IBResolver.resolve(
      doc, root: doc.roots[0], state: IBState(),
      fontFile: { $0 == "TrackedTest-Regular" ? AppFontFile(path: file, lineHeightPerPoint: 1.0) : nil })
    let label = try #require(
      LayoutEngine.solve(resolved.form, measuring: try PangoTextMeasurer()).frames.first { $0.id.rawValue == "trk-lb-l01" }?.frame)
    #expect(abs(label.width - Self.onGrid(3 * 0.6 * 24)) < 0.01, "\(label.width)")
  }

  /// A 22-pt title ("Camera Unavailable") and a 20-pt one: SF's variable font has begun to
  /// narrow towards its Display design, so Inter is set 0.0065 em a character tighter for
  /// each point above 18 (0.57 pt at 22, 0.26 at 20) on top of SF's tracking; 17 pt is not.
  @Test func systemTextNarrowsTowardsDisplayAbove18Points() throws {
    let text = "Camera Unavailable"
    let screen = Fixture.screen(
      """
      \(Fixture.label("opt-22-l01", text: text, font: #"type="system" pointSize="22""#, y: 100))
      \(Fixture.label("opt-20-l01", text: text, font: #"type="system" pointSize="20""#, y: 200))
      \(Fixture.label("opt-17-l01", text: text, font: #"type="system" pointSize="17""#, y: 300))
      """,
      constraints: ["22", "20", "17"].enumerated().map { k, id in
        """
                        <constraint firstItem="opt-\(id)-l01" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="16" id="opt-c0-l\(k)"/>
                        <constraint firstItem="opt-\(id)-l01" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\((k + 1) * 100)" id="opt-c0-t\(k)"/>
        """
      }.joined(separator: "\n"))
    let frames = try Self.layout(screen)
    for (id, size, extra) in [("opt-22-l01", 22.0, -0.57), ("opt-20-l01", 20.0, -0.26), ("opt-17-l01", 17.0, 0.0)] {
      let plain = try PangoTextMeasurer().measure(text, style: TextStyle(size: size), maxWidth: nil, maxLines: 1).size.width
      let expected = Self.onGrid(plain + Double(text.count) * (SystemFontTracking.points(atSize: size) + extra))
      let label = try #require(frames[id])
      #expect(abs(label.width - expected) < 0.01, "\(id): \(label.width), expected \(expected)")
    }
  }

  /// A note under a screen's title, three times: wrapped in a label 16 from both sides of the
  /// 393-pt screen, once with Interface Builder's explicit preferred width of 200, once without,
  /// and once in a label 200 wide. The explicit width decides the lines, and so the height
  /// (Matomo's notes at 280 in 355-pt labels are stored nine lines tall); the label is still as
  /// wide as its constraints make it. Without it the text wraps at the label's own width.
  @Test func anExplicitPreferredWidthWrapsTheText() throws {
    let note = "Track searches made by the user in the app to understand what users are looking for."
    func label(_ id: String, _ extra: String) -> String {
      """
                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(note)" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" \(extra)translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                      <rect key="frame" x="16" y="100" width="361" height="60"/>
                      <fontDescription key="fontDescription" type="system" pointSize="14"/>
                      <nil key="textColor"/>
                      <nil key="highlightedColor"/>
                  </label>
      """
    }
    let text = Fixture.screen(
      label("exp-li-cit", #"preferredMaxLayoutWidth="200" "#) + "\n" + label("aut-om-ati", "") + "\n"
        + label("nar-ro-w01", ""),
      constraints: [
        Self.pinned("exp-li-cit", top: 100, bothSides: true), Self.pinned("aut-om-ati", top: 300, bothSides: true),
        Self.pinned("nar-ro-w01", top: 500),
        #"<constraint firstItem="nar-ro-w01" firstAttribute="width" constant="200" id="nar-ro-w01-w"/>"#,
      ].joined(separator: "\n"))
    let frames = try Self.layout(text)
    let explicit = try #require(frames["exp-li-cit"])
    let automatic = try #require(frames["aut-om-ati"])
    let narrow = try #require(frames["nar-ro-w01"])
    #expect(explicit.width == 361)
    #expect(abs(explicit.height - narrow.height) < 0.01)
    #expect(automatic.height < explicit.height - 10)
  }

  /// Old files name a font's size: `size="system"` is UIFont's `systemFontSize`, 14 pt, the
  /// size Matomo's example labels are stored at (14-pt lines), not a label's default 17.
  @Test func aNamedSystemSizeIs14Points() throws {
    let text = Fixture.screen(
      Fixture.label("nam-ed-sz1", text: "Opt out", font: #"type="system" size="system""#, y: 100) + "\n"
        + Fixture.label("poi-nt-sz1", text: "Opt out", font: #"type="system" pointSize="14""#, y: 200),
      constraints: Self.pinned("nam-ed-sz1", top: 100) + "\n" + Self.pinned("poi-nt-sz1", top: 200))
    let frames = try Self.layout(text)
    let named = try #require(frames["nam-ed-sz1"])
    let points = try #require(frames["poi-nt-sz1"])
    #expect(named.size == points.size)
    #expect(abs(named.height - Self.onGrid(14 * 1.1934)) < 0.4)
  }

  /// A segmented control's demo list, in Chinese, on an iPhone 8 (@2x) as JXSegmentedView's
  /// is: "只有图片" ("image only") in the 17-pt system font is stored 70 wide. iOS sets Han in
  /// its CJK font, about 1.02 em a character, and SF's tracking (−0.43 pt a character at 17
  /// pt, 66.5 for the four) is SF's alone. In a mixed title the Latin letters keep it: "Tab 标签"
  /// is "Tab " tracked as SF plus two characters of 17.34.
  @Test func chineseCharactersAreTheirCJKFontsWidth() throws {
    let text = Fixture.screen(
      Fixture.label("han-zi-001", text: "只有图片", font: #"type="system" pointSize="17""#, y: 100) + "\n"
        + Fixture.label("mix-ed-001", text: "Tab 标签", font: #"type="system" pointSize="17""#, y: 200),
      constraints: Self.pinned("han-zi-001", top: 100) + "\n" + Self.pinned("mix-ed-001", top: 200),
      device: "retina4_7", size: (375, 667))
    let frames = try Self.layout(text)
    let han = try #require(frames["han-zi-001"]).width
    #expect(abs(han - 70) <= 0.5, "只有图片: \(han), stored 70")
    let latin = try Self.system("Tab ", size: 17, .text)
    let mixed = try #require(frames["mix-ed-001"]).width
    #expect(abs(mixed - (latin + 2 * 17 * 1.02)) < 0.67, "Tab 标签: \(mixed), expected \(latin) + 34.7")
  }

  /// iOS sets Korean in Apple SD Gothic Neo, whose Hangul syllables are 0.868 em, narrower than
  /// the stand-in's 0.92 and untouched by SF's tracking: wakmusic's 17-pt "문의하기" is stored 59
  /// wide (Xcode 15, @3x), the juice-maker exercises' 15-pt "재고 수정" 56 (Xcode 12, @2x), the
  /// space between its words SF's.
  @Test func hangulSyllablesAreAppleSDGothicNeosWidth() throws {
    let text = Fixture.screen(
      Fixture.label("han-gl-001", text: "문의하기", font: #"type="system" pointSize="17""#, y: 100) + "\n"
        + Fixture.label("han-gl-002", text: "재고 수정", font: #"type="system" pointSize="15""#, y: 200),
      constraints: Self.pinned("han-gl-001", top: 100) + "\n" + Self.pinned("han-gl-002", top: 200))
    let frames = try Self.layout(text)
    let word = try #require(frames["han-gl-001"]).width
    #expect(abs(word - 59) <= 0.5, "문의하기: \(word), stored 59")
    let words = try #require(frames["han-gl-002"]).width
    let space = try Self.system(" ", size: 15, .text)
    #expect(abs(words - 56) <= 0.5, "재고 수정: \(words), stored 56")
    #expect(abs(words - (space + 4 * 15 * 0.868)) < 0.4, "재고 수정: \(words), expected \(space) + 52.1")
  }

  /// Before iOS 10 a Chinese character was its em: the same label in a file of Xcode 7 is 68
  /// wide (Yep's 13-pt "大观园" is stored 39); from Xcode 8 it is 1.02 em, as later (ShellCoin's
  /// labels of Xcode 8, bus-today's four-character 16-pt rows of Xcode 9.2 are 65.5,
  /// WeiWallet's 17-pt "利用規約" of Xcode 9.4 69.5).
  @Test func chineseCharactersWereTheirEmBeforeXcode8() throws {
    func width(tools: String) throws -> Double {
      let text = Fixture.screen(
        Fixture.label("han-zi-002", text: "只有图片", font: #"type="system" pointSize="17""#, y: 100),
        constraints: Self.pinned("han-zi-002", top: 100), device: "retina4_7", size: (375, 667), tools: tools)
      return try #require(try Self.layout(text)["han-zi-002"]).width
    }
    #expect(abs(try width(tools: "10117") - 68) < 0.01)
    for tools in ["11762", "14109"] {
      let later = try width(tools: tools)
      #expect(abs(later - 70) <= 0.5, "\(tools): \(later)")
    }
  }

  /// A CJK font the file names sets its characters at its own width, 1 em, in any version:
  /// WeiWallet's 17-pt "しばらくお待ちください。" in Hiragino Sans W3 is stored 204 wide (Xcode
  /// 9.4), where a system-font label of the same file is 1.02 em.
  @Test(arguments: ["14109", "23094"]) func aNamedCJKFontIsItsOwnWidth(tools: String) throws {
    let text = Fixture.screen(
      Fixture.label(
        "kan-a0-001", text: "しばらくお待ちください。",
        font: #"name="HiraginoSans-W3" family="Hiragino Sans" pointSize="17""#, y: 100),
      constraints: Self.pinned("kan-a0-001", top: 100), device: "retina4_7", size: (375, 667), tools: tools)
    let width = try #require(try Self.layout(text)["kan-a0-001"]).width
    #expect(abs(width - 204) <= 0.5, "しばらくお待ちください。: \(width), stored 204")
  }

  /// Apple SD Gothic Neo sets Han characters as narrow as its Hangul, 0.868 em, not a CJK
  /// font's em: bm's 22-pt semibold "黑名單" is stored 57 wide and "體育用品店" 95.5 (Xcode 14),
  /// where the em made them 66 and 110.
  @Test func appleSDGothicNeoSetsHanAsNarrowAsHangul() throws {
    let text = Fixture.screen(
      Fixture.label(
        "sdg-ha-001", text: "黑名單",
        font: #"name="AppleSDGothicNeo-SemiBold" family="Apple SD Gothic Neo" pointSize="22""#, y: 100)
        + "\n"
        + Fixture.label(
          "sdg-ha-002", text: "體育用品店",
          font: #"name="AppleSDGothicNeo-SemiBold" family="Apple SD Gothic Neo" pointSize="22""#, y: 200),
      constraints: Self.pinned("sdg-ha-001", top: 100) + "\n" + Self.pinned("sdg-ha-002", top: 200),
      device: "retina4_7", size: (375, 667), tools: "21507")
    let frames = try Self.layout(text)
    let three = try #require(frames["sdg-ha-001"]).width, five = try #require(frames["sdg-ha-002"]).width
    #expect(abs(three - 57) <= 0.5, "黑名單: \(three), stored 57")
    #expect(abs(five - 95.5) <= 0.5, "體育用品店: \(five), stored 95.5")
  }

  /// A label with no text (the app fills it in) still has its font's baselines, those of one
  /// line: pocket-casts' add cell (Xcode 14) aligns an empty 21-pt label's baseline with its
  /// 21-pt title's, and Xcode stores both at the same y; its first baseline is a line's below
  /// its top (WePeiYang's empty 10-pt label, 0 tall, is stored 6.5 below its 17-pt neighbour's top).
  @Test func anEmptyLabelHasItsFontsBaselines() throws {
    let sized = { (id: String, text: String, x: Int) in
      Fixture.label(id, text: text, font: #"type="system" pointSize="17""#, y: 100)
        .replacingOccurrences(of: #"x="16""#, with: #"x="\#(x)""#)
        .replacingOccurrences(
          of: "<fontDescription", with: #"<constraints><constraint firstAttribute="height" constant="21" id="\#(id)-h"/></constraints><fontDescription"#)
    }
    let text = Fixture.screen(
      sized("ttl-lb-001", "Main", 16) + "\n" + sized("emp-lb-001", "", 200)
        + "\n" + Fixture.label("emp-lb-002", text: "", font: #"type="system" pointSize="10""#, y: 300),
      constraints: Self.pinned("ttl-lb-001", top: 100) + """

        <constraint firstItem="emp-lb-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="200" id="emp-c0-001"/>
        <constraint firstItem="emp-lb-001" firstAttribute="baseline" secondItem="ttl-lb-001" secondAttribute="baseline" id="emp-c0-002"/>
        <constraint firstItem="emp-lb-002" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="300" id="emp-c0-003"/>
        <constraint firstItem="emp-lb-002" firstAttribute="firstBaseline" secondItem="ttl-lb-001" secondAttribute="firstBaseline" id="emp-c0-004"/>
        """)
    let frames = try Self.layout(text)
    let title = try #require(frames["ttl-lb-001"])
    let empty = try #require(frames["emp-lb-001"])
    #expect(title.minY == 100)
    #expect(abs(empty.minY - 100) < 0.01, "the empty label is at \(empty.minY), the title at 100")
    let small = try #require(frames["emp-lb-002"])
    #expect(small.height == 0)
    #expect(abs(small.minY - 106.5) < 0.5, "the empty 10-pt label's top is at \(small.minY), stored 6.5 below the title's")
  }
}
