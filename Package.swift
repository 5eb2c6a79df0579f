// swift-tools-version:6.0
// Pinframe: UIKit-shaped views laid out with a PinLayout-compatible API, animated on a virtual
// clock, rendered to PNG and checked against reference snapshots.
//
// The data flows one way: view tree → layout → animation → display list → rasterizer → PNG →
// snapshot harness. The targets sit in layers, lowest first; a target depends on, and imports,
// targets of lower layers only (Scripts/check-layers.py checks it in CI):
//   0. CLibPNG, PinframeFiles, PinframeGraphics, PinframeConstraints, CPinframeTestLoad, CPinframeBench
//   1. CPinframePNG, PinframeText, PinframeViews, PinframeRaster, PinframeConstraintsFixtures
//   2. PinframeLayout, PinframeAnimation, PinframeRendering, PinframePNG, PinframeSpec
//   3. PinframeImage, PinframeRecording
//   4. PinframeUIKit
//   5. Pinframe
//   6. PinframeSnapshot, PinframeExamples, PinframeSpecEvaluator, PinframeTestSupport
//   7. PinframeTesting, PinframeCommandLine
//   8. pinframe, pinframe-bench
// Constraints is the Auto Layout solver, knowing nothing of views; Graphics holds colours,
// geometry and traits; Text (fonts, line breaking) and Views (the view
// tree) sit on it side by side; Raster turns display lists into RGBA8; Rendering walks the view
// tree into display lists; PNG wraps libpng (every setjmp in the C target CPinframePNG); Spec
// reads JSON layout specs; Image and Recording build on PNG; UIKit holds UIKit's classes above
// the view tree; Pinframe is what a user imports; Snapshot is the harness's engine, Testing its
// XCTest and Swift Testing front end, CommandLine the `pinframe` tool's commands.

import PackageDescription

