import Foundation
import Pinframe

// pinframe-bench: one table per workload, each row's ratio against a baseline measured in the
// same run. Run a release build: `swift run -c release pinframe-bench`.

let scene = try BenchScene.load()
var tables: [BenchmarkTable] = []
tables.append(try fillBenchmarks(scene: scene))
tables.append(try encodeBenchmarks(scene: try Bitmap(rendering: scene.displayList())))
tables.append(try MainActor.assumeIsolated { try layoutBenchmarks() })

#if DEBUG
  print("warning: this is a debug build; run `swift run -c release pinframe-bench`\n")
#endif
let cli = try cliBenchmarks(root: BenchScene.packageRoot())
print((tables.map { $0.render() } + [cli]).joined(separator: "\n\n"))
