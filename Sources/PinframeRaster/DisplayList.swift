import Foundation
import PinframeGraphics

/// What the rasterizer draws: a canvas size in device pixels and commands in painter's order.
///
/// It knows nothing about views; `PinframeRendering` builds display lists from view trees.
/// ``Rasterizer`` (or ``Bitmap/init(rendering:options:)``) draws them, with the rules
/// documented there.
public struct DisplayList: Sendable, Equatable {
  /// The canvas width in device pixels.
  public var width: Int
  /// The canvas height in device pixels.
  public var height: Int
  /// The commands, drawn in order (later ones on top).
  public var commands: [DisplayCommand]

  /// Creates a display list for a canvas of `width × height` device pixels.
  public init(width: Int, height: Int, commands: [DisplayCommand] = []) {
    self.width = width
    self.height = height
    self.commands = commands
  }
}

/// One drawing step of a ``DisplayList``.
public enum DisplayCommand: Sendable, Equatable {
  /// Fills a shape with a colour (source-over).
  case fill(Shape, Color)
  /// Strokes a border `width` wide (in the shape's own units) just inside the shape's edge, as
  /// `CALayer` borders.
  case stroke(Shape, width: Double, Color)
  /// Starts a group composited as one layer with `opacity` when the matching ``endGroup`` comes
  /// (UIKit's group opacity).
  case beginGroup(opacity: Double)
  /// Ends the innermost group.
  case endGroup
  /// Restricts the following commands to a shape, until the matching ``endClip``; clips nest.
  case beginClip(Shape)
  /// Ends the innermost clip.
  case endClip
  /// Draws the shadow that the union of the shapes casts (see ``Shadow``), without drawing the
  /// shapes themselves: the shadow of a known silhouette, such as a layer's `shadowPath`.
  case shadow([Shape], Shadow)
  /// Starts content that casts a shadow: the commands up to the matching ``endShadow`` are
  /// drawn into a layer, and when it ends the shadow of the layer's alpha is drawn first, then
  /// the layer over it (Core Animation's shadow of a layer and its sublayers).
  case beginShadow(Shadow)
  /// Ends the innermost shadow-casting content.
  case endShadow
}

/// A rectangle, optionally with rounded corners, placed on the canvas by an affine transform.
///
/// Each corner has its own radii; radii above half a side are reduced when drawn, each corner
/// keeping its proportions, so a circular radius larger than half the shorter side becomes half
/// that side. An ellipse is a rectangle whose corners' radii are half its sides.
public struct Shape: Sendable, Equatable {
  /// The rectangle in the shape's own coordinate space.
  public var rect: CGRect
  /// The radii of the corners in the shape's own coordinate space (zero for square corners);
  /// the top-left corner is the one at the rectangle's minimum x and y.
  public var cornerRadii: CornerRadii
  /// How the rounded corners bend.
  public var cornerCurve: CornerCurve
  /// Maps the shape's coordinate space to device pixels.
  public var transform: CGAffineTransform

  /// Creates a shape whose corners all have the circular radius `cornerRadius`.
  public init(
    rect: CGRect, cornerRadius: Double = 0, transform: CGAffineTransform = .identity
  ) {
    self.init(rect: rect, cornerRadii: CornerRadii(cornerRadius), transform: transform)
  }

  /// Creates a shape with a radius for each corner.
  public init(
    rect: CGRect, cornerRadii: CornerRadii, cornerCurve: CornerCurve = .circular,
    transform: CGAffineTransform = .identity
  ) {
    self.rect = rect
    self.cornerRadii = cornerRadii
    self.cornerCurve = cornerCurve
    self.transform = transform
  }
}
