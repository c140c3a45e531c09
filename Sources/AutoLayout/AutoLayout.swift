/// AutoLayout — stage 4: `ResolvedForm` + `TextMeasuring` → `LayoutResult`.
///
/// Input: a resolved form (items, guides, constraints in source order) and a text measurer.
/// Output: every item's frame in canvas coordinates (scroll offsets applied), each scroll view's
/// final content offset, the required constraints that had to be broken, and the ambiguous items.
///
/// Guarantees: deterministic (arrays in form order, no dictionary iteration reaches a result);
/// never traps on bad input (a failing constraint is recorded and skipped); bounded work (text
/// re-measuring and scrolling run a fixed maximum number of passes).
///
/// Limitations: priorities are mapped to Cassowary strengths through `Strength(priority:)`, so
/// the optimum is a weighted sum of violations, not Apple's strictly lexicographic one; a broken
/// required constraint is dropped (not kept as an optional one, see `LayoutSession`).
import Cassowary
import FormState
import Geometry

/// The public entry point of the layout stage.
public enum LayoutEngine {
  /// Lays out `form` once: builds a solver, solves, re-measures wrapping text and scrolls
  /// revealed fields into view. Deterministic; never crashes, never hangs.
  public static func solve(_ form: ResolvedForm, measuring: TextMeasuring) -> LayoutResult {
    LayoutSession(form, measuring: measuring).result
  }
}
