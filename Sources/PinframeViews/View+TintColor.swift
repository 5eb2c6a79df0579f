import PinframeGraphics

extension View {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The colour of the view's interactive elements, as UIKit's `tintColor`.
  ///
  /// It is the colour set on the view, else the nearest ancestor's, else system blue; setting
  /// `nil` inherits again.
  ///
  /// A change calls ``tintColorDidChange()`` on the view and on every descendant that
  /// inherits it (and whose tint colour changes), parents before children. Like UIKit's, the
  /// colour may be dynamic; resolve it with the view's ``traitCollection`` to draw it.
  public var tintColor: UIColor! {
    get { traitState.tintColorForSubviews ?? .systemBlue }
    set {
      let previous = traitState.tintColorForSubviews
      traitState.tintColor = newValue
      deliverTraits(
        parentTraits: traitState.collection, parentTint: traitState.inheritedTintColor,
        previousTint: .some(previous))
    }
  }

  /// The tint colour the view's subviews inherit, `nil` for the default.
  var tintColorForSubviews: UIColor? { traitState.tintColorForSubviews }
}
