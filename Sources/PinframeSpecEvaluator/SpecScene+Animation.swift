import Pinframe
import PinframeSpec

extension SpecScene {
  /// The frame rate of the spec's animation (60 when the spec has none).
  public var framesPerSecond: Int {
    spec.animation?.framesPerSecond ?? 60
  }

  /// How long the animation lasts: every step's delay, duration and pause, in seconds.
  public var animationDuration: TimeInterval {
    spec.animation?.steps.reduce(0) { $0 + $1.delay + $1.duration + $1.pause } ?? 0
  }

  /// The frames of the spec's animation, sampled at `fps` (the spec's by default) as they are
  /// asked for: frame 0 shows the laid-out views before the first step, the last frame the end
  /// of the last step's pause.
  ///
  /// Call ``layout()`` first. The recorder works in the scene's runtime, on its clock.
  ///
  /// - Throws: `AnimationError` for a frame rate outside `0 < fps ≤ 1000`.
  public func recordedFrames(fps: Double? = nil) throws -> RecordedFrames {
    try perform {
      let recorder = AnimationRecorder(
        view: root, scale: CGFloat(scale), fps: fps ?? Double(framesPerSecond),
        timeLimit: animationDuration + 1)
      return try recorder.frames(after: startAnimation)
    }
  }

  /// Starts the animation on the scene's clock: the first step now, each later one when the
  /// steps before it (delays, durations and pauses) are over, and a wait through the last
  /// step's pause.
  func startAnimation() {
    guard let steps = spec.animation?.steps else { return }
    let clock = AnimationClock.current
    var start: TimeInterval = 0
    for step in steps {
      if start == 0 {
        run(step)
      } else {
        clock.schedule(after: start) { [self] in run(step) }
      }
      start += step.delay + step.duration + step.pause
    }
    if start > 0 { clock.schedule(after: start) {} }
  }

  /// Runs one step as UIKit code would: inside an animation block with the step's timing, its
  /// changes are applied and every view is laid out again.
  func run(_ step: AnimationStep) {
    let animations = { [self] in
      for change in step.changes { nodes[change.id]?.apply(change.properties) }
      for view in root.subtree { view.setNeedsLayout() }
      root.layoutIfNeeded()
    }
    switch step.timing {
    case .curve(let curve):
      View.animate(
        withDuration: step.duration, delay: step.delay, options: curve.options,
        animations: animations)
    case .spring(let damping, let velocity):
      View.animate(
        withDuration: step.duration, delay: step.delay, usingSpringWithDamping: damping,
        initialSpringVelocity: velocity, animations: animations)
    }
  }
}

extension AnimationCurve {
  /// The `UIView.AnimationOptions` curve.
  var options: View.AnimationOptions {
    switch self {
    case .easeInOut: .curveEaseInOut
    case .easeIn: .curveEaseIn
    case .easeOut: .curveEaseOut
    case .linear: .curveLinear
    }
  }
}

extension SpecScene {
  /// Every frame of the spec's animation at its frame rate, sampled now (display lists only,
  /// a few kilobytes each).
  ///
  /// - Throws: `AnimationError` when the animation cannot be sampled.
  public func allFrames() throws -> [RecordedFrame] {
    var frames = try recordedFrames()
    var all: [RecordedFrame] = []
    while let frame = try frames.next() { all.append(frame) }
    return all
  }
}
