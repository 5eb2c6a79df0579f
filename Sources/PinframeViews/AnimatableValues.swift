import Foundation
import PinframeGraphics

/// The properties of a view that `UIView.animate` can animate, as one value.
///
/// A view holds the *model* values (what code reads back at once); the animation engine derives
/// *presentation* values (what is drawn at a moment of the virtual clock) of the same type.
public struct AnimatableValues: Sendable, Equatable {
  /// The centre of the view in its superview's coordinate space.
  public var center: CGPoint
  /// The view's own coordinate space: origin and size.
  public var bounds: CGRect
  /// The transform applied around the centre.
  public var transform: CGAffineTransform
  /// The opacity of the view and its subviews, `0...1`.
  public var alpha: CGFloat
  /// The fill colour of the view's bounds, or `nil` for none.
  public var backgroundColor: Color?

  /// Creates a set of values.
  public init(
    center: CGPoint, bounds: CGRect, transform: CGAffineTransform, alpha: CGFloat,
    backgroundColor: Color?
  ) {
    self.center = center
    self.bounds = bounds
    self.transform = transform
    self.alpha = alpha
    self.backgroundColor = backgroundColor
  }

  /// The frame these values describe: the bounds size centred on `center`, through `transform`.
  public var frame: CGRect {
    let untransformed = untransformedFrame
    guard !transform.isIdentity else { return untransformed }
    let aroundCenter = CGAffineTransform(translationX: -center.x, y: -center.y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    return untransformed.applying(aroundCenter)
  }

  /// The bounds size centred on `center`: the frame without the transform.
  @inlinable public var untransformedFrame: CGRect {
    CGRect(
      x: center.x - bounds.width / 2, y: center.y - bounds.height / 2,
      width: bounds.width, height: bounds.height)
  }

  /// Maps a point of the view's bounds space into its superview's space.
  public var boundsToSuperview: CGAffineTransform {
    CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
  }
}

/// One animatable property of a view; a change of it is what an animation records.
public enum AnimatableProperty: Sendable, Hashable, CaseIterable {
  /// `center` (a `frame` change records a centre and a bounds-size change).
  case center
  /// `bounds.origin`.
  case boundsOrigin
  /// `bounds.size`.
  case boundsSize
  /// `transform`.
  case transform
  /// `alpha`.
  case alpha
  /// `backgroundColor`.
  case backgroundColor
}
