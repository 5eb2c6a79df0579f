import Foundation
import PinframeGraphics

/// What one fill, border or clip covers on the device grid: a shape, minus an optional hole
/// (the inside of a border).
enum RasterRegion {
  /// An axis-aligned rectangle with square corners (or a border of one).
  case rect(AlignedRectCoverage, hole: AlignedRectCoverage?)
  /// Any other shape: rounded, rotated or sheared (or a border of one).
  case shape(ShapeCoverage, hole: ShapeCoverage?)

  /// The region of `shape`, or of its border `borderWidth` wide just inside its edge; `nil` when
  /// it covers nothing: an empty rectangle, a border width ≤ 0, a transform that cannot be
  /// inverted, or any NaN or infinite number (in the shape or after the transform).
  ///
  /// The corner radius is clamped to `0...min(width, height) / 2`. A border's inner edge is the
  /// rectangle inset by `borderWidth` with radius `max(0, radius − borderWidth)`; a border wider
  /// than half the shape fills it.
  init?(_ shape: Shape, borderWidth: Double?, antialiased: Bool) {
    guard let outline = Outline(shape), let transform = DeviceTransform(shape.transform) else {
      return nil
    }
    var hole: Outline?
    if let borderWidth {
      guard borderWidth.isFinite, borderWidth > 0 else { return nil }
      hole = outline.inset(by: borderWidth)
    }
    guard let region = transform.region(outline, hole: hole, antialiased: antialiased) else {
      return nil
    }
    self = region
  }

  /// The pixels the region may touch.
  var bounds: PixelRect {
    switch self {
    case .rect(let coverage, _): return coverage.bounds
    case .shape(let coverage, _): return coverage.bounds
    }
  }
}

/// A rectangle with a corner radius, in a shape's own space.
private struct Outline {
  var edges: Edges
  var radius: Double

  init?(_ shape: Shape) {
    let rect = shape.rect
    let numbers = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard numbers.allSatisfy(\.isFinite), shape.cornerRadius.isFinite else { return nil }
    let edges = Edges(
      minX: min(rect.origin.x, rect.origin.x + rect.size.width),
      minY: min(rect.origin.y, rect.origin.y + rect.size.height),
      maxX: max(rect.origin.x, rect.origin.x + rect.size.width),
      maxY: max(rect.origin.y, rect.origin.y + rect.size.height))
    self.init(edges, radius: shape.cornerRadius)
  }

  private init?(_ edges: Edges, radius: Double) {
    guard edges.minX < edges.maxX, edges.minY < edges.maxY else { return nil }
    self.edges = edges
    let shortSide = min(edges.maxX - edges.minX, edges.maxY - edges.minY)
    self.radius = min(max(radius, 0), shortSide / 2)
  }

  /// The inner edge of a border `width` wide, or `nil` when the border fills the shape.
  func inset(by width: Double) -> Outline? {
    Outline(edges.insetBy(dx: width, dy: width), radius: max(0, radius - width))
  }
}

/// A shape's transform to device space, sorted into axis-aligned or not.
private struct DeviceTransform {
  let transform: CGAffineTransform
  /// Whether the transform keeps rectangles axis-aligned: rotation and shear terms below 1e-12
  /// of the scale terms (or the other way round, for quarter turns), as for rotations by
  /// multiples of 90° computed with `sin` and `cos`.
  let isAxisAligned: Bool

  init?(_ transform: CGAffineTransform) {
    let entries = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    guard entries.allSatisfy(\.isFinite) else { return nil }
    self.transform = transform
    let scale = abs(transform.a) + abs(transform.d)
    let skew = abs(transform.b) + abs(transform.c)
    isAxisAligned = skew <= 1e-12 * scale || scale <= 1e-12 * skew
  }

  func region(_ outline: Outline, hole: Outline?, antialiased: Bool) -> RasterRegion? {
    isAxisAligned
      ? alignedRegion(outline, hole: hole, antialiased: antialiased)
      : transformedRegion(outline, hole: hole, antialiased: antialiased)
  }

  /// The region described in device space: quantised edges, radii scaled to device pixels.
  private func alignedRegion(_ outline: Outline, hole: Outline?, antialiased: Bool)
    -> RasterRegion?
  {
    guard let outer = deviceRect(outline.edges) else { return nil }
    let inner = hole.flatMap { hole in deviceRect(hole.edges).map { ($0, hole.radius) } }
    guard outline.radius > 0 else {
      func coverage(_ rect: Edges) -> AlignedRectCoverage {
        AlignedRectCoverage(rect, antialiased: antialiased)
      }
      return .rect(coverage(outer), hole: inner.map { coverage($0.0) })
    }
    let scaleX = abs(transform.a) + abs(transform.c)
    let scaleY = abs(transform.b) + abs(transform.d)
    func coverage(_ rect: Edges, _ radius: Double) -> ShapeCoverage {
      let edges = rect.quantized
      return ShapeCoverage(
        rect: edges, radiusX: radius * scaleX, radiusY: radius * scaleY, inverse: .identity,
        isDeviceAligned: true, antialiased: antialiased, bounds: edges.touchedPixels)
    }
    return .shape(coverage(outer, outline.radius), hole: inner.map(coverage))
  }

  /// The region described in the shape's own space, seen through the inverse transform.
  private func transformedRegion(_ outline: Outline, hole: Outline?, antialiased: Bool)
    -> RasterRegion?
  {
    let determinant = transform.a * transform.d - transform.b * transform.c
    let inverse = transform.inverted()
    let entries = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty]
    guard determinant != 0, entries.allSatisfy(\.isFinite),
      let touched = deviceRect(outline.edges)?.touchedPixels
    else { return nil }
    let bounds = PixelRect(
      minX: touched.minX - 1, minY: touched.minY - 1, maxX: touched.maxX + 1,
      maxY: touched.maxY + 1)
    func coverage(_ outline: Outline) -> ShapeCoverage {
      ShapeCoverage(
        rect: outline.edges, radiusX: outline.radius, radiusY: outline.radius, inverse: inverse,
        isDeviceAligned: false, antialiased: antialiased, bounds: bounds)
    }
    return .shape(coverage(outline), hole: hole.map(coverage))
  }

  /// The device-space bounding box of `rect`, or `nil` if it is not finite.
  private func deviceRect(_ rect: Edges) -> Edges? {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { $0.applying(transform) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      [minX, maxX, minY, maxY].allSatisfy(\.isFinite)
    else { return nil }
    return Edges(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
  }
}
