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
    // The `formshot-constraints/1` reader and runner; a product so the fuzz targets (Fuzz/) reach it.
    .library(name: "ConstraintFile", targets: ["ConstraintFile"]),
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
    .target(name: "AutoLayout", dependencies: ["Cassowary", "FormState", "Geometry", "JSON"]),
    .target(name: "DisplayList", dependencies: ["Geometry"]),
    .target(name: "Scene", dependencies: ["FormState", "AutoLayout", "DisplayList", "Geometry", "FormshotThemes"]),
    // The built-in theme files live in the top-level Themes/ folder; this target bundles them.
    .target(
      name: "FormshotThemes", path: "Themes", sources: ["BundledThemes.swift"],
      resources: [.copy("light.theme"), .copy("dark.theme")]),
    .target(
      name: "CairoBackend",
      dependencies: ["DisplayList", "Geometry", "CCairo", "CPangoCairo", "CPNG", "CPNGCodec"]),
    .target(name: "Snapshotting", dependencies: ["CairoBackend", "Geometry", "JSON"]),
    .target(
      name: "Formshot",
      dependencies: [
        "FormSpec", "FormState", "AutoLayout", "Scene", "DisplayList", "CairoBackend",
        "Snapshotting", "Geometry",
      ],
      resources: [.copy("Forms")]),
    .target(name: "FormshotTesting", dependencies: ["Formshot", "Snapshotting"]),

    // MARK: Executables
    .executableTarget(
      name: "FormshotCLI",
      dependencies: ["Formshot", "ConstraintFile", "Cassowary", "Snapshotting"]),
    .executableTarget(name: "FormshotBench", dependencies: ["Cassowary", "ConstraintFile"]),
    .executableTarget(
      name: "FormshotRenderBench",
      dependencies: ["Formshot", "Snapshotting", "CairoBackend", "CPNGCodec", "Geometry"]),

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
    .testTarget(name: "AutoLayoutTests", dependencies: ["AutoLayout", "FormState", "Formshot"]),
    .testTarget(name: "SceneTests", dependencies: ["Scene", "DisplayList", "Formshot"]),
    .testTarget(name: "CairoBackendTests", dependencies: ["CairoBackend", "DisplayList"]),
    .testTarget(
      name: "SnapshotTests", dependencies: ["Snapshotting", "FormshotTesting", "Formshot", "JSON"]),
    .testTarget(name: "FormshotCLITests", dependencies: ["Formshot"]),
  ]
)
