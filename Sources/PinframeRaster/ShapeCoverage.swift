import Foundation
import PinframeGraphics

/// A rectangle with optionally rounded (elliptical) corners, in its own coordinate space, placed
/// on the device grid by an affine transform: any shape other than a square-cornered
/// axis-aligned rectangle.
///
/// Pixels are tested in the shape's own space through the inverse transform. A point is inside
/// when `minX < x ≤ maxX` and `minY < y ≤ maxY` (so shapes that share an edge never both cover
/// a point on it) and, within a corner's `radiusX × radiusY` box, inside the corner's ellipse.
/// With snapped edges a pixel is covered iff its centre is inside. Antialiased, coverage is the
/// fraction of a fixed 16 × 16 grid of points (at `(i + 0.5) / 16` of the pixel) that are inside,
/// except for pixels of an axis-aligned shape away from its corners, which get the exact area.
///
/// Axis-aligned rounded rectangles are described directly in device space (identity inverse,
/// edges quantised like ``AlignedRectCoverage``), so their straight edges match square ones.
struct ShapeCoverage: Coverage {
  /// The rectangle in the shape's own space.
  let rect: Edges
  /// The corner radii in the shape's own space (0 for square corners).
  let radiusX: Double
  let radiusY: Double
  /// Device space → the shape's own space.
  let inverse: CGAffineTransform
  /// Whether the shape's own space is device space (an axis-aligned shape).
  let isDeviceAligned: Bool
  let antialiased: Bool
  let bounds: PixelRect
  var solidRect: PixelRect? { nil }

  func coverage(x: Int, y: Int) -> Double {
    let centre = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
    guard antialiased else { return contains(centre.x, centre.y) ? 1 : 0 }
    let box = PixelBox(centre: centre, inverse: inverse)
    if isOutside(box) { return 0 }
    if contains(box.minX, box.minY) && contains(box.maxX, box.minY)
      && contains(box.minX, box.maxY) && contains(box.maxX, box.maxY)
    {
      return 1
    }
    if isDeviceAligned && !touchesCorner(x: Double(x), y: Double(y)) {
      return AlignedRectCoverage.area(x: x, y: y, rect)
    }
    return sampledCoverage(x: x, y: y)
  }

  /// Whether every point of `box` is certainly outside: beyond an edge, or inside a corner's
  /// box but clear of its ellipse.
  private func isOutside(_ box: PixelBox) -> Bool {
    if box.maxX <= rect.minX || box.minX > rect.maxX || box.maxY <= rect.minY
      || box.minY > rect.maxY
    {
      return true
    }
    guard radiusX > 0, radiusY > 0 else { return false }
    let centreX =
      box.maxX <= rect.minX + radiusX
      ? rect.minX + radiusX : (box.minX >= rect.maxX - radiusX ? rect.maxX - radiusX : nil)
    let centreY =
      box.maxY <= rect.minY + radiusY
      ? rect.minY + radiusY : (box.minY >= rect.maxY - radiusY ? rect.maxY - radiusY : nil)
    guard let centreX, let centreY else { return false }
    let dx = (min(max(centreX, box.minX), box.maxX) - centreX) / radiusX
    let dy = (min(max(centreY, box.minY), box.maxY) - centreY) / radiusY
    return dx * dx + dy * dy > 1
  }

  /// Whether the point (`x`, `y`) of the shape's own space is inside.
  func contains(_ x: Double, _ y: Double) -> Bool {
    guard rect.minX < x, x <= rect.maxX, rect.minY < y, y <= rect.maxY else { return false }
    guard radiusX > 0, radiusY > 0 else { return true }
    let dx = max(rect.minX + radiusX - x, x - (rect.maxX - radiusX), 0) / radiusX
    let dy = max(rect.minY + radiusY - y, y - (rect.maxY - radiusY), 0) / radiusY
    return dx * dx + dy * dy <= 1
  }

  /// Whether the device pixel with top-left corner (`x`, `y`) reaches into a corner box of an
  /// axis-aligned shape.
  private func touchesCorner(x: Double, y: Double) -> Bool {
    guard radiusX > 0, radiusY > 0 else { return false }
    return (x < rect.minX + radiusX || x + 1 > rect.maxX - radiusX)
      && (y < rect.minY + radiusY || y + 1 > rect.maxY - radiusY)
  }

  /// The fraction of the pixel's 16 × 16 sample points inside the shape.
  private func sampledCoverage(x: Int, y: Int) -> Double {
    let first = CGPoint(x: Double(x) + 1 / 32, y: Double(y) + 1 / 32).applying(inverse)
    let (ux, uy) = (inverse.a / 16, inverse.b / 16)
    let (vx, vy) = (inverse.c / 16, inverse.d / 16)
    var inside = 0
    for j in 0..<16 {
      let rowX = first.x + Double(j) * vx
      let rowY = first.y + Double(j) * vy
      for i in 0..<16 where contains(rowX + Double(i) * ux, rowY + Double(i) * uy) {
        inside += 1
      }
    }
    return Double(inside) / 256
  }
}

/// The bounding box, in a shape's own space, of one device pixel.
private struct PixelBox {
  let minX: Double
  let minY: Double
  let maxX: Double
  let maxY: Double

  /// The box of the pixel whose centre maps to `centre` through `inverse`.
  init(centre: CGPoint, inverse: CGAffineTransform) {
    let halfWidth = (abs(inverse.a) + abs(inverse.c)) / 2
    let halfHeight = (abs(inverse.b) + abs(inverse.d)) / 2
    minX = centre.x - halfWidth
    maxX = centre.x + halfWidth
    minY = centre.y - halfHeight
    maxY = centre.y + halfHeight
  }
}
