import PinframeGraphics

extension RenderPass {
  /// Fills `shape`, or its border `borderWidth` wide, with `color` under the current clip.
  mutating func draw(_ shape: Shape, borderWidth: Double?, color: Color, opacity: UInt32) {
    let pixel = color.rgba8
    guard pixel.alpha > 0,
      let region = RasterRegion(shape, borderWidth: borderWidth, antialiased: antialiased)
    else { return }
    let paint = Paint(color: SourceColor(pixel), alpha: UInt32(pixel.alpha), opacity: opacity)
    switch region {
    case .rect(let coverage, let hole): draw(coverage, minus: hole, paint)
    case .shape(let coverage, let hole): draw(coverage, minus: hole, paint)
    }
  }

  /// Draws the pixels of `coverage` minus `hole` with `paint`.
  private mutating func draw<C: Coverage>(_ coverage: C, minus hole: C?, _ paint: Paint) {
    let area = coverage.bounds.intersection(clip.bounds).intersection(surface.bounds)
    guard !area.isEmpty else { return }
    if hole == nil, clip.mask == nil, let solid = coverage.solidRect {
      fill(solid.intersection(area), with: paint)
      return
    }
    let alphas = scratch.alphaRow(count: area.width)
    for y in area.rows {
      let segments = RowSegments(
        coverage.span(row: y), minus: hole?.span(row: y), within: area.columns)
      for segment in segments {
        if segment.isSolid && clip.mask == nil {
          surface.blend(paint.color, alpha: paint.solidAlpha, row: y, columns: segment.columns)
          continue
        }
        let start = segment.columns.lowerBound
        for x in segment.columns {
          let covered =
            segment.isSolid
            ? 1 : coverage.coverage(x: x, y: y) - (hole?.coverage(x: x, y: y) ?? 0)
          let mask = clip.mask?.value(x: x, y: y) ?? 255
          alphas[x - start] = UInt8(truncatingIfNeeded: paint.alpha(coverage: covered, mask: mask))
        }
        surface.blend(paint.color, alphas: alphas, row: y, columns: segment.columns)
      }
    }
  }

  /// Fills the whole pixels of `rect` with one alpha.
  private mutating func fill(_ rect: PixelRect, with paint: Paint) {
    let alpha = paint.solidAlpha
    guard alpha < 255 else {
      surface.fillOpaque(paint.color, rect: rect)
      surface.noteOpaque(rect)
      return
    }
    for y in rect.rows {
      surface.blend(paint.color, alpha: alpha, row: y, columns: rect.columns)
    }
  }
}
