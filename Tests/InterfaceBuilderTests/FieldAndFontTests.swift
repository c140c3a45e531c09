// Text views whose size comes from what UIKit draws in them: a borderless text field is taller
// than its font's line unless it is secure (and from Xcode 26 an empty one is measured in the
// 17-pt default font), an info button is its 22 × 22 image, and a bundled custom font has its
// own line height (Open Sans, Roboto Mono; Menlo, which iOS ships) and, when monospaced, a
// monospaced stand-in.
import AutoLayout
import CairoBackend
import Foundation
import Geometry
import IBTestSupport
import InterfaceBuilder
import LayoutContract
import Testing

@Suite struct FieldAndFontTests {
  /// A borderless text field at `size` pt pinned at its top-left corner; `traits` are the
  /// `textInputTraits` element's attributes.
  static func field(_ id: String, y: Int, size: Int, placeholder: String, text: String = "", traits: String = "") -> String {
    """
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" placeholder="\(placeholder)"\(text.isEmpty ? "" : " text=\"\(text)\"") textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="20" y="\(y)" width="120" height="30"/>
                    <fontDescription key="fontDescription" type="system" pointSize="\(size)"/>
                    <textInputTraits key="textInputTraits" autocorrectionType="no"\(traits)/>
                </textField>
    """
  }

  static func pinned(_ id: String, y: Int, n: Int) -> String {
    """
                    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="20" id="ff\(n)-c0-001"/>
                    <constraint firstItem="\(id)" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="\(y)" id="ff\(n)-c0-002"/>
    """
  }

  /// A sign-in form on an iPhone (@3x): user name and password fields at 15 pt, and a
  /// search field at 14 pt with text in it.
  static func signIn(tools: String) -> String {
    Fixture.xib(
      tools: tools,
      Fixture.rootView("""
      \(field("usr-nm-fld", y: 100, size: 15, placeholder: "User name"))
      \(field("pwd-nm-fld", y: 200, size: 15, placeholder: "Password", traits: " secureTextEntry=\"YES\""))
      \(field("fnd-tx-fld", y: 300, size: 14, placeholder: "Search", text: "maps"))
      \(field("emp-ty-fld", y: 400, size: 14, placeholder: "Meters"))
      """, constraints: """
      \(pinned("usr-nm-fld", y: 100, n: 1))
      \(pinned("pwd-nm-fld", y: 200, n: 2))
      \(pinned("fnd-tx-fld", y: 300, n: 3))
      \(pinned("emp-ty-fld", y: 400, n: 4))
      """))
  }

  /// A non-secure borderless field is 1.29 em tall at least (15 pt: 19.35, 19.67 on the @3x
  /// grid); a secure one is its font's line (17.9, 18).
  /// So do files of toolsVersion 23727, which Xcode 16.4 writes too (tinode's empty 18-pt
  /// fields of June 2025 store 23.33).
  @Test func aTypedFieldIsTallerThanASecureOne() throws {
    for tools in ["22505", "23727"] {
      let frames = try Fixture.layout(Self.signIn(tools: tools)).frames
      #expect(abs(try #require(frames["usr-nm-fld"]).height - 59.0 / 3) < 0.01)
      #expect(abs(try #require(frames["pwd-nm-fld"]).height - 18) < 0.01)
      // Before Xcode 26 an empty field is measured in its own font (14 pt: 18.06, 18.33).
      #expect(abs(try #require(frames["emp-ty-fld"]).height - 55.0 / 3) < 0.01, "\(tools)")
    }
  }

  /// Before Xcode 11 (iOS 12's fields) a borderless field is its font's line rounded up to
  /// whole points, secure or not: 15 pt 18 (17.9), 14 pt 17 (16.71), as QuickBlox's 16-pt
  /// sign-up fields are stored 20 and ToThePenny's 17-pt ones 21, not 21 and 22.
  @Test func beforeXcode11AFieldIsItsLineInWholePoints() throws {
    let frames = try Fixture.layout(Self.signIn(tools: "14460")).frames
    #expect(abs(try #require(frames["usr-nm-fld"]).height - 18) < 0.01)
    #expect(abs(try #require(frames["pwd-nm-fld"]).height - 18) < 0.01)
    #expect(abs(try #require(frames["fnd-tx-fld"]).height - 17) < 0.01)
    #expect(abs(try #require(frames["emp-ty-fld"]).height - 17) < 0.01)
  }

