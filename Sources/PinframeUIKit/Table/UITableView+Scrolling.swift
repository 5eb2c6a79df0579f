import Foundation
import PinframeGraphics
import PinframeViews

extension UITableView {
  /// Scrolls so that a row is at `scrollPosition` of the visible area.
  ///
  /// The visible area is inside the adjusted insets, below a floating header in a plain
  /// table; animated, the scroll runs 0.3 s on the virtual clock. The row is measured first, so it lands exactly; rows above it keep their
  /// estimates, as in UIKit. A path that names no row is a ``ListDataError``.
  public func scrollToRow(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    layoutIfNeeded()
    guard geometry.contains(indexPath) else {
      return report(
        .invalidIndexPath(view: displayName, indexPath: indexPath, action: "scroll to"))
    }
    if !geometry.isMeasured(indexPath) {
      measureRow(indexPath, tableDelegate)
      geometry.updateOffsets()
      contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    }
    let row = geometry.row(indexPath)
    let inset = adjustedContentInset
    let header = style == .plain ? geometry.sections[indexPath.section].headerHeight : 0
    let top = row.top - inset.top - header
    let bottom = row.top + row.height - bounds.height + inset.bottom
    var y = contentOffset.y
    switch scrollPosition {
    case .top: y = top
    case .bottom: y = bottom
    case .middle: y = row.top + row.height / 2 - (bounds.height + inset.top - inset.bottom) / 2
    case .none: y = y > top ? top : y < bottom ? bottom : y
    }
    let target = clampedOffset(CGPoint(x: contentOffset.x, y: y))
    setContentOffset(target, animated: animated)
    layoutIfNeeded()
  }
}
