extension Surface {
  /// Fills `rect` (inside ``bounds``) with the opaque `color`: the first row pixel by pixel, the
  /// others copied from it.
  func fillOpaque(_ color: SourceColor, rect: PixelRect) {
    guard !rect.isEmpty else { return }
    let first = address(x: rect.minX, y: rect.minY)
    PixelKernels.fill(first, count: rect.width, pixel: color.opaquePixel)
    for y in rect.rows.dropFirst() {
      address(x: rect.minX, y: y).copyMemory(from: first, byteCount: rect.width * 4)
    }
  }

  /// Draws `color` with one `alpha` over `columns` of row `y` (inside ``bounds``).
  func blend(_ color: SourceColor, alpha: UInt32, row y: Int, columns: Range<Int>) {
    guard alpha != 0, !columns.isEmpty else { return }
    let start = address(x: columns.lowerBound, y: y)
    if alpha == 255 {
      PixelKernels.fill(start, count: columns.count, pixel: color.opaquePixel)
    } else if isOpaque(row: y, columns: columns) {
      PixelKernels.blendOverOpaque(
        start, count: columns.count, source: color.opaquePixel, alpha: alpha)
    } else if PixelKernels.allTransparent(start, count: columns.count) {
      PixelKernels.fill(start, count: columns.count, pixel: color.pixel(alpha: alpha))
    } else {
      Self.blendEachPixel(start, count: columns.count, color) { _ in alpha }
    }
  }

  /// Draws `color` over `columns` of row `y` with the alpha of each pixel read from `alphas`.
  func blend(
    _ color: SourceColor, alphas: UnsafePointer<UInt8>, row y: Int, columns: Range<Int>
  ) {
    guard !columns.isEmpty else { return }
    let start = address(x: columns.lowerBound, y: y)
    if isOpaque(row: y, columns: columns) {
      PixelKernels.blendOverOpaque(
        start, count: columns.count, source: color.opaquePixel, alphas: alphas)
    } else {
      Self.blendEachPixel(start, count: columns.count, color) { UInt32(alphas[$0]) }
    }
  }

  /// Composites `layer` (inside ``bounds``) onto this surface, each layer pixel's alpha
  /// multiplied by `opacity` with ``Blend/multiply(_:_:)``.
  func composite(_ layer: Surface, opacity: UInt32) {
    composite(layer, opacity: opacity, within: layer.bounds)
  }

  /// Composites the part of `layer` inside `clip`'s bounds onto this surface, each layer
  /// pixel's alpha multiplied by the clip mask, then by `opacity`.
  func composite(_ layer: Surface, opacity: UInt32, clip: ClipState) {
    let area = layer.bounds.intersection(clip.bounds).intersection(bounds)
    guard let mask = clip.mask else { return composite(layer, opacity: opacity, within: area) }
    for y in area.rows {
      let source = layer.address(x: area.minX, y: y).assumingMemoryBound(to: UInt8.self)
      let destination = address(x: area.minX, y: y).assumingMemoryBound(to: UInt8.self)
      for (index, x) in area.columns.enumerated() {
        let pixel = source + index &* 4
        let alpha = Blend.multiply(
          Blend.multiply(UInt32(pixel[3]), mask.value(x: x, y: y)), opacity)
        Blend.sourceOver(
          red: UInt32(pixel[0]), green: UInt32(pixel[1]), blue: UInt32(pixel[2]), alpha: alpha,
          onto: destination + index &* 4)
      }
    }
  }

  /// Composites the pixels `area` (inside both surfaces) of `layer` with `opacity`.
  private func composite(_ layer: Surface, opacity: UInt32, within area: PixelRect) {
    let columns = area.columns
    for y in area.rows {
      let source = layer.address(x: columns.lowerBound, y: y)
      let start = address(x: columns.lowerBound, y: y)
      if isOpaque(row: y, columns: columns) {
        PixelKernels.compositeOverOpaque(
          start, layer: source, count: columns.count, opacity: opacity)
      } else {
        compositeRow(
          source.assumingMemoryBound(to: UInt8.self),
          onto: start.assumingMemoryBound(to: UInt8.self),
          count: columns.count, opacity: opacity)
      }
    }
  }

  /// Blends `color` over `count` pixels of any alpha, one by one with the general rule.
  private static func blendEachPixel(
    _ start: UnsafeMutableRawPointer, count: Int, _ color: SourceColor, alpha: (Int) -> UInt32
  ) {
    let bytes = start.assumingMemoryBound(to: UInt8.self)
    for index in 0..<count {
      Blend.sourceOver(
        red: color.red, green: color.green, blue: color.blue, alpha: alpha(index),
        onto: bytes + index &* 4)
    }
  }

  private func compositeRow(
    _ source: UnsafePointer<UInt8>, onto destination: UnsafeMutablePointer<UInt8>, count: Int,
    opacity: UInt32
  ) {
    for index in 0..<count {
      let pixel = source + index &* 4
      Blend.sourceOver(
        red: UInt32(pixel[0]), green: UInt32(pixel[1]), blue: UInt32(pixel[2]),
        alpha: Blend.multiply(UInt32(pixel[3]), opacity), onto: destination + index &* 4)
    }
  }
}
