import Foundation
import PinframeGraphics
import PinframeViews

extension UITableViewCell {
  /// UIKit's selection colour (systemGray4).
  static let selectionColor = UIColor.systemGray4

  /// Fills the table style's background when the cell has no background colour, the
  /// selection colour when selected or highlighted (without a selected-background view), and
  /// draws the standard accessory.
  func drawBackgroundAndAccessory(in rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    if backgroundColor == nil, let background = listAppearance.background {
      context.setFillColor(background.resolvedValue(with: traitCollection))
      context.fill(bounds)
    }
    if showsSelection, selectedBackgroundView == nil {
      context.setFillColor(Self.selectionColor.resolvedValue(with: traitCollection))
      context.fill(bounds)
    }
    guard accessoryView == nil, let glyph = AccessoryGlyph(accessoryType),
      let frame = accessoryFrame()
    else { return }
    glyph.draw(
      in: frame, context: context, tint: tintColor.resolvedValue(with: traitCollection),
      grey: UIColor.tertiaryLabel.resolvedValue(with: traitCollection))
  }

  /// Draws the separator: a one-pixel line at the bottom, inset by ``separatorInset``.
  func drawSeparator(in rect: CGRect) {
    guard let color = listAppearance.separatorColor, let context = UIGraphicsGetCurrentContext()
    else { return }
    let thickness = 1 / pixelScale
    let inset = separatorInset
    let line = CGRect(
      x: inset.left, y: bounds.maxY - thickness,
      width: bounds.width - inset.left - inset.right, height: thickness)
    guard line.width > 0 else { return }
    context.setFillColor(color.resolvedValue(with: traitCollection))
    context.fill(line)
  }
}
