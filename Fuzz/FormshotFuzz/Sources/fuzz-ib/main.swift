// Interface Builder XML → IBDocument (XMLParser with the size, depth and entity limits) → every
// root resolved in two states (the file's defaults; regular, dark, keyboard shown, X-ray), as
// `formshot check FILE.storyboard` does. Located errors are fine; crashes, hangs and leaks are
// findings.
import Foundation
import FuzzSupport
import InterfaceBuilder

fuzz { bytes in
  let data = Data(buffer: bytes)
  guard let document = try? IBDocument(data: data, path: "fuzz.storyboard") else { return }
  let states = [
    IBState(),
    IBState(
      sizeClass: .regular, appearance: .dark, keyboard: .shown, xray: true,
      tokens: ["kb-shown", "regular", "dark", "xray"]),
  ]
  for root in document.roots.prefix(8) {
    for state in states { _ = IBResolver.resolve(document, root: root, state: state) }
  }
}
