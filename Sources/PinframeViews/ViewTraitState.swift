import PinframeGraphics

/// What a view keeps of its traits: the collection it has, its overrides, and its tint colour
/// and the one it inherits.
///
/// Traits are pushed down the tree, as UIKit does: a view stores the traits it was last given,
/// so reading them costs nothing, and a subtree is visited only when something in it changes.
struct ViewTraitState {
  /// The view's traits: its superview's (the runtime's at the root) with ``overrides`` applied.
  var collection: UITraitCollection
  /// The traits the view overrides for itself and its subtree.
  var overrides = UITraitOverrides()
  /// The tint colour set on the view, or `nil` to inherit one.
  var tintColor: UIColor?
  /// The tint colour of the nearest ancestor that sets one, or `nil` (system blue).
  var inheritedTintColor: UIColor?

  /// The tint colour the view draws with and its subviews inherit, `nil` for the default.
  var tintColorForSubviews: UIColor? { tintColor ?? inheritedTintColor }
}

/// A view whose traits or tint colour changed, waiting for its hooks to be called.
struct TraitChange {
  /// The view.
  let view: View
  /// Its traits before the change, or `nil` when they did not change.
  let previousTraits: UITraitCollection?
  /// Whether its tint colour changed.
  let tintChanged: Bool
}

/// A view to give traits to, with what its superview passes down.
struct TraitDelivery {
  /// The view.
  let view: View
  /// The superview's traits (for a root view, the runtime's, or its own).
  let parentTraits: UITraitCollection
  /// The tint colour the superview passes down, `nil` for the default.
  let parentTint: UIColor?
  /// The view's tint colour before the change, `nil` for the default.
  let previousTint: UIColor?
}
