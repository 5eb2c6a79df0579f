import Foundation
import PinframeGraphics
import PinframeViews

extension UITableView {
  /// The layout pass: reloads when asked (or when the width changed), measures the rows coming
  /// into view, sets the content size, and places the cells, headers, footers and the table
  /// header and footer views.
  func layoutRows() {
    isLayingOutRows = true
    defer { isLayingOutRows = false }
    if needsReload || geometry.width != bounds.width { reloadGeometry() }
    geometry.tableHeaderHeight = tableHeaderView?.bounds.height ?? 0
    geometry.tableFooterHeight = tableFooterView?.bounds.height ?? 0
    geometry.updateOffsets()
    updateContentSize()
    let area = displayArea
    displayRows(in: area)
    updateContentSize()
    placeTableHeaderAndFooter()
    displaySupplements(in: area)
  }

  /// The content area whose rows are displayed: the bounds, and while an animated scroll
  /// runs, its start and end.
  var displayArea: CGRect {
    animatedScrollArea.map { $0.union(bounds) } ?? bounds
  }

  private func updateContentSize() {
    let size = CGSize(width: bounds.width, height: geometry.contentHeight)
    if contentSize != size { contentSize = size }
  }

  /// Recycles the cells that left the area, measures the rows of the area until every row in
  /// it is exact, then places a cell on each.
  private func displayRows(in area: CGRect) {
    let delegate = tableDelegate
    recycleCells(keeping: Set(geometry.rows(from: area.minY, to: area.maxY)), delegate)
    while true {
      let unmeasured = geometry.rows(from: area.minY, to: area.maxY).filter {
        !geometry.isMeasured($0)
      }
      guard !unmeasured.isEmpty else { break }
      measureTopDown(unmeasured, before: area.maxY, delegate)
      geometry.updateOffsets()
      recyclePreparedCells(keeping: Set(geometry.rows(from: area.minY, to: area.maxY)))
    }
    let paths = geometry.rows(from: area.minY, to: area.maxY)
    recycleCells(keeping: Set(paths), delegate)
    for path in paths { displayCell(at: path, delegate) }
    recyclePreparedCells(keeping: [])
  }

  /// Measures `paths` in order until one starts below `limit` once the rows measured before
  /// it moved it (their change of height shifts every later row by the same amount), so a
  /// low estimate does not measure rows that end up off screen.
  private func measureTopDown(
    _ paths: [IndexPath], before limit: CGFloat, _ delegate: (any UITableViewDelegate)?
  ) {
    var shift: CGFloat = 0
    for path in paths {
      let estimated = geometry.row(path)
      guard estimated.top + shift < limit else { return }
      measureRow(path, delegate)
      shift += geometry.row(path).height - estimated.height
    }
  }

  /// Measures a row and keeps its cell to be displayed.
  ///
  /// The height is the delegate's, or, when it is automatic, the cell's at the row's width: from
  /// the constraints of its content view, or its `sizeThatFits` without any.
  func measureRow(_ path: IndexPath, _ delegate: (any UITableViewDelegate)?) {
    let cell = displayedCells[path] ?? preparedCells[path] ?? obtainCell(at: path)
    if displayedCells[path] == nil { preparedCells[path] = cell }
    prepare(cell, at: path)
    var height = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
    if height == UITableView.automaticDimension {
      height = cell.automaticHeight(width: rowLane.width)
    }
    geometry.setMeasuredHeight(
      validatedLength(height, of: "height of row \(path.row) in section \(path.section)"),
      at: path)
  }

  /// The data source's cell for a row.
  private func obtainCell(at path: IndexPath) -> UITableViewCell {
    guard let source = dataSource else {
      return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    return source.tableView(self, cellForRowAt: path)
  }

  /// Shows the row's cell at its place, adding it (and telling the delegate) when it is new.
  private func displayCell(at path: IndexPath, _ delegate: (any UITableViewDelegate)?) {
    let shown = displayedCells[path]
    let cell = shown ?? preparedCells.removeValue(forKey: path) ?? obtainCell(at: path)
    prepare(cell, at: path)
    let row = geometry.row(path)
    let lane = rowLane
    cell.frame = CGRect(x: lane.x, y: row.top, width: lane.width, height: row.height)
    let selected = selectedRows.contains(path)
    if cell.isSelected != selected { cell.isSelected = selected }
    guard shown == nil else { return }
    displayedCells[path] = cell
    let later = displayedCells.filter { $0.key > path }.map(\.value)
    insertContent(cell, below: later + supplementViews)
    delegate?.tableView(self, willDisplay: cell, forRowAt: path)
  }

  /// Gives a cell the table's margins, background, separator and (insetGrouped) corners.
  private func prepare(_ cell: UITableViewCell, at path: IndexPath) {
    let margins = style == .insetGrouped ? (standardMargin, standardMargin) : cellMargins
    let wanted = EdgeInsets(top: 11, left: margins.0, bottom: 11, right: margins.1)
    if cell.layoutMargins != wanted { cell.layoutMargins = wanted }
    let rowCount = geometry.sections[path.section].rowHeights.count
    let isLast = path.row == rowCount - 1
    let separated = separatorStyle != .none && (style == .plain || !isLast)
    cell.listAppearance = ListCellAppearance(
      background: style == .plain ? .systemBackground : .secondarySystemGroupedBackground,
      separatorInset: separatorInset, separatorColor: separated ? separatorColor : nil)
    guard style == .insetGrouped else { return }
    var corners: CornerMask = []
    if path.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
    if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
    cell.layer.cornerRadius = corners.isEmpty ? 0 : Self.insetGroupedCornerRadius
    cell.layer.maskedCorners = corners
    cell.clipsToBounds = !corners.isEmpty
  }

  /// The header and footer views on screen and the table's own, which cells go below.
  var supplementViews: [View] {
    Array(displayedHeaders.values) + Array(displayedFooters.values)
      + [tableHeaderView, tableFooterView].compactMap { $0 }
  }

  /// Puts the displayed cells whose rows are not in `kept` back in the reuse queue.
  private func recycleCells(keeping kept: Set<IndexPath>, _ delegate: (any UITableViewDelegate)?) {
    for (path, cell) in displayedCells where !kept.contains(path) {
      displayedCells[path] = nil
      cell.removeFromSuperview()
      cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
      delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
    }
  }

  /// Puts the cells made for measuring whose rows are not in `kept` back in the reuse queue.
  private func recyclePreparedCells(keeping kept: Set<IndexPath>) {
    for (path, cell) in preparedCells where !kept.contains(path) {
      preparedCells[path] = nil
      cellPool.enqueue(cell, identifier: cell.reuseIdentifier)
    }
  }

  /// Puts every cell, header and footer back in the reuse queues (before a reload).
  func recycleEverything() {
    recycleCells(keeping: [], tableDelegate)
    recyclePreparedCells(keeping: [])
    recycleSupplements(keeping: [])
    for view in preparedHeaderFooters.values { recycleSupplement(view) }
    preparedHeaderFooters = [:]
  }

  /// Places the table header view at the top and the footer view under the last section, at
  /// the table's width.
  private func placeTableHeaderAndFooter() {
    if let header = tableHeaderView {
      header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.bounds.height)
    }
    if let footer = tableFooterView {
      footer.frame = CGRect(
        x: 0, y: geometry.contentHeight - footer.bounds.height, width: bounds.width,
        height: footer.bounds.height)
    }
  }
}
