// swift-tools-version:6.0
// formshot: UIKit-style forms (Auto Layout, layout guides, the keyboard layout guide) rendered to
// PNG and SVG on Linux. One module per pipeline stage; data flows one way:
//   form text → FormSpec → FormState → ResolvedForm (LayoutContract) → AutoLayout (Cassowary)
//   → LayoutResult → Scene (DisplayList) → CairoBackend (PNG/SVG) → Snapshotting (compare /
//   report / docs)
// LayoutVocabulary (attributes, priorities, printing) and LayoutContract (ResolvedForm) are the
// leaves every front end and stage share; the stages after FormState never see the `.form`
// parser.
import PackageDescription

/// Every Swift target: a module is usable only where it is imported (SE-0444), so each target
/// declares what it uses.
let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
  name: "formshot",
  products: [
    .executable(name: "formshot", targets: ["FormshotCLI"]),
    .executable(name: "formshot-bench", targets: ["FormshotBench"]),
    .executable(name: "formshot-render-bench", targets: ["FormshotRenderBench"]),
    .library(name: "Formshot", targets: ["Formshot"]),
    .library(name: "FormshotTesting", targets: ["FormshotTesting"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
    // The `formshot-constraints/1` reader and runner; a product so the fuzz targets (Fuzz/) reach it.
    .library(name: "ConstraintFile", targets: ["ConstraintFile"]),
  ],
  targets: [
    // MARK: Stages (leaf first)
    .target(name: "Geometry"),
    .target(name: "Cassowary"),
    // Attributes, relations, priorities, source locations; constraint and number printing.
    .target(name: "LayoutVocabulary"),
    // Order-preserving JSON reading and writing, shared by the stages that read JSON.
    .target(name: "JSON", dependencies: ["LayoutVocabulary"]),
    // The layout snapshot (formshot-layout/1): written by AutoLayout, compared by Snapshotting.
    .target(name: "LayoutFile", dependencies: ["JSON"]),
    .target(name: "ConstraintFile", dependencies: ["Cassowary", "JSON"]),
    .target(name: "FormSpec", dependencies: ["LayoutVocabulary", "Geometry"]),
    // The contract any front end produces: ResolvedForm, Item, ItemKind, LayoutConstraint.
    .target(name: "LayoutContract", dependencies: ["LayoutVocabulary", "Geometry"]),
    .target(
      name: "FormState",
      dependencies: ["FormSpec", "LayoutContract", "LayoutVocabulary", "Geometry"]),
    .target(
      name: "AutoLayout",
      dependencies: [
        "Cassowary", "LayoutContract", "LayoutVocabulary", "Geometry", "JSON", "LayoutFile",
      ]),
    .target(name: "DisplayList", dependencies: ["Geometry"]),
    .target(
      name: "Scene",
      dependencies: [
        "LayoutContract", "LayoutVocabulary", "AutoLayout", "DisplayList", "Geometry",
      ]),
    // The built-in theme files live in the top-level Themes/ folder; this target embeds them as
    // string constants (the facade looks themes up; Scene only parses the text it is given).
    .target(name: "FormshotThemes", path: "Themes", plugins: ["EmbedTextFiles"]),
    // PNG bytes ↔ pixels (libpng), without Cairo: what stores and compares images needs only this.
    .target(name: "PNG", dependencies: ["CPNGCodec", "Geometry"]),
    .target(
      name: "CairoBackend",
      dependencies: ["DisplayList", "Geometry", "CCairo", "CPangoCairo", "PNG"]),
    .target(
      name: "Snapshotting",
      dependencies: ["PNG", "CPNGCodec", "Geometry", "JSON", "LayoutFile", "LayoutVocabulary"]),
    .target(
      name: "Formshot",
      dependencies: [
        "FormSpec", "FormState", "LayoutContract", "AutoLayout", "Scene", "DisplayList",
        "CairoBackend", "Snapshotting", "Geometry", "FormshotThemes", "LayoutVocabulary", "PNG",
      ],
      plugins: ["EmbedTextFiles"]),
    .target(name: "FormshotTesting", dependencies: ["Formshot", "FormState", "Snapshotting"]),

    // MARK: Executables
    // The command-line parser the CLI and the benches share (flags, --help, usage errors).
    .target(name: "CommandArguments", dependencies: ["LayoutVocabulary"]),
    .executableTarget(
      name: "FormshotCLI",
      dependencies: [
        "Formshot", "FormSpec", "FormState", "LayoutContract", "LayoutVocabulary", "AutoLayout",
        "ConstraintFile", "Snapshotting", "CommandArguments", "JSON", "CairoBackend",
      ]),
    .executableTarget(
      name: "FormshotBench", dependencies: ["Cassowary", "ConstraintFile", "CommandArguments"]),
    .executableTarget(
      name: "FormshotRenderBench",
      dependencies: [
        "Formshot", "Snapshotting", "CairoBackend", "PNG", "CPNGCodec", "Geometry",
        "LayoutContract", "CommandArguments",
      ]),

    // MARK: Build tools
    // Bundled forms and themes become Swift string constants at build time, so the installed
    // binary needs nothing of the build folder (no resource bundle). Edit the .form/.theme files.
    .executableTarget(name: "EmbedTextFilesTool"),
    .plugin(
      name: "EmbedTextFiles", capability: .buildTool(), dependencies: ["EmbedTextFilesTool"]),

    // MARK: C libraries (Debian -dev packages, found through pkg-config)
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // libpng behind setjmp, so a libpng error is an error code instead of an abort.
    // libdeflate compresses the PNG image data (about twice zlib's speed at the same size).
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    .target(name: "CPNGCodec", dependencies: ["CPNG", "CDeflate"]),

    // MARK: Tests
    .testTarget(
      name: "CassowaryTests", dependencies: ["Cassowary", "ConstraintFile"], exclude: ["Fixtures"]),
    .testTarget(
      name: "FormSpecTests",
      dependencies: [
        "FormSpec", "FormState", "LayoutContract", "LayoutVocabulary", "AutoLayout", "Geometry",
        "Formshot",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "AutoLayoutTests",
      dependencies: [
        "AutoLayout", "LayoutContract", "LayoutVocabulary", "FormSpec", "FormState", "Geometry",
        "Formshot", "LayoutFile",
      ]),
    .testTarget(
      name: "SceneTests",
      dependencies: [
        "Scene", "LayoutContract", "LayoutVocabulary", "AutoLayout", "DisplayList", "Geometry",
        "Formshot",
      ]),
    .testTarget(
      name: "CairoBackendTests", dependencies: ["CairoBackend", "DisplayList", "Geometry", "PNG"]),
    .testTarget(
      name: "SnapshotTests",
      dependencies: [
        "Snapshotting", "FormshotTesting", "Formshot", "FormState", "CairoBackend", "DisplayList",
        "Geometry", "JSON", "PNG", "LayoutFile",
      ]),
    .testTarget(name: "FormshotCLITests", dependencies: ["Formshot"], exclude: ["Fixtures"]),
    .testTarget(name: "LayoutVocabularyTests", dependencies: ["LayoutVocabulary"]),
    .testTarget(name: "PNGTests", dependencies: ["PNG", "Geometry"]),
    .testTarget(
      name: "FormshotTests",
      dependencies: [
        "Formshot", "CairoBackend", "FormSpec", "FormState", "Scene", "Geometry", "Snapshotting",
        "FormshotThemes", "AutoLayout",
      ]),
  ]
)

// Member-import visibility on every target: stages, executables and tests alike.
for target in package.targets where target.type != .system && target.type != .plugin {
  target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}
