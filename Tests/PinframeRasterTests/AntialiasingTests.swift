import Foundation
import PinframeGraphics
import PinframeRaster
import Testing

@Suite("Antialiased edges: alpha = round(coverage × alpha)")
struct AntialiasingTests {
  @Test("a half-covered pixel of an opaque fill gets alpha 128")
  func halfCovered() throws {
    let bitmap = try Raster.render(
      3, 1, [.fill(.rect(0.5, 0, 2, 1), .black)], options: .antialiased)
    #expect(Raster.alphas(bitmap, row: 0) == [128, 255, 128])
  }

  @Test("over white, a half-covered black pixel is grey 127")
  func halfCoveredOverWhite() throws {
    let bitmap = try Raster.render(
      2, 1, [Raster.background(2, 1), .fill(.rect(0.5, 0, 1, 1), .black)], options: .antialiased)
    #expect(bitmap[0, 0] == .rgba(127, 127, 127))
    #expect(bitmap[1, 0] == .rgba(127, 127, 127))
  }

  @Test("coverage is the overlap area: a quarter-covered corner gets round(63.75) = 64")
  func cornerArea() throws {
    let bitmap = try Raster.render(
      3, 3, [.fill(.rect(0.5, 0.5, 2, 2), .black)], options: .antialiased)
    #expect(Raster.alphas(bitmap, row: 0) == [64, 128, 64])
    #expect(Raster.alphas(bitmap, row: 1) == [128, 255, 128])
  }

  @Test("coverage multiplies the colour's alpha: half of 128 is 64")
  func coverageTimesAlpha() throws {
    let bitmap = try Raster.render(
      1, 1, [.fill(.rect(0.5, 0, 1, 1), .rgba(0, 0, 0, 128))], options: .antialiased)
    #expect(bitmap[0, 0].alpha == 64)
  }

  @Test("a sliver a quarter of a pixel wide still shows, with alpha 64")
  func sliver() throws {
    let bitmap = try Raster.render(
      3, 1, [.fill(.rect(1.25, 0, 0.25, 1), .black)], options: .antialiased)
    #expect(Raster.alphas(bitmap, row: 0) == [0, 64, 0])
  }

  @Test("rectangles on whole pixels look the same antialiased and snapped")
  func alignedSameInBothModes() throws {
    let commands: [DisplayCommand] = [
      Raster.background(10, 10), .fill(.rect(1, 2, 5, 3), .rgba(10, 200, 30, 200)),
      .fill(.rect(3, 0, 4, 9), .rgba(90, 20, 250, 128)),
    ]
    #expect(
      try Raster.render(10, 10, commands, options: .antialiased)
        == Raster.render(10, 10, commands))
  }

  @Test("rounded corners: exact area on straight parts, 16 × 16 samples in the corner boxes")
  func roundedCorner() throws {
    let bitmap = try Raster.render(
      20, 20, [.fill(.rect(0, 0, 20, 20, radius: 8), .black)], options: .antialiased)
    #expect(Raster.alphas(bitmap, row: 0).prefix(10) == [0, 0, 0, 0, 48, 151, 218, 250, 255, 255])
    #expect(
      Raster.alphas(bitmap, row: 3).prefix(10) == [0, 153, 255, 255, 255, 255, 255, 255, 255, 255])
    #expect((0..<8).map { bitmap[$0, $0].alpha } == [0, 0, 192, 255, 255, 255, 255, 255])
    // The four corners are mirror images of each other.
    for y in 0..<20 {
      for x in 0..<20 {
        #expect(bitmap[x, y] == bitmap[19 - x, y])
        #expect(bitmap[x, y] == bitmap[x, 19 - y])
      }
    }
  }

  @Test("a rotated square: symmetric, opaque inside, its alpha summing to its area")
  func rotatedSquare() throws {
    // A square with half-diagonal 10.03 px turned 45° about the pixel corner (16, 16): its edges
    // miss every sample point, so the image has the square's symmetries exactly.
    let side = 10.03 * 2.squareRoot()
    let transform = CGAffineTransform(rotationAngle: .pi / 4)
      .concatenating(CGAffineTransform(translationX: 16, y: 16))
    let shape = Shape.rect(-side / 2, -side / 2, side, side, transform: transform)
    let bitmap = try Raster.render(32, 32, [.fill(shape, .black)], options: .antialiased)
    var total = 0
    for y in 0..<32 {
      for x in 0..<32 {
        total += Int(bitmap[x, y].alpha)
        #expect(bitmap[x, y] == bitmap[31 - x, y], "(\(x), \(y))")
        #expect(bitmap[x, y] == bitmap[y, x], "(\(x), \(y))")
      }
    }
    #expect(bitmap[16, 16].alpha == 255)
    #expect(bitmap[16, 4].alpha == 0)
    let area = side * side * 255
    #expect(abs(Double(total) - area) < area * 0.002)
  }
}
