import Foundation
import PinframeViews

extension UITableView {
  /// Selects a row (`nil` deselects every row), deselecting the others unless multiple
  /// selection is on, and scrolls it to `scrollPosition`; the delegate is not told, as in
  /// UIKit.
  public func selectRow(
    at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition
  ) {
    guard let indexPath else { return deselectAll() }
    guard allowsSelection else { return }
    updateGeometryIfNeeded()
    guard geometry.contains(indexPath) else {
      return report(.invalidIndexPath(view: displayName, indexPath: indexPath, action: "select"))
    }
    if !allowsMultipleSelection { deselectAll() }
    selectedRows.insert(indexPath)
    displayedCells[indexPath]?.setSelected(true, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects a row; the delegate is not told, as in UIKit.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selectedRows.remove(indexPath) != nil else { return }
    displayedCells[indexPath]?.setSelected(false, animated: animated)
  }

  /// The first selected row.
  public var indexPathForSelectedRow: IndexPath? {
    selectedRows.min()
  }

  /// The selected rows in order; `nil` when none is.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selectedRows.isEmpty ? nil : selectedRows.sorted()
  }

  private func deselectAll() {
    for path in selectedRows { displayedCells[path]?.setSelected(false, animated: false) }
    selectedRows.removeAll()
  }
}
