import Foundation
import Pinframe

// pinframe-bench: one table per workload, each row's ratio against a baseline measured in the
// same run. Run a release build: `swift build -c release && swift run -c release pinframe-bench`
// (`--cli` runs only the whole-process rows of the pinframe CLI against Pillow). The
// passing-snapshot tables (exact, and perceptual against exact) are meant for a debug build,
// where most users run their tests: `swift run pinframe-bench snapshot`. `layout` runs only the
// layout table, `text` only the label-measuring table, `images` only the image-view table,
// `tables` only the table-view table, `coverage` only the rounded-coverage tables, `scaling` only
// the spec-scaling rows (2,000 against 4,000 chained views), `constraints` only the constraint
// solver against kiwisolver (when installed).

let scene = try BenchScene.load()
if let flag = CommandLine.arguments.firstIndex(of: "--recording-memory"),
  let frames = CommandLine.arguments.dropFirst(flag + 1).first.flatMap({ Int($0) })
{
  print(try await recordingPeakMemory(frameCount: frames, scene: scene))
  exit(0)
}
if CommandLine.arguments.contains("--cli") {
  print(try cliBenchmarks(root: BenchScene.packageRoot()))
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "layout" {
  print(try layoutBenchmarks().render())
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "images" {
  print(try imageBenchmarks().render())
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "tables" {
  print(try tableBenchmarks().render())
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "text" {
  print(try textBenchmarks().render())
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "coverage" {
  print(try coverageBenchmarks().map { $0.render() }.joined(separator: "\n\n"))
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "scaling" {
  print(try specScalingBenchmarks())
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "constraints" {
  print(
    try constraintBenchmarks(root: BenchScene.packageRoot()).map { $0.render() }
      .joined(separator: "\n\n"))
  exit(0)
}
if CommandLine.arguments.dropFirst().first == "snapshot" {
  print(try snapshotBenchmarks(scene: scene).render())
  print("\n" + (try perceptualSnapshotBenchmarks(scene: scene).render()))
  exit(0)
}
var tables: [BenchmarkTable] = []
tables.append(try fillBenchmarks(scene: scene))
tables.append(try encodeBenchmarks(scene: try Bitmap(rendering: scene.displayList())))
tables.append(try layoutBenchmarks())
tables.append(try textBenchmarks())
tables.append(try imageBenchmarks())
tables.append(try tableBenchmarks())
tables.append(contentsOf: try coverageBenchmarks())
tables.append(contentsOf: try constraintBenchmarks(root: BenchScene.packageRoot()))
tables.append(try await recordingBenchmarks(scene: scene))

#if DEBUG
  print("warning: this is a debug build; run `swift run -c release pinframe-bench`\n")
#endif
print(tables.map { $0.render() }.joined(separator: "\n\n"))
print("\n" + (try recordingMemoryReport()))
print("\n" + (try specScalingBenchmarks()))
print("\n" + (try cliBenchmarks(root: BenchScene.packageRoot())))
