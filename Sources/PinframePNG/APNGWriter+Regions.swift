import Foundation
import PinframeRaster

extension APNGWriter {
  /// The region a frame stores: the whole canvas for the first frame, then the bounding box of
  /// the pixels that differ from the previous frame (1×1 at the origin when none do).
  static func storedRegion(from previous: Bitmap?, to bitmap: Bitmap) -> PNGRect {
    guard let previous else {
      return PNGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
    }
    return previous.pixels.withUnsafeBytes { old in
      bitmap.pixels.withUnsafeBytes { new in
        changedBox(old, new, width: bitmap.width, height: bitmap.height)
          ?? PNGRect(x: 0, y: 0, width: 1, height: 1)
      }
    }
  }

  /// Whether every pixel of `region` has alpha 255.
  static func isOpaque(_ bitmap: Bitmap, in region: PNGRect) -> Bool {
    bitmap.pixels.withUnsafeBytes { bytes in
      for y in region.y..<region.y + region.height {
        var offset = (y * bitmap.width + region.x) * 4 + 3
        let end = offset + region.width * 4
        while offset < end {
          if bytes[offset] != 255 { return false }
          offset += 4
        }
      }
      return true
    }
  }

  private static func changedBox(
    _ old: UnsafeRawBufferPointer, _ new: UnsafeRawBufferPointer, width: Int, height: Int
  ) -> PNGRect? {
    let rowBytes = width * 4
    guard let oldStart = old.baseAddress, let newStart = new.baseAddress else { return nil }
    let differs = { (row: Int) in
      memcmp(oldStart + row * rowBytes, newStart + row * rowBytes, rowBytes) != 0
    }
    guard let top = (0..<height).first(where: differs),
      let bottom = (top..<height).last(where: differs)
    else { return nil }
    var left = width
    var right = -1
    for row in top...bottom {
      let pixel = { (x: Int) in
        old.loadUnaligned(fromByteOffset: row * rowBytes + x * 4, as: UInt32.self)
          != new.loadUnaligned(fromByteOffset: row * rowBytes + x * 4, as: UInt32.self)
      }
      if let first = (0..<left).first(where: pixel) { left = first }
      if let last = (max(right + 1, left)..<width).last(where: pixel) { right = last }
    }
    return PNGRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
  }
}
