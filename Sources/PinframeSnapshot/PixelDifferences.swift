import Foundation
import PinframeRaster

/// Finds the pixels whose bytes differ between two images of the same size.
///
/// Most of two matching-but-not-identical images is identical, so memory compares skip equal
/// runs (256 bytes, then 32) and only the pixels of differing runs are read one by one; this
/// keeps tolerant comparisons fast in debug builds, where `swift test` runs.
enum PixelDifferences {
  /// Calls `body` with the index (`y × width + x`) of each pixel whose RGBA bytes differ, in
  /// order.
  static func forEach(_ expected: Bitmap, _ actual: Bitmap, _ body: (Int) -> Void) {
    let count = min(expected.width * expected.height, actual.width * actual.height)
    expected.pixels.withUnsafeBytes { e in
      actual.pixels.withUnsafeBytes { a in
        guard let lhs = e.baseAddress, let rhs = a.baseAddress else { return }
        var start = 0
        while start < count {
          let end = min(start + 64, count)
          if memcmp(lhs + start * 4, rhs + start * 4, (end - start) * 4) != 0 {
            scanRun(lhs, rhs, from: start, to: end, body)
          }
          start = end
        }
      }
    }
  }

  /// Scans pixels `start..<end` in runs of 8, reading the pixels of differing runs.
  private static func scanRun(
    _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, from start: Int, to end: Int,
    _ body: (Int) -> Void
  ) {
    var index = start
    while index < end {
      let runEnd = min(index + 8, end)
      if memcmp(lhs + index * 4, rhs + index * 4, (runEnd - index) * 4) != 0 {
        var pixel = index
        while pixel < runEnd {
          if lhs.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self)
            != rhs.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self)
          {
            body(pixel)
          }
          pixel += 1
        }
      }
      index = runEnd
    }
  }
}
