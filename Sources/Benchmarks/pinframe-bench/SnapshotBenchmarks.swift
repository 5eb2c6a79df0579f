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
