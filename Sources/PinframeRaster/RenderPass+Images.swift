import Foundation
import PinframeGraphics

extension RenderPass {
  /// Draws an image command under the current clip, its alpha also multiplied by `opacity`.
  mutating func drawImage(_ drawing: ImageDrawing, opacity: UInt32) {
    guard let sampler = ImageSampler(drawing),
      let region = RasterRegion(drawing.outline, borderWidth: nil, antialiased: true)
    else { return }
    let area = region.bounds.intersection(clip.bounds).intersection(surface.bounds)
    guard !area.isEmpty else { return }
    let paint = ImagePaint(tint: drawing.tint?.rgba8, opacity: opacity)
    if sampler.isAxisAligned {
      drawSeparable(sampler, area: area, paint)
    } else {
      drawRotated(sampler, area: area, paint)
    }
  }

  /// An unrotated image: resampled once into a tile of device pixels (see
  /// ``SeparableImageFilter``; cached, see ``ImageTileCache``), then drawn row by row.
  private mutating func drawSeparable(_ sampler: ImageSampler, area: PixelRect, _ paint: ImagePaint)
  {
    let t = sampler.toImage
    // Where the tile's first pixel edge falls in the image, measured from the source's corner
    // on the canvas: views placed whole pixels apart give the same key, exactly, and share a
    // tile; the filter reads only the key.
    let corner = sampler.sourceOrigin
    let key = ImageTileCache.Key(
      image: ObjectIdentifier(sampler.image), source: sampler.source,
      scale: SIMD2(t.a, t.d),
      origin: SIMD2(
        (Double(area.minX) - corner.x) * t.a + Double(sampler.source.minX),
        (Double(area.minY) - corner.y) * t.d + Double(sampler.source.minY)),
      width: area.width, height: area.height)
    let tile = ImageTileCache.shared.tile(for: key, image: sampler.image) {
      SeparableImageFilter(sampler, key: key).tile()
    }
    let plain = paint.tint == nil && paint.opacity == 255 && clip.mask == nil
    tile.pixels.withUnsafeBufferPointer { pixels in
      guard let base = pixels.baseAddress else { return }
      for (row, y) in area.rows.enumerated() {
        let source = base + row * tile.width * 4
        let destination = surface.address(x: area.minX, y: y)
        if plain, tile.opaqueRows[row] {
          destination.copyMemory(from: source, byteCount: tile.width * 4)
          continue
        }
        for (column, x) in area.columns.enumerated() {
          let pixel = source + column * 4
          guard pixel[3] != 0 else { continue }
          if plain, pixel[3] == 255 {
            (destination + column * 4).copyMemory(from: pixel, byteCount: 4)
          } else {
            blend(
              red: UInt32(pixel[0]), green: UInt32(pixel[1]), blue: UInt32(pixel[2]),
              alpha: UInt32(pixel[3]), x: x, y: y, paint)
          }
        }
      }
    }
  }

  /// A rotated or skewed image: bilinear at each pixel centre.
  private mutating func drawRotated(_ sampler: ImageSampler, area: PixelRect, _ paint: ImagePaint) {
    let source = sampler.source
    for y in area.rows {
      for x in area.columns {
        let point = sampler.imagePoint(x: x, y: y)
        guard sampler.covers(point) else { continue }
        let sample = sampler.average(
          columns: ImageSampler.bilinear(point.x, in: source.minX..<source.maxX)[...],
          rows: ImageSampler.bilinear(point.y, in: source.minY..<source.maxY)[...])
        blend(sample, x: x, y: y, paint)
      }
    }
  }

  /// Draws one sampled pixel: tinted, masked by the clip, faded by the opacity.
  private func blend(_ sample: ImageSampler.Sample, x: Int, y: Int, _ paint: ImagePaint) {
    blend(
      red: UInt32(sample.red.rounded()), green: UInt32(sample.green.rounded()),
      blue: UInt32(sample.blue.rounded()), alpha: UInt32(sample.alpha.rounded()), x: x, y: y,
      paint)
  }

  /// Draws one pixel of straight colour: tinted, masked by the clip, faded by the opacity.
  private func blend(
    red: UInt32, green: UInt32, blue: UInt32, alpha: UInt32, x: Int, y: Int, _ paint: ImagePaint
  ) {
    var alpha = alpha
    var color = (red, green, blue)
    if let tint = paint.tint {
      alpha = Blend.multiply(alpha, UInt32(tint.alpha))
      color = (UInt32(tint.red), UInt32(tint.green), UInt32(tint.blue))
    }
    alpha = Blend.multiply(
      Blend.multiply(alpha, clip.mask?.value(x: x, y: y) ?? 255), paint.opacity)
    guard alpha > 0 else { return }
    let pixel = surface.address(x: x, y: y).assumingMemoryBound(to: UInt8.self)
    Blend.sourceOver(red: color.0, green: color.1, blue: color.2, alpha: alpha, onto: pixel)
  }
}

/// How an image's samples are painted: a template tint and the group's opacity.
private struct ImagePaint {
  let tint: RGBA8?
  let opacity: UInt32
}

/// The filter of an unrotated image drawing, separable: each image row the drawing reads is
/// filtered horizontally once for all device columns, then each device pixel combines the filtered
/// rows by its row weights.
///
/// The work grows with image rows × device columns plus device pixels, not with device pixels ×
/// filter footprint.
private struct SeparableImageFilter {
  /// Per device column and row: the image indices and weights it reads.
  private let columns: AxisWeights
  private let rows: AxisWeights
  /// The first image row held in ``filtered``.
  private let firstRow: Int
  /// Premultiplied red, green, blue and alpha of each needed image row filtered horizontally,
  /// row by row, one entry per device column.
  private let filtered: [SIMD4<Double>]
  private let width: Int

