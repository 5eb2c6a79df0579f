import Foundation

/// A path made of closed shapes (rectangles, rounded rectangles and ellipses), the part of Core
/// Graphics' `CGPath` that shadow paths use.
///
/// It is a value: building one never shares state. Filled (as a shadow's silhouette) it covers
/// the union of its subpaths, which is what the nonzero rule gives for these shapes.
public struct Path: Sendable, Hashable {
  /// One closed shape: a rectangle with optionally rounded corners (an ellipse when every
  /// corner's radii are half the sides), mapped by a transform.
  public struct Subpath: Sendable, Hashable {
    /// The rectangle, before the transform.
    public var rect: CGRect
    /// The corners' radii, before the transform; radii above half a side are reduced to it
    /// when drawn.
    public var cornerRadii: CornerRadii
    /// How the rounded corners bend.
    public var cornerCurve: CornerCurve
    /// Maps the rectangle into the path's space.
    public var transform: CGAffineTransform

    /// Creates a subpath.
    public init(
      rect: CGRect, cornerRadii: CornerRadii = .zero, cornerCurve: CornerCurve = .circular,
      transform: CGAffineTransform = .identity
    ) {
      self.rect = rect
      self.cornerRadii = cornerRadii
      self.cornerCurve = cornerCurve
      self.transform = transform
    }

    /// The bounding box of the transformed rectangle.
    var boundingBox: CGRect { rect.standardized.applying(transform) }
  }

  /// The closed shapes of the path, in the order they were added.
  public var subpaths: [Subpath]

  /// Creates a path from subpaths (an empty path by default).
  public init(subpaths: [Subpath] = []) {
    self.subpaths = subpaths
  }

  /// A rectangle, as `CGPath(rect:transform:)`.
  public init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    self.init(subpaths: [Subpath(rect: rect, transform: transform?.pointee ?? .identity)])
  }

  /// A rectangle with elliptical corners `cornerWidth × cornerHeight`, as
  /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
  ///
  /// Core Graphics rejects radii above half the rectangle's sides; here they are reduced to fit
  /// when the path is drawn.
  public init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>? = nil
  ) {
    let corner = CGSize(width: cornerWidth, height: cornerHeight)
    let radii = CornerRadii(
      topLeft: corner, topRight: corner, bottomLeft: corner, bottomRight: corner)
    self.init(
      subpaths: [
        Subpath(rect: rect, cornerRadii: radii, transform: transform?.pointee ?? .identity)
      ])
  }

  /// The ellipse inscribed in `rect`, as `CGPath(ellipseIn:transform:)`.
  public init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
    let standard = rect.standardized
    let half = CGSize(width: standard.width / 2, height: standard.height / 2)
    let radii = CornerRadii(topLeft: half, topRight: half, bottomLeft: half, bottomRight: half)
    self.init(
      subpaths: [
        Subpath(rect: standard, cornerRadii: radii, transform: transform?.pointee ?? .identity)
      ])
  }

  /// The smallest rectangle holding every subpath's transformed rectangle; `CGRect.null` for an
  /// empty path, as Core Graphics.
  ///
  /// Without transforms this is Core Graphics' `boundingBox`; for a rotated ellipse it is the
  /// box of the rotated rectangle, slightly larger than Core Graphics' box of control points.
  public var boundingBox: CGRect {
    subpaths.reduce(CGRect.null) { $0.union($1.boundingBox) }
  }

  /// Whether the path has no subpaths, as `CGPath.isEmpty`.
  public var isEmpty: Bool { subpaths.isEmpty }
}