  /// From Xcode 26 an empty field's line is the 17-pt default font's (22), whatever its own
  /// font; one with text keeps its font's (14 pt: 18.33), and a secure one its font's line.
  @Test func xcode26MeasuresAnEmptyFieldInTheDefaultFont() throws {
    let frames = try Fixture.layout(Self.signIn(tools: "24127")).frames
    #expect(abs(try #require(frames["emp-ty-fld"]).height - 22) < 0.01)
    #expect(abs(try #require(frames["usr-nm-fld"]).height - 22) < 0.01)
    #expect(abs(try #require(frames["fnd-tx-fld"]).height - 55.0 / 3) < 0.01)
    #expect(abs(try #require(frames["pwd-nm-fld"]).height - 18) < 0.01)
  }

  /// An info button (and the detail-disclosure and add buttons) is its 22 × 22 system image,
  /// with no padding: not the 30 × 34 of an empty button.
  @Test func anInfoButtonIsItsImage() throws {
    let text = Fixture.screen(
      """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="infoLight" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="inf-o0-btn">
                    <rect key="frame" x="20" y="100" width="30" height="34"/>
                </button>
      """,
      constraints: Self.pinned("inf-o0-btn", y: 100, n: 5))
    let frames = try Fixture.layout(text).frames
    Fixture.expectFrame(frames, "inf-o0-btn", 20, 100, 22, 22)
  }

  static func label(_ id: String, y: Int, font: String, size: Int, text: String) -> String {
    Fixture.label(id, text: text, font: "name=\"\(font)\" family=\"\(font)\" pointSize=\"\(size)\"", y: y)
  }

  /// Bundled custom fonts: Roboto Mono's line is 1.3188 em (24 pt: 31.65, 31.67 at @3x),
  /// Material Icons' 1 em,
  /// Open Sans's 1.3618 em (16 pt: 21.79, 22), a font not known here SF's (17 pt: 20.33); a
  /// button's title line is whole points (Roboto Mono 17 pt: 22.42 → 23, + 12 = 35).
  @Test func aBundledFontHasItsOwnLine() throws {
    let text = Fixture.screen(
      """
      \(Self.label("mon-o0-lbl", y: 100, font: "RobotoMono-Regular", size: 24, text: "v1.0"))
      \(Self.label("ope-n0-lbl", y: 200, font: "OpenSans-Regular", size: 16, text: "Servers"))
      \(Self.label("unk-n0-lbl", y: 300, font: "Brandon-Regular", size: 17, text: "Servers"))
      \(Self.label("ico-n0-lbl", y: 500, font: "MaterialIcons-Regular", size: 24, text: "lock"))
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="mon-o0-btn">
                    <rect key="frame" x="20" y="400" width="100" height="30"/>
                    <fontDescription key="fontDescription" name="RobotoMono-Regular" family="Roboto Mono" pointSize="17"/>
                    <state key="normal" title="@someone"/>
                </button>
      """,
      constraints: Self.pinned("mon-o0-lbl", y: 100, n: 6) + Self.pinned("ope-n0-lbl", y: 200, n: 7)
        + Self.pinned("unk-n0-lbl", y: 300, n: 8) + Self.pinned("mon-o0-btn", y: 400, n: 9)
        + Self.pinned("ico-n0-lbl", y: 500, n: 10))
    let frames = try Fixture.layout(text).frames
    #expect(abs(try #require(frames["mon-o0-lbl"]).height - 95.0 / 3) < 0.01)
    #expect(abs(try #require(frames["ope-n0-lbl"]).height - 22) < 0.01)
    #expect(abs(try #require(frames["unk-n0-lbl"]).height - 61.0 / 3) < 0.01)
    #expect(abs(try #require(frames["mon-o0-btn"]).height - 35) < 0.01)
    // An icon font is one em tall.
    #expect(abs(try #require(frames["ico-n0-lbl"]).height - 24) < 0.01)
  }

