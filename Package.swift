// swift-tools-version:6.0
// formshot: UIKit-style forms (Auto Layout, layout guides, the keyboard layout guide) rendered to
// PNG and SVG on Linux. One module per pipeline stage; data flows one way:
//   form text → FormSpec → FormState (ResolvedForm) → AutoLayout (Cassowary) → LayoutResult
//   → Scene (DisplayList) → CairoBackend (PNG/SVG) → Snapshotting (compare / report / docs)
import PackageDescription

let package = Package(
  name: "formshot",
  products: [
    .executable(name: "formshot", targets: ["FormshotCLI"]),
    .executable(name: "formshot-bench", targets: ["FormshotBench"]),
    .executable(name: "formshot-render-bench", targets: ["FormshotRenderBench"]),
    .library(name: "Formshot", targets: ["Formshot"]),
    .library(name: "FormshotTesting", targets: ["FormshotTesting"]),
    .library(name: "Cassowary", targets: ["Cassowary"]),
  ],
  targets: [
    // MARK: Stages (leaf first)
    .target(name: "Geometry"),
    .target(name: "Cassowary"),
    // Order-preserving JSON reading and writing, shared by the stages that read JSON.
    .target(name: "JSON"),
    .target(name: "ConstraintFile", dependencies: ["Cassowary", "JSON"]),
    .target(name: "FormSpec"),
    .target(name: "FormState", dependencies: ["FormSpec", "Geometry"]),
    // The layout snapshot (formshot-layout/1): written by AutoLayout, compared by Snapshotting.
    .target(name: "LayoutFile", dependencies: ["JSON"]),
    .target(
      name: "AutoLayout", dependencies: ["Cassowary", "FormState", "Geometry", "LayoutFile"]),
    .target(name: "DisplayList", dependencies: ["Geometry"]),
    .target(name: "Scene", dependencies: ["FormState", "AutoLayout", "DisplayList", "Geometry"]),
    // The built-in theme files live in the top-level Themes/ folder; this target bundles them
    // (the facade looks themes up; Scene only parses the text it is given).
    .target(
      name: "FormshotThemes", path: "Themes", sources: ["BundledThemes.swift"],
      resources: [.copy("light.theme"), .copy("dark.theme")]),
    // PNG bytes ↔ pixels (libpng), without Cairo: what stores and compares images needs only this.
    .target(name: "PNG", dependencies: ["CPNGCodec", "Geometry"]),
    .target(
      name: "CairoBackend",
      dependencies: ["DisplayList", "Geometry", "CCairo", "CPangoCairo", "PNG"]),
    .target(name: "Snapshotting", dependencies: ["PNG", "Geometry", "LayoutFile"]),
    .target(
      name: "Formshot",
      dependencies: [
        "FormSpec", "FormState", "AutoLayout", "Scene", "DisplayList", "CairoBackend",
        "Snapshotting", "Geometry", "FormshotThemes",
      ],
      resources: [.copy("Forms")]),
    .target(name: "FormshotTesting", dependencies: ["Formshot", "Snapshotting"]),

    // MARK: Executables
    // The command-line parser the CLI and the benches share (flags, --help, usage errors).
    .target(name: "CommandArguments"),
    .executableTarget(
      name: "FormshotCLI",
      dependencies: ["Formshot", "ConstraintFile", "Cassowary", "Snapshotting", "CommandArguments"]),
    .executableTarget(
      name: "FormshotBench", dependencies: ["Cassowary", "ConstraintFile", "CommandArguments"]),
    .executableTarget(
      name: "FormshotRenderBench",
      dependencies: ["Formshot", "Snapshotting", "CairoBackend", "PNG", "Geometry", "CommandArguments"]),

    // MARK: C libraries (Debian -dev packages, found through pkg-config)
    .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // libpng behind setjmp, so a libpng error is an error code instead of an abort.
    .target(name: "CPNGCodec", dependencies: ["CPNG"]),

    // MARK: Tests
    .testTarget(
      name: "CassowaryTests", dependencies: ["Cassowary", "ConstraintFile"], exclude: ["Fixtures"]),
    .testTarget(
      name: "FormSpecTests", dependencies: ["FormSpec", "FormState", "Formshot"],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "AutoLayoutTests", dependencies: ["AutoLayout", "FormState", "Formshot", "LayoutFile"]),
    .testTarget(name: "SceneTests", dependencies: ["Scene", "DisplayList", "Formshot"]),
    .testTarget(name: "CairoBackendTests", dependencies: ["CairoBackend", "DisplayList", "PNG"]),
    .testTarget(name: "PNGTests", dependencies: ["PNG", "Geometry"]),
    .testTarget(
      name: "SnapshotTests", dependencies: ["Snapshotting", "FormshotTesting", "Formshot", "JSON", "PNG", "LayoutFile"]),
    .testTarget(name: "FormshotCLITests", dependencies: ["Formshot"]),
    .testTarget(
      name: "FormshotTests",
      dependencies: [
        "Formshot", "CairoBackend", "FormSpec", "FormState", "Scene", "Geometry", "Snapshotting",
      ]),
  ]
)
