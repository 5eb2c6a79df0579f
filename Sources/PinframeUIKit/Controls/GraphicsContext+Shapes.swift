import Foundation
import PinframeGraphics

extension GraphicsContext {
  /// Fills `rect` with circular corners of `radius` (at most half a side) in `color`.
  func fill(_ rect: CGRect, cornerRadius radius: CGFloat, color: Color) {
    addPath(Path(roundedRect: rect, cornerWidth: radius, cornerHeight: radius))
    setFillColor(color)
    fillPath()
  }

  /// Fills the ellipse inscribed in `rect` in `color`.
  func fillEllipse(in rect: CGRect, color: Color) {
    setFillColor(color)
    fillEllipse(in: rect)
  }

  /// Strokes the outline of `rect` with circular corners of `radius`, `width` wide and centred
  /// on the outline, in `color`.
  func stroke(_ rect: CGRect, cornerRadius radius: CGFloat, width: CGFloat, color: Color) {
    saveGState()
    setLineWidth(width)
    setStrokeColor(color)
    addPath(Path(roundedRect: rect, cornerWidth: radius, cornerHeight: radius))
    strokePath()
    restoreGState()
  }

  /// Fills a bar `length × thickness` with round ends, centred on `center` and turned by
  /// `angle` radians (0: across).
  func fillBar(center: CGPoint, length: CGFloat, thickness: CGFloat, angle: CGFloat, color: Color) {
    saveGState()
    translateBy(x: center.x, y: center.y)
    rotate(by: angle)
    fill(
      CGRect(x: -length / 2, y: -thickness / 2, width: length, height: thickness),
      cornerRadius: thickness / 2, color: color)
    restoreGState()
  }
}
