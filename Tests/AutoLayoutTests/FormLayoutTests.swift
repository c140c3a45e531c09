/// Forms written in the language, laid out: stacks (in a scroll view, with state-hidden views),
/// aspect ratios across axes, and tables that size to their rows.
import FormLanguage
import FormState
import Geometry
import LayoutContract
import LayoutVocabulary
import Testing

@testable import AutoLayout

private func layout(_ source: String, _ tokens: [String] = []) throws -> LayoutResult {
  let (parsed, diagnostics) = FormParser.parse(source, path: "t.form")
  let spec = try #require(parsed, "\(diagnostics.map(\.description))")
  let form = try FormResolver.resolve(spec, state: try StateSet.parse(tokens, for: spec))
  return LayoutEngine.solve(form, measuring: FixedAdvanceTextMeasurer())
}

private func errors(_ source: String) -> [String] {
  FormParser.parse(source, path: "t.form").1.map(\.description)
}

@Suite struct FormLayoutTests {
  @Test func stackInAScrollView() throws {
    let source = """
      form t
      axis mode: one | two
      screen s {
        scrollView sv {
          fill
          stack list {
            axis: vertical; spacing: 8; alignment: leading
            top = content.top + 20
            leading = frame.leading + 16
            trailing = frame.trailing - 16
            bottom = content.bottom
            label a "abc"
            label b "abcdef" { spacingAfter: 20; when two { hidden: true } }
            view box { width = height; height = 50 }
          }
        }
      }
      """
    let one = try layout(source, ["one"])
    #expect(one.ambiguousItems.isEmpty, "\(one.ambiguousItems)")
    #expect(one.brokenConstraints.isEmpty)
    // FixedAdvanceTextMeasurer: 10 pt a character, 24 pt lines (body is 17 pt: 8.5 pt).
    let a = one["a"], b = one["b"], box = one["box"]
    #expect(a.minX == 16 && a.minY == 20)
    #expect(b.minY == a.maxY + 8)
    #expect(box.minY == b.maxY + 20)  // b's custom spacing
    #expect(box.width == 50 && box.height == 50)  // an aspect ratio: width = height
    #expect(one["list"].height == box.maxY - a.minY)
    // Hidden in `two`: b takes no space and a's spacing (8) applies, not b's custom one.
    let two = try layout(source, ["two"])
    #expect(two["b"].height == 0)
    #expect(two["box"].minY == two["a"].maxY + 8)
  }

  @Test func dimensionsMayRelateAcrossAxesButPositionsMayNot() throws {
    let source = """
      form t
      screen s {
        view avatar { pin-top 10; pin-leading 10; width = 1.5 * height; height = 40 }
        view card { below avatar 8; pin-leading 10; avatar.width = card.height }
      }
      """
    #expect(errors(source) == [])
    let r = try layout(source)
    #expect(r["avatar"].width == 60)
    #expect(r["card"].height == 60)
    let bad = """
      form t
      screen s {
        view a { pin-top; pin-leading; top = superview.leading; width = 10; height = 10 }
      }
      """
    #expect(errors(bad).contains { $0.contains("constraint mixes axes") })
    let sizeToPosition = """
      form t
      screen s {
        view a { pin-top; pin-leading; width = superview.leading }
      }
      """
    #expect(errors(sizeToPosition).contains { $0.contains("relates a size to a position") })
  }

  @Test func aTableSizesToItsRows() throws {
    let source = """
      form t
      axis rows: three | two
      screen s {
        table list {
          pin-top 100; pin-x 16
          row a { pin-top; pin-x }
          row b { below a; pin-x }
          row c { below b; pin-x; when two { hidden: true } }
        }
        label tail "tail" { below list 8; pin-leading 16 }
      }
      """
    let three = try layout(source, ["three"])
    #expect(three.ambiguousItems.isEmpty, "\(three.ambiguousItems)")
    #expect(three["list"] == Rect(x: 16, y: 100, width: 358, height: 132))
    #expect(three["tail"].minY == 240)
    let two = try layout(source, ["two"])
    #expect(two["list"].height == 88)
  }

  @Test func stackAlignmentsAreCheckedByKind() {
    let stack = """
      form t
      screen s {
        stack bar { alignment: firstBaseline; distribution: fillEquall; pin-top; pin-x }
        label l "x" { alignment: top; pin-top; pin-leading }
      }
      """
    let found = errors(stack)
    #expect(found.count == 2, "\(found)")
    #expect(found.contains { $0.hasPrefix("t.form:3:") && $0.contains("found 'fillEquall'") })
    #expect(found.contains { $0.hasPrefix("t.form:4:") && $0.contains("expected leading, center, trailing, natural, found 'top'") })
  }
}
