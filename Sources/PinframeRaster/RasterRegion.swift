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
  /// Negative radii count as 0, and a corner whose radii exceed half a side is scaled down,
  /// keeping its proportions, until it fits (a circular radius becomes at most
  /// `min(width, height) / 2`). A border's inner edge is the rectangle inset by `borderWidth`
  /// with each radius `max(0, radius − borderWidth)`; a border wider than half the shape fills
  /// it.
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

/// A rectangle with corner radii, in a shape's own space.
private struct Outline {
  var edges: Edges
  /// The corners' radii, each at most half the sides.
  var radii: CornerRadii
  var curve: CornerCurve

  init?(_ shape: Shape) {
    let rect = shape.rect
    let radii = shape.cornerRadii
    let numbers = [
      rect.origin.x, rect.origin.y, rect.size.width, rect.size.height, radii.topLeft.width,
      radii.topLeft.height, radii.topRight.width, radii.topRight.height, radii.bottomLeft.width,
      radii.bottomLeft.height, radii.bottomRight.width, radii.bottomRight.height,
    ]
    guard numbers.allSatisfy(\.isFinite) else { return nil }
    let edges = Edges(
      minX: min(rect.origin.x, rect.origin.x + rect.size.width),
      minY: min(rect.origin.y, rect.origin.y + rect.size.height),
      maxX: max(rect.origin.x, rect.origin.x + rect.size.width),
      maxY: max(rect.origin.y, rect.origin.y + rect.size.height))
    self.init(edges, radii: radii, curve: shape.cornerCurve)
  }

  private init?(_ edges: Edges, radii: CornerRadii, curve: CornerCurve) {
    guard edges.minX < edges.maxX, edges.minY < edges.maxY else { return nil }
    self.edges = edges
    self.curve = curve
    let (halfWidth, halfHeight) = ((edges.maxX - edges.minX) / 2, (edges.maxY - edges.minY) / 2)
    func fitted(_ radius: CGSize) -> CGSize {
      let (width, height) = (max(radius.width, 0), max(radius.height, 0))
      guard width > halfWidth || height > halfHeight else {
        return CGSize(width: width, height: height)
      }
      if width == height {
        return CGSize(
          width: min(width, halfWidth, halfHeight), height: min(width, halfWidth, halfHeight))
      }
      let scale = min(halfWidth / width, halfHeight / height)
      return CGSize(width: width * scale, height: height * scale)
    }
    self.radii = CornerRadii(
      topLeft: fitted(radii.topLeft), topRight: fitted(radii.topRight),
      bottomLeft: fitted(radii.bottomLeft), bottomRight: fitted(radii.bottomRight))
  }

  /// Whether any corner is rounded.
  var isRounded: Bool {
    [radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight].contains {
      $0.width > 0 && $0.height > 0
    }
  }

  /// The inner edge of a border `width` wide, or `nil` when the border fills the shape.
  func inset(by width: Double) -> Outline? {
    func inner(_ radius: CGSize) -> CGSize {
      CGSize(width: max(0, radius.width - width), height: max(0, radius.height - width))
    }
    return Outline(
      edges.insetBy(dx: width, dy: width),
      radii: CornerRadii(
        topLeft: inner(radii.topLeft), topRight: inner(radii.topRight),
        bottomLeft: inner(radii.bottomLeft), bottomRight: inner(radii.bottomRight)),
      curve: curve)
  }

  /// The corners as the coverage tests see them.
  var corners: CornerShapes {
    CornerShapes(
      radii, curve: curve, width: edges.maxX - edges.minX, height: edges.maxY - edges.minY)
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

  /// The region described in device space: quantised edges, radii scaled to device pixels and
  /// moved to the corners they land on.
  private func alignedRegion(_ outline: Outline, hole: Outline?, antialiased: Bool)
    -> RasterRegion?
  {
    guard let outer = deviceRect(outline.edges) else { return nil }
    let inner = hole.flatMap { hole in deviceRect(hole.edges).map { ($0, hole) } }
    guard outline.isRounded else {
      func coverage(_ rect: Edges) -> AlignedRectCoverage {
        AlignedRectCoverage(rect, antialiased: antialiased)
      }
      return .rect(coverage(outer), hole: inner.map { coverage($0.0) })
    }
    func coverage(_ rect: Edges, _ outline: Outline) -> ShapeCoverage {
      let edges = rect.quantized
      return ShapeCoverage(
        rect: edges,
        corners: CornerShapes(
          deviceRadii(outline), curve: outline.curve, width: edges.maxX - edges.minX,
          height: edges.maxY - edges.minY),
        inverse: .identity, isDeviceAligned: true, antialiased: antialiased,
        bounds: edges.touchedPixels)
    }
    return .shape(coverage(outer, outline), hole: inner.map(coverage))
  }

  /// The outline's radii in device pixels, at the device corners their corners map to (a flip
  /// or a quarter turn moves them).
  private func deviceRadii(_ outline: Outline) -> CornerRadii {
    let swapsAxes = abs(transform.a) + abs(transform.d) < abs(transform.b) + abs(transform.c)
    let scale = (x: abs(transform.a) + abs(transform.c), y: abs(transform.b) + abs(transform.d))
    let centre = CGPoint(
      x: (outline.edges.minX + outline.edges.maxX) / 2,
      y: (outline.edges.minY + outline.edges.maxY) / 2
    ).applying(transform)
    var device = CornerRadii.zero
    let corners: [(CGSize, Double, Double)] = [
      (outline.radii.topLeft, outline.edges.minX, outline.edges.minY),
      (outline.radii.topRight, outline.edges.maxX, outline.edges.minY),
      (outline.radii.bottomLeft, outline.edges.minX, outline.edges.maxY),
      (outline.radii.bottomRight, outline.edges.maxX, outline.edges.maxY),
    ]
    for (radius, x, y) in corners {
      let point = CGPoint(x: x, y: y).applying(transform)
      let along = swapsAxes ? (radius.height, radius.width) : (radius.width, radius.height)
      let size = CGSize(width: along.0 * scale.x, height: along.1 * scale.y)
      switch (point.x < centre.x, point.y < centre.y) {
      case (true, true): device.topLeft = size
      case (false, true): device.topRight = size
      case (true, false): device.bottomLeft = size
      case (false, false): device.bottomRight = size
      }
    }
    return device
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
        rect: outline.edges, corners: outline.corners, inverse: inverse,
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