  static let customLines: [(String, Int, String, Double)] = [
    ("Menlo-Regular", 14, "bc1qxy2kgdy", 49.0 / 3), ("Muli-Bold", 20, "Welcome", 89.0 / 3),
    ("AvenirNext-Regular", 22, "Code", 91.0 / 3), ("Avenir-Book", 20, "Today", 82.0 / 3),
    ("Roboto-Regular", 15, "Timeline", 20), ("SourceCodePro-Bold", 16, "ssh-ed25519", 61.0 / 3),
    ("Karla-Bold", 28, "Say their names", 33), ("ProximaNova-Semibold", 16, "Tabs", 16),
    ("GillSans", 13, "Started", 15), ("GillSans-Bold", 17, "Finished", 61.0 / 3),
    ("HiraginoSans-W3", 15, "Balance", 15), ("HiraginoSans-W6", 17, "Send", 17),
    ("ArialMT", 14, "Pickup", 47.0 / 3), ("Arial-BoldMT", 16, "Submit", 18),
    ("PingFangTC-Regular", 18, "議程", 76.0 / 3), ("PingFangSC-Semibold", 14, "登录", 59.0 / 3),
    ("AppleSDGothicNeo-Bold", 24, "추천 큐레이터", 29),
    ("Inter-Regular", 15, "Tips", 55.0 / 3), ("Inter-SemiBold", 20, "What Works", 73.0 / 3),
    ("Futura-Medium", 14, "Upload", 55.0 / 3),
  ]

  /// Custom fonts with their own line: Menlo, the monospaced face iOS ships, is shorter than SF,
  /// 1.1641 em (its `hhea` 1901 + 483 of 2048), so a 14-pt address label is 16.30, 16.33 at
  /// @3x, where SF's line would make it 17 (Green's address labels and text views, Yep's and
  /// openterm's labels); Muli's is 1.4741 em (2412 + 607 of 2048): 20 pt 29.48, 29.67 at @3x,
  /// where SF's 1.19 em gave 24 (opentrace); Avenir Next's and Avenir's 1.366 em: 22 pt 30.05,
  /// 30.33 at @3x, 20 pt 27.32, 27.33 (Spring, 30 Days of Swift), where SF's gave 26.33 and 24.
  /// Roboto's is Roboto Mono's 1.3188 em (15 pt: 19.78, 20), Source Code Pro's 1.257 (16 pt:
  /// 20.11, 20.33), Karla's 1.168 (28 pt: 32.70, 33), Proxima Nova's and Hiragino Sans's one
  /// em (WeiWallet's 15- and 17-pt labels, 15 and 17 tall, where SF's gave 18 and 20.33); Gill
  /// Sans's regular face 1.148 (13 pt: 14.92, 15), its bold face SF's (17 pt: 20.33); Arial's
  /// 1.1172 em (its `hhea` 1854 + 434 of 2048, no line gap: 14 pt 15.64, 15.67; 16 pt 17.88,
  /// 18 — XP Driver's 15 bold 16-pt "Submit" labels, where SF's line gave 19.33); PingFang's
  /// 1.4 em (1060 + 340 of 1000: 18 pt 25.2, 25.33 at @3x; 14 pt 19.6, 19.67 — MOPCON's
  /// agenda labels, where SF's gave 21.67 and 17); Apple SD Gothic Neo's 1.2 em (24 pt 28.8,
  /// 29, as DIMODAMO's and Checkmate's titles store it, where SF's gave 28.67); Inter's own
  /// 1.2102 em when an app names it (2728 + 680 of 2816: 15 pt 18.15, 18.33; 20 pt 24.20,
  /// 24.33 — HeartMate's labels, where SF's line, which Inter takes as SF's stand-in, gave 18
  /// and 24); Futura's 1.3 em (14 pt 18.2, 18.33 — Petfolio's, where SF's gave 17).
  @Test(arguments: Self.customLines)
  func aCustomFontHasItsOwnLine(font: String, size: Int, text: String, height: Double) throws {
    let screen = Fixture.screen(
      Self.label("cus-l0-lbl", y: 100, font: font, size: size, text: text),
      constraints: Self.pinned("cus-l0-lbl", y: 100, n: 11))
    let frames = try Fixture.layout(screen).frames
    #expect(abs(try #require(frames["cus-l0-lbl"]).height - height) < 0.01)
  }

