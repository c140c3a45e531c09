/// Scene: the painting stage.
///
/// Input: a `ResolvedForm` (what each item is), its `LayoutResult` (where each item is) and a
/// `Theme` (what colour each role is). Output: a `DisplayList` the backend paints.
///
/// Guarantees:
/// - the scene never solves: it only reads solved frames and content offsets;
/// - items are painted in the form's item order, each parent before its children; hidden items
///   (and their children) are not painted; scroll view children are clipped to the scroll view;
/// - the same inputs give the same display list in every process (no dictionary order leaks);
/// - nothing here crashes on odd input: a missing frame skips the item, an unknown colour role
///   paints magenta (`Theme.validate(for:)` reports it first).
///
/// Limitations: no blur (bars and the keyboard are translucent fills without backdrop blur);
/// text is not measured here, so placement that depends on text width (the X-ray `side:` tag,
/// inspector wrapping) uses the monospaced advance or the frames the layout engine measured.
