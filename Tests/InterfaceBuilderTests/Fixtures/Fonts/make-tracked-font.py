"""Writes TrackedTest-Regular.ttf: a font made for formshot's tests, with a tracking table.

Glyphs "A", "B", "C" are 600-unit boxes (1,000 units an em) and the space 250; its `trak`
table tightens text by 0 units a character at 12 pt and 100 at 24 pt, as Apple's fonts carry
one. Run with fontTools (`pip install fonttools`): python3 make-tracked-font.py
"""
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import newTable
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry


def box(width):
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50, 700))
    pen.lineTo((width - 50, 700))
    pen.lineTo((width - 50, 0))
    pen.closePath()
    return pen.glyph()


names = [".notdef", "space", "A", "B", "C"]
builder = FontBuilder(1000, isTTF=True)
builder.setupGlyphOrder(names)
builder.setupCharacterMap({0x20: "space", 0x41: "A", 0x42: "B", 0x43: "C"})
empty = TTGlyphPen(None).glyph()
builder.setupGlyf({".notdef": box(500), "space": empty, "A": box(600), "B": box(600), "C": box(600)})
builder.setupHorizontalMetrics({".notdef": (500, 50), "space": (250, 0), "A": (600, 50), "B": (600, 50), "C": (600, 50)})
builder.setupHorizontalHeader(ascent=800, descent=-200)
builder.setupNameTable({"familyName": "Tracked Test", "styleName": "Regular", "psName": "TrackedTest-Regular"})
builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
builder.setupPost()
trak = newTable("trak")
trak.version = 1.0
trak.format = 0
trak.horizData = TrackData()
trak.horizData[0.0] = TrackTableEntry({12.0: 0, 24.0: -100}, nameIndex=256)
trak.vertData = TrackData()
builder.font["trak"] = trak
builder.font["name"].setName("Normal", 256, 3, 1, 0x409)
builder.save("TrackedTest-Regular.ttf")
