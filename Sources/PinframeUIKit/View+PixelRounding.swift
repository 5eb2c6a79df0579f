import Foundation
import PinframeViews

extension View {
  /// The display scale sizes are rounded to: the traits' display scale, else the runtime's.
  var pixelScale: CGFloat {
    let scale = traitCollection.displayScale
    return scale > 0 ? scale : ViewRuntime.current.scale
  }

  /// `value` rounded up to the display scale's pixels (a millionth of a pixel of rounding
  /// error is not a pixel).
  func ceilToPixels(_ value: CGFloat) -> CGFloat {
    let scale = pixelScale
    return ((value * scale) - 1e-6).rounded(.up) / scale
  }

  /// `value` rounded to the nearest of the display scale's pixels.
  func roundToPixels(_ value: CGFloat) -> CGFloat {
    let scale = pixelScale
    return (value * scale).rounded() / scale
  }

  /// `rect` with its origin rounded to the display scale's pixels and its size kept.
  func pixelAligned(_ rect: CGRect) -> CGRect {
    CGRect(
      x: roundToPixels(rect.minX), y: roundToPixels(rect.minY), width: rect.width,
      height: rect.height)
  }
}
