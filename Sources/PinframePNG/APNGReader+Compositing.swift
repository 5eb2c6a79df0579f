import PinframeRaster

extension APNGReader {
  /// Draws a frame's pixels into its region of the canvas.
  ///
  /// SOURCE replaces the region, alpha included. OVER composites straight-alpha pixels:
  /// with a = source alpha and b = canvas alpha (0…255), the result alpha is
  /// A = a + b × (255 − a) / 255 and each colour (c × a × 255 + d × b × (255 − a)) / (A × 255),
  /// both rounded to nearest.
  mutating func draw(_ frame: Bitmap, in region: PNGRect, blend: APNGFrameControl.Blend) {
    let canvasWidth = width
    frame.pixels.withUnsafeBytes { source in
      canvas.withUnsafeMutableBytes { canvas in
        guard let sourceStart = source.baseAddress, let canvasStart = canvas.baseAddress else {
          return
        }
        for row in 0..<region.height {
          let from = row * region.width * 4
          let to = ((region.y + row) * canvasWidth + region.x) * 4
          guard blend == .over else {
            (canvasStart + to).copyMemory(from: sourceStart + from, byteCount: region.width * 4)
            continue
          }
          for column in 0..<region.width {
            Self.over(source, at: from + column * 4, canvas, at: to + column * 4)
          }
        }
      }
    }
  }

  /// Applies the previous frame's dispose op to its region.
  mutating func applyPendingDisposal() {
    guard let pending = pendingDisposal else { return }
    pendingDisposal = nil
    switch pending.disposal {
    case .none: return
    case .background:
      let count = pending.region.width * pending.region.height * 4
      fill(pending.region, with: [UInt8](repeating: 0, count: count))
    case .previous: fill(pending.region, with: pending.saved)
    }
  }

  /// The bytes of a region of the canvas, row after row.
  func copy(_ region: PNGRect) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(region.width * region.height * 4)
    for row in region.y..<region.y + region.height {
      let start = (row * width + region.x) * 4
      bytes += canvas[start..<start + region.width * 4]
    }
    return bytes
  }

  private mutating func fill(_ region: PNGRect, with bytes: [UInt8]) {
    for row in 0..<region.height {
      let start = ((region.y + row) * width + region.x) * 4
      let rowBytes = region.width * 4
      canvas.replaceSubrange(
        start..<start + rowBytes, with: bytes[row * rowBytes..<(row + 1) * rowBytes])
    }
  }

  private static func over(
    _ source: UnsafeRawBufferPointer, at from: Int, _ canvas: UnsafeMutableRawBufferPointer,
    at to: Int
  ) {
    let a = Int(source[from + 3])
    if a == 0 { return }
    if a == 255 {
      for channel in 0..<4 { canvas[to + channel] = source[from + channel] }
      return
    }
    let b = Int(canvas[to + 3])
    let alpha = a * 255 + b * (255 - a)
    for channel in 0..<3 {
      let value = Int(source[from + channel]) * a * 255 + Int(canvas[to + channel]) * b * (255 - a)
      canvas[to + channel] = UInt8((value + alpha / 2) / alpha)
    }
    canvas[to + 3] = UInt8((alpha + 127) / 255)
  }
}
