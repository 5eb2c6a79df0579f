import PinframeGraphics

/// Why a bitmap could not be created or drawn.
public enum RasterError: Error, Hashable, CustomStringConvertible {
  /// A canvas side is zero or negative.
  case emptyCanvas(width: Int, height: Int)
  /// A canvas has more pixels than the configured limit.
  case canvasTooLarge(width: Int, height: Int, limit: Int)
  /// Pixel bytes do not match the declared size.
  case pixelCountMismatch(expected: Int, actual: Int)
  /// Nested groups, clips and shadows would need more layer memory at one time than the limit.
  case layersTooLarge(bytes: Int, limit: Int)

  /// A message that says what is wrong and what to change.
  public var description: String {
    switch self {
    case .emptyCanvas(let width, let height):
      return "canvas \(width)×\(height) px is empty: width and height must be at least 1 pixel"
    case .canvasTooLarge(let width, let height, let limit):
      return
        "canvas \(width)×\(height) px exceeds the limit of \(limit) pixels; use a smaller size or scale, or raise the pixel limit"
    case .pixelCountMismatch(let expected, let actual):
      return "pixel buffer holds \(actual) bytes, expected \(expected) (width × height × 4)"
    case .layersTooLarge(let bytes, let limit):
      return
        "nested groups, clips and shadows need up to \(bytes) bytes of layers at once, over the limit of \(limit) bytes; nest fewer translucent (alpha < 1), clipping or shadow-casting views, use smaller shadow radii (\(LimitAdvice.raise("RasterOptions.layerByteLimit", to: "allow more")))"
    }
  }
}
