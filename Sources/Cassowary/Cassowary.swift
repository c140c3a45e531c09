// MARK: - Module notes
//
// Cassowary: an incremental simplex solver for linear equality and inequality constraints
// with strengths (the Cassowary algorithm, kiwi's model), in pure Swift, no dependencies.
//
// Input:  `Constraint`s over `Variable`s (`x + 8 <= y`, `w == 0.5 * root - 10`), each required
//         or soft with a `Strength`; edit variables with suggested values.
// Output: `Variable.value` after `Solver.updateVariables()`: every required constraint holds
//         and the weighted sum of soft violations (L1) is minimal.
//
// Guarantees
// - Transactional: a thrown error leaves the constraint set unchanged. A conflicting required
//   constraint is rejected together with the required constraints it conflicts with, and
//   later solves are unaffected (kiwi keeps the rejected row, nucleic/kiwi#52).
// - Incremental: `suggestValue` re-solves with the dual simplex from the current tableau.
// - Deterministic: symbols are integer ids, rows are vectors sorted by id, every tie-break
//   picks the lowest id; no Dictionary/Set iteration reaches a result or a pivot choice.
//
// Why it is fast on forms (kiwi's build grows ~N³ there, see solver.md)
// - A required equality that names a variable no other constraint mentions yet only defines
//   that variable: it is kept out of the tableau (`DefinitionTable`) and expanded where later
//   constraints mention the variable. Chains like `top = previous.bottom + 8` never fill in.
// - A column index (symbol → rows) makes substitution touch only the rows holding a symbol;
//   short rows are patched into long ones in place.
// - The objective is dense by id with a min-heap of negative coefficients, so Bland's rule
//   never scans it. The subject of a new row is the user variable held by the fewest rows.
// - `updateVariables` after an edit reads only the rows the edit touched and re-evaluates
//   only the definitions that depend on them.
//
// Priority decision: WEIGHTED SUM, not a strict hierarchy.
// - A soft constraint at strength s adds s·|violation| to one objective. A UIKit priority p
//   (1…999) maps to the weight 1000·p (`Strength(priority:)`, kiwi `create(0, p, 0)`); 1000 is
//   required, which is a hard constraint and never a weight, so it beats every optional one.
// - Why: kiwi and the public Auto Layout ports do this, and the kiwi-verified conformance
//   cases pin it; one objective row keeps an edit at a few dual pivots (a strict hierarchy
//   needs one objective per level and a lexicographic simplex). Adjacent priorities still
//   decide every pairwise conflict (hugging 251 beats 250, compression 751 beats 750, both by
//   a weight of 1000).
// - Limitation: several violated low-priority constraints can outweigh one higher-priority
//   constraint (3 × 250 > 700) where Apple documents "higher priority first" (lexicographic).
//   Form layouts rarely stack conflicts that way; the case `weights_are_additive` pins it.
//
// Limitations
// - No stays (use edit variables); no strength change in place (remove and add again).
// - Removing a required equality that defines a variable other constraints use rebuilds the
//   solver (correct, but O(build)); removing anything else is incremental.
// - After an edit, `updateVariables` writes only the variables the edit moved; share a
//   `Variable` between live solvers only if each one re-adds or removes before reading.
// - `isAmbiguous` is a best-effort local test on the optimal tableau.
