import Foundation
import PinframeGraphics

/// A rectangle with optionally rounded (elliptical) corners, in its own coordinate space, placed
/// on the device grid by an affine transform: any shape other than a square-cornered
/// axis-aligned rectangle.
///
/// Pixels are tested in the shape's own space through the inverse transform. A point is inside
/// when `minX < x ≤ maxX` and `minY < y ≤ maxY` (so shapes that share an edge never both cover
/// a point on it) and, within a corner's box, inside the corner's curve (``CornerShape``).
/// With snapped edges a pixel is covered iff its centre is inside. Antialiased, coverage is the
/// fraction of a fixed 16 × 16 grid of points (at `(i + 0.5) / 16` of the pixel) that are inside,
/// except for pixels of an axis-aligned shape away from its corners, which get the exact area.
///
/// Axis-aligned rounded rectangles are described directly in device space (identity inverse,
/// edges quantised like ``AlignedRectCoverage``), so their straight edges match square ones.
struct ShapeCoverage: Coverage {
  /// The rectangle in the shape's own space.
  let rect: Edges
  /// The corners in the shape's own space.
  let corners: CornerShapes
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
  /// box but clear of its curve.
  private func isOutside(_ box: PixelBox) -> Bool {
    if box.maxX <= rect.minX || box.minX > rect.maxX || box.maxY <= rect.minY
      || box.minY > rect.maxY
    {
      return true
    }
    for left in [true, false] {
      for top in [true, false] {
        if isOutside(box, corner: corners.corner(left: left, top: top), left: left, top: top) {
          return true
        }
      }
    }
    return false
  }

  /// Whether `box` lies within the box of the given corner and clear of its curve.
  private func isOutside(_ box: PixelBox, corner: CornerShape, left: Bool, top: Bool) -> Bool {
    guard corner.isRounded else { return false }
    let centreX = left ? rect.minX + corner.extentX : rect.maxX - corner.extentX
    let centreY = top ? rect.minY + corner.extentY : rect.maxY - corner.extentY
    guard left ? box.maxX <= centreX : box.minX >= centreX,
      top ? box.maxY <= centreY : box.minY >= centreY
    else { return false }
    let dx = (min(max(centreX, box.minX), box.maxX) - centreX) / corner.extentX
    let dy = (min(max(centreY, box.minY), box.maxY) - centreY) / corner.extentY
    return corner.excludes(abs(dx), abs(dy))
  }

  /// Whether the point (`x`, `y`) of the shape's own space is inside.
  func contains(_ x: Double, _ y: Double) -> Bool {
    guard rect.minX < x, x <= rect.maxX, rect.minY < y, y <= rect.maxY else { return false }
    let left = x < (rect.minX + rect.maxX) / 2
    let top = y < (rect.minY + rect.maxY) / 2
    let corner = corners.corner(left: left, top: top)
    guard corner.isRounded else { return true }
    let dx =
      max(left ? rect.minX + corner.extentX - x : x - (rect.maxX - corner.extentX), 0)
      / corner.extentX
    let dy =
      max(top ? rect.minY + corner.extentY - y : y - (rect.maxY - corner.extentY), 0)
      / corner.extentY
    return corner.contains(dx, dy)
  }

  /// Whether the device pixel with top-left corner (`x`, `y`) reaches into a corner box of an
  /// axis-aligned shape.
  private func touchesCorner(x: Double, y: Double) -> Bool {
    func reaches(_ corner: CornerShape, left: Bool, top: Bool) -> Bool {
      guard corner.isRounded else { return false }
      let inX = left ? x < rect.minX + corner.extentX : x + 1 > rect.maxX - corner.extentX
      let inY = top ? y < rect.minY + corner.extentY : y + 1 > rect.maxY - corner.extentY
      return inX && inY
    }
    return reaches(corners.topLeft, left: true, top: true)
      || reaches(corners.topRight, left: false, top: true)
      || reaches(corners.bottomLeft, left: true, top: false)
      || reaches(corners.bottomRight, left: false, top: false)
  }

  /// The fraction of the pixel's 16 × 16 sample points inside the shape.
  ///
  /// On a row of samples of an axis-aligned shape, on one side of the shape's middle, the
  /// samples inside are those past (or before) one place, since the test is monotonic along
  /// the row: a binary search finds it with 4 or 5 tests instead of 16.
  private func sampledCoverage(x: Int, y: Int) -> Double {
    let first = CGPoint(x: Double(x) + 1 / 32, y: Double(y) + 1 / 32).applying(inverse)
    let (ux, uy) = (inverse.a / 16, inverse.b / 16)
    let (vx, vy) = (inverse.c / 16, inverse.d / 16)
    let middle = (rect.minX + rect.maxX) / 2
    var inside = 0
    for j in 0..<16 {
      let rowX = first.x + Double(j) * vx
      let rowY = first.y + Double(j) * vy
      func isInside(_ i: Int) -> Bool { contains(rowX + Double(i) * ux, rowY + Double(i) * uy) }
      let (start, end) = (rowX, rowX + 15 * ux)
      if isDeviceAligned, end < middle {
        inside += 16 - Self.leadingCount { !isInside($0) }
      } else if isDeviceAligned, start >= middle {
        inside += Self.leadingCount(isInside)
      } else {
        for i in 0..<16 where isInside(i) { inside += 1 }
      }
    }
    return Double(inside) / 256
  }

  /// How many of the indices 0..<16 pass `test`, for a test that passes on a prefix of them.
  private static func leadingCount(_ test: (Int) -> Bool) -> Int {
    var (low, high) = (0, 16)
    while low < high {
      let middle = (low + high) / 2
      if test(middle) { low = middle + 1 } else { high = middle }
    }
    return low
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
