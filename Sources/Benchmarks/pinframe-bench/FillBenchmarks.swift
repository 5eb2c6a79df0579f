import CPinframeBench
import Pinframe

/// Filling the standard scene: the Swift rasterizer against a plain C loop compiled in the same
/// package, both drawing into a reused canvas; the outputs are checked to be identical.
func fillBenchmarks(scene: BenchScene) throws -> BenchmarkTable {
  let rects = scene.rects.map { rect in
    CPinframeBench_Rect(
      x: Int32(rect.x), y: Int32(rect.y), width: Int32(rect.w), height: Int32(rect.h),
      red: rect.rgb[0], green: rect.rgb[1], blue: rect.rgb[2],
      alpha: Color(white: 0, alpha: rect.alpha).rgba8.alpha)
  }
  var cCanvas = try Bitmap(width: scene.width, height: scene.height)
  let cLoop = Measurement.run {
    cCanvas.pixels.withUnsafeMutableBufferPointer { pixels in
      CPinframeBench_fillScene(
        pixels.baseAddress, Int32(scene.width), Int32(scene.height), rects, Int32(rects.count))
    }
  }
  let list = scene.displayList()
  var rasterizer = Rasterizer()
  var swiftCanvas = try rasterizer.render(list)
  let swift = try Measurement.run { try rasterizer.render(list, into: &swiftCanvas) }
  let same = swiftCanvas == cCanvas ? "pixels identical to the C loop" : "PIXELS DIFFER"
  return BenchmarkTable(
    title: "Fill of the standard scene (60 rects, 18 blended)",
    baseline: BenchmarkTable.Row(name: "C loop (clang -O2)", measurement: cLoop),
    rows: [BenchmarkTable.Row(name: "Swift rasterizer", measurement: swift, note: same)])
}
