import Foundation
import PinframeGraphics
import PinframeViews

extension UITableView {
  /// Draws the separators of the empty rows UIKit shows under the last row of a plain table
  /// that has no footer view, one standard row apart (``rowHeight`` when fixed), inside
  /// `rect` only.
  func drawTrailingSeparators(in rect: CGRect) {
    guard style == .plain, tableFooterView == nil, separatorStyle != .none,
      let color = separatorColor, let context = UIGraphicsGetCurrentContext()
    else { return }
    let step = rowHeight >= 1 ? rowHeight : Self.standardRowHeight
    let start = geometry.contentHeight
    let thickness = 1 / pixelScale
    let inset = separatorInset
    let width = bounds.width - inset.left - inset.right
    guard width > 0, rect.maxY > start else { return }
    var index = max(((rect.minY - start) / step).rounded(.down), 1)
    context.setFillColor(color.resolvedValue(with: traitCollection))
    while start + index * step - thickness < rect.maxY {
      context.fill(
        CGRect(x: inset.left, y: start + index * step - thickness, width: width, height: thickness))
      index += 1
    }
  }
}
