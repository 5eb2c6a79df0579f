// swift-tools-version:6.0
// libFuzzer harnesses for Pinframe's parsers of untrusted input, and for the whole path from a
// spec to pixels and back: one executable per fuzzer.
//
// This package is separate so that the main package never carries sanitizer flags. Build and run
// the fuzzers with `.fuzz/run.sh <fuzzer> <seconds>`, which instruments every module (Pinframe's
// included) with `-sanitize=fuzzer,address`. Each harness defines `LLVMFuzzerTestOneInput` and a
// `main` that hands it to libFuzzer's driver (SwiftPM renames executables' entry points, so
// libFuzzer's own `main` cannot be used).

import Foundation
import PackageDescription

/// The main package's identity: the name of the folder this package sits in.
let pinframe = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
  .lastPathComponent

let package = Package(
  name: "PinframeFuzz",
  dependencies: [.package(path: "..")],
  targets: [
    .target(name: "CFuzzDriver"),
    .target(name: "CPNGMutator", linkerSettings: [.linkedLibrary("z")]),
    .executableTarget(
      name: "fuzz-png",
      dependencies: [.product(name: "Pinframe", package: pinframe), "CPNGMutator", "CFuzzDriver"],
      path: "Sources/FuzzPNG"
    ),
    .executableTarget(
      name: "fuzz-spec",
      dependencies: [.product(name: "PinframeSpec", package: pinframe), "CFuzzDriver"],
      path: "Sources/FuzzSpec"
    ),
    .executableTarget(
      name: "fuzz-render",
      dependencies: [
        .product(name: "PinframeSpecEvaluator", package: pinframe),
        .product(name: "Pinframe", package: pinframe), "CFuzzDriver",
      ],
      path: "Sources/FuzzRender"
    ),
    .executableTarget(
      name: "fuzz-text",
      dependencies: [.product(name: "Pinframe", package: pinframe), "CFuzzDriver"],
      path: "Sources/FuzzText"
    ),
    .executableTarget(
      name: "fuzz-catalog",
      dependencies: [.product(name: "Pinframe", package: pinframe), "CFuzzDriver"],
      path: "Sources/FuzzCatalog"
    ),
    .executableTarget(
      name: "fuzz-animation",
      dependencies: [
        .product(name: "PinframeSpecEvaluator", package: pinframe),
        .product(name: "Pinframe", package: pinframe), "CFuzzDriver",
      ],
      path: "Sources/FuzzAnimation"
    ),
    .executableTarget(
      name: "fuzz-chain",
      dependencies: [.product(name: "PinframeSpec", package: pinframe), "CFuzzDriver"],
      path: "Sources/FuzzChain"
    ),
  ],
  swiftLanguageModes: [.v6]
)
