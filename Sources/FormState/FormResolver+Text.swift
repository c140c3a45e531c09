// Text: what a text-bearing view shows and its type defaults (ramp style, weight, case).
import FormLanguage
import Geometry
import LayoutContract
import LayoutVocabulary

extension Resolution {
  /// The text a text-bearing view shows: its `text` property, else the text after its name.
  func text(_ v: ViewSpec) -> String { stringIfSet(v.id, .text) ?? v.text ?? "" }

  /// The value typed into a field: `value:FIELD=…` tokens win over the form's `value:`.
  func fieldValue(_ id: String) -> String? {
    state.values.last { $0.field == id }?.text ?? stringIfSet(id, .value)
  }

  /// The text style: the `style:` (else the kind's default style from the property table),
  /// then `size:`, `lineHeight:`, `tracking:`, `weight:` and `uppercase:` over it.
  func textStyle(_ v: ViewSpec) throws(ResolveError) -> TextStyle {
    guard case .style(let rampName, let styleWeight, let italic)? = value(v.id, v.kind, .style)
    else {
      throw noDefault(.style, v.kind)
    }
    var weight = styleWeight != 0 ? styleWeight : (RampStyle.named(rampName)?.weight ?? 400)
    // UISegmentedControl sets its selected segment in semibold unless the form styles it.
    if setting(v.id, .style) == nil, isSelectedSegment(v) { weight = 600 }
    var size: Double?
    var lineHeight: Double?
    let ramp = RampStyle.named(rampName) ?? RampStyle.all[5]
    if let s = numberIfSet(v.id, .size) { size = s } else { lineHeight = ramp.lineHeight }
    if let l = numberIfSet(v.id, .lineHeight) { lineHeight = l }
    let tracking = numberIfSet(v.id, .tracking) ?? ramp.tracking
    if let w = numberIfSet(v.id, .weight) { weight = Int(w) }
    let uppercase = try bool(v, .uppercase)
    let lineBreakName = try name(v, .lineBreak)
    guard let lineBreak = LineBreakMode(rawValue: lineBreakName) else {
      throw ResolveError(message: "unknown lineBreak '\(lineBreakName)'")
    }
    var fontFile: String?
    if let source = stringIfSet(v.id, .font) {
      guard let path = spec.fontFiles[source] else {
        throw ResolveError(message: "font '\(source)' of '\(v.id)' was not loaded with the form")
      }
      fontFile = path
    }
    return TextStyle(
      size: size ?? ramp.size, weight: FontWeight(weight), lineHeight: lineHeight,
      tracking: tracking, uppercase: uppercase, italic: italic,
      monospacedDigits: try bool(v, .monospacedDigits), lineBreak: lineBreak, fontFile: fontFile)
  }

  func isSelectedSegment(_ v: ViewSpec) -> Bool {
    guard let parent = v.parent else { return false }
    return nameIfSet(parent, .selected) == v.id
  }

  func labelText(_ v: ViewSpec) -> String {
    if let field = nameIfSet(v.id, .mirror), let value = fieldValue(field), !value.isEmpty {
      return value
    }
    return text(v)
  }
}
