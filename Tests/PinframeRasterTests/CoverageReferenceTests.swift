import Foundation
import PinframeGraphics
import PinframeRaster
import Testing

/// The documented coverage rules, written out plainly (no shortcuts) to check the rasterizer's.
private struct ReferenceShape {
  let rect: CGRect
  let radius: Double
  let inverse: CGAffineTransform

  /// `minX < x ≤ maxX`, `minY < y ≤ maxY`, and inside the corner circles.
  func contains(_ point: CGPoint) -> Bool {
    guard rect.minX < point.x, point.x <= rect.maxX, rect.minY < point.y, point.y <= rect.maxY
    else { return false }
    guard radius > 0 else { return true }
    let dx = max(rect.minX + radius - point.x, point.x - (rect.maxX - radius), 0) / radius
    let dy = max(rect.minY + radius - point.y, point.y - (rect.maxY - radius), 0) / radius
    return dx * dx + dy * dy <= 1
  }

  /// Snapped: 255 iff the pixel's centre is inside.
  func snappedAlpha(x: Int, y: Int) -> UInt8 {
    contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(inverse)) ? 255 : 0
  }

  /// Antialiased: round(255 × inside / 256) over the 16 × 16 sample points.
  func antialiasedAlpha(x: Int, y: Int) -> UInt8 {
    let first = CGPoint(x: Double(x) + 1 / 32, y: Double(y) + 1 / 32).applying(inverse)
    var inside = 0
    for j in 0..<16 {
      for i in 0..<16 {
        let point = CGPoint(
          x: first.x + Double(j) * inverse.c / 16 + Double(i) * inverse.a / 16,
          y: first.y + Double(j) * inverse.d / 16 + Double(i) * inverse.b / 16)
        inside += contains(point) ? 1 : 0
      }
    }
    return UInt8((Double(inside) / 256 * 255).rounded())
  }
}

@Suite("Rotated and rounded shapes against the plain coverage rules")
struct CoverageReferenceTests {
  private static func shapes(count: Int, seed: UInt64) -> [Shape] {
    var numbers = SeededNumbers(state: seed)
    return (0..<count).map { _ in
      let width = numbers.next(3...12)
      let height = numbers.next(3...12)
      let transform = CGAffineTransform(rotationAngle: numbers.next(0.05...3.1))
        .concatenating(
          CGAffineTransform(scaleX: numbers.next(0.6...1.4), y: numbers.next(0.6...1.4))
        )
        .concatenating(
          CGAffineTransform(translationX: numbers.next(8...12), y: numbers.next(8...12)))
      return Shape.rect(
        -width / 2, -height / 2, width, height,
        radius: numbers.next(0...1) < 0.3 ? 0 : numbers.next(0...6),
        transform: transform)
    }
  }

  private static func reference(_ shape: Shape) -> ReferenceShape {
    ReferenceShape(
      rect: shape.rect,
      radius: min(shape.cornerRadii.topLeft.width, min(shape.rect.width, shape.rect.height) / 2),
      inverse: shape.transform.inverted())
  }

  @Test("snapped: every pixel follows the centre rule")
  func snapped() throws {
    for shape in Self.shapes(count: 40, seed: 7) {
      let bitmap = try Raster.render(20, 20, [.fill(shape, .black)])
      let reference = Self.reference(shape)
      let wrong = (0..<400).filter {
        bitmap[$0 % 20, $0 / 20].alpha != reference.snappedAlpha(x: $0 % 20, y: $0 / 20)
      }
      #expect(wrong.isEmpty, "\(shape): pixels \(wrong)")
    }
  }

  @Test("antialiased: every pixel follows the 16 × 16 sampling rule")
  func antialiased() throws {
    for shape in Self.shapes(count: 30, seed: 11) {
      let bitmap = try Raster.render(20, 20, [.fill(shape, .black)], options: .antialiased)
      let reference = Self.reference(shape)
      let wrong = (0..<400).filter {
        bitmap[$0 % 20, $0 / 20].alpha != reference.antialiasedAlpha(x: $0 % 20, y: $0 / 20)
      }
      #expect(wrong.isEmpty, "\(shape): pixels \(wrong)")
    }
  }
}
