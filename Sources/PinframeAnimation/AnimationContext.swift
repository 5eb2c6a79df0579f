import PinframeViews

/// An open animation block: the timing its changes are recorded with and the group they join.
@MainActor
struct AnimationContext {
  /// Seconds before the motion starts.
  var delay: Double
  /// Seconds the motion lasts; 0 records nothing.
  var duration: Double
  /// How progress follows time.
  var easing: AnimationTiming.Easing
  /// The block's effective options (after inheritance).
  var options: View.AnimationOptions
  /// The group whose completion the block's animations share.
  var group: AnimationGroup

  /// The timing of an animation recorded in this block.
  var timing: AnimationTiming {
    AnimationTiming(delay: delay, duration: duration, easing: easing)
  }

  /// This block as a nested block inside `parent`: without the override options it inherits
  /// the parent's duration and delay, curve (or spring, or keyframe slice) and options, as
  /// UIKit's nested blocks do.
  func nested(in parent: AnimationContext?) -> AnimationContext {
    guard let parent else { return self }
    var result = self
    if !options.contains(.overrideInheritedDuration) {
      result.delay = parent.delay
      result.duration = parent.duration
    }
    if !options.contains(.overrideInheritedCurve) {
      result.easing = parent.easing
    }
    if !options.contains(.overrideInheritedOptions) {
      let inherited = parent.options.subtracting(View.AnimationOptions.curveMask)
      result.options = options.union(inherited)
    }
    return result
  }
}
