import Foundation
import PinframeGraphics
import PinframeRaster
import Testing

/// The documented corner rules written out plainly: radii fitted to half the sides, circular
/// corners as quarter ellipses, continuous corners as superellipses reaching 1.528 radii.
private struct ReferenceCorners {
  let rect: CGRect
  let corners: [(width: Double, height: Double, exponent: Double)]  // TL, TR, BL, BR
  let inverse: CGAffineTransform

  init(_ shape: Shape) {
    rect = shape.rect
    inverse = shape.transform.inverted()
    let (halfWidth, halfHeight) = (shape.rect.width / 2, shape.rect.height / 2)
    let radii = shape.cornerRadii
    corners = [radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight].map { radius in
      var (width, height) = (max(radius.width, 0), max(radius.height, 0))
      if width == height {
        (width, height) = (min(width, halfWidth, halfHeight), min(width, halfWidth, halfHeight))
      } else if width > halfWidth || height > halfHeight {
        let scale = min(halfWidth / width, halfHeight / height)
        (width, height) = (width * scale, height * scale)
      }
      guard width > 0, height > 0 else { return (0, 0, 2) }
      let reach = min(1.528, halfWidth / width, halfHeight / height)
      guard shape.cornerCurve == .continuous, reach > 1 else { return (width, height, 2) }
      let exponent = log(2) / -log(1 - (1 - 1 / 2.0.squareRoot()) / reach)
      return (width * reach, height * reach, exponent)
    }
  }

  func contains(_ point: CGPoint) -> Bool {
    guard rect.minX < point.x, point.x <= rect.maxX, rect.minY < point.y, point.y <= rect.maxY
    else { return false }
    let left = point.x < rect.midX
    let top = point.y < rect.midY
    let corner = corners[(top ? 0 : 2) + (left ? 0 : 1)]
    guard corner.width > 0 else { return true }
    let u = max(left ? rect.minX + corner.width - point.x : point.x - (rect.maxX - corner.width), 0)
    let v = max(
      top ? rect.minY + corner.height - point.y : point.y - (rect.maxY - corner.height), 0)
    let (du, dv) = (u / corner.width, v / corner.height)
    guard corner.exponent != 2 else { return du * du + dv * dv <= 1 }
    return pow(du, corner.exponent) + pow(dv, corner.exponent) <= 1
  }

  func snappedAlpha(x: Int, y: Int) -> UInt8 {
    contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)) ? 255 : 0
  }
}

@Suite("Corners: a radius per corner, circular or continuous")
struct CornerShapeTests {
  private static func shapes(count: Int, seed: UInt64) -> [Shape] {
    var numbers = SeededNumbers(state: seed)
    func radius() -> CGSize {
      numbers.next(0...1) < 0.25
        ? .zero : CGSize(width: numbers.next(0...7), height: numbers.next(0...7))
    }
    return (0..<count).map { index in
      let (width, height) = (numbers.next(4...14), numbers.next(4...14))
      let angle = index % 3 == 0 ? 0 : numbers.next(0.05...3.1)
      let transform = CGAffineTransform(rotationAngle: angle)
        .concatenating(
          CGAffineTransform(translationX: numbers.next(8...12), y: numbers.next(8...12)))
      let radii = CornerRadii(
        topLeft: radius(), topRight: radius(), bottomLeft: radius(), bottomRight: radius())
      return Shape(
        rect: CGRect(x: -width / 2, y: -height / 2, width: width, height: height),
        cornerRadii: radii, cornerCurve: index % 2 == 0 ? .continuous : .circular,
        transform: transform)
    }
  }

  @Test("snapped: every pixel follows the centre rule with the documented corners")
  func snappedReference() throws {
    for shape in Self.shapes(count: 60, seed: 3) {
      let bitmap = try Raster.render(20, 20, [.fill(shape, .black)])
      let reference = ReferenceCorners(shape)
      let wrong = (0..<400).filter {
        bitmap[$0 % 20, $0 / 20].alpha != reference.snappedAlpha(x: $0 % 20, y: $0 / 20)
      }
      #expect(wrong.isEmpty, "\(shape): pixels \(wrong)")
    }
  }

  @Test("masked corners: only the top corners are rounded, radius 4 fitted to 3 on a 10 × 6 shape")
  func topCorners() throws {
    let shape = Shape(
      rect: CGRect(x: 0, y: 0, width: 10, height: 6),
      cornerRadii: CornerRadii(4, at: [.topLeft, .topRight]))
    let bitmap = try Raster.render(10, 6, [.fill(shape, .black)])
    #expect(Raster.coveredColumns(bitmap, row: 0) == Array(1..<9))
    #expect(Raster.coveredColumns(bitmap, row: 1) == Array(0..<10))
    #expect(Raster.coveredColumns(bitmap, row: 5) == Array(0..<10))
  }

