import Foundation
import Pinframe

/// The standard scene as a view tree (390 × 844 pt drawn at 3×, so 1170 × 2532 px), with its
/// moving rectangle animated across the screen by `UIView.animate`.
@MainActor
private struct RecordingScene {
  let root = View()
  private let moving: View
  private let target: CGFloat

  init(scene: BenchScene) {
    root.frame = CGRect(
      x: 0, y: 0, width: CGFloat(scene.width) / 3, height: CGFloat(scene.height) / 3)
    root.backgroundColor = .white
    var views: [View] = []
    for rect in scene.rects {
      let view = View(
        frame: CGRect(x: rect.x, y: rect.y, width: rect.w, height: rect.h)
          .applying(CGAffineTransform(scaleX: 1.0 / 3, y: 1.0 / 3)))
      let color = Color(red255: rect.rgb[0], green255: rect.rgb[1], blue255: rect.rgb[2])
      view.backgroundColor = UIColor(cgColor: color.withAlphaComponent(rect.alpha))
      root.addSubview(view)
      views.append(view)
    }
    moving = views[scene.movingRect]
    moving.frame.origin.x = CGFloat(scene.movingFrom) / 3
    target = CGFloat(scene.movingTo) / 3
  }

  /// Moves the rectangle in `frameCount − 1` frames at 60 fps.
  func animate(frameCount: Int) {
    UIView.animate(withDuration: Double(frameCount - 1) / 60) { moving.frame.origin.x = target }
  }

  /// Records `frameCount` frames into frame PNGs and an APNG in a temporary folder.
  func record(frameCount: Int, workers: Int) async throws -> RecordingResult {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pinframe-bench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    var frames = try AnimationRecorder(view: root, scale: 3).frames {
      animate(frameCount: frameCount)
    }
    let outputs = RecordingOutputs(directory: directory, name: "frame", filmstripScale: nil)
    return try await RecordingWriter(outputs: outputs, workerCount: workers).write(&frames)
  }
}

/// Recording 19 frames of the standard scene (sampling, rasterizing, PNG and APNG encoding,
/// writing files) on one worker, against two workers.
@MainActor
func recordingBenchmarks(scene: BenchScene) async throws -> BenchmarkTable {
  func row(workers: Int) async throws -> BenchmarkTable.Row {
    var samples: [Double] = []
    let clock = ContinuousClock()
    for run in 0..<6 {
      let recording = RecordingScene(scene: scene)
      let start = clock.now
      _ = try await ViewRuntime.isolated {
        try await recording.record(frameCount: 19, workers: workers)
      }
      let elapsed = clock.now - start
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      if run > 0 { samples.append(seconds) }
    }
    let measurement = Measurement(seconds: samples.sorted())
    let rate = 19 / measurement.median
    return BenchmarkTable.Row(
      name: "\(workers) worker\(workers == 1 ? "" : "s")", measurement: measurement,
      note: String(format: "%.1f frames/s", rate))
  }
  return BenchmarkTable(
    title: "Recording 19 frames of the standard scene (1170×2532): frame PNGs + APNG",
    baseline: try await row(workers: 1), rows: [try await row(workers: 2)])
}

/// Records `frameCount` frames on two workers and returns the peak resident memory in KiB.
@MainActor
func recordingPeakMemory(frameCount: Int, scene: BenchScene) async throws -> Int {
  _ = try await ViewRuntime.isolated {
    try await RecordingScene(scene: scene).record(frameCount: frameCount, workers: 2)
  }
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return usage.ru_maxrss
}

/// Peak memory of recording 19 and 190 frames, each in its own process (this executable run
/// with `--recording-memory N`).
func recordingMemoryReport() throws -> String {
  func peak(_ frames: Int) throws -> Int {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--recording-memory", String(frames)]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Int(
      String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
  }
  let (short, long) = (try peak(19), try peak(190))
  let growth = Double(long - short) / Double(max(short, 1)) * 100
  return String(
    format:
      "## Recording peak memory (frame PNGs + APNG, 2 workers)\n19 frames: %.1f MiB, 190 frames: %.1f MiB, growth %.1f %%",
    Double(short) / 1024, Double(long) / 1024, growth)
}
