import Foundation
import PinframeGraphics
import PinframeViews

extension UITableView {
  /// Reloads the counts and heights now when a reload is pending, so that queries answer from
  /// current data, as UIKit's do.
  func updateGeometryIfNeeded() {
    guard needsReload else { return }
    reloadGeometry()
    geometry.tableHeaderHeight = tableHeaderView?.bounds.height ?? 0
    geometry.tableFooterHeight = tableFooterView?.bounds.height ?? 0
    geometry.updateOffsets()
  }

  /// The number of sections.
  public var numberOfSections: Int {
    updateGeometryIfNeeded()
    return geometry.sections.count
  }

  /// The number of rows in `section` (0 for a section that does not exist).
  public func numberOfRows(inSection section: Int) -> Int {
    updateGeometryIfNeeded()
    return geometry.sections.indices.contains(section)
      ? geometry.sections[section].rowHeights.count : 0
  }

  /// A row's rectangle in content coordinates (estimated until the row was displayed, as in
  /// UIKit); `.zero` for a row that does not exist.
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    updateGeometryIfNeeded()
    guard geometry.contains(indexPath) else { return .zero }
    let row = geometry.row(indexPath)
    let lane = rowLane
    return CGRect(x: lane.x, y: row.top, width: lane.width, height: row.height)
  }

  /// A section's rectangle, header to footer; `.zero` for a section that does not exist.
  public func rect(forSection section: Int) -> CGRect {
    updateGeometryIfNeeded()
    guard geometry.sections.indices.contains(section) else { return .zero }
    let bounds = geometry.sections[section]
    return CGRect(x: 0, y: bounds.top, width: self.bounds.width, height: bounds.bottom - bounds.top)
  }

  /// A section header's rectangle where it scrolls with the rows (not floating).
  public func rectForHeader(inSection section: Int) -> CGRect {
    let whole = rect(forSection: section)
    guard whole != .zero else { return .zero }
    return CGRect(
      x: 0, y: whole.minY, width: whole.width, height: geometry.sections[section].headerHeight)
  }

  /// A section footer's rectangle where it scrolls with the rows (not floating).
  public func rectForFooter(inSection section: Int) -> CGRect {
    let whole = rect(forSection: section)
    guard whole != .zero else { return .zero }
    let height = geometry.sections[section].footerHeight
    return CGRect(x: 0, y: whole.maxY - height, width: whole.width, height: height)
  }

  /// The cell on screen for a row; `nil` when the row is not displayed.
  public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
    displayedCells[indexPath]
  }

  /// The row a cell on screen shows.
  public func indexPath(for cell: UITableViewCell) -> IndexPath? {
    displayedCells.first { $0.value === cell }?.key
  }

  /// The row at a point of the content; `nil` outside the rows.
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    updateGeometryIfNeeded()
    let lane = rowLane
    guard point.x >= lane.x, point.x < lane.x + lane.width else { return nil }
    return geometry.rows(from: point.y, to: point.y.nextUp).first
  }

  /// The cells on screen, in row order.
  public var visibleCells: [UITableViewCell] {
    displayedCells.sorted { $0.key < $1.key }.map(\.value)
  }

  /// The rows on screen, in order.
  public var indexPathsForVisibleRows: [IndexPath]? {
    displayedCells.keys.sorted()
  }

  /// A section's header view on screen.
  public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    displayedHeaders[section] as? UITableViewHeaderFooterView
  }

  /// A section's footer view on screen.
  public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
    displayedFooters[section] as? UITableViewHeaderFooterView
  }

  /// How many cells wait in the reuse queues.
  public var queuedCellCount: Int { cellPool.waitingCount }
}
