import Foundation
import PinframeGraphics

/// A view's `transform` in a spec: a scale, a rotation and a translation, applied in that order
/// (scale about the view's centre, then rotation, then translation), as
/// `CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)` builds it.
public struct SpecTransform: Sendable, Hashable {
  /// The horizontal scale (1: none).
  public var scaleX: Double
  /// The vertical scale (1: none).
  public var scaleY: Double
  /// The rotation in degrees, clockwise on screen as UIKit's positive angles.
  public var rotation: Double
  /// The horizontal translation, in points.
  public var translationX: Double
  /// The vertical translation, in points.
  public var translationY: Double

  /// Creates a transform; the defaults are the identity.
  public init(
    scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0, translationX: Double = 0,
    translationY: Double = 0
  ) {
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.rotation = rotation
    self.translationX = translationX
    self.translationY = translationY
  }

  /// The affine transform a view's `transform` takes.
  public var affineTransform: CGAffineTransform {
    CGAffineTransform(translationX: translationX, y: translationY)
      .rotated(by: rotation * .pi / 180)
      .scaledBy(x: scaleX, y: scaleY)
  }
}
