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
    let tint = drawing.tint?.rgba8
    let filter = ImageFilter(sampler, area: area)
    for y in area.rows {
      for x in area.columns {
        let point = sampler.imagePoint(x: x, y: y)
        guard sampler.covers(point) else { continue }
        let sample = filter.sample(x: x, y: y, at: point)
        var alpha = UInt32(sample.alpha.rounded())
        var color = (sample.red, sample.green, sample.blue)
        if let tint {
          alpha = Blend.multiply(alpha, UInt32(tint.alpha))
          color = (Double(tint.red), Double(tint.green), Double(tint.blue))
        }
        alpha = Blend.multiply(Blend.multiply(alpha, clip.mask?.value(x: x, y: y) ?? 255), opacity)
        guard alpha > 0 else { continue }
        let pixel = surface.address(x: x, y: y).assumingMemoryBound(to: UInt8.self)
        Blend.sourceOver(
          red: UInt32(color.0.rounded()), green: UInt32(color.1.rounded()),
          blue: UInt32(color.2.rounded()), alpha: alpha, onto: pixel)
      }
    }
  }
}

/// The filter of one image drawing: per-axis weights computed once per device column and row
/// when the mapping is unrotated, bilinear otherwise.
private struct ImageFilter {
  let sampler: ImageSampler
  /// For each device column of the area, the image columns and weights (unrotated mappings).
  private let columns: [[(index: Int, weight: Double)]]
  /// For each device row of the area, the image rows and weights.
  private let rows: [[(index: Int, weight: Double)]]
  private let area: PixelRect

  init(_ sampler: ImageSampler, area: PixelRect) {
    self.sampler = sampler
    self.area = area
    guard sampler.isAxisAligned else {
      columns = []
      rows = []
      return
    }
    let t = sampler.toImage
    let source = sampler.source
    columns = area.columns.map { x in
      Self.weights(
        Double(x) * t.a + t.tx, Double(x + 1) * t.a + t.tx, exact: sampler.copiesPixels,
        in: source.minX..<source.maxX)
    }
    rows = area.rows.map { y in
      Self.weights(
        Double(y) * t.d + t.ty, Double(y + 1) * t.d + t.ty, exact: sampler.copiesPixels,
        in: source.minY..<source.maxY)
    }
  }

  /// The colour of device pixel (`x`, `y`), whose centre maps to `point`.
  func sample(x: Int, y: Int, at point: CGPoint) -> ImageSampler.Sample {
    guard sampler.isAxisAligned else {
      let source = sampler.source
      return sampler.average(
        columns: ImageSampler.bilinear(point.x, in: source.minX..<source.maxX)[...],
        rows: ImageSampler.bilinear(point.y, in: source.minY..<source.maxY)[...])
    }
    return sampler.average(
      columns: columns[x - area.minX][...], rows: rows[y - area.minY][...])
  }

  /// The weights along one axis for a device pixel whose edges map to `a` and `b`: a copy,
  /// area averaging when the pixel covers more than one image pixel, bilinear otherwise.
  private static func weights(_ a: Double, _ b: Double, exact: Bool, in range: Range<Int>)
    -> [(index: Int, weight: Double)]
  {
    let (low, high) = (min(a, b), max(a, b))
    if exact {
      return [(min(max(Int(low.rounded(.down)), range.lowerBound), range.upperBound - 1), 1)]
    }
    if high - low > 1 { return ImageSampler.area(low, high, in: range) }
    return ImageSampler.bilinear((low + high) / 2, in: range)
  }
}
