import Foundation
import PinframeGraphics

/// Reads an image's pixels for a device pixel, by the rule ``ImageDrawing`` documents.
struct ImageSampler {
  /// A straight-alpha colour with its alpha, in 0...255 (`alpha` may be fractional).
  struct Sample {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double
  }

  let image: CGImage
  /// The source rectangle in whole image pixels.
  let source: PixelRect
  /// Device space to image pixels.
  let toImage: CGAffineTransform
  /// Where the source rectangle's top-left corner falls on the canvas.
  let sourceOrigin: CGPoint

  /// The sampler of `drawing`, or `nil` when nothing can be drawn (an empty source or
  /// destination, or a mapping that cannot be inverted).
  init?(_ drawing: ImageDrawing) {
    let image = drawing.image
    let bounds = CGRect(x: 0, y: 0, width: image.width, height: image.height)
    let clamped = drawing.source.standardized.intersection(bounds)
    let rect = drawing.destination.rect.standardized
    guard !clamped.isNull, clamped.width >= 1, clamped.height >= 1, rect.width > 0,
      rect.height > 0, rect.width.isFinite, rect.height.isFinite
    else { return nil }
    let source = PixelRect(
      minX: Int(clamped.minX.rounded(.down)), minY: Int(clamped.minY.rounded(.down)),
      maxX: Int(clamped.maxX.rounded(.up)), maxY: Int(clamped.maxY.rounded(.up)))
    let toDevice = CGAffineTransform(translationX: -Double(source.minX), y: -Double(source.minY))
      .concatenating(
        CGAffineTransform(
          scaleX: rect.width / Double(source.width), y: rect.height / Double(source.height))
      )
      .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
      .concatenating(drawing.destination.transform)
    let determinant = toDevice.a * toDevice.d - toDevice.b * toDevice.c
    guard determinant.isFinite, abs(determinant) > 1e-12 else { return nil }
    self.image = image
    self.source = source
    self.toImage = toDevice.inverted()
    sourceOrigin = CGPoint(x: source.minX, y: source.minY).applying(toDevice)
  }

  /// Whether the mapping is a whole-pixel translation: drawing copies pixels.
  var copiesPixels: Bool {
    let t = toImage
    return t.a == 1 && t.d == 1 && t.b == 0 && t.c == 0 && t.tx == t.tx.rounded()
      && t.ty == t.ty.rounded()
  }

  /// Whether the mapping neither rotates nor skews: each axis can be filtered on its own.
  var isAxisAligned: Bool { toImage.b == 0 && toImage.c == 0 }

  /// Where the centre of device pixel (`x`, `y`) falls in the image.
  func imagePoint(x: Int, y: Int) -> CGPoint {
    CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(toImage)
  }

  /// Whether an image point lies inside the source rectangle.
  func covers(_ point: CGPoint) -> Bool {
    point.x >= Double(source.minX) && point.x < Double(source.maxX)
      && point.y >= Double(source.minY) && point.y < Double(source.maxY)
  }

  /// The weighted average of image pixels, blended on premultiplied colour.
  func average(
    columns: ArraySlice<(index: Int, weight: Double)>,
    rows: ArraySlice<(index: Int, weight: Double)>
  ) -> Sample {
    var sum = Sample(red: 0, green: 0, blue: 0, alpha: 0)
    image.pixels.withUnsafeBufferPointer { pixels in
      for row in rows {
        for column in columns {
          let offset = (row.index * image.width + column.index) * 4
          let weight = row.weight * column.weight * Double(pixels[offset + 3])
          sum.red += weight * Double(pixels[offset])
          sum.green += weight * Double(pixels[offset + 1])
          sum.blue += weight * Double(pixels[offset + 2])
          sum.alpha += weight
        }
      }
    }
    guard sum.alpha > 0 else { return sum }
    return Sample(
      red: sum.red / sum.alpha, green: sum.green / sum.alpha, blue: sum.blue / sum.alpha,
      alpha: sum.alpha)
  }

  /// The two nearest pixels along one axis of the source, weighted by distance (bilinear),
  /// edges clamped.
  static func bilinear(_ coordinate: Double, in range: Range<Int>) -> [(index: Int, weight: Double)]
  {
    let position = coordinate - 0.5
    let lower = position.rounded(.down)
    let fraction = position - lower
    let first = min(max(Int(lower), range.lowerBound), range.upperBound - 1)
    let second = min(max(Int(lower) + 1, range.lowerBound), range.upperBound - 1)
    return [(first, 1 - fraction), (second, fraction)]
  }

  /// The pixels of the source that the footprint `low..<high` of one device pixel covers,
  /// weighted by overlap (area averaging).
  static func area(_ low: Double, _ high: Double, in range: Range<Int>)
    -> [(index: Int, weight: Double)]
  {
    let start = max(Int(low.rounded(.down)), range.lowerBound)
    let end = min(Int(high.rounded(.up)), range.upperBound)
    var weights: [(index: Int, weight: Double)] = []
    var total = 0.0
    for index in start..<max(end, start) {
      let overlap = min(high, Double(index + 1)) - max(low, Double(index))
      guard overlap > 0 else { continue }
      weights.append((index, overlap))
      total += overlap
    }
    guard total > 0 else { return bilinear((low + high) / 2, in: range) }
    return weights.map { ($0.index, $0.weight / total) }
  }
}
