// Form text → parse → resolve in a few states: the default one, X-ray, and for each axis the
// default with that axis's last token (not the whole matrix, whose size is the product of the
// axes). Resolution errors are fine; crashes, hangs and leaks are findings.
import FormLanguage
import FormState
import FuzzSupport

fuzz { bytes in
  guard let text = utf8Text(bytes) else { return }
  guard let spec = FormParser.parse(text, path: "fuzz.form").0 else { return }
  var states = [StateSet.defaults(for: spec)]
  var tokenLists: [[String]] = [["xray"]]
  for axis in spec.axes.prefix(8) {
    if let last = axis.tokens.last { tokenLists.append([last]) }
  }
  for tokens in tokenLists {
    if let state = try? StateSet.parse(tokens, for: spec) { states.append(state) }
  }
  for state in states {
    _ = try? FormResolver.resolve(spec, state: state)
  }
}
