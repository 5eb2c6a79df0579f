import Foundation
import PinframeGraphics
import Testing

@testable import PinframeRaster

/// Outlines in units of a tenth of a pixel at `scale` 1 (10 units per em, 1 em = 10 px at
/// scale 10).
private func outline(_ contours: [[(Float, Float)]], advance: Double = 10) -> GlyphOutline {
  var verbs: [GlyphOutline.Verb] = []
  var points: [GlyphOutline.Point] = []
  for contour in contours {
    for (index, point) in contour.enumerated() {
      verbs.append(index == 0 ? .move : .line)
      points.append(GlyphOutline.Point(x: point.0, y: point.1))
    }
  }
  return GlyphOutline(verbs: verbs, points: points, advance: advance, unitsPerEm: 10)
}

/// A square from (x, y) to (x + side, y + side), counter-clockwise (or clockwise).
private func square(_ x: Float, _ y: Float, _ side: Float, clockwise: Bool = false)
  -> [(Float, Float)]
{
  let corners = [(x, y), (x + side, y), (x + side, y + side), (x, y + side)]
  return clockwise ? corners.reversed() : corners
}

/// The mask of a 10-unit square at 0.1 px per unit: one pixel.
private func onePixelMask(_ glyph: GlyphOutline) -> GlyphMask {
  GlyphMask(
    GlyphLines(glyph, placement: GlyphPlacement(a: 0.1, b: 0, c: 0, d: -0.1, tx: 0, ty: 0)),
    scratch: RasterScratch())
}

/// One glyph of `outline` at `origin`, 1 px per 10 units (`scale` px per unit × 10).
private func run(
  _ outline: GlyphOutline, at origin: CGPoint, scale: Double = 0.1, color: Color = .black,
  transform: CGAffineTransform = .identity
) -> DisplayCommand {
  .glyphs(
    GlyphRun(
      glyphs: [GlyphRun.Glyph(outline: outline, origin: origin, scaleX: scale, scaleY: scale)],
      color: color, transform: transform))
}

@Suite("Glyph rasterization: exact area coverage, non-zero winding, placement on the grid")
struct GlyphRasterizationTests {
  @Test("a pixel-sized square on the grid covers its pixel entirely, above the baseline")
  func wholePixel() throws {
    let bitmap = try Raster.render(
      4, 4, [run(outline([square(0, 0, 10)]), at: CGPoint(x: 1, y: 3))])
    #expect(Raster.alphas(bitmap, row: 2) == [0, 255, 0, 0])
    #expect(Raster.alphas(bitmap, row: 3) == [0, 0, 0, 0])
    #expect(bitmap[1, 2] == .rgba(0, 0, 0))
  }

  @Test("coverage is the area inside: a quarter pixel 64, half a pixel 128, a diagonal half 128")
  func exactArea() throws {
    let quarter = try Raster.render(
      2, 1, [run(outline([square(0, 0, 5)]), at: CGPoint(x: 0, y: 1))])
    // 5 × 5 units is a quarter of a pixel.
    #expect(Raster.alphas(quarter, row: 0) == [64, 0])
    let bar = try Raster.render(
      2, 1, [run(outline([[(0, 0), (5, 0), (5, 10), (0, 10)]]), at: CGPoint(x: 0, y: 1))])
    #expect(Raster.alphas(bar, row: 0) == [128, 0])
    let triangle = try Raster.render(
      2, 1, [run(outline([[(0, 0), (10, 0), (10, 10)]]), at: CGPoint(x: 0, y: 1))])
    #expect(Raster.alphas(triangle, row: 0) == [128, 0])
  }

  @Test("non-zero winding: overlapping contours wound alike cover once, a reversed one cuts a hole")
  func nonZeroWinding() throws {
    let overlapping = outline([square(0, 0, 20), square(0, 0, 20)])
    let doubled = try Raster.render(3, 3, [run(overlapping, at: CGPoint(x: 0, y: 2))])
    #expect(Raster.alphas(doubled, row: 0) == [255, 255, 0])
    let ring = outline([square(0, 0, 30), square(10, 10, 10, clockwise: true)])
    let holed = try Raster.render(3, 3, [run(ring, at: CGPoint(x: 0, y: 3))])
    #expect(Raster.alphas(holed, row: 1) == [255, 0, 255])
    #expect(Raster.alphas(holed, row: 0) == [255, 255, 255])
    let clockwise = outline([square(0, 0, 10, clockwise: true)])
    let reversed = try Raster.render(1, 1, [run(clockwise, at: CGPoint(x: 0, y: 1))])
    #expect(reversed[0, 0].alpha == 255)
  }

