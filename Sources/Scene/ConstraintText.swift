// How the inspector prints constraints: `email.top = name.bottom + 8`, `@750` below required.
import LayoutContract
import LayoutVocabulary

enum ConstraintText {
  /// The constraint as written or the reason it was made, with the priority when it is
  /// optional (see `LayoutConstraint.inspectorText`).
  static func line(_ c: LayoutConstraint) -> String { c.inspectorText }

  /// Hugging and compression resistance of a text item along the axis text truncates on.
  static func priorities(_ item: LayoutItem) -> String {
    "hugging \(item.hugging.horizontal) · compressionResistance "
      + "\(item.compressionResistance.horizontal)"
  }

  /// `8`, `0.5`, `-18.25`: at most two decimals, no trailing zeros.
  static func number(_ v: Double) -> String { NumberFormat.rounded(2).string(v) }
}
