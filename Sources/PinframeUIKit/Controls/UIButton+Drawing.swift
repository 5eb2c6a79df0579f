import Foundation
import PinframeGraphics
import PinframeImage

extension UIButton {
  /// The corner radius of a selected system button's tint fill.
  static let selectedFillRadius: CGFloat = 6

  /// Draws what is behind the content: a configuration's fill, a close button's circle and
  /// cross, the background image, or a selected system button's tint fill.
  func drawBackground(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    if let configuration {
      guard let color = configurationBackground(configuration) else { return }
      let radius = configuration.cornerRadius(height: rect.height)
      context.fill(rect, cornerRadius: radius, color: resolved(color))
      return
    }
    if buttonType == .close, currentImage == nil, currentTitle == nil {
      return drawCloseGlyph(in: rect, context: context)
    }
    if let image = currentBackgroundImage {
      image.draw(in: backgroundRect(forBounds: rect), context: context, tint: resolvedTint)
    } else if buttonType == .system, isSelected {
      let fill =
        isEnabled ? tintColor.resolvedValue(with: traitCollection) : resolved(.tertiaryLabel)
      context.fill(rect, cornerRadius: Self.selectedFillRadius, color: fill)
    }
  }

  /// A grey circle with an opaque grey "×" in it (its bars overlap without darkening), as
  /// iOS 13's close button.
  private func drawCloseGlyph(in rect: CGRect, context: GraphicsContext) {
    let side = min(rect.width, rect.height)
    let circle = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    let fill: UIColor = isHighlighted ? .systemFill : .tertiarySystemFill
    context.fillEllipse(in: circle, color: resolved(fill))
    let ink = resolved(isEnabled ? .systemGray : .systemGray3)
    let center = CGPoint(x: circle.midX, y: circle.midY)
    for angle in [CGFloat.pi / 4, -CGFloat.pi / 4] {
      context.fillBar(
        center: center, length: side * 0.4, thickness: side * 0.08, angle: angle, color: ink)
    }
  }
}