let package = Package(
  name: "Pinframe",
  products: [
    .library(name: "Pinframe", targets: ["Pinframe"]),
    .library(name: "PinframeSpec", targets: ["PinframeSpec"]),
    .library(name: "PinframeSpecEvaluator", targets: ["PinframeSpecEvaluator"]),
    .library(name: "PinframeTesting", targets: ["PinframeTesting"]),
    .executable(name: "pinframe", targets: ["pinframe"]),
  ],
  targets: [
    // C: libpng (and zlib, for text chunks) from the system, and our C code that owns every
    // setjmp around libpng
    .systemLibrary(
      name: "CLibPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
    ),
    .target(
      name: "CPinframePNG", dependencies: ["CLibPNG"], linkerSettings: [.linkedLibrary("z")]),

    // Layers of the data flow
    .target(name: "PinframeFiles"),
    // Linear constraints solved incrementally (Cassowary), below the views
    .target(name: "PinframeConstraints"),
    .target(name: "PinframeGraphics"),
    .target(name: "PinframeViews", dependencies: ["PinframeGraphics", "PinframeConstraints"]),
    .target(name: "PinframeRaster", dependencies: ["PinframeGraphics"]),
    .target(name: "PinframeLayout", dependencies: ["PinframeGraphics", "PinframeViews"]),
    .target(name: "PinframeAnimation", dependencies: ["PinframeGraphics", "PinframeViews"]),
    .target(name: "PinframeRendering", dependencies: ["PinframeViews", "PinframeRaster"]),
    .target(name: "PinframePNG", dependencies: ["PinframeRaster", "CPinframePNG"]),
    // Images: UIImage (PNG files, asset catalogs, symbol placeholders), UIGraphicsImageRenderer
    .target(
      name: "PinframeImage",
      dependencies: [
        "PinframeGraphics", "PinframeViews", "PinframeRaster", "PinframePNG", "PinframeFiles",
      ]
    ),
    .target(
      name: "PinframeUIKit",
      dependencies: [
        "PinframeGraphics", "PinframeViews", "PinframeText", "PinframeImage", "PinframeAnimation",
      ]
    ),
    .target(
      name: "PinframeSpec", dependencies: ["PinframeGraphics", "PinframeText", "PinframeViews"]),
    // Text below the views: font metrics and outlines (generated from Inter, with its licence in
    // Generated/), UIFont, line breaking, glyph runs
    .target(
      name: "PinframeText", dependencies: ["PinframeGraphics"],
      exclude: ["Generated/Inter-OFL.txt"]),
    .target(name: "PinframeSpecEvaluator", dependencies: ["PinframeSpec", "Pinframe"]),
    .target(
      name: "PinframeRecording",
      dependencies: [
        "PinframeAnimation", "PinframeFiles", "PinframePNG", "PinframeRaster", "PinframeRendering",
        "PinframeViews",
      ]
    ),
    .target(
      name: "Pinframe",
      dependencies: [
        "PinframeGraphics", "PinframeViews", "PinframeLayout", "PinframeAnimation",
        "PinframeRaster", "PinframeRendering", "PinframeRecording", "PinframePNG", "PinframeFiles",
        "PinframeImage", "PinframeUIKit",
      ]
    ),

    // Snapshot testing: the engine (shared with the CLI) and the XCTest/Swift Testing front end
    .target(name: "PinframeSnapshot", dependencies: ["Pinframe", "PinframeFiles"]),
    // What a test binary does when it loads: the XCTest @MainActor abort hint, each Swift Testing
    // test its own view runtime (see the sources)
    .target(name: "CPinframeTestLoad"),
    .target(name: "PinframeTesting", dependencies: ["PinframeSnapshot", "CPinframeTestLoad"]),

    // Examples: PinLayout's animation guide, the hidden-view fallback, the Example app's
    // Animations screen (used by the tests and Pinframe's own snapshots)
    .target(name: "PinframeExamples", dependencies: ["Pinframe"]),

    // Tools: the CLI's commands live in a library so that they can be tested
    .target(
      name: "PinframeCommandLine",
      dependencies: [
        "PinframeSpecEvaluator", "PinframeSnapshot", "PinframeFiles", "PinframeExamples",
      ]
    ),
    .executableTarget(name: "pinframe", dependencies: ["PinframeCommandLine"]),

    // Benchmarks: the C baseline the Swift code is measured against
    .target(name: "CPinframeBench", path: "Sources/Benchmarks/CPinframeBench"),
    .executableTarget(
      name: "pinframe-bench",
      dependencies: [
        "Pinframe", "PinframeSnapshot", "CPinframeBench", "PinframeConstraints",
        "PinframeConstraintsFixtures",
      ],
      path: "Sources/Benchmarks/pinframe-bench"
    ),

    // Tests
    // The constraint grid shared by the solver's tests and the benchmark
    .target(
      name: "PinframeConstraintsFixtures",
      dependencies: ["PinframeConstraints"],
      path: "Tests/PinframeConstraintsFixtures"
    ),
    .target(
      name: "PinframeTestSupport",
      dependencies: ["Pinframe"],
      path: "Tests/PinframeTestSupport"
    ),
    .testTarget(name: "PinframeFilesTests", dependencies: ["PinframeFiles"]),
    .testTarget(name: "PinframeGraphicsTests", dependencies: ["PinframeGraphics"]),
    .testTarget(
      name: "PinframeConstraintsTests",
      dependencies: ["PinframeConstraints", "PinframeConstraintsFixtures"]
    ),
    .testTarget(name: "PinframeTextTests", dependencies: ["PinframeText", "PinframeGraphics"]),
    .testTarget(name: "PinframeViewsTests", dependencies: ["PinframeViews", "PinframeGraphics"]),
    .testTarget(name: "PinframeUIKitTests", dependencies: ["PinframeUIKit", "Pinframe"]),
    .testTarget(
      name: "PinframeLayoutTests",
      dependencies: ["PinframeGraphics", "PinframeViews", "PinframeLayout"]
    ),
    .testTarget(
      name: "PinframeAnimationTests",
      dependencies: ["PinframeAnimation", "Pinframe", "PinframeExamples"]
    ),
    .testTarget(name: "PinframeRasterTests", dependencies: ["PinframeRaster", "CPinframeBench"]),
    .testTarget(
      name: "PinframeRecordingTests",
      dependencies: ["PinframeRecording", "Pinframe"]
    ),
    .testTarget(
      name: "PinframeSnapshotTests",
      dependencies: ["PinframeSnapshot", "PinframeTestSupport"]
    ),
    .testTarget(
      name: "PinframeRenderingTests",
      dependencies: ["PinframeRendering", "PinframeTestSupport"]
    ),
    .testTarget(name: "PinframeTestingTests", dependencies: ["PinframeTesting"]),
    // iOS test code in Swift 5 mode (plain XCTest methods, Quick-style closures) compiles and
    // runs against the main-actor API, as it does against UIKit.
    .testTarget(
      name: "PinframeSwift5Tests",
      dependencies: ["Pinframe", "PinframeTesting"],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .testTarget(
      name: "PinframeExampleSnapshotTests",
      dependencies: ["PinframeTesting", "PinframeExamples"]
    ),
    .testTarget(name: "PinframePNGTests", dependencies: ["PinframePNG", "PinframeTestSupport"]),
    .testTarget(name: "PinframeSpecTests", dependencies: ["PinframeSpec", "PinframeTestSupport"]),
    .testTarget(
      name: "PinframeCommandLineTests",
      dependencies: ["PinframeCommandLine", "pinframe", "PinframeTestSupport"]
    ),
    .testTarget(
      name: "PinframeSpecEvaluatorTests",
      dependencies: ["PinframeSpecEvaluator", "PinframeTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
