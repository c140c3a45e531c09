// Constraint JSON (`formshot-constraints/1`, as `formshot solve` reads it) → JSON reader →
// expression parser → Cassowary solver → JSON output. Input errors are thrown, never a crash.
import ConstraintFile
import FuzzSupport

fuzz { bytes in
  _ = try? SolveCommand.run(json: Array(bytes), path: "fuzz.json")
}
