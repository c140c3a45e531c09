import LayoutVocabulary

/// The property table of `docs/form-language.md`, printed from `ViewProperty` so that the
/// reference cannot drift from what the analyzer accepts and the resolver defaults to.

public enum PropertyTable {
  /// The lines that open and close the generated table in `docs/form-language.md`.
  public static let beginMarker =
    "<!-- BEGIN property table: generated from ViewProperty (Sources/FormLanguage/Properties.swift); "
    + "regenerate with FORMSHOT_REGENERATE_DOCS=1 swift test --filter PropertyTableTests -->"
  public static let endMarker = "<!-- END property table -->"

  /// The table in Markdown, one row per property in table order, markers included.
  public static func markdown() -> String {
    var lines = [
      beginMarker,
      "| property | applies to | value | default | meaning |",
      "|---|---|---|---|---|",
    ]
    for property in ViewProperty.allCases {
      let def = property.definition
      lines.append(
        "| `\(def.name)` | \(kinds(def.kinds)) | \(def.type.description) | "
          + "\(defaultText(def)) | \(def.doc) |")
    }
    lines.append(endMarker)
    return lines.joined(separator: "\n")
  }

  /// `text` with its table (between the markers) replaced by `markdown()`; nil when the
  /// markers are missing.
  public static func replacingTable(in text: String) -> String? {
    GeneratedSection.replacing(in: text, begin: beginMarker, end: endMarker, with: markdown())
  }

  static func kinds(_ kinds: [ViewKind]?) -> String {
    guard let kinds else { return "every view" }
    var parts: [String] = []
    var rest = kinds
    if ViewKind.textKinds.allSatisfy(kinds.contains) {
      parts.append("text kinds")
      rest.removeAll { $0.isText }
    }
    parts += rest.map { "`\($0.rawValue)`" }
    return parts.joined(separator: ", ")
  }

  static func defaultText(_ def: PropertyDef) -> String {
    switch def.defaultValue {
    case .unset: return "—"
    case .derived(let how): return how
    case .value(let v): return text(v)
    case .byKind(let values, let otherwise):
      // "`tint`; `label` for `label`, `largeTitle`; …", in kind order, kinds it applies to.
      var groups: [(value: PropertyValue, kinds: [ViewKind])] = []
      for kind in ViewKind.allCases {
        guard let v = values[kind], def.kinds?.contains(kind) ?? true else { continue }
        if let i = groups.firstIndex(where: { $0.value == v }) {
          groups[i].kinds.append(kind)
        } else {
          groups.append((v, [kind]))
        }
      }
      return ([text(otherwise)]
        + groups.map { g in
          text(g.value) + " for " + g.kinds.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        }).joined(separator: "; ")
    }
  }

  static func text(_ value: PropertyValue) -> String {
    switch value {
    case .string(let s): return "`\"\(s)\"`"
    case .number(let n): return "`\(formatNumber(n))`"
    case .bool(let b): return "`\(b)`"
    case .name(let n), .reference(let n): return "`\(n)`"
    case .insets(let i):
      let numbers =
        i.top == i.bottom && i.left == i.right
        ? (i.top == i.left ? [i.top] : [i.top, i.left]) : [i.top, i.left, i.bottom, i.right]
      return "`" + numbers.map(formatNumber).joined(separator: " ") + "`"
    case .strings(let list): return list.map { "`\"\($0)\"`" }.joined(separator: ", ")
    case .style(let name, let weight, let italic):
      let own = RampStyle.named(name)?.weight
      let slant = italic ? " italic" : ""
      guard weight != 0, weight != own,
        let weightName = RampStyle.weights.first(where: { $0.1 == weight })?.0
      else { return "`\(name)\(slant)`" }
      return "`\(name) \(weightName)\(slant)`"
    case .size(let w, let h): return "`\(formatNumber(w)) x \(formatNumber(h))`"
    }
  }
}
