import PinframeGraphics

/// An RGBA8 image: 4 bytes per pixel (red, green, blue, alpha; straight alpha), rows top to
/// bottom with no padding.
public struct Bitmap: Sendable, Hashable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The pixel bytes, `width × height × 4` of them.
  public var pixels: [UInt8]

  /// The largest canvas `init(width:height:fill:limits:)` allocates by default: 100 megapixels.
  public static let defaultPixelLimit = 100_000_000

  /// Creates a bitmap filled with one colour (transparent black by default).
  ///
  /// - Throws: ``RasterError/emptyCanvas(width:height:)`` when a side is zero or negative, and
  ///   ``RasterError/canvasTooLarge(width:height:limit:)`` before allocating when
  ///   `width × height` exceeds `pixelLimit`.
  public init(
    width: Int, height: Int, fill: RGBA8 = RGBA8(red: 0, green: 0, blue: 0, alpha: 0),
    pixelLimit: Int = Bitmap.defaultPixelLimit
  ) throws(RasterError) {
    try Self.validate(width: width, height: height, pixelLimit: pixelLimit)
    self.width = width
    self.height = height
    let pattern = [fill.red, fill.green, fill.blue, fill.alpha]
    if pattern.allSatisfy({ $0 == fill.red }) {
      pixels = [UInt8](repeating: fill.red, count: width * height * 4)
    } else {
      pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
        for index in stride(from: 0, to: buffer.count, by: 4) {
          buffer[index] = fill.red
          buffer[index + 1] = fill.green
          buffer[index + 2] = fill.blue
          buffer[index + 3] = fill.alpha
        }
        count = buffer.count
      }
    }
  }

  /// Wraps existing RGBA8 bytes.
  ///
  /// - Throws: ``RasterError/pixelCountMismatch(expected:actual:)`` when `pixels` does not hold
  ///   exactly `width × height × 4` bytes, and the errors of ``init(width:height:fill:pixelLimit:)``.
  public init(
    width: Int, height: Int, pixels: [UInt8], pixelLimit: Int = Bitmap.defaultPixelLimit
  ) throws(RasterError) {
    try Self.validate(width: width, height: height, pixelLimit: pixelLimit)
    guard pixels.count == width * height * 4 else {
      throw .pixelCountMismatch(expected: width * height * 4, actual: pixels.count)
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at column `x`, row `y` (both zero-based, inside the bitmap).
  public subscript(x: Int, y: Int) -> RGBA8 {
    get {
      let index = (y * width + x) * 4
      return RGBA8(
        red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2],
        alpha: pixels[index + 3])
    }
    set {
      let index = (y * width + x) * 4
      pixels[index] = newValue.red
      pixels[index + 1] = newValue.green
      pixels[index + 2] = newValue.blue
      pixels[index + 3] = newValue.alpha
    }
  }

  static func validate(width: Int, height: Int, pixelLimit: Int) throws(RasterError) {
    guard width > 0, height > 0 else { throw .emptyCanvas(width: width, height: height) }
    let (count, overflow) = width.multipliedReportingOverflow(by: height)
    guard !overflow, count <= pixelLimit else {
      throw .canvasTooLarge(width: width, height: height, limit: pixelLimit)
    }
  }
}
