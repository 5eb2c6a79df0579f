import Foundation
import PinframeViews

extension View {
  /// Animates the changes made in `animations` over `duration` seconds with the default
  /// ease-in-ease-out curve, as UIKit's method of the same name.
  ///
  /// A duration of 0, negative or NaN applies the changes without animating them (the last two
  /// with a warning).
  public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
    animate(withDuration: duration, delay: 0, options: [], animations: animations)
  }

  /// Animates the changes made in `animations` over `duration` seconds, then calls
  /// `completion`, as UIKit's method of the same name.
  ///
  /// The completion runs when the clock settles after the animations end (see
  /// `AnimationClock`), never inside this call; `finished` is `false` when an animation of
  /// the block was removed before its end.
  public static func animate(
    withDuration duration: TimeInterval, animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animate(
      withDuration: duration, delay: 0, options: [], animations: animations,
      completion: completion)
  }

  /// Animates the changes made in `animations` after `delay` seconds, over `duration` seconds,
  /// with the curve and options of `options`, as UIKit's method of the same name.
  ///
  /// During the delay the views show their old values (the model values are already new).
  /// A nested block inherits the enclosing block's duration, delay, curve and options unless
  /// `options` has ``AnimationOptions/overrideInheritedDuration``,
  /// ``AnimationOptions/overrideInheritedCurve`` or ``AnimationOptions/overrideInheritedOptions``.
  /// Negative or NaN durations and delays count as 0, with a warning.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let clock = AnimationClock.current
    let call = "UIView.animate(withDuration:delay:options:animations:completion:)"
    clock.animate(
      clock.block(
        duration: duration, delay: delay, options: options,
        easing: { _ in
          .curve(options.timingCurve)
        }, completion: completion, call: call), animations: animations)
  }

  /// Animates the changes made in `animations` with a spring, as UIKit's method of the same
  /// name.
  ///
  /// The spring is `Spring/init(dampingRatio:duration:initialVelocity:)` — an approximation
  /// of UIKit's undocumented mapping — and is cut at `delay + duration`, where the value snaps
  /// to the model. The curve bits of `options` are ignored.
  ///
  /// - Parameters:
  ///   - duration: Seconds until the spring has settled.
  ///   - delay: Seconds before the motion starts.
  ///   - dampingRatio: 1 = no oscillation, toward 0 = more oscillation.
  ///   - velocity: The initial speed in total distances per second (200 pt move at 100 pt/s →
  ///     0.5).
  ///   - options: Inheritance, layout and compatibility options.
  ///   - animations: The changes to animate.
  ///   - completion: Called when the animations have ended, with `finished`.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let clock = AnimationClock.current
    let call =
      "UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)"
    let ratio = clock.dampingRatio(dampingRatio, of: call)
    let speed = velocity.isFinite ? velocity : 0
    clock.animate(
      clock.block(
        duration: duration, delay: delay, options: options,
        easing: { seconds in
          .spring(Spring(dampingRatio: ratio, duration: seconds, initialVelocity: speed))
        }, completion: completion, call: call), animations: animations)
  }
}
