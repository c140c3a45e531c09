import Drawing
import Geometry
import PNG
import Testing

@testable import CairoBackend

/// A renderer that paints each picture over the previous one repaints only the rows whose
/// items changed, and its pixels are always those of a fresh paint.
@Suite("Reusing unchanged rows")
struct RowReuseTests {
  /// A card with a shadow, a label and a layer, then `label` lower down.
  static func list(label: String, color: Color = .black, background: Color = .white) -> DisplayList {
    let card = Shape.rect(Rect(x: 20, y: 30, width: 200, height: 60), cornerRadius: 10)
    return DisplayList(
      size: Size(width: 240, height: 400), background: background,
      items: [
        .shadow(card, color: Color.black.withAlpha(0.3), offset: Point(x: 0, y: 2), blur: 8, spread: 0),
        .fill(card, .solid(Color(red: 0.9, green: 0.95, blue: 1, alpha: 1))),
        .text(TextRun("Card title", style: TextStyle(size: 17), color: .black,
          frame: Rect(x: 32, y: 50, width: 180, height: 22))),
        .pushLayer(opacity: 0.5),
        .fill(.rect(Rect(x: 20, y: 120, width: 80, height: 30), cornerRadius: 6), .solid(.black)),
        .pop,
        .text(TextRun(label, style: TextStyle(size: 15), color: color,
          frame: Rect(x: 20, y: 300, width: 200, height: 20))),
      ])
  }

  @Test("a changed label repaints its rows only, and the picture is a fresh paint's")
  func changedLabel() throws {
    let reusing = try CairoRenderer()
    reusing.reuseUnchangedRows()
    let fresh = try CairoRenderer()
    let height = 400 * 3
    var painted: [Int] = []
    for list in [
      Self.list(label: "First"), Self.list(label: "Second"), Self.list(label: "Second"),
      Self.list(label: "Second", color: Color(red: 1, green: 0, blue: 0)), Self.list(label: "First"),
    ] {
      let pixels = try reusing.pixels(list, scale: 3)
      #expect(pixels == (try fresh.pixels(list, scale: 3)))
      painted.append(reusing.lastPaintedRows)
    }
    #expect(painted[0] == height)  // nothing to reuse yet
    #expect(painted[1] > 0 && painted[1] < height / 4)  // the label's rows (and margins)
    #expect(painted[2] == 0)  // the same list again
    #expect(painted[3] > 0 && painted[3] < height / 4)  // the label's colour
    #expect(painted[4] > 0 && painted[4] < height / 4)
  }

  @Test("another background, size or scale repaints everything")
  func otherPicture() throws {
    let reusing = try CairoRenderer()
    reusing.reuseUnchangedRows()
    let fresh = try CairoRenderer()
    var grey = Self.list(label: "First")
    grey.background = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    var wide = Self.list(label: "First")
    wide.size.width = 250
    for (list, scale) in [
      (Self.list(label: "First"), 3.0), (grey, 3.0), (wide, 3.0), (wide, 2.0),
      (Self.list(label: "First"), 3.0),
    ] {
      #expect(try reusing.pixels(list, scale: scale) == (try fresh.pixels(list, scale: scale)))
      #expect(reusing.lastPaintedRows == Int((list.size.height * scale).rounded()))
    }
  }

  @Test("a picture with dashed strokes is painted whole, and the kept one serves the next")
  func dashedPictureInBetween() throws {
    let reusing = try CairoRenderer()
    reusing.reuseUnchangedRows()
    let fresh = try CairoRenderer()
    var dashed = Self.list(label: "First")
    dashed.items.append(
      .stroke(.rect(Rect(x: 10, y: 10, width: 220, height: 380), cornerRadius: 0),
        color: Color(red: 1, green: 0, blue: 0), width: 1, dash: [4, 2]))
    for list in [Self.list(label: "First"), dashed, Self.list(label: "Second")] {
      #expect(try reusing.png(list, scale: 2) == (try fresh.png(list, scale: 2)))
    }
    #expect(reusing.lastPaintedRows > 0 && reusing.lastPaintedRows < 800 / 4)
  }

  @Test("encoding a kept picture leaves it whole for the next one")
  func encodingKeepsThePicture() throws {
    let reusing = try CairoRenderer()
    reusing.reuseUnchangedRows()
    let fresh = try CairoRenderer()
    for label in ["First", "Second", "Third"] {
      let list = Self.list(label: label)
      #expect(try reusing.png(list, scale: 2) == (try fresh.png(list, scale: 2)))
      #expect(try reusing.pixels(list, scale: 2, unlessMatching: try fresh.png(list, scale: 2)) == nil)
    }
  }

  @Test("a layer's clip follows its items outside the band: a change there repaints the layer")
  func layerBoundsCount() throws {
    func list(_ far: Double) -> DisplayList {
      DisplayList(
        size: Size(width: 200, height: 300), background: .white,
        items: [
          .pushLayer(opacity: 0.5),
          .fill(.rect(Rect(x: 10, y: 10, width: 50, height: 20), cornerRadius: 4), .solid(.black)),
          .fill(.rect(Rect(x: 10, y: 250, width: far, height: 20), cornerRadius: 0), .solid(Color(red: 1, green: 0, blue: 0))),
          .pop,
        ])
    }
    let reusing = try CairoRenderer()
    reusing.reuseUnchangedRows()
    _ = try reusing.pixels(list(50), scale: 2)
    #expect(try reusing.pixels(list(150), scale: 2) == (try CairoRenderer().pixels(list(150), scale: 2)))
    // Every band the layer reaches (its bounds, 9–271 pt, and the 8 pt margin: rows 0–560) is
    // painted again, not only the changed item's (rows 484–556): the layer's clip changed.
    #expect(reusing.lastPaintedRows == 560)
  }
}
