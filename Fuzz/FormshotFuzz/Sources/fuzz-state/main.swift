// State-token strings (`--state a,b,c`) → StateSet → resolve, on two bundled forms: the iPhone
// sign-up form and the iPad notes form (floating keyboard, windows). The first byte picks the
// form; the rest is split on commas as the CLI does.
import FormLanguage
import Foundation
import FormState
import Formshot
import FuzzSupport

let forms = keptForTheWholeRun { ["signup", "notes"].map { try! FormDocument.bundled($0).spec } }

fuzz { bytes in
  guard let first = bytes.first, let text = utf8Text(UnsafeBufferPointer(rebasing: bytes.dropFirst()))
  else { return }
  let spec = forms[Int(first) % forms.count]
  let tokens = text.split(separator: ",").map {
    $0.trimmingCharacters(in: .whitespaces)
  }.filter { !$0.isEmpty }
  guard let state = try? StateSet.parse(tokens, for: spec) else { return }
  _ = state.canonicalTokens
  _ = try? FormResolver.resolve(spec, state: state)
}
