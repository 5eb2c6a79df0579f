import Foundation
import PinframeGraphics
import Testing

@testable import PinframeRaster

/// The per-pixel coverage of a rounded shape as the rasterizer computed it before rows through
/// corners were narrowed to their curves (every sample point tested, no spans): what the
/// narrowed rows and the searching sampler must reproduce exactly.
private struct PixelByPixelCoverage {
  let shape: ShapeCoverage

  private var rect: Edges { shape.rect }

  func coverage(x: Int, y: Int) -> Double {
    let inverse = shape.inverse
    let centre = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)
    guard shape.antialiased else { return shape.contains(centre.x, centre.y) ? 1 : 0 }
    let halfWidth = (abs(inverse.a) + abs(inverse.c)) / 2
    let halfHeight = (abs(inverse.b) + abs(inverse.d)) / 2
    let (x0, y0) = (Double(centre.x), Double(centre.y))
    let box = (
      minX: x0 - halfWidth, minY: y0 - halfHeight, maxX: x0 + halfWidth, maxY: y0 + halfHeight
    )
    if isOutside(box) { return 0 }
    if shape.contains(box.minX, box.minY) && shape.contains(box.maxX, box.minY)
      && shape.contains(box.minX, box.maxY) && shape.contains(box.maxX, box.maxY)
    {
      return 1
    }
    if shape.isDeviceAligned && !touchesCorner(x: Double(x), y: Double(y)) {
      return AlignedRectCoverage.area(x: x, y: y, rect)
    }
    let first = CGPoint(x: Double(x) + 1 / 32, y: Double(y) + 1 / 32).applying(inverse)
    var inside = 0
    for j in 0..<16 {
      for i in 0..<16
      where shape.contains(
        first.x + Double(j) * (inverse.c / 16) + Double(i) * (inverse.a / 16),
        first.y + Double(j) * (inverse.d / 16) + Double(i) * (inverse.b / 16))
      {
        inside += 1
      }
    }
    return Double(inside) / 256
  }

  private func isOutside(_ box: (minX: Double, minY: Double, maxX: Double, maxY: Double)) -> Bool {
    if box.maxX <= rect.minX || box.minX > rect.maxX || box.maxY <= rect.minY
      || box.minY > rect.maxY
    {
      return true
    }
    for (left, top) in [(true, true), (false, true), (true, false), (false, false)] {
      let corner = shape.corners.corner(left: left, top: top)
      guard corner.isRounded else { continue }
      let centreX = left ? rect.minX + corner.extentX : rect.maxX - corner.extentX
      let centreY = top ? rect.minY + corner.extentY : rect.maxY - corner.extentY
      guard left ? box.maxX <= centreX : box.minX >= centreX,
        top ? box.maxY <= centreY : box.minY >= centreY
      else { continue }
      let dx = (min(max(centreX, box.minX), box.maxX) - centreX) / corner.extentX
      let dy = (min(max(centreY, box.minY), box.maxY) - centreY) / corner.extentY
      if corner.excludes(abs(dx), abs(dy)) { return true }
    }
    return false
  }

  private func touchesCorner(x: Double, y: Double) -> Bool {
    [(true, true), (false, true), (true, false), (false, false)].contains { left, top in
      let corner = shape.corners.corner(left: left, top: top)
      guard corner.isRounded else { return false }
      let inX = left ? x < rect.minX + corner.extentX : x + 1 > rect.maxX - corner.extentX
      let inY = top ? y < rect.minY + corner.extentY : y + 1 > rect.maxY - corner.extentY
      return inX && inY
    }
  }
}

