import Foundation
import PinframeGraphics
import PinframeText
import PinframeViews

extension UILabel {
  /// ``drawText(in:)``'s rule: the text laid out in `rect` (shrunk first when
  /// ``adjustsFontSizeToFitWidth`` allows and it does not fit), centred vertically with its top
  /// on a device pixel, its shadow first.
  func renderText(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), !textStorage.isEmpty else { return }
    let full = layout(width: rect.width, height: rect.height, lines: numberOfLines)
    let (text, top) = fittedText(full, in: rect, scale: context.scale)
    let traits = traitCollection
    let shown = drawingBounds ?? bounds
    let visible = Double(shown.minX)...Double(max(shown.maxX, shown.minX))
    if let shadowColor {
      let origin = CGPoint(x: rect.minX + shadowOffset.width, y: top + shadowOffset.height)
      text.draw(
        in: context, at: origin, traits: traits, color: shadowColor.resolvedValue(with: traits),
        alpha: isEnabled ? 1 : 0.5, backgrounds: false, visibleRange: visible)
    }
    let highlight = isHighlighted ? highlightedTextColor?.resolvedValue(with: traits) : nil
    text.draw(
      in: context, at: CGPoint(x: rect.minX, y: top), traits: traits, color: highlight,
      alpha: isEnabled ? 1 : 0.5, visibleRange: visible)
  }

  /// The layout to draw and its top: `full` centred in `rect`, or the shrunk text placed as
  /// ``baselineAdjustment`` says.
  private func fittedText(_ full: TextLayout, in rect: CGRect, scale: CGFloat)
    -> (TextLayout, top: CGFloat)
  {
    func centredTop(_ layout: TextLayout) -> CGFloat {
      let height = ceilToPixels(layout.usedSize.height)
      return ((rect.minY + (rect.height - height) / 2) * scale).rounded() / scale
    }
    let fullTop = centredTop(full)
    guard let shrunk = shrunkLayout(full, in: rect) else { return (full, fullTop) }
    guard numberOfLines == 1, let fullLine = full.lines.first, let line = shrunk.lines.first else {
      return (shrunk, centredTop(shrunk))
    }
    switch baselineAdjustment {
    case .alignBaselines: return (shrunk, fullTop + fullLine.baseline - line.baseline)
    case .alignCenters: return (shrunk, centredTop(shrunk))
    case .none: return (shrunk, fullTop)
    }
  }

  /// The text laid out with its fonts shrunk as much as it needs to fit `rect` (at most to
  /// ``minimumScaleFactor``), or `nil` when it fits or may not shrink.
  ///
  /// One line shrinks by the ratio of the width to the text's width (widths scale with the
  /// size); more lines shrink by bisection until nothing is truncated.
  private func shrunkLayout(_ full: TextLayout, in rect: CGRect) -> TextLayout? {
    let minimum = minimumScaleFactor
    guard adjustsFontSizeToFitWidth, minimum > 0, minimum < 1, minimum.isFinite else { return nil }
    let storage = textStorage
    func laidOut(_ factor: CGFloat) -> TextLayout {
      layout(
        width: rect.width, height: rect.height, lines: numberOfLines,
        storage: storage.scalingFonts(by: factor))
    }
    if numberOfLines == 1 {
      let natural = layout(width: .infinity, height: .infinity, lines: 1).usedSize.width
      guard natural > rect.width, natural > 0 else { return nil }
      return laidOut(max(minimum, rect.width / natural))
    }
    guard full.isTruncated else { return nil }
    var fits = minimum
    var tooBig: CGFloat = 1
    for _ in 0..<12 {
      let middle = (fits + tooBig) / 2
      if laidOut(middle).isTruncated { tooBig = middle } else { fits = middle }
    }
    return laidOut(fits)
  }
}
