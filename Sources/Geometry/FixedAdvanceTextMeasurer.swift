/// A font-free `TextMeasuring`: every character advances half the size its font is set at
/// (`size × standInScale`), lines are exactly `lineHeight` tall (`lineSpacing` apart) and wrap
/// at spaces, the first baseline sits at 80 % of the first line; empty text has no line.
///
/// For tests that check layout relations without depending on glyph shapes (and for layout
/// checks on machines without the pinned fonts); rendering always uses the Pango measurer.
public final class FixedAdvanceTextMeasurer: TextMeasuring {
  public init() {}

  public func measure(_ text: String, style: TextStyle, maxWidth: Double?, maxLines: Int)
    -> TextMetrics
  {
    let advance = 0.5 * style.size * style.standInScale
    let shown = style.uppercase ? text.uppercased() : text
    // No text is no line, as the Pango measurer reports it (an empty label is 0 tall).
    var lines: [String] = shown.isEmpty ? [] : [shown]
    if let maxWidth, maxLines != 1, !shown.isEmpty {
      lines = []
      var line = ""
      for word in shown.split(separator: " ") {
        let candidate = line.isEmpty ? String(word) : line + " " + word
        if Double(candidate.count) * advance <= maxWidth || line.isEmpty {
          line = candidate
        } else {
          lines.append(line)
          line = String(word)
        }
      }
      lines.append(line)
      if maxLines > 0, lines.count > maxLines { lines = Array(lines.prefix(maxLines)) }
    }
    var width = lines.map { Double($0.count) * advance }.max() ?? 0
    if let maxWidth { width = min(width, maxWidth) }
    let first = 0.8 * style.lineHeight
    return TextMetrics(
      size: Size(width: width, height: style.height(ofLines: lines.count)),
      firstBaseline: first, lastBaseline: first + Double(max(lines.count, 1) - 1) * style.linePitch,
      lineCount: lines.count)
  }
}
