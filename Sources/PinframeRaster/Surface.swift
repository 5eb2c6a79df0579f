import PinframeGraphics

/// RGBA8 pixels covering a rectangle of device space: the canvas, or the layer of a group.
///
/// Rows follow each other without padding; the memory is bound to `UInt8`.
struct Surface {
  /// Byte 0 of the pixel at (`bounds.minX`, `bounds.minY`).
  let base: UnsafeMutableRawPointer
  /// The device pixels this surface holds.
  let bounds: PixelRect
  /// Pixels known to be opaque; source-over never lowers alpha, so they stay opaque.
  private(set) var knownOpaque = PixelRect.empty

  init(base: UnsafeMutableRawPointer, bounds: PixelRect) {
    self.base = base
    self.bounds = bounds
  }

  /// The first byte of the pixel at device column `x`, row `y` (inside ``bounds``).
  func address(x: Int, y: Int) -> UnsafeMutableRawPointer {
    base + ((y - bounds.minY) * bounds.width + (x - bounds.minX)) * 4
  }

  /// Whether every pixel of columns `columns` in row `y` is opaque.
  func isOpaque(row y: Int, columns: Range<Int>) -> Bool {
    let span = PixelRect(
      minX: columns.lowerBound, minY: y, maxX: columns.upperBound, maxY: y + 1)
    return knownOpaque.contains(span)
      || PixelKernels.allOpaque(address(x: columns.lowerBound, y: y), count: columns.count)
  }

  /// Records that `rect` was just filled with opaque pixels (the larger known region wins).
  mutating func noteOpaque(_ rect: PixelRect) {
    if rect.area > knownOpaque.area { knownOpaque = rect }
  }

  /// Sets every pixel to transparent black (0, 0, 0, 0).
  mutating func clear() {
    base.initializeMemory(as: UInt8.self, repeating: 0, count: bounds.area * 4)
    knownOpaque = .empty
  }
}

/// A source colour prepared for the pixel kernels.
struct SourceColor {
  /// The red component, 0...255.
  let red: UInt32
  /// The green component, 0...255.
  let green: UInt32
  /// The blue component, 0...255.
  let blue: UInt32
  /// The colour as an opaque pixel word: bytes red, green, blue, 255 in memory order.
  var opaquePixel: UInt32 { pixel(alpha: 255) }

  init(_ color: RGBA8) {
    red = UInt32(color.red)
    green = UInt32(color.green)
    blue = UInt32(color.blue)
  }

  /// The colour as a pixel word with `alpha`: bytes red, green, blue, alpha in memory order.
  func pixel(alpha: UInt32) -> UInt32 {
    UInt32(littleEndian: red | green << 8 | blue << 16 | alpha << 24)
  }
}
