import Foundation

/// The `pinframe` CLI against Pillow, whole processes measured alternately in one run: the
/// standard scene rendered to one PNG.
func cliBenchmarks(root: URL) throws -> String {
  let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-bench-\(getpid())")
  defer { try? FileManager.default.removeItem(at: scratch) }
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  let setup = ProcessBenchSetup(root: root, scratch: scratch)
  if let missing = setup.missingPiece { return "## pinframe CLI vs Pillow\n\(missing)" }
  return try renderTable(setup).render()
}

/// `pinframe render` of the standard scene spec against Pillow drawing the same rectangles.
private func renderTable(_ setup: ProcessBenchSetup) throws -> BenchmarkTable {
  let ours = setup.scratch.appendingPathComponent("pinframe.png")
  let theirs = setup.scratch.appendingPathComponent("pillow.png")
  let pinframe = setup.pinframe(["render", setup.sceneSpec.path, "-o", ours.path])
  let pillow = setup.pillow(["render", setup.sceneJSON.path, theirs.path])
  let (pillowTime, pinframeTime) = try Measurement.paired(pillow.run, pinframe.run)
  return BenchmarkTable(
    title: "Whole process: the standard scene (1170×2532) to one PNG",
    baseline: BenchmarkTable.Row(
      name: "Pillow ImageDraw + save (RGB)", measurement: pillowTime,
      note: "\(setup.size(theirs)) bytes"),
    rows: [
      BenchmarkTable.Row(
        name: "pinframe render", measurement: pinframeTime,
        note: "\(setup.size(ours)) bytes, \(setup.pixels(ours, theirs))")
    ])
}
