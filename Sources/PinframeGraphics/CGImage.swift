import Foundation

/// A bitmap image, as Core Graphics' `CGImage`: `width × height` pixels of straight-alpha RGBA8,
/// rows top to bottom without padding.
///
/// Immutable, so one decoded image can be drawn by any number of views and frames at no extra cost.
public final class CGImage: Sendable, Hashable, CustomStringConvertible {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The pixels: `width × height × 4` bytes, red, green, blue, alpha.
  public let pixels: [UInt8]

  /// An image of `pixels`, or `nil` when the sizes are negative or the byte count is not
  /// `width × height × 4`.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    guard width >= 0, height >= 0, width.multipliedReportingOverflow(by: height).overflow == false,
      pixels.count == width * height * 4
    else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at (`x`, `y`); the caller keeps both inside the image.
  public subscript(x: Int, y: Int) -> RGBA8 {
    let index = (y * width + x) * 4
    return RGBA8(
      red: pixels[index], green: pixels[index + 1], blue: pixels[index + 2],
      alpha: pixels[index + 3])
  }

  /// `width×height`.
  public var description: String { "CGImage(\(width)×\(height))" }

  /// Whether the two images are the same object or have the same size and pixels.
  public static func == (lhs: CGImage, rhs: CGImage) -> Bool {
    lhs === rhs || (lhs.width == rhs.width && lhs.height == rhs.height && lhs.pixels == rhs.pixels)
  }

  /// Hashes the size (equal images have equal sizes).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(width)
    hasher.combine(height)
  }
}
