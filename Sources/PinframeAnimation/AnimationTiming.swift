/// How one recorded animation moves from its old value (progress 0) to the model (progress 1).
struct AnimationTiming {
  /// How progress follows time.
  enum Easing {
    /// A cubic Bézier curve over the duration.
    case curve(TimingCurve)
    /// A spring, run in seconds and cut at the end of the duration.
    case spring(Spring)
    /// One keyframe of a keyframe animation.
    case keyframe(Keyframe)
  }

  /// The slice of a keyframe animation in which one keyframe's changes happen.
  struct Keyframe {
    /// The curve that warps the whole keyframe animation's time.
    var overall: TimingCurve
    /// The keyframe's start, as a fraction of the (warped) total duration.
    var start: Double
    /// The keyframe's length, as a fraction of the (warped) total duration.
    var length: Double
    /// Whether the value jumps at the keyframe's end instead of being interpolated.
    var isDiscrete: Bool

    func progress(at fraction: Double) -> Double {
      let warped = overall.value(at: fraction)
      let end = start + length
      if isDiscrete || length <= 0 { return warped >= end - 1e-12 ? 1 : 0 }
      return min(max((warped - start) / length, 0), 1)
    }
  }

  /// Seconds between the commit and the start of the motion.
  var delay: Double
  /// Seconds the motion lasts (positive).
  var duration: Double
  /// How progress follows time.
  var easing: Easing

  /// Times closer than this to an animation's end count as its end: frame times computed as
  /// `i / fps` may miss `delay + duration` by a rounding error.
  static let endTolerance = 1e-9

  /// Whether the animation has reached its end `elapsed` seconds after its commit.
  func isFinished(atElapsed elapsed: Double) -> Bool {
    elapsed >= delay + duration - Self.endTolerance
  }

  /// The progress `elapsed` seconds after the commit: 0 before and during the delay, exactly 1
  /// from the end on.
  func progress(atElapsed elapsed: Double) -> Double {
    guard !isFinished(atElapsed: elapsed) else { return 1 }
    let local = elapsed - delay
    guard local > 0 else { return 0 }
    switch easing {
    case .curve(let curve): return curve.value(at: local / duration)
    case .spring(let spring): return spring.progress(at: local)
    case .keyframe(let keyframe): return keyframe.progress(at: local / duration)
    }
  }
}
