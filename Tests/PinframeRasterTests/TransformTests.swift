import Foundation
import PinframeGraphics
import PinframeRaster
import Testing

@Suite("Transforms: local space to device pixels")
struct TransformTests {
  @Test("translation and scale place the rectangle in device pixels")
  func translationAndScale() throws {
    let transform = CGAffineTransform(translationX: 1, y: 2)
      .concatenating(CGAffineTransform(scaleX: 2, y: 3))
    let bitmap = try Raster.render(10, 12, [.fill(.rect(0, 0, 2, 1, transform: transform), .red)])
    #expect(Raster.coveredColumns(bitmap, row: 6) == [2, 3, 4, 5])
    #expect((0..<12).filter { bitmap[2, $0].alpha != 0 } == [6, 7, 8])
  }

  @Test("a quarter turn from sin and cos is treated as axis-aligned")
  func quarterTurn() throws {
    let turned = Shape.rect(
      0, 0, 4, 2,
      transform: CGAffineTransform(rotationAngle: .pi / 2)
        .concatenating(CGAffineTransform(translationX: 5.5, y: 1)))
    let upright = Shape.rect(3.5, 1, 2, 4)
    for options in [RasterOptions.snapped, .antialiased] {
      #expect(
        try Raster.render(8, 8, [.fill(turned, .red)], options: options)
          == Raster.render(8, 8, [.fill(upright, .red)], options: options))
    }
  }

  @Test("a square turned 45°: a pixel is covered iff its centre is inside the diamond")
  func diamond() throws {
    // Half-diagonal 5√2 ≈ 7.07 around the centre of pixel (20, 20): covered iff |dx| + |dy| ≤ 7.
    let transform = CGAffineTransform(rotationAngle: .pi / 4)
      .concatenating(CGAffineTransform(translationX: 20.5, y: 20.5))
    let bitmap = try Raster.render(
      41, 41, [.fill(.rect(-5, -5, 10, 10, transform: transform), .red)])
    var covered = 0
    for y in 0..<41 {
      for x in 0..<41 {
        let inside = abs(x - 20) + abs(y - 20) <= 7
        #expect((bitmap[x, y].alpha == 255) == inside, "(\(x), \(y))")
        covered += inside ? 1 : 0
      }
    }
    #expect(covered == 113)
  }

  @Test("a shear makes a parallelogram: each row shifts by half a pixel per row")
  func shear() throws {
    let shear = CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)
    let bitmap = try Raster.render(12, 4, [.fill(.rect(1, 0, 4, 4, transform: shear), .red)])
    // Row y spans x from 1 + 0.5·(y + 0.5) to that + 4, sampled at pixel centres.
    #expect(Raster.coveredColumns(bitmap, row: 0) == [1, 2, 3, 4])
    #expect(Raster.coveredColumns(bitmap, row: 1) == [2, 3, 4, 5])
    #expect(Raster.coveredColumns(bitmap, row: 2) == [2, 3, 4, 5])
    #expect(Raster.coveredColumns(bitmap, row: 3) == [3, 4, 5, 6])
  }

  @Test("a mirroring scale flips the rectangle")
  func mirror() throws {
    let flip = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 10, ty: 0)
    let bitmap = try Raster.render(10, 1, [.fill(.rect(2, 0, 3, 1, transform: flip), .red)])
    #expect(Raster.coveredColumns(bitmap, row: 0) == [5, 6, 7])
  }

  @Test("non-uniform scale stretches corner radii into ellipses")
  func ellipticalCorners() throws {
    let stretched = Shape.rect(
      0, 0, 10, 10, radius: 4, transform: CGAffineTransform(scaleX: 2, y: 1))
    let bitmap = try Raster.render(20, 10, [.fill(stretched, .red)])
    // Corner ellipse: centre (8, 4), radii 8 × 4; row 0 (y = 0.5) keeps |x − 8| ≤ 8·√(1 − (3.5/4)²).
    #expect(Raster.coveredColumns(bitmap, row: 0) == Array(4..<16))
    #expect(Raster.coveredColumns(bitmap, row: 4) == Array(0..<20))
  }

  @Test("a rounded rectangle turned by a quarter turn matches the upright one")
  func turnedRoundedRect() throws {
    let turned = Shape.rect(
      0, 0, 12, 6, radius: 3,
      transform: CGAffineTransform(rotationAngle: .pi / 2)
        .concatenating(CGAffineTransform(translationX: 7.25, y: 1.5)))
    let upright = Shape.rect(1.25, 1.5, 6, 12, radius: 3)
    for options in [RasterOptions.snapped, .antialiased] {
      #expect(
        try Raster.render(10, 15, [.fill(turned, .red)], options: options)
          == Raster.render(10, 15, [.fill(upright, .red)], options: options))
    }
  }

  @Test("the centre rule of rotated shapes agrees with edge snapping when the rotation vanishes")
  func consistentRules() throws {
    let rotation = CGAffineTransform(rotationAngle: 1e-9)
    for (x, width) in [(2.3, 5.4), (0.6, 3.3), (1.49, 6.02)] {
      let almostAligned = try Raster.render(
        12, 3, [.fill(.rect(x, 0.7, width, 1.6, transform: rotation), .red)])
      let aligned = try Raster.render(12, 3, [.fill(.rect(x, 0.7, width, 1.6), .red)])
      #expect(almostAligned == aligned, "x = \(x), width = \(width)")
    }
  }
}
