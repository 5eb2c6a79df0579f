import Foundation

/// One frame sampled by ``AnimationClock/run(fps:timeLimit:action:eachFrame:)``.
public struct AnimationFrame: Sendable, Hashable {
  /// The frame's index, from 0.
  public var index: Int
  /// The frame's time since the run started, `index / fps`.
  public var time: TimeInterval

  /// Creates a frame description.
  public init(index: Int, time: TimeInterval) {
    self.index = index
    self.time = time
  }
}

extension AnimationClock {
  /// The virtual time a run may take before it fails: 60 seconds.
  public static let defaultTimeLimit: TimeInterval = 60

  /// The number of frames a run samples for one animation: N + 1 with
  /// N = ⌈(delay + duration) · fps − 1e-9⌉, both ends included.
  ///
  /// 0.3 s at 60 fps gives 19 frames, 0.25 s at 30 fps 9 (the last one past the end shows the
  /// end state), 0.29 s at 100 fps 30 (the tolerance absorbs 0.29 · 100 = 28.999999999999996).
  ///
  /// - Throws: ``AnimationError/invalidFrameRate(_:)`` unless `0 < fps ≤ 1000`.
  public static func frameCount(
    duration: TimeInterval, delay: TimeInterval = 0, fps: Double
  ) throws(AnimationError) -> Int {
    try validate(fps: fps)
    let total = max(duration, 0) + max(delay, 0)
    return Int((total * fps - AnimationTiming.endTolerance).rounded(.up)) + 1
  }

  /// Runs `action`, then samples frames at `fps` until every animation and completion —
  /// including animations started by completions — has run, calling `eachFrame` for each.
  ///
  /// The frame convention (see ``FrameSampler``): `action` runs, the clock commits (running
  /// the pending layout pass), and frame 0 is sampled at the run's origin (the clock's current
  /// time): it shows the old values. Frame i is sampled at origin + i / fps, computed from the
  /// index. After each frame the clock settles (ends what is due, runs completions in creation
  /// order, commits, which runs layout requested meanwhile outside any animation block). The
  /// run stops after the first frame after which the clock is idle and no model value changed
  /// since it was sampled, so the last frame shows the final model state: 19 frames for one
  /// 0.3 s animation at 60 fps. Inside `eachFrame`, ``presentationValues(of:)`` gives the
  /// values to draw.
  ///
  /// - Parameters:
  ///   - fps: Frames per second, `0 < fps ≤ 1000`.
  ///   - timeLimit: The virtual seconds after the origin the run may last.
  ///   - action: Code that starts the animations, run with the clock's runtime current.
  ///   - eachFrame: Called once per sampled frame, with the clock's runtime current.
  /// - Returns: The number of frames sampled.
  /// - Throws: ``AnimationError/invalidFrameRate(_:)``, ``AnimationError/invalidTimeLimit(_:)``
  ///   (before `action` runs), ``AnimationError/timeLimitExceeded(limit:fps:frame:)`` when
  ///   animations still run after `timeLimit`, and whatever `action` or `eachFrame` throw.
  @discardableResult
  public func run(
    fps: Double, timeLimit: TimeInterval = AnimationClock.defaultTimeLimit,
    action: () throws -> Void = {}, eachFrame: (AnimationFrame) throws -> Void
  ) throws -> Int {
    var sampler = try FrameSampler(clock: self, fps: fps, timeLimit: timeLimit)
    try inRuntime(action)
    var count = 0
    while let frame = try sampler.next() {
      try inRuntime { try eachFrame(frame) }
      count += 1
    }
    return count
  }
}

extension AnimationClock {
  /// Advances the clock until every animation and completion has run, without drawing frames,
  /// as a test does to start from a settled screen.
  ///
  /// - Throws: ``AnimationError/timeLimitExceeded(limit:fps:frame:)`` when animations still run
  ///   after `timeLimit` virtual seconds.
  public func finishAnimations(timeLimit: TimeInterval = AnimationClock.defaultTimeLimit) throws {
    try run(fps: 60, timeLimit: timeLimit, eachFrame: { _ in })
  }
}