  /// A monospaced custom font is measured in the monospaced stand-in: every character 0.6 em
  /// (17 pt: 10.2), so "@someone" is 8 × 10.2 = 81.6 wide, 82 as a button's title — where Inter
  /// would make it a fifth narrower.
  @Test func aMonospacedFontIsMeasuredMonospaced() throws {
    let text = Fixture.screen(
      """
                <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="mon-o0-btn">
                    <rect key="frame" x="20" y="400" width="100" height="30"/>
                    <fontDescription key="fontDescription" name="RobotoMono-Regular" family="Roboto Mono" pointSize="17"/>
                    <state key="normal" title="@someone"/>
                </button>
      """ + Self.label("cur-si-lbl", y: 500, font: "MonotypeCorsiva", size: 17, text: "iiii"),
      constraints: Self.pinned("mon-o0-btn", y: 400, n: 9) + Self.pinned("cur-si-lbl", y: 500, n: 10))
    let doc = try Fixture.document(text)
    let resolved = IBResolver.resolve(doc, root: doc.roots[0], state: IBState())
    let result = LayoutEngine.solve(resolved.form, measuring: try PangoTextMeasurer())
    let button = try #require(result.frames.first { $0.id.rawValue == "mon-o0-btn" }?.frame)
    #expect(abs(button.width - 82) < 0.01)
    // Monotype's faces are not monospaced: four i's are far narrower than 4 × 10.2.
    let corsiva = try #require(result.frames.first { $0.id.rawValue == "cur-si-lbl" }?.frame)
    #expect(corsiva.width < 30)
  }


  /// Avenir and Avenir Next, which iOS ships and formshot does not have, set text narrower than
  /// Inter, their stand-in: Inter is set 0.95 and 0.965 of their size, so a label is as wide as
  /// Xcode stores it — JobLoyal's 16-pt "Total Income" in Avenir Medium 93 (Xcode 12, @2x),
  /// Eatery's 17-pt "No Favorites" in Avenir Next 97.5 (where Inter at their size made them 98.5
  /// and 101.5) — and still as tall as their own line (1.366 em). A condensed face is another
  /// font, not narrowed by the same measure.
  @Test func avenirIsNarrowerThanItsStandIn() throws {
    let screen = Fixture.screen(
      Self.label("ave-ni-lbl", y: 100, font: "Avenir-Medium", size: 16, text: "Total Income")
        + Self.label("ave-nx-lbl", y: 200, font: "AvenirNext-Regular", size: 17, text: "No Favorites")
        + Self.label("unk-nx-lbl", y: 300, font: "Brandon-Regular", size: 17, text: "No Favorites")
        + Self.label("ave-cn-lbl", y: 400, font: "AvenirNextCondensed-Regular", size: 17, text: "No Favorites"),
      constraints: Self.pinned("ave-ni-lbl", y: 100, n: 12) + Self.pinned("ave-nx-lbl", y: 200, n: 13)
        + Self.pinned("unk-nx-lbl", y: 300, n: 14) + Self.pinned("ave-cn-lbl", y: 400, n: 15))
    let frames = try TextMeasurementTests.layout(screen)
    let avenir = try #require(frames["ave-ni-lbl"])
    let next = try #require(frames["ave-nx-lbl"])
    #expect(abs(avenir.width - 93) <= 0.5)
    #expect(abs(next.width - 97.5) <= 0.5)
    #expect(abs(avenir.height - 22) < 0.01)
    // A font formshot knows nothing of keeps Inter's width; so does a condensed Avenir Next.
    let unknown = try #require(frames["unk-nx-lbl"]).width
    #expect(abs(next.width / unknown - 0.965) < 0.01)
    #expect(try #require(frames["ave-cn-lbl"]).width == unknown)
  }

  /// Futura Medium, which iOS ships and formshot does not have, sets text about 0.94 as wide
  /// as Inter Medium, in a 1.3-em line: Petfolio's 16-pt "Delete" is stored 47 wide and 21
  /// tall, where Inter at its size made it 50 wide and SF's line 19.33 tall.
  @Test func futuraMediumIsNarrowerThanItsStandIn() throws {
    let screen = Fixture.screen(
      Self.label("fut-me-lbl", y: 100, font: "Futura-Medium", size: 16, text: "Delete")
        + Self.label("unk-me-lbl", y: 200, font: "Brandon-Medium", size: 16, text: "Delete"),
      constraints: Self.pinned("fut-me-lbl", y: 100, n: 12) + Self.pinned("unk-me-lbl", y: 200, n: 13))
    let frames = try TextMeasurementTests.layout(screen)
    let futura = try #require(frames["fut-me-lbl"])
    #expect(abs(futura.width - 47) <= 0.5, "\(futura.width)")
    #expect(abs(futura.height - 21) < 0.01, "\(futura.height)")
    #expect(try #require(frames["unk-me-lbl"]).width - futura.width >= 2.5)
  }

