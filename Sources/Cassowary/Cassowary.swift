// MARK: - Module notes
//
// Cassowary: an incremental simplex solver for linear equality and inequality constraints
// with strengths (the Cassowary algorithm as in kiwi), in pure Swift with no dependencies.
//
// Input:  `Constraint`s over `Variable`s (`x + 8 <= y`, `w == 0.5 * root - 10`), each required
//         or soft with a `Strength`; edit variables with suggested values.
// Output: `Variable.value` after `Solver.updateVariables()`; required constraints hold,
//         and the weighted sum of soft violations (L1) is minimal.
//
// Guarantees
// - Transactional: a thrown error leaves the constraint set unchanged. A required constraint
//   that conflicts is rejected with the required constraints it conflicts with; later solves
//   are unaffected (kiwi corrupts its tableau here, nucleic/kiwi#52).
// - Incremental: after `suggestValue` the dual simplex re-solves from the current tableau.
// - Deterministic: symbols are integer ids; rows are vectors sorted by id; every tie-break
//   picks the lowest id. No Dictionary/Set iteration reaches a result or a pivot choice.
// - Fast on form-like systems: a column index (symbol → rows) makes substitution touch only
//   the rows holding the symbol (kiwi scans every row).
//
// Priority decision: WEIGHTED SUM, not a strict hierarchy.
// - A soft constraint at strength s adds s·|violation| to one objective. A UIKit priority p
//   (1…999) maps to the weight 1000·p (`Strength(priority:)`, kiwi `create(0, p, 0)`); 1000 is
//   required, which is a hard constraint, never a weight, so it beats every optional one.
// - Why: it is what kiwi and the public Auto Layout ports do and what the kiwi-verified
//   conformance cases pin; it keeps one objective row, so an edit costs a few dual pivots
//   (a strict hierarchy needs one objective per level and a lexicographic simplex). Adjacent
//   priorities still order every pairwise conflict (hugging 251 beats 250, compression 751
//   beats 750, both by a weight of 1000).
// - Limitation: many violated low-priority constraints can outweigh one higher-priority
//   constraint (3 × 250 > 700), where Apple documents "higher priority first" (lexicographic).
//   Form layouts rarely stack conflicts that way; the case `weights_are_additive` pins it.
//
// Limitations: no stays (use edit variables); no strength changes in place (remove and add);
// `isAmbiguous` is a best-effort local test on the optimal tableau.
