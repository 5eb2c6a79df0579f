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
  /// Draws part of an image into a rectangle (see ``ImageDrawing``).
  case image(ImageDrawing)
  /// Fills glyph outlines with the run's colour (source-over), their points mapped by each
  /// glyph's origin and scales, then the run's transform, to device pixels.
  ///
  /// Glyphs are always antialiased, whatever the edge mode: each pixel's coverage is the exact
  /// area of it inside the outline (the non-zero rule; see `CoverageAccumulator`), in steps of
  /// 1/255, and its alpha `round(coverage × alpha)` as for any shape. When the transform only
  /// scales (positively) and moves, a glyph's origin is placed on a quarter of a device pixel
  /// horizontally (rounded to the nearest quarter) and on a whole pixel vertically (its
  /// baseline, rounded), as Core Text places glyphs, and glyphs up to 256 × 256 pixels are
  /// rasterized once per outline, scale and quarter and kept in a cache of 8 MiB shared by
  /// every rasterizer (least recently used dropped first). Other transforms draw each glyph
  /// from its outline where the transform puts it. Glyphs larger than 65,536 device pixels per
  /// em, or with numbers that are not finite, are not drawn.
  case glyphs(GlyphRun)
}

/// An image drawn into a rectangle: which pixels of the image, where, and how.
///
/// The image's `source` pixels are stretched over `destination.rect` (its corner radii are not
/// used), which `destination.transform` maps to the canvas. The sampling rule:
/// - a device pixel is drawn when its centre maps inside the source rectangle (hard edges);
/// - when the mapping is a whole-pixel translation (1:1 on the pixel grid) the pixel is copied;
/// - otherwise, for an unrotated mapping, each axis is filtered on its own: where the image is
///   shrunk the device pixel averages the image pixels its footprint covers, weighted by
///   overlap (area averaging); where it is enlarged, the two nearest pixels are blended by
///   distance (bilinear); image edges are clamped;
/// - for a rotated or skewed mapping, the four nearest pixels are blended (bilinear);
/// - blending is done on premultiplied colour, so transparent pixels lend no colour;
/// - a `tint` replaces the colour and multiplies the alpha (a template image).
public struct ImageDrawing: Sendable, Equatable {
  /// The image.
  public var image: CGImage
  /// The pixels of the image drawn, in image pixels (clamped to the image).
  public var source: CGRect
  /// Where they go: the rectangle and the transform to device pixels.
  public var destination: Shape
  /// The colour a template image is drawn in, its alpha multiplying the image's.
  public var tint: Color?

  /// Draws `source` pixels of `image` into `destination`, in `tint` if given.
  public init(image: CGImage, source: CGRect? = nil, destination: Shape, tint: Color? = nil) {
    self.image = image
    self.source = source ?? CGRect(x: 0, y: 0, width: image.width, height: image.height)
    self.destination = destination
    self.tint = tint
  }

  /// The destination rectangle as a shape without rounded corners: where pixels may be drawn.
  var outline: Shape {
    Shape(rect: destination.rect, cornerRadii: .zero, transform: destination.transform)
  }
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
