import Foundation
import Pinframe
import PinframeSnapshot
import PinframeSpecEvaluator

/// A spec's animation recorded into an animated PNG in memory, for `pinframe test`: frames
/// sampled on the main actor, rasterized on `jobs` workers, encoded in order.
@MainActor
struct SpecAnimationRecording {
  /// The laid-out scene whose animation is recorded.
  let scene: SpecScene
  /// How many frames are rasterized at once.
  let jobs: Int

  /// The animation as an APNG carrying `metadata`, each frame shown 1/fps seconds.
  ///
  /// - Throws: The errors of sampling, rasterizing and encoding.
  func apng(_ metadata: SnapshotMetadata) async throws -> Data {
    var frames = try scene.recordedFrames()
    var writer: APNGWriter?
    let delay = FrameDelay(framesPerSecond: UInt16(scene.framesPerSecond))
    let processor = ParallelFrameProcessor(workerCount: jobs) { frame in
      try Bitmap(rendering: frame.displayList)
    }
    _ = try await processor.process(&frames) { _, bitmap in
      if writer == nil {
        writer = try APNGWriter(
          width: bitmap.width, height: bitmap.height, frameDelay: delay,
          text: metadata.textChunks)
      }
      try writer?.append(bitmap)
    }
    guard let writer else {
      throw CommandLineError("\(scene.spec.file): the animation has no frames")
    }
    return try writer.finish()
  }
}
