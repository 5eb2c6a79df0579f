import Foundation
import Pinframe
import PinframeSnapshot

/// A passing image snapshot of the standard scene (1170×2532 px: a 390×844 pt view tree of 60
/// rectangles at scale 3): rendering the view, reading and decoding the reference, comparing.
///
/// Meant for debug builds, where most users run `swift test`:
/// `swift run pinframe-bench snapshot`. The baseline is decoding the reference alone.
@MainActor
func snapshotBenchmarks(scene: BenchScene) throws -> BenchmarkTable {
  let view = scene.viewTree()
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-bench-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  func verify() -> String? {
    withSnapshotTesting(artifactsDirectory: folder.appendingPathComponent("artifacts")) {
      verifySnapshot(
        of: view, as: .image(scale: 3), named: "scene", record: .missing,
        snapshotDirectory: folder.path, file: "/bench/SceneTests.swift", testName: "scene")
    }
  }
  _ = verify()
  let reference = try Data(
    contentsOf: folder.appendingPathComponent("SceneTests/scene.scene.png"))
  let decode = try Measurement.run(runs: 15) { _ = try PNGDecoder().decode(reference) }
  var failure: String?
  let passing = Measurement.run(runs: 15) { failure = verify() }
  #if DEBUG
    let build = "debug build"
  #else
    let build = "release build"
  #endif
  return BenchmarkTable(
    title: "Passing image snapshot of the standard scene (\(build))",
    baseline: BenchmarkTable.Row(
      name: "decode the reference PNG", measurement: decode,
      note: "\(reference.count) bytes"),
    rows: [
      BenchmarkTable.Row(
        name: "assert: render + read + decode + compare", measurement: passing,
        note: failure == nil ? "passes, nothing encoded" : "FAILED: \(failure ?? "")")
    ])
}

/// A passing `.image(perceptualPrecision: 0.98)` check of the standard scene against a
/// reference where 1 % of the pixels (scattered: one in each run of 100) are slightly different,
/// against an exact passing check of the same scene, measured in turn in the same run.
///
/// Each changed pixel has its green and blue one level lower (or higher, at 0), a difference
/// the eye cannot see and the ΔE94 threshold of 2 lets pass. Meant for debug builds:
/// `swift run pinframe-bench snapshot`.
@MainActor
func perceptualSnapshotBenchmarks(scene: BenchScene) throws -> BenchmarkTable {
  let view = scene.viewTree()
  let folder = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-bench-perceptual-\(getpid())")
  defer { try? FileManager.default.removeItem(at: folder) }
  let exact = try view.renderImage(scale: 3)
  let (noisy, changed) = try exact.withScatteredChanges()
  let metadata = SnapshotMetadata(scale: 3, edges: "snapped").textChunks
  let references = folder.appendingPathComponent("SceneTests")
  try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
  try exact.pngData(text: metadata).write(to: references.appendingPathComponent("scene.exact.png"))
  try noisy.pngData(text: metadata).write(
    to: references.appendingPathComponent("scene.perceptual.png"))
  var failures: [String: String] = [:]
  func check(_ name: String, _ strategy: Snapshotting<View, Bitmap>) {
    failures[name] = withSnapshotTesting(artifactsDirectory: folder.appendingPathComponent("a")) {
      verifySnapshot(
        of: view, as: strategy, named: name, record: .never, snapshotDirectory: folder.path,
        file: "/bench/SceneTests.swift", testName: "scene")
    }
  }
  let measurements = try Measurement.interleaved(
    runs: 15,
    [
      { check("exact", .image(scale: 3)) },
      { check("perceptual", .image(perceptualPrecision: 0.98, scale: 3)) },
    ])
  func note(_ name: String, _ text: String) -> String {
    failures[name].map { "FAILED: \($0)" } ?? text
  }
  #if DEBUG
    let build = "debug build"
  #else
    let build = "release build"
  #endif
  return BenchmarkTable(
    title: "Passing perceptual image snapshot of the standard scene (\(build))",
    baseline: BenchmarkTable.Row(
      name: "exact check: .image", measurement: measurements[0],
      note: note("exact", "passes, identical pixels")),
    rows: [
      BenchmarkTable.Row(
        name: ".image(perceptualPrecision: 0.98)", measurement: measurements[1],
        note: note("perceptual", "passes, \(changed) pixels (1 %) off by one level; target ≤ 2×"))
    ])
}

extension Bitmap {
  /// A copy with one pixel in each run of 100 (at a pseudo-random place) a little darker in
  /// green and blue, and the number of pixels changed.
  fileprivate func withScatteredChanges() throws -> (Bitmap, Int) {
    var copy = self
    var changed = 0
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    let count = width * height
    for start in stride(from: 0, to: count, by: 100) {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let pixel = min(start + Int(state >> 58), count - 1) * 4
      for channel in 1...2 {
        let value = copy.pixels[pixel + channel]
        copy.pixels[pixel + channel] = value == 0 ? 1 : value - 1
      }
      changed += 1
    }
    return (copy, changed)
  }
}

extension BenchScene {
  /// The scene as a view tree: a white 390×844 pt root with one subview per rectangle (the
  /// scene's pixel coordinates divided by its scale, 3).
  @MainActor
  func viewTree() -> View {
    let root = View(
      frame: CGRect(x: 0, y: 0, width: CGFloat(width) / 3, height: CGFloat(height) / 3))
    root.backgroundColor = .white
    for rect in rects {
      let view = View(
        frame: CGRect(
          x: CGFloat(rect.x) / 3, y: CGFloat(rect.y) / 3, width: CGFloat(rect.w) / 3,
          height: CGFloat(rect.h) / 3))
      let color = Color(red255: rect.rgb[0], green255: rect.rgb[1], blue255: rect.rgb[2])
      view.backgroundColor = UIColor(cgColor: color.withAlphaComponent(rect.alpha))
      root.addSubview(view)
    }
    return root
  }
}
