/// The properties a view may set, their value types and the kinds they apply to.

/// The type of a property's value.
enum PropertyType: Equatable {
  case string, number, bool, priority, insets, strings, style, weight
  /// A name from a fixed list.
  case choice([String])
  /// A theme colour role or similar free name.
  case role
  /// A view of the form, resolved to its id.
  case reference
  /// `W x H`.
  case size

  var description: String {
    switch self {
    case .string: return "a string"
    case .number: return "a number"
    case .bool: return "true or false"
    case .priority: return "a priority (1…1000, required, high, low)"
    case .insets: return "insets (1, 2 or 4 numbers: top left bottom right)"
    case .strings: return "strings separated by ','"
    case .style: return "a text style (e.g. body, footnote, largeTitle bold)"
    case .weight: return "a weight (regular, medium, semibold, bold or 100…900)"
    case .choice(let c): return c.joined(separator: ", ")
    case .role: return "a name (e.g. secondaryLabel)"
    case .reference: return "a view's name"
    case .size: return "a size 'W x H'"
    }
  }
}

struct PropertyDef {
  var name: String
  var type: PropertyType
  /// Nil: every view.
  var kinds: [ViewKind]?

  static let textKinds: [ViewKind] = [.label, .largeTitle, .sectionHeader, .footnote]
  static let styled: [ViewKind] = textKinds + [.segment, .button, .barButton, .textField]

  static let all: [PropertyDef] = [
    PropertyDef(name: "text", type: .string, kinds: styled),
    PropertyDef(name: "style", type: .style, kinds: styled),
    PropertyDef(name: "size", type: .number, kinds: styled),
    PropertyDef(name: "lineHeight", type: .number, kinds: styled),
    PropertyDef(name: "tracking", type: .number, kinds: styled),
    PropertyDef(name: "weight", type: .weight, kinds: styled),
    PropertyDef(name: "uppercase", type: .bool, kinds: styled),
    PropertyDef(name: "color", type: .role, kinds: textKinds + [.button, .barButton]),
    PropertyDef(
      name: "alignment", type: .choice(["leading", "center", "trailing"]), kinds: textKinds),
    PropertyDef(name: "lines", type: .number, kinds: textKinds),
    PropertyDef(name: "minHeight", type: .number, kinds: textKinds),
    PropertyDef(name: "mirror", type: .reference, kinds: textKinds),
    PropertyDef(name: "placeholder", type: .string, kinds: [.textField]),
    PropertyDef(name: "value", type: .string, kinds: [.textField]),
    PropertyDef(name: "secure", type: .bool, kinds: [.textField]),
    PropertyDef(name: "labelWidth", type: .number, kinds: [.textField]),
    PropertyDef(name: "returnKey", type: .role, kinds: [.textField, .keyboard]),
    PropertyDef(
      name: "keyboardType", type: .choice(["default", "email", "url", "number", "phone"]),
      kinds: [.textField]),
    PropertyDef(name: "suggestions", type: .strings, kinds: [.textField, .keyboard]),
    PropertyDef(name: "rows", type: .strings, kinds: [.keyboard]),
    PropertyDef(name: "title", type: .string, kinds: [.navigationBar]),
    PropertyDef(name: "scrollView", type: .reference, kinds: [.navigationBar]),
    PropertyDef(name: "contentInset", type: .insets, kinds: [.scrollView]),
    PropertyDef(name: "revealPadding", type: .insets, kinds: [.scrollView]),
    PropertyDef(name: "selected", type: .reference, kinds: [.segmentedControl]),
    PropertyDef(name: "on", type: .bool, kinds: [.switch]),
    PropertyDef(name: "separator", type: .bool, kinds: [.row]),
    PropertyDef(name: "variant", type: .choice(["filled", "plain"]), kinds: [.button]),
    PropertyDef(name: "background", type: .role, kinds: [.view]),
    PropertyDef(name: "cornerRadius", type: .number, kinds: [.view]),
    PropertyDef(name: "time", type: .string, kinds: [.statusBar]),
    PropertyDef(name: "island", type: .bool, kinds: [.statusBar]),
    PropertyDef(name: "followsUndockedKeyboard", type: .bool, kinds: [.keyboardGuide]),
    PropertyDef(name: "hidden", type: .bool, kinds: nil),
    PropertyDef(name: "outline", type: .bool, kinds: nil),
    PropertyDef(name: "layoutMargins", type: .insets, kinds: nil),
    PropertyDef(name: "hugging", type: .priority, kinds: nil),
    PropertyDef(name: "hugging-x", type: .priority, kinds: nil),
    PropertyDef(name: "hugging-y", type: .priority, kinds: nil),
    PropertyDef(name: "compressionResistance", type: .priority, kinds: nil),
    PropertyDef(name: "compressionResistance-x", type: .priority, kinds: nil),
    PropertyDef(name: "compressionResistance-y", type: .priority, kinds: nil),
    PropertyDef(name: "mult-x", type: .number, kinds: nil),
    PropertyDef(name: "offset-x", type: .number, kinds: nil),
    PropertyDef(name: "mult-y", type: .number, kinds: nil),
    PropertyDef(name: "offset-y", type: .number, kinds: nil),
  ]

  static func named(_ name: String) -> PropertyDef? { all.first { $0.name == name } }

  /// The fields of a `device` block.
  static let device: [PropertyDef] = [
    PropertyDef(name: "canvas", type: .size, kinds: nil),
    PropertyDef(name: "safeArea", type: .insets, kinds: nil),
    PropertyDef(name: "margins", type: .insets, kinds: nil),
    PropertyDef(name: "keyboard", type: .number, kinds: nil),
    PropertyDef(name: "hardwareKeyboard", type: .bool, kinds: nil),
    PropertyDef(name: "island", type: .bool, kinds: nil),
    PropertyDef(name: "scale", type: .number, kinds: nil),
  ]
}

// MARK: - Suggestions

/// The closest candidate within edit distance 2 (1 for short words; a swap of neighbours
/// counts 1), for "did you mean" hints.
func closest(_ word: String, in candidates: [String]) -> String? {
  var best: (String, Int)?
  let length = word.count
  let allowed = length <= 3 ? 1 : 2
  let lowered = word.lowercased()
  for c in candidates {
    // The distance is at least the difference in length: skip the table for far-off words
    // (a 5 MB name once built a 5M-row table per candidate).
    guard abs(c.count - length) <= allowed else { continue }
    let d = editDistance(lowered, c.lowercased())
    if d <= allowed, d < (best?.1 ?? Int.max) { best = (c, d) }
  }
  return best?.0
}

func didYouMean(_ word: String, _ candidates: [String]) -> String {
  closest(word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
}

private func editDistance(_ a: String, _ b: String) -> Int {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  // Optimal string alignment: Levenshtein plus transposition of neighbours.
  var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
  for i in 0...a.count { d[i][0] = i }
  for j in 0...b.count { d[0][j] = j }
  for i in 1...a.count {
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
      }
    }
  }
  return d[a.count][b.count]
}
