import Foundation

/// Steps an ``AnimationClock`` frame by frame at a fixed rate, one frame per ``next()``.
///
/// The first ``next()`` commits (running the pending layout pass) and returns frame 0 at the
/// clock's current time, the run's origin; each later call settles the clock (ends what is
/// due, runs completions, commits) and returns frame i at origin + i / fps, computed from the
/// index. It returns `nil` once the clock is idle and no model value changed since the last
/// frame was returned, so the last frame shows the final model state. Sample the frame
/// (``AnimationClock/presentationValues(of:)``) between calls.
@preconcurrency @MainActor
public struct FrameSampler {
  /// The clock being stepped.
  public let clock: AnimationClock
  /// Frames per second.
  public let fps: Double
  /// The virtual seconds after the origin the sampling may last.
  public let timeLimit: TimeInterval
  private var origin: TimeInterval?
  private var index = 0
  private var isFinished = false

  /// Creates a sampler of `clock` at `fps`.
  ///
  /// - Throws: ``AnimationError/invalidFrameRate(_:)`` unless `0 < fps ≤ 1000` and
  ///   ``AnimationError/invalidTimeLimit(_:)`` unless the limit is positive and finite.
  public init(
    clock: AnimationClock, fps: Double, timeLimit: TimeInterval = AnimationClock.defaultTimeLimit
  ) throws(AnimationError) {
    try AnimationClock.validate(fps: fps)
    guard timeLimit.isFinite, timeLimit > 0 else { throw .invalidTimeLimit(timeLimit) }
    self.clock = clock
    self.fps = fps
    self.timeLimit = timeLimit
  }

  /// Moves the clock to the next frame and returns it, or `nil` when everything has run.
  ///
  /// - Throws: ``AnimationError/timeLimitExceeded(limit:fps:frame:)`` when animations still
  ///   run after the time limit.
  public mutating func next() throws(AnimationError) -> AnimationFrame? {
    guard !isFinished else { return nil }
    if let origin {
      clock.settle()
      guard !clock.isIdle || clock.modelChangedSinceSample else {
        isFinished = true
        return nil
      }
      index += 1
      let elapsed = Double(index) / fps
      guard elapsed <= timeLimit + AnimationTiming.endTolerance else {
        isFinished = true
        throw .timeLimitExceeded(limit: timeLimit, fps: fps, frame: index)
      }
      clock.pass(to: origin + elapsed)
    } else {
      clock.commit()
      origin = clock.time
    }
    clock.modelChangedSinceSample = false
    return AnimationFrame(index: index, time: Double(index) / fps)
  }
}
