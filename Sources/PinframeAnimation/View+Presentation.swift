import PinframeViews

extension View {
  /// The values the view shows now on the current runtime's clock (model values plus running
  /// animations), as `layer.presentation()` in UIKit.
  public var presentationValues: AnimatableValues {
    AnimationClock.current.presentationValues(of: self)
  }

  /// Removes the view's running animations on the current runtime's clock, as
  /// `layer.removeAllAnimations()`: it shows its model values at once, and the completions
  /// of the affected blocks get `finished = false`.
  public func removeAllAnimations() {
    AnimationClock.current.removeAllAnimations(of: self)
  }
}
