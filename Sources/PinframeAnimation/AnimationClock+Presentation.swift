import PinframeViews

extension AnimationClock {
  /// The values `view` shows at the current time: its model values plus the offsets of its
  /// running animations, as Core Animation's presentation layer.
  ///
  /// Pass it to `DisplayList(view:scale:values:)` to draw a frame. Views without animations
  /// show their model values; animations waiting for a commit, or in their delay, show their
  /// full offset (the old value).
  public func presentationValues(of view: View) -> AnimatableValues {
    animations[ObjectIdentifier(view)]?.presentation(at: time) ?? view.animatableValues
  }

  /// The properties of `view` with a running (or not yet committed) animation, one entry per
  /// animation, oldest first: a `frame` change in a block gives `[.center, .boundsSize]`.
  public func animatedProperties(of view: View) -> [AnimatableProperty] {
    animations[ObjectIdentifier(view)]?.records.map(\.property) ?? []
  }
}
