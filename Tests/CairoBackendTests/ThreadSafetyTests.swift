import CairoBackend
import Drawing
import Foundation
import Geometry
import Synchronization
import Testing

/// Renderers and measurers made on many threads at once: cairo shares font faces across the
/// whole process, so text in more faces than it keeps open, on every thread, must neither crash
/// nor measure or draw differently from one thread alone.
@Suite("Text on many threads")
struct ThreadSafetyTests {
  /// Inter's nine weights upright and italic, its Display faces, JetBrains Mono and Liberation
  /// Sans: far more faces than the ten cairo keeps open.
  static let styles: [TextStyle] = {
    let weights = [100, 200, 300, 400, 500, 600, 700, 800, 900].map(FontWeight.init)
    var styles: [TextStyle] = []
    for (index, weight) in weights.enumerated() {
      for family in [FontFamily.system, .monospaced, .helvetica] {
        styles.append(
          TextStyle(
            family: family, size: 11 + Double(index) * 2.5, weight: weight, italic: index % 2 == 0,
            opticalSize: index % 3 == 0 ? .display : .text))
      }
    }
    return styles
  }()

  static let text = "Sign up Wåg 24 مرحبا שלום"

  static let rounds = 10

  /// Each round in its own sizes, so that every round makes new fonts.
  static func measurements(_ measurer: PangoTextMeasurer, round: Int) -> [TextMetrics] {
    styles.map { style in
      var style = style
      style.size += Double(round) / 4
      return measurer.measure(text, style: style, maxWidth: 120, maxLines: 0)
    }
  }

  static func picture() -> DisplayList {
    let items: [DisplayItem] = styles.enumerated().map { index, style in
      .text(
        TextRun(
          text, style: style, color: .black,
          frame: Rect(x: 4, y: 4 + Double(index) * 24, width: 300, height: 24)))
    }
    return DisplayList(size: Size(width: 320, height: 660), background: .white, items: items)
  }

  @Test("eight threads measure and draw text in thirty faces as one thread does")
  func manyThreadsManyFaces() throws {
    let reference = try PangoTextMeasurer()
    let expected = (0..<Self.rounds).map { Self.measurements(reference, round: $0) }
    let expectedPNG = try CairoRenderer().png(Self.picture(), scale: 1)
    let expectedSVG = try CairoRenderer().svg(Self.picture())

    let results = Mutex<[(metrics: [[TextMetrics]], png: [UInt8], svg: [UInt8])]>([])
    let group = DispatchGroup()
    for thread in 0..<8 {
      group.enter()
      Thread.detachNewThread {
        defer { group.leave() }
        // Each thread makes and frees its own measurers and renderer, as a pool's tasks do.
        var metrics: [[TextMetrics]] = Array(repeating: [], count: Self.rounds)
        for step in 0..<Self.rounds {
          let round = (step + thread) % Self.rounds
          guard let measurer = try? PangoTextMeasurer() else { return }
          metrics[round] = Self.measurements(measurer, round: round)
        }
        guard let renderer = try? CairoRenderer(),
          let png = try? renderer.png(Self.picture(), scale: 1), let svg = try? renderer.svg(Self.picture())
        else { return }
        results.withLock { $0.append((metrics, png, svg)) }
      }
    }
    group.wait()
    let all = results.withLock { $0 }
    #expect(all.count == 8)
    for result in all {
      #expect(result.metrics == expected)
      #expect(result.png == expectedPNG)
      #expect(result.svg == expectedSVG)
    }
  }
}
