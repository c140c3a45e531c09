// Text: what a text-bearing view shows and its type defaults (ramp style, weight, case).
import FormLanguage
import Geometry
import LayoutContract
import LayoutVocabulary

extension Resolution {
  /// The text a text-bearing view shows: its `text` property, else the text after its name.
  /// In the state's language (`locale=`, `pseudo=`): see `localized`.
  func text(_ v: ViewSpec) -> String {
    localized(stringIfSet(v.id, .text) ?? v.text ?? "", key: stringIfSet(v.id, .key))
  }

  /// A text the form shows, as the state's language shows it: its translation (looked up by
  /// `key`, else by the text itself, as a String Catalog keys strings); the development text
  /// when the language has none (`check` reports it); then the pseudo-language's rewrite.
  func localized(_ text: String, key: String? = nil) -> String {
    var shown = text
    if let locale = state.locale, locale != spec.strings.developmentLanguage, !text.isEmpty,
      case .translated(let translation) = spec.strings.lookup(key ?? text, in: locale)
    {
      shown = translation
    }
    return state.pseudo?.apply(shown) ?? shown
  }

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
    var style = TextStyle(
      size: size ?? ramp.size, weight: FontWeight(weight), lineHeight: lineHeight,
      tracking: tracking, uppercase: uppercase, italic: italic,
      monospacedDigits: try bool(v, .monospacedDigits), lineBreak: lineBreak, fontFile: fontFile)
    style.trackingIsExplicit = numberIfSet(v.id, .tracking) != nil
    let category = textSize(v)
    if category != .l, scalesWithTextSize(v) {
      if size == nil, let metrics = DynamicTypeTable.metrics(ramp.name, at: category) {
        // A text style: the table's size, and its leading unless the form set one.
        style.size = metrics.size
        style.lineHeight =
          numberIfSet(v.id, .lineHeight).map { $0 * DynamicTypeTable.scale(ramp.name, at: category) }
          ?? metrics.leading
      } else {
        // A fixed size that opts in scales like its style (UIFontMetrics.scaledFont).
        let factor = DynamicTypeTable.scale(ramp.name, at: category)
        style.size *= factor
        style.lineHeight *= factor
      }
      // The system font tracks by size (SF's tracking table); a custom font keeps its own
      // tracking, as UIFontMetrics leaves it, and so does a `tracking:` the form sets.
      if fontFile == nil, numberIfSet(v.id, .tracking) == nil {
        style.tracking = SystemFontTracking.points(atSize: style.size)
      }
    }
    return style
  }

  /// The text size this view's text is set at: the state's, capped by `maximumTextSize:`.
  func textSize(_ v: ViewSpec) -> TextSizeToken {
    let category = state.textSize
    if let cap = nameIfSet(v.id, .maximumTextSize).flatMap(TextSizeToken.init(rawValue:)),
      cap < category
    {
      return cap
    }
    return category
  }

  /// Text with a text style follows the text size; a fixed `size:` does not unless it says
  /// `scalesWithTextSize: true`. Bar buttons and segments keep their size, as UIKit's do.
  func scalesWithTextSize(_ v: ViewSpec) -> Bool {
    if let given = boolIfSet(v.id, .scalesWithTextSize) { return given }
    if numberIfSet(v.id, .size) != nil { return false }
    return v.kind != .barButton && v.kind != .segment
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
