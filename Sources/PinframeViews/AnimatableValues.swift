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
  /// Where `center` lies in the bounds, in unit coordinates: Core Animation's `anchorPoint`.
  ///
  /// (0.5, 0.5) by default. Transforms apply around it. Not animated by `UIView.animate`.
  public var anchorPoint: CGPoint

  /// Creates a set of values.
  public init(
    center: CGPoint, bounds: CGRect, transform: CGAffineTransform, alpha: CGFloat,
    backgroundColor: Color?, anchorPoint: CGPoint = CGPoint(x: 0.5, y: 0.5)
  ) {
    self.center = center
    self.bounds = bounds
    self.transform = transform
    self.alpha = alpha
    self.backgroundColor = backgroundColor
    self.anchorPoint = anchorPoint
  }

  /// The frame these values describe: the bounds placed with its anchor point on `center`,
  /// through `transform` (applied around `center`): the bounding box of the transformed
  /// rectangle, as Core Animation's.
  public var frame: CGRect {
    let untransformed = untransformedFrame
    guard !transform.isIdentity else { return untransformed }
    let aroundCenter = CGAffineTransform(translationX: -center.x, y: -center.y)
      .concatenating(transform)
      .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
    return untransformed.applying(aroundCenter)
  }

  /// The bounds size placed with its anchor point on `center`: the frame without the transform.
  @inlinable public var untransformedFrame: CGRect {
    CGRect(
      x: center.x - bounds.width * anchorPoint.x, y: center.y - bounds.height * anchorPoint.y,
      width: bounds.width, height: bounds.height)
  }

  /// The point of the bounds space that lies on `center`.
  public var anchorInBounds: CGPoint {
    CGPoint(
      x: bounds.minX + bounds.width * anchorPoint.x, y: bounds.minY + bounds.height * anchorPoint.y)
  }

  /// Maps a point of the view's bounds space into its superview's space.
  public var boundsToSuperview: CGAffineTransform {
    let anchor = anchorInBounds
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
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
