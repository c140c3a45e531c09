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

  /// A friendly name for an item's kind, shown next to its id.
  static func kindName(_ kind: ItemKind) -> String {
    switch kind {
    case .root: return "rootView"
    case .guide(let role):
      switch role {
      case .safeArea: return "safeAreaLayoutGuide"
      case .layoutMargins: return "layoutMarginsGuide"
      case .readableContent: return "readableContentGuide"
      case .keyboard: return "keyboardLayoutGuide"
      case .scrollContent: return "contentLayoutGuide"
      case .scrollFrame: return "frameLayoutGuide"
      case .plain: return "layoutGuide"
      }
    case .view: return "view"
    case .statusBar: return "statusBar"
    case .navigationBar: return "navigationBar"
    case .scrollView: return "scrollView"
    case .label: return "label"
    case .textField: return "textField"
    case .segmentedControl: return "segmentedControl"
    case .segment: return "segment"
    case .segmentSelection: return "selection"
    case .table: return "table"
    case .tableRow: return "row"
    case .toggle: return "switch"
    case .button(let b): return b.style == .filled ? "primaryButton" : "barButton"
    case .buttonBar: return "buttonBar"
    case .homeIndicator: return "homeIndicator"
    case .keyboard: return "keyboard"
    case .image: return "imageView"
    case .stack: return "stackView"
    }
  }
}
