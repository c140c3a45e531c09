/// AutoLayout — stage 4: `ResolvedForm` + `TextMeasuring` → `LayoutResult`.
///
/// Input: a resolved form (items, guides, constraints in source order) and a text measurer.
/// Output: every item's frame in canvas coordinates (scroll offsets applied), each scroll view's
/// final content offset, the required constraints that had to be broken, and the ambiguous items.
///
/// Guarantees: deterministic (arrays in form order, no dictionary iteration reaches a result);
/// never traps on bad input (a constraint naming an unknown item or holding a non-finite number
/// is skipped, a conflicting one is recorded and dropped); bounded work (text re-measuring and
/// scrolling run at most `LayoutSession.maxPasses` rounds).
///
/// Model (UIKit vocabulary):
/// - four variables per item (left, top, width, height), canvas coordinates; the root is
///   pinned to the canvas; priorities become strengths through `Strength(priority:)`;
/// - right-to-left: a constraint that mentions leading/trailing is evaluated mirrored, so
///   `b.leading = a.trailing + 8` puts `b` left of `a`;
/// - intrinsic size: `size <= intrinsic @hugging`, `size >= intrinsic @compressionResistance`;
///   wrapping text is measured again at its solved width; baselines are measured in the
///   intrinsic box (text centred in a `minHeight` box), items without text use the bottom;
/// - `isEdit` constants and scroll offsets are edit variables just below required: they beat
///   priority 999 but quietly give way to a contradicting required constraint;
/// - scroll views: `contentGuide.top = scrollView.top − contentOffset` (a form constraint that
///   ties the two tops, as the resolver writes for offset 0, carries the offset term instead
///   of the engine adding its own); the content guide gets
///   a weak height = the content's height (lowest visible non-guide descendant), and
///   `extent = that height + contentInset.bottom` bounds the offset; `reveal` scrolls the least
///   that brings the item inside the padded band, clamped to `0…extent − height`.
///
/// Limitations: the optimum is a weighted sum of violations, not Apple's strictly
/// lexicographic one (many low-priority violations can outweigh one higher one).
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
