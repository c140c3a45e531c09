// Theme file text → Theme.parse, the way `--theme PATH` reads a file. An `inherit` line may
// name a bundled theme or a file; the smoke corpus names only bundled ones.
import FuzzSupport
import Scene

fuzz { bytes in
  guard let text = utf8Text(bytes) else { return }
  _ = try? Theme.parse(text, file: "fuzz.theme")
}
