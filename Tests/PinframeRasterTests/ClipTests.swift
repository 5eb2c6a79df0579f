import Foundation
import PinframeGraphics
import PinframeRaster
import Testing

@Suite("Clips: rectangles by bounds, other shapes by coverage masks")
struct ClipTests {
  private static let everything = DisplayCommand.fill(.rect(-10, -10, 100, 100), .black)

  @Test("a rectangle clip keeps drawing inside it; nested clips intersect; ends restore")
  func nestedRectangles() throws {
    let bitmap = try Raster.render(
      8, 3,
      [
        .beginClip(.rect(1, 0, 5, 2)), .beginClip(.rect(3, 1, 5, 2)), Self.everything, .endClip,
        .fill(.rect(0, 0, 8, 1), .red), .endClip, .fill(.rect(0, 2, 8, 1), .blue),
      ])
    #expect(Raster.coveredColumns(bitmap, row: 0) == [1, 2, 3, 4, 5])
    #expect(bitmap[0, 0].alpha == 0)
    #expect(Raster.coveredColumns(bitmap, row: 1) == [3, 4, 5])
    #expect(bitmap[3, 1] == .rgba(0, 0, 0))
    #expect(Raster.coveredColumns(bitmap, row: 2) == Array(0..<8))
  }

  @Test("a fractional rectangle clip snaps like a fill, .5 rounding up")
  func snappedRectangle() throws {
    let bitmap = try Raster.render(
      8, 1, [.beginClip(.rect(2.5, 0, 3, 1)), Self.everything, .endClip])
    #expect(Raster.coveredColumns(bitmap, row: 0) == [3, 4, 5])
  }

  @Test("snapped rounded clip: a pixel is kept iff its centre is inside the corner's circle")
  func roundedSnapped() throws {
    let bitmap = try Raster.render(
      20, 20, [.beginClip(.rect(0, 0, 20, 20, radius: 8)), Self.everything, .endClip])
    #expect(Raster.coveredColumns(bitmap, row: 0) == Array(5..<15))
    #expect(Raster.coveredColumns(bitmap, row: 1) == Array(3..<17))
    #expect(Raster.coveredColumns(bitmap, row: 2) == Array(2..<18))
    #expect(bitmap[19, 19].alpha == 0)
    #expect(bitmap[10, 19].alpha == 255)
  }

  @Test("an antialiased rounded clip masks with the same coverage as a rounded fill")
  func roundedAntialiased() throws {
    let clipped = try Raster.render(
      20, 20, [.beginClip(.rect(0, 0, 20, 20, radius: 8)), Self.everything, .endClip],
      options: .antialiased)
    let filled = try Raster.render(
      20, 20, [.fill(.rect(0, 0, 20, 20, radius: 8), .black)], options: .antialiased)
    #expect(clipped == filled)
    #expect(Raster.alphas(clipped, row: 0).prefix(8) == [0, 0, 0, 0, 48, 151, 218, 250])
  }

  @Test("antialiased fractional clips multiply their coverage: 128 × 128 → 64")
  func antialiasedNested() throws {
    let bitmap = try Raster.render(
      4, 1,
      [
        .beginClip(.rect(0.5, 0, 3, 1)), .beginClip(.rect(0, 0, 2.5, 1)),
        .beginClip(.rect(0.5, 0, 4, 1)), Self.everything, .endClip, .endClip, .endClip,
      ], options: .antialiased)
    #expect(Raster.alphas(bitmap, row: 0) == [64, 255, 128, 0])
  }

  @Test("a clip's mask scales translucent colours: half of alpha 128 is 64")
  func maskTimesAlpha() throws {
    let bitmap = try Raster.render(
      2, 1, [.beginClip(.rect(0.5, 0, 2, 1)), .fill(.rect(0, 0, 2, 1), .rgba(0, 0, 0, 128))],
      options: .antialiased)
    #expect(Raster.alphas(bitmap, row: 0) == [64, 128])
  }

  @Test("a rotated clip keeps exactly the pixels the rotated shape fills")
  func rotatedClip() throws {
    let shape = Shape.rect(
      -6, -3, 12, 6, radius: 2,
      transform: CGAffineTransform(rotationAngle: 0.6)
        .concatenating(CGAffineTransform(translationX: 10, y: 8)))
    for options in [RasterOptions.snapped, .antialiased] {
      let clipped = try Raster.render(
        20, 16, [.beginClip(shape), Self.everything, .endClip], options: options)
      let filled = try Raster.render(20, 16, [.fill(shape, .black)], options: options)
      #expect(clipped == filled)
      #expect(clipped[10, 8].alpha == 255)
    }
  }

  @Test("a clip with NaN geometry clips everything away until it ends")
  func invalidClip() throws {
    let bitmap = try Raster.render(
      2, 1,
      [
        .beginClip(.rect(Double.nan, 0, 1, 1)), .fill(.rect(0, 0, 1, 1), .red), .endClip,
        .fill(.rect(1, 0, 1, 1), .red),
      ])
    #expect(Raster.alphas(bitmap, row: 0) == [0, 255])
  }
}
