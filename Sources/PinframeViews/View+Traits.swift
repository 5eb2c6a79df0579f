import PinframeGraphics

/// Something with traits that tells when they change, as UIKit's `UITraitEnvironment`: views.
@MainActor
public protocol UITraitEnvironment: AnyObject {
  /// The traits in effect.
  var traitCollection: UITraitCollection { get }
  /// Called after ``traitCollection`` changed, with the traits before the change.
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension View: UITraitEnvironment {
  /// The view's traits: its superview's with the view's overrides applied; at the root, the
  /// runtime's (``ViewRuntime/traitCollection``) with the overrides applied.
  ///
  /// A view removed from its superview keeps its traits until it is added to another one.
  public var traitCollection: UITraitCollection { traitState.collection }

  /// The appearance the view and its subtree use, or `.unspecified` to inherit it, as UIKit's
  /// `overrideUserInterfaceStyle`; the same value as `traitOverrides.userInterfaceStyle`.
  public var overrideUserInterfaceStyle: UIUserInterfaceStyle {
    get { traitState.overrides.userInterfaceStyle }
    set { traitOverrides.userInterfaceStyle = newValue }
  }

  /// The traits the view overrides for itself and its subtree, as UIKit 17's
  /// `traitOverrides`: `view.traitOverrides.horizontalSizeClass = .compact`.
  ///
  /// A change gives the view and its subtree their new traits, resolves their dynamic
  /// background colours again and calls ``traitCollectionDidChange(_:)`` where traits changed.
  public var traitOverrides: UITraitOverrides {
    get { traitState.overrides }
    set {
      guard newValue != traitState.overrides else { return }
      traitState.overrides = newValue
      let parentTraits = superview?.traitState.collection ?? ViewRuntime.current.traitCollection
      deliverTraits(parentTraits: parentTraits, parentTint: superview?.tintColorForSubviews)
    }
  }

  /// Takes the traits and tint colour of `parent`, the new superview: the view and the part of
  /// its subtree that changes get new values and their hooks are called.
  ///
  /// When nothing differs (the usual case: both have the same traits, which already include
  /// the view's overrides) this costs one inlined comparison of trait collections and one of
  /// references.
  func inheritTraits(from parent: View) {
    let parentTraits = parent.traitState.collection
    let parentTint = parent.tintColorForSubviews
    if parentTraits == traitState.collection, parentTint === traitState.inheritedTintColor {
      return
    }
    deliverTraits(parentTraits: parentTraits, parentTint: parentTint)
  }

  /// Gives the view traits from `parentTraits` and the tint colour `parentTint`, then to the
  /// descendants whose traits or tint change, then calls their hooks, parents before children.
  ///
  /// Works with a stack of its own, so a tree of any depth fits.
  ///
  /// - Parameter previousTint: the view's tint colour before the change, when the caller
  ///   changed it already; by default its current one.
  func deliverTraits(
    parentTraits: UITraitCollection, parentTint: UIColor?, previousTint: UIColor?? = nil
  ) {
    var changes: [TraitChange] = []
    var pending = [
      TraitDelivery(
        view: self, parentTraits: parentTraits, parentTint: parentTint,
        previousTint: previousTint ?? traitState.tintColorForSubviews)
    ]
    while let delivery = pending.popLast() {
      guard let change = delivery.view.receive(delivery) else { continue }
      changes.append(change)
      let view = delivery.view
      pending += view.subviews.reversed().map { subview in
        TraitDelivery(
          view: subview, parentTraits: view.traitState.collection,
          parentTint: view.traitState.tintColorForSubviews,
          previousTint: subview.traitState.tintColorForSubviews)
      }
    }
    for change in changes { change.view.notify(change) }
  }

  /// Stores what `delivery` brings; returns what changed, or `nil` when nothing did (then the
  /// subtree needs nothing either).
  private func receive(_ delivery: TraitDelivery) -> TraitChange? {
    let previousTraits = traitState.collection
    traitState.collection = delivery.parentTraits.applying(traitState.overrides.traits)
    traitState.inheritedTintColor = delivery.parentTint
    let traitsChanged = traitState.collection != previousTraits
    let tintChanged =
      (traitState.tintColorForSubviews ?? .systemBlue) != (delivery.previousTint ?? .systemBlue)
    guard traitsChanged || tintChanged else { return nil }
    if traitsChanged { resolveBackgroundColor() }
    return TraitChange(
      view: self, previousTraits: traitsChanged ? previousTraits : nil, tintChanged: tintChanged)
  }

  /// Calls the hooks for `change`: ``traitCollectionDidChange(_:)`` with the view's traits
  /// current, then ``tintColorDidChange()``.
  private func notify(_ change: TraitChange) {
    if let previous = change.previousTraits {
      traitCollection.performAsCurrent {
        traitCollectionDidChange(previous)
        attachments?.traitChangeHandler?(self)
      }
    }
    if change.tintChanged { tintColorDidChange() }
  }
}