  @Test("origins are placed on quarter pixels horizontally and whole rows vertically")
  func quantisedPlacement() throws {
    let glyph = outline([square(0, 0, 10)])
    // x 0.1 rounds to 0, 0.2 to 0.25 (a quarter of each pixel covered on the right), 0.6 to 0.5.
    let alphas = try [0.1, 0.2, 0.6].map { x in
      Raster.alphas(try Raster.render(2, 1, [run(glyph, at: CGPoint(x: x, y: 1))]), row: 0)
    }
    #expect(alphas == [[255, 0], [191, 64], [128, 128]])
    // A baseline at 1.4 is drawn at row 1, at 1.6 at row 2.
    let low = try Raster.render(1, 2, [run(glyph, at: CGPoint(x: 0, y: 1.4))])
    let high = try Raster.render(1, 2, [run(glyph, at: CGPoint(x: 0, y: 1.6))])
    #expect(Raster.alphas(low, row: 0) == [255])
    #expect(Raster.alphas(high, row: 1) == [255])
  }

  @Test("the transform scales and moves glyphs: a 2x canvas draws the square 2 × 2 pixels")
  func scaledTransform() throws {
    let bitmap = try Raster.render(
      3, 3,
      [
        run(
          outline([square(0, 0, 10)]), at: CGPoint(x: 0.5, y: 1), transform: .init(scaleX: 2, y: 2))
      ])
    #expect(Raster.alphas(bitmap, row: 0) == [0, 255, 255])
    #expect(Raster.alphas(bitmap, row: 1) == [0, 255, 255])
    #expect(Raster.alphas(bitmap, row: 2) == [0, 0, 0])
  }

