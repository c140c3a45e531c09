// swift-tools-version:6.0
// formshot's libFuzzer targets, kept in their own package so that `swift build` and `swift test`
// of the main package never see them. Build and run one with `scripts/fuzz TARGET [SECONDS]`
// (see docs/fuzzing.md); the build flag is `-Xswiftc -sanitize=fuzzer,address` as ONE flag.
import Foundation
import PackageDescription

// The main package is two folders up; a path dependency's identity is that folder's name, which
// differs between checkouts (a worktree, a CI clone), so read it instead of spelling it.
let root = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let formshot = root.lastPathComponent

func fuzzTarget(_ name: String, _ products: [String]) -> Target {
  .executableTarget(
    name: "fuzz-\(name)",
    dependencies: ["FuzzSupport"] + products.map { .product(name: $0, package: formshot) })
}

let package = Package(
  name: "formshot-fuzz",
  dependencies: [.package(path: "../..")],
  targets: [
    .target(name: "FuzzSupport"),
    fuzzTarget("parse", ["FormLanguage"]),
    fuzzTarget("resolve", ["Formshot"]),
    fuzzTarget("state", ["Formshot"]),
    fuzzTarget("solve", ["ConstraintFile"]),
    fuzzTarget("theme", ["Formshot"]),
    fuzzTarget("ib", ["InterfaceBuilder"]),
    fuzzTarget("strings", ["Formshot"]),
  ]
)
