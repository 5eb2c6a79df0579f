import Foundation
import PinframeRaster

/// The outcome of comparing an actual image with its expected reference.
public struct ImageComparison: Sendable, Hashable {
  /// The reference's size in pixels.
  public var expectedSize: PixelSize
  /// The actual image's size in pixels.
  public var actualSize: PixelSize
  /// How many pixels differ (beyond the per-pixel threshold), over the union of both sizes.
  public var differentPixels: Int
  /// The number of pixels compared: the area of the union of both sizes.
  public var comparedPixels: Int
  /// The largest per-pixel distance found, as the YIQ threshold `t` it would take to pass
  /// (`0...1`; 1 for pixels present in one image only).
  public var maxDistance: Double
  /// The smallest rectangle holding every differing pixel, or `nil` when none differ.
  public var differenceBounds: PixelRect?
  /// Whether the comparison is within the tolerance (and the sizes are equal).
  public var matches: Bool

  /// The fraction of compared pixels that differ.
  public var differentPixelRatio: Double {
    comparedPixels == 0 ? 0 : Double(differentPixels) / Double(comparedPixels)
  }

  /// Whether the two images have different sizes.
  public var sizeChanged: Bool { expectedSize != actualSize }
}

/// A width and height in pixels.
public struct PixelSize: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The size as `1170×2532`.
  public var description: String { "\(width)×\(height)" }
}

/// A rectangle of whole pixels.
public struct PixelRect: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The left column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int

  /// Creates a rectangle.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle as `(x: 10, y: 20, width: 30, height: 40)`.
  public var description: String { "(x: \(x), y: \(y), width: \(width), height: \(height))" }
}

extension Bitmap {
  /// The bitmap's size.
  public var size: PixelSize { PixelSize(width: width, height: height) }

  /// Compares this image (the actual one) with `expected`.
  ///
  /// Equal sizes and equal bytes take a fast path (one memory compare). Otherwise every pixel of
  /// the union of both sizes is measured; pixels outside one of the images count as different
  /// with distance 1, so a size change is still diffed.
  public func compared(with expected: Bitmap, tolerance: ImageTolerance = .exact)
    -> ImageComparison
  {
    if size == expected.size, hasSameBytes(as: expected) {
      return ImageComparison(
        expectedSize: expected.size, actualSize: size, differentPixels: 0,
        comparedPixels: width * height, maxDistance: 0, differenceBounds: nil, matches: true)
    }
    var scan = PixelDifferenceScan(threshold: tolerance.perceptualThreshold)
    scan.run(expected: expected, actual: self)
    let compared = max(width, expected.width) * max(height, expected.height)
    return ImageComparison(
      expectedSize: expected.size, actualSize: size, differentPixels: scan.count,
      comparedPixels: compared, maxDistance: scan.maxDistance, differenceBounds: scan.bounds,
      matches: size == expected.size
        && scan.count <= tolerance.allowedDifferentPixels(outOf: compared))
  }

  /// Whether both bitmaps hold the same bytes (sizes are checked by the caller).
  func hasSameBytes(as other: Bitmap) -> Bool {
    pixels.withUnsafeBytes { mine in
      other.pixels.withUnsafeBytes { theirs in
        guard mine.count == theirs.count else { return false }
        guard let lhs = mine.baseAddress, let rhs = theirs.baseAddress else { return true }
        return memcmp(lhs, rhs, mine.count) == 0
      }
    }
  }
}
