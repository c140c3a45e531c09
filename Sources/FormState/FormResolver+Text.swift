/// Text: what a text-bearing view shows and its type defaults (ramp style, weight, case).
import FormSpec
import Geometry

extension Resolution {
  /// The text a text-bearing view shows: its `text` property, else the text after its name.
  func text(_ v: ViewSpec) -> String { string(v.id, "text") ?? v.text ?? "" }

  /// The value typed into a field: `value:FIELD=…` tokens win over the form's `value:`.
  func fieldValue(_ id: String) -> String? {
    state.values.last { $0.field == id }?.text ?? string(id, "value")
  }

  func textStyle(_ v: ViewSpec) -> TextStyle {
    // The kind's default: ramp style, weight, upper-casing.
    var rampName = "body"
    var weight = 400
    var uppercase = false
    var size: Double?
    var lineHeight: Double?
    var tracking: Double?
    switch v.kind {
    case .largeTitle:
      rampName = "largeTitle"
      weight = 700
    case .sectionHeader:
      rampName = "footnote"
      uppercase = true
    case .footnote: rampName = "footnote"
    case .segment:
      rampName = "footnote"
      weight = 500
      if isSelectedSegment(v) { weight = 600 }
    case .button: weight = 600
    default: break
    }
    if case .style(let n, let w)? = property(v.id, "style") {
      rampName = n
      weight = w != 0 ? w : (RampStyle.named(n)?.weight ?? 400)
    }
    let ramp = RampStyle.named(rampName) ?? RampStyle.all[5]
    if let s = number(v.id, "size") { size = s } else { lineHeight = ramp.lineHeight }
    if let l = number(v.id, "lineHeight") { lineHeight = l }
    tracking = number(v.id, "tracking") ?? ramp.tracking
    if let w = number(v.id, "weight") { weight = Int(w) }
    if let u = bool(v.id, "uppercase") { uppercase = u }
    return TextStyle(
      size: size ?? ramp.size, weight: FontWeight(weight), lineHeight: lineHeight,
      tracking: tracking ?? 0, uppercase: uppercase)
  }

  func isSelectedSegment(_ v: ViewSpec) -> Bool {
    guard let parent = v.parent else { return false }
    return name(parent, "selected") == v.id
  }

  func labelText(_ v: ViewSpec) -> String {
    if let field = name(v.id, "mirror"), let value = fieldValue(field), !value.isEmpty {
      return value
    }
    return text(v)
  }
}
