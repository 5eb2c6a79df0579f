import Foundation

/// Rounds written rectangles to the display's pixel grid exactly as PinLayout does.
enum DisplayScale {
  /// The rectangle with its origin rounded half away from zero and its size rounded up to a
  /// multiple of `1 / scale`, in Float32 arithmetic.
  static func round(_ rect: CGRect, scale: CGFloat) -> CGRect {
    CGRect(
      x: snap(rect.minX, scale, .toNearestOrAwayFromZero),
      y: snap(rect.minY, scale, .toNearestOrAwayFromZero),
      width: snap(rect.width, scale, .up), height: snap(rect.height, scale, .up))
  }

  /// `value` rounded to pixels: the product with the scale is converted to `Float` before
  /// rounding, as PinLayout's `roundf`/`ceilf` do; values beyond Float's range round as Double.
  private static func snap(
    _ value: CGFloat, _ scale: CGFloat, _ rule: FloatingPointRoundingRule
  ) -> CGFloat {
    let pixels = value * scale
    let single = Float(pixels)
    guard single.isFinite || !pixels.isFinite else { return pixels.rounded(rule) / scale }
    return CGFloat(single.rounded(rule)) / scale
  }
}
