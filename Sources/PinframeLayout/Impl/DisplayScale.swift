import Foundation

/// Rounds written rectangles to the display's pixel grid exactly as PinLayout does.
enum DisplayScale {
  /// The rectangle with its origin rounded half away from zero and its size rounded up to a
  /// multiple of `1 / scale`, in Float32 arithmetic.
  static func round(_ rect: CGRect, scale: CGFloat) -> CGRect {
    CGRect(
      x: nearest(rect.minX, scale), y: nearest(rect.minY, scale),
      width: up(rect.width, scale), height: up(rect.height, scale))
  }

  /// `value` rounded half away from zero to pixels: the product with the scale is converted to
  /// `Float` before rounding, as PinLayout's `roundf` does.
  @inline(__always)
  private static func nearest(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
    let pixels = Float(value * scale)
    guard !pixels.isWholeNumber else { return CGFloat(pixels) / scale }
    guard pixels.isFinite else { return (value * scale).rounded() / scale }
    return CGFloat(pixels.rounded()) / scale
  }

  /// `value` rounded up to pixels in Float32, as PinLayout's `ceilf` does.
  @inline(__always)
  private static func up(_ value: CGFloat, _ scale: CGFloat) -> CGFloat {
    let pixels = Float(value * scale)
    guard !pixels.isWholeNumber else { return CGFloat(pixels) / scale }
    guard pixels.isFinite else { return (value * scale).rounded(.up) / scale }
    return CGFloat(pixels.rounded(.up)) / scale
  }
}

extension Float {
  /// Whether the value is a whole number, which rounding leaves as it is (the sign of zero
  /// too); NaN and infinities are not.
  ///
  /// Most layouts place views on whole pixels. This test takes four arithmetic instructions,
  /// where `roundf` and `ceilf` are calls into the C library (x86-64 has no rounding
  /// instruction before SSE4.1): adding and removing 2²³ rounds a smaller magnitude to a whole
  /// number, and every larger `Float` is one.
  @inline(__always)
  fileprivate var isWholeNumber: Bool {
    let magnitude = self.magnitude
    return magnitude >= 8_388_608
      ? magnitude.isFinite : (magnitude + 8_388_608) - 8_388_608 == magnitude
  }
}
