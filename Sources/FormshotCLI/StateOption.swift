import CommandArguments
import Foundation

/// Options several commands share.
let stateOption = OptionSpec(
  names: ["--state", "-s"], value: "TOKENS",
  help: "State tokens, comma-separated, any order (see 'formshot states').", repeatable: true)
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
