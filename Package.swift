// swift-tools-version:6.0
// formshot: UIKit-style forms (Auto Layout, layout guides, the keyboard layout guide) rendered to
// PNG and SVG on Linux. One module per pipeline stage; data flows one way:
//   form text → FormLanguage (FormSpec) → FormState → ResolvedForm (LayoutContract) → AutoLayout (Cassowary)
//   → LayoutResult → Scene (Drawing) → CairoBackend (PNG/SVG) → FormshotSnapshots (compare /
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
    // The `.form` front end alone (lexer, parser, analyzer): a tool that only reads forms, and
    // the parse fuzz target, link it without Cairo and Pango (libFuzzer's per-run cost grows
    // with every instrumented edge in the binary).
    .library(name: "FormLanguage", targets: ["FormLanguage"]),
    // The Interface Builder reader alone, for tools that only read IB files and for its fuzz target.
    .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
  ],
  targets: [
    // MARK: Stages (leaf first)
    .target(name: "Geometry"),
    .target(name: "Cassowary"),
    // Attributes, relations, priorities, source locations; constraint and number printing.
    .target(name: "LayoutVocabulary"),
    // Order-preserving JSON reading and writing, shared by the stages that read JSON.
    .target(name: "JSON", dependencies: ["LayoutVocabulary"]),
    // The layout snapshot (formshot-layout/1): written by AutoLayout, compared by FormshotSnapshots.
    .target(name: "LayoutFile", dependencies: ["JSON", "LayoutVocabulary"]),
    .target(name: "ConstraintFile", dependencies: ["Cassowary", "JSON"]),
    .target(name: "FormLanguage", dependencies: ["LayoutVocabulary", "Geometry"]),
    // The contract any front end produces: ResolvedForm, LayoutItem, ItemKind, LayoutConstraint.
    .target(name: "LayoutContract", dependencies: ["LayoutVocabulary", "Geometry"]),
    // The Interface Builder front end: `.xib` / `.storyboard` → ResolvedForm (no `.form` parser).
    .target(
      name: "InterfaceBuilder", dependencies: ["LayoutContract", "LayoutVocabulary", "Geometry"]),
    .target(
      name: "FormState",
      dependencies: ["FormLanguage", "LayoutContract", "LayoutVocabulary", "Geometry"]),
    .target(
      name: "AutoLayout",
      dependencies: [
        "Cassowary", "LayoutContract", "LayoutVocabulary", "Geometry", "JSON", "LayoutFile",
      ]),
    // `check --stored-frames`: formshot's layout of an IB root against Xcode's stored frames.
    .target(
      name: "StoredFrameCheck",
      dependencies: ["InterfaceBuilder", "AutoLayout", "LayoutContract", "LayoutVocabulary", "Geometry", "JSON"]),
    .target(name: "Drawing", dependencies: ["Geometry"]),
    .target(
      name: "Scene",
      dependencies: [
        "LayoutContract", "LayoutVocabulary", "AutoLayout", "Drawing", "Geometry", "FormState",
      ]),
    // The built-in theme files live in the top-level Themes/ folder; this target embeds them as
    // string constants (the facade looks themes up; Scene only parses the text it is given).
    .target(name: "FormshotThemes", path: "Themes", plugins: ["EmbedTextFiles"]),
    // PNG bytes ↔ pixels (libpng), without Cairo: what stores and compares images needs only this.
    .target(name: "PNG", dependencies: ["CPNGCodec", "Geometry"]),
    // An asset catalog's PDF and SVG images → pixels (Poppler, librsvg, opened when first needed).
    .target(name: "VectorImages", dependencies: ["CVectorImage", "Geometry"]),
    .target(
      name: "CairoBackend",
      dependencies: ["Drawing", "Geometry", "CCairo", "CPangoCairo", "PNG", "CPNGCodec"]),
    .target(
      name: "FormshotSnapshots",
      dependencies: ["PNG", "CPNGCodec", "Geometry", "JSON", "LayoutFile", "LayoutVocabulary"]),
    .target(
      name: "Formshot",
      dependencies: [
        "FormLanguage", "FormState", "LayoutContract", "AutoLayout", "Scene", "Drawing",
        "CairoBackend", "FormshotSnapshots", "Geometry", "FormshotThemes", "LayoutVocabulary", "PNG",
        "CWebPCodec",
        "InterfaceBuilder", "JSON", "LayoutFile", "StoredFrameCheck", "VectorImages",
      ],
      plugins: ["EmbedTextFiles"]),
    .target(name: "FormshotTesting", dependencies: ["Formshot", "FormState", "FormshotSnapshots"]),
    // `formshot preview`: the live page (Page/preview.html, embedded) served by libmicrohttpd.
    .target(
      name: "Preview",
      dependencies: [
        "Formshot", "FormLanguage", "FormState", "LayoutContract", "LayoutVocabulary", "AutoLayout",
        "CairoBackend", "FormshotSnapshots", "Geometry", "JSON", "LayoutFile", "PNG", "CHTTPServer",
        "Scene", "InterfaceBuilder",
      ],
      plugins: ["EmbedTextFiles"]),

    // MARK: Executables
    // The command-line parser the CLI and the benches share (flags, --help, usage errors).
    .target(name: "CommandArguments", dependencies: ["LayoutVocabulary"]),
    .executableTarget(
      name: "FormshotCLI",
      dependencies: [
        "Formshot", "FormLanguage", "FormState", "LayoutContract", "LayoutVocabulary", "AutoLayout",
        "ConstraintFile", "FormshotSnapshots", "CommandArguments", "JSON", "CairoBackend", "Preview",
        "InterfaceBuilder", "Geometry", "StoredFrameCheck",
      ],
      // The Swift runtime and Foundation linked in: the dynamic loader then resolves about
      // 15 libraries less at every start (`formshot render`'s start → main), and the installed
      // binary needs no Swift toolchain beside it. The C libraries stay shared. Linked at a
      // fixed address (not position-independent), so the loader does not relocate the ~80,000
      // pointers of the linked-in runtimes at every start (docs/performance.md).
      linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie", "-static-stdlib", "-Xlinker", "--start-group", "-Xlinker", "-lFoundation", "-Xlinker", "-lFoundationXML", "-Xlinker", "-l_CFXMLInterface", "-Xlinker", "-lFoundationInternationalization", "-Xlinker", "-lFoundationEssentials", "-Xlinker", "-lCoreFoundation", "-Xlinker", "-l_FoundationCollections", "-Xlinker", "-l_FoundationCShims", "-Xlinker", "-l_FoundationICU", "-Xlinker", "-lswiftDispatch", "-Xlinker", "-ldispatch", "-Xlinker", "-lBlocksRuntime", "-Xlinker", "-lxml2", "-Xlinker", "-lstdc++", "-Xlinker", "-lm", "-Xlinker", "--end-group"])]),
    .executableTarget(
      name: "FormshotBench", dependencies: ["Cassowary", "ConstraintFile", "CommandArguments"]),
    .executableTarget(
      name: "FormshotRenderBench",
      dependencies: [
        "Formshot", "FormshotSnapshots", "CairoBackend", "PNG", "CPNGCodec", "Geometry",
        "LayoutContract", "CommandArguments", "AutoLayout", "FormState", "FormLanguage", "Scene",
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
      name: "CPangoCairo", pkgConfig: pangoCairoPkgConfig, providers: [.apt(["libpango1.0-dev"])]),
    .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
    // libpng behind setjmp, so a libpng error is an error code instead of an abort.
    // libdeflate compresses the PNG image data (about twice zlib's speed at the same size).
    .systemLibrary(
      name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    .target(name: "CPNGCodec", dependencies: ["CPNG", "CDeflate"]),
    // Animated WebP (`render --animate … -o x.webp`): libwebp's WebPAnimEncoder (libwebpmux).
    .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
    .target(
      name: "CWebPCodec", dependencies: ["CWebP"],
      linkerSettings: [.linkedLibrary("webpdemux"), .linkedLibrary("webpmux"), .linkedLibrary("webp")]),
    // The preview's HTTP server: libmicrohttpd (requests parsed there, not by formshot). Only
    // its header is used at build time: CHTTPServer opens the library when a server starts, so
    // no other command loads it (and GnuTLS under it) at start-up (docs/performance.md).
    .systemLibrary(name: "CMicroHTTPD", providers: [.apt(["libmicrohttpd-dev"])]),
    .target(name: "CHTTPServer", dependencies: ["CMicroHTTPD"]),
    // Poppler (PDF) and librsvg (SVG) drawn into a Cairo image surface: opened with dlopen when
    // the first vector image is decoded, so no other process loads them (docs/performance.md).
    .target(name: "CVectorImage", dependencies: ["CCairo"]),

    // MARK: Tests
    .testTarget(
      name: "CassowaryTests", dependencies: ["Cassowary", "ConstraintFile"], exclude: ["Fixtures"]),
    .testTarget(
      name: "FormLanguageTests",
      dependencies: [
        "FormLanguage", "FormState", "LayoutContract", "LayoutVocabulary", "AutoLayout", "Geometry",
        "Formshot",
      ],
      exclude: ["Fixtures"]),
    .testTarget(
      name: "AutoLayoutTests",
      dependencies: [
        "AutoLayout", "LayoutContract", "LayoutVocabulary", "FormLanguage", "FormState", "Geometry",
        "Formshot", "LayoutFile",
      ]),
    .testTarget(
      name: "SceneTests",
      dependencies: [
        "Scene", "LayoutContract", "LayoutVocabulary", "AutoLayout", "Drawing", "Geometry",
        "Formshot",
      ]),
    .testTarget(
      name: "CairoBackendTests", dependencies: ["CairoBackend", "Drawing", "Geometry", "PNG"]),
    .testTarget(
      name: "SnapshotTests",
      dependencies: [
        "FormshotSnapshots", "FormshotTesting", "Formshot", "FormState", "CairoBackend", "Drawing",
        "Geometry", "JSON", "PNG", "LayoutFile",
      ]),
    // Interface Builder fixtures and the write / open / lay out / look up scaffolding the IB
    // and CLI tests share.
    .target(
      name: "IBTestSupport", dependencies: ["InterfaceBuilder", "AutoLayout", "LayoutContract", "Geometry"],
      path: "Tests/IBTestSupport"),
    .testTarget(
      name: "FormshotCLITests", dependencies: ["Formshot", "IBTestSupport", "PNG", "VectorImages", "Geometry"],
      exclude: ["Fixtures"]),
    .testTarget(name: "LayoutVocabularyTests", dependencies: ["LayoutVocabulary"]),
    .testTarget(
      name: "InterfaceBuilderTests",
      dependencies: [
        "InterfaceBuilder", "AutoLayout", "LayoutContract", "LayoutVocabulary", "Geometry",
        "Formshot", "FormState", "FormshotTesting", "FormshotSnapshots", "IBTestSupport",
        "CairoBackend", "StoredFrameCheck", "Scene", "Drawing",
      ],
      exclude: ["Fixtures"]),
    .testTarget(name: "PNGTests", dependencies: ["PNG", "Geometry"]),
    .testTarget(
      name: "FormshotTests",
      dependencies: [
        "Formshot", "CairoBackend", "FormLanguage", "FormState", "Scene", "Geometry", "FormshotSnapshots",
        "FormshotThemes", "AutoLayout", "Drawing", "LayoutContract", "LayoutVocabulary", "PNG",
      ]),
  ]
)

// Member-import visibility on every target: stages, executables and tests alike.
for target in package.targets where target.type != .system && target.type != .plugin {
  target.swiftSettings = (target.swiftSettings ?? []) + swiftSettings
}

/// Pango's compiler flags come from formshot's own `.pc` file (named by its path, which SwiftPM
/// accepts): Debian's pangocairo.pc drags in `-pthread`, which SwiftPM refuses with a warning in
/// every build of formshot and of the packages that depend on it (the file says why). SwiftPM
/// splits this setting at spaces, so a package folder whose path has a space uses pangocairo.pc.
var pangoCairoPkgConfig: String {
  let ownFile = Context.packageDirectory + "/Sources/CPangoCairo/formshot-pangocairo.pc"
  return ownFile.contains(" ") ? "pangocairo" : ownFile
}
