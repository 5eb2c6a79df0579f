/// A rectangle given by its four edges in real (not whole-pixel) coordinates.
struct Edges {
  var minX: Double
  var minY: Double
  var maxX: Double
  var maxY: Double

  /// The edges moved inwards by `dx` horizontally and `dy` vertically (outwards when negative).
  func insetBy(dx: Double, dy: Double) -> Edges {
    Edges(minX: minX + dx, minY: minY + dy, maxX: maxX - dx, maxY: maxY - dy)
  }

  /// The edges quantised to 1e-6 px with ``DeviceCoordinate/quantized(_:)``.
  var quantized: Edges {
    typealias D = DeviceCoordinate
    return Edges(
      minX: D.quantized(minX), minY: D.quantized(minY), maxX: D.quantized(maxX),
      maxY: D.quantized(maxY))
  }

  /// The pixels between the edges snapped with ``DeviceCoordinate/snapped(_:)``.
  var snappedPixels: PixelRect {
    typealias D = DeviceCoordinate
    return PixelRect(
      minX: D.snapped(minX), minY: D.snapped(minY), maxX: D.snapped(maxX), maxY: D.snapped(maxY)
    ).intersection(.everything)
  }

  /// The pixels the rectangle touches (edges rounded outwards).
  var touchedPixels: PixelRect {
    pixels(outwards: .down, .up)
  }

  /// The pixels entirely inside the rectangle (edges rounded inwards).
  var innerPixels: PixelRect {
    pixels(outwards: .up, .down)
  }

  private func pixels(
    outwards low: FloatingPointRoundingRule, _ high: FloatingPointRoundingRule
  ) -> PixelRect {
    typealias D = DeviceCoordinate
    return PixelRect(
      minX: D.clampedIndex(minX.rounded(low)), minY: D.clampedIndex(minY.rounded(low)),
      maxX: D.clampedIndex(maxX.rounded(high)), maxY: D.clampedIndex(maxY.rounded(high))
    ).intersection(.everything)
  }
}