  /// A rounded-rect field `id` at `size` pt in `font` (a `fontDescription`'s attributes),
  /// pinned at its top-left corner.
  static func roundedField(_ id: String, y: Int, font: String) -> String {
    """
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Amount" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="20" y="\(y)" width="120" height="40"/>
                    <fontDescription key="fontDescription" \(font)/>
                    <textInputTraits key="textInputTraits"/>
                </textField>
    """
  }

  /// A rounded-rect field is 30 tall in files of Xcode 10 and earlier (iOS 12's field) and
  /// 34 from Xcode 11, at 14 pt, in the 17-pt Body style and at 18 pt, and at a 16-pt Muli or
  /// 18-pt Courier New whose line plus 14 had made it taller; up to Xcode 10 also at 26 pt.
  @Test func aRoundedRectFieldIs30TallBeforeXcode11And34After() throws {
    func heights(_ tools: String) throws -> [Double] {
      let text = Fixture.screen(
        Self.roundedField("sys-rr-fld", y: 100, font: #"type="system" pointSize="14""#)
          + Self.roundedField("bod-rr-fld", y: 150, font: #"style="UICTFontTextStyleBody""#)
          + Self.roundedField("big-rr-fld", y: 250, font: #"type="system" pointSize="18""#)
          + Self.roundedField("hug-rr-fld", y: 350, font: #"type="system" pointSize="26""#)
          + Self.roundedField("mul-rr-fld", y: 200, font: #"name="Muli" family="Muli" pointSize="16""#)
          + Self.roundedField("cou-rr-fld", y: 300, font: #"name="CourierNewPSMT" family="Courier New" pointSize="18""#),
        constraints: Self.pinned("sys-rr-fld", y: 100, n: 12) + Self.pinned("bod-rr-fld", y: 150, n: 15)
          + Self.pinned("mul-rr-fld", y: 200, n: 13) + Self.pinned("cou-rr-fld", y: 300, n: 14)
          + Self.pinned("big-rr-fld", y: 250, n: 16) + Self.pinned("hug-rr-fld", y: 350, n: 17),
        device: "retina4_7", size: (375, 667), tools: tools)
      let frames = try Fixture.layout(text).frames
      return try ["sys-rr-fld", "bod-rr-fld", "big-rr-fld", "mul-rr-fld", "cou-rr-fld", "hug-rr-fld"].map { try #require(frames[$0]).height }
    }
    #expect(try heights("12118") == [30, 30, 30, 30, 30, 30])
    #expect(try heights("14460.31") == [30, 30, 30, 30, 30, 30])
    #expect(try heights("16096")[0...4] == [34, 34, 34, 34, 34])
    #expect(try heights("24506")[0...4] == [34, 34, 34, 34, 34])
  }

  /// A line field is its font's line and 4 tall, a bezel field its line and 5 (14 pt on the
  /// @2x grid: 17 + 4 and 17 + 5), not a rounded rect's 30.
  @Test func lineAndBezelFieldsAreALittleTallerThanTheirLine() throws {
    func field(_ id: String, border: String, y: Int) -> String {
      Self.roundedField(id, y: y, font: #"type="system" pointSize="14""#)
        .replacingOccurrences(of: #"borderStyle="roundedRect""#, with: #"borderStyle="\#(border)""#)
    }
    let text = Fixture.screen(
      field("lin-bd-fld", border: "line", y: 100) + field("bez-bd-fld", border: "bezel", y: 200),
      constraints: Self.pinned("lin-bd-fld", y: 100, n: 15) + Self.pinned("bez-bd-fld", y: 200, n: 16),
      device: "retina4_7", size: (375, 667), tools: "10117")
    let frames = try Fixture.layout(text).frames
    #expect(try #require(frames["lin-bd-fld"]).height == 21)
    #expect(try #require(frames["bez-bd-fld"]).height == 22)
  }

  /// A borderless 17-pt field at `x` with its text at `alignment`, 30 tall when `tall` (else its
  /// text's own height), and the constraints aligning its baseline with the label `roo-m0-lbl`.
  static func baselineField(_ id: String, x: Int, alignment: String, tall: Bool) -> (view: String, constraints: String) {
    let height = #"<constraint firstAttribute="height" constant="30" id="\#(id.prefix(3))-ht-030"/>"#
    let view = """
                <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="\(alignment)" placeholder="Room name" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                    <rect key="frame" x="\(x)" y="96" width="120" height="30"/>
                    <constraints>
                        \(tall ? height : "")
                    </constraints>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    <textInputTraits key="textInputTraits" returnKeyType="join"/>
                </textField>
    """
    let constraints = """
                    <constraint firstItem="\(id)" firstAttribute="baseline" secondItem="roo-m0-lbl" secondAttribute="baseline" id="\(id.prefix(3))-bl-001"/>
                    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="\(x)" id="\(id.prefix(3))-ld-001"/>
    """
    return (view, constraints)
  }

  /// UITextField centres its text in its height (`contentVerticalAlignment`, centre by
  /// default), so a field taller than its text has its baseline lower and sits higher against a
  /// label it is aligned with by baseline: a 30-pt field's centre is where a field of its text's
  /// own height (22) has it, 4 pt above it; a field whose text is at the top keeps that
  /// field's top (twilio's room fields, on the baseline of a 17-pt "Room:" label).
  @Test func aTallerFieldCentresItsBaseline() throws {
    let fields = [
      Self.baselineField("cen-tr-fld", x: 100, alignment: "center", tall: true),
      Self.baselineField("nat-ht-fld", x: 230, alignment: "center", tall: false),
      Self.baselineField("top-al-fld", x: 360, alignment: "top", tall: true),
    ]
    let text = Fixture.screen(
      Fixture.label("roo-m0-lbl", text: "Room:", font: #"type="system" pointSize="17""#, y: 100)
        + fields.map(\.view).joined(separator: "\n"),
      constraints: Self.pinned("roo-m0-lbl", y: 100, n: 15) + fields.map(\.constraints).joined(separator: "\n"))
    let frames = try Fixture.layout(text).frames
    let centred = try #require(frames["cen-tr-fld"])
    let natural = try #require(frames["nat-ht-fld"])
    let top = try #require(frames["top-al-fld"])
    #expect(abs(natural.height - 22) < 0.01)
    #expect(abs(centred.height - 30) < 0.01)
    #expect(abs(centred.midY - natural.midY) < 0.01)
    #expect(abs(centred.minY - (natural.minY - 4)) < 0.01)
    #expect(abs(top.minY - natural.minY) < 0.01)
  }

  /// A button centres its title in its height as a text field centres its text, so aligning
  /// a button by its top and its baseline with a 60-pt button makes it 60 tall too (the
  /// stopwatch of Swift-30-Projects: Xcode 8.2 stores its Start button 60 × 60 beside the
  /// 60-pt Lap button, where a baseline at a fixed depth below the top left it its 30).
  @Test func aButtonAlignedByTopAndBaselineTakesTheOthersHeight() throws {
    func button(_ id: String, _ title: String, _ x: Int, height: Bool) -> String {
      """
                  <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                      <rect key="frame" x="\(x)" y="243" width="60" height="60"/>
                      <constraints>
                          \(height ? #"<constraint firstAttribute="height" constant="60" id="lap-ht-060"/>"# : "")
                      </constraints>
                      <state key="normal" title="\(title)"/>
                  </button>
      """
    }
    let text = Fixture.screen(
      button("lap-bt-001", "Lap", 102, height: true) + "\n" + button("sta-bt-001", "Start", 213, height: false),
      constraints: """
                    <constraint firstItem="lap-bt-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="102" id="c01-00-000"/>
                    <constraint firstItem="lap-bt-001" firstAttribute="top" secondItem="roo-t0-vw1" secondAttribute="top" constant="243" id="c02-00-000"/>
                    <constraint firstItem="sta-bt-001" firstAttribute="leading" secondItem="roo-t0-vw1" secondAttribute="leading" constant="213" id="c03-00-000"/>
                    <constraint firstItem="sta-bt-001" firstAttribute="width" secondItem="lap-bt-001" secondAttribute="height" id="c04-00-000"/>
                    <constraint firstItem="lap-bt-001" firstAttribute="top" secondItem="sta-bt-001" secondAttribute="top" id="c05-00-000"/>
                    <constraint firstItem="sta-bt-001" firstAttribute="baseline" secondItem="lap-bt-001" secondAttribute="firstBaseline" id="c06-00-000"/>
      """)
    let (frames, _, result) = try Fixture.layout(text)
    #expect(result.brokenConstraints.isEmpty)
    Fixture.expectFrame(frames, "sta-bt-001", 213, 243, 60, 60)
  }
}
