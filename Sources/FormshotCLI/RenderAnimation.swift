import CommandArguments
import FormState
import Formshot
import Foundation
import FormshotSnapshots

/// `formshot render --animate FROM..TO`: the keyboard moving between two states, as an APNG
/// (`.png`) or an animated WebP (`.webp`).
enum RenderAnimation {
  static let options = [
    OptionSpec(
      names: ["--animate"], value: "FROM..TO",
      help: "Animate the keyboard between two states (tokens, comma-separated, each side combined with --state): an APNG, or an animated WebP when -o ends in .webp. Only keyboard, scroll and focus may differ."),
    OptionSpec(names: ["--fps"], value: "N", help: "With --animate: frames per second, 1…120 (default 30)."),
  ]

  static func run(_ args: ParsedArguments, range: String) throws -> Int32 {
    let parts = range.components(separatedBy: "..")
    guard parts.count == 2 else {
      throw UsageError(message: "--animate takes FROM..TO (e.g. kb-hidden..kb-shown), not '\(range)'")
    }
    func tokens(_ text: String) -> [String] {
      text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }
    let (from, to) = (tokens(parts[0]), tokens(parts[1]))
    guard !from.isEmpty, !to.isEmpty else {
      throw UsageError(message: "--animate \(range): name a state on both sides of '..'")
    }
    if let f = args.value("--format"), f.lowercased() != "png" {
      throw UsageError(message: "--animate writes .png (APNG) or .webp files, not --format \(f)")
    }
    let fps = try args.int("--fps", range: 1...120) ?? 30
    let scale = try scaleValue(args)
    var format = AnimationFormat.png
    var file: String?
    var folder: String?
    if let o = args.value("--output") {
      var isFolder: ObjCBool = false
      if o.hasSuffix("/") || (FileManager.default.fileExists(atPath: o, isDirectory: &isFolder) && isFolder.boolValue) {
        folder = o
      } else {
        file = o
        switch (o as NSString).pathExtension.lowercased() {
        case "png", "": format = .png
        case "webp": format = .webp
        case let ext:
          throw UsageError(message: "-o \(o): an animation is a .png (APNG) or .webp file, not .\(ext)")
        }
      }
    }
    let document = try FormDocument.resolve(args.positionals.first, scene: args.value("--scene"))
    let animation = try KeyboardAnimation(
      document, from: from, to: to, common: stateTokens(args))
    let renderer = try FormRenderer()
    let colorErrors = renderer.themes.colorDiagnostics(document.spec, theme: args.value("--theme"))
    if !colorErrors.isEmpty {
      throw FormshotError.diagnostics(colorErrors, source: document.source)
    }
    let (bytes, _) = try renderer.renderAnimation(
      animation, format: format, fps: fps, scale: scale, theme: args.value("--theme"))
    let name = defaultName(document: document, animation: animation, format: format)
    let path = file ?? folder.map { ($0 as NSString).appendingPathComponent(name) } ?? name
    do {
      try FileStore.write(bytes, to: path)
    } catch {
      throw CLIError(message: "formshot render: \(error)")
    }
    Console.out(path + "\n")
    return 0
  }

  /// `signup-kb-hidden-to-kb-shown.png`: both ends' tokens that differ from each other.
  static func defaultName(document: FormDocument, animation: KeyboardAnimation, format: AnimationFormat)
    -> String
  {
    let a = animation.from.filter { !animation.to.contains($0) }
    let b = animation.to.filter { !animation.from.contains($0) }
    let common = animation.from.filter { animation.to.contains($0) }
    let defaults = Set((try? document.state([]))?.canonicalTokens ?? [])
    let parts = [document.name] + common.filter { !defaults.contains($0) }
      + [(a.isEmpty ? ["start"] : a).joined(separator: "-") + "-to-" + (b.isEmpty ? ["end"] : b).joined(separator: "-")]
    let safe = parts.joined(separator: "-").map { c -> Character in
      c.isLetter || c.isNumber || c == "-" || c == "_" || c == "." ? c : "_"
    }
    return RenderSubcommand.shortened(String(safe)) + "." + format.rawValue
  }
}