@Suite("Rounded shapes drawn by rows against pixel by pixel")
struct CurvedSpanEquivalenceTests {
  /// Rounded shapes of every kind: circles, ellipses, capsules, one radius per corner,
  /// continuous corners, radii past half a side, flipped, quarter-turned, rotated and sheared,
  /// partly off the canvas.
  private static func shapes(count: Int, seed: UInt64) -> [(Shape, border: Double?)] {
    var numbers = SeededNumbers(state: seed)
    let turns: [CGAffineTransform] = [
      .identity, CGAffineTransform(scaleX: -1, y: 1), CGAffineTransform(scaleX: 1, y: -1),
      CGAffineTransform(rotationAngle: .pi / 2), CGAffineTransform(scaleX: 3, y: 3),
      CGAffineTransform(rotationAngle: 0.5),
      CGAffineTransform(a: 1, b: 0.3, c: -0.6, d: 1.2, tx: 0, ty: 0),
    ]
    return (0..<count).map { index in
      let width = numbers.coordinate(1...40)
      let height = numbers.next(0...1) < 0.2 ? width : numbers.coordinate(1...40)
      func radius() -> CGSize {
        switch numbers.next(0...4) {
        case ..<1: return .zero
        case ..<2: return CGSize(width: 100, height: 100)
        case ..<3:
          let side = numbers.coordinate(0...25)
          return CGSize(width: side, height: side)
        default: return CGSize(width: numbers.next(0...25), height: numbers.next(0...25))
        }
      }
      let shared = numbers.next(0...1) < 0.5
      let first = radius()
      let radii = CornerRadii(
        topLeft: first, topRight: shared ? first : radius(),
        bottomLeft: shared ? first : radius(), bottomRight: shared ? first : radius())
      let turn = turns[index % turns.count]
      let size = turn.a == 3 ? 3.0 : 1.0
      let centre = CGPoint(x: numbers.coordinate(-5...65), y: numbers.coordinate(-5...65))
      let transform = CGAffineTransform(translationX: -width / 2, y: -height / 2)
        .concatenating(turn)
        .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
      let shape = Shape(
        rect: CGRect(x: 0, y: 0, width: width / size, height: height / size),
        cornerRadii: radii, cornerCurve: numbers.next(0...1) < 0.5 ? .circular : .continuous,
        transform: transform)
      return (shape, numbers.next(0...1) < 0.3 ? numbers.coordinate(0.5...12) : nil)
    }
  }

  /// The alphas of every pixel of a 64 × 64 canvas with the shape in opaque white, computed
  /// pixel by pixel as the documented rules say.
  ///
  /// `nil` when the shape has no rounded corner (a rectangle's coverage is another type).
  private static func expectedAlphas(_ shape: Shape, border: Double?, antialiased: Bool)
    -> [UInt8]?
  {
    guard
      case .shape(let outer, let hole)? = RasterRegion(
        shape, borderWidth: border, antialiased: antialiased)
    else { return nil }
    var alphas = [UInt8](repeating: 0, count: 64 * 64)
    let coverage = PixelByPixelCoverage(shape: outer)
    let holeCoverage = hole.map(PixelByPixelCoverage.init)
    for y in 0..<64 {
      for x in 0..<64 {
        let covered = coverage.coverage(x: x, y: y) - (holeCoverage?.coverage(x: x, y: y) ?? 0)
        alphas[y * 64 + x] = UInt8(Blend.alpha(coverage: covered, of: 255))
      }
    }
    return alphas
  }

  @Test(
    "rounded fills and borders: every pixel as pixel-by-pixel coverage gives it",
    arguments: [false, true])
  func sameAlphas(antialiased: Bool) throws {
    var (mismatches, compared) = ([String](), 0)
    for (shape, border) in Self.shapes(count: 700, seed: antialiased ? 23 : 29) {
      guard let expected = Self.expectedAlphas(shape, border: border, antialiased: antialiased)
      else { continue }
      compared += 1
      let command: DisplayCommand =
        border.map { .stroke(shape, width: $0, .white) } ?? .fill(shape, .white)
      let bitmap = try Raster.render(
        64, 64, [command], options: antialiased ? .antialiased : .snapped)
      let drawn = (0..<64 * 64).map { bitmap[$0 % 64, $0 / 64].alpha }
      if drawn != expected {
        mismatches.append("\(shape) border \(border.map { "\($0)" } ?? "none")")
      }
    }
    #expect(compared > 400)
    #expect(
      mismatches.isEmpty, "\(mismatches.count) shapes differ, first \(mismatches.first ?? "")")
  }
}
