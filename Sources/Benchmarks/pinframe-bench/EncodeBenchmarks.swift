import Foundation
import Pinframe

/// PNG encoding of the standard scene per preset, against libpng's own defaults (adaptive
/// filters, zlib level 6, Z_FILTERED) on the same image, with output sizes.
func encodeBenchmarks(scene: Bitmap) throws -> BenchmarkTable {
  func row(_ name: String, _ settings: PNGEncoder.Settings) throws -> BenchmarkTable.Row {
    var size = 0
    let measurement = try Measurement.run {
      size = try scene.pngData(settings: settings).count
    }
    return BenchmarkTable.Row(name: name, measurement: measurement, note: "\(size) bytes")
  }
  let libpngDefaults = PNGEncoder.Settings(
    filter: .adaptive, compressionLevel: 6, strategy: .filtered)
  return BenchmarkTable(
    title: "PNG encode of the standard scene (\(scene.width)×\(scene.height))",
    baseline: try row("libpng defaults (all filters, L6)", libpngDefaults),
    rows: [
      try row("preset fast", .fast), try row("preset default", .default),
      try row("preset smallest", .smallest),
    ])
}
