/// The clip in force: the pixels drawing may touch, and for rounded or rotated clips (or
/// antialiased fractional ones) a mask of how much of each pixel may be drawn.
struct ClipState {
  /// Pixels outside are clipped away entirely.
  var bounds: PixelRect
  /// Per-pixel coverage (0...255) of the nested clips so far, for at least ``bounds``; `nil`
  /// when every pixel in ``bounds`` is fully inside.
  var mask: ClipMask?
}

/// Coverage values (0...255) for a rectangle of pixels: the intersection of nested clips.
struct ClipMask {
  /// The value for the pixel at (`bounds.minX`, `bounds.minY`); rows follow without padding.
  let base: UnsafeMutablePointer<UInt8>
  /// The pixels the mask has values for.
  let bounds: PixelRect

  /// The values of row `y`, starting at column `bounds.minX`.
  func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
    base + (y - bounds.minY) * bounds.width
  }

  /// The value for the pixel at column `x`, row `y` (inside ``bounds``).
  func value(x: Int, y: Int) -> UInt32 {
    UInt32(row(y)[x - bounds.minX])
  }
}
