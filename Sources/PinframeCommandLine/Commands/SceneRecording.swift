import Foundation
import Pinframe
import PinframeSpecEvaluator

/// Writes a laid-out scene's animation to files (`RecordingWriter`), with progress.
@MainActor
struct SceneRecording {
  /// The tallest frame in a filmstrip, in pixels: taller frames are scaled down.
  static let filmstripFrameHeight = 200.0

  /// The scene, laid out.
  let scene: SpecScene
  /// Frames per second.
  let fps: Int
  /// How many frames are rasterized and encoded at once.
  let jobs: Int
  /// Where progress and new warnings go.
  let console: Console
  /// The most pixels the recording may draw.
  var workLimit = WorkLimit.standard

  /// The filmstrip scale for the scene: frames at most ``filmstripFrameHeight`` pixels tall.
  var filmstripScale: Double {
    min(1, Self.filmstripFrameHeight / (scene.spec.canvas.height * Double(scene.scale)))
  }

  /// The number of frames the animation has at ``fps``.
  ///
  /// - Throws: `AnimationError` for a bad frame rate.
  var frameCount: Int {
    get throws {
      try AnimationClock.frameCount(duration: scene.animationDuration, fps: Double(fps))
    }
  }

  /// Checks that the recording fits the limits of every file of `outputs`, before any frame
  /// is drawn.
  ///
  /// - Throws: `RecordingError.overLimit` naming the file and the limit.
  func checkLimits(_ outputs: RecordingOutputs) throws {
    let canvas = try scene.displayList()
    let frames = try frameCount
    try outputs.checkLimits(frameCount: frames, width: canvas.width, height: canvas.height)
    let work = outputs.estimatedWork(frameCount: frames, firstFrame: canvas)
      .addingReportingOverflow(scene.animationLayoutWork)
    let total = work.overflow ? Int.max : work.partialValue
    let count = scene.animationChainRuns
    let passes = count > 0 ? ", \(count) chain runs" : ""
    try workLimit.check(
      total, for: "the animation of \(scene.spec.file) (\(frames) frames\(passes))",
      raise: WorkLimitOption.raise(toCover: total))
  }

  /// Checks the limits, samples the animation and writes `outputs`; warnings the relayouts
  /// emit are printed.
  ///
  /// - Throws: `RecordingError.overLimit` before any work, then the errors of sampling,
  ///   rasterizing, encoding and writing.
  func write(_ outputs: RecordingOutputs) async throws -> RecordingResult {
    try checkLimits(outputs)
    let reported = scene.warnings.count
    var frames = try scene.recordedFrames(fps: Double(fps))
    let expected = try frameCount
    console.startProgress(
      total: expected, unit: "frames", label: scene.spec.file, plainLines: true)
    defer { console.finishProgress() }
    let writer = RecordingWriter(outputs: outputs, workerCount: jobs)
    let console = self.console
    let result: RecordingResult
    do {
      result = try await writer.write(&frames) { _ in console.advanceProgress() }
    } catch let error as AnimationError {
      throw scene.specError(for: error)
    }
    for warning in scene.warnings.dropFirst(reported) { console.warn(warning.description) }
    return result
  }
}
