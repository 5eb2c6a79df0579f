import Foundation
import PinframeViews

extension View {
  /// Animates the keyframes added in `animations` (with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``)
  /// over `duration` seconds, as UIKit's method of the same name.
  ///
  /// As on iOS, the whole animation runs through an overall ease-in-ease-out curve that warps
  /// the keyframes' relative times (a keyframe at 0…0.1 of the time shows fewer than 10 % of
  /// the frames); pass the raw value of `AnimationOptions.curveLinear` in `options` to keep
  /// the times linear. Between a keyframe's start and end, values are interpolated linearly
  /// (``KeyframeAnimationOptions/calculationModeDiscrete``: they jump at the keyframe's end).
  /// Changes made in the block outside any keyframe animate over the whole duration.
  public static func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: KeyframeAnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    let clock = AnimationClock.current
    let call = "UIView.animateKeyframes(withDuration:delay:options:animations:completion:)"
    let mode = options.calculationMode
    if mode > 1 {
      clock.warn(
        "\(call): calculation mode \(mode) (paced or cubic) is not supported; interpolating linearly"
      )
    }
    let overall = AnimationTiming.Keyframe(
      overall: options.animationOptions.timingCurve, start: 0, length: 1, isDiscrete: mode == 1)
    clock.animate(
      clock.block(
        duration: duration, delay: delay,
        options: options.animationOptions.union(.overrideInheritedCurve),
        easing: { _ in .keyframe(overall) }, completion: completion, call: call),
      animations: animations)
  }

  /// Adds a keyframe to the enclosing `animateKeyframes` block: the changes made in
  /// `animations` happen between `frameStartTime` and `frameStartTime + frameDuration`,
  /// fractions of the whole animation, as UIKit's method of the same name.
  ///
  /// Fractions outside `0...1` are clamped, with a warning. Called outside an
  /// `animateKeyframes` block, it runs `animations` in the current context and records a
  /// warning.
  public static func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: () -> Void
  ) {
    AnimationClock.current.addKeyframe(
      start: frameStartTime, length: frameDuration, animations: animations)
  }
}

extension AnimationClock {
  fileprivate func addKeyframe(start: Double, length: Double, animations: () -> Void) {
    let call = "UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)"
    guard var context = contexts.last, case .keyframe(var keyframe) = context.easing else {
      warn("\(call) called outside an animateKeyframes block; the changes are not keyframed")
      return animations()
    }
    keyframe.start = unitFraction(start, parameter: "relative start time", of: call)
    keyframe.length = min(
      unitFraction(length, parameter: "relative duration", of: call), 1 - keyframe.start)
    context.easing = .keyframe(keyframe)
    context.options.remove(.layoutSubviews)
    run(context, animations)
  }
}
