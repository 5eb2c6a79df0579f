import Foundation
import PinframeGraphics
import PinframeText

extension UITextField {
  /// A rounded field's corner radius.
  static let roundedRectRadius: CGFloat = 5
  /// The caret's width.
  static let caretWidth: CGFloat = 2

  /// Draws the border style, the clear button and, while editing, the caret after the text.
  func drawField(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let border = borderRect(forBounds: rect)
    let hairline = 1 / pixelScale
    switch borderStyle {
    case .none:
      break
    case .line:
      context.stroke(
        border.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 0, width: 1, color: resolved(.label))
    case .bezel:
      context.stroke(
        border.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 0, width: 1, color: resolved(.systemGray))
    case .roundedRect:
      context.fill(
        border, cornerRadius: Self.roundedRectRadius, color: resolved(.tertiarySystemBackground))
      context.stroke(
        border.insetBy(dx: hairline / 2, dy: hairline / 2), cornerRadius: Self.roundedRectRadius,
        width: hairline, color: resolved(.separator))
    }
    if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: rect), context: context) }
    if isEditing { drawCaret(context: context) }
  }

  /// A grey circle with a white "×".
  private func drawClearButton(in rect: CGRect, context: GraphicsContext) {
    let circle = rect.insetBy(dx: 2, dy: 2)
    context.fillEllipse(in: circle, color: resolved(.tertiaryLabel))
    let center = CGPoint(x: circle.midX, y: circle.midY)
    for angle in [CGFloat.pi / 4, -CGFloat.pi / 4] {
      context.fillBar(
        center: center, length: circle.width * 0.5, thickness: 1.5, angle: angle,
        color: resolved(.systemBackground))
    }
  }

  /// A bar in the tint colour just after the text (at the alignment's start when empty).
  private func drawCaret(context: GraphicsContext) {
    let frame = textLabel.frame
    let used = hasText ? min(textLabel.sizeThatFits(.zero).width, frame.width) : 0
    let free = frame.width - used
    let start: CGFloat
    switch textAlignment {
    case .center: start = free / 2
    case .right: start = free
    default: start = effectiveUserInterfaceLayoutDirection == .rightToLeft ? free : 0
    }
    let x = roundToPixels(frame.minX + start + used)
    context.setFillColor(resolvedTint)
    context.fill(CGRect(x: x, y: frame.minY, width: Self.caretWidth, height: frame.height))
  }
}