  /// The filter of the tile `key` describes: device pixel `i` of a row spans image
  /// `origin + i × scale` to `origin + (i + 1) × scale` on each axis.
  init(_ sampler: ImageSampler, key: ImageTileCache.Key) {
    let source = sampler.source
    let exact = sampler.copiesPixels
    columns = AxisWeights(
      count: key.width, scale: key.scale.x, offset: key.origin.x, exact: exact,
      range: source.minX..<source.maxX)
    rows = AxisWeights(
      count: key.height, scale: key.scale.y, offset: key.origin.y, exact: exact,
      range: source.minY..<source.maxY)
    let needed = rows.indexRange
    firstRow = needed.lowerBound
    width = key.width
    filtered = Self.filterRows(sampler.image, rows: needed, columns: columns)
  }

  /// Every device pixel of the area filtered: straight RGBA8, alpha 0 where the pixel's centre
  /// falls outside the image.
  func tile() -> ImageTile {
    var pixels = [UInt8](repeating: 0, count: rows.count * width * 4)
    for row in 0..<rows.count where rows.covered[row] {
      for column in 0..<width where columns.covered[column] {
        let sample = sample(column: column, row: row)
        let offset = (row * width + column) * 4
        pixels[offset] = UInt8(min(max(sample.red.rounded(), 0), 255))
        pixels[offset + 1] = UInt8(min(max(sample.green.rounded(), 0), 255))
        pixels[offset + 2] = UInt8(min(max(sample.blue.rounded(), 0), 255))
        pixels[offset + 3] = UInt8(min(max(sample.alpha.rounded(), 0), 255))
      }
    }
    return ImageTile(width: width, height: rows.count, pixels: pixels)
  }

  /// The colour of the device pixel at `column`, `row` of the area.
  func sample(column: Int, row: Int) -> ImageSampler.Sample {
    var sum = SIMD4<Double>(repeating: 0)
    for entry in rows.span(row) {
      sum += filtered[(rows.indices[entry] - firstRow) * width + column] * rows.weights[entry]
    }
    guard sum.w > 0 else { return ImageSampler.Sample(red: 0, green: 0, blue: 0, alpha: 0) }
    return ImageSampler.Sample(
      red: sum.x / sum.w, green: sum.y / sum.w, blue: sum.z / sum.w, alpha: sum.w)
  }

  /// Each image row of `rows` filtered horizontally for every device column.
  private static func filterRows(_ image: CGImage, rows: Range<Int>, columns: AxisWeights)
    -> [SIMD4<Double>]
  {
    var result = [SIMD4<Double>](repeating: .zero, count: rows.count * columns.count)
    image.pixels.withUnsafeBufferPointer { pixels in
      for (offset, imageRow) in rows.enumerated() {
        let base = imageRow * image.width
        for column in 0..<columns.count {
          var sum = SIMD4<Double>(repeating: 0)
          for entry in columns.span(column) {
            let pixel = (base + columns.indices[entry]) * 4
            let alpha = Double(pixels[pixel + 3]) * columns.weights[entry]
            sum += SIMD4(
              Double(pixels[pixel]) * alpha, Double(pixels[pixel + 1]) * alpha,
              Double(pixels[pixel + 2]) * alpha, alpha)
          }
          result[offset * columns.count + column] = sum
        }
      }
    }
    return result
  }
}

/// The image indices and weights each device pixel of one axis reads, in flat arrays.
private struct AxisWeights {
  let count: Int
  /// Whether each device pixel's centre falls inside the image's source range.
  let covered: [Bool]
  private let starts: [Int]
  /// The image index of each entry.
  let indices: [Int]
  /// The weight of each entry.
  let weights: [Double]

  /// Weights for `count` device pixels, where device pixel `d`'s edges map to image
  /// `d × scale + offset` and `(d + 1) × scale + offset`: a copy at 1:1, area averaging where a
  /// pixel covers more than one image pixel, bilinear otherwise.
  init(count: Int, scale: Double, offset: Double, exact: Bool, range: Range<Int>) {
    var covered: [Bool] = []
    var starts: [Int] = []
    var indices: [Int] = []
    var weights: [Double] = []
    for device in 0..<count {
      let a = Double(device) * scale + offset
      let b = Double(device + 1) * scale + offset
      let (low, high) = (min(a, b), max(a, b))
      let centre = (low + high) / 2
      covered.append(centre >= Double(range.lowerBound) && centre < Double(range.upperBound))
      starts.append(indices.count)
      let entries: [(index: Int, weight: Double)]
      if exact {
        entries = [(min(max(Int(low.rounded(.down)), range.lowerBound), range.upperBound - 1), 1)]
      } else if high - low > 1 {
        entries = ImageSampler.area(low, high, in: range)
      } else {
        entries = ImageSampler.bilinear(centre, in: range)
      }
      for entry in entries {
        indices.append(entry.index)
        weights.append(entry.weight)
      }
    }
    starts.append(indices.count)
    self.count = count
    self.covered = covered
    self.starts = starts
    self.indices = indices
    self.weights = weights
  }

  /// The entries of device pixel `position` (from the area's first).
  func span(_ position: Int) -> Range<Int> {
    starts[position]..<starts[position + 1]
  }

  /// The image indices any device pixel reads (empty when none).
  var indexRange: Range<Int> {
    guard let low = indices.min(), let high = indices.max() else { return 0..<0 }
    return low..<(high + 1)
  }
}