  @Test("a rotated glyph is drawn where the rotation puts it, with exact edges")
  func rotated() throws {
    // A 2 × 1 px bar rotated a quarter turn about the origin becomes 1 × 2 px, left of x = 2.
    let bar = outline([[(0, 0), (20, 0), (20, 10), (0, 10)]])
    let quarterTurn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 2, ty: 0)
    let bitmap = try Raster.render(
      3, 3, [run(bar, at: CGPoint(x: 0, y: 0), transform: quarterTurn)])
    #expect(Raster.alphas(bitmap, row: 0) == [0, 0, 255])
    #expect(Raster.alphas(bitmap, row: 1) == [0, 0, 255])
    #expect(Raster.alphas(bitmap, row: 2) == [0, 0, 0])
  }

  @Test("curves are flattened finely: a circle of radius 10 px covers π·100 pixels ±0.5 %")
  func curveArea() throws {
    // A circle of four cubic arcs, radius 100 units = 10 px, centred at (10, -10) px.
    let k: Float = 55.228
    let circle = GlyphOutline(
      verbs: [.move, .cubic, .cubic, .cubic, .cubic],
      points: [
        (200, 100), (200, 100 + k), (100 + k, 200), (100, 200), (100 - k, 200), (0, 100 + k),
        (0, 100), (0, 100 - k), (100 - k, 0), (100, 0), (100 + k, 0), (200, 100 - k), (200, 100),
      ].map { GlyphOutline.Point(x: $0.0, y: $0.1) }, advance: 200, unitsPerEm: 10)
    let bitmap = try Raster.render(20, 20, [run(circle, at: CGPoint(x: 0, y: 20))])
    var total = 0
    for y in 0..<20 { for x in 0..<20 { total += Int(bitmap[x, y].alpha) } }
    let area = Double(total) / 255
    #expect(abs(area - Double.pi * 100) / (Double.pi * 100) < 0.005)
  }

  @Test("a large glyph cut by the canvas has exactly the pixels of the same glyph inside it")
  func clippedLargeGlyphMatchesWhole() throws {
    // 40 × 40 px per 10 units: the square of 90 units is 360 px, beyond the cached size.
    let shape = outline([square(0, 0, 90), [(20, 20), (60, 30), (30, 70)]])
    let whole = try Raster.render(
      400, 400, [run(shape, at: CGPoint(x: 10.3, y: 380), scale: 4)])
    let cut = try Raster.render(
      200, 200, [run(shape, at: CGPoint(x: 10.3 - 150, y: 380 - 150), scale: 4)])
    var differing = 0
    for y in 0..<200 {
      for x in 0..<200 where cut[x, y] != whole[x + 150, y + 150] { differing += 1 }
    }
    #expect(differing == 0)
  }

  @Test("glyphs blend like shapes: a covered pixel in 50 % black over white is the rect's grey")
  func blendsLikeShapes() throws {
    let grey = Color(white: 0, alpha: 0.5)
    let glyph = try Raster.render(
      1, 1,
      [
        Raster.background(1, 1),
        run(outline([square(0, 0, 10)]), at: CGPoint(x: 0, y: 1), color: grey),
      ])
    let rect = try Raster.render(1, 1, [Raster.background(1, 1), .fill(.rect(0, 0, 1, 1), grey)])
    #expect(glyph[0, 0] == rect[0, 0])
    let group = try Raster.render(
      1, 1,
      [
        Raster.background(1, 1), .beginGroup(opacity: 0.5),
        run(outline([square(0, 0, 5)]), at: CGPoint(x: 0, y: 1)), .endGroup,
      ])
    #expect(group[0, 0] == .rgba(223, 223, 223))
  }

  @Test("nothing is drawn for NaN positions, zero or infinite scales, or over 65,536 px per em")
  func badGeometryDrawsNothing() throws {
    let glyph = outline([square(0, 0, 10)])
    let commands: [DisplayCommand] = [
      run(glyph, at: CGPoint(x: Double.nan, y: 1)), run(glyph, at: CGPoint(x: 0, y: 1), scale: 0),
      run(glyph, at: CGPoint(x: 0, y: 1), scale: .infinity),
      run(glyph, at: CGPoint(x: 0, y: 1e6), scale: 6600),
      run(
        glyph, at: CGPoint(x: 0, y: 1),
        transform: CGAffineTransform(a: 0, b: 1, c: 1, d: .nan, tx: 0, ty: 0)),
    ]
    let bitmap = try Raster.render(2, 2, commands)
    #expect(Raster.alphas(bitmap, row: 0) == [0, 0])
    #expect(Raster.alphas(bitmap, row: 1) == [0, 0])
  }

  @Test("the glyph cache keeps the most recently used masks within its byte limit")
  func cacheDropsLeastRecentlyUsed() {
    let cache = GlyphCache(byteLimit: 2 * 136)
    let glyph = outline([square(0, 0, 10)])
    let mask = onePixelMask(glyph)
    #expect(mask.byteCount == 1 + 4 + 128)
    func key(_ phase: Int) -> GlyphMaskKey {
      GlyphMaskKey(outline: glyph, scaleX: 0.1, scaleY: 0.1, phase: phase)
    }
    var made: [Int] = []
    func request(_ phase: Int) {
      _ = cache.mask(for: key(phase), outline: glyph) {
        made.append(phase)
        return mask
      }
    }
    request(0)
    request(1)
    request(0)
    request(2)  // drops 1, the least recently used
    request(0)
    request(1)  // made again
    #expect(made == [0, 1, 2, 1])
    #expect(cache.usage.count == 2)
    #expect(cache.usage.bytes == 2 * 133)
  }

  @Test("a million distinct sizes keep the glyph cache within its bound")
  func millionSizesStayBounded() {
    let cache = GlyphCache(byteLimit: 64 * 1024)
    let glyph = outline([square(0, 0, 10)])
    let mask = onePixelMask(glyph)
    var largest = 0
    for size in 0..<1_000_000 {
      let key = GlyphMaskKey(outline: glyph, scaleX: Double(size), scaleY: 1, phase: size & 3)
      _ = cache.mask(for: key, outline: glyph) { mask }
      largest = max(largest, cache.usage.bytes)
    }
    #expect(largest <= 64 * 1024)
    #expect(cache.usage.count == 64 * 1024 / 133)
  }
}
