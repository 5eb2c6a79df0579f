import Foundation
import PinframeGraphics
import PinframeRaster
import Testing

@Suite("Fills: painter's order and edge snapping")
struct FillSnappingTests {
  @Test("a whole-pixel rectangle fills exactly its pixels")
  func wholePixels() throws {
    let bitmap = try Raster.render(6, 5, [.fill(.rect(1, 2, 3, 2), .red)])
    for y in 0..<5 {
      for x in 0..<6 {
        let inside = (1..<4).contains(x) && (2..<4).contains(y)
        #expect(bitmap[x, y] == (inside ? .rgba(255, 0, 0) : .rgba(0, 0, 0, 0)), "(\(x), \(y))")
      }
    }
  }

  @Test("later commands paint over earlier ones")
  func paintersOrder() throws {
    let bitmap = try Raster.render(
      3, 1, [.fill(.rect(0, 0, 2, 1), .red), .fill(.rect(1, 0, 2, 1), .blue)])
    #expect(bitmap[0, 0] == .rgba(255, 0, 0))
    #expect(bitmap[1, 0] == .rgba(0, 0, 255))
    #expect(bitmap[2, 0] == .rgba(0, 0, 255))
  }

  @Test("edges snap to the nearest pixel boundary, an edge at .5 rounding up")
  func halfPixelTie() throws {
    let bitmap = try Raster.render(8, 1, [.fill(.rect(2.5, 0, 3, 1), .black)])
    #expect(Raster.coveredColumns(bitmap, row: 0) == [3, 4, 5])
    let below = try Raster.render(8, 1, [.fill(.rect(2.49, 0, 3, 1), .black)])
    #expect(Raster.coveredColumns(below, row: 0) == [2, 3, 4])
  }

  @Test("112.5 pt at scale 2 is the pixel boundary 225")
  func tieAtScale2() throws {
    let shape = Shape.rect(112.5, 0, 10, 1, transform: CGAffineTransform(scaleX: 2, y: 2))
    let bitmap = try Raster.render(260, 2, [.fill(shape, .black)])
    #expect(Raster.coveredColumns(bitmap, row: 0) == Array(225..<245))
    #expect(Raster.coveredColumns(bitmap, row: 1) == Array(225..<245))
  }

  @Test("112.5 pt at scale 3 is the edge 337.5 px: it snaps to 338, pixel 337 stays empty")
  func tieAtScale3() throws {
    let shape = Shape.rect(112.5, 0, 10, 1, transform: CGAffineTransform(scaleX: 3, y: 3))
    let bitmap = try Raster.render(400, 3, [.fill(shape, .black)])
    // Left edge 337.5 → 338, right edge 367.5 → 368: 30 px, sizes come from snapped edges.
    #expect(Raster.coveredColumns(bitmap, row: 0) == Array(338..<368))
    #expect(bitmap[337, 0].alpha == 0)
  }

  @Test("a rectangle ending at a .5 edge covers the pixel its neighbour leaves out")
  func neighboursShareTheTie() throws {
    let left = Shape.rect(0, 0, 112.5, 1, transform: CGAffineTransform(scaleX: 3, y: 3))
    let right = Shape.rect(112.5, 0, 10, 1, transform: CGAffineTransform(scaleX: 3, y: 3))
    let bitmap = try Raster.render(
      400, 1, [.fill(left, .rgba(255, 0, 0, 128)), .fill(right, .rgba(0, 0, 255, 128))])
    #expect(bitmap[337, 0] == .rgba(255, 0, 0, 128))
    #expect(bitmap[338, 0] == .rgba(0, 0, 255, 128))
  }

  @Test("floating noise below 5e-7 px does not move an edge off a .5 tie")
  func quantisedNoise() throws {
    let bitmap = try Raster.render(
      8, 1, [.fill(.rect(2.4999999999999, 0, 3.0000000000002, 1), .black)])
    #expect(Raster.coveredColumns(bitmap, row: 0) == [3, 4, 5])
  }

  @Test("a 10 px wide rectangle keeps its width at every sub-pixel position")
  func constantWidthWhileMoving() throws {
    for step in 0..<40 {
      let x = Double(step) * 0.05 + 0.01
      let bitmap = try Raster.render(16, 1, [.fill(.rect(x, 0, 10, 1), .black)])
      let start = Int((x + 0.5).rounded(.down))
      #expect(Raster.coveredColumns(bitmap, row: 0) == Array(start..<start + 10), "x = \(x)")
    }
  }

  @Test("a rectangle thinner than a pixel may vanish, as on iOS without edge antialiasing")
  func thinRectangle() throws {
    let bitmap = try Raster.render(
      6, 1, [.fill(.rect(1.2, 0, 0.25, 1), .black), .fill(.rect(3.4, 0, 0.2, 1), .black)])
    #expect(Raster.coveredColumns(bitmap, row: 0) == [3])
  }

  @Test("a fully transparent colour draws nothing")
  func invisibleColour() throws {
    let bitmap = try Raster.render(2, 2, [.fill(.rect(0, 0, 2, 2), .red.withAlphaComponent(0.001))])
    #expect(bitmap.pixels.allSatisfy { $0 == 0 })
  }
}
