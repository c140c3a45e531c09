// Whether a stack view arranges its views inside its layout margins.
//
// Interface Builder writes no attribute for a stack view's "Layout Margins Relative
// Arrangement": a stack view whose file sets its margins (`<edgeInsets key="layoutMargins">` or
// `<directionalEdgeInsets key="directionalLayoutMargins">`) is laid out inside them. Every
// stack view with explicit margins in the diagnosis files has its arranged views stored inset
// by those margins (8 / 4 around an activity indicator and a label, 32 / 10 around an image and
// a text view), and none of those files, nor any other, writes
// `layoutMarginsRelativeArrangement`. The attribute is still honoured both ways when present.

extension Resolution {
  /// True when the stack view lays its arranged views out inside its layout margins.
  func arrangesInsideMargins(_ node: XMLNode) -> Bool {
    switch node["layoutMarginsRelativeArrangement"] {
    case "YES": return true
    case "NO": return false
    default:
      return element(node, "edgeInsets", key: "layoutMargins") != nil
        || element(node, "directionalEdgeInsets", key: "directionalLayoutMargins") != nil
    }
  }
}
