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
}
