import CommandArguments
import Formshot
import Geometry
import InterfaceBuilder
import LayoutVocabulary

/// `formshot scenes`: the roots of an Interface Builder file, one per line.
enum ScenesSubcommand: Subcommand {
  static let spec = CommandSpec(
    name: "scenes",
    abstract: "List the roots of a .xib or .storyboard file (for --scene).",
    usage: "formshot scenes FILE",
    options: [],
    discussion: """
      One line per root: a storyboard scene's view controller (id, storyboardIdentifier,
      custom class, title) with its root view's id, or a xib's top-level view (id, class,
      size). Any of the ids picks the root with --scene.
      """,
    maxPositionals: 1)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    guard let path = args.positionals.first else {
      throw UsageError(message: "missing FILE (a .xib or .storyboard)")
    }
    guard FormDocument.isInterfaceBuilder(path) else {
      throw UsageError(message: "\(path) is not a .xib or .storyboard file")
    }
    let file = try FormDocument.interfaceBuilderFile(path: path)
    var out = "\(path): \(file.roots.count) root\(file.roots.count == 1 ? "" : "s")"
      + (file.deviceID.map { ", device \($0)" } ?? "") + "\n"
    for root in file.roots {
      var fields: [String] = []
      if let c = root.controllerID { fields.append("controller \(c)") }
      fields.append("view \(root.id)")
      if let s = root.storyboardIdentifier { fields.append("storyboardIdentifier \(s)") }
      fields.append("class \(root.customClass ?? root.elementName)")
      if let t = root.title { fields.append("title \"\(t)\"") }
      fields.append("size \(Int(root.size.width))×\(Int(root.size.height))")
      out += "  " + fields.joined(separator: "  ") + "  (line \(root.location.line))\n"
    }
    Console.out(out)
    return 0
  }
}
