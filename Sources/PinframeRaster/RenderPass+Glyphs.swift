import Foundation
import PinframeGraphics

extension RenderPass {
  /// Glyphs larger than this many device pixels per em are not drawn (10,000 pt text at 3x is
  /// 30,000).
  static let glyphPixelsPerEmLimit = 65_536.0

  /// Draws the glyphs of `run` with their alpha also multiplied by `opacity` (see
  /// ``DisplayCommand/glyphs(_:)`` for the rules).
  mutating func drawGlyphs(_ run: GlyphRun, opacity: UInt32) {
    let pixel = run.color.rgba8
    let area = clip.bounds.intersection(surface.bounds)
    guard pixel.alpha > 0, !area.isEmpty else { return }
    let paint = Paint(color: SourceColor(pixel), alpha: UInt32(pixel.alpha), opacity: opacity)
    let t = run.transform
    let aligned = t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0
    for glyph in run.glyphs where !glyph.outline.isEmpty {
      if aligned {
        drawAligned(glyph, transform: t, area: area, paint: paint)
      } else {
        drawTransformed(glyph, transform: t, area: area, paint: paint)
      }
    }
  }

  /// Draws a glyph whose transform only scales and moves it: its origin's x quantised to a
  /// quarter pixel, its baseline rounded to a pixel row, from a cached mask when it is small.
  private func drawAligned(
    _ glyph: GlyphRun.Glyph, transform t: CGAffineTransform, area: PixelRect, paint: Paint
  ) {
    let outline = glyph.outline
    let scaleX = t.a * glyph.scaleX
    let scaleY = t.d * glyph.scaleY
    let x = t.a * glyph.origin.x + t.tx
    let y = t.d * glyph.origin.y + t.ty
    guard scaleX.isFinite, scaleY.isFinite, scaleX > 0, scaleY > 0,
      max(scaleX, scaleY) * outline.unitsPerEm <= Self.glyphPixelsPerEmLimit,
      abs(x) < 1e12, abs(y) < 1e12
    else { return }
    let quarters = Int((x * 4).rounded())
    let column = quarters >> 2
    let phase = quarters & 3
    let row = Int(y.rounded())
    let box = outline.bounds
    let estimate = PixelRect(
      minX: Int((box.minX * scaleX).rounded(.down)) - 1,
      minY: Int((-box.maxY * scaleY).rounded(.down)) - 1,
      maxX: Int((box.maxX * scaleX).rounded(.up)) + 2,
      maxY: Int((-box.minY * scaleY).rounded(.up)) + 1)
    guard !estimate.offsetBy(dx: column, dy: row).intersection(area).isEmpty else { return }
    let placement = GlyphPlacement(
      a: scaleX, b: 0, c: 0, d: -scaleY, tx: Double(phase) / 4, ty: 0)
    guard estimate.area <= GlyphMask.areaLimit, estimate.width < 1 << 16 else {
      return draw(GlyphLines(outline, placement: placement), at: (column, row), area, paint)
    }
    let key = GlyphMaskKey(outline: outline, scaleX: scaleX, scaleY: scaleY, phase: phase)
    let scratch = self.scratch
    let mask = GlyphCache.shared.mask(for: key, outline: outline) {
      GlyphMask(GlyphLines(outline, placement: placement), scratch: scratch)
    }
    draw(mask, at: (column, row), area, paint)
  }

  /// Draws a rotated, sheared or flipped glyph from its outline, without a cache.
  private func drawTransformed(
    _ glyph: GlyphRun.Glyph, transform t: CGAffineTransform, area: PixelRect, paint: Paint
  ) {
    let (sx, sy) = (glyph.scaleX, glyph.scaleY)
    let (ox, oy) = (glyph.origin.x, glyph.origin.y)
    var placement = GlyphPlacement(
      a: t.a * sx, b: t.b * sx, c: -t.c * sy, d: -t.d * sy,
      tx: t.a * ox + t.c * oy + t.tx, ty: t.b * ox + t.d * oy + t.ty)
    let numbers = [placement.a, placement.b, placement.c, placement.d, placement.tx, placement.ty]
    guard numbers.allSatisfy(\.isFinite),
      placement.pixelsPerEm(unitsPerEm: glyph.outline.unitsPerEm) <= Self.glyphPixelsPerEmLimit,
      abs(placement.tx) < 1e12, abs(placement.ty) < 1e12
    else { return }
    let origin = (Int(placement.tx.rounded(.down)), Int(placement.ty.rounded(.down)))
    placement.tx -= Double(origin.0)
    placement.ty -= Double(origin.1)
    draw(GlyphLines(glyph.outline, placement: placement), at: origin, area, paint)
  }

  /// Draws `lines`, whose origin is the pixel `origin`, band by band.
  private func draw(
    _ lines: GlyphLines, at origin: (x: Int, y: Int), _ area: PixelRect, _ paint: Paint
  ) {
    let region = lines.bounds.intersection(area.offsetBy(dx: -origin.x, dy: -origin.y))
    lines.coverage(in: region, scratch: scratch) { y, columns, values in
      blend(
        values + (columns.lowerBound - region.minX), row: y + origin.y,
        columns: (columns.lowerBound + origin.x)..<(columns.upperBound + origin.x), paint)
    }
  }

  /// Draws `mask` with its origin pixel at `origin`.
  private func draw(
    _ mask: GlyphMask, at origin: (x: Int, y: Int), _ area: PixelRect, _ paint: Paint
  ) {
    let placed = mask.bounds.offsetBy(dx: origin.x, dy: origin.y)
    let rows = placed.intersection(area).rows
    guard !rows.isEmpty else { return }
    mask.coverage.withUnsafeBufferPointer { coverage in
      guard let base = coverage.baseAddress else { return }
      for y in rows {
        let row = y - placed.minY
        let span = mask.span(row: row)
        let start = max(placed.minX + span.lowerBound, area.minX)
        let end = min(placed.minX + span.upperBound, area.maxX)
        guard start < end else { continue }
        let values = base + row * placed.width + (start - placed.minX)
        blend(values, row: y, columns: start..<end, paint)
      }
    }
  }

  /// Blends `paint` over `columns` of row `y` (inside the area drawn), each pixel's coverage
  /// read from `coverage`: alpha `(coverage × alpha) × clip mask × opacity`, each product
  /// rounded as ``Blend/multiply(_:_:)``, the order every shape's alpha takes.
  private func blend(
    _ coverage: UnsafePointer<UInt8>, row y: Int, columns: Range<Int>, _ paint: Paint
  ) {
    guard paint.alpha < 255 || paint.opacity < 255 || clip.mask != nil else {
      return surface.blend(paint.color, alphas: coverage, row: y, columns: columns)
    }
    let alphas = scratch.alphaRow(count: columns.count)
    let mask = clip.mask
    for index in 0..<columns.count {
      var alpha = Blend.multiply(UInt32(coverage[index]), paint.alpha)
      if let mask { alpha = Blend.multiply(alpha, mask.value(x: columns.lowerBound + index, y: y)) }
      alphas[index] = UInt8(truncatingIfNeeded: Blend.multiply(alpha, paint.opacity))
    }
    surface.blend(paint.color, alphas: alphas, row: y, columns: columns)
  }
}
