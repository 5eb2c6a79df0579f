import Foundation
import PinframeViews

extension View {
  /// Animates the changes made in `animations` along a custom cubic Bézier timing curve: what
  /// `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:)` or a
  /// `CAMediaTimingFunction(controlPoints:)` does on iOS, in the shape of
  /// ``animate(withDuration:delay:options:animations:completion:)``.
  ///
  /// The curve replaces the curve bits of `options`; nesting, delays and completions behave
  /// as in the options form.
  public static func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, timingCurve: TimingCurve,
    options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let clock = AnimationClock.current
    let call = "UIView.animate(withDuration:delay:timingCurve:options:animations:completion:)"
    clock.animate(
      clock.block(
        duration: duration, delay: delay, options: options.union(.overrideInheritedCurve),
        easing: { _ in .curve(timingCurve) }, completion: completion, call: call),
      animations: animations)
  }
}
