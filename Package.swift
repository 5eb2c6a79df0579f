// swift-tools-version:6.0
// Pinframe: UIKit-shaped views laid out with a PinLayout-compatible API, animated on a virtual
// clock, rendered to PNG and checked against reference snapshots.
//
// The targets follow the data flow, and no layer imports a later one:
//   PinframeGraphics (colour, insets, transforms)
//     → PinframeViews (the view tree) → PinframeLayout (PinLayout API)
//     → PinframeAnimation (model/presentation, virtual clock)
//     → PinframeRendering (view tree → display list) → PinframeRaster (display list → RGBA8)
//     → PinframePNG (libpng through CPinframePNG) → Pinframe (what a user imports)
//     → PinframeTesting (snapshot harness) → the `pinframe` CLI.

import PackageDescription

let package = Package(
  name: "Pinframe",
  products: [
    .library(name: "Pinframe", targets: ["Pinframe"]),
    .executable(name: "pinframe", targets: ["pinframe"]),
  ],
  targets: [
    // Layers of the data flow
    .target(name: "PinframeGraphics"),
    .target(name: "PinframeViews", dependencies: ["PinframeGraphics"]),
    .target(name: "PinframeRaster", dependencies: ["PinframeGraphics"]),
    .target(name: "PinframeLayout", dependencies: ["PinframeGraphics", "PinframeViews"]),
    .target(name: "PinframeRendering", dependencies: ["PinframeViews", "PinframeRaster"]),
    .target(
      name: "Pinframe",
      dependencies: [
        "PinframeGraphics", "PinframeViews", "PinframeLayout", "PinframeRaster",
        "PinframeRendering",
      ]
    ),

    // Tools
    .executableTarget(name: "pinframe", dependencies: ["Pinframe"]),

    // Tests
    .target(
      name: "PinframeTestSupport",
      dependencies: ["Pinframe"],
      path: "Tests/PinframeTestSupport"
    ),
    .testTarget(name: "PinframeGraphicsTests", dependencies: ["PinframeGraphics"]),
    .testTarget(name: "PinframeViewsTests", dependencies: ["PinframeViews"]),
    .testTarget(
      name: "PinframeLayoutTests",
      dependencies: ["PinframeGraphics", "PinframeViews", "PinframeLayout"]
    ),
    .testTarget(name: "PinframeRasterTests", dependencies: ["PinframeRaster"]),
    .testTarget(
      name: "PinframeRenderingTests",
      dependencies: ["PinframeRendering", "PinframeTestSupport"]
    ),
  ],
  swiftLanguageModes: [.v6]
)
