/// A spec's animation: steps that change views and relayout everything inside
/// `UIView.animate`, one after the other.
public struct AnimationSpec: Sendable, Hashable {
  /// Frames sampled per second of the animation.
  public var framesPerSecond: Int
  /// The steps, in order.
  public var steps: [AnimationStep]

  /// Creates an animation.
  public init(framesPerSecond: Int, steps: [AnimationStep]) {
    self.framesPerSecond = framesPerSecond
    self.steps = steps
  }

  /// When each step starts, in seconds: a step starts when every step before it has ended
  /// (delay, duration and pause), or with the step before it when ``AnimationStep/startsWithPrevious``.
  public var startTimes: [Double] {
    var starts: [Double] = []
    var end = 0.0
    for step in steps {
      let start = step.startsWithPrevious ? starts.last ?? 0 : end
      starts.append(start)
      end = max(end, start + step.length)
    }
    return starts
  }

  /// How long the animation lasts: until the last step to end has ended, in seconds.
  public var duration: Double {
    zip(startTimes, steps).map { $0 + $1.length }.max() ?? 0
  }
}

/// One step of an animation: changes to views, and the timing of the relayout that follows.
///
/// The step applies its changes, then relays out every view inside an animation with this
/// timing; after it ends, it waits ``pause`` seconds. Changes persist into later steps.
public struct AnimationStep: Sendable, Hashable {
  /// The animation's duration, in seconds.
  public var duration: Double
  /// The wait before the animation starts, in seconds.
  public var delay: Double
  /// The timing curve or spring.
  public var timing: AnimationTiming
  /// The views' changes, in document order.
  public var changes: [ViewChange]
  /// The wait after the animation ends, in seconds.
  public var pause: Double
  /// Keyframes: changes made in slices of the duration (`UIView.animateKeyframes`), or none.
  public var keyframes: [AnimationKeyframe]
  /// Whether the step starts together with the step before it (a parallel track) instead of
  /// after every step before it has ended.
  public var startsWithPrevious: Bool

  /// Creates a step.
  public init(
    duration: Double, delay: Double, timing: AnimationTiming, changes: [ViewChange],
    pause: Double, keyframes: [AnimationKeyframe] = [], startsWithPrevious: Bool = false
  ) {
    self.duration = duration
    self.delay = delay
    self.timing = timing
    self.changes = changes
    self.pause = pause
    self.keyframes = keyframes
    self.startsWithPrevious = startsWithPrevious
  }

  /// The step's delay, duration and pause, the longest per-view delay included.
  public var length: Double {
    delay + (changes.map(\.delay).max() ?? 0) + duration + pause
  }
}

/// One keyframe of a step: changes that happen between two fractions of the step's duration,
/// as `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
public struct AnimationKeyframe: Sendable, Hashable {
  /// Where the keyframe starts, as a fraction of the step's duration.
  public var start: Double
  /// How long it lasts, as a fraction of the step's duration.
  public var duration: Double
  /// The views' changes, in document order.
  public var changes: [ViewChange]

  /// Creates a keyframe.
  public init(start: Double, duration: Double, changes: [ViewChange]) {
    self.start = start
    self.duration = duration
    self.changes = changes
  }
}

/// How a step's animation progresses.
public enum AnimationTiming: Sendable, Hashable {
  /// A `UIView.AnimationOptions` curve.
  case curve(AnimationCurve)
  /// `usingSpringWithDamping:initialSpringVelocity:`.
  case spring(damping: Double, velocity: Double)
  /// A custom cubic Bézier from (0, 0) to (1, 1) through two control points, as
  /// `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:)`.
  case cubicBezier(x1: Double, y1: Double, x2: Double, y2: Double)
}

/// The UIKit animation curves, by their spec names.
public enum AnimationCurve: String, Sendable, Hashable, CaseIterable {
  /// `.curveEaseInOut`, UIKit's default.
  case easeInOut
  /// `.curveEaseIn`.
  case easeIn
  /// `.curveEaseOut`.
  case easeOut
  /// `.curveLinear`.
  case linear
}

/// New property values for one view in an animation step.
public struct ViewChange: Sendable, Hashable {
  /// The id of the view that changes.
  public var id: String
  /// The properties the step sets.
  public var properties: ViewProperties
  /// Seconds after the step's own delay before this view's change starts (a stagger).
  public var delay: Double

  /// Creates a change.
  public init(id: String, properties: ViewProperties, delay: Double = 0) {
    self.id = id
    self.properties = properties
    self.delay = delay
  }
}
