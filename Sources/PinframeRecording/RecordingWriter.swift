import Foundation
import PinframeFiles
import PinframePNG
import PinframeRaster

/// Writes the frames of a recording as PNG files, an animated PNG and a filmstrip
/// (see ``RecordingOutputs``), rasterizing and encoding frames on several cores.
///
/// Frames are sampled on the main actor; rasterizing and encoding the frame PNGs runs on
/// ``workerCount`` frames at a time (``ParallelFrameProcessor``); files are written and the
/// animated PNG and filmstrip are assembled in frame order. Memory stays bounded: at most
/// twice ``workerCount`` frames are in flight, and fewer when their pixels would take more
/// than ``memoryBudget``; the animated PNG keeps compressed frames, and the filmstrip keeps
/// display lists until it is drawn at the end.
public struct RecordingWriter: Sendable {
  /// What to write, and where.
  public var outputs: RecordingOutputs
  /// How many frames are rasterized and encoded at the same time.
  public var workerCount: Int
  /// The most bytes the frames in flight may take, 1 GiB by default.
  ///
  /// Each frame counts twice its RGBA pixels (the bitmap and its encoding); at least one
  /// frame is always in flight.
  public var memoryBudget = RecordingWriter.defaultMemoryBudget

  /// The default ``memoryBudget``: 1 GiB.
  public static let defaultMemoryBudget = 1 << 30

  /// Creates a writer; `workerCount` defaults to the number of active cores.
  public init(
    outputs: RecordingOutputs, workerCount: Int = ProcessInfo.processInfo.activeProcessorCount
  ) {
    self.outputs = outputs
    self.workerCount = workerCount
  }

  /// Samples `frames` to the end and writes the outputs.
  ///
  /// - Parameters:
  ///   - frames: The frames to sample and write.
  ///   - eachFrame: Called on the main actor with each frame's index once its files are
  ///     written, in frame order (for progress).
  /// - Returns: The number of frames and the files written, frame PNGs first.
  /// - Throws: ``RecordingError`` for a bad name, an uncreatable folder, or a frame that
  ///   cannot be rasterized, encoded or written; the sampling errors of `frames`.
  @preconcurrency @MainActor
  public func write(_ frames: inout RecordedFrames, eachFrame: (Int) -> Void = { _ in })
    async throws -> RecordingResult
  {
    try prepareDirectory()
    let outputs = self.outputs
    var assembly = FrameAssembly(outputs: outputs, fps: frames.fps)
    let processor = ParallelFrameProcessor(
      workerCount: workerCount, maxFramesInFlight: framesInFlight(canvas: frames.canvasPixels)
    ) { frame in
      try RenderedFrame(frame, outputs: outputs)
    }
    let count = try await processor.process(&frames) { index, rendered in
      try assembly.add(rendered)
      eachFrame(index)
    }
    let files = try assembly.finish()
    return RecordingResult(frameCount: count, files: files)
  }

  /// How many frames of `canvas` pixels fit in ``memoryBudget`` (at least 1), when that is
  /// fewer than twice ``workerCount``.
  public func framesInFlight(canvas pixels: Int) -> Int {
    let perFrame = max(pixels, 1).multipliedClamped(by: 8)
    return max(1, min(memoryBudget / perFrame, max(workerCount, 1) * 2))
  }

  private func prepareDirectory() throws(RecordingError) {
    let name = outputs.name
    guard !name.isEmpty, !name.contains("/") else { throw .invalidName(name) }
    do {
      try FileManager.default.createDirectory(
        at: outputs.directory, withIntermediateDirectories: true)
    } catch {
      throw .cannotCreateDirectory(
        path: outputs.directory.path, reason: SystemErrorDescription.describe(error))
    }
  }
}

/// What a recording wrote.
public struct RecordingResult: Sendable, Hashable {
  /// The number of frames recorded.
  public var frameCount: Int
  /// The files written: frame PNGs in order, then the animated PNG, then the filmstrip.
  public var files: [URL]

  /// Creates a result.
  public init(frameCount: Int, files: [URL]) {
    self.frameCount = frameCount
    self.files = files
  }
}
