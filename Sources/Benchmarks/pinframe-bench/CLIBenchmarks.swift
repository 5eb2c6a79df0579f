import Foundation

/// The `pinframe` CLI against Pillow, whole processes measured alternately in one run: the
/// standard scene rendered to one PNG, and its animation's 19 frames.
func cliBenchmarks(root: URL) throws -> String {
  let scratch = FileManager.default.temporaryDirectory
    .appendingPathComponent("pinframe-bench-\(getpid())")
  defer { try? FileManager.default.removeItem(at: scratch) }
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  let setup = ProcessBenchSetup(root: root, scratch: scratch)
  if let missing = setup.missingPiece { return "## pinframe CLI vs Pillow\n\(missing)" }
  return [try renderTable(setup), try animateTable(setup)].map { $0.render() }
    .joined(separator: "\n\n")
}

/// `pinframe render` of the standard scene spec against Pillow drawing the same rectangles.
private func renderTable(_ setup: ProcessBenchSetup) throws -> BenchmarkTable {
  let ours = setup.scratch.appendingPathComponent("pinframe.png")
  let theirs = setup.scratch.appendingPathComponent("pillow.png")
  let pinframe = setup.pinframe(["render", setup.sceneSpec.path, "-o", ours.path])
  let pillow = setup.pillow(["render", setup.sceneJSON.path, theirs.path])
  let times = try Measurement.interleaved([pillow.run, pinframe.run])
  return BenchmarkTable(
    title: "Whole process: the standard scene (1170×2532) to one PNG",
    baseline: BenchmarkTable.Row(
      name: "Pillow ImageDraw + save (RGB)", measurement: times[0],
      note: "\(setup.size(theirs)) bytes"),
    rows: [
      BenchmarkTable.Row(
        name: "pinframe render", measurement: times[1],
        note: "\(setup.size(ours)) bytes, \(setup.pixels(ours, theirs))")
    ])
}

/// `pinframe animate` of the standard scene spec (an animated PNG of its 19 frames, and with
/// `--frames` 19 frame PNGs too) against Pillow drawing the same 19 frames into PNGs.
private func animateTable(_ setup: ProcessBenchSetup) throws -> BenchmarkTable {
  let ours = setup.scratch.appendingPathComponent("pinframe-frames")
  let theirs = setup.scratch.appendingPathComponent("pillow-frames")
  let animation = setup.scratch.appendingPathComponent("scene.apng")
  let apngOnly = setup.pinframe(["animate", setup.sceneSpec.path, "-o", animation.path, "-q"])
  let withFrames = setup.pinframe([
    "animate", setup.sceneSpec.path, "-o", animation.path, "--frames", ours.path, "-q",
  ])
  let pillow = setup.pillow(["frames", setup.sceneJSON.path, theirs.path, "19"])
  let times = try Measurement.interleaved([pillow.run, apngOnly.run, withFrames.run])
  let names = (0..<19).map { String(format: "frame_%03d.png", $0) }
  let pixels = Set(
    names.map {
      setup.pixels(ours.appendingPathComponent($0), theirs.appendingPathComponent($0))
    })
  let sizes = { (folder: URL) in
    names.map { setup.size(folder.appendingPathComponent($0)) }.reduce(0, +)
  }
  let same = pixels == ["same pixels"] ? "same pixels in every frame" : "\(pixels.sorted())"
  return BenchmarkTable(
    title: "Whole process: the standard scene's animation, 19 frames (rect 59, x 0 → 870 px)",
    baseline: BenchmarkTable.Row(
      name: "Pillow, 19 PNGs", measurement: times[0], note: "\(sizes(theirs)) bytes in all"),
    rows: [
      BenchmarkTable.Row(
        name: "pinframe animate (APNG)", measurement: times[1],
        note: "\(setup.size(animation)) bytes"),
      BenchmarkTable.Row(
        name: "pinframe animate --frames", measurement: times[2],
        note: "APNG + \(sizes(ours)) bytes of PNGs, \(same)"),
    ])
}
