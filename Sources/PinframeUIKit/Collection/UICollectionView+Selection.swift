import Foundation
import PinframeGraphics
import PinframeViews

extension UICollectionView {
  /// Scrolls so that an item is at `scrollPosition` inside the adjusted insets.
  ///
  /// Animated, the scroll runs 0.3 s on the virtual clock. A path that names no item is a ``ListDataError``.
  public func scrollToItem(
    at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool
  ) {
    layoutIfNeeded()
    guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
      return report(.invalidIndexPath(view: displayName, indexPath: indexPath, action: "scroll to"))
    }
    let inset = adjustedContentInset
    var offset = contentOffset
    let visible = CGRect(origin: offset, size: bounds.size).inset(by: inset)
    if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
    if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height + inset.bottom }
    if scrollPosition.contains(.centeredVertically) {
      offset.y = frame.midY - inset.top - visible.height / 2
    }
    if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
    if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width + inset.right }
    if scrollPosition.contains(.centeredHorizontally) {
      offset.x = frame.midX - inset.left - visible.width / 2
    }
    if scrollPosition.isEmpty {
      if frame.minY < visible.minY { offset.y = frame.minY - inset.top }
      if frame.maxY > visible.maxY { offset.y = frame.maxY - bounds.height + inset.bottom }
      if frame.minX < visible.minX { offset.x = frame.minX - inset.left }
      if frame.maxX > visible.maxX { offset.x = frame.maxX - bounds.width + inset.right }
    }
    setContentOffset(clampedOffset(offset), animated: animated)
    layoutIfNeeded()
  }

  /// Selects an item (`nil` deselects every item), deselecting the others unless multiple
  /// selection is on, and scrolls to it; the delegate is not told, as in UIKit.
  public func selectItem(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else { return deselectAll() }
    guard allowsSelection else { return }
    guard indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section) else {
      return report(.invalidIndexPath(view: displayName, indexPath: indexPath, action: "select"))
    }
    if !allowsMultipleSelection { deselectAll() }
    selectedItems.insert(indexPath)
    displayedCells[indexPath]?.isSelected = true
    if !scrollPosition.isEmpty {
      scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects an item; the delegate is not told, as in UIKit.
  public func deselectItem(at indexPath: IndexPath, animated: Bool) {
    guard selectedItems.remove(indexPath) != nil else { return }
    displayedCells[indexPath]?.isSelected = false
  }

  /// The selected items in order.
  public var indexPathsForSelectedItems: [IndexPath]? {
    selectedItems.sorted()
  }

  private func deselectAll() {
    for path in selectedItems { displayedCells[path]?.isSelected = false }
    selectedItems.removeAll()
  }
}
