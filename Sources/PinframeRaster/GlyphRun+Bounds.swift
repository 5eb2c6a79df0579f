import Foundation
import PinframeGraphics

extension GlyphRun {
  /// The device pixels the run's glyphs may touch: their control boxes mapped by the
  /// transform, grown by a pixel for the rounding of glyph positions (empty when no glyph has
  /// an outline or the numbers are not finite).
  var deviceBounds: PixelRect {
    let box = boundingBox
    guard !box.isNull else { return .empty }
    let device = box.applying(transform)
    let limit = 1e12
    guard [device.minX, device.minY, device.maxX, device.maxY].allSatisfy({ abs($0) < limit })
    else { return .empty }
    return PixelRect(
      minX: Int(device.minX.rounded(.down)) - 1, minY: Int(device.minY.rounded(.down)) - 1,
      maxX: Int(device.maxX.rounded(.up)) + 1, maxY: Int(device.maxY.rounded(.up)) + 1)
  }
}
