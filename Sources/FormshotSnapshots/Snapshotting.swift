/// Snapshotting: regression testing and docs images for anything that can render states.
///
/// Input: a `SnapshotSource` (a form name, its matrix of states, and a renderer producing PNG
/// bytes or pixels plus the `LayoutSnapshot` per state). Output: verified/recorded baselines under a snapshot
/// folder, artifacts (actual images, three-panel diffs, an HTML report) under a separate
/// artifacts folder, a `SnapshotSummary`; or, through `DocsGenerator`, a docs gallery.
///
/// Guarantees:
/// - names come from form + state only (never counters or timestamps) and are validated;
/// - the layout snapshot is compared before pixels, field by field, so a moved view is reported
///   as `cta.y 540 → 548`;
/// - nothing is recorded unless asked for, and never through the environment when `CI` is set;
/// - all writes are atomic and skipped when the bytes on disk are already the same;
/// - results are in matrix order whatever the number of workers, and each worker holds at most
///   one expected/actual image pair.
///
/// Limitations: PNG only for pixel comparisons (SVG output, when a source produces it, is
/// ignored); only `formshot-layout/1` layout files are read (docs/snapshots.md).
