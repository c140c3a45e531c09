// Text through the facade: `style: body italic`, every weight, `monospacedDigits`, a form's
// own font file (loaded into the private font set, located errors when it cannot be), line
// break modes and `alignment: natural`.
import AutoLayout
import Drawing
import FormLanguage
import Formshot
import Foundation
import Geometry
import LayoutContract
import Testing

@Suite struct TextFeatureTests {
  /// A folder with a form and a copy of a font formshot does not pin (DejaVu Sans, from
  /// fonts-dejavu-core, which `scripts/setup test` installs).
  static func folder(form: String, font: String? = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    throws -> String
  {
    let dir = NSTemporaryDirectory() + "formshot-text-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: dir + "/Fonts", withIntermediateDirectories: true)
    if let font { try FileManager.default.copyItem(atPath: font, toPath: dir + "/Fonts/Brand.ttf") }
    try form.write(toFile: dir + "/t.form", atomically: true, encoding: .utf8)
    return dir
  }

  static let form = """
    form t
    screen s {
      label plain "Total 1,234.50" { pin-top 100; pin-leading 20 }
      label brand "Total 1,234.50" { font: "Fonts/Brand.ttf"; below plain 8; pin-leading 20 }
      label slanted "Total 1,234.50" { style: body italic; below brand 8; pin-leading 20 }
      label black "Total 1,234.50" { style: body black; below slanted 8; pin-leading 20 }
      label digits "Total 1,111.11" { monospacedDigits: true; below black 8; pin-leading 20 }
      label head "A long label that is cut at its head" { lineBreak: truncateHead; below digits 8; pin-leading 20; width = 120 }
      label two "A label of two lines at most, which wraps and is then cut with an ellipsis" { lines: 2; below head 8; pin-x 20 }
      label natural "Natural" { alignment: natural; below two 8; pin-x 20 }
    }
    """

  func labels(_ document: FormDocument) throws -> [String: ItemKind.Label] {
    let form = try document.resolve(try document.state([]))
    var labels: [String: ItemKind.Label] = [:]
    for item in form.items { if case .label(let l) = item.kind { labels[item.id.rawValue] = l } }
    return labels
  }

  @Test func theStylesResolve() throws {
    let dir = try Self.folder(form: Self.form)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let document = try FormDocument.load(path: dir + "/t.form")
    let labels = try labels(document)
    #expect(labels["slanted"]?.style.italic == true && labels["plain"]?.style.italic == false)
    #expect(labels["black"]?.style.weight == FontWeight(900))
    #expect(labels["digits"]?.style.monospacedDigits == true)
    #expect(labels["head"]?.style.lineBreak == .truncateHead)
    #expect(labels["two"]?.numberOfLines == 2)
    #expect(labels["natural"]?.alignment == .natural)
    #expect(labels["brand"]?.style.fontFile == dir + "/Fonts/Brand.ttf")
  }

  /// The form's own font is measured with its own metrics, and renders the same bytes twice.
  @Test func aFontFileIsLoadedDeterministically() throws {
    let dir = try Self.folder(form: Self.form)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let document = try FormDocument.load(path: dir + "/t.form")
    let first = try FormRenderer().render(document, state: [], scale: 2)
    let second = try FormRenderer().render(document, state: [], scale: 2)
    #expect(first.bytes == second.bytes)
    let plain = try #require(first.layout.frame("plain")), brand = try #require(first.layout.frame("brand"))
    #expect(abs(brand.width - plain.width) > 5, "DejaVu Sans is wider than Inter")
  }

  @Test func aMissingFontFileIsALocatedError() throws {
    let dir = try Self.folder(form: Self.form, font: nil)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let error = try #require(throws: FormshotError.self) { try FormDocument.load(path: dir + "/t.form") }
    guard case .diagnostics(let diagnostics, _) = error else {
      Issue.record("expected diagnostics, got \(error)")
      return
    }
    #expect(
      diagnostics.map(\.description) == [
        "\(dir)/t.form:4:34: error: font file 'Fonts/Brand.ttf' not found "
          + "(looked for \(dir)/Fonts/Brand.ttf)"
      ])
  }

  @Test func aFileThatIsNotAFontOrIsAPinnedFamilyIsAnError() throws {
    let notFont = try Self.folder(form: Self.form, font: "/etc/hostname")
    defer { try? FileManager.default.removeItem(atPath: notFont) }
    let pinned = try Self.folder(form: Self.form, font: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
    defer { try? FileManager.default.removeItem(atPath: pinned) }
    for (dir, message) in [
      (notFont, "'Fonts/Brand.ttf' is not a font file (formshot reads TrueType and OpenType files)"),
      (pinned, "'Fonts/Brand.ttf' is a 'Inter' font, a family formshot pins; a form's own font needs a family of its own"),
    ] {
      let error = try #require(throws: FormshotError.self) { try FormDocument.load(path: dir + "/t.form") }
      guard case .diagnostics(let diagnostics, _) = error else {
        Issue.record("expected diagnostics, got \(error)")
        continue
      }
      #expect(diagnostics.map(\.description) == ["\(dir)/t.form:4:34: error: \(message)"])
    }
  }

  /// `lines: 2` draws two lines at most; the text run says so.
  @Test func twoLinesAreDrawn() throws {
    let dir = try Self.folder(form: Self.form)
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let document = try FormDocument.load(path: dir + "/t.form")
    let (_, layout, list) = try FormRenderer().scene(document, state: [])
    let two = try #require(layout.frame("two"))
    #expect(two.height == 44, "two 22 pt lines")
    let run = list.items.compactMap { item -> TextRun? in
      if case .text(let run) = item, run.string.hasPrefix("A label of two") { return run }
      return nil
    }.first
    #expect(run?.truncation == .wrap && run?.maxLines == 2)
  }
}
