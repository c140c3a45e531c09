// AutoLayout's overview (input, output, guarantees, decisions): AutoLayout.docc/AutoLayout.md
import Cassowary
import LayoutContract
import LayoutVocabulary
import Geometry

/// The public entry point of the layout stage.
public enum LayoutEngine {
  /// Lays out `form` once: builds a solver, solves, re-measures wrapping text and scrolls
  /// revealed fields into view. Deterministic; never crashes, never hangs.
  public static func solve(_ form: ResolvedForm, measuring: TextMeasuring) -> LayoutResult {
    LayoutSession(form, measuring: measuring).result
  }

  /// What an item's content asks for (UIKit `intrinsicContentSize`; nil on an axis without an
  /// intrinsic metric), wrapping text measured at `width`: the preview's inspector shows it.
  public static func intrinsicSize(
    of content: IntrinsicContent, width: Double?, measuring: TextMeasuring
  ) -> (width: Double?, height: Double?) {
    let size = IntrinsicContentSize.measure(content, width: width, with: measuring)
    return (size.width, size.height)
  }
}
