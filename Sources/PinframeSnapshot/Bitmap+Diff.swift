import PinframeGraphics
import PinframeRaster

extension Bitmap {
  /// The colour that marks differing pixels in a diff image.
  public static let diffHighlight = RGBA8(red: 255, green: 0, blue: 32)
  /// The colour that marks pixels present in only one of the two images (a size change).
  public static let diffSizeChange = RGBA8(red: 255, green: 0, blue: 255)

  /// A diff image of this (actual) image against `expected`, over the union of both sizes.
  ///
  /// Unchanged pixels show the expected image faded: its luma blended 90 % toward white, so
  /// the layout stays recognisable. Pixels that differ (beyond the per-pixel threshold of
  /// `tolerance`) are ``diffHighlight``; pixels that exist in only one image are
  /// ``diffSizeChange``.
  public func diffImage(against expected: Bitmap, tolerance: ImageTolerance = .exact) throws
    -> Bitmap
  {
    let limit =
      PixelDifferenceScan.maxDelta * tolerance.perceptualThreshold
      * tolerance.perceptualThreshold
    return try diffImage(against: expected) { e, i, a, j in
      limit == 0 || PixelDifferenceScan.yiqDelta(e, i, a, j) > limit
    }
  }

  /// A diff image where `differs` decides which pixels with different bytes are highlighted;
  /// it gets the expected pixels and byte offset, then the actual ones.
  func diffImage(
    against expected: Bitmap,
    differs: (UnsafeBufferPointer<UInt8>, Int, UnsafeBufferPointer<UInt8>, Int) -> Bool
  ) throws -> Bitmap {
    let width = max(self.width, expected.width)
    let height = max(self.height, expected.height)
    var diff = try Bitmap(width: width, height: height)
    expected.pixels.withUnsafeBufferPointer { e in
      pixels.withUnsafeBufferPointer { a in
        for y in 0..<height {
          for x in 0..<width {
            diff[x, y] = diffPixel(x: x, y: y, expected: expected, e, a, differs: differs)
          }
        }
      }
    }
    return diff
  }

  private func diffPixel(
    x: Int, y: Int, expected: Bitmap, _ e: UnsafeBufferPointer<UInt8>,
    _ a: UnsafeBufferPointer<UInt8>,
    differs: (UnsafeBufferPointer<UInt8>, Int, UnsafeBufferPointer<UInt8>, Int) -> Bool
  ) -> RGBA8 {
    guard x < expected.width, y < expected.height, x < width, y < height else {
      return Self.diffSizeChange
    }
    let i = (y * expected.width + x) * 4
    let j = (y * width + x) * 4
    let same = e[i] == a[j] && e[i + 1] == a[j + 1] && e[i + 2] == a[j + 2] && e[i + 3] == a[j + 3]
    if !same, differs(e, i, a, j) {
      return Self.diffHighlight
    }
    let (r, g, b) = PixelDifferenceScan.overWhite(e, i)
    let faded = 255 - (255 - PixelDifferenceScan.luma(r, g, b)) * 0.1
    let level = UInt8(min(max(faded.rounded(), 0), 255))
    return RGBA8(red: level, green: level, blue: level)
  }
}
