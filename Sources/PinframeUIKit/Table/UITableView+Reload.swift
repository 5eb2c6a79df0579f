import Foundation
import PinframeGraphics
import PinframeViews

extension UITableView {
  /// The most rows a section lays out (a budget against runaway counts).
  static let maximumRowCount = 1_000_000

  /// The delegate as a table delegate.
  var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

  /// Asks the counts, the header and footer heights and every row's estimate (or exact height
  /// when estimation is off), after putting every cell and header back in the reuse queues.
  func reloadGeometry() {
    needsReload = false
    recycleEverything()
    let source = dataSource
    let delegate = tableDelegate
    let sectionCount = source.map {
      validatedCount($0.numberOfSections(in: self), of: "sections", limit: Self.maximumRowCount)
    }
    geometry.width = bounds.width
    geometry.sections = (0..<(sectionCount ?? 0)).map { section in
      var result = TableGeometry.Section()
      let rows =
        source.map {
          validatedCount(
            $0.tableView(self, numberOfRowsInSection: section), of: "rows in section \(section)",
            limit: Self.maximumRowCount)
        } ?? 0
      (result.rowHeights, result.isMeasured) = initialRowHeights(
        section: section, count: rows, delegate: delegate)
      result.headerHeight = supplementHeight(section, isHeader: true, source, delegate)
      result.footerHeight = supplementHeight(section, isHeader: false, source, delegate)
      return result
    }
  }

  /// Each row's estimate, or its exact height when its estimate is 0 (estimation off).
  private func initialRowHeights(
    section: Int, count: Int, delegate: (any UITableViewDelegate)?
  ) -> ([CGFloat], [Bool]) {
    guard let delegate else {
      let estimated = estimatesRows
      let height = estimated ? resolvedEstimate(estimatedRowHeight) : exactHeight(rowHeight)
      return (
        Array(repeating: validatedLength(height, of: "row height"), count: count),
        Array(repeating: !estimated, count: count)
      )
    }
    var heights = [CGFloat](repeating: 0, count: count)
    var measured = [Bool](repeating: false, count: count)
    for row in 0..<count {
      let path = IndexPath(row: row, section: section)
      let estimate = delegate.tableView(self, estimatedHeightForRowAt: path)
      if estimate == 0 {
        heights[row] = exactHeight(delegate.tableView(self, heightForRowAt: path))
        measured[row] = true
      } else {
        heights[row] = resolvedEstimate(estimate)
      }
      heights[row] = validatedLength(heights[row], of: "height of row \(row) in section \(section)")
    }
    return (heights, measured)
  }

  /// A height asked without a cell: automatic is the standard 44 (no self-sizing without
  /// estimation, as in UIKit).
  private func exactHeight(_ height: CGFloat) -> CGFloat {
    height == UITableView.automaticDimension ? Self.standardRowHeight : height
  }

  /// `value` when it is a length (finite, at least 0); else 0, with a ``ListDataError``.
  func validatedLength(_ value: CGFloat, of what: @autoclosure () -> String) -> CGFloat {
    if value.isFinite && value >= 0 { return value }
    report(.invalidLength(view: displayName, of: what(), value: value))
    return 0
  }

  /// A section header's or footer's height.
  ///
  /// It is the delegate's (or the table's property); when automatic, the height of the section's view from its `sizeThatFits`, else the style's
  /// default for a title or none. A grouped table reads 0 as automatic, as UIKit does.
  private func supplementHeight(
    _ section: Int, isHeader: Bool, _ source: (any UITableViewDataSource)?,
    _ delegate: (any UITableViewDelegate)?
  ) -> CGFloat {
    var height =
      isHeader
      ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
      : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
    if style != .plain && height == 0 { height = UITableView.automaticDimension }
    let what = "\(isHeader ? "header" : "footer") height of section \(section)"
    guard height == UITableView.automaticDimension else { return validatedLength(height, of: what) }
    let title = sectionTitle(section, isHeader: isHeader, source)
    let key = SupplementKey(section: section, isHeader: isHeader)
    if title == nil, let view = supplementView(key, delegate) {
      preparedHeaderFooters[key] = view
      let size = view.sizeThatFits(CGSize(width: bounds.width, height: .greatestFiniteMagnitude))
      return validatedLength(size.height, of: what)
    }
    return defaultHeight(section: section, isHeader: isHeader, hasTitle: title != nil)
  }

  /// The section's title from the data source.
  func sectionTitle(_ section: Int, isHeader: Bool, _ source: (any UITableViewDataSource)?)
    -> String?
  {
    isHeader
      ? source?.tableView(self, titleForHeaderInSection: section)
      : source?.tableView(self, titleForFooterInSection: section)
  }

  /// The section's header or footer view from the delegate.
  func supplementView(_ key: SupplementKey, _ delegate: (any UITableViewDelegate)?) -> View? {
    key.isHeader
      ? delegate?.tableView(self, viewForHeaderInSection: key.section)
      : delegate?.tableView(self, viewForFooterInSection: key.section)
  }
}
