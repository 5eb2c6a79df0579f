import PinframeGraphics

extension RenderPass {
  /// Draws a fill, border, shadow, image or glyph command with its alpha also multiplied by
  /// `opacity`.
  mutating func draw(_ command: DisplayCommand, opacity: UInt32) {
    switch command {
    case .fill(let shape, let color):
      draw(shape, borderWidth: nil, color: color, opacity: opacity)
    case .stroke(let shape, let width, let color):
      draw(shape, borderWidth: width, color: color, opacity: opacity)
    case .shadow(let shapes, let shadow):
      drawShadow(of: shapes, shadow, opacity: opacity)
    case .image(let drawing):
      drawImage(drawing, opacity: opacity)
    case .glyphs(let run):
      drawGlyphs(run, opacity: opacity)
    case .beginGroup, .endGroup, .beginClip, .endClip, .beginShadow, .endShadow:
      break
    }
  }

  /// Fills `shape`, or its border `borderWidth` wide, with `color` under the current clip.
  private mutating func draw(
    _ shape: Shape, borderWidth: Double?, color: Color, opacity: UInt32
  ) {
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
      let span = coverage.span(row: y)
      for segment in RowSegments(span, minus: hole?.span(row: y), within: area.columns) {
        if segment.isSolid {
          let alpha = Blend.alpha(coverage: span.innerCoverage, of: paint.alpha)
          drawSolid(segment.columns, row: y, alpha: alpha, paint, alphas)
        } else {
          partialAlphas(coverage, minus: hole, row: y, segment.columns, paint, into: alphas)
          surface.blend(paint.color, alphas: alphas, row: y, columns: segment.columns)
        }
      }
    }
  }

  /// Draws `columns` of row `y`, covered with `alpha` (before the clip mask and opacity).
  private func drawSolid(
    _ columns: Range<Int>, row y: Int, alpha: UInt32, _ paint: Paint,
    _ alphas: UnsafeMutablePointer<UInt8>
  ) {
    guard let mask = clip.mask else {
      surface.blend(
        paint.color, alpha: Blend.multiply(alpha, paint.opacity), row: y, columns: columns)
      return
    }
    PixelKernels.maskedAlphas(
      alphas, mask: mask.row(y) + (columns.lowerBound - mask.bounds.minX), count: columns.count,
      alpha: alpha, opacity: paint.opacity)
    surface.blend(paint.color, alphas: alphas, row: y, columns: columns)
  }

  /// Writes the alphas of `columns` of row `y`, measured pixel by pixel, to `alphas`.
  private func partialAlphas<C: Coverage>(
    _ coverage: C, minus hole: C?, row y: Int, _ columns: Range<Int>, _ paint: Paint,
    into alphas: UnsafeMutablePointer<UInt8>
  ) {
    let mask = clip.mask
    func store(_ x: Int, _ covered: Double) {
      let value = paint.alpha(coverage: covered, mask: mask?.value(x: x, y: y) ?? 255)
      alphas[x - columns.lowerBound] = UInt8(truncatingIfNeeded: value)
    }
    if let hole {
      for x in columns {
        store(x, coverage.coverage(x: x, y: y) - hole.coverage(x: x, y: y))
      }
    } else {
      for x in columns {
        store(x, coverage.coverage(x: x, y: y))
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
