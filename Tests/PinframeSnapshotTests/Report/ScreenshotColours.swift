import PinframeGraphics
import PinframeRaster

/// Counts of exact colours in a screenshot, to check which test images a page shows.
struct ScreenshotColours {
  /// How many pixels have each colour (RGB; alpha is ignored).
  private var counts: [UInt32: Int] = [:]

  /// Counts every pixel of `bitmap`.
  init(_ bitmap: Bitmap) {
    let pixels = bitmap.pixels
    for index in stride(from: 0, to: pixels.count, by: 4) {
      counts[Self.key(pixels[index], pixels[index + 1], pixels[index + 2]), default: 0] += 1
    }
  }

  /// How many pixels have `colour` (its alpha is ignored).
  func count(_ colour: RGBA8) -> Int {
    counts[Self.key(colour.red, colour.green, colour.blue)] ?? 0
  }

  private static func key(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt32 {
    UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
  }
}
