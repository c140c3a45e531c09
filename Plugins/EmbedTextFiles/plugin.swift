// EmbedTextFiles: a build-tool plugin that turns a target's `.form` and `.theme` files into
// Swift string constants (an enum named after the target: `FormshotThemes` → `EmbeddedThemes`,
// `.html` pages → `EmbeddedPages`, others → `EmbeddedForms`, with a form's String Catalog
// `.xcstrings`), so the installed binary needs no resource bundle.
import Foundation
import PackagePlugin

@main
struct EmbedTextFiles: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let inputs = target.sourceFiles
      .filter { ["form", "theme", "xcstrings", "html"].contains($0.url.pathExtension) }
      .map(\.url)
      .sorted { $0.path < $1.path }
    let enumName =
      switch inputs.first?.pathExtension {
      case "theme": "EmbeddedThemes"
      case "html": "EmbeddedPages"
      default: "EmbeddedForms"
      }
    let output = context.pluginWorkDirectoryURL.appending(path: "\(enumName).swift")
    return [
      .buildCommand(
        displayName: "Embedding \(inputs.count) files in \(target.name)",
        executable: try context.tool(named: "EmbedTextFilesTool").url,
        arguments: [output.path, enumName] + inputs.map(\.path),
        inputFiles: inputs, outputFiles: [output])
    ]
  }
}
