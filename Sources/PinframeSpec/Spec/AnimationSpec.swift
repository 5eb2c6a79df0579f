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

  /// Creates a step.
  public init(
    duration: Double, delay: Double, timing: AnimationTiming, changes: [ViewChange],
    pause: Double
  ) {
    self.duration = duration
    self.delay = delay
    self.timing = timing
    self.changes = changes
    self.pause = pause
  }
}

/// How a step's animation progresses.
public enum AnimationTiming: Sendable, Hashable {
  /// A `UIView.AnimationOptions` curve.
  case curve(AnimationCurve)
  /// `usingSpringWithDamping:initialSpringVelocity:`.
  case spring(damping: Double, velocity: Double)
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

  /// Creates a change.
  public init(id: String, properties: ViewProperties) {
    self.id = id
    self.properties = properties
  }
}