  @Test("a continuous corner meets the edge later than a circular one of the same radius")
  func continuousReach() throws {
    func firstColumns(_ curve: CornerCurve) throws -> [Int] {
      let shape = Shape(
        rect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadii: CornerRadii(10),
        cornerCurve: curve)
      let bitmap = try Raster.render(40, 40, [.fill(shape, .black)])
      return (0..<10).map { Raster.coveredColumns(bitmap, row: $0).first ?? -1 }
    }
    #expect(try firstColumns(.circular) == [7, 5, 3, 2, 2, 1, 1, 0, 0, 0])
    #expect(try firstColumns(.continuous) == [8, 5, 3, 2, 2, 1, 1, 1, 0, 0])
  }

  @Test("continuous corners without room to spare (a capsule) are circular")
  func capsule() throws {
    for options in [RasterOptions.snapped, .antialiased] {
      func render(_ curve: CornerCurve) throws -> Bitmap {
        let shape = Shape(
          rect: CGRect(x: 1, y: 1, width: 30, height: 12), cornerRadii: CornerRadii(6),
          cornerCurve: curve)
        return try Raster.render(32, 14, [.fill(shape, .black)], options: options)
      }
      #expect(try render(.continuous) == render(.circular))
    }
  }

  @Test("a flip moves a corner's radius to the device corner it lands on")
  func flippedCorners() throws {
    for options in [RasterOptions.snapped, .antialiased] {
      let rect = CGRect(x: 0, y: 0, width: 12, height: 8)
      let flipped = Shape(
        rect: rect, cornerRadii: CornerRadii(4, at: .topLeft),
        transform: CGAffineTransform(scaleX: -1, y: 1).concatenating(
          CGAffineTransform(translationX: 12, y: 0)))
      let plain = Shape(rect: rect, cornerRadii: CornerRadii(4, at: .topRight))
      #expect(
        try Raster.render(12, 8, [.fill(flipped, .black)], options: options)
          == Raster.render(12, 8, [.fill(plain, .black)], options: options))
      let turned = Shape(
        rect: CGRect(x: 0, y: 0, width: 8, height: 12),
        cornerRadii: CornerRadii(
          topLeft: CGSize(width: 2, height: 5), topRight: .zero, bottomLeft: .zero,
          bottomRight: .zero),
        transform: CGAffineTransform(rotationAngle: .pi / 2).concatenating(
          CGAffineTransform(translationX: 12, y: 0)))
      let upright = Shape(
        rect: rect,
        cornerRadii: CornerRadii(
          topLeft: .zero, topRight: CGSize(width: 5, height: 2), bottomLeft: .zero,
          bottomRight: .zero))
      #expect(
        try Raster.render(12, 8, [.fill(turned, .black)], options: options)
          == Raster.render(12, 8, [.fill(upright, .black)], options: options))
    }
  }

  @Test("an ellipse is a rectangle whose radii are half its sides")
  func ellipse() throws {
    let shape = Shape(
      rect: CGRect(x: 0, y: 0, width: 8, height: 4),
      cornerRadii: CornerRadii(
        topLeft: CGSize(width: 4, height: 2), topRight: CGSize(width: 4, height: 2),
        bottomLeft: CGSize(width: 4, height: 2), bottomRight: CGSize(width: 4, height: 2)))
    let bitmap = try Raster.render(8, 4, [.fill(shape, .black)])
    #expect(Raster.coveredColumns(bitmap, row: 0) == Array(1..<7))
    #expect(Raster.coveredColumns(bitmap, row: 1) == Array(0..<8))
    #expect(Raster.coveredColumns(bitmap, row: 3) == Array(1..<7))
  }

  @Test("a border follows the masked corners; its inner radius is the radius minus the width")
  func maskedBorder() throws {
    let shape = Shape(
      rect: CGRect(x: 0, y: 0, width: 10, height: 10),
      cornerRadii: CornerRadii(5, at: .bottomRight))
    let bitmap = try Raster.render(10, 10, [.stroke(shape, width: 2, .black)])
    #expect(Raster.coveredColumns(bitmap, row: 0) == Array(0..<10))
    #expect(Raster.coveredColumns(bitmap, row: 5) == [0, 1, 8, 9])
    #expect(Raster.coveredColumns(bitmap, row: 7) == [0, 1, 7, 8])
    #expect(Raster.coveredColumns(bitmap, row: 9) == Array(0..<7))
  }
}
