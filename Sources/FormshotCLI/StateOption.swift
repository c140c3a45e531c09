import CommandArguments
import Formshot
import Foundation

/// Options several commands share.
let stateOption = OptionSpec(
  names: ["--state", "-s"], value: "TOKENS",
  help: "State tokens, comma-separated, any order (see 'formshot states').", repeatable: true)
let sceneOption = OptionSpec(
  names: ["--scene"], value: "ID",
  help: "Interface Builder files: the root to use (view controller id, storyboard identifier or root view id; see 'formshot scenes').")
let themeOption = OptionSpec(
  names: ["--theme"], value: "NAME|PATH",
  help: "Theme: a bundled name (light/dark follow the state), ./Themes/NAME.theme, or a file.")
let scaleOption = OptionSpec(
  names: ["--scale"], value: "N", help: "Pixels per point: 1, 2 or 3 (default: the device's).")

/// The state tokens of all `--state` options, split on commas, blanks dropped.
func stateTokens(_ args: ParsedArguments) -> [String] {
  args.all("--state").flatMap { $0.split(separator: ",") }.map {
    $0.trimmingCharacters(in: .whitespaces)
  }.filter { !$0.isEmpty }
}

/// `--scale`: 1, 2 or 3.
func scaleValue(_ args: ParsedArguments) throws(UsageError) -> Double? {
  guard let text = args.value("--scale") else { return nil }
  guard let n = Double(text), [1, 2, 3].contains(n) else {
    throw UsageError(message: "--scale takes 1, 2 or 3, not '\(text)'")
  }
  return n
}

/// `--state kb-shown dark`: the words after the value that are state tokens of a bundled form
/// (not files) were meant as more tokens; the hint shows the comma-separated
/// spelling. Nil when the arguments do not look like that.
func spacedStateTokensHint(_ arguments: [String]) -> String? {
  guard let i = arguments.firstIndex(where: { $0 == "--state" || $0 == "-s" }),
    i + 1 < arguments.count
  else { return nil }
  let following = arguments[(i + 2)...].prefix { !$0.hasPrefix("-") }
  guard !following.isEmpty else { return nil }
  let names = FormDocument.bundledNames
  let tokens = Set(
    names.flatMap { name in (try? FormDocument.bundled(name))?.matrix(xray: true) ?? [] }
      .joined())
  // Only printed after an error, so a word that is both a token and a form name (`login`)
  // counts as a token here.
  let spaced = following.filter { tokens.contains($0) && !FileManager.default.fileExists(atPath: $0) }
  guard !spaced.isEmpty else { return nil }
  return "hint: separate state tokens with commas, not spaces: --state "
    + ([arguments[i + 1]] + spaced).joined(separator: ",") + "\n"
}
