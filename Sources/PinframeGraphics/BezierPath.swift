import Foundation

/// The shapes of UIKit's `UIBezierPath` that shadow paths are made of, as a value.
///
/// Only the closed shapes are available (rectangles, rounded rectangles, ovals); read the path
/// with ``cgPath``.
public struct BezierPath: Sendable, Hashable {
  /// The path, as `UIBezierPath.cgPath`.
  public var cgPath: Path

  /// Wraps a path.
  public init(cgPath: Path) {
    self.cgPath = cgPath
  }

  /// A rectangle, as `UIBezierPath(rect:)`.
  public init(rect: CGRect) {
    self.init(cgPath: Path(rect: rect))
  }

  /// A rectangle with rounded corners, as `UIBezierPath(roundedRect:cornerRadius:)`.
  ///
  /// As UIKit's, the radius is at most half the shorter side and the corners are continuous
  /// (``CornerCurve/continuous``), as UIKit has drawn them since iOS 7.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init(roundedRect: rect, byRoundingCorners: .allCorners, radius: cornerRadius)
  }

  /// A rectangle with some corners rounded, as
  /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
  ///
  /// As UIKit's, only `cornerRadii.width` is used (for both directions), at most half the
  /// shorter side, with continuous corners.
  public init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize)
  {
    self.init(roundedRect: rect, byRoundingCorners: corners, radius: cornerRadii.width)
  }

  /// The oval inscribed in `rect`, as `UIBezierPath(ovalIn:)`.
  public init(ovalIn rect: CGRect) {
    self.init(cgPath: Path(ellipseIn: rect))
  }

  /// The bounding box of the path, as `UIBezierPath.bounds`.
  public var bounds: CGRect { cgPath.boundingBox }

  private init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, radius: CGFloat) {
    let standard = rect.standardized
    let limit = min(standard.width, standard.height) / 2
    let clamped = radius.isNaN ? 0 : min(max(radius, 0), limit)
    let subpath = Path.Subpath(
      rect: standard, cornerRadii: CornerRadii(clamped, at: corners), cornerCurve: .continuous)
    self.init(cgPath: Path(subpaths: [subpath]))
  }
}
